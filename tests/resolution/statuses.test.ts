/**
 * The marked 0-health `unconscious` (RESOLUTION.md R7) as the system creates it: core's status data
 * (`fromStatusEffect(id).toObject()`), the zero-health marker, its static id kept, and on v14 the
 * icon shown on the token (`showIcon` ALWAYS: v14's default shows an icon only for an effect with a
 * temporary duration).
 */
import { afterEach, describe, expect, it } from "vitest";
import { addStatus, type StatusActor } from "../../module/resolution/statuses";

const g = globalThis as Record<string, unknown>;
afterEach(() => {
  delete g["game"];
  delete g["CONFIG"];
  delete g["CONST"];
});

function world(generation: number): Array<{ data: Record<string, unknown>; options: unknown }> {
  g["game"] = { release: { generation } };
  g["CONFIG"] = {
    ActiveEffect: {
      documentClass: {
        // Core's: the configured status's data, its `_id` the static one registered (compat.registerStatusEffects).
        fromStatusEffect: async (id: string) => ({ toObject: () => ({ _id: id.padEnd(16, "0"), name: id, img: `${id}.svg`, statuses: [id], flags: {} }) }),
      },
    },
  };
  if (generation >= 14) g["CONST"] = { ACTIVE_EFFECT_SHOW_ICON: { NEVER: 0, CONDITIONAL: 1, ALWAYS: 2 } };
  return [];
}

function actor(created: Array<{ data: Record<string, unknown>; options: unknown }>): StatusActor {
  return {
    statuses: new Set(),
    effects: [],
    toggleStatusEffect: async () => {
      throw new Error("the marked status is created directly, not toggled");
    },
    createEmbeddedDocuments: async (_name, data, options) => {
      for (const d of data) created.push({ data: d as Record<string, unknown>, options });
      return [];
    },
    deleteEmbeddedDocuments: async () => [],
  };
}

describe("the marked unconscious", () => {
  it("v14: shown on the token (showIcon ALWAYS), marked, with its static id kept", async () => {
    const created = world(14);
    await addStatus(actor(created), "unconscious", true);
    expect(created).toHaveLength(1);
    expect(created[0]!.data).toMatchObject({ _id: "unconscious00000", statuses: ["unconscious"], showIcon: 2, flags: { "enchanted-realms": { zeroHealth: true } } });
    expect(created[0]!.options).toEqual({ keepId: true });
  });

  it("v13: the same data without showIcon (v13 has no such field)", async () => {
    const created = world(13);
    await addStatus(actor(created), "unconscious", true);
    expect(created[0]!.data).not.toHaveProperty("showIcon");
    expect(created[0]!.data).toMatchObject({ _id: "unconscious00000", flags: { "enchanted-realms": { zeroHealth: true } } });
  });
});
