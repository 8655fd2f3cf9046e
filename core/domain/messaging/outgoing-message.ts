import type { OutboundText } from './templates';

/** An SMS or an email: written with what it carries (a code, a link) and delivered after the request has answered. */
export interface OutgoingMessage {
  readonly channel: 'sms' | 'email';
  readonly to: string;
  /** Emails only. */
  readonly subject: string | null;
  readonly text: string;
}

/** `text` by SMS (its body alone) or by email. */
export const outgoingMessage = (channel: 'sms' | 'email', to: string, text: OutboundText): OutgoingMessage => ({
  channel,
  to,
  subject: channel === 'email' ? text.subject : null,
  text: text.body,
});
