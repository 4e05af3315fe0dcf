/**
 * A flier falls through the glue (VARIANTS.md §6.5, §13.3 row 39; 004:L24) on the strict
 * stand-ins: the test process is the active GM's client; a hawk flying 30 ft up that is knocked
 * prone drops to elevation 0 at that second, loses its fly status, and the existing falling card
 * (3d6 under the falling rule) is posted, stamped at the combat's second. GA-M6 on the canvas side.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeCombat, FakeCombatant, GM, GM2, PLAYER, combats, created, dice, setActiveGM } from "../support/combat-world";
import { PRESETS, parseVariantConfig, planAction, resolveRuleset, toAbsolute } from "../../module/rules";
import { rememberRuleset } from "../../module/rules/ruleset/known";
import { FakeActor } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { FALL_CARD_FLAG, NO_FALL_OPTION } from "../../module/resolution/falling-card";
import { dropFallenFliers, type FlierActor } from "../../module/resolution/flier-fall";

const A5E_FALLING = rememberRuleset(resolveRuleset(parseVariantConfig({ ...PRESETS.a5e, movement: { ...PRESETS.a5e.movement, falling: true } })));
const A5E = rememberRuleset(resolveRuleset(PRESETS.a5e));

function hawk(elevation = 30, action = "fly") {
  const actor = new FakeActor("Hawk", "creature", { health: { value: 20, max: 20, below: 0, temp: 0 } }, { [PLAYER.id]: 3 });
  Object.assign(actor.system, { movement: { speed: 4, fly: 24 }, profile: { movement: { speed: 4, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false } } });
  const updates: { data: unknown; options: Record<string, unknown> }[] = [];
  const token = {
    uuid: "Scene.scene00000000001.Token.hawk000000000001",
    name: "Hawk",
    elevation,
    movementAction: action,
    actor: actor as never,
    parent: { grid: { distance: 5, units: "ft" } },
    async update(data: { elevation: number; movementAction?: string }, options: Record<string, unknown>) {
      updates.push({ data, options });
      token.elevation = data.elevation;
      if (data.movementAction !== undefined) token.movementAction = data.movementAction;
      return token;
    },
  };
  Object.assign(actor, { getActiveTokens: () => [token] });
  actor.setStatus("fly");
  return { actor: actor as unknown as FlierActor & FakeActor, token, updates };
}

beforeEach(() => {
  created.length = 0;
  dice.length = 0;
  combats.clear();
  setActiveGM(GM);
  rulesetInForce.value = A5E_FALLING;
});
afterEach(() => {
  rulesetInForce.value = null;
});

describe("a flier knocked prone falls (004:L24)", () => {
  it("GA-M6: a hawk 30 ft up knocked prone at second 6 drops to 0, loses its fly status, and the falling card (3d6) is stamped second 6", async () => {
    const { actor, token, updates } = hawk();
    const combatant = new FakeCombatant({ id: "cbt0000000000001", name: "Hawk", owners: [PLAYER.id], action: planAction(1, 9) });
    (combatant as unknown as { actor: unknown }).actor = actor;
    combats.set("combat0000000001", new FakeCombat("combat0000000001", 1, toAbsolute({ round: 1, second: 6 }), [combatant]));
    actor.setStatus("prone");
    dice.push(11);
    expect(await dropFallenFliers(actor)).toBe(1);
    expect(token.elevation).toBe(0);
    // Down, its token walks again (a flying action would leave its next drag measured as flight).
    expect(updates).toEqual([{ data: { elevation: 0, movementAction: "walk" }, options: { [NO_FALL_OPTION]: true } }]);
    expect(token.movementAction).toBe("walk");
    expect(actor.statuses.has("fly")).toBe(false);
    expect(created).toHaveLength(1);
    expect((created[0]!.data["flags"] as Record<string, Record<string, unknown>>)[SYSTEM_ID]![FALL_CARD_FLAG]).toMatchObject({ feet: 30, dice: 3, faces: 6, stamp: { round: 1, second: 6 } });
  });
  it("without the falling rule the hawk still drops, with no card; a flier still flying, a walker on a ledge and another client do nothing", async () => {
    rulesetInForce.value = A5E;
    const down = hawk();
    down.actor.setStatus("prone");
    expect(await dropFallenFliers(down.actor)).toBe(1);
    expect(down.token.elevation).toBe(0);
    expect(created).toHaveLength(0);
    rulesetInForce.value = A5E_FALLING;
    const up = hawk();
    expect(await dropFallenFliers(up.actor)).toBe(0);
    const ledge = hawk(20, "walk");
    await ledge.actor.toggleStatusEffect("fly", { active: false });
    ledge.actor.setStatus("prone");
    expect(await dropFallenFliers(ledge.actor)).toBe(0);
    const other = hawk();
    other.actor.setStatus("stunned");
    setActiveGM(GM2);
    expect(await dropFallenFliers(other.actor)).toBe(0);
    setActiveGM(null);
    expect(await dropFallenFliers(other.actor)).toBe(0);
    expect(other.token.elevation).toBe(30);
    expect(await dropFallenFliers(null)).toBe(0);
  });
  it("under a ruleset without movement modes nothing falls", async () => {
    rulesetInForce.value = rememberRuleset(resolveRuleset(PRESETS.ose));
    const { actor, token } = hawk();
    actor.setStatus("prone");
    expect(await dropFallenFliers(actor)).toBe(0);
    expect(token.elevation).toBe(30);
  });
});
