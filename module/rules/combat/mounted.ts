/**
 * Riders and mounts (VARIANTS.md §6.7, §13.3 row 41; 004:L28–L37): the core's side of the mounted
 * module (modules/movement/a5e-mounted.ts). The link lives in the rider's combatant memory (the
 * mount's token id and the round of its last mount or dismount): data only the active GM's client
 * writes (combat/guards.ts puts back a player's write), bounded by its declaration, kept with the
 * Combat across reloads. The decisions here are the ones the GM's client makes on a request:
 * whether the rider may mount or dismount now, what the memory becomes, where a dismounted rider
 * lands; and what the card and the prone prompt read. What mounting costs is rules/stand-up.ts's
 * arithmetic on the point's cost (`kind: "mount"`).
 */
import { RulesError, assertIntegerInRange } from "../errors";
import { MAX_CLOCK_ROUND, assertList, assertObject } from "../bounds";
import { assertClockTime, type ClockTime } from "../time";
import { movementPhaseAt } from "../phases";
import { CUBE_DIRECTIONS, assertCube, cubeDistance, cubeKey, type Cube } from "../hex";
import { SIZE_CATEGORIES, isSizeCategory } from "../condition-moves";
import { MAX_FOOTPRINT_HEXES } from "../space";
import { memInt, memText, type MemoryOf } from "../ruleset/memory";
import { assertRuleset } from "../ruleset/known";
import type { Ruleset } from "../ruleset/ruleset-type";
import type { MountedRule, SizeCategory } from "../ruleset/points/movement";
import type { SaveEffect } from "../ruleset/points/resolution";
import type { CoverChoice } from "../resolution/types";

const COVERS: readonly CoverChoice[] = ["none", "partial1", "partial2", "partial3", "partial4", "half", "threeQuarters", "total"];

/** A Foundry document id: 16 letters and digits (the only ids the link and the relay accept). */
const TOKEN_ID = /^[A-Za-z0-9]{16}$/;

/**
 * The memory slice (on the rider's combatant): the mount's token id ("" when on foot) and the round
 * it last mounted or dismounted in (0: never), so a second one that round is refused (004:L28 "once per turn").
 */
export const MOUNTED_MEMORY = Object.freeze({
  mountId: memText(16, ""),
  mountRound: memInt(0, MAX_CLOCK_ROUND, 0),
});
export type MountedMemory = MemoryOf<typeof MOUNTED_MEMORY>;

/** Why a mount or dismount is refused (key under "ER.Movement.Mount.Refused." in lang/en.json). */
export type MountRefusal = "off" | "notStarted" | "notMovementSecond" | "notCombatant" | "onceARound" | "alreadyMounted" | "notMounted" | "sameToken" | "hidden" | "mountTaken" | "tooBig" | "notAdjacent" | "noSpace";

/** One of the two tokens as the GM's client read it: its id, size and every hex it covers. */
export interface MountToken {
  readonly id: string;
  readonly size: SizeCategory;
  readonly hexes: readonly Cube[];
}

/** What the GM's client read of a request (never what a player's client wrote). */
export interface MountFacts {
  readonly kind: "mount" | "dismount";
  /** The clock of the combat, or null before it starts. */
  readonly now: ClockTime | null;
  /** Both tokens are combatants of that combat (a dismount: the rider is). */
  readonly combatants: boolean;
  readonly rider: MountToken & { readonly memory: MountedMemory };
  /** The creature to mount (a mount), or the one ridden (a dismount: null when its token is gone). */
  readonly mount: MountToken | null;
  /** The mount's token is hidden from the requester (a player may not pick what it cannot see). */
  readonly mountHidden: boolean;
  /** Another rider already rides that mount. */
  readonly mountRidden: boolean;
}

function rule(ruleset: Ruleset): MountedRule | null {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.mounted ?? null;
}

/** Whether a module in force lets creatures ride. */
export function mountedInForce(ruleset: Ruleset): boolean {
  return rule(ruleset) !== null;
}

