import type { Api } from '../api';
import type { BlackjackRoundView } from '../../../core/platform/play/blackjack-round';
import { BlackjackActBody, BlackjackDealBody, BlackjackRound, OpenBlackjackRound, type BlackjackRoundDto } from '../../wps-contract/blackjack';
import { EmptyQuery } from '../../wps-contract/system';
import { sendResult } from '../envelope';
import type { Platform } from '../platform';
import { playToken } from './house';
import { responses } from './schemas';

const minor = (amount: bigint) => amount.toString();

const presentHand = ({ roundId, view, balance, fairness }: BlackjackRoundView): BlackjackRoundDto => ({
  roundId,
  ...view,
  settlement: view.settlement && {
    hands: view.settlement.hands.map((h) => ({ stake: minor(h.stake), payout: minor(h.payout), result: h.result })),
    ...(view.settlement.insurance ? { insurance: { stake: minor(view.settlement.insurance.stake), payout: minor(view.settlement.insurance.payout) } } : {}),
    stake: minor(view.settlement.stake),
    payout: minor(view.settlement.payout),
  },
  hands: view.hands.map((h) => ({ ...h, cards: [...h.cards] })),
  dealer: [...view.dealer],
  actions: [...view.actions],
  balance: minor(balance),
  fairness,
});

/** Blackjack from its page: deal a hand, play its moves, and pick up the hand in play after a reload. */
export function houseBlackjackRoutes(app: Api, platform: Platform): void {
  const { play } = platform;
  app.post(
    '/wps/house/blackjack/deal',
    { schema: { tags: ['play'], querystring: EmptyQuery, body: BlackjackDealBody, response: responses(BlackjackRound) } },
    async (request, reply) => sendResult(reply, await play.dealBlackjack.execute(playToken(request), BigInt(request.body.amount)), presentHand),
  );

  app.post(
    '/wps/house/blackjack/act',
    { schema: { tags: ['play'], querystring: EmptyQuery, body: BlackjackActBody, response: responses(BlackjackRound) } },
    async (request, reply) => sendResult(reply, await play.actBlackjack.execute(playToken(request), request.body), presentHand),
  );

  app.get(
    '/wps/house/blackjack/round',
    { schema: { tags: ['play'], querystring: EmptyQuery, response: responses(OpenBlackjackRound) } },
    async (request, reply) => sendResult(reply, await play.blackjackRound.execute(playToken(request)), (hand) => hand && presentHand(hand)),
  );
}
