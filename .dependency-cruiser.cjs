/**
 * dependency-cruiser (`npm run deps`): no import cycles in module/, and the layering of the system's
 * folders (shared/reviews/architecture.md §4). A file may import its own layer and the layers below,
 * never a layer above. Tests and benches are left out: they may reach anywhere.
 */

/** The layers, lowest first (scripts/layers.cjs; docs/architecture.md draws the same table, and tests/architecture-doc.test.ts holds the two together). */
const LAYERS = require("./scripts/layers.cjs");

const TESTS = "\\.(test|bench)\\.ts$";

/**
 * The types rule modules implement (docs/architecture.md, "Where the module-facing types live"):
 * leaves that import only one another, so no module's shape reaches the registry that lists it.
 */
const MODULE_FACING_TYPES = [
  "^module/rules/base-types\\.ts$",
  "^module/rules/ruleset/(types|field-types|points|config-type|memory-types|ruleset-type|registered)\\.ts$",
  // The book's own field declarations: data, importing only ./types, from which the config type is derived.
  "^module/rules/ruleset/book-fields\\.ts$",
  "^module/rules/ruleset/points/",
  "^module/rules/resolution/types\\.ts$",
];

/** One rule per layer: none of its files imports a file of a higher layer (type-only imports included). */
const layerRules = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `layer-${index + 1}-${layer.name}`,
  severity: "error",
  comment: `Layer ${index + 1} (${layer.name}) may import only its own layer and the layers below (architecture.md §4).`,
  from: { path: layer.paths, pathNot: TESTS },
  to: { path: LAYERS.slice(index + 1).flatMap((higher) => higher.paths) },
}));

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import cycle (type-only imports aside: they vanish at compile time and cannot misorder a load).",
      from: { pathNot: TESTS },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      // The cruiser reports the shortest cycle through an import, so a type-only cycle can hide a
      // runtime one through the same import: refusing both keeps every cycle visible.
      name: "no-circular-through-types",
      severity: "error",
      comment: "A cycle closed by a type-only import: two modules that know each other. Put the shared types in a leaf type file (docs/architecture.md).",
      from: { pathNot: TESTS },
      to: { circular: true, via: { dependencyTypes: ["type-only"] } },
    },
    {
      name: "core-never-imports-a-module",
      severity: "error",
      comment: "Only the registry lists rule modules; the core and the adapters reach a module through the resolved ruleset's points (docs/architecture.md).",
      from: { path: "^module/", pathNot: [TESTS, "^module/rules/modules/", "^module/rules/ruleset/registry\\.ts$"] },
      to: { path: "^module/rules/modules/" },
    },
    {
      name: "module-facing-types-are-leaves",
      severity: "error",
      comment: "The types rule modules implement import only one another (docs/architecture.md, \"Where the module-facing types live\").",
      from: { path: MODULE_FACING_TYPES, pathNot: TESTS },
      to: { pathNot: MODULE_FACING_TYPES },
    },
    {
      name: "every-module-file-in-a-layer",
      severity: "error",
      comment: "A new top-level file or folder under module/ needs its place in LAYERS (.dependency-cruiser.cjs).",
      from: { path: "^module/", pathNot: [TESTS, ...LAYERS.flatMap((layer) => layer.paths)] },
      to: {},
    },
    ...layerRules,
  ],
  options: {
    includeOnly: "^module/",
    exclude: { path: TESTS },
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".js", ".mjs", ".json"] },
  },
};
