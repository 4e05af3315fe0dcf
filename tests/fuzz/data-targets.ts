/**
 * Fuzz targets beyond the rules core: the derivation, the validation hooks, the sheet submission
 * check, the migrations and the world-time step, each with its contract.
 */
import fc from "fast-check";
import en from "../../lang/en.json";
import { MAX_LOAD_SECONDS, minutesToSeconds } from "../../module/rules";
import { deriveActor, type DeriveInput } from "../../module/actors/derive";
import { checkField, type FieldProblem, type FieldSpec, type ModelSpec } from "../../module/data/field-spec";
import { changeProblems } from "../../module/actors/validation-hooks";
import { checkSubmission } from "../../module/sheets/submit";
import { migrateActorSourceWithNotes } from "../../module/actors/migrate";
import { migrateItemSourceWithNotes } from "../../module/items/migrate";
import type { MigrationNote } from "../../module/data/migrate";
import { clockAdvanceUpdates, nextLoadState, type StoredLoad } from "../../module/actors/load-state";
import { ACTOR_SPECS, ENCUMBRANCE_GROUPS, validateActorSystem } from "../../module/actors/spec";
import { ITEM_SPECS } from "../../module/items/spec";
import { valueText } from "../../module/data/value-text";
import { badNumberIn, cloneData, faultClassOf, hostileValue, mutated, type FuzzTarget } from "./harness";

// ---------------------------------------------------------------------------------------------
// Shared: the localised message keys, spec'd values
// ---------------------------------------------------------------------------------------------

function localised(key: string): boolean {
  const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
  return typeof text === "string" && text.length > 0;
}

function validValue(field: FieldSpec): fc.Arbitrary<unknown> {
  switch (field.kind) {
    case "number": {
      const n = field.integer ? fc.integer({ min: field.min, max: Math.min(field.max, Number.MAX_SAFE_INTEGER) }) : fc.double({ min: field.min, max: field.max, noNaN: true, noDefaultInfinity: true });
      return field.nullable ? fc.oneof(n, fc.constant(null)) : n;
    }
    case "choice":
      return field.blank ? fc.constantFrom("", ...field.choices) : fc.constantFrom(...field.choices);
    case "boolean":
      return fc.boolean();
    case "text":
      return fc.string({ maxLength: Math.min(field.maxLength, 12) });
    case "choiceList":
      return fc.subarray([...field.choices]);
    case "formula":
      return fc.constantFrom("", "1d20 + @rating", "2d6", "1d8 + 1", "(1d6)*2");
  }
}

function baseValue(field: FieldSpec): unknown {
  switch (field.kind) {
    case "number":
      return field.min;
    case "choice":
      return field.blank ? "" : field.choices[0];
    case "boolean":
      return false;
    case "text":
      return "";
    case "choiceList":
      return [];
    case "formula":
      return "";
  }
}

function isPlain(x: unknown): x is Record<string, unknown> {
  if (x === null || typeof x !== "object" || Array.isArray(x)) return false;
  const p = Object.getPrototypeOf(x) as unknown;
  return p === Object.prototype || p === null;
}

