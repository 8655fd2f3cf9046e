import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/CopyButton';
import { EmptyState } from '../../components/EmptyState';
import { StatusBadge } from '../../components/StatusBadge';
import { FormError } from '../../components/FormError';
import { useStores } from '../../stores/stores-context';

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
          <table className="record-table">
            <thead>
              <tr>
                <th scope="col">{t('agent.links.code')}</th>
                <th scope="col">{t('agent.register.kind')}</th>
                <th scope="col">{t('agent.links.url')}</th>
                <th scope="col" className="num">
                  {t('agent.links.registrations')}
                </th>
                <th scope="col">{t('agent.income.status')}</th>
                <th scope="col" />
              </tr>
            </thead>
            <tbody>
              {agency.links.map((link) => (
                <tr key={link.id} data-testid="referral-link">
                  <td dir="ltr">
                    <strong>{link.code}</strong>
                  </td>
                  <td>{t(`agent.register.${link.kind}`)}</td>
                  <td dir="ltr" className="agent-links__url">
                    <span>{link.url}</span>
                    <CopyButton value={link.url} field={t('agent.links.url')} />
                  </td>
                  <td className="num">{link.registrations}</td>
                  <td>
                    <StatusBadge tone={link.enabled ? 'success' : 'neutral'} label={link.enabled ? t('agent.links.on') : t('agent.links.off')} />
                  </td>
                  <td>
                    {link.enabled && (
                      <button type="button" className="button button--ghost button--sm" onClick={() => void agency.disableLink(link.id)}>
                        {t('agent.links.disable')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
});
