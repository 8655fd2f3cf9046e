import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../components/EmptyState';
import type { IconName } from '../components/Icon';

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="page">
      <h1 className="page__title">{title}</h1>
      {children}
    </div>
  );
}

/** A page whose content later features fill; until then it says so plainly. */
function EmptyPage({ title, icon, body }: { title: string; icon: IconName; body?: string }) {
  const { t } = useTranslation();
  return (
    <Page title={t(title)}>
      <EmptyState icon={icon} title={t('pages.noData')} {...(body ? { body: t(body) } : {})} />
    </Page>
  );
}

export const LotteryPage = () => <EmptyPage title="pages.lotteryTitle" icon="ticket" body="pages.lotteryEmpty" />;
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
