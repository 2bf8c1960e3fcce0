// SolitaireX in Chromium at phone and desktop sizes, against the built UI, with IPC answered
// from the real engine's fixtures. Run: npm run build:ui && node --test tests/ui/
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import {
  DESKTOP,
  PHONE,
  assertAllVisible,
  assertNoOverflow,
  boardCards,
  cell,
  defaultInfo,
  launch,
  ipcCalls,
  loadFixture,
  openApp,
  press,
  screenshot,
  serveDist,
  viewCards,
} from "./harness.mjs";
import { ruleWords } from "./catalogue.mjs";

const RANK_NAMES = ["", "Ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Queen", "King"];
const cardWords = (card) => `${RANK_NAMES[card.rank]} of ${card.suit}`;

/** A slot in English words: "Queen of hearts", "gap in the first column", "dead gap after King of clubs". */
function slotWords(cells, columns, c) {
  if (c.card) return cardWords(c.card);
  if (c.slot.col === 0) return "gap in the first column";
  const kind = c.gap === "dead" ? "dead gap" : c.gap === "blocked" ? "blocked gap" : "gap";
  const left = cells[c.slot.row * columns + c.slot.col - 1].card;
  return `${kind} after ${left ? cardWords(left) : "a gap"}`;
}

const fixture = loadFixture();
let server;

before(async () => {
  server = await serveDist();
});
after(async () => {
  await server?.close();
});

async function openGame(page) {
  await page.click("[data-testid='open-solitaire_x']");
  await page.waitForSelector("main[data-screen='solitaire_x'] [data-testid='gaps-board']");
  await page.waitForSelector("[data-testid='cell-3-12']");
}

/** Plays fixture step `i` (0-based) through the UI and checks the board shows its view. */
async function playStep(page, i, touch) {
  const step = fixture.steps[i];
  const before = i === 0 ? fixture.initial : fixture.steps[i - 1].view;
  const a = step.action;
  const callsBefore = (await ipcCalls(page)).length;
  const versionBefore = Number(await page.getAttribute("[data-testid='gaps-board']", "data-version"));
  if (a.type === "move") {
    const option = before.board.moves.find((m) => m.from.row === a.from.row && m.from.col === a.from.col);
    assert.ok(option, `step ${i}: the card to move is offered as movable`);
    assert.equal(await page.getAttribute(cell(a.from), "data-movable"), "true");
    await press(page, cell(a.from), touch);
    if (option.to.length > 1) {
      // Several gaps: they are offered, and the next tap chooses.
      for (const t of option.to) await page.waitForSelector(`${cell(t)}[data-target='true']`);
      await press(page, cell(a.to), touch);
    }
  } else if (a.type === "reshuffle") {
    await press(page, "[data-testid='reshuffle']", touch);
    if (before.board.moves.length > 0) await press(page, "[data-testid='confirm-yes']", touch);
  } else {
    await press(page, `[data-testid='${a.type}']`, touch);
  }
  await page.waitForSelector(`[data-testid='gaps-board'][data-version='${versionBefore + 1}']`);
  assert.deepEqual(await boardCards(page), viewCards(step.view), `step ${i} (${step.name}): board`);
  const b = step.view.board;
  assert.equal(await page.textContent("[data-testid='score']"), `${b.score} / ${b.max_score}`);
  assert.equal(await page.textContent("[data-testid='moves-made']"), String(step.view.moves_made));
  assert.equal(await page.textContent("[data-testid='deals-left']"), String(b.deals_total - b.deals_used));
  // The solver's background analysis after each move is not part of the step.
  const calls = (await ipcCalls(page)).slice(callsBefore).filter((c) => c.cmd.startsWith("gaps_") && c.cmd !== "gaps_analyse" && c.cmd !== "gaps_deal_info");
  return calls;
}

