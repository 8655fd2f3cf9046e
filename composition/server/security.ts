import { SqlBankAccounts } from '../../adapters/sql/repositories/sql-bank-accounts';
import type { SecurityPlatform } from '../../adapters/api-server/security-platform';
import { GetSecurityOverview } from '../../core/platform/security/get-security-overview';
import { StartAuthenticatorBinding } from '../../core/platform/security/start-authenticator-binding';
import { ConfirmAuthenticator } from '../../core/platform/security/confirm-authenticator';
import { GetMyProfile, UpdateMyProfile } from '../../core/platform/security/my-profile';
import { SetMyLanguage } from '../../core/platform/security/set-my-language';
import { BindContact, SendContactCode } from '../../core/platform/security/bind-contact';
import { UnbindAuthenticator } from '../../core/platform/security/unbind-authenticator';
import { ListMySessions } from '../../core/platform/security/list-my-sessions';
import { RevokeMySessions } from '../../core/platform/security/revoke-my-sessions';
import { ListLoginHistory } from '../../core/platform/security/list-login-history';
import { ListMemberSessions, RevokeMemberSessions } from '../../core/platform/security/member-sessions';
import type { ServerWiring } from './wiring';

export function securityUseCases(w: ServerWiring): SecurityPlatform {
  const d = { ...w.access, ...w.challenge, ...w.verification, bankAccounts: new SqlBankAccounts(w.db), postbox: w.outbound, audit: w.auditLog };
  return {
    sendContactCode: new SendContactCode(d),
    bindContact: new BindContact(d),
    profile: new GetMyProfile(d),
    updateProfile: new UpdateMyProfile(d),
    setLanguage: new SetMyLanguage(d),
    overview: new GetSecurityOverview(d),
    startAuthenticator: new StartAuthenticatorBinding(d),
    confirmAuthenticator: new ConfirmAuthenticator(d),
    unbindAuthenticator: new UnbindAuthenticator(d),
    listSessions: new ListMySessions(d),
    revokeSessions: new RevokeMySessions(d),
    loginHistory: new ListLoginHistory(d.loginHistory),
    memberSessions: new ListMemberSessions(d),
    revokeMemberSessions: new RevokeMemberSessions(d),
  };
}
