import { cpSync, existsSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";

/** Folders and files copied as they are into dist/, the folder a GM installs. */
const STATIC_ENTRIES = ["system.json", "templates", "lang", "styles", "assets", "README.md", "LICENSE"] as const;

function copyStatic(): Plugin {
  return {
    name: "enchanted-realms:copy-static",
    apply: "build",
    writeBundle(options) {
      const outDir = options.dir ?? resolve(import.meta.dirname, "dist");
      for (const entry of STATIC_ENTRIES) {
        const from = resolve(import.meta.dirname, entry);
        if (!existsSync(from)) continue;
        const to = resolve(outDir, entry);
        rmSync(to, { recursive: true, force: true });
        cpSync(from, to, { recursive: true });
      }
    },
  };
}

export default defineConfig({
  publicDir: false,
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    target: "es2022",
    lib: {
      entry: resolve(import.meta.dirname, "module/enchanted-realms.ts"),
      formats: ["es"],
      fileName: () => "enchanted-realms.mjs",
    },
  },
  plugins: [copyStatic()],
});
