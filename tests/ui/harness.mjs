// Shared set-up for the browser suite: serves the built UI (ui/dist), launches Debian's Chromium
// through playwright-core with a fresh profile, and answers the app's IPC from the fixtures the
// real engine wrote (`quadrille-cli fixtures tests/ui/.fixtures`).
import { createServer } from "node:http";
import { mkdtempSync, readFileSync, rmSync, existsSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, extname, normalize, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import assert from "node:assert/strict";
import { after, before } from "node:test";
import { chromium } from "playwright-core";
import { dailyAnswer, defaultInfo, fixtureMock } from "./mocks.mjs";
import { pseudoScript } from "./pseudo.mjs";

export { defaultInfo };

const here = dirname(fileURLToPath(import.meta.url));
export const repo = join(here, "..", "..");
const dist = join(repo, "ui", "dist");
export const shots = join(repo, "test-results");

/** The engine's fixture for a game: "solitairex" or "chinese_puzzle". */
export function loadFixture(name = "solitairex") {
  const path = join(here, ".fixtures", `${name}.json`);
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: run \`cargo run -q -p quadrille-cli -- fixtures tests/ui/.fixtures\` first`);
  }
  return JSON.parse(readFileSync(path, "utf8"));
}

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json",
};

/**
 * ui/dist served for one suite: started before its tests and stopped after them (`.url` once
 * started), and where its pictures go (`.docs`: docs/screenshots/ with
 * QUADRILLE_DOCS_SCREENSHOTS=1, else test-results/).
 */
export function servedForSuite() {
  const docs = process.env.QUADRILLE_DOCS_SCREENSHOTS === "1" ? join(repo, "docs", "screenshots") : shots;
  const served = { url: "", docs, close: async () => {} };
  before(async () => {
    Object.assign(served, await serveDist());
    mkdirSync(shots, { recursive: true });
    mkdirSync(docs, { recursive: true });
  });
  after(async () => {
    await served.close();
  });
  return served;
}

/** A tiny static server for ui/dist on a free port. */
export async function serveDist() {
  if (!existsSync(join(dist, "index.html"))) throw new Error("ui/dist is missing: run `npm run build:ui` first");
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    let file = normalize(join(dist, decodeURIComponent(url.pathname)));
    if (!file.startsWith(dist) || !existsSync(file) || url.pathname === "/") file = join(dist, "index.html");
    try {
      const body = readFileSync(file);
      res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(r)) };
}

