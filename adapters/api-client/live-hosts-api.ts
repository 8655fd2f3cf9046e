import type { Result } from '../../core/domain/kernel/result';
import type { LiveHostInput } from '../../core/domain/engagement/live-host';
import type { LiveHostDeskGateway, LiveHostView } from '../../core/portal/engagement/live-hosts';
import type { LiveHostBodyDto, LiveHostRecordDto } from '../wps-contract/live';
import type { ApiClient } from './api-client';

/** Support's live host routes of the /wps API. */
export class LiveHostsApi implements LiveHostDeskGateway {
  constructor(private readonly api: ApiClient) {}

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
