/** The rule-variant setting as the type package sees it. */
declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  interface SettingConfig {
    /** The stored VariantConfig (module/rules/ruleset/config.ts); read it through currentVariants(). */
    "enchanted-realms.variants": Record<string, unknown>;
  }
}

export {};
