import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failureLines } from '../../cli/failure-text';
import type { FailureCode } from '../../core/domain/kernel/failure-code';
import { en } from '../../web/src/i18n/en';

/** Every failure code the web has a text for. */
function codesOf(node: unknown, prefix = ''): string[] {
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : codesOf(value, `${prefix}${key}.`),
  );
}
const CODES = codesOf(en.errors) as FailureCode[];

describe('a failure as the CLI prints it', () => {
  it('is the web text with the code (and field) after it, params filled in', () => {
    expect(failureLines({ code: 'access.member_not_found', field: 'account' })).toEqual(['error: Member not found. (access.member_not_found, field: account)']);
    expect(failureLines({ code: 'system.unknown_setting', params: { key: 'noSuchKey' } })).toEqual([
      'error: Unknown setting noSuchKey. (system.unknown_setting)',
    ]);
  });

  it('tells what to run next after a lost session, on a line of its own', () => {
    expect(failureLines({ code: 'access.session_expired' })).toEqual([
      'error: Your session has ended, please log in again. (access.session_expired)',
      'run: portal login <account>',
    ]);
  });

  it('keeps a code the web has no text for, with its params, for scripts', () => {
    expect(failureLines({ code: 'nobody.knows' as FailureCode, params: { n: 3 } })).toEqual(['error: nobody.knows {"n":3}']);
  });

  it('prints every known code as whole lines, each naming the code once', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CODES), fc.option(fc.constantFrom('amount', 'account'), { nil: undefined }), (code, field) => {
        const lines = failureLines({ code, ...(field ? { field } : {}) });
        expect(lines.every((line) => !line.includes('\n'))).toBe(true);
        expect(lines[0]).toMatch(/^error: /);
        expect(lines[0]!.endsWith(`(${code}${field ? `, field: ${field}` : ''})`)).toBe(true);
      }),
    );
  });
});
