import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The house lottery: its games (each also a catalogue game, so the lobby lists it and launch
 * routing sends it to its page), their draws (the seed's hash published while the draw is open,
 * the seed and the result once drawn, the totals once settled) and the tickets, one round each.
 * Settlement walks a draw's tickets by member; no index holds a ticket's status or win, and pages
 * keep room, so settling a ticket rewrites it in place (a HOT update). Members read their tickets
 * newest first. A result is json, not jsonb, to keep its tiers in the order they are drawn and shown.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE games DROP CONSTRAINT games_engine_check;
    ALTER TABLE games ADD CONSTRAINT games_engine_check CHECK (engine IN ('slot', 'dice', 'crash', 'mines', 'lottery'));
    CREATE TABLE lottery_games (
      game_code text PRIMARY KEY,
      vassalage text NOT NULL,
      family text NOT NULL CHECK (family IN ('vn', 'sea', 'quick')),
      name text NOT NULL,
      prize_mode text NOT NULL CHECK (prize_mode IN ('LOTT', 'ZY', 'ELOTT', 'SEA')),
      official boolean NOT NULL DEFAULT false,
      cadence jsonb NOT NULL,
      enabled boolean NOT NULL DEFAULT true,
      sort integer NOT NULL DEFAULT 0
    );
    CREATE TABLE lottery_draws (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      game_code text NOT NULL REFERENCES lottery_games(game_code),
      draw_id text NOT NULL,
      draw_at timestamptz NOT NULL,
      closes_at timestamptz NOT NULL,
      seed text,
      seed_hash text,
      result json,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'drawn', 'settled')),
      drawn_at timestamptz,
      settled_at timestamptz,
      tickets integer NOT NULL DEFAULT 0,
      winners integer NOT NULL DEFAULT 0,
      staked bigint NOT NULL DEFAULT 0,
      paid bigint NOT NULL DEFAULT 0,
      UNIQUE (game_code, draw_id)
    );
    CREATE INDEX lottery_draws_unsettled ON lottery_draws (draw_at) WHERE status <> 'settled';
    CREATE INDEX lottery_draws_history ON lottery_draws (game_code, draw_at DESC) WHERE result IS NOT NULL;
    CREATE TABLE lottery_tickets (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      slip_key text NOT NULL,
      line integer NOT NULL,
      account_id integer NOT NULL REFERENCES accounts(id),
      draw integer NOT NULL REFERENCES lottery_draws(id),
      round_id integer NOT NULL REFERENCES rounds(id),
      kind text NOT NULL,
      picks text[] NOT NULL,
      position integer,
      stake bigint NOT NULL CHECK (stake > 0),
      potential_win bigint NOT NULL,
      win bigint NOT NULL DEFAULT 0,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost', 'refunded')),
      placed_at timestamptz NOT NULL,
      settled_at timestamptz,
      UNIQUE (slip_key, line)
    ) WITH (fillfactor = 70);
    CREATE INDEX lottery_tickets_draw ON lottery_tickets (draw, account_id, id);
    CREATE INDEX lottery_tickets_member ON lottery_tickets (account_id, id DESC);
    INSERT INTO game_vendors (vassalage, display_name, game_type, sort) VALUES
      ('TCG_LOTTO_VN', 'Vietnam Lottery', 'LOTT', 100),
      ('TCG_SEA', 'SEA 4D', 'LOTT', 101),
      ('LOTT', 'Royal Lotus Lotto', 'LOTT', 102),
      ('ELOTT', 'Royal Lotus E-Lottery', 'ELOTT', 103)
    ON CONFLICT (vassalage) DO NOTHING;
    INSERT INTO lottery_games (game_code, vassalage, family, name, prize_mode, official, cadence, sort) VALUES
      ('VN_FAST', 'TCG_LOTTO_VN', 'vn', 'Vietnam Fast 5 Minutes', 'ZY', false, '{"everyMinutes":5}', 0),
      ('VN_NORTH', 'TCG_LOTTO_VN', 'vn', 'Vietnam Northern Official', 'LOTT', true, '{"dailyAt":["18:15"]}', 1),
      ('SEA_4D', 'TCG_SEA', 'sea', 'SEA 4D', 'SEA', false, '{"everyMinutes":5}', 2),
      ('LOTT_1M', 'LOTT', 'quick', 'Quick 5D 1 Minute', 'LOTT', false, '{"everyMinutes":1}', 3),
      ('LOTT_3M', 'LOTT', 'quick', 'Quick 5D 3 Minutes', 'LOTT', false, '{"everyMinutes":3}', 4),
      ('LOTT_5M', 'LOTT', 'quick', 'Quick 5D 5 Minutes', 'LOTT', false, '{"everyMinutes":5}', 5),
      ('ELOTT_1M', 'ELOTT', 'quick', 'E-Lotto 1 Minute', 'ELOTT', false, '{"everyMinutes":1}', 6),
      ('ELOTT_3M', 'ELOTT', 'quick', 'E-Lotto 3 Minutes', 'ELOTT', false, '{"everyMinutes":3}', 7),
      ('ELOTT_5M', 'ELOTT', 'quick', 'E-Lotto 5 Minutes', 'ELOTT', false, '{"everyMinutes":5}', 8);
    INSERT INTO games (node_id, game_code, name_en, name_ur, vassalage, game_type, engine, sort, hot_rank)
    SELECT 900000 + l.sort, l.game_code, l.name, l.name, l.vassalage, v.game_type, 'lottery', l.sort, NULL
    FROM lottery_games l JOIN game_vendors v USING (vassalage)
    ON CONFLICT DO NOTHING;
    `,
  );
}
