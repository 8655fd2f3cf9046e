import { fail, ok, type Result } from '../kernel/result';
import { parseAmount } from '../wallet/amount';
import { CONTRACT_KINDS, validateTerms, type ContractKind, type ContractTerms, type DividendPeriod, type Tier } from './contract-terms';

/** Contract terms as a form or the wire carries them: rates as percent text ('1.25'), amounts in major units. */
export interface TermsForm {
  readonly kind: string;
  readonly period?: string;
  readonly tiers?: readonly { readonly validBet: string; readonly loss?: string; readonly active: string; readonly rate: string }[];
  readonly profitRate?: string;
  readonly lossRate?: string;
  readonly minBet?: string;
}

/** Percent text with up to two decimals as basis points: '1.25' → 125; null when it is not one. */
export function parseRate(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function parseThreshold(text: string | undefined, scale: number): bigint | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '' || /^0+(\.0*)?$/.test(trimmed)) return 0n;
  const parsed = parseAmount(trimmed, scale);
  return parsed.ok ? parsed.value : null;
}

/** Parses and validates a terms form; the failing field (and tier) is named. */
export function parseTermsForm(form: TermsForm, scale: number): Result<ContractTerms> {
  const kind = CONTRACT_KINDS.find((k) => k === form.kind);
  if (!kind) return fail('agency.invalid_kind', { field: 'kind', params: { kinds: CONTRACT_KINDS.join(', ') } });
  if (kind === 'realtimeSalary') {
    const profitRateBp = parseRate(form.profitRate ?? '');
    const lossRateBp = parseRate(form.lossRate ?? '');
    const minBet = parseThreshold(form.minBet, scale);
    if (profitRateBp === null) return fail('agency.invalid_rate', { field: 'profitRate' });
    if (lossRateBp === null) return fail('agency.invalid_rate', { field: 'lossRate' });
    if (minBet === null) return fail('agency.invalid_threshold', { field: 'minBet' });
    return validateTerms({ kind, profitRateBp, lossRateBp, minBet });
  }
  const tiers: Tier[] = [];
  for (const [index, t] of (form.tiers ?? []).entries()) {
    const params = { tier: index + 1 };
    const rateBp = parseRate(t.rate);
    const minValidBet = parseThreshold(t.validBet, scale);
    const minLoss = parseThreshold(t.loss, scale);
    const minActive = /^\d{1,6}$/.test(t.active.trim()) ? Number(t.active.trim()) : null;
    if (rateBp === null) return fail('agency.invalid_rate', { field: 'tiers', params });
    if (minValidBet === null || minLoss === null || minActive === null) return fail('agency.invalid_threshold', { field: 'tiers', params });
    tiers.push({ minValidBet, minLoss, minActive, rateBp });
  }
  const period = kind === 'dividend' ? (form.period as DividendPeriod) : undefined;
  return validateTerms({ kind: kind as Exclude<ContractKind, 'realtimeSalary'>, ...(period !== undefined ? { period } : {}), tiers });
}
