import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { AccountRepository } from '../access/ports';
import type { SettingsRepository } from '../system/ports';
import { memberOnly } from './member-only';

/** The member's language (lang), kept with the account and used for the SMS and emails it gets. */
export class SetMyLanguage {
  constructor(private readonly deps: { readonly accounts: Pick<AccountRepository, 'updateProfile'>; readonly settings: SettingsRepository }) {}

  async execute(caller: Principal, language: string): Promise<Result<{ language: string }>> {
    const refused = memberOnly(caller);
    if (refused) return refused;
    const { supportLanguages } = await this.deps.settings.load();
    if (!supportLanguages.includes(language))
      return fail('validation.unsupported_language', { field: 'language', params: { languages: supportLanguages.join(', ') } });
    await this.deps.accounts.updateProfile(caller.account.id, caller.account.nickname, { language });
    return ok({ language });
  }
}
