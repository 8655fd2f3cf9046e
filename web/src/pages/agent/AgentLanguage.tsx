import '@fontsource-variable/noto-sans-sc';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AGENT_ONLY_LANGUAGES } from '../../i18n/i18n';
import { Icon } from '../../components/Icon';
import { useDocumentLanguage } from '../../components/use-document-language';
import { useStores } from '../../stores/stores-context';

/** The agent pages' language: the site's languages, and Chinese for the back office. */
export const AgentLanguage = observer(function AgentLanguage() {
  const { language, system } = useStores();
  const { t } = useTranslation();
  useDocumentLanguage(language);
  const choose = (lang: string) => void (AGENT_ONLY_LANGUAGES.includes(lang) ? language.showOnly(lang) : language.choose(lang));
  return (
    <label className="agent-language">
      <Icon name="globe" size={16} />
      <span className="visually-hidden">{t('menu.language')}</span>
      <select value={language.lang} onChange={(e) => choose(e.target.value)} aria-label={t('menu.language')} data-testid="agent-language">
        {[...system.languages, ...AGENT_ONLY_LANGUAGES].map((lang) => (
          <option key={lang} value={lang}>
            {t(`language.${lang}`)}
          </option>
        ))}
      </select>
    </label>
  );
});
