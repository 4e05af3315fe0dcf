/**
 * The data model's `system.variant` fields, generated from the combatant memory declarations
 * (rules MEMORY_FIELDS: the core's initiative fields and every rule module's slice; docs/architecture.md,
 * "Memory slices"). Each field is bounded exactly as declared, so every value a client can write
 * stays within what the rules accept. No rule lives here.
 */
import { MEMORY_FIELDS, type MemoryDecls, type MemoryFieldDecl } from "../rules";

/** One declared memory field as a Foundry data field. */
function dataField(decl: MemoryFieldDecl) {
  const fields = foundry.data.fields;
  switch (decl.kind) {
    case "bool":
      return new fields.BooleanField({ required: true, nullable: false, initial: decl.initial });
    case "int":
      return new fields.NumberField({ required: true, nullable: false, integer: true, min: decl.min, max: decl.max, initial: decl.initial });
    case "text": {
      const max = decl.maxLength;
      return new fields.StringField({ required: true, blank: true, initial: decl.initial, validate: (value: unknown) => typeof value === "string" && value.length <= max });
    }
    case "choice":
      return new fields.StringField({ required: true, blank: decl.choices.includes(""), initial: decl.initial, choices: [...decl.choices] });
  }
}

/** The `system.variant` schema's fields: one per declared memory field, flat, in declaration order. */
export function memorySchemaFields(decls: MemoryDecls = MEMORY_FIELDS): Record<string, ReturnType<typeof dataField>> {
  const out: Record<string, ReturnType<typeof dataField>> = {};
  for (const [name, decl] of Object.entries(decls)) out[name] = dataField(decl);
  return out;
}

/** A number held to a whole number in [min, max] (NaN: 0 within the range; ±Infinity: the nearer end); anything else as it is. */
export const clampInt = (value: unknown, min: number, max: number): unknown =>
  typeof value === "number" ? Math.min(max, Math.max(min, Math.trunc(Number.isNaN(value) ? 0 : value))) + 0 : value;

/**
 * Brings a stored memory's present values within their declarations (a world from an earlier
 * version never fails its own model on load): a number is held to its bounds, a text cut to its
 * length. Absent fields stay absent (migrateData also sees partial update data).
 */
export function boundMemorySource(memory: Record<string, unknown>, decls: MemoryDecls = MEMORY_FIELDS): Record<string, unknown> {
  for (const [name, decl] of Object.entries(decls)) {
    if (!(name in memory)) continue;
    const v = memory[name];
    if (decl.kind === "int") memory[name] = clampInt(v, decl.min, decl.max);
    else if (decl.kind === "text" && typeof v === "string" && v.length > decl.maxLength) memory[name] = v.slice(0, decl.maxLength);
  }
  return memory;
}
