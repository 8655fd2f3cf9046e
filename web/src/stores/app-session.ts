import { reaction, runInAction } from 'mobx';
import type { CountUnread } from '../../../core/portal/messages/count-unread';
import type { TellMemberLanguage } from '../../../core/portal/system/tell-member-language';
import type { AnnouncementStore } from './announcement-store';
import type { AuthStore } from './auth-store';
import type { ChatStore } from './chat-store';
import type { LanguageStore } from './language-store';
import type { LiveEvents } from './live-events';
import type { LobbyStore } from './lobby-store';
import type { MissionStore } from './mission-store';
import type { PromotionStore } from './promotion-store';
import type { RealityCheckStore } from './reality-check-store';

export interface AppSessionParts {
  readonly auth: AuthStore;
  readonly events: LiveEvents;
  readonly language: LanguageStore;
  /** Where operator content's language is set. */
  readonly useContentLanguage: (language: string) => void;
  readonly tellLanguage: TellMemberLanguage;
  readonly countUnread: CountUnread;
  readonly announcements: AnnouncementStore;
  readonly lobby: LobbyStore;
  readonly promotions: PromotionStore;
  readonly missions: MissionStore;
  readonly chat: ChatStore;
  readonly realityCheck: RealityCheckStore;
}

/** What the app does when the language changes, someone logs in or out, or the live channel speaks: started once by the app's entry. */
export class AppSession {
  constructor(private readonly parts: AppSessionParts) {}

  /** Links the stores, then restores the stored session (a social sign-in's outcome when given). */
  async start(social: string | null): Promise<void> {
    const { auth, events, language, announcements, lobby, promotions, missions, chat, realityCheck } = this.parts;
    // Operator content (banners, promotions, missions, …) is asked for in the reader's language; pages fetch it again when it changes.
    reaction(
      () => language.lang,
      (lang) => this.parts.useContentLanguage(lang.toUpperCase()),
      { fireImmediately: true },
    );
    // Who is looking decides what is announced (visitors, players, first-session players), in their language.
    reaction(
      () => `${auth.member?.id}:${language.lang}`,
      () => void announcements.refresh(),
      { fireImmediately: true },
    );
    reaction(
      () => `${auth.member?.id}:${auth.member?.language}:${language.lang}`,
      () => void this.tellLanguage(),
      { fireImmediately: true },
    );
    // Asked for as soon as the language is known, beside the session's restore, not after the first render.
    reaction(
      () => language.lang,
      () => void lobby.load(),
      { fireImmediately: true },
    );
    // Not before the stored session is known: a trial's reload would first ask for the chat as a visitor and be refused.
    reaction(
      () => (auth.restoring ? null : (auth.member?.id ?? 0)),
      (who) => {
        if (who === null) return;
        const member = auth.isLogin && !auth.isTrial;
        void promotions.refreshCount(member);
        void missions.refresh(member);
        chat.reset();
        if (member || !auth.isLogin) void chat.refresh();
      },
      { fireImmediately: true },
    );
    // The header balance and the message badges follow the member's channel.
    reaction(
      () => auth.isLogin,
      (loggedIn) =>
        loggedIn
          ? events.connect({
              balance: (update) => auth.applyBalance(update.code, update.available),
              message: () => void this.messageArrived(),
              loginEnded: () => void auth.reloadMember(),
            })
          : events.disconnect(),
    );
    reaction(
      () => events.chatEvent,
      (event) => event && chat.heard(event.kind),
    );
    // Members' and agents' sessions are counted and checked; trial play is not real money.
    reaction(
      () => (auth.isLogin && !auth.isTrial ? auth.member?.id : undefined),
      (memberId) => (memberId === undefined ? realityCheck.end() : void realityCheck.start()),
      { fireImmediately: true },
    );
    await auth.restore(social);
  }

  private async tellLanguage(): Promise<void> {
    const { auth, language } = this.parts;
    const lang = language.lang;
    if ((await this.parts.tellLanguage.execute(auth.member, lang)).ok) auth.applyLanguage(lang);
  }

  private async messageArrived(): Promise<void> {
    const { auth, events } = this.parts;
    if (!auth.member) return;
    const count = await this.parts.countUnread.execute(auth.member.role);
    runInAction(() => {
      events.messageCounted();
      if (count.ok) auth.applyUnread(count.value);
    });
  }
}
