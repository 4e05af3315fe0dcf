/**
 * One temporary fight for the live-world batches: the variants in force saved and set, a 5-ft hex
 * scene viewed, one actor with one linked token, a started combat holding it; `cleanup` deletes
 * every document it made and the chat messages posted since, and restores the variants.
 */
import { SYSTEM_ID } from "../constants";
import { PRESETS } from "../rules";
import { createHexScene, until } from "./helpers";
import { BATCH_TIMEOUT_MS, type QuenchBatchContext } from "./types";

const settingsApi = () => game.settings as unknown as { get(ns: string, key: string): unknown; set(ns: string, key: string, value: unknown): Promise<unknown> };

export interface TempFight {
  readonly scene: Scene.Implementation;
  readonly actor: Actor.Implementation;
  readonly token: TokenDocument.Implementation;
  readonly combat: Combat.Implementation;
  /** Chat messages posted since the fight was made. */
  newMessages(): ChatMessage.Implementation[];
  cleanup(): Promise<void>;
}

/** The fight, or a thrown error naming what could not be made (the batch's `before` reports it). */
export async function tempFight(options: { name: string; variants: unknown; actor: object; token: object; width?: number; height?: number }): Promise<TempFight> {
  const saved = settingsApi().get(SYSTEM_ID, "variants");
  await settingsApi().set(SYSTEM_ID, "variants", structuredClone(options.variants));
  const before = new Set((game.messages?.contents ?? []).map((m) => m.id));
  const scene = await createHexScene(options.name, { width: options.width ?? 1000, height: options.height ?? 1000 });
  await scene.update({ "grid.distance": 5, "grid.units": "ft" } as never);
  await scene.view();
  const [made] = await Actor.createDocuments([{ name: options.name, ...options.actor }] as unknown as Actor.CreateData[]);
  const actor = (made ?? null) as Actor.Implementation | null;
  if (!actor) throw new Error("could not create the actor");
  const tokens = await scene.createEmbeddedDocuments("Token", [{ actorId: actor.id, x: 200, y: 200, actorLink: true, ...options.token }] as unknown as TokenDocument.CreateData[]);
  const token = (tokens[0] ?? null) as TokenDocument.Implementation | null;
  if (!token || !(await until(() => Boolean(scene.tokens.get(token.id ?? "")?.object), 10_000))) throw new Error("the token is not drawn");
  const combat = ((await Combat.create({ scene: scene.id } as unknown as Combat.CreateData)) ?? null) as unknown as Combat.Implementation | null;
  if (!combat) throw new Error("could not create the combat");
  await combat.createEmbeddedDocuments("Combatant", [{ actorId: actor.id, tokenId: token.id, sceneId: scene.id }] as unknown as Combatant.CreateData[]);
  await combat.activate();
  await combat.startCombat();
  const newMessages = () => (game.messages?.contents ?? []).filter((m) => m.id && !before.has(m.id));
  return {
    scene,
    actor,
    token,
    combat,
    newMessages,
    async cleanup() {
      if (game.combats?.get(combat.id ?? "")) await combat.delete();
      const ids = newMessages().map((m) => m.id!);
      if (ids.length) await ChatMessage.deleteDocuments(ids);
      if (actor.id) await Actor.deleteDocuments([actor.id]);
      await scene.delete();
      await settingsApi().set(SYSTEM_ID, "variants", saved ?? structuredClone(PRESETS.book));
    },
  };
}

/**
 * A batch's temporary fight made in its `before` hook and taken down in its `after`: run as the
 * active GM (the system's writes happen on that client). Returns the fight's reader for the tests.
 */
export function useTempFight(context: Pick<QuenchBatchContext, "before" | "after" | "assert">, options: Parameters<typeof tempFight>[0]): () => TempFight | null {
  let fight: TempFight | null = null;
  context.before(async function () {
    this.timeout(BATCH_TIMEOUT_MS);
    context.assert.isTrue(game.user?.isGM === true && game.users?.activeGM?.isSelf === true, "run this batch as the active GM");
    fight = await tempFight(options);
  });
  context.after(async function () {
    this.timeout(BATCH_TIMEOUT_MS);
    await fight?.cleanup();
  });
  return () => fight;
}
