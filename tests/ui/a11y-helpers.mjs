// Shared by the accessibility suites: axe-core injected into the page, a Gaps fixture whose first
// move wins (the engine's real first move, its view marked won, to reach the end panel), and
// small helpers for focus and live regions.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import assert from "node:assert/strict";
import { defaultInfo, installMock, openApp } from "./harness.mjs";
import { fixtureMock, fourSideInfo, roomMock, soiInfo } from "./mocks.mjs";

const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2.1 A and AA, nothing else (best practices are not part of the issue). */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Runs axe-core on the page as it is and fails with a readable list of every violation. */
export async function assertNoAxeViolations(page, what) {
  if (!(await page.evaluate(() => typeof window.axe === "object"))) await page.addScriptTag({ content: AXE });
  const result = await page.evaluate(
    async (tags) => {
      const r = await window.axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
      return {
        violations: r.violations.map((v) => ({
          id: v.id,
          help: v.help,
          nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(" ")} :: ${n.failureSummary?.split("\n").slice(0, 3).join(" | ")}`),
        })),
        passes: r.passes.length,
      };
    },
    TAGS,
  );
  assert.deepEqual(
    result.violations.map((v) => `${v.id}: ${v.help}\n    ${v.nodes.join("\n    ")}`),
    [],
    `${what}: axe-core WCAG 2.1 A/AA violations`,
  );
  return result.passes;
}

/** A copy of a Gaps fixture in which the first move ends the game, won. */
export function winningFirstMove(fixture) {
  const f = structuredClone(fixture);
  const first = f.steps[0];
  first.view.board.status = "won";
  first.view.board.moves = [];
  first.view.board.can_reshuffle = false;
  first.events = [...first.events, { type: "won" }];
  f.steps = [first];
  return f;
}

export function gapsInfo(theme, extra = {}) {
  const base = defaultInfo();
  return { ...base, settings: { ...base.settings, theme, ...extra } };
}

export async function openGaps(context, url, fixture, variant, theme) {
  const { page, errors } = await openApp(context, url, fixture, gapsInfo(theme));
  await page.click(`[data-testid='open-${variant}']`);
  await page.waitForSelector(`main[data-screen='${variant}'] [data-testid='gaps-board'] [data-testid^='cell-']`);
  return { page, errors };
}

/** Opens FourSide; waits for the board, or for `waitFor` (e.g. the hot-seat cover). */
export async function openFourSideWith(context, url, fixture, theme, options = {}, { waitFor } = {}) {
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e));
  const info = fourSideInfo(theme);
  await installMock(page, fixtureMock, { fixture, info, options, game: "fourside" });
  await page.goto(url);
  await page.waitForSelector("main[data-screen='home']");
  await page.click("[data-testid='open-fourside']");
  await page.waitForSelector(waitFor ?? "main[data-screen='fourside'] [data-testid='fourside-board'] [data-testid='cell-0-0']");
  return { page, errors };
}

export async function openSoiWith(context, url, fixture, theme, options = {}) {
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e));
  await installMock(page, fixtureMock, { fixture, info: soiInfo({ theme }), options, game: "soi" });
  await page.goto(url);
  await page.waitForSelector("main[data-screen='home']");
  await page.click("[data-testid='open-soi']");
  await page.waitForSelector("main[data-screen='soi'] [data-testid='hand'], [data-testid='cover']");
  return { page, errors };
}

/** The focused element's test id (or tag and text when it has none). */
export async function focused(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "BODY";
    return el.getAttribute("data-testid") ?? `${el.tagName}:${(el.textContent ?? "").trim().slice(0, 40)}`;
  });
}

/** Waits until the polite (announcer) or assertive (alert) live region contains `text`. */
export async function waitForSpoken(page, region, text) {
  await page.waitForFunction(
    ([r, t]) => (document.querySelector(`[data-testid='${r}']`)?.textContent ?? "").includes(t),
    [region, text],
  );
  return (await page.textContent(`[data-testid='${region}']`)).trim();
}

/**
 * Keeps every text the live regions take from now on in `window.__spoken` ({ region, text }),
 * as a screen reader queues them, so a quick second message does not hide the first.
 */
export async function recordSpoken(page) {
  await page.evaluate(() => {
    window.__spoken = [];
    for (const region of ["announcer", "alert"]) {
      const el = document.querySelector(`[data-testid='${region}']`);
      new MutationObserver(() => window.__spoken.push({ region, text: el.textContent.trim() })).observe(el, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    }
  });
}

/** Waits until a recorded live-region text matches `re`; returns it. */
export async function waitForRecorded(page, region, re) {
  const handle = await page.waitForFunction(
    ([r, src, flags]) => window.__spoken.find((s) => s.region === r && new RegExp(src, flags).test(s.text))?.text ?? null,
    [region, re.source, re.flags],
  );
  return handle.jsonValue();
}

/** A copy of a Gaps fixture in which the first move loses the game. */
export function losingFirstMove(fixture) {
  const lost = structuredClone(fixture);
  const first = lost.steps[0];
  Object.assign(first.view.board, { status: "lost", moves: [], can_reshuffle: false });
  first.events = [...first.events, { type: "lost" }];
  return lost;
}

/**
 * The Tab stops inside `root` as the page has them now, in order: one key each (a radio group
 * is one stop, named by its test id or label; anything else by its test id or tag and text).
 */
function stopsIn(page, root) {
  return page.evaluate((sel) => {
    const box = document.querySelector(sel);
    const focusable = "a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]";
    return Array.from(box.querySelectorAll(focusable))
      .filter((el) => el.tabIndex >= 0 && !el.closest("[inert]") && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden")
      .map((el) => window.__stopKey(el));
  }, root);
}

/** Installs `window.__stopKey` (the key `stopsIn` and `walkModal` name a focused element by). */
async function installStopKey(page) {
  await page.evaluate(() => {
    window.__stopKey = (el) => {
      if (!el || el === document.body) return "BODY";
      const group = el.getAttribute("role") === "radio" ? el.closest("[role='radiogroup']") : null;
      if (group) return `radiogroup:${group.getAttribute("data-testid") ?? group.getAttribute("aria-label")}`;
      return el.getAttribute("data-testid") ?? `${el.tagName}:${(el.textContent ?? "").trim().slice(0, 30)}`;
    };
  });
}

const focusKey = (page) => page.evaluate(() => window.__stopKey(document.activeElement));

/**
 * Walks a modal (dialog, sheet, end panel, cover, the solution replay) by keyboard from where
 * focus is when it opens, which must be inside it:
 * - Tab round the whole ring of stops and back to the start, then Shift+Tab round it the other
 *   way: every stop is reached, in order, and focus never leaves;
 * - every option of every segmented choice, from the checked (default) one on: arrows check it,
 *   then Tab and Shift+Tab from it go to the stops either side (wrapping at the ends), and back.
 * Returns the stops it found.
 */
export async function walkModal(page, root) {
  await installStopKey(page);
  const inside = () => page.evaluate((sel) => !!document.activeElement?.closest(sel), root);
  assert.ok(await inside(), `${root}: focus is inside when it opens (on ${await focusKey(page)})`);
  const stops = await stopsIn(page, root);
  assert.ok(stops.length > 0, `${root}: has Tab stops`);
  const start = await focusKey(page);
  const at = stops.indexOf(start);
  assert.ok(at >= 0, `${root}: focus starts on a Tab stop (${start}; stops ${stops.join(", ")})`);
  for (const [key, dir] of [["Tab", 1], ["Shift+Tab", -1]]) {
    for (let i = 1; i <= stops.length; i++) {
      await page.keyboard.press(key);
      const want = stops[(at + dir * i + stops.length * 2) % stops.length];
      assert.ok(await inside(), `${root}: ${key} ×${i} from ${start} left it (focus on ${await focusKey(page)})`);
      assert.equal(await focusKey(page), want, `${root}: ${key} ×${i} from ${start}`);
    }
  }
  const groups = stops.map((s, i) => [s, i]).filter(([s]) => s.startsWith("radiogroup:"));
  for (const [group, i] of groups) {
    // Reach the group by Tab from where the walk ended (its start).
    for (let n = 0; n < stops.length && (await focusKey(page)) !== group; n++) await page.keyboard.press("Tab");
    assert.equal(await focusKey(page), group, `${root}: Tab reaches ${group}`);
    const options = await page.evaluate(() => {
      const g = document.activeElement.closest("[role='radiogroup']");
      return Array.from(g.querySelectorAll("[role='radio']")).map((r) => r.getAttribute("data-value") ?? r.textContent.trim());
    });
    const value = () => page.evaluate(() => document.activeElement.getAttribute("data-value") ?? document.activeElement.textContent.trim());
    const first = await value();
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute("aria-checked")), "true", `${group}: Tab lands on the checked option`);
    const next = stops[(i + 1) % stops.length];
    const prev = stops[(i - 1 + stops.length) % stops.length];
    for (let k = 0; k < options.length; k++) {
      const option = await value();
      for (const [key, back, want] of [["Tab", "Shift+Tab", next], ["Shift+Tab", "Tab", prev]]) {
        await page.keyboard.press(key);
        assert.ok(await inside(), `${root}: ${key} from ${group} = ${option} left it (focus on ${await focusKey(page)})`);
        assert.equal(await focusKey(page), want, `${root}: ${key} from ${group} = ${option}`);
        await page.keyboard.press(back);
        assert.equal(await value(), option, `${root}: ${back} comes back to ${group} = ${option}`);
      }
      await page.keyboard.press("ArrowRight");
    }
    // Round the group: the option checked at the start is checked again.
    assert.equal(await value(), first, `${group}: ArrowRight goes round ${options.join(", ")}`);
  }
  return stops;
}

/**
 * "Play with friends" with the rooms mock (mocks.mjs: roomMock, over the Soi fixture): the
 * lobby open on the host form (`theme`, `settings` and the mock's `options` as given).
 */
export async function openLobby(context, url, fixture, theme, { options = {}, settings = {} } = {}) {
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e));
  await installMock(page, roomMock, { fixture, info: soiInfo({ theme, ...settings }), options });
  await page.goto(url);
  await page.waitForSelector("main[data-screen='home']");
  await page.click("[data-testid='open-together']");
  await page.waitForSelector("main[data-screen='together'] [data-testid='host-form']");
  return { page, errors };
}

/** From the lobby's host form: a room hosted as "Ana", its waiting room shown. */
export async function hostRoom(page) {
  await page.fill("[data-testid='host-name']", "Ana");
  await page.click("[data-testid='host-open']");
  await page.waitForSelector("[data-testid='waiting-room']");
}

/** From the waiting room: computers in the open seats, Start, the Soi screen played remotely. */
export async function startRoom(page) {
  for (const seat of [1, 2, 3]) {
    await page.click(`[data-testid='seat-${seat}-computer']`);
    await page.waitForSelector(`[data-testid='lobby-seat-${seat}'][data-kind='computer']`);
  }
  await page.click("[data-testid='room-start']");
  await page.waitForSelector("main[data-screen='soi'] [data-testid='room-bar']");
  await page.waitForSelector("[data-testid='hand'] [data-card]");
}

/** The moment the deals-of-the-day suites stand at: Monday 7 December 2026, 10:00 UTC. */
export const DAILY_NOW = "2026-12-07T10:00:00Z";

/** A finished daily of `game` for `day`, ended at `finished` (ISO, UTC; its own day by default). */
export function dailyResult(game, day, extra = {}, finished = `${day}T18:00:00Z`) {
  return { game, day, finished_at: Date.parse(finished) / 1000, won: true, score: 48, moves: 70, marks: [12, 12, 12, 12], board: { state: "local" }, ...extra };
}

/**
 * The dailies up to 7 December 2026: SolitaireX won today (on the board), Soi on the three days
 * before (2nd, 1st and 4th), Montana's 2 December played late (on the 6th); FourSide's today
 * started, not finished. A streak of four days; a server set, so the Gaps games have boards.
 */
export function sampleDaily() {
  return {
    results: [
      dailyResult("solitaire_x", "2026-12-07", { board: { state: "recorded" } }, "2026-12-07T08:10:00Z"),
      dailyResult("soi", "2026-12-06", { won: false, score: 87, moves: 23, marks: [2] }),
      dailyResult("soi", "2026-12-05", { score: 112, moves: 30, marks: [1] }),
      dailyResult("soi", "2026-12-04", { won: false, score: 40, moves: 31, marks: [4] }),
      dailyResult("montana", "2026-12-02", { won: false, score: 30, marks: [12, 6, 5, 7] }, "2026-12-06T09:00:00Z"),
    ],
    playing: [{ game: "fourside", day: "2026-12-07" }],
    board: true,
  };
}

/**
 * The app at `now` (the page's clock, fixed) with the Gaps `fixture` and the deals-of-the-day
 * store `daily`, on the Today screen. `info` is app_info's answer (the theme set in it);
 * `setup(page)` runs before the app loads (init scripts).
 */
export async function openToday(context, url, fixture, theme = "light", { daily = sampleDaily(), now = DAILY_NOW, info = gapsInfo(theme), options = {}, setup } = {}) {
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e));
  await page.clock.setFixedTime(new Date(now));
  await setup?.(page);
  await installMock(page, fixtureMock, { fixture, info, options: { daily, ...options }, game: "gaps" });
  await page.goto(url);
  await page.waitForSelector("main[data-screen='home'] [data-testid='today-summary']");
  await page.click("[data-testid='open-today']");
  await page.waitForSelector("main[data-screen='today'] [data-testid='today-calendar'] [data-day]");
  await page.waitForSelector("[data-testid='today-detail-soi']");
  return { page, errors };
}
