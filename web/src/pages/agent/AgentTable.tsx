import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import type { IconName } from '../../components/Icon';
import { Pagination } from '../../components/Pagination';
import { useErrorText } from '../../components/use-error-text';
import type { RecordPageLike, RecordStore } from '../../stores/record-store';

interface AgentTableProps {
  readonly record: RecordStore<RecordPageLike>;
  readonly caption: string;
  readonly empty: { readonly icon: IconName; readonly title: string; readonly body: string };
  readonly testId: string;
  /** The header cells. */
  readonly head: ReactNode;
  /** The rows of the current page. */
  readonly children: ReactNode;
}

/** An agent centre record's current page as a table (or its empty state), with its error and the pager. */
export const AgentTable = observer(function AgentTable({ record, caption, empty, testId, head, children }: AgentTableProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const captionId = useId();
  const { page } = record;
  return (
    <>
      {record.error && (
        <p className="form__error" role="alert">
          {errorText(record.error)}
        </p>
      )}
      {page && page.items.length === 0 ? (
        <EmptyState icon={empty.icon} title={empty.title} body={empty.body} />
      ) : (
        page && (
          <div className="table-wrap" role="region" aria-labelledby={captionId} tabIndex={0} aria-busy={record.loading}>
            <table className="record-table" data-testid={testId}>
              <caption id={captionId} className="visually-hidden">
                {caption}
              </caption>
              <thead>
                <tr>{head}</tr>
              </thead>
              <tbody>{children}</tbody>
            </table>
          </div>
        )
      )}
      <Pagination page={record.pageNo} pages={record.totalPages} label={t('inbox.pages')} onPage={(n) => void record.goTo(n)} disabled={record.loading} />
    </>
  );
});
