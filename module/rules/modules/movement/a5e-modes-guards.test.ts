/**
 * Guards of the A5E modes table (VARIANTS.md §6.5; 004:L21–L26, 003:L409): how each action with
 * its speed meets the ground. Swimming and climbing, like burrowing, pay terrain and hazards; a
 * flier, glider or hoverer pays neither.
 */
import { describe, expect, it } from "vitest";
import { a5eModeReading } from "./a5e-modes";

const ALL = { climb: 6, swim: 6, fly: 12, burrow: 2 };

describe("A5E: each action with its speed, and the ground it meets", () => {
  it("climb, swim and burrow read terrain and hazards; fly, glide and hover read neither", () => {
    expect(a5eModeReading("climb", ALL)).toEqual({ kind: "speed", mode: "climb", terrain: true, hazards: true });
    expect(a5eModeReading("swim", ALL)).toEqual({ kind: "speed", mode: "swim", terrain: true, hazards: true });
    expect(a5eModeReading("burrow", ALL)).toEqual({ kind: "speed", mode: "burrow", terrain: true, hazards: true });
    for (const a of ["fly", "glide", "hover"]) expect(a5eModeReading(a, ALL)).toEqual({ kind: "speed", mode: "fly", terrain: false, hazards: false });
  });
});
