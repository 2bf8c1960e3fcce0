// "Show a solution" and the solution replay (SolitaireX), and "winnable deals only" using the
// deal found in the background. IPC from the engine's fixture (mocks.mjs: gaps_solution answers
// with the fixture's moves before its first reshuffle). Run: npm run build:ui && node --test tests/ui/solution.test.mjs
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { DESKTOP, PHONE, assertNoOverflow, boardCards, cell, defaultInfo, ipcCalls, launch, loadFixture, openApp, press, screenshot, serveDist, viewCards } from "./harness.mjs";
import { assertNoAxeViolations, focused, losingFirstMove } from "./a11y-helpers.mjs";

const fixture = loadFixture("solitairex");
/** The fixture's moves before its first reshuffle: the mock's solution line. */
const LINE = fixture.steps.findIndex((s) => s.action.type !== "move");


let server;
before(async () => {
  server = await serveDist();
});
after(async () => {
  await server?.close();
});

async function openGame(page) {
  await page.click("[data-testid='open-solitaire_x']");
  await page.waitForSelector("main[data-screen='solitaire_x'] [data-testid='cell-3-12']");
}

/** Plays the fixture's first move with taps or clicks. */
async function firstMove(page, touch, version = 2) {
  const a = fixture.steps[0].action;
  await press(page, cell(a.from), touch);
  if (await page.$("[data-target='true']")) await press(page, cell(a.to), touch);
  await page.waitForSelector(`[data-testid='gaps-board'][data-version='${version}']`);
}

/** Opens SolitaireX and loses it with the first move; the end panel is up. */
async function lostGame(context, touch, info = defaultInfo()) {
  const { page, errors } = await openApp(context, server.url, losingFirstMove(fixture), info);
  await openGame(page);
  await firstMove(page, touch);
  await page.waitForSelector("[data-testid='show-solution']");
  return { page, errors };
}

const progress = (page) => page.textContent("[data-testid='replay-progress']");

