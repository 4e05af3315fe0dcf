/**
 * Foundry's documents as this folder reads them. Each caller names the narrow interface of what it
 * reads (apply.ts CardMessage, rally.ts RallyCombat …); the type package's document types (their
 * collections, update data and flag scopes) are met here, once, instead of at every call: core
 * types each document as its configured class (Actor.Implementation, with `system` its data model and
 * `flags` its declared scopes), which the narrow records cannot be assigned from, so each accessor
 * holds the folder's one cast for its collection.
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

/** The world's actors (`game.actors`), in order. */
export function worldActors<T extends object>(): T[] {
  return [...(game.actors?.contents ?? [])] as unknown as T[];
}

/** The world's items (`game.items`), in order: the items no actor holds. */
export function worldItems<T extends object>(): T[] {
  return [...(game.items?.contents ?? [])] as unknown as T[];
}

/** The world's chat messages (`game.messages`), in order. */
export function worldMessages<T extends object>(): T[] {
  return [...(game.messages?.contents ?? [])] as unknown as T[];
}

/**
 * Every actor of the world: its actors, then the synthetic actors of every scene's unlinked tokens
 * (each carries its own items and state; a linked token's actor is already among the world's).
 */
export function everyActor<T extends object>(): T[] {
  const unlinked = (game.scenes?.contents ?? []).flatMap((scene) => scene.tokens.contents.filter((token) => token.actorLink === false && token.actor).map((token) => token.actor!));
  return [...worldActors<T>(), ...(unlinked as unknown as T[])];
}

/** The Token placeables this client controls on the canvas (`canvas.tokens.controlled`). */
export function controlledTokens<T extends object>(): T[] {
  return [...(canvas?.tokens?.controlled ?? [])] as unknown as T[];
}

/** The current user's assigned character (`game.user.character`), or null. */
export function userCharacter<T extends object>(): T | null {
  return (game.user?.character ?? null) as unknown as T | null;
}

/** A document's `system` data as plain fields (an item's or an actor's); empty when it has none. */
export function systemOf(doc: { system?: unknown }): Readonly<Record<string, unknown>> {
  const system = doc.system;
  return system !== null && typeof system === "object" ? (system as Readonly<Record<string, unknown>>) : {};
}
