import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { categoryOfPath } from '../../../core/domain/catalog/categories';
import type { LaneType } from '../../../core/domain/catalog/menu';
import { EmptyState } from '../components/EmptyState';
import { Icon } from '../components/Icon';
import { Pagination } from '../components/Pagination';
import { GameGrid } from '../games/GameGrid';
import { LiveHosts } from '../games/LiveHosts';
import { VendorTabs } from '../games/VendorTabs';
import { CATEGORY_ICONS } from '../layout/category-icons';
import { useStores } from '../stores/stores-context';
import { FormError } from '../components/FormError';

/** Category pages list 24 cards a page, in 4 rows. */
const PAGE_SIZE = 24;

/**
 * /live /fish /pvp /sports /esports /lott /elott /rng: the category's games with vendor tabs, a
 * name search and pages; /rng also takes ?vassalage and has the RNG sub-category tabs.
 */
export const CategoryPage = observer(function CategoryPage() {
  const { lobby, gameLists, language } = useStores();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const category = categoryOfPath(pathname) ?? 'RNG';
  const [list] = useState(() => gameLists(PAGE_SIZE));
  const vassalage = params.get('vassalage');
  const classify = params.get('gameClassify');
  const gameName = params.get('gameName') ?? '';
  const [search, setSearch] = useState(gameName);
  const vendors =
    category === 'RNG' ? [...(lobby.lane('RNG')?.vendors ?? []), ...(lobby.lane('MIXED')?.vendors ?? [])] : (lobby.lane(category as LaneType)?.vendors ?? []);

  useEffect(() => {
    void list.show({
      gameType: category,
      ...(vassalage ? { vassalage } : {}),
      ...(classify ? { gameClassify: classify } : {}),
      ...(gameName ? { gameName } : {}),
    });
  }, [list, category, vassalage, classify, gameName, language.lang]);
  useEffect(() => setSearch(gameName), [gameName]);

  const change = (key: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change('gameName', search.trim() || null);
  };
  const name = t(`category.${category}`);

  return (
    <div className="page category-page">
      <header className="category-page__header">
        <h1 className="page__title">
          <Icon name={CATEGORY_ICONS[category]} size={26} />
          {name}
        </h1>
        <form className="game-search" role="search" onSubmit={submit}>
          <Icon name="list" size={18} />
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('lobby.searchPlaceholder')}
            aria-label={t('lobby.search')}
            maxLength={64}
          />
          <button type="submit" className="button button--primary button--sm">
            {t('lobby.searchButton')}
          </button>
        </form>
      </header>
      {category === 'LIVE' && <LiveHosts />}
      <VendorTabs vendors={vendors} current={vassalage} onChoose={(v) => change('vassalage', v)} withAll />
      {category === 'RNG' && lobby.menu && (
        <div className="classify-tabs" role="toolbar" aria-label={t('lobby.subCategories')}>
          {[null, ...lobby.menu.rngClassifies].map((c) => (
            <button type="button" key={c ?? 'all'} className="classify-tabs__tab" aria-pressed={classify === c} onClick={() => change('gameClassify', c)}>
              {c ? t(`lobby.classify.${c}`) : t('lobby.all')}
            </button>
          ))}
        </div>
      )}
      <FormError failure={list.error} retry={() => void list.goTo(list.pageNo)} />
      {list.loaded && !list.error && <h2 className="category-page__count">{t('lobby.results', { count: list.total })}</h2>}
      {list.games.length > 0 ? (
        <GameGrid games={list.games} page={list.pageNo} rows={4} />
      ) : (
        list.loaded &&
        !list.error && <EmptyState icon={CATEGORY_ICONS[category]} title={t('pages.noData')} body={t('pages.gameCenterEmpty', { category: name })} />
      )}
      <Pagination
        page={list.pageNo}
        pages={list.totalPages}
        label={t('lobby.pages')}
        onPage={(p) => void list.goTo(p).then(() => window.scrollTo({ top: 0 }))}
        disabled={list.loading}
      />
    </div>
  );
});
