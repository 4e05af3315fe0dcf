/** The hotbar macro path (RESOLUTION.md §7.1, §3.2 step 5): an item with an attack rolls its card, one without rolls its formula as before (GX-0). */
import { describe, expect, it, vi } from "vitest";

const rolled: string[] = [];
vi.mock("../../module/rolls/item-roll", () => ({ rollItem: async (item: { name: string }) => void rolled.push(`formula:${item.name}`) }));
const { provideAttackRoller, rollFromMacro } = await import("../../module/rolls/hotbar");

describe("an item's hotbar macro", () => {
  it("rolls the attack card when the item's attack is set and the formula roll when it is empty", async () => {
    provideAttackRoller(async (item) => void rolled.push(`attack:${item.name}`));
    await rollFromMacro({ name: "Sword", system: { attack: "1d20 + 2" } } as never);
    await rollFromMacro({ name: "Torch", system: { attack: "  " } } as never);
    await rollFromMacro({ name: "Lore", system: {} } as never);
    expect(rolled).toEqual(["attack:Sword", "formula:Torch", "formula:Lore"]);
  });
});
