import { formatMoney } from '../../core/domain/kernel/money';
import { TEST_CARDS, type CardForm } from './card-rules';
import type { CheckoutSession } from './checkout-token';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface PageState {
  readonly token: string;
  readonly form?: Partial<CardForm>;
  readonly error?: { readonly field: string; readonly message: string };
}

function field(name: keyof CardForm, label: string, state: PageState, attributes: string): string {
  const value = escapeHtml(state.form?.[name] ?? '');
  const error = state.error?.field === name ? `<span class="error" id="${name}-error">${escapeHtml(state.error.message)}</span>` : '';
  const described = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  return `<label class="field field--${name}"><span>${label}</span><input name="${name}" value="${value}" ${attributes}${described}>${error}</label>`;
}

const frame = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · DemoPay</title><link rel="stylesheet" href="/psp/checkout.css"></head>
<body><main class="sheet">
<header class="brand"><span class="logo" aria-hidden="true">◆</span><span>DemoPay</span><span class="secure">🔒 Secure checkout</span></header>
${body}
<footer>DemoPay is a demonstration payment provider. No real card is charged.</footer>
</main></body></html>`;

/** The hosted payment page: who is paid, how much, and a card form with the test cards. */
export function checkoutPage(session: CheckoutSession, state: PageState): string {
  const amount = `${formatMoney(session.amount, '', session.scale)} ${escapeHtml(session.currency)}`;
  return frame(
    'Pay',
    `<section class="order" aria-label="Order">
  <p class="merchant">${escapeHtml(session.merchantName)}</p>
  <p class="amount" data-testid="psp-amount">${amount}</p>
  <p class="order-id">Order ${escapeHtml(session.orderId)}</p>
</section>
<form method="post" action="/psp/checkout" class="card-form" novalidate>
  <input type="hidden" name="token" value="${escapeHtml(state.token)}">
  ${field('name', 'Name on card', state, 'autocomplete="cc-name"')}
  ${field('number', 'Card number', state, 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 5678 9012 3456"')}
  <div class="row">
    ${field('expiry', 'Expiry (MM/YY)', state, 'inputmode="numeric" autocomplete="cc-exp" placeholder="12/30"')}
    ${field('cvc', 'Security code', state, 'inputmode="numeric" autocomplete="cc-csc" placeholder="123"')}
  </div>
  <button type="submit" name="action" value="pay" class="pay">Pay ${amount}</button>
  <div class="row row--secondary">
    <button type="submit" name="action" value="cancel" class="secondary" formnovalidate>Cancel</button>
    <button type="submit" name="action" value="fail" class="secondary" formnovalidate>Simulate failure</button>
  </div>
</form>
<aside class="hints" aria-label="Test cards">
  <p><strong>Test cards</strong> (any name, a future expiry, any 3 digits)</p>
  <p><code>${TEST_CARDS.approved}</code> approved</p>
  <p><code>${TEST_CARDS.declined}</code> declined</p>
</aside>`,
  );
}

export const invalidLinkPage = () =>
  frame(
    'Link not valid',
    `<section class="order"><p class="merchant">This payment link is not valid.</p><p class="order-id">Start the payment again from the merchant's site.</p></section>`,
  );
