import { describe, expect, it } from "vitest";
import { a5eBestCover, a5eCover, a5eEffectFormula, a5eSaveParts, a5eSaveSucceeds, recordWorldActionTargets, worldActionCandidates, A5E_DEFAULT_ON_SUCCESS } from "./a5e-saves";
import { disrupts } from "./disruption";

const abilities = { str: 10, dex: 14, con: 12, int: 10, wis: 10, cha: 10 };
const total = (d20: number, parts: readonly { value: number }[]) => parts.reduce((s, p) => s + p.value, d20);

describe("A5E save primitive (RA-1)", () => {
  it("GAR-1 Flame Burst DC 12 Dex, DEX 14: 9 → 11 fails and takes 7; 10 → 12 succeeds and takes 0", () => {
    const plan = a5eSaveParts({ abilities }, "dex", 12, "none");
    expect(plan.parts).toEqual([{ key: "ability.dex", value: 2 }]);
    expect(a5eSaveSucceeds(total(9, plan.parts), plan.target)).toBe(false);
    expect(a5eSaveSucceeds(total(10, plan.parts), plan.target)).toBe(true);
    expect(A5E_DEFAULT_ON_SUCCESS).toBe("none");
  });

  it("GAR-2 half cover +2 to a Dex save (8 → 12 succeeds); half and three-quarters together: +5 only (15)", () => {
    const half = a5eSaveParts({ abilities }, "dex", 12, "half");
    expect(total(8, half.parts)).toBe(12);
    expect(a5eSaveSucceeds(total(8, half.parts), 12)).toBe(true);
    const best = a5eBestCover(["half", "threeQuarters"]);
    expect(best).toBe("threeQuarters");
    expect(total(8, a5eSaveParts({ abilities }, "dex", 12, best).parts)).toBe(15);
  });

  it("RA-1 cover helps Dexterity saves only; total cover cannot be targeted and is the best cover", () => {
    expect(a5eSaveParts({ abilities }, "con", 15, "threeQuarters").parts).toEqual([{ key: "ability.con", value: 1 }]);
    expect(a5eCover("total")).toEqual({ bonus: 0, cannotBeTargeted: true });
    expect(a5eCover("half")).toEqual({ bonus: 2, cannotBeTargeted: false });
    expect(a5eBestCover(["threeQuarters", "total", "half"])).toBe("total");
    expect(a5eBestCover(["partial4"])).toBe("none");
    expect(a5eBestCover([])).toBe("none");
  });

  it("GAR-3 Lightning Strike spares B the second time in a combat, offers it again in the next; Cold Chill's gear formula", () => {
    const everyone = ["A", "B", "C"];
    let record = recordWorldActionTargets(null, "c1", ["B"]);
    expect(worldActionCandidates(everyone, true, record, "c1")).toEqual(["A", "C"]);
    expect(worldActionCandidates(everyone, false, record, "c1")).toEqual(everyone);
    expect(worldActionCandidates(everyone, true, record, "c2")).toEqual(everyone);
    record = recordWorldActionTargets(record, "c1", ["A", "B"]);
    expect(record).toEqual({ combat: "c1", targeted: ["B", "A"] });
    expect(recordWorldActionTargets(record, "c2", ["C"])).toEqual({ combat: "c2", targeted: ["C"] });
    expect(a5eEffectFormula("2d6", "1d6", true)).toBe("1d6");
    expect(a5eEffectFormula("2d6", "1d6", false)).toBe("2d6");
    expect(a5eEffectFormula("2d6", "", true)).toBe("2d6");
  });

  it("GAR-4 a world action at second 1 failed by an OSE caster whose spell lands at second 6 disrupts it", () => {
    const plan = a5eSaveParts({ abilities }, "dex", 12, "none");
    const failed = !a5eSaveSucceeds(total(5, plan.parts), plan.target);
    expect(failed).toBe(true);
    expect(disrupts({ startedRound: 3, landsAt: 3 * 20 + 6 }, "failedSave", 3 * 20 + 1)).toBe(true);
  });
});
