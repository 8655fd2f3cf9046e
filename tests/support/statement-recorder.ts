import { connect, createServer, type Server } from 'node:net';

/** A statement a client sent: the name it was prepared under ('' for none) and its text. */
export interface SentStatement {
  readonly name: string;
  readonly text: string;
}

/**
 * A TCP relay in front of a PostgreSQL server that reads what clients send (simple queries and
 * Parse messages of the extended protocol), so a test can see what would go through a pooler.
 */
export class StatementRecorder {
  readonly statements: SentStatement[] = [];
  private readonly server: Server;

  constructor(private readonly target: { host: string; port: number }) {
    this.server = createServer((client) => {
      const upstream = connect(this.target);
      let pending = Buffer.alloc(0);
      let started = false;
      client.on('data', (chunk: Buffer) => {
        pending = Buffer.concat([pending, chunk]);
        for (;;) {
          const header = started ? 5 : 4;
          if (pending.length < header) break;
          const length = pending.readInt32BE(started ? 1 : 0) + (started ? 1 : 0);
          if (pending.length < length) break;
          if (started) this.read(pending.subarray(0, length));
          started = true;
          pending = pending.subarray(length);
        }
      });
      client.pipe(upstream).pipe(client);
      const end = () => (client.destroy(), upstream.destroy());
      client.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
    });
  }

  /** postgres://… with the host and port of this relay. */
  async start(url: string): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const relayed = new URL(url);
    relayed.host = `127.0.0.1:${(this.server.address() as { port: number }).port}`;
    return relayed.toString();
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private read(message: Buffer): void {
    const body = message.subarray(5);
    const strings = () => body.toString('utf8').split('\0');
    if (message[0] === 0x51) this.statements.push({ name: '', text: strings()[0]! });
    if (message[0] === 0x50) {
      const [name, text] = strings();
      this.statements.push({ name: name!, text: text! });
    }
  }
}
