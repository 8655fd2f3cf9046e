import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textAround } from '../../../support/arbitraries';
import type { Role } from '../../../../core/domain/access/roles';
import { amountText, MAX_AMOUNT } from '../../../../core/domain/wallet/amount';
import {
  checkRequestId,
  checkTeamTransfer,
  checkTransferAmount,
  checkUplineLink,
  checkWalletPair,
  MAIN_WALLET,
  VENDOR_CODE,
  type TreeMember,
} from '../../../../core/domain/wallet/transfer-rules';

const codeOf = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error!.code);

const vendorCode = fc.stringMatching(VENDOR_CODE);
const vendorList = fc.uniqueArray(vendorCode, { maxLength: 8 });
const role = fc.constantFrom<Exclude<Role, 'visitor'>>('member', 'agent', 'trial', 'staff');

describe('checkWalletPair', () => {
  it('accepts exactly main ↔ a listed vendor, and says which vendor and which way', () => {
    fc.assert(
      fc.property(
        vendorList,
        fc.oneof(vendorCode, fc.constant(MAIN_WALLET), fc.string()),
        fc.oneof(vendorCode, fc.constant(MAIN_WALLET), fc.string()),
        (vendors, from, to) => {
          const result = checkWalletPair(from, to, vendors);
          const mainToVendor = from === MAIN_WALLET && vendors.includes(to);
          const vendorToMain = to === MAIN_WALLET && vendors.includes(from);
          expect(result.ok).toBe(mainToVendor || vendorToMain);
          if (result.ok) {
            expect(result.value.vendor).toBe(mainToVendor ? to : from);
            expect(result.value.direction).toBe(mainToVendor ? 'to_vendor' : 'to_main');
          }
        },
      ),
    );
  });

  it('names the problem: an unlisted wallet, the same wallet twice, or vendor to vendor', () => {
    fc.assert(
      fc.property(
        vendorList.filter((v) => v.length >= 2),
        fc.string(),
        (vendors, other) => {
          const [a, b] = vendors as [string, string];
          expect(checkWalletPair(a, b, vendors)).toMatchObject({ ok: false, error: { code: 'wallet.vendor_to_vendor' } });
          expect(checkWalletPair(a, a, vendors)).toMatchObject({ ok: false, error: { code: 'wallet.same_wallet' } });
          expect(checkWalletPair(MAIN_WALLET, MAIN_WALLET, vendors)).toMatchObject({ ok: false, error: { code: 'wallet.same_wallet' } });
          if (!vendors.includes(other) && other !== MAIN_WALLET) {
            expect(checkWalletPair(other, MAIN_WALLET, vendors)).toMatchObject({ ok: false, error: { code: 'wallet.unknown_wallet', field: 'from' } });
            expect(checkWalletPair(MAIN_WALLET, other, vendors)).toMatchObject({ ok: false, error: { code: 'wallet.unknown_wallet', field: 'to' } });
          }
        },
      ),
    );
  });

  it('with no vendor listed (a single wallet) nothing can move', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constant(MAIN_WALLET)), fc.oneof(fc.string(), fc.constant(MAIN_WALLET)), (from, to) => {
        expect(checkWalletPair(from, to, []).ok).toBe(false);
      }),
    );
  });
});

describe('checkRequestId and checkTransferAmount', () => {
  it('a request id is 8 to 64 characters of letters, digits, _ and -', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (id) => {
        const valid = /^[A-Za-z0-9_-]*$/.test(id) && id.length >= 8 && id.length <= 64;
        expect(codeOf(checkRequestId(id))).toBe(valid ? 'ok' : 'wallet.invalid_request_id');
      }),
    );
  });

  it('property: a request id is taken from 8 up to 64 characters and refused one under or over; a vendor code from 2 up to 8', () => {
    fc.assert(
      fc.property(
        fc.oneof(textAround(8, fc.constantFrom(...'aZ09_-')), textAround(64, fc.constantFrom(...'aZ09_-'))),
        fc.oneof(textAround(2, fc.constantFrom(...'AZ09')), textAround(8, fc.constantFrom(...'AZ09'))),
        (id, vendor) => {
          expect(codeOf(checkRequestId(id))).toBe(id.length >= 8 && id.length <= 64 ? 'ok' : 'wallet.invalid_request_id');
          expect(VENDOR_CODE.test(vendor)).toBe(vendor.length >= 2 && vendor.length <= 8);
        },
      ),
    );
  });

  it('any positive amount up to the maximum round-trips through its text; failures name the amount field', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: MAX_AMOUNT }), fc.integer({ min: 0, max: 4 }), (minor, scale) => {
        expect(checkTransferAmount(amountText(minor, scale), scale)).toEqual({ ok: true, value: minor });
      }),
    );
    for (const text of ['0', '-1', '1.001', 'abc', '', '1e3', (MAX_AMOUNT + 1n).toString()]) {
      const result = checkTransferAmount(text, 2);
      expect(result.ok, text).toBe(false);
      if (!result.ok) expect(result.error.field, text).toBe('amount');
    }
  });
});

