/**
 * The active GM's side of a move about to leave an engaged hex (VARIANTS.md §13.3 row 7; relay kind
 * `leaveAttacks`, combat/relay-leave.ts): the moving client holds its move back until the cards are
 * posted (canvas/opportunity-pause.ts). Who asks is the socket's sender; the request gives only the
 * scene, the token and where the move would end. The GM's client checks the sender owns the token
 * and that it fights in the started combat, then runs the one opportunity path (opportunity.ts) from
 * where the token stands now: the foes, the clock and every rule are its own reading, and the cards
 * can only be against the sender's own token.
 */
import { provideLeaveRelay, type LeaveRelayRequest } from "../combat/relay-leave";
import type { RefusalReason } from "../combat/refusals";
import { postLeaveAttacks, type LeavingMove } from "./opportunity";

/** A token as the check reads it. */
export interface LeaveToken {
  readonly x: number;
  readonly y: number;
  owns(userId: string): boolean;
  /** A combatant of a started combat. */
  readonly fighting: boolean;
}

/** What the GM's handler reads of the world (Foundry's globals in play, strict stand-ins in tests). */
export interface LeaveWorld {
  user(id: string): { readonly id: string } | undefined;
  token(sceneId: string, tokenId: string): LeaveToken | undefined;
  /** The opportunity path for that token (postLeaveAttacks). */
  post(token: LeaveToken, move: LeavingMove): Promise<number>;
}

/** The GM's handling of a request from `senderId`: null when the path ran (whatever it posted), else why not. */
export async function handleLeaveAttacks(request: LeaveRelayRequest, senderId: string, world: LeaveWorld): Promise<RefusalReason | null> {
  const sender = world.user(senderId);
  if (!sender) return "unknownSender";
  const token = world.token(request.sceneId, request.tokenId);
  if (!token) return "unknownToken";
  if (!token.owns(sender.id)) return "notOwner";
  if (!token.fighting) return "leaveRefused";
  // A teleport is never held back by the moving client (001:L535), so what is asked is a move on foot.
  await world.post(token, { origin: { x: token.x, y: token.y }, destination: { x: request.x, y: request.y }, teleport: false });
  return null;
}

type Doc = TokenDocument.Implementation;

function foundryLeaveWorld(): LeaveWorld {
  const docs = new WeakMap<LeaveToken, Doc>();
  return {
    user: (id) => {
      const u = game.users?.get(id);
      return u?.id ? { id: u.id } : undefined;
    },
    token: (sceneId, tokenId) => {
      const doc = game.scenes?.get(sceneId)?.tokens.get(tokenId);
      if (!doc) return undefined;
      const combatant = doc.combatant as { parent?: { started?: boolean } | null } | null;
      const token: LeaveToken = {
        x: doc.x,
        y: doc.y,
        owns: (userId) => {
          const user = game.users?.get(userId);
          return user !== undefined && doc.testUserPermission(user, "OWNER");
        },
        fighting: combatant?.parent?.started === true,
      };
      docs.set(token, doc);
      return token;
    },
    post: (token, move) => {
      const doc = docs.get(token);
      return doc ? postLeaveAttacks(doc, move) : Promise.resolve(0);
    },
  };
}

/** Installs the GM side of the relay kind. */
export function registerLeaveRelay(): void {
  provideLeaveRelay((request, senderId) => handleLeaveAttacks(request, senderId, foundryLeaveWorld()));
}
