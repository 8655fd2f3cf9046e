import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../core/domain/kernel/money';
import { markdownToHtml, splitArticle } from '../../../../core/domain/system/markdown';
import type { PromotionView } from '../../../../core/portal/engagement/types';
import { useErrorText } from '../../components/use-error-text';
import { Modal } from '../../modals/Modal';
import { useStores } from '../../stores/stores-context';
import { ApplicationForm } from './ApplicationForm';
import { StateButton } from './StateButton';

/** The rules that decide what a promotion pays, in the player's words. */
function RuleList({ promotion, symbol, scale }: { promotion: PromotionView; symbol: string; scale: number }) {
  const { t } = useTranslation();
  const money = (minor: bigint) => formatMoney(minor, symbol, scale);
  const rules: [string, string][] =
    promotion.kind === 'deposit_bonus'
      ? [
          [t('promo.rule.percent'), `${promotion.percent}%`],
          [t('promo.rule.cap'), money(promotion.cap)],
          [t('promo.rule.minDeposit'), money(promotion.minDeposit)],
        ]
      : promotion.kind === 'info'
        ? []
        : [[t('promo.rule.amount'), money(promotion.amount)]];
  if (promotion.kind !== 'info') rules.push([t('promo.rule.turnover'), t('promo.rule.turnoverTimes', { times: promotion.turnoverMultiple })]);
  if (rules.length === 0) return null;
  return (
    <dl className="promo-rules">
      {rules.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd className="money">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A promotion's details page: its text, its rules, its state and, for applications, the form. */
export const PromotionDialog = observer(function PromotionDialog() {
  const { promotions, system } = useStores();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const item = promotions.openedPromotion;
  if (!item) return null;
  const { promotion } = item;
  // As in the help centre, the text's `# ` line is its title: the dialog shows the promotion's own.
  const { body } = splitArticle(promotion.content);
  const currency = system.status?.currency ?? { symbol: '', scale: 2 };
  const outcome = promotions.outcome?.promotionId === promotion.id ? promotions.outcome : null;
  return (
    <Modal title={promotion.title} onClose={() => promotions.open(null)} size="lg" testId="promotion-dialog">
      {promotion.image && <img className="promo-dialog__picture" src={promotion.image} alt="" />}
      {body.trim() !== '' && (
        <div className="article promo-dialog__content" dir="auto" data-testid="promotion-content" dangerouslySetInnerHTML={{ __html: markdownToHtml(body) }} />
      )}
      <RuleList promotion={promotion} symbol={currency.symbol} scale={currency.scale} />
      {item.state === 'rejected' && item.reason && <p className="form__error">{t('promo.rejectedBecause', { reason: item.reason })}</p>}
      {promotions.applying && item.state === 'join' ? (
        <ApplicationForm promotionId={promotion.id} />
      ) : (
        <div className="promo-dialog__actions">
          <StateButton item={item} />
        </div>
      )}
      {outcome && !promotions.applying && (
        <p className={outcome.failure ? 'form__error' : 'form__success'} role="status" data-testid="promotion-outcome">
          {outcome.failure ? errorText(outcome.failure) : t('promo.done')}
        </p>
      )}
    </Modal>
  );
});
