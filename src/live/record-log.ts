// The complete records of a live session as received, kept outside the reactive store so a
// save can write them back exactly (key order and `fidelity` untouched).
import { isPartial } from '../ingest/live-merge';
import type { AnyEnvelope } from '../protocol/types';

export class RecordLog {
  private list: AnyEnvelope[] = [];

  get records(): readonly AnyEnvelope[] {
    return this.list;
  }

  reset(records: readonly AnyEnvelope[]): void {
    this.list = records.filter((r) => !isPartial(r));
  }

  add(record: AnyEnvelope): void {
    if (!isPartial(record)) this.list.push(record);
  }
}
