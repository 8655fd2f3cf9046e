import { parse, protocol, type PGlite } from '@electric-sql/pglite';

/** SQL that starts with this comment is prepared once under the name it gives, e.g. `/* prepared ledger_write *\/ …`. */
const MARK = /^\/\* prepared (\w+) \*\//;

const concat = (parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/**
 * Named prepared statements on PGlite for the few hot statements that ask for one: parsed and
 * planned once, then each run is one bind-execute-sync exchange instead of PGlite's six for an
 * unnamed statement. Other SQL goes through `query` as usual.
 */
export class PglitePreparedStatements {
  private readonly prepared = new Map<string, { name: string; types: number[] }>();

  constructor(private readonly db: PGlite) {}

  /** The statement's name when `sql` asks to be prepared. */
  static nameOf(sql: string): string | undefined {
    return MARK.exec(sql)?.[1];
  }

  async run<R>(name: string, sql: string, parameters: readonly unknown[]): Promise<{ rows: R[]; affectedRows: number }> {
    const statement = await this.prepare(name, sql);
    const values = parameters.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serialize = this.db.serializers[statement.types[i]!];
      return serialize ? serialize(value) : String(value);
    });
    const { serialize } = protocol;
    const { messages } = await this.db.execProtocol(
      concat([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    );
    if (!this.db.isInTransaction()) await this.db.syncToFs();
    const [result] = parse.parseResults(messages, this.db.parsers);
    return { rows: (result?.rows ?? []) as R[], affectedRows: result?.affectedRows ?? 0 };
  }

  private async prepare(name: string, sql: string): Promise<{ name: string; types: number[] }> {
    const known = this.prepared.get(sql);
    if (known) return known;
    const { serialize } = protocol;
    const unique = `${name}_${this.prepared.size}`;
    // Only named statements use the plan cache, so this touches no other query: plan once, not per run.
    if (this.prepared.size === 0) await this.db.exec('SET plan_cache_mode = force_generic_plan');
    const { messages } = await this.db.execProtocol(
      concat([serialize.parse({ name: unique, text: sql }), serialize.describe({ type: 'S', name: unique }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name: unique, types: parse.parseDescribeStatementResults(messages) };
    this.prepared.set(sql, statement);
    return statement;
  }
}
