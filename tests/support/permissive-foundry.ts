/**
 * A permissive stand-in for Foundry's globals, for one purpose only: loading the system's entry
 * module and running its init hook outside Foundry, to prove that nothing throws while the system
 * loads and registers itself. Every property read on a stand-in yields another stand-in (callable,
 * constructible, extendable); every write is recorded, so a test can read back what the system put
 * into CONFIG. It says nothing about whether Foundry accepts the values: that is the Quench batches'
 * job in a live world.
 */

const STORE = Symbol("store");
const PATH = Symbol("path");

export interface Stub {
  [key: string]: unknown;
}

/** Every stand-in made, so a class the system derives from one is not mistaken for one. */
const made = new WeakSet<object>();

function isStub(value: unknown): boolean {
  return typeof value === "function" && made.has(value);
}

/** A stand-in whose reads give stand-ins and whose writes are kept. */
export function permissive(path: string): Stub {
  const store = new Map<string | symbol, unknown>();
  // A classic function: callable, constructible and usable as a base class.
  const target = function () {} as unknown as Record<string | symbol, unknown>;
  const proxy: Stub = new Proxy(target, {
    get(t, key) {
      if (key === STORE) return store;
      if (key === PATH) return path;
      // Not a promise: `await stub` must not wait forever.
      if (key === "then") return undefined;
      if (key === Symbol.toPrimitive) return () => `[stub ${path}]`;
      if (key === Symbol.iterator) return function* () {};
      if (typeof key === "symbol") return undefined;
      if (store.has(key)) return store.get(key);
      if (key === "prototype") return Reflect.get(t, key);
      const child = permissive(`${path}.${key}`);
      store.set(key, child);
      return child;
    },
    set(_t, key, value) {
      store.set(key, value);
      return true;
    },
    has(t, key) {
      return store.has(key) || Reflect.has(t, key);
    },
    deleteProperty(_t, key) {
      store.delete(key);
      return true;
    },
    ownKeys(t) {
      // Only values the system wrote are enumerable; stand-ins made on read are not.
      const written = [...store.entries()].filter(([, v]) => !isStub(v)).map(([k]) => k);
      return [...new Set([...Reflect.ownKeys(t), ...written])];
    },
    getOwnPropertyDescriptor(t, key) {
      const own = Reflect.getOwnPropertyDescriptor(t, key);
      if (own) return own;
      if (store.has(key) && !isStub(store.get(key))) return { configurable: true, enumerable: true, writable: true, value: store.get(key) };
      return undefined;
    },
    apply() {
      return permissive(`${path}()`);
    },
    construct() {
      return permissive(`new ${path}`) as object;
    },
  });
  made.add(proxy);
  return proxy;
}

/** Whether a value is a stand-in the harness made (as opposed to something the system wrote). */
export function isPermissive(value: unknown): boolean {
  return isStub(value);
}
