import { observer } from 'mobx-react-lite';
import { Fragment, useId, type HTMLAttributes, type Key, type ReactElement, type ReactNode, type TdHTMLAttributes } from 'react';
import type { RecordPageLike, RecordStore } from '../stores/record-store';
import { EmptyState } from './EmptyState';
import type { IconName } from './Icon';
import { Pagination } from './Pagination';
import { FormError } from './FormError';

type Attributes<E> = E & { readonly [data: `data-${string}`]: string | number | undefined };

type Money = (minor: bigint, signed?: boolean) => string;

/** One column of a record table: its header and how a row fills its cell, an amount, a signed result (a loss in the debit colour) or any content. */
export type RecordColumn<T> = { readonly head: ReactNode } & (
  | { readonly money: (row: T) => bigint }
  | { readonly result: (row: T) => bigint }
  | {
      /** Figures, aligned to the end. */
      readonly num?: boolean;
      readonly td?: Attributes<TdHTMLAttributes<HTMLTableCellElement>>;
      readonly cell: (row: T) => ReactNode;
    }
);

interface RecordTableProps<P extends RecordPageLike, T = P['items'][number]> {
  readonly record: RecordStore<P>;
  readonly columns: readonly RecordColumn<T>[];
  /** How the money columns write an amount. */
  readonly money: Money;
  readonly rowKey: (row: T) => Key;
  readonly row?: (row: T) => Attributes<HTMLAttributes<HTMLTableRowElement>>;
  /** A further table row under a row (its details), when there is one. */
  readonly after?: (row: T) => ReactNode;
  readonly caption: string;
  readonly empty: { readonly icon: IconName; readonly title: string; readonly body: string };
  readonly testId: string;
  /** A class besides record-table. */
  readonly className?: string;
  /** Shown above the table once a page has come: the record's totals. */
  readonly summary?: ReactNode;
  /** Shown while the first page is on its way. */
  readonly loadingText?: string;
  /** Offer to load again beside the error. */
  readonly retry?: boolean;
  /** The pager's name; none where the record is a single page. */
  readonly pager: string | null;
}

const isNum = <T,>(column: RecordColumn<T>): boolean => !('cell' in column) || column.num === true;

function Cell<T>({ column, row, money }: { column: RecordColumn<T>; row: T; money: Money }) {
  if ('money' in column) {
    return (
      <td className="num">
        <span className="money">{money(column.money(row))}</span>
      </td>
    );
  }
  if ('result' in column) {
    const value = column.result(row);
    return (
      <td className={`num ${value < 0n ? 'amount--debit' : 'amount--credit'}`}>
        <span className="money">{money(value, true)}</span>
      </td>
    );
  }
  return (
    <td {...column.td} className={[column.num && 'num', column.td?.className].filter(Boolean).join(' ') || undefined}>
      {column.cell(row)}
    </td>
  );
}

/** A record's current page as a table of columns (or its empty state), with its error, its summary and the pager. */
export const RecordTable = observer(function RecordTable<P extends RecordPageLike>({
  record,
  columns,
  money,
  rowKey,
  row,
  after,
  caption,
  empty,
  testId,
  className,
  summary,
  loadingText,
  retry,
  pager,
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
            <table className={className ? `record-table ${className}` : 'record-table'} data-testid={testId}>
              <caption id={captionId} className="visually-hidden">
                {caption}
              </caption>
              <thead>
                <tr>
                  {columns.map((column, i) => (
                    <th key={i} scope="col" className={isNum(column) ? 'num' : undefined}>
                      {column.head}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {record.items.map((item: P['items'][number]) => (
                  <Fragment key={rowKey(item)}>
                    <tr {...row?.(item)}>
                      {columns.map((column, i) => (
                        <Cell key={i} column={column} row={item} money={money} />
                      ))}
                    </tr>
                    {after?.(item)}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
        )
      )}
      {pager && <Pagination page={record.pageNo} pages={record.totalPages} label={pager} onPage={(n) => void record.goTo(n)} disabled={record.loading} />}
    </>
  );
}) as <P extends RecordPageLike>(props: RecordTableProps<P>) => ReactElement;
