/**
 * Enchanted Realms for Foundry VTT: the entry point. Each feature registers itself; this file only
 * calls them in order.
 */
import { SYSTEM_ID } from "./constants";
import { registerActors } from "./actors";
import { registerItems } from "./items";
import { registerCombat } from "./combat";
import { registerCanvas } from "./canvas";
import { registerSheets } from "./sheets";
import { registerRolls } from "./rolls";
import { registerApi } from "./api";
import { registerVariants } from "./variants";
import { registerDyingRecord, registerResolution } from "./resolution";
import { registerItemPiles } from "./integrations/item-piles";

Hooks.once("init", () => {
  console.log(`${SYSTEM_ID} | Initialising`);
  // The rule variants first: every later registration may read currentVariants().
  registerVariants();
  registerActors();
  registerItems();
  registerCombat();
  registerCanvas();
  registerSheets();
  // game.system.api: the rules core and read-only queries for macros and modules (docs/development.md, "Public API").
  registerApi();
  registerRolls();
  // Hit and hurt (RESOLUTION.md §7): the attack card and the health relay's GM side.
  registerResolution();
  // The GM's record of the dying state, rule badges and deadlines owners could otherwise rewrite (a hidden world setting).
  registerDyingRecord();
  // Other modules' integrations: each waits for its module's own ready hook, which fires only when it is active.
  registerItemPiles();
});

// The Quench batches are a separate chunk (quench.mjs, vite.config.ts), loaded only when the Quench
// module is active (its quenchReady hook fires only then): a world without it never downloads them.
Hooks.on("quenchReady", (quench) => {
  import("./quench")
    .then(({ registerQuenchBatches }) => registerQuenchBatches(quench))
    .catch((error: unknown) => console.error(`${SYSTEM_ID} | The Quench batches did not load`, error));
});
