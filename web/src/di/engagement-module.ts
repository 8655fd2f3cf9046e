import { ContainerModule } from 'inversify';
import { ClaimMission, LoadLeaderboard, LoadMissions } from '../../../core/portal/engagement/missions';
import {
  ApplyForPromotion,
  ClaimPromotion,
  ClaimZaloBonus,
  CountClaimableRewards,
  LoadBonusDetails,
  LoadPromotions,
} from '../../../core/portal/engagement/promotions';
import { moneyInText } from '../components/money';
import { MissionStore } from '../stores/mission-store';
import { PromotionStore } from '../stores/promotion-store';
import type { SystemStore } from '../stores/system-store';
import { STORES } from './stores';
import { TOKENS } from './tokens';

/** Money inside a sentence, in the site's currency. */
const moneyIn = (system: SystemStore) => (minor: bigint) => moneyInText(minor, system.status?.currency.symbol ?? '', system.status?.currency.scale ?? 2);

/** Promotions and missions. */
export const engagementModule = new ContainerModule(({ bind }) => {
  bind(STORES.promotions).toResolvedValue(
    (gateway, ui, system) =>
      new PromotionStore(
        {
          load: new LoadPromotions(gateway),
          count: new CountClaimableRewards(gateway),
          claim: new ClaimPromotion(gateway),
          apply: new ApplyForPromotion(gateway),
          details: new LoadBonusDetails(gateway),
          zalo: new ClaimZaloBonus(gateway),
        },
        ui,
        moneyIn(system),
      ),
    [TOKENS.PromotionGateway, STORES.ui, STORES.system],
  );
  bind(STORES.missions).toResolvedValue(
    (gateway, ui, system) =>
      new MissionStore({ load: new LoadMissions(gateway), claim: new ClaimMission(gateway), leaderboard: new LoadLeaderboard(gateway) }, ui, moneyIn(system)),
    [TOKENS.MissionGateway, STORES.ui, STORES.system],
  );
});
