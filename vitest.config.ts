import { defineConfig } from "vitest/config";

// Unit, property and template tests live beside the code they test (`*.test.ts`);
// benchmarks (`*.bench.ts`) run only with `npm run bench`.
export default defineConfig({
  test: {
    include: ["module/**/*.test.ts", "tests/**/*.test.ts"],
    environment: "node",
    reporters: ["default"],
    benchmark: {
      include: ["module/**/*.bench.ts", "tests/**/*.bench.ts"],
    },
  },
});
