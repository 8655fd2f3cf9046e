import { ContainerModule } from 'inversify';
import { AnswerRealityCheck } from '../../../core/portal/protection/answer-reality-check';
import { AnsweredChecks, LoadRealityCheck } from '../../../core/portal/protection/load-reality-check';
import { RealityCheckStore } from '../stores/reality-check-store';
import { STORES } from './stores';
import { TOKENS } from './tokens';

/** The reality check of a member's session. */
export const protectionModule = new ContainerModule(({ bind }) => {
  bind(STORES.realityCheck).toResolvedValue(
    (gateway, tab, clock, every) => {
      const answered = new AnsweredChecks(tab);
      return new RealityCheckStore({ load: new LoadRealityCheck(gateway, answered, clock), answer: new AnswerRealityCheck(answered) }, clock, every);
    },
    [TOKENS.SessionSummaryGateway, TOKENS.TabPreferences, TOKENS.Clock, TOKENS.Every],
  );
});
