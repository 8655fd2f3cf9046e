import { feedbackSettingsAreValid } from '../../domain/engagement/feedback';
import { pointsSettingsAreValid } from '../../domain/engagement/points';
import { referralSettingsAreValid } from '../../domain/engagement/referral';
import { ratesAreValid } from '../../domain/engagement/rebate';
import { levelsAreOrdered } from '../../domain/engagement/vip';
import { realityCheckIntervalIsValid } from '../../domain/protection/reality-check';
import { lotterySettingsAreValid } from '../../domain/lottery/lottery-settings';
import { OPEN_ROUND_TIMEOUT_RANGE } from '../../domain/play/round-timeout';
import { seamlessLimitsAreValid } from '../../domain/play/seamless-rules';
import { VENDOR_CODE } from '../../domain/wallet/transfer-rules';

/** Words in further languages (a VIP level's name, the payment page's): any languages, any of the fields, all text. */
const isTexts = (v: unknown): boolean =>
  v !== null &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  Object.entries(v).every(
    ([language, fields]) =>
      /^[A-Z]{2}$/.test(language) &&
      fields !== null &&
      typeof fields === 'object' &&
      !Array.isArray(fields) &&
      Object.values(fields).every((t) => typeof t === 'string'),
  );

/**
 * A new setting value must have the shape of the current one: same JSON kind, the same keys for
 * objects, and elements shaped like the first current element for arrays. `texts` is the
 * exception: it may be left out, and holds whichever languages the operator writes.
 */
export function checkSettingValue(current: unknown, next: unknown): boolean {
  if (current === null || typeof current !== 'object') return typeof current === typeof next && next !== null;
  if (Array.isArray(current)) {
    if (!Array.isArray(next)) return false;
    const [sample] = current;
    return sample === undefined ? next.every((n) => typeof n !== 'function') : next.every((n) => checkSettingValue(sample, n));
  }
  if (next === null || typeof next !== 'object' || Array.isArray(next)) return false;
  const shaped = (o: object) =>
    Object.keys(o)
      .filter((k) => k !== 'texts')
      .sort();
  const currentKeys = shaped(current);
  if (currentKeys.join('\u0000') !== shaped(next).join('\u0000')) return false;
  const texts = (next as Record<string, unknown>)['texts'];
  if (texts !== undefined && !isTexts(texts)) return false;
  return currentKeys.every((k) => checkSettingValue((current as Record<string, unknown>)[k], (next as Record<string, unknown>)[k]));
}

const isStringArray = (v: unknown): boolean => Array.isArray(v) && v.every((s) => typeof s === 'string');

function isFeatureTree(v: unknown): boolean {
  return (
    Array.isArray(v) &&
    v.every(
      (n) =>
        n !== null &&
        typeof n === 'object' &&
        Object.keys(n).sort().join() === 'childrenNodes,enabled,modId' &&
        typeof n.modId === 'string' &&
        typeof n.enabled === 'boolean' &&
        isFeatureTree(n.childrenNodes),
    )
  );
}

/**
 * What the current value cannot show: the feature tree is recursive (its leaves have empty
 * children, so the shape of a grandchild is unknown), lists may be empty (no element to copy the
 * shape from), and amounts that become bigint must be whole.
 */
const EXTRA_RULES: Readonly<Record<string, (next: any) => boolean>> = {
  vip: (next) => levelsAreOrdered(next.levels),
  referral: referralSettingsAreValid,
  points: pointsSettingsAreValid,
  feedback: feedbackSettingsAreValid,
  zaloBonus: (next) => Number.isSafeInteger(next) && next >= 0,
  lottery: lotterySettingsAreValid,
  openRoundTimeoutMinutes: (next) => Number.isInteger(next) && next >= OPEN_ROUND_TIMEOUT_RANGE.min && next <= OPEN_ROUND_TIMEOUT_RANGE.max,
  seamless: seamlessLimitsAreValid,
  agency: (next) =>
    Number.isSafeInteger(next.activeMemberBet) &&
    next.activeMemberBet >= 0 &&
    Number.isInteger(next.settleGraceSeconds) &&
    next.settleGraceSeconds >= 0 &&
    next.settleGraceSeconds <= 3600,
  realityCheck: (next) => realityCheckIntervalIsValid(next.intervalSeconds),
  rebate: (next) => Number.isSafeInteger(next.minAmount) && next.minAmount >= 0 && ratesAreValid(next.rates),
  whitelabel: isFeatureTree,
  imageCDNs: isStringArray,
  supportLanguages: isStringArray,
  regionRestriction: (next) => isStringArray(next.cidrs),
  customerService: (next) => Array.isArray(next) && next.every((e) => typeof e?.csType === 'string' && typeof e?.url === 'string'),
  trialCredit: (next) => Number.isSafeInteger(next) && next >= 0,
  minimumAge: (next) => Number.isInteger(next) && next >= 18 && next <= 25,
  socialLogin: (next) => Object.values(next).every((c: any) => c.issuer === '' || /^https?:\/\/[^\s?#]+$/.test(c.issuer)),
  currency: (next) => Number.isInteger(next.scale) && next.scale >= 0 && next.scale <= 8,
  session: (next) => Number.isInteger(next.idleMinutes) && next.idleMinutes >= 1 && Number.isInteger(next.absoluteHours) && next.absoluteHours >= 1,
  passwordExpiryDays: (next) => Number.isInteger(next) && next >= 0,
  agentTypes: (next) => Array.isArray(next) && next.every((t) => Number.isInteger(t)),
  esportGames: isStringArray,
  cockfightGames: isStringArray,
  publicUrl: (next) => /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(next),
  sms: (next) =>
    Number.isInteger(next.expiredMinutes) &&
    next.expiredMinutes >= 1 &&
    next.expiredMinutes <= 60 &&
    next.countries.every(
      (c: any) => /^\+[0-9]{1,4}$/.test(c.dialingCode) && c.digits.every((n: unknown) => Number.isInteger(n) && (n as number) >= 4 && (n as number) <= 15),
    ),
  bankDeposit: (next) => Number.isSafeInteger(next.min) && Number.isSafeInteger(next.max) && next.min > 0 && next.min <= next.max,
  merchantWallet: (next) =>
    isStringArray(next.vendors) && next.vendors.every((v: string) => VENDOR_CODE.test(v)) && new Set(next.vendors).size === next.vendors.length,
  paymentPage: (next) =>
    Number.isSafeInteger(next.min) && Number.isSafeInteger(next.max) && next.min > 0 && next.min <= next.max && next.displayName.trim() !== '',
  withdrawal: (next) =>
    Number.isSafeInteger(next.min) &&
    Number.isSafeInteger(next.max) &&
    next.min > 0 &&
    next.min <= next.max &&
    Number.isInteger(next.autoReceiptMinutes) &&
    next.autoReceiptMinutes >= 1 &&
    Number.isInteger(next.maxBankAccounts) &&
    next.maxBankAccounts >= 1,
};

/** The check UpdateSetting makes: the shape of the current value, plus the setting's own rule. */
export function checkSetting(key: string, current: unknown, next: unknown): boolean {
  return checkSettingValue(current, next) && (EXTRA_RULES[key]?.(next) ?? true);
}
