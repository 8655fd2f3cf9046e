import type { StatementObserver } from '../../adapters/sql/database';

/**
 * Not a call's work: the outbox relay publishes balance events after a commit and the fan-out
 * reads them; the settings cache refreshes on its own timer, whatever the calls.
 */
const ASIDE = /outbox SET published_at|DELETE FROM outbox|from "outbox"|pg_notify|from "settings"/;

/**
 * Statements as units of work: each connection's stream cut into transactions (begin to commit)
 * and statements on their own, without those that are not the call's work.
 */
function unitsOf(sent: readonly (readonly [string, number])[]): string[][] {
  const units: string[][] = [];
  const open = new Map<number, string[]>();
  for (const [text, connection] of sent) {
    const word = text.trim().toLowerCase();
    const unit = open.get(connection);
    if (word === 'begin') open.set(connection, [word]);
    else if (unit) {
      unit.push(word === 'commit' || word === 'rollback' ? word : text);
      if (word === 'commit' || word === 'rollback') {
        units.push(unit);
        open.delete(connection);
      }
    } else units.push([text]);
  }
  return units.filter((unit) => !unit.some((text) => ASIDE.test(text)));
}

const head = (text: string) => /prepared (\w+)/.exec(text)?.[1] ?? text.trim().split(/\s+/).slice(0, 3).join(' ');

/** A test server's statement observer, and the units of work (each as its statements' names) that some work caused. */
export function statementRecorder(): { onStatement: StatementObserver; unitsDuring(work: () => Promise<unknown>): Promise<string[][]> } {
  let sent: [string, number][] | null = null;
  return {
    onStatement: (text, connection) => void sent?.push([text, connection]),
    async unitsDuring(work) {
      sent = [];
      await work();
      const seen = sent;
      sent = null;
      return unitsOf(seen).map((unit) => unit.map(head));
    },
  };
}

/** A write through the ledger's group commit: one transaction of the lock and the write. */
export const LEDGER_WRITE = ['begin', 'ledger_lock', 'ledger_write', 'commit'];
