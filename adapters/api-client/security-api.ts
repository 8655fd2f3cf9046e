import type { Result } from '../../core/domain/kernel/result';
import type { Profile } from '../../core/domain/access/profile';
import type {
  AuthenticatorSetup,
  ContactBinding,
  DeviceSession,
  LoginHistoryEntry,
  SocialLinkEntry,
  MyProfile,
  SecurityGateway,
  SecurityOverview,
} from '../../core/portal/security/ports';
import type { ApiClient } from './api-client';

/** The security centre's routes of the /wps API, over the same client (session, transport) as the rest. */
export class SecurityApi implements SecurityGateway {
  constructor(private readonly api: ApiClient) {}

  profile(): Promise<Result<MyProfile>> {
    return this.api.call('GET', '/wps/member/profile');
  }

  updateProfile(changes: Profile): Promise<Result<MyProfile>> {
    return this.api.call('PUT', '/wps/member/profile', { body: changes });
  }

  requestEmailCode(email: string): Promise<Result<{ expiredMinutes: number }>> {
    return this.api.call('POST', '/wps/verification/email/bind', { body: { email } });
  }

  bindContact(binding: ContactBinding): Promise<Result<{ kind: 'mobile' | 'email'; value: string }>> {
    return this.api.call('PUT', '/wps/member/contact', { body: binding });
  }

  overview(): Promise<Result<SecurityOverview>> {
    return this.api.call('GET', '/wps/member/security');
  }

  startAuthenticator(): Promise<Result<AuthenticatorSetup>> {
    return this.api.call('POST', '/wps/member/security/authenticator');
  }

  confirmAuthenticator(code: string): Promise<Result<{ recoveryCodes: string[] }>> {
    return this.api.call('PUT', '/wps/member/security/authenticator', { body: { code } });
  }

  unbindAuthenticator(code: string): Promise<Result<null>> {
    return this.api.call('POST', '/wps/member/security/authenticator/unbind', { body: { code } });
  }

  sessions(): Promise<Result<DeviceSession[]>> {
    return this.api.call('GET', '/wps/member/sessions');
  }

  revokeSession(id: number): Promise<Result<{ revoked: number }>> {
    return this.api.call('DELETE', `/wps/member/sessions/${id}`);
  }

  revokeOtherSessions(): Promise<Result<{ revoked: number }>> {
    return this.api.call('DELETE', '/wps/member/sessions');
  }

  loginHistory(): Promise<Result<LoginHistoryEntry[]>> {
    return this.api.call('GET', '/wps/member/logins');
  }

  socialLinks(): Promise<Result<SocialLinkEntry[]>> {
    return this.api.call('GET', '/wps/member/social');
  }
}
