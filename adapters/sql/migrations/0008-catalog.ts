import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The game catalogue: vendor lines, their games (names per language, the house engine that plays
 * each), members' favourites and recently played games. The indexes serve the lobby's lists:
 * one game type, one vendor or one RNG sub-category, in sort order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE game_vendors (
      vassalage text PRIMARY KEY,
      display_name text NOT NULL,
      game_type text NOT NULL,
      lager_icon text NOT NULL DEFAULT '',
      maintenance boolean NOT NULL DEFAULT false,
      sort integer NOT NULL DEFAULT 0
    );
    CREATE TABLE games (
      node_id integer PRIMARY KEY,
      game_code text NOT NULL UNIQUE,
      name_en text NOT NULL,
      name_ur text NOT NULL,
      vassalage text NOT NULL REFERENCES game_vendors(vassalage),
      game_type text NOT NULL,
      game_classify text,
      is_game text NOT NULL DEFAULT 'GAME' CHECK (is_game IN ('GAME', 'VASSALAGE')),
      engine text NOT NULL CHECK (engine IN ('slot', 'dice', 'crash', 'mines')),
      sort integer NOT NULL DEFAULT 0,
      hot_rank integer
    );
    CREATE INDEX games_type_order ON games (game_type, sort, node_id);
    CREATE INDEX games_vendor_order ON games (vassalage, sort, node_id);
    CREATE INDEX games_classify_order ON games (game_type, game_classify, sort, node_id);
    CREATE INDEX games_hot ON games (hot_rank, node_id) WHERE hot_rank IS NOT NULL;
    CREATE TABLE favourite_games (
      id integer GENERATED ALWAYS AS IDENTITY UNIQUE,
      account_id integer NOT NULL REFERENCES accounts(id),
      node_id integer NOT NULL REFERENCES games(node_id),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (account_id, node_id)
    );
    CREATE TABLE recent_games (
      account_id integer NOT NULL REFERENCES accounts(id),
      node_id integer NOT NULL REFERENCES games(node_id),
      played_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (account_id, node_id)
    );
    CREATE INDEX recent_games_account ON recent_games (account_id, played_at DESC);
    `,
  );
}
