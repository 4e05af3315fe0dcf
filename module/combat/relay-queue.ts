/**
 * Relay requests that reach a client before it is ready. The GM's client attaches its socket
 * listener at `init`, so a request a player sends while the GM's client loads is not lost; it cannot
 * be checked before `ready` (users, combats and settings are not there yet), so it is held until
 * then and handled in the order it came. The hold is bounded: past MAX_HELD_REQUESTS a request is
 * dropped, with one console line, so a flood while the GM loads cannot grow without end.
 */

/** How many requests are held while the client loads (a table's worth of clicks, with room to spare). */
export const MAX_HELD_REQUESTS = 100;

export type RelayHandler = (data: unknown, senderId: unknown) => Promise<unknown>;

export class HeldRelayRequests {
  readonly #handle: RelayHandler;
  readonly #max: number;
  #held: Array<[unknown, unknown]> = [];
  #open = false;
  #draining: Promise<void> | null = null;
  #warned = false;

  constructor(handle: RelayHandler, max = MAX_HELD_REQUESTS) {
    this.#handle = handle;
    this.#max = max;
  }

  /** The socket listener's body: handled at once when open, else held (or dropped past the bound). */
  receive(data: unknown, senderId: unknown): void {
    if (this.#open) {
      void this.#handle(data, senderId);
      return;
    }
    if (this.#held.length >= this.#max) {
      if (!this.#warned) console.warn(`Enchanted Realms | more than ${this.#max} relay requests arrived before the world was ready; the rest are dropped`);
      this.#warned = true;
      return;
    }
    this.#held.push([data, senderId]);
  }

  /** Handles the held requests one after another, in order (those arriving meanwhile queue behind), then opens. */
  open(): Promise<void> {
    this.#draining ??= (async () => {
      while (this.#held.length > 0) {
        const [data, senderId] = this.#held.shift()!;
        try {
          await this.#handle(data, senderId);
        } catch (error) {
          console.error("Enchanted Realms | a held relay request failed", error);
        }
      }
      this.#open = true;
    })();
    return this.#draining;
  }

  /** How many requests are held now. */
  get size(): number {
    return this.#held.length;
  }
}
