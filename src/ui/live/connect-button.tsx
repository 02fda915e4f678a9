import { BUTTON_WORD, HEADER_BUTTON } from '../shell/header-button';
import { useConnectPanelStore } from './connect-panel-store';
import { useT } from '../i18n/language-store';

export function ConnectButton() {
  const show = useConnectPanelStore((s) => s.show);
  const t = useT();
  return (
    <button
      type="button"
      data-testid="connect-button"
      title={t.live.connectTitle}
      onClick={() => show()}
      className={HEADER_BUTTON}
    >
      <svg viewBox="0 0 16 16" className="size-3.5" fill="currentColor" aria-hidden>
        <path d="M8 6.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3ZM4.1 4.1l1.06 1.06a4 4 0 0 0 0 5.66L4.1 11.9a5.5 5.5 0 0 1 0-7.8Zm7.8 0a5.5 5.5 0 0 1 0 7.8l-1.06-1.06a4 4 0 0 0 0-5.66z" />
      </svg>
      <span className={BUTTON_WORD}>{t.live.connect}</span>
    </button>
  );
}
