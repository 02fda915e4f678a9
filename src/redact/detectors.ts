// Our own detectors for what secretlint's preset does not cover: things that identify a person or
// a machine (e-mail, home-directory user names), passwords typed into commands, and unknown
// tokens by their entropy.

export type FindingKind = 'secret' | 'high-entropy' | 'password' | 'email' | 'home-path';

export interface Span {
  start: number;
  end: number;
  kind: FindingKind;
  rule: string;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** Only the user-name segment is replaced, so the path still reads as a path. */
const HOME = /(?:\/home\/|\/Users\/|[A-Za-z]:\\{1,2}Users\\{1,2})([^/\\\s"'`:;,]+)/g;
const PASSWORD_FLAGS = [
  /(?:^|\s)-p([^\s'"-][^\s'"]*)/g,
  /--password[= ]("[^"]+"|'[^']+'|[^\s'"]+)/gi,
  /\b[A-Z0-9_]*(?:PASSWORD|PASSWD|PWD|SECRET|TOKEN)=("[^"]+"|'[^']+'|[^\s'"]+)/g,
];
const TOKEN = /[A-Za-z0-9+/_=-]{24,200}/g;
const HOME_NOT_USERS = new Set(['Shared', 'Public', 'runner', 'user', 'USER', '$USER', '~']);

function shannon(s: string): number {
  const counts = new Map<string, number>();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) bits -= (n / s.length) * Math.log2(n / s.length);
  return bits;
}

/** Mixed case and digits at ≥ 4.2 bits a character: hashes, UUIDs and words stay below. */
const looksRandom = (t: string) =>
  /[a-z]/.test(t) && /[A-Z]/.test(t) && /[0-9]/.test(t) && shannon(t) >= 4.2;

function groupSpans(text: string, re: RegExp, kind: FindingKind, rule: string): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(re)) {
    const value = m[1] ?? m[0];
    const start = (m.index ?? 0) + m[0].lastIndexOf(value);
    out.push({ start, end: start + value.length, kind, rule });
  }
  return out;
}

export function ownSpans(text: string): Span[] {
  const homes = groupSpans(text, HOME, 'home-path', 'home-directory').filter(
    (s) => !HOME_NOT_USERS.has(text.slice(s.start, s.end)),
  );
  const passwords = PASSWORD_FLAGS.flatMap((re) =>
    groupSpans(text, re, 'password', 'password-in-command'),
  ).map((s) => unquote(text, s));
  const entropy = groupSpans(text, TOKEN, 'high-entropy', 'entropy').filter((s) =>
    looksRandom(text.slice(s.start, s.end)),
  );
  return [...passwords, ...groupSpans(text, EMAIL, 'email', 'email'), ...homes, ...entropy];
}

function unquote(text: string, s: Span): Span {
  const q = text[s.start];
  return (q === '"' || q === "'") && text[s.end - 1] === q
    ? { ...s, start: s.start + 1, end: s.end - 1 }
    : s;
}

/** Earlier spans win: callers list the more specific detectors first. */
export function withoutOverlaps(spans: readonly Span[]): Span[] {
  const kept: Span[] = [];
  for (const s of spans)
    if (s.end > s.start && !kept.some((k) => s.start < k.end && k.start < s.end)) kept.push(s);
  return kept.sort((a, b) => a.start - b.start);
}
