import { fail, ok, type Result } from '../kernel/result';
import { checkPrintable, CONTROL_CHARACTERS_REFUSED, isPrintable } from '../kernel/free-text';

/** Feedback question types. */
export const FEEDBACK_TYPES = ['deposit', 'withdrawal', 'game', 'service', 'application', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const FEEDBACK_MAX_CHARS = 140;
export const FEEDBACK_REPLY_MAX_CHARS = 1000;

/** The operator's word counts for feedback content. */
export interface FeedbackSettings {
  readonly minWords: number;
  readonly maxWords: number;
}

export const feedbackSettingsAreValid = (s: FeedbackSettings): boolean =>
  Number.isInteger(s.minWords) && Number.isInteger(s.maxWords) && s.minWords >= 1 && s.minWords <= s.maxWords;

export const wordCount = (text: string): number =>
  text
    .trim()
    .split(/\s+/u)
    .filter((w) => w !== '').length;

/** Feedback: a known question type, and content of the operator's word counts in at most 140 characters. */
export function checkFeedback(type: string, content: string, rules: FeedbackSettings): Result<{ type: FeedbackType; content: string }> {
  const known = FEEDBACK_TYPES.find((t) => t === type);
  if (!known) return fail('feedback.invalid_type', { field: 'type', params: { types: FEEDBACK_TYPES.join(', ') } });
  const text = content.trim();
  if (text === '') return fail('validation.required', { field: 'content' });
  if ([...text].length > FEEDBACK_MAX_CHARS) return fail('feedback.too_long', { field: 'content', params: { max: FEEDBACK_MAX_CHARS } });
  if (!isPrintable(text, 'lines')) return fail(CONTROL_CHARACTERS_REFUSED, { field: 'content' });
  const words = wordCount(text);
  if (words < rules.minWords || words > rules.maxWords)
    return fail('feedback.word_count', { field: 'content', params: { min: rules.minWords, max: rules.maxWords } });
  return ok({ type: known, content: text });
}

/** Support's answer: not blank, at most 1000 characters, no control characters but line breaks and tabs. */
export function checkFeedbackReply(text: string): Result<string> {
  const reply = text.trim();
  if (reply === '') return fail('validation.required', { field: 'reply' });
  if ([...reply].length > FEEDBACK_REPLY_MAX_CHARS) return fail('validation.too_long', { field: 'reply', params: { max: FEEDBACK_REPLY_MAX_CHARS } });
  return checkPrintable('reply', reply, 'lines');
}
