import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VN_SHAPE } from '../../core/domain/lottery/result-shape';
import { currentDrawOf, EVERY_MINUTE, previousDrawId } from '../support/lottery-world';
import { call, putSetting, staffToken } from '../support/wps-http';
import { registerMember } from './support/accounts';
import { signIn } from './support/actions';
import { screenshot, startE2E, type E2E } from './support/browser';

const USER = 'lottohistory';
const PASSWORD = 'Abc12345';
const RESULTS = 12;

const resultWith = (special: string) =>
  Object.fromEntries(
    Object.entries(VN_SHAPE).map(([tier, { count, digits }]) => [
      tier,
      Array.from({ length: count }, (_, i) => (tier === 'special' ? special : String(i * 3 + digits).padStart(digits, '0'))),
    ]),
  );

/** The results history of the official VN game, filled with entered results of the last twelve once-a-minute draws. */
describe('the lottery results history in the browser', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
    const staff = await staffToken(e2e.server);
    expect((await putSetting(e2e.server, staff, 'lottery', EVERY_MINUTE)).status).toBe(200);
    let drawId = (await currentDrawOf(e2e.server, 'VN_NORTH')).drawId;
    for (let i = 0; i < RESULTS; i++) {
      drawId = previousDrawId(drawId);
      const entered = await call(e2e.server, 'POST', '/wps/admin/lottery/result', {
        token: staff,
        console: true,
        body: { gameCode: 'VN_NORTH', drawId, result: resultWith(String(10_000 + i * 4321)) },
      });
      expect(entered.status, JSON.stringify(entered.body)).toBe(200);
    }
    await registerMember(e2e.server, USER, PASSWORD);
  });
  afterAll(async () => e2e?.close());

  it('pages through the results, filters them by dates, and reads in English and Urdu', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, e2e.server, USER, PASSWORD);
    await page.goto('/');
    await page.getByTestId('balance-value').waitFor();
    await page.goto('/vnLottery?gameCode=VN_NORTH');
    const history = page.getByTestId('results-history');
    await expect.poll(() => history.getByTestId('result-row').count()).toBe(10);
    expect(await history.locator('h2').textContent()).toBe('Results history');
    await history.locator('.pagination__page', { hasText: '2' }).click();
    await expect.poll(() => history.getByTestId('result-row').count()).toBe(RESULTS - 10);
    await history.scrollIntoViewIfNeeded();
    await screenshot(page, 'lottery-history-en');

    await history.getByTestId('history-from').fill('2099-01-01');
    await history.getByTestId('history-empty').waitFor();
    expect(await history.getByTestId('history-empty').textContent()).toBe('No results in these dates.');
    await history.getByTestId('history-from').fill('');
    await expect.poll(() => history.getByTestId('result-row').count()).toBe(10);

    await page.goto('/');
    await page.getByTestId('language-select').selectOption('UR');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.goto('/vnLottery?gameCode=VN_NORTH');
    await expect.poll(() => page.getByTestId('results-history').locator('h2').textContent()).toBe('نتائج کی تاریخ');
    await expect.poll(() => page.getByTestId('results-history').getByTestId('result-row').count()).toBe(10);
    await page.getByTestId('results-history').scrollIntoViewIfNeeded();
    await screenshot(page, 'lottery-history-ur');
  });
});
