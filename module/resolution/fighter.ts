/**
 * An actor document as fighterOf (module/actors/fighter.ts) reads it: its type, system data, owned
 * items as a list (a Collection iterates its documents), statuses, and whether a non-GM user owns it.
 */
import { fighterOf } from "./pipeline";
import type { Fighter } from "../rules/resolution/types";

/** The parts of an Actor read here. */
export interface ActorLike {
  type?: string;
  system?: unknown;
  items?: Iterable<{ type: string; system: unknown }>;
  statuses?: Iterable<string>;
  hasPlayerOwner?: boolean;
}

export function actorFighter(actor: ActorLike): Fighter {
  const type = actor.type === "creature" ? "creature" : "character";
  return fighterOf({
    type,
    system: actor.system,
    items: [...(actor.items ?? [])],
    statuses: [...(actor.statuses ?? [])],
    playerCharacter: type === "character" && actor.hasPlayerOwner === true,
  });
}
