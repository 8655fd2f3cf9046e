import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { lotteryEn } from '../../i18n/lottery-en';
import { lotteryUr } from '../../i18n/lottery-ur';
import type { LotteryStore } from '../../stores/lottery/lottery-store';
import { useStores } from '../../stores/stores-context';
import '../../styles/lottery.css';
import { GameScreen } from './GameScreen';
import { LotteryLobby } from './LotteryLobby';
import { useLotteryT } from './use-lottery-t';

/** The lottery pages' texts join the app's i18next instance when the first lottery page renders. */
function useLotteryTexts(): void {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('EN', 'lottery')) {
    i18n.addResourceBundle('EN', 'lottery', lotteryEn);
    i18n.addResourceBundle('UR', 'lottery', lotteryUr);
  }
}

/**
 * /lottery, /seaLottery and /vnLottery: the betting screen of the game `gameCode` names when it is
 * a house lottery game of that page, and the lottery lobby otherwise.
 */
export function LotteryPage() {
  const { lottery } = useStores();
  const [store, setStore] = useState<LotteryStore | null>(null);
  useLotteryTexts();
  useEffect(() => {
    let current = true;
    void lottery().then((loaded) => current && setStore(loaded));
    return () => {
      current = false;
    };
  }, [lottery]);
  return store ? <LotteryView store={store} /> : null;
}

const LotteryView = observer(function LotteryView({ store }: { store: LotteryStore }) {
  const t = useLotteryT();
  const path = useLocation().pathname.toLowerCase();
  const gameCode = useSearchParams()[0].get('gameCode');
  useEffect(() => store.open(), [store]);
  const game = store.games.find((g) => g.gameCode === gameCode && g.route.toLowerCase() === path) ?? null;
  useEffect(() => store.show(game?.gameCode ?? null), [store, game?.gameCode]);

  if (!store.menu)
    return (
      <div className="page lottery">
        {store.error ? <EmptyState icon="ticket" title={t('lottery.empty')} /> : <p className="muted">{t('lottery.loading')}</p>}
      </div>
    );
  return <div className="page lottery">{game && store.game ? <GameScreen store={store} game={store.game} /> : <LotteryLobby store={store} />}</div>;
});
