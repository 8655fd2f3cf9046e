import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PictureCaptchaService } from '../../adapters/captcha/picture-captcha-service';
import { expectLoggedInAs, logInThroughModal } from './support/actions';
import { screenshot, startE2E, type E2E } from './support/browser';

describe('login captcha after repeated failures', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => e2e?.close());

  it('shows the picture code after three wrong passwords and lets the right answer in', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/login');
    const modal = page.getByTestId('login-modal');
    await modal.waitFor();
    for (let attempt = 1; attempt <= 3; attempt++) {
      await logInThroughModal(page, 'demo_player', `wrong-${attempt}`);
      await expect.poll(() => modal.getByTestId('login-error').textContent()).toContain('Wrong username or password');
      if (attempt < 3) expect(await modal.getByLabel('Picture code', { exact: true }).count()).toBe(0);
    }
    const captchaInput = modal.getByLabel('Picture code', { exact: true });
    await captchaInput.waitFor();
    await modal.getByRole('img', { name: 'Picture code image' }).waitFor();
    await screenshot(page, 'login-captcha');

    // The answer is only in the picture; the test replaces its stored hash with a known answer.
    await e2e.server.database.db
      .updateTable('captchas')
      .set({ answer_hash: PictureCaptchaService.answerHash('k7wp') })
      .execute();
    await captchaInput.fill('k7wp');
    await logInThroughModal(page, 'demo_player', 'Player#2026');
    await expectLoggedInAs(page, 'demo_player');
  });
});
