import { fail, ok, type Failure, type Result } from '../kernel/result';
import { controlFailures, isPrintable } from '../kernel/free-text';
import { checkTexts, type Texts } from '../system/content-texts';

/** Points per `unit` (minor units) of valid bet by game type and of deposits; whole points, rounded down. */
export interface PointsSettings {
  readonly unit: number;
  readonly bet: readonly { readonly gameType: string; readonly points: number }[];
  readonly deposit: number;
}

export const pointsSettingsAreValid = (s: PointsSettings): boolean =>
  Number.isSafeInteger(s.unit) &&
  s.unit > 0 &&
  Number.isInteger(s.deposit) &&
  s.deposit >= 0 &&
  s.bet.every((b) => b.gameType.trim() !== '' && Number.isInteger(b.points) && b.points >= 0) &&
  new Set(s.bet.map((b) => b.gameType)).size === s.bet.length;

/** The points an amount earns: whole units times the rate, rounded down. */
export const pointsFor = (amount: bigint, rate: number, unit: number): bigint => (amount / BigInt(unit)) * BigInt(rate);

/** Cash goods credit their value to the wallet when support approves; items are delivered by support. */
export const GOODS_KINDS = ['cash', 'item'] as const;
export type GoodsKind = (typeof GOODS_KINDS)[number];

export const GOODS_TEXTS = ['name'] as const;
export type GoodsText = (typeof GOODS_TEXTS)[number];

export interface GoodsInput {
  readonly name: string;
  readonly image: string;
  readonly kind: string;
  readonly points: bigint;
  /** Cash goods: what one redemption credits, in minor units; items: their shown value. */
  readonly value: bigint;
  readonly stock: number;
  readonly texts: Texts<GoodsText>;
}

export interface Goods extends Omit<GoodsInput, 'kind'> {
  readonly id: number;
  readonly kind: GoodsKind;
  readonly enabled: boolean;
}

const PICTURE = /^(\/(?![/\\])[^\s]*|https:\/\/[^\s/?#]+(\/[^\s]*)?)$/;

export function validateGoods(input: GoodsInput): Result<Omit<Goods, 'id' | 'enabled'>> {
  const failures: Failure[] = [];
  const kind = GOODS_KINDS.find((k) => k === input.kind);
  const name = input.name.trim();
  if (name === '' || name.length > 100) failures.push({ code: 'mall.invalid_name', field: 'name' });
  failures.push(...controlFailures({ name: [name, 'line'] }));
  const texts = checkTexts(input.texts, { name: (t) => t.length <= 100 && isPrintable(t, 'line') });
  failures.push(...texts.failures);
  if (input.image !== '' && !PICTURE.test(input.image)) failures.push({ code: 'mall.invalid_image', field: 'image' });
  if (!kind) failures.push({ code: 'mall.invalid_kind', field: 'kind', params: { kinds: GOODS_KINDS.join(', ') } });
  if (input.points <= 0n) failures.push({ code: 'mall.invalid_points', field: 'points' });
  if (input.value < 0n || (kind === 'cash' && input.value === 0n)) failures.push({ code: 'mall.invalid_value', field: 'value' });
  if (!Number.isSafeInteger(input.stock) || input.stock < 0) failures.push({ code: 'mall.invalid_stock', field: 'stock' });
  const [first] = failures;
  if (first || !kind) return fail(first!.code, { ...first, value: { errors: failures } });
  return ok({ ...input, name, kind, texts: texts.texts });
}

export const MAX_REDEEM_QUANTITY = 99;
