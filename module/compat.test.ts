/**
 * compat.ts against v13- and v14-shaped stand-ins. The v14 shapes are typed by hand in compat.ts;
 * these tests are what exercises them under `npm test`. Each stand-in is as strict as the core it
 * stands for (tests/support/chat-modes.ts for the visibility modes).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  GROUND,
  applyMessageMode,
  chatInputText,
  contextMenuEntry,
  contextMenuEntryLabel,
  deletionAt,
  effectChanges,
  effectChangesData,
  currentMessageMode,
  gmMessageMode,
  isPublicMessageMode,
  normalizeMessageMode,
  publicMessageMode,
  regionOnLevel,
  registerStatusEffects,
  statusEffectData,
  segmentLevel,
  tokenPlace,
} from "./compat";
import { STYLE_IC, v13ChatModes, v14ChatModes } from "../tests/support/chat-modes";

const g = globalThis as Record<string, unknown>;

function coreOn(generation: number, settings: Record<string, unknown> = {}): void {
  g["game"] = {
    release: { generation },
    settings: {
      get: (namespace: string, key: string) => {
        const k = `${namespace}.${key}`;
        if (!(k in settings)) throw new Error(`setting ${k} is not registered`);
        return settings[k];
      },
    },
  };
}

afterEach(() => {
  delete g["game"];
  delete g["ChatMessage"];
  delete g["CONFIG"];
});

describe("message visibility modes across v13 and v14", () => {
  it("v13 reads core.rollMode and names its modes publicroll/gmroll", () => {
    coreOn(13, { "core.rollMode": "blindroll" });
    expect(currentMessageMode()).toBe("blindroll");
    expect([publicMessageMode(), gmMessageMode()]).toEqual(["publicroll", "gmroll"]);
  });

  it("v14 reads core.messageMode and names its modes public/gm", () => {
    coreOn(14, { "core.messageMode": "gm" });
    expect(currentMessageMode()).toBe("gm");
    expect([publicMessageMode(), gmMessageMode()]).toEqual(["public", "gm"]);
  });

  it("v14's in-character mode is read as public", () => {
    coreOn(14, { "core.messageMode": "ic" });
    expect(currentMessageMode()).toBe("public");
    expect(isPublicMessageMode("ic")).toBe(true);
  });

  it("an unregistered setting falls back to the public mode", () => {
    coreOn(14, { "core.rollMode": "gmroll" });
    expect(currentMessageMode()).toBe("public");
    coreOn(13, { "core.messageMode": "gm" });
    expect(currentMessageMode()).toBe("publicroll");
  });

  it("knows which modes are public in either version", () => {
    for (const mode of ["publicroll", "public", "roll", "ic"]) expect(isPublicMessageMode(mode)).toBe(true);
    for (const mode of ["gmroll", "gm", "blindroll", "blind", "selfroll", "self"]) expect(isPublicMessageMode(mode)).toBe(false);
  });

  it("translates a mode name into the running version's", () => {
    coreOn(14);
    expect(["publicroll", "gmroll", "blindroll", "selfroll", "ic", "gm"].map(normalizeMessageMode)).toEqual(["public", "gm", "blind", "self", "public", "gm"]);
    coreOn(13);
    expect(["public", "gm", "blind", "self", "ic", "gmroll"].map(normalizeMessageMode)).toEqual(["publicroll", "gmroll", "blindroll", "selfroll", "publicroll", "gmroll"]);
  });
});

describe("applying a mode to the message data", () => {
  it("v13 writes it through ChatMessage.applyRollMode, whatever version's name it is given", () => {
    coreOn(13);
    g["ChatMessage"] = v13ChatModes(["gm1", "gm2"], "me");
    const data = { content: "x" };
    expect(applyMessageMode(data, "gm")).toBe(data);
    expect(data).toEqual({ content: "x", whisper: ["gm1", "gm2"] });
    expect(applyMessageMode({ content: "y" }, "publicroll")).toEqual({ content: "y", whisper: [], blind: false });
  });

  it("v14 writes it through ChatMessage.applyMode; a v13 name or ic is translated first", () => {
    coreOn(14);
    g["ChatMessage"] = v14ChatModes(["gm1"], "me");
    expect(applyMessageMode({ content: "x" }, "gmroll")).toEqual({ content: "x", whisper: ["gm1"] });
    expect(applyMessageMode({ content: "x" }, "blind")).toEqual({ content: "x", whisper: ["gm1"], blind: true });
    // ic would style the card as a character's speech (and needs a speaker): it is posted public instead.
    const card = applyMessageMode({ content: "card" } as { content: string; style?: number }, "ic");
    expect(card.style).not.toBe(STYLE_IC);
    expect(card).toEqual({ content: "card", whisper: [], blind: false });
  });

  it("fails loudly when the running core lacks its version's static", () => {
    coreOn(14);
    g["ChatMessage"] = v13ChatModes(["gm1"], "me");
    expect(() => applyMessageMode({}, "gm")).toThrow(/applyMode/);
    coreOn(13);
    g["ChatMessage"] = v14ChatModes(["gm1"], "me");
    expect(() => applyMessageMode({}, "gm")).toThrow(/applyRollMode/);
  });
});

describe("chat input text (v13 textarea, v14 rich-text editor)", () => {
  it("passes plain text through unchanged", () => {
    coreOn(14);
    expect(chatInputText("/speak Hold the door!")).toBe("/speak Hold the door!");
    expect(chatInputText("a < b & c")).toBe("a < b & c");
  });

  it("v13: text that looks like markup was typed as text and is kept", () => {
    coreOn(13);
    expect(chatInputText("/speak <b>run</b> &amp;")).toBe("/speak <b>run</b> &amp;");
  });

  it("turns v14's paragraph HTML into plain text", () => {
    coreOn(14);
    expect(chatInputText("<p>/speak Hold the door!</p>")).toBe("/speak Hold the door!");
    expect(chatInputText("<p>/speak Hold <em>the</em> <strong>door</strong></p>")).toBe("/speak Hold the door");
    expect(chatInputText("<p>/speak two</p><p>lines</p>")).toBe("/speak two\nlines");
    expect(chatInputText("<p>/speak one<br>two</p>")).toBe("/speak one\ntwo");
    expect(chatInputText('<p class="x">/speak a &amp; b &lt;i&gt; &#39;q&#39; &#x41;&nbsp;z</p>')).toBe("/speak a & b <i> 'q' A z");
  });
});

describe("CONFIG.statusEffects", () => {
  const effects = [
    { id: "prone", name: "ER.Condition.prone", img: "p.svg" },
    { id: "dead", name: "ER.Status.Dead", img: "skull.svg" },
  ];

  it("v13: an array with stable ids", () => {
    coreOn(13);
    g["CONFIG"] = { statusEffects: [] };
    registerStatusEffects(effects);
    const list = (g["CONFIG"] as { statusEffects: Array<{ id: string; _id: string }> }).statusEffects;
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((e) => [e.id, e._id])).toEqual([
      ["prone", "prone00000000000"],
      ["dead", "dead000000000000"],
    ]);
  });

  it("v14: an array is assigned, which core's proxy accepts, so lookups by id and .find both work", () => {
    coreOn(14);
    // v14 stand-in: the setter accepts only an array (the documented backwards-compatible form) and
    // keeps it behind a proxy that also answers by id.
    let store: Array<{ id: string }> = [];
    const proxy = () =>
      new Proxy(store, {
        get: (target, key, receiver) => (typeof key === "string" && !(key in target) ? target.find((e) => e.id === key) : Reflect.get(target, key, receiver)),
      });
    const config = {};
    Object.defineProperty(config, "statusEffects", {
      get: proxy,
      set: (value: unknown) => {
        if (!Array.isArray(value)) throw new TypeError("CONFIG.statusEffects must be assigned an array");
        store = [...(value as Array<{ id: string }>)];
      },
    });
    g["CONFIG"] = config;
    registerStatusEffects(effects);
    const list = (config as { statusEffects: Array<{ id: string; name: string }> & Record<string, { name: string } | undefined> }).statusEffects;
    expect(list.find((e) => e.id === "dead")?.name).toBe("ER.Status.Dead");
    expect(list["prone"]?.name).toBe("ER.Condition.prone");
    expect(list.length).toBe(2);
  });
});

describe("a status effect the system creates itself", () => {
  const data = { _id: "unconscious00000", name: "Unconscious", statuses: ["unconscious"], flags: { "enchanted-realms": { zeroHealth: true } } };

  it("v13: unchanged (no showIcon field)", () => {
    coreOn(13);
    expect(statusEffectData(data)).toEqual(data);
  });

  it("v14: showIcon ALWAYS, from CONST when core has it, so the icon shows on the token without a duration", () => {
    coreOn(14);
    g["CONST"] = { ACTIVE_EFFECT_SHOW_ICON: { NEVER: 0, CONDITIONAL: 1, ALWAYS: 2 } };
    try {
      expect(statusEffectData(data)).toEqual({ ...data, showIcon: 2 });
      expect(data).not.toHaveProperty("showIcon");
    } finally {
      delete g["CONST"];
    }
    expect(statusEffectData(data)).toMatchObject({ showIcon: 2 });
  });
});

describe("context-menu entries across versions", () => {
  it("builds each version's shape", () => {
    const clicked: string[] = [];
    const spec = { label: "ER.X", icon: "fa-solid fa-x", visible: () => true, onClick: (t: HTMLElement) => void clicked.push(String(t)) };
    coreOn(13);
    expect(Object.keys(contextMenuEntry(spec)).sort()).toEqual(["callback", "condition", "icon", "name"]);
    coreOn(14);
    const v14 = contextMenuEntry(spec) as { label: string; icon: string; onClick: (e: unknown, t: unknown) => void };
    expect([v14.label, v14.icon]).toEqual(["ER.X", "fa-solid fa-x"]);
    v14.onClick({}, "target");
    expect(clicked).toEqual(["target"]);
  });

  it("reads the label key of a v13 or a v14 entry", () => {
    expect(contextMenuEntryLabel({ name: "COMBAT.CombatantClear", icon: "<i></i>" })).toBe("COMBAT.CombatantClear");
    expect(contextMenuEntryLabel({ label: "COMBAT.CombatantClear", icon: "fa-solid" })).toBe("COMBAT.CombatantClear");
    expect(contextMenuEntryLabel({ icon: "x" })).toBeUndefined();
    expect(contextMenuEntryLabel(null)).toBeUndefined();
  });
});

describe("Scene Levels", () => {
  const levels = (...ids: string[]) => new Set(ids);

  it("v13: a token has no level; every region applies", () => {
    coreOn(13);
    expect(tokenPlace({ elevation: 10, level: "upper" } as { elevation: number })).toEqual({ level: null, elevation: 10 });
    expect(regionOnLevel({ levels: levels("ground") }, { level: "upper", elevation: 0 })).toBe(true);
    expect(segmentLevel({ level: "upper" })).toBeNull();
  });

  it("v14: a token's level and elevation; a region applies on its own levels, or on all when it has none", () => {
    coreOn(14);
    const place = tokenPlace({ elevation: 12, level: "upper" } as { elevation: number });
    expect(place).toEqual({ level: "upper", elevation: 12 });
    expect(regionOnLevel({ levels: levels("ground") }, place)).toBe(false);
    expect(regionOnLevel({ levels: levels("ground", "upper") }, place)).toBe(true);
    expect(regionOnLevel({ levels: levels() }, place)).toBe(true);
    expect(regionOnLevel({}, place)).toBe(true);
    // A lookup without a token (GROUND) sees every region, as before Levels.
    expect(regionOnLevel({ levels: levels("ground") }, GROUND)).toBe(true);
    expect(segmentLevel({ level: "upper" })).toBe("upper");
    expect(segmentLevel({})).toBeNull();
  });

  it("a malformed elevation reads as 0", () => {
    coreOn(14);
    expect(tokenPlace({ elevation: Number.NaN })).toEqual({ level: null, elevation: 0 });
    expect(tokenPlace({})).toEqual({ level: null, elevation: 0 });
  });
});

describe("deletionAt (deleting a painted stroke's key)", () => {
  afterEach(() => {
    delete g["_del"];
  });
  it("v13 writes the -= form under the parent path", () => {
    coreOn(13, {});
    expect(deletionAt("flags.x.paint.strokes", "abc")).toEqual({ "flags.x.paint.strokes.-=abc": null });
  });
  it("v14 writes the global _del marker at the key's own path, or the -= form if the marker is missing", () => {
    coreOn(14, {});
    expect(deletionAt("flags.x.paint.strokes", "abc")).toEqual({ "flags.x.paint.strokes.-=abc": null });
    const marker = Object.freeze({ deletion: true });
    g["_del"] = marker;
    expect(deletionAt("flags.x.paint.strokes", "abc")).toEqual({ "flags.x.paint.strokes.abc": marker });
    expect(deletionAt("flags.x.paint.strokes", "abc")["flags.x.paint.strokes.abc"]).toBe(marker);
  });
});

describe("effectChanges: one change shape for v13 and v14", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("v13: effect.changes with numeric modes, one application reported as the initial phase", () => {
    vi.stubGlobal("game", { release: { generation: 13 } });
    const effect = { changes: [{ key: "system.movement.speed", value: "2", mode: 2 }, { key: "system.quickness", value: 5, mode: 5 }], system: { changes: [] } };
    expect(effectChanges(effect)).toEqual([
      { key: "system.movement.speed", value: "2", type: "add", phase: "initial" },
      { key: "system.quickness", value: "5", type: "override", phase: "initial" },
    ]);
  });

  it("v14: effect.system.changes with type and phase", () => {
    vi.stubGlobal("game", { release: { generation: 14 } });
    const effect = { system: { changes: [{ key: "system.movement.speed", value: "2", type: "add", phase: "final" }] } };
    expect(effectChanges(effect)).toEqual([{ key: "system.movement.speed", value: "2", type: "add", phase: "final" }]);
    expect(effectChanges({ system: {} })).toEqual([]);
    expect(effectChanges(null)).toEqual([]);
  });
});

describe("effectChangesData: creation data for either version", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("v13 numeric modes; v14 types with a phase; each reads back through effectChanges", () => {
    const speed = { key: "system.movement.speed", value: "2", type: "add" };
    vi.stubGlobal("game", { release: { generation: 13 } });
    expect(effectChangesData([speed])).toEqual({ changes: [{ key: "system.movement.speed", value: "2", mode: 2 }] });
    expect(effectChanges(effectChangesData([speed]))).toEqual([{ ...speed, phase: "initial" }]);
    vi.stubGlobal("game", { release: { generation: 14 } });
    expect(effectChangesData([speed], "final")).toEqual({ system: { changes: [{ ...speed, phase: "final" }] } });
    expect(effectChanges(effectChangesData([speed], "final"))).toEqual([{ ...speed, phase: "final" }]);
  });
});
