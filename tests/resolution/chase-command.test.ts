/**
 * The `/chase` chat command (VARIANTS.md §4.8, §13.3 row 18; 002:L232–L242) on the strict stand-ins:
 * parsing (the text read through compat.chatInputText, as /speak), the rules' DC and ability, one roll per chaser or
 * the worst modifier's for a group, and refusals when no rule is in force.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { created, dice } from "../support/combat-world";
import { PRESETS, resolveRuleset } from "../../module/rules";
import { rememberRuleset } from "../../module/rules/ruleset/known";
import { parseChaseCommand, quarryHexesOf, runChase, type ChaseActor } from "../../module/resolution/chase-command";

const OSR = rememberRuleset(resolveRuleset(PRESETS.osr));
const chaser = (name: string, str: number, dex: number): ChaseActor => ({ name, type: "character", system: { abilities: { str, dex, con: 10, int: 10, wis: 10, cha: 10 }, health: { value: 10, max: 10 } } });
const command = (over: Partial<Parameters<typeof runChase>[0]> = {}) => ({ hexes: 16, ground: "flat" as const, advantage: false, disadvantage: false, group: false, flee: false, ...over });

beforeEach(() => {
  created.length = 0;
  dice.length = 0;
  rulesetInForce.value = OSR;
});
afterEach(() => {
  rulesetInForce.value = null;
});

describe("/chase", () => {
  it("parses the words in any order; other text is not the command; an unknown word is the usage", () => {
    expect(parseChaseCommand("/chase 16 uneven dis")).toEqual({ hexes: 16, ground: "uneven", advantage: false, disadvantage: true, group: false, flee: false });
    expect(parseChaseCommand("/CHASE group overland")).toEqual({ hexes: null, ground: "overland", advantage: false, disadvantage: false, group: true, flee: false });
    expect(parseChaseCommand("/chase")).toEqual({ hexes: null, ground: "flat", advantage: false, disadvantage: false, group: false, flee: false });
    expect(parseChaseCommand("/chaser 16")).toBeNull();
    expect(parseChaseCommand("let's chase them")).toBeNull();
    expect(parseChaseCommand("/chase fast")).toEqual({ error: "ER.Chase.Usage" });
    expect(parseChaseCommand("/chase 9999")).toEqual({ error: "ER.Chase.Usage" });
    expect(parseChaseCommand("/chase 12 14")).toEqual({ error: "ER.Chase.Usage" });
    expect(parseChaseCommand("/chase 12 flee")).toMatchObject({ hexes: 12, flee: true });
  });

  it("GT-12 through the command: quarry 16 on uneven ground is DC 13 DEX; each chaser rolls d20 + DEX mod", async () => {
    dice.push(12, 14);
    const rows = await runChase(command({ ground: "uneven" }), [chaser("Ann", 10, 14), chaser("Bo", 10, 8)], null);
    expect(Array.isArray(rows)).toBe(true);
    const list = rows as Exclude<typeof rows, string>;
    expect(list.map((r) => [r.roll.dc, r.roll.ability, r.roll.modifier, r.total, r.caught])).toEqual([[13, "dex", 2, 12, false], [13, "dex", -1, 14, true]]);
    expect((created[0]!.data["rolls"] as Array<{ formula: string }>).map((r) => r.formula)).toEqual(["1d20 + 2", "1d20 - 1"]);
    expect(String(created[0]!.data["content"])).toContain("ER.Chase.Header");
    // Posted in the user's mode: the stand-in world's is public (no whisper).
    expect(created[0]!.data["whisper"] ?? []).toEqual([]);
  });

  it("GT-12: quarry 9 (from the targeted token's speed) is DC 10; a group rolls once, by the worst modifier (002:L234)", async () => {
    // The stand-in Roll returns the queued number as the whole total (d20 and modifier).
    dice.push(9);
    const rows = await runChase(command({ hexes: null, group: true, flee: false }), [chaser("Ann", 16, 10), chaser("Bo", 6, 10)], { system: { movement: { speed: 9 } } });
    const list = rows as Exclude<typeof rows, string>;
    expect(list.map((r) => [r.name, r.roll.dc, r.roll.modifier, r.caught])).toEqual([["Bo", 10, -2, false]]);
    expect(created).toHaveLength(1);
  });

  it("refuses with a key: no rule in force, no chasers, no quarry speed, a score out of range; posts nothing", async () => {
    expect(await runChase(command({ hexes: null }), [chaser("Ann", 10, 10)], null)).toBe("ER.Chase.NoQuarry");
    expect(await runChase(command(), [], null)).toBe("ER.Chase.NoChasers");
    expect(await runChase(command(), [chaser("Ann", 500, 10)], null)).toBe("ER.Chase.BadActor");
    rulesetInForce.value = null;
    expect(await runChase(command(), [chaser("Ann", 10, 10)], null)).toBe("ER.Chase.Off");
    expect(created).toHaveLength(0);
    expect([quarryHexesOf({ system: { movement: { speed: -1 } } }), quarryHexesOf(null), quarryHexesOf({ system: { movement: { speed: 12 } } })]).toEqual([null, null, 12]);
  });

  it("flee (002:L240): the party rolls against the pursuer's speed; a success escapes", async () => {
    dice.push(15, 3);
    await runChase(command({ flee: true, hexes: 12 }), [chaser("Ann", 10, 10), chaser("Bo", 10, 10)], null);
    const content = String(created[0]!.data["content"]);
    expect(content).toContain("ER.Chase.Escaped");
    expect(content).toContain("ER.Chase.Held");
  });
});
