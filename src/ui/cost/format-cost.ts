/** US dollars: cents for sums of a dollar or more, four places below, so small turns show. */
export function formatCost(usd: number): string {
  if (usd === 0) return '$0';
  return usd >= 1 ? `$${usd.toFixed(2)}` : `$${usd.toFixed(4)}`;
}