for (const [name, device] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
]) {
  const touch = device.hasTouch;
  describe(`SolitaireX on ${name} ${device.viewport.width}x${device.viewport.height}`, () => {
    let browser;
    before(async () => {
      browser = await launch(device);
    });
    after(async () => {
      await browser?.close();
    });

    test("home shows the four games, all open", async () => {
      const { page, errors } = await openApp(browser.context, server.url, fixture);
      for (const id of ["soi", "chinese_puzzle", "solitaire_x", "fourside"]) {
        assert.ok(await page.$(`[data-testid='open-${id}']`), `${id} is listed`);
      }
      assert.equal(await page.isDisabled("[data-testid='open-chinese_puzzle']"), false);
      assert.equal(await page.isDisabled("[data-testid='open-fourside']"), false);
      assert.equal(await page.isDisabled("[data-testid='open-soi']"), false);
      assert.equal(await page.isDisabled("[data-testid='open-solitaire_x']"), false);
      assert.match(await page.textContent("[data-testid='open-solitaire_x']"), /continue/i);
      assert.ok(await page.$("[data-testid='open-settings']"));
      await assertNoOverflow(page);
      await screenshot(page, `${name}-home`);
      assert.deepEqual(errors, []);
      await page.close();
    });

    test("the board has 52 readable cells and fits the screen", async () => {
      const { page, errors } = await openApp(browser.context, server.url, fixture);
      await openGame(page);
      assert.equal(await page.locator("[data-testid^='cell-']").count(), 52);
      assert.deepEqual(await boardCards(page), viewCards(fixture.initial));
      const boardEl = page.locator("[data-testid='gaps-board']");
      assert.equal(await boardEl.getAttribute("data-deal"), String(fixture.deal));
      assert.equal(await boardEl.getAttribute("data-orientation"), name === "phone" ? "transposed" : "normal");
      const movable = new Set(fixture.initial.board.moves.map((m) => `${m.from.row}-${m.from.col}`));
      const cells = fixture.initial.board.cells;
      const columns = fixture.initial.board.columns;
      for (const c of cells) {
        const el = page.locator(cell(c.slot));
        // The slot's words, then the state, then the place: "7 of clubs, can move, row 4, column 7".
        const state = c.card && movable.has(`${c.slot.row}-${c.slot.col}`) ? ", can move" : c.placed ? ", in place" : "";
        assert.equal(await el.getAttribute("aria-label"), `${slotWords(cells, columns, c)}${state}, row ${c.slot.row + 1}, column ${c.slot.col + 1}`);
        if (c.card === null) assert.equal(await el.getAttribute("data-gap"), c.gap);
      }
      for (const m of fixture.initial.board.moves) {
        assert.equal(await page.getAttribute(cell(m.from), "data-movable"), "true");
      }
      assert.equal(await page.locator("[data-movable='true']").count(), fixture.initial.board.moves.length);
      const sizes = await page.$$eval("[data-testid^='cell-']", (cells) =>
        cells.map((c) => ({
          width: c.getBoundingClientRect().width,
          rank: c.querySelector(".rank") ? parseFloat(getComputedStyle(c.querySelector(".rank")).fontSize) : null,
        })),
      );
      for (const s of sizes) {
        assert.ok(s.width >= 28, `cell width ${s.width}`);
        if (s.rank !== null) assert.ok(s.rank >= 14, `rank font ${s.rank}px`);
      }
      await assertNoOverflow(page);
      await assertAllVisible(page);
      const b = fixture.initial.board;
      assert.equal(await page.textContent("[data-testid='score']"), `${b.score} / ${b.max_score}`);
      assert.equal(await page.textContent("[data-testid='deal-number']"), String(fixture.deal));
      assert.match(await page.textContent("[data-testid='reshuffle']"), new RegExp(`${b.deals_total - b.deals_used} left`));
      assert.equal(await page.isDisabled("[data-testid='undo']"), !fixture.initial.can_undo);
      await screenshot(page, `${name}-game`);
      assert.deepEqual(errors, []);
      await page.close();
    });

    test("playing the fixture's steps sends exactly those actions and shows each new view", async () => {
      const { page, errors } = await openApp(browser.context, server.url, fixture);
      await openGame(page);
      for (let i = 0; i < fixture.steps.length; i++) {
        const calls = await playStep(page, i, touch);
        const a = fixture.steps[i].action;
        const expected =
          a.type === "move"
            ? [{ cmd: "gaps_act", action: a }]
            : [{ cmd: `gaps_${a.type}`, action: undefined }];
        assert.deepEqual(
          calls.map((c) => ({ cmd: c.cmd, action: c.args.action })),
          expected,
          `step ${i} sends one command`,
        );
        assert.equal(calls[0].args.variant, "solitaire_x");
        if (i === 0) {
          await assertNoOverflow(page);
          await screenshot(page, `${name}-after-first-move`);
        }
      }
      assert.equal(await page.isDisabled("[data-testid='redo']"), !fixture.steps.at(-1).view.can_redo);
      await assertNoOverflow(page);
      await screenshot(page, `${name}-after-fixture`);
      assert.deepEqual(errors, []);
      await page.close();
    });

    test("the deal's difficulty is asked of the solver once and shown beside the deal number", async () => {
      const { page, errors } = await openApp(browser.context, server.url, fixture);
      await page.evaluate(() => (window.__ipc.difficulty = "needs_reshuffle"));
      await openGame(page);
      await page.waitForSelector("[data-testid='difficulty']");
      assert.equal(await page.textContent("[data-testid='difficulty']"), "Needs a reshuffle");
      const asked = (await ipcCalls(page)).filter((c) => c.cmd === "gaps_deal_info");
      assert.deepEqual(asked.map((c) => c.args.deal), [fixture.deal]);
      // A move in the same deal does not ask again.
      await playStep(page, 0, touch);
      assert.equal((await ipcCalls(page)).filter((c) => c.cmd === "gaps_deal_info").length, 1);
      assert.deepEqual(errors, []);
      await page.close();
    });

    test("a 2 with several gaps offers them; tapping elsewhere cancels", async () => {
      const { page } = await openApp(browser.context, server.url, fixture);
      await openGame(page);
      const two = fixture.initial.board.moves.find((m) => m.to.length > 1);
      assert.ok(two, "the fixture opens with a 2 and several gaps");
      await press(page, cell(two.from), touch);
      for (const t of two.to) await page.waitForSelector(`${cell(t)}[data-target='true']`);
      assert.equal(await page.locator("[data-target='true']").count(), two.to.length);
      await screenshot(page, `${name}-choose-gap`);
      const placed = fixture.initial.board.cells.find((c) => c.card && !fixture.initial.board.moves.some((m) => m.from.row === c.slot.row && m.from.col === c.slot.col));
      await press(page, cell(placed.slot), touch);
      assert.equal(await page.locator("[data-target='true']").count(), 0);
      assert.equal((await ipcCalls(page)).filter((c) => c.cmd === "gaps_act").length, 0);
      await page.close();
    });

    test("a card that cannot move stays and says why", async () => {
      const { page } = await openApp(browser.context, server.url, fixture);
      await openGame(page);
      const b = fixture.initial.board;
      const stuck = b.cells.find(
        (c) => c.card && c.card.rank > 2 && !b.moves.some((m) => m.from.row === c.slot.row && m.from.col === c.slot.col),
      );
      await press(page, cell(stuck.slot), touch);
      await page.waitForSelector("[data-testid='status']:has-text('can only go after')");
      assert.deepEqual(await boardCards(page), viewCards(fixture.initial));
      assert.equal((await ipcCalls(page)).filter((c) => c.cmd === "gaps_act").length, 0);
      await page.close();
    });

    test("a refused or stale action leaves the board as it was and shows the message", async () => {
      const { page } = await openApp(browser.context, server.url, fixture);
      await openGame(page);
      const b = fixture.initial.board;
      const first = fixture.steps[0].action;
      // A legal move the fixture does not expect: the mock refuses it like the engine would.
      const other = b.moves.find((m) => m.to.length === 1 && !(m.from.row === first.from.row && m.from.col === first.from.col));
      assert.ok(other, "a second single-destination move");
      await press(page, cell(other.from), touch);
      // The page words the refusal's code; the English sent beside it is not shown.
      await page.waitForSelector(`[data-testid='status']:has-text('${ruleWords("does_not_fit")}')`);
      assert.deepEqual(await boardCards(page), viewCards(fixture.initial));
      const version = await page.getAttribute("[data-testid='gaps-board']", "data-version");
      assert.equal(version, String(defaultInfo().version));

      // A stale version: refused, the message shown, and the game reloaded.
      await page.evaluate(() => (window.__ipc.forceStale = true));
      await press(page, cell(first.from), touch);
      await press(page, cell(first.to), touch);
      await page.waitForSelector("[data-testid='status']:has-text('out of date')");
      assert.deepEqual(await boardCards(page), viewCards(fixture.initial));
      // The solver's background questions may come at any time; the reload is what matters.
      const calls = (await ipcCalls(page)).filter((c) => c.cmd !== "gaps_analyse" && c.cmd !== "gaps_deal_info");
      assert.equal(calls.at(-1).cmd, "gaps_current", "reloads after a stale refusal");
      // The reloaded version is used next, and the move now goes through.
      await page.waitForSelector(`[data-testid='gaps-board'][data-version='${await page.evaluate(() => window.__ipc.version)}']`);
      await playStep(page, 0, touch);
      await page.close();
    });

    test("settings and rules screens", async () => {
      const { page, errors } = await openApp(browser.context, server.url, fixture);
      await page.click("[data-testid='open-settings']");
      await page.waitForSelector("main[data-screen='settings']");
      assert.match(await page.textContent("[data-testid='statistics']"), /SolitaireX/);
      await assertNoOverflow(page);
      await screenshot(page, `${name}-settings`);
      await page.click("[data-testid='setting-theme'] [data-value='dark']");
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "dark");
      const saved = (await ipcCalls(page)).filter((c) => c.cmd === "settings_update");
      assert.equal(saved.at(-1).args.settings.theme, "dark");
      await page.click("[data-testid='back']");
      await page.waitForSelector("main[data-screen='home']");
      await openGame(page);
      await screenshot(page, `${name}-game-dark`);
      await page.click("[data-testid='rules']");
      await page.waitForSelector("main[data-screen='rules'] h1");
      assert.match(await page.textContent("main[data-screen='rules']"), /placed run/i);
      await screenshot(page, `${name}-rules`);
      await page.keyboard.press("Escape");
      await page.waitForSelector("main[data-screen='solitaire_x']");
      assert.deepEqual(errors, []);
      await page.close();
    });
  });
}

