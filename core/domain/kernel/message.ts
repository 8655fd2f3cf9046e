/**
 * A text to show, as an i18n key and its parameters. A parameter may itself be a message, or a
 * list of messages that the reader's language joins ("a, b and c").
 */
export interface Message {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number | Message | readonly Message[]>>;
}

export type Translate = (key: string, params: Record<string, string | number>) => string;

/** The text of a message: nested messages translated first, lists joined by `joinList`. */
export function renderMessage(message: Message, translate: Translate, joinList: (items: string[]) => string): string {
  const render = (m: Message) => renderMessage(m, translate, joinList);
  const params = Object.fromEntries(
    Object.entries(message.params ?? {}).map(([name, value]) => [
      name,
      typeof value !== 'object' ? value : isList(value) ? joinList(value.map(render)) : render(value),
    ]),
  );
  return translate(message.key, params);
}

/** Sentences, each rendered, one after another. */
export const renderSentences = (sentences: readonly Message[], translate: Translate, joinList: (items: string[]) => string): string =>
  sentences.map((s) => renderMessage(s, translate, joinList)).join(' ');

const isList = (value: Message | readonly Message[]): value is readonly Message[] => Array.isArray(value);