function assertToken(name: string, t: unknown): asserts t is MountToken {
  assertObject(name, t);
  if (typeof t["id"] !== "string" || !TOKEN_ID.test(t["id"])) throw new RulesError("INVALID_ARGUMENT", `${name}.id`, t["id"], "expected a 16-character token id");
  if (!isSizeCategory(t["size"])) throw new RulesError("INVALID_ARGUMENT", `${name}.size`, t["size"], `expected one of ${SIZE_CATEGORIES.join(", ")}`);
  assertHexes(`${name}.hexes`, t["hexes"]);
}

function assertHexes(name: string, hexes: unknown): asserts hexes is readonly Cube[] {
  assertList(name, hexes);
  if (hexes.length === 0 || hexes.length > MAX_FOOTPRINT_HEXES) throw new RulesError("OUT_OF_RANGE", name, hexes.length, `expected 1 to ${MAX_FOOTPRINT_HEXES} hexes`);
  hexes.forEach((h, k) => assertCube(`${name}[${k}]`, h));
}

/** The rider's memory as stored, checked: a mount id of "" or 16 letters and digits, a round within bounds. */
function assertMemory(name: string, m: unknown): asserts m is MountedMemory {
  assertObject(name, m);
  if (typeof m["mountId"] !== "string" || (m["mountId"] !== "" && !TOKEN_ID.test(m["mountId"]))) throw new RulesError("INVALID_ARGUMENT", `${name}.mountId`, m["mountId"], "expected a token id or nothing");
  assertIntegerInRange(`${name}.mountRound`, m["mountRound"], 0, MAX_CLOCK_ROUND);
}

