import { patternMessage, patternOfFailure } from '../core/domain/access/pattern-message';
import { renderSentences } from '../core/domain/kernel/message';
import type { FailureCode } from '../core/domain/kernel/failure-code';
import type { Failure } from '../core/domain/kernel/result';
import { en } from '../web/src/i18n/en';

/** What support runs next after a failure, where there is one thing to do. */
const NEXT_STEP: Readonly<Partial<Record<FailureCode, string>>> = {
  'access.not_logged_in': 'run: portal login <account>',
  'access.session_expired': 'run: portal login <account>',
  'access.second_factor_required': 'run: portal login <account> again and answer the second factor',
  'network.error': 'check the portal is running and --url (or PORTAL_URL) points at it',
};

/** The web's English text of an i18n key, its params filled in; null when the web has none. */
export function translate(key: string, params: Readonly<Record<string, string | number>> = {}): string | null {
  let node: unknown = en;
  for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node !== 'string') return null;
  return node.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (params[name] !== undefined ? String(params[name]) : whole));
}

const list = new Intl.ListFormat('en', { type: 'conjunction' });

/** The web's English text for a failure (`errors.<code>`, or what a field rule accepts); null when the web has none. */
function textOf(failure: Failure): string | null {
  const rule = patternOfFailure(failure);
  if (rule)
    return renderSentences(
      patternMessage(rule),
      (key, params) => translate(key, params) ?? key,
      (items) => list.format(items),
    );
  return translate(`errors.${failure.code}`, failure.params);
}

/** A failure as support reads it: the human text, then the code (and field) for scripts; then the next step, if any, on its own line. */
export function failureLines(failure: Failure): string[] {
  const text = textOf(failure);
  const tag = failure.field ? `${failure.code}, field: ${failure.field}` : failure.code;
  const params = text === null && failure.params ? ' ' + JSON.stringify(failure.params) : '';
  const next = NEXT_STEP[failure.code];
  return [`error: ${text === null ? tag + params : `${text} (${tag})`}`, ...(next ? [next] : [])];
}
