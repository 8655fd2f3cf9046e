import { PLAY_SESSION_HEADER } from '../../adapters/wps-contract/play';
import type { TestServer } from './test-server';
import { call } from './wps-http';

/** Launches the house dice for the member and rolls it `times` (amount in minor units): valid bet from settled rounds. */
export async function rollDice(server: TestServer, token: string, times: number, amount: string): Promise<void> {
  const launched = await call(server, 'POST', '/wps/game/launchGame', { token, body: { gameCode: 'HOUSE_DICE' } });
  const play = (await call(server, 'POST', '/wps/house/session', { body: { launch: new URL(launched.body.value.url, server.url).searchParams.get('launch') } }))
    .body.value.token as string;
  for (let i = 0; i < times; i++) {
    const rolled = await call(server, 'POST', '/wps/house/dice/play', {
      headers: { [PLAY_SESSION_HEADER]: play },
      body: { amount, params: { direction: 'over', target: 5000 } },
    });
    if (rolled.status !== 200) throw new Error(`dice answered ${rolled.status} ${rolled.body?.code}`);
  }
}
