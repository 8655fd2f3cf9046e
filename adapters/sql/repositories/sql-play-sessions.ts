import { sql, type Kysely } from 'kysely';
import type { EngineCode } from '../../../core/domain/play/engine';
import type { LaunchGrant, PlaySession, PlaySessionRepository, TrialHand } from '../../../core/platform/play/ports';
import type { Schema } from '../schema';

interface GrantRow {
  account_id: number | null;
  game_code: string;
  engine: string;
  trial: boolean;
  login_session_id: number | null;
}

const toGrant = (r: GrantRow): LaunchGrant => ({
  accountId: r.account_id,
  gameCode: r.game_code,
  engine: r.engine as EngineCode,
  trial: r.trial,
  loginSessionId: r.login_session_id,
});

/** A play session row with its login's times (null when the login is revoked or there is none). */
export function playSessionOf(
  row: GrantRow & { demo_balance: bigint | null; expires_at: Date | string; login_last_seen_at: Date | string | null; login_expires_at: Date | string | null },
): PlaySession {
  const login =
    row.login_last_seen_at && row.login_expires_at ? { lastSeenAt: new Date(row.login_last_seen_at), expiresAt: new Date(row.login_expires_at) } : null;
  return { ...toGrant(row), demoBalance: row.demo_balance, expiresAt: new Date(row.expires_at), login };
}

/** playSessionOf for a row read as JSON with its demo balance as text. */
export function playSessionOfJson(json: Record<string, unknown>): PlaySession {
  return playSessionOf({
    ...(json as unknown as Parameters<typeof playSessionOf>[0]),
    demo_balance: json['demo_balance'] === null ? null : BigInt(json['demo_balance'] as string),
  });
}

export class SqlPlaySessions implements PlaySessionRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  async addLaunch(tokenHash: string, grant: LaunchGrant, expiresAt: Date): Promise<void> {
    await this.db
      .insertInto('play_launches')
      .values({
        token_hash: tokenHash,
        account_id: grant.accountId,
        game_code: grant.gameCode,
        engine: grant.engine,
        trial: grant.trial,
        login_session_id: grant.loginSessionId,
        expires_at: expiresAt,
      })
      .execute();
  }

  async redeemLaunch(tokenHash: string, at: Date): Promise<LaunchGrant | null> {
    const result = await sql<GrantRow>`
      UPDATE play_launches SET redeemed_at = ${at}
      WHERE token_hash = ${tokenHash} AND redeemed_at IS NULL AND expires_at > ${at}
      RETURNING account_id, game_code, engine, trial, login_session_id`.execute(this.db);
    return result.rows[0] ? toGrant(result.rows[0]) : null;
  }

  async openSession(tokenHash: string, grant: LaunchGrant, demoBalance: bigint | null, expiresAt: Date): Promise<void> {
    await this.db
      .insertInto('play_sessions')
      .values({
        token_hash: tokenHash,
        account_id: grant.accountId,
        game_code: grant.gameCode,
        engine: grant.engine,
        trial: grant.trial,
        login_session_id: grant.loginSessionId,
        demo_balance: demoBalance,
        expires_at: expiresAt,
      })
      .execute();
  }

  /** With its login session, in the same read, while that is not revoked. */
  async findSession(tokenHash: string, at: Date): Promise<PlaySession | null> {
    const row = await this.db
      .selectFrom('play_sessions as p')
      .leftJoin('sessions as s', (join) => join.onRef('s.id', '=', 'p.login_session_id').on('s.revoked_at', 'is', null))
      .selectAll('p')
      .select(['s.last_seen_at as login_last_seen_at', 's.expires_at as login_expires_at'])
      .where('p.token_hash', '=', tokenHash)
      .where('p.expires_at', '>', at)
      .executeTakeFirst();
    return row ? playSessionOf(row) : null;
  }

  async settleDemo(tokenHash: string, bet: bigint, win: bigint): Promise<bigint | null> {
    const result = await sql<{ demo_balance: bigint }>`
      UPDATE play_sessions SET demo_balance = demo_balance - ${bet} + ${win}
      WHERE token_hash = ${tokenHash} AND trial AND demo_balance >= ${bet}
      RETURNING demo_balance`.execute(this.db);
    return result.rows[0]?.demo_balance ?? null;
  }

  async trialHand(tokenHash: string): Promise<TrialHand | null> {
    const row = await this.db.selectFrom('play_sessions').select('trial_hand').where('token_hash', '=', tokenHash).where('trial', '=', true).executeTakeFirst();
    return (row?.trial_hand as TrialHand | null | undefined) ?? null;
  }

  async keepTrialHand(tokenHash: string, hand: TrialHand, stake: bigint, win: bigint): Promise<bigint | null> {
    const result = await sql<{ demo_balance: bigint }>`
      UPDATE play_sessions SET demo_balance = demo_balance - ${stake} + ${win}, trial_hand = ${JSON.stringify(hand)}::jsonb
      WHERE token_hash = ${tokenHash} AND trial AND demo_balance >= ${stake}
      RETURNING demo_balance`.execute(this.db);
    return result.rows[0]?.demo_balance ?? null;
  }
}