function setPath(root: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node = root;
  for (const part of path.slice(0, -1)) {
    if (!isPlain(node[part])) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[path[path.length - 1]!] = value;
}

function deletePath(root: Record<string, unknown>, path: readonly string[]): void {
  let node: unknown = root;
  for (const part of path.slice(0, -1)) {
    if (!isPlain(node)) return;
    node = node[part];
  }
  if (isPlain(node)) delete node[path[path.length - 1]!];
}

function getPath(root: unknown, path: readonly string[]): { found: boolean; value: unknown; brokenAt: string | null } {
  let node = root;
  for (let i = 0; i < path.length; i++) {
    if (!isPlain(node)) return { found: false, value: undefined, brokenAt: path.slice(0, i).join(".") || "system" };
    if (!Object.prototype.hasOwnProperty.call(node, path[i]!)) return { found: false, value: undefined, brokenAt: null };
    node = node[path[i]!];
  }
  return { found: true, value: node, brokenAt: null };
}

function sourceFor(spec: ModelSpec): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, field] of Object.entries(spec)) setPath(out, path.split("."), baseValue(field));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Validation: an independent model of how Foundry applies an update (expand dotted keys, "-=" and
// "==" keys, v14 operators), then every spec'd field of the result is judged.
// ---------------------------------------------------------------------------------------------

/** Stand-ins with v14's operator class names. */
class ForcedDeletion {}
class ForcedReplacement {
  constructor(readonly value: unknown) {}
}

function applyUpdate(target: Record<string, unknown>, update: Record<string, unknown>, reverse = false): void {
  const entries = Object.entries(update);
  if (reverse) entries.reverse();
  for (const [key, raw] of entries) {
    const parts = key.split(".");
    const head = parts[0]!;
    if (head.startsWith("-=")) {
      deletePath(target, [head.slice(2), ...parts.slice(1)]);
      continue;
    }
    if (head.startsWith("==")) {
      const v = raw instanceof ForcedReplacement ? raw.value : raw;
      setPath(target, [head.slice(2), ...parts.slice(1)], cloneData(v));
      continue;
    }
    if (parts.length > 1) {
      applyUpdate(target, { [head]: { [parts.slice(1).join(".")]: raw } }, reverse);
      continue;
    }
    if (raw instanceof ForcedDeletion) delete target[head];
    else if (raw instanceof ForcedReplacement) target[head] = cloneData(raw.value);
    else if (isPlain(raw)) {
      if (!isPlain(target[head])) target[head] = {};
      applyUpdate(target[head] as Record<string, unknown>, raw, reverse);
    } else target[head] = raw;
  }
}

function deletable(f: FieldSpec): boolean {
  return (f.kind === "choice" && f.blank) || (f.kind === "number" && f.nullable);
}

/**
 * The first field the update would store badly, or null when the resulting source is valid. The
 * order in which core applies two writes to the same field is not part of the contract, and any
 * write may come last, so the update is split into its single writes (one path each, as nested
 * single-key objects) and each is applied on its own: one bad write is a bad update.
 */
function oracle(spec: ModelSpec, changes: Record<string, unknown>): string | null {
  for (const write of singleWrites(changes)) {
    const bad = oracleInOrder(spec, write, false);
    if (bad !== null) return bad;
  }
  return null;
}

function singleWrites(update: Record<string, unknown>): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const [key, value] of Object.entries(update)) {
    if (!key.startsWith("-=") && !key.startsWith("==") && isPlain(value) && Object.keys(value).length > 0) {
      for (const inner of singleWrites(value)) out.push({ [key]: inner });
    } else out.push({ [key]: value });
  }
  return out;
}

function oracleInOrder(spec: ModelSpec, changes: Record<string, unknown>, reverse: boolean): string | null {
  const doc: Record<string, unknown> = { system: sourceFor(spec) };
  applyUpdate(doc, changes, reverse);
  for (const [path, field] of Object.entries(spec)) {
    const got = getPath(doc["system"], path.split("."));
    if (got.brokenAt !== null) return got.brokenAt;
    if (!got.found) {
      if (!deletable(field)) return path;
      continue;
    }
    if (checkField(path, field, got.value instanceof Set ? [...got.value] : got.value) !== null) return path;
  }
  return null;
}

interface Edit {
  readonly path: string;
  readonly value: unknown;
  readonly encoding: "nested" | "dotted" | "force" | "delete" | "deleteOperator" | "replaceOperator" | "topDotted" | "wrapped";
}

function buildChanges(edits: readonly Edit[]): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  const system: Record<string, unknown> = {};
  for (const original of edits) {
    const e = { ...original, value: cloneData(original.value) };
    const parts = e.path.split(".");
    switch (e.encoding) {
      case "nested":
        setPath(system, parts, e.value);
        break;
      case "dotted":
        system[e.path] = e.value;
        break;
      case "force": {
        const at = e.path.length % parts.length;
        system[[...parts.slice(0, at), `==${parts[at]}`, ...parts.slice(at + 1)].join(".")] = e.value;
        break;
      }
      case "delete":
        system[[...parts.slice(0, -1), `-=${parts[parts.length - 1]}`].join(".")] = null;
        break;
      case "deleteOperator":
        system[e.path] = new ForcedDeletion();
        break;
      case "replaceOperator":
        system[e.path] = new ForcedReplacement(e.value);
        break;
      case "topDotted":
        changes[`system.${e.path}`] = e.value;
        break;
      case "wrapped":
        system[e.path] = { value: e.value };
        break;
    }
  }
  if (Object.keys(system).length > 0 || edits.length === 0) changes["system"] = system;
  return changes;
}

