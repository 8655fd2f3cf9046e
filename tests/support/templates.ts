import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { composePlatform } from '../../composition/server';
import { openStorage, type StorageOptions } from '../../composition/server/storage';
import type { TestComposition } from '../../composition/server/test-composition';
import { ADMIN_URL, createScratchDatabase, disconnected, type Backend } from './backends';

/**
 * Every test database starts as a copy of one made once per run: migrated only, or migrated and
 * seeded with the demo data. PGlite loads a dumped data folder; PostgreSQL copies a template database.
 */
export type Template = 'migrated' | 'seeded';
const TEMPLATES: readonly Template[] = ['migrated', 'seeded'];

/** Test servers hash with N=2^10 (about 1 ms) instead of OWASP's 2^17; one test proves production's. */
export const TEST_COMPOSITION: TestComposition = { passwordCost: { N: 2 ** 10, r: 8, p: 1 }, humanWorkBase: 5_000, manualJobs: true };

const DIR_ENV = 'PORTAL_TEST_TEMPLATE_DIR';
const PREFIX_ENV = 'PORTAL_TEST_TEMPLATE_DB';

/** The PostgreSQL template database of `template` in this run, for `CREATE DATABASE … TEMPLATE`. */
export const templateDatabase = (template: Template): string => `${process.env[PREFIX_ENV]}_${template}`;

const urlOf = (name: string) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function build(template: Template, storage: StorageOptions): Promise<Blob | undefined> {
  const database = template === 'seeded' ? (await composePlatform({ ...storage, demo: true }, TEST_COMPOSITION)).database : await openStorage(storage);
  try {
    return await database.dumpDataDir?.();
  } finally {
    await database.close();
  }
}

/** Global setup: makes the templates of this run (the seeded one from the migrated one); the returned function removes them. */
export async function prepareTemplates(postgres: boolean): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-templates-'));
  process.env[DIR_ENV] = dir;
  process.env[PREFIX_ENV] = `portal_template_${process.pid}`;
  const migrated = await build('migrated', { dataDir: '', inMemory: true });
  const seeded = await build('seeded', { dataDir: '', inMemory: true, loadDataDir: migrated });
  writeFileSync(join(dir, 'migrated.tar'), Buffer.from(await migrated!.arrayBuffer()));
  writeFileSync(join(dir, 'seeded.tar'), Buffer.from(await seeded!.arrayBuffer()));
  if (postgres) {
    await admin(async (client) => {
      for (const template of TEMPLATES) await client.query(`DROP DATABASE IF EXISTS ${templateDatabase(template)} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${templateDatabase('migrated')}`);
    });
    await build('migrated', { dataDir: '', databaseUrl: urlOf(templateDatabase('migrated')) });
    await admin((client) => client.query(`CREATE DATABASE ${templateDatabase('seeded')} TEMPLATE ${templateDatabase('migrated')}`));
    await build('seeded', { dataDir: '', databaseUrl: urlOf(templateDatabase('seeded')) });
  }
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (postgres)
      await admin(async (client) => {
        for (const template of TEMPLATES) await client.query(`DROP DATABASE IF EXISTS ${templateDatabase(template)} WITH (FORCE)`);
      });
  };
}

export interface FreshDatabase {
  readonly storage: StorageOptions;
  /** Drops a PostgreSQL copy once every connection to it has gone; nothing to do for PGlite. */
  drop(): Promise<void>;
}

/** Each worker reads a template's dump once: it serves every file the worker runs. */
const dumps = new Map<Template, Blob>();
function dumpOf(template: Template): Blob {
  let dump = dumps.get(template);
  if (!dump) {
    dump = new Blob([readFileSync(join(process.env[DIR_ENV]!, `${template}.tar`))]);
    dumps.set(template, dump);
  }
  return dump;
}

/** A new database on `backend`, a copy of this run's `template`. */
export async function freshDatabase(backend: Backend, template: Template): Promise<FreshDatabase> {
  if (backend === 'pglite') return { storage: { dataDir: '', inMemory: true, loadDataDir: dumpOf(template) }, drop: async () => undefined };
  const scratch = await createScratchDatabase(templateDatabase(template));
  return {
    storage: { dataDir: '', databaseUrl: scratch.url },
    drop: async () => {
      await disconnected(scratch.url);
      await scratch.drop();
    },
  };
}

/** A new PGlite data folder for `portal serve --data-dir`, holding a copy of this run's `template` (seeded unless said). */
export function templateDataDir(prefix: string, template: Template = 'seeded'): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(dataDir, 'pglite'));
  execFileSync('tar', ['-xf', join(process.env[DIR_ENV]!, `${template}.tar`), '-C', join(dataDir, 'pglite')], { stdio: 'ignore' });
  return dataDir;
}
