import { ContainerModule } from 'inversify';
import { ChatStore } from '../stores/chat-store';
import { LiveStore } from '../stores/live-store';
import { STORES } from './stores';
import { TOKENS } from './tokens';

/** The chat with support and the live hosts' rooms. */
export const chatModule = new ContainerModule(({ bind }) => {
  bind(STORES.chat).toResolvedValue((gateway, clock) => new ChatStore(gateway, () => clock.now().getTime()), [TOKENS.ChatGateway, TOKENS.Clock]);
  bind(STORES.live).toResolvedValue((gateway, chat) => new LiveStore(gateway, chat), [TOKENS.LiveRoomGateway, STORES.chat]);
});
