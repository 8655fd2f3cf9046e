import { GetMyProtection, SetMyLimit, TakeBreak } from '../../core/platform/protection/my-protection';
import { GetMemberProtection, SetOperatorLimit } from '../../core/platform/protection/member-protection';
import type { ProtectionPlatform } from '../../adapters/api-server/protection-platform';
import type { ServerWiring } from './wiring';

export function protectionUseCases(w: ServerWiring): ProtectionPlatform {
  const { protection, sessions, accounts } = w.access;
  const d = { protection, sessions, settings: w.settings, clock: w.clock, accounts, audit: w.auditLog };
  return {
    mine: new GetMyProtection(d),
    setLimit: new SetMyLimit(d),
    takeBreak: new TakeBreak(d),
    member: new GetMemberProtection(d),
    setOperatorLimit: new SetOperatorLimit(d),
  };
}
