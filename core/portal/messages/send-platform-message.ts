import { fail, type Result } from '../../domain/kernel/result';
import type { MessageSendingGateway } from './ports';
import type { MessageTarget } from './types';

/** Support sends a 'new message' to one member or to all; the title and body must not be blank. */
export class SendPlatformMessage {
  constructor(private readonly gateway: MessageSendingGateway) {}

  async execute(target: MessageTarget, title: string, body: string): Promise<Result<{ recipients: number }>> {
    if ('to' in target && target.to.trim() === '') return fail('validation.required', { field: 'to' });
    if (title.trim() === '') return fail('validation.required', { field: 'title' });
    if (body.trim() === '') return fail('validation.required', { field: 'body' });
    return this.gateway.sendMessage('to' in target ? { to: target.to.trim() } : target, title.trim(), body.trim());
  }
}
