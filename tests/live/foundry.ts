/**
 * Driving a running Foundry from Playwright: joining as a user, waiting for the game to be ready,
 * and reading the world. What the join page looks like (a `select[name="userid"]`, an
 * `input[name="password"]`, a `button[name="join"]`, then `/game` with `game.ready`) is taken from
 * public end-to-end suites that run against Foundry (see docs/development.md, "Verifying in Foundry"); it
 * has not been run against Foundry from here.
 */
import type { Page } from "playwright-core";

export const SYSTEM_ID = "enchanted-realms";

/** Joins the world as `user` and waits until Foundry reports the game ready. */
export async function join(page: Page, baseUrl: string, user: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/join`, { waitUntil: "domcontentloaded" });
  if (new URL(page.url()).pathname.startsWith("/setup") || new URL(page.url()).pathname.startsWith("/auth")) {
    throw new Error(`${baseUrl} shows the setup screen, not a world: launch the test world first.`);
  }
  const select = page.locator('select[name="userid"]');
  await select.waitFor({ state: "visible", timeout: 30_000 });
  const options = await select.locator("option").evaluateAll((os) => os.map((o) => ({ value: (o as HTMLOptionElement).value, label: (o.textContent ?? "").trim(), disabled: (o as HTMLOptionElement).disabled })));
  const option = options.find((o) => o.label === user);
  if (!option) throw new Error(`No user "${user}" on the join page (users: ${options.map((o) => o.label).filter(Boolean).join(", ")}).`);
  if (option.disabled) throw new Error(`The user "${user}" is already logged in elsewhere: log them out first.`);
  await select.selectOption(option.value);
  if (password) await page.locator('input[name="password"]').fill(password);
  await Promise.all([page.waitForURL(/\/game/, { timeout: 60_000 }), page.locator('button[name="join"]').click()]);
  await page.waitForFunction(() => {
    const game = (globalThis as { game?: { ready?: boolean; messages?: unknown } }).game;
    return game?.ready === true && !!game.messages;
  }, undefined, { timeout: 120_000 });
}

/** Polls `fn(arg)` in the page until it returns a truthy value; throws naming `what` on timeout. */
export async function until<A, T>(page: Page, what: string, fn: (arg: A) => T | Promise<T>, arg: A, timeout = 15_000): Promise<NonNullable<T>> {
  const start = Date.now();
  let last: unknown = null;
  while (Date.now() - start < timeout) {
    try {
      // Playwright's evaluate types want a serialisable argument type; `arg` is plain data.
      const value = (await page.evaluate(fn as never, arg as never)) as T;
      if (value) return value as NonNullable<T>;
      last = value;
    } catch (error) {
      last = error;
    }
    await page.waitForTimeout(250);
  }
  throw new Error(`Timed out waiting for ${what} (last: ${String(last)})`);
}

/** The clock the second marker shows this client (round and second), or null when none shows. */
export function markerClock(page: Page): Promise<{ round: number; second: number } | null> {
  return page.evaluate(() => {
    const marker = document.getElementById("er-second-marker");
    if (!marker || marker.getBoundingClientRect().height === 0) return null;
    return { round: Number(marker.dataset["round"]), second: Number(marker.dataset["second"]) };
  });
}
