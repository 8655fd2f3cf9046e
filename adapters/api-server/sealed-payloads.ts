import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { isSealedBody } from '../../core/domain/access/sealed-payload';
import { PublicKeyPath, SEALED_ROUTES } from '../wps-contract/sealed-routes';
import { EmptyQuery } from '../wps-contract/system';
import { failureEnvelope, okEnvelope, statusOf } from './envelope';
import type { Platform } from './platform';
import { responses } from './routes/schemas';

/**
 * Sealed request bodies: the server's public key for clients, and a hook that opens a sealed
 * body before the route's schema sees it (and refuses a plain one when the operator requires sealing).
 */
export function sealedPayloads(app: FastifyInstance, platform: Platform): void {
  app.get(
    PublicKeyPath,
    {
      schema: {
        tags: ['system'],
        querystring: EmptyQuery,
        response: responses(Type.Object({ kid: Type.String(), spki: Type.String({ description: 'RSA-OAEP SHA-256 public key, SPKI DER, base64url' }) })),
      },
    },
    async () => okEnvelope(await platform.sealed.keys.publicKey()),
  );

  app.addHook('preValidation', async (request, reply) => {
    if (!SEALED_ROUTES.has(`${request.method} ${request.routeOptions.url}`)) return;
    if (isSealedBody(request.body)) {
      const opened = await platform.sealed.open.execute(request.body.sealed);
      if (!opened.ok) return reply.status(statusOf(opened.error.code)).send(failureEnvelope(opened.error));
      request.body = opened.value;
      return;
    }
    if ((await platform.site.execute()).requireSealedPayloads) return reply.status(400).send(failureEnvelope({ code: 'request.sealed_required' }));
  });
}
