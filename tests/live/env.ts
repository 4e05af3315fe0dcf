/**
 * The live suite's configuration, from the environment (see tests/live/check-env.mjs, which names
 * what is missing before vitest starts; this repeats the check for a direct vitest run).
 */
export interface LiveEnv {
  url: string;
  gm: { user: string; password: string };
  player: { user: string; password: string };
}

export function liveEnv(env: Record<string, string | undefined> = process.env): LiveEnv {
  const missing = ["FOUNDRY_URL", "FOUNDRY_GM_USER", "FOUNDRY_PLAYER_USER"].filter((n) => !env[n]?.trim());
  if (missing.length > 0) throw new Error(`The live suite needs ${missing.join(", ")} (see docs/development.md, "Verifying in Foundry").`);
  return {
    url: env["FOUNDRY_URL"]!.replace(/\/+$/, ""),
    gm: { user: env["FOUNDRY_GM_USER"]!, password: env["FOUNDRY_GM_PASSWORD"] ?? "" },
    player: { user: env["FOUNDRY_PLAYER_USER"]!, password: env["FOUNDRY_PLAYER_PASSWORD"] ?? "" },
  };
}
