import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { categoryOfPath } from '../../../core/domain/catalog/categories';
import { EmptyState } from '../components/EmptyState';
import { CATEGORY_ICONS } from '../layout/category-icons';

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="page">
      <h1 className="page__title">{title}</h1>
      {children}
    </div>
  );
}

/** /sports, /esports, /live, /rng, /fish, /pvp, /lott, /elott: the game centre of one category. */
export function CategoryPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const category = categoryOfPath(pathname) ?? 'HOME';
  const name = t(`category.${category}`);
  return (
    <Page title={name}>
      <EmptyState icon={CATEGORY_ICONS[category]} title={t('pages.noData')} body={t('pages.gameCenterEmpty', { category: name })} />
    </Page>
  );
}

export function PromotionsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.promotionsTitle')}>
      <EmptyState icon="gift" title={t('pages.noData')} body={t('pages.promotionsEmpty')} />
    </Page>
  );
}

export function PointMallPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.pointMallTitle')}>
      <EmptyState icon="trophy" title={t('pages.noData')} body={t('pages.pointMallEmpty')} />
    </Page>
  );
}

export function AccountGamesPage({ kind }: { kind: 'favorite' | 'recent' }) {
  const { t } = useTranslation();
  return (
    <Page title={t(`pages.${kind}Title`)}>
      <EmptyState icon={kind === 'favorite' ? 'star' : 'rotate'} title={t('pages.noData')} body={t(`pages.${kind}Empty`)} />
    </Page>
  );
}

export function LotteryPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.lotteryTitle')}>
      <EmptyState icon="ticket" title={t('pages.noData')} body={t('pages.lotteryEmpty')} />
    </Page>
  );
}

export function SeamlessPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.seamlessTitle')}>
      <EmptyState icon="gamepad" title={t('pages.noData')} />
    </Page>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.notFound')}>
      <Link to="/" className="button button--primary">
        {t('pages.backHome')}
      </Link>
    </Page>
  );
}
