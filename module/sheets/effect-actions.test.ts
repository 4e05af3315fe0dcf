/**
 * The Effects tab's shared action handlers: core calls them with the sheet as `this`, so each must
 * act on `this.document` (an actor or an item) and on the row's effect, found through the row's
 * `data-effect-id` (and `data-parent-id` for an effect an actor's item transfers).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { effectSheetActions } from "./effect-actions";

class StandInActor {
  constructor(readonly uuid: string, readonly effects: Map<string, unknown>, readonly items: Map<string, { effects: Map<string, unknown> }>) {}
}
class StandInItem {
  constructor(readonly uuid: string, readonly effects: Map<string, unknown>) {}
}

const log: string[] = [];
const effect = (id: string) => ({
  id,
  disabled: false,
  update: async (data: { disabled: boolean }) => void log.push(`${id}.update disabled=${data.disabled}`),
  sheet: { render: async () => void log.push(`${id}.render`) },
  deleteDialog: async () => void log.push(`${id}.deleteDialog`),
});

/** A control inside an effect row, as the effects-list template renders it. */
function control(effectId: string, parentId = ""): HTMLElement {
  const row = { dataset: { effectId, parentId } };
  return { closest: () => row } as unknown as HTMLElement;
}

beforeEach(() => {
  log.length = 0;
  vi.stubGlobal("Actor", StandInActor);
  vi.stubGlobal("Item", StandInItem);
  vi.stubGlobal("ActiveEffect", {
    implementation: {
      create: async (data: { name: string; transfer: boolean; origin: string }, options: { parent: { uuid: string } }) => {
        log.push(`create "${data.name}" transfer=${data.transfer} on ${options.parent.uuid} origin ${data.origin}`);
        return { sheet: { render: async () => void log.push("new.render") } };
      },
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("effectSheetActions", () => {
  const actions = effectSheetActions(() => "New effect");
  const boots = effect("boots");
  const haste = effect("haste");
  const actor = new StandInActor("Actor.a", new Map([["haste", haste]]), new Map([["i1", { effects: new Map([["boots", boots]]) }]]));
  const item = new StandInItem("Item.i", new Map([["boots", boots]]));
  const event = {} as PointerEvent;

  it("act on the sheet's own document: an actor's effect, an effect its item transfers, an item's effect", async () => {
    await actions.toggleEffect.call({ document: actor as never }, event, control("haste"));
    await actions.viewEffect.call({ document: actor as never }, event, control("boots", "i1"));
    await actions.deleteEffect.call({ document: item as never }, event, control("boots"));
    expect(log).toEqual(["haste.update disabled=true", "boots.render", "boots.deleteDialog"]);
  });

  it("create a named effect on the document (transferred when it is an item's) and open it", async () => {
    await actions.createEffect.call({ document: actor as never });
    await actions.createEffect.call({ document: item as never });
    expect(log).toEqual([
      'create "New effect" transfer=false on Actor.a origin Actor.a',
      "new.render",
      'create "New effect" transfer=true on Item.i origin Item.i',
      "new.render",
    ]);
  });

  it("a control outside any known effect does nothing", async () => {
    await actions.toggleEffect.call({ document: actor as never }, event, control("nobody"));
    await actions.deleteEffect.call({ document: actor as never }, event, control("boots", "missing-item"));
    expect(log).toEqual([]);
  });
});

describe("toggleCondition: the Effects tab's condition buttons", () => {
  const actions = effectSheetActions(() => "New effect");
  const event = {} as PointerEvent;
  const button = (condition: string) => ({ dataset: { condition } }) as unknown as HTMLElement;

  it("toggles the button's condition on the sheet's actor through core's toggleStatusEffect", async () => {
    const actor = Object.assign(new StandInActor("Actor.a", new Map(), new Map()), {
      toggleStatusEffect: async (id: string) => void log.push(`toggleStatusEffect ${id}`),
    });
    await actions.toggleCondition.call({ document: actor as never }, event, button("prone"));
    expect(log).toEqual(["toggleStatusEffect prone"]);
  });

  it("ignores an id that is not one of the system's conditions, and item sheets", async () => {
    const actor = Object.assign(new StandInActor("Actor.a", new Map(), new Map()), {
      toggleStatusEffect: async (id: string) => void log.push(`toggleStatusEffect ${id}`),
    });
    await actions.toggleCondition.call({ document: actor as never }, event, button("dead"));
    await actions.toggleCondition.call({ document: new StandInItem("Item.i", new Map()) as never }, event, button("prone"));
    expect(log).toEqual([]);
  });
});
