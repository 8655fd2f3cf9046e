import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../core/domain/kernel/money';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { FormError } from '../../components/FormError';
import { useStores } from '../../stores/stores-context';
import { TeamTransferForm } from './TeamTransferForm';

/** Member centre 'transferUpline': pay the direct upline (agents: or one of their direct downline) with the payment password. */
export const TransferUplinePage = observer(function TransferUplinePage() {
  const { team, auth } = useStores();
  const { t } = useTranslation();
  const recipients = team.recipients;
  useEffect(() => {
    void team.open();
  }, [team]);
  const member = auth.member;
  if (!member) return null;
  const money = (minor: bigint) => formatMoney(minor, member.currencySymbol, member.scale);
  const upline = team.targets?.upline;
  return (
    <div className="cashier team-transfer" data-testid="team-transfer-page">
      {!team.targets && team.loading && (
        <p className="cashier__loading" role="status">
          {t('team.loading')}
        </p>
      )}
      {!team.targets && team.error && <FormError failure={team.error} />}
      {team.targets && recipients.length === 0 && <EmptyState icon="users" title={t('team.noUpline')} body={t('team.noUplineBody')} />}
      {team.targets && recipients.length > 0 && (
        <div className="cashier__grid">
          <div className="upline-card" data-testid="upline-card">
            <span className="bank-card__icon">
              <Icon name="users" size={22} />
            </span>
            <div>
              <p className="muted">{t('team.yourUpline')}</p>
              <p className="upline-card__name">{upline ? `${upline.nickname} (${upline.account})` : t('team.none')}</p>
              {member.role === 'agent' && <p className="muted">{t('team.downlineCount', { count: team.targets.downlines.length })}</p>}
              <p className="muted">
                {t('team.available')} <strong className="money">{money(member.balance)}</strong>
              </p>
            </div>
          </div>
          {team.sent ? (
            <div className="deposit-success" role="status" data-testid="team-sent">
              <span className="deposit-success__icon">
                <Icon name="check" size={30} />
              </span>
              <h3>{t('team.sentTitle')}</h3>
              <p className="deposit-success__amount money">{money(team.sent.amount)}</p>
              <p className="muted">{t('team.sentBody', { account: team.sent.recipient })}</p>
              <button type="button" className="button button--ghost" onClick={() => team.startAnother()}>
                {t('team.another')}
              </button>
            </div>
          ) : (
            <TeamTransferForm />
          )}
        </div>
      )}
    </div>
  );
});
