/**
 * The actor's travel path under the OSE preset (VARIANTS.md §5.6–5.8): a tier's miles are the
 * band's fraction of the base miles (003:L451: 90′ travels 18 of 24), whatever the ER speed.
 */
import { describe, expect, it } from "vitest";
import { deriveActor, type ActorSourceInput, type ItemInput } from "./derive";
import { PRESETS, type VariantConfig } from "../rules";
import { variantConfig } from "../../tests/support/variants";

const BASIC = variantConfig({ encumbrance: { model: "oseBasic" } }, PRESETS.ose);
function source(speed: number, coins: number): ActorSourceInput {
  return {
    bodyWeight: 100,
    quickness: 0,
    movement: { speed, milesPerDay: 24, sureFooted: false, adaptation: {} },
    encumbrance: { towing: false },
    load: { overCapacitySeconds: 0, droppedAt: null, droppedSteps: 0, loadedSteps: 0, unloadedSeconds: 0 },
    march: { hours: 0, priorSteps: 0, travelHours: 0 },
    abilities: { str: 10, dex: 10, con: 10 },
    coins,
  };
}
const armour = (oseClass: string): ItemInput => ({ type: "armour", name: "armour", system: { weight: 20, worn: true, quantity: 1, oseClass } });
const derive = (speed: number, coins: number, items: ItemInput[], config: VariantConfig) => deriveActor({ type: "character", system: source(speed, coins), items, worldTime: 0, variants: config }).derived;

describe("OSE travel on the actor: golden table (003:L451, L120)", () => {
  it("detailed: ER speeds 10, 11, 13, 15 at 90′ / 60′ / 30′ travel 18 / 12 / 6 in plains, 27 / 18 / 9 on a road", () => {
    for (const speed of [10, 11, 13, 15]) {
      const rows = [500, 700, 1000].map((coins) => derive(speed, coins, [], PRESETS.ose));
      expect(rows.map((d) => d.movement.terrains.plains.milesPerDay)).toEqual([18, 12, 6]);
      expect(rows.map((d) => d.movement.terrains.optimal.milesPerDay)).toEqual([27, 18, 9]);
      expect(rows.map((d) => d.travel.companion?.encumbered)).toEqual([true, true, true]);
    }
  });
  it("basic: light armour / heavy armour / heavy armour and treasure travel 18 / 12 / 6 in plains", () => {
    for (const speed of [10, 11, 13, 15]) {
      const rows = [derive(speed, 0, [armour("light")], BASIC), derive(speed, 0, [armour("heavy")], BASIC), derive(speed, 800, [armour("heavy")], BASIC)];
      expect(rows.map((d) => d.movement.terrains.plains.milesPerDay)).toEqual([18, 12, 6]);
    }
  });
  it("unloaded: the full 24 in plains at any speed", () => {
    expect([10, 11, 13, 15].map((speed) => derive(speed, 0, [], PRESETS.ose).movement.terrains.plains.milesPerDay)).toEqual([24, 24, 24, 24]);
  });
});
