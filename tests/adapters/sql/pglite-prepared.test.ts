import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../adapters/sql/database';

/** Statements marked `/* prepared name *\/` run as named prepared statements on PGlite and answer exactly as unmarked ones. */
describe('PGlite prepared statements', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: '', inMemory: true });
    await sql`CREATE TABLE t (id int PRIMARY KEY, amount bigint NOT NULL, note text, at timestamptz NOT NULL DEFAULT now())`.execute(database.db);
  });
  afterAll(() => database.close());

  const insert = (ids: number[], amounts: bigint[], notes: (string | null)[]) =>
    sql<{ id: number; amount: bigint; note: string | null; at: Date }>`/* prepared test_insert */
      INSERT INTO t (id, amount, note) SELECT * FROM unnest(${ids}::int[], ${amounts.map(String)}::int8[], ${notes}::text[]) RETURNING id, amount, note, at`.execute(
      database.db,
    );
  const select = (ids: number[], marked: boolean) =>
    (marked
      ? sql<{
          id: number;
          amount: bigint;
          note: string | null;
        }>`/* prepared test_select */ SELECT id, amount, note FROM t WHERE id = ANY(${ids}::int[]) ORDER BY id`
      : sql<{ id: number; amount: bigint; note: string | null }>`SELECT id, amount, note FROM t WHERE id = ANY(${ids}::int[]) ORDER BY id`
    ).execute(database.db);

  it('rows, bigints beyond 2^53, nulls and timestamps come back as from an unnamed statement', async () => {
    let next = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ amount: fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }), note: fc.option(fc.string(), { nil: null }) }), {
          minLength: 1,
          maxLength: 8,
        }),
        async (rows) => {
          const ids = rows.map(() => ++next);
          const inserted = await insert(
            ids,
            rows.map((r) => r.amount),
            rows.map((r) => r.note),
          );
          expect(inserted.rows.map((r) => ({ amount: r.amount, note: r.note }))).toEqual(rows);
          expect(inserted.rows.every((r) => r.at instanceof Date)).toBe(true);
          expect((await select(ids, true)).rows).toEqual((await select(ids, false)).rows);
        },
      ),
      { numRuns: 30 },
    );
    const named = await sql<{ name: string }>`SELECT name FROM pg_prepared_statements ORDER BY name`.execute(database.db);
    expect(named.rows.map((r) => r.name)).toEqual(['test_insert_0', 'test_select_1']);
  });

  it('a failing statement throws the database error with its SQLSTATE and rolls its transaction back', async () => {
    await insert([-1], [1n], [null]);
    const failing = database.db.transaction().execute(async (trx) => {
      await sql`/* prepared test_bump */ UPDATE t SET amount = amount + 1 WHERE id = ${-1}`.execute(trx);
      await sql`/* prepared test_insert_one */ INSERT INTO t (id, amount) VALUES (${-1}, 0)`.execute(trx);
    });
    await expect(failing).rejects.toMatchObject({ code: '23505' });
    expect((await select([-1], true)).rows).toEqual([{ id: -1, amount: 1n, note: null }]);
    await sql`/* prepared test_bump */ UPDATE t SET amount = amount + 1 WHERE id = ${-1}`.execute(database.db);
    expect((await select([-1], true)).rows).toEqual([{ id: -1, amount: 2n, note: null }]);
  });
});
