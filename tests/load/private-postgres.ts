import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A PostgreSQL server of the load run's own (initdb in a temporary folder, on its own port), so
 * the fault phase can stop it for real without touching the machine's server. Runs the binaries as
 * `postgres` when started by root, since PostgreSQL refuses to run as root.
 */
export class PrivatePostgres {
  /** Also holds the files of what runs beside it as the same user (PgBouncer). */
  readonly dir = mkdtempSync(join(tmpdir(), 'portal-load-pg-'));
  constructor(readonly port: number) {}

  /** Who the binaries run as: `postgres` when started by root, else the user of the run. */
  get user(): string | null {
    return process.getuid?.() === 0 ? 'postgres' : null;
  }

  get url(): string {
    return `postgres://root@127.0.0.1:${this.port}/portal`;
  }

  get version(): string {
    return /\d+\.\d+/.exec(execFileSync('pg_ctl', ['--version']).toString())?.[0] ?? '?';
  }

  async create(): Promise<void> {
    if (this.user) {
      const { uid, gid } = postgresUser();
      chownSync(this.dir, uid, gid);
      chmodSync(this.dir, 0o700);
    }
    await this.run('initdb', ['-D', this.data, '-A', 'trust', '-U', 'root', '--no-sync', '-E', 'UTF8']);
    await this.start();
    const admin = new pg.Client({ connectionString: this.url.replace(/\/portal$/, '/postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE portal');
    await admin.end();
  }

  async start(): Promise<void> {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c shared_buffers=256MB`;
    await this.run('pg_ctl', ['-D', this.data, '-l', join(this.dir, 'server.log'), '-o', options, '-w', 'start']);
  }

  /** `fast`: the server closes every connection and stops, as a restart by an operator does. */
  async stop(): Promise<void> {
    await this.run('pg_ctl', ['-D', this.data, '-m', 'fast', '-w', 'stop']);
  }

  async destroy(): Promise<void> {
    await this.stop().catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
  }

  private get data(): string {
    return join(this.dir, 'data');
  }

  private async run(command: string, args: string[]): Promise<void> {
    await promisify(execFile)(this.user ? 'runuser' : command, this.user ? ['-u', this.user, '--', command, ...args] : args);
  }
}

function postgresUser(): { uid: number; gid: number } {
  const [uid, gid] = execFileSync('id', ['-u', 'postgres'])
    .toString()
    .trim()
    .concat(' ', execFileSync('id', ['-g', 'postgres']).toString().trim())
    .split(' ')
    .map(Number);
  return { uid: uid!, gid: gid! };
}
