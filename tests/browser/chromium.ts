/**
 * The browser the browser tests and the live suite drive: the system's Chromium (Debian's
 * `chromium` package), through `playwright-core`. Playwright's own browser download is not used.
 * When no browser is found this throws with what to install: the tests fail, they never skip.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext } from "playwright-core";

/** Where a Chromium is looked for, in order, when the CHROMIUM_PATH environment variable is not set. */
export const CHROMIUM_CANDIDATES: readonly string[] = Object.freeze([
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/lib/chromium/chromium",
  "/snap/bin/chromium",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
]);

/** Headless, no sandbox (CI runs as root), and nothing that reaches the network on its own. */
export const CHROMIUM_ARGS: readonly string[] = Object.freeze([
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]);

export const NO_BROWSER_MESSAGE =
  "No Chromium found for the browser tests. Install Debian's package (`apt-get install -y chromium`; " +
  "`.ci/run` does this on CI) or set CHROMIUM_PATH to a Chromium or Chrome executable. Looked in: ";

/** The Chromium executable to drive; throws the message above when there is none. */
export function findChromium(env: Record<string, string | undefined> = process.env, exists: (path: string) => boolean = existsSync): string {
  const chosen = env["CHROMIUM_PATH"]?.trim();
  if (chosen) {
    // An explicit choice that is wrong is an error, not a reason to try something else.
    if (!exists(chosen)) throw new Error(`CHROMIUM_PATH is set to ${chosen}, which does not exist.`);
    return chosen;
  }
  const candidates = [...CHROMIUM_CANDIDATES];
  const found = candidates.find((p) => exists(p));
  if (!found) throw new Error(NO_BROWSER_MESSAGE + candidates.join(", "));
  return found;
}

export interface LaunchedBrowser {
  context: BrowserContext;
  /** Closes the browser and deletes its profile. */
  close(): Promise<void>;
}

/** A fresh browser with its own new profile (user-data-dir), deleted on close. */
export async function launchChromium(options: { viewport?: { width: number; height: number } } = {}): Promise<LaunchedBrowser> {
  const executablePath = findChromium();
  const profile = mkdtempSync(join(tmpdir(), "er-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS],
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
