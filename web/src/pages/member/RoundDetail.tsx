import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { BetItem } from '../../../../core/portal/records/ports';
import { Icon } from '../../components/Icon';
import { FormError } from '../../components/FormError';
import { useStores } from '../../stores/stores-context';
import { LotteryTicketLine } from './LotteryTicketLine';
import { RoundSteps } from './RoundSteps';

interface RoundDetailProps {
  readonly bet: BetItem;
  readonly money: (minor: bigint, signed?: boolean) => string;
  readonly time: (iso: string) => string;
}

/** One round's log: balances, every step, and for our own games the provably fair check. */
export const RoundDetail = observer(function RoundDetail({ bet, money, time }: RoundDetailProps) {
  const { roundDetail } = useStores();
  const { t } = useTranslation();
  const { log, verification, error, loading } = roundDetail;
  return (
    <div className="round-detail" data-testid="round-detail">
      <p className="muted">
        {t('bets.roundId', { id: bet.roundId })} · {bet.gameCode}
      </p>
      {log && (
        <>
          <p>
            {t('bets.balance', {
              before: log.balanceBefore === null ? '—' : money(log.balanceBefore),
              after: log.balanceAfter === null ? '—' : money(log.balanceAfter),
            })}
          </p>
          <LotteryTicketLine log={log} />
          <RoundSteps log={log} money={money} time={time} />
        </>
      )}
      {bet.house && log && (
        <button
          type="button"
          className="button button--ghost button--sm"
          onClick={() => void roundDetail.verify()}
          disabled={loading}
          data-testid="verify-round"
        >
          <Icon name="shield" size={16} /> {t('bets.verify')}
        </button>
      )}
      {verification && (
        <div role="status" data-testid="verify-outcome">
          <p className={verification.hashMatches && verification.outcomeMatches ? 'form__success' : 'form__error'}>
            {verification.hashMatches && verification.outcomeMatches ? t('bets.verified') : t('bets.notVerified')}
          </p>
          <p className="round-detail__seeds" dir="ltr">
            {t('bets.seeds', { seed: verification.serverSeed, hash: verification.serverSeedHash, client: verification.clientSeed, nonce: verification.nonce })}
          </p>
        </div>
      )}
      <FormError failure={error} />
    </div>
  );
});
