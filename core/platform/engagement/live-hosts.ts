import { checkLiveHost, liveChatUrl, type LiveHost, type LiveHostInput } from '../../domain/engagement/live-host';
import type { Clock } from '../../domain/kernel/ports';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import { staffOnly } from '../access/staff-only';
import type { LiveHostRepository } from './ports';

/** A host players may chat with now: one that exists and is enabled. */
export async function chattableHost(hosts: Pick<LiveHostRepository, 'find'>, hostId: number): Promise<Result<LiveHost>> {
  const host = await hosts.find(hostId);
  return host?.enabled ? ok(host) : fail('live.host_unavailable', { field: 'hostId' });
}

/** Support's list of live hosts (`portal live host add|list|disable`). */
export class LiveHostDesk {
  constructor(private readonly deps: { readonly hosts: LiveHostRepository; readonly clock: Clock }) {}

  async add(caller: Principal, input: LiveHostInput): Promise<Result<LiveHost>> {
    const refused = staffOnly(caller);
    if (refused) return refused;
    const host = checkLiveHost(input);
    return host.ok ? ok(await this.deps.hosts.add(host.value, this.deps.clock.now(), { accountId: caller.account.id })) : host;
  }

  async list(caller: Principal): Promise<Result<LiveHost[]>> {
    return staffOnly(caller) ?? ok(await this.deps.hosts.list(false));
  }

  async disable(caller: Principal, id: number): Promise<Result<LiveHost>> {
    const refused = staffOnly(caller);
    if (refused) return refused;
    const host = await this.deps.hosts.disable(id, { accountId: caller.account.id });
    return host ? ok(host) : fail('live.host_not_found', { field: 'id' });
  }
}

/** CBS_modelList: the hosts players see. */
export class ListLiveHosts {
  constructor(private readonly hosts: Pick<LiveHostRepository, 'list'>) {}

  async execute(): Promise<Result<LiveHost[]>> {
    return ok(await this.hosts.list(true));
  }
}

/**
 * CBS_launchChat: where a member chats with a host. The room is the member's chat thread for that
 * host in the portal's chat (PlayerChat), with its checks, rate limits and support's desk; it
 * opens with the member's first line there.
 */
export class LaunchLiveChat {
  constructor(private readonly hosts: Pick<LiveHostRepository, 'find'>) {}

  async execute(caller: Principal, hostId: number): Promise<Result<{ chatUrl: string }>> {
    if (caller.role === 'trial') return fail('access.need_true_account');
    if (caller.role === 'staff') return fail('access.forbidden');
    const host = await chattableHost(this.hosts, hostId);
    return host.ok ? ok({ chatUrl: liveChatUrl(host.value.id) }) : host;
  }
}
