import { observer } from 'mobx-react-lite';
import { Fragment, type HTMLAttributes, type Key, type ReactElement, type ReactNode, type TdHTMLAttributes } from 'react';

type Attributes<E> = E & { readonly [data: `data-${string}`]: string | number | undefined };

type Money = (minor: bigint, signed?: boolean) => string;

/** One column of a table: its header and how a row fills its cell, an amount, a signed result (a loss in the debit colour) or any content. */
export type Column<T> = { readonly head: ReactNode } & (
  | { readonly money: (row: T) => bigint }
  | { readonly result: (row: T) => bigint }
  | {
      /** Figures, aligned to the end. */
      readonly num?: boolean;
      readonly td?: Attributes<TdHTMLAttributes<HTMLTableCellElement>>;
      readonly cell: (row: T) => ReactNode;
    }
);

export interface DataTableProps<T> {
  readonly rows: readonly T[];
  readonly columns: readonly Column<T>[];
  /** How the money columns write an amount. */
  readonly money?: Money;
  /** The row's React key; the index where rows have no key of their own. */
  readonly rowKey: (row: T, index: number) => Key;
  readonly row?: (row: T) => Attributes<HTMLAttributes<HTMLTableRowElement>>;
  /** A further table row under a row (its details), when there is one. */
  readonly after?: (row: T) => ReactNode;
  /** A class besides record-table. */
  readonly className?: string;
  readonly testId?: string;
  /** Before the head: the table's caption. */
  readonly children?: ReactNode;
}

const isNum = <T,>(column: Column<T>): boolean => !('cell' in column) || column.num === true;

function Cell<T>({ column, row, money }: { column: Column<T>; row: T; money?: Money }) {
  if ('money' in column) {
    return (
      <td className="num">
        <span className="money">{money?.(column.money(row))}</span>
      </td>
    );
  }
  if ('result' in column) {
    const value = column.result(row);
    return (
      <td className={`num ${value < 0n ? 'amount--debit' : 'amount--credit'}`}>
        <span className="money">{money?.(value, true)}</span>
      </td>
    );
  }
  return (
    <td {...column.td} className={[column.num && 'num', column.td?.className].filter(Boolean).join(' ') || undefined}>
      {column.cell(row)}
    </td>
  );
}

/** Rows as a table of columns: a header cell and a body cell a column; an observer, as its cells read the stores. */
export const DataTable = observer(function DataTable<T>({ rows, columns, money, rowKey, row, after, className, testId, children }: DataTableProps<T>) {
  return (
    <table className={className ? `record-table ${className}` : 'record-table'} data-testid={testId}>
      {children}
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
        {rows.map((item, i) => (
          <Fragment key={rowKey(item, i)}>
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
  );
}) as <T>(props: DataTableProps<T>) => ReactElement;