function editArb(spec: ModelSpec): fc.Arbitrary<Edit> {
  const leaves = Object.keys(spec);
  const branches = [...new Set(leaves.flatMap((l) => l.split(".").slice(0, -1).map((_p, i, a) => a.slice(0, i + 1).join("."))))];
  const path = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...leaves) }, { weight: 2, arbitrary: branches.length ? fc.constantFrom(...branches) : fc.constantFrom(...leaves) }, { weight: 1, arbitrary: fc.constantFrom("unknownField", `${leaves[0]}.value`) });
  return path.chain((p) => {
    const field = spec[p];
    const value = field ? fc.oneof({ weight: 3, arbitrary: validValue(field) }, { weight: 2, arbitrary: hostileValue }) : fc.oneof(hostileValue, fc.constant({}));
    return fc.record({
      path: fc.constant(p),
      value,
      encoding: fc.constantFrom<Edit["encoding"]>("nested", "nested", "dotted", "force", "delete", "deleteOperator", "replaceOperator", "topDotted", "wrapped"),
    });
  });
}

function validationTarget(name: string, documentName: "Actor" | "Item", type: string, spec: ModelSpec): FuzzTarget {
  return {
    name: `validation.${name}`,
    group: "validation",
    contract: "an update that would store a bad value is refused with a localised message; a valid one is not",
    arbitrary: fc.array(editArb(spec), { minLength: 0, maxLength: 3 }).map(buildChanges),
    check(input) {
      const changes = input as Record<string, unknown>;
      const bad = oracle(spec, changes);
      let problems: FieldProblem[];
      try {
        problems = changeProblems(documentName, type, changes);
      } catch (error) {
        return faultClassOf(`throws ${error instanceof Error ? error.name : typeof error}`, String(error));
      }
      if (problems.some((p) => !localised(p.key))) return "refusal without a localised message";
      if (bad !== null && problems.length === 0) return "bypass: a bad value would be stored";
      if (bad === null && problems.length > 0) return `valid update refused (${problems[0]!.key})`;
      return null;
    },
  };
}

function validationTargets(): FuzzTarget[] {
  return [
    ...Object.entries(ACTOR_SPECS).map(([type, spec]) => validationTarget(`actor.${type}`, "Actor", type, spec)),
    ...Object.entries(ITEM_SPECS).map(([type, spec]) => validationTarget(`item.${type}`, "Item", type, spec as ModelSpec)),
  ];
}

// ---------------------------------------------------------------------------------------------
// Sheet submission: every kept system key is valid on its own; every refused one is not.
// ---------------------------------------------------------------------------------------------

function submissionTarget(documentName: "Actor" | "Item", type: string, spec: ModelSpec): FuzzTarget {
  const leaves = Object.keys(spec);
  const key = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...leaves) }, { weight: 1, arbitrary: fc.constantFrom(`${leaves[0]}.value`, leaves[0]!.split(".")[0]!) });
  const entry = key.chain((k) => fc.tuple(fc.constant(`system.${k}`), spec[k] ? fc.oneof(validValue(spec[k]!), hostileValue, fc.date()) : hostileValue));
  return {
    name: `submission.${documentName.toLowerCase()}.${type}`,
    group: "submission",
    contract: "keeps every in-bounds field, drops (and reports, localised) every out-of-bounds one",
    arbitrary: fc.array(entry, { maxLength: 4 }).map((entries) => ({ name: "x", img: "y.png", ...Object.fromEntries(entries) })),
    check(input) {
      const flat = input as Record<string, unknown>;
      const { kept, problems } = checkSubmission(documentName, type, flat);
      if (problems.some((p) => !localised(p.key))) return "refusal without a localised message";
      for (const [k, v] of Object.entries(flat)) {
        if (!k.startsWith("system.")) {
          if (!(k in kept)) return "a non-system field was dropped";
          continue;
        }
        const bad = oracle(spec, { [k]: v }) !== null;
        if (bad && k in kept) return "an out-of-spec field was kept";
        if (!bad && !(k in kept)) return "an in-bounds field was dropped";
      }
      if (Object.keys(kept).length < Object.keys(flat).length && problems.length === 0) return "a field was dropped without a message";
      return null;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Migrations: every old value is kept under the new shape or listed in the notes.
// ---------------------------------------------------------------------------------------------

const oldNumber = fc.oneof(fc.integer({ min: -5, max: 500 }), hostileValue);
const partialHealth = fc.oneof({ weight: 4, arbitrary: fc.record({ value: oldNumber, max: oldNumber, temp: oldNumber }, { requiredKeys: [] }) }, { weight: 1, arbitrary: hostileValue });
const oldMinutes = fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.double({ min: 0, max: 1e4, noNaN: true }), fc.integer({ min: 0, max: 10_000 }).map(String), fc.constantFrom(" 25 ", "2.5", "1e3", "lots", "", "-3", "1e306"), hostileValue);
const oldActor = fc.record(
  {
    hitPoints: partialHealth,
    hp: partialHealth,
    health: partialHealth,
    speed: oldNumber,
    milesPerDay: oldNumber,
    sureFooted: fc.oneof(fc.boolean(), hostileValue),
    movement: fc.oneof({ weight: 4, arbitrary: fc.record({ speed: oldNumber, milesPerDay: oldNumber, sureFooted: fc.boolean() }, { requiredKeys: [] }) }, { weight: 1, arbitrary: hostileValue }),
    load: fc.record({ overCapacityMinutes: oldMinutes, overCapacitySeconds: fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.constant(1500)), droppedAt: fc.constant(null) }, { requiredKeys: [] }),
    bodyWeight: oldNumber,
  },
  { requiredKeys: [] },
);

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  try {
    return typeof a === "object" && typeof b === "object" && JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}


