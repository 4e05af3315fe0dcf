import { defineConfig } from "vitest/config";

// Used only by `npm run mutate` (stryker.config.json): the rules core's own tests, so that Stryker
// runs each mutant against the module/rules tests that cover it and nothing else.
// MUTATE_TESTS (comma-separated globs) narrows the run to a file's own tests (docs/mutation.md):
// Stryker's dry run then runs those tests only, which on two shared cores is the difference
// between minutes and half an hour per file.
const only = process.env["MUTATE_TESTS"]?.split(",").map((s) => s.trim()).filter((s) => s.length > 0);

export default defineConfig({
  test: {
    include: only !== undefined && only.length > 0 ? only : ["module/rules/**/*.test.ts"],
    environment: "node",
    // Instrumented code (per-test coverage counters on every statement) runs the property tests
    // several times slower than `npm test`; a mutant that loops is caught by Stryker's own timeout.
    testTimeout: 60_000,
    reporters: ["default"],
  },
});
