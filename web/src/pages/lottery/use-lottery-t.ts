import { useTranslation } from 'react-i18next';

/** The lottery pages' own texts, falling back to the app's (bet kinds and sides, shared with the betting record). */
export const useLotteryT = () => useTranslation(['lottery', 'translation'], { nsMode: 'fallback' }).t;
