/**
 * The movement actions rule modules declare (rules/movement-sources.ts) are put into Foundry's
 * `CONFIG.Token.movement.actions` before the cost functions are installed: walking under the
 * module's label key and icon, after Foundry's own actions, selectable only while the ruleset in
 * force lets its source count. The declaration is stubbed as a module's action named "swim" (a
 * source the special-movement rule counts); Foundry's own list here holds only walking.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { BOOK_CONFIG, PRESETS } from "../rules/ruleset/config";
import { resolveRuleset, type Ruleset } from "../rules";

let current: Ruleset = resolveRuleset(BOOK_CONFIG);
vi.mock(import("../rules/movement-sources"), async (original) => ({
  ...(await original()),
  declaredMovementActions: () => [{ id: "swim", label: "ER.Test.Action.swim", icon: "fa-solid fa-water" }],
}));
vi.mock("../variants/setting", () => ({ currentRuleset: () => current }));

const { installMovementCosts, registerMovementActions } = await import("./movement-cost");
const { forgetMovementVariants } = await import("./variant-costs");

type Action = { label: string; icon: string; order: number; teleport: boolean; canSelect: (t: unknown) => boolean; getCostFunction?: unknown };
const g = globalThis as Record<string, unknown>;
function stubConfig(walkSelects = true): Record<string, Action> {
  const actions: Record<string, Action> = {
    walk: { label: "TOKEN.MOVEMENT.ACTIONS.walk.label", icon: "fa-solid fa-person-walking", order: 0, teleport: false, canSelect: () => walkSelects },
    blink: { label: "TOKEN.MOVEMENT.ACTIONS.blink.label", icon: "fa-solid fa-person-from-portal", order: 7, teleport: true, canSelect: () => true },
  };
  g["CONFIG"] = { Token: { movement: { actions } } };
  return actions;
}
afterEach(() => {
  delete g["CONFIG"];
  forgetMovementVariants();
  current = resolveRuleset(BOOK_CONFIG);
});

describe("the modules' movement actions in Foundry's list", () => {
  it("a declared action is walking under its own label key and icon, ordered after Foundry's, and then gets a cost function", () => {
    const actions = stubConfig();
    registerMovementActions();
    expect(actions["swim"]).toMatchObject({ label: "ER.Test.Action.swim", icon: "fa-solid fa-water", order: 8, teleport: false });
    installMovementCosts();
    expect(typeof actions["swim"]!.getCostFunction).toBe("function");
  });
  it("is selectable only while the ruleset lets its source count, and never where walking is not", () => {
    const actions = stubConfig();
    registerMovementActions();
    expect(actions["swim"]!.canSelect({})).toBe(false);
    forgetMovementVariants();
    current = resolveRuleset(PRESETS.a5e);
    expect(actions["swim"]!.canSelect({})).toBe(true);
    const closed = stubConfig(false);
    registerMovementActions();
    expect(closed["swim"]!.canSelect({})).toBe(false);
  });
  it("an action Foundry (or another system part) already has is left as it is", () => {
    const actions = stubConfig();
    const own = { label: "mine", icon: "x", order: 3, teleport: false, canSelect: () => true };
    actions["swim"] = own;
    registerMovementActions();
    expect(actions["swim"]).toBe(own);
  });
});
