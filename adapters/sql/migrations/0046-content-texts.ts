import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Operator content carries its words in further languages beside the default language's columns:
 * `texts` maps a language to its fields ({"UR": {"title": "…"}}). The shipped lottery games get
 * their Urdu names here, as 0032 gave them their English ones (their lobby entries too).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE banners ADD COLUMN texts jsonb NOT NULL DEFAULT '{}';
    ALTER TABLE announcements ADD COLUMN texts jsonb NOT NULL DEFAULT '{}';
    ALTER TABLE promotions ADD COLUMN texts jsonb NOT NULL DEFAULT '{}';
    ALTER TABLE missions ADD COLUMN texts jsonb NOT NULL DEFAULT '{}';
    ALTER TABLE mall_goods ADD COLUMN texts jsonb NOT NULL DEFAULT '{}';
    ALTER TABLE lottery_games ADD COLUMN texts jsonb NOT NULL DEFAULT '{}';
    UPDATE lottery_games l SET texts = jsonb_build_object('UR', jsonb_build_object('name', u.name)) FROM (VALUES
      ('VN_FAST', 'ویتنام فاسٹ، پانچ منٹ'),
      ('VN_NORTH', 'ویتنام شمالی، سرکاری'),
      ('SEA_4D', 'جنوب مشرقی ایشیا 4D'),
      ('LOTT_1M', 'فوری 5D، ایک منٹ'),
      ('LOTT_3M', 'فوری 5D، تین منٹ'),
      ('LOTT_5M', 'فوری 5D، پانچ منٹ'),
      ('ELOTT_1M', 'ای لوٹو، ایک منٹ'),
      ('ELOTT_3M', 'ای لوٹو، تین منٹ'),
      ('ELOTT_5M', 'ای لوٹو، پانچ منٹ')
    ) AS u(game_code, name) WHERE l.game_code = u.game_code;
    UPDATE games g SET name_ur = l.texts->'UR'->>'name' FROM lottery_games l WHERE g.game_code = l.game_code AND g.engine = 'lottery' AND g.name_ur = l.name AND l.texts->'UR' IS NOT NULL;
    `,
  );
}
