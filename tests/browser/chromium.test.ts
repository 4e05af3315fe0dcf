import { describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_CANDIDATES, NO_BROWSER_MESSAGE, findChromium } from "./chromium";

describe("finding the system's Chromium", () => {
  it("takes CHROMIUM_PATH when set, else the usual install paths in order", () => {
    expect(findChromium({ CHROMIUM_PATH: "/opt/c/chrome" }, (p) => p === "/opt/c/chrome" || p === "/usr/bin/chromium")).toBe("/opt/c/chrome");
    expect(findChromium({}, (p) => p === "/usr/bin/chromium-browser" || p === "/usr/bin/google-chrome")).toBe("/usr/bin/chromium-browser");
  });

  it("fails with what to install when there is none (the browser tests never skip)", () => {
    expect(() => findChromium({}, () => false)).toThrow(NO_BROWSER_MESSAGE);
    expect(() => findChromium({ CHROMIUM_PATH: "/nowhere" }, (p) => p === "/usr/bin/chromium")).toThrow("CHROMIUM_PATH is set to /nowhere, which does not exist.");
    expect(() => findChromium({}, () => false)).toThrow(/apt-get install -y chromium[\s\S]*\/usr\/bin\/chromium/);
    expect(CHROMIUM_CANDIDATES[0]).toBe("/usr/bin/chromium");
  });

  it("launches headless with nothing that reaches the network on its own", () => {
    for (const flag of ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"]) {
      expect(CHROMIUM_ARGS).toContain(flag);
    }
  });
});
