/**
 * The stored rule variants are defended wherever the write comes from (VARIANTS.md §9.2): the
 * Setting pre-hooks refuse an illegal value, and an initiative-model change while a combat is
 * started, keeping the old value; the writer is told why. Driven through a strict stand-in of
 * Foundry's world settings (tests/support/world-settings.ts): JSON values, create then update
 * hooks on the writing client, an explicit false cancels, onChange only for stored writes.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { StrictHooks } from "../../tests/support/permissive-foundry";
import { StrictWorldSettings } from "../../tests/support/world-settings";
import { BOOK_CONFIG, PRESETS, type VariantConfig, type VariantProblem } from "../rules";
import { SYSTEM_ID } from "../constants";
import { VARIANTS_SETTING_KEY, judgeVariantWrite, registerVariantGuard, writtenValue } from "./guard";
import { VARIANTS_SETTING, currentVariants, resetVariantWarning } from "./setting";
import { flatValues } from "./menu-model";
import { LOCKED_FIELDS } from "../../tests/support/variants";

/** The refusals of a change from `from` to `to` during a combat: each locked field it would change (from the declarations). */
const lockRefusals = (from: VariantConfig, to: VariantConfig): VariantProblem[] =>
  LOCKED_FIELDS.filter((path) => flatValues(from)[path] !== flatValues(to)[path]).map((path) => ({ path, code: "initiativeLocked" }));

const g = globalThis as Record<string, unknown>;
let hooks: StrictHooks;
let settings: StrictWorldSettings;
let combatStarted: boolean;
let refusals: VariantProblem[][];
let changes: unknown[];
let writer = { id: "gmUser0000000001", isGM: true };

const plain = (c: VariantConfig) => structuredClone(c) as unknown as Record<string, unknown>;
const set = (value: unknown) => settings.set(SYSTEM_ID, VARIANTS_SETTING, value);

beforeEach(() => {
  hooks = new StrictHooks();
  settings = new StrictWorldSettings(hooks, () => writer);
  writer = { id: "gmUser0000000001", isGM: true };
  combatStarted = false;
  refusals = [];
  changes = [];
  settings.register(SYSTEM_ID, VARIANTS_SETTING, { scope: "world", config: false, type: Object, default: plain(BOOK_CONFIG), onChange: (v) => changes.push(v) });
  settings.register(SYSTEM_ID, "other", { scope: "world", config: false, type: Object, default: {} });
  g["game"] = { settings };
  registerVariantGuard(hooks, { previous: currentVariants, combatStarted: () => combatStarted, refuse: (p) => void refusals.push([...p]) });
  resetVariantWarning();
});

