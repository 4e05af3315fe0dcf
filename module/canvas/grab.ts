/**
 * 13th Age grabs on the scene (VARIANTS.md row 8, §13.3; 001:L489–L499). Who grabs whom is a flag on
 * the grabbed token (`grabbedBy`: the grabber token's uuid), set and cleared by the GM (the API's
 * `grab` and `letGo`) together with the `grabbed` status. The card reads it for the grabber's +4;
 * after a grabber moves, the active GM's client carries each creature it grabs along or lets go of
 * it, as the rules say (`grabberMove`). No game arithmetic here.
 */
import { SYSTEM_ID } from "../constants";
import { grabberMove, sizeOf, type GrabberMove, type SizeCategory } from "../rules";
import type { Ruleset } from "../rules/ruleset/resolve";

/** The flag on a grabbed token naming its grabber's token uuid. */
export const GRABBED_BY_FLAG = "grabbedBy";

/** The parts of a TokenDocument read and written here. */
export interface GrabToken {
  readonly uuid: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly actor: { readonly system?: unknown; readonly statuses?: Iterable<string>; toggleStatusEffect?(id: string, options: { active: boolean }): Promise<unknown> } | null;
  readonly flags?: Record<string, unknown>;
  setFlag(scope: string, key: string, value: unknown): Promise<unknown>;
  unsetFlag(scope: string, key: string): Promise<unknown>;
  move?(waypoints: object[], options?: object): Promise<unknown>;
}

/** The grabber token uuid a token's flag names, or null (absent or not a non-empty string). */
export function grabberOf(token: Pick<GrabToken, "flags">): string | null {
  const v = (token.flags?.[SYSTEM_ID] as Record<string, unknown> | undefined)?.[GRABBED_BY_FLAG];
  return typeof v === "string" && v !== "" ? v : null;
}

/** Whether `attacker` (a token's uuid, or null off the scene) is the creature grabbing `target` (13A +4, 001:L499). */
export function grabbedByAttacker(attackerUuid: string | null, target: Pick<GrabToken, "flags">): boolean {
  return attackerUuid !== null && grabberOf(target) === attackerUuid;
}

/**
 * A token's size category: its actor's `system.size` when that is one of the categories, else read
 * from the token's footprint in grid spaces (rules `sizeOf`): the system's actors declare no size
 * yet, so a one-hex token is medium.
 */
export function sizeOfToken(token: Pick<GrabToken, "width" | "actor">): SizeCategory {
  const declared = (token.actor?.system as { size?: unknown } | undefined)?.size;
  return sizeOf({ declared, footprint: token.width });
}

function statusesOf(token: Pick<GrabToken, "actor">): string[] {
  return [...(token.actor?.statuses ?? [])];
}

/** What the grabber's move does to one creature it grabs, under the ruleset (null: no grab rule in force). */
export function carryDecision(grabber: GrabToken, grabbed: GrabToken, ruleset: Ruleset): GrabberMove | null {
  return grabberMove({ grabber: sizeOfToken(grabber), grabbed: sizeOfToken(grabbed), grabbedConditions: statusesOf(grabbed) }, ruleset);
}

/** Records the grab (GM): the flag on the grabbed token and its `grabbed` status. */
export async function setGrab(grabber: Pick<GrabToken, "uuid">, grabbed: GrabToken): Promise<void> {
  await grabbed.setFlag(SYSTEM_ID, GRABBED_BY_FLAG, grabber.uuid);
  if (!statusesOf(grabbed).includes("grabbed")) await grabbed.actor?.toggleStatusEffect?.("grabbed", { active: true });
}

/** Ends the grab (GM): the flag and the `grabbed` status go. */
export async function releaseGrab(grabbed: GrabToken): Promise<void> {
  if (grabberOf(grabbed) !== null) await grabbed.unsetFlag(SYSTEM_ID, GRABBED_BY_FLAG);
  if (statusesOf(grabbed).includes("grabbed")) await grabbed.actor?.toggleStatusEffect?.("grabbed", { active: false });
}

/** One creature the grabber held, and what became of it. */
export interface CarryResult {
  readonly grabbed: GrabToken;
  readonly outcome: GrabberMove;
}

