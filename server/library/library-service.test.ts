import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempRoot, writeGenerated } from '../../test/support/library-tree';
import { Library } from './library-service';

describe('a served library', () => {
  it('closes after the run under way, and starts none asked for during it', async () => {
    const root = tempRoot();
    writeGenerated(root, 400, 3);
    const library = await Library.open({ paths: [root], db: join(tempRoot(), 'library.duckdb') });
    const first = library.refresh();
    // Asked for while the first run goes: it would start as that one ends, on a closed database.
    void library.refresh([join(root, 'x.jsonl')]);
    expect(library.status().indexing).toBe(true);
    await library.close();
    await first;
    expect(library.status().indexing).toBe(false);
    // A refresh after close does nothing and settles.
    await library.refresh();
    expect(library.status().indexing).toBe(false);
  });
});
