import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="page">
      <h1 className="page__title">{title}</h1>
      {children}
    </div>
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
