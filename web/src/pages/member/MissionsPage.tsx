import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../core/domain/kernel/money';
import type { MissionView } from '../../../../core/portal/engagement/missions';
import { EmptyState } from '../../components/EmptyState';
import { useDateTime } from '../../components/use-date-time';
import { FormError } from '../../components/FormError';
import { useStores } from '../../stores/stores-context';

/** Missions and leaderboard: this period's missions with progress and claim, and the chosen mission's leaderboard. */
export const MissionsPage = observer(function MissionsPage() {
  const { missions, auth, system, language } = useStores();
  const { t } = useTranslation();
  const time = useDateTime(system.status?.timezone);
  useEffect(() => {
    void missions.refresh(true);
  }, [missions, language.lang]);
  const member = auth.member;
  if (!member) return null;
  const money = (minor: bigint) => formatMoney(minor, member.currencySymbol, member.scale);
  const measure = (m: MissionView, value: bigint) => (m.metric === 'rounds' ? t('missions.rounds', { count: Number(value) }) : money(value));
  if (missions.loaded && missions.missions.length === 0) return <EmptyState icon="trophy" title={t('missions.none')} body={t('missions.noneBody')} />;
  return (
    <div className="missions-page" data-testid="missions-page">
      <ul className="bonus-list">
        {missions.missions.map(({ mission, progress, state, endsAt }) => {
          const share = Number(((progress < mission.target ? progress : mission.target) * 100n) / mission.target);
          const failure = missions.failure?.missionId === mission.id ? missions.failure.error : null;
          return (
            <li key={mission.id} className={`bonus-item mission mission--${state}`} data-testid="mission" data-state={state}>
              <div className="bonus-item__head">
                <button type="button" className="link-button" onClick={() => void missions.showBoard(mission.id)} dir="auto">
                  {mission.title}
                </button>
                <strong className="money">{t('missions.reward', { amount: money(mission.reward) })}</strong>
              </div>
              <div className="progress" role="progressbar" aria-label={mission.title} aria-valuemin={0} aria-valuemax={100} aria-valuenow={share}>
                <span style={{ inlineSize: `${share}%` }} />
              </div>
              <div className="bonus-item__meta">
                <span>
                  {measure(mission, progress)} / {measure(mission, mission.target)} · {t(`missions.period.${mission.period}`)} ·{' '}
                  {t('missions.ends', { time: time(endsAt) })}
                </span>
                {state === 'claimable' ? (
                  <button
                    type="button"
                    className="button button--primary button--sm"
                    disabled={missions.busy === mission.id}
                    onClick={() => void missions.claim(mission.id)}
                    data-testid="mission-claim"
                  >
                    {t('missions.claim')}
                  </button>
                ) : (
                  <span className={`promo-state promo-state--${state === 'claimed' ? 'claimed' : 'process'}`}>{t(`missions.state.${state}`)}</span>
                )}
              </div>
              <FormError failure={failure} />
            </li>
          );
        })}
      </ul>
      {missions.board && (
        <section className="leaderboard" data-testid="leaderboard">
          <h3>{t('missions.leaderboard', { title: missions.board.mission.title })}</h3>
          {missions.board.ranks.length === 0 ? (
            <p className="muted">{t('missions.noScores')}</p>
          ) : (
            <ol className="leaderboard__list">
              {missions.board.ranks.map((r) => (
                <li key={r.rank} className={`leaderboard__row${r.rank <= 3 ? ' leaderboard__row--top' : ''}`}>
                  <span className="leaderboard__rank">{r.rank}</span>
                  <span dir="ltr">{r.name}</span>
                  <strong className="money">{measure(missions.board!.mission, r.score)}</strong>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </div>
  );
});
