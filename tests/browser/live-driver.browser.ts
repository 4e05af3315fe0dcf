/**
 * The live suite's driver, checked without Foundry: `join` against a small page that has the join
 * form's shape the driver relies on (tests/live/foundry.ts), and `until`/`markerClock` on it. This
 * proves the driver's own code (selectors, waits, in-page functions), not Foundry's pages.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { launchChromium, type LaunchedBrowser } from "./chromium";
import { join, markerClock, until } from "../live/foundry";

const JOIN = `<!doctype html><title>Join</title>
<form method="post" action="/join"><select name="userid"><option value=""></option><option value="u1">Gamemaster</option><option value="u2" disabled>Busy</option><option value="u3">Player</option></select>
<input type="password" name="password"><button type="submit" name="join">Join Game Session</button></form>`;
const GAME = `<!doctype html><title>Game</title><div id="er-second-marker" data-round="1" data-second="6" style="height:20px"><span class="er-marker-clock">Round 1 · Second 6</span></div>
<script>setTimeout(() => { window.game = { ready: true, messages: [] }; }, 200);</script>`;

let server: Server;
let base = "";
let browser: LaunchedBrowser;
const posted: string[] = [];
/** Set when no browser could be started: every test then fails with it (they never skip). */
let launchError: unknown = null;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.method === "POST" && req.url === "/join") {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => {
        posted.push(body);
        res.writeHead(302, { location: "/game" }).end();
      });
      return;
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(req.url === "/game" ? GAME : JOIN);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    browser = await launchChromium();
  } catch (error) {
    launchError = error;
  }
});

beforeEach(() => {
  if (launchError) throw launchError;
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe("the live suite's driver", () => {
  it("joins as the named user with the password and waits for game.ready", async () => {
    const page = await browser.context.newPage();
    await join(page, base, "Player", "secret");
    expect(new URL(page.url()).pathname).toBe("/game");
    expect(posted.at(-1)).toMatch(/^userid=u3&password=secret(&|$)/);
    expect(await markerClock(page)).toEqual({ round: 1, second: 6 });
    expect(await until(page, "the clock text", (sel) => document.querySelector(sel)?.textContent ?? "", ".er-marker-clock")).toBe("Round 1 · Second 6");
    await page.close();
  });

  it("names the users on offer when the user is missing, and refuses one logged in elsewhere", async () => {
    const page = await browser.context.newPage();
    await expect(join(page, base, "Nobody", "")).rejects.toThrow(/No user "Nobody".*Gamemaster, Busy, Player/);
    await expect(join(page, base, "Busy", "")).rejects.toThrow(/already logged in/);
    await expect(until(page, "something that never comes", () => false, null, 600)).rejects.toThrow(/Timed out waiting for something that never comes/);
    await page.close();
  });
});
