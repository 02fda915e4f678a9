import { useMemo } from 'react';
import { isDataValue } from '../../protocol/kept-value';
import { CopyButton } from '../common/copy-button';
import { DataImage } from '../common/data-image';
import { LongText } from '../common/long-text';
import { RemoteImage } from '../common/remote-image';
import { SmallLabel } from '../common/small-label';
import { AnsiText } from './ansi-text';
import { OutputNoteChip } from './output-note-chip';
import { splitOutputNotes } from './output-notes';
import { CODE_BOX } from '../common/looks';
import { useT } from '../i18n/language-store';

const BOX = `max-h-[28rem] border wrap-anywhere [color-scheme:light] dark:[color-scheme:dark] ${CODE_BOX}`;

/** Tool output: ANSI colours, trailing producer notes as chips, images, long text collapsed. */
export function ToolOutputView({
  text,
  images,
  failed,
  streaming,
}: {
  text: string;
  images?: readonly string[] | undefined;
  failed: boolean;
  streaming: boolean;
}) {
  const { body, notes } = useMemo(() => splitOutputNotes(text), [text]);
  const t = useT().tools;
  const tone = failed
    ? 'border-danger-edge bg-rose-50/50 text-fg dark:bg-rose-950/20'
    : 'border-line bg-well text-fg';
  return (
    <div data-testid="tool-output">
      <div className="flex items-center gap-2">
        <SmallLabel className={failed ? 'text-rose-600 dark:text-rose-400' : ''}>
          {failed ? t.errorOutput : t.output}
        </SmallLabel>
        <CopyButton text={text} className="ml-auto" />
      </div>
      {body === '' && !streaming ? (
        <div className="mt-0.5 text-xs text-fg-faint italic">{t.emptyOutput}</div>
      ) : (
        <LongText
          text={body}
          render={(visible) => (
            <pre data-testid="tool-output-text" className={`mt-0.5 ${BOX} ${tone}`}>
              <AnsiText text={visible} />
            </pre>
          )}
        />
      )}
      {notes.length > 0 ? (
        <div className="mt-1 flex flex-wrap gap-1">
          {notes.map((n, i) => (
            <OutputNoteChip key={i} note={n} />
          ))}
        </div>
      ) : null}
      {images && images.length > 0 ? (
        <div className="mt-1.5 flex flex-wrap gap-2">
          {images.map((src, i) =>
            isDataValue(src) ? (
              <DataImage key={i} src={src} label={t.image(i + 1)} />
            ) : (
              <RemoteImage key={i} url={src} />
            ),
          )}
        </div>
      ) : null}
    </div>
  );
}
