import type { Api } from '../api';
import type { LimitView, ProtectionView } from '../../../core/platform/protection/protection-view';
import { MemberLookupParams } from '../../wps-contract/admin';
import { ExclusionBody, LimitBody, MemberProtectionState, ProtectionState, TimeoutBody, type ProtectionStateDto } from '../../wps-contract/protection';
import { EmptyQuery } from '../../wps-contract/system';
import { sendResult } from '../envelope';
import type { Platform } from '../platform';
import { responses } from './schemas';

const text = (v: bigint | null) => (v === null ? null : v.toString());

const presentLimit = (l: LimitView) => ({
  key: l.key,
  member: text(l.member),
  pending: l.pending ? { value: text(l.pending.value), at: l.pending.at.toISOString() } : null,
  operator: text(l.operator),
  effective: text(l.effective),
  used: text(l.used),
  resetsAt: l.resetsAt?.toISOString() ?? null,
});

export const presentProtection = (v: ProtectionView): ProtectionStateDto => ({
  limits: v.limits.map(presentLimit),
  pause: v.pause ? { kind: v.pause.kind, startedAt: v.pause.startedAt.toISOString(), endsAt: v.pause.endsAt?.toISOString() ?? null } : null,
});

/** Responsible gaming: limits, time-outs and self-exclusion; support's view and operator limits. */
export function protectionRoutes(app: Api, platform: Platform): void {
  const { protection } = platform;
  const tags = ['protection'];

  app.get(
    '/wps/member/protection',
    { config: { auth: 'member' }, schema: { tags, querystring: EmptyQuery, response: responses(ProtectionState) } },
    async (request, reply) => sendResult(reply, await protection.mine.execute(request.principal), presentProtection),
  );

  app.put(
    '/wps/member/protection/limits',
    { config: { auth: 'member' }, schema: { tags, querystring: EmptyQuery, body: LimitBody, response: responses(ProtectionState) } },
    async (request, reply) => sendResult(reply, await protection.setLimit.execute(request.principal, request.body.key, request.body.value), presentProtection),
  );

  app.post(
    '/wps/member/protection/timeout',
    { config: { auth: 'member' }, schema: { tags, querystring: EmptyQuery, body: TimeoutBody, response: responses(ProtectionState) } },
    async (request, reply) =>
      sendResult(reply, await protection.takeBreak.execute(request.principal, { kind: 'timeout', duration: request.body.duration }), presentProtection),
  );

  app.post(
    '/wps/member/protection/exclusion',
    { config: { auth: 'member' }, schema: { tags, querystring: EmptyQuery, body: ExclusionBody, response: responses(ProtectionState) } },
    async (request, reply) => {
      return sendResult(
        reply,
        await protection.takeBreak.execute(request.principal, { kind: 'exclusion', duration: request.body.duration }),
        presentProtection,
      );
    },
  );

  app.get(
    '/wps/admin/member/:account/protection',
    {
      config: { auth: 'member' },
      schema: { tags: ['admin'], querystring: EmptyQuery, params: MemberLookupParams, response: responses(MemberProtectionState) },
    },
    async (request, reply) => {
      return sendResult(reply, await protection.member.execute(request.principal, request.params.account), (v) => ({
        account: v.account,
        ...presentProtection(v),
      }));
    },
  );

  app.put(
    '/wps/admin/member/:account/protection/limits',
    {
      config: { auth: 'member' },
      schema: { tags: ['admin'], querystring: EmptyQuery, params: MemberLookupParams, body: LimitBody, response: responses(MemberProtectionState) },
    },
    async (request, reply) => {
      const result = await protection.setOperatorLimit.execute(request.principal, request.params.account, request.body.key, request.body.value);
      return sendResult(reply, result, (v) => ({ account: v.account, ...presentProtection(v) }));
    },
  );
}
