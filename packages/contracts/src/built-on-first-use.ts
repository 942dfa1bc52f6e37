/**
 * `build()`'s result, built the first time anything reads it rather than as its module runs.
 *
 * The contracts' schemas are declared this way. zod builds a schema's objects when it is declared,
 * and a browser runs a module graph in one task: a dashboard importing the contracts would otherwise
 * build every schema its modules name, most of which its first screen never parses, before it can
 * paint. Reads, writes, `in`, spreading and `instanceof` all reach the built value, so a schema so
 * declared parses, extends and nests like any other; only its identity differs from the built one.
 * Marked free of side effects, so that a bundle drops the declarations nothing in it reads.
 */
/*#__NO_SIDE_EFFECTS__*/
export function builtOnFirstUse<Built extends object>(build: () => Built): Built {
  let built: Built | undefined;
  const value = (): Built => (built ??= build());
  return new Proxy({} as Built, {
    get: (_standIn, key) => Reflect.get(value(), key),
    set: (_standIn, key, assigned) => Reflect.set(value(), key, assigned),
    has: (_standIn, key) => Reflect.has(value(), key),
    deleteProperty: (_standIn, key) => Reflect.deleteProperty(value(), key),
    defineProperty: (_standIn, key, descriptor) => Reflect.defineProperty(value(), key, descriptor),
    ownKeys: () => Reflect.ownKeys(value()),
    getOwnPropertyDescriptor: (_standIn, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(value(), key);
      // A proxy may not report a property as fixed that its stand-in lacks: reported as configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(value()),
  });
}
