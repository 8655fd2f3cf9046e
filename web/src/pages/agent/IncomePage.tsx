import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../../stores/stores-context';
import { SettlementsView } from './SettlementsView';

/** agentRevenueReport: every settlement paid to me, or (side filter) paid by me to my downlines, with the total. */
export const IncomePage = observer(function IncomePage() {
  const { agency } = useStores();
  useEffect(() => {
    void agency.income.open();
  }, [agency]);
  return <SettlementsView record={agency.income} payable={false} />;
});
