// Chinese Puzzle in Chromium at phone (portrait and landscape), tablet and desktop sizes,
// against the built UI, with IPC answered from the real engine's fixture (deal 7, free ace
// order, 2 redeals). Run: npm run build:ui && node --test tests/ui/
// test-results/cp-phone-after-aces.png is the README's docs/screenshots/chinese-puzzle-phone.png.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import {
  DESKTOP,
  LANDSCAPE,
  PHONE,
  TABLET,
  assertAllVisible,
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

const fixture = loadFixture("chinese_puzzle");
const info = () => defaultInfo({ in_progress: ["chinese_puzzle"], stats: {} });
let server;

before(async () => {
  server = await serveDist();
});
after(async () => {
  await server?.close();
});

const same = (a, b) => a.row === b.row && a.col === b.col;
const viewAt = (i) => (i === 0 ? fixture.initial : fixture.steps[i - 1].view);

async function openGame(page) {
  await page.click("[data-testid='open-chinese_puzzle']");
  await page.waitForSelector("main[data-screen='chinese_puzzle'] [data-testid='gaps-board']");
  await page.waitForSelector("[data-testid='cell-7-13']");
}

const version = async (page) => Number(await page.getAttribute("[data-testid='gaps-board']", "data-version"));
const actions = async (page) => (await ipcCalls(page)).filter((c) => c.cmd === "gaps_act").map((c) => c.args.action);

/** The read-outs and row badges show `view`. */
async function assertReadouts(page, view, what) {
  const b = view.board;
  assert.equal(await page.textContent("[data-testid='score']"), `${b.score} / ${b.max_score}`, `${what}: score`);
  assert.equal(await page.textContent("[data-testid='deals-left']"), String(b.deals_total - b.deals_used), `${what}: redeals left`);
  assert.equal(await page.textContent("[data-testid='dead-gaps']"), String(b.dead_gaps), `${what}: dead gaps`);
  const badges = await page.$$eval("[data-testid^='row-locked-']", (els) => els.map((e) => Number(e.querySelector("[aria-hidden='true']")?.textContent)));
  assert.deepEqual(badges, b.placed_per_row, `${what}: locked per row`);
  assert.match(await page.textContent("[data-testid='reshuffle']"), new RegExp(`Redeal.*${b.deals_total - b.deals_used} left`));
}

/**
 * Plays fixture step `i` by tapping. A move goes card first, then (if offered two) the chosen
 * gap; with `viaGap` the gap is tapped first and then the highlighted card.
 */
async function playStep(page, i, touch, { viaGap = false } = {}) {
  const step = fixture.steps[i];
  const before = viewAt(i);
  const a = step.action;
  const v = await version(page);
  if (a.type === "move") {
    const option = before.board.moves.find((m) => same(m.from, a.from));
    assert.ok(option, `step ${i}: the card is offered as movable`);
    if (viaGap) {
      await press(page, cell(a.to), touch);
      await page.waitForSelector(`${cell(a.from)}[data-fills='true']`);
      const fillers = before.board.moves.filter((m) => m.to.some((t) => same(t, a.to)));
      assert.equal(await page.locator("[data-fills='true']").count(), fillers.length, "every card that fits is offered");
      await press(page, cell(a.from), touch);
    } else {
      await press(page, cell(a.from), touch);
      if (option.to.length > 1) {
        for (const t of option.to) await page.waitForSelector(`${cell(t)}[data-target='true']`);
        assert.equal(await page.locator("[data-target='true']").count(), option.to.length);
        await press(page, cell(a.to), touch);
      }
    }
  } else if (a.type === "reshuffle") {
    await press(page, "[data-testid='reshuffle']", touch);
    if (before.board.moves.length > 0) await press(page, "[data-testid='confirm-yes']", touch);
  } else if (a.type === "place_aces") {
    await press(page, "[data-testid='place-aces']", touch);
  } else {
    await press(page, `[data-testid='${a.type}']`, touch);
  }
  await page.waitForSelector(`[data-testid='gaps-board'][data-version='${v + 1}']`);
  assert.deepEqual(await boardCards(page), viewCards(step.view), `step ${i} (${step.name}): board`);
  await assertReadouts(page, step.view, `step ${i}`);
}

