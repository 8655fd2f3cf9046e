import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surfaceBackends } from '../support/backends';
import { CALLERS, castOfCallers, type Cast } from '../support/cast';
import { HOSTILE_STRINGS, hostileContentType, hostileText, hostileValue } from '../support/hostile-arbitraries';
import { routeInputs, sampleOf, type JsonSchema, type RouteInput } from '../support/openapi-samples';
import { registeredRoutes, type RouteKey } from '../support/route-table';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, resetThrottles, staffToken } from '../support/wps-http';

/**
 * Generated hostile input at every route of a running server, as any caller: each request starts
 * from one the route's schema takes and gets one to three hostile changes. Whatever comes, the
 * server answers in time, never with a 500, every refusal in the envelope, and no balance of the
 * callers moves while the ledger audit stays clean. Seeded and bounded: the same requests every run.
 */

const RUNS_PER_ROUTE = 15;
const SEED = 20261126;
const ANSWER_WITHIN_MS = 15_000;
/** A websocket upgrade is not an HTTP exchange this suite can make. */
const SKIPPED = new Set<RouteKey>(['GET /wps/ws']);

type Change =
  | { readonly kind: 'field'; readonly field: string; readonly value: unknown }
  | { readonly kind: 'duplicate'; readonly field: string; readonly value: unknown }
  | { readonly kind: 'body'; readonly value: unknown }
  | { readonly kind: 'contentType'; readonly type: string | null }
  | { readonly kind: 'query'; readonly name: string; readonly values: readonly string[] }
  | { readonly kind: 'param'; readonly name: string; readonly value: string };

/** The hostile strings a string field's schema lets through, so that they reach the use case; null when none does. */
function passing(schema: JsonSchema): fc.Arbitrary<string> | null {
  if (schema.type !== 'string') return null;
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
  const fits = HOSTILE_STRINGS.filter(
    (s) => (!pattern || pattern.test(s)) && s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity),
  );
  return fits.length ? fc.constantFrom(...fits) : null;
}

function changesFor(method: string, input: RouteInput | undefined): fc.Arbitrary<Change> {
  const bodyFields = Object.keys(input?.body?.properties ?? {});
  const queryNames = Object.keys(input?.query ?? {});
  const anyName = fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'id', 'amount'),
    hostileText.filter((s) => s.length < 40),
  );
  const options: fc.Arbitrary<Change>[] = [
    fc.record({
      kind: fc.constant('query' as const),
      name: queryNames.length ? fc.oneof(fc.constantFrom(...queryNames), anyName) : anyName,
      values: fc.array(hostileText, { minLength: 1, maxLength: 3 }),
    }),
  ];
  for (const [name, schema] of Object.entries(input?.params ?? {}))
    options.push(fc.oneof(hostileText, passing(schema) ?? hostileText).map((value) => ({ kind: 'param', name, value })));
  for (const [name, { schema }] of Object.entries(input?.query ?? {})) {
    const through = passing(schema);
    if (through) options.push(through.map((value) => ({ kind: 'query', name, values: [value] })));
  }
  for (const [field, schema] of Object.entries(input?.body?.properties ?? {})) {
    const through = passing(schema);
    if (through) options.push(through.map((value) => ({ kind: 'field', field, value })));
  }
  if (method !== 'GET') {
    const field = bodyFields.length ? fc.oneof(fc.constantFrom(...bodyFields), anyName) : anyName;
    options.push(
      fc.record({ kind: fc.constant('field' as const), field, value: hostileValue }),
      fc.record({ kind: fc.constant('duplicate' as const), field, value: hostileValue }),
      hostileValue.map((value) => ({ kind: 'body', value })),
      hostileContentType.map((type) => ({ kind: 'contentType', type })),
    );
  }
  return fc.oneof(...options);
}

