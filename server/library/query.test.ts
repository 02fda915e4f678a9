import { afterEach, describe, expect, it } from 'vitest';
import { tempRoot } from '../../test/support/library-tree';
import { openDb, type OpenDb } from './open-db';
import { runQuery } from './query';

let open: OpenDb | undefined;
afterEach(() => open?.close());

describe('runQuery', () => {
  it('gives whole numbers as numbers while exact, past 2^53 as their text', async () => {
    open = await openDb(`${tempRoot()}/q.duckdb`, 'write');
    const result = await runQuery(
      open.db,
      `SELECT count(*) AS n, sum(x) AS total, 9007199254740991::BIGINT AS top,
        -9007199254740991::BIGINT AS bottom, 9007199254740993::BIGINT AS past,
        18446744073709551615::UBIGINT AS huge, [1::BIGINT, 2] AS list, 1.50::DECIMAL(4, 2) AS d,
        2::INTEGER AS i
      FROM (VALUES (1::BIGINT), (3::BIGINT)) AS v(x)`,
    );
    expect(result.columns).toEqual([
      'n',
      'total',
      'top',
      'bottom',
      'past',
      'huge',
      'list',
      'd',
      'i',
    ]);
    expect(result.rows).toEqual([
      [
        2,
        4,
        9007199254740991,
        -9007199254740991,
        '9007199254740993',
        '18446744073709551615',
        '[1,2]',
        '1.50',
        2,
      ],
    ]);
  });
});
