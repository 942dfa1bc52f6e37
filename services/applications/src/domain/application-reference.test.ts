import { APPLICATION_REFERENCE_PATTERN, newApplicationReference } from './application-reference.js';

describe('newApplicationReference', () => {
  it("starts with the edition's two-digit year and matches the reference pattern", () => {
    expect(newApplicationReference(2026)).toMatch(/^MT26-/);
    expect(newApplicationReference(2105)).toMatch(/^MT05-/);
    expect(newApplicationReference(2026)).toMatch(APPLICATION_REFERENCE_PATTERN);
  });

  it('never uses a symbol that reads like another over the phone (0/O, 1/I/L, U/V)', () => {
    const symbols = Array.from({ length: 200 }, () => newApplicationReference(2026).slice(5).replace('-', '')).join('');

    expect(symbols).not.toMatch(/[01OILUV]/);
  });

  it('gives a different reference each time', () => {
    const references = new Set(Array.from({ length: 1000 }, () => newApplicationReference(2026)));

    expect(references.size).toBe(1000);
  });
});

describe('APPLICATION_REFERENCE_PATTERN', () => {
  it('refuses references typed in lower case, with look-alike symbols or the wrong shape', () => {
    for (const reference of ['mt26-k7qx-3hzp', 'MT26-K7QX-3HZ', 'MT26-K7QX-3HZP-', 'MT2026-K7QX-3HZP', 'MT26K7QX3HZP', 'MT26-K0QX-3HZP']) {
      expect(reference).not.toMatch(APPLICATION_REFERENCE_PATTERN);
    }
    expect('MT26-K7QX-3HZP').toMatch(APPLICATION_REFERENCE_PATTERN);
  });
});
