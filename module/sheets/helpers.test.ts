import { describe, expect, it } from "vitest";
import { localize } from "../../tests/support/handlebars";
import { barPercent, buildTabs, formatDuration, formatMinutes, formatSigned, formatWeight, terrainOptions } from "./context/shared";
import { buildInventory, toggleUpdate, isToggleAction } from "./context/inventory";
import { planItemDrop } from "./drop";
import { ACTOR_TABS } from "./context/actor";

describe("presentation helpers", () => {
  it("barPercent clamps to 0–100 and handles a zero capacity", () => {
    expect(barPercent(30, 25)).toBe(100);
    expect(barPercent(10, 25)).toBe(40);
    expect(barPercent(1, 3)).toBe(33.3);
    expect(barPercent(0, 25)).toBe(0);
    expect(barPercent(5, 0)).toBe(100);
    expect(barPercent(Number.NaN, 25)).toBe(0);
  });

  it("formatSigned uses a plus and a real minus sign", () => {
    expect(formatSigned(2)).toBe("+2");
    expect(formatSigned(-2)).toBe("\u22122");
    expect(formatSigned(0)).toBe("0");
  });

  it("formatWeight drops float noise", () => {
    expect(formatWeight(0.1 + 0.2)).toBe("0.3");
    expect(formatWeight(1005)).toBe("1005");
  });

  it("formats durations in hours and minutes, rounding seconds up", () => {
    expect(formatDuration(10800, localize)).toBe("3 h 00 min");
    expect(formatDuration(61, localize)).toBe("2 min");
    expect(formatDuration(-5, localize)).toBe("0 min");
    expect(formatMinutes(95, localize)).toBe("1 h 35 min");
  });

  it("buildTabs marks one tab active and falls back to the first", () => {
    const tabs = buildTabs(ACTOR_TABS, "notes", localize);
    expect(tabs.list.filter((t) => t.active).map((t) => t.id)).toEqual(["notes"]);
    expect(tabs.byId["notes"]?.cssClass).toBe("active");
    expect(tabs.byId["notes"]?.label).toBe("Notes");
    expect(buildTabs(ACTOR_TABS, "nonsense", localize).byId["main"]?.active).toBe(true);
  });

  it("terrainOptions offers a blank choice and selects the current one", () => {
    const options = terrainOptions("tundra", localize, "—");
    expect(options[0]).toEqual({ value: "", label: "—", selected: false });
    expect(options.filter((o) => o.selected).map((o) => o.value)).toEqual(["tundra"]);
    expect(options).toHaveLength(10);
  });
});

describe("item toggles", () => {
  const sword = { type: "weapon", system: { equipped: false, inHand: false } };
  it("taking a weapon in hand equips it", () => {
    expect(toggleUpdate(sword, "toggleInHand")).toEqual({ "system.inHand": true, "system.equipped": true });
  });
  it("unequipping a weapon takes it out of the hand", () => {
    expect(toggleUpdate({ type: "weapon", system: { equipped: true, inHand: true } }, "toggleEquipped")).toEqual({
      "system.equipped": false,
      "system.inHand": false,
    });
  });
  it("putting a weapon down keeps it equipped; armour toggles worn", () => {
    expect(toggleUpdate({ type: "weapon", system: { equipped: true, inHand: true } }, "toggleInHand")).toEqual({ "system.inHand": false });
    expect(toggleUpdate({ type: "armour", system: { worn: true } }, "toggleWorn")).toEqual({ "system.worn": false });
  });
  it("refuses a toggle the item type does not have", () => {
    expect(toggleUpdate({ type: "gear", system: {} }, "toggleWorn")).toBeNull();
    expect(toggleUpdate({ type: "armour", system: {} }, "toggleInHand")).toBeNull();
    expect(isToggleAction("deleteItem")).toBe(false);
    expect(isToggleAction("toggleWorn")).toBe(true);
  });
});

describe("inventory sections", () => {
  it("sorts items into carried and ability sections by type and sort order", () => {
    const inv = buildInventory(
      [
        { id: "b", name: "Rope", img: "", type: "gear", sort: 2, system: { weight: 10, quantity: 1 } },
        { id: "a", name: "Torch", img: "", type: "gear", sort: 1, system: { weight: 1, quantity: 3 } },
        { id: "c", name: "Spark", img: "", type: "spell", system: { castingSeconds: 4 } },
      ],
      localize,
    );
    expect(inv.carried.map((s) => s.type)).toEqual(["weapon", "armour", "gear", "container"]);
    expect(inv.carried[2]?.items.map((i) => [i.name, i.quantity, i.weight])).toEqual([
      ["Torch", 3, "1"],
      ["Rope", 1, "10"],
    ]);
    expect(inv.abilities.find((s) => s.type === "spell")?.items[0]?.castingSeconds).toBe(4);
    expect(inv.carried[0]?.items).toEqual([]);
  });

  it("offers the Save card button on a spell or gear with a save, not on one whose save kind is none (RESOLUTION.md R12, §7.1)", () => {
    const inv = buildInventory(
      [
        { id: "f", name: "Flame Burst", img: "", type: "spell", system: { save: { kind: "dex", dc: 12, onSuccess: "" } } },
        { id: "s", name: "Spark", img: "", type: "spell", system: { save: { kind: "none", dc: 10, onSuccess: "" } } },
      ],
      localize,
    );
    const spells = inv.abilities.find((s) => s.type === "spell")?.items ?? [];
    expect(spells.map((i) => [i.name, i.saveLabel !== null])).toEqual([["Flame Burst", true], ["Spark", false]]);
  });
});

describe("dropping an item on an actor sheet", () => {
  const target = "Actor.mule";
  it("moves an item from another actor the user may change", () => {
    expect(planItemDrop({ targetOwned: true, targetUuid: target, sourceActorUuid: "Actor.gryf", sourceDeletable: true })).toBe("move");
  });
  it("copies from a compendium or the Items directory, or from an actor the user may not change", () => {
    expect(planItemDrop({ targetOwned: true, targetUuid: target, sourceActorUuid: null, sourceDeletable: false })).toBe("copy");
    expect(planItemDrop({ targetOwned: true, targetUuid: target, sourceActorUuid: "Actor.gryf", sourceDeletable: false })).toBe("copy");
  });
  it("only re-sorts on its own actor, and refuses on an actor the user does not own", () => {
    expect(planItemDrop({ targetOwned: true, targetUuid: target, sourceActorUuid: target, sourceDeletable: true })).toBe("sort");
    expect(planItemDrop({ targetOwned: false, targetUuid: target, sourceActorUuid: "Actor.gryf", sourceDeletable: true })).toBe("refuse");
  });
});
