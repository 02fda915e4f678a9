// A file with as many findings as asked, cheap to write and to scan: lines of short e-mail
// addresses, each one finding (a line that is not JSON is scanned as text).

/** Lines holding `n` e-mail addresses, 1,000 a line. */
export function manyFindingsText(n: number): string {
  const perLine = 1000;
  const line = Array.from({ length: perLine }, (_, i) => `a${i % 10}@b.co`).join(' ');
  const full = Math.floor(n / perLine);
  const rest = Array.from({ length: n % perLine }, (_, i) => `a${i % 10}@b.co`).join(' ');
  return `${line}\n`.repeat(full) + (rest ? `${rest}\n` : '');
}
