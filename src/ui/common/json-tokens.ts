// Token classes for pretty-printed JSON, so JsonView can colour it without a highlighter.

export type JsonTokenKind = 'key' | 'string' | 'number' | 'literal' | 'plain';
export interface JsonToken {
  text: string;
  kind: JsonTokenKind;
}

const TOKEN =
  /("(?:[^"\\\n]|\\.)*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|\b(true|false|null)\b/g;

export function jsonTokens(text: string): JsonToken[] {
  const out: JsonToken[] = [];
  let pos = 0;
  const plain = (end: number) => {
    if (end > pos) out.push({ text: text.slice(pos, end), kind: 'plain' });
  };
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m; m = TOKEN.exec(text)) {
    plain(m.index);
    if (m[1] !== undefined) {
      out.push({ text: m[1], kind: m[2] !== undefined ? 'key' : 'string' });
      if (m[2] !== undefined) out.push({ text: m[2], kind: 'plain' });
    } else if (m[3] !== undefined) out.push({ text: m[3], kind: 'number' });
    else out.push({ text: m[0], kind: 'literal' });
    pos = m.index + m[0].length;
  }
  plain(text.length);
  return out;
}

/** JSON.stringify that never throws (cycles cannot occur in parsed JSON, but BigInt-free is not guaranteed for foreign values). */
export function prettyJson(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}
