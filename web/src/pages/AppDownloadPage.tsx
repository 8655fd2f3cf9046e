import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrImage } from '../components/QrImage';

/** Chrome's install prompt, offered once the app can be installed (not in every browser's types). */
interface InstallPrompt extends Event {
  prompt(): Promise<void>;
}

/**
 * App download: a QR code that opens the portal on a phone, and how to install it there —
 * the portal is an installable web app (manifest and service worker), so nothing comes from a store.
 */
export function AppDownloadPage() {
  const { t } = useTranslation();
  const address = `${window.location.origin}/?source=app`;
  const [install, setInstall] = useState<InstallPrompt | null>(null);
  const installed = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  useEffect(() => {
    const offer = (event: Event) => {
      event.preventDefault();
      setInstall(event as InstallPrompt);
    };
    window.addEventListener('beforeinstallprompt', offer);
    return () => window.removeEventListener('beforeinstallprompt', offer);
  }, []);

  return (
    <section className="app-download" data-testid="app-download">
      <header className="app-download__head">
        <h1>{t('app.title')}</h1>
        <p className="muted">{t('app.lead')}</p>
      </header>
      <div className="app-download__body">
        <figure className="app-download__qr">
          <QrImage text={address} alt={t('app.qrAlt')} testId="app-qr" />
          <figcaption dir="ltr">{address}</figcaption>
        </figure>
        <div className="app-download__guides">
          {installed ? (
            <p className="app-download__done">{t('app.installed')}</p>
          ) : (
            install && (
              <button
                type="button"
                className="button button--primary"
                onClick={() => void install.prompt().then(() => setInstall(null))}
                data-testid="app-install"
              >
                {t('app.installNow')}
              </button>
            )
          )}
          <article>
            <h2>{t('app.android')}</h2>
            <ol>
              <li>{t('app.androidStep1')}</li>
              <li>{t('app.androidStep2')}</li>
              <li>{t('app.androidStep3')}</li>
            </ol>
          </article>
          <article>
            <h2>{t('app.ios')}</h2>
            <ol>
              <li>{t('app.iosStep1')}</li>
              <li>{t('app.iosStep2')}</li>
              <li>{t('app.iosStep3')}</li>
            </ol>
          </article>
        </div>
      </div>
    </section>
  );
}
