import { fail, type Result } from '../../domain/kernel/result';

export interface EnteredLotteryResult {
  readonly gameCode: string;
  readonly drawId: string;
  readonly result: Readonly<Record<string, readonly string[]>>;
  readonly settledAt: string | null;
}

export interface LotteryResultGateway {
  enterLotteryResult(gameCode: string, drawId: string, result: unknown): Promise<Result<EnteredLotteryResult>>;
}

/** Support enters an official draw's result, typed as JSON ({ "special": ["12345"], … }); the server checks its shape and settles the draw. */
export class EnterLotteryResult {
  constructor(private readonly gateway: LotteryResultGateway) {}

  execute(gameCode: string, drawId: string, resultJson: string): Promise<Result<EnteredLotteryResult>> {
    let result: unknown;
    try {
      result = JSON.parse(resultJson);
    } catch {
      return Promise.resolve(fail('lottery.result_not_json', { field: 'result' }));
    }
    return this.gateway.enterLotteryResult(gameCode, drawId, result);
  }
}
