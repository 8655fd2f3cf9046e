import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../core/domain/kernel/money';
import { MAIN_WALLET } from '../../../../core/domain/wallet/transfer-rules';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { FormError } from '../../components/FormError';
import { useStores } from '../../stores/stores-context';
import { TransferForm } from './TransferForm';

/** Member centre 'transferFund': the main wallet and each vendor wallet, moves between them, recall all. */
export const TransferFundPage = observer(function TransferFundPage() {
  const { transfers, auth } = useStores();
  const { t } = useTranslation();
  useEffect(() => {
    void transfers.open();
  }, [transfers]);
  const member = auth.member;
  const wallets = transfers.wallets;
  if (!member) return null;
  const money = (minor: bigint) => formatMoney(minor, member.currencySymbol, wallets?.scale ?? member.scale);
  const walletName = (code: string) => (code === MAIN_WALLET ? t('transfer.main') : code);
  return (
    <div className="cashier transfer" data-testid="transfer-page">
      {!wallets && transfers.loading && (
        <p className="cashier__loading" role="status">
          {t('transfer.loading')}
        </p>
      )}
      {!wallets && transfers.error && <FormError failure={transfers.error} retry={() => void transfers.load()} />}
      {wallets?.isSingle && <EmptyState icon="wallet" title={t('transfer.singleTitle')} body={t('transfer.singleBody')} />}
      {wallets && (!wallets.isSingle || wallets.vendors.length > 0) && (
        <section className="wallets" aria-labelledby="wallets-title">
          <div className="wallets__head">
            <div>
              <h3 id="wallets-title">{t('transfer.wallets')}</h3>
              <p className="muted">
                {t('transfer.total')}{' '}
                <strong className="money" data-testid="wallets-total">
                  {money(wallets.total)}
                </strong>
              </p>
            </div>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void transfers.recallAll()}
              disabled={transfers.busy !== null || transfers.vendorsWithMoney === 0}
              data-testid="recall-all"
            >
              <Icon name="rotate" size={16} />
              {transfers.busy === 'recall' ? t('transfer.recalling') : t('transfer.recallAll')}
            </button>
          </div>
          <ul className="wallets__grid">
            {[{ code: MAIN_WALLET, balance: wallets.main }, ...wallets.vendors].map((w) => (
              <li
                key={w.code}
                className={`wallet-card${w.code === MAIN_WALLET ? ' wallet-card--main' : ''}${w.balance > 0n ? '' : ' wallet-card--empty'}`}
                data-testid={`wallet-${w.code}`}
              >
                <span className="wallet-card__name">{walletName(w.code)}</span>
                <span className="wallet-card__balance money">{money(w.balance)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {wallets && !wallets.isSingle && <TransferForm wallets={wallets} walletName={walletName} money={money} />}
      {transfers.lastOutcome && (
        <p className="transfer__outcome" role="status" data-testid="transfer-outcome">
          <Icon name="check" size={18} />
          {transfers.lastOutcome.moved.length === 0
            ? t('transfer.nothingMoved')
            : transfers.lastOutcome.moved
                .map((m) => t('transfer.moved', { amount: money(m.amount), from: walletName(m.from), to: walletName(m.to) }))
                .join(' · ')}
        </p>
      )}
    </div>
  );
});
