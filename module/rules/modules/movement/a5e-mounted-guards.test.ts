/**
 * Guards of the A5E mounted module's tracker commands (VARIANTS.md §6.7, §13.3 row 41; 004:L28):
 * Mount and Dismount are offered only in a started combat with a clock.
 */
import { describe, expect, it } from "vitest";
import { NO_VARIANT_MEMORY, resolveRuleset } from "../../ruleset";
import { combatantCommandsOf } from "../../combat-commands";
import { PRESETS } from "../../ruleset/config";
import type { CommandContext } from "../../ruleset/points/combat";

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
