import { observer } from 'mobx-react-lite';
import type { LotteryGameView } from '../../../../core/portal/lottery/types';
import { Icon } from '../../components/Icon';
import { FormError } from '../../components/FormError';
import { withMoneyParams } from '../../components/money';
import type { LotteryStore } from '../../stores/lottery/lottery-store';
import { useStores } from '../../stores/stores-context';
import { LotteryBetName } from '../../components/LotteryBetName';
import { moneyOf } from './lottery-format';
import { useLotteryT } from './use-lottery-t';

/** The slip: a line per bet with its own stake, the total cost and potential win, and the submit. */
export const BetSlip = observer(function BetSlip({ store, game, closed }: { store: LotteryStore; game: LotteryGameView; closed: boolean }) {
  const t = useLotteryT();
  const { auth } = useStores();
  const slip = store.slip;
  const money = moneyOf(auth.member);
  const totals = slip.totals(game);
  const member = auth.member;
  const error = slip.error && member ? withMoneyParams(slip.error, member.currencySymbol, member.scale) : slip.error;
  return (
    <section className="lottery-panel bet-slip" id="bet-slip" data-testid="bet-slip">
      <h2 className="lottery-panel__title">
        <Icon name="receipt" size={18} />
        {t('lottery.slip.title')}
        {slip.entries.length > 0 && (
          <button type="button" className="link-button bet-slip__clear" onClick={() => slip.clear()}>
            {t('lottery.slip.clear')}
          </button>
        )}
      </h2>
      <label className="bet-slip__default">
        <span>{t('lottery.slip.newStake')}</span>
        <input
          className="bet-slip__stake"
          inputMode="decimal"
          value={slip.stakeText}
          onChange={(e) => slip.setDefaultStake(e.target.value)}
          data-testid="default-stake"
          dir="ltr"
        />
      </label>
      {slip.entries.length === 0 ? (
        <p className="muted bet-slip__empty">{t('lottery.slip.empty')}</p>
      ) : (
        <ul className="bet-slip__lines">
          {slip.lines.map((line) => (
            <li key={line.key} className="bet-slip__line" data-testid="slip-line">
              <LotteryBetName kind={line.kind} picks={line.picks} position={line.position} />
              <input
                className={`bet-slip__stake${line.valid ? '' : ' bet-slip__stake--invalid'}`}
                inputMode="decimal"
                aria-label={t('lottery.slip.stake')}
                value={line.stakeText}
                onChange={(e) => slip.setStake(line.key, e.target.value)}
                dir="ltr"
              />
              <span className="bet-slip__win" dir="ltr">
                {money(slip.lineWin(game, line))}
              </span>
              <button type="button" className="icon-button icon-button--sm" aria-label={t('lottery.slip.remove')} onClick={() => slip.remove(line.key)}>
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <dl className="bet-slip__totals">
        <dt>{t('lottery.slip.balance')}</dt>
        <dd data-testid="lottery-balance">{member ? money(member.balance) : ''}</dd>
        <dt>{t('lottery.slip.cost')}</dt>
        <dd data-testid="slip-cost">{money(totals.cost)}</dd>
        <dt>{t('lottery.slip.win')}</dt>
        <dd className="bet-slip__potential" data-testid="slip-win">
          {money(totals.win)}
        </dd>
      </dl>
      <FormError failure={error} testId="slip-error" />
      {slip.placed > 0 && (
        <p className="bet-slip__placed" role="status" data-testid="slip-placed">
          <Icon name="check" size={16} />
          {t('lottery.slip.placed', { count: slip.placed })}
        </p>
      )}
      <button
        type="button"
        className="button button--primary button--block button--lg"
        disabled={closed || !slip.canSubmit}
        onClick={() => void slip.submit(game)}
        data-testid="place-bets"
      >
        {closed ? t('lottery.slip.closed') : t('lottery.slip.submit')}
      </button>
    </section>
  );
});
