// Measures Quadrille against the bare reference app (bench/bare-app), both release builds, in one
// interleaved run: sizes, start to first screen, memory after start, and the IPC round trip of a
// move (with its save). Run through `npm run bench` (scripts/bench.sh), which builds both apps
// and starts this under xvfb-run. Prints a Markdown table.
//
//   node bench/measure.mjs --app PATH --bare PATH [--app-deb F] [--bare-deb F] [--runs 8] [--moves 200]
//
// Definitions (the same for both apps):
// - start: from just before the WebDriver "new session" request (which makes WebKitWebDriver
//   launch the app) until the first screen's marker element is in the page, polled through
//   WebDriver every 10 ms. WebKitWebDriver answers a command only once the page has finished
//   loading (its `load` event), so this is "loaded, with the marker on screen". The table splits
//   it at the page's navigation start (performance.timeOrigin): launch to navigation is process
//   and WebView start-up, the same work for both apps; navigation to first screen is the page. Quadrille's marker is the home screen's SolitaireX button
//   ([data-testid="open-solitaire_x"]); the bare app's is its Deal button (#deal). Each is the
//   first control of the first screen, rendered by the app's own UI code. Every start has a fresh,
//   empty XDG_DATA_HOME (no saved games). Starts alternate app, bare, app, bare, ...
// - memory: 2 s after the first screen, the resident set (VmRSS) and the proportional set (Pss,
//   shared pages split between processes) summed over the app's process and all its
//   descendants (WebKitWebProcess, WebKitNetworkProcess).
// - round trip: in the running app, `window.__TAURI_INTERNALS__.invoke("gaps_act", …)` timed
//   with performance.now() around each call, for N moves of SolitaireX (each one saved to disk
//   by the app before it answers), random legal moves from deal 1 on, new deals as needed.
//   The bare app's reference is its one command, `deal` (no save).

import { mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sleep, startDriver, waitFor } from '../tests/e2e/webdriver.mjs';

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : def;
};
const apps = [
  { name: 'Quadrille', bin: resolve(opt('app', '')), deb: opt('app-deb'), marker: '[data-testid="open-solitaire_x"]' },
  { name: 'bare app', bin: resolve(opt('bare', '')), deb: opt('bare-deb'), marker: '#deal' },
];
const RUNS = Number(opt('runs', '8'));
const MOVES = Number(opt('moves', '200'));
const SETTLE_MS = 2000;
for (const a of apps) statSync(a.bin); // fails early when a build is missing

// --- processes ----------------------------------------------------------------------------------
function procs() {
  const out = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      let exe = '';
      try {
        exe = readlinkSync(`/proc/${pid}/exe`).replace(/ \(deleted\)$/, '');
      } catch {
        // not ours to read
      }
      out.push({ pid: Number(pid), ppid, exe });
    } catch {
      // gone
    }
  }
  return out;
}

function appPid(bin, xdg) {
  for (const p of procs()) {
    if (p.exe !== bin) continue;
    try {
      if (readFileSync(`/proc/${p.pid}/environ`, 'utf8').split('\0').includes(`XDG_DATA_HOME=${xdg}`)) return p.pid;
    } catch {
      // gone
    }
  }
  return null;
}

