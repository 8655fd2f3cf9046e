import { createScratchDatabase, disconnected } from './backends';
import { MovableClock } from './movable-clock';
import { exited, startClockedProcess, type ClockedProcess } from './server-process';
import { templateDatabase } from './templates';
import type { TestServer } from './test-server';

/**
 * Server processes sharing one scratch PostgreSQL database, as behind a load balancer, composed as
 * the tests compose a server: their periodic jobs run on their timers and they share one movable clock.
 */
export class ProcessCluster {
  readonly servers: TestServer[] = [];
  /** Reads what the processes' clocks read. */
  readonly clock = new MovableClock();
  private readonly processes: ClockedProcess[] = [];
  private scratch: { url: string; drop: () => Promise<void> } | null = null;

  /** Returns the database URL. */
  async start(count: number): Promise<string> {
    this.scratch = await createScratchDatabase(templateDatabase('seeded'));
    for (let i = 0; i < count; i++) {
      const started = await startClockedProcess(this.scratch.url);
      this.processes.push(started);
      this.servers.push({ url: started.url } as TestServer);
    }
    return this.scratch.url;
  }

  /** Moves every process's clock forward by `ms`. */
  async advance(ms: number): Promise<void> {
    this.clock.advance(ms);
    await Promise.all(this.processes.map((p) => p.advance(ms)));
  }

  /** `release` closes the test's own connections before the database is dropped. */
  async stop(release: () => Promise<unknown> = async () => undefined): Promise<void> {
    for (const { child } of this.processes) child.kill('SIGTERM');
    await Promise.all(this.processes.map((p) => exited(p.child)));
    await release();
    if (!this.scratch) return;
    await disconnected(this.scratch.url);
    await this.scratch.drop();
  }
}
