import { ApiClient } from '../../adapters/api-client/api-client';
import { HealthApi } from '../../adapters/api-client/health-api';
import { CheckDeployment } from '../../core/portal/system/check-deployment';

/** `portal status`: the health routes of the deployment at `url`, no session needed. */
export const composeStatus = (url: string): CheckDeployment => new CheckDeployment(new HealthApi(new ApiClient(url, 'bearer')));
