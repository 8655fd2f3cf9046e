import { beforeEach, describe, expect, it } from 'vitest';
import type { OutgoingMessage } from '../../../core/domain/messaging/outgoing-message';
import type { MessageQueue } from '../../../core/platform/verification/ports';
import type { FakeClock } from '../../support/fakes/clock';

export interface MessageQueueFixture {
  readonly queue: MessageQueue;
  /** Queues a message as a repository does with the code it carries, due at the clock's time. */
  enqueue(message: OutgoingMessage): Promise<void>;
  readonly clock: FakeClock;
}

const T0 = Date.UTC(2026, 10, 1, 12, 0, 0);
const at = (ms: number) => new Date(T0 + ms);
const sms = (text: string): OutgoingMessage => ({ channel: 'sms', to: '+923001112233', subject: null, text });

/** The MessageQueue contract: every adapter and fake must pass it from an empty store. */
export function messageQueueContract(fresh: () => Promise<MessageQueueFixture>): void {
  describe('MessageQueue contract', () => {
    let f: MessageQueueFixture;
    beforeEach(async () => {
      f = await fresh();
      f.clock.set(T0);
    });
    const texts = (claimed: readonly { text: string }[]) => claimed.map((m) => m.text);

    it('takes due messages oldest first up to the limit, counts the try, and holds them until the time given', async () => {
      await f.enqueue(sms('a'));
      await f.enqueue({ channel: 'email', to: 'b@example.com', subject: 'Login code', text: 'b' });
      f.clock.advance(1_000);
      await f.enqueue(sms('c'));
      expect(await f.queue.claimDue(at(0), at(60_000), 10)).toMatchObject([
        { text: 'a', channel: 'sms', to: '+923001112233', subject: null, tries: 1 },
        { text: 'b', channel: 'email', to: 'b@example.com', subject: 'Login code', tries: 1 },
      ]);
      expect(texts(await f.queue.claimDue(at(59_000), at(120_000), 1))).toEqual(['c']);
      expect(await f.queue.claimDue(at(59_999), at(120_000), 10)).toEqual([]);
      expect(await f.queue.claimDue(at(60_000), at(120_000), 10)).toMatchObject([
        { text: 'a', tries: 2 },
        { text: 'b', tries: 2 },
      ]);
    });

    it('a sent message and a given-up one are never taken again; a failed try is due again at its retry time', async () => {
      for (const text of ['sent', 'retried', 'given up']) await f.enqueue(sms(text));
      const [sent, retried, givenUp] = await f.queue.claimDue(at(0), at(1_000), 10);
      await f.queue.delivered(sent!.id, at(0));
      await f.queue.undelivered(retried!.id, 'verification.send_failed', at(30_000));
      await f.queue.undelivered(givenUp!.id, 'verification.quota_not_sufficient', null);
      expect(await f.queue.nextDueAt()).toEqual(at(30_000));
      expect(await f.queue.claimDue(at(29_999), at(100_000), 10)).toEqual([]);
      expect(await f.queue.claimDue(at(30_000), at(100_000), 10)).toMatchObject([{ text: 'retried', tries: 2 }]);
      expect(await f.queue.claimDue(at(10 * 60_000), at(11 * 60_000), 10)).toMatchObject([{ text: 'retried', tries: 3 }]);
    });

    it('tells when the earliest queued message is due: none when nothing is queued, a taken one at its hold time', async () => {
      expect(await f.queue.nextDueAt()).toBeNull();
      await f.enqueue(sms('a'));
      expect(await f.queue.nextDueAt()).toEqual(at(0));
      const [taken] = await f.queue.claimDue(at(0), at(5_000), 10);
      expect(await f.queue.nextDueAt()).toEqual(at(5_000));
      await f.queue.delivered(taken!.id, at(1_000));
      expect(await f.queue.nextDueAt()).toBeNull();
    });

    it('two runs taking at once never take the same message', async () => {
      for (let i = 0; i < 6; i++) await f.enqueue(sms(`m${i}`));
      const [one, two] = await Promise.all([f.queue.claimDue(at(0), at(60_000), 4), f.queue.claimDue(at(0), at(60_000), 4)]);
      expect([...texts(one!), ...texts(two!)].sort()).toEqual(['m0', 'm1', 'm2', 'm3', 'm4', 'm5']);
    });
  });
}
