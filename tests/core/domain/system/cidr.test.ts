import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ipInAnyCidr, ipInCidr, isValidCidr, parseIp } from '../../../../core/domain/system/cidr';

/*
 * The reference works over plain numbers: an IPv4 address is a uint32 compared by integer
 * division, an IPv6 address is eight 16-bit groups compared group by group.
 */
const v4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255));
type V4 = [number, number, number, number];
const v4Text = (a: V4) => a.join('.');
const v4Number = (a: V4) => ((a[0] * 256 + a[1]) * 256 + a[2]) * 256 + a[3];
const v4Contains = (net: V4, bits: number, addr: V4) => Math.floor(v4Number(addr) / 2 ** (32 - bits)) === Math.floor(v4Number(net) / 2 ** (32 - bits));

type V6 = number[];
const v6 = fc.array(fc.oneof(fc.constant(0), fc.nat(0xffff)), { minLength: 8, maxLength: 8 });
const v6Full = (g: V6) => g.map((x) => x.toString(16)).join(':');
/** Compressed form: the longest run (2+) of zero groups becomes '::'. */
function v6Short(g: V6): string {
  let best = { at: -1, len: 1 };
  for (let i = 0; i < 8;) {
    let j = i;
    while (j < 8 && g[j] === 0) j++;
    if (j - i > best.len) best = { at: i, len: j - i };
    i = j === i ? i + 1 : j;
  }
  if (best.at < 0) return v6Full(g);
  const hex = (xs: number[]) => xs.map((x) => x.toString(16)).join(':');
  return `${hex(g.slice(0, best.at))}::${hex(g.slice(best.at + best.len))}`;
}
function v6Contains(net: V6, bits: number, addr: V6): boolean {
  let left = bits;
  for (let i = 0; i < 8 && left > 0; i++, left -= 16) {
    const take = Math.min(16, left);
    if (Math.floor(net[i]! / 2 ** (16 - take)) !== Math.floor(addr[i]! / 2 ** (16 - take))) return false;
  }
  return true;
}
const mapped = (a: V4) => `::ffff:${v4Text(a)}`;

