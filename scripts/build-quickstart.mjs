#!/usr/bin/env node
// Writes packs/quickstart/quickstart.json, the quickstart Adventure, from tools/quickstart/build.ts
// (the pack sources and the rules core's terrain painting). The TypeScript is loaded through Vite's
// module runner, as the build loads it. tests/quickstart.test.ts fails when the written file is stale.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const { module } = await runnerImport(resolve(root, "tools/quickstart/build.ts"), { configFile: false, root, logLevel: "error" });
const out = resolve(root, "packs/quickstart/quickstart.json");
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(module.buildQuickstart(), null, 2)}\n`);
console.log(`Wrote ${out}`);
