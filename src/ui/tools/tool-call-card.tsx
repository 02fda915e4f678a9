import { useMemo, type ReactNode } from 'react';
import { useViewFlag, ViewScope } from '../../docs/doc-context';
import type { ToolItem } from '../../store/model';
import { FidelityButton } from '../common/fidelity-button';
import { JsonView } from '../common/json-view';
import { CutNotice } from '../messages/cut-notice';
import { useTraceView } from '../trace-context';
import { useApprovalActions } from './approval-actions';
import { SearchedPart } from '../search/highlighted';
import { RefusalNotice } from './refusal-notice';
import { sniffDescription } from './tool-args';
import { ToolArgsView } from './tool-args-view';
import { ToolCardHeader } from './tool-card-header';
import { ToolOutputView } from './tool-output-view';
import { isRefusal, toolPhase, type ToolPhase } from '../../store/derive/tool-phase';
import { useT } from '../i18n/language-store';

const FRAME: Partial<Record<ToolPhase, string>> = {
  approval: 'border-amber-300 dark:border-amber-700',
  failed: 'border-danger-line',
  denied: 'border-danger-edge',
  forbidden: 'border-danger-edge',
};

/** One tool call with its decision and output, updated in place as fragments arrive. */
export function ToolCallCard({ item, actions }: { item: ToolItem; actions?: ReactNode }) {
  const ended = useTraceView('ended');
  const renderActions = useApprovalActions();
  const t = useT().tools;
  const [open, toggleOpen] = useViewFlag('open', true);
  const [showFidelity, toggleFidelity] = useViewFlag('fidelity', false);
  const phase = toolPhase(item, ended);
  const title = useMemo(() => sniffDescription(item.args), [item.args]);
  const callFid = item.call?.payload.fidelity;
  const outFid = item.output?.payload.fidelity;
  const fidelity = callFid && outFid ? { call: callFid, output: outFid } : (callFid ?? outFid);
  const argsStreaming = item.callStatus === 'streaming' || item.callStatus === 'stopped';
  const outputStreaming = item.outputStatus === 'streaming' || item.outputStatus === 'stopped';
  const hasOutput = item.outputStatus !== 'none';
  return (
    <div
      data-tool-call-id={item.toolCallId}
      data-decision={item.decision ?? 'none'}
      data-call-status={item.callStatus}
      data-output-status={item.outputStatus}
      data-phase={phase}
      className={`rounded-md border bg-surface-raised px-2.5 py-1.5 ${FRAME[phase] ?? 'border-line'}`}
    >
      <ToolCardHeader
        item={item}
        phase={phase}
        title={title}
        open={open}
        onToggle={toggleOpen}
        corner={fidelity ? <FidelityButton open={showFidelity} onToggle={toggleFidelity} /> : null}
      />
      {open ? (
        <div className="mt-1.5 space-y-2">
          {item.callStatus === 'missing' ? (
            <div className="text-xs text-fg-faint italic">{t.callMissing}</div>
          ) : (
            <ViewScope id="args">
              <SearchedPart part="args">
                <ToolArgsView args={item.args} streaming={argsStreaming} />
              </SearchedPart>
            </ViewScope>
          )}
          {item.callStatus === 'cut' ? <CutNotice reason={item.callCutReason} what="call" /> : null}
          {phase === 'approval' ? (
            <div
              data-testid="approval-slot"
              className="flex flex-wrap items-center gap-2 rounded-md bg-warn-tint px-2 py-1.5 text-xs text-warn-strong"
            >
              <span className="font-medium">{t.waitingForApproval}</span>
              {actions ?? renderActions?.(item)}
            </div>
          ) : null}
          <SearchedPart part="output">
            {isRefusal(phase) ? (
              <RefusalNotice forbidden={phase === 'forbidden'} text={item.outputText} />
            ) : hasOutput ? (
              <ViewScope id="output">
                <ToolOutputView
                  text={item.outputText}
                  images={item.outputImages}
                  failed={phase === 'failed'}
                  streaming={outputStreaming}
                />
              </ViewScope>
            ) : null}
          </SearchedPart>
          {item.outputStatus === 'cut' ? (
            <CutNotice reason={item.outputCutReason} what="output" />
          ) : null}
          {showFidelity && fidelity ? <JsonView value={fidelity} /> : null}
        </div>
      ) : null}
    </div>
  );
}
