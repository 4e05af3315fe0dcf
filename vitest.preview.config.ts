import { defineConfig } from "vitest/config";

// `npm run preview`: renders every template from its real context builder into preview/*.html.
export default defineConfig({
  test: {
    include: ["tools/preview/**/*.preview.ts"],
    environment: "node",
  },
});
