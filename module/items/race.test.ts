import { describe, expect, it } from "vitest";
import { raceApplication, type RaceData } from "./race";

const elf: RaceData = {
  name: "Elf",
  system: { speed: 12, milesPerDay: null, bodyWeight: null, sureFooted: false, adaptation: { forest: "tundra", hills: "" } },
};

describe("raceApplication", () => {
  it("the elf sets speed 12, the elf adaptation and its name; blank miles are left alone", () => {
    const { update, replaced } = raceApplication(elf, { bodyWeight: 130 }, []);
    expect(update.system).toEqual({
      race: "Elf",
      movement: {
        speed: 12,
        sureFooted: false,
        adaptation: { plains: "", tundra: "", desert: "", forest: "tundra", hills: "", swamp: "", jungle: "", mountains: "" },
      },
    });
    expect(replaced).toEqual([]);
  });
  it("the arachnician makes the character sure-footed and clears an old adaptation", () => {
    const arachnician: RaceData = {
      name: "Arachnician",
      system: { speed: null, milesPerDay: null, bodyWeight: null, sureFooted: true, adaptation: {} },
    };
    const { update } = raceApplication(arachnician, { bodyWeight: 0 }, ["oldRace00000000a"]);
    const movement = update.system["movement"] as { sureFooted: boolean; adaptation: Record<string, string>; speed?: number };
    expect(movement.sureFooted).toBe(true);
    expect(Object.values(movement.adaptation).every((v) => v === "")).toBe(true);
    expect(movement.speed).toBeUndefined();
  });
  it("replaces the earlier race items", () => {
    expect(raceApplication(elf, { bodyWeight: 0 }, ["a", "b"]).replaced).toEqual(["a", "b"]);
  });
  it("copies the typical body weight only to a character without one", () => {
    const gryf: RaceData = { name: "Gryf", system: { ...elf.system, speed: null, bodyWeight: 100, adaptation: {} } };
    expect(raceApplication(gryf, { bodyWeight: 0 }, []).update.system["bodyWeight"]).toBe(100);
    expect(raceApplication(gryf, { bodyWeight: 140 }, []).update.system["bodyWeight"]).toBeUndefined();
  });
  it("ignores an adaptation target that is not a terrain", () => {
    const odd: RaceData = { name: "Odd", system: { ...elf.system, adaptation: { swamp: "lava" } } };
    const movement = raceApplication(odd, { bodyWeight: 1 }, []).update.system["movement"] as { adaptation: Record<string, string> };
    expect(movement.adaptation["swamp"]).toBe("");
  });
});
