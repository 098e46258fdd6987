// Hostile values for the "never touches it" tests of every package.

/**
 * A Proxy of `target` whose every trap throws `Error(message)`: reading, listing, checking,
 * describing, writing or deleting a key, asking its prototype or extensibility. What a hostile
 * caller or server can hand the kit; code that touches it must survive or refuse it, never throw.
 */
export function throwingProxy<T extends object>(target: T = {} as T, message = 'hostile'): T {
  const trap = () => {
    throw new Error(message);
  };
  return new Proxy(target, {
    get: trap,
    set: trap,
    has: trap,
    ownKeys: trap,
    getOwnPropertyDescriptor: trap,
    defineProperty: trap,
    deleteProperty: trap,
    getPrototypeOf: trap,
    setPrototypeOf: trap,
    isExtensible: trap,
    preventExtensions: trap,
  });
}
