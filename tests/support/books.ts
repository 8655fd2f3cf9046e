import { expect } from 'vitest';
import type { TestServer } from './test-server';
import { call } from './wps-http';

/** The ledger balances to the cent and the audit log's hash chain is whole: what `portal ledger audit` and `portal audit verify` check. */
export async function expectBooksClean(server: TestServer, staff: string): Promise<void> {
  const ledger = await call(server, 'GET', '/wps/admin/ledger/audit', { token: staff, console: true });
  expect(ledger.body.value, ledger.text).toMatchObject({ ok: true });
  const audit = await call(server, 'GET', '/wps/admin/audit/verify', { token: staff, console: true });
  expect(audit.body.value, audit.text).toMatchObject({ ok: true, broken: null });
}
