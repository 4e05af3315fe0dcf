/**
 * An actor document as fighterOf (module/actors/fighter.ts) reads it: its type, system data, owned
 * items as a list (a Collection iterates its documents), statuses, and whether a non-GM user owns it.
 */
import { fighterOf } from "./pipeline";
import type { Fighter } from "../rules/resolution/types";
import { SYSTEM_ID } from "../constants";
import { isPlayerCharacter } from "../actors/player-character";

/** The parts of an Actor read here. */
export interface ActorLike {
  type?: string;
  system?: unknown;
  items?: Iterable<{ type: string; system: unknown }>;
  statuses?: Iterable<string>;
  hasPlayerOwner?: boolean;
  flags?: Record<string, Record<string, unknown> | undefined>;
}

/** The actor flag listing badges a rule set by itself (`coma` from a death save, `injured` from the Injury Table). */
export const BADGES_FLAG = "badges";

function badgesOf(actor: ActorLike): unknown[] {
  const list = actor.flags?.[SYSTEM_ID]?.[BADGES_FLAG];
  return Array.isArray(list) ? list : [];
}

export function actorFighter(actor: ActorLike): Fighter {
  const type = actor.type === "creature" ? "creature" : "character";
  return fighterOf({
    type,
    system: actor.system,
    items: [...(actor.items ?? [])],
    statuses: [...(actor.statuses ?? [])],
    // The badges a rule set (OSR injured: disadvantage on every check, 002:L115) are conditions too.
    badges: badgesOf(actor),
    playerCharacter: isPlayerCharacter(actor),
  });
}
