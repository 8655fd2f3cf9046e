import pg from 'pg';

/** PostgreSQL for tests: the machine's local server when it answers (user root, database test). */
export const ADMIN_URL = process.env['TEST_POSTGRES_URL'] ?? 'postgres://root@127.0.0.1:5432/test';

export type Backend = 'pglite' | 'postgres';

export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The back ends this run covers: PGlite always, PostgreSQL when the global setup found it. */
export function testBackends(): Backend[] {
  return process.env['PORTAL_TEST_POSTGRES'] === '1' ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * For a suite about the HTTP surface (what routes accept, refuse, reveal and log, and to whom),
 * where the refusal comes before storage is reached: one back end, PostgreSQL when the run has it
 * (the same suites cost a third more CPU on PGlite) and PGlite otherwise. What storage does is
 * proved on both back ends by the adapters' contract suites and the money, race and multi-process suites.
 */
export function surfaceBackends(): Backend[] {
  return process.env['PORTAL_TEST_POSTGRES'] === '1' ? ['postgres'] : ['pglite'];
}

/** A fresh PostgreSQL database for one suite, empty or a copy of `template`; drop it with the returned function. */
export async function createScratchDatabase(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  // A test's commits need not wait for the disk: the server is not what a test crashes.
  await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * pg's pool resolves `end()` before its sockets have closed; dropping the database WITH (FORCE)
 * at that moment kills them mid-goodbye and the client throws an unhandled FATAL. Wait until the
 * server has seen every connection of the scratch database go.
 */
export async function disconnected(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    for (let i = 0; i < 100; i++) {
      const { rows } = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      if (rows[0]?.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await admin.end();
  }
}