for (const [name, device] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
]) {
  const touch = device.hasTouch;
  describe(`Solution replay on ${name} ${device.viewport.width}x${device.viewport.height}`, () => {
    let browser;
    before(async () => {
      browser = await launch(device);
    });
    after(async () => {
      await browser?.close();
    });

    test("a lost game: Show a solution replays the line; play, pause, step, speed, close", async () => {
      const { page, errors } = await lostGame(browser.context, touch);
      await page.evaluate(() => (window.__ipc.delays.gaps_solution = 2500));
      await press(page, "[data-testid='show-solution']", touch);
      // At once: searching, with Cancel.
      await page.waitForSelector("[data-testid='solution-replay'][data-phase='searching'] [data-testid='replay-cancel']");
      await screenshot(page, `${name}-solution-searching`);
      await assertNoAxeViolations(page, "solution search");
      await page.waitForSelector("[data-testid='solution-replay'][data-phase='found']");
      const asked = (await ipcCalls(page)).filter((c) => c.cmd === "gaps_solution");
      assert.deepEqual(asked.map((c) => c.args), [{ variant: "solitaire_x", version: 2, deal: null }]);
      // A lost game is solved as it stands: the board underneath does not change.
      assert.equal(await page.getAttribute("[data-testid='gaps-board']", "data-version"), "2");

      assert.match(await page.textContent("[data-testid='solution-replay'] h2"), /From the deal as dealt/);
      assert.equal(await progress(page), `Move 0 of ${LINE}`);
      assert.equal(await page.textContent("[data-testid='replay-score']"), `Score ${fixture.initial.board.score} / ${fixture.initial.board.max_score}`);
      const replayCards = () =>
        page.$$eval("[data-testid^='replay-cell-']", (cells) => Object.fromEntries(cells.map((c) => [c.dataset.testid.slice(12), c.dataset.card])));
      assert.deepEqual(await replayCards(), viewCards(fixture.initial));
      assert.equal(await page.isDisabled("[data-testid='replay-back']"), true);
      await assertNoAxeViolations(page, "solution replay");
      await assertNoOverflow(page);
      await screenshot(page, `${name}-solution-replay`);

      // Forward and back, one move at a time: the board is the fixture's view after that move.
      await press(page, "[data-testid='replay-forward']", touch);
      assert.equal(await progress(page), `Move 1 of ${LINE}`);
      assert.deepEqual(await replayCards(), viewCards(fixture.steps[0].view));
      const a = fixture.steps[0].action;
      assert.equal(await page.getAttribute(`[data-testid='replay-cell-${a.to.row}-${a.to.col}']`, "data-moved"), "to");
      assert.equal(await page.getAttribute(`[data-testid='replay-cell-${a.from.row}-${a.from.col}']`, "data-moved"), "from");
      assert.equal(await page.textContent("[data-testid='replay-score']"), `Score ${fixture.steps[0].view.board.score} / 48`);
      assert.match(await page.textContent("[data-testid='replay-announcer']"), /Move 1 of \d+: .* to row \d+, column \d+\. Score/);
      await press(page, "[data-testid='replay-forward']", touch);
      await press(page, "[data-testid='replay-back']", touch);
      assert.equal(await progress(page), `Move 1 of ${LINE}`);

      // Fast play to the end: Solved, Play offers a replay.
      await press(page, "[data-testid='replay-speed'] [data-value='fast']", touch);
      assert.equal(await page.getAttribute("[data-testid='replay-speed'] [data-value='fast']", "aria-checked"), "true");
      await press(page, "[data-testid='replay-play']", touch);
      assert.equal(await page.textContent("[data-testid='replay-play']"), "Pause");
      await page.waitForSelector("[data-testid='replay-solved']");
      assert.equal(await progress(page), `Move ${LINE} of ${LINE}`);
      assert.deepEqual(await replayCards(), viewCards(fixture.steps[LINE - 1].view));
      assert.equal(await page.textContent("[data-testid='replay-play']"), "Replay");
      assert.equal(await page.isDisabled("[data-testid='replay-forward']"), true);
      await screenshot(page, `${name}-solution-solved`);

      // Play from the start at slow speed, then pause: it stays where it was.
      await press(page, "[data-testid='replay-speed'] [data-value='slow']", touch);
      await press(page, "[data-testid='replay-play']", touch);
      assert.equal(await progress(page), `Move 0 of ${LINE}`);
      await page.waitForFunction(() => !/^Move 0 /.test(document.querySelector("[data-testid='replay-progress']")?.textContent ?? ""));
      await press(page, "[data-testid='replay-play']", touch);
      const paused = await progress(page);
      assert.equal(await page.textContent("[data-testid='replay-play']"), "Play");
      await page.waitForTimeout(1600);
      assert.equal(await progress(page), paused, "paused");
      assert.match(await page.textContent("[data-testid='replay-announcer']"), /Paused at move/);

      await press(page, "[data-testid='replay-close']", touch);
      await page.waitForSelector("[data-testid='solution-replay']", { state: "detached" });
      assert.equal(await focused(page), "show-solution", "focus is back on the button that opened it");
      assert.deepEqual(errors, []);
      await page.close();
    });

    test("giving up a game in progress: the new deal is shown underneath, the old one replayed", async () => {
      const { page, errors } = await openApp(browser.context, server.url, fixture);
      await openGame(page);
      await firstMove(page, touch);
      await press(page, "[data-testid='new-deal']", touch);
      await page.waitForSelector("[data-testid='give-up-solution']");
      assert.match(await page.textContent("form.sheet"), /counts as played and not won/);
      await assertNoAxeViolations(page, "new-deal dialog with give up");
      await screenshot(page, `${name}-give-up-dialog`);
      await press(page, "[data-testid='give-up-solution']", touch);
      await page.waitForSelector("[data-testid='solution-replay'][data-phase='found']");
      const asked = (await ipcCalls(page)).filter((c) => c.cmd === "gaps_solution");
      assert.deepEqual(asked.map((c) => c.args), [{ variant: "solitaire_x", version: 2, deal: null }]);
      // The new deal is on the board underneath, with the version it came with.
      await page.waitForSelector("[data-testid='gaps-board'][data-version='3']");
      assert.deepEqual(await boardCards(page), viewCards(fixture.initial));
      assert.equal(await page.textContent("[data-testid='moves-made']"), "0");
      // The overlay replays the game given up.
      await press(page, "[data-testid='replay-forward']", touch);
      assert.equal(await progress(page), `Move 1 of ${LINE}`);
      await page.keyboard.press("Escape");
      await page.waitForSelector("[data-testid='solution-replay']", { state: "detached" });
      // The new deal plays on: the fixture's first move is accepted at the new version.
      await firstMove(page, touch, 4);
      assert.deepEqual(errors, []);
      await page.close();
    });
  });
}

