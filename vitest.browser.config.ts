import { defineConfig } from "vitest/config";

// `npm run test:browser` (part of `npm test`): the preview pages in Chromium through playwright-core.
// One file, one browser; the pages are written by `npm run preview` first.
export default defineConfig({
  test: {
    include: ["tests/browser/**/*.browser.ts"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 30_000,
    fileParallelism: false,
  },
});
