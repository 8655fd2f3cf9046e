import type { Api } from '../api';
import { CreateStaffBody, CreatedAccount, MemberLookupParams, MemberRecord, SettingBody, SettingParams, Settings } from '../../wps-contract/admin';
import { requireRole } from '../auth';
import { okEnvelope, sendResult } from '../envelope';
import type { Platform } from '../platform';
import { EmptyQuery } from '../../wps-contract/system';
import { presentMember } from './member';
import { responses } from './schemas';

/** Support and operator calls; every one checks the staff role in its use case. */
export function adminRoutes(app: Api, platform: Platform): void {
  app.get(
    '/wps/admin/member/:account',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, params: MemberLookupParams, response: responses(MemberRecord) } },
    async (request, reply) => {
      const result = await platform.findMember.execute(request.principal, request.params.account);
      return sendResult(reply, result, (m) => ({ ...presentMember(m), lockedUntil: m.lockedUntil?.toISOString() ?? null }));
    },
  );

  app.get(
    '/wps/admin/settings',
    { config: { auth: 'member' }, preHandler: requireRole('staff'), schema: { tags: ['admin'], querystring: EmptyQuery, response: responses(Settings) } },
    async () => okEnvelope({ ...(await platform.site.execute()) }),
  );

  app.put(
    '/wps/admin/settings/:key',
    {
      config: { auth: 'member' },
      schema: { tags: ['admin'], querystring: EmptyQuery, params: SettingParams, body: SettingBody, response: responses(Settings) },
    },
    async (request, reply) => {
      const result = await platform.updateSetting.execute(request.principal, request.params.key, request.body.value);
      return sendResult(reply, result, (s) => ({ ...s }));
    },
  );

  app.post(
    '/wps/admin/staff',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, body: CreateStaffBody, response: responses(CreatedAccount) } },
    async (request, reply) => sendResult(reply, await platform.createStaff.execute(request.principal, request.body.username, request.body.password), (a) => a),
  );
}
