/**
 * A strict stand-in for the GM client's interception port (module/combat/intercept.ts): one combat
 * with a clock, parties with tokens, owners and memory. As strict as Foundry's side: every read of a
 * party's token, path or name is logged (a hidden target must never be read for a player), each
 * write is kept, and the GM's "past or not" answer is the test's to give.
 */
import type { InterceptParty, InterceptWorld } from "../../module/combat/intercept";
import type { Cube, EngagementToken } from "../../module/rules";

export interface InterceptPartySpec {
  readonly id: string;
  readonly name: string;
  readonly hex: Cube;
  readonly disposition: number;
  readonly owners?: readonly string[];
  /** The combatant hidden in the tracker (its token may still be seen). */
  readonly hidden?: boolean;
  /** The token hidden: engagement leaves it out on every client, as scene/engagement-tokens.ts does. */
  readonly tokenHidden?: boolean;
  readonly path?: readonly Cube[];
  readonly conditions?: readonly string[];
  readonly forfeited?: boolean;
}

export class InterceptStandIn implements InterceptWorld {
  readonly combatId: string;
  now: { round: number; second: number } | null = { round: 2, second: 6 };
  readonly specs = new Map<string, InterceptPartySpec>();
  readonly memory = new Map<string, { interceptAt: number; stoppedAt: number }>();
  readonly reads: string[] = [];
  readonly writes: { id: string; patch: Record<string, number> }[] = [];
  readonly posts: { key: string; data: Record<string, string>; secret: boolean }[] = [];
  readonly asked: string[] = [];
  answer = true;
  readonly gms: ReadonlySet<string>;

  constructor(combatId: string, gms: readonly string[], parties: readonly InterceptPartySpec[]) {
    this.combatId = combatId;
    this.gms = new Set(gms);
    for (const p of parties) {
      this.specs.set(p.id, p);
      this.memory.set(p.id, { interceptAt: 0, stoppedAt: 0 });
    }
  }

  clock(combatId: string): { round: number; second: number } | null {
    return combatId === this.combatId ? this.now : null;
  }

  private tokenOf(s: InterceptPartySpec): EngagementToken {
    const hex = s.path && s.path.length > 0 ? s.path[s.path.length - 1]! : s.hex;
    return { id: s.id, hex, disposition: s.disposition, conditions: s.conditions ?? [], defeated: false };
  }

  party(combatId: string, combatantId: string): InterceptParty | null {
    const s = combatId === this.combatId ? this.specs.get(combatId === this.combatId ? combatantId : "") : undefined;
    if (s === undefined) return null;
    const log = (what: string) => this.reads.push(`${s.id}.${what}`);
    const token = s.tokenHidden === true ? null : this.tokenOf(s);
    const memory = this.memory.get(s.id)!;
    return {
      hidden: s.hidden === true || s.tokenHidden === true,
      get name() { log("name"); return s.name; },
      get token() { log("token"); return token; },
      get path() { log("path"); return s.path ?? [s.hex]; },
      get moved() { log("moved"); return (s.path?.length ?? 0) > 1; },
      get forfeited() { log("forfeited"); return s.forfeited === true; },
      get memory() { log("memory"); return { ...memory }; },
      ownedBy: (userId: string) => (s.owners ?? []).includes(userId),
    };
  }

  tokens(): readonly EngagementToken[] {
    return [...this.specs.values()].filter((s) => s.tokenHidden !== true).map((s) => this.tokenOf(s));
  }

  isGM(userId: string): boolean {
    return this.gms.has(userId);
  }

  async confirmPast(interceptor: string, mover: string): Promise<boolean> {
    this.asked.push(`${interceptor}>${mover}`);
    return this.answer;
  }

  async write(combatId: string, combatantId: string, patch: Record<string, number>): Promise<void> {
    if (combatId !== this.combatId || !this.memory.has(combatantId)) throw new Error(`no combatant ${combatantId}`);
    this.memory.set(combatantId, { ...this.memory.get(combatantId)!, ...patch });
    this.writes.push({ id: combatantId, patch });
  }

  async post(key: string, data: Record<string, string>, secret: boolean): Promise<void> {
    this.posts.push({ key, data, secret });
  }
}
