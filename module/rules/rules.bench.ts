import { bench, describe } from "vitest";
import { movementAllowance } from "./movement";
import { nextEvent, type ClockTime } from "./time";
import { ELF } from "./terrain";
import { BOOK_RULESET } from "./ruleset";

const inputs = [
  { speed: 12, terrain: "optimal" as const },
  { speed: 12, terrain: "forest" as const, adaptation: ELF, encumbranceSteps: 2 },
  { speed: 20, terrain: "hills" as const, sureFooted: true, steep: false, conditions: ["squeezing", "dazed"] },
  { speed: 8, terrain: "swamp" as const, conditions: ["prone"] },
];

describe("movementAllowance", () => {
  let i = 0;
  bench("movementAllowance (mixed inputs)", () => {
    movementAllowance(inputs[i++ & 3]!, BOOK_RULESET);
  });
});

describe("round clock", () => {
  const actions = [3, 7, 13, 13, 18, 20];
  let now: ClockTime = { round: 1, second: 1 };
  bench("nextEvent (events mode, 6 actions)", () => {
    now = nextEvent(now, actions, "events");
  });
  let now2: ClockTime = { round: 1, second: 1 };
  bench("nextEvent (every mode)", () => {
    now2 = nextEvent(now2, [], "every");
  });
});
