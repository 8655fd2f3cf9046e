import { InvalidArgumentError, type Command } from 'commander';
import type { Texts } from '../core/domain/system/content-texts';

const TEXT = /^([A-Za-z]{2})\.([A-Za-z]+)=([\s\S]*)$/;

function collect(value: string, texts: Record<string, Record<string, string>>): Record<string, Record<string, string>> {
  const match = TEXT.exec(value);
  if (!match) throw new InvalidArgumentError('expected LANGUAGE.field=text, as UR.title=…');
  const [, language, field, text] = match as unknown as [string, string, string, string];
  const code = language.toUpperCase();
  return { ...texts, [code]: { ...texts[code], [field]: text } };
}

/** `--text UR.title=…`, repeatable: the content's words in a further language, field by field (the plain options hold the default language's). */
export function addTextsOption(command: Command, fields: readonly string[]): Command {
  return command.option(
    '--text <language.field=text>',
    `words in a further language, once per field: ${fields.map((f) => `UR.${f}=…`).join(', ')}`,
    collect,
    {},
  );
}

/** The collected `--text` values, left out of a request when none was given. */
export const textsOf = (flags: { readonly text?: Texts }): { texts?: Texts } => (flags.text && Object.keys(flags.text).length > 0 ? { texts: flags.text } : {});
