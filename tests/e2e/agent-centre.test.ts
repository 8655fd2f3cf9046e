import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sql } from 'kysely';
import { addDays, calendarDateIn, startOfDayIn } from '../../core/domain/kernel/calendar';
import { playToken, signedCall } from '../support/seamless-provider';
import { bearerLogin, call, fundMember, staffToken, uniqueUsername } from '../support/wps-http';
import { signIn } from './support/actions';
import { screenshot, startE2E, type E2E } from './support/browser';

async function agentLogin(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/agent');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Agent login' }).click();
  await page.waitForURL('**/agentHome');
}

const menu = (page: Page, name: string) => page.locator('.agent-home__nav').getByRole('button', { name, exact: true });

describe('agent centre', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => e2e?.close());

  it('registers a downline agent, lists it, offers it a contract within the agent’s own, and the downline accepts', async () => {
    const staff = await staffToken(e2e.server);
    const top = await call(e2e.server, 'POST', '/wps/admin/contracts', {
      token: staff,
      console: true,
      body: { agent: 'demo_agent', kind: 'dailySalary', tiers: [{ validBet: '0', active: '0', rate: '2' }] },
    });
    expect(top.body.success, JSON.stringify(top.body)).toBe(true);

    const { page } = await e2e.newPage();
    await agentLogin(page, 'demo_agent', 'Agent#2026');
    await page.getByRole('heading', { name: 'Team overview' }).waitFor();
    await page.getByTestId('agent-chart').waitFor();
    const before = Number(await page.locator('.agent-cards .record-totals__tile').first().locator('dd').textContent());
    await screenshot(page, 'agent-centre-overview');

    const downline = uniqueUsername('sub');
    await menu(page, 'Register accounts').click();
    await page.getByLabel('Account type').selectOption('agent');
    await page.getByLabel('Username', { exact: true }).fill(downline);
    await page.getByLabel('Password', { exact: true }).fill('Sub2026ok');
    await page.getByRole('button', { name: 'Register account', exact: true }).click();
    await expect.poll(() => page.getByTestId('register-done').textContent()).toContain(downline);
    await page.getByTestId('register-offer').waitFor();
    await page.getByRole('button', { name: 'New member link', exact: true }).click();
    await expect.poll(() => page.getByTestId('referral-link').first().textContent()).toMatch(/^[A-Z2-7]{13}Member/);
    await screenshot(page, 'agent-centre-register');

    await menu(page, 'Team overview').click();
    await expect.poll(async () => Number(await page.locator('.agent-cards .record-totals__tile').first().locator('dd').textContent())).toBe(before + 1);

    await menu(page, 'Team management').click();
    const row = page.getByTestId('downline-row').filter({ hasText: downline });
    await row.waitFor();
    await row.getByTestId('offer-contract').click();
    const dialog = page.getByTestId('offer-dialog');
    await dialog.getByLabel('Contract').selectOption('dailySalary');
    await dialog.getByLabel('Rate').fill('3');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await expect.poll(() => dialog.getByTestId('offer-error').textContent()).toContain('at most 2%');
    await screenshot(page, 'agent-centre-offer-refused');
    await dialog.getByLabel('Rate').fill('1.5');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await expect.poll(() => dialog.getByTestId('offer-sent').textContent()).toContain(downline);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await screenshot(page, 'agent-centre-downlines');

    await menu(page, 'My contracts').click();
    await page.getByTestId('contracts-panel').waitFor();
    await screenshot(page, 'agent-centre-contracts');
    await menu(page, 'My income').click();
    await page.getByTestId('settlements').waitFor();
    await menu(page, 'Daily wages').click();
    await page.getByTestId('settlements').waitFor();
    await screenshot(page, 'agent-centre-daily-wages');
    await menu(page, 'User loss').click();
    await page.getByTestId('agent-user-loss').waitFor();

    // Urdu, right to left.
    await page.goto('/');
    await page.getByTestId('language-select').selectOption('UR');
    await page.goto('/agentHome?page=downlineManagmentView');
    await page.getByTestId('downline-row').first().waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, 'agent-centre-downlines-ur');
    await page.goto('/agentHome?page=agentTeamOverview');
    await page.getByTestId('agent-chart').waitFor();
    await screenshot(page, 'agent-centre-overview-ur');

    const { page: sub } = await e2e.newPage();
    await agentLogin(sub, downline, 'Sub2026ok');
    await menu(sub, 'My contracts').click();
    const offer = sub.getByTestId('contract').filter({ hasText: 'Daily wages' });
    await offer.getByTestId('contract-accept').click();
    await expect.poll(() => offer.getAttribute('data-state')).toBe('active');
    await screenshot(sub, 'agent-centre-contract-accepted');
    // The accepted contract turns on the downline's daily wages page.
    await menu(sub, 'Daily wages').waitFor();

    // A member of the downline's team plays; the day is settled; both agents see the record and the money.
    const subToken = await bearerLogin(e2e.server, downline, 'Sub2026ok');
    const player = uniqueUsername('ply');
    const created = await call(e2e.server, 'POST', '/wps/agent/downlines', {
      token: subToken,
      body: { username: player, password: 'Ply2026ok', kind: 'member' },
    });
    const playerToken = await bearerLogin(e2e.server, player, 'Ply2026ok');
    await fundMember(e2e.server, staff, playerToken, '500');
    const provider = (await call(e2e.server, 'POST', '/wps/admin/providers', { token: staff, console: true, body: { code: 'AGE2E' } })).body.value;
    const base = { playerId: String(created.body.value.id), roundId: 'e2e-1', gameCode: 'PROV_GAME', currency: 'PKR' };
    expect(
      (await signedCall(e2e.server, provider, 'bet', { ...base, token: await playToken(e2e.server, playerToken), txId: 'e2e-b1', amount: '20000' })).status,
    ).toBe(200);
    await signedCall(e2e.server, provider, 'endRound', { playerId: base.playerId, roundId: base.roundId });
    // The fixture's clock: the round ended yesterday noon, after both contracts were in force.
    const zone = (await call(e2e.server, 'GET', '/wps/admin/settings', { token: staff, console: true })).body.value.timezone as string;
    const yesterday = addDays(calendarDateIn(new Date(), zone), -1);
    const noon = new Date(startOfDayIn(yesterday, zone).getTime() + 12 * 3_600_000);
    const db = e2e.server.database.db;
    await sql`UPDATE rounds SET started_at = ${noon}, ended_at = ${noon} WHERE account_id = ${created.body.value.id}`.execute(db);
    await sql`UPDATE contracts SET accepted_at = ${new Date(noon.getTime() - 86_400_000)} WHERE state = 'active'`.execute(db);
    await sql`DELETE FROM stats_rollup`.execute(db);
    const subBefore = BigInt((await call(e2e.server, 'GET', '/wps/member/info', { token: subToken })).body.value.balance as string);
    const run = await call(e2e.server, 'POST', '/wps/admin/settlements/run', {
      token: staff,
      console: true,
      body: { cadence: 'daily', kind: 'dailySalary', at: noon.toISOString() },
    });
    expect(run.body.value.lines.find((l: { holderId: number }) => l.holderId !== run.body.value.lines[0].holderId)).toMatchObject({
      amount: '300',
      status: 'paid',
    });
    expect(BigInt((await call(e2e.server, 'GET', '/wps/member/info', { token: subToken })).body.value.balance as string)).toBe(subBefore + 300n);

    await menu(sub, 'Daily wages').click();
    await sub.getByRole('button', { name: 'Last 7 days' }).click();
    const received = sub.getByTestId('settlement-row').filter({ hasText: yesterday });
    await expect.poll(() => received.textContent()).toContain('Rs 3.00');
    expect(await received.textContent()).toContain('demo_agent');
    await screenshot(sub, 'agent-centre-daily-wages-received');

    await page.goto('/');
    await page.getByTestId('language-select').selectOption('EN');
    await page.locator('.side-menu').getByText('Agent centre', { exact: true }).waitFor();
    // The first page answers only after the side is chosen: the chosen side stays (the late answer once put it back).
    let answer!: () => void;
    const sideChosen = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/wps/agent/settlements**', async (route) => {
      await sideChosen;
      await route.continue();
    });
    await page.goto('/agentHome?page=agentDailyWages2');
    await page.getByTestId('settlements').waitFor();
    await page.getByLabel('Side').selectOption('issuer');
    answer();
    await page.getByTestId('record-search').click();
    // The settlement job may also have settled the day before (nothing owed then): yesterday's line is the one paid.
    const paidOut = page.getByTestId('settlement-row').filter({ hasText: downline }).filter({ hasText: yesterday });
    await expect.poll(() => paidOut.textContent()).toContain('3.00');
    await screenshot(page, 'agent-centre-daily-wages-paid');

    // Team betting and account details: a team member's record, by account.
    await menu(page, 'Team betting').click();
    await page.getByTestId('team-member-account').fill(player);
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await expect.poll(() => page.getByTestId('bet-row').count()).toBe(1);
    await screenshot(page, 'agent-centre-team-betting');
    await menu(page, 'Account details').click();
    await page.getByTestId('team-member-account').fill(downline);
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect.poll(() => page.getByTestId('record-page').textContent()).toContain('3.00');

    // A member who tries the agent centre is sent to the agent login.
    const { page: member } = await e2e.newPage();
    await signIn(member, e2e.server, 'demo_player', 'Player#2026');
    await member.goto('/');
    expect(await member.locator('.side-menu').getByText('Agent centre', { exact: true }).count()).toBe(0);
    await member.goto('/agentHome');
    await member.waitForURL('**/agent');
  });
});
