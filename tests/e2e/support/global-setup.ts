import { chromium } from 'playwright-core';
import { prepareTemplates } from '../../support/templates';
import { CHROMIUM_ARGS, CHROMIUM_PATH, BROWSER_ENDPOINT_ENV } from './browser';

/** One Chromium for the whole browser run (each test file connects and opens its own contexts) and the PGlite templates. */
export default async function setup(): Promise<() => Promise<void>> {
  const removeTemplates = await prepareTemplates(false);
  const browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  process.env[BROWSER_ENDPOINT_ENV] = browser.wsEndpoint();
  return async () => {
    await browser.close();
    await removeTemplates();
  };
}
