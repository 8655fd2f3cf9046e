import { useTranslation } from 'react-i18next';
import { pageWindow } from '../../../core/domain/kernel/page-window';
import { Icon } from './Icon';

interface PaginationProps {
  readonly page: number;
  readonly pages: number;
  readonly label: string;
  readonly onPage: (page: number) => void;
  readonly disabled?: boolean;
}

/** Previous, five page numbers around the current one with the first and last, next; the current page is marked for assistive tech. */
export function Pagination({ page, pages, label, onPage, disabled = false }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="pagination__step" onClick={() => onPage(page - 1)} disabled={disabled || page <= 1} aria-label={t('record.previous')}>
        <Icon name="chevronLeft" size={16} className="flip-rtl" />
      </button>
      {pageWindow(page, pages).map((n, i) =>
        n === 'gap' ? (
          <span key={`gap${i}`} className="pagination__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            type="button"
            key={n}
            className={`pagination__page${n === page ? ' pagination__page--current' : ''}`}
            onClick={() => onPage(n)}
            disabled={disabled}
            aria-current={n === page ? 'page' : undefined}
          >
            {n}
          </button>
        ),
      )}
      <button type="button" className="pagination__step" onClick={() => onPage(page + 1)} disabled={disabled || page >= pages} aria-label={t('record.next')}>
        <Icon name="chevronRight" size={16} className="flip-rtl" />
      </button>
      <span className="pagination__summary">{t('record.page', { page, pages })}</span>
    </nav>
  );
}
