import type { Kysely } from 'kysely';
import type { Schema } from '../schema';

const DAY_MS = 86_400_000;

/** Demo promotions of each kind that pays, added once when the table is empty; amounts in minor units. */
async function seedDemoPromotions(db: Kysely<Schema>, now: Date): Promise<number> {
  const existing = await db.selectFrom('promotions').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  const base = { image: '', audience: 'all', percent: 0, cap: 0n, min_deposit: 0n, amount: 0n, turnover_multiple: 0, starts_at: now, ends_at: null };
  const rows = [
    {
      ...base,
      title: 'Welcome bonus 100%',
      summary: 'Double your first deposit up to 500.00.',
      content:
        '# Welcome bonus\n\nDeposit at least **100.00** and claim a bonus of 100% of it, up to **500.00**.\n\n- Bet 5 times the bonus before withdrawing.\n- One bonus per member.',
      texts: {
        UR: {
          title: 'خوش آمدید بونس 100%',
          summary: 'اپنا پہلا ڈپازٹ دگنا کیجیے، 500.00 تک۔',
          content:
            '# خوش آمدید بونس\n\nکم از کم **100.00** جمع کرائیے اور اس کا 100% بونس حاصل کیجیے، زیادہ سے زیادہ **500.00**۔\n\n- رقم نکلوانے سے پہلے بونس کی پانچ گنا رقم کی شرطیں لگائیے۔\n- ہر ممبر کے لیے ایک بونس۔',
        },
      },
      category: 'deposit',
      badges: ['newbie', 'limited'],
      kind: 'deposit_bonus',
      percent: 100,
      cap: 50_000n,
      min_deposit: 10_000n,
      turnover_multiple: 5,
      sort: 1,
      ends_at: new Date(now.getTime() + 60 * DAY_MS),
    },
    {
      ...base,
      title: 'Daily check-in',
      summary: 'Claim 5.00 every day you visit.',
      content: 'Log in and claim your daily reward once a day (the day of our time zone).',
      texts: {
        UR: {
          title: 'روزانہ حاضری',
          summary: 'جس دن بھی آئیں، 5.00 حاصل کیجیے۔',
          content: 'لاگ اِن کیجیے اور دن میں ایک بار اپنا روزانہ انعام حاصل کیجیے (دن ہمارے ٹائم زون کے مطابق گنا جاتا ہے)۔',
        },
      },
      category: 'others',
      badges: ['daily'],
      kind: 'daily_signin',
      amount: 500n,
      turnover_multiple: 1,
      sort: 2,
    },
    {
      ...base,
      title: 'Share and win 20.00',
      summary: 'Share us on social media and send a screenshot.',
      content: 'Post about us, then apply with a short comment and up to three screenshots. Support checks every application within a day.',
      texts: {
        UR: {
          title: 'شیئر کیجیے اور 20.00 جیتیے',
          summary: 'ہمیں سوشل میڈیا پر شیئر کیجیے اور اسکرین شاٹ بھیجیے۔',
          content:
            'ہمارے بارے میں پوسٹ کیجیے، پھر مختصر تبصرے اور زیادہ سے زیادہ تین اسکرین شاٹس کے ساتھ درخواست دیجیے۔ سپورٹ ہر درخواست ایک دن کے اندر دیکھتی ہے۔',
        },
      },
      category: 'app',
      badges: ['special'],
      kind: 'application',
      amount: 2_000n,
      turnover_multiple: 1,
      sort: 3,
    },
  ];
  await db
    .insertInto('promotions')
    .values(rows.map((r) => ({ ...r, texts: JSON.stringify(r.texts) })))
    .execute();
  return rows.length;
}

/** Demo missions, added once when the table is empty: a daily spin count and a weekly valid bet. */
async function seedDemoMissions(db: Kysely<Schema>): Promise<number> {
  if (await db.selectFrom('missions').select('id').limit(1).executeTakeFirst()) return 0;
  const rows = [
    {
      title: 'Play 10 rounds today',
      texts: { UR: { title: 'آج 10 راؤنڈ کھیلیے' } },
      period: 'daily',
      metric: 'rounds',
      game_type: '',
      target: 10n,
      reward: 300n,
      sort: 1,
    },
    {
      title: 'Bet 1,000 on slots this week',
      texts: { UR: { title: 'اس ہفتے سلاٹس پر 1,000 کی شرطیں لگائیے' } },
      period: 'weekly',
      metric: 'valid_bet',
      game_type: 'RNG',
      target: 100_000n,
      reward: 2_000n,
      sort: 2,
    },
  ];
  await db
    .insertInto('missions')
    .values(rows.map((r) => ({ ...r, texts: JSON.stringify(r.texts) })))
    .execute();
  return rows.length;
}

/** The demo portal's promotions and missions. */
export async function seedDemoEngagement(db: Kysely<Schema>, now: Date): Promise<void> {
  await seedDemoPromotions(db, now);
  await seedDemoMissions(db);
}
