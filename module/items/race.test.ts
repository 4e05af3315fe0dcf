import { describe, expect, it } from "vitest";
import { raceApplication, raceSuccession, type RaceData } from "./race";

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

describe("raceSuccession", () => {
  it("a race dropped on a character with one replaces it", () => {
    const races = [
      { id: "oldRace", createdTime: 1000 },
      { id: "newRace", createdTime: 5000 },
    ];
    expect(raceSuccession(races)).toEqual({ keep: "newRace", remove: ["oldRace"] });
  });
  it("two races created at once: both decide from the same list, so exactly one, the last, remains", () => {
    // Each race's _onCreate sees both (created in one batch, same time); only the last acts.
    const batch = [
      { id: "dwarf", createdTime: 5000 },
      { id: "elf", createdTime: 5000 },
    ];
    const decisions = ["dwarf", "elf"].map((self) => ({ self, ...raceSuccession(batch) }));
    const acting = decisions.filter((d) => d.keep === d.self);
    expect(acting).toHaveLength(1);
    expect(acting[0]).toMatchObject({ self: "elf", remove: ["dwarf"] });
  });
  it("an older race listed after a newer one is still the one removed; unknown times count as oldest", () => {
    expect(raceSuccession([{ id: "new", createdTime: 9000 }, { id: "old", createdTime: 1000 }])).toEqual({ keep: "new", remove: ["old"] });
    expect(raceSuccession([{ id: "new", createdTime: 9000 }, { id: "legacy", createdTime: null }])).toEqual({ keep: "new", remove: ["legacy"] });
  });
  it("a lone race stays; no race keeps nothing", () => {
    expect(raceSuccession([{ id: "elf", createdTime: 1 }])).toEqual({ keep: "elf", remove: [] });
    expect(raceSuccession([])).toEqual({ keep: null, remove: [] });
  });
});

describe("raceApplication keeps to the character's bounds (the validation hooks judge the update)", () => {
  it("a race whose name is longer than the race field holds still applies: the name is shortened", async () => {
    const { validateActorSystem } = await import("../actors/spec");
    const { MAX_NAME_LENGTH } = await import("../data/bounds");
    const long = { ...elf, name: "E".repeat(MAX_NAME_LENGTH + 30) };
    const { update } = raceApplication(long, { bodyWeight: 130 }, []);
    expect(validateActorSystem("character", update.system)).toEqual([]);
    expect(update.system["race"]).toBe("E".repeat(MAX_NAME_LENGTH));
  });
});
