import type { Sender } from '../../protocol/types';
import type { MessageItem } from '../../store/model';
import { Badge } from '../common/badge';
import { RichText } from '../markdown/rich-text';
import { CutNotice } from './cut-notice';
import { FidelityPanel } from './fidelity-panel';
import { MessageHeader } from './message-header';
import { StreamingCaret } from './streaming-caret';
import { useFidelityToggle } from './use-fidelity';
import { lookUp, rawText } from '../common/look-up';
import { VisibleText } from '../common/visible-text';
import { SearchedPart } from '../search/highlighted';
import { USER_BOX } from '../common/looks';
import { useT } from '../i18n/language-store';

/** A user or assistant text: the user's in a tinted bubble, the assistant's plain. */
export function TextMessage({ item }: { item: MessageItem }) {
  const payload = item.envelope.payload;
  const fidelity = payload.fidelity;
  const sender = 'sender' in payload ? (payload.sender as Sender | undefined) : undefined;
  const fid = useFidelityToggle(fidelity);
  const t = useT().messages;
  const user = item.role === 'user';
  const streaming = item.status === 'streaming';
  return (
    <div
      data-status={item.status}
      data-role={item.role}
      data-sender={sender}
      className={user ? USER_BOX : 'px-0.5 py-1'}
    >
      <MessageHeader
        label={user ? t.user : t.assistant}
        timestamp={item.timestamp}
        stopReason={item.stopReason}
        fidelityOpen={fid.open}
        onFidelity={fid.toggle}
      >
        {sender && sender !== 'user' ? (
          <Badge tone="accent" data-testid="sender-chip">
            {lookUp(t.sender, sender) ?? <VisibleText text={rawText(sender)} />}
          </Badge>
        ) : null}
      </MessageHeader>
      <div className="mt-1">
        {item.content === '' && streaming ? null : (
          <SearchedPart part="text">
            <RichText text={item.content} streaming={streaming} />
          </SearchedPart>
        )}
        {streaming ? <StreamingCaret /> : null}
      </div>
      {item.status === 'cut' ? <CutNotice reason={item.cutReason} /> : null}
      {fid.shown && fidelity ? <FidelityPanel fidelity={fidelity} /> : null}
    </div>
  );
}
