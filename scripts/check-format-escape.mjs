#!/usr/bin/env node
// No `i18n.format(...)` result reaches HTML with a value a user may control left unescaped
// (docs/development.md, "Security model": every player-controlled string in a chat note is escaped).
// A localised line is trusted text; the values formatted into it are not (a token's name, a spell's
// name). Run by `npm run check:structure`.
//
//   node scripts/check-format-escape.mjs [folder]
//
// A `format` call is checked where its result goes into HTML: a `content` or `flavor` property (a
// chat message's or a dialog's), an `insertAdjacentHTML` argument, a `.innerHTML`/`.outerHTML` assignment, or a template literal holding
// markup (`<`); through `??`, `||`, `? :`, parentheses, type assertions and local variables (a
// variable goes where its uses go). It passes when the whole result is escaped (an `escapeHTML(...)`/`escape(...)`
// call around it) or when every value of its data object is safe: a string or number literal, an
// escape call, a `localize(...)` call (the language file's own text), `String(...)` (numbers: the
// convention for counts and totals), or a conditional of safe values. Anything else (a name, a
// variable) is reported with its file and line. Tests and benches are left out.
//
// Exit code 0 when every call passes; otherwise the list and exit code 1.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Message and dialog properties Foundry renders as HTML: a chat message's content and flavor. */
const HTML_PROPERTIES = /^(content|flavor)$/;
const ESCAPE = /^(escape|escapeHTML)$/;

/** The called function's last name: `foundry.utils.escapeHTML(x)` → "escapeHTML", `format` of `game.i18n?.format`. */
function calleeName(call) {
  const e = call.expression;
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return e.name.text;
  return "";
}

/** Whether `call` is `<…>i18n.format(…)` (optional chaining included). */
function isI18nFormat(call) {
  const e = call.expression;
  if (!ts.isPropertyAccessExpression(e) || e.name.text !== "format") return false;
  const owner = e.expression;
  return (ts.isPropertyAccessExpression(owner) && owner.name.text === "i18n") || (ts.isIdentifier(owner) && owner.text === "i18n");
}

/** Whether a data value is safe to place in HTML unescaped. */
function safeValue(node) {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)) return safeValue(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isNumericLiteral(node)) return true;
  if (ts.isConditionalExpression(node)) return safeValue(node.whenTrue) && safeValue(node.whenFalse);
  if (ts.isCallExpression(node)) {
    const name = calleeName(node);
    return ESCAPE.test(name) || name === "localize" || name === "String";
  }
  return false;
}

/** Whether every value of the call's data object is safe (no data object: nothing formatted in). */
function safeData(call) {
  const data = call.arguments[1];
  if (!data) return true;
  if (!ts.isObjectLiteralExpression(data)) return false;
  return data.properties.every((p) => ts.isPropertyAssignment(p) && safeValue(p.initializer));
}

/** The identifiers naming `declaration`'s variable in its enclosing block (its uses). */
function usesOf(declaration) {
  const name = declaration.name.text;
  let scope = declaration.parent;
  while (scope && !ts.isBlock(scope) && !ts.isSourceFile(scope)) scope = scope.parent;
  const uses = [];
  const visit = (node) => {
    if (ts.isIdentifier(node) && node.text === name && node !== declaration.name) uses.push(node);
    ts.forEachChild(node, visit);
  };
  if (scope) visit(scope);
  return uses;
}

/**
 * Where an expression's value goes: "escaped" (an escape call takes it), "html" (an HTML sink), or
 * "other" (a notification, a title, a wrapper's return value). A variable's value goes where its
 * uses go (any use in HTML makes it HTML).
 */
function destination(start, depth = 0) {
  let node = start;
  for (;;) {
    const parent = node.parent;
    if (!parent || depth > 5) return "other";
    if (ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent) || ts.isNonNullExpression(parent) || ts.isConditionalExpression(parent)) {
      node = parent;
      continue;
    }
    if (ts.isBinaryExpression(parent)) {
      const op = parent.operatorToken.kind;
      if (op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken) {
        node = parent;
        continue;
      }
      if (op === ts.SyntaxKind.EqualsToken && parent.right === node && ts.isPropertyAccessExpression(parent.left) && /^(innerHTML|outerHTML)$/.test(parent.left.name.text)) return "html";
      return "other";
    }
    if (ts.isCallExpression(parent)) {
      // `el.insertAdjacentHTML(where, html)` parses its second argument as markup.
      if (calleeName(parent) === "insertAdjacentHTML" && parent.arguments[1] === node) return "html";
      return ESCAPE.test(calleeName(parent)) ? "escaped" : "other";
    }
    if (ts.isTemplateSpan(parent)) {
      const template = parent.parent;
      const text = [template.head.text, ...template.templateSpans.map((s) => s.literal.text)].join("");
      return text.includes("<") ? "html" : "other";
    }
    if (ts.isVariableDeclaration(parent) && parent.initializer === node && ts.isIdentifier(parent.name)) {
      return usesOf(parent).some((use) => destination(use, depth + 1) === "html") ? "html" : "other";
    }
    if (ts.isPropertyAssignment(parent)) return parent.initializer === node && HTML_PROPERTIES.test(parent.name.getText()) ? "html" : "other";
    if (ts.isShorthandPropertyAssignment(parent)) return HTML_PROPERTIES.test(parent.name.text) ? "html" : "other";
    return "other";
  }
}

/** The unescaped `format` calls of one source text: [{ line, text }]. */
export function unescapedFormats(source, fileName = "file.ts") {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && isI18nFormat(node) && destination(node) === "html" && !safeData(node)) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      found.push({ line: line + 1, text: node.getText(file).slice(0, 120) });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every unescaped call under a folder, as { path, line, text }; tests and benches aside. */
export function unescapedFormatsIn(folder) {
  const found = [];
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.ts$/.test(entry.name) || /\.(test|bench)\.ts$/.test(entry.name) || entry.name.endsWith(".d.ts")) continue;
    const path = join(entry.parentPath, entry.name);
    for (const hit of unescapedFormats(readFileSync(path, "utf8"), path)) found.push({ path: relative(dirname(folder), path).split("\\").join("/"), ...hit });
  }
  return found.sort((a, b) => a.path.localeCompare(b.path) || a.line - b.line);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const folder = resolve(root, process.argv[2] ?? "module");
  const hits = unescapedFormatsIn(folder);
  if (hits.length === 0) {
    console.log(`check-format-escape: every i18n.format result placed in HTML under ${relative(root, folder) || "."} is escaped`);
  } else {
    console.error(`check-format-escape: ${hits.length} i18n.format result(s) reach HTML with an unescaped value (escape the values with foundry.utils.escapeHTML, or the whole result):`);
    for (const { path, line, text } of hits) console.error(`  ${path}:${line}  ${text}`);
    process.exitCode = 1;
  }
}
