import type { Result } from '../../domain/kernel/result';
import type { LiveHostInput } from '../../domain/engagement/live-host';

/** A live host as players see it (CBS_modelList). */
export interface LiveModelView extends LiveHostInput {
  readonly id: number;
}

export interface LiveHostView extends LiveModelView {
  readonly enabled: boolean;
  readonly createdAt: string;
}

/** The player's calls over live hosts: who is on, and the room to chat with one. */
export interface LiveRoomGateway {
  liveModels(): Promise<Result<LiveModelView[]>>;
  launchLiveChat(hostId: number): Promise<Result<{ chatUrl: string }>>;
}

/** Support's calls over live hosts. */
export interface LiveHostDeskGateway {
  liveHosts(): Promise<Result<LiveHostView[]>>;
  addLiveHost(host: LiveHostInput): Promise<Result<LiveHostView>>;
  disableLiveHost(id: number): Promise<Result<LiveHostView>>;
}

/** Support's live hosts (`portal live host add|list|disable`); the server checks the fields and the role. */
export class SupportLiveHosts {
  constructor(private readonly gateway: LiveHostDeskGateway) {}

  list(): Promise<Result<LiveHostView[]>> {
    return this.gateway.liveHosts();
  }

  add(host: LiveHostInput): Promise<Result<LiveHostView>> {
    return this.gateway.addLiveHost(host);
  }

  disable(id: number): Promise<Result<LiveHostView>> {
    return this.gateway.disableLiveHost(id);
  }
}
