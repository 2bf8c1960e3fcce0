// Shared by the accessibility suites: axe-core injected into the page, a Gaps fixture whose first
// move wins (the engine's real first move, its view marked won, to reach the end panel), and
// small helpers for focus and live regions.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import assert from "node:assert/strict";
import { defaultInfo, installMock, openApp } from "./harness.mjs";
import { fixtureMock, fourSideInfo, soiInfo } from "./mocks.mjs";

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