function noted(notes: readonly MigrationNote[], path: string, value: unknown): boolean {
  return notes.some((n) => n.path === path && n.value === valueText(value));
}

function minutesValue(raw: unknown): number | null {
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : null;
  if (typeof raw === "string" && raw.trim() !== "" && Number.isFinite(Number(raw.trim()))) return Number(raw.trim());
  return null;
}

function checkActorMigration(input: unknown): string | null {
  const old = input as Record<string, unknown>;
  const { source, notes } = migrateActorSourceWithNotes(cloneData(old));
  for (const gone of ["hitPoints", "hp", "speed", "milesPerDay", "sureFooted"]) if (gone in source) return `old key ${gone} left in the source`;
  // Values under the new names win and stay as they were.
  if (isPlain(old["health"])) for (const [k, v] of Object.entries(old["health"])) if (v !== undefined && !sameValue((source["health"] as Record<string, unknown>)[k], v)) return "a value under the new name changed";
  if (isPlain(old["movement"])) for (const [k, v] of Object.entries(old["movement"])) if (v !== undefined && !sameValue((source["movement"] as Record<string, unknown>)[k], v)) return "a value under the new name changed";
  // Every old value is kept or listed.
  for (const name of ["hitPoints", "hp"]) {
    const o = old[name];
    if (o === undefined) continue;
    if (!isPlain(o)) {
      if (!noted(notes, name, o)) return "field lost: an old object that is not an object";
      continue;
    }
    for (const [k, v] of Object.entries(o)) {
      if (v === undefined) continue;
      const kept = isPlain(source["health"]) && sameValue(source["health"][k], v);
      if (!kept && !noted(notes, `${name}.${k}`, v)) return `field lost: ${name}.${k}`;
    }
  }
  for (const k of ["speed", "milesPerDay", "sureFooted"]) {
    const v = old[k];
    if (v === undefined) continue;
    const kept = isPlain(source["movement"]) && sameValue(source["movement"][k], v);
    if (!kept && !noted(notes, k, v)) return `field lost: flat ${k}`;
  }
  const load = old["load"];
  if (isPlain(load) && load["overCapacityMinutes"] !== undefined) {
    const raw = load["overCapacityMinutes"];
    const m = minutesValue(raw);
    const stored = (source["load"] as Record<string, unknown>)["overCapacitySeconds"];
    const kept = m !== null && m >= 0 && m <= MAX_LOAD_SECONDS / 60 && stored === minutesToSeconds(m);
    if (!kept && !noted(notes, "load.overCapacityMinutes", raw)) return "field lost: overCapacityMinutes";
    if ("overCapacityMinutes" in (source["load"] as Record<string, unknown>)) return "old key overCapacityMinutes left in the source";
  }
  return null;
}

const oldItem = fc.tuple(
  fc.constantFrom("weapon", "spell", "gear", undefined),
  fc.record({ initiative: oldNumber, initiativeModifier: oldNumber, castingTime: oldNumber, castingSeconds: oldNumber, weight: oldNumber }, { requiredKeys: [] }),
);

