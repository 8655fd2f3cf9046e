import type { Result } from '../../domain/kernel/result';
import type { AgencyGateway } from './ports';
import type { AgentMenu } from './types';

/** Which contract pages the agent's menu shows (flags enableCt, salary, hourSalary, agentRealtimeSalary). */
export class LoadAgentMenu {
  constructor(private readonly gateway: Pick<AgencyGateway, 'agentMenu'>) {}

  execute(): Promise<Result<AgentMenu>> {
    return this.gateway.agentMenu();
  }
}
