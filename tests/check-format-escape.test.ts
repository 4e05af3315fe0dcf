/**
 * The escaping check (`npm run check:structure`, scripts/check-format-escape.mjs): an `i18n.format`
 * result that reaches HTML with a value a user controls is reported; an escaped value, an escaped
 * result, literal or localised values, and results that never reach HTML pass.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script, without type declarations.
import * as check from "../scripts/check-format-escape.mjs";

const lib = check as {
  unescapedFormats(source: string, fileName?: string): Array<{ line: number; text: string }>;
  unescapedFormatsIn(folder: string): Array<{ path: string; line: number; text: string }>;
};
const lines = (source: string): number[] => lib.unescapedFormats(source).map((h) => h.line);

describe("check-format-escape", () => {
  it("reports the two shapes the GM notes had: a name (and a shorthand value) formatted into a whispered message's content", () => {
    const disrupted = [
      "async function note(c, spell) {",
      "  const content = game.i18n?.format(\"ER.Note\", { name: c.name ?? \"\", spell }) ?? \"\";",
      "  await ChatMessage.create({ content, whisper });",
      "}",
    ].join("\n");
    expect(lines(disrupted)).toEqual([2]);
    const morale = "const content = game.i18n?.format(\"K\", { name: combatant.name ?? \"\", outcome: label, total: String(t) }) ?? label;\nawait ChatMessage.create({ content, whisper });";
    expect(lines(morale)).toEqual([1]);
  });

  it("reports a content property, innerHTML and a markup template fed directly", () => {
    expect(lines("ChatMessage.create({ content: game.i18n.format(\"K\", { name }) });")).toEqual([1]);
    expect(lines("el.innerHTML = i18n.format(\"K\", { name: actor.name });")).toEqual([1]);
    expect(lines("const html = `<p>${game.i18n?.format(\"K\", { name: n })}</p>`;")).toEqual([1]);
  });

  it("reports a message's flavor and an insertAdjacentHTML argument, not insertAdjacentHTML's position", () => {
    expect(lines("ChatMessage.create({ flavor: game.i18n.format(\"K\", { name }) });")).toEqual([1]);
    expect(lines("el.insertAdjacentHTML(\"beforeend\", game.i18n.format(\"K\", { name }));")).toEqual([1]);
    expect(lines("el.insertAdjacentHTML(\"beforeend\", foundry.utils.escapeHTML(game.i18n.format(\"K\", { name })));")).toEqual([]);
  });

  it("passes escaped values, an escaped result, literal, localised and String() values", () => {
    const ok = [
      "const content = game.i18n.format(\"K\", { name: foundry.utils.escapeHTML(n), spell: escape(s) });",
      "ChatMessage.create({ content });",
      "const other = `<p>${foundry.utils.escapeHTML(game.i18n.format(\"K\", { name: n }))}</p>`;",
      "ChatMessage.create({ content: game.i18n.format(\"K\", { total: String(t), side: game.i18n.localize(\"S\"), dash: t === null ? \"—\" : String(t), n: 3 }) });",
      "ChatMessage.create({ content: game.i18n.format(\"K\") });",
    ].join("\n");
    expect(lines(ok)).toEqual([]);
  });

  it("passes a result that reaches no HTML (a notification, a title) and a variable escaped where it is used", () => {
    const ok = [
      "ui.notifications.warn(game.i18n.format(\"K\", { name }));",
      "const title = game.i18n.format(\"K\", { name });",
      "const content = game.i18n.format(\"K\", { name });",
      "await Dialog.confirm({ content: `<p>${foundry.utils.escapeHTML(content)}</p>` });",
    ].join("\n");
    expect(lines(ok)).toEqual([]);
  });

  it("reports a variable used unescaped in a markup template", () => {
    expect(lines("const line = game.i18n.format(\"K\", { name });\nconst html = `<p>${line}</p>`;")).toEqual([1]);
  });

  const made = mkdtempSync(join(tmpdir(), "er-format-"));
  afterAll(() => rmSync(made, { recursive: true, force: true }));

  it("walks a folder, leaves tests out, and the system's own module/ passes", () => {
    const module = join(made, "module");
    mkdirSync(join(module, "deep"), { recursive: true });
    writeFileSync(join(module, "deep", "bad.ts"), "ChatMessage.create({ content: game.i18n.format(\"K\", { name }) });\n");
    writeFileSync(join(module, "bad.test.ts"), "ChatMessage.create({ content: game.i18n.format(\"K\", { name }) });\n");
    expect(lib.unescapedFormatsIn(module).map((h) => [h.path, h.line])).toEqual([["module/deep/bad.ts", 1]]);
    expect(lib.unescapedFormatsIn(join(import.meta.dirname, "..", "module"))).toEqual([]);
    // It parses every source file of module/ (over 500): seconds on a loaded machine, not vitest's default 5.
  }, 60_000);
});
