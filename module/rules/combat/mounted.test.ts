/**
 * The edges of `combat/mounted.ts` (VARIANTS.md §6.7, §13.3 row 41; 004:L28–L37): forged ids that
 * look like ids once turned to text, footprints at their bounds, the cover a rider gets where the
 * cover rule in force offers no half cover or there is none, the memory slice's defaults, and
 * every refusal's code, parameter, value and text. The golden cases (GA-R*) are in
 * `modules/movement/a5e-mounted.test.ts`.
 */
import { describe, expect, it } from "vitest";
import { NO_VARIANT_MEMORY, resolveRuleset } from "../ruleset";
import { PRESETS, changeVariants } from "../ruleset/config";
import { dismountHex, mountMemoryWrites, mountRefusal, proneWhileMounted, riderCover, riderIsMounted, type MountFacts } from "./mounted";
import { MAX_FOOTPRINT_HEXES } from "../space";
import type { CoverChoice } from "../resolution/types";
import { expectRefusal, refusalOf as refusal } from "../../../tests/support/rules-error";

const A5E = resolveRuleset(PRESETS.a5e);
const withCover = (cover: "none" | "ose") => {
  const changed = changeVariants(PRESETS.a5e, { resolution: { cover } });
  if (!changed.ok) throw new Error("the cover variant was refused");
  return resolveRuleset(changed.config);
};
const NO_COVER = withCover("none");
const OSE_COVER = withCover("ose");
const RIDER = "riderToken000001";
const HORSE = "horseToken000001";
/** A number whose text is 16 digits: a forged id that passes the pattern once turned to text. */
const NUMERIC_ID = 1234567890123456;
const O = { q: 0, r: 0, s: 0 };

const facts = (over: Partial<MountFacts> = {}): MountFacts => ({
  kind: "mount",
  now: { round: 2, second: 1 },
  combatants: true,
  rider: { id: RIDER, size: "medium", hexes: [O], memory: { mountId: "", mountRound: 0 } },
  mount: { id: HORSE, size: "large", hexes: [{ q: 1, r: 0, s: -1 }, { q: 2, r: 0, s: -2 }] },
  mountHidden: false,
  mountRidden: false,
  ...over,
});
const rider = (over: object) => ({ rider: { ...facts().rider, ...over } as MountFacts["rider"] });


describe("mountRefusal: forged facts", () => {
  it("refuses an id that is a number, even one of 16 digits, and one of the wrong shape", () => {
    expectRefusal(() => mountRefusal(facts(rider({ id: NUMERIC_ID })), A5E), "INVALID_ARGUMENT", "facts.rider.id", NUMERIC_ID, "expected a 16-character token id");
    expectRefusal(() => mountRefusal(facts({ mount: { ...facts().mount!, id: "short" } }), A5E), "INVALID_ARGUMENT", "facts.mount.id", "short", "expected a 16-character token id");
  });

  it("refuses a size that is no category, naming the categories", () => {
    expectRefusal(() => mountRefusal(facts(rider({ size: "colossal" })), A5E), "INVALID_ARGUMENT", "facts.rider.size", "colossal", "expected one of tiny, small, medium, large, huge, gargantuan");
    expectRefusal(() => mountRefusal(facts({ mount: { ...facts().mount!, size: 3 as never } }), A5E), "INVALID_ARGUMENT", "facts.mount.size", 3, "expected one of tiny");
  });

  it("takes a footprint of 1 to the largest number of hexes, refuses none or one more, and a bad hex by its place", () => {
    const full = Array.from({ length: MAX_FOOTPRINT_HEXES }, () => O);
    expect(mountRefusal(facts(rider({ hexes: full })), A5E)).toBeNull();
    expectRefusal(() => mountRefusal(facts(rider({ hexes: [...full, O] })), A5E), "OUT_OF_RANGE", "facts.rider.hexes", MAX_FOOTPRINT_HEXES + 1, `expected 1 to ${MAX_FOOTPRINT_HEXES} hexes`);
    expectRefusal(() => mountRefusal(facts(rider({ hexes: [] })), A5E), "OUT_OF_RANGE", "facts.rider.hexes", 0, "expected 1 to");
    expect(refusal(() => mountRefusal(facts(rider({ hexes: "x" })), A5E)).parameter).toBe("facts.rider.hexes");
    expect(refusal(() => mountRefusal(facts(rider({ hexes: [O, { q: 1, r: 1, s: 1 }] })), A5E)).parameter).toBe("facts.rider.hexes[1]");
  });

  it("refuses a stored mount id that is not text, even one of 16 digits, and names the memory's round", () => {
    expectRefusal(() => mountRefusal(facts(rider({ memory: { mountId: NUMERIC_ID, mountRound: 0 } })), A5E), "INVALID_ARGUMENT", "facts.rider.memory.mountId", NUMERIC_ID, "expected a token id or nothing");
    expect(refusal(() => mountRefusal(facts(rider({ memory: { mountId: "", mountRound: 0.5 } })), A5E)).parameter).toBe("facts.rider.memory.mountRound");
    expect(refusal(() => mountRefusal(facts(rider({ memory: null })), A5E)).parameter).toBe("facts.rider.memory");
  });

  it("names the facts, their kind, the clock, the mount and the ruleset", () => {
    expectRefusal(() => mountRefusal(null as never, A5E), "INVALID_ARGUMENT", "facts", null, "expected an object");
    expectRefusal(() => mountRefusal(facts({ kind: "jump" as never }), A5E), "INVALID_ARGUMENT", "facts.kind", "jump", 'expected "mount" or "dismount"');
    expect(refusal(() => mountRefusal(facts({ now: { round: 2, second: 99 } }), A5E)).parameter).toMatch(/^facts\.now/);
    expect(refusal(() => mountRefusal(facts({ mount: 5 as never }), A5E)).parameter).toBe("facts.mount");
    expect(refusal(() => mountRefusal(facts(), { ...A5E } as never)).parameter).toBe("ruleset");
  });
});

