import { checkIdTokenClaims } from '../../domain/access/oidc-claims';
import { loginScope } from '../protection/guard';
import type { LoginPurpose } from '../../domain/protection/withdrawal-session';
import { roleOfType, canUseMemberSite } from '../../domain/access/roles';
import { fail, ok, type Result } from '../../domain/kernel/result';
import { isFeatureEnabled, SOCIAL_PROVIDERS, type PortalSettings, type SocialProvider } from '../../domain/system/settings';
import { refusalFor, systemStateFor } from '../../domain/system/system-state';
import type { Principal } from './authenticate';
import { completeLogin } from './complete-login';
import type { AccessDeps, Caller } from './deps';
import type { OidcClient, PendingSocialSignIns, SocialLinks } from './ports';

export interface SocialDeps extends AccessDeps {
  readonly pendingSocial: PendingSocialSignIns;
  readonly socialLinks: SocialLinks;
  readonly oidc: OidcClient;
}

/** The player has this long at the provider before the sign-in must start again. */
export const SOCIAL_SIGN_IN_MINUTES = 10;
const MEMBER_TYPE = 0;

export const callbackUri = (settings: PortalSettings, provider: SocialProvider) => `${settings.publicUrl.replace(/\/$/, '')}/wps/oauth/${provider}/callback`;

/** Only paths of this site: a sign-in never sends the player to another host afterwards. */
const safeReturn = (returnTo: string) => (/^\/(?![/\\])[^\s]*$/.test(returnTo) ? returnTo : '/');

function providerOf(settings: PortalSettings, name: string): Result<SocialProvider> {
  const provider = SOCIAL_PROVIDERS.find((p) => p === name);
  if (!provider || !isFeatureEnabled(settings.whitelabel, 'SOCIALLOGIN') || !isFeatureEnabled(settings.whitelabel, provider))
    return fail('social.provider_disabled', { field: 'provider' });
  if (settings.socialLogin[provider].issuer === '') return fail('social.provider_not_configured', { field: 'provider' });
  return ok(provider);
}

/**
 * Social sign-in, OpenID Connect authorization code flow with PKCE: a state, a nonce and
 * a code verifier are kept for the callback, and the player is sent to the provider. A logged-in
 * member starts the same way to link the provider to their account.
 */
export class StartSocialSignIn {
  constructor(private readonly deps: SocialDeps) {}

  async execute(name: string, returnTo: string, linkFor: Principal | null, purpose: LoginPurpose = 'play'): Promise<Result<{ url: string; state: string }>> {
    const { deps } = this;
    const settings = await deps.settings.load();
    const provider = providerOf(settings, name);
    if (!provider.ok) return provider;
    if (linkFor && linkFor.role !== 'member' && linkFor.role !== 'agent') return fail('access.need_true_account');
    const [state, nonce, verifier] = [deps.tokens.issue().token, deps.tokens.issue().token, deps.tokens.issue().token];
    const url = await deps.oidc.authorizationUrl(settings.socialLogin[provider.value], {
      state,
      nonce,
      verifier,
      redirectUri: callbackUri(settings, provider.value),
    });
    if (!url.ok) return url;
    const expiresAt = new Date(deps.clock.now().getTime() + SOCIAL_SIGN_IN_MINUTES * 60_000);
    await deps.pendingSocial.create({
      state,
      provider: provider.value,
      nonce,
      verifier,
      linkAccountId: linkFor?.account.id ?? null,
      returnTo: safeReturn(returnTo),
      expiresAt,
      purpose,
    });
    return ok({ url: url.value, state });
  }
}

export type SocialOutcome =
  { readonly kind: 'signed_in'; readonly token: string; readonly returnTo: string } | { readonly kind: 'linked'; readonly returnTo: string };

/**
 * The provider sends the player back with a code: the state must be one this portal started in
 * this very browser (`startedHere`, the state the browser kept from the start: a callback carried
 * to another browser signs nobody in there) and is used up, the ID token's signature and claims must hold, then the linked account signs in —
 * or a new member account is opened and linked, or, for a linking member, the link is made.
 * A provider account links to one portal account, once, for good.
 */
