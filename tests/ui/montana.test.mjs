// Montana in Chromium at phone and desktop sizes, against the built UI, with IPC answered from
// the real engine's fixture (deal 42: a 2 into column 0, a reshuffle, then that 2 switching rows
// — it had several first-column gaps to choose from). Montana is SolitaireX's screen with one
// registry entry; this suite checks what that entry brings: home, rules, statistics and the 2
// switch. Run: npm run build:ui && node --test tests/ui/montana.test.mjs
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import {
  DESKTOP,
  PHONE,
  assertNoOverflow,
  boardCards,
  cell,
  defaultInfo,
  ipcCalls,
  launch,
  loadFixture,
  openApp,
  press,
  screenshot,
  serveDist,
  viewCards,
} from "./harness.mjs";

const fixture = loadFixture("montana");
const info = () =>
  defaultInfo({
    in_progress: ["montana"],
    stats: { montana: { played: 2, won: 1, best_score: 48, current_streak: 0, best_streak: 1 } },
  });
const SWITCH = fixture.steps.findIndex((s) => s.name === "heading two switches rows");
let server;

before(async () => {
  server = await serveDist();
});
after(async () => {
  await server?.close();
});

const same = (a, b) => a.row === b.row && a.col === b.col;
const version = async (page) => Number(await page.getAttribute("[data-testid='gaps-board']", "data-version"));
const acts = async (page) => (await ipcCalls(page)).filter((c) => c.cmd === "gaps_act");

async function openGame(page) {
  await page.click("[data-testid='open-montana']");
  await page.waitForSelector("main[data-screen='montana'] [data-testid='gaps-board']");
  await page.waitForSelector("[data-testid='cell-3-12']");
}

/** Plays the fixture's steps before `end` through the UI, each checked against its view. */
async function playUntil(page, end, touch) {
  for (let i = 0; i < end; i++) {
    const step = fixture.steps[i];
    const before = await version(page);
    if (step.action.type === "move") {
      await press(page, cell(step.action.from), touch);
      const offered = (i === 0 ? fixture.initial : fixture.steps[i - 1].view).board.moves.find((m) => same(m.from, step.action.from));
      if (offered.to.length > 1) await press(page, cell(step.action.to), touch);
    } else {
      await press(page, `[data-testid='${step.action.type}']`, touch);
      if (step.action.type === "reshuffle") await press(page, "[data-testid='confirm-yes']", touch);
    }
    await page.waitForSelector(`[data-testid='gaps-board'][data-version='${before + 1}']`);
    assert.deepEqual(await boardCards(page), viewCards(step.view), `step ${i} (${step.name})`);
  }
}

for (const [name, device] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
]) {
  const touch = device.hasTouch;
  describe(`Montana on ${name} ${device.viewport.width}x${device.viewport.height}`, () => {
    let browser;
    before(async () => {
      browser = await launch(device);
    });
    after(async () => {
      await browser?.close();
    });

    test("home, the rules and the statistics show it from the registry", async () => {
      const { page, errors } = await openApp(browser.context, server.url, fixture, info());
      const entry = page.locator("[data-testid='open-montana']");
      assert.match(await entry.textContent(), /Montana/);
      assert.match(await entry.textContent(), /change rows/);
      assert.match(await entry.textContent(), /continue/i);
      assert.doesNotMatch(await page.textContent("main[data-screen='home']"), /Four classic/);
      await assertNoOverflow(page);
      await page.click("[data-testid='open-settings']");
      await page.waitForSelector("main[data-screen='settings']");
      assert.match(await page.textContent("[data-testid='statistics']"), /Montana/);
      assert.match(await page.textContent("[data-testid='settings-gaps']"), /Chinese Puzzle, SolitaireX and Montana/);
      assert.match(await page.textContent("[data-testid='tournaments']"), /SolitaireX or Montana/);
      await page.click("[data-testid='back']");
      await page.waitForSelector("main[data-screen='home']");
      await openGame(page);
      assert.equal((await ipcCalls(page)).find((c) => c.cmd === "gaps_current")?.args.variant, "montana");
      await page.click("[data-testid='rules']");
      await page.waitForSelector("main[data-screen='rules'] h1");
      const rules = await page.textContent("main[data-screen='rules']");
      assert.match(rules, /Montana/);
      assert.match(rules, /a 2 may change rows/i);
      await screenshot(page, `montana-${name}-rules`);
      await page.keyboard.press("Escape");
      await page.waitForSelector("main[data-screen='montana']");
      assert.deepEqual(errors, []);
      await page.close();
    });

    test("a 2 heading a row offers every empty first-column gap, and moves to the one chosen", async () => {
      const { page, errors } = await openApp(browser.context, server.url, fixture, info());
      await openGame(page);
      await playUntil(page, SWITCH, touch);
      const step = fixture.steps[SWITCH];
      const { from, to } = step.action;
      const option = fixture.steps[SWITCH - 1].view.board.moves.find((m) => same(m.from, from));
      assert.ok(option.to.length >= 2 && option.to.every((t) => t.col === 0), "several first-column gaps");
      // The heading 2 is offered as movable, not shown in place.
      assert.equal(await page.getAttribute(cell(from), "data-movable"), "true");
      assert.equal(await page.getAttribute(cell(from), "data-placed"), null);
      assert.match(await page.getAttribute(cell(from), "aria-label"), /can move/);

      // A first tap offers the gaps; a tap elsewhere puts the card down again.
      await press(page, cell(from), touch);
      for (const t of option.to) await page.waitForSelector(`${cell(t)}[data-target='true']`);
      assert.equal(await page.locator("[data-target='true']").count(), option.to.length);
      await screenshot(page, `montana-${name}-choose-gap`);
      const elsewhere = step.view.board.cells.find((c) => c.card && c.slot.col > 1).slot;
      await press(page, cell(elsewhere), touch);
      assert.equal(await page.locator("[data-target='true']").count(), 0);

      // Chosen: exactly that move is sent, for Montana, and the new view is shown.
      const sent = (await acts(page)).length;
      const before = await version(page);
      await press(page, cell(from), touch);
      await page.waitForSelector(`${cell(to)}[data-target='true']`);
      await press(page, cell(to), touch);
      await page.waitForSelector(`[data-testid='gaps-board'][data-version='${before + 1}']`);
      const calls = (await acts(page)).slice(sent);
      assert.deepEqual(
        calls.map((c) => [c.args.variant, c.args.action]),
        [["montana", step.action]],
      );
      assert.deepEqual(await boardCards(page), viewCards(step.view));
      // Several first-column gaps were offered: the move's words say which row it went to.
      const moved = step.events.find((e) => e.type === "moved");
      await page.waitForFunction(() => document.querySelector("[data-testid='announcer']")?.textContent.trim());
      const spoken = (await page.textContent("[data-testid='announcer']")).trim();
      assert.match(spoken, new RegExp(`^2 of ${moved.card.suit} moved to the gap in the first column of row ${to.row + 1}\\.`));
      await assertNoOverflow(page);
      await screenshot(page, `montana-${name}-after-switch`);
      assert.deepEqual(errors, []);
      await page.close();
    });
  });
}
