import { describe, expect, it } from "vitest";
import { oseRunning, OSE_RUNNING } from "./ose-running";
import { resolveRuleset, NO_VARIANT_MEMORY } from "../../ruleset";
import { PRESETS } from "../../ruleset/config";
import { offeredCommands } from "../../combat-commands";
import { runningOf } from "../../world-clock";
import { NO_ACTION } from "../../combat/action";

const OSE = resolveRuleset(PRESETS.ose);
const ctx = (started: boolean) => ({ started, now: started ? { round: 1, second: 1 } : null, action: NO_ACTION, memory: NO_VARIANT_MEMORY });

describe("combat.oseRunning (003:L681, L728–L736; VARIANTS.md §13.1 D2)", () => {
  it("its figures are the text's at 10 s an OSE round: ×3, winded after 300 s (15 ER rounds), cleared by 1,800 s", () => {
    expect(OSE_RUNNING).toEqual({ factor: 3, windedAfter: 30 * 10, recoveryAfter: 3 * 600 });
    expect(OSE_RUNNING.windedAfter / 20).toBe(15);
  });

  it("the OSE preset turns it on; its pursuit flag starts off; owners and the GM are offered the toggle before and during a fight", () => {
    expect(runningOf(OSE)).toBe(OSE_RUNNING);
    expect(runningOf(resolveRuleset(PRESETS.osr))).toBeNull();
    expect(NO_VARIANT_MEMORY.pursuit).toBe(false);
    expect(oseRunning.memory.pursuit).toEqual({ kind: "bool", initial: false });
    for (const started of [false, true]) {
      expect(offeredCommands(ctx(started), { gm: false, owner: true }, OSE).map((c) => c.id)).toContain("combat.pursuit");
      expect(offeredCommands(ctx(started), { gm: false, owner: false }, OSE).map((c) => c.id)).not.toContain("combat.pursuit");
    }
  });
});
