/**
 * Helpers the Quench batches share: a temporary hex scene, and opening a document's sheet.
 */
import { SYSTEM_ID } from "../constants";

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
