// Two real apps in one room: each app is its own tauri-driver (WebKitWebDriver holds one session,
// and the data folder is the driver's environment), both with QUADRILLE_ROOMS_LOOPBACK=1 so the
// host listens on 127.0.0.1 only and announces nothing. The lobby is driven through the same
// selectors as tests/ui/together.test.mjs.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appProcesses, sleep, startDriver, waitFor } from './webdriver.mjs';

/** The window size of a phone (the README's screenshots are taken at it). */
export const PHONE = { width: 390, height: 844 };

/**
 * One app: a driver, a session, and its data folder (kept across `restart`). `name` labels
 * failures and screenshots.
 */
export class App {
  constructor(name, xdg, x = 0) {
    this.name = name;
    this.xdg = xdg;
    this.x = x;
    this.driver = null;
    this.session = null;
  }

  /**
   * Starts the app on the home screen, at phone size, `x` pixels from the screen's left: the
   * two windows side by side (WebKit's screenshot of a window hidden under another one has
   * been seen to wait for a frame that never comes).
   */
  async start() {
    this.driver = await startDriver({ xdg: this.xdg, env: { QUADRILLE_ROOMS_LOOPBACK: '1' } });
    this.session = await this.driver.newSession();
    await this.session.setWindowRect({ x: this.x, y: 0, ...PHONE }).catch(() => {});
    await this.session.waitFor('main[data-screen="home"]', { timeout: 60_000 });
    return this.session;
  }

  /**
   * Kills the app as a crash would (SIGKILL, nothing saved on the way out), then its driver;
   * waits until no app process of this data folder is left.
   */
  async kill() {
    for (const pid of appProcesses(this.xdg)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await waitFor(() => appProcesses(this.xdg).length === 0, { timeout: 20_000, what: `${this.name}'s app to exit` });
    await this.stop();
  }

  async stop() {
    const d = this.driver;
    this.driver = null;
    this.session = null;
    await d?.stop();
  }
}

/** The lobby's "Play with friends" screen. */
async function openLobby(s) {
  await s.click('[data-testid="open-together"]');
  await s.waitFor('main[data-screen="together"]');
}

/** Sets a text input's value as typing would (the lobby binds its fields on input). */
async function fill(s, testid, value) {
  await s.waitFor(`[data-testid="${testid}"]`);
  await s.exec(
    `const el = document.querySelector('[data-testid="' + arguments[0] + '"]');
     el.value = arguments[1];
     el.dispatchEvent(new Event('input', { bubbles: true }));
     el.dispatchEvent(new Event('change', { bubbles: true }));`,
    testid,
    value,
  );
}

/**
 * Hosts a room on this device: `game` "soi" (target `target`) or "four_side" (a `size` board).
 * Returns the invite link shown in the waiting room.
 */
export async function hostRoom(s, { game, name, size, target }) {
  await openLobby(s);
  await s.waitFor('[data-testid="host-form"]');
  await s.click(`[data-testid="host-game"] [data-value="${game}"]`);
  if (size) await s.click(`[data-testid="host-fourside-size"] [data-value="${size}"]`);
  if (target) await fill(s, 'host-soi-target', String(target));
  await fill(s, 'host-name', name);
  await s.click('[data-testid="host-open"]');
  await s.waitFor('[data-testid="waiting-room"]', { timeout: 30_000 });
  return waitFor(
    () => s.exec(`return document.querySelector('[data-testid="invite-link"]')?.value || null;`),
    { what: 'the invite link in the waiting room' },
  );
}

/** Joins with the invite pasted in the Join field; returns the seat this app was given. */
export async function joinRoom(s, { link, name }) {
  await openLobby(s);
  await s.click('[data-testid="lobby-tab"] [data-value="join"]');
  await fill(s, 'join-link', link);
  await fill(s, 'join-name', name);
  await s.click('[data-testid="join-go"]');
  await s.waitFor('[data-testid="waiting-room"]', { timeout: 30_000 });
  return mySeat(s);
}

/** The seat marked "(you)" in the waiting room. */
export function mySeat(s) {
  return waitFor(
    () =>
      s.exec(
        `const mine = [...document.querySelectorAll('[data-testid^="lobby-seat-"]')].find((el) => /\\(you\\)/.test(el.textContent));
         return mine ? Number(mine.dataset.testid.slice('lobby-seat-'.length)) : null;`,
      ),
    { what: 'the seat marked (you)' },
  );
}

/** What a waiting-room seat holds: "person", "computer" or "open". */
export const seatKind = (s, seat) => s.exec(`return document.querySelector('[data-testid="lobby-seat-${seat}"]')?.dataset.kind ?? null;`);

/** Waits until the waiting room shows `seat` holding `kind`. */
export const waitSeat = (s, seat, kind) =>
  waitFor(async () => (await seatKind(s, seat)) === kind, { what: `seat ${seat} to hold a ${kind}` });

/** The host puts a computer in `seat` (the level the lobby offers first). */
export async function addComputer(s, seat) {
  await s.click(`[data-testid="seat-${seat}-computer"]`);
  await waitSeat(s, seat, 'computer');
}

/**
 * WebKit's screenshot waits for the page's next drawing; a still FourSide room screen (nothing
 * animating) can leave it waiting for good. Changing the page's opacity by a thousandth for a
 * few frames makes it draw, with no visible change.
 */
const REPAINT = `
  let n = 0;
  const step = () => {
    document.body.style.opacity = n % 2 ? '0.999' : '';
    if (++n < 40) requestAnimationFrame(step);
    else document.body.style.opacity = '';
  };
  requestAnimationFrame(step);`;

/**
 * Both apps' screenshots, one file each, named for the app. Not an assertion: a screenshot that
 * still does not come within 15 s is said in the log and the game goes on.
 */
export async function screenshots(apps, dir, name) {
  mkdirSync(dir, { recursive: true });
  await sleep(600); // let the last tile or card land
  const files = [];
  for (const app of apps) {
    const file = join(dir, `${name}-${app.name}.png`);
    const t0 = Date.now();
    try {
      await app.session.exec(REPAINT);
      writeFileSync(file, await app.session.screenshot({ timeout: 15_000 }));
      files.push(file);
    } catch (e) {
      console.error(`# screenshot of ${app.name} failed after ${Date.now() - t0} ms: ${e.message}`);
    }
  }
  return files;
}
