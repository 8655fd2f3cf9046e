import { ContainerModule } from 'inversify';
import { CountUnread } from '../../../core/portal/messages/count-unread';
import { TellMemberLanguage } from '../../../core/portal/system/tell-member-language';
import { AppSession } from '../stores/app-session';
import { STORES } from './stores';
import { TOKENS } from './tokens';

/** The app session that links the areas' stores. */
export const appSessionModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.AppSession).toResolvedValue(
    (auth, events, language, content, memberLanguage, messages, announcements, lobby, promotions, missions, chat, realityCheck) =>
      new AppSession({
        auth,
        events,
        language,
        useContentLanguage: (lang) => content.use(lang),
        tellLanguage: new TellMemberLanguage(memberLanguage),
        countUnread: new CountUnread(messages),
        announcements,
        lobby,
        promotions,
        missions,
        chat,
        realityCheck,
      }),
    [
      STORES.auth,
      STORES.liveEvents,
      STORES.language,
      TOKENS.ContentLanguage,
      TOKENS.MemberLanguageGateway,
      TOKENS.MessagesGateway,
      STORES.announcements,
      STORES.lobby,
      STORES.promotions,
      STORES.missions,
      STORES.chat,
      STORES.realityCheck,
    ],
  );
});