/** The shortest hex distance between two footprints (0: they overlap). */
function gap(a: readonly Cube[], b: readonly Cube[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (const x of a) for (const y of b) best = Math.min(best, cubeDistance(x, y));
  return best;
}

/**
 * Decision (VARIANTS.md §13.3 row 41; 004:L28): whether the GM's client may mount the rider on the
 * mount, or dismount it. The rule in force; a started combat at a movement second (the rider moves
 * only in phases); combatants; once a round (a mount or a dismount, 004:L28 "once per turn": ER's
 * turn is the round, D2). A mount: the rider on foot, another token, not hidden from the requester,
 * ridden by nobody else, at least the rule's size gap larger (L28 "at least one size larger"), and
 * next to the rider or under it. A dismount: the rider is mounted, and its mount has a free hex
 * beside it for the rider to land in ({@link dismountHex}, judged by the caller).
 */
export function mountRefusal(facts: MountFacts, ruleset: Ruleset): MountRefusal | null {
  assertObject("facts", facts);
  const r = rule(ruleset);
  if (r === null) return "off";
  if (facts.kind !== "mount" && facts.kind !== "dismount") throw new RulesError("INVALID_ARGUMENT", "facts.kind", facts.kind, 'expected "mount" or "dismount"');
  if (facts.now === null) return "notStarted";
  assertClockTime("facts.now", facts.now);
  if (movementPhaseAt(facts.now.second) === null) return "notMovementSecond";
  if (facts.combatants !== true) return "notCombatant";
  assertToken("facts.rider", facts.rider);
  assertMemory("facts.rider.memory", facts.rider.memory);
  if (facts.rider.memory.mountRound === facts.now.round) return "onceARound";
  if (facts.kind === "dismount") return facts.rider.memory.mountId === "" ? "notMounted" : null;
  if (facts.rider.memory.mountId !== "") return "alreadyMounted";
  if (facts.mount === null) return "notAdjacent";
  assertToken("facts.mount", facts.mount);
  if (facts.mount.id === facts.rider.id) return "sameToken";
  if (facts.mountHidden) return "hidden";
  if (facts.mountRidden) return "mountTaken";
  if (SIZE_CATEGORIES.indexOf(facts.mount.size) - SIZE_CATEGORIES.indexOf(facts.rider.size) < r.sizeGap) return "tooBig";
  if (gap(facts.rider.hexes, facts.mount.hexes) > 1) return "notAdjacent";
  return null;
}

/** The rider's memory after a mount on `mountId` (or a dismount: null) at `now`. */
export function mountMemoryWrites(mountId: string | null, now: ClockTime): MountedMemory {
  assertClockTime("now", now);
  if (mountId !== null && (typeof mountId !== "string" || !TOKEN_ID.test(mountId))) throw new RulesError("INVALID_ARGUMENT", "mountId", mountId, "expected a 16-character token id");
  return { mountId: mountId ?? "", mountRound: now.round };
}

/** Whether the rider's memory says it rides (its own movement is then the mount's, 004:L36). */
export function riderIsMounted(memory: { readonly mountId?: unknown }): boolean {
  assertObject("memory", memory);
  const id = memory.mountId;
  return typeof id === "string" && TOKEN_ID.test(id);
}

/**
 * Where a dismounted rider lands (004:L32 "a space adjacent to the creature"): the first hex next to
 * the mount's footprint, in the fixed order of the mount's hexes and then the six directions, that
 * neither the mount nor any other token covers; null when every such hex is taken.
 */
export function dismountHex(input: { readonly mount: readonly Cube[]; readonly occupied: readonly Cube[] }): Cube | null {
  assertObject("input", input);
  assertHexes("input.mount", input.mount);
  assertList("input.occupied", input.occupied);
  if (input.occupied.length > MAX_FOOTPRINT_HEXES * 64) throw new RulesError("OUT_OF_RANGE", "input.occupied", input.occupied.length, "too many hexes");
  input.occupied.forEach((h, k) => assertCube(`input.occupied[${k}]`, h));
  const taken = new Set<number>([...input.mount, ...input.occupied].map(cubeKey));
  for (const h of input.mount) {
    for (const d of CUBE_DIRECTIONS) {
      const n = { q: h.q + d.q, r: h.r + d.r, s: h.s + d.s };
      if (!taken.has(cubeKey(n))) return n;
    }
  }
  return null;
}

/**
 * The cover a target has against an attack (004:L30: a mounted rider has half cover against melee
 * attacks): the better of the row's `cover` (the GM's choice) and the rule's cover for a mounted
 * rider hit in melee, "better" in the order the cover rule in force offers its choices (none
 * first). The row's cover unchanged without the rule, without a cover rule offering that cover, on
 * foot, or at range.
 */
export function riderCover(input: { readonly mounted: boolean; readonly melee: boolean; readonly cover: CoverChoice }, ruleset: Ruleset): CoverChoice {
  assertObject("input", input);
  const r = rule(ruleset);
  if (typeof input.mounted !== "boolean" || typeof input.melee !== "boolean") throw new RulesError("INVALID_ARGUMENT", "input", input, "expected booleans mounted and melee");
  if (!COVERS.includes(input.cover)) throw new RulesError("INVALID_ARGUMENT", "input.cover", input.cover, `expected one of ${COVERS.join(", ")}`);
  if (r === null || !input.mounted || !input.melee) return input.cover;
  const choices = ruleset.points.cover?.choices ?? [];
  const own = choices.indexOf(r.meleeCover);
  return own < 0 || choices.indexOf(input.cover) >= own ? input.cover : r.meleeCover;
}

/**
 * What a rider or mount going prone asks of the GM (004:L32–L33): a rider knocked prone saves (the
 * rule's save, through the save primitive) or falls beside the mount; a mount knocked prone leaves its
 * rider a choice, its reaction to dismount on its feet or a fall prone too. Null: no rule, or the
 * creature is neither riding nor ridden.
 */
export function proneWhileMounted(input: { readonly who: "rider" | "mount" | "neither" }, ruleset: Ruleset): { readonly kind: "save"; readonly effect: SaveEffect } | { readonly kind: "reactionOrProne" } | null {
  assertObject("input", input);
  const r = rule(ruleset);
  if (input.who !== "rider" && input.who !== "mount" && input.who !== "neither") throw new RulesError("INVALID_ARGUMENT", "input.who", input.who, 'expected "rider", "mount" or "neither"');
  if (r === null || input.who === "neither") return null;
  if (input.who === "mount") return { kind: "reactionOrProne" };
  return { kind: "save", effect: { kind: r.proneSave.ability, dc: r.proneSave.dc, onSuccess: null } };
}
