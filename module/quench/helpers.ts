/**
 * Helpers the Quench batches share: a temporary hex scene, and opening a document's sheet.
 */
import { SYSTEM_ID } from "../constants";
import { VARIANTS_SETTING } from "../variants/setting";
import { BATCH_TIMEOUT_MS, type QuenchBatchContext } from "./types";

/**
 * A temporary hex scene for a Quench batch: pointy-top odd rows (the system's default grid), one
 * hex per 100 px and per unit, no padding. The caller deletes it afterwards.
 */

export interface TempSceneOptions {
  width?: number;
  height?: number;
  /** The scene's default terrain (flags.enchanted-realms.terrain); core's default when omitted. */
  terrain?: string;
}

export async function createHexScene(name: string, options: TempSceneOptions = {}): Promise<Scene.Implementation> {
  const data: Record<string, unknown> = {
    name,
    width: options.width ?? 1000,
    height: options.height ?? 1000,
    padding: 0,
    grid: { type: CONST.GRID_TYPES.HEXODDR, size: 100, distance: 1, units: "hex" },
  };
  if (options.terrain !== undefined) data["flags"] = { [SYSTEM_ID]: { terrain: options.terrain } };
  // Scene creation data of core's schema; the type package's create-data union is too narrow to spell here.
  const scene = await foundry.documents.Scene.create(data as never);
  if (!scene) throw new Error(`could not create the scene "${name}"`);
  return scene as Scene.Implementation;
}

/** The ApplicationV2 surface of an open sheet the batches use. */
export interface OpenSheet {
  element: HTMLElement;
  rendered: boolean;
  isEditable: boolean;
  render(options: { force: boolean }): Promise<unknown>;
  changeTab(tab: string, group: string): void;
  close(): Promise<unknown>;
}

/** Resolves once `condition` holds, or with false after `timeoutMs`. */
export async function until(condition: () => boolean, timeoutMs = 5000): Promise<boolean> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/** Renders a document's sheet and waits (up to 5 s) until it is rendered. */
export async function openSheet(doc: { sheet: unknown }): Promise<OpenSheet> {
  // The document's sheet is typed per document class; only its ApplicationV2 surface is used here.
  const sheet = doc.sheet as OpenSheet;
  await sheet.render({ force: true });
  await until(() => sheet.rendered);
  return sheet;
}

/** The dice configuration parts a batch touches to fix a roll (CONFIG.Dice, v13 and v14). */
interface DiceConfig {
  randomUniform: () => number;
  fulfillment?: { defaultMethod?: string };
}

/**
 * Runs `work` with every d20 rolled through core's dice landing on `face`, then restores the dice.
 * Core maps `CONFIG.Dice.randomUniform` to a face when no fulfillment method (manual entry, a dice
 * module) takes the die; which end of the unit interval gives the high face is probed rather than
 * assumed, and a world where the die cannot be fixed throws rather than rolling at random.
 */
export async function withD20<T>(face: number, work: () => Promise<T>): Promise<T> {
  const dice = CONFIG.Dice as unknown as DiceConfig;
  const random = dice.randomUniform;
  const method = dice.fulfillment?.defaultMethod;
  const restore = () => {
    dice.randomUniform = random;
    if (dice.fulfillment && method !== undefined) dice.fulfillment.defaultMethod = method;
  };
  if (dice.fulfillment) dice.fulfillment.defaultMethod = "";
  const low = (face - 0.5) / 20;
  for (const u of [low, 1 - low]) {
    dice.randomUniform = () => u;
    const probe = await new Roll("1d20").evaluate();
    if (Number(probe.total) !== face) continue;
    try {
      return await work();
    } finally {
      restore();
    }
  }
  restore();
  throw new Error(`a d20 cannot be fixed at ${face} in this world (a dice fulfillment method takes it)`);
}

/** What a batch's temporary world holds once its `before` hook has run. */
export interface TemporaryWorld {
  /** The temporary hex scene (throws before the batch's `before` hook has created it). */
  readonly scene: Scene.Implementation;
  readonly actors: readonly Actor.Implementation[];
  /** Whether the Rule Variants setting is registered (a world without the system's settings is not). */
  variantsRegistered(): boolean;
  /** Puts a copy of `config` in the Rule Variants setting; the world's own is restored afterwards. */
  useVariants(config: unknown): Promise<void>;
  /** The chat messages posted since the world was made (deleted afterwards). */
  newMessages(): ChatMessage.Implementation[];
}

export interface TemporaryWorldSpec {
  scene: string;
  width: number;
  height: number;
  /** Actor create data of the system's schema (the type package's union is too narrow to spell it). */
  actors: readonly object[];
}

/**
 * The set-up the variant batches share: before the batch, a temporary optimal-terrain hex scene,
 * viewed, and its actors; after it, the world's own Rule Variants setting and viewed scene put back
 * and everything temporary deleted (the chat messages posted meanwhile too), so a live world is
 * left as it was found.
 */
export function temporaryWorld(context: Pick<QuenchBatchContext, "before" | "after">, spec: TemporaryWorldSpec): TemporaryWorld {
  let scene: Scene.Implementation | null = null;
  let previousScene: Scene.Implementation | null = null;
  let actors: Actor.Implementation[] = [];
  let previousVariants: unknown = undefined;
  const messagesBefore = new Set<string>();
  const newMessages = () => (game.messages?.contents ?? []).filter((m) => m.id && !messagesBefore.has(m.id));
  const settingKey = `${SYSTEM_ID}.${VARIANTS_SETTING}`;
  const variantsRegistered = () => game.settings?.settings.has(settingKey as never) === true;

  context.before(async function () {
    this.timeout(BATCH_TIMEOUT_MS);
    previousScene = game.scenes?.viewed ?? null;
    if (variantsRegistered()) previousVariants = game.settings!.get(SYSTEM_ID as never, VARIANTS_SETTING as never);
    scene = await createHexScene(spec.scene, { width: spec.width, height: spec.height, terrain: "optimal" });
    await scene.view();
    actors = (await foundry.documents.Actor.createDocuments(spec.actors as never)) as Actor.Implementation[];
    for (const m of game.messages?.contents ?? []) if (m.id) messagesBefore.add(m.id);
  });

  context.after(async function () {
    this.timeout(BATCH_TIMEOUT_MS);
    if (variantsRegistered() && previousVariants !== undefined) await game.settings!.set(SYSTEM_ID as never, VARIANTS_SETTING as never, previousVariants as never);
    if (scene) await scene.delete();
    for (const a of actors) await a.delete();
    const posted = newMessages().map((m) => m.id!);
    if (posted.length) await ChatMessage.deleteDocuments(posted);
    if (previousScene) await previousScene.view();
  });

  return {
    get scene() {
      if (!scene) throw new Error(`the temporary scene "${spec.scene}" is made in the batch's before hook`);
      return scene;
    },
    get actors() {
      return actors;
    },
    variantsRegistered,
    newMessages,
    useVariants: async (config) => {
      await game.settings!.set(SYSTEM_ID as never, VARIANTS_SETTING as never, structuredClone(config) as never);
    },
  };
}
