import type { Database } from '../../adapters/sql/database';
import { loadOrCreateSecret } from '../../adapters/sql/secrets';
import type { Clock } from '../../core/domain/kernel/ports';
import { HmacSigner } from '../../adapters/crypto/hmac-signer';
import { DemoPspCheckout } from '../../adapters/demo-psp/checkout-token';
import { demoPspRoutes } from '../../adapters/demo-psp/psp-routes';
import { PAYMENT_CALLBACK_PATH } from '../../adapters/api-server/routes/payment-page';

/** The demo provider notifies this long after sending the player back, as real providers do. */
const PSP_NOTIFY_DELAY_MS = 800;
/** The demo payment provider (DemoPay): its checkout links, the secret its notices are signed with, and its hosted page. */
export async function demoPaymentProvider(db: Database['db'], clock: Clock, merchant: string) {
  const signer = new HmacSigner(await loadOrCreateSecret(db, `psp:${merchant}`));
  const routes = demoPspRoutes({ signer, now: () => clock.now(), callbackPath: PAYMENT_CALLBACK_PATH, notifyDelayMs: PSP_NOTIFY_DELAY_MS });
  return { checkout: new DemoPspCheckout(signer), signer, routes };
}

export type DemoPaymentProvider = Awaited<ReturnType<typeof demoPaymentProvider>>;
