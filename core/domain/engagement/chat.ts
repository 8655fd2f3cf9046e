import { fail, ok, type Result } from '../kernel/result';
import { checkPrintable } from '../kernel/free-text';

export const CHAT_MESSAGE_MAX = 1000;
/** How long a 'typing' signal holds without another one. */
export const TYPING_HOLD_MS = 5_000;

export type ChatSender = 'player' | 'staff';

/** A chat line: not blank, at most 1000 characters, no control characters but line breaks and tabs. */
export function checkChatText(text: string): Result<string> {
  const body = text.trim();
  if (body === '') return fail('validation.required', { field: 'body' });
  if ([...body].length > CHAT_MESSAGE_MAX) return fail('chat.too_long', { field: 'body', params: { max: CHAT_MESSAGE_MAX } });
  return checkPrintable('body', body, 'lines');
}

export const isTyping = (typingAt: Date | null, now: Date): boolean => typingAt !== null && now.getTime() - typingAt.getTime() < TYPING_HOLD_MS;

/** A visitor's chat key: the random token the browser keeps (32 to 64 letters, digits, - or _). */
export const isVisitorKey = (key: string): boolean => /^[A-Za-z0-9_-]{32,64}$/.test(key);
