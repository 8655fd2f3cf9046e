import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { Tab } from '../../components/Tab';

export type DepositMethodChoice = 'bank' | 'online';

/** The operator's deposit methods as cards to choose between; the chosen one is the tab shown. */
export function DepositMethodTabs({
  chosen,
  onlineName,
  onChoose,
}: {
  chosen: DepositMethodChoice;
  onlineName: string | null;
  onChoose: (choice: DepositMethodChoice) => void;
}) {
  const { t } = useTranslation();
  const tabs = [
    { id: 'bank' as const, icon: 'wallet' as const, title: t('paymentPage.bank'), hint: t('paymentPage.bankHint') },
    ...(onlineName ? [{ id: 'online' as const, icon: 'shield' as const, title: onlineName, hint: t('paymentPage.onlineHint') }] : []),
  ];
  return (
    <div className="method-tabs" role="tablist" aria-label={t('paymentPage.methods')}>
      {tabs.map((tab) => (
        <Tab
          kind="method-tab"
          key={tab.id}
          id={`method-tab-${tab.id}`}
          active={tab.id === chosen}
          onClick={() => onChoose(tab.id)}
          data-testid={`method-${tab.id}`}
        >
          <span className="method-tab__icon" aria-hidden="true">
            <Icon name={tab.icon} size={20} />
          </span>
          <span className="method-tab__text">
            <span className="method-tab__title">{tab.title}</span>
            <span className="method-tab__hint">{tab.hint}</span>
          </span>
        </Tab>
      ))}
    </div>
  );
}
