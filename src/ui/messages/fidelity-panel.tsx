import type { Fidelity } from '../../protocol/types';
import { JsonView } from '../common/json-view';
import { SmallLabel } from '../common/small-label';
import { useT } from '../i18n/language-store';

/** The opaque provider object, shown exactly as recorded (PROTOCOL.md §8). */
export function FidelityPanel({ fidelity }: { fidelity: Fidelity }) {
  const t = useT().messages;
  return (
    <div data-testid="fidelity-panel" className="mt-1.5">
      <SmallLabel>{t.fidelity}</SmallLabel>
      <JsonView value={fidelity} className="mt-0.5" />
    </div>
  );
}
