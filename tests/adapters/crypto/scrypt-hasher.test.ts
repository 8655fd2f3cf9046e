import { describe, expect, it } from 'vitest';
import { OWASP_SCRYPT, ScryptHasher } from '../../../adapters/crypto/scrypt-hasher';

describe('scrypt password hashes', () => {
  const cheap = new ScryptHasher({ N: 2 ** 10, r: 8, p: 1 });
  const production = new ScryptHasher(OWASP_SCRYPT);

  it('a hash made at another cost still verifies, with the cost it names', async () => {
    const old = await cheap.hash('Lotus#2026');
    expect(old.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    expect(await production.verify('Lotus#2026', old)).toBe(true);
    expect(await production.verify('Lotus#2027', old)).toBe(false);
  });

  it('new hashes carry the cost the hasher was built with', async () => {
    const hash = await production.hash('Lotus#2026');
    expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
    expect(await cheap.verify('Lotus#2026', hash)).toBe(true);
  });

  it('a malformed stored hash never verifies', async () => {
    for (const stored of ['', 'scrypt$1024$8$1$', 'bcrypt$x$y$z$a$b', 'scrypt$$8$1$c2FsdA==$aGFzaA==']) expect(await cheap.verify('x', stored)).toBe(false);
  });
});
