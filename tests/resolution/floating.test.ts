/**
 * Floating numbers (RESOLUTION.md §7.3): the card's ledger write reaches every client as an
 * updateChatMessage; each client shows −n / +n over the target's token with core's scrolling text,
 * only where its canvas draws that token visible, and nothing for an undo or Mark dead.
 */
import "../support/combat-world";
import "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GM, PLAYER, hooks } from "../support/combat-world";
import { FakeActor, FakeMessage, FakeToken, addToken, messageStore, tokens } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { registerResolution } from "../../module/resolution";
import { applyRow, undoRow } from "../../module/resolution/apply";
import { floatingOf } from "../../module/resolution/floating";
import { FLAG_VERSION, type AttackCardFlag, type CardRow } from "../../module/resolution/flag";

registerResolution();

const shown: Array<{ origin: { x: number; y: number }; text: string; options: Record<string, unknown>; style: Record<string, unknown> }> = [];
const g = globalThis as Record<string, unknown>;
/** PIXI TextStyle keys PreciseText.getTextStyle reads (the ones a scrolling number may set). */
const TEXT_STYLE_KEYS = new Set(["fill", "fontSize", "fontFamily", "fontWeight", "stroke", "strokeThickness", "dropShadow", "align"]);
/**
 * The canvas as core's: `ready`, and `interface.createScrollingText(origin, content, options)`
 * (InterfaceCanvasGroup). As core does, it takes its own options (`anchor`, `direction`, `distance`,
 * `duration`, `jitter`) and reads every other key of the options object as a text-style key; a
 * nested `textStyle` object is not a style key, so it styles nothing.
 */
function canvasReady(ready = true): void {
  g["canvas"] = {
    ready,
    interface: {
      createScrollingText: async (origin: { x: number; y: number }, text: string, options: Record<string, unknown>) => {
        const { anchor: _a, direction: _d, distance: _s, duration: _u, jitter: _j, ...rest } = options;
        const style = Object.fromEntries(Object.entries(rest).filter(([key]) => TEXT_STYLE_KEYS.has(key)));
        shown.push({ origin, text, options, style });
      },
    },
  };
}

/** Core's `CONST.TOKEN_DISPOSITIONS.SECRET` (the same on v13 and v14). */
const SECRET = -2;

/**
 * The token's placeable as core draws it on this client (`TokenDocument#object`: null off the viewed
 * scene), and the document's disposition; `isSecret`, as core's, is a secret disposition the viewing
 * user does not own (a GM owns every token).
 */
function drawn(token: FakeToken, visible: boolean | null, disposition = -1, owner = false): void {
  const doc = token.document as Record<string, unknown>;
  doc["object"] = visible === null ? null : { visible, center: { x: 150, y: 250 }, h: 100 };
  doc["disposition"] = disposition;
  Object.defineProperty(doc, "isSecret", { configurable: true, enumerable: true, get: () => disposition === SECRET && !owner });
}

function card(target: FakeToken, damage: number, author = GM): FakeMessage {
  const row: CardRow = { tokenUuid: target.document.uuid, actorUuid: target.actor.uuid, name: target.actor.name, img: "", hidden: false, late: false, rollIndex: 0, outcome: "hit", natural: 12, total: 15, parts: [], multiplier: 1, halvings: 0, deals: "damage" };
  const flag: AttackCardFlag = {
    v: FLAG_VERSION, actorUuid: null, itemUuid: "Item.item000000000001", itemName: "Sword", defence: "ac", attackParts: [], untargeted: null,
    damage: { formula: "1d10", rollIndex: 1 }, missDamage: null, damageParts: [], minimumOnHit: false, stamp: null, offClock: false, knockOut: false, rows: [row], ledger: [],
  };
  const message = new FakeMessage(author, { [SYSTEM_ID]: { attack: flag } }, [{ total: 15 }, { total: damage }]);
  messageStore.set(message.id, message);
  return message;
}

const gm = { id: GM.id, isGM: true };

/** The GM's client applies (or undoes), then core's updateChatMessage reaches this client with the GM's diff. */
async function applied(message: FakeMessage, token: FakeToken, op: Parameters<typeof applyRow>[2] | "undo"): Promise<unknown> {
  const refused = op === "undo" ? await undoRow(message, token.document.uuid, gm) : await applyRow(message, token.document.uuid, op, gm);
  hooks.documentUpdated("ChatMessage", message, message.lastChanged, {}, GM.id);
  return refused;
}
let orc: FakeToken;
beforeEach(() => {
  tokens.clear();
  shown.length = 0;
  canvasReady();
  orc = addToken(new FakeToken(new FakeActor("Orc", "creature", { health: { value: 10, max: 10 } })));
});
afterEach(() => {
  delete g["canvas"];
});

