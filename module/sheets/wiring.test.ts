import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ROOT, listTemplates } from "../../tests/support/handlebars";
import { ITEM_SPECS } from "../items/spec";
import { CHARACTER_PARTS, CREATURE_PARTS, SHEET_PARTIALS, foundryParts, itemParts } from "./parts";
import { currentSceneTerrain } from "./scene-terrain";

describe("sheet parts and partials", () => {
  const partTemplates = [...CHARACTER_PARTS, ...CREATURE_PARTS, ...Object.keys(ITEM_SPECS).flatMap((t) => itemParts(t))].map((p) => p.template);

  it("every part and partial names a template that exists", () => {
    for (const t of [...partTemplates, ...SHEET_PARTIALS]) expect(existsSync(join(ROOT, "templates", t)), t).toBe(true);
  });

  it("every partial a sheet template includes is registered by the sheets", () => {
    const sheetDirs = ["actors", "items", "sheets"].map((d) => join(ROOT, "templates", d));
    const included = new Set(
      listTemplates()
        .filter((f) => sheetDirs.some((d) => f.startsWith(d)))
        .flatMap((f) => [...readFileSync(f, "utf8").matchAll(/\{\{>\s*"systems\/enchanted-realms\/templates\/([^"]+)"/g)])
        .map((m) => m[1]!),
    );
    for (const p of included) expect(SHEET_PARTIALS, p).toContain(p);
  });

  it("each item type gets its own details part; tab bodies scroll", () => {
    const details = (type: string) => itemParts(type).find((p) => p.id === "details");
    expect(details("weapon")?.template).toBe("items/weapon.hbs");
    expect(details("nonsense")?.template).toBe("items/gear.hbs");
    // Item sheets: header, tabs, then one scrolling tab body each for details, description and effects.
    expect(itemParts("spell").map((p) => p.id)).toEqual(["header", "tabs", "details", "description", "effects"]);
    expect(foundryParts(itemParts("spell"))["effects"]).toEqual({ template: "systems/enchanted-realms/templates/items/effects.hbs", scrollable: [""] });
    const parts = foundryParts(CHARACTER_PARTS);
    expect(parts["main"]).toEqual({ template: "systems/enchanted-realms/templates/actors/main.hbs", scrollable: [""] });
    expect(parts["header"]).toEqual({ template: "systems/enchanted-realms/templates/actors/header.hbs" });
  });
});

describe("the scene terrain read", () => {
  const global = globalThis as { canvas?: unknown };
  afterEach(() => {
    delete global.canvas;
  });

  it("reads the system's terrain flag of the canvas scene", () => {
    const calls: [string, string][] = [];
    global.canvas = {
      scene: {
        getFlag: (scope: string, key: string) => {
          calls.push([scope, key]);
          return "swamp";
        },
      },
    };
    expect(currentSceneTerrain()).toBe("swamp");
    expect(calls).toEqual([["enchanted-realms", "terrain"]]);
  });

  it("is optimal without a canvas, a scene or a valid flag, or when the read throws", () => {
    expect(currentSceneTerrain()).toBe("optimal");
    global.canvas = { scene: null };
    expect(currentSceneTerrain()).toBe("optimal");
    global.canvas = { scene: { getFlag: () => "lava" } };
    expect(currentSceneTerrain()).toBe("optimal");
    global.canvas = {
      scene: {
        getFlag: () => {
          throw new Error("flag scope not registered");
        },
      },
    };
    expect(currentSceneTerrain()).toBe("optimal");
  });
});
