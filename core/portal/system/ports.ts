import type { Result } from '../../domain/kernel/result';
import type { HelpCenter, SystemStatus } from './types';

export interface SystemGateway {
  status(): Promise<Result<SystemStatus>>;
  helpCenter(lang: string): Promise<Result<HelpCenter>>;
}