describe("floating numbers (§7.3)", () => {
  it("an application shows −n over a visible token's centre, a heal +n; an undo and Mark dead show nothing", async () => {
    drawn(orc, true);
    const message = card(orc, 4);
    expect(await applied(message, orc, "apply")).toBeNull();
    expect(shown.map((s) => [s.text, s.origin])).toEqual([["−4", { x: 150, y: 250 }]]);
    expect(await applied(message, orc, "undo")).toBeNull();
    expect(shown.length).toBe(1);
    expect(await applied(card(orc, 3), orc, "double")).toBeNull();
    expect(await applied(card(orc, 5), orc, "heal")).toBeNull();
    expect(await applied(card(orc, 5), orc, "markDead")).toBeNull();
    expect(shown.map((s) => s.text)).toEqual(["−4", "−6", "+5"]);
  });

  it("a player's own write of its card's ledger (not the GM's) shows nothing", async () => {
    drawn(orc, true);
    const message = card(orc, 4, PLAYER);
    const health = { value: 10, max: 10, below: 0, temp: 0 };
    const dying = { failures: 0, stable: false, since: null, combat: "" };
    const entry = { tokenUuid: orc.document.uuid, op: "apply", amount: 4, before: { health, dying }, after: { health: { ...health, value: 6 }, dying }, add: [], remove: [], dead: false, undone: false };
    await message.update({ [`flags.${SYSTEM_ID}.attack.ledger`]: [entry] }, PLAYER);
    const changed = message.lastChanged;
    hooks.documentUpdated("ChatMessage", message, changed, {}, PLAYER.id);
    expect(shown).toEqual([]);
    hooks.documentUpdated("ChatMessage", message, changed, {}, GM.id);
    expect(shown.map((s) => s.text)).toEqual(["−4"]);
  });

  it("nothing for a token this user's canvas does not show (hidden or unseen), off the viewed scene, or before the canvas is ready", async () => {
    drawn(orc, false);
    await applied(card(orc, 2), orc, "apply");
    drawn(orc, null);
    await applied(card(orc, 2), orc, "apply");
    drawn(orc, true);
    canvasReady(false);
    await applied(card(orc, 2), orc, "apply");
    expect(shown).toEqual([]);
    expect(orc.actor.system.health.value).toBe(4);
    canvasReady(true);
    await applied(card(orc, 2), orc, "apply");
    expect(shown.map((s) => s.text)).toEqual(["−2"]);
  });

  it("the style reaches core: red damage, green healing, 32 px with a black outline, as top-level options", async () => {
    drawn(orc, true);
    await applied(card(orc, 4), orc, "apply");
    await applied(card(orc, 3), orc, "heal");
    expect(shown.map((s) => s.style)).toEqual([
      { fill: 0xff4a4a, fontSize: 32, stroke: 0x000000, strokeThickness: 4 },
      { fill: 0x3ccf5a, fontSize: 32, stroke: 0x000000, strokeThickness: 4 },
    ]);
    expect(shown[0]!.options).toMatchObject({ anchor: 0, direction: 2, distance: 100, jitter: 0.25 });
    expect(shown[0]!.options).not.toHaveProperty("textStyle");
  });

  it("nothing over a secret token this user does not own (TokenDocument#isSecret), nor a secret disposition when isSecret is not there", async () => {
    drawn(orc, true, SECRET);
    await applied(card(orc, 2), orc, "apply");
    // Without core's getter, a secret disposition is secret on a player's client and shown to a GM's.
    const doc = orc.document as Record<string, unknown>;
    Object.defineProperty(doc, "isSecret", { configurable: true, enumerable: true, value: undefined });
    const game = g["game"] as { user: unknown };
    const viewer = game.user;
    game.user = PLAYER;
    try {
      await applied(card(orc, 2), orc, "apply");
    } finally {
      game.user = viewer;
    }
    expect(shown).toEqual([]);
    await applied(card(orc, 1), orc, "apply");
    expect(shown.map((s) => s.text)).toEqual(["−1"]);
    shown.length = 0;
    // A GM (or the owner) sees a secret token's number; so does everyone for a hostile one.
    drawn(orc, true, SECRET, true);
    await applied(card(orc, 1), orc, "apply");
    drawn(orc, true, -1);
    await applied(card(orc, 1), orc, "apply");
    expect(shown.map((s) => s.text)).toEqual(["−1", "−1"]);
  });

  it("floatingOf reads only a well-formed new application from the update's diff", () => {
    const entry = { tokenUuid: orc.document.uuid, op: "apply", amount: 7, undone: false };
    const diff = (ledger: unknown) => ({ flags: { [SYSTEM_ID]: { attack: { ledger } } } });
    expect(floatingOf(diff([entry]))).toEqual({ tokenUuid: orc.document.uuid, text: "−7", heal: false });
    expect(floatingOf(diff([{ ...entry, undone: true }]))).toBeNull();
    expect(floatingOf(diff([{ ...entry, amount: "7" }]))).toBeNull();
    expect(floatingOf(diff([{ ...entry, amount: 0 }]))).toBeNull();
    expect(floatingOf(diff([{ ...entry, op: "explode" }]))).toBeNull();
    expect(floatingOf({ flags: { [SYSTEM_ID]: { attack: { save: { results: [] } } } } })).toBeNull();
    expect(floatingOf({ content: "x" })).toBeNull();
  });
});
