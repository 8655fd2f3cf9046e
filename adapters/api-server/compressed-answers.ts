import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Answers smaller than this cost more to compress than they save on the wire. */
const SMALLEST = 1024;

/**
 * Compresses the API's JSON answers (the game lists, the system status) and the app's page made in
 * another language for a client that accepts brotli or gzip: at a fast level, since each is made
 * per request. Static files are compressed at build time instead (web/precompress.ts).
 */
export function compressedAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || Buffer.byteLength(payload) < SMALLEST || reply.hasHeader('content-encoding')) return payload;
    if (!/^(application\/json|text\/html)/.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    if (/\bbr\b/.test(accepted)) {
      reply.header('content-encoding', 'br').removeHeader('content-length');
      return brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    }
    if (/\bgzip\b/.test(accepted)) {
      reply.header('content-encoding', 'gzip').removeHeader('content-length');
      return gzipped(payload, { level: 6 });
    }
    return payload;
  });
}
