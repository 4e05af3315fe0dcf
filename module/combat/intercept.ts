/**
 * Interception on the GM's client (VARIANTS.md §3.7, §13.3 row 7; 001:L223): what the checks read
 * through a small port (`InterceptWorld`: the Foundry side is intercept-foundry.ts; the tests' strict
 * stand-in is tests/support/intercept-world.ts), so every rule stays the rules' (`interceptRefusal`,
 * `judgeIntercept`). Only ids come from the sender; a hidden target is refused to a player as unknown
 * before anything of it is read.
 * Decision (001:L223, §13.3 row 7): no token is moved by the GM's client. The mover stops in the
 * first hex of its path next to the interceptor, which is adjacent to the interceptor already, so
 * the interceptor needs no move; the mover's own token is dragged back by the GM (the chat line
 * says where), because a write by the GM's client would add to the mover's movement history of the
 * phase, which is what "moved this phase" reads.
 */
import { currentRuleset } from "../variants/setting";
import { interceptRefusal, judgeIntercept, type Cube, type EngagementToken, type InterceptInput, type InterceptRefusal } from "../rules";
import type { InterceptRelayRequest } from "./relay-intercept";
import type { RefusalReason } from "./refusals";

/** One combatant as the checks read it: its token's engagement facts and phase, its memory, its owners. */
export interface InterceptParty {
  readonly name: string;
  readonly hidden: boolean;
  readonly token: EngagementToken | null;
  /** Its path of the current phase in hexes (start first), or null when unreadable. */
  readonly path: readonly Cube[] | null;
  readonly moved: boolean;
  readonly forfeited: boolean;
  readonly memory: { readonly interceptAt: number; readonly stoppedAt: number };
  ownedBy(userId: string): boolean;
}

/** What the GM's client reads and writes, through the port. */
export interface InterceptWorld {
  clock(combatId: string): { round: number; second: number } | null;
  party(combatId: string, combatantId: string): InterceptParty | null;
  tokens(combatId: string): readonly EngagementToken[];
  isGM(userId: string): boolean;
  /** Asks the GM whether the mover moved past the interceptor (001:L223: the GM rules). */
  confirmPast(interceptor: string, mover: string): Promise<boolean>;
  write(combatId: string, combatantId: string, patch: Record<string, number>): Promise<void>;
  /** Posts the outcome; `secret` (a hidden party) whispers it to the GMs. */
  post(key: string, data: Record<string, string>, secret: boolean): Promise<void>;
}

export type InterceptOutcome = InterceptRefusal | "notStarted" | "unknownCombatant" | "unknownTarget" | "notOwner" | "noPath" | "declined" | null;

/** The rules' input for X intercepting Y now, or a refusal of what cannot be read. */
export function interceptInputOf(world: InterceptWorld, combatId: string, x: InterceptParty, y: InterceptParty): InterceptInput | "notStarted" | "noPath" {
  const now = world.clock(combatId);
  if (now === null || now.round < 1) return "notStarted";
  if (x.token === null || y.token === null || y.path === null || y.path.length === 0) return "noPath";
  return {
    round: now.round,
    second: now.second,
    interceptor: { ...x.token, moved: x.moved, forfeited: x.forfeited, memory: { interceptAt: x.memory.interceptAt } },
    mover: { id: y.token.id, disposition: y.token.disposition, path: y.path, memory: { stoppedAt: y.memory.stoppedAt } },
    tokens: world.tokens(combatId),
  };
}

/** Why X may not intercept Y now for `userId` (null: it may); hidden targets are unknown to a player. */
export function interceptCheck(world: InterceptWorld, request: Omit<InterceptRelayRequest, "kind">, userId: string): { refused: Exclude<InterceptOutcome, null> } | { input: InterceptInput; x: InterceptParty; y: InterceptParty } {
  const gm = world.isGM(userId);
  const x = world.party(request.combatId, request.combatantId);
  if (x === null || (x.hidden && !gm)) return { refused: "unknownCombatant" };
  if (!gm && !x.ownedBy(userId)) return { refused: "notOwner" };
  const y = world.party(request.combatId, request.targetCombatantId);
  if (y === null || (y.hidden && !gm)) return { refused: "unknownTarget" };
  const input = interceptInputOf(world, request.combatId, x, y);
  if (typeof input === "string") return { refused: input };
  const refusal = interceptRefusal(input, currentRuleset());
  return refusal === null ? { input, x, y } : { refused: refusal };
}

/** The movers X may intercept now, for `userId` (hidden ones never listed for a player), as [id, name]. */
export function interceptTargets(world: InterceptWorld, combatId: string, combatantId: string, candidates: readonly string[], userId: string): [string, string][] {
  const out: [string, string][] = [];
  for (const id of candidates) {
    if (id === combatantId) continue;
    const check = interceptCheck(world, { combatId, combatantId, targetCombatantId: id }, userId);
    if ("input" in check) out.push([id, check.y.name]);
  }
  return out;
}

/**
 * The GM's client carries out an interception: checks it, asks the GM "past or not", then writes the
 * interceptor's spent phase and the mover's lost phase (judgeIntercept) and posts where it stops.
 */
export async function handleIntercept(request: InterceptRelayRequest, senderId: string, world: InterceptWorld): Promise<InterceptOutcome> {
  const check = interceptCheck(world, request, senderId);
  if ("refused" in check) return check.refused;
  const names = { interceptor: check.x.name, mover: check.y.name };
  const secret = check.x.hidden || check.y.hidden;
  if (!(await world.confirmPast(names.interceptor, names.mover))) {
    await world.post("ER.Engagement.Intercept.Declined", names, secret);
    return "declined";
  }
  // The world may have moved on while the GM decided: check again before writing.
  const again = interceptCheck(world, request, senderId);
  if ("refused" in again) return again.refused;
  const out = judgeIntercept(again.input, currentRuleset());
  await world.write(request.combatId, request.combatantId, { ...out.interceptor });
  await world.write(request.combatId, request.targetCombatantId, { ...out.mover });
  await world.post("ER.Engagement.Intercept.Done", names, secret);
  return null;
}

/** The relay's refusal reason for an outcome (null: carried out; a GM's "not past" is no refusal). */
export function interceptRelayOutcome(outcome: InterceptOutcome): RefusalReason | null {
  if (outcome === null || outcome === "declined") return null;
  if (outcome === "notOwner" || outcome === "unknownCombatant" || outcome === "unknownTarget") return outcome;
  return "interceptRefused";
}
