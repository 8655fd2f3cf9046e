import { validateCredentials } from '../../domain/access/credentials';
import { fail, type Result } from '../../domain/kernel/result';
import type { AgencyGateway } from './ports';
import type { CreatedDownline, NewDownline } from './types';

/** Register centre (registerCenter): a new member or agent directly under me; the server checks its patterns. */
export class RegisterDownline {
  constructor(private readonly gateway: Pick<AgencyGateway, 'registerDownline'>) {}

  async execute(downline: NewDownline): Promise<Result<CreatedDownline>> {
    const checked = validateCredentials({ username: downline.username, password: downline.password, type: 'username' }, false);
    if (!checked.ok) return checked;
    if (downline.kind !== 'member' && downline.kind !== 'agent') return fail('validation.invalid_value', { field: 'kind' });
    return this.gateway.registerDownline({ username: checked.value.username, password: checked.value.password, kind: downline.kind });
  }
}
