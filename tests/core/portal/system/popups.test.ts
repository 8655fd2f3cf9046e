import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnnouncementView } from '../../../../core/portal/system/banners';
import { PopupsSeen } from '../../../../core/portal/system/popups';
import { MemoryPreferences } from '../../../support/fakes/preferences';

const popup = (id: number): AnnouncementView => ({
  id,
  kind: 'PU',
  execution: 'B',
  title: `p${id}`,
  content: '',
  sort: 0,
  startsAt: null,
  endsAt: null,
  enabled: true,
});

describe('PopupsSeen', () => {
  it('property: a popup closed for an audience is not shown again to it in the session, and is still shown to the other audience', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { maxLength: 8 }),
        fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 8 }),
        fc.constantFrom('A' as const, 'B' as const),
        (ids, closing, audience) => {
          const seen = new PopupsSeen(new MemoryPreferences());
          for (const id of closing) seen.close(id, audience);
          const popups = ids.map(popup);
          expect(seen.unseen(popups, audience).map((p) => p.id)).toEqual(ids.filter((id) => !closing.includes(id)));
          expect(seen.unseen(popups, audience === 'A' ? 'B' : 'A').map((p) => p.id)).toEqual(ids);
        },
      ),
    );
  });

  it('damaged session storage counts as nothing closed', () => {
    const storage = new MemoryPreferences();
    storage.set('popupsClosed.B', '{not json');
    expect(new PopupsSeen(storage).unseen([popup(1)], 'B')).toHaveLength(1);
  });
});
