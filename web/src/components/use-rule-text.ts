import { useTranslation } from 'react-i18next';
import { patternMessage } from '../../../core/domain/access/pattern-message';
import { isPatternId } from '../../../core/domain/access/pattern-ids';
import type { FieldPattern } from '../../../core/domain/access/patterns';
import { renderSentences } from '../../../core/domain/kernel/message';
import { joinList } from './list-format';

/** What a field's rule accepts, in the reader's language (the hint under the field, and the error's text); nothing for `*`. */
export function useRuleText(): (pattern: FieldPattern | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return (pattern) => {
    if (!pattern || pattern === '*' || !isPatternId(pattern.id)) return undefined;
    return renderSentences(
      patternMessage({ ...pattern, id: pattern.id }),
      (key, params) => t(key, params),
      (items) => joinList(i18n.language, items),
    );
  };
}
