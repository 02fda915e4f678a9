import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withLibrary } from './serve-library';
import { parseServeArgs } from './serve-options';

const ENV = { HOME: '/home/u', XDG_CACHE_HOME: '/cache' };
const DB = '/cache/omniscope/library.duckdb';

describe('serve <paths>: the library', () => {
  it('serves the library of the paths given, instead of the demo', () => {
    const o = withLibrary(parseServeArgs(['traces', '/data/b']), ENV, () => true);
    expect(o).toMatchObject({
      demo: false,
      library: { paths: [resolve('traces'), '/data/b'], db: DB },
    });
    expect(o).not.toHaveProperty('libraryPaths');
  });

  it('takes --db for the index', () => {
    expect(
      withLibrary(parseServeArgs(['t', '--db', '/x.duckdb']), ENV, () => true).library?.db,
    ).toBe('/x.duckdb');
  });

  it('without a path keeps the demo and offers the PenguinHarness data folder if it exists', () => {
    const home = '/home/u/.penguin/data';
    expect(withLibrary(parseServeArgs([]), ENV, (p) => p === home)).toMatchObject({
      demo: true,
      library: { paths: [home], db: DB },
    });
    expect(withLibrary(parseServeArgs([]), ENV, () => false).library).toBeUndefined();
    const penguin = { ...ENV, PENGUIN_HOME: '/srv/penguin' };
    expect(withLibrary(parseServeArgs([]), penguin, () => true).library?.paths).toEqual([
      '/srv/penguin',
    ]);
  });

  it('a path that is not there is a usage error', () => {
    expect(() => withLibrary(parseServeArgs(['gone']), ENV, () => false)).toThrow(
      'no such folder or file: gone',
    );
  });

  it('paths choose the library: with --tail or --proxy they are a usage error', () => {
    expect(() => parseServeArgs(['t', '--tail', 'a.jsonl'])).toThrow(/choose one of library paths/);
    expect(() => parseServeArgs(['t', '--demo'])).toThrow(/choose one of library paths/);
  });
});
