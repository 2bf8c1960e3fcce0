// axe-core (WCAG 2.1 A and AA) over every screen, game, dialog and end panel, at a phone
// (390×844) and a desktop (1280×800), in the light and the dark theme, each at normal and at
// 200 % text. No rule is disabled and
// no element is excluded. IPC is answered from the real engine's fixtures (see harness.mjs).
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { DESKTOP, PHONE, launch, loadFixture, openApp, serveDist } from "./harness.mjs";
import {
  DAILY_NOW,
  assertNoAxeViolations,
  dailyResult,
  gapsInfo,
  hostRoom,
  openFourSideWith,
  openGaps,
  openLobby,
  openSoiWith,
  openToday,
  startRoom,
  winningFirstMove,
} from "./a11y-helpers.mjs";

const sx = loadFixture("solitairex");
const cp = loadFixture("chinese_puzzle");
const fs = loadFixture("fourside");
const soi = loadFixture("soi");
const SUIT = { clubs: "c", diamonds: "d", hearts: "h", spades: "s" };
const RANK = ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
const code = (card) => `${RANK[card.rank]}${SUIT[card.suit]}`;
const cell = (s) => `[data-testid='cell-${s.row}-${s.col}']`;

let server;
before(async () => {
  server = await serveDist();
});
after(async () => {
  await server?.close();
});

const COMBOS = [
  ["phone", PHONE, "light"],
  ["phone", PHONE, "dark"],
  ["desktop", DESKTOP, "light"],
  ["desktop", DESKTOP, "dark"],
];

/** A game screen has exactly one polite and one assertive live region, and nothing else live. */
async function assertLiveRegions(page, what) {
  const live = await page.$$eval("[aria-live], [role='status'], [role='alert'], [role='log']", (els) =>
    els.map((e) => `${e.getAttribute("data-testid")}:${e.getAttribute("aria-live") ?? e.getAttribute("role")}`),
  );
  assert.deepEqual(live.sort(), ["alert:assertive", "announcer:polite"], `${what}: live regions`);
}

let checks = 0;
after(() => {
  // 4 viewport × theme combinations × the states below.
  console.log(`# axe-core: ${checks} page states checked with zero violations`);
});

