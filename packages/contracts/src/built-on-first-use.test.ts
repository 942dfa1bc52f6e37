import { z } from 'zod';
import { builtOnFirstUse } from './built-on-first-use.js';

describe('a value built on first use', () => {
  it('is built when first read, and once', () => {
    let builds = 0;
    const schema = builtOnFirstUse(() => {
      builds += 1;
      return z.object({ name: z.string() });
    });
    expect(builds).toBe(0);
    schema.parse({ name: 'Ana' });
    schema.parse({ name: 'Luis' });
    expect(builds).toBe(1);
  });

  it('parses and reports issues as the schema it stands for', () => {
    const schema = builtOnFirstUse(() => z.object({ name: z.string().min(1, 'Name is required') }));
    expect(schema.parse({ name: 'Ana', extra: true })).toEqual({ name: 'Ana' });
    expect(schema.safeParse({ name: '' }).error?.issues.map((issue) => issue.message)).toEqual(['Name is required']);
  });

  it('is the kind of schema it stands for, to zod and to form resolvers', () => {
    const schema = builtOnFirstUse(() => z.object({ name: z.string() }));
    expect(schema instanceof z.ZodObject).toBe(true);
    expect('_zod' in schema).toBe(true);
    expect(Object.getPrototypeOf(schema)).toBe(Object.getPrototypeOf(z.object({})));
  });

  it('extends, nests and discriminates like the schema it stands for', () => {
    const base = builtOnFirstUse(() => z.object({ kind: z.literal('a'), name: z.string() }));
    const other = builtOnFirstUse(() => z.object({ kind: z.literal('b'), count: z.number() }));
    const extended = builtOnFirstUse(() => base.extend({ age: z.number() }));
    const nested = builtOnFirstUse(() => z.object({ person: base.optional() }));
    const either = builtOnFirstUse(() => z.discriminatedUnion('kind', [base, other]));

    expect(extended.parse({ kind: 'a', name: 'Ana', age: 30 })).toEqual({ kind: 'a', name: 'Ana', age: 30 });
    expect(nested.safeParse({ person: { kind: 'a', name: 1 } }).error?.issues[0]?.path).toEqual(['person', 'name']);
    expect(either.parse({ kind: 'b', count: 2 })).toEqual({ kind: 'b', count: 2 });
    expect(either.safeParse({ kind: 'c' }).success).toBe(false);
  });

  it('spreads as the object it stands for, so a shape so declared joins other shapes', () => {
    const pageShape = builtOnFirstUse(() => ({ page: z.coerce.number().default(1) }));
    const query = z.object({ ...pageShape, search: z.string().optional() });
    expect(Object.keys(pageShape)).toEqual(['page']);
    expect(query.parse({ page: '3' })).toEqual({ page: 3 });
  });
});
