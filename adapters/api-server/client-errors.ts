import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FailureCode } from '../../core/domain/kernel/failure-code';
import { failureEnvelope, statusOf } from './envelope';

const CODE_BY_ERROR: Readonly<Record<string, FailureCode>> = { HPE_HEADER_OVERFLOW: 'request.headers_too_large', ERR_HTTP_REQUEST_TIMEOUT: 'request.timeout' };

/** Requests Node's HTTP parser refuses before Fastify sees them (an over-long URL or header, a stalled client) leave in the envelope too. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = CODE_BY_ERROR[error.code ?? ''] ?? 'request.malformed';
  const status = statusOf(code);
  const body = JSON.stringify(failureEnvelope({ code }));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