const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
export const LANDSCAPE = { viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
export const TABLET = { viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
export const DESKTOP = { viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false, deviceScaleFactor: 1 };

/** A browser with a fresh profile and the given device; `close()` removes the profile. */
export async function launch(device, extra = {}) {
  const profile = mkdtempSync(join(tmpdir(), "quadrille-ui-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: "/usr/bin/chromium",
    headless: true,
    args: ARGS,
    reducedMotion: "reduce",
    ...device,
    ...extra,
  });
  // The pseudo-locale run of a suite (large-text-pseudo.test.mjs): every page of this browser
  // speaks the accented, longer catalogue made from en.ftl.
  if (process.env.QUADRILLE_PSEUDO === "1") await context.addInitScript({ content: pseudoScript() });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

// The IPC mock (mocks.mjs: fixtureMock) runs inside the page, pasted into one init script after
// this prelude, so it may use `same`, `clone` and `dailyAnswer` (the deals of the day); it
// keeps its state (with `calls`) in `window.__ipc` and returns its command handler, which
// `tauriShim` installs as Tauri's IPC (the hook @tauri-apps/api/mocks' mockIPC sets up:
// window.__TAURI_INTERNALS__.invoke).
const MOCK_PRELUDE = `
const canonical = (v) =>
  Array.isArray(v)
    ? v.map(canonical)
    : v && typeof v === "object"
      ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical(v[k])]))
      : v;
const same = (a, b) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
const clone = (v) => JSON.parse(JSON.stringify(v));
const dailyAnswer = ${dailyAnswer};
`;

/** Stands in for Tauri's IPC: records every call in `window.__ipc.calls`, answers with `handle`
 *  (a Channel passed as an argument is recorded as Tauri sends it, "__CHANNEL__:<id>"). */
function tauriShim(handle) {
  let nextId = 1;
  window.__TAURI_INTERNALS__ = {
    invoke: async (cmd, args = {}) => {
      window.__ipc.calls.push({ cmd, args: JSON.parse(JSON.stringify(args)) });
      // `window.__ipc.delays[cmd]` (ms) holds a command's answer back: an answer still on its way.
      await new Promise((r) => setTimeout(r, window.__ipc.delays?.[cmd] ?? 5));
      return handle(cmd, args);
    },
    // A Channel registers its message handler here; the rooms mock pushes through it.
    transformCallback: (callback) => {
      const id = nextId++;
      (window.__ipcCallbacks ??= new Map()).set(id, callback);
      return id;
    },
    unregisterCallback: (id) => window.__ipcCallbacks?.delete(id),
    convertFileSrc: (path) => path,
    metadata: { currentWindow: { label: "main" }, currentWebview: { windowLabel: "main", label: "main" } },
  };
}

/** Installs `mock(arg)` as the page's IPC before the app loads. */
export async function installMock(page, mock, arg) {
  await page.addInitScript({
    content: `${MOCK_PRELUDE}\n(${tauriShim})((${mock})(${JSON.stringify(arg)}));`,
  });
}

/** Opens the app in a new page with the IPC mock installed for a Gaps fixture (`options`: the
 *  mock's, e.g. `fresh`). */
export async function openApp(context, url, fixture, info = defaultInfo(), options = {}) {
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e));
  await installMock(page, fixtureMock, { fixture, info, options, game: "gaps" });
  await page.goto(url);
  await page.waitForSelector("main[data-screen='home']");
  return { page, errors };
}

export async function screenshot(page, name) {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name}.png`) });
}

/** The board as the DOM shows it: "row-col" → data-card. */
export async function boardCards(page) {
  return page.$$eval("[data-testid^='cell-']", (cells) =>
    Object.fromEntries(cells.map((c) => [c.dataset.testid.slice(5), c.dataset.card])),
  );
}

const SUIT = { clubs: "c", diamonds: "d", hearts: "h", spades: "s" };
const RANK = ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];

/** The same map computed from an engine view. */
export function viewCards(view) {
  return Object.fromEntries(
    view.board.cells.map((c) => [
      `${c.slot.row}-${c.slot.col}`,
      c.card ? `${RANK[c.card.rank]}${SUIT[c.card.suit]}` : "",
    ]),
  );
}

export const cell = (slot) => `[data-testid='cell-${slot.row}-${slot.col}']`;

export async function ipcCalls(page) {
  return page.evaluate(() => window.__ipc.calls);
}

/** Taps (touch) or clicks (mouse) an element. */
export async function press(page, selector, touch) {
  if (touch) await page.tap(selector);
  else await page.click(selector);
}

export async function assertNoOverflow(page) {
  const size = await page.evaluate(() => {
    const el = document.scrollingElement ?? document.documentElement;
    return { sw: el.scrollWidth, cw: el.clientWidth, sh: el.scrollHeight, ch: el.clientHeight };
  });
  assert.ok(size.sw <= size.cw, `horizontal overflow: ${size.sw} > ${size.cw}`);
  assert.ok(size.sh <= size.ch, `vertical overflow: ${size.sh} > ${size.ch}`);
}

/** Everything the game screen needs is inside the viewport. */
export async function assertAllVisible(page) {
  const outside = await page.evaluate(() => {
    const w = window.innerWidth;
    const h = window.innerHeight;
    const els = document.querySelectorAll("[data-testid^='cell-'], nav.toolbar button, [data-testid='score'], [data-testid='status']");
    return Array.from(els)
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.left < -0.5 || r.top < -0.5 || r.right > w + 0.5 || r.bottom > h + 0.5;
      })
      .map((el) => el.dataset.testid ?? el.textContent);
  });
  assert.deepEqual(outside, [], "elements outside the viewport");
}
