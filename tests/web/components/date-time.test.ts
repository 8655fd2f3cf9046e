import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOf } from '../../../web/src/components/use-date-time';

describe('dates and times on the page', () => {
  it('in Urdu carry no Latin letters (no AM or PM), in English a 24-hour clock, at any moment', () => {
    const moment = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(moment, (date) => {
        expect(formatOf('ur-PK', 'Asia/Karachi').format(date)).not.toMatch(/[A-Za-z]/);
        expect(formatOf('en-GB', 'Asia/Karachi').format(date)).not.toMatch(/\b[AP]M\b/i);
      }),
    );
  });
});
