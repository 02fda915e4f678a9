import { describe, expect, it } from 'vitest';
import { namesRecords } from './local-records';

describe('namesRecords', () => {
  it('reads the files for a query of the records table, not for the files.records column', () => {
    for (const sql of [
      'SELECT * FROM records',
      'select kind, count(*) from "records" r group by 1',
      'SELECT f.path FROM files f JOIN records r USING (machine, path)',
      'SELECT * FROM main.records',
      'SELECT * FROM\n  records\nWHERE line = 1',
    ])
      expect(namesRecords(sql), sql).toBe(true);
    for (const sql of [
      'SELECT sum(records) FROM files',
      'SELECT path, records, bad_lines FROM files ORDER BY records DESC',
      'SELECT * FROM records_archive',
    ])
      expect(namesRecords(sql), sql).toBe(false);
  });
});
