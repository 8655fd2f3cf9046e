import type { ChildProcess } from 'node:child_process';
import { createScratchDatabase, disconnected } from './backends';
import { exited, freePort, startProcess } from './server-process';
import { templateDatabase } from './templates';
import type { TestServer } from './test-server';

/** `portal serve` processes sharing one scratch PostgreSQL database, as behind a load balancer. */
export class ProcessCluster {
  readonly servers: TestServer[] = [];
  private readonly children: ChildProcess[] = [];
  private scratch: { url: string; drop: () => Promise<void> } | null = null;

  /** Returns the database URL. */
  async start(count: number): Promise<string> {
    this.scratch = await createScratchDatabase(templateDatabase('seeded'));
    for (let i = 0; i < count; i++) {
      const port = await freePort();
      this.children.push(await startProcess('', port, this.scratch.url));
      this.servers.push({ url: `http://127.0.0.1:${port}` } as TestServer);
    }
    return this.scratch.url;
  }

  /** `release` closes the test's own connections before the database is dropped. */
  async stop(release: () => Promise<unknown> = async () => undefined): Promise<void> {
    for (const child of this.children) child.kill('SIGTERM');
    await Promise.all(this.children.map(exited));
    await release();
    if (!this.scratch) return;
    await disconnected(this.scratch.url);
    await this.scratch.drop();
  }
}
