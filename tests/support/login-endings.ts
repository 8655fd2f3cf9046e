import type { TestServer } from './test-server';
import { call } from './wps-http';

export interface EndableLogin {
  readonly token: string;
  readonly username: string;
}

/** Every way a member's login ends but a timeout: its logout, support's revoke-all, and its password change from `password`. */
export function loginEndings(
  server: () => TestServer,
  staff: () => string,
  password: string,
): [string, (login: EndableLogin) => Promise<{ status: number }>][] {
  return [
    ['logout', (m) => call(server(), 'DELETE', '/wps/session/logout', { token: m.token })],
    ["support's revoke-all", (m) => call(server(), 'DELETE', `/wps/admin/member/${m.username}/sessions`, { token: staff(), console: true })],
    [
      'a password change',
      (m) =>
        call(server(), 'POST', '/wps/member/password', {
          token: m.token,
          body: { oldPassword: password, newPassword: 'Xyz98765', confirmNewPassword: 'Xyz98765' },
        }),
    ],
  ];
}
