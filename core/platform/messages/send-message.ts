import { charLength } from '../../domain/access/patterns';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { AccountRepository } from '../access/ports';
import type { SettingsRepository } from '../system/ports';
import type { MessageRepository } from '../wallet/deposit';
import type { Inbox } from './inbox';

export interface SendMessageCommand {
  /** A member's username, or null for every member and agent. */
  readonly to: string | null;
  readonly title: string;
  readonly body: string;
}

export const MESSAGE_TITLE_MAX = 100;
export const MESSAGE_BODY_MAX = 2000;

interface SendMessageDeps {
  readonly accounts: Pick<AccountRepository, 'findByUsername'>;
  readonly messages: MessageRepository;
  readonly inbox: Pick<Inbox, 'sendToAll'>;
  readonly settings: SettingsRepository;
}

/** Support writes a 'new message' to one member or to all of them; answers how many got it. */
export class SendMessage {
  constructor(private readonly deps: SendMessageDeps) {}

  async execute(caller: Principal, command: SendMessageCommand): Promise<Result<{ recipients: number }>> {
    if (caller.role !== 'staff') return fail('access.forbidden');
    const title = command.title.trim();
    const body = command.body.trim();
    if (title === '') return fail('validation.required', { field: 'title' });
    if (charLength(title) > MESSAGE_TITLE_MAX) return fail('validation.too_long', { field: 'title', params: { max: MESSAGE_TITLE_MAX } });
    if (body === '') return fail('validation.required', { field: 'body' });
    if (charLength(body) > MESSAGE_BODY_MAX) return fail('validation.too_long', { field: 'body', params: { max: MESSAGE_BODY_MAX } });
    const settings = await this.deps.settings.load();
    const noInbox = [settings.trialType, settings.staffType];
    if (command.to === null) return ok({ recipients: await this.deps.inbox.sendToAll('new_message', { title, body }, noInbox) });
    const account = await this.deps.accounts.findByUsername(command.to.trim().toLowerCase());
    if (!account || noInbox.includes(account.type)) return fail('access.member_not_found');
    await this.deps.messages.add(account.id, 'new_message', { title, body });
    return ok({ recipients: 1 });
  }
}
