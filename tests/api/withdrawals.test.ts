import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ScryptHasher } from '../../adapters/crypto/scrypt-hasher';
import { SqlLedger } from '../../adapters/sql/repositories/sql-ledger';
import { LEDGER_CODES } from '../../core/platform/wallet/ledger';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { TEST_COMPOSITION } from '../support/templates';
import { available, newMember, PAY_PASSWORD, withdraw, withdrawingMember as setUpMember, type WithdrawingMember } from '../support/withdrawal-world';
import { call, registerMember, rowCounts, staffToken, uniqueUsername } from '../support/wps-http';

// Every test sets up members (a registration, a deposit, a payment password): slow on a busy machine.
vi.setConfig({ testTimeout: 240_000 });

describe.each(testBackends())('withdrawals on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  let payHash: string;
  const withdrawingMember = (staffToken: string, major: string, prefix?: string) => setUpMember(server, staffToken, major, prefix, payHash);
  const audit = async () => (await call(server, 'GET', '/wps/admin/ledger/audit', { token: staff, console: true })).body.value;
  const approve = (id: number) => call(server, 'POST', `/wps/admin/withdrawals/${id}/approve`, { token: staff, console: true });
  const reject = (id: number, reason = 'Account closed') =>
    call(server, 'POST', `/wps/admin/withdrawals/${id}/reject`, { token: staff, console: true, body: { reason } });
  const messages = async (type: string, id: number) =>
    (await server.database.db.selectFrom('messages').select('params').where('type', '=', type).execute()).filter(
      (m) => m.params['withdrawalId'] === String(id),
    );
  const held = async (username: string) =>
    await server.database.db
      .selectFrom('ledger_accounts as l')
      .innerJoin('accounts as a', 'a.id', 'l.owner_id')
      .select(['l.balance', 'l.held'])
      .where('a.username', '=', username)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
    payHash = await new ScryptHasher(TEST_COMPOSITION.passwordCost).hash(PAY_PASSWORD);
  });
  afterAll(async () => server?.close());

  it('a request holds the amount; approval pays it out once, even repeated and raced, and tells the member', async () => {
    const member = await withdrawingMember(staff, '1000');
    const method = await call(server, 'GET', '/wps/member/withdraw', { token: member.token });
    expect(method.body.value).toMatchObject({ enabled: true, min: '10000', max: '50000000', scale: 2, autoReceiptMinutes: 30 });
    const requested = await withdraw(server, member, '250.50');
    expect(requested.status).toBe(200);
    expect(requested.body.value).toMatchObject({
      amount: '25050',
      status: 'pending',
      bankName: 'Meezan Bank',
      accountName: 'Ali Khan',
      receipt: null,
      receiptDeadline: null,
    });
    expect(requested.body.value.accountNumber).toBe(`****${member.accountNumber.slice(-4)}`);
    expect(await available(server, member.token)).toBe(100000n - 25050n);
    expect(await held(member.username)).toEqual({ balance: 100000n, held: 25050n });

    const id = requested.body.value.id as number;
    expect(
      (await call(server, 'GET', '/wps/admin/withdrawals?status=pending', { token: staff, console: true })).body.value.map((w: { id: number }) => w.id),
    ).toContain(id);
    const approvals = await Promise.all(Array.from({ length: 6 }, () => approve(id)));
    for (const a of approvals) expect(a.body).toMatchObject({ success: true, value: { id, status: 'approved' } });
    expect(approvals[0]!.body.value.receiptDeadline).toEqual(expect.any(String));
    expect(await held(member.username)).toEqual({ balance: 100000n - 25050n, held: 0n });
    expect(await messages('withdrawal_approved', id)).toHaveLength(1);
    expect((await reject(id)).body.code).toBe('wallet.withdrawal_decided');
    expect(await audit()).toMatchObject({ ok: true, sumOfBalances: '0', duplicateKeys: 0 });
  });

  it('a rejection releases the hold, says why, and cannot be undone by an approval', async () => {
    const member = await withdrawingMember(staff, '500');
    const id = (await withdraw(server, member, '300')).body.value.id as number;
    expect(await available(server, member.token)).toBe(20000n);
    const rejected = await reject(id, 'Name does not match the bank');
    expect(rejected.body.value).toMatchObject({ status: 'rejected', reason: 'Name does not match the bank' });
    expect((await reject(id, 'again')).body.value).toMatchObject({ status: 'rejected' });
    expect((await approve(id)).body.code).toBe('wallet.withdrawal_decided');
    expect(await available(server, member.token)).toBe(50000n);
    expect((await messages('withdrawal_rejected', id)).map((m) => m.params['reason'])).toEqual(['Name does not match the bank']);
    expect(await audit()).toMatchObject({ ok: true });
  });

  it('approve and reject racing: exactly one wins, the money moves once and one message is written', async () => {
    const member = await withdrawingMember(staff, '1000');
    let expected = 100000n;
    for (let round = 0; round < 4; round++) {
      const id = (await withdraw(server, member, '150')).body.value.id as number;
      const answers = await Promise.all([approve(id), reject(id), approve(id), reject(id)]);
      const winners = new Set(answers.filter((a) => a.status === 200).map((a) => a.body.value.status as string));
      expect(winners.size).toBe(1);
      for (const a of answers) if (a.status !== 200) expect(a.body.code).toBe('wallet.withdrawal_decided');
      if (winners.has('approved')) expected -= 15000n;
      expect(await held(member.username)).toEqual({ balance: expected, held: 0n });
      expect((await messages('withdrawal_approved', id)).length + (await messages('withdrawal_rejected', id)).length).toBe(1);
    }
    expect(await audit()).toMatchObject({ ok: true });
  });

  it('concurrent requests that together exceed the balance never overdraw it', async () => {
    const member = await withdrawingMember(staff, '1000');
    const answers = await Promise.all(Array.from({ length: 12 }, () => withdraw(server, member, '300')));
    const accepted = answers.filter((a) => a.status === 200);
    expect(accepted).toHaveLength(3);
    for (const a of answers) if (a.status !== 200) expect(a.body).toMatchObject({ code: 'wallet.insufficient_funds', value: { field: 'amount' } });
    expect(await held(member.username)).toEqual({ balance: 100000n, held: 90000n });
    expect((await call(server, 'GET', '/wps/member/withdrawals', { token: member.token })).body.value).toHaveLength(3);
    expect(await audit()).toMatchObject({ ok: true, negativeAccounts: [] });
  });

  it('a retried request (same request key) holds once and answers the same withdrawal; another payload under the key is refused', async () => {
    const member = await withdrawingMember(staff, '1000');
    const requestKey = `retry-${Date.now()}`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => withdraw(server, member, '100', { requestKey })));
    const ids = new Set(answers.map((a) => a.body.value?.id));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(ids.size).toBe(1);
    expect(await held(member.username)).toEqual({ balance: 100000n, held: 10000n });
    expect((await withdraw(server, member, '101', { requestKey })).body.code).toBe('wallet.idempotency_conflict');
  });

  it('refuses every bad request with a code naming the problem and writes nothing', async () => {
    const member = await withdrawingMember(staff, '1000');
    const other = await withdrawingMember(staff, '0', 'other');
    const before = await rowCounts(server, ['ledger_transfers', 'messages']);
    const withdrawalsBefore = await server.database.db
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const cases: [Record<string, unknown>, number, string, string?][] = [
      [{ amount: '0' }, 400, 'wallet.amount_not_positive', 'amount'],
      [{ amount: '100.001' }, 400, 'wallet.too_many_decimals', 'amount'],
      [{ amount: '99.99' }, 400, 'wallet.below_minimum', 'amount'],
      [{ amount: '500000.01' }, 400, 'wallet.above_maximum', 'amount'],
      [{ amount: '9007199254740993' }, 400, 'wallet.amount_too_large', 'amount'],
      [{ amount: '99999999999999999999' }, 400, 'wallet.invalid_amount', 'amount'],
      [{ amount: '' }, 400, 'wallet.invalid_amount', 'amount'],
      [{ amount: '1000.01' }, 402, 'wallet.insufficient_funds', 'amount'],
      [{ bankAccountId: other.bankAccountId }, 404, 'wallet.bank_account_not_found', 'bankAccountId'],
      [{ bankAccountId: 2_000_000_000 }, 404, 'wallet.bank_account_not_found', 'bankAccountId'],
      [{ paymentPassword: '' }, 400, 'validation.required', 'paymentPassword'],
      [{ paymentPassword: '000000' }, 400, 'wallet.payment_password_wrong', 'paymentPassword'],
    ];
    for (const [change, status, code, field] of cases) {
      const answer = await withdraw(server, member, '100', change);
      expect(answer.status, JSON.stringify(change)).toBe(status);
      expect(answer.body.code, JSON.stringify(change)).toBe(code);
      if (field) expect(answer.body.value?.field).toBe(field);
    }
    for (const amount of ['-5', '1e3', '12,000', '0x10', 'abc']) expect((await withdraw(server, member, amount)).body.code, amount).toMatch(/^validation\./);
    for (const amount of [100, -1, null]) expect((await withdraw(server, member, '', { amount })).body.code).toMatch(/^validation\./);
    const missing = await call(server, 'PUT', '/wps/member/withdraw', { token: member.token, body: { amount: '100', bankAccountId: member.bankAccountId } });
    expect(missing.body).toMatchObject({ code: 'validation.required', value: { field: 'paymentPassword' } });
    const unset = await newMember(server);
    expect(
      (
        await call(server, 'PUT', '/wps/member/withdraw', {
          token: unset.token,
          body: { amount: '100', bankAccountId: member.bankAccountId, paymentPassword: PAY_PASSWORD },
        })
      ).body.code,
    ).toBe('wallet.bank_account_not_found');
    expect(await rowCounts(server, ['ledger_transfers', 'messages'])).toEqual(before);
    expect(
      await server.database.db
        .selectFrom('withdrawals')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(withdrawalsBefore);
    expect(await available(server, member.token)).toBe(100000n);
  });

  it('five wrong payment passwords lock withdrawals for the window, the right one included', async () => {
    const member = await withdrawingMember(staff, '1000');
    for (let i = 0; i < 5; i++) expect((await withdraw(server, member, '100', { paymentPassword: '111111' })).body.code).toBe('wallet.payment_password_wrong');
    const locked = await withdraw(server, member, '100');
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('wallet.payment_password_locked');
  });

  it('trial players, visitors and staff cannot withdraw or bind; members cannot decide', async () => {
    const trial = await call(server, 'POST', '/wps/session/login/freeplay', { body: {}, headers: { 'x-session-transport': 'bearer' } });
    const trialToken = trial.body.value.token as string;
    expect(
      (await call(server, 'PUT', '/wps/member/withdraw', { token: trialToken, body: { amount: '100', bankAccountId: 1, paymentPassword: PAY_PASSWORD } })).body
        .code,
    ).toBe('access.need_true_account');
    expect(
      (
        await call(server, 'PUT', '/wps/member/bank-accounts', {
          token: trialToken,
          body: { bankName: 'X Bank', accountNumber: '12345678', accountName: 'Trial' },
        })
      ).body.code,
    ).toBe('access.need_true_account');
    expect((await call(server, 'PUT', '/wps/member/withdraw', { body: { amount: '100', bankAccountId: 1, paymentPassword: PAY_PASSWORD } })).status).toBe(401);
    expect(
      (
        await call(server, 'PUT', '/wps/member/withdraw', {
          token: staff,
          console: true,
          body: { amount: '100', bankAccountId: 1, paymentPassword: PAY_PASSWORD },
        })
      ).body.code,
    ).toBe('access.forbidden');
    const member = await withdrawingMember(staff, '200');
    const id = (await withdraw(server, member, '100')).body.value.id as number;
    expect((await call(server, 'POST', `/wps/admin/withdrawals/${id}/approve`, { token: member.token })).body.code).toBe('access.forbidden');
    expect((await call(server, 'GET', '/wps/admin/withdrawals', { token: member.token })).status).toBe(403);
    expect((await call(server, 'GET', `/wps/admin/withdrawals/${id}/proof`, { token: member.token })).body.code).toBe('wallet.proof_not_found');
  });

  it('bank accounts: the first binding sets the payee name, later ones must match it; no duplicates; a limit; numbers masked when listed', async () => {
    const { token } = await newMember(server);
    const bind = (accountName: string, accountNumber: string) =>
      call(server, 'PUT', '/wps/member/bank-accounts', { token, body: { bankName: 'HBL', accountNumber, accountName } });
    const first = await bind('  Sara   Ahmed ', '0101-2345-6789');
    expect(first.body.value).toMatchObject({ bankName: 'HBL', accountNumber: '010123456789', accountName: 'Sara Ahmed' });
    expect((await bind('Someone Else', '0101234567890')).body).toMatchObject({ code: 'wallet.payee_name_mismatch', value: { field: 'accountName' } });
    expect((await bind('sara ahmed', '0101 2345 6789')).body).toMatchObject({ code: 'wallet.bank_account_duplicate', value: { field: 'accountNumber' } });
    expect((await bind('SARA AHMED', '2222333344')).status).toBe(200);
    expect((await bind('Sara Ahmed', '3333444455')).status).toBe(200);
    const over = await bind('Sara Ahmed', '4444555566');
    expect(over.body).toMatchObject({ code: 'wallet.bank_account_limit', message: { params: { max: 3 } } });
    const listed = await call(server, 'GET', '/wps/member/bank-accounts', { token });
    expect(listed.body.value).toMatchObject({ payeeName: 'Sara Ahmed', limit: 3 });
    expect(listed.body.value.accounts.map((a: { accountNumber: string }) => a.accountNumber)).toEqual(['****6789', '****3344', '****4455']);
    const stranger = await newMember(server);
    expect(
      (
        await call(server, 'PUT', '/wps/member/bank-accounts', {
          token: stranger.token,
          body: { bankName: 'HBL', accountNumber: '010123456789', accountName: 'Sara Ahmed' },
        })
      ).body.code,
    ).toBe('wallet.bank_account_duplicate');
    for (const [field, body] of [
      ['accountNumber', { bankName: 'HBL', accountNumber: '12345', accountName: 'Sara Ahmed' }],
      ['bankName', { bankName: '   ', accountNumber: '1234567890', accountName: 'Sara Ahmed' }],
    ] as const)
      expect((await call(server, 'PUT', '/wps/member/bank-accounts', { token, body })).body.value?.field).toBe(field);
  });

  it('a member registered with a payee name can bind only accounts in that name', async () => {
    await call(server, 'PUT', '/wps/admin/settings/register', {
      token: staff,
      console: true,
      body: {
        value: {
          ...(await call(server, 'GET', '/wps/admin/settings', { token: staff, console: true })).body.value.register,
          payeeName: { shown: true, required: false, acceptedPattern: { id: 'lettersSpaces', min: 2, max: 40 } },
        },
      },
    });
    await newMember(server);
    const { token } = await registerMember(server, uniqueUsername('payee'), 'Abc12345', { payeeName: 'Bilal Raza' });
    const bind = (accountName: string) =>
      call(server, 'PUT', '/wps/member/bank-accounts', { token, body: { bankName: 'UBL', accountNumber: `UB${Date.now()}`, accountName } });
    expect((await bind('Ali Khan')).body.code).toBe('wallet.payee_name_mismatch');
    expect((await bind('Bilal Raza')).status).toBe(200);
  });

  describe('receipt confirmation', () => {
    let member: WithdrawingMember;
    const approvedWithdrawal = async (major: string) => {
      const id = (await withdraw(server, member, major)).body.value.id as number;
      expect((await approve(id)).status).toBe(200);
      return id;
    };
    const receipt = (id: number, body: Record<string, unknown>) => call(server, 'POST', `/wps/member/withdrawals/${id}/receipt`, { token: member.token, body });
    const notReceived = (id: number, raw: Uint8Array, contentType = 'image/png') =>
      call(server, 'POST', `/wps/member/withdrawals/${id}/receipt/not-received`, { token: member.token, raw, contentType });

    beforeAll(async () => {
      member = await withdrawingMember(staff, '5000');
    });

    it('only after approval, once: received, then the same answer again is fine and another is refused', async () => {
      const pendingId = (await withdraw(server, member, '100')).body.value.id as number;
      expect((await receipt(pendingId, { outcome: 'received' })).body.code).toBe('wallet.withdrawal_not_approved');
      const id = await approvedWithdrawal('100');
      const confirmed = await receipt(id, { outcome: 'received' });
      expect(confirmed.body.value).toMatchObject({ receipt: { kind: 'received', received: '10000', remaining: '0' }, receiptDeadline: null });
      expect((await receipt(id, { outcome: 'received' })).status).toBe(200);
      expect((await receipt(id, { outcome: 'partly_received', received: '50', remaining: '50' })).body.code).toBe('wallet.receipt_confirmed');
    });

    it('partly received needs two positive amounts that sum to the withdrawal', async () => {
      const id = await approvedWithdrawal('200');
      expect((await receipt(id, { outcome: 'partly_received', received: '150', remaining: '60' })).body).toMatchObject({
        code: 'wallet.receipt_amounts_mismatch',
        value: { field: 'remaining' },
      });
      expect((await receipt(id, { outcome: 'partly_received', received: '200', remaining: '0' })).body.code).toBe('wallet.amount_not_positive');
      expect((await receipt(id, { outcome: 'partly_received' })).body.code).toBe('wallet.invalid_amount');
      const partly = await receipt(id, { outcome: 'partly_received', received: '150.25', remaining: '49.75' });
      expect(partly.body.value.receipt).toEqual({ kind: 'partly_received', received: '15025', remaining: '4975' });
    });

    it('not received takes a PNG or JPEG proof (by its bytes), stored for support to fetch', async () => {
      const id = await approvedWithdrawal('300');
      const fakePng = new TextEncoder().encode('GIF89a not really a png');
      expect((await notReceived(id, fakePng)).body).toMatchObject({ code: 'wallet.proof_not_image', value: { field: 'proof' } });
      expect((await call(server, 'POST', `/wps/member/withdrawals/${id}/receipt/not-received`, { token: member.token, body: { proof: 'x' } })).status).toBe(
        415,
      );
      const big = new Uint8Array(5 * 1024 * 1024 + 1);
      big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect((await notReceived(id, big)).status).toBe(413);
      const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]);
      const reported = await notReceived(id, jpeg, 'application/octet-stream');
      expect(reported.body.value).toMatchObject({ receipt: { kind: 'not_received', received: '0', remaining: '30000' }, hasProof: true });
      const proof = await fetch(`${server.url}/wps/admin/withdrawals/${id}/proof`, {
        headers: { authorization: `Bearer ${staff}`, 'x-session-transport': 'bearer', 'x-portal-site': 'console' },
      });
      expect(proof.headers.get('content-type')).toBe('image/jpeg');
      expect(new Uint8Array(await proof.arrayBuffer())).toEqual(jpeg);
    });

    it('unconfirmed past autoReceiptMinutes counts as received (the sweep, idempotent); answers after that are refused', async () => {
      // One withdrawal approved 32 minutes ago, one 16 (never idle past the 30-minute login timeout meanwhile).
      const id = await approvedWithdrawal('100');
      server.clock.advance(16 * 60_000);
      const fresh = await approvedWithdrawal('100');
      server.clock.advance(16 * 60_000);
      // Two sweeps at once, as two processes would run them: the withdrawal is received once.
      await Promise.all([server.platform.sweepWithdrawals.execute(), server.platform.sweepWithdrawals.execute()]);
      const mine = (await call(server, 'GET', '/wps/member/withdrawals', { token: member.token })).body.value as { id: number; receipt: unknown }[];
      expect(mine.find((w) => w.id === id)!.receipt).toEqual({ kind: 'auto_received', received: '10000', remaining: '0' });
      expect(mine.find((w) => w.id === fresh)!.receipt).toBeNull();
      expect((await receipt(id, { outcome: 'partly_received', received: '50', remaining: '50' })).body.code).toBe('wallet.receipt_confirmed');
      expect(await audit()).toMatchObject({ ok: true });
    });
  });

  it('a request interrupted between its row and its hold is swept: the hold released, the row failed, nothing paid', async () => {
    const member = await withdrawingMember(staff, '300');
    const { db } = server.database;
    const owner = await db.selectFrom('accounts').select('id').where('username', '=', member.username).executeTakeFirstOrThrow();
    const stuck = await db
      .insertInto('withdrawals')
      .values({ account_id: owner.id, bank_account_id: member.bankAccountId, amount: 10000n })
      .returning('id')
      .executeTakeFirstOrThrow();
    const holdless = await db
      .insertInto('withdrawals')
      .values({ account_id: owner.id, bank_account_id: member.bankAccountId, amount: 5000n })
      .returning('id')
      .executeTakeFirstOrThrow();
    const hold = {
      key: `withdrawal:${stuck.id}`,
      debit: LEDGER_CODES.memberMain(owner.id),
      credit: LEDGER_CODES.paymentClearing,
      amount: 10000n,
      kind: 'withdrawal',
      pending: true,
    };
    const ledgerHold = await new SqlLedger(db).transfer(hold);
    expect(ledgerHold.ok).toBe(true);
    expect(await available(server, member.token)).toBe(20000n);
    // Five minutes on, the sweep releases rows older than two minutes.
    server.clock.advance(5 * 60_000);
    await server.platform.sweepWithdrawals.execute();
    expect(await available(server, member.token)).toBe(30000n);
    const statuses = await db.selectFrom('withdrawals').select(['id', 'status']).where('id', 'in', [stuck.id, holdless.id]).orderBy('id').execute();
    expect(statuses.map((s) => s.status)).toEqual(['failed', 'failed']);
    expect((await call(server, 'GET', '/wps/member/withdrawals', { token: member.token })).body.value).toEqual([]);
    expect(await audit()).toMatchObject({ ok: true });
  });
});
