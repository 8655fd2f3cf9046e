import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { exited } from '../support/server-process';

const READY_MS = 10_000;

/**
 * A program the load run starts beside the portal (HAProxy, PgBouncer), in the foreground as its
 * child, listening on `port`; what it writes is kept to say why, when it does not come up.
 */
export class SideProcess {
  private output = '';

  private constructor(
    readonly name: string,
    private readonly child: ChildProcess,
  ) {
    const keep = (chunk: Buffer) => (this.output = (this.output + String(chunk)).slice(-4000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
  }

  static async start(name: string, command: string, args: readonly string[], port: number): Promise<SideProcess> {
    const side = new SideProcess(name, spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] }));
    await side.listening(port);
    return side;
  }

  async stop(): Promise<void> {
    this.child.kill('SIGTERM');
    await exited(this.child);
  }

  private async listening(port: number): Promise<void> {
    const deadline = Date.now() + READY_MS;
    while (!(await accepts(port))) {
      if (this.child.exitCode !== null || Date.now() > deadline) {
        await this.stop();
        throw new Error(`${this.name} did not start listening on ${port}: ${this.output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
