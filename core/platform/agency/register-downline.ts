import { normalizeUsername } from '../../domain/access/credentials';
import { registrationRulesOf, validateRegistration } from '../../domain/access/registration';
import { roleOfType } from '../../domain/access/roles';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { AccessDeps, Caller } from '../access/deps';
import type { TermsForm } from '../../domain/agency/terms-form';
import type { AccountTree, DownlineKind } from './ports';
import type { OfferContract } from './offer-contract';

/** Accounts the register centre opens an hour, per agent and per IP, so it cannot mint accounts in bulk. */
export const DOWNLINE_RATES = { agent: { limit: 20, windowMs: 3_600_000 }, ip: { limit: 30, windowMs: 3_600_000 } };

export interface DownlineForm {
  readonly username: string;
  readonly password: string;
  readonly kind: DownlineKind;
  /** An agent downline may be offered a contract at once (it still accepts it itself). */
  readonly contract?: TermsForm;
}

export interface CreatedAccount {
  readonly id: number;
  readonly account: string;
  readonly type: number;
}

type CreateDeps = Pick<AccessDeps, 'accounts' | 'hasher' | 'settings' | 'ledger'>;

/** Creates a member or agent account under `uplineId` (none: top level) with the operator's username and password rules. */
async function createTeamAccount(deps: CreateDeps, form: DownlineForm, uplineId: number | null, caller: Caller): Promise<Result<CreatedAccount>> {
  const settings = await deps.settings.load();
  const rules = registrationRulesOf(settings.register);
  const valid = validateRegistration(
    { username: form.username, password: form.password, confirmPassword: form.password, termsAccepted: true, fields: {} },
    { ...rules, fields: {} },
  );
  if (!valid.ok) return valid;
  const type = form.kind === 'agent' ? settings.agentTypes[0] : 0;
  if (type === undefined) return fail('agency.no_agent_type');
  const account = await deps.accounts.create({
    username: normalizeUsername(valid.value.username),
    nickname: valid.value.username,
    type,
    passwordHash: await deps.hasher.hash(valid.value.password),
    isDefaultPassword: valid.value.password === settings.defaultWeakPassword,
    email: null,
    mobileNum: null,
    profile: {},
    paymentPasswordHash: null,
    registerIp: caller.ip,
    ...(uplineId !== null ? { uplineId } : {}),
  });
  if (!account) return fail('access.username_taken', { field: 'username' });
  await deps.ledger.openMainWallet(account.id, settings.currency.code);
  return ok({ id: account.id, account: account.username, type });
}

/**
 * The register centre: an agent opens a member or agent account directly under itself,
 * and may offer an agent downline a contract with it; the terms are checked before the account is made.
 */
export class RegisterDownline {
  constructor(private readonly deps: CreateDeps & Pick<AccessDeps, 'limiter'> & { offer: Pick<OfferContract, 'allowed' | 'execute'> }) {}

  async execute(principal: Principal, form: DownlineForm, caller: Caller): Promise<Result<CreatedAccount & { contractId: number | null }>> {
    if (principal.role !== 'agent') return fail('access.forbidden');
    const { agent, ip } = DOWNLINE_RATES;
    const within =
      (await this.deps.limiter.hit(`downline:agent:${principal.account.id}`, agent.limit, agent.windowMs)) &&
      (await this.deps.limiter.hit(`downline:ip:${caller.ip}`, ip.limit, ip.windowMs));
    if (!within) return fail('agency.too_many_downlines');
    if (form.contract) {
      if (form.kind !== 'agent') return fail('agency.downline_not_agent', { field: 'kind' });
      const allowed = await this.deps.offer.allowed(principal, form.contract);
      if (!allowed.ok) return allowed;
    }
    const created = await createTeamAccount(this.deps, form, principal.account.id, caller);
    if (!created.ok || !form.contract) return created.ok ? ok({ ...created.value, contractId: null }) : created;
    const offered = await this.deps.offer.execute(principal, created.value.account, form.contract);
    return ok({ ...created.value, contractId: offered.ok ? offered.value.id : null });
  }
}

/** Support opens an agent account, at the top or under an agent (`portal agent create`). */
export class CreateAgent {
  constructor(private readonly deps: CreateDeps & { tree: Pick<AccountTree, 'findByUsername'> }) {}

  async execute(principal: Principal, form: Omit<DownlineForm, 'kind'> & { upline?: string }, caller: Caller): Promise<Result<CreatedAccount>> {
    if (principal.role !== 'staff') return fail('access.forbidden');
    let uplineId: number | null = null;
    if (form.upline) {
      const upline = await this.deps.tree.findByUsername(normalizeUsername(form.upline));
      const settings = await this.deps.settings.load();
      if (!upline || roleOfType(upline.type, settings) !== 'agent') return fail('access.member_not_found', { field: 'upline' });
      uplineId = upline.id;
    }
    return createTeamAccount(this.deps, { ...form, kind: 'agent' }, uplineId, caller);
  }
}
