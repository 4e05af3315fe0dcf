/**
 * Foundry's documents as this folder reads them. Each caller names the narrow interface of what it
 * reads (apply.ts CardMessage, rally.ts RallyCombat …); the type package's document types (their
 * collections, update data and flag scopes) are met here, once, instead of at every call.
 */

/** The document at `uuid` on this client (`fromUuidSync`), or null when there is none. */
export function documentAt<T extends object>(uuid: string): T | null {
  return (fromUuidSync(uuid) ?? null) as unknown as T | null;
}

/** A chat message of the world by id (`game.messages`). */
export function messageById<T extends object>(id: string): T | undefined {
  return game.messages?.get(id) as unknown as T | undefined;
}

/** A combat of the world by id (`game.combats`). */
export function combatById<T extends object>(id: string): T | undefined {
  return game.combats?.get(id) as unknown as T | undefined;
}

/** The world's combats (`game.combats`), in order. */
export function worldCombats<T extends object>(): T[] {
  return [...(game.combats?.contents ?? [])] as unknown as T[];
}

/** The combat the user views (`game.combat`), or null. */
export function viewedCombat<T extends object>(): T | null {
  return (game.combat ?? null) as unknown as T | null;
}

/** The current user's targeted tokens (`game.user.targets`, Token placeables). */
export function userTargets<T extends object>(): T[] {
  return [...(game.user?.targets ?? [])] as unknown as T[];
}

/** The world's active combat (`game.combats.active`), or undefined. */
export function activeCombat<T extends object>(): T | undefined {
  return (game.combats?.active ?? undefined) as unknown as T | undefined;
}

/** A document's `system` data as plain fields (an item's or an actor's); empty when it has none. */
export function systemOf(doc: { system?: unknown }): Readonly<Record<string, unknown>> {
  const system = doc.system;
  return system !== null && typeof system === "object" ? (system as Readonly<Record<string, unknown>>) : {};
}
