import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentSigner } from '../../core/platform/wallet/ports';

const MAC_HEX = /^[0-9a-f]{64}$/;

/** HMAC-SHA256 under one secret; verification compares the raw MACs with timingSafeEqual. */
export class HmacSigner implements PaymentSigner {
  constructor(private readonly secret: string) {}

  sign(content: Uint8Array): string {
    return createHmac('sha256', this.secret).update(content).digest('hex');
  }

  verify(content: Uint8Array, mac: string): boolean {
    if (!MAC_HEX.test(mac)) return false;
    const expected = createHmac('sha256', this.secret).update(content).digest();
    return timingSafeEqual(expected, Buffer.from(mac, 'hex'));
  }
}
