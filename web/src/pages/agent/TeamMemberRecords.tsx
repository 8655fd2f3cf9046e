import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { useStores } from '../../stores/stores-context';
import { AccountRecordPage } from '../member/AccountRecordPage';
import { BettingRecordPage } from '../member/BettingRecordPage';

/** Team betting and account details: one team member's record, the agent's own until an account is named. */
export const TeamMemberRecords = observer(function TeamMemberRecords({ which }: { which: 'bets' | 'record' }) {
  const { teamMember } = useStores();
  const { t } = useTranslation();
  const [account, setAccount] = useState(teamMember.account);
  return (
    <div className="agent-team-records" data-testid={`team-${which}`}>
      <form
        className="agent-member-pick"
        onSubmit={(e) => {
          e.preventDefault();
          void teamMember.show(account, which);
        }}
      >
        <Field
          label={t('agent.teamRecords.account')}
          value={account}
          onChange={(e) => setAccount(e.target.value)}
          placeholder={t('agent.teamRecords.mine')}
          data-testid="team-member-account"
        />
        <button type="submit" className="button button--primary">
          {t('agent.teamRecords.show')}
        </button>
      </form>
      {which === 'bets' ? <BettingRecordPage record={teamMember.bets} /> : <AccountRecordPage of={teamMember.record} />}
    </div>
  );
});
