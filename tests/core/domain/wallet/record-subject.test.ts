import { describe, expect, it } from 'vitest';
import { subjectOfReference } from '../../../../core/domain/wallet/record-subject';

describe('what a ledger reference says to a player', () => {
  it('names the wallets of a transfer and the number of an order; other references say nothing', () => {
    expect(subjectOfReference('main>PG')).toEqual({ kind: 'wallets', from: 'main', to: 'PG' });
    expect(subjectOfReference('PG_LIVE>main')).toEqual({ kind: 'wallets', from: 'PG_LIVE', to: 'main' });
    expect(subjectOfReference('deposit:12')).toEqual({ kind: 'order', id: 12 });
    expect(subjectOfReference('withdrawal:7:post')).toEqual({ kind: 'order', id: 7 });
    for (const internal of ['round:9', 'promo:1:10000002:once', 'down:agent>player', null]) expect(subjectOfReference(internal)).toBeNull();
  });
});
