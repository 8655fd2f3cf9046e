import { existsSync, readFileSync } from 'node:fs';
import { sharedSchemaCompilers } from './schema-compilers';
import { join } from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';

import { CONTROL_CHARACTERS_REFUSED, printablePattern } from '../../core/domain/kernel/free-text';
import type { Failure } from '../../core/domain/kernel/result';
import { isEngineCode } from '../../core/domain/play/engines';
import { LANGUAGE_COOKIE } from '../../core/domain/system/page-language';
import { appPage } from './app-page';
import { authentication } from './auth';
import { BODY_LIMIT } from '../wps-contract/limits';
import { clientErrorHandler } from './client-errors';
import { databaseUnavailable } from './operations/database-unavailable';
import { failureEnvelope, statusOf } from './envelope';
import type { Platform } from './platform';
import { adminRoutes } from './routes/admin';
import { ledgerRoutes } from './routes/ledger';
import { auditRoutes } from './routes/audit';
import { walletRoutes } from './routes/wallet';
import { transferRoutes } from './routes/transfers';
import { paymentPageRoutes } from './routes/payment-page';
import { withdrawalRoutes } from './routes/withdrawal';
import { catalogRoutes } from './routes/catalog';
import { favouriteRoutes } from './routes/favourites';
import { eventRoutes } from './routes/events';
import { memberRoutes } from './routes/member';
import { sessionSummaryRoutes } from './routes/session-summary';
import { messageRoutes } from './routes/messages';
import { verificationRoutes } from './routes/verification';
import { passwordResetRoutes } from './routes/password-reset';
import { sessionRoutes } from './routes/session';
import { securityRoutes } from './routes/security';
import { protectionRoutes } from './routes/protection';
import { socialRoutes } from './routes/social';
import { bannerRoutes } from './routes/banners';
import { promotionRoutes } from './routes/promotions';
import { uploadRoutes } from './routes/uploads';
import { loyaltyRoutes } from './routes/loyalty';
import { missionRoutes } from './routes/missions';
import { mallRoutes } from './routes/mall';
import { chatRoutes } from './routes/chat';
import { feedbackRoutes } from './routes/feedback';
import { announcementRoutes } from './routes/announcements';
import { systemRoutes } from './routes/system';
import { lotteryRoutes } from './routes/lottery';
import { houseRoutes } from './routes/house';
import { roomRoutes } from './routes/rooms';
import { liveRoutes } from './routes/live';
import { houseBlackjackRoutes } from './routes/house-blackjack';
import { seamlessRoutes } from './routes/seamless';
import { sealedPayloads } from './sealed-payloads';
import { compressedAnswers } from './compressed-answers';
import { betRoutes } from './routes/bets';
import { agencyContractRoutes } from './routes/agency-contracts';
import { agencyTeamRoutes } from './routes/agency-team';
import { requestIdOf } from './operations/request-id';
import { securityHeaders, setSecurityHeaders } from './operations/security-headers';
import { healthRoutes } from './operations/health-routes';
import { metricsRoutes } from './operations/metrics-routes';
import { closeConnectionsWhileDraining, closeSocketsForRestart } from './operations/graceful-shutdown';
import type { DrainState, OperationsFacts } from './operations/operations-facts';

export interface ServerOptions {
  readonly logger: FastifyBaseLogger | false;
  /** Built web app (web/dist); served with an SPA fallback when present. */
  readonly webRoot?: string;
  readonly trustProxy?: boolean;
  /** Routes served beside the API from other adapters (the demo payment provider's hosted page). */
  readonly extraRoutes?: readonly ((app: FastifyInstance) => Promise<void>)[];
  readonly operations: {
    readonly facts: OperationsFacts;
    readonly drain: DrainState;
    /** Bearer token a Prometheus scraper must send; without one, /metrics answers loopback callers only. */
    readonly metricsToken?: string | undefined;
  };
}

const PRINTABLE_PATTERNS = new Set([printablePattern('line'), printablePattern('lines')]);

/** Maps Fastify's own errors (validation, body size, JSON syntax) to the one envelope. */
function requestFailure(error: FastifyError): Failure {
  if (error.validation) {
    const [first] = error.validation;
    const path = (first?.instancePath ?? '').replace(/^\//, '').split('/')[0];
    const missing = (first?.params as { missingProperty?: string; additionalProperty?: string; pattern?: string } | undefined) ?? {};
    const field = missing.missingProperty ?? missing.additionalProperty ?? path;
    const refused = PRINTABLE_PATTERNS.has(missing.pattern ?? '') ? CONTROL_CHARACTERS_REFUSED : 'validation.invalid_value';
    const code = missing.additionalProperty ? 'validation.unknown_field' : missing.missingProperty ? 'validation.required' : refused;
    return field ? { code, field } : { code };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'request.too_large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: 'request.unsupported_media_type' };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { code: 'request.uri_too_long' };
    default:
      return { code: 'request.malformed' };
  }
}

/** Every error Fastify raises, the router's own included, leaves as the one envelope. */
function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  setSecurityHeaders(request, reply);
  const statusCode = error.statusCode ?? 500;
  if (databaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return reply
      .status(503)
      .header('retry-after', '1')
      .send(failureEnvelope({ code: 'system.database_unavailable' }));
  }
  if (statusCode >= 500) {
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failureEnvelope({ code: 'system.unexpected' }));
  }
  const failure = requestFailure(error);
  const status = error.validation ? 400 : statusOf(failure.code) === 400 ? statusCode : statusOf(failure.code);
  return reply.status(status).send(failureEnvelope(failure));
}