describe('CIDR matching', () => {
  it('an address is in its own /32 (IPv4) or /128 (IPv6), and in its own bare address', () => {
    fc.assert(
      fc.property(v4, v6, fc.ipV4(), fc.ipV6(), (a, b, textV4, textV6) => {
        expect(ipInCidr(v4Text(a as V4), `${v4Text(a as V4)}/32`)).toBe(true);
        expect(ipInCidr(v6Short(b), `${v6Full(b)}/128`)).toBe(true);
        expect(ipInCidr(textV4, `${textV4}/32`)).toBe(true);
        expect(ipInCidr(textV6, `${textV6}/128`)).toBe(true);
        expect(ipInCidr(textV6, textV6)).toBe(true);
      }),
    );
  });

  it('every IPv4 address is in 0.0.0.0/0; no plain IPv6 address is; every address is in ::/0', () => {
    fc.assert(
      fc.property(v4, v6, (a, b) => {
        fc.pre(!(b.slice(0, 5).every((x) => x === 0) && b[5] === 0xffff));
        expect(ipInCidr(v4Text(a as V4), '0.0.0.0/0')).toBe(true);
        expect(ipInCidr(v6Full(b), '0.0.0.0/0')).toBe(false);
        expect(ipInCidr(v4Text(a as V4), '::/0')).toBe(true);
        expect(ipInCidr(v6Full(b), '::/0')).toBe(true);
      }),
    );
  });

  it('IPv4 containment agrees with the reference over numbers, for every prefix length', () => {
    let inside = 0;
    fc.assert(
      fc.property(v4, v4, fc.integer({ min: 0, max: 32 }), fc.nat(32), (net, addr, bits, shared) => {
        // Half the time make the address share a prefix with the network, so both outcomes occur.
        const a = (shared % 2 === 0 ? [...net.slice(0, Math.floor(bits / 8)), ...addr.slice(Math.floor(bits / 8))] : addr) as V4;
        const expected = v4Contains(net as V4, bits, a);
        if (expected) inside++;
        expect(ipInCidr(v4Text(a), `${v4Text(net as V4)}/${bits}`)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
    expect(inside).toBeGreaterThan(100);
  });

  it('IPv6 containment agrees with the reference, written in full or compressed form', () => {
    let inside = 0;
    fc.assert(
      fc.property(v6, v6, fc.integer({ min: 0, max: 128 }), fc.boolean(), (net, addr, bits, share) => {
        const a = share ? [...net.slice(0, Math.floor(bits / 16)), ...addr.slice(Math.floor(bits / 16))] : addr;
        const expected = v6Contains(net, bits, a);
        if (expected) inside++;
        expect(ipInCidr(v6Short(a), `${v6Full(net)}/${bits}`)).toBe(expected);
        expect(ipInCidr(v6Full(a).toUpperCase(), `${v6Short(net)}/${bits}`)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
    expect(inside).toBeGreaterThan(100);
  });

  it('an IPv4-mapped IPv6 address matches IPv4 networks exactly as its IPv4 address does, and ::ffff:0:0/96 holds all IPv4', () => {
    fc.assert(
      fc.property(v4, v4, fc.integer({ min: 0, max: 32 }), (net, addr, bits) => {
        const cidr = `${v4Text(net as V4)}/${bits}`;
        expect(ipInCidr(mapped(addr as V4), cidr)).toBe(ipInCidr(v4Text(addr as V4), cidr));
        expect(ipInCidr(v4Text(addr as V4), `${mapped(net as V4)}/${96 + bits}`)).toBe(v4Contains(net as V4, bits, addr as V4));
        expect(ipInCidr(v4Text(addr as V4), '::ffff:0:0/96')).toBe(true);
        expect(parseIp(mapped(addr as V4))).toBe(parseIp(v4Text(addr as V4)));
      }),
    );
  });

  it("every generated network is a valid CIDR; prefix lengths beyond the family's are not", () => {
    fc.assert(
      fc.property(v4, v6, fc.integer({ min: 0, max: 32 }), fc.integer({ min: 0, max: 128 }), (a, b, bits4, bits6) => {
        expect(isValidCidr(`${v4Text(a as V4)}/${bits4}`)).toBe(true);
        expect(isValidCidr(`${v6Short(b)}/${bits6}`)).toBe(true);
        expect(isValidCidr(`${v4Text(a as V4)}/${33 + (bits4 % 90)}`)).toBe(false);
        expect(isValidCidr(`${v6Short(b)}/${129 + bits6}`)).toBe(false);
      }),
    );
  });

  it('a CIDR that isValidCidr refuses matches no address, and garbage never throws', () => {
    const junk = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.tuple(fc.ipV4(), fc.constantFrom('/', '/ 8', '/+8', '/1e1', '/0x8', '/8/9', '/-1', '/33', '//8', '/8 ', '/08.0')).map(([ip, tail]) => ip + tail),
      fc.tuple(fc.ipV6(), fc.constantFrom('/', '/129', '/64/1', '/ 64', '/1e2')).map(([ip, tail]) => ip + tail),
    );
    const address = fc.oneof(fc.ipV4(), fc.ipV6(), fc.string({ maxLength: 20 }));
    fc.assert(
      fc.property(junk, address, (cidr, ip) => {
        if (!isValidCidr(cidr)) expect(ipInCidr(ip, cidr)).toBe(false);
      }),
      { numRuns: 1000 },
    );
    for (const bad of ['1.2.3.4/', '10.0.0.0/8/16', '0.0.0.0/ 0', '0.0.0.0/0x0', '::/', '::/0/0']) {
      expect(isValidCidr(bad)).toBe(false);
      expect(ipInCidr('10.1.2.3', bad)).toBe(false);
    }
  });

  it('malformed addresses parse to null and match nothing', () => {
    for (const bad of [
      '',
      '1.2.3',
      '1.2.3.4.5',
      '256.1.1.1',
      '1.2.3.-4',
      ' 1.2.3.4',
      '1:2:3:4:5:6:7:8:9',
      '1::2::3',
      ':::',
      '::ffff:1.2.3.256',
      'g::1',
      '12345::',
      'fe80::1%eth0',
    ]) {
      expect(parseIp(bad)).toBeNull();
      expect(ipInCidr(bad, '::/0')).toBe(false);
      expect(ipInCidr(bad, '0.0.0.0/0')).toBe(false);
    }
  });

  it('ipInAnyCidr is true exactly when some network holds the address', () => {
    const cidr = fc.tuple(v4, fc.integer({ min: 0, max: 32 })).map(([a, bits]) => `${v4Text(a as V4)}/${bits}`);
    fc.assert(
      fc.property(v4, fc.array(cidr, { maxLength: 5 }), (a, cidrs) => {
        expect(ipInAnyCidr(v4Text(a as V4), cidrs)).toBe(cidrs.some((c) => ipInCidr(v4Text(a as V4), c)));
      }),
    );
    expect(ipInAnyCidr('10.0.0.1', [])).toBe(false);
  });
});
