// Our own detectors for what secretlint's preset does not cover: things that identify a person or
// a machine (e-mail, home-directory user names), passwords typed into commands or written in
// prose, bearer tokens and JWTs, and unknown tokens by their entropy. Each pattern starts on a
// literal or a lookbehind, so a scan runs near the speed of reading the text.

export type FindingKind = 'secret' | 'high-entropy' | 'password' | 'email' | 'home-path';

export interface Span {
  start: number;
  end: number;
  kind: FindingKind;
  rule: string;
}

const JWT = /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g;
const BEARER = /\b[Bb]earer\s+([A-Za-z0-9._~+/-]{16,}=*)/g;

const VALUE = String.raw`("[^"\n]+"|'[^'\n]+'|[^\s'"]+)`;
/** Within one shell command: up to the next line, pipe, `;` or `&`. */
const SAME_COMMAND = String.raw`[^\n|;&]*?\s`;
const IN_COMMANDS = [
  new RegExp(
    String.raw`\b(?:mysql|mysqldump|mysqladmin|mariadb)\b${SAME_COMMAND}-p(?!\s)${VALUE}`,
    'g',
  ),
  new RegExp(String.raw`\bsshpass\b${SAME_COMMAND}-p\s*${VALUE}`, 'g'),
  new RegExp(
    String.raw`\b(?:curl|wget|http)\b${SAME_COMMAND}(?:-u|--user)[\s=]*['"]?[^\s:'"]+:([^\s'"@]+)`,
    'g',
  ),
  new RegExp(String.raw`--password[= ]${VALUE}`, 'gi'),
  // An environment assignment: DB_PASSWORD=…, SECRET_KEY=…, GITHUB_TOKEN=… (not PWD, the directory).
  new RegExp(
    String.raw`\b(?!(?:OLD)?PWD=)[A-Z0-9_]*(?:PASSWORD|PASSWD|PWD|SECRET|TOKEN|API_?KEY|ACCESS_KEY|PRIVATE_KEY|AUTH)(?:_[A-Z0-9]+)*=${VALUE}`,
    'g',
  ),
];
/** "the password is …", "password: …", `"password": "…"`: kept only when the value looks like one. */
const IN_PROSE =
  /\b(?:password|passphrase|passwd)\b["']?\s*(?:[:=]|\bis\b|\bwas\b)\s*["'“]?([^\s"'”]+)/gi;
