/**
 * Actors, tokens and chat messages for the attack-card tests, on top of the strict combat world
 * (tests/support/combat-world.ts: the GM's client, the socket server that names the sender). Every
 * write is counted; a write a non-owner could not make in Foundry is refused (the stand-ins are
 * never more lenient than Foundry). Permission levels are core's numbers (NONE 0, LIMITED 1,
 * OBSERVER 2, OWNER 3).
 */
import { GM, hooks, type FakeUser } from "../support/combat-world";
import { SYSTEM_ID } from "../../module/constants";

const LEVELS: Record<string, number> = { NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 };
export const writes: Array<{ doc: string; kind: string; data: unknown }> = [];

let nextId = 1;
const newId = (prefix: string): string => `${prefix}${String(nextId++).padStart(16 - prefix.length, "0")}`;

export class FakeEffect {
  id: string;
  /** Core's ActiveEffect `name` and `disabled` (their schema's initial values: "" and false). */
  name: string;
  disabled: boolean;
  statuses: Set<string>;
  flags: Record<string, Record<string, unknown>>;
  constructor(data: { _id?: string; name?: string; disabled?: boolean; statuses?: string[]; flags?: Record<string, Record<string, unknown>> }) {
    this.id = data._id ?? newId("eff");
    this.name = data.name ?? "";
    this.disabled = data.disabled ?? false;
    this.statuses = new Set(data.statuses ?? []);
    this.flags = data.flags ?? {};
  }
  /** Core's `toObject()`: the source data, with its `_id`. */
  toObject(): Record<string, unknown> {
    return structuredClone({ _id: this.id, name: this.name, disabled: this.disabled, statuses: [...this.statuses], flags: this.flags });
  }
}

/** Core's Collection: a Map whose iteration yields the documents (values), not entries. */
export class FakeCollection<T> {
  #map = new Map<string, T>();
  get size(): number {
    return this.#map.size;
  }
  get(id: string): T | undefined {
    return this.#map.get(id);
  }
  has(id: string): boolean {
    return this.#map.has(id);
  }
  set(id: string, value: T): this {
    this.#map.set(id, value);
    return this;
  }
  delete(id: string): boolean {
    return this.#map.delete(id);
  }
  values(): IterableIterator<T> {
    return this.#map.values();
  }
  [Symbol.iterator](): IterableIterator<T> {
    return this.#map.values();
  }
}

export class FakeActor {
  id = newId("act");
  uuid = `Actor.${this.id}`;
  effects = new FakeCollection<FakeEffect>();
  /** Foundry's actor always has its embedded items (an iterable collection), often empty. */
  items: unknown = new FakeCollection<unknown>();
  constructor(
    public name: string,
    public type: "character" | "creature",
    public system: { health: { value: number; max: number; below?: number; temp?: number }; defences?: Record<string, number>; dying?: unknown },
    public ownership: Record<string, number> = {},
  ) {}
  get statuses(): Set<string> {
    return new Set([...this.effects.values()].flatMap((e) => [...e.statuses]));
  }
  testUserPermission(user: { id?: string | null; isGM?: boolean }, level: string): boolean {
    const need = LEVELS[level];
    if (need === undefined) throw new Error(`unknown permission level ${level}`);
    if (user.isGM) return true;
    return (this.ownership[user.id ?? ""] ?? 0) >= need;
  }
  async update(data: Record<string, unknown>): Promise<this> {
    writes.push({ doc: this.name, kind: "update", data });
    for (const [path, value] of Object.entries(data)) {
      const keys = path.split(".");
      let t = this as unknown as Record<string, unknown>;
      for (const k of keys.slice(0, -1)) t = (t[k] ??= {}) as Record<string, unknown>;
      t[keys.at(-1)!] = structuredClone(value);
    }
    return this;
  }
  async toggleStatusEffect(id: string, options: { active: boolean }): Promise<void> {
    writes.push({ doc: this.name, kind: "toggle", data: { id, ...options } });
    const has = [...this.effects.values()].find((e) => e.statuses.has(id));
    if (options.active && !has) this.effects.set(id.padEnd(16, "0"), new FakeEffect({ _id: id.padEnd(16, "0"), statuses: [id] }));
    if (!options.active && has) this.effects.delete(has.id);
  }
  async createEmbeddedDocuments(_name: string, data: Array<{ _id?: string; statuses?: string[]; flags?: Record<string, Record<string, unknown>> }>, options: { keepId?: boolean } = {}): Promise<unknown[]> {
    writes.push({ doc: this.name, kind: "createEffect", data });
    return data.map((d) => {
      const effect = new FakeEffect(options.keepId ? d : { ...d, _id: undefined });
      // Foundry refuses a second document with the same id (keepId).
      if (this.effects.has(effect.id)) throw new Error(`duplicate id ${effect.id}`);
      this.effects.set(effect.id, effect);
      return effect;
    });
  }
  async deleteEmbeddedDocuments(_name: string, ids: string[]): Promise<unknown[]> {
    writes.push({ doc: this.name, kind: "deleteEffect", data: ids });
    for (const id of ids) this.effects.delete(id);
    return ids;
  }
  /** A status a GM set by hand (no marker). */
  setStatus(id: string, marker = false): void {
    this.effects.set(`${id}`.padEnd(16, "x"), new FakeEffect({ _id: `${id}`.padEnd(16, "x"), statuses: [id], flags: marker ? { [SYSTEM_ID]: { zeroHealth: true } } : {} }));
  }
}

