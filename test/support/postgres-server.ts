// A real PostgreSQL for the team-store tests and the bench, never a mock. Uses
// OMNISCOPE_TEST_DATABASE_URL when set (a role that may create roles and databases); else starts
// the machine's Debian cluster (`pg_ctlcluster`, as root) and works as its `postgres` user. It
// makes a throwaway owner role, reader role and database, hands their URLs to the tests, and
// drops them all afterwards. The cluster is left running: other runs may be using it.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface PostgresTestServer {
  /** Why there is no server, with what to install; undefined when there is one. */
  problem?: string;
  /** Owner of `database`, with CREATEDB to make one database per test. */
  ownerUrl?: string;
  /** A role that may only read; the tests grant it SELECT in each database they make. */
  readerRole?: string;
  readerPassword?: string;
}

export const INSTALL_HELP =
  'The PostgreSQL tests need a PostgreSQL server (15 or later). On Debian or Ubuntu, as root: ' +
  '`apt-get install -y postgresql` (the tests start the cluster with pg_ctlcluster). Elsewhere, ' +
  'set OMNISCOPE_TEST_DATABASE_URL=postgres://admin:password@host:5432/postgres for a role that ' +
  'may create roles and databases.';

export interface TestStore {
  /** The owner: creates the schema and ingests. */
  url: string;
  /** A role that may only read the tables. */
  readerUrl: string;
}

type Admin = (sql: string) => Promise<void>;

function sh(cmd: string, args: string[]) {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  return { ok: !r.error && r.status === 0, out: `${r.stdout ?? ''}${r.stderr ?? ''}`.trim() };
}

/** The local Debian cluster, started if down: its port and a psql as its `postgres` user. */
function localCluster(): { port: number; admin: Admin } | { problem: string } {
  const list = sh('pg_lsclusters', ['--no-header']);
  if (!list.ok) return { problem: `pg_lsclusters not found. ${INSTALL_HELP}` };
  const [version, name, port, status] = list.out.split('\n')[0]?.trim().split(/\s+/) ?? [];
  if (!version || !name || !port) return { problem: `no PostgreSQL cluster. ${INSTALL_HELP}` };
  if (process.getuid?.() !== 0)
    return { problem: `starting the local cluster needs root. ${INSTALL_HELP}` };
  if (status !== 'online') {
    const started = sh('pg_ctlcluster', [version, name, 'start']);
    if (!started.ok && !/already running/.test(started.out))
      return { problem: `pg_ctlcluster ${version} ${name} start failed: ${started.out}` };
  }
  const admin: Admin = async (sql) => {
    const r = sh('runuser', [
      '-u',
      'postgres',
      '--',
      'psql',
      '-p',
      port,
      '-qAtX',
      '-v',
      'ON_ERROR_STOP=1',
      '-c',
      sql,
    ]);
    if (!r.ok) throw new Error(`psql: ${r.out}`);
  };
  return { port: Number(port), admin };
}

function remoteAdmin(url: string): Admin {
  return async (sql) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
}

/** A throwaway owner, reader and database; `drop` removes them and every database made. */
export async function startTestServer(): Promise<
  PostgresTestServer & { drop?: () => Promise<void> }
> {
  const given = process.env.OMNISCOPE_TEST_DATABASE_URL;
  const local = given ? undefined : localCluster();
  if (local && 'problem' in local) return { problem: local.problem };
  const admin = given ? remoteAdmin(given) : (local as { admin: Admin }).admin;
  const host = given ? new URL(given).hostname : '127.0.0.1';
  const port = given ? Number(new URL(given).port || 5432) : (local as { port: number }).port;
  const id = `omniscope_test_${randomBytes(5).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  const readerPassword = randomBytes(12).toString('hex');
  try {
    await admin(`CREATE ROLE ${id} LOGIN CREATEDB PASSWORD '${password}'`);
    await admin(`CREATE ROLE ${id}_reader LOGIN PASSWORD '${readerPassword}'`);
    await admin(`CREATE DATABASE ${id} OWNER ${id}`);
  } catch (e) {
    return {
      problem: `cannot make a test database: ${e instanceof Error ? e.message : e}. ${INSTALL_HELP}`,
    };
  }
  return {
    ownerUrl: `postgres://${id}:${password}@${host}:${port}/${id}`,
    readerRole: `${id}_reader`,
    readerPassword,
    drop: async () => {
      const owner = new pg.Client({
        connectionString: `postgres://${id}:${password}@${host}:${port}/${id}`,
      });
      await owner.connect();
      const made = await owner.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1`,
        [`${id}%`],
      );
      await owner.end();
      for (const { datname } of made.rows)
        await admin(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin(`DROP ROLE IF EXISTS ${id}_reader`);
      await admin(`DROP ROLE IF EXISTS ${id}`);
    },
  };
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

/** A new database owned by the test owner, whose tables the reader may SELECT. */
export async function createStore(server: {
  ownerUrl: string;
  readerRole: string;
  readerPassword: string;
}): Promise<TestStore> {
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
