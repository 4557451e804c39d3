import * as testCostPasswords from '../../src/lib/passwords';

// The suites hash at a lower cost (test/setup/password-hash-cost.ts); a fresh copy of the module has the cost every
// API process uses.
function productionPasswords(): typeof testCostPasswords {
  let loaded: typeof testCostPasswords | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof testCostPasswords>('../../src/lib/passwords');
  });
  if (!loaded) throw new Error('passwords module not loaded');
  return loaded;
}

describe('password hashes', () => {
  it('are argon2id at OWASP’s baseline cost (19 MiB, 2 iterations, 1 lane) in the API', async () => {
    const passwords = productionPasswords();
    const stored = await passwords.hashPassword('Una-clave-larga-2026');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await passwords.verifyPassword(stored, 'Una-clave-larga-2026')).toBe(true);
    expect(await passwords.verifyPassword(stored, 'una-clave-larga-2026')).toBe(false);
  });

  it('are verified at the cost they were made with, whatever the current cost', async () => {
    const stored = await productionPasswords().hashPassword('Una-clave-larga-2026');
    expect(await testCostPasswords.verifyPassword(stored, 'Una-clave-larga-2026')).toBe(true);
    const cheap = await testCostPasswords.hashPassword('Otra-clave-larga-2026');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect(await productionPasswords().verifyPassword(cheap, 'Otra-clave-larga-2026')).toBe(true);
  });

  it('refuse a malformed stored hash instead of failing', async () => {
    expect(await testCostPasswords.verifyPassword('not-a-hash', 'Una-clave-larga-2026')).toBe(false);
  });
});
