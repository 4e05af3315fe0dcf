/**
 * A saved variant change takes effect at once in a live world (VARIANTS.md §9.2): every actor is
 * prepared again, open sheets redraw every part (through their deferred refresh), the tracker and
 * the second marker re-render, the reach overlay forgets its areas, planned paths are re-measured.
 */
import { describe, expect, it, vi } from "vitest";
import { variantsChanged, type VariantRefreshTargets } from "./live";

function targets(log: string[], overrides: Partial<VariantRefreshTargets> = {}): VariantRefreshTargets {
  return {
    actors: () => [{ reset: () => void log.push("actor A") }, { reset: () => void log.push("token actor B") }],
    sheets: () => [{ partIds: ["header", "main", "inventory"], refreshDerived: (p) => void log.push(`sheet ${p.join(",")}`) }],
    renderTracker: () => log.push("tracker"),
    refreshMarker: () => log.push("marker"),
    refreshReach: () => log.push("reach"),
    recalculatePlannedPaths: () => log.push("paths"),
    ...overrides,
  };
}

describe("variantsChanged", () => {
  it("prepares every actor before redrawing sheets, then the tracker, marker, reach overlay and planned paths", () => {
    const log: string[] = [];
    expect(variantsChanged(targets(log))).toEqual([]);
    expect(log).toEqual(["actor A", "token actor B", "sheet header,main,inventory", "tracker", "marker", "reach", "paths"]);
  });

  it("one failing step does not stop the others (a client without a canvas still re-prepares its actors)", () => {
    const log: string[] = [];
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const errors = variantsChanged(
      targets(log, {
        refreshReach: () => {
          throw new Error("no canvas");
        },
      }),
    );
    expect(errors).toHaveLength(1);
    expect(log).toEqual(["actor A", "token actor B", "sheet header,main,inventory", "tracker", "marker", "paths"]);
    error.mockRestore();
  });
});
