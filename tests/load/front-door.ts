import type { TestServer } from '../support/test-server';
import { call, type Answer, type CallOptions } from '../support/wps-http';

const TIMEOUT_MS = 15_000;

/**
 * The portal as players and providers reach it: the load balancer's address. A reset or a timeout
 * after the request was sent is the client's failure, as on the internet.
 */
export class FrontDoor {
  constructor(readonly url: string) {}

  send(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    return call({ url: this.url } as TestServer, method, path, { ...options, signal: AbortSignal.timeout(TIMEOUT_MS) });
  }
}

/** `connection refused`, `connection reset`, `timeout`…: what the client saw instead of an answer. */
export function failureOf(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'timeout';
  const code = causeCode(error);
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'connection reset';
  return code ?? String(error);
}

function causeCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return cause?.code;
}
