import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SideProcess } from './side-process';

/**
 * HAProxy in front of the portal processes, as an operator deploys it: round robin, the readiness
 * route as health check (a process that is draining or has lost its database gets no traffic),
 * a request whose connection was refused tried again on another process (it never reached the
 * first), the client address passed on in X-Forwarded-For, live-event websockets kept for an hour.
 */
export function haproxyConfig(port: number, portals: readonly number[]): string {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout check 3s
  timeout tunnel 1h
  retries 3
  option redispatch 1

frontend portal
  bind 127.0.0.1:${port}
  option forwardfor
  default_backend portals

backend portals
  balance roundrobin
  option httpchk
  http-check send meth GET uri /wps/health/ready
  http-check expect status 200
  default-server check inter 1s fall 3 rise 1
${portals.map((p, i) => `  server portal${i + 1} 127.0.0.1:${p}`).join('\n')}
`;
}

export function startHaproxy(dir: string, port: number, portals: readonly number[]): Promise<SideProcess> {
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig(port, portals));
  return SideProcess.start('HAProxy', 'haproxy', ['-db', '-f', config], port);
}

export const haproxyVersion = (): string => /\d+\.\d+\.\d+/.exec(execFileSync('haproxy', ['-v']).toString())?.[0] ?? '?';
