import { newRandomCode, normalizeCode } from '../../domain/kernel/random-code';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Clock, Random } from '../../domain/kernel/ports';
import type { Principal } from '../access/authenticate';
import type { SettingsRepository } from '../system/ports';
import type { DownlineKind, AffiliateLinkStats, AffiliateLinks } from './ports';

export interface AffiliateLinkView extends AffiliateLinkStats {
  readonly url: string;
}

const MAX_LINKS = 50;

/** Register centre links (GET /wps/agent/affiliate): an agent's codes and URLs, made and turned off. */
export class ManageAffiliateLinks {
  constructor(private readonly deps: { links: AffiliateLinks; settings: SettingsRepository; clock: Clock; random: Random }) {}

  private async view(link: AffiliateLinkStats): Promise<AffiliateLinkView> {
    const base = (await this.deps.settings.load()).publicUrl.replace(/\/$/, '');
    return { ...link, url: `${base}/register?referralCode=${link.code}` };
  }

  private async make(agentId: number, kind: DownlineKind): Promise<AffiliateLinkView> {
    return this.view({ ...(await this.deps.links.create(agentId, kind, newRandomCode(this.deps.random), this.deps.clock.now())), registrations: 0 });
  }

  async list(caller: Principal): Promise<Result<AffiliateLinkView[]>> {
    if (caller.role !== 'agent') return fail('access.forbidden');
    return ok(await Promise.all((await this.deps.links.list(caller.account.id)).map((l) => this.view(l))));
  }

  /** The agent's first working member link, made on first ask. */
  async primary(caller: Principal): Promise<Result<AffiliateLinkView>> {
    if (caller.role !== 'agent') return fail('access.forbidden');
    const links = await this.deps.links.list(caller.account.id);
    const first = links.find((l) => l.enabled && l.kind === 'member');
    return ok(first ? await this.view(first) : await this.make(caller.account.id, 'member'));
  }

  async create(caller: Principal, kind: DownlineKind): Promise<Result<AffiliateLinkView>> {
    if (caller.role !== 'agent') return fail('access.forbidden');
    if ((await this.deps.links.list(caller.account.id)).filter((l) => l.enabled).length >= MAX_LINKS)
      return fail('agency.too_many_links', { params: { max: MAX_LINKS } });
    return ok(await this.make(caller.account.id, kind));
  }

  async disable(caller: Principal, id: number): Promise<Result<null>> {
    if (caller.role !== 'agent') return fail('access.forbidden');
    return (await this.deps.links.disable(caller.account.id, id)) ? ok(null) : fail('agency.link_not_found');
  }
}

/** Where a registration with `code` goes: under the link's agent, as its kind; null when it is no working affiliate link. */
export async function placementOf(
  links: Pick<AffiliateLinks, 'findByCode'> | undefined,
  code: string | undefined,
  agentTypes: readonly number[],
): Promise<{ uplineId: number; affiliateLinkId: number; type: number } | null> {
  const link = code && links ? await links.findByCode(normalizeCode(code)) : null;
  if (!link?.enabled) return null;
  const type = link.kind === 'agent' ? agentTypes[0] : 0;
  return type === undefined ? null : { uplineId: link.agentId, affiliateLinkId: link.id, type };
}
