import type { LotteryBetKindView } from '../../../../core/portal/lottery/types';
import { oddsText } from './lottery-format';
import { useLotteryT } from './use-lottery-t';
import { Tab } from '../../components/Tab';

/** The game's kinds of bet as tabs, each with what it pays for 1 staked. */
export function KindTabs({
  kinds,
  current,
  onChoose,
}: {
  kinds: readonly LotteryBetKindView[];
  current: LotteryBetKindView;
  onChoose: (kind: string) => void;
}) {
  const t = useLotteryT();
  return (
    <div className="kind-tabs" role="tablist">
      {kinds.map((k) => (
        <Tab kind="kind-tab" key={k.kind} active={k === current} onClick={() => onChoose(k.kind)} data-testid={`kind-${k.kind}`}>
          <span>{t(`lotteryBet.kind.${k.kind}`, { defaultValue: k.kind })}</span>
          <small dir="ltr">×{oddsText(k.pays['win'] ?? 0n, k.per)}</small>
        </Tab>
      ))}
    </div>
  );
}
