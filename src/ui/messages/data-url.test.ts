import { describe, expect, it } from 'vitest';
import { decodeBase64, downloadName, isDrawableImage, toDataUrl } from './data-url';

describe('data-url helpers', () => {
  it('draws only image types the browser can show', () => {
    expect(isDrawableImage('image/png')).toBe(true);
    expect(isDrawableImage('image/jpeg')).toBe(true);
    expect(isDrawableImage('application/pdf')).toBe(false);
    expect(isDrawableImage('text/html')).toBe(false);
  });
  it('builds data URLs and decodes base64', () => {
    expect(toDataUrl('image/png', 'AAA=')).toBe('data:image/png;base64,AAA=');
    expect(toDataUrl('', 'AAA=')).toBe('data:application/octet-stream;base64,AAA=');
    expect(Array.from(decodeBase64(btoa('hi')))).toEqual([104, 105]);
  });
  it('names downloads by type', () => {
    expect(downloadName('data-3', 'application/pdf')).toBe('data-3.pdf');
    expect(downloadName('data-3', 'application/x-foo')).toBe('data-3.xfoo');
    expect(downloadName('data-3', 'weird')).toBe('data-3.bin');
  });
});
