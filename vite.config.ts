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

/** The entry, as system.json's `esmodules` names it; the shared chunk it imports; the Quench batches' chunk, loaded by `import()`. */
const ENTRY_FILE = "enchanted-realms.mjs";
const QUENCH_CHUNK = "quench.mjs";
const CORE_CHUNK = "enchanted-realms-core.mjs";
const ENTRY_SOURCE = /[\\/]module[\\/]enchanted-realms\.ts$/;

/**
 * Prints the size of each script the build wrote (the entry, the shared chunk and the Quench chunk),
 * in kB, and fails the build on any other script: the release ships only these names.
 */
function reportBundleSize(): Plugin {
  return {
    name: "enchanted-realms:bundle-size",
    apply: "build",
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk") continue;
        if (![ENTRY_FILE, CORE_CHUNK, QUENCH_CHUNK].includes(file.fileName)) {
          this.error(`unexpected script ${file.fileName}: give its chunk a stable name in vite.config.ts`);
        }
        const kB = (Buffer.byteLength(file.code, "utf8") / 1000).toFixed(1);
        console.log(`bundle: ${file.fileName} ${kB} kB${file.isEntry ? " (entry)" : ""}`);
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
      fileName: () => ENTRY_FILE,
    },
    rolldownOptions: {
      output: {
        // Every module but the entry and the Quench batches goes into one shared chunk, which the entry
        // and quench.mjs both import by a relative path: one instance of each module, whatever URL
        // Foundry gives the entry. Names are stable (no hash): release.mjs and check-build.mjs follow
        // the entry's imports to them, and system.json lists only the entry.
        codeSplitting: {
          groups: [{ name: "core", test: (id: string) => !/[\\/]module[\\/]quench[\\/]/.test(id) && !ENTRY_SOURCE.test(id) }],
        },
        chunkFileNames: (chunk) => {
          if (chunk.name === "core") return CORE_CHUNK;
          if (chunk.facadeModuleId !== null && /[\\/]module[\\/]quench[\\/]index\.ts$/.test(chunk.facadeModuleId)) return QUENCH_CHUNK;
          return "[name].mjs";
        },
      },
    },
  },
  plugins: [copyStatic(), reportBundleSize()],
});
