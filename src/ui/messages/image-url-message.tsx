import { keptValueOf } from '../../protocol/kept-value';
import type { MessageItem } from '../../store/model';
import { DataImage } from '../common/data-image';
import { RemoteImage } from '../common/remote-image';
import { FidelityPanel } from './fidelity-panel';
import { MessageHeader } from './message-header';
import { useFidelityToggle } from './use-fidelity';
import { USER_BOX } from '../common/looks';
import { useT } from '../i18n/language-store';

/** image_url: a data URL is drawn at once, a network URL only after a click. */
export function ImageUrlMessage({ item }: { item: MessageItem }) {
  const payload = item.envelope.payload;
  const fid = useFidelityToggle(payload.fidelity);
  const t = useT().messages;
  const url =
    'image_url' in payload && typeof payload.image_url === 'string' ? payload.image_url : '';
  const kept = keptValueOf(url);
  const isData = (kept ? kept.head : url).startsWith('data:image/');
  return (
    <div data-status={item.status} data-role={item.role} className={USER_BOX}>
      <MessageHeader
        label={t.userImage}
        timestamp={item.timestamp}
        stopReason={item.stopReason}
        fidelityOpen={fid.open}
        onFidelity={fid.toggle}
      />
      <div className="mt-1">{isData ? <DataImage src={url} /> : <RemoteImage url={url} />}</div>
      {fid.shown && payload.fidelity ? <FidelityPanel fidelity={payload.fidelity} /> : null}
    </div>
  );
}
