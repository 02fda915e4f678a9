// First guesses of row heights, close to what the row components draw, so the scrollbar does
// not jump as rows get measured. Real heights replace them once a row has been on screen.
import type { Row } from '../../store/rows';

const EVENT_HEIGHT = 32;

export function estimateRowSize(row: Row | undefined): number {
  if (!row) return EVENT_HEIGHT;
  if (row.kind === 'child') return 44;
  if (row.kind === 'internals') return 36;
  if (row.kind === 'hidden') return 28;
  switch (row.look) {
    case 'meta':
      return 64;
    case 'text':
      return 88;
    case 'message':
    case 'thinking':
      return 56;
    case 'tool':
      return 96;
    case 'subagent':
      return 40;
    default:
      return EVENT_HEIGHT;
  }
}
