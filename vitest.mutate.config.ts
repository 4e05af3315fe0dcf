import { defineConfig } from "vitest/config";

// Used only by `npm run mutate` (stryker.config.json): the rules core's own tests, so that Stryker
// runs each mutant against the module/rules tests that cover it and nothing else.
export default defineConfig({
  test: {
    include: ["module/rules/**/*.test.ts"],
    environment: "node",
    // Instrumented code (per-test coverage counters on every statement) runs the property tests
    // several times slower than `npm test`; a mutant that loops is caught by Stryker's own timeout.
    testTimeout: 60_000,
    reporters: ["default"],
  },
});
