import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { v13ChatModes, v14ChatModes } from "../../tests/support/chat-modes";
import { localize } from "../../tests/support/handlebars";
import { hasRoll, itemRollPlan } from "./plan";
import { isItemMacroDrop, itemMacroData, reusableItemMacro } from "./hotbar";

describe("item roll plan", () => {
  it("a skill rolls its formula with a flavour naming the actor and the item", () => {
    const plan = itemRollPlan({ type: "skill", itemName: "Climb", actorName: "Gryf", formula: " 1d20 + @rating " });
    expect(plan).toEqual({ kind: "roll", formula: "1d20 + @rating", flavor: { key: "ER.Roll.Flavor.skill", data: { item: "Climb", actor: "Gryf" } } });
    if (plan.kind === "roll") expect(localize(plan.flavor.key, plan.flavor.data)).toBe("Gryf: Climb");
  });

  it("an empty damage formula asks the GM to fill it in; a bad one says where", () => {
    const empty = itemRollPlan({ type: "weapon", itemName: "Great Axe", actorName: "Orc", formula: "" });
    expect(empty.kind).toBe("refuse");
    if (empty.kind === "refuse") expect(localize(empty.message.key, empty.message.data)).toBe("Great Axe has no roll formula yet: set one on its sheet.");
    const bad = itemRollPlan({ type: "spell", itemName: "Spark", actorName: null, formula: "1d6 +" });
    if (bad.kind === "refuse") expect(localize(bad.message.key, bad.message.data)).toBe("Spark: 1d6 + is not a roll formula (check character 6).");
    else throw new Error("a bad formula must be refused");
  });

  it("armour, gear and races do not roll; unowned items name only the item", () => {
    expect(itemRollPlan({ type: "gear", itemName: "Rope", actorName: null, formula: "1d6" }).kind).toBe("refuse");
    const plan = itemRollPlan({ type: "weapon", itemName: "Axe", actorName: null, formula: "1d8" });
    if (plan.kind === "roll") expect(localize(plan.flavor.key, plan.flavor.data)).toBe("Axe (damage)");
    expect(hasRoll("weapon", "")).toBe(false);
    expect(hasRoll("weapon", "1d8")).toBe(true);
    expect(hasRoll("armour", "1d8")).toBe(false);
  });
});

describe("hotbar macros", () => {
  it("a GM's drop never re-uses a macro a player authored, though the GM owns every macro", () => {
    const data = itemMacroData({ uuid: "Actor.npc.Item.axe", name: "Axe", img: "" });
    // A player made a macro with the very name and command the GM's drop would make (User documents as `author`).
    const planted = { name: data.name, command: data.command, author: { id: "player0000000001" }, isOwner: true };
    const gmsOwn = { name: data.name, command: data.command, author: { id: "gmUser0000000001" }, isOwner: true };
    expect(reusableItemMacro([planted], data, "gmUser0000000001")).toBeNull();
    expect(reusableItemMacro([planted, gmsOwn], data, "gmUser0000000001")).toBe(gmsOwn);
    // Source data names the author by id; the player's own drop re-uses the player's macro.
    expect(reusableItemMacro([{ ...planted, author: "player0000000001" }], data, "player0000000001")?.author).toBe("player0000000001");
    expect(reusableItemMacro([planted], data, null)).toBeNull();
  });

  it("a macro rolls the item by UUID, with the UUID as a string literal", () => {
    const data = itemMacroData({ uuid: 'Actor.a.Item.b"); game.world.delete(); ("', name: "Climb", img: "" });
    expect(data.type).toBe("script");
    expect(data.img).toBe("icons/svg/d20-black.svg");
    expect(data.command.split("\n")[0]).toBe(`const item = await fromUuid(${JSON.stringify('Actor.a.Item.b"); game.world.delete(); ("')});`);
    expect(data.flags).toEqual({ "enchanted-realms": { itemMacro: 'Actor.a.Item.b"); game.world.delete(); ("' } });
  });

  it("handles only drops of rollable items", () => {
    expect(isItemMacroDrop({ type: "Item", uuid: "Item.x" }, "skill")).toBe(true);
    expect(isItemMacroDrop({ type: "Item", uuid: "Item.x" }, "gear")).toBe(false);
    expect(isItemMacroDrop({ type: "Actor", uuid: "Actor.x" }, "skill")).toBe(false);
    expect(isItemMacroDrop({ type: "Item" }, "skill")).toBe(false);
  });
});

/** Core's Roll as the roll path uses it: validate, evaluate, toMessage(messageData, options). */
class StandInRoll {
  static validate = (formula: string) => !formula.includes("cs");
  static made: StandInRoll[] = [];
  total: number | undefined;
  messages: [unknown, unknown][] = [];
  constructor(
    public formula: string,
    public data: Record<string, unknown>,
  ) {
    StandInRoll.made.push(this);
  }
  async evaluate() {
    this.total = 7;
    return this;
  }
  async toMessage(messageData: unknown, options: unknown) {
    this.messages.push([messageData, options]);
    return { id: "msg" };
  }
}

