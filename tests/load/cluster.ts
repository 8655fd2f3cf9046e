import type { ChildProcess } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { exited, freePort, startProcess } from '../support/server-process';

interface Member {
  readonly port: number;
  child: ChildProcess;
}

/**
 * `portal serve` processes (no demo) on one database, each writing its JSON log lines to the run's
 * log file: their queries through the pooler at `databaseUrl`, LISTEN and migrations on `directUrl`.
 */
export class LoadCluster {
  private readonly members: Member[] = [];
  private readonly log: WriteStream;

  constructor(
    private readonly databaseUrl: string,
    private readonly directUrl: string,
    logPath: string,
  ) {
    this.log = createWriteStream(logPath);
  }

  get urls(): string[] {
    return this.members.map((m) => `http://127.0.0.1:${m.port}`);
  }

  get ports(): number[] {
    return this.members.map((m) => m.port);
  }

  pid(i: number): number {
    return this.members[i]!.child.pid!;
  }

  async start(count: number): Promise<void> {
    for (let i = 0; i < count; i++) {
      const port = await freePort();
      this.members.push({ port, child: await this.spawn(port) });
    }
  }

  /** kill -9: no drain, no goodbye; requests in flight on it are cut. */
  async kill(i: number): Promise<void> {
    const member = this.members[i]!;
    member.child.kill('SIGKILL');
    await exited(member.child);
  }

  async restart(i: number): Promise<void> {
    const member = this.members[i]!;
    member.child = await this.spawn(member.port);
  }

  async stop(): Promise<void> {
    for (const m of this.members) m.child.kill('SIGTERM');
    await Promise.all(this.members.map((m) => exited(m.child)));
    await new Promise((resolve) => this.log.end(resolve));
  }

  private async spawn(port: number): Promise<ChildProcess> {
    const child = await startProcess('', port, this.databaseUrl, { LOG_LEVEL: 'info', TRUST_PROXY: '1', DATABASE_DIRECT_URL: this.directUrl });
    child.stdout!.pipe(this.log, { end: false });
    child.stderr!.pipe(this.log, { end: false });
    return child;
  }
}
