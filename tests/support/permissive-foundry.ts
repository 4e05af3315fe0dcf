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

// ---------------------------------------------------------------------------
// Strict stand-ins: the hooks and the socket, as strict as Foundry and never more lenient.
// ---------------------------------------------------------------------------

type Listener = (...args: unknown[]) => unknown;

/**
 * Foundry's `Hooks` as the system's handlers meet it. Document hooks are fired the way Foundry fires
 * them on every client after a write: `update<Document>(document, changed, options, userId)` and
 * `create<Document>(document, options, userId)`, with the id of the user who wrote, never omitted.
 */
export class StrictHooks {
  #listeners = new Map<string, Array<{ id: number; fn: Listener; once: boolean }>>();
  #nextId = 1;

  on(name: string, fn: Listener): number {
    const id = this.#nextId++;
    this.#listeners.set(name, [...(this.#listeners.get(name) ?? []), { id, fn, once: false }]);
    return id;
  }

  once(name: string, fn: Listener): number {
    const id = this.#nextId++;
    this.#listeners.set(name, [...(this.#listeners.get(name) ?? []), { id, fn, once: true }]);
    return id;
  }

  off(name: string, idOrFn: number | Listener): void {
    this.#listeners.set(name, (this.#listeners.get(name) ?? []).filter((l) => l.id !== idOrFn && l.fn !== idOrFn));
  }

  /** Calls every listener (results ignored), as Foundry's callAll. */
  callAll(name: string, ...args: unknown[]): true {
    for (const l of [...(this.#listeners.get(name) ?? [])]) {
      if (l.once) this.off(name, l.id);
      l.fn(...args);
    }
    return true;
  }

  /** Calls listeners until one returns false, as Foundry's call. */
  call(name: string, ...args: unknown[]): boolean {
    for (const l of [...(this.#listeners.get(name) ?? [])]) {
      if (l.once) this.off(name, l.id);
      if (l.fn(...args) === false) return false;
    }
    return true;
  }

  /** The number of listeners on a hook (to check what a registration added). */
  count(name: string): number {
    return this.#listeners.get(name)?.length ?? 0;
  }

  /** What Foundry does on a client after `userId` updated a document: `update<Name>(document, changed, options, userId)`. */
  documentUpdated(documentName: string, document: unknown, changed: object, options: object, userId: string): void {
    requireUserId(userId);
    this.callAll(`update${documentName}`, document, changed, options, userId);
  }

  /** What Foundry does on a client after `userId` created a document: `create<Name>(document, options, userId)`. */
  documentCreated(documentName: string, document: unknown, options: object, userId: string): void {
    requireUserId(userId);
    this.callAll(`create${documentName}`, document, options, userId);
  }
}

function requireUserId(userId: unknown): asserts userId is string {
  if (typeof userId !== "string" || userId === "") throw new Error("Foundry always passes the writing user's id to document hooks");
}

/**
 * Foundry's server side of `game.socket` for one event name: a message a client emits reaches every
 * *other* connected client's listeners as `(data, senderId)`. The sender id is the one the server
 * knows for the emitting connection, never read from the data, and the data arrives as a copy
 * (JSON over the wire: no functions, no shared objects).
 */
export class StrictSocketServer {
  #clients = new Map<string, Map<string, Listener[]>>();

  /** The `game.socket` of the client logged in as `userId`. */
  client(userId: string): { on(event: string, fn: Listener): void; off(event: string, fn?: Listener): void; emit(event: string, data: unknown): boolean } {
    requireUserId(userId);
    const listeners = this.#clients.get(userId) ?? new Map<string, Listener[]>();
    this.#clients.set(userId, listeners);
    return {
      on: (event, fn) => void listeners.set(event, [...(listeners.get(event) ?? []), fn]),
      off: (event, fn) => void listeners.set(event, fn ? (listeners.get(event) ?? []).filter((l) => l !== fn) : []),
      emit: (event, data) => {
        const wire = JSON.stringify(data ?? null);
        for (const [other, byEvent] of this.#clients) {
          if (other === userId) continue;
          for (const fn of byEvent.get(event) ?? []) fn(JSON.parse(wire), userId);
        }
        return true;
      },
    };
  }
}
