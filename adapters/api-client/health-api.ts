import { ok, type Result } from '../../core/domain/kernel/result';
import type { DeploymentHealthGateway, Liveness, Readiness } from '../../core/portal/system/check-deployment';
import type { LivenessDto, ReadinessDto } from '../wps-contract/health';
import type { ApiClient } from './api-client';

/** The health routes of the /wps API; a 503 from readiness still carries the figures. */
export class HealthApi implements DeploymentHealthGateway {
  constructor(private readonly api: ApiClient) {}

  liveness(): Promise<Result<Liveness>> {
    return this.api.call<LivenessDto>('GET', '/wps/health/live');
  }

  async readiness(): Promise<Result<Readiness>> {
    const answer = await this.api.call<ReadinessDto>('GET', '/wps/health/ready');
    if (answer.ok || typeof answer.error.value?.['ready'] !== 'boolean') return answer;
    return ok(answer.error.value as unknown as ReadinessDto);
  }
}
