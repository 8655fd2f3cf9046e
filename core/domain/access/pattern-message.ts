import type { Failure } from '../kernel/result';
import type { Message } from '../kernel/message';
import { isPatternId, type PatternId } from './pattern-ids';
import { CHARSET_RULES, isFormatId, type AcceptedPattern, type CharClass, type NamedClass } from './patterns';

/** "6" for a fixed length, "6–20" for a range: never "6–6". */
function lengthOf(pattern: AcceptedPattern): Message {
  return pattern.min === pattern.max
    ? { key: 'rule.length.exact', params: { count: pattern.max } }
    : { key: 'rule.length.range', params: { min: pattern.min, max: pattern.max } };
}

const many = (c: CharClass): Message => ({ key: `rule.chars.${c}` });
const one = (c: NamedClass): Message => ({ key: `rule.one.${c}` });

/**
 * What a field rule accepts, in sentences made from the rule itself: its length, the classes of
 * characters it allows, those it needs at least one of, and what it starts with; a rule with a
 * shape of its own (an email address, a date, a name) has its own sentence with the length.
 */
export function patternMessage(pattern: AcceptedPattern & { readonly id: PatternId }): Message[] {
  const length = lengthOf(pattern);
  const id = pattern.id;
  if (isFormatId(id)) return [{ key: `rule.form.${id}`, params: { length } }];
  const rule = CHARSET_RULES[id];
  return [
    { key: rule.allowed.length === 1 ? 'rule.only' : 'rule.made', params: { length, allowed: rule.allowed.map(many) } },
    ...(rule.first ? [{ key: 'rule.startWith', params: { first: one(rule.first) } }] : []),
    ...(rule.required.length > 0 ? [{ key: 'rule.include', params: { required: rule.required.map(one) } }] : []),
  ];
}

/** The rule a `validation.pattern.<id>` failure names, with its min and max; null for any other failure. */
export function patternOfFailure(failure: Failure): (AcceptedPattern & { readonly id: PatternId }) | null {
  const id = failure.code.startsWith('validation.pattern.') ? failure.code.slice('validation.pattern.'.length) : '';
  const min = failure.params?.['min'];
  const max = failure.params?.['max'];
  return isPatternId(id) && typeof min === 'number' && typeof max === 'number' ? { id, min, max } : null;
}
