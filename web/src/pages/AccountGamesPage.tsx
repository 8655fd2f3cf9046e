import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/EmptyState';
import { Pagination } from '../components/Pagination';
import { GameGrid } from '../games/GameGrid';
import { useStores } from '../stores/stores-context';

const PAGE_SIZE = 24;

/** /favorite and /recent: the member's own game lists, 24 a page. */
export const AccountGamesPage = observer(function AccountGamesPage({ kind }: { kind: 'favorite' | 'recent' }) {
  const { lobby, language } = useStores();
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  useEffect(() => {
    void (kind === 'favorite' ? lobby.loadFavourites() : lobby.loadRecent());
  }, [lobby, kind, language.lang]);
  const games = kind === 'favorite' ? lobby.favourites : lobby.recent;
  const pages = Math.max(1, Math.ceil(games.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  return (
    <div className="page" data-testid={`${kind}-page`}>
      <h1 className="page__title">{t(`pages.${kind}Title`)}</h1>
      {games.length > 0 ? (
        <>
          <h2 className="visually-hidden">{t('lobby.results', { count: games.length })}</h2>
          <GameGrid games={games.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE)} page={current} rows={4} />
        </>
      ) : (
        <EmptyState icon={kind === 'favorite' ? 'star' : 'rotate'} title={t('pages.noData')} body={t(`pages.${kind}Empty`)} />
      )}
      <Pagination page={current} pages={pages} label={t('lobby.pages')} onPage={setPage} />
    </div>
  );
});
