/**
 * World time drives the lasting encumbrance states (docs/rules.md §6): on the active GM's client only,
 * advancing the clock accumulates time over capacity and expires persistent encumbrance, and a load
 * change (an item added, changed or removed; a body weight edited) is recorded at the current
 * world time. What changes is computed by the pure {@link nextLoadState}; this file only gathers
 * inputs and writes one update per changed actor.
 */
import { clockAdvanceUpdates, nextLoadState, type StoredLoad, type TrackedActor, type TrackedTokenActor } from "./load-state";
import { erActorSystem } from "./models";

/** An update that touches nothing but `system.load` (our own writes): no load to re-record. */
function onlyLoadChanged(changes: object): boolean {
  const keys = Object.keys(changes).filter((k) => k !== "_id" && k !== "_stats");
  const system = (changes as { system?: object }).system;
  return keys.length === 1 && keys[0] === "system" && !!system && Object.keys(system).every((k) => k === "load");
}

/** Update option: Foundry does not re-render the documents' applications (DatabaseUpdateOperation#render). */
const NO_RENDER = { render: false } as const;

function isResponsibleGM(): boolean {
  return game.users?.activeGM?.isSelf === true;
}

/**
 * The system data of an actor whose ER load history is kept up to date, or null. A character under
 * a companion encumbrance model (VARIANTS.md §9.2) has no ER steps: its stored history is left
 * exactly as it was (no drop recorded, no time accumulated), so switching back finds it intact.
 */
function erLoadSystem(actor: Actor.Implementation): ReturnType<typeof erActorSystem> {
  const system = erActorSystem(actor);
  return system && system.derived.encumbrance.erSteps !== false ? system : null;
}

function loadChange(actor: Actor.Implementation, now: number, deltaSeconds: number): StoredLoad | null {
  const system = erLoadSystem(actor);
  if (!system) return null;
  return nextLoadState({ ...system.load }, { now, deltaSeconds, steps: system.derived.encumbrance.loadedSteps });
}

/** Every actor whose load is tracked: world actors and the synthetic actors of unlinked tokens. */
function unlinkedTokenActors(): Actor.Implementation[] {
  const out: Actor.Implementation[] = [];
  for (const scene of game.scenes?.contents ?? []) {
    for (const token of scene.tokens.contents) {
      if (!token.actorLink && token.actor) out.push(token.actor);
    }
  }
  return out;
}

function tracked(actor: Actor.Implementation): TrackedActor | null {
  const system = erLoadSystem(actor);
  if (!system || !actor.id) return null;
  return { id: actor.id, load: { ...system.load }, loadedSteps: system.derived.encumbrance.loadedSteps };
}

function trackedToken(actor: Actor.Implementation): TrackedTokenActor<Actor.Implementation> | null {
  const system = erLoadSystem(actor);
  if (!system) return null;
  return { target: actor, load: { ...system.load }, loadedSteps: system.derived.encumbrance.loadedSteps };
}

async function onWorldTime(worldTime: number, delta: number): Promise<void> {
  // Read every actor before writing any: an unlinked token actor without its own load shows its
  // base actor's, which the world batch is about to advance.
  const world = (game.actors?.contents ?? []).map(tracked).filter((a): a is TrackedActor => a !== null);
  const tokens = unlinkedTokenActors()
    .map(trackedToken)
    .filter((t): t is TrackedTokenActor<Actor.Implementation> => t !== null);
  const updates = clockAdvanceUpdates(world, tokens, worldTime, delta);
  // Bookkeeping, not an edit: no full re-render of open sheets (they refresh their derived panels
  // on the updateActor hook, module/sheets/index.ts), so nobody's typing is lost on a tick.
  if (updates.world.length > 0) await Actor.updateDocuments(updates.world, NO_RENDER);
  for (const { target, load } of updates.tokens) await target.update({ system: { load } }, NO_RENDER);
}

const pending = new Set<Actor.Implementation>();

/** Records the current load of an actor at the current world time (coalesced per actor). */
function scheduleLoadRecord(actor: Actor.Implementation | null | undefined): void {
  if (!actor || !isResponsibleGM() || !erActorSystem(actor) || pending.has(actor)) return;
  pending.add(actor);
  setTimeout(() => {
    pending.delete(actor);
    // A world actor deleted meanwhile (or a token actor whose token is gone) has nothing to record.
    const gone = actor.isToken ? !actor.token?.parent : !actor.id || !game.actors?.has(actor.id);
    if (gone) return;
    const load = loadChange(actor, game.time?.worldTime ?? 0, 0);
    if (load) void actor.update({ system: { load } }, NO_RENDER);
  }, 0);
}

function ownerActor(item: Item.Implementation): Actor.Implementation | null {
  const parent = item.parent;
  return parent instanceof Actor ? parent : null;
}

/**
 * Whether a GM made the advance. Foundry hands the hook the id of the user who advanced the time
 * (hookEvents.updateWorldTime, v13 and v14), and a Combat update may carry a `worldTime: {delta}`
 * option that the server applies (release 12.323). Nothing public says the server refuses that option
 * from a player who may write `turn` (the current combatant's owner), so only a GM's advance
 * (or an Assistant's, who may set world time anyway) moves encumbrance.
 */
export function advancedByGM(userId: unknown): boolean {
  return typeof userId === "string" && game.users?.get(userId)?.isGM === true;
}

export function registerWorldTimeHooks(): void {
  Hooks.on("updateWorldTime", (worldTime, delta, _options, userId) => {
    if (!isResponsibleGM() || !advancedByGM(userId)) return;
    void onWorldTime(worldTime, delta);
  });
  Hooks.on("createItem", (item) => scheduleLoadRecord(ownerActor(item)));
  Hooks.on("updateItem", (item) => scheduleLoadRecord(ownerActor(item)));
  Hooks.on("deleteItem", (item) => scheduleLoadRecord(ownerActor(item)));
  Hooks.on("updateActor", (actor, changes) => {
    if (onlyLoadChanged(changes)) return;
    scheduleLoadRecord(actor);
  });
}
