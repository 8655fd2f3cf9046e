import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedMessage {
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly raw: string;
  readonly body: { id: string; channel: 'sms' | 'email'; to: string; subject: string | null; text: string };
}

/** A small SMS and mail gateway on a real socket: keeps what it is sent and answers `status` (200 unless told). */
export async function startLocalGateway(): Promise<{
  url: string;
  received: ReceivedMessage[];
  answer: { status: number; delayMs: number };
  close(): Promise<void>;
}> {
  const received: ReceivedMessage[] = [];
  const answer = { status: 200, delayMs: 0 };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, raw, body: JSON.parse(raw) });
      setTimeout(() => response.writeHead(answer.status, { 'content-type': 'application/json' }).end('{}'), answer.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    received,
    answer,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
