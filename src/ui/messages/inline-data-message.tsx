import type { MessageItem } from '../../store/model';
import { FidelityPanel } from './fidelity-panel';
import { MessageHeader } from './message-header';
import { BinaryDataView } from './binary-data-view';
import { useFidelityToggle } from './use-fidelity';
import { useT } from '../i18n/language-store';

/** inline_data (user or assistant) and inline_thinking: binary content by MIME type. */
export function InlineDataMessage({ item }: { item: MessageItem }) {
  const payload = item.envelope.payload;
  const fid = useFidelityToggle(payload.fidelity);
  const t = useT().messages;
  const data = 'data' in payload && typeof payload.data === 'string' ? payload.data : '';
  const mime =
    'mime_type' in payload && typeof payload.mime_type === 'string' ? payload.mime_type : '';
  const thinking = item.type === 'inline_thinking';
  const label = thinking ? t.thinkingBinary : item.role === 'user' ? t.userData : t.assistantData;
  return (
    <div data-status={item.status} data-role={item.role} className="px-0.5 py-1">
      <MessageHeader
        label={label}
        timestamp={item.timestamp}
        stopReason={item.stopReason}
        fidelityOpen={fid.open}
        onFidelity={fid.toggle}
      />
      <div className="mt-1">
        <BinaryDataView data={data} mime={mime} stem={`${item.type}-${item.id}`} />
      </div>
      {fid.shown && payload.fidelity ? <FidelityPanel fidelity={payload.fidelity} /> : null}
    </div>
  );
}
