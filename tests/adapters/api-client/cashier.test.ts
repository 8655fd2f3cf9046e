import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../adapters/api-client/api-client';
import { amountText } from '../../../core/domain/wallet/amount';
import { LoadAccountRecord } from '../../../core/portal/wallet/load-account-record';
import { LoadBankDepositMethod } from '../../../core/portal/wallet/load-bank-deposit-method';
import { LoadMyDeposits } from '../../../core/portal/wallet/load-my-deposits';
import { SubmitBankDeposit } from '../../../core/portal/wallet/submit-bank-deposit';
import type { BankDepositMethod } from '../../../core/portal/wallet/types';
import { amountTyped } from '../../support/cashier-arbitraries';
import { FakeClock } from '../../support/fakes/clock';
import { startTestServer, type TestServer } from '../../support/test-server';
import { registerMember, staffToken, uniqueUsername } from '../../support/wps-http';
import { defaultSettings } from '../../support/fakes/settings';

/** Record dates are calendar days where the operator is; "today" must be taken there too. */
const OPERATOR_ZONE = defaultSettings().timezone;

/** The api client's cashier methods and the portal use cases, against a real server on PGlite. */
describe('ApiClient as the CashierGateway', () => {
  let server: TestServer;
  let member: ApiClient;
  let staff: ApiClient;
  let method: BankDepositMethod;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    member = new ApiClient(server.url, 'bearer');
    member.useToken((await registerMember(server, uniqueUsername('cash'), 'Abc12345')).token);
    staff = new ApiClient(server.url, 'bearer');
    staff.useToken(await staffToken(server));
    const loaded = await new LoadBankDepositMethod(member).execute();
    if (!loaded.ok) throw new Error(loaded.error.code);
    method = loaded.value;
  });
  afterAll(async () => server?.close());

  it('reads the method with bounds as bigint minor units', () => {
    expect(method).toMatchObject({ enabled: true, scale: 2 });
    expect(typeof method.min).toBe('bigint');
    expect(method.min > 0n && method.min <= method.max).toBe(true);
  });

  it('a submitted deposit waits; once support approves it, my deposits, the account record and the balance show it', async () => {
    const submitted = await new SubmitBankDeposit(member).execute({ amount: '250.5', payerName: ' Ali Khan ', reference: 'TRX-7' }, method);
    if (!submitted.ok) throw new Error(submitted.error.code);
    expect(submitted.value).toMatchObject({
      amount: 25_050n,
      scale: 2,
      payerName: 'Ali Khan',
      reference: 'TRX-7',
      status: 'pending',
      reason: null,
      decidedAt: null,
    });
    expect((await staff.approveDeposit(submitted.value.id)).ok).toBe(true);

    const mine = await new LoadMyDeposits(member).execute();
    expect(mine.ok && mine.value.find((d) => d.id === submitted.value.id)?.status).toBe('approved');
    const record = await new LoadAccountRecord(member, new FakeClock(new Date())).execute({ quickPick: 'previous7', timeZone: OPERATOR_ZONE });
    if (!record.ok) throw new Error(record.error.code);
    const line = record.value.page.items.find((e) => e.amount === 25_050n);
    expect(line).toMatchObject({ status: 'done' });
    expect(typeof line?.balanceAfter).toBe('bigint');
    expect(record.value.page.totals.credited >= 25_050n).toBe(true);
    const info = await member.memberInfo();
    expect(info.ok && info.value.balance).toBe(line?.balanceAfter);
  });

  it('the browser refuses exactly what the server refuses, with the same code', async () => {
    await fc.assert(
      fc.asyncProperty(amountTyped(method), async (text) => {
        const portal = await new SubmitBankDeposit(member).execute({ amount: text, payerName: 'Ali' }, method);
        // What the server says about the same amount (trimmed, as the browser sends it) with nothing checking it first.
        const trimmed = text.trim();
        const wire = /^[0-9]*(\.[0-9]*)?$/.test(trimmed) ? await member.requestBankDeposit({ amount: trimmed, payerName: 'Ali' }) : null;
        if (wire === null) {
          expect(portal.ok).toBe(false);
          return;
        }
        expect(portal.ok).toBe(wire.ok);
        if (!portal.ok && !wire.ok) expect(portal.error.code).toBe(wire.error.code);
      }),
      { numRuns: 40 },
    );
  });

  it('the normalised amount the portal sends is one the wire schema accepts', async () => {
    const result = await new SubmitBankDeposit(member).execute({ amount: amountText(method.min, method.scale).split('.')[0]!, payerName: 'Ali' }, method);
    expect(result.ok).toBe(true);
  });

  it('a reversed range never leaves the browser; the server answers an empty page for the far future', async () => {
    expect(await new LoadAccountRecord(member, new FakeClock()).execute({ from: '2026-02-02', to: '2026-02-01' })).toMatchObject({
      ok: false,
      error: { code: 'validation.date_range' },
    });
    const future = await new LoadAccountRecord(member, new FakeClock(Date.UTC(2099, 0, 1))).execute({ quickPick: 'next30', type: 'deposit' });
    expect(future.ok && future.value.page).toMatchObject({ items: [], pageNo: 1, totalPages: 1, totals: { credited: 0n, debited: 0n } });
  });
});
