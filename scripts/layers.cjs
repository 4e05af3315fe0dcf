/**
 * The layers of module/, lowest first. A file may import its own layer and the layers below, never a
 * layer above. `.dependency-cruiser.cjs` builds its layer rules from this list, and the table in
 * docs/architecture.md must name the same layers in the same order (tests/architecture-doc.test.ts).
 * Each layer is a list of path patterns (regular expressions on the file path).
 */
module.exports = [
  { name: "rules", paths: ["^module/rules/"] },
  { name: "constants-compat", paths: ["^module/constants\\.ts$", "^module/compat\\.ts$", "^module/update-operators\\.ts$", "^module/hook-registry\\.ts$"] },
  { name: "data", paths: ["^module/data/"] },
  // The stored rule variants and their change event, read by every adapter from the actors up
  // (everything in variants/ but the menu and the registrar).
  { name: "variants-setting", paths: ["^module/variants/(?!menu|index\\.ts$)"] },
  { name: "items-actors-rolls", paths: ["^module/items/", "^module/actors/", "^module/rolls/"] },
  // Scene reads that combat needs and the canvas supplies (ports installed by registerCanvas).
  { name: "scene", paths: ["^module/scene/"] },
  { name: "combat", paths: ["^module/combat/"] },
  { name: "canvas", paths: ["^module/canvas/"] },
  // Hit and hurt's adapter: the attack card, its rows and the GM's side of the health relay.
  { name: "resolution", paths: ["^module/resolution/"] },
  { name: "sheets-menu", paths: ["^module/sheets/", "^module/variants/menu", "^module/variants/index\\.ts$"] },
  { name: "api-quench-entry", paths: ["^module/api(-rules)?\\.ts$", "^module/integrations/", "^module/quench/", "^module/enchanted-realms\\.ts$", "^module/hook-types\\.ts$"] },
];
