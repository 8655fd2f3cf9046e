import type { Result } from '../../domain/kernel/result';

export interface OutboxEntry {
  readonly id: number;
  readonly channel: 'sms' | 'email';
  readonly recipient: string;
  readonly subject: string | null;
  readonly body: string;
  readonly createdAt: string;
}

/** The SMS and email outbox on the server (staff only; the server checks). */
export interface OutboxGateway {
  outbox(recipient: string | null): Promise<Result<OutboxEntry[]>>;
}

/** Support reads what was sent by SMS and email, newest first, optionally to one recipient. */
export class ReadOutbox {
  constructor(private readonly gateway: OutboxGateway) {}

  execute(recipient: string | undefined): Promise<Result<OutboxEntry[]>> {
    return this.gateway.outbox(recipient?.trim() ? recipient.trim() : null);
  }
}