const DEVICES = [
  ["phone", PHONE, "transposed"],
  ["landscape", LANDSCAPE, "normal"],
  ["tablet", TABLET, "transposed"],
  ["desktop", DESKTOP, "normal"],
];

for (const [name, device, orientation] of DEVICES) {
  const touch = device.hasTouch;
  describe(`Chinese Puzzle on ${name} ${device.viewport.width}x${device.viewport.height}`, () => {
    let browser;
    before(async () => {
      browser = await launch(device);
    });
    after(async () => {
      await browser?.close();
    });

    test("the 112-slot board fits the screen and is legible", async () => {
      const { page, errors } = await openApp(browser.context, server.url, fixture, info());
      await openGame(page);
      assert.equal(await page.locator("[data-testid^='cell-']").count(), 112);
      assert.deepEqual(await boardCards(page), viewCards(fixture.initial));
      const board = page.locator("[data-testid='gaps-board']");
      assert.equal(await board.getAttribute("data-orientation"), orientation);
      assert.equal(await board.getAttribute("data-deal"), String(fixture.deal));
      const sizes = await page.$$eval("[data-testid^='cell-']", (cells) =>
        cells.map((c) => {
          const r = c.getBoundingClientRect();
          const rank = c.querySelector(".rank");
          return { w: r.width, h: r.height, rank: rank ? parseFloat(getComputedStyle(rank).fontSize) : null };
        }),
      );
      for (const s of sizes) {
        assert.ok(Math.min(s.w, s.h) >= 22, `cell ${s.w}x${s.h}`);
        if (s.rank !== null) assert.ok(s.rank >= 11, `rank font ${s.rank}px`);
      }
      await assertNoOverflow(page);
      await assertAllVisible(page);
      await assertReadouts(page, fixture.initial, "initial");
      assert.equal(await page.isDisabled("[data-testid='reshuffle']"), true, "no redeal in the ace phase");
      assert.ok(await page.isVisible("[data-testid='place-aces']"));
      assert.match(await page.textContent("[data-testid='deal-rules']"), /2 redeals · free aces/);
      await screenshot(page, `cp-${name}-ace-phase`);
      assert.deepEqual(errors, []);
      await page.close();
    });

    test("the fixture played by tapping: aces, two gaps, a gap first, redeal, undo", async () => {
      const { page, errors } = await openApp(browser.context, server.url, fixture, info());
      await openGame(page);
      // Step 0: an ace, then a first-column slot; every empty first-column slot is offered.
      const ace = fixture.steps[0].action;
      await press(page, cell(ace.from), touch);
      const empty = fixture.initial.board.cells.filter((c) => c.slot.col === 0 && c.card === null);
      for (const c of empty) await page.waitForSelector(`${cell(c.slot)}[data-target='true']`);
      if (name === "phone") await screenshot(page, `cp-${name}-ace-chosen`);
      await press(page, cell(ace.to), touch);
      await page.waitForSelector(`[data-testid='gaps-board'][data-version='${defaultInfo().version + 1}']`);
      assert.deepEqual(await boardCards(page), viewCards(fixture.steps[0].view));
      // The rest: place_aces by its button, a card with two gaps, one move by tapping its gap.
      for (let i = 1; i < fixture.steps.length; i++) {
        await playStep(page, i, touch, { viaGap: i === 3 });
        if (i === 1) {
          assert.equal(await page.locator("[data-testid='place-aces']").count(), 0, "the ace phase is over");
          assert.ok((await page.locator("[data-placed='true']").count()) >= 8, "the aces are locked");
          await screenshot(page, `cp-${name}-after-aces`);
        }
      }
      const expected = fixture.steps.filter((s) => s.action.type === "move" || s.action.type === "place_aces").map((s) => s.action);
      assert.deepEqual(await actions(page), expected, "exactly the fixture's actions were sent");
      assert.ok((await ipcCalls(page)).some((c) => c.cmd === "gaps_reshuffle"));
      await assertNoOverflow(page);
      await screenshot(page, `cp-${name}-after-fixture`);
      assert.deepEqual(errors, []);
      await page.close();
    });
  });
}

