import { between, type Rng } from './random';

/** Pieces of a few words each (whitespace kept), whose concatenation is exactly `text`. */
export function wordChunks(text: string, rng: Rng): string[] {
  const words = text.match(/\S+\s*|\s+/g) ?? [];
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const n = between(rng, 1, 4);
    out.push(words.slice(i, i + n).join(''));
    i += n;
  }
  return out;
}

/** Tool-call arguments stream as short slices cut anywhere, as providers send them. */
export function charChunks(text: string, rng: Rng, min = 10, max = 22): string[] {
  const chars = Array.from(text);
  const out: string[] = [];
  for (let i = 0; i < chars.length;) {
    const n = between(rng, min, max);
    out.push(chars.slice(i, i + n).join(''));
    i += n;
  }
  return out;
}

/** Tool output arrives a few lines at a time. */
export function lineChunks(text: string, rng: Rng): string[] {
  const lines = text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
  const out: string[] = [];
  for (let i = 0; i < lines.length;) {
    const n = between(rng, 1, 3);
    out.push(lines.slice(i, i + n).join(''));
    i += n;
  }
  return out;
}

/** Rough token count (4 characters a token) for plausible token_usage numbers. */
export function estimateTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}