export class FinishSocialSignIn {
  constructor(private readonly deps: SocialDeps) {}

  async execute(name: string, code: string, state: string, startedHere: string | undefined, caller: Caller): Promise<Result<SocialOutcome>> {
    const { deps } = this;
    if (startedHere !== state) return fail('social.other_browser');
    const pending = await deps.pendingSocial.take(state);
    const now = deps.clock.now();
    if (!pending || pending.provider !== name || pending.expiresAt <= now) return fail('social.state_invalid');
    const settings = await deps.settings.load();
    const provider = providerOf(settings, name);
    if (!provider.ok) return provider;
    const config = settings.socialLogin[provider.value];
    const claims = await deps.oidc.exchangeCode(config, { code, verifier: pending.verifier, redirectUri: callbackUri(settings, provider.value) });
    if (!claims.ok) return claims;
    const identity = checkIdTokenClaims(claims.value, { issuer: config.issuer, clientId: config.clientId, nonce: pending.nonce, now });
    if (!identity.ok) return identity;
    const linked = await deps.socialLinks.findBySubject(provider.value, identity.value.subject);

    if (pending.linkAccountId !== null) {
      if (linked) return fail('social.already_linked');
      const made = await deps.socialLinks.link({ provider: provider.value, subject: identity.value.subject, accountId: pending.linkAccountId, linkedAt: now });
      return made ? ok({ kind: 'linked', returnTo: pending.returnTo }) : fail('social.already_linked');
    }

    const refusal = refusalFor(systemStateFor(settings, caller.ip), linked ? 'member' : 'visitor');
    if (refusal) return fail(refusal);
    const account = linked ? await deps.accounts.findById(linked.accountId) : await this.openAccount(provider.value, identity.value, settings, caller, now);
    if (!account) return fail('social.state_invalid');
    const role = roleOfType(account.type, settings);
    if (!canUseMemberSite(role) || role === 'trial') return fail('access.non_member_login');
    if (account.lockedUntil && account.lockedUntil > now) return fail('access.account_locked');
    const scope = await loginScope(deps.protection, account.id, deps.clock.now(), pending.purpose);
    if (!scope.ok) return scope;
    const opened = await completeLogin(deps, settings, account, caller, { method: 'social', factor: null }, scope.value);
    return ok({ kind: 'signed_in', token: opened.token, returnTo: pending.returnTo });
  }

  /** A first sign-in opens a member account, named after the provider, with an unguessable password. */
  private async openAccount(
    provider: SocialProvider,
    identity: { subject: string; email: string | null; name: string | null },
    settings: PortalSettings,
    caller: Caller,
    now: Date,
  ) {
    const { deps } = this;
    const suffix = deps.tokens
      .issue()
      .token.replace(/[^a-z0-9]/gi, '')
      .slice(0, 10)
      .toLowerCase();
    const account = await deps.accounts.create({
      username: `${provider === 'GOOGLE' ? 'g' : 'f'}${suffix}`,
      nickname: identity.name ?? `${provider === 'GOOGLE' ? 'g' : 'f'}${suffix}`,
      type: MEMBER_TYPE,
      passwordHash: await deps.hasher.hash(deps.tokens.issue().token),
      isDefaultPassword: false,
      email: identity.email,
      mobileNum: null,
      profile: {},
      paymentPasswordHash: null,
      registerIp: caller.ip,
    });
    if (!account) return null;
    await deps.ledger.openMainWallet(account.id, settings.currency.code);
    if (!(await deps.socialLinks.link({ provider, subject: identity.subject, accountId: account.id, linkedAt: now }))) return null;
    return account;
  }
}

/** The providers linked to the member's account (shown in the security centre; never unlinked). */
export class ListMySocialLinks {
  constructor(private readonly deps: Pick<SocialDeps, 'socialLinks'>) {}

  async execute(caller: Principal): Promise<Result<{ provider: SocialProvider; linkedAt: Date }[]>> {
    if (caller.role !== 'member' && caller.role !== 'agent') return fail('access.need_true_account');
    return ok((await this.deps.socialLinks.listForAccount(caller.account.id)).map((l) => ({ provider: l.provider, linkedAt: l.linkedAt })));
  }
}