describe("Chinese Puzzle: hints, verdicts, refusals (phone)", () => {
  let browser;
  before(async () => {
    browser = await launch(PHONE);
  });
  after(async () => {
    await browser?.close();
  });

  test("Hint highlights the solver's move; a second tap plays it; the verdict shows", async () => {
    const { page, errors } = await openApp(browser.context, server.url, fixture, info());
    await openGame(page);
    await page.evaluate(() => (window.__ipc.verdict = "winnable"));
    await playStep(page, 0, true);
    await playStep(page, 1, true);
    await page.waitForSelector("[data-testid='winnable']:has-text('Still winnable without a redeal')");
    const next = fixture.steps[2].action;
    await page.tap("[data-testid='hint']");
    await page.waitForSelector(`${cell(next.from)}[data-hint='true']`);
    await page.waitForSelector(`${cell(next.to)}[data-hint='true']`);
    assert.equal(await page.locator("[data-hint='true']").count(), 2);
    await page.waitForSelector("[data-testid='status']:has-text('Hint')");
    await screenshot(page, "cp-phone-hint");
    const v = await version(page);
    await page.tap("[data-testid='hint']");
    await page.waitForSelector(`[data-testid='gaps-board'][data-version='${v + 1}']`);
    assert.deepEqual((await actions(page)).at(-1), next, "the second tap plays the hinted move");
    assert.deepEqual(await boardCards(page), viewCards(fixture.steps[2].view));
    // The hinted card itself plays the hint too; the verdict can also be "cannot be won".
    await page.evaluate(() => (window.__ipc.verdict = "unwinnable"));
    const after = fixture.steps[3].action;
    await page.keyboard.press("h");
    await page.waitForSelector(`${cell(after.from)}[data-hint='true']`);
    await page.tap(cell(after.from));
    await page.waitForSelector(`[data-testid='gaps-board'][data-version='${v + 2}']`);
    assert.deepEqual((await actions(page)).at(-1), after);
    await page.waitForSelector("[data-testid='winnable']:has-text('Cannot be won without a redeal')");
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("three illegal taps in a row give the engine's reason", async () => {
    const { page } = await openApp(browser.context, server.url, fixture, info());
    await openGame(page);
    // The engine's typed reason; the page words it.
    const reason = "Place all the aces in the first column before other moves.";
    await page.evaluate(() => (window.__ipc.explain = { why: "aces_first" }));
    const b = fixture.initial.board;
    const stuck = b.cells.find((c) => c.card && c.card.rank > 1);
    for (let i = 1; i <= 3; i++) {
      await page.tap(cell(stuck.slot));
      await page.waitForTimeout(60);
      const text = await page.textContent("[data-testid='status']");
      if (i < 3) assert.doesNotMatch(text, /Place all the aces/, `no reason after ${i} tries`);
    }
    await page.waitForSelector(`[data-testid='status']:has-text('${reason}')`);
    await screenshot(page, "cp-phone-three-strikes");
    const explains = (await ipcCalls(page)).filter((c) => c.cmd === "gaps_explain");
    assert.equal(explains.length, 1);
    assert.deepEqual(explains[0].args.slot, stuck.slot);
    assert.deepEqual(await actions(page), [], "nothing was sent to move");
    await page.close();
  });

  test("an ace-order refusal is shown at once, worded by the page from its code and the deal's ace order", async () => {
    const { page } = await openApp(browser.context, server.url, fixture, info());
    await openGame(page);
    const why = "In bridge order row 8 takes an ace of spades (♣ ♦ ♥ ♠ from the top, twice).";
    await page.evaluate((m) => (window.__ipc.refuseNext = { code: "ace_order", message: m }), why);
    const ace = fixture.steps[0].action;
    await page.tap(cell(ace.from));
    await page.tap(cell(ace.to));
    // The English the engine sent beside the code is not shown: the page words the code.
    await page.waitForSelector(`[data-testid='status'].error:has-text('That ace does not go in that row.')`);
    assert.doesNotMatch(await page.textContent("[data-testid='status']"), /In bridge order row 8/);
    assert.deepEqual(await boardCards(page), viewCards(fixture.initial));
    await page.close();
  });

  test("a long-press flashes a card's predecessors; on a gap, what can fill it", async () => {
    const { page, errors } = await openApp(browser.context, server.url, fixture, info());
    await openGame(page);
    await playStep(page, 0, true);
    await playStep(page, 1, true);
    const b = fixture.steps[1].view.board;
    const cdp = await browser.context.newCDPSession(page);
    const longPress = async (slot) => {
      const r = await page.locator(cell(slot)).boundingBox();
      const p = { x: r.x + r.width / 2, y: r.y + r.height / 2 };
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [p] });
      await page.waitForTimeout(650);
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    };
    // A card whose predecessor is on the board, not an ace.
    const card = b.cells.find((c) => c.card && c.card.rank > 2 && !c.placed);
    const preds = b.cells.filter((c) => c.card && c.card.suit === card.card.suit && c.card.rank === card.card.rank - 1);
    await longPress(card.slot);
    for (const p of preds) await page.waitForSelector(`${cell(p.slot)}[data-flash='true']`);
    assert.equal(await page.locator("[data-flash='true']").count(), preds.length);
    await screenshot(page, "cp-phone-long-press");
    assert.deepEqual(await actions(page), fixture.steps.slice(0, 2).map((s) => s.action), "a long-press does not move");
    // A gap: the cards that can move there.
    await page.waitForSelector("[data-flash='true']", { state: "detached", timeout: 4000 });
    const gap = b.moves[0].to[0];
    await longPress(gap);
    const fillers = b.moves.filter((m) => m.to.some((t) => same(t, gap)));
    for (const f of fillers) await page.waitForSelector(`${cell(f.from)}[data-flash='true']`);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("new deal: redeals and ace order chosen in the dialog; Settings has a Chinese Puzzle section", async () => {
    const { page, errors } = await openApp(browser.context, server.url, fixture, info());
    await openGame(page);
    await page.tap("[data-testid='new-deal']");
    await page.tap("[data-testid='new-deal-redeals'] [data-value='1']");
    await page.tap("[data-testid='new-deal-ace-order'] [data-value='bridge']");
    await screenshot(page, "cp-phone-new-deal");
    await page.tap("[data-testid='confirm-yes']");
    await page.waitForSelector(`[data-testid='gaps-board'][data-version='${defaultInfo().version + 1}']`);
    const calls = await ipcCalls(page);
    const dealt = calls.filter((c) => c.cmd === "gaps_new").at(-1);
    assert.deepEqual(dealt.args.rules, { variant: "chinese_puzzle", deals: 2, ace_order: "bridge" });
    const saved = calls.filter((c) => c.cmd === "settings_update").at(-1);
    assert.equal(saved.args.settings.cp_redeals, 1);
    assert.equal(saved.args.settings.cp_ace_order, "bridge");
    // Before the first card is placed, the same deal can be dealt again under other rules.
    await page.tap("[data-testid='deal-rules']");
    await page.tap("[data-testid='deal-rules-ace-order'] [data-value='mirrored']");
    await page.tap("[data-testid='confirm-yes']");
    await page.waitForSelector(`[data-testid='gaps-board'][data-version='${defaultInfo().version + 2}']`);
    const again = (await ipcCalls(page)).filter((c) => c.cmd === "gaps_new").at(-1);
    assert.equal(again.args.deal, fixture.deal);
    assert.equal(again.args.rules.ace_order, "mirrored");
    // Settings.
    await page.tap("[data-testid='back']");
    await page.tap("[data-testid='open-settings']");
    await page.waitForSelector("[data-testid='settings-chinese-puzzle']");
    await page.tap("[data-testid='setting-cp-redeals'] [data-value='2']");
    const last = (await ipcCalls(page)).filter((c) => c.cmd === "settings_update").at(-1);
    assert.equal(last.args.settings.cp_redeals, 2);
    await assertNoOverflow(page);
    await screenshot(page, "cp-phone-settings");
    // The rules page.
    await page.tap("[data-testid='back']");
    await openGame(page);
    await page.tap("[data-testid='rules']");
    await page.waitForSelector("[data-testid='rules-page'][data-game='chinese_puzzle']");
    assert.match(await page.textContent("[data-testid='rules-page']"), /Locked cards/);
    await screenshot(page, "cp-phone-rules");
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("Alt-click on the desktop flashes too", async () => {
    const desk = await launch(DESKTOP);
    try {
      const { page } = await openApp(desk.context, server.url, fixture, info());
      await openGame(page);
      const card = fixture.initial.board.cells.find((c) => c.card && c.card.rank === 5);
      await page.click(cell(card.slot), { modifiers: ["Alt"] });
      await page.waitForSelector("[data-flash='true']");
      assert.deepEqual(await actions(page), []);
    } finally {
      await desk.close();
    }
  });
});
