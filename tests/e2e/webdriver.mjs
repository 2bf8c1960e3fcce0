// A tiny W3C WebDriver client over fetch, and the plumbing to drive the real Quadrille app
// through tauri-driver (which starts WebKitWebDriver, which starts the app).
// No dependencies beyond Node itself.

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before } from 'node:test';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const APP = resolve(
  process.env.QUADRILLE_APP ?? join(process.env.CARGO_TARGET_DIR ?? join(ROOT, 'target'), 'debug', 'quadrille'),
);
export const IDENTIFIER = 'app.quadrille.games';
export const STORE_FILE = 'quadrille.json';
export const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls `fn` until it returns a truthy value (which is returned) or the time runs out. */
export async function waitFor(fn, { timeout = 30_000, interval = 150, what = 'a condition' } = {}) {
  const end = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      const v = await fn();
      if (v) return v;
    } catch (e) {
      last = e;
    }
    if (Date.now() > end) {
      throw new Error(`timed out after ${timeout} ms waiting for ${what}${last ? ` (last error: ${last.message})` : ''}`);
    }
    await sleep(interval);
  }
}

function freePort() {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });
}

function findTauriDriver() {
  if (process.env.TAURI_DRIVER) return process.env.TAURI_DRIVER;
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, 'tauri-driver'))) return join(dir, 'tauri-driver');
  }
  const cargoBin = join(homedir(), '.cargo', 'bin', 'tauri-driver');
  if (existsSync(cargoBin)) return cargoBin;
  throw new Error('tauri-driver not found: run `bash scripts/setup.sh --test` (cargo install tauri-driver --locked --version ^2)');
}

/** The app's data folder inside a test's XDG_DATA_HOME. */
export const dataDir = (xdg) => join(xdg, IDENTIFIER);

/** Writes `text` as the app's store file before the app starts. */
export function writeStore(xdg, text) {
  mkdirSync(dataDir(xdg), { recursive: true });
  writeFileSync(join(dataDir(xdg), STORE_FILE), text);
}

/** Ids of running app processes started with this XDG_DATA_HOME (so other runs are ignored). */
export function appProcesses(xdg) {
  const found = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const exe = readlinkSync(`/proc/${pid}/exe`).replace(/ \(deleted\)$/, '');
      if (exe !== APP) continue;
      const env = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      if (env.includes(`XDG_DATA_HOME=${xdg}`)) found.push(Number(pid));
    } catch {
      // gone, or not ours to read
    }
  }
  return found;
}

/**
 * Starts tauri-driver in its own process group with its own ports and XDG_DATA_HOME
 * (inherited by WebKitWebDriver and the app, as is `env`). Call `stop()` when done.
 * One driver runs one app: WebKitWebDriver holds a single session, and the data folder is the
 * driver's environment, so two apps at once are two drivers (each on free ports).
 */
/**
 * From home into `game`'s screen, once `ready` (a selector) shows. The guided game offered the
 * first time a game is opened is declined: the guide has a test of its own (guide.test.mjs).
 */
export async function openGame(s, game, ready) {
  await s.waitFor('main[data-screen="home"]', { timeout: 60_000 });
  await s.click(`[data-testid="open-${game}"]`);
  await s.waitFor(ready);
  // The offer comes with the screen: a moment to appear, none on a game played before.
  const offered = await waitFor(async () => (await s.exists('[data-testid="confirm-no"]')) || null, {
    timeout: 2_000,
    what: 'the guided game offered',
  }).catch(() => false);
  if (offered) {
    await s.click('[data-testid="confirm-no"]');
    await waitFor(async () => !(await s.exists('[data-testid="confirm-no"]')), { what: 'the offer to close' });
  }
}

/**
 * One app for a test file, with a data folder of its own: started before its tests, stopped
 * and its folder removed after them (kept with QUADRILLE_E2E_KEEP=1). `.driver` is the driver.
 */