describe("the Setting pre-hooks", () => {
  it("are registered for the setting's first write and every later one", () => {
    expect(hooks.count("preCreateSetting")).toBe(1);
    expect(hooks.count("preUpdateSetting")).toBe(1);
    expect(VARIANTS_SETTING_KEY).toBe("enchanted-realms.variants");
  });

  it("store a legal config, first write and later ones, and the setting's onChange follows", async () => {
    await set(plain(PRESETS.ose));
    expect(currentVariants()).toEqual(PRESETS.ose);
    await set(plain(PRESETS.a13));
    expect(currentVariants()).toEqual(PRESETS.a13);
    expect(changes).toEqual([plain(PRESETS.ose), plain(PRESETS.a13)]);
    expect(refusals).toEqual([]);
  });

  it("refuse an illegal first write (GX-4 pair): nothing is stored and the writer is told why", async () => {
    const bad = { ...plain(PRESETS.ose), encumbrance: { ...PRESETS.ose.encumbrance, persistent: true } };
    await set(bad);
    expect(settings.documents.has(VARIANTS_SETTING_KEY)).toBe(false);
    expect(currentVariants()).toEqual(BOOK_CONFIG);
    expect(refusals).toEqual([[{ path: "encumbrance.persistent", code: "persistentNeedsEr" }]]);
    expect(changes).toEqual([]);
  });

  it("refuse an illegal later write and keep the old value", async () => {
    await set(plain(PRESETS.osr));
    for (const bad of [
      { ...plain(PRESETS.osr), travel: { ...PRESETS.osr.travel, forcedMarch: "ose" } },
      { ...plain(PRESETS.osr), initiative: { ...PRESETS.osr.initiative, d20Anchor: 500 } },
      { ...plain(PRESETS.osr), version: 99 },
      { initiative: { model: "a13" } },
      "a13",
      null,
      [1, 2],
    ]) {
      await set(bad);
      expect(currentVariants(), JSON.stringify(bad)).toEqual(PRESETS.osr);
    }
    expect(refusals.length).toBe(7);
    expect(refusals[0]).toEqual([{ path: "travel.forcedMarch", code: "forcedMarchNeedsOse" }]);
    expect(refusals[1]).toEqual([{ path: "initiative.d20Anchor", code: "range" }]);
    expect(refusals[2]).toEqual([{ path: "version", code: "version" }]);
    expect(refusals[3]!.length).toBeGreaterThan(5);
    expect(changes).toEqual([plain(PRESETS.osr)]);
  });

  it("GX-5: refuse an initiative-model change while any combat is started; other domains still change", async () => {
    await set(plain(PRESETS.a13));
    combatStarted = true;
    await set(plain(PRESETS.ose));
    expect(currentVariants()).toEqual(PRESETS.a13);
    // The 0-health rule is locked in combat too (RESOLUTION.md §6).
    expect(refusals).toEqual([lockRefusals(PRESETS.a13, PRESETS.ose)]);
    expect(refusals[0]).toEqual(expect.arrayContaining([{ path: "initiative.model", code: "initiativeLocked" }, { path: "resolution.zeroHealth", code: "initiativeLocked" }]));
    const escalationOff = { ...plain(PRESETS.a13), combat: { ...PRESETS.a13.combat, escalationDie: false } };
    await set(escalationOff);
    expect(currentVariants().combat.escalationDie).toBe(false);
    combatStarted = false;
    await set(plain(PRESETS.ose));
    expect(currentVariants()).toEqual(PRESETS.ose);
  });

  it("GX-5 on the first write too: the book's model is the one in force", async () => {
    combatStarted = true;
    await set(plain(PRESETS.a5e));
    expect(settings.documents.has(VARIANTS_SETTING_KEY)).toBe(false);
    expect(refusals).toEqual([lockRefusals(BOOK_CONFIG, PRESETS.a5e)]);
    expect(refusals[0]).toContainEqual({ path: "initiative.model", code: "initiativeLocked" });
  });

  it("leave other settings alone", async () => {
    await settings.set(SYSTEM_ID, "other", { anything: true });
    await settings.set(SYSTEM_ID, "other", "not a config");
    expect(settings.get(SYSTEM_ID, "other")).toBe("not a config");
    expect(refusals).toEqual([]);
  });

  it("a player cannot write the world setting at all (Foundry refuses it before any hook)", async () => {
    writer = { id: "player0000000001", isGM: false };
    await expect(set(plain(PRESETS.a13))).rejects.toThrow(/permission/);
    expect(currentVariants()).toEqual(BOOK_CONFIG);
  });

  it("an illegal value stored past the guard (a hand-edited world) reads as the book", () => {
    settings.storeRaw(VARIANTS_SETTING_KEY, { ...plain(PRESETS.ose), encumbrance: { ...PRESETS.ose.encumbrance, persistent: true } });
    expect(currentVariants()).toBe(BOOK_CONFIG);
  });
});

describe("judging a write", () => {
  it("reads the Setting's JSON, or a value given as it is; unreadable JSON is the wrong type", () => {
    expect(writtenValue('{"a":1}')).toEqual({ a: 1 });
    expect(writtenValue({ a: 1 })).toEqual({ a: 1 });
    expect(judgeVariantWrite("{not json", { previous: BOOK_CONFIG, combatStarted: false })).toEqual([{ path: "", code: "type" }]);
    expect(judgeVariantWrite(JSON.stringify(PRESETS.a5e), { previous: BOOK_CONFIG, combatStarted: false })).toEqual([]);
    expect(judgeVariantWrite(PRESETS.a5e, { previous: BOOK_CONFIG, combatStarted: true })).toEqual([{ path: "initiative.model", code: "initiativeLocked" }]);
    // A macro moving the d20 anchor mid-combat is refused too (the kept bases were mapped with it).
    const moved = { ...plain(PRESETS.a13), initiative: { ...PRESETS.a13.initiative, d20Anchor: 30 } };
    expect(judgeVariantWrite(moved, { previous: PRESETS.a13, combatStarted: true })).toEqual([{ path: "initiative.d20Anchor", code: "initiativeLocked" }]);
  });
});
