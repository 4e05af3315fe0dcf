/**
 * The GM's record of the rule state an owner could otherwise rewrite on its own actor (RESOLUTION.md
 * R13-7, RS-5, §7.5): the dying state (`system.dying`: death-save failures, stable, since), the badges
 * a rule set (`flags.enchanted-realms.badges`: coma, injured) and an OSR deadline
 * (`flags.enchanted-realms.deadlineAt`). Only the GM's client writes them (death saves, stabilise,
 * applications, the fight's end), yet Foundry lets an actor's owner write any of its fields.
 *
 * So every GM client keeps a copy of them for every actor a player owns, from every GM write (the
 * `updateActor` hook names the writer), the active GM keeps it in a hidden world setting (only a GM writes world settings, and it
 * survives a reload and a hand-over), puts back any non-GM write to them, and at ready puts back what
 * was written while no GM was connected. The GM's rolls read the copy, not the actor, so a write
 * racing a roll changes nothing. A world without the setting yet is seeded from its actors as they are.
 */
import { SYSTEM_ID } from "../constants";
import { refuse } from "../combat/refusals";
import type { DyingState } from "../rules/resolution/types";
import { readDyingState } from "./gm-notice";
import { onDocumentHook } from "./hooks";

export const DYING_RECORD_SETTING = "dyingRecord";
const BADGES = "badges";
const DEADLINE = "deadlineAt";

/** The guarded fields of one actor. */
export interface GuardedState {
  dying: DyingState;
  badges: string[];
  deadlineAt: number | null;
}

// A type alias, not an interface: the settings registry's `type: Object` asks for an indexable record.
export type StoredDyingRecord = {
  seeded?: boolean;
  actors?: Record<string, unknown>;
};

export interface GuardedActor {
  uuid?: string;
  /** Core's Actor#hasPlayerOwner: some non-GM user owns it (a creature only the GM owns is not guarded). */
  hasPlayerOwner?: boolean;
  system?: unknown;
  flags?: Record<string, Record<string, unknown> | undefined>;
  update(data: Record<string, unknown>): Promise<unknown>;
}

/** What reading an actor's guarded state needs (no write). */
export type GuardedRead = Omit<GuardedActor, "update">;

const NOT_DYING: DyingState = Object.freeze({ failures: 0, stable: false, since: null, combat: "" }) as DyingState;

/** The GM's copy, by actor uuid; a player-owned actor not in it holds the default state. Empty on players' clients. */
const trusted = new Map<string, GuardedState>();
/** Whether this client holds the record (a GM's client after ready). */
let loaded = false;

/** An actor's guarded fields as they stand now (a malformed dying state reads as the default one). */
export function guardedOf(actor: GuardedRead): GuardedState {
  const own = actor.flags?.[SYSTEM_ID];
  const badges = own?.[BADGES];
  const at = own?.[DEADLINE];
  return {
    dying: readDyingState((actor.system as { dying?: unknown } | undefined)?.dying) ?? { ...NOT_DYING },
    badges: Array.isArray(badges) ? badges.filter((b): b is string => typeof b === "string") : [],
    deadlineAt: typeof at === "number" && Number.isSafeInteger(at) ? at : null,
  };
}

const same = (a: GuardedState, b: GuardedState): boolean => JSON.stringify(a) === JSON.stringify(b);
const isDefault = (s: GuardedState): boolean => same(s, { dying: { ...NOT_DYING }, badges: [], deadlineAt: null });

/**
 * What the GM's record holds for a player-owned actor: its copy (the default state when it has
 * none). An actor no player owns, or any actor on a client without the record, reads as it stands.
 */
export function trustedState(actor: GuardedRead): GuardedState {
  if (!loaded || !actor.uuid || actor.hasPlayerOwner !== true) return guardedOf(actor);
  const held = trusted.get(actor.uuid);
  return held ? structuredClone(held) : { dying: { ...NOT_DYING }, badges: [], deadlineAt: null };
}

/** The record's state for a player-owned actor on a GM's client (what the GM's rolls read); null where the record does not apply. */
export function recordedState(actor: GuardedRead): GuardedState | null {
  return loaded && actor.uuid && actor.hasPlayerOwner === true ? trustedState(actor) : null;
}

function readStored(): StoredDyingRecord {
  try {
    const value: unknown = game.settings?.get(SYSTEM_ID, DYING_RECORD_SETTING);
    return value && typeof value === "object" ? (value as StoredDyingRecord) : {};
  } catch {
    return {};
  }
}

function readState(value: unknown): GuardedState | null {
  const v = value as Partial<GuardedState> | null;
  const dying = readDyingState(v?.dying);
  if (!v || !dying || !Array.isArray(v.badges) || !v.badges.every((b) => typeof b === "string")) return null;
  const at = v.deadlineAt ?? null;
  if (at !== null && !Number.isSafeInteger(at)) return null;
  return { dying, badges: [...v.badges], deadlineAt: at };
}

async function persist(): Promise<void> {
  if (!game.users?.activeGM?.isSelf) return;
  await game.settings?.set(SYSTEM_ID, DYING_RECORD_SETTING, { seeded: true, actors: Object.fromEntries(trusted) });
}

/** Sets an actor's copy; true when it changed. */
function record(uuid: string, state: GuardedState): boolean {
  const held = trusted.get(uuid);
  if (isDefault(state)) return trusted.delete(uuid);
  if (held && same(held, state)) return false;
  trusted.set(uuid, structuredClone(state));
  return true;
}

