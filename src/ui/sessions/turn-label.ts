// The one name of a request's turn, for the divider, a retry's card, the context view and the
// outline: "Turn 7", or the compaction's own request, which is no turn (store/turns.ts).
export function turnLabel({ turn, compaction }: { turn: number; compaction: boolean }): string {
  return compaction ? 'Compaction request' : `Turn ${turn}`;
}
