import { defineConfig } from "vitest/config";

// `npm run test:live`: the user's story and the Quench batches against a running Foundry (never part
// of `npm test`). One file, run in order; a failed story step makes the later steps fail at once
// (they need it), while the Quench batches run regardless.
export default defineConfig({
  test: {
    include: ["tests/live/**/*.live.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