export async function buildServer(platform: Platform, options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger === false ? { logger: false } : { loggerInstance: options.logger }),
    bodyLimit: BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: false, allErrors: false } },
    schemaController: { compilersFactory: sharedSchemaCompilers },
    genReqId: requestIdOf,
    // Bad percent-encoding and over-long path parameters are answered by the router, before any hook.
    frameworkErrors: sendError,
    clientErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(cookie);
  await app.register(websocket, {
    preClose(done) {
      closeSocketsForRestart(this.websocketServer);
      this.websocketServer.close();
      done();
    },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Portal /wps API',
        version: '1.0.0',
        description: 'Player, agent and support calls. Every response is an envelope { success, code, message, value }.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, cookie: { type: 'apiKey', in: 'cookie', name: 'portal_session' } } },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/wps/docs',
    uiHooks: {
      // The plugin redirects static/index.html to itself when a query string follows, for ever: send such a request to the page once.
      onRequest: (request, reply, done) => (request.url.startsWith('/wps/docs/static/index.html?') ? reply.redirect('/wps/docs/') : done()),
    },
  });

  app.setErrorHandler(sendError);

  securityHeaders(app);
  closeConnectionsWhileDraining(app, options.operations.drain);
  authentication(app, platform);
  metricsRoutes(app, options.operations.facts, options.operations.drain, options.operations.metricsToken);
  healthRoutes(app, options.operations.facts, options.operations.drain);

  app.get('/wps/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  sealedPayloads(app, platform);
  compressedAnswers(app);
  systemRoutes(app, platform);
  sessionRoutes(app, platform);
  memberRoutes(app, platform);
  sessionSummaryRoutes(app, platform);
  securityRoutes(app, platform);
  protectionRoutes(app, platform);
  socialRoutes(app, platform);
  bannerRoutes(app, platform);
  promotionRoutes(app, platform);
  uploadRoutes(app, platform);
  loyaltyRoutes(app, platform);
  missionRoutes(app, platform);
  mallRoutes(app, platform);
  chatRoutes(app, platform);
  feedbackRoutes(app, platform);
  announcementRoutes(app, platform);
  messageRoutes(app, platform);
  verificationRoutes(app, platform);
  await passwordResetRoutes(app, platform);
  adminRoutes(app, platform);
  ledgerRoutes(app, platform);
  auditRoutes(app, platform);
  walletRoutes(app, platform);
  transferRoutes(app, platform);
  agencyContractRoutes(app, platform);
  agencyTeamRoutes(app, platform);
  withdrawalRoutes(app, platform);
  eventRoutes(app, platform, platform.events);
  paymentPageRoutes(app, platform);
  for (const routes of options.extraRoutes ?? []) await app.register(routes);
  houseRoutes(app, platform);
  roomRoutes(app, platform);
  liveRoutes(app, platform);
  houseBlackjackRoutes(app, platform);
  lotteryRoutes(app, platform);
  seamlessRoutes(app, platform);
  catalogRoutes(app, platform);
  betRoutes(app, platform);
  favouriteRoutes(app, platform);

  const webRoot = options.webRoot && existsSync(join(options.webRoot, 'index.html')) ? options.webRoot : undefined;
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each file; the one the request accepts is sent.
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  if (webRoot) {
    app.get<{ Params: { engine: string } }>('/house/:engine/', { schema: { hide: true } }, (request, reply) => {
      if (!isEngineCode(request.params.engine)) return reply.status(404).send(failureEnvelope({ code: 'request.not_found' }));
      return reply.header('cache-control', 'no-cache').sendFile('house/index.html');
    });
  }

  const page = webRoot ? appPage(readFileSync(join(webRoot, 'index.html'), 'utf8')) : undefined;
  app.setNotFoundHandler((request, reply) => {
    if (page && request.method === 'GET' && !request.url.startsWith('/wps') && !request.url.startsWith('/psp')) {
      const inLanguage = page(request.cookies[LANGUAGE_COOKIE]);
      reply.header('cache-control', 'no-cache').header('vary', 'cookie');
      return inLanguage ? reply.type('text/html; charset=utf-8').send(inLanguage) : reply.sendFile('index.html');
    }
    return reply.status(404).send(failureEnvelope({ code: 'request.not_found' }));
  });

  return app;
}