/** The write that puts an actor's guarded fields back to the record's. */
function putBackData(state: GuardedState): Record<string, unknown> {
  return { "system.dying": { ...state.dying }, [`flags.${SYSTEM_ID}.${BADGES}`]: [...state.badges], [`flags.${SYSTEM_ID}.${DEADLINE}`]: state.deadlineAt };
}

/** Whether an update's diff touches a guarded field (a `-=` deletion included). */
export function touchesGuarded(changed: unknown): boolean {
  const c = changed as { system?: Record<string, unknown>; flags?: Record<string, unknown> } | null;
  if (!c || typeof c !== "object") return false;
  if (c.system && ("dying" in c.system || "-=dying" in c.system)) return true;
  if (c.flags && `-=${SYSTEM_ID}` in c.flags) return true;
  const own = c.flags?.[SYSTEM_ID] as Record<string, unknown> | undefined;
  return !!own && [BADGES, DEADLINE, `-=${BADGES}`, `-=${DEADLINE}`].some((k) => k in own);
}

const writerIsGM = (userId: unknown): boolean => typeof userId === "string" && game.users?.get(userId)?.isGM === true;

/** `updateActor` on every client: a GM's write updates the record; a non-GM's write to a guarded field is put back by the active GM. */
export async function guardActorUpdate(actor: GuardedActor, changed: unknown, userId: unknown): Promise<void> {
  if (!loaded || !actor.uuid) return;
  if (writerIsGM(userId)) {
    // A GM's write of the fields, or of the ownership (a creature handed to a player keeps its state), is the record.
    const owners = !!changed && typeof changed === "object" && "ownership" in changed;
    if ((touchesGuarded(changed) || owners) && actor.hasPlayerOwner === true && record(actor.uuid, guardedOf(actor))) await persist();
    return;
  }
  if (!game.users?.activeGM?.isSelf || actor.hasPlayerOwner !== true) return;
  const held = trustedState(actor);
  if (same(guardedOf(actor), held)) return;
  refuse("dyingWrite", userId, { actor: actor.uuid, changed });
  await actor.update(putBackData(held));
}

/** `createActor`: a GM's actor is recorded as created; one a player creates starts from the default state. */
export async function guardActorCreate(actor: GuardedActor, userId: unknown): Promise<void> {
  if (!loaded || !actor.uuid) return;
  if (writerIsGM(userId)) {
    if (actor.hasPlayerOwner === true && record(actor.uuid, guardedOf(actor))) await persist();
    return;
  }
  if (!game.users?.activeGM?.isSelf || actor.hasPlayerOwner !== true || isDefault(guardedOf(actor))) return;
  refuse("dyingWrite", userId, { actor: actor.uuid, created: true });
  await actor.update(putBackData(trustedState(actor)));
}

/**
 * At ready, on a GM's client: loads the record; the active GM seeds it from the actors the first
 * time (an existing world keeps its state), and otherwise puts back what differs from it.
 */
export async function loadDyingRecord(actors: Iterable<GuardedActor>): Promise<number> {
  if (!game.user?.isGM) return 0;
  const stored = readStored();
  takeStored(stored);
  // Another GM's client waits for the active GM's seeding (the setting's onChange brings it).
  loaded = stored.seeded === true || game.users?.activeGM?.isSelf === true;
  if (!game.users?.activeGM?.isSelf) return 0;
  let putBack = 0;
  for (const actor of actors) {
    if (!actor.uuid || actor.hasPlayerOwner !== true) continue;
    if (stored.seeded !== true) record(actor.uuid, guardedOf(actor));
    else if (!same(guardedOf(actor), trustedState(actor))) {
      await actor.update(putBackData(trustedState(actor)));
      putBack++;
    }
  }
  if (stored.seeded !== true) await persist();
  return putBack;
}

function takeStored(stored: StoredDyingRecord): void {
  trusted.clear();
  for (const [uuid, value] of Object.entries(stored.actors ?? {})) {
    const state = readState(value);
    if (state) record(uuid, state);
  }
}

/** The setting changed (the active GM wrote it): another GM's client takes it as its copy. */
export function onStoredChange(value: unknown): void {
  if (!game.user?.isGM || game.users?.activeGM?.isSelf) return;
  const stored = value && typeof value === "object" ? (value as StoredDyingRecord) : {};
  if (stored.seeded !== true) return;
  takeStored(stored);
  loaded = true;
}

/** Forgets the record (tests; a reload starts empty anyway). */
export function resetDyingRecord(): void {
  trusted.clear();
  loaded = false;
}

/** Registers the hidden setting and the hooks (at init); the record loads at ready. */
export function registerDyingGuard(everyActor: () => GuardedActor[]): void {
  game.settings?.register(SYSTEM_ID, DYING_RECORD_SETTING, { scope: "world", config: false, type: Object, default: {}, onChange: onStoredChange });
  onDocumentHook<GuardedActor, "updateActor">("updateActor", (actor, changed, _options, userId) => void guardActorUpdate(actor, changed, userId));
  onDocumentHook<GuardedActor, "createActor">("createActor", (actor, _options, userId) => void guardActorCreate(actor, userId));
  Hooks.on("deleteActor", (actor) => {
    const uuid = actor.uuid;
    if (loaded && uuid && trusted.delete(uuid)) void persist();
  });
  Hooks.once("ready", () => void loadDyingRecord(everyActor()).catch((error: unknown) => console.error("Enchanted Realms | loading the dying record failed", error)));
}

declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  interface SettingConfig {
    /** The GM's copy (hidden, world scope); read back as untrusted JSON, each entry checked (readState). */
    "enchanted-realms.dyingRecord": StoredDyingRecord;
  }
}