describe("once per launch", () => {
  test("a notice is shown and can be dismissed", async () => {
    const browser = await launch(PHONE);
    try {
      const { page } = await openApp(browser.context, server.url, fixture, defaultInfo({ notice: { kind: "parts_reset", parts: ["settings", "game.soi"], kept: null } }));
      await page.waitForSelector("[data-testid='notice']:has-text('Some saved data could not be used and was reset: your settings, the Soi game.')");
      await page.tap("[data-testid='notice-dismiss']");
      await page.waitForSelector("[data-testid='notice']", { state: "detached" });
    } finally {
      await browser.close();
    }
  });

  test("dragging with the mouse: a legal drop moves, an illegal one snaps back", async () => {
    const browser = await launch(DESKTOP);
    try {
      const { page } = await openApp(browser.context, server.url, fixture);
      await openGame(page);
      const centre = async (slot) => {
        const r = await page.locator(cell(slot)).boundingBox();
        return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
      };
      const drag = async (from, to) => {
        const a = await centre(from);
        const b = await centre(to);
        await page.mouse.move(a.x, a.y);
        await page.mouse.down();
        await page.mouse.move(a.x + (b.x - a.x) / 3, a.y + (b.y - a.y) / 3, { steps: 4 });
        await page.mouse.move(b.x, b.y, { steps: 4 });
        await page.mouse.up();
      };
      const a = fixture.steps[0].action;
      // Onto a card that is not a gap: refused without a call, and the card is back home.
      const wrong = fixture.initial.board.cells.find((c) => c.card && c.slot.col > 0).slot;
      await drag(a.from, wrong);
      await page.waitForSelector("[data-testid='status']:has-text('cannot go there'), [data-testid='status']:has-text('first column')");
      assert.equal((await ipcCalls(page)).filter((c) => c.cmd === "gaps_act").length, 0);
      assert.deepEqual(await boardCards(page), viewCards(fixture.initial));
      const transform = await page.$eval(`${cell(a.from)} .face`, (el) => el.style.transform);
      assert.equal(transform, "", "the card snapped back");
      // Onto the right gap: exactly the fixture's move is sent.
      await drag(a.from, a.to);
      await page.waitForSelector("[data-testid='gaps-board'][data-version='2']");
      assert.deepEqual(await boardCards(page), viewCards(fixture.steps[0].view));
      const acts = (await ipcCalls(page)).filter((c) => c.cmd === "gaps_act");
      assert.deepEqual(acts.map((c) => c.args.action), [a]);
    } finally {
      await browser.close();
    }
  });

  test("dragging with a finger on the phone", async () => {
    const browser = await launch(PHONE);
    try {
      const { page } = await openApp(browser.context, server.url, fixture);
      await openGame(page);
      const cdp = await browser.context.newCDPSession(page);
      const a = fixture.steps[0].action;
      const from = await page.locator(cell(a.from)).boundingBox();
      const to = await page.locator(cell(a.to)).boundingBox();
      const p0 = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
      const p1 = { x: to.x + to.width / 2, y: to.y + to.height / 2 };
      const touch = (type, p) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
      await touch("touchStart", p0);
      for (let i = 1; i <= 8; i++) await touch("touchMove", { x: p0.x + ((p1.x - p0.x) * i) / 8, y: p0.y + ((p1.y - p0.y) * i) / 8 });
      await touch("touchEnd");
      await page.waitForSelector("[data-testid='gaps-board'][data-version='2']");
      assert.deepEqual(await boardCards(page), viewCards(fixture.steps[0].view));
      const acts = (await ipcCalls(page)).filter((c) => c.cmd === "gaps_act");
      assert.deepEqual(acts.map((c) => c.args.action), [a]);
    } finally {
      await browser.close();
    }
  });

  test("keyboard play on the desktop", async () => {
    const browser = await launch(DESKTOP);
    try {
      const { page } = await openApp(browser.context, server.url, fixture);
      await openGame(page);
      const a = fixture.steps[0].action;
      await page.focus("[data-testid='cell-0-0']");
      const walk = async (from, to) => {
        for (let r = from.row; r < to.row; r++) await page.keyboard.press("ArrowDown");
        for (let r = from.row; r > to.row; r--) await page.keyboard.press("ArrowUp");
        for (let c = from.col; c < to.col; c++) await page.keyboard.press("ArrowRight");
        for (let c = from.col; c > to.col; c--) await page.keyboard.press("ArrowLeft");
      };
      await walk({ row: 0, col: 0 }, a.from);
      assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), `cell-${a.from.row}-${a.from.col}`);
      await page.keyboard.press("Enter");
      await walk(a.from, a.to);
      await page.keyboard.press(" ");
      await page.waitForSelector("[data-testid='gaps-board'][data-version='2']");
      assert.deepEqual(await boardCards(page), viewCards(fixture.steps[0].view));
      await page.keyboard.press("u"); // undo is refused by the mock: not the next fixture step
      // The page words the refusal's code; the English sent beside it is not shown.
      await page.waitForSelector(`[data-testid='status']:has-text('${ruleWords("does_not_fit")}')`);
    } finally {
      await browser.close();
    }
  });
});