describe("Solution messages, cancel, refusals, keyboard (desktop)", () => {
  let browser;
  before(async () => {
    browser = await launch(DESKTOP);
  });
  after(async () => {
    await browser?.close();
  });

  for (const [outcome, words] of [
    ["all_lost", /No deal of this game could be won from its start/],
    ["unknown", /found no solution in the time it had/],
  ]) {
    test(`${outcome}: a message in the overlay`, async () => {
      const { page, errors } = await lostGame(browser.context, false);
      await page.evaluate((o) => (window.__ipc.solution = o), outcome);
      await page.click("[data-testid='show-solution']");
      await page.waitForSelector("[data-testid='replay-message']");
      assert.match(await page.textContent("[data-testid='replay-message']"), words);
      assert.equal(await focused(page), "replay-close");
      await assertNoAxeViolations(page, `solution ${outcome}`);
      await screenshot(page, `desktop-solution-${outcome}`);
      await page.keyboard.press("Enter");
      await page.waitForSelector("[data-testid='solution-replay']", { state: "detached" });
      assert.equal(await focused(page), "show-solution");
      assert.deepEqual(errors, []);
      await page.close();
    });
  }

  test("Cancel while searching stops the search and closes; the late answer opens nothing", async () => {
    const { page, errors } = await lostGame(browser.context, false);
    await page.evaluate(() => (window.__ipc.delays.gaps_solution = 800));
    await page.click("[data-testid='show-solution']");
    await page.waitForSelector("[data-testid='replay-cancel']");
    assert.equal(await focused(page), "replay-cancel");
    await page.keyboard.press("Enter");
    await page.waitForSelector("[data-testid='solution-replay']", { state: "detached" });
    const cmds = (await ipcCalls(page)).map((c) => c.cmd);
    assert.ok(cmds.lastIndexOf("gaps_cancel_search") > cmds.lastIndexOf("gaps_solution"), "the search is cancelled");
    await page.waitForTimeout(1200);
    assert.equal(await page.$("[data-testid='solution-replay']"), null);
    // Showing it again works.
    await page.evaluate(() => (window.__ipc.delays.gaps_solution = 5));
    await page.click("[data-testid='show-solution']");
    await page.waitForSelector("[data-testid='solution-replay'][data-phase='found']");
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("giving up with a deal number typed deals that number", async () => {
    const { page, errors } = await openApp(browser.context, server.url, fixture);
    await openGame(page);
    await firstMove(page, false);
    await page.click("[data-testid='new-deal']");
    await page.fill("[data-testid='deal-input']", "12x");
    await page.click("[data-testid='give-up-solution']");
    await page.waitForSelector(".dialog-error:has-text('whole number')");
    await page.fill("[data-testid='deal-input']", "31337");
    await page.click("[data-testid='give-up-solution']");
    await page.waitForSelector("[data-testid='solution-replay'][data-phase='found']");
    await page.waitForSelector("[data-testid='gaps-board'][data-deal='31337']");
    assert.deepEqual((await ipcCalls(page)).filter((c) => c.cmd === "gaps_solution").map((c) => c.args.deal), [31337]);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("a refusal is said on the status line and changes nothing", async () => {
    const { page, errors } = await openApp(browser.context, server.url, fixture);
    await openGame(page);
    await firstMove(page, false);
    await page.evaluate(() => (window.__ipc.version += 1)); // another device moved on
    await page.click("[data-testid='new-deal']");
    await page.click("[data-testid='give-up-solution']");
    await page.waitForSelector("[data-testid='status']:has-text('out of date')");
    assert.equal(await page.$("[data-testid='solution-replay']"), null);
    const cmds = (await ipcCalls(page)).map((c) => c.cmd);
    assert.equal(cmds.filter((c) => c !== "gaps_analyse" && c !== "gaps_deal_info" && c !== "gaps_find_winnable").at(-1), "gaps_current", "re-read after stale");
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("keyboard only: open, play, pause, step, speed, Tab kept inside, Escape gives focus back", async () => {
    const { page, errors } = await lostGame(browser.context, false);
    await page.waitForFunction(() => !!document.activeElement?.closest("[data-testid='game-over']"));
    for (let i = 0; i < 6 && (await focused(page)) !== "show-solution"; i++) await page.keyboard.press("Tab");
    assert.equal(await focused(page), "show-solution");
    await page.keyboard.press("Enter");
    await page.waitForSelector("[data-testid='solution-replay'][data-phase='found']");
    await page.waitForFunction(() => document.activeElement?.dataset.testid === "replay-play");
    // Arrow keys step.
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    assert.equal(await progress(page), `Move 2 of ${LINE}`);
    await page.keyboard.press("ArrowLeft");
    assert.equal(await progress(page), `Move 1 of ${LINE}`);
    assert.match(await page.textContent("[data-testid='replay-announcer']"), /^Move 1 of/);
    // Speed: Tab to the radio group, arrows choose.
    for (let i = 0; i < 8 && (await focused(page)) !== "BUTTON:Normal"; i++) await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowRight");
    assert.equal(await page.getAttribute("[data-testid='replay-speed'] [data-value='fast']", "aria-checked"), "true");
    // Tab stays inside.
    for (const key of ["Tab", "Shift+Tab"])
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press(key);
        assert.ok(await page.evaluate(() => !!document.activeElement?.closest("[data-testid='solution-replay']")), `${key} stays in the replay`);
      }
    // Space on Play plays to the end (fast), Enter on Play again replays from the start.
    await page.focus("[data-testid='replay-play']");
    await page.keyboard.press(" ");
    await page.waitForSelector("[data-testid='replay-solved']");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    assert.equal(await page.textContent("[data-testid='replay-play']"), "Play");
    await page.keyboard.press("Escape");
    await page.waitForSelector("[data-testid='solution-replay']", { state: "detached" });
    assert.equal(await focused(page), "show-solution");
    // The game screen's shortcuts were not taken while it was open.
    assert.equal((await ipcCalls(page)).filter((c) => c.cmd === "gaps_new").length, 0);
    assert.deepEqual(errors, []);
    await page.close();
  });
});

describe("Chinese Puzzle", () => {
  test("giving up from the new-deal dialog; a line from a later deal says redeal", async () => {
    const cp = loadFixture("chinese_puzzle");
    const browser = await launch(PHONE);
    try {
      const { page, errors } = await openApp(browser.context, server.url, cp);
      await page.click("[data-testid='open-chinese_puzzle']");
      await page.waitForSelector("main[data-screen='chinese_puzzle'] [data-testid^='cell-']");
      const a = cp.steps[0].action;
      await page.tap(cell(a.from));
      if (await page.$("[data-target='true']")) await page.tap(cell(a.to));
      await page.waitForSelector("[data-testid='gaps-board'][data-version='2']");
      await page.evaluate(() => (window.__ipc.dealIndex = 2));
      await page.tap("[data-testid='new-deal']");
      await page.tap("[data-testid='give-up-solution']");
      await page.waitForSelector("[data-testid='solution-replay'][data-phase='found']");
      assert.match(await page.textContent("[data-testid='replay-start']"), /From the start of deal 2, after the first redeal/);
      await page.waitForSelector("[data-testid='gaps-board'][data-version='3']");
      assert.equal(await page.locator("[data-testid^='replay-cell-']").count(), cp.initial.board.cells.length);
      await assertNoAxeViolations(page, "Chinese Puzzle solution replay");
      await screenshot(page, "phone-cp-solution-replay");
      await page.tap("[data-testid='replay-close']");
      await page.waitForSelector("[data-testid='solution-replay']", { state: "detached" });
      assert.deepEqual(errors, []);
      await page.close();
    } finally {
      await browser.close();
    }
  });
});

describe("Winnable deals only", () => {
  test("the next winnable deal is found in the background; New deal uses it without a wait", async () => {
    const browser = await launch(DESKTOP);
    try {
      const base = defaultInfo();
      const info = { ...base, settings: { ...base.settings, gaps_winnable_only: true } };
      const { page, errors } = await openApp(browser.context, server.url, fixture, info);
      await page.evaluate(() => (window.__ipc.winnable = 4242));
      await openGame(page);
      // Found after the deal on screen was rated, never at the same time.
      await page.waitForFunction(() => window.__ipc.calls.some((c) => c.cmd === "gaps_find_winnable"));
      await page.waitForTimeout(100);
      const before = (await ipcCalls(page)).map((c) => c.cmd).filter((c) => c === "gaps_deal_info" || c === "gaps_find_winnable");
      assert.deepEqual(before, ["gaps_deal_info", "gaps_find_winnable"]);
      await page.evaluate(() => (window.__ipc.winnable = 5353));
      await page.click("[data-testid='new-deal']");
      await page.waitForSelector("[data-testid='gaps-board'][data-deal='4242']");
      const calls = await ipcCalls(page);
      const cmds = calls.map((c) => c.cmd);
      const find = cmds.indexOf("gaps_find_winnable");
      const dealt = cmds.indexOf("gaps_new");
      assert.ok(find < dealt, "the search ran before New deal was pressed");
      assert.equal(calls[dealt].args.deal, 4242, "New deal sends the deal found");
      assert.equal(cmds.slice(0, dealt).filter((c) => c === "gaps_find_winnable").length, 1, "no search while the player waits");
      assert.doesNotMatch(await page.textContent("[data-testid='status']"), /Finding a winnable deal/);
      // And the one after is looked for in the background again.
      await page.waitForFunction(() => window.__ipc.calls.filter((c) => c.cmd === "gaps_find_winnable").length === 2);
      await page.evaluate(() => (window.__ipc.winnable = 6464)); // for the search after this deal
      await page.click("[data-testid='new-deal']");
      await page.waitForSelector("[data-testid='gaps-board'][data-deal='5353']");
      // Giving up uses the next one found in the background too.
      await page.waitForFunction(() => window.__ipc.calls.filter((c) => c.cmd === "gaps_find_winnable").length === 3);
      const version = Number(await page.getAttribute("[data-testid='gaps-board']", "data-version"));
      const a = fixture.steps[0].action;
      await page.click(cell(a.from));
      if (await page.$("[data-target='true']")) await page.click(cell(a.to));
      await page.waitForSelector(`[data-testid='gaps-board'][data-version='${version + 1}']`);
      await page.click("[data-testid='new-deal']");
      await page.click("[data-testid='give-up-solution']");
      await page.waitForSelector("[data-testid='solution-replay'][data-phase='found']");
      await page.waitForSelector("[data-testid='gaps-board'][data-deal='6464']");
      assert.equal((await ipcCalls(page)).filter((c) => c.cmd === "gaps_solution")[0].args.deal, 6464);
      assert.deepEqual(errors, []);
      await page.close();
    } finally {
      await browser.close();
    }
  });

  test("the first deal of a fresh screen is a winnable one too", async () => {
    const browser = await launch(DESKTOP);
    try {
      const base = defaultInfo();
      const info = { ...base, settings: { ...base.settings, gaps_winnable_only: true } };
      const { page, errors } = await openApp(browser.context, server.url, fixture, info, { fresh: true });
      await page.evaluate(() => (window.__ipc.winnable = 3131));
      await openGame(page);
      await page.waitForSelector("[data-testid='gaps-board'][data-deal='3131']");
      const calls = await ipcCalls(page);
      const cmds = calls.map((c) => c.cmd);
      assert.ok(cmds.indexOf("gaps_current") < cmds.indexOf("gaps_find_winnable"), "no game in progress first");
      assert.ok(cmds.indexOf("gaps_find_winnable") < cmds.indexOf("gaps_new"), "the search comes before the deal");
      assert.equal(calls[cmds.indexOf("gaps_new")].args.deal, 3131, "the first deal is the one found");
      // Its rating is already known from the search: no second question about it.
      assert.match(await page.textContent("[data-testid='difficulty']"), /easy/i);
      assert.deepEqual(errors, []);
      await page.close();
    } finally {
      await browser.close();
    }
  });
});
