import { observer } from 'mobx-react-lite';
import { useId, type ReactElement, type ReactNode } from 'react';
import type { RecordPageLike, RecordStore } from '../stores/record-store';
import { DataTable, type DataTableProps } from './DataTable';
import { EmptyState } from './EmptyState';
import type { IconName } from './Icon';
import { Pagination } from './Pagination';
import { FormError } from './FormError';

interface RecordTableProps<P extends RecordPageLike> extends Omit<DataTableProps<P['items'][number]>, 'rows' | 'children'> {
  readonly record: RecordStore<P>;
  readonly caption: string;
  readonly empty: { readonly icon: IconName; readonly title: string; readonly body: string };
  readonly testId: string;
  /** Shown above the table once a page has come: the record's totals. */
  readonly summary?: ReactNode;
  /** Shown while the first page is on its way. */
  readonly loadingText?: string;
  /** Offer to load again beside the error. */
  readonly retry?: boolean;
  /** The pager's name; none where the record is a single page. */
  readonly pager: string | null;
}

/** A record's current page as a table of columns (or its empty state), with its error, its summary and the pager. */
export const RecordTable = observer(function RecordTable<P extends RecordPageLike>({
  record,
  caption,
  empty,
  summary,
  loadingText,
  retry,
  pager,
  ...table
}: RecordTableProps<P>) {
  const captionId = useId();
  const { page } = record;
  return (
    <>
      <FormError failure={record.error} retry={retry ? () => void record.open() : undefined} />
      {page && summary}
      {!page && record.loading && loadingText && (
        <p className="cashier__loading" role="status">
          {loadingText}
        </p>
      )}
      {page && page.items.length === 0 ? (
        <EmptyState icon={empty.icon} title={empty.title} body={empty.body} />
      ) : (
        page && (
          <div className="table-wrap" role="region" aria-labelledby={captionId} tabIndex={0} aria-busy={record.loading}>
            <DataTable rows={record.items} {...table}>
              <caption id={captionId} className="visually-hidden">
                {caption}
              </caption>
            </DataTable>
          </div>
        )
      )}
      {pager && <Pagination page={record.pageNo} pages={record.totalPages} label={pager} onPage={(n) => void record.goTo(n)} disabled={record.loading} />}
    </>
  );
}) as <P extends RecordPageLike>(props: RecordTableProps<P>) => ReactElement;