for (const [name, device, theme] of COMBOS) {
  describe(`axe-core WCAG 2.1 AA: ${name} ${device.viewport.width}x${device.viewport.height}, ${theme}`, () => {
    let browser;
    before(async () => {
      browser = await launch(device);
    });
    after(async () => {
      await browser?.close();
    });

    // Each state at normal text and again at 200 % text (the root font size, as Android's font
    // scale sets it), in the same page: the large text goes again before the test goes on.
    const check = async (page, what) => {
      await assertNoAxeViolations(page, `${name}/${theme}: ${what}`);
      const big = await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await assertNoAxeViolations(page, `${name}/${theme}, 200 % text: ${what}`);
      await big.evaluate((el) => el.remove());
      checks += 2;
    };

    test("home, settings, rules", async () => {
      const { page, errors } = await openGaps(browser.context, server.url, sx, "solitaire_x", theme);
      await page.click("[data-testid='back']");
      await page.waitForSelector("main[data-screen='home']");
      await check(page, "home");
      await page.click("[data-testid='open-settings']");
      await page.waitForSelector("main[data-screen='settings']");
      await check(page, "settings");
      await page.click("[data-testid='back']");
      await page.click("[data-testid='open-rules']");
      await page.waitForSelector("[data-testid='rules-page']");
      for (const game of ["solitaire_x", "chinese_puzzle", "fourside", "soi"]) {
        await page.click(`[data-testid='rules-game'] [data-value='${game}']`);
        await page.waitForSelector(`[data-testid='rules-page'][data-game='${game}']`);
        await check(page, `rules of ${game}`);
      }
      assert.deepEqual(errors, []);
      await page.close();
    });

    test("the one-time notice, and the hot-seat covers of FourSide and Soi", async () => {
      const info = { ...gapsInfo(theme), notice: "Your saved games could not be read; a copy was kept and defaults are used." };
      const home = await openApp(browser.context, server.url, sx, info);
      await home.page.waitForSelector("[data-testid='notice']");
      await check(home.page, "home with the notice");
      assert.deepEqual(home.errors, []);
      await home.page.close();
      const fsCover = await openFourSideWith(browser.context, server.url, fs, theme, { mode: "human_vs_human" }, { waitFor: "[data-testid='cover']" });
      await check(fsCover.page, "FourSide hot-seat cover");
      await fsCover.page.close();
      const soiCover = await openSoiWith(browser.context, server.url, soi, theme, { hotseat: true });
      await soiCover.page.waitForSelector("[data-testid='cover']");
      await check(soiCover.page, "Soi hot-seat cover");
      await soiCover.page.close();
    });

    test("SolitaireX: mid-play, a card picked up, the new-deal and reshuffle dialogs, the end panel", async () => {
      const { page, errors } = await openGaps(browser.context, server.url, sx, "solitaire_x", theme);
      await check(page, "SolitaireX dealt");
      await assertLiveRegions(page, "SolitaireX dealt");
      // A 2 with several gaps: picked up, its gaps offered.
      const choice = sx.initial.board.moves.find((m) => m.to.length > 1);
      assert.ok(choice, "the fixture's deal starts with a 2 that has a choice of gaps");
      await page.click(cell(choice.from));
      await page.waitForSelector("[data-target='true']");
      await check(page, "SolitaireX, a card picked up");
      await page.keyboard.press("Escape");
      // Before the first move a new deal needs no question; the deal number asks for one.
      await page.click("[data-testid='deal-number']");
      await page.waitForSelector("[data-testid='confirm-yes']");
      await check(page, "SolitaireX new-deal dialog");
      await page.click("[data-testid='confirm-no']");
      // The reshuffle question: asked while moves remain and a reshuffle is allowed, which the
      // fixture's deal is at the start (asserted, so the dialog is never silently skipped).
      assert.ok(sx.initial.board.can_reshuffle && sx.initial.board.moves.length > 0, "the fixture's deal can be reshuffled at the start");
      await page.click("[data-testid='reshuffle']");
      await page.waitForSelector("[data-testid='confirm-yes']");
      await check(page, "SolitaireX reshuffle dialog");
      await page.click("[data-testid='confirm-no']");
      await page.click("[data-testid='tournament']");
      await page.waitForSelector("[data-testid='confirm-yes']");
      await check(page, "SolitaireX tournament dialog");
      await page.click("[data-testid='confirm-no']");
      assert.deepEqual(errors, []);
      await page.close();

      const won = winningFirstMove(sx);
      const end = await openGaps(browser.context, server.url, won, "solitaire_x", theme);
      const m = won.steps[0].action;
      await end.page.click(cell(m.from));
      if (await end.page.$("[data-target='true']")) await end.page.click(cell(m.to));
      await end.page.waitForSelector("[data-testid='game-over']");
      await check(end.page, "SolitaireX end panel");
      await end.page.close();
    });

    test("Chinese Puzzle: dealt, an ace picked up, after a move, the deal-rules and new-deal dialogs, the end panel", async () => {
      const { page, errors } = await openGaps(browser.context, server.url, cp, "chinese_puzzle", theme);
      await check(page, "Chinese Puzzle dealt (ace phase)");
      await assertLiveRegions(page, "Chinese Puzzle dealt (ace phase)");
      await page.click("[data-testid='deal-rules']");
      await page.waitForSelector("[data-testid='confirm-yes']");
      await check(page, "Chinese Puzzle deal-rules dialog");
      await page.click("[data-testid='confirm-no']");
      await page.click("[data-testid='new-deal']");
      await page.waitForSelector("[data-testid='confirm-yes']");
      await check(page, "Chinese Puzzle new-deal dialog");
      await page.click("[data-testid='confirm-no']");
      // The fixture's first move: an ace picked up (its gaps marked), then placed.
      const first = cp.steps[0].action;
      await page.click(cell(first.from));
      if (await page.$("[data-target='true']")) {
        await check(page, "Chinese Puzzle, an ace picked up");
        await page.click(cell(first.to));
      }
      await page.waitForSelector("[data-testid='gaps-board'][data-version='2']");
      await check(page, "Chinese Puzzle after a move");
      assert.deepEqual(errors, []);
      await page.close();

      const won = winningFirstMove(cp);
      const end = await openGaps(browser.context, server.url, won, "chinese_puzzle", theme);
      const m = won.steps[0].action;
      await end.page.click(cell(m.from));
      if (await end.page.$("[data-target='true']")) await end.page.click(cell(m.to));
      await end.page.waitForSelector("[data-testid='game-over']");
      await check(end.page, "Chinese Puzzle end panel");
      await end.page.close();
    });

    test("FourSide: mid-play with a tile picked up, the new-game dialog, the end panel", async () => {
      const { page, errors } = await openFourSideWith(browser.context, server.url, fs, theme);
      await page.click("[data-testid='hand-0']");
      await check(page, "FourSide, a tile picked up");
      await assertLiveRegions(page, "FourSide, a tile picked up");
      await page.click("[data-testid='new-game']");
      await page.waitForSelector("[data-testid='confirm-yes']");
      await check(page, "FourSide new-game dialog");
      await page.click("[data-testid='confirm-no']");
      assert.deepEqual(errors, []);
      await page.close();
      const finished = { won: true, score: 210, stats: { played: 5, won: 3, best_score: 210, current_streak: 2, best_streak: 2 } };
      const end = await openFourSideWith(browser.context, server.url, fs, theme, { over: { winner: 0, scores: [210, 150], finished } });
      await end.page.waitForSelector("[data-testid='game-over']");
      await check(end.page, "FourSide end panel");
      await end.page.close();
    });

    test("Soi: the table, the picker, scores, memory aid, new-game question, round summary, game over", async () => {
      const hit = soi.steps[0].action;
      const { page, errors } = await openSoiWith(browser.context, server.url, soi, theme);
      await check(page, "Soi table");
      await assertLiveRegions(page, "Soi table");
      await page.click(`[data-testid='seat-${hit.target}']`);
      await page.waitForSelector("[data-testid='picker']");
      await check(page, "Soi picker");
      await page.click(`[data-testid='ask-${code(hit.card)}']`);
      await page.waitForFunction(() => window.__ipc.calls.some((c) => c.cmd === "soi_act"));
      await page.click("[data-testid='scores']");
      await page.waitForSelector("[data-testid='scores-table']");
      await check(page, "Soi scores");
      await page.click("[data-testid='scores-table-close']");
      await page.click("[data-testid='memory-aid-open']");
      await page.waitForSelector("[data-testid='memory-aid']");
      await check(page, "Soi memory aid");
      await page.click("[data-testid='memory-aid-close']");
      await page.click("[data-testid='new-game']");
      await page.waitForSelector("[data-testid='confirm-yes']");
      await check(page, "Soi new-game question");
      await page.click("[data-testid='confirm-no']");
      assert.deepEqual(errors, []);
      await page.close();

      const totals = [40, 20, 30, 19];
      const round = await openSoiWith(browser.context, server.url, soi, theme, { roundOver: { scores: totals, totals, places: [1, 3, 2, 4] } });
      await round.page.click(`[data-testid='seat-${hit.target}']`);
      await round.page.click(`[data-testid='ask-${code(hit.card)}']`);
      await round.page.waitForSelector("[data-testid='round-summary']");
      await check(round.page, "Soi round summary");
      await round.page.close();

      const over = await openSoiWith(browser.context, server.url, soi, theme, {
        gameOver: { scores: [50, 30, 20, 9], totals: [212, 212, 60, 40], places: [1, 1, 3, 4] },
      });
      await over.page.click(`[data-testid='seat-${hit.target}']`);
      await over.page.click(`[data-testid='ask-${code(hit.card)}']`);
      await over.page.waitForSelector("[data-testid='game-over-stats']");
      await check(over.page, "Soi game over");
      await over.page.close();
    });

    test("Today: the games and the calendar, the share dialog, the board, the new-game question, a daily's end panel", async () => {
      const won = winningFirstMove(sx);
      const finished = { won: true, score: 48, stats: { played: 4, won: 2, best_score: 48, current_streak: 1, best_streak: 2 }, daily: dailyResult("montana", "2026-12-07", { moves: 1 }, DAILY_NOW) };
      const { page, errors } = await openToday(browser.context, server.url, won, theme, { options: { finished } });
      await check(page, "Today");
      await assertLiveRegions(page, "Today");
      await page.click("[data-testid='today-share-solitaire_x']");
      await page.waitForSelector("[data-testid='share-text']");
      await check(page, "Today: the share dialog");
      await page.click("[data-testid='confirm-yes']");
      await page.waitForFunction(() => document.querySelector("[data-testid='share-status']").textContent !== "");
      await check(page, "Today: the share dialog, after Copy");
      await page.click("[data-testid='confirm-no']");
      await page.click("[data-testid='today-board-montana']");
      await page.waitForSelector("[data-testid='board-table']");
      await check(page, "Today: a board");
      await page.keyboard.press("Escape");
      await page.click("[data-testid='today-calendar-game'] [data-value='solitaire_x']");
      await page.click("[data-testid='day-2026-12-03']");
      await page.waitForSelector("[role='dialog'] [data-testid='confirm-yes']");
      await check(page, "Today: the new-game question");
      await page.click("[data-testid='confirm-no']");
      await page.click("[data-testid='today-play-montana']");
      await page.waitForSelector("main[data-screen='montana'] [data-testid='gaps-board'] [data-testid^='cell-']");
      const m = won.steps[0].action;
      await page.click(cell(m.from));
      if (await page.$("[data-target='true']")) await page.click(cell(m.to));
      await page.waitForSelector("[data-testid='game-over'] [data-testid='end-share']");
      await check(page, "a daily's end panel");
      await page.click("[data-testid='end-share']");
      await page.waitForSelector("[data-testid='share-text']");
      await check(page, "a daily's end panel: the share dialog");
      assert.deepEqual(errors, []);
      await page.close();
    });

    test("Play with friends: host and join forms, nearby rooms, the waiting room, a game with the room bar", async () => {
      const nearby = [{ host: "Ana", game: "soi", link: "quadrille://join?host=10.0.0.2%3A7001&room=ab&key=cd&pin=ef" }];
      const { page, errors } = await openLobby(browser.context, server.url, soi, theme, { options: { nearby } });
      await check(page, "lobby: host form");
      await page.click("[data-testid='host-game'] [data-value='four_side']");
      await page.click("[data-testid='host-when-left'] [data-value='wait']");
      await check(page, "lobby: host form for FourSide, the seat waits");
      await page.click("[data-testid='host-open']");
      await page.waitForSelector("[data-testid='host-name-error']");
      await check(page, "lobby: a name is missing");
      await page.click("[data-testid='lobby-tab'] [data-value='join']");
      await page.waitForSelector("[data-testid='nearby-0']");
      await page.fill("[data-testid='join-link']", "not a link");
      await page.fill("[data-testid='join-name']", "Ben");
      await page.click("[data-testid='join-go']");
      await page.waitForFunction(() => document.querySelector("[data-testid='lobby-error']")?.textContent.trim() !== "");
      await check(page, "lobby: join, a refusal, rooms nearby");
      await page.click("[data-testid='lobby-tab'] [data-value='host']");
      await page.click("[data-testid='host-game'] [data-value='soi']");
      await hostRoom(page);
      await page.evaluate(() => window.__ipc.join(2, "Ben"));
      await page.waitForSelector("[data-testid='lobby-seat-2'][data-kind='person']");
      await check(page, "lobby: the waiting room with the invite");
      await page.click("[data-testid='seat-2-remove']");
      await page.waitForSelector("[data-testid='lobby-seat-2'][data-kind='open']");
      await startRoom(page);
      await check(page, "Soi in a room");
      await page.evaluate(() => window.__ipc.setLink({ state: "reconnecting", attempt: 3 }));
      await page.waitForSelector("[data-testid='room-bar'][data-link='reconnecting']");
      await check(page, "Soi in a room, reconnecting");
      await page.click("[data-testid='room-leave']");
      await page.waitForSelector("[role='dialog']");
      await check(page, "Soi in a room, the Leave question");
      assert.deepEqual(errors, []);
      await page.close();
    });
  });
}
