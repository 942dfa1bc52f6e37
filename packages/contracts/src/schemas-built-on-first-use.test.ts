import { jest } from '@jest/globals';

/**
 * A page importing the contracts pays for every schema built as their modules run (see
 * built-on-first-use.ts). zod is wrapped here, not replaced: every call reaches the real zod, and
 * the calls made while the contracts' modules run are counted.
 */
describe('the contracts as they are imported', () => {
  it('build no schema until one is used', async () => {
    const zodCalls: string[] = [];
    let importing = true;
    const { z: realZ } = await import('zod');
    const countingZ = new Proxy(realZ, {
      get(target, key, receiver) {
        const member: unknown = Reflect.get(target, key, receiver);
        if (typeof member !== 'function' || typeof key !== 'string') return member;
        return new Proxy(member, {
          apply(fn, thisArg, args) {
            if (importing) zodCalls.push(`z.${key}`);
            return Reflect.apply(fn, thisArg, args);
          },
        });
      },
    });
    jest.unstable_mockModule('zod', () => ({ z: countingZ, default: countingZ }));

    const contracts = await import('./index.js');
    importing = false;
    expect(zodCalls).toEqual([]);

    // The same modules, used: their schemas build and parse through the wrapped zod.
    expect(contracts.roleSchema.parse('ORGANIZER')).toBe('ORGANIZER');
  });
});
