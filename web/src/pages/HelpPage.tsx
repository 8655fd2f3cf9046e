import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { EmptyState } from '../components/EmptyState';
import { useStores } from '../stores/stores-context';

/** Help centre articles from the server, with a table of contents; #term jumps to the terms. */
export const HelpPage = observer(function HelpPage() {
  const { help, language } = useStores();
  const { t } = useTranslation();
  const { hash } = useLocation();

  useEffect(() => {
    void help.load(language.lang);
  }, [help, language.lang]);

  useEffect(() => {
    if (hash && help.help) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash, help.help]);

  const articles = help.help?.articles ?? [];
  return (
    <div className="page page--help">
      <h1 className="page__title">{t('pages.helpTitle')}</h1>
      {articles.length === 0 && !help.loading ? (
        <EmptyState icon="help" title={t('pages.noData')} />
      ) : (
        <div className="help">
          <nav className="help__toc" aria-label={t('pages.helpContents')}>
            <h2>{t('pages.helpContents')}</h2>
            <ol>
              {articles.map((a) => (
                <li key={a.slug}>
                  <a href={`#${a.slug}`}>{a.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="help__articles">
            {articles.map((a) => (
              <article key={a.slug} id={a.slug} className="help__article">
                <h2>{a.title}</h2>
                {/* Help articles are operator-authored HTML from our own database. */}
                <div dangerouslySetInnerHTML={{ __html: a.content }} />
              </article>
            ))}
          </div>
        </div>
      )}
    </div>
  );
});
