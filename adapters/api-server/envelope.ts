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
  'access.username_taken': 409,
  'access.member_not_found': 404,
  'wallet.deposit_not_found': 404,
  'wallet.deposit_decided': 409,
  'wallet.idempotency_conflict': 409,
  'request.not_found': 404,
  'request.too_large': 413,
  'request.uri_too_long': 414,
  'request.unsupported_media_type': 415,
  'system.maintenance': 503,
  'system.region_blocked': 403,
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