export function appForTests(prefix) {
  const app = { xdg: mkdtempSync(join(tmpdir(), `quadrille-e2e-${prefix}-`)), driver: null };
  before(async () => {
    app.driver = await startDriver({ xdg: app.xdg });
  });
  after(async () => {
    await app.driver?.stop();
    if (process.env.QUADRILLE_E2E_KEEP !== '1') rmSync(app.xdg, { recursive: true, force: true });
  });
  return app;
}

export async function startDriver({ xdg, env = {}, log = process.env.QUADRILLE_E2E_LOG === '1' } = {}) {
  if (!existsSync(APP)) throw new Error(`${APP} is missing: build it with \`npx tauri build --debug --no-bundle\``);
  const port = await freePort();
  let nativePort = await freePort();
  while (nativePort === port) nativePort = await freePort();
  const child = spawn(findTauriDriver(), ['--port', String(port), '--native-port', String(nativePort)], {
    // Under Xvfb WebKit composites with Mesa's software GL, whose compositor thread has
    // crashed mid-test here (a segfault in swrast_dri.so, the session then lost); WebKit's
    // non-composited path draws the same page without it.
    env: { WEBKIT_DISABLE_COMPOSITING_MODE: '1', ...process.env, ...env, XDG_DATA_HOME: xdg },
    detached: true, // its own process group: stop() kills WebKitWebDriver and the app with it
    stdio: ['ignore', log ? 'inherit' : 'ignore', log ? 'inherit' : 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr = (stderr + d).slice(-4000);
  });
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = { code, signal };
  });
  const base = `http://127.0.0.1:${port}`;

  const driver = {
    base,
    xdg,
    pid: child.pid,
    get stderr() {
      return stderr;
    },
    async stop() {
      if (exited) return;
      const kill = (sig) => {
        try {
          process.kill(-child.pid, sig);
        } catch {
          // already gone
        }
      };
      kill('SIGTERM');
      const end = Date.now() + 5000;
      while (!exited && Date.now() < end) await sleep(100);
      kill('SIGKILL');
      // The app may have left the group (it normally has not): make sure none of ours survives.
      for (const pid of appProcesses(xdg)) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // gone
        }
      }
    },
    /** Creates a session: this launches the app (`application`: another binary, for the benchmark). */
    async newSession(application = APP) {
      const value = await request(base, 'POST', '/session', {
        capabilities: { alwaysMatch: { 'tauri:options': { application } } },
      }, 120_000);
      return new Session(base, value.sessionId, xdg);
    },
  };

  // tauri-driver answers before WebKitWebDriver is up: wait for value.ready.
  await waitFor(
    async () => {
      if (exited) throw new Error(`tauri-driver exited (${JSON.stringify(exited)}): ${stderr}`);
      const r = await fetch(`${base}/status`);
      const body = await r.json();
      return body?.value?.ready === true;
    },
    { timeout: 60_000, interval: 200, what: 'tauri-driver /status ready' },
  ).catch(async (e) => {
    await driver.stop();
    throw e;
  });
  return driver;
}

