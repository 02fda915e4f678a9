// A generic SSE URL: unnamed events are OmniMessage JSON, `server_event` events server events.
import { useState } from 'react';
import { openLive } from '../../docs/open-live';
import { FIELD_LABEL, INPUT, PRIMARY } from './form-styles';
import { useT } from '../i18n/language-store';

/** An example URL: the same in every language. */
const URL_EXAMPLE = 'https://host/api/sessions/<id>/stream';

export function SseUrlForm({ onDone }: { onDone(): void }) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  const submit = () => {
    try {
      const resolved = new URL(url.trim(), location.href).href;
      openLive({ kind: 'sse', url: resolved });
      setUrl('');
      onDone();
    } catch {
      setError(t.live.sse.notUrl);
    }
  };
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label className="flex flex-col gap-1">
        <span className={FIELD_LABEL}>{t.live.sse.streamUrl}</span>
        <input
          data-testid="sse-url"
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            setError(null);
          }}
          placeholder={URL_EXAMPLE}
          className={INPUT}
          autoFocus
        />
      </label>
      <p className="text-xs text-fg-muted">{t.live.sse.hint}</p>
      {error && <p className="text-xs text-danger">{error}</p>}
      <div className="flex justify-end">
        <button
          type="submit"
          data-testid="sse-connect"
          disabled={url.trim() === ''}
          className={PRIMARY}
        >
          {t.live.connect}
        </button>
      </div>
    </form>
  );
}
