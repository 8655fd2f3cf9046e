import type { HouseTable } from '../../../core/portal/play/house-table';
import type { RoundResult, TableSession } from '../../../core/portal/play/ports';
import { h } from './dom';

/**
 * Provably fair: the server seed's hash before play, the client seed the player may change, the
 * nonce; rotating reveals the old server seed, after which any round played on it verifies.
 */
export function fairnessPanel(table: HouseTable, session: TableSession) {
  const element = h('details.fairness', { 'data-testid': 'fairness' }, h('summary', {}, 'Provably fair'));
  if (session.trial) {
    element.append(h('p.muted', {}, 'Free-trial rounds use demo credits and are not recorded; sign in to play provably fair rounds.'));
    return { element, recorded: (_: RoundResult) => undefined };
  }
  const hash = h('code.seed', { 'data-testid': 'server-hash' });
  const nonce = h('code.seed');
  const client = h('input.client-seed', { type: 'text', maxlength: '64', 'aria-label': 'Client seed' });
  const rotate = h('button.secondary', { type: 'button' }, 'Rotate seed');
  const verify = h('button.secondary', { type: 'button', 'data-testid': 'verify' }, 'Verify last round');
  const output = h('p.fair-output', { 'aria-live': 'polite', 'data-testid': 'verify-result' });
  let lastRound: number | null = null;
  verify.disabled = true;

  const show = (s: { serverSeedHash: string; clientSeed: string; nonce: number }) => {
    hash.textContent = s.serverSeedHash;
    client.value = s.clientSeed;
    nonce.textContent = String(s.nonce);
  };
  void table.seeds().then((r) => r.ok && show(r.value));

  rotate.addEventListener('click', async () => {
    const rotated = await table.rotate(client.value);
    if (!rotated.ok) {
      output.textContent = 'A client seed is 1–64 characters without spaces or colons.';
      return;
    }
    show(rotated.value.active);
    output.textContent = rotated.value.revealed ? `Revealed server seed: ${rotated.value.revealed.serverSeed}` : '';
  });
  verify.addEventListener('click', async () => {
    if (lastRound === null) return;
    const checked = await table.verify(lastRound);
    if (!checked.ok) {
      output.textContent = 'Rotate the seed first: a round verifies once its server seed is revealed.';
      return;
    }
    const good = checked.value.hashMatches && checked.value.outcomeMatches;
    output.textContent = good ? `Round ${checked.value.roundId} verified: the revealed seed gives the same outcome.` : `Round ${checked.value.roundId} did NOT verify.`;
  });

  element.append(
    h('dl.fair-grid', {}, h('dt', {}, 'Server seed (SHA-256)'), h('dd', {}, hash), h('dt', {}, 'Client seed'), h('dd', {}, client), h('dt', {}, 'Next nonce'), h('dd', {}, nonce)),
    h('div.fair-actions', {}, rotate, verify),
    output,
  );
  return {
    element,
    recorded(round: RoundResult) {
      if (round.roundId === null || !round.fairness) return;
      lastRound = round.roundId;
      verify.disabled = false;
      nonce.textContent = String(round.fairness.nonce + 1);
    },
  };
}
