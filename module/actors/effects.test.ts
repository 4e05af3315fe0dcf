import { describe, expect, it } from "vitest";
import { deriveActor } from "./derive";
import { isDerivationInput, needsRederive } from "./effects";
import { GRYF, GRYF_ITEMS } from "../sheets/samples";

const speed = (phase: string) => ({ key: "system.movement.speed", phase });

describe("which effect phases feed the derivation", () => {
  it("v13's single application and v14's initial phase come before derivation: nothing to redo", () => {
    expect(needsRederive(undefined, [speed("initial")])).toBe(false);
    expect(needsRederive("initial", [speed("initial")])).toBe(false);
  });

  it("a v14 final-phase change to a stored field is followed by a new derivation", () => {
    expect(needsRederive("final", [speed("final")])).toBe(true);
    // A custom phase a module registers counts the same way.
    expect(needsRederive("afterItems", [speed("afterItems")])).toBe(true);
  });

  it("no new derivation when the later phase changed nothing the derivation reads", () => {
    expect(needsRederive("final", [speed("initial")])).toBe(false);
    expect(needsRederive("final", [{ key: "name", phase: "final" }, { key: "system.derived.movement.hexesPerRound", phase: "final" }])).toBe(false);
    expect(needsRederive("final", [])).toBe(false);
  });

  it("derived and profile paths are outputs, stored fields are inputs", () => {
    expect(isDerivationInput("system.movement.speed")).toBe(true);
    expect(isDerivationInput("system.quickness")).toBe(true);
    expect(isDerivationInput("system.derived")).toBe(false);
    expect(isDerivationInput("system.profile.movement.speed")).toBe(false);
    expect(isDerivationInput("system.derivedNotes")).toBe(true);
    expect(isDerivationInput("img")).toBe(false);
  });

  it("a +2 speed effect on the gryf changes hexes, the split and the ruler's profile", () => {
    const base = deriveActor({ type: "character", system: GRYF, items: GRYF_ITEMS, worldTime: 0 });
    const boosted = deriveActor({ type: "character", system: { ...GRYF, movement: { ...GRYF.movement, speed: GRYF.movement.speed + 2 } }, items: GRYF_ITEMS, worldTime: 0 });
    expect(base.derived.movement.terrains.optimal.hexesPerRound).toBe(11);
    expect(boosted.derived.movement.terrains.optimal.hexesPerRound).toBe(13);
    expect(boosted.derived.movement.terrains.optimal.phases).toEqual([5, 3, 3, 2]);
    expect(base.derived.movement.terrains.optimal.phases).toEqual([3, 3, 3, 2]);
    expect(boosted.profile.movement.speed).toBe(14);
  });
});
