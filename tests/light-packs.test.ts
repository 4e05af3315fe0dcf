/** The gear compendium's light sources carry the OSR hack's burn times (VARIANTS.md row 16; 002:L245). */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./support/handlebars";
import { OSR_BURN_SECONDS } from "../module/rules/modules/travel/osr-light";

const pack = (name: string) => JSON.parse(readFileSync(join(ROOT, "packs/gear", `${name}.json`), "utf8")) as { system: { burnSeconds: number; burnedSeconds: number; litAt: number | null } };

describe("light items in the gear compendium", () => {
  it("the Torch burns 3,600 s and the Lantern 10,800 s, both out and unburnt", () => {
    expect(pack("torch").system).toMatchObject({ burnSeconds: OSR_BURN_SECONDS.torch, burnedSeconds: 0, litAt: null });
    expect(pack("lantern").system).toMatchObject({ burnSeconds: OSR_BURN_SECONDS.lantern, burnedSeconds: 0, litAt: null });
  });

  it("no other gear entry is a light", () => {
    for (const name of ["rope-20-ft", "tinderbox", "standard-equipment"]) expect(pack(name).system.burnSeconds).toBe(0);
  });
});
