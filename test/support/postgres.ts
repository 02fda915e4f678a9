// A fresh database on the test server (postgres-global-setup.ts) for each test that asks: the
// owner's URL to ingest with, and a reader's URL to serve from, as a team would set it up.
import { inject } from 'vitest';
import { createStore, type TestStore } from './postgres-server';

export type { TestStore };

export function testServer(): { ownerUrl: string; readerRole: string; readerPassword: string } {
  const s = inject('postgres');
  if (s.problem || !s.ownerUrl || !s.readerRole || !s.readerPassword)
    throw new Error(s.problem ?? 'the PostgreSQL test setup provided nothing');
  return { ownerUrl: s.ownerUrl, readerRole: s.readerRole, readerPassword: s.readerPassword };
}

export const freshStore = (): Promise<TestStore> => createStore(testServer());
