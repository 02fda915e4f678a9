// Vitest globalSetup: a real PostgreSQL for the team-store tests (postgres-server.ts), its
// throwaway database's URLs provided to the tests. Without PostgreSQL the tests that need it fail
// with what to install (test/support/postgres.ts); the others run.
import type { TestProject } from 'vitest/node';
import { startTestServer, type PostgresTestServer } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: PostgresTestServer;
  }
}

export default async function setup(project: TestProject) {
  const { drop, ...server } = await startTestServer();
  project.provide('postgres', server);
  return drop;
}
