import { useTranslation } from 'react-i18next';
import type { RecordSubject } from '../../../../core/domain/wallet/record-subject';

/** What a movement was for: the game's name in the player's language, the promotion, the wallets, an order's number. */
export function RecordSubjectText({ subject }: { subject: RecordSubject | null }) {
  const { t, i18n } = useTranslation();
  if (!subject) return <>—</>;
  const wallet = (code: string) => (code === 'main' ? t('record.subject.mainWallet') : code);
  switch (subject.kind) {
    case 'game':
      return <>{i18n.language.toUpperCase() === 'UR' ? subject.names.UR : subject.names.EN}</>;
    case 'promotion':
      return <>{subject.title}</>;
    case 'wallets':
      return <>{t('record.subject.wallets', { from: wallet(subject.from), to: wallet(subject.to) })}</>;
    case 'order':
      return <>{t('record.subject.order', { id: subject.id })}</>;
  }
}
