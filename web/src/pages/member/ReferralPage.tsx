import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../core/domain/kernel/money';
import { CopyButton } from '../../components/CopyButton';
import { EmptyState } from '../../components/EmptyState';
import { QrImage } from '../../components/QrImage';
import { useDateTime } from '../../components/use-date-time';
import { useStores } from '../../stores/stores-context';

/** Invite friends: the member's link with its QR code, the reward rules, and the friends who came with it. */
export const ReferralPage = observer(function ReferralPage() {
  const { loyalty, auth, system } = useStores();
  const { t } = useTranslation();
  const time = useDateTime(system.status?.timezone);
  useEffect(() => {
    void loyalty.loadReferrals();
  }, [loyalty]);
  const referrals = loyalty.referrals;
  const member = auth.member;
  if (!referrals || !member) return null;
  if (!referrals.enabled) return <EmptyState icon="users" title={t('referral.off')} body={t('referral.offBody')} />;
  const money = (minor: bigint) => formatMoney(minor, member.currencySymbol, member.scale);
  const link = `${window.location.origin}/register?referralCode=${referrals.code}`;
  return (
    <div className="referral-page" data-testid="referral-page">
      <div className="referral-card">
        <QrImage text={link} alt={t('referral.qrAlt')} testId="referral-qr" />
        <div className="referral-card__text">
          <p className="referral-card__lead">{t('referral.lead', { reward: money(referrals.reward), deposit: money(referrals.minFirstDeposit) })}</p>
          <span className="balance-card__label">{t('referral.code')}</span>
          <strong className="referral-card__code" data-testid="referral-code">
            {referrals.code}
          </strong>
          <span className="balance-card__label">{t('referral.link')}</span>
          <div className="referral-card__link">
            <code dir="ltr" data-testid="referral-link">
              {link}
            </code>
            <CopyButton value={link} field={t('referral.link')} testId="referral-copy" />
          </div>
        </div>
      </div>
      <h3>{t('referral.friends', { count: referrals.friends.length })}</h3>
      {referrals.friends.length === 0 ? (
        <EmptyState icon="users" title={t('referral.noFriends')} body={t('referral.noFriendsBody')} />
      ) : (
        <ul className="bonus-list" data-testid="referral-friends">
          {referrals.friends.map((f) => (
            <li key={`${f.name}-${f.registeredAt}`} className="bonus-item" data-testid="referral-friend">
              <div className="bonus-item__head">
                <span dir="ltr">{f.name}</span>
                <strong className={f.reward === null ? 'muted' : 'money'}>
                  {f.reward === null ? t('referral.waiting') : t('referral.earned', { amount: money(f.reward) })}
                </strong>
              </div>
              <div className="bonus-item__meta">
                <span>{t('referral.joined', { time: time(f.registeredAt) })}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
