import type { Kysely } from 'kysely';
import type { Schema } from '../schema';

/** Points mall goods: cash credited to the wallet, or items support sends; points and values in minor units. */
export const GOODS = [
  { name: 'Rs 50 cash', texts: { UR: { name: '50 روپے نقد' } }, image: '/demo/goods-cash.svg', kind: 'cash', points: 5_000n, value: 5_000n, stock: 500 },
  { name: 'Rs 250 cash', texts: { UR: { name: '250 روپے نقد' } }, image: '/demo/goods-cash.svg', kind: 'cash', points: 24_000n, value: 25_000n, stock: 200 },
  { name: 'Royal Lotus mug', texts: { UR: { name: 'رائل لوٹس مگ' } }, image: '/demo/goods-mug.svg', kind: 'item', points: 15_000n, value: 0n, stock: 40 },
  {
    name: 'Royal Lotus T-shirt',
    texts: { UR: { name: 'رائل لوٹس ٹی شرٹ' } },
    image: '/demo/goods-shirt.svg',
    kind: 'item',
    points: 30_000n,
    value: 0n,
    stock: 25,
  },
] as const;

/** Home carousel pictures, each opening a page of the site. */
export const BANNERS = [
  {
    group_name: 'w_home',
    title: 'Welcome bonus 100% up to Rs 500',
    url: '/demo/banner-welcome.svg',
    texts: { UR: { title: 'پہلے ڈپازٹ پر 100% خوش آمدید بونس، 500 روپے تک', url: '/demo/banner-welcome-ur.svg' } },
    linkage_type: 'ROUTE',
    target: '/promotions',
    sort: 1,
  },
  {
    group_name: 'w_home',
    title: 'Royal Lotus Originals: provably fair dice, crash and slots',
    url: '/demo/banner-originals.svg',
    texts: { UR: { title: 'رائل لوٹس اوریجنلز: قابلِ تصدیق پانسہ، کریش اور سلاٹس', url: '/demo/banner-originals-ur.svg' } },
    linkage_type: 'ROUTE',
    target: '/rng?vassalage=HOUSE',
    sort: 2,
  },
] as const;

/** The marquee's player notices, for visitors (B) and for players (A). */
export const NOTICES = [
  {
    kind: 'PL',
    execution: 'B',
    title: 'New here? Claim a 100% welcome bonus on your first deposit.',
    content: 'Deposit at least Rs 100 and claim a bonus of 100% of it, up to Rs 500, under Promotions.',
    texts: {
      UR: {
        title: 'نئے ہیں؟ پہلے ڈپازٹ پر 100% خوش آمدید بونس حاصل کیجیے۔',
        content: 'کم از کم 100 روپے جمع کرائیے اور پروموشنز میں جا کر اس کا 100% بونس حاصل کیجیے، زیادہ سے زیادہ 500 روپے۔',
      },
    },
    sort: 1,
  },
  {
    kind: 'PL',
    execution: 'A',
    title: 'Play Lotus Dice, Lotus Crash and Lotus Fortune: provably fair, every round verifiable.',
    content: 'Every round of our own games can be verified under Betting record once you rotate its seed.',
    texts: {
      UR: {
        title: 'کنول پانسہ، کنول کریش اور کنول کی قسمت کھیلیے: ہر راؤنڈ منصفانہ اور قابلِ تصدیق۔',
        content: 'ہمارے اپنے گیمز کا ہر راؤنڈ سیڈ بدلنے کے بعد شرط کے ریکارڈ میں جانچا جا سکتا ہے۔',
      },
    },
    sort: 1,
  },
  {
    kind: 'PL',
    execution: 'A',
    title: 'Daily check-in: claim Rs 5 every day you visit.',
    content: 'Open Promotions and claim your daily reward once a day.',
    texts: { UR: { title: 'روزانہ حاضری: جس دن بھی آئیں، 5 روپے حاصل کیجیے۔', content: 'پروموشنز کھولیے اور دن میں ایک بار اپنا روزانہ انعام حاصل کیجیے۔' } },
    sort: 2,
  },
] as const;

/** Live hosts players chat with; their streams are example addresses an operator replaces. */
export const LIVE_HOSTS = [
  { name: 'Ayesha', picture_url: '/demo/host-ayesha.svg', stream_url: 'https://live.example.com/ayesha', schedule: 'Daily 20:00–23:00 PKT' },
  { name: 'Zara', picture_url: '/demo/host-zara.svg', stream_url: 'https://live.example.com/zara', schedule: 'Fri–Sun 18:00–22:00 PKT' },
] as const;

/** The demo's mall goods, home banners, marquee notices and live hosts, each added once, when its table is empty. */
export async function seedDemoStorefront(db: Kysely<Schema>, now: Date): Promise<void> {
  if (!(await db.selectFrom('mall_goods').select('id').limit(1).executeTakeFirst()))
    await db
      .insertInto('mall_goods')
      .values(GOODS.map((g) => ({ ...g, texts: JSON.stringify(g.texts) })))
      .execute();
  if (!(await db.selectFrom('banners').select('id').limit(1).executeTakeFirst()))
    await db
      .insertInto('banners')
      .values(BANNERS.map((b) => ({ ...b, texts: JSON.stringify(b.texts), starts_at: now, ends_at: null })))
      .execute();
  if (!(await db.selectFrom('announcements').select('id').limit(1).executeTakeFirst()))
    await db
      .insertInto('announcements')
      .values(NOTICES.map((n) => ({ ...n, texts: JSON.stringify(n.texts), starts_at: now, ends_at: null })))
      .execute();
  if (!(await db.selectFrom('live_hosts').select('id').limit(1).executeTakeFirst()))
    await db
      .insertInto('live_hosts')
      .values(LIVE_HOSTS.map((h) => ({ ...h, created_at: now })))
      .execute();
}
