/**
 * A light's burn is the GM's to write (VARIANTS.md row 16, §13.3; 002:L160, L245). Foundry lets an
 * item's owner write any of its fields, yet the burn (`system.burnSeconds`, `burnedSeconds`, `litAt`)
 * is written only by the active GM's client: lit or put out over the relay (light-gm.ts), burnt down
 * by the world clock (world-clocks.ts), set by a GM on the sheet. Decision: the trustworthy shape is
 * GM-written fields, with three guards, as the dying state has (dying-guard.ts):
 * - a player's sheet shows them disabled (sheets/context/item.ts `gmOnly`);
 * - `preUpdateItem` on a player's own client takes the burn out of its write with a localised
 *   message and keeps the rest of what was typed (an honest client never sends it);
 * - every GM client keeps a copy of every light's burn from every GM write, the active GM keeps it in
 *   a hidden world setting (only a GM writes one; it survives a reload and a hand-over), and a
 *   non-GM's write to the burn is put back from it (also what was written while no GM was connected,
 *   at ready). A world without the setting yet is seeded from its items as they are. An item a
 *   player creates (a torch dragged from a compendium) keeps its burn time but starts out, not lit.
 */
import { SYSTEM_ID } from "../constants";
import { refuse } from "../combat/refusals";
import { isRecord } from "./records";
import { onDocumentHook } from "./hooks";

export const LIGHT_RECORD_SETTING = "lightRecord";
const KEYS = ["burnSeconds", "burnedSeconds", "litAt"] as const;

/** A gear item's burn as stored (whole numbers; litAt null when out). */
export interface Burn {
  burnSeconds: number;
  burnedSeconds: number;
  litAt: number | null;
}

export interface GuardedItem {
  uuid?: string;
  type?: string;
  system?: unknown;
  update(data: Record<string, unknown>): Promise<unknown>;
}

const NONE: Burn = Object.freeze({ burnSeconds: 0, burnedSeconds: 0, litAt: null });
const trusted = new Map<string, Burn>();
let loaded = false;

const whole = (v: unknown): number | null => (typeof v === "number" && Number.isSafeInteger(v) ? v : null);

/** An item's burn as it stands (a non-number reads as 0, or null for litAt). */
export function burnOf(item: { system?: unknown }): Burn {
  const s = isRecord(item.system) ? item.system : {};
  return { burnSeconds: whole(s["burnSeconds"]) ?? 0, burnedSeconds: whole(s["burnedSeconds"]) ?? 0, litAt: whole(s["litAt"]) };
}

const same = (a: Burn, b: Burn): boolean => a.burnSeconds === b.burnSeconds && a.burnedSeconds === b.burnedSeconds && a.litAt === b.litAt;
const isNone = (b: Burn): boolean => same(b, NONE);

/** The record's burn for a gear item on a GM's client (none recorded: no burn). */
export function trustedBurn(item: GuardedItem): Burn {
  return (item.uuid ? trusted.get(item.uuid) : undefined) ?? { ...NONE };
}

/**
 * What a GM's client reads as an item's burn: the record's where this client holds it (a player's
 * write racing the put-back is never read, nor written back as the GM's), else null (read the item).
 */
export function recordedBurn(item: { uuid?: string; type?: string }): Burn | null {
  return loaded && item.uuid && item.type === "gear" ? trustedBurn(item as GuardedItem) : null;
}

function record(uuid: string, burn: Burn): boolean {
  const held = trusted.get(uuid);
  if (isNone(burn)) return trusted.delete(uuid);
  if (held && same(held, burn)) return false;
  trusted.set(uuid, { ...burn });
  return true;
}

async function persist(): Promise<void> {
  if (!game.users?.activeGM?.isSelf) return;
  await game.settings?.set(SYSTEM_ID, LIGHT_RECORD_SETTING, { seeded: true, items: Object.fromEntries(trusted) });
}

const putBack = (burn: Burn): Record<string, unknown> => Object.fromEntries(KEYS.map((k) => [`system.${k}`, burn[k]]));

/** Whether an update's data (expanded or dotted, a `-=` deletion included) touches the burn. */
export function touchesBurn(changed: unknown): boolean {
  if (!isRecord(changed)) return false;
  if (KEYS.some((k) => `system.${k}` in changed || `system.-=${k}` in changed) || "system.-=" in changed) return true;
  const system = changed["system"];
  return isRecord(system) && KEYS.some((k) => k in system || `-=${k}` in system);
}

/** Takes the burn out of a write's data, in place; true when there was some. */
export function stripBurn(changed: Record<string, unknown>): boolean {
  let found = false;
  for (const k of KEYS) {
    for (const key of [`system.${k}`, `system.-=${k}`]) if (key in changed) found = delete changed[key];
    const system = changed["system"];
    if (isRecord(system)) for (const key of [k, `-=${k}`]) if (key in system) found = delete system[key];
  }
  return found;
}

