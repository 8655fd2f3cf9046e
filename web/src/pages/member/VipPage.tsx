import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../core/domain/kernel/money';
import { Icon } from '../../components/Icon';
import { useStores } from '../../stores/stores-context';
import { DataTable } from '../../components/DataTable';

const share = (done: bigint, needed: bigint) => (needed === 0n ? 100 : Number((done * 100n) / (done + needed)));

/** VIP: the member's level, what the next one still needs, and every level's thresholds. */
export const VipPage = observer(function VipPage() {
  const { loyalty, auth, language } = useStores();
  const { t } = useTranslation();
  useEffect(() => {
    void loyalty.loadVip();
  }, [loyalty, language.lang]);
  const vip = loyalty.vip;
  const member = auth.member;
  if (!vip || !member) return null;
  const money = (minor: bigint) => formatMoney(minor, member.currencySymbol, member.scale);
  const bars = vip.next
    ? [
        { label: t('vip.validBet'), done: vip.validBet, needed: vip.next.validBetNeeded },
        { label: t('vip.deposit'), done: vip.deposit, needed: vip.next.depositNeeded },
      ]
    : [];
  return (
    <div className="vip-page" data-testid="vip-page">
      <div className="vip-hero">
        <span className="vip-hero__crown" aria-hidden="true">
          <Icon name="crown" size={34} />
        </span>
        <div>
          <p className="vip-hero__label">{t('vip.yourLevel')}</p>
          <p className="vip-hero__name" data-testid="vip-level">
            VIP {vip.level} · {vip.name}
          </p>
          <p className="muted">{vip.next ? t('vip.nextNeeds', { name: vip.next.level.name }) : t('vip.top')}</p>
        </div>
      </div>
      {bars.map((b) => (
        <div key={b.label} className="vip-bar">
          <div className="bonus-item__meta">
            <span>{b.label}</span>
            <span>{b.needed > 0n ? t('vip.more', { amount: money(b.needed) }) : t('vip.met')}</span>
          </div>
          <div className="progress" role="progressbar" aria-label={b.label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={share(b.done, b.needed)}>
            <span style={{ inlineSize: `${share(b.done, b.needed)}%` }} />
          </div>
        </div>
      ))}
      <div className="table-wrap">
        <DataTable
          className="vip-table"
          rows={vip.levels}
          rowKey={(l) => l.level}
          row={(l) => ({ className: l.level === vip.level ? 'vip-table__current' : undefined, 'aria-current': l.level === vip.level ? 'true' : undefined })}
          columns={[
            {
              head: t('vip.level'),
              cell: (l) => (
                <>
                  VIP {l.level} · {l.name}
                </>
              ),
            },
            { head: t('vip.validBet'), num: true, td: { className: 'money' }, cell: (l) => money(l.validBet) },
            { head: t('vip.deposit'), num: true, td: { className: 'money' }, cell: (l) => money(l.deposit) },
          ]}
        />
      </div>
    </div>
  );
});
