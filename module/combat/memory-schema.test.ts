/**
 * The combatant data model's `system.variant` is generated from the memory declarations: exactly the
 * declared fields, each with the declared bounds and initial value, and migrateData holds a stored
 * memory within the same declarations. Foundry's field classes are stood in for by recorders of their
 * options (Foundry enforcing them is a Quench check).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { MEMORY_FIELDS, NO_VARIANT_MEMORY, type MemoryDecls } from "../rules";

class Field {
  constructor(readonly options: Record<string, unknown>) {}
}
class NumberField extends Field {}
class StringField extends Field {}
class BooleanField extends Field {}
class SchemaField {
  constructor(readonly fields: Record<string, Field>) {}
}

let variant: Record<string, Field>;
let generate: (decls?: MemoryDecls) => Record<string, unknown>;
let bound: (memory: Record<string, unknown>, decls?: MemoryDecls) => Record<string, unknown>;

beforeAll(async () => {
  const g = globalThis as Record<string, unknown>;
  g["foundry"] = { data: { fields: { NumberField, StringField, BooleanField, SchemaField } }, abstract: { TypeDataModel: class {} } };
  const schema = (await import("./models")).combatantSchema() as unknown as Record<string, SchemaField>;
  variant = schema["variant"]!.fields;
  const m = await import("./memory-schema");
  generate = m.memorySchemaFields as typeof generate;
  bound = m.boundMemorySource;
});

describe("the combatant's variant schema", () => {
  it("has exactly the declared memory fields", () => {
    expect(Object.keys(variant)).toEqual(Object.keys(MEMORY_FIELDS));
    expect(Object.keys(variant).sort()).toEqual(Object.keys(NO_VARIANT_MEMORY).sort());
  });

  it("gives each field its declared kind, bounds and initial value", () => {
    for (const [name, decl] of Object.entries(MEMORY_FIELDS)) {
      const f = variant[name]!;
      expect(f.options["initial"], name).toBe(decl.initial);
      expect(f.options["required"], name).toBe(true);
      if (decl.kind === "bool") expect(f, name).toBeInstanceOf(BooleanField);
      if (decl.kind === "int") {
        expect(f, name).toBeInstanceOf(NumberField);
        expect(f.options, name).toMatchObject({ integer: true, nullable: false, min: decl.min, max: decl.max });
      }
      if (decl.kind === "text") {
        expect(f, name).toBeInstanceOf(StringField);
        const validate = f.options["validate"] as (v: unknown) => boolean;
        expect(validate("x".repeat(decl.maxLength)), name).toBe(true);
        expect(validate("x".repeat(decl.maxLength + 1)), name).toBe(false);
        expect(validate(3), name).toBe(false);
      }
      if (decl.kind === "choice") {
        expect(f, name).toBeInstanceOf(StringField);
        expect(f.options["choices"], name).toEqual([...decl.choices]);
        expect(f.options["blank"], name).toBe(decl.choices.includes(""));
      }
    }
  });

  it("follows a new declaration without another edit (a module's slice becomes a field)", async () => {
    const { memBool, memInt, memText } = await import("../rules/ruleset/memory");
    const fields = generate({ ...MEMORY_FIELDS, marked: memBool(true), count: memInt(-3, 3, 1), note: memText(5) }) as Record<string, Field>;
    expect(fields["marked"]).toBeInstanceOf(BooleanField);
    expect(fields["marked"]!.options["initial"]).toBe(true);
    expect(fields["count"]!.options).toMatchObject({ min: -3, max: 3, initial: 1 });
    expect((fields["note"]!.options["validate"] as (v: unknown) => boolean)("123456")).toBe(false);
  });
});

describe("a stored memory outside its declarations", () => {
  it("is held within them: numbers to their bounds, texts cut; absent fields stay absent", () => {
    expect(bound({ held: 2_000_000, tie: -3, aheadOf: "a".repeat(250), surprised: true })).toEqual({ held: 1_000_000, tie: 0, aheadOf: "a".repeat(200), surprised: true });
    expect(bound({})).toEqual({});
  });
});
