/**
 * A saved variant change takes effect at once in a live world (VARIANTS.md §9.2): every actor is
 * prepared again, open sheets redraw every part (through their deferred refresh), the tracker and
 * the second marker re-render, the reach overlay forgets its areas, planned paths are re-measured.
 */
import { describe, expect, it, vi } from "vitest";
import { variantsChanged, type VariantRefreshTargets } from "./live";
import { StrictHooks } from "../../tests/support/permissive-foundry";
import { StrictWorldSettings } from "../../tests/support/world-settings";
import { BOOK_CONFIG, PRESETS, type VariantConfig } from "../rules";
import { SYSTEM_ID } from "../constants";
import { VARIANTS_SETTING, currentVariants } from "./setting";
import { forgetMovementVariants, movementVariants } from "../canvas/variant-costs";

function targets(log: string[], overrides: Partial<VariantRefreshTargets> = {}): VariantRefreshTargets {
  return {
    forgetCaches: () => log.push("forget"),
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
    expect(log).toEqual(["forget", "actor A", "token actor B", "sheet header,main,inventory", "tracker", "marker", "reach", "paths"]);
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
    expect(log).toEqual(["forget", "actor A", "token actor B", "sheet header,main,inventory", "tracker", "marker", "paths"]);
    error.mockRestore();
  });
});

describe("a saved change mid-session (the setting's onChange runs before the updateSetting hook)", () => {
  it("the movement adapters' kept config is forgotten before the reach overlay and the planned paths are measured again", async () => {
    const hooks = new StrictHooks();
    const settings = new StrictWorldSettings(hooks, () => ({ id: "gmUser0000000001", isGM: true }));
    const g = globalThis as Record<string, unknown>;
    const before = g["game"];
    g["game"] = { settings };
    const seen: string[] = [];
    const plain = (c: VariantConfig) => structuredClone(c) as unknown as Record<string, unknown>;
    try {
      settings.register(SYSTEM_ID, VARIANTS_SETTING, {
        scope: "world",
        config: false,
        type: Object,
        default: plain(BOOK_CONFIG),
        onChange: () =>
          void variantsChanged({
            forgetCaches: () => forgetMovementVariants(),
            actors: () => [],
            sheets: () => [],
            renderTracker: () => undefined,
            refreshMarker: () => undefined,
            // What the ruler, the reach overlay and the planned paths read (module/canvas/mover.ts).
            refreshReach: () => seen.push(`reach ${movementVariants(currentVariants).movement.prone}`),
            recalculatePlannedPaths: () => seen.push(`paths ${movementVariants(currentVariants).movement.prone}`),
          }),
      });
      // The stand-up hooks forget the kept config too, but only after onChange (module/canvas/stand-up.ts).
      hooks.on("createSetting", () => forgetMovementVariants());
      hooks.on("updateSetting", () => forgetMovementVariants());
      forgetMovementVariants();
      expect(movementVariants(currentVariants).movement.prone).toBe("book");
      await settings.set(SYSTEM_ID, VARIANTS_SETTING, plain(PRESETS.a5e));
      expect(seen).toEqual(["reach crawl", "paths crawl"]);
    } finally {
      forgetMovementVariants();
      g["game"] = before;
    }
  });
});
