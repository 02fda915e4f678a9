// A figure of one side of the runs compare, as its text.

/**
 * Rounded, unless it differs from the other side's and both round to the same text ("1.3k" and
 * "1.3k"): a difference marked between two equal labels is only seen in the exact values.
 */
export function figureText(
  mine: number,
  theirs: number | undefined,
  round: (n: number) => string,
  exact: (n: number) => string,
): string {
  const shown = round(mine);
  if (theirs === undefined || theirs === mine) return shown;
  return shown === round(theirs) ? exact(mine) : shown;
}
