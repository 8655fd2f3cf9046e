import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyProfile } from '../../../../core/portal/security/ports';
import { EmailBindForm } from './EmailBindForm';
import { MobileBindForm } from './MobileBindForm';
import { SecurityHead } from './SecurityHead';

type Kind = 'mobile' | 'email';

/** My account: the bound mobile number and email address, each changed with a code sent to the new one. */
export const ContactCard = observer(function ContactCard({ current }: { current: MyProfile }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Kind | null>(null);
  const [bound, setBound] = useState<Kind | null>(null);
  const done = (kind: Kind) => {
    setEditing(null);
    setBound(kind);
  };
  const row = (kind: Kind, value: string | null) => (
    <div className="contact-row" data-testid={`contact-${kind}`}>
      <div>
        <span className="muted">{t(`contact.${kind}`)}</span>
        <strong dir="ltr">{value ?? t('contact.none')}</strong>
        {bound === kind && <span className="contact-row__done">{t('contact.bound')}</span>}
      </div>
      {editing !== kind && (
        <button type="button" className="button button--ghost button--sm" onClick={() => setEditing(kind)} data-testid={`contact-${kind}-edit`}>
          {value ? t('contact.change') : t('contact.bind')}
        </button>
      )}
    </div>
  );
  return (
    <section className="security-card contact-card" aria-labelledby="contact-title">
      <SecurityHead icon="mail" titleId="contact-title" title={t('contact.title')} status={t('contact.status')} />
      {row('mobile', current.mobileNum)}
      {editing === 'mobile' && <MobileBindForm onDone={() => done('mobile')} onCancel={() => setEditing(null)} />}
      {row('email', current.email)}
      {editing === 'email' && <EmailBindForm onDone={() => done('email')} onCancel={() => setEditing(null)} />}
    </section>
  );
});
