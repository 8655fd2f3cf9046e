import type { LiveHostInput } from '../../core/domain/engagement/live-host';
import { mapOk, type Result } from '../../core/domain/kernel/result';
import type { LiveHostDeskGateway, LiveHostView, LiveModelView, LiveRoomGateway } from '../../core/portal/engagement/live-hosts';
import type { LaunchChatAnswerDto, LiveHostBodyDto, LiveHostRecordDto, LiveModelListDto } from '../wps-contract/live';
import type { ApiClient } from './api-client';

/** The live host routes of the /wps API: the players' model list and chat launch, and support's list. */
export class LiveHostsApi implements LiveHostDeskGateway, LiveRoomGateway {
  constructor(private readonly api: ApiClient) {}

  async liveModels(): Promise<Result<LiveModelView[]>> {
    return mapOk(await this.api.call<LiveModelListDto>('GET', '/wps/relay/CBS_modelList'), (answer) => answer.list);
  }

  launchLiveChat(hostId: number): Promise<Result<{ chatUrl: string }>> {
    return this.api.call<LaunchChatAnswerDto>('GET', '/wps/relay/CBS_launchChat', { query: { hostId: String(hostId) } });
  }

  liveHosts(): Promise<Result<LiveHostView[]>> {
    return this.api.call<LiveHostRecordDto[]>('GET', '/wps/admin/live/hosts');
  }

  addLiveHost(host: LiveHostInput): Promise<Result<LiveHostView>> {
    const body: LiveHostBodyDto = { name: host.name, pictureUrl: host.pictureUrl, streamUrl: host.streamUrl, schedule: host.schedule };
    return this.api.call<LiveHostRecordDto>('POST', '/wps/admin/live/hosts', { body });
  }

  disableLiveHost(id: number): Promise<Result<LiveHostView>> {
    return this.api.call<LiveHostRecordDto>('POST', `/wps/admin/live/hosts/${id}/disable`);
  }
}
