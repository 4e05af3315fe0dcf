/**
 * The relay kind of an interception (VARIANTS.md §3.7, §13.3 row 7; 001:L223): an owner of
 * combatant X asks the active GM's client to intercept combatant Y. The request names the combat
 * and the two combatants only, never a path, a hex or an outcome: the GM's client reads the rest
 * itself, checks it with the rules (`interceptRefusal`), asks the GM whether Y moved "past" X, and
 * writes both memories (the Foundry side, intercept-foundry.ts, is installed here as a port).
 */
import type { RefusalReason } from "./refusals";

export type InterceptRelayRequest = { kind: "intercept"; combatId: string; combatantId: string; targetCombatantId: string };

export const INTERCEPT_RELAY_KINDS = ["intercept"] as const;

const DOCUMENT_ID = /^[A-Za-z0-9]{16}$/;
const isId = (v: unknown): v is string => typeof v === "string" && DOCUMENT_ID.test(v);

/** The request if every field is well formed, else null; any other field (a hex, a verdict) is dropped. */
export function parseInterceptRelay(r: Record<string, unknown>): InterceptRelayRequest | null {
  const { kind, combatId, combatantId, targetCombatantId } = r;
  if (kind !== "intercept" || !isId(combatId) || !isId(combatantId) || !isId(targetCombatantId)) return null;
  return { kind, combatId, combatantId, targetCombatantId };
}

/** The GM's handler of a checked request: null when carried out, else the refusal reason. */
export type InterceptRelayHandler = (request: InterceptRelayRequest, senderId: string) => Promise<RefusalReason | null>;

let handler: InterceptRelayHandler | null = null;

/** Installs the GM side (intercept-foundry.ts, at init). */
export function provideInterceptRelay(fn: InterceptRelayHandler): void {
  handler = fn;
}

/** Hands a checked request to the installed GM side; with none installed it is refused as malformed. */
export async function handleInterceptRelay(request: InterceptRelayRequest, senderId: string): Promise<RefusalReason | null> {
  return handler ? handler(request, senderId) : "malformed";
}
