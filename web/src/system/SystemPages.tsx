import { useTranslation } from 'react-i18next';
import { Icon } from '../components/Icon';

/** Full-page system state 1: the operator's message and a customer-service button. */
export function MaintenancePage({ message, serviceUrl }: { message: string; serviceUrl: string | null }) {
  const { t } = useTranslation();
  return (
    <main className="system-page" data-testid="maintenance-page">
      <div className="system-page__card card">
        <Icon name="rotate" size={48} />
        <h1>{t('system.maintenanceTitle')}</h1>
        <p>{message}</p>
        {serviceUrl && (
          <a className="button button--primary" href={serviceUrl}>
            <Icon name="headset" size={18} />
            {t('system.contact')}
          </a>
        )}
      </div>
    </main>
  );
}

/** Full-page system state 2: the visitor's IP and the block message. */
export function RegionBlockPage({ ip, message }: { ip: string; message: string }) {
  const { t } = useTranslation();
  return (
    <main className="system-page" data-testid="region-page">
      <div className="system-page__card card">
        <Icon name="shield" size={48} />
        <h1>{t('system.regionTitle')}</h1>
        <p>{message || t('system.regionBody')}</p>
        <p className="system-page__ip">{t('system.yourIp', { ip })}</p>
      </div>
    </main>
  );
}
