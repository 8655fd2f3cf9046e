import { fail, ok, type Result } from '../../../core/domain/kernel/result';
import type { MemberLanguageGateway } from '../../../core/portal/system/tell-member-language';
import { defaultSettings } from './settings';
import { sessionRefusal } from './portal-answers';

/**
 * The language kept with the member's account, in memory, keeping the MemberLanguageGateway
 * contract (tests/contract/suites/portal-member-language-gateway.ts): only a language the
 * operator supports. `role` is whose session calls (null: none). Records what it was told;
 * `answer` scripts the answers instead.
 */
export class InMemoryMemberLanguage implements MemberLanguageGateway {
  readonly told: string[] = [];
  answer: Result<{ language: string }> | null = null;
  role: 'member' | 'trial' | null = 'member';
  language = 'EN';

  constructor(private readonly supported: readonly string[] = defaultSettings().supportLanguages) {}

  async setLanguage(language: string): Promise<Result<{ language: string }>> {
    this.told.push(language);
    if (this.answer) return this.answer;
    const refused = sessionRefusal(this.role);
    if (refused) return refused;
    if (!this.supported.includes(language))
      return fail('validation.unsupported_language', { field: 'language', params: { languages: this.supported.join(', ') } });
    this.language = language;
    return ok({ language });
  }
}
