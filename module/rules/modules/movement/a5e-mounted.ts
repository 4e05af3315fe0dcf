/**
 * A5E mounted combat (VARIANTS.md §6.7, §13.3 row 41; 004:L28–L37):
 * - a rider rides a creature at least one size larger (L28), linked in its combatant memory (the
 *   slice below, written by the GM's client on a checked request);
 * - mounting or dismounting costs half the round's movement (L28 "half your movement", read as
 *   standing up is, VARIANTS.md §13.1: ⌈hexes per round ÷ 2⌉ from the current phase, then later
 *   ones), once a round;
 * - while mounted the rider uses its mount's Speed (L36): it has no allowance of its own (the
 *   forfeit below), and its token follows the mount, which moves in its phases with its own
 *   allowance, terrain adaptation and sure-footedness (000:L49);
 * - a mounted rider has half cover against melee attacks (L30); a rider knocked prone makes a DC 10
 *   Dexterity save or falls beside its mount (L32); a mount knocked prone leaves its rider the
 *   choice of its reaction to dismount, or a fall (L33).
 * The decisions the GM's client makes are the core's (../../combat/mounted.ts).
 */
import { bool, type RuleModule } from "../../ruleset/types";
import type { MountedRule, MovementForfeit } from "../../ruleset/points/movement";
import type { CombatantCommand, CommandContext } from "../../ruleset/points/combat";
import { MOVEMENT_SECONDS } from "../../phases";
import { MOUNTED_MEMORY, riderIsMounted } from "../../combat/mounted";
import { HALF_ROUND_STAND_UP } from "./prone-crawl";

/** 004:L28–L32: one size, half the round (the same half as standing up), half cover, DC 10 Dexterity. */
export const A5E_MOUNTED: MountedRule = Object.freeze({
  sizeGap: 1,
  cost: HALF_ROUND_STAND_UP,
  meleeCover: "half",
  proneSave: Object.freeze({ ability: "dex", dc: 10 }),
} satisfies MountedRule);

/**
 * 004:L36 "you use its Speed instead of your own": a mounted rider's own drag is refused; its token
 * moves with the mount. A link already made stands with the rule switched off, until a dismount.
 */
const MOUNTED_FORFEIT: MovementForfeit = Object.freeze({
  id: "mounted",
  label: "ER.Movement.Reason.mounted",
  whileOff: true,
  setBy: "mountId",
  applies: (input) => riderIsMounted(input.memory),
} satisfies MovementForfeit);

/** A movement second of a started combat, with this round's mount or dismount still to make (004:L28 "once per turn"). */
const mayChange = (ctx: CommandContext) =>
  ctx.started && ctx.now !== null && (MOVEMENT_SECONDS as readonly number[]).includes(ctx.now.second) && ctx.memory["mountRound"] !== ctx.now.round;

/** "Mount (½ round)" and "Dismount (½ round)" in the tracker's menu, for the GM or the rider's owners; the GM's client checks the rest. */
const MOUNT_COMMANDS: readonly CombatantCommand[] = Object.freeze([
  Object.freeze({ id: "movement.mount", labelKey: "ER.Movement.Mount.Mount", icon: "fa-solid fa-horse", who: "owner", visible: (ctx: CommandContext) => mayChange(ctx) && !riderIsMounted(ctx.memory), operation: Object.freeze({ kind: "mount" }) }),
  Object.freeze({ id: "movement.dismount", labelKey: "ER.Movement.Mount.Dismount", icon: "fa-solid fa-person-falling", who: "owner", visible: (ctx: CommandContext) => mayChange(ctx) && riderIsMounted(ctx.memory), operation: Object.freeze({ kind: "dismount" }) }),
] satisfies CombatantCommand[]);

export const a5eMounted = {
  id: "movement.a5eMounted",
  domain: "movement",
  fields: { "movement.mounted": bool(false) },
  presets: { a5e: { "movement.mounted": true } },
  memory: MOUNTED_MEMORY,
  movementForfeits: [MOUNTED_FORFEIT],
  contribute: () => ({ mounted: A5E_MOUNTED, combatantCommands: MOUNT_COMMANDS }),
} as const satisfies RuleModule;
