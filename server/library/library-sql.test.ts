import { afterEach, describe, expect, it } from 'vitest';
import { duckdbSql } from './library-sql';
import { openDb, type OpenDb } from './open-db';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let open: OpenDb | undefined;
afterEach(() => open?.close());

describe('duckdbSql', () => {
  it('binds positional parameters and returns plain JSON values', async () => {
    open = await openDb(join(mkdtempSync(join(tmpdir(), 'lsql-')), 'x.duckdb'), 'write');
    const rows = await duckdbSql(open.db).all(
      'SELECT CAST(1 AS BIGINT) AS n, $1 AS t, NULL AS z, 2.5 AS d',
      ['hi'],
    );
    expect(rows).toEqual([{ n: 1, t: 'hi', z: null, d: 2.5 }]);
  });
});
