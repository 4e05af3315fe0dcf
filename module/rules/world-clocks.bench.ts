/**
 * Target (VARIANTS.md row 16–17, one pass for a long jump): a month-long world-time jump for a
 * party of 10 with 20 light sources settles in ≤ 5 ms.
 */
import { bench, describe } from "vitest";
import { resolveRuleset } from "./ruleset";
import { PRESETS } from "./ruleset/config";
import { settleWorldClocks, type LightClock, type ResilienceClock } from "./world-clocks";

const OSR = resolveRuleset(PRESETS.osr);
const MONTH = 30 * 24 * 3600;
const lights: LightClock[] = Array.from({ length: 20 }, (_, i) => ({ id: `l${i}`, burnSeconds: i % 2 ? 10_800 : 3600, burnedSeconds: i * 60, litAt: i % 3 === 0 ? null : i * 100 }));
const characters: ResilienceClock[] = Array.from({ length: 10 }, (_, i) => ({ id: `pc${i}`, con: 8 + i, restAt: 0, checkedHours: 0 }));

describe("world clocks", () => {
  bench("settleWorldClocks (a month, 10 characters, 20 lights)", () => {
    settleWorldClocks({ from: 0, to: MONTH, lights, characters }, OSR);
  });
  bench("settleWorldClocks (a month in a started Combat)", () => {
    settleWorldClocks({ from: 0, to: MONTH, lights, characters, combat: { second: 7 } }, OSR);
  });
});
