import type { PatternFailureCode } from '../../../core/domain/access/failure-codes';
import type { FailureCode } from '../../../core/domain/kernel/failure-code';

/** Codes without an `errors.<code>` text: a field rule's failure says what the rule accepts; a second factor is asked for, not shown as an error; a protection breach stays in its store. */
type Unworded = PatternFailureCode | 'access.second_factor_required' | 'protection.breach';

/** The web's own texts beside the codes': the fallback for a code it has no text for, and a self-exclusion without an end. */
type WebOnly = 'unknown' | 'protection.self_excluded_permanent';

type Head<K extends string> = K extends `${infer H}.${string}` ? H : K;
type Tail<K extends string, H extends string> = K extends `${H}.${infer T}` ? T : never;

/** Texts by dotted key as nested objects: `a.b` is `{ a: { b: string } }`. */
type TextTree<K extends string> = { readonly [H in Head<K>]: [Tail<K, H>] extends [never] ? string : TextTree<Tail<K, H>> };

/** `errors` of a language: a text for every failure code a person sees, and no other. */
export type ErrorTexts = TextTree<Exclude<FailureCode, Unworded> | WebOnly>;
