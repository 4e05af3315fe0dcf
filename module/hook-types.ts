import type { QuenchApi } from "./quench/types";
import type { ClockChangeHook } from "./combat/clock-hook";
import type { VariantConfig } from "./rules";
import type { HitLanded } from "./resolution/hit-landed";

// Hooks the type package does not declare.
declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  namespace Hooks {
    interface HookConfig {
      /** Fired by the Quench module when batches may be registered (only when it is active). */
      quenchReady: (quench: QuenchApi) => void;
      /** The system's own: a Combat's clock moved (module/combat/clock-hook.ts). */
      "enchanted-realms.clockChange": ClockChangeHook;
      /** The system's own: the rule variants in force changed (module/variants/changed.ts). */
      "enchanted-realms.variantsChanged": (config: VariantConfig) => void;
      /**
       * The system's own: a hit (or a failed save) was applied to a target at a stamped absolute ER
       * second (RESOLUTION.md R20; module/resolution/hit-landed.ts). Fired on the GM client that wrote it.
       */
      "enchanted-realms.hitLanded": (event: HitLanded) => void;
      /**
       * Fired by the Item Piles module once it is ready (only when it is active), with no argument:
       * its API is `game.itempiles.API` (module/integrations/item-piles.ts).
       */
      "item-piles-ready": () => void;
    }
  }
}
