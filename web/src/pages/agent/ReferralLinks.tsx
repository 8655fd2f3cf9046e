import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/CopyButton';
import { EmptyState } from '../../components/EmptyState';
import { StatusBadge } from '../../components/StatusBadge';
import { FormError } from '../../components/FormError';
import { useStores } from '../../stores/stores-context';
import { DataTable } from '../../components/DataTable';

/** The agent's referral links: a registration through one lands under the agent as its kind. */
export const ReferralLinks = observer(function ReferralLinks() {
  const { agency } = useStores();
  const { t } = useTranslation();
  const captionId = useId();
  useEffect(() => void agency.loadLinks(), [agency]);
  return (
    <section className="agent-links" aria-labelledby={captionId} data-testid="referral-links">
      <div className="agent-links__head">
        <h2 id={captionId}>{t('agent.links.title')}</h2>
        <div className="agent-links__add">
          <button type="button" className="button button--ghost button--sm" onClick={() => void agency.addLink('member')}>
            {t('agent.links.newMember')}
          </button>
          <button type="button" className="button button--ghost button--sm" onClick={() => void agency.addLink('agent')}>
            {t('agent.links.newAgent')}
          </button>
        </div>
      </div>
      <p className="muted">{t('agent.links.intro')}</p>
      <FormError failure={agency.linkError} />
      {agency.links.length === 0 ? (
        <EmptyState icon="users" title={t('agent.links.none')} body={t('agent.links.noneBody')} />
      ) : (
        <div className="table-wrap">
          <DataTable
            rows={agency.links}
            rowKey={(link) => link.id}
            row={() => ({ 'data-testid': 'referral-link' })}
            columns={[
              { head: t('agent.links.code'), td: { dir: 'ltr' }, cell: (link) => <strong>{link.code}</strong> },
              { head: t('agent.register.kind'), cell: (link) => t(`agent.register.${link.kind}`) },
              {
                head: t('agent.links.url'),
                td: { dir: 'ltr', className: 'agent-links__url' },
                cell: (link) => (
                  <>
                    <span>{link.url}</span>
                    <CopyButton value={link.url} field={t('agent.links.url')} />
                  </>
                ),
              },
              { head: t('agent.links.registrations'), num: true, cell: (link) => link.registrations },
              {
                head: t('agent.income.status'),
                cell: (link) => <StatusBadge tone={link.enabled ? 'success' : 'neutral'} label={link.enabled ? t('agent.links.on') : t('agent.links.off')} />,
              },
              {
                head: null,
                cell: (link) =>
                  link.enabled && (
                    <button type="button" className="button button--ghost button--sm" onClick={() => void agency.disableLink(link.id)}>
                      {t('agent.links.disable')}
                    </button>
                  ),
              },
            ]}
          />
        </div>
      )}
    </section>
  );
});
