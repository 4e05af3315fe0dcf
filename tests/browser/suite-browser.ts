/**
 * One Chromium per browser-test file: launched before the file's tests, closed after them. When no
 * browser can be started, every test of the file fails with the launch error (they never skip).
 */
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { BrowserContext } from "playwright-core";
import { launchChromium, type LaunchedBrowser } from "./chromium";

export interface SuiteBrowser {
  /** The browser's context; only valid inside a test or a hook after the launch. */
  readonly context: () => BrowserContext;
  /** Whether the browser started (a nested hook can skip its own setup when it did not). */
  readonly started: () => boolean;
}

export function useSuiteBrowser(options: Parameters<typeof launchChromium>[0] = { viewport: { width: 1280, height: 800 } }): SuiteBrowser {
  let browser: LaunchedBrowser | undefined;
  let launchError: unknown = null;
  beforeAll(async () => {
    try {
      browser = await launchChromium(options);
    } catch (error) {
      launchError = error;
    }
  });
  beforeEach(() => {
    if (launchError) throw launchError;
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    context: () => {
      if (!browser) throw launchError ?? new Error("the suite's browser is not started (call context() inside a test)");
      return browser.context;
    },
    started: () => browser !== undefined,
  };
}
