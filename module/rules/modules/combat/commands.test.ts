/**
 * The tracker commands the combat and initiative modules contribute, as the adapters read them: a
 * label the language file holds (a missing key shows as the key), a Font Awesome icon, who may use
 * it (a GM-only mark must never reach an owner) and the operation the GM's client carries out.
 */
import { describe, expect, it } from "vitest";
import { PRESETS, resolveRuleset } from "../../index";
import { combatantCommandsOf } from "../../combat-commands";
import { oseSideSurprised } from "./ose-surprise";
import en from "../../../../lang/en.json";

function translated(key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node !== null && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), en);
}

const commands = (preset: keyof typeof PRESETS) => combatantCommandsOf(resolveRuleset(PRESETS[preset]));

describe("every module command of every preset", () => {
  const all = (["a13", "ose", "osr", "a5e"] as const).flatMap((p) => commands(p));

  it("has a label in the language file and a solid Font Awesome icon", () => {
    expect(all.length).toBeGreaterThan(0);
    for (const c of all) {
      expect(typeof translated(c.labelKey), c.labelKey).toBe("string");
      expect(c.icon, c.id).toMatch(/^fa-solid fa-[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });

  it("one label and one icon per command id, whichever preset brings it", () => {
    const seen = new Map<string, string>();
    for (const c of all) {
      const shown = `${c.labelKey} ${c.icon}`;
      expect(seen.get(c.id) ?? shown, c.id).toBe(shown);
      seen.set(c.id, shown);
    }
    // Distinct commands never share a label.
    const labels = new Map<string, string>();
    for (const [id, shown] of seen) labels.set(shown.split(" ")[0]!, id);
    expect(labels.size).toBe(seen.size);
  });
});

describe("who may use each command, and what it does", () => {
  const shape = (preset: keyof typeof PRESETS) =>
    Object.fromEntries(
      commands(preset).map((c) => {
        const { kind, ...rest } = c.operation;
        return [c.id, [c.who, kind, rest]];
      }),
    );

  it("13th Age: hold, ready and act now for owners; the surprise and ambusher marks for the GM (the ambusher one at a time); disengage and intercept for owners", () => {
    expect(shape("a13")).toEqual({
      "initiative.hold": ["owner", "hold", { ready: false }],
      "initiative.ready": ["owner", "hold", { ready: true }],
      "initiative.actNow": ["owner", "actNow", {}],
      "surprise.surprised": ["gm", "toggleMark", { mark: "surprised", exclusive: false }],
      "surprise.ambusher": ["gm", "toggleMark", { mark: "ambusher", exclusive: true }],
      "combat.disengage": ["owner", "disengage", {}],
      "combat.intercept": ["owner", "intercept", {}],
    });
  });

  it("OSE: the mark and the side's d6 for the GM, retreat and pursuit for owners", () => {
    expect(shape("ose")).toEqual({
      "surprise.surprised": ["gm", "toggleMark", { mark: "surprised", exclusive: false }],
      "surprise.oseRoll": ["gm", "rollSideSurprise", { surprised: oseSideSurprised }],
      "combat.retreat": ["owner", "retreat", {}],
      "combat.pursuit": ["owner", "togglePursuit", {}],
    });
  });

  it("the OSR hack: hold and act now, retreat; A5E: the marks, several instigators allowed", () => {
    expect(shape("osr")).toEqual({
      "initiative.hold": ["owner", "hold", { ready: false }],
      "initiative.actNow": ["owner", "actNow", {}],
      "combat.retreat": ["owner", "retreat", {}],
    });
    const a5e = shape("a5e");
    expect(a5e["surprise.surprised"]).toEqual(["gm", "toggleMark", { mark: "surprised", exclusive: false }]);
    expect(a5e["surprise.instigator"]).toEqual(["gm", "toggleMark", { mark: "instigator", exclusive: false }]);
  });
});
