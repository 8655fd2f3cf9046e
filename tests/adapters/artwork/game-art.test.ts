import { describe, expect, it } from 'vitest';
import { vendorMark } from '../../../core/domain/catalog/vendor-mark';
import { MOTIFS } from '../../../adapters/api-server/artwork/art-motifs';
import { renderGameArt, type ArtSubject } from '../../../adapters/api-server/artwork/game-art';
import { demoCatalog } from '../../../adapters/sql/seed/demo-catalog';

const art = (game: Omit<ArtSubject, 'nodeId'>) => renderGameArt({ nodeId: 1, ...game });
const drawn = (motif: string) => MOTIFS[motif]!.slice(0, 36);

describe('game card art', () => {
  it('draws the kind of game: a wheel for roulette, a bat for cricket, a rooster for a cockfight, never a slot symbol for a table', () => {
    expect(art({ name: 'Royal Roulette', vassalage: 'EG2_LIVE', gameType: 'LIVE', gameClassify: null })).toContain(drawn('wheel'));
    expect(art({ name: 'Sweet Baccarat', vassalage: 'PT_LIVE', gameType: 'LIVE', gameClassify: null })).toContain(drawn('cards'));
    expect(art({ name: 'Wild Cricket', vassalage: 'EG2_SB', gameType: 'SPORTS', gameClassify: null })).toContain(drawn('cricket'));
    expect(art({ name: 'Mountain Cockfight Arena', vassalage: 'JL_CF', gameType: 'SPORTS', gameClassify: null })).toContain(drawn('rooster'));
    expect(art({ name: 'Lotus Dice', vassalage: 'HOUSE', gameType: 'RNG', gameClassify: 'TG' })).toContain(drawn('dice'));
    expect(art({ name: 'Golden Dragon', vassalage: 'PG', gameType: 'RNG', gameClassify: null })).toContain(drawn('beast'));
  });

  it("is distinct per game, carries its vendor's mark, and stays small", () => {
    const games = demoCatalog().games.filter((_, i) => i % 20 === 0);
    const svgs = games.map((g) =>
      renderGameArt({ nodeId: g.nodeId, name: g.names.EN, vassalage: g.vassalage, gameType: g.gameType, gameClassify: g.gameClassify }),
    );
    expect(new Set(svgs).size).toBe(games.length);
    games.forEach((g, i) => expect(svgs[i]).toContain(vendorMark(g.vassalage).shape));
    expect(Math.max(...svgs.map((s) => s.length))).toBeLessThan(4_000);
  });

  it('gives every demo brand its own mark', () => {
    const brands = ['HOUSE', 'PG', 'JDB', 'PT', 'CQ9', 'JL', 'FC', 'EG2', 'BGS'].map(vendorMark);
    expect(new Set(brands.map((m) => `${m.shape}${m.fill}`)).size).toBe(brands.length);
    expect(vendorMark('PT_LIVE')).toEqual(vendorMark('PT'));
  });
});
