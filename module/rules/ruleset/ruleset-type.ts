/**
 * The resolved ruleset's shape (docs/architecture.md, "The resolved ruleset"): types only, a leaf,
 * so that the rules functions the modules call can name it without reaching the registry that
 * lists those modules. `resolveRuleset` (./resolve.ts) makes the values.
 */
import type { VariantConfig } from "./config-type";
import type { ResolvedPoints } from "./points";
import type { MemoryDecls } from "./memory-types";

export interface Ruleset {
  /** The stored config this ruleset was resolved from (for the form, the setting and presets). */
  readonly config: VariantConfig;
  /** The ids of the modules in force, in registry order (for reports; never compared by adapters). */
  readonly modules: readonly string[];
  /** What the modules in force contribute to each extension point. */
  readonly points: ResolvedPoints;
  /**
   * Every combatant memory field of the module list in play: the core's and each module's slice, in
   * force or not (the stored memory is one flat shape whatever the config; memory.ts).
   */
  readonly memory: MemoryDecls;
}