/**
 * After `grabber` moved by (dx, dy) pixels: each token of `scene` its flag names is carried by the
 * same offset (a lattice step on any grid, so it keeps its place beside the grabber), by the
 * movement `action` given (Foundry's teleporting "displace": no cost of its own, 001:L493 "with no
 * problem"), or let go. With no grab rule in
 * force nothing happens. The caller is the active GM's client.
 */
/** Tokens (uuids) this client is carrying now: their own move event is the carry, not an escape. */
const CARRYING = new Set<string>();

/**
 * Decision (001:L491 "can't move away unless you teleport, somehow pop free first, or successfully
 * disengage"): a grabbed token that moves other than by its grabber's carry (its own teleport, a
 * move after a disengage, the GM's drag) is no longer grabbed. True when `moved` is such a token
 * (and this call has then released it); a carry's own move event is consumed here.
 */
export async function releaseIfMovedAway(moved: GrabToken): Promise<boolean> {
  if (CARRYING.delete(moved.uuid) || grabberOf(moved) === null) return false;
  await releaseGrab(moved);
  return true;
}

export async function followGrabber(grabber: GrabToken, delta: { readonly dx: number; readonly dy: number }, scene: readonly GrabToken[], ruleset: Ruleset, action: string | null): Promise<CarryResult[]> {
  const out: CarryResult[] = [];
  if (delta.dx === 0 && delta.dy === 0) return out;
  for (const t of scene) {
    if (t === grabber || t.uuid === grabber.uuid || grabberOf(t) !== grabber.uuid) continue;
    const outcome = carryDecision(grabber, t, ruleset);
    if (outcome === null) continue;
    if (outcome === "carry") {
      CARRYING.add(t.uuid);
      const moved = await t.move?.([{ x: t.x + delta.dx, y: t.y + delta.dy, ...(action === null ? {} : { action }) }]);
      // A move Foundry did not make fires no event to consume the mark.
      if (moved === false || moved === undefined) CARRYING.delete(t.uuid);
    }
    else await releaseGrab(t);
    out.push({ grabbed: t, outcome });
  }
  return out;
}

/** The core teleporting action a carry moves by ("displace"), or null where this core has none. */
function carryAction(): string | null {
  const actions = CONFIG.Token?.movement?.actions as Record<string, { teleport?: boolean }> | undefined;
  return actions?.["displace"]?.teleport === true ? "displace" : null;
}

/**
 * After a token moved, the active GM's client carries or releases what it grabs (001:L493); the
 * creatures let go are named to the GM. An undo moves no one.
 */
export function registerGrabCarry(currentRuleset: () => Ruleset, notify: (key: "ER.Grab.LetGo" | "ER.Grab.BrokeFree", names: { grabber: string; grabbed: string }) => void): void {
  Hooks.on("moveToken", (document, movement) => {
    if (game.users?.activeGM?.isSelf !== true) return;
    const m = movement;
    if (m.method === "undo" || typeof m.origin?.x !== "number" || typeof m.origin.y !== "number" || typeof m.destination?.x !== "number" || typeof m.destination.y !== "number") return;
    const token = document;
    const scene = (token.parent?.tokens?.contents ?? []) as (GrabToken & { name?: string | null })[];
    const holder = grabberOf(token);
    const holderName = holder === null ? "" : (scene.find((t) => t.uuid === holder)?.name ?? "");
    void releaseIfMovedAway(token).then((freed) => {
      if (freed) notify("ER.Grab.BrokeFree", { grabber: holderName, grabbed: token.name ?? "" });
    });
    if (!scene.some((t) => grabberOf(t) === token.uuid)) return;
    const delta = { dx: m.destination.x - m.origin.x, dy: m.destination.y - m.origin.y };
    void followGrabber(token, delta, scene, currentRuleset(), carryAction()).then((results) => {
      for (const r of results) if (r.outcome === "letGo") notify("ER.Grab.LetGo", { grabber: token.name ?? "", grabbed: (r.grabbed as { name?: string | null }).name ?? "" });
    });
  });
}
