/**
 * What a first live run must confirm, ranked by how likely each is to fail (the v13/v14 review of
 * the new touch-points, section 2). Each has one Quench test in the `versions` batch
 * (versions-first-run.ts, versions-first-run-b.ts) titled `firstRun(rank)`, and one row in
 * docs/foundry-api.md, "What a first live run must confirm"; tests/quench-first-run.test.ts keeps
 * the three in step. Pure data: no Foundry global is read here.
 */
export interface FirstRunCheck {
  readonly rank: number;
  readonly title: string;
}

export const FIRST_RUN_CHECKS: readonly FirstRunCheck[] = Object.freeze([
  { rank: 1, title: "Item Piles registers the system" },
  { rank: 2, title: "the system packs open" },
  { rank: 3, title: "Quench runs on this build" },
  { rank: 4, title: "the build under test is the one the image was chosen for" },
  { rank: 5, title: "the world launched with a Gamemaster user" },
  { rank: 6, title: "the floating numbers carry their style" },
  { rank: 7, title: "the quickstart Adventure imports (on v14 with a Level)" },
  { rank: 8, title: "the 0-health and dead statuses show and defeat" },
  { rank: 9, title: "the attack card renders, and the GM's ledger write reaches every client" },
  { rank: 10, title: "a DialogV2 form keeps its fields through content cleaning" },
  { rank: 11, title: "the tracker's menu entries and row icons" },
  { rank: 12, title: "painted terrain goes to the viewed Level" },
  { rank: 13, title: "permissions: a player cannot update another's card" },
]);

/** The test title of a ranked check: "<rank>. <title>". */
export function firstRun(rank: number): string {
  const check = FIRST_RUN_CHECKS.find((c) => c.rank === rank);
  if (!check) throw new Error(`no first-run check ranked ${rank}`);
  return `${rank}. ${check.title}`;
}
