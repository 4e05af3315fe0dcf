/**
 * Registers the canvas feature (token movement on the hex map): called once from the system's init
 * hook. Each part registers itself; see the files named.
 */
import { registerConditions } from "./conditions";
import { registerEnforcement } from "./enforcement";
import { registerOpportunityPause } from "./opportunity-pause";
import { installMovementCosts, registerMovementActions } from "./movement-cost";
import { registerPhaseReset } from "./phase-reset";
import { registerReachOverlay } from "./reach-overlay";
import { registerHazardBehavior, registerTerrainBehavior } from "./region-behavior";
import { registerEnvironmentHazard } from "./world-hazard";
import { ERTokenRuler } from "./ruler";
import { registerSceneTerrain } from "./scene-terrain";
import { registerMovementSettings } from "./settings";
import { registerTerrainPainting } from "./terrain-paint-layer";
import { registerSceneFields } from "./scene-fields";
import { registerOverlandTime } from "./overland";
import { registerStandUp } from "./stand-up";
import { registerDragAlly } from "./drag-ally-hooks";
import { registerMounted } from "./mounted-hooks";
import { registerGrabCarry } from "./grab";
import { registerRoundMoveRecord } from "./mode-round";
import { currentRuleset } from "../variants/setting";
import { tokenTerrain } from "./terrain-query";
import { provideTokenTerrain } from "../scene/token-terrain";

export function registerCanvas(): void {
  registerMovementSettings();
  registerTerrainBehavior();
  registerHazardBehavior();
  registerEnvironmentHazard();
  registerConditions();
  CONFIG.Token.rulerClass = ERTokenRuler;
  // The modules' own movement actions first: installMovementCosts gives every action its cost.
  registerMovementActions();
  installMovementCosts();
  registerSceneTerrain();
  // Combat reads the terrain under a token through this port (the tracker's phase rows).
  provideTokenTerrain(tokenTerrain);
  registerEnforcement();
  registerOpportunityPause();
  registerPhaseReset();
  registerReachOverlay();
  registerTerrainPainting();
  registerSceneFields();
  registerOverlandTime();
  registerStandUp();
  registerDragAlly();
  registerMounted();
  registerRoundMoveRecord(currentRuleset);
  registerGrabCarry(currentRuleset, (key, names) => ui.notifications?.info(game.i18n?.format(key, names) ?? key));
}
