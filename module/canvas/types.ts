/** The canvas feature's registrations as the type package sees them. */
import type { HazardBehaviorModel, TerrainBehaviorModel } from "./region-behavior";
import type { StoodUp } from "./variant-costs";
import type { StandUpRecord } from "../rules";

declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  interface DataModelConfig {
    RegionBehavior: { "enchanted-realms.terrain": typeof TerrainBehaviorModel; "enchanted-realms.hazard": typeof HazardBehaviorModel };
  }
  interface SettingConfig {
    "enchanted-realms.movementEnforcement": "off" | "warn" | "enforce";
    "enchanted-realms.rulerColorWithin": string;
    "enchanted-realms.rulerColorBeyond": string;
    "enchanted-realms.showReachWhileDragging": boolean;
  }
  interface FlagConfig {
    Scene: {
      "enchanted-realms"?: { terrain?: string };
    };
    /** Standing up from a crawl: the share of each phase of its round it took (module/canvas/stand-up.ts); a runner's clock (module/combat/world-clock.ts). */
    Actor: {
      "enchanted-realms"?: { stoodUp?: StoodUp; running?: { ran: number; rested: number }; mountCost?: StandUpRecord };
    };
    /** The party travelling with a token overland (module/canvas/overland.ts): actor ids, read defensively. */
    Token: {
      "enchanted-realms"?: { partyMembers?: unknown };
    };
  }
  namespace Hooks {
    interface HookConfig {
      /** Core v13 and v14: a token's movement history was recorded or cleared (api/functions/hookEvents.recordToken.html). */
      recordToken: (document: TokenDocument.Implementation) => void;
      /** Core v13: before a token moves, on the moving client; return false to refuse the whole move. */
      preMoveToken: (
        document: TokenDocument.Implementation,
        movement: TokenDocument.MovementData,
        operation: object,
      ) => boolean | void;
      /** Core v13: a token moved, on every client. */
      moveToken: (
        document: TokenDocument.Implementation,
        movement: TokenDocument.MovementData,
        operation: object,
        user: User.Implementation,
      ) => void;
    }
  }
}

export {};
