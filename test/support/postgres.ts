// A fresh database on the test server (postgres-global-setup.ts) for each test that asks: the
// owner's URL to ingest with, and a reader's URL to serve from, as a team would set it up.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export interface TestStore {
  /** The owner: creates the schema and ingests. */
  url: string;
  /** A role that may only read the tables. */
  readerUrl: string;
}

export function testServer(): { ownerUrl: string; readerRole: string; readerPassword: string } {
  const s = inject('postgres');
  if (s.problem || !s.ownerUrl || !s.readerRole || !s.readerPassword)
    throw new Error(s.problem ?? 'the PostgreSQL test setup provided nothing');
  return { ownerUrl: s.ownerUrl, readerRole: s.readerRole, readerPassword: s.readerPassword };
}

async function onDatabase(url: URL, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function freshStore(): Promise<TestStore> {
  const server = testServer();
  const owner = new URL(server.ownerUrl);
  const name = `${owner.pathname.slice(1)}_${randomBytes(6).toString('hex')}`;
  await onDatabase(owner, `CREATE DATABASE ${name}`);
  const url = new URL(owner.href);
  url.pathname = `/${name}`;
  await onDatabase(
    url,
    `ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT ON TABLES TO ${server.readerRole}`,
  );
  const reader = new URL(url.href);
  reader.username = server.readerRole;
  reader.password = server.readerPassword;
  return { url: url.href, readerUrl: reader.href };
}
