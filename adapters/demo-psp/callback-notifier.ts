import { formatSignature, SIGNATURE_HEADER, signedContent } from '../../core/domain/wallet/payment-signature';
import type { PaymentSigner } from '../../core/platform/wallet/ports';

const ATTEMPTS = 3;
const RETRY_MS = 1000;

/**
 * Sends the provider's signed server-to-server notices. Like real providers it notifies
 * asynchronously, a moment after the player was sent back, and retries when the merchant does not
 * answer or answers with a server error; a 4xx is the merchant's final word.
 */
export class CallbackNotifier {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly encoder = new TextEncoder();

  constructor(
    private readonly signer: PaymentSigner,
    private readonly now: () => Date,
    private readonly delayMs: number,
  ) {}

  send(url: string, body: string): void {
    const delivery = this.deliver(url, body).finally(() => this.inFlight.delete(delivery));
    this.inFlight.add(delivery);
  }

  /** Waits for the notices under way (on shutdown, before the merchant's database closes). */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  private async deliver(url: string, body: string): Promise<void> {
    const bytes = this.encoder.encode(body);
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, attempt === 0 ? this.delayMs : RETRY_MS * attempt));
      const timestamp = Math.floor(this.now().getTime() / 1000);
      const signature = formatSignature({ timestamp, mac: this.signer.sign(signedContent(timestamp, bytes)) });
      try {
        const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature }, body: bytes });
        if (response.status < 500) return;
      } catch {
        // Not reachable this time: try again.
      }
    }
  }
}
