import { escapeJsonControls } from './escape-controls';

const FLUSH_CHARS = 1 << 16;

/**
 * Writes `value` as `JSON.stringify(value, null, 2)` would, but its top-level arrays element by
 * element: a million diagnostics would not fit one string.
 */
export function writeJson(value: Readonly<Record<string, unknown>>, write: (text: string) => void) {
  let buffer = '';
  const out = (text: string) => {
    buffer += text;
    if (buffer.length >= FLUSH_CHARS) {
      write(buffer);
      buffer = '';
    }
  };
  const pretty = (v: unknown, indent: string) =>
    escapeJsonControls(JSON.stringify(v, null, 2) ?? 'null').replace(/\n/g, `\n${indent}`);
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  out('{\n');
  entries.forEach(([key, v], i) => {
    out(`  ${JSON.stringify(key)}: `);
    if (Array.isArray(v) && v.length > 0) {
      out('[\n');
      v.forEach((item: unknown, j) =>
        out(`    ${pretty(item, '    ')}${j < v.length - 1 ? ',' : ''}\n`),
      );
      out('  ]');
    } else out(pretty(v, '  '));
    out(i < entries.length - 1 ? ',\n' : '\n');
  });
  out('}\n');
  write(buffer);
}
