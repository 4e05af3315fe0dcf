#!/usr/bin/env node
// `npm run test:live` starts here: it refuses to run, naming what is missing, unless a Foundry to test
// against is given. `npm test` never calls it. The list of variables is the one in ./env.ts.
const REQUIRED = {
  FOUNDRY_URL: "the address of a running Foundry with the test world launched (e.g. http://localhost:30000)",
  FOUNDRY_GM_USER: "the name of a Gamemaster user of that world, as the join page lists it",
  FOUNDRY_PLAYER_USER: "the name of a Player user of that world (not a GM or Assistant)",
};
const OPTIONAL = {
  FOUNDRY_GM_PASSWORD: "the GM user's password (leave unset if the user has none)",
  FOUNDRY_PLAYER_PASSWORD: "the player's password (leave unset if the user has none)",
  CHROMIUM_PATH: "a Chromium or Chrome executable, if not at /usr/bin/chromium",
};
const missing = Object.keys(REQUIRED).filter((name) => !process.env[name]?.trim());
if (missing.length > 0) {
  console.error("npm run test:live needs a running Foundry and two users. Missing environment variables:");
  for (const name of missing) console.error(`  ${name}: ${REQUIRED[name]}`);
  console.error("Optional:");
  for (const [name, what] of Object.entries(OPTIONAL)) console.error(`  ${name}: ${what}`);
  console.error('See docs/development.md, "Verifying in Foundry".');
  process.exit(2);
}
try {
  new URL(process.env.FOUNDRY_URL);
} catch {
  console.error(`FOUNDRY_URL is not an address: ${process.env.FOUNDRY_URL}`);
  process.exit(2);
}
