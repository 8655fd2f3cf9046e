import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SideProcess } from './side-process';

/** Server connections PgBouncer opens to PostgreSQL, shared by every process's pool (3 × 10 here). */
export const POOL_SIZE = 20;

/**
 * PgBouncer in transaction mode in front of PostgreSQL: a server connection is lent for one
 * transaction at a time, so nothing may keep session state through it (the portal takes a
 * direct connection for LISTEN and migrations). While PostgreSQL is away a query waits at most
 * 5 s for a connection, then fails (the portal answers 503); PgBouncer tries it again every
 * second. It trusts the loopback clients as the PostgreSQL server does.
 */
export function pgbouncerConfig(port: number, postgresPort: number, authFile: string): string {
  return `[databases]
portal = host=127.0.0.1 port=${postgresPort} dbname=portal

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = trust
auth_file = ${authFile}
pool_mode = transaction
default_pool_size = ${POOL_SIZE}
max_client_conn = 500
server_login_retry = 1
query_wait_timeout = 5
`;
}

/** `dir` must be readable by `user` (PgBouncer refuses to run as root). */
export function startPgbouncer(dir: string, port: number, postgresPort: number, user: string | null): Promise<SideProcess> {
  const authFile = join(dir, 'userlist.txt');
  const config = join(dir, 'pgbouncer.ini');
  writeFileSync(authFile, '"root" ""\n');
  writeFileSync(config, pgbouncerConfig(port, postgresPort, authFile));
  return SideProcess.start('PgBouncer', 'pgbouncer', [...(user ? ['-u', user] : []), config], port);
}

export const pgbouncerVersion = (): string => /\d+\.\d+\.\d+/.exec(execFileSync('pgbouncer', ['--version']).toString())?.[0] ?? '?';
