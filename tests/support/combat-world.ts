/**
 * A world with one GM client and players, for driving the combat layer's real handlers with
 * hostile input. The test process is the active GM's client: its hooks and its socket are the
 * strict stand-ins (permissive-foundry.ts), so a player's write reaches the GM's hooks with the
 * player's user id, and a player's socket message reaches the GM's listener with the player's id as
 * the server would give it. Documents only store data and fire the hooks Foundry fires after a
 * write; what is under test is the system's code.
 *
 * Import this before the system's combat modules: the document classes extend the globals it sets.
 */
import { StrictHooks, StrictSocketServer } from "./permissive-foundry";
import { renderTemplate } from "./handlebars";
import { v13ChatModes } from "./chat-modes";
import { NO_ACTION, NO_VARIANT_MEMORY, type ActionRecord, type VariantMemory } from "../../module/rules";

export interface FakeUser {
  id: string;
  name: string;
  role: number;
  isGM: boolean;
  isSelf: boolean;
}

export const GM: FakeUser = { id: "gmUser0000000001", name: "Gamemaster", role: 4, isGM: true, isSelf: true };
export const PLAYER: FakeUser = { id: "player0000000001", name: "Pip", role: 1, isGM: false, isSelf: false };
export const TRUSTED: FakeUser = { id: "trusted000000001", name: "Tess", role: 2, isGM: false, isSelf: false };
/** A second Gamemaster of the world (another browser); not this client. */
export const GM2: FakeUser = { id: "gmUser0000000002", name: "Second GM", role: 4, isGM: true, isSelf: false };
const USERS = [GM, PLAYER, TRUSTED, GM2];

export const hooks = new StrictHooks();
export const server = new StrictSocketServer();
export const settings: Record<string, unknown> = {
  "enchanted-realms.tickMode": "events",
  "enchanted-realms.advanceRole": "gm",
  "enchanted-realms.playersRoll": false,
  "core.rollMode": "publicroll",
};
export const created: Array<{ data: Record<string, unknown>; options: unknown }> = [];
export const deleted: unknown[] = [];
export let messages: Array<{ id: string; timestamp: number; flags: unknown; author: FakeUser | null }> = [];
export function setMessages(list: typeof messages): void {
  messages = list;
}
/** Dice the next rolls give, in order (10 when empty). */
export const dice: number[] = [];
export const warnings: string[] = [];

/** Who is writing: the GM's client by default; {@link asUser} makes a write a player's. */
let writer: FakeUser = GM;

/**
 * Runs `write` as a write made by `user` (from their console): the hooks get `user.id`. Only the
 * writes `write` starts synchronously are the user's; whatever the GM's hooks do in answer is the GM's.
 */
export async function asUser<T>(user: FakeUser, write: () => Promise<T>): Promise<T> {
  const before = writer;
  writer = user;
  let pending: Promise<T>;
  try {
    pending = write();
  } finally {
    writer = before;
  }
  return await pending;
}

/**
 * Fires a document hook as Foundry does: after the write, on the GM's client, with the id of the
 * user who wrote (captured when the write was made).
 */
function afterWrite(fire: () => void): Promise<void> {
  return new Promise((resolve) => queueMicrotask(() => {
    fire();
    resolve();
  }));
}

/** Waits for the handlers' asynchronous writes (and the writes those trigger) to finish. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
}

/** A value at a dotted path of `target` (undefined when a step is missing). */
function readDotted(target: Record<string, unknown>, key: string): unknown {
  let t: unknown = target;
  for (const part of key.split(".")) {
    if (t === null || typeof t !== "object") return undefined;
    t = (t as Record<string, unknown>)[part];
  }
  return t;
}

/**
 * The update data as Foundry hands it to the hooks: differential, i.e. only the keys whose value
 * differs from the document's current one ("Differential data that will be used to update the
 * document", hookEvents.preUpdateDocument). An update that changes nothing is not written at all.
 */
function diffed(target: Record<string, unknown>, data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (key === "_id") continue;
    if (JSON.stringify(readDotted(target, key)) !== JSON.stringify(value)) out[key] = value;
  }
  return out;
}

/**
 * Foundry's client-side update workflow for the writer: the data is differenced against the
 * document, then `preUpdate<Name>(document, changed, options, userId)` runs on the initiating client
 * only (here, only when the GM's client writes) and an explicit false cancels the write. Returns the
 * dotted data to write, or null when nothing is written.
 */
