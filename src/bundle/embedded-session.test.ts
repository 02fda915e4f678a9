import { describe, expect, it } from 'vitest';
import { embeddedJsonOf, embedSession, readEmbedded, SESSION_SLOT } from './embedded-session';
import { gunzipBase64, gzipBase64 } from './gzip-base64';

describe('embedded session', () => {
  it('no file name can end the data block or start markup', async () => {
    const name = '</script><img src=x onerror=alert(1)>.jsonl';
    const html = embedSession(`<body>${SESSION_SLOT}</body>`, [{ name, gzip: 'AAAA' }]);
    expect(html).not.toContain('<img');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(readEmbedded(embeddedJsonOf(html) ?? '')).toEqual([{ name, gzip: 'AAAA' }]);
  });

  it('round-trips bytes through gzip and base64', async () => {
    const bytes = new Uint8Array(100_000).map((_, i) => (i * 7919) % 256);
    const back = await gunzipBase64(await gzipBase64(new Blob([bytes])));
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(bytes);
  });

  it('refuses a page without a slot, and a block that is not a list of files', () => {
    expect(() => embedSession('<html></html>', [])).toThrow(/no slot/);
    expect(() => readEmbedded('{"files":[{"name":1}]}')).toThrow(/not a list of files/);
  });
});