function checkItemMigration(input: unknown): string | null {
  const [type, old] = input as [string | undefined, Record<string, unknown>];
  const { source, notes } = migrateItemSourceWithNotes(type, cloneData(old));
  for (const [from, to] of [["initiative", "initiativeModifier"], ["castingTime", "castingSeconds"]] as const) {
    if (old[from] === undefined) continue;
    if (from in source) return `old key ${from} left in the source`;
    if (!sameValue(source[to], old[from]) && !noted(notes, from, old[from])) return `field lost: ${from}`;
    if (old[to] !== undefined && !sameValue(source[to], old[to])) return "a value under the new name changed";
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// World time: whatever the jump, the next load state is one the schema accepts.
// ---------------------------------------------------------------------------------------------

const storedLoad: fc.Arbitrary<StoredLoad> = fc.record({
  overCapacitySeconds: fc.oneof(fc.integer({ min: 0, max: MAX_LOAD_SECONDS }), fc.constantFrom(0, 1799, 1800, MAX_LOAD_SECONDS)),
  droppedAt: fc.oneof(fc.constant(null), fc.integer({ min: -1e6, max: 1e12 })),
  droppedSteps: fc.integer({ min: 0, max: 1000 }),
  loadedSteps: fc.integer({ min: 0, max: 1000 }),
  unloadedSeconds: fc.integer({ min: 0, max: MAX_LOAD_SECONDS }),
});
const jump = fc.oneof(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 0, max: 2 ** 52 }), fc.constantFrom(1e9, 2e9, 1e12, 2 ** 53, 1e300, Infinity, Number.NaN, -1), fc.double());
const now = fc.oneof(fc.integer({ min: 0, max: 1e12 }), fc.constantFrom(2 ** 52, 2 ** 53, 1e300, Number.NaN, -5), fc.double());

function loadFault(stored: StoredLoad, next: StoredLoad | null, delta: number, steps: number, time: number): string | null {
  const sane = Number.isSafeInteger(Math.floor(time)) && Math.abs(time) <= 2 ** 52 && Number.isSafeInteger(steps) && steps >= 0 && steps <= 1000;
  if (next === null) {
    // Nothing written: right only when nothing changes (or the input itself is unusable).
    if (!sane || Number.isNaN(delta)) return null;
    return stored.loadedSteps > 0 && stored.overCapacitySeconds < MAX_LOAD_SECONDS && delta >= 1 ? "a valid jump wrote no state" : null;
  }
  if (validateActorSystem("character", { load: next }).length > 0) return "a load state the schema refuses";
  // The rule's answer, saturated: over capacity the accumulation grows by the whole jump (up to the bound).
  const d = Number.isFinite(delta) ? Math.max(0, Math.floor(delta)) : null;
  if (d !== null && stored.loadedSteps > 0 && Number.isSafeInteger(Math.floor(time)) && Number.isSafeInteger(steps) && steps >= 0 && steps <= 1000) {
    const want = Math.min(MAX_LOAD_SECONDS, stored.overCapacitySeconds + d);
    if (next.overCapacitySeconds !== want) return "accumulated time is not the saturated sum";
  }
  return null;
}

