import { sql, type Kysely } from 'kysely';
import { idCode } from '../../../core/domain/kernel/id-code';
import { runStatements } from './run-statements';

/**
 * Members' invite codes are stored, so members get random ones instead of their account id. The
 * accounts made before keep the code they may have shared: 'R' and the id in base 36. A
 * registration finds its referrer by the code it came with, in any letter case.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE referral_codes (account_id integer PRIMARY KEY REFERENCES accounts(id), code text NOT NULL UNIQUE)`.execute(db);
  const { rows } = await sql<{ id: number }>`SELECT id FROM accounts ORDER BY id`.execute(db);
  for (let start = 0; start < rows.length; start += 1000) {
    const codes = sql.join(rows.slice(start, start + 1000).map(({ id }) => sql`(${id}::integer, ${idCode('R', id)}::text)`));
    await sql`INSERT INTO referral_codes (account_id, code) VALUES ${codes}`.execute(db);
  }
  await runStatements(
    db,
    `
    DROP INDEX accounts_referral_code;
    CREATE INDEX accounts_referral_code ON accounts ((upper(profile->>'referralCode'))) WHERE profile ? 'referralCode';
    `,
  );
}
