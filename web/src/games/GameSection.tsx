import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { GameCard, VendorCard } from '../../../core/portal/catalog/types';
import { EmptyState } from '../components/EmptyState';
import { Icon, type IconName } from '../components/Icon';
import { useStores } from '../stores/stores-context';
import { GameGrid } from './GameGrid';
import { useNearScreen } from './use-near-screen';
import { VendorTabs } from './VendorTabs';

/** Home lists 12 cards a page, in 2 rows; at most 5 vendor tabs per section. */
export const HOME_PAGE_SIZE = 12;
const HOME_VENDORS = 5;

interface FrameProps {
  readonly id: string;
  readonly title: string;
  readonly icon: IconName;
  readonly morePath?: string | undefined;
  readonly page: number;
  readonly hasPrevious: boolean;
  readonly hasNext: boolean;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
  readonly tabs?: ReactNode;
  readonly games: readonly GameCard[];
  readonly loaded: boolean;
  readonly sectionRef?: Ref<HTMLElement>;
}

function SectionFrame(props: FrameProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section ref={props.sectionRef} className="game-section" aria-labelledby={`section-${props.id}`} data-testid={`section-${props.id}`}>
      <header className="game-section__header">
        <h2 id={`section-${props.id}`}>
          <Icon name={props.icon} />
          {props.title}
        </h2>
        <div className="game-section__controls">
          {(
            [
              ['previous', t('home.previous'), props.hasPrevious, props.onPrevious, 'chevronLeft'],
              ['next', t('home.next'), props.hasNext, props.onNext, 'chevronRight'],
            ] as const
          ).map(([testId, label, can, go, icon]) => (
            <button key={testId} type="button" className="icon-button icon-button--sm" disabled={!can} onClick={go} aria-label={label} data-testid={testId}>
              <Icon name={icon} className="flip-rtl" />
            </button>
          ))}
          {props.morePath && (
            <button type="button" className="button button--ghost button--sm" onClick={() => navigate(props.morePath!)}>
              {t('home.more')}
            </button>
          )}
        </div>
      </header>
      {props.tabs}
      {props.games.length > 0 ? (
        <GameGrid games={props.games} page={props.page} rows={2} />
      ) : (
        props.loaded && <EmptyState icon={props.icon} title={t('home.noData')} />
      )}
    </section>
  );
}

/** A section over a server-paged list: one vendor tab at a time, fetched once the section nears the screen. */
export const VendorSection = observer(function VendorSection({
  id,
  title,
  icon,
  gameType,
  vendors,
  morePath,
}: {
  id: string;
  title: string;
  icon: IconName;
  gameType: string;
  vendors: readonly VendorCard[];
  morePath?: string | undefined;
}) {
  const { gameLists } = useStores();
  const [list] = useState(() => gameLists(HOME_PAGE_SIZE));
  const tabs = vendors.slice(0, HOME_VENDORS);
  const [vendor, setVendor] = useState<string | null>(tabs[0]?.vassalage ?? null);
  const { ref, near } = useNearScreen<HTMLElement>();
  useEffect(() => {
    if (vendor && near) void list.show({ gameType, vassalage: vendor });
  }, [list, gameType, vendor, near]);
  return (
    <SectionFrame
      sectionRef={ref}
      id={id}
      title={title}
      icon={icon}
      morePath={morePath}
      page={list.pageNo}
      hasPrevious={list.hasPrevious}
      hasNext={list.hasNext}
      onPrevious={() => void list.previous()}
      onNext={() => void list.next()}
      tabs={<VendorTabs vendors={tabs} current={vendor} onChoose={setVendor} />}
      games={list.games}
      loaded={list.loaded || tabs.length === 0}
    />
  );
});

/** A section over a list already in hand (hot games, favourites), paged here. */
export function ListSection({
  id,
  title,
  icon,
  games,
  morePath,
}: {
  id: string;
  title: string;
  icon: IconName;
  games: readonly GameCard[];
  morePath?: string;
}) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(games.length / HOME_PAGE_SIZE));
  const current = Math.min(page, pages);
  return (
    <SectionFrame
      id={id}
      title={title}
      icon={icon}
      morePath={morePath}
      page={current}
      hasPrevious={current > 1}
      hasNext={current < pages}
      onPrevious={() => setPage(current - 1)}
      onNext={() => setPage(current + 1)}
      games={games.slice((current - 1) * HOME_PAGE_SIZE, current * HOME_PAGE_SIZE)}
      loaded
    />
  );
}
