import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fail, ok, type Result } from '../../../../core/domain/kernel/result';
import { DELIVERY_TRIES } from '../../../../core/domain/messaging/delivery-retry';
import type { OutgoingMessage } from '../../../../core/domain/messaging/outgoing-message';
import { DeliverMessages } from '../../../../core/platform/verification/deliver-messages';
import type { MessageGateway } from '../../../../core/platform/verification/ports';
import { FakeClock } from '../../../support/fakes/clock';
import { InMemoryMessageQueue } from '../../../support/fakes/message-queue';

/** A gateway that answers each send from a script (true: accepted), then accepts. */
class ScriptedGateway implements MessageGateway {
  readonly calls: OutgoingMessage[] = [];
  constructor(private readonly script: boolean[]) {}

  async send(message: OutgoingMessage): Promise<Result<null>> {
    this.calls.push(message);
    return (this.script.shift() ?? true) ? ok(null) : fail('verification.quota_not_sufficient');
  }
}

describe('DeliverMessages', () => {
  it('property (fake clock): whatever the gateway answers, each message is sent once at most, tried at most DELIVERY_TRIES times, and ends sent or failed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 30 }), fc.array(fc.boolean(), { maxLength: 120 }), async (count, script) => {
        const clock = new FakeClock();
        const queue = new InMemoryMessageQueue();
        for (let i = 0; i < count; i++)
          await queue.enqueue({ channel: 'sms', to: `+92300000${String(i).padStart(4, '0')}`, subject: null, text: `code ${i}` }, clock.now());
        const gateway = new ScriptedGateway([...script]);
        const deliver = new DeliverMessages({ queue, gateway, clock });
        for (let run = 0; run < 3 * DELIVERY_TRIES; run++) {
          await deliver.execute();
          clock.advance(5 * 60_000);
        }
        for (const row of queue.rows) {
          const calls = gateway.calls.filter((m) => m.to === row.to).length;
          expect(row.status).not.toBe('queued');
          expect(row.tries).toBe(calls);
          expect(calls).toBeLessThanOrEqual(DELIVERY_TRIES);
          if (row.status === 'failed') expect([calls, row.reason]).toEqual([DELIVERY_TRIES, 'verification.quota_not_sufficient']);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('a failed send waits for its retry time: a run before it sends nothing', async () => {
    const clock = new FakeClock();
    const queue = new InMemoryMessageQueue();
    await queue.enqueue({ channel: 'email', to: 'a@example.com', subject: 'Code', text: 'code 123456' }, clock.now());
    const gateway = new ScriptedGateway([false]);
    const deliver = new DeliverMessages({ queue, gateway, clock });
    await deliver.execute();
    await deliver.execute();
    expect(gateway.calls).toHaveLength(1);
    clock.advance(15_000);
    await deliver.execute();
    expect([gateway.calls.length, queue.rows[0]!.status]).toEqual([2, 'sent']);
  });
});
