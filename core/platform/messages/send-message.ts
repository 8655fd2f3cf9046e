import { charLength } from '../../domain/access/patterns';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { AccountRepository } from '../access/ports';
import type { SettingsRepository } from '../system/ports';
import type { MessageRepository, Inbox } from './ports';
import type { VipRecords } from '../engagement/ports';
import { controlFailures } from '../../domain/kernel/free-text';

export interface SendMessageCommand {
  /** One member by username, every member and agent, or those at a VIP level or above. */
  readonly audience: { readonly to: string } | { readonly all: true } | { readonly vip: number };
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
  readonly vip: Pick<VipRecords, 'atLeast'>;
}

/** Support writes a 'new message' to one member, to all of them or to a VIP level and above; answers how many got it. */
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
    const unprintable = controlFailures({ title: [title, 'line'], body: [body, 'lines'] })[0];
    if (unprintable) return fail(unprintable.code, unprintable);
    const settings = await this.deps.settings.load();
    const noInbox = [settings.trialType, settings.staffType];
    const { audience } = command;
    if ('all' in audience) return ok({ recipients: await this.deps.inbox.sendToAll('new_message', { title, body }, noInbox, null) });
    if ('vip' in audience) {
      if (!Number.isInteger(audience.vip) || audience.vip < 1 || audience.vip >= settings.vip.levels.length)
        return fail('message.invalid_vip_level', { field: 'vip', params: { max: settings.vip.levels.length - 1 } });
      return ok({ recipients: await this.deps.inbox.sendToAll('new_message', { title, body }, noInbox, await this.deps.vip.atLeast(audience.vip)) });
    }
    const account = await this.deps.accounts.findByUsername(audience.to.trim().toLowerCase());
    if (!account || noInbox.includes(account.type)) return fail('access.member_not_found');
    await this.deps.messages.add(account.id, 'new_message', { title, body });
    return ok({ recipients: 1 });
  }
}
