import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { WEB_ROOT, PROJECT_ROOT } from '../../../composition/project';
import { startTestServer, type TestServer } from '../../support/test-server';

export const SCREENSHOTS = join(PROJECT_ROOT, 'tests', 'output', 'screens');

export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
export const BROWSER_ENDPOINT_ENV = 'PORTAL_TEST_BROWSER';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface E2E {
  readonly server: TestServer;
  readonly browser: Browser;
  /** `headers` go with every request: X-Forwarded-For gives the browser another client address (the test server trusts its proxy). */
  newPage(options?: { headers?: Record<string, string> }): Promise<{ page: Page; context: BrowserContext }>;
  close(): Promise<void>;
}

/**
 * A real server (PGlite) serving the built web app as `npm start` does (a demo: the DemoPay card
 * page, the SMS and email outbox), and the run's headless Debian Chromium (one
 * browser for every file; each page gets its own context). Anything the Content-Security-Policy
 * blocks on any page fails the suite when it closes.
 */
export async function startE2E(): Promise<E2E> {
  const server = await startTestServer('pglite', { webRoot: WEB_ROOT, scheduledJobs: true, demo: true });
  const blocked: string[] = [];
  const browser = await chromium.connect(process.env[BROWSER_ENDPOINT_ENV]!);
  mkdirSync(SCREENSHOTS, { recursive: true });
  return {
    server,
    browser,
    async newPage(options = {}) {
      // Reduced motion: no modal or hero animation mid-way when a test measures contrast or takes a picture.
      const context = await browser.newContext({
        viewport: { width: 1440, height: 900 },
        baseURL: server.url,
        reducedMotion: 'reduce',
        ...(options.headers ? { extraHTTPHeaders: options.headers } : {}),
      });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('page error:', error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) blocked.push(`${page.url()}: ${message.text()}`);
      });
      return { page, context };
    },
    async close() {
      await browser.close();
      await server.close();
      if (blocked.length > 0) throw new Error(`the Content-Security-Policy blocked:\n${blocked.join('\n')}`);
    },
  };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}
