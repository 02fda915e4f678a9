import { describe, expect, it } from 'vitest';
import { titleWithoutPasswords } from './process-title';

describe('the process title', () => {
  it('masks the password of a URL given alone, as --flag=url, or as a password= parameter', () => {
    expect(
      titleWithoutPasswords([
        'serve',
        '--library',
        'postgres://reader:s3cret@db:5432/lib',
        '--port',
        '4317',
      ]),
    ).toBe('omniscope serve --library postgres://reader:***@db:5432/lib --port 4317');
    expect(titleWithoutPasswords(['ingest', '.', '--to=postgres://u:p%40ss@db/lib'])).toBe(
      'omniscope ingest . --to=postgres://u:***@db/lib',
    );
    expect(titleWithoutPasswords(['ingest', '.', '--to', 'postgres://u@db/lib?password=pw'])).toBe(
      'omniscope ingest . --to postgres://u@db/lib?password=***',
    );
  });

  it('leaves the title alone when no argument holds a password', () => {
    expect(titleWithoutPasswords(['serve', '--library', 'postgres://reader@db/lib'])).toBe(
      undefined,
    );
    expect(titleWithoutPasswords(['validate', 'a.jsonl'])).toBe(undefined);
  });
});
