/**
 * A light's burn is the GM's to write (VARIANTS.md row 16; light-guard.ts) on the strict stand-ins:
 * the test process is the active GM's client. An owner's direct write to its own torch reaches the
 * GM's `updateItem` hook with the owner's id, as core fires it, and is put back from the GM's record
 * (a hidden world setting, written by a GM only); on the owner's own client `preUpdateItem` takes the
 * burn out of the write, keeps the rest, and says so. A read-only or player's sheet disables the controls.
 */
import "../support/combat-world";
import { beforeEach, describe, expect, it } from "vitest";
import { GM, PLAYER, hooks, setActiveGM, settle, settings, warnings } from "../support/combat-world";
import { SYSTEM_ID } from "../../module/constants";
import { readLight } from "../../module/resolution/light-gm";
import { LIGHT_RECORD_SETTING, guardItemCreate, guardItemUpdate, loadLightRecord, refuseOwnBurnWrite, registerLightGuard, resetLightRecord, stripBurn } from "../../module/resolution/light-guard";
import { resetRefusalLog } from "../../module/combat/refusals";
import { buildItemContext } from "../../module/sheets/context/item";
import { foundryLocalize } from "../support/handlebars";

const KEY = `${SYSTEM_ID}.${LIGHT_RECORD_SETTING}`;
const game = (globalThis as unknown as { game: Record<string, unknown> }).game;
const plainGet = (game["settings"] as { get: (ns: string, key: string) => unknown }).get;
// World settings as core keeps them: registered, written by a GM only.
game["settings"] = {
  register: (ns: string, key: string, config: { default?: unknown }) => {
    if (!(`${ns}.${key}` in settings)) settings[`${ns}.${key}`] = structuredClone(config.default);
  },
  get: (ns: string, key: string) => structuredClone(plainGet(ns, key)),
  set: async (ns: string, key: string, value: unknown) => {
    if ((game["user"] as { isGM?: boolean } | undefined)?.isGM !== true) throw new Error("only a GM writes a world setting");
    settings[`${ns}.${key}`] = structuredClone(value);
    return value;
  },
};

class Torch {
  uuid = "Actor.hero000000000001.Item.torch00000000001";
  type = "gear";
  system: Record<string, unknown> = { burnSeconds: 3600, burnedSeconds: 1200, litAt: 500, quantity: 2 };
  async update(data: Record<string, unknown>): Promise<this> {
    for (const [path, value] of Object.entries(data)) this.system[path.replace(/^system\./, "")] = value;
    return this;
  }
}

let items: Torch[] = [];
registerLightGuard(() => items as never);

/** A write from `by`'s console (bypassing its own preUpdate), then core's `updateItem` on the GM's client with the writer's id. */
async function write(by: { id: string }, item: Torch, data: Record<string, unknown>): Promise<void> {
  await item.update(data);
  hooks.callAll("updateItem", item, { system: Object.fromEntries(Object.entries(data).map(([k, v]) => [k.replace(/^system\./, ""), v])) }, {}, by.id);
  await settle();
}

beforeEach(() => {
  items = [];
  settings[KEY] = {};
  warnings.length = 0;
  resetLightRecord();
  resetRefusalLog();
  setActiveGM(GM);
});

describe("a player's direct write to its light's burn (row 16)", () => {
  it("is put back on the active GM's client: a huge burn time, the burn spent reset, a light time in the future", async () => {
    const torch = new Torch();
    items.push(torch);
    await loadLightRecord(items as never);
    await write(PLAYER, torch, { "system.burnSeconds": 31_536_000 });
    await write(PLAYER, torch, { "system.burnedSeconds": 0 });
    await write(PLAYER, torch, { "system.litAt": 1e9 });
    expect(torch.system).toMatchObject({ burnSeconds: 3600, burnedSeconds: 1200, litAt: 500 });
    // A GM's own write is the record: a player's later write goes back to it.
    await write(GM, torch, { "system.litAt": null, "system.burnedSeconds": 1500 });
    await write(PLAYER, torch, { "system.burnedSeconds": 0, "system.quantity": 5 });
    expect(torch.system).toMatchObject({ burnedSeconds: 1500, litAt: null, quantity: 5 });
    expect(settings[KEY]).toMatchObject({ seeded: true, items: { [torch.uuid]: { burnSeconds: 3600, burnedSeconds: 1500, litAt: null } } });
  });

  it("a write racing the put-back is never read by the GM's clocks: they read the record", async () => {
    const torch = new Torch();
    items.push(torch);
    await loadLightRecord(items as never);
    // The owner's write has landed on the GM's client; its updateItem (and the put-back) has not run yet.
    await torch.update({ "system.burnedSeconds": 0, "system.burnSeconds": 31_536_000 });
    expect(readLight(torch)).toEqual({ burnSeconds: 3600, burnedSeconds: 1200, litAt: 500 });
    resetLightRecord();
    expect(readLight(torch)).toMatchObject({ burnedSeconds: 0 });
  });

  it("on another client than the active GM's nothing is written; a write while no GM was connected is put back at ready", async () => {
    const torch = new Torch();
    items.push(torch);
    await loadLightRecord(items as never);
    setActiveGM(null);
    await write(PLAYER, torch, { "system.burnedSeconds": 0 });
    expect(torch.system["burnedSeconds"]).toBe(0);
    setActiveGM(GM);
    resetLightRecord();
    expect(await loadLightRecord(items as never)).toBe(1);
    expect(torch.system["burnedSeconds"]).toBe(1200);
  });

  it("an item a player creates keeps its burn time and starts out", async () => {
    await loadLightRecord([]);
    const torch = new Torch();
    await guardItemCreate(torch as never, PLAYER.id);
    expect(torch.system).toMatchObject({ burnSeconds: 3600, litAt: null });
    expect(await guardItemUpdate(torch as never, { system: { litAt: 10 } }, PLAYER.id)).toBe(false);
  });

  it("on the player's own client the burn is taken out of the write, the rest kept, with a localised message", () => {
    const user = game["user"];
    game["user"] = { ...(user as object), isGM: false };
    try {
      const changed = { _id: "torch00000000001", system: { burnSeconds: 99_999, quantity: 3 } };
      refuseOwnBurnWrite({ type: "gear" }, changed);
      expect(changed).toEqual({ _id: "torch00000000001", system: { quantity: 3 } });
      // The stand-in echoes the key; the build check holds that the key is in lang/en.json.
      expect(warnings).toEqual(["ER.Light.BurnRefused"]);
      const dotted: Record<string, unknown> = { "system.litAt": 7, name: "Torch" };
      expect(stripBurn(dotted)).toBe(true);
      expect(dotted).toEqual({ name: "Torch" });
    } finally {
      game["user"] = user;
    }
  });

  it("the sheet disables the burn for a player and everything on a read-only sheet; a GM edits it", () => {
    const input = (editable: boolean, isGM: boolean) => ({ name: "Torch", img: "", uuid: "Item.t", type: "gear", system: { burnSeconds: 3600, burnedSeconds: 0, litAt: null, quantity: 1 }, editable, isGM, localize: foundryLocalize });
    const locked = (editable: boolean, isGM: boolean) => Object.fromEntries(buildItemContext(input(editable, isGM)).fields.map((f) => [f.name, f.locked]));
    expect(locked(true, false)).toMatchObject({ "system.burnSeconds": true, "system.burnedSeconds": true, "system.quantity": false });
    expect(locked(true, true)).toMatchObject({ "system.burnSeconds": false, "system.burnedSeconds": false });
    expect(Object.values(locked(false, true)).every((l) => l === true)).toBe(true);
  });
});
