import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturePath } from '../../test/support/fixtures';
import { tempRoot } from '../../test/support/library-tree';
import { problemOf } from './file-problems';

const problemOfFile = (path: string) => problemOf(path, statSync(path).size);

describe('problemOf', () => {
  it('calls a UTF-16 file UTF-16, with the conversion validate gives, not binary', async () => {
    const le = await problemOfFile(fixturePath('hostile/utf16le.jsonl'));
    expect(le).toMatchObject({
      problem: 'utf16',
      reading: { code: 'utf16', params: { order: 'LE', bom: false } },
    });
    expect(le?.detail).toContain('iconv -f UTF-16LE -t UTF-8');
    const be = await problemOfFile(fixturePath('hostile/utf16be-bom.jsonl'));
    expect(be).toMatchObject({
      problem: 'utf16',
      reading: { code: 'utf16', params: { order: 'BE', bom: true } },
    });
  });

  it('still calls a file with stray NULs binary', async () => {
    const path = join(tempRoot(), 'photo.jsonl');
    writeFileSync(path, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 0x0d, 0x0a]));
    expect(await problemOfFile(path)).toMatchObject({ problem: 'binary' });
    expect(await problemOfFile(fixturePath('hostile/utf16le.jsonl.expected.json'))).toBeNull();
  });
});
