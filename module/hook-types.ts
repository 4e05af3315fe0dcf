import type { QuenchApi } from "./quench/types";

// Hooks the type package does not declare.
declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  namespace Hooks {
    interface HookConfig {
      /** Fired by the Quench module when batches may be registered (only when it is active). */
      quenchReady: (quench: QuenchApi) => void;
    }
  }
}