const member = (id: number, r: Exclude<Role, 'visitor'>, uplineId: number | null): TreeMember => ({ id, role: r, uplineId });

describe('checkTeamTransfer', () => {
  const treeMember = fc.record({ id: fc.integer({ min: 1, max: 6 }), role, uplineId: fc.option(fc.integer({ min: 1, max: 6 })) });

  it('allows only the direct upline, or (for an agent) a direct downline; anyone else is not found', () => {
    fc.assert(
      fc.property(treeMember, fc.option(treeMember), (sender, recipient) => {
        const result = checkTeamTransfer(sender, recipient);
        if (sender.role === 'trial' || sender.role === 'staff') {
          expect(codeOf(result)).toBe(sender.role === 'trial' ? 'access.need_true_account' : 'access.forbidden');
          return;
        }
        const isUpline = recipient !== null && recipient.id !== sender.id && sender.uplineId === recipient.id;
        const isDownline =
          recipient !== null && recipient.id !== sender.id && sender.role === 'agent' && recipient.uplineId === sender.id && recipient.role !== 'trial';
        if (isUpline) expect(result).toEqual({ ok: true, value: 'upline' });
        else if (isDownline) expect(result).toEqual({ ok: true, value: 'downline' });
        else expect(result).toMatchObject({ ok: false, error: { code: 'wallet.recipient_not_found', field: 'recipient' } });
      }),
    );
  });

  it('a member never pays its own downline, and nobody pays a grand-upline', () => {
    expect(codeOf(checkTeamTransfer(member(1, 'member', null), member(2, 'member', 1)))).toBe('wallet.recipient_not_found');
    expect(codeOf(checkTeamTransfer(member(3, 'member', 2), member(1, 'agent', null)))).toBe('wallet.recipient_not_found');
    expect(codeOf(checkTeamTransfer(member(1, 'agent', null), member(3, 'member', 2)))).toBe('wallet.recipient_not_found');
  });
});

describe('checkUplineLink', () => {
  /** Applies random link requests through the rule; the accepted links never form a cycle. */
  it('whatever links are asked for, the accepted ones keep the tree free of cycles', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 8 })), { maxLength: 40 }), (requests) => {
        const parent = new Map<number, number>();
        const ancestors = (id: number) => {
          const chain: number[] = [];
          for (let at = parent.get(id); at !== undefined && chain.length <= 8; at = parent.get(at)) chain.push(at);
          return chain;
        };
        for (const [child, upline] of requests) {
          if (checkUplineLink(member(child, 'member', parent.get(child) ?? null), member(upline, 'agent', parent.get(upline) ?? null), ancestors(upline)).ok)
            parent.set(child, upline);
        }
        for (const id of parent.keys()) {
          const chain = ancestors(id);
          expect(chain).not.toContain(id);
          expect(chain.length).toBeLessThanOrEqual(8);
        }
      }),
    );
  });

  it('refuses trial and staff accounts on either side, and linking an account to itself', () => {
    fc.assert(
      fc.property(role, role, (a, b) => {
        const result = checkUplineLink(member(1, a, null), member(2, b, null), []);
        const expected = a === 'trial' || b === 'trial' ? 'agency.trial_account' : a === 'staff' || b === 'staff' ? 'agency.staff_account' : 'ok';
        expect(codeOf(result)).toBe(expected);
      }),
    );
    expect(codeOf(checkUplineLink(member(1, 'member', null), member(1, 'member', null), []))).toBe('agency.upline_cycle');
  });
});
