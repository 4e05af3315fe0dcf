import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { TOKEN_DISPOSITION, prototypeTokenFor, prototypeTokenPatch } from "./token-defaults";

describe("prototype token defaults", () => {
  it("a new character's token is linked, friendly, sighted, one hex, health as bar 1", () => {
    expect(prototypeTokenPatch("character", undefined)).toEqual({
      actorLink: true,
      disposition: TOKEN_DISPOSITION.FRIENDLY,
      width: 1,
      height: 1,
      bar1: { attribute: "health" },
      sight: { enabled: true },
    });
  });

  it("a new creature's tokens stay unlinked and are hostile (a creature is a foe unless the GM says otherwise)", () => {
    const patch = prototypeTokenPatch("creature", {});
    expect(patch).toEqual({ actorLink: false, disposition: TOKEN_DISPOSITION.HOSTILE, width: 1, height: 1, bar1: { attribute: "health" } });
    expect(prototypeTokenPatch("creature", { disposition: TOKEN_DISPOSITION.FRIENDLY })).not.toHaveProperty("disposition");
  });

  it("keeps every key the creation data already sets (an import, a module, a pack entry)", () => {
    const patch = prototypeTokenPatch("character", { actorLink: false, disposition: TOKEN_DISPOSITION.HOSTILE, width: 2, bar1: { attribute: "quickness" } });
    expect(patch).toEqual({ height: 1, sight: { enabled: true } });
    const full = prototypeTokenFor("character");
    expect(prototypeTokenPatch("character", full)).toBeNull();
  });

  it("treats a malformed prototypeToken as unset", () => {
    expect(prototypeTokenPatch("creature", "linked")).toEqual(prototypeTokenPatch("creature", undefined));
    expect(prototypeTokenPatch("creature", { bar1: null })?.bar1).toEqual({ attribute: "health" });
  });
});

describe("pack creatures ship a prototype token", () => {
  const dir = resolve(import.meta.dirname, "../../packs/creatures");
  const creatures = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as { name: string; prototypeToken?: Record<string, unknown> });

  // The book's carriers and mounts (its encumbrance tables) serve the party; the rest are foes.
  const party = ["Lizard Steed", "Mastiff", "Mule", "Pack Animal", "Porter", "Strong Porter"];
  it("the foes are the bandit, the goblin and the wolf; every other pack creature serves the party", () => {
    expect(creatures.filter((c) => !party.includes(c.name)).map((c) => c.name).sort()).toEqual(["Bandit", "Goblin", "Wolf"]);
  });

  it.each(creatures.map((c) => [c.name, c] as const))("%s: unlinked, named, one hex, health bar, hostile unless it serves the party", (_name, creature) => {
    const token = creature.prototypeToken;
    expect(token).toBeDefined();
    expect(token?.["name"]).toBe(creature.name);
    expect(token?.["disposition"]).toBe(party.includes(creature.name) ? TOKEN_DISPOSITION.FRIENDLY : TOKEN_DISPOSITION.HOSTILE);
    // Nothing of the creature defaults is left for creation to fill in.
    expect(prototypeTokenPatch("creature", token)).toBeNull();
  });
});
