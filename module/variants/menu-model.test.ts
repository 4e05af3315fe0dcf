/**
 * The Rule Variants form's pure logic (module/variants/menu-model.ts): its context for a config,
 * presets, and a submission through the form path (what a browser submits, then changeVariants),
 * including GX-4 (dependent fields follow their domain) and GX-5 (the initiative lock).
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { localize } from "../../tests/support/handlebars";
import { LOCKED_FIELDS, legalFlat } from "../../tests/support/variants";
import { BOOK_CONFIG, PRESETS, PRESET_IDS, VARIANT_FIELDS, isVariantConfig, parseVariantConfig, presetOf, validateVariantConfig, type VariantConfig } from "../rules";
import {
  MENU_DOMAINS,
  buildMenuContext,
  flatValues,
  menuClientSpec,
  patchFromForm,
  presetValues,
  problemMessages,
  submitVariantForm,
  submittedValues,
  type FlatValues,
  type MenuContext,
} from "./menu-model";

const field = (ctx: MenuContext, path: string) => {
  const f = ctx.domains.flatMap((d) => d.fields).find((x) => x.path === path);
  if (!f) throw new Error(`no field ${path}`);
  return f;
};

/** What the form submits when it shows `values`, then what a submission makes of it. */
function submitShown(current: VariantConfig, values: FlatValues, combatStarted = false) {
  return submitVariantForm(current, submittedValues(values, { combatStarted, inForce: current }), { combatStarted });
}

