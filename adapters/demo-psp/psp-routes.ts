import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { noticeBody } from '../../core/domain/wallet/payment-callback';
import type { PaymentSigner } from '../../core/platform/wallet/ports';
import { checkCard, type CardForm } from './card-rules';
import { checkoutPage, invalidLinkPage } from './checkout-page';
import { CHECKOUT_CSS } from './checkout-style';
import { decodeSession } from './checkout-token';
import { CallbackNotifier } from './callback-notifier';

export interface DemoPspOptions {
  readonly signer: PaymentSigner;
  readonly now: () => Date;
  /** Where on this server the merchant takes notices. */
  readonly callbackPath: string;
  /** How long after the player is sent back the notice goes out. */
  readonly notifyDelayMs: number;
}

type CheckoutBody = Partial<CardForm> & { token?: string; action?: string };

/** The server's own address, for the provider's server-to-server call back to the merchant. */
function ownOrigin(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo;
  const host =
    address.family === 'IPv6' ? `[${address.address === '::' ? '::1' : address.address}]` : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  return `http://${host}:${address.port}`;
}

/** The demo payment provider's hosted page under /psp: outside /wps, with its own form parsing and style. */
export function demoPspRoutes(options: DemoPspOptions) {
  return async (app: FastifyInstance): Promise<void> => {
    const notifier = new CallbackNotifier(options.signer, options.now, options.notifyDelayMs);
    app.addHook('preClose', () => notifier.drain());
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    const html = (reply: FastifyReply, status: number, page: string) =>
      reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

    app.get('/psp/checkout.css', { schema: { hide: true } }, async (_request, reply) => reply.type('text/css; charset=utf-8').send(CHECKOUT_CSS));

    app.get<{ Querystring: { token?: string } }>('/psp/checkout', { schema: { hide: true } }, async (request, reply) => {
      const token = request.query.token ?? '';
      const session = decodeSession(token, options.signer);
      return session ? html(reply, 200, checkoutPage(session, { token })) : html(reply, 400, invalidLinkPage());
    });

    app.post<{ Body: CheckoutBody }>('/psp/checkout', { schema: { hide: true } }, async (request, reply) => {
      const body = (request.body ?? {}) as CheckoutBody;
      const token = body.token ?? '';
      const session = decodeSession(token, options.signer);
      if (!session) return html(reply, 400, invalidLinkPage());
      let outcome: 'success' | 'failed' = 'failed';
      if (body.action === 'pay') {
        const form = { name: body.name ?? '', number: body.number ?? '', expiry: body.expiry ?? '', cvc: body.cvc ?? '' };
        const card = checkCard(form, options.now());
        if (!card.ok) return html(reply, 422, checkoutPage(session, { token, form: { ...form, cvc: '' }, error: card }));
        outcome = card.approved ? 'success' : 'failed';
      }
      const notice = { orderId: session.orderId, amount: session.amount, currency: session.currency, outcome };
      notifier.send(`${ownOrigin(app)}${options.callbackPath}`, noticeBody(notice, `DP-${randomUUID()}`));
      return reply.redirect(session.returnUrl, 303);
    });
  };
}