function preUpdate(documentName: string, target: Record<string, unknown>, data: Record<string, unknown>, options: object, by: FakeUser): Record<string, unknown> | null {
  const diff = diffed(target, data);
  if (Object.keys(diff).length === 0) return null;
  if (by.isSelf && !hooks.call(`preUpdate${documentName}`, target, expandDotted(diff), options, by.id)) return null;
  return diff;
}

function expandDotted(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  applyDotted(out, data);
  return out;
}

function applyDotted(target: Record<string, unknown>, data: Record<string, unknown>): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (key === "_id") continue;
    const path = key.split(".");
    let t = target;
    let c = changed;
    for (const part of path.slice(0, -1)) {
      t = (t[part] ??= {}) as Record<string, unknown>;
      c = (c[part] ??= {}) as Record<string, unknown>;
    }
    const last = path.at(-1)!;
    const copy = value !== null && typeof value === "object" ? structuredClone(value) : value;
    t[last] = copy;
    c[last] = copy;
  }
  return changed;
}

export class FakeCombatant {
  id: string;
  name: string;
  hidden: boolean;
  owners: Set<string>;
  initiative: number | null;
  parent: FakeCombat | null = null;
  actor: { system: { profile: unknown }; statuses: Set<string>; items: unknown[] };
  token = null;
  tokenId = null;
  system: { action: ActionRecord; tieBreak: number; parts: Record<string, number>; situational: number; spellName: string; doubleMoveRound: number; variant: VariantMemory; checkTotal: number | null };
  defeated = false;
  constructor(data: { id: string; name: string; hidden?: boolean; owners?: string[]; action?: ActionRecord; tieBreak?: number; weapon?: number }) {
    this.id = data.id;
    this.name = data.name;
    this.hidden = data.hidden ?? false;
    this.owners = new Set(data.owners ?? []);
    const action = data.action ?? NO_ACTION;
    this.initiative = action.startedRound > 0 ? action.score : null;
    this.actor = { system: { profile: { initiative: { quickness: 0, weapon: data.weapon ?? 0, encumbrance: 0 }, movement: {} } }, statuses: new Set(), items: [] };
    // The model fills every field with its initial value (doubleMoveRound and variant memory included).
    this.system = { action: { ...action }, tieBreak: data.tieBreak ?? 1, parts: { round: 0 }, situational: 0, spellName: "", doubleMoveRound: 0, variant: { ...NO_VARIANT_MEMORY }, checkTotal: null };
  }
  get isDefeated(): boolean {
    return this.defeated;
  }
  get hasPlayerOwner(): boolean {
    return [...this.owners].some((id) => USERS.find((u) => u.id === id)?.isGM === false);
  }
  testUserPermission(user: { id?: string | null; isGM?: boolean }, level: string): boolean {
    if (level !== "OWNER") throw new Error(`unexpected permission level ${level}`);
    return user.isGM === true || (typeof user.id === "string" && this.owners.has(user.id));
  }
  /** Ownership as the GM's client sees it (the GM owns every combatant). */
  get isOwner(): boolean {
    return this.testUserPermission(GM, "OWNER");
  }
  /** Combatant#visible: an owner sees it, others only while it is not hidden. */
  get visible(): boolean {
    return this.isOwner || !this.hidden;
  }
  async update(data: Record<string, unknown>, options: object = {}): Promise<this> {
    const by = writer;
    const write = preUpdate("Combatant", this as unknown as Record<string, unknown>, data, options, by);
    if (!write) return this;
    const changed = applyDotted(this as unknown as Record<string, unknown>, write);
    await afterWrite(() => hooks.documentUpdated("Combatant", this, changed, options, by.id));
    return this;
  }
}

