import { useMemo } from 'react';
import { useViewFlag } from '../../docs/doc-context';
import { CopyButton } from '../common/copy-button';
import { formatBytes } from '../common/format';
import { JSON_BOX, JsonView } from '../common/json-view';
import { LongText } from '../common/long-text';
import { SmallLabel } from '../common/small-label';
import { parseToolArgs } from './tool-args';
import { VisibleText } from '../common/visible-text';
import { useT } from '../i18n/language-store';

/** The call's arguments: formatted JSON when they parse, the raw string otherwise or on request. */
export function ToolArgsView({ args, streaming }: { args: string; streaming: boolean }) {
  const parsed = useMemo(() => parseToolArgs(args, streaming), [args, streaming]);
  const [raw, toggleRaw] = useViewFlag('raw', false);
  const showRaw = raw || parsed.kind === 'raw';
  const t = useT().tools;
  return (
    <div data-testid="tool-args" data-args-kind={parsed.kind === 'raw' ? parsed.reason : 'json'}>
      <div className="flex items-center gap-2">
        <SmallLabel>{t.arguments}</SmallLabel>
        {parsed.kind === 'raw' ? (
          <span
            className={`text-[11px] ${parsed.reason === 'invalid' ? 'text-warn-vivid' : 'text-fg-faint'}`}
          >
            {t.argsNote[parsed.reason]}
            {parsed.reason === 'large' ? t.argsSize(formatBytes(args.length)) : ''}
          </span>
        ) : (
          <button
            type="button"
            onClick={toggleRaw}
            className="text-[11px] text-fg-faint hover:text-fg"
          >
            {raw ? t.formatted : t.raw}
          </button>
        )}
        <CopyButton text={args} className="ml-auto" />
      </div>
      {parsed.kind === 'raw' && parsed.reason === 'empty' ? null : showRaw ? (
        <LongText
          text={args}
          render={(visible) => (
            <pre className={`mt-0.5 ${JSON_BOX}`}>
              <VisibleText text={visible} />
            </pre>
          )}
        />
      ) : parsed.kind === 'json' ? (
        <JsonView text={parsed.pretty} className="mt-0.5" />
      ) : null}
    </div>
  );
}
