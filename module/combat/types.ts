/** The combat feature's registrations as the type package sees them. */
import type { ERCombat } from "./combat";
import type { ERCombatant } from "./combatant";
import type { ERCombatModel, ERCombatantModel } from "./models";
import type { HeldSpeechFlag } from "./speech";
import type { CombatClock } from "./clock-state";
import type { ItemRollFlag } from "../rolls/plan";

declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  interface DocumentClassConfig {
    Combat: typeof ERCombat;
    Combatant: typeof ERCombatant;
  }
  interface DataModelConfig {
    Combat: { base: typeof ERCombatModel };
    Combatant: { base: typeof ERCombatantModel };
  }
  interface SettingConfig {
    "enchanted-realms.tickMode": "events" | "every";
    "enchanted-realms.advanceRole": "gm" | "assistant" | "trusted";
    "enchanted-realms.playersRoll": boolean;
    "enchanted-realms.attackDice": "player" | "gm";
    "enchanted-realms.showMarker": boolean;
  }
  namespace Hooks {
    interface HookConfig {
      /**
       * Fired on every client when a combat's clock (its system.absolute counter) changes: the
       * round and second now, read through combatClock. Movement and other features react here.
       */
      "enchanted-realms.clockChange": (combat: Combat.Implementation, clock: CombatClock | null) => void;
    }
  }
  interface FlagConfig {
    ChatMessage: {
      "enchanted-realms"?: { heldSpeech?: HeldSpeechFlag; roundCard?: number; itemRoll?: ItemRollFlag };
    };
    /** World time at Begin Combat (module/combat/world-clock.ts, VARIANTS.md §5.12). */
    Combat: {
      "enchanted-realms"?: { beganAt?: number };
    };
  }
}

export {};
