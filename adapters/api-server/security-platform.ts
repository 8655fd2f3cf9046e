import type { ConfirmAuthenticator } from '../../core/platform/security/confirm-authenticator';
import type { GetSecurityOverview } from '../../core/platform/security/get-security-overview';
import type { ListLoginHistory } from '../../core/platform/security/list-login-history';
import type { ListMySessions } from '../../core/platform/security/list-my-sessions';
import type { ListMemberSessions, RevokeMemberSessions } from '../../core/platform/security/member-sessions';
import type { RevokeMySessions } from '../../core/platform/security/revoke-my-sessions';
import type { StartAuthenticatorBinding } from '../../core/platform/security/start-authenticator-binding';
import type { GetMyProfile, UpdateMyProfile } from '../../core/platform/security/my-profile';
import type { BindContact, SendContactCode } from '../../core/platform/security/bind-contact';
import type { SetMyLanguage } from '../../core/platform/security/set-my-language';
import type { UnbindAuthenticator } from '../../core/platform/security/unbind-authenticator';

/** The security centre's use cases and support's view of a member's sessions. */
export interface SecurityPlatform {
  readonly profile: GetMyProfile;
  readonly sendContactCode: SendContactCode;
  readonly bindContact: BindContact;
  readonly updateProfile: UpdateMyProfile;
  readonly setLanguage: SetMyLanguage;
  readonly overview: GetSecurityOverview;
  readonly startAuthenticator: StartAuthenticatorBinding;
  readonly confirmAuthenticator: ConfirmAuthenticator;
  readonly unbindAuthenticator: UnbindAuthenticator;
  readonly listSessions: ListMySessions;
  readonly revokeSessions: RevokeMySessions;
  readonly loginHistory: ListLoginHistory;
  readonly memberSessions: ListMemberSessions;
  readonly revokeMemberSessions: RevokeMemberSessions;
}