export class FakeCombat {
  id: string;
  round: number;
  turn: number | null = 0;
  turns: FakeCombatant[] = [];
  system: { absolute: number; rolledRound: number; escalation: { value: number; held: boolean } };
  combatants: Map<string, FakeCombatant> & { contents?: FakeCombatant[] };
  constructor(id: string, round: number, absolute: number, list: FakeCombatant[]) {
    this.id = id;
    this.round = round;
    // The model's fields as a loaded combat has them (the escalation die: the schema's initial).
    this.system = { absolute, rolledRound: round, escalation: { value: 0, held: false } };
    const map = new Map(list.map((c) => [c.id, c]));
    Object.defineProperty(map, "contents", { get: () => [...map.values()] });
    this.combatants = map;
    for (const c of list) c.parent = this;
  }
  get started(): boolean {
    return this.round > 0;
  }
  _playCombatSound(): void {}
  _onUpdate(_changed?: object, _options?: object, _userId?: string): void {}
  async update(data: Record<string, unknown>, options: object = {}): Promise<this> {
    const by = writer;
    const write = preUpdate("Combat", this as unknown as Record<string, unknown>, data, options, by);
    if (!write) return this;
    const changed = applyDotted(this as unknown as Record<string, unknown>, write);
    // As Foundry: the document's own _onUpdate runs on every client, then the update hooks.
    await afterWrite(() => {
      this._onUpdate(changed, options, by.id);
      hooks.documentUpdated("Combat", this, changed, options, by.id);
    });
    return this;
  }
  /** A combatant created in this combat by the current writer (a player may add a token they own): `createCombatant` fires with their id. */
  async addCombatant(combatant: FakeCombatant): Promise<FakeCombatant> {
    const by = writer.id;
    this.combatants.set(combatant.id, combatant);
    combatant.parent = this;
    await afterWrite(() => hooks.documentCreated("Combatant", combatant, {}, by));
    return combatant;
  }
  async updateEmbeddedDocuments(_name: string, updates: Array<Record<string, unknown>>, options: object = {}): Promise<unknown[]> {
    // One write: every combatant changes, then each hook fires, all attributed to the writer.
    await Promise.all(updates.map((u) => this.combatants.get(String(u["_id"]))?.update(u, options)));
    return updates;
  }
}

export const combats = new Map<string, FakeCombat>();

/**
 * `game.users.activeGM` as Foundry keeps it: "one User who is an active Gamemaster (non-assistant if
 * possible), or null if no active GM is available" (Users#activeGM). It changes when users join or
 * leave; each client then gets `userConnected(user, connected)` for the user who did. `activeGM` is
 * the GM the server's rule picks next (null: no GM connected).
 */
export function userConnection(user: FakeUser, connected: boolean, activeGM: FakeUser | null): void {
  (g["game"] as { users: { activeGM: FakeUser | null } }).users.activeGM = activeGM;
  if (!user.isSelf) hooks.callAll("userConnected", user, connected);
}

/** Sets the active GM without a connection event (the state a client finds when it loads). */
export function setActiveGM(user: FakeUser | null): void {
  (g["game"] as { users: { activeGM: FakeUser | null } }).users.activeGM = user;
}

const g = globalThis as Record<string, unknown>;
g["Combat"] = FakeCombat;
g["Combatant"] = FakeCombatant;
g["Hooks"] = hooks;
g["Roll"] = class {
  total: number | null = null;
  constructor(readonly formula: string) {}
  async evaluate() {
    this.total = dice.shift() ?? 10;
    return this;
  }
};
g["ChatMessage"] = {
  // Core's v13 visibility-mode static, as strict as core (chat-modes.ts): the GM ids are this world's.
  ...v13ChatModes(["gmUser0000000001"], "gmUser0000000001"),
  create: async (data: Record<string, unknown>, options?: unknown) => void created.push({ data, options }),
  getSpeaker: (data: { alias?: string }) => ({ alias: data.alias }),
  deleteDocuments: async (ids: unknown) => void deleted.push(ids),
};
g["CONFIG"] = { Dice: { randomUniform: () => 0.5 } };
/** Core's `ui.notifications.info` messages, as `warnings` keeps the warnings. */
export const infos: string[] = [];
g["ui"] = { notifications: { warn: (text: string) => void warnings.push(text), info: (text: string) => void infos.push(text) }, combat: null };
g["foundry"] = {
  applications: { handlebars: { renderTemplate: async (path: string, ctx: unknown) => renderTemplate(path, ctx) } },
  utils: { escapeHTML: (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`) },
};
g["game"] = {
  user: GM,
  users: {
    get: (id: string) => USERS.find((u) => u.id === id),
    contents: USERS,
    activeGM: GM as FakeUser | null,
  },
  combats: {
    get: (id: string) => combats.get(id),
    // Every combat of the world, as `game.combats.contents` is.
    get contents() {
      return [...combats.values()];
    },
  },
  settings: { get: (ns: string, key: string) => settings[`${ns}.${key}`] },
  get messages() {
    return { contents: messages };
  },
  i18n: { localize: (k: string) => k, format: (k: string, data: Record<string, string>) => `${k} ${JSON.stringify(data)}` },
  socket: server.client(GM.id),
  release: { generation: 13 },
};