describe("the form's context", () => {
  it("has one fieldset per domain, in order, covering every field of the config once", () => {
    const ctx = buildMenuContext(BOOK_CONFIG, { combatStarted: false, localize });
    expect(ctx.domains.map((d) => d.id)).toEqual(["initiative", "combat", "movement", "encumbrance", "travel", "resolution"]);
    const paths = ctx.domains.flatMap((d) => d.fields.map((f) => f.path));
    expect([...paths].sort()).toEqual(Object.keys(VARIANT_FIELDS).sort());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("every field, choice, domain and preset has a localised label, and every field a hint naming what it does", () => {
    const ctx = buildMenuContext(BOOK_CONFIG, { combatStarted: false, localize });
    for (const f of ctx.domains.flatMap((d) => d.fields)) {
      expect(f.label, f.path).not.toMatch(/^ER\./);
      expect(f.hint.length, f.path).toBeGreaterThan(20);
      for (const c of f.choices) expect(c.label, `${f.path}.${c.value}`).not.toMatch(/^ER\./);
    }
    expect(ctx.presets.map((p) => p.value)).toEqual(["book", "a13", "ose", "osr", "a5e", "custom"]);
    expect(ctx.presets.map((p) => p.label)).toEqual(["book", "a13", "ose", "osr", "a5e", "custom"].map((id) => localize(`ER.Variants.Preset.${id}`)));
  });

  it("exclusive domains are selects or radio groups, toggles checkboxes, numbers number inputs", () => {
    for (const d of MENU_DOMAINS) {
      for (const f of d.fields) {
        const kind = VARIANT_FIELDS[f.path]!.kind;
        const expected = kind === "bool" ? ["checkbox"] : kind === "int" ? ["number"] : ["select", "radio"];
        expect(expected, f.path).toContain(f.control);
      }
    }
  });

  it("shows the book: every value, the preset Book, persistent usable, the book's forced march only", () => {
    const ctx = buildMenuContext(BOOK_CONFIG, { combatStarted: false, localize });
    expect(ctx.preset).toBe("book");
    expect(ctx.presets.find((p) => p.selected)?.value).toBe("book");
    expect(field(ctx, "initiative.model").choices.find((c) => c.selected)?.value).toBe("er2d10");
    expect(field(ctx, "initiative.d20Anchor").value).toBe(21);
    expect(field(ctx, "initiative.d20Anchor")).toMatchObject({ min: 2, max: 60 });
    expect(field(ctx, "encumbrance.persistent")).toMatchObject({ checked: true, disabled: false });
    const forced = field(ctx, "travel.forcedMarch").choices;
    expect(forced.map((c) => [c.value, c.disabled])).toEqual([["er", false], ["ose", true], ["off", false]]);
    expect(ctx.notes["hazardsIgnored"]).toBe(true);
    expect(ctx.combatStarted).toBe(false);
    expect(field(ctx, "initiative.model")).toMatchObject({ disabled: false, locked: false });
  });

  it("under OSE detailed encumbrance persistent is disabled and shown off; the OSE forced march is offered, the book's not", () => {
    const ctx = buildMenuContext(PRESETS.ose, { combatStarted: false, localize });
    expect(ctx.preset).toBe("ose");
    expect(field(ctx, "encumbrance.persistent")).toMatchObject({ checked: false, disabled: true });
    expect(field(ctx, "travel.forcedMarch").choices.map((c) => [c.value, c.disabled])).toEqual([["er", true], ["ose", false], ["off", false]]);
  });

  it("under OSR travel only 'off' is offered for the forced march; with hazards the note is not shown", () => {
    const ctx = buildMenuContext(PRESETS.osr, { combatStarted: false, localize });
    expect(field(ctx, "travel.forcedMarch").choices.map((c) => [c.value, c.disabled])).toEqual([["er", true], ["ose", true], ["off", false]]);
    expect(ctx.notes["hazardsIgnored"]).toBe(false);
  });

  // The validator refuses a change of either while a combat is started (VARIANTS.md §9.2, D3), so the
  // form locks both rather than let a GM edit the anchor and be refused on save.
  it("while a combat is started the initiative model, the d20 anchor and the 0-health rule are locked, and of the rest only what is declared locked", () => {
    const ctx = buildMenuContext(PRESETS.a13, { combatStarted: true, localize });
    expect(ctx.combatStarted).toBe(true);
    expect(field(ctx, "initiative.model")).toMatchObject({ disabled: true, locked: true });
    expect(field(ctx, "initiative.d20Anchor")).toMatchObject({ disabled: true, locked: true });
    // RESOLUTION.md §6: dying states depend on the 0-health rule.
    expect(field(ctx, "resolution.zeroHealth")).toMatchObject({ disabled: true, locked: true });
    // Every other field declared locked is locked too, and no field more (from the declarations).
    expect(LOCKED_FIELDS).toEqual(expect.arrayContaining(["initiative.model", "initiative.d20Anchor", "resolution.zeroHealth"]));
    for (const f of ctx.domains.flatMap((d) => d.fields)) expect(f.locked, f.path).toBe(LOCKED_FIELDS.includes(f.path));
    expect(field(ctx, "initiative.sharedRoll").disabled).toBe(false);
  });

  it("a config that equals no preset shows Custom", () => {
    const custom = submitShown(BOOK_CONFIG, { ...flatValues(BOOK_CONFIG), "combat.escalationDie": true });
    if (!custom.ok) throw new Error("refused");
    const ctx = buildMenuContext(custom.config, { combatStarted: false, localize });
    expect(ctx.preset).toBe("custom");
    expect(ctx.presets.find((p) => p.selected)?.value).toBe("custom");
  });

  it("problems are localised sentences naming the field, listed at the top and beside their field", () => {
    const ctx = buildMenuContext(BOOK_CONFIG, { combatStarted: false, localize, problems: [{ path: "initiative.model", code: "initiativeLocked" }] });
    const message = localize("ER.Variants.Error.initiativeLocked", { field: localize("ER.Variants.Field.initiative.model.Label") });
    expect(ctx.problems).toEqual([{ path: "initiative.model", message }]);
    expect(field(ctx, "initiative.model").problems).toEqual([message]);
    expect(field(ctx, "combat.surprise").problems).toEqual([]);
  });
});

describe("presets", () => {
  it("each preset's values are the preset's config, field by field", () => {
    for (const id of PRESET_IDS) {
      const values = presetValues(id);
      expect(Object.keys(values).sort()).toEqual(Object.keys(VARIANT_FIELDS).sort());
      for (const [path, value] of Object.entries(values)) {
        const [domain, key] = path.split(".") as [keyof VariantConfig, string];
        expect((PRESETS[id][domain] as unknown as Record<string, unknown>)[key], `${id} ${path}`).toBe(value);
      }
    }
  });

  it("picking any preset from any other and saving stores exactly that preset", () => {
    for (const from of PRESET_IDS) {
      for (const to of PRESET_IDS) {
        const result = submitShown(PRESETS[from], presetValues(to));
        expect(result.ok, `${from} → ${to}`).toBe(true);
        if (result.ok) {
          expect(presetOf(result.config), `${from} → ${to}`).toBe(to);
          expect(flatValues(result.config)).toEqual(presetValues(to));
        }
      }
    }
  });

  it("editing one field of a preset makes it Custom", () => {
    const result = submitShown(PRESETS.ose, { ...presetValues("ose"), "travel.partyPace": false });
    expect(result.ok && presetOf(result.config)).toBe("custom");
  });

  it("the page's data is plain JSON holding every preset and every field's kind", () => {
    const spec = menuClientSpec();
    expect(JSON.parse(JSON.stringify(spec))).toEqual(spec);
    expect(Object.keys(spec.presets)).toEqual([...PRESET_IDS]);
    expect(spec.fields["initiative.d20Anchor"]).toBe("int");
    expect(spec.fields["encumbrance.persistent"]).toBe("bool");
    expect(spec.fields["travel.model"]).toBe("choice");
  });
});

describe("a submission through the form", () => {
  it("reads numbers, booleans and choices from the form's values; ignores what is not a field", () => {
    expect(patchFromForm({ "initiative.d20Anchor": "30", "combat.escalationDie": true, "travel.partyPace": "false", "travel.model": "ose", preset: "ose", version: 9 })).toEqual({
      initiative: { d20Anchor: 30 },
      combat: { escalationDie: true },
      travel: { partyPace: false, model: "ose" },
    });
  });

  it("a number that is empty, not a number or out of range is refused with its problem, and nothing changes", () => {
    for (const [raw, code] of [["", "type"], ["abc", "type"], ["2.5", "type"], ["61", "range"], ["1", "range"]] as const) {
      const result = submitVariantForm(BOOK_CONFIG, { "initiative.d20Anchor": raw }, { combatStarted: false });
      expect(result, raw).toEqual({ ok: false, problems: [{ path: "initiative.d20Anchor", code }] });
    }
    expect(submitVariantForm(BOOK_CONFIG, { "encumbrance.oseSignificantTreasure": "1000001" }, { combatStarted: false })).toEqual({
      ok: false,
      problems: [{ path: "encumbrance.oseSignificantTreasure", code: "range" }],
    });
  });

  it("a choice that is not offered is refused", () => {
    const result = submitVariantForm(BOOK_CONFIG, { "initiative.model": "pathfinder" }, { combatStarted: false });
    expect(result).toEqual({ ok: false, problems: [{ path: "initiative.model", code: "choice" }] });
  });

  it("GX-4: choosing oseDetailed in the form (persistent then disabled, not submitted) turns persistent off", () => {
    const shown = { ...flatValues(BOOK_CONFIG), "encumbrance.model": "oseDetailed" };
    // What the page shows: persistent disabled and off (MENU_DEPENDENCIES); the browser leaves it out.
    expect(submittedValues(shown, { combatStarted: false, inForce: BOOK_CONFIG })).not.toHaveProperty("encumbrance.persistent");
    const result = submitShown(BOOK_CONFIG, shown);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.config.encumbrance).toMatchObject({ model: "oseDetailed", persistent: false });
  });

  it("GX-4: persistent forced on under oseDetailed (a tampered form) is refused with a localised error, the old value kept", () => {
    const result = submitVariantForm(PRESETS.ose, { ...presetValues("ose"), "encumbrance.persistent": true }, { combatStarted: false });
    expect(result).toEqual({ ok: false, problems: [{ path: "encumbrance.persistent", code: "persistentNeedsEr" }] });
    if (!result.ok) {
      const [message] = problemMessages(result.problems, localize);
      expect(message!.message).toBe(localize("ER.Variants.Error.persistentNeedsEr", { field: localize("ER.Variants.Field.encumbrance.persistent.Label") }));
    }
    expect(PRESETS.ose.encumbrance.persistent).toBe(false);
  });

  it("GX-4: back to the book's encumbrance model, persistent is usable again and stays as it was until ticked", () => {
    const shown = { ...presetValues("ose"), "encumbrance.model": "er" };
    const result = submitShown(PRESETS.ose, shown);
    expect(result.ok && result.config.encumbrance).toEqual({ ...PRESETS.ose.encumbrance, model: "er", persistent: false });
    const ticked = submitShown(PRESETS.ose, { ...shown, "encumbrance.persistent": true });
    expect(ticked.ok && ticked.config.encumbrance.persistent).toBe(true);
  });

  it("GX-4: a travel model whose forced march no longer fits moves it to the model's own; a mismatched pair given outright is refused", () => {
    const toOsr = submitVariantForm(BOOK_CONFIG, { "travel.model": "osr" }, { combatStarted: false });
    expect(toOsr.ok && toOsr.config.travel).toMatchObject({ model: "osr", forcedMarch: "off" });
    const mismatched = submitVariantForm(BOOK_CONFIG, { "travel.model": "ose", "travel.forcedMarch": "er" }, { combatStarted: false });
    expect(mismatched).toEqual({ ok: false, problems: [{ path: "travel.forcedMarch", code: "forcedMarchNeedsEr" }] });
  });

  it("GX-5: while a combat is started the disabled initiative model is not submitted and other changes save", () => {
    const shown = { ...presetValues("ose") };
    const result = submitShown(BOOK_CONFIG, shown, true);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.config.initiative.model).toBe("er2d10");
      expect(result.config.encumbrance.model).toBe("oseDetailed");
      expect(presetOf(result.config)).toBe("custom");
    }
  });

  it("GX-5: a dependant of a locked field is judged against the stored value, not the preset's shown one", () => {
    // 13A dying in force during a combat; picking the book preset shows the book's 0-health rule,
    // but the locked field keeps 13A's, so the book's healing (refused with 13A dying) is not offered
    // and the healing stays 13A's, as the page does (menu-dom.ts).
    expect(PRESETS.a13.resolution.zeroHealth).toBe("a13");
    const result = submitShown(PRESETS.a13, presetValues("book"), true);
    expect(result.ok).toBe(true);
    if (result.ok) expect([result.config.resolution.zeroHealth, result.config.resolution.healing]).toEqual(["a13", "a13"]);
    // Out of combat the same submission changes both.
    const free = submitShown(PRESETS.a13, presetValues("book"));
    expect(free.ok && [free.config.resolution.zeroHealth, free.config.resolution.healing]).toEqual(["book", "book"]);
  });

  it("GX-5: an initiative model submitted anyway while a combat is started is refused, with a localised error", () => {
    const result = submitVariantForm(BOOK_CONFIG, { "initiative.model": "a13" }, { combatStarted: true });
    expect(result).toEqual({ ok: false, problems: [{ path: "initiative.model", code: "initiativeLocked" }] });
    if (!result.ok) expect(problemMessages(result.problems, localize)[0]!.message).toMatch(/combat/);
    // The same submission once every combat has ended is accepted.
    expect(submitVariantForm(BOOK_CONFIG, { "initiative.model": "a13" }, { combatStarted: false }).ok).toBe(true);
    // Re-submitting the model in force is no change, so it passes even during combat.
    expect(submitVariantForm(BOOK_CONFIG, { "initiative.model": "er2d10" }, { combatStarted: true }).ok).toBe(true);
  });
});

