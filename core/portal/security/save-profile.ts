import { validateProfileChange, type Profile } from '../../domain/access/profile';
import type { Clock } from '../../domain/kernel/ports';
import { calendarDateIn } from '../../domain/kernel/calendar';
import { ok, type Result } from '../../domain/kernel/result';
import type { MyProfile, SecurityGateway } from './ports';

/**
 * Saves the profile form: only the fields that differ are sent, after the same checks the server
 * makes (minimum age on today's date where the player is, the locked real name).
 */
export class SaveProfile {
  constructor(
    private readonly gateway: SecurityGateway,
    private readonly clock: Clock,
  ) {}

  async execute(current: MyProfile, form: Profile, timeZone: string): Promise<Result<MyProfile>> {
    const today = calendarDateIn(this.clock.now(), timeZone);
    const checked = validateProfileChange(current.profile, form, { minimumAge: current.minimumAge, today, realNameLocked: current.realNameLocked });
    if (!checked.ok) return checked;
    return Object.keys(checked.value).length === 0 ? ok(current) : this.gateway.updateProfile(checked.value);
  }
}
