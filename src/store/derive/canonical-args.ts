// A tool call's arguments as one text whatever their spacing and key order, so two calls are
// told identical by what they ask (repeated-calls.ts). Written without JSON.stringify's replacer,
// which copied every object to sort it: on 200k calls that copy was half the time spent.

/** An array index as a key: an object enumerates such keys first, in ascending order. */
const INDEX = /^(?:0|[1-9]\d*)$/;
const isIndex = (key: string) => {
  const c = key.charCodeAt(0);
  return c >= 48 && c <= 57 && INDEX.test(key) && Number(key) < 4294967295;
};

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * An object's keys in canonical order: its index keys ascending (as Object.keys gives them),
 * then the others by code unit, the order a sorted copy of the object enumerated.
 */
function sortedKeys(value: object): string[] {
  const keys = Object.keys(value);
  let first = 0;
  while (first < keys.length && isIndex(keys[first] as string)) first++;
  for (let i = first + 1; i < keys.length; i++)
    if ((keys[i - 1] as string) > (keys[i] as string)) {
      const rest = keys.splice(first).sort(byCodeUnit);
      for (const key of rest) keys.push(key);
      return keys;
    }
  return keys;
}

function write(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  let out: string;
  if (Array.isArray(value)) {
    out = '[';
    for (let i = 0; i < value.length; i++) out += (i > 0 ? ',' : '') + write(value[i]);
    return `${out}]`;
  }
  const fields = value as Record<string, unknown>;
  out = '{';
  const keys = sortedKeys(value);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    out += `${i > 0 ? ',' : ''}${JSON.stringify(key)}:${write(fields[key])}`;
  }
  return `${out}}`;
}

/** The arguments as one text whatever their spacing and key order (JSON), else as written. */
export function canonicalArgs(args: string): string {
  try {
    return write(JSON.parse(args));
  } catch {
    // Not JSON, or nested deeper than the stack: compared as written.
    return args;
  }
}
