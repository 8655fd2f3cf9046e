/** IPv4 and IPv6 CIDR matching over 128-bit integers; IPv4 maps into ::ffff:0:0/96. */
export function parseIp(ip: string): bigint | null {
  const v4 = parseIpv4(ip);
  if (v4 !== null) return 0xffff00000000n | v4;
  return parseIpv6(ip);
}

function parseIpv4(ip: string): bigint | null {
  const parts = ip.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    value = (value << 8n) | BigInt(Number(part));
  }
  return value;
}

function parseIpv6(input: string): bigint | null {
  let ip = input;
  let tail: bigint | null = null;
  const lastColon = ip.lastIndexOf(':');
  if (lastColon >= 0 && ip.slice(lastColon + 1).includes('.')) {
    tail = parseIpv4(ip.slice(lastColon + 1));
    if (tail === null) return null;
    ip = ip.slice(0, lastColon + 1) + '0:0';
  }
  const halves = ip.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - rest.length;
  if ((halves.length === 1 && missing !== 0) || (halves.length === 2 && missing < 1)) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  let value = 0n;
  for (const group of groups) {
    if (!/^[0-9a-fA-F]{1,4}$/.test(group)) return null;
    value = (value << 16n) | BigInt(parseInt(group, 16));
  }
  return tail === null ? value : (value & ~0xffffffffn) | tail;
}

export function ipInCidr(ip: string, cidr: string): boolean {
  if (!isValidCidr(cidr)) return false;
  const [base, bitsText] = cidr.split('/');
  const address = parseIp(ip);
  const network = base === undefined ? null : parseIp(base);
  if (address === null || network === null) return false;
  const isV4 = parseIpv4(base ?? '') !== null;
  const bits = bitsText === undefined ? (isV4 ? 32 : 128) : Number(bitsText);
  if (!Number.isInteger(bits) || bits < 0 || bits > (isV4 ? 32 : 128)) return false;
  const prefix = BigInt((isV4 ? 96 : 0) + bits);
  const mask = prefix === 0n ? 0n : ((1n << prefix) - 1n) << (128n - prefix);
  return (address & mask) === (network & mask);
}

export function ipInAnyCidr(ip: string, cidrs: readonly string[]): boolean {
  return cidrs.some((cidr) => ipInCidr(ip, cidr));
}

export function isValidCidr(cidr: string): boolean {
  const parts = cidr.split('/');
  if (parts.length > 2) return false;
  const [base, bits] = parts;
  if (base === undefined || parseIp(base) === null) return false;
  if (bits === undefined) return true;
  const max = parseIpv4(base) !== null ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}
