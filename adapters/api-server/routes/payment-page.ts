import type { Api } from '../api';
import { SIGNATURE_HEADER } from '../../../core/domain/wallet/payment-signature';
import { CallbackAnswer, PaymentPageBody, PaymentPageMethod, PaymentPageStart } from '../../wps-contract/payment-page';
import { ContentLanguageQuery, EmptyQuery } from '../../wps-contract/system';
import { textIn } from '../../../core/domain/system/content-texts';
import { okEnvelope, sendResult } from '../envelope';
import type { Platform } from '../platform';
import { responses } from './schemas';
import { present } from './wallet';

export const PAYMENT_CALLBACK_PATH = '/wps/payment/callback';

/** The payment page method: the member starts an order; the provider's signed notice settles it (taken only while a provider is connected). */
export function paymentPageRoutes(app: Api, platform: Platform): void {
  app.get(
    '/wps/member/deposit/payment-page',
    { config: { auth: 'member' }, schema: { tags: ['wallet'], querystring: ContentLanguageQuery, response: responses(PaymentPageMethod) } },
    async (request, reply) => {
      const { texts, ...method } = await platform.paymentPageMethod.execute();
      return okEnvelope({
        ...method,
        min: String(method.min),
        max: String(method.max),
        displayName: textIn(method.displayName, texts, 'displayName', request.query.language ?? ''),
      });
    },
  );

  app.put(
    '/wps/member/deposit/payment-page',
    { config: { auth: 'member' }, schema: { tags: ['wallet'], querystring: EmptyQuery, body: PaymentPageBody, response: responses(PaymentPageStart) } },
    async (request, reply) => {
      const scale = (await platform.site.execute()).currency.scale;
      return sendResult(reply, await platform.startPaymentPageDeposit.execute(request.principal, request.body), (start) => ({
        deposit: present(scale)(start.deposit),
        checkoutUrl: start.checkoutUrl,
      }));
    },
  );

  const { receivePaymentCallback } = platform;
  if (!receivePaymentCallback) return;
  // The signature covers the exact bytes sent, so this route reads the body raw, whatever its type says.
  void app.register(async (scope: Api) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      PAYMENT_CALLBACK_PATH,
      { schema: { tags: ['payment'], querystring: EmptyQuery, response: responses(CallbackAnswer) } },
      async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : new Uint8Array();
        const header = request.headers[SIGNATURE_HEADER];
        const result = await receivePaymentCallback.execute({ body, signature: typeof header === 'string' ? header : undefined });
        return sendResult(reply, result, (deposit) => ({ orderId: deposit.orderId, status: deposit.status === 'approving' ? 'pending' : deposit.status }));
      },
    );
  });
}
