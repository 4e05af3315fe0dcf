/**
 * Costs that grow with input size (the fuzz audit's cost cliffs): the field table over many declared
 * fields, and an A5E world action's candidates and record over many participants. Each is linear.
 */
import { bench, describe } from "vitest";
import { buildFields } from "./derive";
import { bool, type RuleModule } from "./types";
import { recordWorldActionTargets, worldActionCandidates } from "../modules/resolution/a5e-saves";

const many = (n: number): RuleModule => ({ id: "bench.many", domain: "resolution", fields: Object.fromEntries(Array.from({ length: n }, (_, i) => [`resolution.f${i}`, bool(false)])) });
const ids = Array.from({ length: 10_000 }, (_, i) => `c${i}`);
const half = { combat: "x", targeted: ids.filter((_, i) => i % 2 === 0) };

describe("linear in their input", () => {
  bench("buildFields (10,000 declared fields)", () => {
    buildFields({}, [many(10_000)]);
  });
  bench("worldActionCandidates (10,000 participants, 5,000 targeted)", () => {
    worldActionCandidates(ids, true, half, "x");
  });
  bench("recordWorldActionTargets (5,000 kept, 10,000 chosen)", () => {
    recordWorldActionTargets(half, "x", ids);
  });
});
