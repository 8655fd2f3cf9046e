import { makeAutoObservable, runInAction } from 'mobx';
import { liveChatHost } from '../../../core/domain/engagement/live-host';
import type { Failure } from '../../../core/domain/kernel/result';
import type { LiveModelView, LiveRoomGateway } from '../../../core/portal/engagement/live-hosts';
import type { ChatStore } from './chat-store';

/** The live hosts players see on the live casino page, and the way into a host's chat room. */
export class LiveStore {
  hosts: LiveModelView[] = [];
  loaded = false;
  failure: Failure | null = null;

  constructor(
    private readonly gateway: LiveRoomGateway,
    private readonly chat: ChatStore,
  ) {
    makeAutoObservable<LiveStore, 'gateway' | 'chat'>(this, { gateway: false, chat: false });
  }

  async load(): Promise<void> {
    const list = await this.gateway.liveModels();
    runInAction(() => {
      this.loaded = true;
      if (list.ok) this.hosts = list.value;
    });
  }

  /** Asks the server for the member's room with the host (CBS_launchChat) and opens the chat there. */
  async launch(hostId: number): Promise<void> {
    this.failure = null;
    const launched = await this.gateway.launchLiveChat(hostId);
    if (!launched.ok) {
      runInAction(() => (this.failure = launched.error));
      return;
    }
    const room = liveChatHost(new URL(launched.value.chatUrl, 'http://portal').searchParams);
    if (room !== null) await this.openRoom(room);
  }

  /** Opens the chat in the room of a host by id (a chatUrl followed from elsewhere); for a host who is not on, the chat with support says so. */
  async openRoom(hostId: number): Promise<void> {
    if (!this.hosts.some((h) => h.id === hostId)) await this.load();
    const host = this.hosts.find((h) => h.id === hostId);
    if (host) this.chat.openRoom(host);
    else this.chat.refuse({ code: 'live.host_unavailable' });
  }
}
