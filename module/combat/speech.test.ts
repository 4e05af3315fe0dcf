import { describe, it, expect } from "vitest";
import { heldSpeechOf, parseSpeakCommand, speakersWithHeldSpeech, speechFlag, speechLines, type HeldSpeechFlag } from "./speech";
import { renderTemplate } from "../../tests/support/handlebars";

const flag = (over: Partial<HeldSpeechFlag>): HeldSpeechFlag => ({ combatId: "c1", combatantId: "a", round: 1, second: 5, text: "hi", speaker: "A", ...over });
const msg = (id: string, timestamp: number, f: HeldSpeechFlag | null) => ({ id, timestamp, flags: f ? { "enchanted-realms": { heldSpeech: f } } : {} });

describe("held speech", () => {
  const messages = [
    msg("m3", 300, flag({ combatantId: "b", speaker: "B", text: "third", second: 14 })),
    msg("m1", 100, flag({ text: "first", second: 2 })),
    msg("x", 150, null),
    msg("m2", 200, flag({ combatId: "other", text: "elsewhere" })),
    msg("m0", 200, flag({ text: "second", second: 9 })),
  ];

  it("collects one combat's speech in declaration order", () => {
    const held = heldSpeechOf(messages, "c1");
    expect(held.map((h) => h.message.id)).toEqual(["m1", "m0", "m3"]);
    expect(speechLines(held)).toEqual([
      { speaker: "A", text: "first", round: 1, second: 2 },
      { speaker: "A", text: "second", round: 1, second: 9 },
      { speaker: "B", text: "third", round: 1, second: 14 },
    ]);
  });

  it("knows who holds speech (the tracker's indicator)", () => {
    expect([...speakersWithHeldSpeech(messages, "c1")].sort()).toEqual(["a", "b"]);
    expect(speechFlag({ flags: {} })).toBeNull();
  });

  it("parses the /speak command", () => {
    expect(parseSpeakCommand("/speak Hold the door!")).toBe("Hold the door!");
    expect(parseSpeakCommand("  /SPEAK   two\nlines ")).toBe("two\nlines");
    expect(parseSpeakCommand("/speak")).toBe("");
    expect(parseSpeakCommand("/speaker x")).toBeNull();
    expect(parseSpeakCommand("hello")).toBeNull();
  });

  it("parses the /speak command from v14's rich-text chat input", () => {
    const g = globalThis as Record<string, unknown>;
    g["game"] = { release: { generation: 14 } };
    try {
      expectV14();
    } finally {
      delete g["game"];
    }
  });

  it("keeps what a v13 user typed, markup-like text included", () => {
    const g = globalThis as Record<string, unknown>;
    g["game"] = { release: { generation: 13 } };
    try {
      expect(parseSpeakCommand("/speak <b>run</b>")).toBe("<b>run</b>");
      expect(parseSpeakCommand("<p>/speak x</p>")).toBeNull();
    } finally {
      delete g["game"];
    }
  });

  function expectV14(): void {
    expect(parseSpeakCommand("<p>/speak Hold the door!</p>")).toBe("Hold the door!");
    expect(parseSpeakCommand("<p>/SPEAK Hold <strong>the</strong> door &amp; run</p>")).toBe("Hold the door & run");
    expect(parseSpeakCommand("<p>/speak two</p><p>lines</p>")).toBe("two\nlines");
    expect(parseSpeakCommand("<p>/speak</p>")).toBe("");
    expect(parseSpeakCommand("<p>/speak &lt;b&gt;run&lt;/b&gt;</p>")).toBe("<b>run</b>");
    expect(parseSpeakCommand("<p>/speaker x</p>")).toBeNull();
    expect(parseSpeakCommand("<p>hello /speak</p>")).toBeNull();
    expect(parseSpeakCommand("/speak plain from a macro")).toBe("plain from a macro");
  }

  it("the whisper says when it will be heard and escapes the text", () => {
    const html = renderTemplate("templates/combat/held-speech.hbs", flag({ text: "<b>run</b>", round: 2, second: 7 }));
    expect(html).toContain("Held since round 2, second 7: delivered after second 20.");
    expect(html).toContain("&lt;b&gt;run&lt;/b&gt;");
  });

  it("the delivery lists the lines in order", () => {
    const html = renderTemplate("templates/combat/speech-list.hbs", { speech: speechLines(heldSpeechOf(messages, "c1")) });
    expect(html.indexOf("first")).toBeLessThan(html.indexOf("second<"));
    expect(html.indexOf("second<")).toBeLessThan(html.indexOf("third"));
  });
});

describe("speak dialog", () => {
  it("asks what the combatant says and when it is heard", () => {
    const html = renderTemplate("templates/combat/speak-dialog.hbs", { name: "Elda" });
    expect(html).toContain("What does Elda say? Others hear it after second 20.");
    expect(html).toContain('<textarea name="text"');
  });
});
