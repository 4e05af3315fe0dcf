import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { deriveActor, type ActorDerived, type ActorSourceInput } from "./derive";
import type { ActorProfile } from "./profile";
import { GRYF, GRYF_ITEMS } from "../sheets/samples";

/** The system model: its stored fields (effects write into them) and the derivation it runs. */
class StandInModel {
  derived!: ActorDerived;
  profile!: ActorProfile;
  constructor(public fields: ActorSourceInput) {}
  rederive(): void {
    const r = deriveActor({ type: "character", system: this.fields, items: GRYF_ITEMS, worldTime: 0 });
    this.derived = r.derived;
    this.profile = r.profile;
  }
}

vi.mock("./models", () => ({ erActorSystem: (actor: { system?: unknown }) => (actor.system instanceof StandInModel ? actor.system : null) }));

interface Change {
  key: string;
  value: string;
  type: string;
  phase: string;
}

/**
 * Core's Actor as documented: `prepareData` applies the "initial" effect phase inside
 * prepareEmbeddedDocuments, runs prepareDerivedData, then applies the "final" phase (v14); v13
 * applies every change once, without a phase, before prepareDerivedData. An ADD change adds to the
 * stored field, as core does.
 */
class StandInActor {
  system: StandInModel;
  items = { contents: GRYF_ITEMS.map((i) => ({ type: i.type, name: i.name, system: i.system })) };
  effects: { active: boolean; system: { changes: Change[] }; changes: Change[] }[] = [];
  constructor(public generation: number) {
    this.system = new StandInModel(structuredClone(GRYF) as ActorSourceInput);
  }
  *allApplicableEffects() {
    yield* this.effects;
  }
  applyActiveEffects(phase?: string): void {
    for (const e of this.effects) {
      for (const c of e.system.changes) {
        if (phase !== undefined && c.phase !== phase) continue;
        if (c.key === "system.movement.speed" && c.type === "add") this.system.fields.movement.speed += Number(c.value);
      }
    }
  }
  getRollData(): Record<string, unknown> {
    return this.system as unknown as Record<string, unknown>;
  }
  prepareData(): void {
    this.system.fields = structuredClone(GRYF) as ActorSourceInput;
    if (this.generation >= 14) {
      this.applyActiveEffects("initial");
      this.system.rederive();
      this.applyActiveEffects("final");
    } else {
      this.applyActiveEffects();
      this.system.rederive();
    }
  }
}

let ERActor: new (generation: number) => StandInActor;

beforeAll(async () => {
  vi.stubGlobal("Actor", StandInActor);
  ERActor = (await import("./document")).ERActor as unknown as typeof ERActor;
});
afterEach(() => vi.unstubAllGlobals());

function withSpeedEffect(generation: number, phase: string): StandInActor {
  vi.stubGlobal("game", { release: { generation } });
  vi.stubGlobal("Actor", StandInActor);
  const actor = new ERActor(generation);
  const change = { key: "system.movement.speed", value: "2", type: "add", phase };
  actor.effects.push({ active: true, system: { changes: [change] }, changes: [{ ...change }] });
  actor.prepareData();
  return actor;
}

describe("ERActor: a +2 speed effect reaches hexes, split and the ruler's profile in every phase", () => {
  it.each([
    [13, "initial"],
    [14, "initial"],
    [14, "final"],
  ] as const)("v%i, %s phase", (generation, phase) => {
    const actor = withSpeedEffect(generation, phase);
    expect(actor.system.fields.movement.speed).toBe(14);
    expect(actor.system.derived.movement.terrains.optimal.hexesPerRound).toBe(13);
    expect(actor.system.derived.movement.terrains.optimal.phases).toEqual([5, 3, 3, 2]);
    expect(actor.system.profile.movement.speed).toBe(14);
  });

  it("an inactive effect changes nothing", () => {
    vi.stubGlobal("game", { release: { generation: 14 } });
    const actor = new ERActor(14);
    actor.effects.push({ active: false, system: { changes: [] }, changes: [] });
    actor.prepareData();
    expect(actor.system.derived.movement.terrains.optimal.hexesPerRound).toBe(11);
  });
});

describe("ERActor#getRollData", () => {
  it("adds the numbers in force to the system fields", () => {
    const actor = withSpeedEffect(13, "initial");
    const data = (actor as unknown as { getRollData(): Record<string, unknown> }).getRollData();
    expect(data["steps"]).toBe(1);
    expect(data["speed"]).toBe(14);
    expect(data["hexes"]).toBe(13);
    expect(data["skills"]).toEqual({ quickness: 14 });
    // The system's own fields stay reachable beside them.
    expect(data["derived"]).toBe(actor.system.derived);
  });
});
