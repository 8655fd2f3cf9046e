import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Fills and submits the login modal, opening it first when needed. */
export async function logInThroughModal(page: Page, username: string, password: string): Promise<void> {
  if (!(await page.getByTestId('login-modal').isVisible())) await page.getByTestId('open-login').click();
  const modal = page.getByTestId('login-modal');
  await modal.getByLabel('Username', { exact: true }).fill(username);
  await modal.getByLabel('Password', { exact: true }).fill(password);
  await modal.getByRole('button', { name: 'Log in', exact: true }).click();
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
