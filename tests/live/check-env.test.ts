import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/handlebars";
import { liveEnv } from "./env";

const script = join(ROOT, "tests/live/check-env.mjs");
const run = (env: Record<string, string>) => spawnSync(process.execPath, [script], { env: { PATH: process.env["PATH"] ?? "", ...env }, encoding: "utf8" });

describe("npm run test:live without a Foundry", () => {
  it("exits non-zero naming every missing variable", () => {
    const result = run({});
    expect(result.status).toBe(2);
    for (const name of ["FOUNDRY_URL", "FOUNDRY_GM_USER", "FOUNDRY_PLAYER_USER"]) expect(result.stderr).toContain(name);
  });

  it("names only what is missing, and refuses an address that is not one", () => {
    const partial = run({ FOUNDRY_URL: "http://localhost:30000", FOUNDRY_GM_USER: "Gamemaster" });
    expect(partial.status).toBe(2);
    expect(partial.stderr).toMatch(/FOUNDRY_PLAYER_USER:/);
    expect(partial.stderr).not.toMatch(/FOUNDRY_URL:/);
    expect(run({ FOUNDRY_URL: "not a url", FOUNDRY_GM_USER: "G", FOUNDRY_PLAYER_USER: "P" }).status).toBe(2);
    expect(run({ FOUNDRY_URL: "http://localhost:30000", FOUNDRY_GM_USER: "G", FOUNDRY_PLAYER_USER: "P" }).status).toBe(0);
  });

  it("the suite's own reading of the environment agrees", () => {
    expect(() => liveEnv({ FOUNDRY_URL: "http://x" })).toThrow(/FOUNDRY_GM_USER, FOUNDRY_PLAYER_USER/);
    expect(liveEnv({ FOUNDRY_URL: "http://x:30000/", FOUNDRY_GM_USER: "G", FOUNDRY_PLAYER_USER: "P" })).toEqual({
      url: "http://x:30000",
      gm: { user: "G", password: "" },
      player: { user: "P", password: "" },
    });
  });
});
