import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';

interface PaginationProps {
  readonly page: number;
  readonly pages: number;
  readonly label: string;
  readonly onPage: (page: number) => void;
  readonly disabled?: boolean;
}

/** Previous, a window of page numbers, next; the current page is marked for assistive tech. */
export function Pagination({ page, pages, label, onPage, disabled = false }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, pages - 4));
  const numbers = Array.from({ length: Math.min(5, pages) }, (_, i) => first + i);
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="pagination__step" onClick={() => onPage(page - 1)} disabled={disabled || page <= 1} aria-label={t('record.previous')}>
        <Icon name="chevronLeft" size={16} className="flip-rtl" />
      </button>
      {numbers.map((n) => (
        <button type="button" key={n} className={`pagination__page${n === page ? ' pagination__page--current' : ''}`} onClick={() => onPage(n)} disabled={disabled} aria-current={n === page ? 'page' : undefined}>
          {n}
        </button>
      ))}
      <button type="button" className="pagination__step" onClick={() => onPage(page + 1)} disabled={disabled || page >= pages} aria-label={t('record.next')}>
        <Icon name="chevronRight" size={16} className="flip-rtl" />
      </button>
      <span className="pagination__summary">{t('record.page', { page, pages })}</span>
    </nav>
  );
}
