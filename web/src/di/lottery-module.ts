import { ContainerModule } from 'inversify';
import { STORES } from './stores';
import { TOKENS } from './tokens';
import { once } from './once';

/** The lottery pages' store, built with the first lottery page so the home route does not carry it. */
export const lotteryModule = new ContainerModule(({ bind }) => {
  bind(STORES.lottery).toResolvedValue(
    (gateway, auth, events, clock, every, newRequestId) =>
      once(async () => {
        const [loaded, { composeLottery }] = await Promise.all([gateway(), import('./compose-lottery')]);
        return composeLottery(loaded, auth, events, clock, every, newRequestId);
      }),
    [TOKENS.LotteryGateway, STORES.auth, STORES.liveEvents, TOKENS.Clock, TOKENS.Every, TOKENS.NewRequestId],
  );
});