export class FakeToken {
  document: { uuid: string; hidden: boolean; name: string; texture: { src: string } };
  constructor(public actor: FakeActor, hidden = false) {
    this.document = { uuid: `Scene.scene00000000001.Token.${newId("tok")}`, hidden, name: actor.name, texture: { src: "icons/svg/mystery-man.svg" } };
  }
}

/** The server's clock for `_stats` (strictly increasing, as its timestamps are across writes). */
let serverTime = 1_700_000_000_000;

export class FakeMessage {
  id = newId("msg");
  /** The expanded diff of the last update, as core's updateChatMessage hook carries it. */
  lastChanged: Record<string, unknown> = {};
  /** Core's DocumentStats, set by the server on create and on every update (`lastModifiedBy`: the writer's id). */
  _stats: { createdTime: number; modifiedTime: number; lastModifiedBy: string };
  constructor(
    public author: FakeUser,
    public flags: Record<string, Record<string, unknown>>,
    public rolls: Array<{ total: number }>,
    public content = "",
  ) {
    const now = ++serverTime;
    this._stats = { createdTime: now, modifiedTime: now, lastModifiedBy: author.id };
  }
  async update(data: Record<string, unknown>, by: FakeUser = GM): Promise<this | null> {
    if (!by.isGM && by.id !== this.author.id) throw new Error("only the author or a GM may update a message");
    // preUpdateChatMessage runs on the writing client only (this process is the GM's client); false cancels the write.
    if (by.isSelf && !hooks.call("preUpdateChatMessage", this, structuredClone(data), {}, by.id)) return null;
    writes.push({ doc: "message", kind: "update", data });
    this._stats = { ...this._stats, modifiedTime: ++serverTime, lastModifiedBy: by.id };
    const changed: Record<string, unknown> = {};
    for (const [path, value] of Object.entries(data)) {
      // ChatMessageData#rolls is `string[]`, serialized Rolls: core refuses anything else and reads them back as Rolls.
      if (path === "rolls") {
        if (!Array.isArray(value) || value.some((r) => typeof r !== "string")) throw new Error("rolls must be serialized Roll strings");
        this.rolls = (value as string[]).map((r) => JSON.parse(r) as { total: number });
      }
      const keys = path.split(".");
      let t = this as unknown as Record<string, unknown>;
      let c = changed;
      for (const k of keys.slice(0, -1)) {
        t = (t[k] ??= {}) as Record<string, unknown>;
        c = (c[k] ??= {}) as Record<string, unknown>;
      }
      if (path !== "rolls") t[keys.at(-1)!] = structuredClone(value);
      c[keys.at(-1)!] = structuredClone(value);
    }
    // What core then fires on every client (updateChatMessage with the expanded diff) a test fires itself with
    // `hooks.documentUpdated("ChatMessage", message, lastChanged, {}, userId)`, naming the writer it means.
    this.lastChanged = changed;
    return this;
  }
}

export const tokens = new Map<string, FakeToken>();
export const messageStore = new Map<string, FakeMessage>();

export function addToken(token: FakeToken): FakeToken {
  tokens.set(token.document.uuid, token);
  return token;
}

const g = globalThis as Record<string, unknown>;
// `fromUuidSync` as core: a token document by its uuid (its `actor` the synthetic/base actor), an actor by its own.
g["fromUuidSync"] = (uuid: string) => {
  const token = tokens.get(uuid);
  if (token) return { ...token.document, actor: token.actor };
  return [...tokens.values()].find((t) => t.actor.uuid === uuid)?.actor ?? null;
};
const game = g["game"] as Record<string, unknown>;
Object.defineProperty(game, "messages", { configurable: true, get: () => ({ contents: [...messageStore.values()], get: (id: string) => messageStore.get(id) }) });
(game as { time?: unknown }).time = { worldTime: 0 };
(g["CONFIG"] as Record<string, unknown>)["ActiveEffect"] = {
  documentClass: { fromStatusEffect: async (id: string) => ({ toObject: () => ({ _id: id.padEnd(16, "0"), name: id, statuses: [id], flags: {} }) }) },
};
