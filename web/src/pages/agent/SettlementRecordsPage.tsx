import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { ContractKind } from '../../../../core/portal/agency/types';
import { useStores } from '../../stores/stores-context';
import { SettlementsView } from './SettlementsView';

/** Dividend, daily, hourly and real-time salary records: one kind, either side, with "pay" on what I owe. */
export const SettlementRecordsPage = observer(function SettlementRecordsPage({ kind }: { kind: ContractKind }) {
  const { agency } = useStores();
  useEffect(() => {
    void agency.showKind(kind);
  }, [agency, kind]);
  return <SettlementsView record={agency.records} payable />;
});
