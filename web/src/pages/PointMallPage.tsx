import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../core/domain/kernel/money';
import { EmptyState } from '../components/EmptyState';
import { Icon } from '../components/Icon';
import { StatusBadge } from '../components/StatusBadge';
import { useDateTime } from '../components/use-date-time';
import { useStores } from '../stores/stores-context';
import type { MallTab } from '../stores/mall-store';
import { RedeemDialog } from './mall/RedeemDialog';
import { Tab } from '../components/Tab';

const TABS: readonly MallTab[] = ['goods', 'history', 'details', 'rules'];
const TONES = { in_process: 'pending', approved: 'success', rejected: 'danger' } as const;

/** Points mall: current points, goods, redeem history, points details and rules. */
export const PointMallPage = observer(function PointMallPage() {
  const { mall, auth, system, language } = useStores();
  const { t } = useTranslation();
  const time = useDateTime(system.status?.timezone);
  useEffect(() => {
    void mall.load();
  }, [mall, language.lang]);
  const view = mall.mall;
  const member = auth.member;
  if (!view || !member) return null;
  const money = (minor: bigint) => formatMoney(minor, member.currencySymbol, member.scale);
  return (
    <div className="page mall-page" data-testid="point-mall">
      <h1 className="page__title">{t('pages.pointMallTitle')}</h1>
      <div className="vip-hero mall-hero">
        <span className="vip-hero__crown" aria-hidden="true">
          <Icon name="trophy" size={30} />
        </span>
        <div>
          <p className="vip-hero__label">{t('mall.balance')}</p>
          <p className="vip-hero__name" data-testid="points-balance">
            {t('mall.points', { count: Number(view.balance) })}
          </p>
          <p className="muted">{t('mall.neverExpire')}</p>
        </div>
      </div>
      <div className="promo-tabs" role="tablist" aria-label={t('pages.pointMallTitle')}>
        {TABS.map((tab) => (
          <Tab kind="promo-tab" key={tab} active={mall.tab === tab} onClick={() => mall.choose(tab)}>
            {t(`mall.tab.${tab}`)}
          </Tab>
        ))}
      </div>
      {mall.tab === 'goods' &&
        (view.goods.length === 0 ? (
          <EmptyState icon="trophy" title={t('pages.noData')} body={t('pages.pointMallEmpty')} />
        ) : (
          <div className="promo-grid promo-grid--compact">
            {view.goods.map((g) => (
              <article key={g.id} className="promo-card mall-goods" data-testid="goods">
                <div className="promo-card__picture">
                  {g.image ? <img src={g.image} alt="" loading="lazy" /> : <Icon name={g.kind === 'cash' ? 'wallet' : 'gift'} size={52} />}
                </div>
                <div className="promo-card__body">
                  <h2 className="promo-card__title" dir="auto">
                    {g.name}
                  </h2>
                  <p className="promo-card__summary">{g.kind === 'cash' ? t('mall.cashValue', { amount: money(g.value) }) : t('mall.item')}</p>
                  <p className="promo-card__time">{t('mall.stock', { count: g.stock })}</p>
                  <div className="promo-card__actions">
                    <strong className="mall-goods__points">{t('mall.points', { count: Number(g.points) })}</strong>
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={g.stock === 0 || view.balance < g.points}
                      onClick={() => mall.open(g)}
                      data-testid="goods-redeem"
                    >
                      {t('mall.redeem')}
                    </button>
                  </div>
                </div>
              </article>
            ))}
          </div>
        ))}
      {mall.tab === 'history' &&
        (view.redemptions.length === 0 ? (
          <EmptyState icon="receipt" title={t('mall.noHistory')} body={t('mall.noHistoryBody')} />
        ) : (
          <ul className="bonus-list" data-testid="redemptions">
            {view.redemptions.map((r) => (
              <li key={r.id} className="bonus-item" data-testid="redemption" data-status={r.status}>
                <div className="bonus-item__head">
                  <span dir="auto">
                    {r.quantity} × {r.name}
                  </span>
                  <StatusBadge tone={TONES[r.status]} label={t(`mall.status.${r.status}`)} />
                </div>
                <div className="bonus-item__meta">
                  <span>
                    #{r.id} · {time(r.createdAt)}
                  </span>
                  <span>{t('mall.spent', { count: Number(r.points) })}</span>
                </div>
                {r.remark && <p className="muted">{r.remark}</p>}
              </li>
            ))}
          </ul>
        ))}
      {mall.tab === 'details' && (
        <ul className="bonus-list" data-testid="points-details">
          {view.entries.map((e) => (
            <li key={e.id} className="bonus-item">
              <div className="bonus-item__head">
                <span>{t(`mall.entry.${e.kind}`)}</span>
                <strong className={e.delta < 0n ? 'money money--out' : 'money'}>{`${e.delta > 0n ? '+' : ''}${e.delta}`}</strong>
              </div>
              <div className="bonus-item__meta">
                <span>{time(e.createdAt)}</span>
                <span>{t('mall.after', { count: Number(e.balanceAfter) })}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {mall.tab === 'rules' && (
        <div className="article">
          <p>{t('mall.rules1')}</p>
          <p>{t('mall.rules2')}</p>
          <p>{t('mall.rules3')}</p>
        </div>
      )}
      {mall.redeeming && <RedeemDialog />}
    </div>
  );
});
