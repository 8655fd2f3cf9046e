import type { HouseTable } from '../../../core/portal/play/house-table';
import type { RoundResult, TableSession } from '../../../core/portal/play/ports';
import { h } from './dom';
import { t } from './texts/language';

/**
 * Provably fair: the server seed's hash before play, the client seed the player may change, the
 * nonce; rotating reveals the old server seed, after which any round played on it verifies.
 */
export function fairnessPanel(table: HouseTable, session: TableSession) {
  const element = h('details.fairness', { 'data-testid': 'fairness' }, h('summary', {}, t.fairness.title));
  if (session.trial) {
    element.append(h('p.muted', {}, t.fairness.trial));
    return { element, recorded: (_: RoundResult) => undefined };
  }
  const hash = h('code.seed', { 'data-testid': 'server-hash' });
  const nonce = h('code.seed');
  const client = h('input.client-seed', { type: 'text', maxlength: '64', 'aria-label': t.fairness.clientSeed });
  const rotate = h('button.secondary', { type: 'button' }, t.fairness.rotate);
  const verify = h('button.secondary', { type: 'button', 'data-testid': 'verify' }, t.fairness.verify);
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
      output.textContent = t.fairness.badSeed;
      return;
    }
    show(rotated.value.active);
    output.textContent = rotated.value.revealed ? t.fairness.revealed(rotated.value.revealed.serverSeed) : '';
  });
  verify.addEventListener('click', async () => {
    if (lastRound === null) return;
    const checked = await table.verify(lastRound);
    if (!checked.ok) {
      output.textContent = t.fairness.notRevealed;
      return;
    }
    const good = checked.value.hashMatches && checked.value.outcomeMatches;
    output.textContent = good ? t.fairness.verified(checked.value.roundId) : t.fairness.notVerified(checked.value.roundId);
  });

  element.append(
    h(
      'dl.fair-grid',
      {},
      h('dt', {}, t.fairness.serverSeed),
      h('dd', {}, hash),
      h('dt', {}, t.fairness.clientSeed),
      h('dd', {}, client),
      h('dt', {}, t.fairness.nextNonce),
      h('dd', {}, nonce),
    ),
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
