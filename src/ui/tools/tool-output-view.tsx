import { useMemo } from 'react';
import { isDataValue, keptTextRef } from '../../protocol/kept-value';
import { CopyButton } from '../common/copy-button';
import { DataImage } from '../common/data-image';
import { LongText } from '../common/long-text';
import { RemoteImage } from '../common/remote-image';
import { SmallLabel } from '../common/small-label';
import { shownText, useKeptValue } from '../common/use-kept-value';
import { AnsiText } from './ansi-text';
import { OutputNoteChip } from './output-note-chip';
import { splitOutputNotes } from './output-notes';
import { CODE_BOX } from '../common/looks';
import { useT } from '../i18n/language-store';
import { UnsearchedPart } from '../search/highlighted';

const BOX = `max-h-[28rem] border wrap-anywhere [color-scheme:light] dark:[color-scheme:dark] ${CODE_BOX}`;

/**
 * Tool output: ANSI colours, trailing producer notes as chips, images, long text collapsed. A long
 * output left in its file is read while the row is shown; until then its box has the height the
 * text will give it (a kept text is always long enough to fill it) and shows its preview.
 */
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
  const read = useKeptValue(text);
  const value = shownText(text, read);
  // Still being read: sized and drawn from its reference. Unreadable: its preview is all there is.
  const reading = read.state === 'reading' ? keptTextRef(text) : null;
  const { body, notes } = useMemo(() => splitOutputNotes(value), [value]);
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
        <CopyButton text={read.state === 'ready' ? read.value : undefined} className="ml-auto" />
      </div>
      {body === '' && !streaming ? (
        <div className="mt-0.5 text-xs text-fg-faint italic">{t.emptyOutput}</div>
      ) : (
        <LongText
          text={body}
          whole={reading}
          render={(visible) => (
            <pre
              data-testid="tool-output-text"
              data-kept={keptTextRef(text) !== null}
              data-state={read.state}
              className={`mt-0.5 ${BOX} ${tone} ${reading ? 'h-[28rem]' : ''}`}
            >
              {reading ? (
                <UnsearchedPart>
                  <AnsiText text={visible} />
                </UnsearchedPart>
              ) : (
                <AnsiText text={visible} />
              )}
            </pre>
          )}
        />
      )}
      {read.state === 'failed' ? (
        <div data-testid="kept-gone" className="mt-1 text-xs text-fg-faint italic">
          {t.keptGone}
        </div>
      ) : null}
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
