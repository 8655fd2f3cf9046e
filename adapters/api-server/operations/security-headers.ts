import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_ID_HEADER } from './request-id';

/**
 * Scripts, styles, fonts and requests come from this origin only; pictures may come from the
 * operator's image CDNs, or be blob: previews of pictures the player picks before uploading;
 * games open in frames from this origin (house games) or a provider's https origin. Only this
 * origin may frame the portal.
 */
const policy = (styleSources: string) =>
  [
    "default-src 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "script-src 'self'",
    `style-src ${styleSources}`,
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self' https:",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');

const CONTENT_SECURITY_POLICY = policy("'self'");
/** The API documentation page (Swagger UI) sets a style attribute from its script; it shows no member data. */
const DOCS_CONTENT_SECURITY_POLICY = policy("'self' 'unsafe-inline'");
const DOCS_PATH = '/wps/docs';

/** Browsers remember for a year to use https only; sent only on answers that came over TLS. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The headers of every answer, the router's own refusals included. A request counts as TLS when it
 * reached this process over TLS or, with the trusted-proxy setting, when the proxy says so in
 * X-Forwarded-Proto.
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header(REQUEST_ID_HEADER, request.id);
  reply.header('content-security-policy', request.url.startsWith(DOCS_PATH) ? DOCS_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'same-origin');
  reply.header('x-frame-options', 'SAMEORIGIN');
  if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
}

export function securityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => setSecurityHeaders(request, reply));
}
