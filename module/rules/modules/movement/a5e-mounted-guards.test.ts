/**
 * Guards of the A5E mounted module's tracker commands (VARIANTS.md §6.7, §13.3 row 41; 004:L28):
 * Mount and Dismount are offered only in a started combat with a clock.
 */
import { describe, expect, it } from "vitest";
import { NO_VARIANT_MEMORY, resolveRuleset } from "../../ruleset";
import { combatantCommandsOf, mayUseCommand } from "../../combat-commands";
import { PRESETS } from "../../ruleset/config";
import type { CommandContext } from "../../ruleset/points/combat";
import { parseVariantConfig } from "../../ruleset/config";
import { forfeitLabel, movementForfeit } from "../../movement-sources";
import en from "../../../../lang/en.json";

const OFF = resolveRuleset(parseVariantConfig({ ...PRESETS.a5e, movement: { ...PRESETS.a5e.movement, mounted: false } }));
const translated = (key: string): unknown => key.split(".").reduce<unknown>((node, part) => (node !== null && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), en);

const A5E = resolveRuleset(PRESETS.a5e);
const offered = (ctx: Omit<CommandContext, "action" | "memory">) =>
  combatantCommandsOf(A5E).filter((c) => c.id.startsWith("movement.") && c.visible({ ...ctx, action: undefined as never, memory: { ...NO_VARIANT_MEMORY } })).map((c) => c.operation.kind);

describe("A5E mounting: only in a started combat with a clock", () => {
  it("a combat not begun offers no Mount even at a movement second; a begun one does", () => {
    expect(offered({ started: false, now: { round: 2, second: 1 } })).toEqual([]);
    expect(offered({ started: true, now: { round: 2, second: 1 } })).toEqual(["mount"]);
  });
  it("a started combat without a clock offers nothing (and does not read the missing clock)", () => {
    expect(offered({ started: true, now: null })).toEqual([]);
  });
});

describe("a mounted rider's own movement is forfeited (004:L36)", () => {
  const memory = { ...NO_VARIANT_MEMORY, mountId: "horseToken000001", mountRound: 1 };
  it("with the rule on, and still with it switched off until a dismount; the reason has a label in the language file", () => {
    expect(movementForfeit({ round: 2, second: 1, memory }, A5E)).toBe("mounted");
    expect(movementForfeit({ round: 2, second: 1, memory }, OFF)).toBe("mounted");
    expect(typeof translated(forfeitLabel("mounted") ?? "")).toBe("string");
  });
});

describe("who may mount and dismount", () => {
  it("the rider's owners as well as the GM; nobody else", () => {
    const mine = combatantCommandsOf(A5E).filter((c) => c.id === "movement.mount" || c.id === "movement.dismount");
    expect(mine.map((c) => c.id)).toEqual(["movement.mount", "movement.dismount"]);
    for (const c of mine) expect([mayUseCommand(c, { gm: false, owner: true }), mayUseCommand(c, { gm: true, owner: false }), mayUseCommand(c, { gm: false, owner: false })]).toEqual([true, true, false]);
  });
});
