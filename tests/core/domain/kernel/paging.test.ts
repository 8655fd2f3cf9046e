import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, pageCount, pageRequest } from '../../../../core/domain/kernel/paging';

const asked = fc.oneof(fc.constant(undefined), fc.integer({ min: -1_000, max: 1_000_000 }), fc.double(), fc.string({ maxLength: 8 }));

describe('paging', () => {
  it('whatever is asked, the page is a whole number from 1 and its size a whole number from 1 to MAX_PAGE_SIZE', () => {
    fc.assert(
      fc.property(asked, asked, (pageNo, pageSize) => {
        const page = pageRequest({ pageNo, pageSize });
        expect(Number.isInteger(page.pageNo) && page.pageNo >= 1).toBe(true);
        expect(Number.isInteger(page.pageSize) && page.pageSize >= 1 && page.pageSize <= MAX_PAGE_SIZE).toBe(true);
      }),
    );
  });

  it('a page asked for within bounds is kept as asked, in wire text or as a number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 1, max: MAX_PAGE_SIZE }), (pageNo, pageSize) => {
        expect(pageRequest({ pageNo: String(pageNo), pageSize: String(pageSize) })).toEqual({ pageNo, pageSize });
        expect(pageRequest({ pageNo, pageSize })).toEqual({ pageNo, pageSize });
      }),
    );
    expect(pageRequest({})).toEqual({ pageNo: 1, pageSize: 20 });
  });

  it('the pages hold every row and no page is empty but a lone first one', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: 1, max: MAX_PAGE_SIZE }), (total, pageSize) => {
        const pages = pageCount(total, pageSize);
        expect(pages * pageSize).toBeGreaterThanOrEqual(total);
        expect(total === 0 ? pages === 1 : (pages - 1) * pageSize < total).toBe(true);
      }),
    );
  });
});
