import type { FastifyReply } from 'fastify';
import type { FailureCode } from '../../core/domain/kernel/failure-code';
import type { Failure, Result } from '../../core/domain/kernel/result';
import { STATUS_BY_CODE } from './status-by-code';

/** A code read off the wire and cast may be outside the table: it is a bad request. */
export const statusOf = (code: FailureCode) => STATUS_BY_CODE[code] ?? 400;

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