function kb(file, key) {
  try {
    const m = readFileSync(file, 'utf8').match(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/** RSS and PSS (MB) of `root` and every process below it, and how many processes that is. */
function memory(root) {
  const all = procs();
  const tree = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of all) {
      if (!tree.has(p.pid) && tree.has(p.ppid)) {
        tree.add(p.pid);
        grew = true;
      }
    }
  }
  let rss = 0;
  let pss = 0;
  for (const pid of tree) {
    rss += kb(`/proc/${pid}/status`, 'VmRSS');
    pss += kb(`/proc/${pid}/smaps_rollup`, 'Pss');
  }
  return { rss: rss / 1024, pss: pss / 1024, processes: tree.size };
}

// --- one start ----------------------------------------------------------------------------------
async function start(app, { roundTrip = false } = {}) {
  const xdg = mkdtempSync(join(tmpdir(), 'quadrille-bench-'));
  const driver = await startDriver({ xdg });
  try {
    const t0 = Date.now();
    const session = await driver.newSession(app.bin);
    await waitFor(async () => (await session.findAll(app.marker)).length > 0, {
      timeout: 60_000,
      interval: 10,
      what: `${app.name}'s first screen (${app.marker})`,
    });
    const startMs = Date.now() - t0;
    const navMs = (await session.exec('return performance.timeOrigin;')) - t0;
    await sleep(SETTLE_MS);
    const pid = appPid(app.bin, xdg);
    if (!pid) throw new Error(`${app.name}: no process found for ${app.bin}`);
    const mem = memory(pid);
    let rt = null;
    if (roundTrip) rt = await measureRoundTrip(session, app);
    await session.delete();
    return { startMs, navMs, ...mem, rt };
  } finally {
    await driver.stop();
    try {
      const pid = appPid(app.bin, xdg);
      if (pid) process.kill(pid, 'SIGKILL');
    } catch {
      // gone
    }
    rmSync(xdg, { recursive: true, force: true });
  }
}

// Runs in the page (executeAsyncScript): `moves` timed gaps_act calls on SolitaireX.
const GAPS_SCRIPT = `
const [moves] = arguments;
const done = arguments[arguments.length - 1];
const invoke = window.__TAURI_INTERNALS__.invoke;
(async () => {
  const variant = 'solitaire_x';
  let seed = 12345;
  const rand = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
  const info = await invoke('app_info');
  let deal = 1;
  let r = await invoke('gaps_new', { variant, version: info.version, deal, rules: null });
  const times = [];
  let reshuffles = 0, games = 1;
  while (times.length < moves) {
    const board = r.view.board;
    if (board.moves.length > 0 && board.status === 'playing') {
      const m = board.moves[rand(board.moves.length)];
      const to = m.to[rand(m.to.length)];
      const t = performance.now();
      r = await invoke('gaps_act', { variant, version: r.version, action: { type: 'move', from: m.from, to } });
      times.push(performance.now() - t);
    } else if (board.can_reshuffle) {
      r = await invoke('gaps_act', { variant, version: r.version, action: { type: 'reshuffle' } });
      reshuffles += 1;
    } else {
      deal += 1;
      games += 1;
      r = await invoke('gaps_new', { variant, version: r.version, deal, rules: null });
    }
  }
  done({ times, reshuffles, games });
})().catch((e) => done({ error: String((e && e.message) || JSON.stringify(e)) }));
`;

const BARE_SCRIPT = `
const [calls] = arguments;
const done = arguments[arguments.length - 1];
const invoke = window.__TAURI_INTERNALS__.invoke;
(async () => {
  const times = [];
  for (let i = 0; i < calls; i++) {
    const t = performance.now();
    await invoke('deal', { seed: i + 1 });
    times.push(performance.now() - t);
  }
  done({ times });
})().catch((e) => done({ error: String((e && e.message) || JSON.stringify(e)) }));
`;

async function measureRoundTrip(session, app) {
  await session.cmd('POST', '/timeouts', { script: 300_000 });
  const script = app === apps[0] ? GAPS_SCRIPT : BARE_SCRIPT;
  const res = await session.cmd('POST', '/execute/async', { script, args: [MOVES] });
  if (res.error) throw new Error(`${app.name} round trip: ${res.error}`);
  return res;
}

// --- statistics and output ----------------------------------------------------------------------
const sorted = (xs) => [...xs].sort((a, b) => a - b);
const quantile = (xs, q) => {
  const s = sorted(xs);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
};
const median = (xs) => {
  const s = sorted(xs);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const mb = (bytes) => bytes / 1e6;
const f = (x, d = 1) => (x === null || x === undefined || Number.isNaN(x) ? '–' : x.toFixed(d));
const ratio = (a, b) => (a && b ? `${(a / b).toFixed(2)}×` : '–');

const results = apps.map(() => []);
const load0 = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.error(`${RUNS} starts each, interleaved; load average ${load0}`);
for (let i = 0; i < RUNS; i++) {
  for (const [k, app] of apps.entries()) {
    const r = await start(app);
    results[k].push(r);
    console.error(`  ${app.name.padEnd(9)} #${i + 1}: first screen ${r.startMs} ms (navigation +${r.navMs} ms), RSS ${f(r.rss)} MB, PSS ${f(r.pss)} MB, ${r.processes} processes`);
  }
}
console.error(`round trip: ${MOVES} calls in each app`);
const rts = [];
for (const app of apps) rts.push((await start(app, { roundTrip: true })).rt);
const load1 = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

const size = (file) => (file ? statSync(file).size : null);
const [a, b] = apps;
const rows = [];
const row = (what, va, vb, d = 1, withRatio = true) => rows.push(`| ${what} | ${f(va, d)} | ${f(vb, d)} | ${withRatio ? ratio(va, vb) : ''} |`);
row('release binary (MB)', mb(size(a.bin)), mb(size(b.bin)), 2);
if (a.deb && b.deb) row('`.deb` (MB)', mb(size(a.deb)), mb(size(b.deb)), 2);
for (const [label, fn] of [
  ['median', median],
  ['min', (xs) => sorted(xs)[0]],
  ['max', (xs) => sorted(xs).at(-1)],
]) {
  row(`start to first screen, ${label} (ms)`, fn(results[0].map((r) => r.startMs)), fn(results[1].map((r) => r.startMs)), 0);
}
row('… of which launch to page navigation, median (ms)', median(results[0].map((r) => r.navMs)), median(results[1].map((r) => r.navMs)), 0);
row('… of which page navigation to first screen, median (ms)', median(results[0].map((r) => r.startMs - r.navMs)), median(results[1].map((r) => r.startMs - r.navMs)), 0);
row('memory after start, RSS, median (MB)', median(results[0].map((r) => r.rss)), median(results[1].map((r) => r.rss)), 0);
row('memory after start, PSS, median (MB)', median(results[0].map((r) => r.pss)), median(results[1].map((r) => r.pss)), 0);
row(`round trip p50 (ms): Quadrille \`gaps_act\` + save / bare \`deal\``, quantile(rts[0].times, 0.5), quantile(rts[1].times, 0.5), 2, false);
row('round trip p95 (ms)', quantile(rts[0].times, 0.95), quantile(rts[1].times, 0.95), 2, false);
row('round trip mean (ms)', rts[0].times.reduce((s, x) => s + x, 0) / rts[0].times.length, rts[1].times.reduce((s, x) => s + x, 0) / rts[1].times.length, 2, false);

console.log(`\n${RUNS} starts of each app, interleaved; ${MOVES} timed calls each; load average ${load0} at the start, ${load1} at the end.\n`);
console.log('| | Quadrille | bare app | ratio |');
console.log('| --- | ---: | ---: | ---: |');
console.log(rows.join('\n'));
console.log(`\n(SolitaireX: ${rts[0].games} deal(s), ${rts[0].reshuffles} reshuffle(s) along the ${MOVES} moves.)`);
