/**
 * A new setting value must have the shape of the current one: same JSON kind, the same keys for
 * objects, and elements shaped like the first current element for arrays.
 */
export function checkSettingValue(current: unknown, next: unknown): boolean {
  if (current === null || typeof current !== 'object') return typeof current === typeof next && next !== null;
  if (Array.isArray(current)) {
    if (!Array.isArray(next)) return false;
    const [sample] = current;
    return sample === undefined ? next.every((n) => typeof n !== 'function') : next.every((n) => checkSettingValue(sample, n));
  }
  if (next === null || typeof next !== 'object' || Array.isArray(next)) return false;
  const currentKeys = Object.keys(current).sort();
  const nextKeys = Object.keys(next).sort();
  if (currentKeys.join('\u0000') !== nextKeys.join('\u0000')) return false;
  return currentKeys.every((k) => checkSettingValue((current as Record<string, unknown>)[k], (next as Record<string, unknown>)[k]));
}