const writerIsGM = (userId: unknown): boolean => typeof userId === "string" && game.users?.get(userId)?.isGM === true;

/** `updateItem` on every GM client: a GM's write of the burn is the record; a non-GM's is put back by the active GM. */
export async function guardItemUpdate(item: GuardedItem, changed: unknown, userId: unknown): Promise<boolean> {
  if (!loaded || !item.uuid || item.type !== "gear" || !touchesBurn(changed)) return false;
  if (writerIsGM(userId)) {
    if (record(item.uuid, burnOf(item))) await persist();
    return false;
  }
  if (!game.users?.activeGM?.isSelf) return false;
  const held = trustedBurn(item);
  if (same(burnOf(item), held)) return false;
  refuse("lightWrite", userId, { item: item.uuid, changed });
  await item.update(putBack(held));
  return true;
}

/** `createItem`: a GM's item is recorded as created; a player's keeps its burn time and starts out. */
export async function guardItemCreate(item: GuardedItem, userId: unknown): Promise<void> {
  if (!loaded || !item.uuid || item.type !== "gear") return;
  const burn = burnOf(item);
  if (writerIsGM(userId)) {
    if (record(item.uuid, burn)) await persist();
    return;
  }
  if (!game.users?.activeGM?.isSelf) return;
  const out = { ...burn, litAt: null };
  if (record(item.uuid, out)) await persist();
  if (burn.litAt !== null) await item.update(putBack(out));
}

function takeStored(value: unknown): boolean {
  trusted.clear();
  const stored = isRecord(value) ? value : {};
  const items = isRecord(stored["items"]) ? stored["items"] : {};
  for (const [uuid, v] of Object.entries(items)) {
    if (!isRecord(v)) continue;
    const b = burnOf({ system: v });
    if (!isNone(b)) trusted.set(uuid, b);
  }
  return stored["seeded"] === true;
}

/** At ready, on a GM's client: loads the record; the active GM seeds it the first time, else puts back what differs. Returns how many it put back. */
export async function loadLightRecord(items: Iterable<GuardedItem>): Promise<number> {
  if (!game.user?.isGM) return 0;
  let seeded = false;
  try {
    seeded = takeStored(game.settings?.get(SYSTEM_ID, LIGHT_RECORD_SETTING));
  } catch {
    trusted.clear();
  }
  loaded = seeded || game.users?.activeGM?.isSelf === true;
  if (!game.users?.activeGM?.isSelf) return 0;
  let put = 0;
  for (const item of items) {
    if (!item.uuid || item.type !== "gear") continue;
    if (!seeded) record(item.uuid, burnOf(item));
    else if (!same(burnOf(item), trustedBurn(item))) {
      await item.update(putBack(trustedBurn(item)));
      put++;
    }
  }
  if (!seeded) await persist();
  return put;
}

/** The setting changed (the active GM wrote it): another GM's client takes it as its copy. */
export function onLightRecordChange(value: unknown): void {
  if (!game.user?.isGM || game.users?.activeGM?.isSelf) return;
  if (takeStored(value)) loaded = true;
}

/** Forgets the record (tests; a reload starts empty anyway). */
export function resetLightRecord(): void {
  trusted.clear();
  loaded = false;
}

/** `preUpdateItem` on the writing client: a player's write loses its burn (the rest is kept) with a localised message. */
export function refuseOwnBurnWrite(item: { type?: string }, changed: unknown): void {
  if (game.user?.isGM === true || item.type !== "gear" || !isRecord(changed) || !stripBurn(changed)) return;
  ui.notifications?.warn(game.i18n?.localize("ER.Light.BurnRefused") ?? "ER.Light.BurnRefused");
}

/** Registers the hidden setting and the hooks (at init); the record loads at ready. */
export function registerLightGuard(everyItem: () => GuardedItem[]): void {
  game.settings?.register(SYSTEM_ID, LIGHT_RECORD_SETTING, { scope: "world", config: false, type: Object, default: {}, onChange: onLightRecordChange });
  Hooks.on("preUpdateItem", (item, changed) => {
    refuseOwnBurnWrite(item, changed);
  });
  onDocumentHook<GuardedItem, "updateItem">("updateItem", (item, changed, _options, userId) => void guardItemUpdate(item, changed, userId));
  onDocumentHook<GuardedItem, "createItem">("createItem", (item, _options, userId) => void guardItemCreate(item, userId));
  Hooks.on("deleteItem", (item) => {
    const uuid = item.uuid;
    if (loaded && uuid && trusted.delete(uuid)) void persist();
  });
  Hooks.once("ready", () => void loadLightRecord(everyItem()).catch((error: unknown) => console.error("Enchanted Realms | loading the light record failed", error)));
}

declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  interface SettingConfig {
    /** The GM's copy of every light's burn (hidden, world scope); read back as untrusted JSON (takeStored). */
    "enchanted-realms.lightRecord": { seeded?: boolean; items?: Record<string, unknown> };
  }
}