/** Any legal config: every field drawn from its rule, then the dependent fields made to fit their declarations. */
const legalConfig = fc
  .record(
    Object.fromEntries(
      Object.entries(VARIANT_FIELDS).map(([path, rule]) => [
        path,
        rule.kind === "bool" ? fc.boolean() : rule.kind === "int" ? fc.integer({ min: rule.min, max: rule.max }) : fc.constantFrom(...rule.choices),
      ]),
    ) as Record<string, fc.Arbitrary<string | number | boolean>>,
  )
  .map((drawn) => legalFlat(drawn))
  .filter((flat) => flat !== null)
  .map((flat) => {
    const nested: Record<string, Record<string, unknown>> = {};
    for (const [path, value] of Object.entries(flat)) {
      const [domain, key] = path.split(".") as [string, string];
      (nested[domain] ??= {})[key] = value;
    }
    return parseVariantConfig(nested);
  });

describe("properties of the form path", () => {
  it("what the form shows for any legal config, submitted unchanged, saves that same config (with or without a combat)", () => {
    fc.assert(
      fc.property(legalConfig, fc.boolean(), (config, combatStarted) => {
        const result = submitShown(config, flatValues(config), combatStarted);
        expect(result.ok).toBe(true);
        if (result.ok) expect(result.config).toEqual(config);
      }),
    );
  });

  it("any submission from any legal config gives a legal config or problems, never throws, and keeps the lock", () => {
    const anyValue = fc.oneof(fc.string({ maxLength: 6 }), fc.integer({ min: -5, max: 2_000_000 }).map(String), fc.boolean(), fc.constant(""), fc.constantFrom(...Object.values(VARIANT_FIELDS).flatMap((r) => (r.kind === "choice" ? r.choices : []))));
    const values = fc.dictionary(fc.constantFrom(...Object.keys(VARIANT_FIELDS)), anyValue, { maxKeys: 8 });
    fc.assert(
      fc.property(legalConfig, values, fc.boolean(), (config, form, combatStarted) => {
        const result = submitVariantForm(config, form, { combatStarted });
        if (result.ok) {
          expect(isVariantConfig(result.config)).toBe(true);
          if (combatStarted) expect(result.config.initiative.model).toBe(config.initiative.model);
        } else {
          expect(result.problems.length).toBeGreaterThan(0);
          for (const p of result.problems) expect(p.path === "" || p.path in VARIANT_FIELDS).toBe(true);
        }
      }),
    );
  });

  it("the context and the submitted values agree: a field is disabled exactly when the form would not submit it", () => {
    fc.assert(
      fc.property(legalConfig, fc.boolean(), (config, combatStarted) => {
        const ctx = buildMenuContext(config, { combatStarted, localize: (k) => k });
        const sent = submittedValues(flatValues(config), { combatStarted, inForce: config });
        for (const f of ctx.domains.flatMap((d) => d.fields)) expect(f.disabled, f.path).toBe(!(f.path in sent));
        expect(validateVariantConfig(config)).toEqual([]);
      }),
    );
  });
});
