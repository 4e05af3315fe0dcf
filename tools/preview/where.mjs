// The last step of `npm run preview`: says where the pages are, after vitest's report.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const index = join(import.meta.dirname, "..", "..", "preview", "index.html");
if (!existsSync(index)) {
  console.error(`No preview index at ${index}: the preview run wrote no page.`);
  process.exit(1);
}
console.log(`\nPreview pages written. Open the index:\n  ${index}\n  ${pathToFileURL(index).href}`);