/** Writes the body from entries, so that a key can appear twice and `__proto__` goes on the wire as it is. */
const encode = (entries: readonly (readonly [string, unknown])[]) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`;

function buildRequest(key: RouteKey, input: RouteInput | undefined, changes: readonly Change[], headers: Record<string, string>) {
  const [method, template] = key.split(' ') as [string, string];
  const params: Record<string, string> = Object.fromEntries(Object.entries(input?.params ?? {}).map(([name, schema]) => [name, String(sampleOf(schema))]));
  const entries: [string, unknown][] = Object.entries((input?.body ? sampleOf(input.body) : {}) as Record<string, unknown>);
  const query = new URLSearchParams(
    Object.entries(input?.query ?? {})
      .filter(([, q]) => q.required)
      .map(([name, q]) => [name, String(sampleOf(q.schema))]),
  );
  let whole: { value: unknown } | null = null;
  let contentType: string | null = 'application/json';
  for (const change of changes) {
    if (change.kind === 'field') entries.splice(0, entries.length, ...entries.filter(([k]) => k !== change.field), [change.field, change.value]);
    else if (change.kind === 'duplicate') entries.push([change.field, change.value]);
    else if (change.kind === 'body') whole = { value: change.value };
    else if (change.kind === 'contentType') contentType = change.type;
    else if (change.kind === 'query') for (const value of change.values) query.append(change.name, value);
    else params[change.name] = change.value;
  }
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const body = method === 'GET' ? undefined : whole ? JSON.stringify(whole.value) : encode(entries);
  const all = { ...headers, ...(body !== undefined && contentType !== null ? { 'content-type': contentType } : {}) };
  return { method, url: `${path}${query.size ? `?${query}` : ''}`, headers: all, body };
}

function assertAnswer(status: number, contentType: string | null, text: string, what: string): void {
  const context = `${what} → ${status} ${text.slice(0, 300)}`;
  expect(status, context).toBeLessThan(500);
  const json = contentType?.startsWith('application/json') ?? false;
  // Pictures and documentation pages answer in their own types when they succeed; the demo payment provider's pages are its own, outside the API.
  if ((status < 400 && !json) || what.includes(' /psp/')) return;
  expect(contentType, context).toMatch(/^application\/json/);
  const body = JSON.parse(text) as Record<string, unknown>;
  if (what.includes(' /wps/docs/json') || what.includes(' /wps/openapi.json')) return;
  expect(Object.keys(body).sort(), context).toEqual(['code', 'message', 'success', 'value']);
  expect(body['success'], context).toBe(status < 400);
  expect(body['code'], context).toMatch(status < 400 ? /^ok$/ : /^[a-z]+(\.[a-zA-Z_]+)+$/);
  expect(body['message'], context).toMatchObject({ key: status < 400 ? 'ok' : `errors.${body['code'] as string}` });
}

const shown = (request: ReturnType<typeof buildRequest>) =>
  `${request.method} ${request.url.slice(0, 200)} ${JSON.stringify(request.headers['content-type'] ?? null)} ${request.body === undefined ? '' : request.body.slice(0, 200)}`;

describe.each(surfaceBackends())('hostile input on %s', (backend) => {
  let server: TestServer;
  let cast: Cast;
  beforeAll(async () => {
    server = await startTestServer(backend, { demo: true });
    cast = await castOfCallers(server);
  });
  afterAll(async () => server?.close());

  /** The balances and holds of every caller's wallets. */
  async function balances(): Promise<string> {
    const usernames = Object.values(cast.usernames);
    const rows = await sql<{ id: number; balance: string; held: string }>`
      SELECT l.id, l.balance::text AS balance, l.held::text AS held FROM ledger_accounts l JOIN accounts a ON a.id = l.owner_id
      WHERE a.username IN (${sql.join(usernames)}) ORDER BY l.id`.execute(server.database.db);
    return JSON.stringify(rows.rows);
  }

  /** With a new staff session: the suite's own may have been ended by what it sent. */
  async function auditIsClean(): Promise<void> {
    await resetThrottles(server);
    const audit = await call(server, 'GET', '/wps/admin/ledger/audit', { token: await staffToken(server), console: true });
    expect(audit.status).toBe(200);
    expect(audit.body.value.mismatches).toEqual([]);
  }

  it('answers every route in time, never with a 500, refusals in the envelope, and moves no balance', { timeout: 600_000 }, async () => {
    const inputs = routeInputs(server.app);
    const failures: string[] = [];
    for (const key of registeredRoutes(server.app).filter((k) => !SKIPPED.has(k))) {
      const input = inputs.get(key);
      const [method] = key.split(' ') as [string];
      const before = await balances();
      const outcome = await fc.check(
        fc.asyncProperty(fc.array(changesFor(method, input), { minLength: 1, maxLength: 3 }), fc.constantFrom(...CALLERS), async (changes, caller) => {
          await resetThrottles(server);
          const request = buildRequest(key, input, changes, cast.headers[caller]);
          const response = await fetch(server.url + request.url, {
            method: request.method,
            headers: request.headers,
            signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
            ...(request.body !== undefined ? { body: request.body } : {}),
          });
          assertAnswer(response.status, response.headers.get('content-type'), await response.text(), `${caller}: ${shown(request)}`);
        }),
        { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
      );
      if (outcome.failed) failures.push(`${key}: ${String(outcome.errorInstance).slice(0, 600)}`);
      if ((await balances()) !== before) failures.push(`${key}: a caller's balance moved`);
    }
    expect(failures).toEqual([]);
    await auditIsClean();
  });
});
