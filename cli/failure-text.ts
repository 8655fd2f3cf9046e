import type { Failure } from '../core/domain/kernel/result';
import { en } from '../web/src/i18n/en';

/** What support runs next after a failure, where there is one thing to do. */
const NEXT_STEP: Readonly<Record<string, string>> = {
  'access.not_logged_in': 'run: portal login <account>',
  'access.session_expired': 'run: portal login <account>',
  'access.second_factor_required': 'run: portal login <account> again and answer the second factor',
  'network.error': 'check the portal is running and --url (or PORTAL_URL) points at it',
};

/** The web's English text for a failure code (`errors.<code>`), its params filled in; null when the web has none. */
function textOf(failure: Failure): string | null {
  let node: unknown = en.errors;
  for (const part of failure.code.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node !== 'string') return null;
  return node.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (failure.params?.[name] !== undefined ? String(failure.params[name]) : whole));
}

/** A failure as support reads it: the human text, then the code (and field) for scripts; then the next step, if any, on its own line. */
export function failureLines(failure: Failure): string[] {
  const text = textOf(failure);
  const tag = failure.field ? `${failure.code}, field: ${failure.field}` : failure.code;
  const params = text === null && failure.params ? ' ' + JSON.stringify(failure.params) : '';
  const next = NEXT_STEP[failure.code];
  return [`error: ${text === null ? tag + params : `${text} (${tag})`}`, ...(next ? [next] : [])];
}