async function request(base, method, path, body, timeout = 60_000) {
  const res = await fetch(base + path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeout),
  }).catch((e) => {
    // fetch's own message names neither the command nor the wait: say both.
    throw new Error(`${method} ${path} ${JSON.stringify(body ?? null).slice(0, 200)}: ${e.message} (waited up to ${timeout} ms)`, { cause: e });
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${method} ${path}: HTTP ${res.status}, not JSON: ${text.slice(0, 300)}`);
  }
  if (!res.ok || (json.value && json.value.error)) {
    const v = json.value ?? {};
    const err = new Error(`${method} ${path}: ${v.error ?? res.status}: ${v.message ?? text.slice(0, 300)}`);
    err.webdriverError = v.error;
    throw err;
  }
  return json.value;
}

export class Session {
  constructor(base, id, xdg) {
    this.base = base;
    this.id = id;
    this.xdg = xdg;
  }

  cmd(method, path, body) {
    return request(this.base, method, `/session/${this.id}${path}`, body);
  }

  /** Runs a function body in the page; `arguments` holds args. */
  exec(script, ...args) {
    return this.cmd('POST', '/execute/sync', { script, args });
  }

  /** Runs an async function body in the page: it ends by calling the last of `arguments`. */
  execAsync(script, ...args) {
    return this.cmd('POST', '/execute/async', { script, args });
  }

  /** Calls a command through the page's IPC, as the UI would: `{ ok }` or `{ err }`. */
  invoke(cmd, args = {}) {
    return this.execAsync(
      `const [cmd, args, done] = arguments;
       window.__TAURI_INTERNALS__.invoke(cmd, args).then(
         (ok) => done({ ok: ok ?? null }),
         (err) => done({ err: err ?? null }));`,
      cmd,
      args,
    );
  }

  async find(css) {
    const v = await this.cmd('POST', '/element', { using: 'css selector', value: css });
    return v[ELEMENT];
  }

  async findAll(css) {
    const v = await this.cmd('POST', '/elements', { using: 'css selector', value: css });
    return v.map((e) => e[ELEMENT]);
  }

  /** Waits until an element matching `css` exists (and, by default, is displayed). */
  waitFor(css, { timeout = 30_000, visible = true } = {}) {
    return waitFor(
      async () => {
        const els = await this.findAll(css);
        for (const el of els) {
          if (!visible || (await this.cmd('GET', `/element/${el}/displayed`))) return el;
        }
        return null;
      },
      { timeout, what: `element ${css}` },
    );
  }

  async exists(css) {
    return (await this.findAll(css)).length > 0;
  }

  /** Waits for the element matching `css` and clicks it (a real pointer click in WebKit). */
  async click(css) {
    await this.clickElement(await this.waitFor(css));
  }

  /**
   * A real pointer click lands on whatever is on top: while a sheet or an animated card is
   * still fading out over the element, WebKit answers "element click intercepted". That is
   * retried for up to 3 s (the app's transitions take a fraction of that); anything still
   * covering the element after that is a real failure.
   */
  async clickElement(el) {
    const deadline = Date.now() + 3_000;
    for (;;) {
      try {
        await this.cmd('POST', `/element/${el}/click`, {});
        return;
      } catch (e) {
        if (e.webdriverError !== 'element click intercepted') throw e;
        if (Date.now() > deadline) throw await this.withCover(e, el);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  /** WebKit does not say what intercepted a click: name the element on top at its centre. */
  async withCover(e, el) {
    const top = await this.exec(
      `const r = arguments[0].getBoundingClientRect();
       const t = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
       const tag = (x) => x ? x.tagName.toLowerCase() + (x.dataset?.testid ? '[data-testid=' + x.dataset.testid + ']' : '') + (x.className && typeof x.className === 'string' ? '.' + x.className.trim().split(/\\s+/).join('.') : '') : 'nothing';
       const chain = [];
       for (let x = t; x && chain.length < 4; x = x.parentElement) chain.push(tag(x));
       return chain.join(' < ');`,
      { [ELEMENT]: el },
    ).catch((why) => `unknown (${why.message})`);
    e.message += ` covered by ${top}`;
    return e;
  }

  async text(css) {
    const el = await this.waitFor(css);
    return this.cmd('GET', `/element/${el}/text`);
  }

  /** A PNG of the page; `timeout` bounds the wait (WebKit can wait long for a frame to draw). */
  screenshot({ timeout = 60_000 } = {}) {
    return request(this.base, 'GET', `/session/${this.id}/screenshot`, undefined, timeout).then((b64) => Buffer.from(b64, 'base64'));
  }

  setWindowRect(rect) {
    return this.cmd('POST', '/window/rect', rect);
  }

  getWindowRect() {
    return this.cmd('GET', '/window/rect');
  }

  /** Ends the session: WebKitWebDriver closes the app. */
  async delete() {
    try {
      await this.cmd('DELETE', '');
    } catch (e) {
      // The app quitting can cut the answer short; what matters is checked by the caller.
      if (!/fetch failed|socket|closed|terminated/i.test(e.message)) throw e;
    }
  }
}