function worldTimeTargets(): FuzzTarget[] {
  return [
    {
      name: "worldtime.nextLoadState",
      group: "worldtime",
      contract: "any jump, of any size: null or a state the schema accepts, the accumulation saturated at its bound",
      arbitrary: fc.tuple(storedLoad, now, jump, fc.oneof(fc.integer({ min: 0, max: 1000 }), hostileValue)),
      check(input) {
        const [stored, time, delta, steps] = input as [StoredLoad, number, number, number];
        try {
          return loadFault(stored, nextLoadState(stored, { now: time, deltaSeconds: delta, steps }), delta, steps, time);
        } catch (error) {
          return faultClassOf(`throws ${error instanceof Error ? error.name : typeof error}`, String(error));
        }
      },
    },
    {
      name: "worldtime.clockAdvanceUpdates",
      group: "worldtime",
      contract: "every update written after a jump is a state the schema accepts",
      arbitrary: fc.tuple(fc.array(storedLoad, { maxLength: 3 }), now, jump),
      check(input) {
        const [loads, time, delta] = input as [StoredLoad[], number, number];
        try {
          const world = loads.map((load, i) => ({ id: `a${i}`, load, loadedSteps: load.loadedSteps }));
          const tokens = loads.map((load, i) => ({ target: i, load, loadedSteps: 0 }));
          const out = clockAdvanceUpdates(world, tokens, time, delta);
          for (const u of out.world) if (validateActorSystem("character", u.system).length > 0) return "a world-actor update the schema refuses";
          for (const u of out.tokens) if (validateActorSystem("character", { load: u.load }).length > 0) return "a token-actor update the schema refuses";
          return null;
        } catch (error) {
          return faultClassOf(`throws ${error instanceof Error ? error.name : typeof error}`, String(error));
        }
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Derivation: never throws; problems listed; safe values only.
// ---------------------------------------------------------------------------------------------

const baseSystem = {
  bodyWeight: 160,
  quickness: 20,
  movement: { speed: 12, milesPerDay: 20, sureFooted: false, adaptation: { forest: "tundra" } },
  encumbrance: { towing: false, group: "packAnimal", capacity: 300, step: 25 },
  load: { overCapacitySeconds: 1900, droppedAt: 100, droppedSteps: 2, loadedSteps: 1, unloadedSeconds: 0 },
  march: { hours: 9, allotmentHours: 8 },
  nativeTerrains: ["hills"],
};
const items = [
  { type: "weapon", name: "Axe", system: { weight: 7, inHand: true, initiativeModifier: 2 } },
  { type: "gear", name: "Rope", system: { weight: 2.5, quantity: 3 } },
  { type: "armour", name: "Mail", system: { weight: 30 } },
  { type: "skill", name: "Quickness", system: { identifier: "quickness", rating: 35 } },
];
const DERIVE_BASELINES: DeriveInput[] = [
  { type: "character", system: { ...cloneData(baseSystem), encumbrance: { towing: false } } as DeriveInput["system"], items, worldTime: 3600, conditions: ["dazed"] },
  { type: "creature", system: cloneData(baseSystem) as DeriveInput["system"], items, worldTime: 3600, conditions: ["squeezing"] },
  { type: "creature", system: { ...cloneData(baseSystem), encumbrance: { towing: true, group: "other", capacity: null, step: null } } as DeriveInput["system"], items: [], worldTime: 0 },
];

function deriveTarget(): FuzzTarget {
  return {
    name: "derive.deriveActor",
    group: "derive",
    contract: "never throws: a result with finite, in-range values, a valid group, and the substitutions listed as problems",
    arbitrary: mutated(DERIVE_BASELINES),
    check(input) {
      let result: ReturnType<typeof deriveActor>;
      try {
        result = deriveActor(input as DeriveInput);
      } catch (error) {
        return faultClassOf(`throws ${error instanceof Error ? error.name : typeof error}`, error instanceof Error ? error.message : String(error));
      }
      const bad = badNumberIn(result.derived) ?? badNumberIn(result.profile, "profile");
      if (bad) return bad;
      const d = result.derived;
      if (!ENCUMBRANCE_GROUPS.includes(d.encumbrance.group)) return "an encumbrance group that is not a group";
      if (!Array.isArray(d.problems) || d.problems.some((p) => !localised(p.key))) return "a problem without a localised message";
      if (d.movement.speed > 200) return "a speed beyond the model's bound";
      // Garbage in a field the derivation reads must be listed, not silently used.
      const s = (input as { system?: unknown } | null)?.system;
      const speed = isPlain(s) && isPlain(s["movement"]) ? s["movement"]["speed"] : undefined;
      if (speed !== undefined && (typeof speed !== "number" || !Number.isInteger(speed) || speed < 0 || speed > 200) && d.problems.length === 0) return "garbage speed used without a listed problem";
      return null;
    },
  };
}

export function dataTargets(): FuzzTarget[] {
  return [
    deriveTarget(),
    ...validationTargets(),
    ...Object.entries(ACTOR_SPECS).map(([type, spec]) => submissionTarget("Actor", type, spec)),
    ...Object.entries(ITEM_SPECS).map(([type, spec]) => submissionTarget("Item", type, spec as ModelSpec)),
    { name: "migration.migrateActorSource", group: "migration", contract: "no field lost: every old value kept under the new shape or listed for the GM", arbitrary: oldActor, check: checkActorMigration },
    { name: "migration.migrateItemSource", group: "migration", contract: "no field lost: every old value kept under the new shape or listed for the GM", arbitrary: oldItem, check: checkItemMigration },
    ...worldTimeTargets(),
  ];
}
