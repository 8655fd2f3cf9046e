import { describe, expect, it } from 'vitest';
import { countdownText, headline, oddsText, tiersInOrder } from '../../../../web/src/pages/lottery/lottery-format';

describe('the lottery pages’ formats', () => {
  it('put a stored result back in its drawing order, whatever order its keys came in', () => {
    const vn = { seventh: ['65'], special: ['58933'], fifth: ['6808'], first: ['81552'] };
    expect(tiersInOrder('vn', vn).map(([tier]) => tier)).toEqual(['special', 'first', 'fifth', 'seventh']);
    expect(headline('vn', vn)).toBe('58933');
    expect(headline('sea', { special: ['5148'], consolation: ['0001'], first: ['4821'] })).toBe('4821');
    expect(headline('quick', { number: ['13705'] })).toBe('13705');
  });

  it('write odds per 1 staked without floating point, and countdowns as m:ss or h:mm:ss', () => {
    expect([oddsText(80n, 27n), oddsText(80n, 1n), oddsText(195n, 100n)]).toEqual(['2.96', '80', '1.95']);
    expect([countdownText(41_000), countdownText(400), countdownText(0), countdownText(3_600_000 + 9 * 60_000 + 36_000)]).toEqual([
      '0:41',
      '0:01',
      '0:00',
      '1:09:36',
    ]);
  });
});
