import '@fontsource-variable/inter';
import '@fontsource-variable/noto-nastaliq-urdu';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/pages.css';
import './styles/cashier.css';
import './styles/deposit.css';
import './styles/record.css';
import './styles/payment-page.css';
import './styles/lobby.css';
import './styles/winner-board.css';
import './styles/game-views.css';
import './styles/inbox.css';
import './styles/withdraw.css';
import './styles/security.css';
import './styles/app-download.css';
import './styles/promotions.css';
import './styles/agent.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './App';
import { apiGateways } from './di/api-gateways';
import { createContainer } from './di/container';
import { STORES } from './di/stores';
import { TOKENS } from './di/tokens';
import { ContainerProvider } from './stores/stores-context';

/** The installed app (PWA) keeps its shell through a service worker; development builds do without. */
function registerServiceWorker(): void {
  if (import.meta.env.PROD && 'serviceWorker' in navigator) void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
}

/** Lets the browser paint and take input between start-up steps, so none of them holds the page for long. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Loads the system status and restores the session before the first render. */
async function start(): Promise<void> {
  const container = createContainer(apiGateways(window.location.origin));
  await yieldToBrowser();
  await container.getAsync(TOKENS.I18n);
  await yieldToBrowser();
  const session = await container.getAsync(TOKENS.AppSession);
  const url = new URL(window.location.href);
  const social = url.searchParams.get('social');
  if (social !== null) {
    url.searchParams.delete('social');
    window.history.replaceState(null, '', url);
  }
  await session.start(social);
  await yieldToBrowser();
  const language = container.get(STORES.language);
  document.documentElement.lang = language.lang.toLowerCase();
  document.documentElement.dir = language.dir;
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the first screen in slices and lets the browser in between.
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nextProvider i18n={container.get(TOKENS.I18n)}>
          <ContainerProvider container={container}>
            <App />
          </ContainerProvider>
        </I18nextProvider>
      </StrictMode>,
    ),
  );
}

void start();
registerServiceWorker();