describe("rolling an item into chat", () => {
  let rollItem: typeof import("./item-roll").rollItem;
  const warnings: string[] = [];
  class StandInActor {
    name = "Gryf";
    getRollData() {
      return { steps: 1 };
    }
  }

  beforeAll(async () => {
    rollItem = (await import("./item-roll")).rollItem;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    StandInRoll.made = [];
    warnings.length = 0;
  });

  function world(generation: number, mode: string) {
    vi.stubGlobal("Roll", StandInRoll);
    vi.stubGlobal("Actor", StandInActor);
    const gms = ["gm"];
    vi.stubGlobal("ChatMessage", {
      getSpeaker: ({ actor }: { actor?: { name: string } }) => ({ alias: actor?.name }),
      // Core's static for the running version only, as strict as core (tests/support/chat-modes.ts).
      ...(generation >= 14 ? v14ChatModes(gms, "player") : v13ChatModes(gms, "player")),
    });
    vi.stubGlobal("ui", { notifications: { warn: (m: string) => warnings.push(m) } });
    vi.stubGlobal("foundry", { utils: { escapeHTML: (s: string) => s.replace(/</g, "&lt;") } });
    vi.stubGlobal("game", {
      release: { generation },
      settings: { get: (_ns: string, key: string) => (key === (generation >= 14 ? "messageMode" : "rollMode") ? mode : undefined) },
      i18n: { format: (key: string, data: Record<string, string>) => localize(key, data) },
    });
  }
  const skill = (formula: string) =>
    ({ type: "skill", name: "Climb <b>", uuid: "Actor.g.Item.c", parent: new StandInActor(), system: { formula, rating: 11 } }) as unknown as Item.Implementation;

  it("v13: the roll carries the actor's data and @rating, the card names both, in the user's roll mode", async () => {
    world(13, "gmroll");
    await rollItem(skill("1d20 + @rating"));
    const roll = StandInRoll.made[0]!;
    expect(roll.formula).toBe("1d20 + @rating");
    expect(roll.data).toMatchObject({ steps: 1, rating: 11 });
    const [data, options] = roll.messages[0]!;
    // The mode is written into the data and given to toMessage under the version's own name.
    expect(data).toEqual({
      speaker: { alias: "Gryf" },
      flavor: "Gryf: Climb &lt;b>",
      flags: { "enchanted-realms": { itemRoll: { itemUuid: "Actor.g.Item.c", type: "skill" } } },
      whisper: ["gm"],
    });
    expect(options).toEqual({ rollMode: "gmroll" });
  });

  it("v14: the message mode option instead", async () => {
    world(14, "blind");
    await rollItem(skill("1d20"));
    expect(StandInRoll.made[0]!.messages[0]![1]).toEqual({ messageMode: "blind" });
    expect(StandInRoll.made[0]!.messages[0]![0]).toMatchObject({ whisper: ["gm"], blind: true });
  });

  it("v14: in-character mode rolls publicly, never as a character's speech", async () => {
    world(14, "ic");
    await rollItem(skill("1d20"));
    const [data, options] = StandInRoll.made[0]!.messages[0]!;
    expect(options).toEqual({ messageMode: "public" });
    expect(data).toMatchObject({ whisper: [] });
    expect((data as { style?: number }).style).toBeUndefined();
  });

  it("GXR-2 a weapon whose attack is \"\" and damage 1d8 rolls today's damage card (its damage, the weapon flavour)", async () => {
    world(13, "publicroll");
    const axe = { type: "weapon", name: "Axe", uuid: "Actor.g.Item.a", parent: new StandInActor(), system: { attack: "", damage: "1d8", formula: "1d100" } } as unknown as Item.Implementation;
    await rollItem(axe);
    const roll = StandInRoll.made[0]!;
    expect(roll.formula).toBe("1d8");
    expect(roll.messages[0]![0]).toMatchObject({ flavor: "Gryf: Axe (damage)", flags: { "enchanted-realms": { itemRoll: { itemUuid: "Actor.g.Item.a", type: "weapon" } } } });
  });

  it("a skill rolls its own formula, never a damage field", async () => {
    world(13, "publicroll");
    await rollItem({ type: "skill", name: "Climb", uuid: "Actor.g.Item.c", parent: new StandInActor(), system: { formula: "1d20", damage: "1d8", rating: 1 } } as unknown as Item.Implementation);
    expect(StandInRoll.made[0]!.formula).toBe("1d20");
  });

  it("no formula, or one core refuses: a warning and no roll", async () => {
    world(13, "publicroll");
    await rollItem(skill(""));
    await rollItem(skill("6d6cs>=5"));
    expect(StandInRoll.made).toHaveLength(0);
    expect(warnings).toEqual(["Climb <b> has no roll formula yet: set one on its sheet.", "Climb <b>: 6d6cs>=5 is not a roll formula (check character 1)."]);
  });
});

describe("a bad formula typed on an item sheet is refused with the system's message", () => {
  it("the submission drops it and keeps the rest", async () => {
    const { checkSubmission } = await import("../sheets/submit");
    const { kept, problems } = checkSubmission("Item", "skill", { name: "Climb", "system.formula": "1d20 +", "system.rating": 12 });
    expect(kept).toEqual({ name: "Climb", "system.rating": 12 });
    expect(problems).toHaveLength(1);
    const p = problems[0]!;
    expect(localize(p.key, { ...p.data, field: "Roll formula" })).toBe(
      'Roll formula: "1d20 +" is not a roll formula: check character 7 (dice such as 2d6, numbers, @ values, + − * /, brackets; at most 200 characters). The old value is kept.',
    );
    expect(checkSubmission("Item", "weapon", { "system.damage": "" }).problems).toEqual([]);
    expect(checkSubmission("Item", "weapon", { "system.damage": "1d8 +" }).problems.map((q) => q.path)).toEqual(["damage"]);
    expect(checkSubmission("Item", "weapon", { "system.quantity": -1, "system.price": 2.5 }).kept).toEqual({ "system.price": 2.5 });
  });
});