describe("the rider's memory", () => {
  it("writes no mount as an empty id, and refuses a forged id by name", () => {
    expect(mountMemoryWrites(null, { round: 3, second: 6 })).toEqual({ mountId: "", mountRound: 3 });
    expect(mountMemoryWrites(HORSE, { round: 3, second: 6 })).toEqual({ mountId: HORSE, mountRound: 3 });
    expectRefusal(() => mountMemoryWrites(NUMERIC_ID as never, { round: 3, second: 6 }), "INVALID_ARGUMENT", "mountId", NUMERIC_ID, "expected a 16-character token id");
    expect(refusal(() => mountMemoryWrites(HORSE, { round: 0, second: 6 })).parameter).toMatch(/^now/);
  });

  it("reads only a text id as riding, and names the memory", () => {
    expect(riderIsMounted({ mountId: NUMERIC_ID })).toBe(false);
    expect(refusal(() => riderIsMounted(null as never)).parameter).toBe("memory");
  });

  it("starts on foot, never mounted, in the default memory", () => {
    expect(NO_VARIANT_MEMORY.mountId).toBe("");
    expect(NO_VARIANT_MEMORY.mountRound).toBe(0);
    expect(riderIsMounted(NO_VARIANT_MEMORY)).toBe(false);
  });
});

describe("dismountHex: the refusals", () => {
  it("takes up to 64 footprints of occupied hexes, refuses more, and a bad occupied hex by its place", () => {
    const many = Array.from({ length: MAX_FOOTPRINT_HEXES * 64 }, () => ({ q: 5, r: 5, s: -10 }));
    expect(dismountHex({ mount: [O], occupied: many })).not.toBeNull();
    expectRefusal(() => dismountHex({ mount: [O], occupied: [...many, O] }), "OUT_OF_RANGE", "input.occupied", MAX_FOOTPRINT_HEXES * 64 + 1, "too many hexes");
    expect(refusal(() => dismountHex({ mount: [O], occupied: [O, { q: 0, r: 0 } as never] })).parameter).toBe("input.occupied[1]");
    expect(refusal(() => dismountHex({ mount: [O], occupied: {} as never })).parameter).toBe("input.occupied");
    expect(refusal(() => dismountHex({ mount: [], occupied: [] })).parameter).toBe("input.mount");
    expect(refusal(() => dismountHex(null as never)).parameter).toBe("input");
  });
});

describe("riderCover: every cover, and cover rules without half cover", () => {
  it("keeps each cover of every rule on foot, and refuses one that is none of them, naming them", () => {
    for (const cover of ["none", "partial1", "partial2", "partial3", "partial4", "half", "threeQuarters", "total"] as CoverChoice[]) {
      expect(riderCover({ mounted: false, melee: true, cover }, A5E)).toBe(cover);
    }
    expectRefusal(() => riderCover({ mounted: true, melee: true, cover: "some" as never }, A5E), "INVALID_ARGUMENT", "input.cover", "some", "expected one of none, partial1, partial2, partial3, partial4, half, threeQuarters, total");
  });

  it("refuses a mounted or melee flag that is not a boolean, and names the input", () => {
    for (const bad of [{ mounted: 1, melee: true }, { mounted: true, melee: "yes" }]) {
      const input = { ...bad, cover: "none" } as never;
      expectRefusal(() => riderCover(input, A5E), "INVALID_ARGUMENT", "input", input, "expected booleans mounted and melee");
    }
    expect(refusal(() => riderCover(null as never, A5E)).parameter).toBe("input");
  });

  it("gives a mounted rider no better cover where the cover rule offers no half cover, or there is no cover rule", () => {
    expect(riderCover({ mounted: true, melee: true, cover: "none" }, A5E)).toBe("half");
    expect(riderCover({ mounted: true, melee: true, cover: "partial1" }, OSE_COVER)).toBe("partial1");
    expect(riderCover({ mounted: true, melee: true, cover: "none" }, NO_COVER)).toBe("none");
  });
});

describe("proneWhileMounted: the refusals", () => {
  it("names the input and refuses an unknown creature's part", () => {
    expectRefusal(() => proneWhileMounted({ who: "horse" as never }, A5E), "INVALID_ARGUMENT", "input.who", "horse", 'expected "rider", "mount" or "neither"');
    expect(refusal(() => proneWhileMounted(null as never, A5E)).parameter).toBe("input");
  });
});