const NOT_VALUES = /^(?:\$|\{|<|\*+$|\d+$|true$|false$|null$|none$)/i;
const looksLikePassword = (v: string) =>
  v.length >= 4 &&
  !NOT_VALUES.test(v) &&
  (/\d/.test(v) || /[^A-Za-z]/.test(v) || /[a-z][A-Z]/.test(v));

const EMAIL_LOCAL = /[A-Za-z0-9._%+-]/;
const EMAIL_DOMAIN = /[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.([A-Za-z]{2,})\b/y;
/** `git@github.com:` is an SSH remote; `icon@2x.png` a file name. */
const NOT_MAILBOXES = new Set(['git']);
const FILE_TYPES = new Set(
  'png jpg jpeg gif svg webp ico bmp avif pdf js mjs cjs ts tsx jsx css json html md txt yml yaml lock'.split(
    ' ',
  ),
);

/** Only the user-name segment is replaced, so the path still reads as a path. */
const HOMES = [
  /\/(?:home|Users)\/([^/\\\s"'`:;,]+)/g,
  /(?<=\b[A-Za-z]):\\{1,2}Users\\{1,2}([^/\\\s"'`:;,]+)/g,
];
const HOME_NOT_USERS = new Set(['Shared', 'Public', 'runner', 'user', 'USER', '$USER', '~']);

const TOKEN = /(?<![A-Za-z0-9+/_=-])[A-Za-z0-9+/_=-]{24,200}/g;
/** Subresource-integrity hashes and provider request/message ids are random by design. */
const NOT_TOKENS =
  /^(?:sha(?:256|384|512)-|(?:req|request|msg|toolu|call|resp|run|file|batch|evt|thread|asst|step|chatcmpl|sess|session|trace|span)[_-])/i;
/** Base64 data URLs are binary payloads, not text: nothing inside one is a finding. */
const DATA_URL = /data:[\w.+-]+\/[\w.+-]+;base64,[A-Za-z0-9+/=]*/g;

function shannon(s: string): number {
  const counts = new Map<string, number>();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) bits -= (n / s.length) * Math.log2(n / s.length);
  return bits;
}

/** Mixed case and digits at ≥ 4.2 bits a character: hashes, UUIDs and words stay below. */
const looksRandom = (t: string) =>
  /[a-z]/.test(t) && /[A-Z]/.test(t) && /[0-9]/.test(t) && shannon(t) >= 4.2 && !NOT_TOKENS.test(t);

/** The first capture group when there is one (quotes taken off), else the whole match. */
function groupSpans(text: string, re: RegExp, kind: FindingKind, rule: string): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(re)) {
    let value = m[1] ?? m[0];
    let start = (m.index ?? 0) + m[0].lastIndexOf(value);
    const q = value[0];
    if ((q === '"' || q === "'") && value.length > 2 && value.endsWith(q)) {
      value = value.slice(1, -1);
      start += 1;
    }
    out.push({ start, end: start + value.length, kind, rule });
  }
  return out;
}

function emailSpans(text: string): Span[] {
  const out: Span[] = [];
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > 0 && EMAIL_LOCAL.test(text[start - 1] ?? '')) start--;
    EMAIL_DOMAIN.lastIndex = at + 1;
    const domain = EMAIL_DOMAIN.exec(text);
    if (start === at || !domain) continue;
    const tld = (domain[1] ?? '').toLowerCase();
    if (NOT_MAILBOXES.has(text.slice(start, at)) || FILE_TYPES.has(tld)) continue;
    out.push({ start, end: EMAIL_DOMAIN.lastIndex, kind: 'email', rule: 'email' });
  }
  return out;
}

const textOf = (text: string, s: Span) => text.slice(s.start, s.end);

export function ownSpans(text: string): Span[] {
  const prose = groupSpans(text, IN_PROSE, 'password', 'password-in-text').map((s) => {
    const trimmed = textOf(text, s).replace(/[.,;:!?)\]]+$/, '');
    return { ...s, end: s.start + trimmed.length };
  });
  return [
    ...groupSpans(text, JWT, 'secret', 'jwt'),
    ...groupSpans(text, BEARER, 'secret', 'bearer-token'),
    ...IN_COMMANDS.flatMap((re) => groupSpans(text, re, 'password', 'password-in-command')).filter(
      (s) => !NOT_VALUES.test(textOf(text, s)),
    ),
    ...prose.filter((s) => looksLikePassword(textOf(text, s))),
    ...emailSpans(text),
    ...HOMES.flatMap((re) => groupSpans(text, re, 'home-path', 'home-directory')).filter(
      (s) => !HOME_NOT_USERS.has(textOf(text, s)),
    ),
  ];
}

/** Unknown tokens by their entropy: the last resort, after every detector that names a kind. */
export const entropySpans = (text: string): Span[] =>
  groupSpans(text, TOKEN, 'high-entropy', 'entropy').filter((s) => looksRandom(textOf(text, s)));

/** Where base64 data URLs lie, sorted. */
export function binaryRanges(text: string): [number, number][] {
  return [...text.matchAll(DATA_URL)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length]);
}

/**
 * Earlier spans win (callers list the more specific detectors first); spans inside `excluded`
 * ranges are dropped. Sorted by start.
 */
export function withoutOverlaps(
  spans: readonly Span[],
  excluded: readonly [number, number][] = [],
): Span[] {
  const kept: Span[] = [];
  const overlaps = (s: Span) => {
    // The first kept span ending after s starts; it overlaps when it starts before s ends.
    let lo = 0;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((kept[mid]?.end ?? 0) <= s.start) lo = mid + 1;
      else hi = mid;
    }
    const next = kept[lo];
    return next !== undefined && next.start < s.end ? lo : -1 - lo;
  };
  const hidden = (s: Span) => excluded.some(([a, b]) => s.start < b && a < s.end);
  for (const s of spans) {
    if (s.end <= s.start || hidden(s)) continue;
    const at = overlaps(s);
    if (at < 0) kept.splice(-1 - at, 0, s);
  }
  return kept;
}
