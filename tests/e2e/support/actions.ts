import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { TestServer } from '../../support/test-server';
import { solvedChallenge } from '../../support/wps-http';

/** Fills and submits the login modal, opening it first when needed. */
export async function logInThroughModal(page: Page, username: string, password: string): Promise<void> {
  if (!(await page.getByTestId('login-modal').isVisible())) await page.getByTestId('open-login').click();
  const modal = page.getByTestId('login-modal');
  await modal.getByLabel('Username', { exact: true }).fill(username);
  await modal.getByLabel('Password', { exact: true }).fill(password);
  await modal.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * Signs the page in through the API, for tests that are not about logging in: the session cookie
 * lands in its context's jar, and the tab's "logged in as" flag (what the login form would have
 * stored in session storage) is set before the first page it opens.
 */
export async function signIn(page: Page, server: TestServer, username: string, password: string): Promise<void> {
  const answer = await page.request.post('/wps/session/login', { data: { username, password, type: 'username', verification: await solvedChallenge(server) } });
  if (!answer.ok()) throw new Error(`sign-in of ${username} answered ${answer.status()} ${await answer.text()}`);
  const account = ((await answer.json()) as { value: { account?: string } }).value.account ?? username.toLowerCase();
  await page.addInitScript((name) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    sessionStorage.setItem('isLogin', name);
  }, account);
}

export async function balanceText(page: Page): Promise<string> {
  return (await page.getByTestId('balance-value').textContent()) ?? '';
}

export async function expectLoggedInAs(page: Page, account: string): Promise<void> {
  await page.getByTestId('balance-value').waitFor();
  await page.getByTestId('member-menu-button').click();
  expect(await page.getByTestId('member-account').textContent()).toBe(account);
  await page.keyboard.press('Escape');
}
