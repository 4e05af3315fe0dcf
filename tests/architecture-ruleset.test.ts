/**
 * The rules API's two conventions (docs/architecture.md, "The rules API"):
 * - every exported function of module/rules/ that takes the resolved ruleset takes it LAST
 *   (`fn(input, ruleset)`; optional parameters fold into an options record before it);
 * - no adapter (any source outside module/rules/) reads a ruleset's `points`: it calls a rules
 *   function exported from module/rules/index.ts instead.
 * Both are read from the source with the TypeScript parser (syntax only, so the check stays fast).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ROOT } from "./support/handlebars";

interface Source {
  readonly path: string;
  readonly text: string;
}

/** Reads of a `points` member outside module/rules/ that are not a ruleset's (file → why). None today. */
const POINTS_ALLOWED: Readonly<Record<string, string>> = {};

const isTestFile = (path: string) => /\.(test|bench)\.ts$/.test(path) || path.startsWith("tests/");

function sourcesUnder(folder: string): Source[] {
  const out: Source[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts")) out.push({ path: relative(ROOT, full).split("\\").join("/"), text: readFileSync(full, "utf8") });
    }
  };
  walk(join(ROOT, folder));
  return out;
}

/** Whether a type node names `Ruleset` anywhere (`Ruleset`, `Ruleset | null`, `Pick<Ruleset, "points">`). */
function mentionsRuleset(node: ts.Node | undefined): boolean {
  if (!node) return false;
  if (ts.isIdentifier(node) && node.text === "Ruleset") return true;
  return ts.forEachChild(node, (child) => (mentionsRuleset(child) ? true : undefined)) === true;
}

const isExported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** `path:line name(params)` for each exported function that takes a ruleset other than as its last parameter. */
export function rulesetNotLast(sources: readonly Source[]): string[] {
  const out: string[] = [];
  for (const { path, text } of sources) {
    const sf = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
    // Names exported by a local `export { a, b }` (no module specifier).
    const listed = new Set<string>();
    for (const st of sf.statements) {
      if (ts.isExportDeclaration(st) && !st.moduleSpecifier && st.exportClause && ts.isNamedExports(st.exportClause)) for (const e of st.exportClause.elements) listed.add((e.propertyName ?? e.name).text);
    }
    const check = (name: string, fn: ts.SignatureDeclarationBase, at: ts.Node) => {
      const params = fn.parameters;
      const bad = params.some((p, i) => i !== params.length - 1 && mentionsRuleset(p.type));
      if (bad) out.push(`${path}:${sf.getLineAndCharacterOfPosition(at.getStart(sf)).line + 1} ${name}(${params.map((p) => p.name.getText(sf)).join(", ")})`);
    };
    for (const st of sf.statements) {
      if (ts.isFunctionDeclaration(st) && st.name && (isExported(st) || listed.has(st.name.text))) check(st.name.text, st, st);
      if (ts.isVariableStatement(st)) {
        for (const d of st.declarationList.declarations) {
          const init = d.initializer;
          if (ts.isIdentifier(d.name) && (isExported(st) || listed.has(d.name.text)) && init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) check(d.name.text, init, d);
        }
      }
    }
  }
  return out;
}

/** `path:line text` for each read of a `points` member: `x.points`, `x["points"]`, `{ points } = x`, `T["points"]`. */
export function pointsReads(sources: readonly Source[]): string[] {
  const out: string[] = [];
  for (const { path, text } of sources) {
    const sf = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
    const hit = (node: ts.Node) => out.push(`${path}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1} ${node.getText(sf).slice(0, 80)}`);
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node) && node.name.text === "points") hit(node);
      else if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression) && node.argumentExpression.text === "points") hit(node);
      else if (ts.isIndexedAccessTypeNode(node) && ts.isLiteralTypeNode(node.indexType) && ts.isStringLiteral(node.indexType.literal) && node.indexType.literal.text === "points") hit(node);
      else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent) && (node.propertyName ?? node.name).getText(sf) === "points") hit(node);
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return out;
}

describe("the checks themselves", () => {
  const rules = (text: string) => [{ path: "module/rules/x.ts", text }];
  it("a ruleset before another parameter is reported, last or alone is not", () => {
    const text = [
      "export function first(ruleset: Ruleset, x: number) {}",
      "export const arrow = (x: number, ruleset: Pick<Ruleset, 'points'>, y?: number) => x;",
      "function listed(r: Ruleset | null, x: number) {}",
      "export { listed };",
      "export function last(x: number, ruleset: Ruleset) {}",
      "export function alone(ruleset: Ruleset) {}",
      "function inner(ruleset: Ruleset, x: number) {}",
    ].join("\n");
    expect(rulesetNotLast(rules(text))).toEqual(["module/rules/x.ts:1 first(ruleset, x)", "module/rules/x.ts:2 arrow(x, ruleset, y)", "module/rules/x.ts:3 listed(r, x)"]);
  });

  it("every way of reading points is reported", () => {
    const text = ["a.points.initiative;", "currentRuleset()['points'];", "const { points } = r;", "type T = R['points'];", "const p = { points: 1 };"].join("\n");
    expect(pointsReads(rules(text)).map((h) => h.split(" ")[0])).toEqual(["module/rules/x.ts:1", "module/rules/x.ts:2", "module/rules/x.ts:3", "module/rules/x.ts:4"]);
  });
});

// Parsing every source takes a few seconds on a busy machine: a generous limit, not a speed target.
describe("the rules API (docs/architecture.md)", () => {
  it("every exported function of module/rules/ that takes the ruleset takes it last", () => {
    const sources = sourcesUnder("module/rules").filter((s) => !isTestFile(s.path));
    expect(sources.length).toBeGreaterThan(50);
    expect(rulesetNotLast(sources)).toEqual([]);
  }, 60_000);

  it("no adapter (module/ outside the rules core, tools/) reads a ruleset's points", () => {
    const sources = [...sourcesUnder("module"), ...sourcesUnder("tools")].filter((s) => !s.path.startsWith("module/rules/") && !isTestFile(s.path) && !(s.path in POINTS_ALLOWED));
    expect(sources.length).toBeGreaterThan(100);
    expect(pointsReads(sources)).toEqual([]);
  }, 60_000);
});
