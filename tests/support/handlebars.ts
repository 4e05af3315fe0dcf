/**
 * Renders the system's Handlebars templates outside Foundry, for template tests and previews.
 * Foundry's own helpers that the templates use are registered as simple stand-ins with the same
 * call shapes; `localize` reads lang/en.json and throws on a missing key so a test catches it.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import Handlebars from "handlebars";

export const ROOT = resolve(import.meta.dirname, "../..");
const SYSTEM_PATH = "systems/enchanted-realms/";

type LangTree = { [key: string]: string | LangTree };
const lang = JSON.parse(readFileSync(join(ROOT, "lang/en.json"), "utf8")) as LangTree;

/** Looks a key up in lang/en.json; throws when it is missing (as a test should). */
export function localize(key: string, data: Record<string, unknown> = {}): string {
  let node: string | LangTree | undefined = lang;
  for (const part of key.split(".")) {
    node = typeof node === "object" ? node[part] : undefined;
    if (node === undefined) break;
  }
  if (typeof node !== "string") {
    // Foundry keys may contain dots in their last segment (TYPES.RegionBehavior.enchanted-realms.terrain).
    const flat = flattenLang(lang);
    const hit = flat.get(key);
    if (hit === undefined) throw new Error(`Missing localisation key: ${key}`);
    node = hit;
  }
  return node.replace(/\{(\w+)\}/g, (_m, name: string) => String(data[name] ?? `{${name}}`));
}

/**
 * Foundry's `Localization#format`: a key whose value is missing or not a string (an object of
 * sub-keys) shows as the key itself. For views that localise at run time (the card's labels),
 * where a preview must show what Foundry would, never a nicer stand-in.
 */
export function foundryLocalize(key: string, data: Record<string, unknown> = {}): string {
  try {
    return localize(key, data);
  } catch {
    return key;
  }
}

function flattenLang(tree: LangTree, prefix = "", out = new Map<string, string>()): Map<string, string> {
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === "string") out.set(prefix + k, v);
    else flattenLang(v, `${prefix}${k}.`, out);
  }
  return out;
}

interface HelperOptions {
  hash: Record<string, unknown>;
  fn?: (ctx: unknown) => string;
  inverse?: (ctx: unknown) => string;
}

function escape(value: unknown): string {
  return Handlebars.escapeExpression(String(value ?? ""));
}

/** A Handlebars environment with Foundry's helpers stood in and every template registered as a partial. */
export function createHandlebars(): typeof Handlebars {
  const hbs = Handlebars.create();
  hbs.registerHelper("localize", (key: string, options: HelperOptions) => localize(key, options.hash));
  hbs.registerHelper("concat", (...args: unknown[]) => args.slice(0, -1).join(""));
  hbs.registerHelper("checked", (v: unknown) => (v ? "checked" : ""));
  hbs.registerHelper("disabled", (v: unknown) => (v ? "disabled" : ""));
  hbs.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  hbs.registerHelper("ne", (a: unknown, b: unknown) => a !== b);
  hbs.registerHelper("lt", (a: number, b: number) => a < b);
  hbs.registerHelper("gt", (a: number, b: number) => a > b);
  hbs.registerHelper("lte", (a: number, b: number) => a <= b);
  hbs.registerHelper("gte", (a: number, b: number) => a >= b);
  hbs.registerHelper("not", (a: unknown) => !a);
  hbs.registerHelper("and", (...args: unknown[]) => args.slice(0, -1).every(Boolean));
  hbs.registerHelper("or", (...args: unknown[]) => args.slice(0, -1).some(Boolean));
  hbs.registerHelper("ifThen", (c: unknown, a: unknown, b: unknown) => (c ? a : b));
  hbs.registerHelper("numberFormat", (n: number, options: HelperOptions) => {
    const decimals = Number(options.hash["decimals"] ?? 0);
    const text = Number(n).toFixed(decimals);
    return options.hash["sign"] && n >= 0 ? `+${text}` : text;
  });
  hbs.registerHelper("selectOptions", (choices: Record<string, string> | unknown[], options: HelperOptions) => {
    const selected = options.hash["selected"];
    const doLocalize = Boolean(options.hash["localize"]);
    const entries: [string, string][] = Array.isArray(choices)
      ? choices.map((c) => {
          const o = c as Record<string, unknown>;
          const value = String(o[String(options.hash["valueAttr"] ?? "value")] ?? "");
          const label = String(o[String(options.hash["labelAttr"] ?? "label")] ?? "");
          return [value, label];
        })
      : Object.entries(choices);
    return new hbs.SafeString(
      entries
        .map(([value, label]) => {
          const text = doLocalize ? localize(label) : label;
          const sel = String(selected) === value ? " selected" : "";
          return `<option value="${escape(value)}"${sel}>${escape(text)}</option>`;
        })
        .join(""),
    );
  });
  hbs.registerHelper("editor", (content: string) => new hbs.SafeString(`<div class="editor-content">${content ?? ""}</div>`));
  for (const file of listTemplates()) {
    hbs.registerPartial(SYSTEM_PATH + relative(ROOT, file), readFileSync(file, "utf8"));
  }
  return hbs;
}

export function listTemplates(dir = join(ROOT, "templates")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return listTemplates(p);
    return e.name.endsWith(".hbs") ? [p] : [];
  });
}

/** Renders a template by its Foundry path (`systems/enchanted-realms/templates/...`) or its repo path. */
export function renderTemplate(path: string, context: unknown, hbs = createHandlebars()): string {
  const repoPath = path.startsWith(SYSTEM_PATH) ? path.slice(SYSTEM_PATH.length) : path;
  const template = hbs.compile(readFileSync(join(ROOT, repoPath), "utf8"), { strict: false });
  return template(context);
}
