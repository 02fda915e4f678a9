import type { Row } from '../../store/rows';

/** Whether two rows from successive builds draw the same thing. */
export function sameRow(a: Row, b: Row): boolean {
  if (a === b) return true;
  if (a.key !== b.key || a.depth !== b.depth || a.session !== b.session) return false;
  if (a.kind === 'item' && b.kind === 'item') return a.itemId === b.itemId;
  if (a.kind === 'child' && b.kind === 'child') return a.collapsed === b.collapsed;
  if (a.kind === 'internals' && b.kind === 'internals')
    return a.compactionId === b.compactionId && a.count === b.count && a.shown === b.shown;
  if (a.kind === 'hidden' && b.kind === 'hidden') return a.count === b.count;
  return false;
}
