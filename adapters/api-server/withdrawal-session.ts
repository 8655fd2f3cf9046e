import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../core/platform/access/authenticate';

/** What a withdrawal-only session reaches: the member, the balance, bank cards, withdrawals, and logging out. */
const WITHDRAWAL_ROUTES = new Set([
  'GET /wps/member/info',
  'GET /wps/v2/wallets/balance',
  'GET /wps/member/info/funds/consolidated',
  'GET /wps/member/withdraw',
  'PUT /wps/member/withdraw',
  'GET /wps/member/withdrawals',
  'GET /wps/member/bank-accounts',
  'PUT /wps/member/bank-accounts',
  'POST /wps/member/withdrawals/:id/receipt',
  'POST /wps/member/withdrawals/:id/receipt/not-received',
  'DELETE /wps/session/logout',
]);

/** Setting a first payment password, without which no withdrawal goes out; changing one stays in the full session. */
const FIRST_PAYMENT_PASSWORD = 'PUT /wps/member/payment-password';

/** A withdrawal-only session asking for anything else is refused, whatever the route would do. */
export const outsideWithdrawalSession = (principal: Principal, request: FastifyRequest): boolean => {
  if (principal.session.scope !== 'withdrawal') return false;
  const route = `${request.method} ${request.routeOptions.url}`;
  return !(WITHDRAWAL_ROUTES.has(route) || (route === FIRST_PAYMENT_PASSWORD && principal.account.paymentPasswordHash === null));
};

export const WITHDRAWAL_ONLY = { code: 'protection.withdrawal_only' } as const;
