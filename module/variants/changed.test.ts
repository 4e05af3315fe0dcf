/**
 * A saved variant change takes effect at once in a live world (VARIANTS.md §9.2): the setting's
 * onChange fires one event, and each feature refreshes what it shows, each step on its own.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { StrictHooks } from "../../tests/support/permissive-foundry";
import { StrictWorldSettings } from "../../tests/support/world-settings";
import { BOOK_CONFIG, BOOK_RULESET, PRESETS, type VariantConfig } from "../rules";
import { SYSTEM_ID } from "../constants";
import { VARIANTS_CHANGED_HOOK, announceVariantsChanged, onVariantsChanged, runRefreshSteps } from "./changed";
import { VARIANTS_SETTING, currentRuleset, currentVariants, forgetRuleset } from "./setting";
import { forgetMovementVariants, movementVariants } from "../canvas/variant-costs";

const g = globalThis as Record<string, unknown>;
const saved = { game: g["game"], Hooks: g["Hooks"] };
afterEach(() => {
  g["game"] = saved.game;
  g["Hooks"] = saved.Hooks;
  forgetRuleset();
  forgetMovementVariants();
});

describe("runRefreshSteps", () => {
  it("runs the steps in order; one failing step does not stop the others, and its error is returned", () => {
    const log: string[] = [];
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const errors = runRefreshSteps([
      () => log.push("actor"),
      () => {
        throw new Error("no canvas");
      },
      () => log.push("tracker"),
    ]);
    expect(log).toEqual(["actor", "tracker"]);
    expect(errors).toHaveLength(1);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

describe("the variants-changed event", () => {
  it("asks each subscriber for its steps at the time of the change, in subscription order", () => {
    const hooks = new StrictHooks();
    g["Hooks"] = hooks;
    const log: string[] = [];
    let actors = ["A"];
    onVariantsChanged(() => actors.map((a) => () => log.push(`reset ${a}`)));
    onVariantsChanged(() => [() => log.push("tracker")]);
    actors = ["A", "B"];
    announceVariantsChanged(PRESETS.a13);
    expect(log).toEqual(["reset A", "reset B", "tracker"]);
    expect(VARIANTS_CHANGED_HOOK).toBe(`${SYSTEM_ID}.variantsChanged`);
  });

  it("a saved change: the kept ruleset and movement config are forgotten before anything measures again", async () => {
    const hooks = new StrictHooks();
    g["Hooks"] = hooks;
    const settings = new StrictWorldSettings(hooks, () => ({ id: "gmUser0000000001", isGM: true }));
    g["game"] = { settings };
    const plain = (c: VariantConfig) => structuredClone(c) as unknown as Record<string, unknown>;
    settings.register(SYSTEM_ID, VARIANTS_SETTING, {
      scope: "world",
      config: false,
      type: Object,
      default: plain(BOOK_CONFIG),
      onChange: () => {
        forgetRuleset();
        announceVariantsChanged(currentVariants());
      },
    });
    const seen: string[] = [];
    onVariantsChanged(() => [forgetMovementVariants, () => seen.push(`reach ${movementVariants(currentRuleset).config.movement.prone} ${currentRuleset().modules.includes("movement.proneCrawl")}`)]);
    expect(currentRuleset()).toBe(BOOK_RULESET);
    expect(movementVariants(currentRuleset).config.movement.prone).toBe("book");
    await settings.set(SYSTEM_ID, VARIANTS_SETTING, plain(PRESETS.a5e));
    expect(seen).toEqual(["reach crawl true"]);
  });

  it("currentRuleset resolves once per stored value", async () => {
    const hooks = new StrictHooks();
    g["Hooks"] = hooks;
    const settings = new StrictWorldSettings(hooks, () => ({ id: "gmUser0000000001", isGM: true }));
    g["game"] = { settings };
    settings.register(SYSTEM_ID, VARIANTS_SETTING, { scope: "world", config: false, type: Object, default: structuredClone(PRESETS.osr) as unknown as Record<string, unknown> });
    const first = currentRuleset();
    expect(currentRuleset()).toBe(first);
    expect(first.config).toEqual(PRESETS.osr);
  });
});
