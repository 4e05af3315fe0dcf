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
import { registerQuenchBatches } from "./quench";
import { registerApi } from "./api";
import { registerVariants } from "./variants";

Hooks.once("init", () => {
  console.log(`${SYSTEM_ID} | Initialising`);
  // The rule variants first: every later registration may read currentVariants().
  registerVariants();
  registerActors();
  registerItems();
  registerCombat();
  registerCanvas();
  registerSheets();
  // game.system.api: the rules core and read-only queries for macros and modules (README, "Public API").
  registerApi();
  registerRolls();
});

Hooks.on("quenchReady", (quench) => {
  registerQuenchBatches(quench);
});
