/**
 * One temporary fight for a Quench batch (the setup several batches wrote out each time): the
 * rule variants set to a preset, a temporary hex scene with one creature on it, and a started
 * combat. `end()` deletes what was made and puts the setting back. Run as the GM.
 */
import { SYSTEM_ID } from "../constants";
import type { VariantConfig } from "../rules";
import { ERCombat } from "../combat/combat";
import { createHexScene } from "./helpers";

const settingsApi = () => game.settings as unknown as { get(ns: string, key: string): unknown; set(ns: string, key: string, value: unknown): Promise<unknown> };

export interface TempFight {
  combat: ERCombat;
  scene: Scene.Implementation;
  end(): Promise<void>;
}

/** A started combat of one creature under `preset`, on a scene named `name`. */
export async function startTempFight(name: string, preset: VariantConfig): Promise<TempFight> {
  const saved = settingsApi().get(SYSTEM_ID, "variants");
  await settingsApi().set(SYSTEM_ID, "variants", structuredClone(preset));
  const scene = await createHexScene(name);
  const [actor] = await Actor.createDocuments([{ name: `${name} creature`, type: "creature" }] as Actor.CreateData[]);
  const actorId = actor?.id ?? "";
  const [token] = await scene.createEmbeddedDocuments("Token", [{ actorId, x: 200, y: 200, actorLink: true }] as unknown as TokenDocument.CreateData[]);
  const [made] = await Combat.createDocuments([{ scene: scene.id, active: true }] as unknown as Combat.CreateData[]);
  const combat = made as unknown as ERCombat;
  await combat.createEmbeddedDocuments("Combatant", [{ tokenId: token!.id, sceneId: scene.id, actorId }] as unknown as Combatant.CreateData[]);
  await combat.startCombat();
  return {
    combat,
    scene,
    async end() {
      await combat.delete();
      if (actorId) await Actor.deleteDocuments([actorId]);
      await scene.delete();
      await settingsApi().set(SYSTEM_ID, "variants", saved);
    },
  };
}
