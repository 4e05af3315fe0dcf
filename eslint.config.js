// ESLint flat config (`npm run lint`): the recommended JavaScript and typescript-eslint rules over the
// system's code, its tests and its scripts, plus the purity of the rules core (common brief: module/rules/
// refers to no Foundry global and imports nothing from outside module/rules/).
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import tseslint from "typescript-eslint";

/** The globals Foundry defines that the pure rules core must never read. */
const FOUNDRY_GLOBALS = ["game", "foundry", "CONFIG", "Hooks", "ui", "canvas"];

/** Node's globals the .mjs scripts use (listed here rather than adding a package for them). */
const NODE_GLOBALS = Object.fromEntries(
  [
    "process", "console", "Buffer", "URL", "URLSearchParams", "TextEncoder", "TextDecoder",
    "setTimeout", "clearTimeout", "setInterval", "clearInterval", "setImmediate", "queueMicrotask",
    "structuredClone", "performance", "fetch", "AbortController", "AbortSignal", "globalThis",
  ].map((name) => [name, "readonly"]),
);

/** Test files and benches: they may reach outside the rules core (fixtures, tests/support). */
const TEST_FILES = ["**/*.test.ts", "**/*.bench.ts"];

/**
 * A rules file `depth` folders below module/rules/ escapes the core by an import with more than
 * `depth` leading `../` (or exactly `depth` and then `..`), or by a bare package specifier.
 */
function rulesImportBoundary(depth) {
  const up = "\\.\\./".repeat(depth);
  const files = depth === 0 ? ["module/rules/*.ts"] : [`module/rules/${"*/".repeat(depth)}*.ts`];
  return {
    files,
    ignores: TEST_FILES,
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [
          { regex: `^${up}\\.\\.(/|$)`, message: "module/rules/ is pure: it imports nothing from outside module/rules/." },
          { regex: "^[^.]", message: "module/rules/ is pure: no package imports, only files of module/rules/." },
        ],
      }],
    },
  };
}

export default defineConfig(
  {
    ignores: ["dist/**", "node_modules/**", "packs/**", "coverage/**", "tools/**/*.js"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.ts"],
    rules: {
      // TypeScript's compiler already reports undefined names (with Foundry's globals from fvtt-types).
      "no-undef": "off",
      // Underscore-prefixed parameters and rest siblings are deliberate ("unused on purpose").
      "@typescript-eslint/no-unused-vars": ["error", {
        argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true,
      }],
      // fvtt-types' configuration is extended by declaration merging into its namespaces (`namespace Hooks`).
      "@typescript-eslint/no-namespace": ["error", { allowDeclarations: true }],
    },
  },
  {
    // fvtt-types' TypeDataModel takes `{}` as its "no base data" type argument.
    files: ["module/**/models.ts"],
    rules: { "@typescript-eslint/no-empty-object-type": "off" },
  },
  {
    // The live story's page.evaluate bodies run inside Foundry's page, where nothing is typed.
    files: ["tests/live/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["**/*.mjs", "**/*.js"],
    languageOptions: { globals: NODE_GLOBALS },
  },
  {
    // CommonJS data shared with dependency-cruiser's configuration (scripts/layers.cjs).
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { ...NODE_GLOBALS, module: "writable", require: "readonly" } },
  },
  {
    files: ["module/rules/**/*.ts"],
    ignores: TEST_FILES,
    rules: {
      "no-restricted-globals": ["error", ...FOUNDRY_GLOBALS.map((name) => ({
        name, message: `module/rules/ is pure: no Foundry global (${name}); an adapter passes the value in.`,
      }))],
      "no-restricted-properties": ["error", ...FOUNDRY_GLOBALS.flatMap((property) => ["globalThis", "window", "self"].map((object) => ({
        object, property, message: `module/rules/ is pure: no Foundry global (${property}).`,
      })))],
    },
  },
  // module/rules/ and up to four folders below it.
  ...[0, 1, 2, 3, 4].map(rulesImportBoundary),
);
