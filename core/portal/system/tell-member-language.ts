import type { Role } from '../../domain/access/roles';
import { ok, type Result } from '../../domain/kernel/result';

export interface MemberLanguageGateway {
  setLanguage(language: string): Promise<Result<{ language: string }>>;
}

/**
 * The language chosen in the side menu is also told to the server, which writes the
 * member's SMS and emails in it. Visitors and trial players have nothing to keep it with, and a
 * member whose account already has the language needs no call.
 */
export class TellMemberLanguage {
  constructor(private readonly gateway: MemberLanguageGateway) {}

  async execute(member: { readonly role: Role; readonly language: string } | null, language: string): Promise<Result<null>> {
    if (!member || (member.role !== 'member' && member.role !== 'agent') || member.language === language) return ok(null);
    const told = await this.gateway.setLanguage(language);
    return told.ok ? ok(null) : told;
  }
}
