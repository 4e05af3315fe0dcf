/**
 * A strict stand-in for Foundry's world settings as a writer meets them (`game.settings` for
 * `scope: "world"`). A world setting is a Setting document: `set` serialises the value to JSON
 * (SettingData#value, "serialized to JSON"), then creates the document on the first write
 * (`preCreateSetting(document, data, options, userId)`) or updates it on later ones
 * (`preUpdateSetting(document, changes, options, userId)`, with only the changed `value`), running
 * those hooks on the writing client, where an explicit false cancels the write. Only a cancelled-free
 * write is stored and calls the setting's onChange with the parsed value. A write that changes
 * nothing is not made at all (no hook, no onChange). A user who may not modify world settings
 * (below GM here) is refused with an error, as the server does. `get` of an unregistered setting
 * throws; values come back as fresh copies parsed from the stored JSON, never the caller's object.
 */
import type { StrictHooks } from "./permissive-foundry";

export interface SettingRegistration {
  scope: string;
  default?: unknown;
  onChange?: (value: unknown, options?: unknown, userId?: string) => void;
  [key: string]: unknown;
}

export interface SettingWriter {
  id: string;
  isGM: boolean;
}

export class StrictWorldSettings {
  readonly registered = new Map<string, SettingRegistration>();
  readonly menus = new Map<string, Record<string, unknown>>();
  /** The Setting documents of the world, by key: their stored JSON. */
  readonly documents = new Map<string, { key: string; value: string }>();
  #hooks: StrictHooks;
  #writer: () => SettingWriter;

  constructor(hooks: StrictHooks, writer: () => SettingWriter) {
    this.#hooks = hooks;
    this.#writer = writer;
  }

  register(namespace: string, key: string, data: SettingRegistration): void {
    this.registered.set(`${namespace}.${key}`, data);
  }

  registerMenu(namespace: string, key: string, data: Record<string, unknown>): void {
    this.menus.set(`${namespace}.${key}`, data);
  }

  get(namespace: string, key: string): unknown {
    const id = `${namespace}.${key}`;
    const config = this.registered.get(id);
    if (!config) throw new Error(`"${id}" is not a registered game setting`);
    const doc = this.documents.get(id);
    if (doc) return JSON.parse(doc.value) as unknown;
    return config.default === undefined ? undefined : structuredClone(config.default);
  }

  async set(namespace: string, key: string, value: unknown): Promise<unknown> {
    const id = `${namespace}.${key}`;
    const config = this.registered.get(id);
    if (!config) throw new Error(`"${id}" is not a registered game setting`);
    if (config.scope !== "world") throw new Error("this stand-in only stores world settings");
    const user = this.#writer();
    if (!user.isGM) throw new Error(`User ${user.id} lacks permission to update Setting [${id}]`);
    const json = JSON.stringify(value);
    if (json === undefined) throw new Error("a setting value must serialise to JSON");
    await Promise.resolve();
    const existing = this.documents.get(id);
    if (!existing) {
      const document = { key: id, value: json };
      const data = { key: id, value: json };
      if (!this.#hooks.call("preCreateSetting", document, data, {}, user.id)) return undefined;
      this.documents.set(id, { key: id, value: data.value });
      config.onChange?.(JSON.parse(data.value), {}, user.id);
      this.#hooks.callAll("createSetting", this.documents.get(id), {}, user.id);
      return value;
    }
    if (existing.value === json) return value;
    const changes: { value: string } = { value: json };
    if (!this.#hooks.call("preUpdateSetting", existing, changes, {}, user.id)) return undefined;
    existing.value = changes.value;
    config.onChange?.(JSON.parse(existing.value), {}, user.id);
    this.#hooks.callAll("updateSetting", existing, changes, {}, user.id);
    return value;
  }

  /** Stores a value past every check, as a hand-edited or older world file would hold it. */
  storeRaw(id: string, value: unknown): void {
    this.documents.set(id, { key: id, value: JSON.stringify(value) });
  }
}
