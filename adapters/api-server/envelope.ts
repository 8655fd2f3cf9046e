import type { FastifyReply } from 'fastify';
import type { Failure, Result } from '../../core/domain/kernel/result';

/** One table from failure code to HTTP status; anything not listed is a 400. */
const STATUS_BY_CODE: Record<string, number> = {
  'access.not_logged_in': 401,
  'access.session_expired': 401,
  'access.invalid_credentials': 401,
  'access.forbidden': 403,
  'access.non_member_login': 403,
  'access.need_true_account': 403,
  'access.too_many_requests': 429,
  'verification.too_many_requests': 429,
  'verification.function_not_enabled': 403,
  'access.reset_link_invalid': 410,
  'access.username_taken': 409,
  'access.challenge_invalid': 404,
  'access.challenge_expired': 410,
  'access.challenge_refused': 403,
  'access.factor_unavailable': 409,
  'access.challenge_code_not_sent': 409,
  'access.authenticator_bound': 409,
  'access.authenticator_not_started': 409,
  'access.authenticator_not_bound': 409,
  'access.session_not_found': 404,
  'access.revoke_current_session': 409,
  'access.member_not_found': 404,
  'wallet.deposit_not_found': 404,
  'wallet.deposit_decided': 409,
  'wallet.idempotency_conflict': 409,
  'wallet.recipient_not_found': 404,
  'wallet.single_wallet': 409,
  'agency.upline_cycle': 409,
  'wallet.deposit_not_manual': 409,
  'payment.bad_signature': 401,
  'payment.stale_callback': 401,
  'payment.unknown_order': 404,
  'payment.amount_mismatch': 409,
  'payment.currency_mismatch': 409,
  'payment.order_decided': 409,
  'wallet.payment_password_locked': 429,
  'wallet.withdrawal_not_found': 404,
  'wallet.bank_account_not_found': 404,
  'wallet.proof_not_found': 404,
  'wallet.withdrawal_decided': 409,
  'wallet.withdrawal_interrupted': 409,
  'wallet.receipt_confirmed': 409,
  'wallet.receipt_closed': 409,
  'wallet.bank_account_duplicate': 409,
  'wallet.proof_too_large': 413,
  'request.not_found': 404,
  'request.too_large': 413,
  'request.uri_too_long': 414,
  'request.unsupported_media_type': 415,
  'system.maintenance': 503,
  'system.region_blocked': 403,
  'play.game_not_found': 404,
  'play.game_in_maintenance': 409,
  'play.launch_invalid': 401,
  'play.session_expired': 401,
  'play.round_not_found': 404,
  'play.seed_not_revealed': 409,
  'wallet.insufficient_funds': 402,
  'seamless.bad_signature': 401,
  'seamless.unknown_player': 404,
  'seamless.round_not_found': 404,
  'seamless.duplicate_transaction': 409,
  'seamless.bet_cancelled': 409,
  'seamless.round_closed': 409,
  'seamless.rollback_refused': 409,
  'seamless.provider_exists': 409,
  'catalog.game_not_found': 404,
  'catalog.vendor_not_found': 404,
  'promo.not_found': 404,
  'promo.application_not_found': 404,
  'promo.already_claimed': 409,
  'promo.already_applied': 409,
  'promo.application_decided': 409,
  'promo.not_started': 409,
  'promo.ended': 409,
  'promo.not_eligible': 403,
  'upload.not_found': 404,
  'upload.too_large': 413,
  'wallet.turnover_not_met': 409,
  'rebate.already_claimed': 409,
  'mission.not_found': 404,
  'mission.already_claimed': 409,
  'mission.not_complete': 409,
  'mall.goods_not_found': 404,
  'mall.redemption_not_found': 404,
  'mall.redemption_decided': 409,
  'mall.out_of_stock': 409,
  'mall.not_enough_points': 409,
  'chat.thread_not_found': 404,
  'feedback.not_found': 404,
  'feedback.answered': 409,
  'promo.zalo_bonus_off': 409,
};

export const statusOf = (code: string): number => STATUS_BY_CODE[code] ?? 400;

export function okEnvelope<T>(value: T) {
  return { success: true, code: 'ok', message: { key: 'ok' }, value };
}

export function failureEnvelope(failure: Failure) {
  const value: Record<string, unknown> = { ...(failure.value ?? {}) };
  if (failure.field) value['field'] = failure.field;
  return {
    success: false,
    code: failure.code,
    message: { key: `errors.${failure.code}`, ...(failure.params ? { params: failure.params } : {}) },
    value: Object.keys(value).length > 0 ? value : null,
  };
}

export function sendFailure(reply: FastifyReply, failure: Failure) {
  return reply.status(statusOf(failure.code)).send(failureEnvelope(failure));
}

/** Sends a use case's result: the presented value on success, the mapped failure otherwise. */
export function sendResult<T, V>(reply: FastifyReply, result: Result<T>, present: (value: T) => V) {
  if (!result.ok) return sendFailure(reply, result.error);
  return reply.send(okEnvelope(present(result.value)));
}
