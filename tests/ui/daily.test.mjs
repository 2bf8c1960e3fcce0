// Deals of the day (the Today screen, home's entry, a daily's end panel) against the mock's
// store of dailies (mocks.mjs: dailyAnswer), with the page's clock fixed by page.clock: the
// five games done or not, the streak and the calendar, and both as the clock moves on a day, a
// week and into the next month and year; a day played late in the calendar but not the streak;
// the shared text exactly (Copy and the system's Share…); daily_start's game, day and version
// and the game's screen after it, with the question first when a game is in progress; a
// refusal in words; a day played by keyboard alone; the board; a daily's end panel. Screenshots
// of Today and its share dialog go to test-results/ (phone and desktop, light and dark), and
// with QUADRILLE_DOCS_SCREENSHOTS=1 the README's two to docs/screenshots/.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { DESKTOP, PHONE, launch, loadFixture, servedForSuite, shots } from "./harness.mjs";
import { DAILY_NOW, assertNoAxeViolations, dailyResult, focused, gapsInfo, openToday, sampleDaily, winningFirstMove } from "./a11y-helpers.mjs";

const sx = loadFixture("solitairex");
const server = servedForSuite();
const docs = server.docs;

/** Copy and Share… write here (the page's clipboard and share sheet, stubbed). */
async function stubSharing(page) {
  await page.addInitScript(() => {
    window.__copied = [];
    window.__shared = [];
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText: async (text) => void window.__copied.push(text) } });
    navigator.share = async (data) => void window.__shared.push(data);
  });
}

/** What the Today screen shows: each game's state, the streak, the calendar's month and days. */
function todayState(page, game = null) {
  return page.evaluate((g) => {
    const games = Object.fromEntries([...document.querySelectorAll("[data-testid^='today-'][data-state]")].map((el) => [el.dataset.testid.slice(6), el.dataset.state]));
    const streak = document.querySelector("[data-testid='today-streak']");
    const cal = document.querySelector("[data-testid='today-calendar']");
    const days = Object.fromEntries([...cal.querySelectorAll("[data-testid^='day-']")].map((el) => [el.dataset.testid.slice(4), el.dataset.state + (el.classList.contains("today") ? " today" : "")]));
    const chosen = document.querySelector("[data-testid='today-calendar-game'] [aria-checked='true']")?.dataset.value;
    return { games, current: Number(streak.dataset.current), best: Number(streak.dataset.best), month: cal.dataset.month, caption: cal.querySelector("caption").textContent.trim(), days, chosen: g ?? chosen };
  }, game);
}

/** Chooses the calendar's game. */
async function calendarOf(page, game) {
  await page.click(`[data-testid='today-calendar-game'] [data-value='${game}']`);
  await page.waitForSelector(`[data-testid='today-calendar-game'] [data-value='${game}'][aria-checked='true']`);
}

/** Back home, the clock moved to `now`, and Today again (it reads the clock as it opens). */
async function reopenAt(page, now) {
  await page.clock.setFixedTime(new Date(now));
  await page.click("[data-testid='back']");
  await page.waitForSelector("main[data-screen='home']");
  await page.click("[data-testid='open-today']");
  await page.waitForSelector("main[data-screen='today'] [data-testid='today-calendar']");
  await page.waitForFunction((day) => document.querySelector("[data-testid='today-calendar'] .today")?.dataset.testid === `day-${day}`, now.slice(0, 10));
}

const calls = (page, cmd) => page.evaluate((c) => window.__ipc.calls.filter((x) => x.cmd === c).map((x) => x.args), cmd);

describe("deals of the day on a 390×844 phone", () => {
  let browser;
  before(async () => {
    browser = await launch(PHONE);
  });
  after(async () => {
    await browser?.close();
  });

  test("home and Today: the games done or not, the streak and the calendar; a day played late", async () => {
    const { page, errors } = await openToday(browser.context, server.url, sx);
    // Today is where home's entry led; home said the same.
    await page.goBack();
    await page.waitForSelector("main[data-screen='home']");
    assert.equal((await page.textContent("[data-testid='today-summary']")).replace(/\s+/g, " ").trim(), "1 of 5 games played today Streak: 4 days");
    await page.click("[data-testid='open-today']");
    await page.waitForSelector("[data-testid='today-detail-soi']");
    assert.match(await page.textContent("main h1"), /^Today, Monday,? 7 December$/);
    const s = await todayState(page);
    assert.deepEqual(s.games, { soi: "open", chinese_puzzle: "open", solitaire_x: "won", montana: "open", fourside: "playing" });
    assert.equal(await page.textContent("[data-testid='today-result-solitaire_x']").then((t) => t.replace(/\s+/g, " ").trim()), "★ Won, score 48");
    assert.equal(await page.textContent("[data-testid='today-play-fourside']"), "Continue");
    assert.equal(await page.textContent("[data-testid='today-detail-montana']"), "Monday: gentle");
    assert.equal(await page.textContent("[data-testid='today-detail-soi']"), "Against three computers (Easy), first to 100 points");
    assert.equal(await page.textContent("[data-testid='today-board-state-solitaire_x']"), "Your result is on the board.");
    // Soi on the 4th, 5th and 6th, SolitaireX today: four days; Montana's 2nd, played on the 6th, is no streak day.
    assert.deepEqual([s.current, s.best], [4, 4]);
    assert.equal(await page.textContent("[data-testid='today-streak'] .current"), "Streak: 4 days");
    assert.equal(s.month, "2026-12");
    assert.equal(s.caption, "December 2026");
    assert.equal(s.chosen, "soi");
    assert.deepEqual([s.days["2026-12-01"], s.days["2026-12-04"], s.days["2026-12-05"], s.days["2026-12-06"], s.days["2026-12-07"], s.days["2026-12-08"]], ["open", "done", "won", "done", "open today", "closed"]);
    // Buttons name their date and state; a day to come is no button.
    assert.equal(await page.getAttribute("[data-testid='day-2026-12-05']", "aria-label"), (await page.evaluate(() => new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(new Date("2026-12-05T12:00Z")))) + ": won");
    assert.equal(await page.evaluate(() => document.querySelector("[data-testid='day-2026-12-08']").tagName), "SPAN");
    await calendarOf(page, "montana");
    const m = await todayState(page);
    assert.equal(m.days["2026-12-02"], "done", "the day played late is in the calendar");
    assert.equal(m.days["2026-12-03"], "open");
    await calendarOf(page, "chinese_puzzle");
    assert.equal((await todayState(page)).days["2026-12-07"], "open today");
    await page.screenshot({ path: join(shots, "today-phone-calendar.png") });
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("the clock moves on: the streak holds through a day with none yet, then breaks; the calendar follows into January", async () => {
    const daily = {
      results: [
        dailyResult("soi", "2026-12-29", {}),
        dailyResult("soi", "2026-12-30", {}),
        dailyResult("fourside", "2026-12-31", { marks: [] }),
        // The 28th played on the 30th: the calendar's, not the streak's.
        dailyResult("montana", "2026-12-28", {}, "2026-12-30T10:00:00Z"),
      ],
      playing: [],
      board: false,
    };
    const { page, errors } = await openToday(browser.context, server.url, sx, "light", { daily, now: "2026-12-31T22:00:00Z" });
    let s = await todayState(page);
    assert.deepEqual([s.current, s.best], [3, 3]);
    assert.equal(s.days["2026-12-31"], "open today", "Soi's calendar: today not played yet");
    // After midnight UTC: 1 January, nothing yet today; the streak still runs to yesterday.
    await reopenAt(page, "2027-01-01T00:30:00Z");
    s = await todayState(page);
    assert.deepEqual([s.current, s.best], [3, 3]);
    assert.equal(s.month, "2027-01");
    assert.equal(s.caption, "January 2027");
    assert.equal(s.days["2027-01-01"], "open today");
    assert.equal(s.days["2026-12-31"], undefined, "December is gone from the calendar");
    assert.equal(Object.values(s.days).filter((d) => d.startsWith("open")).length, 1, "only today can be played in January");
    // A day later with none played: the streak breaks, the best stays.
    await reopenAt(page, "2027-01-02T09:00:00Z");
    s = await todayState(page);
    assert.deepEqual([s.current, s.best], [0, 3]);
    assert.deepEqual([s.days["2027-01-01"], s.days["2027-01-02"]], ["open", "open today"]);
    assert.equal(await page.textContent("[data-testid='today-streak'] .current"), "Streak: 0 days");
    // Home counts today's games and the streak by the same clock.
    await page.click("[data-testid='back']");
    assert.equal((await page.textContent("[data-testid='today-summary']")).replace(/\s+/g, " ").trim(), "0 of 5 games played today Streak: 0 days");
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("a day played late marks the calendar but not the streak", async () => {
    const daily = { results: [dailyResult("montana", "2026-12-06", {}, "2026-12-07T01:00:00Z")], playing: [], board: false };
    const { page, errors } = await openToday(browser.context, server.url, sx, "light", { daily });
    await calendarOf(page, "montana");
    const s = await todayState(page);
    assert.equal(s.days["2026-12-06"], "won");
    assert.deepEqual([s.current, s.best], [0, 0]);
    assert.equal((await todayState(page)).games.montana, "open", "today's Montana is still to play");
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("sharing: the text exactly, copied and shared; the outcome said", async () => {
    const { page, errors } = await openToday(browser.context, server.url, sx, "light", { setup: stubSharing });
    await page.click("[data-testid='today-share-solitaire_x']");
    await page.waitForSelector("[data-testid='share-text']");
    const won = "Quadrille SolitaireX, 7 December 2026\nWon · score 48 · 70 moves\n🟩🟩🟩🟩";
    assert.equal(await page.textContent("[data-testid='share-text']"), won);
    assert.equal(await focused(page), "confirm-yes", "Copy has focus");
    await page.screenshot({ path: join(shots, "today-share-phone-light.png") });
    await page.click("[data-testid='confirm-yes']");
    await page.waitForFunction(() => document.querySelector("[data-testid='share-status']").textContent !== "");
    assert.deepEqual(await page.evaluate(() => window.__copied), [won]);
    assert.equal(await page.textContent("[data-testid='share-status']"), "Copied. Paste it wherever you like.");
    assert.equal(await page.getAttribute("[data-testid='share-status']", "role"), "status");
    await page.click("[data-testid='share-native']");
    await page.waitForFunction(() => document.querySelector("[data-testid='share-status']").textContent === "Shared.");
    assert.deepEqual(await page.evaluate(() => window.__shared), [{ text: won }]);
    await page.keyboard.press("Escape");
    await page.waitForSelector("[data-testid='share-text']", { state: "detached" });
    assert.equal(await focused(page), "today-share-solitaire_x", "focus back on Share");
    assert.equal(await page.getAttribute("main", "data-screen"), "today", "Escape closed the dialog only");
    // A Soi day of the calendar (done: its button shares it): four squares, two places beaten.
    await page.click("[data-testid='day-2026-12-06']");
    await page.waitForSelector("[data-testid='share-text']");
    assert.equal(await page.textContent("[data-testid='share-text']"), "Quadrille Soi, 6 December 2026\n2nd place · 87 points · 23 asks\n🟩🟩🟩⬜");
    await page.click("[data-testid='confirm-yes']");
    await page.waitForFunction(() => window.__copied.length === 2);
    await page.click("[data-testid='confirm-no']");
    // Montana's late day: a square a row.
    await calendarOf(page, "montana");
    await page.click("[data-testid='day-2026-12-02']");
    assert.equal(await page.textContent("[data-testid='share-text']"), "Quadrille Montana, 2 December 2026\nNot won · score 30 · 70 moves\n🟩🟨⬜🟨");
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("Play starts the day's deal from the app's version and opens the game, which shows it", async () => {
    const { page, errors } = await openToday(browser.context, server.url, sx);
    // No game of Montana in progress: no question.
    await page.click("[data-testid='today-play-montana']");
    await page.waitForSelector("main[data-screen='montana'] [data-testid='gaps-board'] [data-testid^='cell-']");
    assert.deepEqual(await calls(page, "daily_start"), [{ game: "montana", day: "2026-12-07", version: 1 }]);
    // The screen resumed the game in progress (the daily): nothing dealt a fresh one.
    const after = await page.evaluate(() => window.__ipc.calls.map((c) => c.cmd));
    const from = after.lastIndexOf("daily_start");
    assert.ok(after.slice(from).includes("gaps_current"));
    assert.ok(!after.slice(from).includes("gaps_new"), after.slice(from).join(", "));
    // Back comes back to Today, which now says Continue for it.
    await page.click("[data-testid='back']");
    await page.waitForSelector("main[data-screen='today'] [data-testid='today-play-montana']");
    await page.waitForFunction(() => document.querySelector("[data-testid='today-play-montana']").textContent === "Continue");
    await page.click("[data-testid='today-play-montana']");
    await page.waitForSelector("main[data-screen='montana']");
    assert.equal((await calls(page, "daily_start")).length, 1, "Continue starts nothing");
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("an earlier day of the calendar, with a game in progress: asked first, then started", async () => {
    const { page, errors } = await openToday(browser.context, server.url, sx);
    await calendarOf(page, "solitaire_x");
    await page.click("[data-testid='day-2026-12-03']");
    // SolitaireX has a game in progress (app_info's in_progress): the new-game question first.
    await page.waitForSelector("[role='dialog'] [data-testid='confirm-yes']");
    assert.equal(await page.textContent("[role='dialog'] h2"), "Play SolitaireX for 3 December 2026?");
    assert.match(await page.textContent("[role='dialog'] p"), /^The SolitaireX game in progress ends\. If you have made a move in it, it counts as lost\.$/);
    await page.click("[data-testid='confirm-no']");
    assert.deepEqual(await calls(page, "daily_start"), []);
    assert.equal(await focused(page), "day-2026-12-03", "Cancel gives focus back to the day");
    await page.click("[data-testid='day-2026-12-03']");
    await page.click("[data-testid='confirm-yes']");
    await page.waitForSelector("main[data-screen='solitaire_x'] [data-testid='gaps-board'] [data-testid^='cell-']");
    assert.deepEqual(await calls(page, "daily_start"), [{ game: "solitaire_x", day: "2026-12-03", version: 1 }]);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("a refusal is said in words: Chinese Puzzle's day not in this version", async () => {
    const daily = { ...sampleDaily(), unavailable: ["chinese_puzzle"] };
    const { page, errors } = await openToday(browser.context, server.url, sx, "light", { daily });
    assert.equal((await todayState(page)).games.chinese_puzzle, "unavailable");
    assert.equal(await page.$("[data-testid='today-play-chinese_puzzle']"), null);
    assert.match(await page.textContent("[data-testid='today-chinese_puzzle']"), /Not in this version of the app/);
    await calendarOf(page, "chinese_puzzle");
    await page.click("[data-testid='day-2026-12-01']");
    await page.waitForFunction(() => document.querySelector("main[data-screen='today'] [data-testid='alert']").textContent.trim() !== "");
    assert.equal((await page.textContent("[data-testid='alert']")).trim(), "This version of the app has no game for that day.");
    assert.equal(await page.getAttribute("main", "data-screen"), "today");
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("keyboard alone: Tab reaches the calendar, arrows pick a day, Enter plays it", async () => {
    const { page, errors } = await openToday(browser.context, server.url, sx);
    await calendarOf(page, "montana");
    // From the screen's heading, Tab until a day of the calendar has focus: one stop for all days.
    await page.focus("main h1");
    let stops = 0;
    for (; stops < 40; stops++) {
      await page.keyboard.press("Tab");
      if (await page.evaluate(() => !!document.activeElement?.dataset.day)) break;
    }
    assert.ok(stops < 40, "Tab reaches the calendar");
    assert.equal(await focused(page), "day-2026-12-07", "the calendar's stop is today");
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => !!document.activeElement?.dataset.day), false, "the days are one Tab stop");
    await page.keyboard.press("Shift+Tab");
    assert.equal(await focused(page), "day-2026-12-07");
    // Up: 30 November is not this month's; Down: the 14th is still to come.
    await page.keyboard.press("ArrowUp");
    assert.equal(await focused(page), "day-2026-12-07");
    await page.keyboard.press("ArrowDown");
    assert.equal(await focused(page), "day-2026-12-07");
    await page.keyboard.press("ArrowLeft");
    assert.equal(await focused(page), "day-2026-12-06");
    await page.keyboard.press("Home");
    assert.equal(await focused(page), "day-2026-12-01");
    await page.keyboard.press("End");
    assert.equal(await focused(page), "day-2026-12-07");
    await page.keyboard.press("Home");
    // The 2nd was played (late): a day that shares; the 3rd is to play.
    await page.keyboard.press("ArrowRight");
    assert.equal(await focused(page), "day-2026-12-02");
    await page.keyboard.press("ArrowRight");
    assert.equal(await focused(page), "day-2026-12-03");
    // Tab away and back: the stop is the day last chosen.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    assert.equal(await focused(page), "day-2026-12-03");
    await page.keyboard.press("Enter");
    await page.waitForSelector("main[data-screen='montana'] [data-testid='gaps-board'] [data-testid^='cell-']");
    assert.deepEqual(await calls(page, "daily_start"), [{ game: "montana", day: "2026-12-03", version: 1 }]);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("the board of a Gaps game: its lines, where the player's result stands, what it proves; a server not reached", async () => {
    const { page, errors } = await openToday(browser.context, server.url, sx);
    assert.equal(await page.$("[data-testid='today-board-soi']"), null, "Soi has no board");
    await page.click("[data-testid='today-board-solitaire_x']");
    await page.waitForSelector("[data-testid='board-table']");
    const rows = await page.$$eval("[data-testid='board-table'] tbody tr", (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent.trim())));
    assert.deepEqual(rows, [
      ["1", "Ana", "48", "61"],
      ["2", "Ben", "44", "80"],
    ]);
    assert.equal(await page.textContent("[data-testid='board-sheet'] h2"), "Board: SolitaireX, 7 December 2026");
    assert.equal(await page.textContent("[data-testid='board-yours']"), "Your result is on the board.");
    assert.match(await page.textContent("[data-testid='board-note']"), /played by the rules.*cannot tell whether someone had help/);
    assert.deepEqual(await calls(page, "daily_board"), [{ game: "solitaire_x", day: "2026-12-07" }]);
    await page.keyboard.press("Escape");
    await page.waitForSelector("[data-testid='board-sheet']", { state: "detached" });
    assert.equal(await focused(page), "today-board-solitaire_x");
    await page.evaluate(() => (window.__ipc.daily.boardError = "unreachable"));
    await page.click("[data-testid='today-board-montana']");
    await page.waitForSelector("[data-testid='board-error']");
    assert.equal(await page.textContent("[data-testid='board-error']"), "Could not reach the server: check the connection, or the address in Settings.");
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("a daily's end panel: Share, and back to Today; its result sent for the board in the background", async () => {
    const won = winningFirstMove(sx);
    const result = dailyResult("solitaire_x", "2026-12-07", { board: { state: "waiting" }, moves: 1 }, DAILY_NOW);
    const finished = { won: true, score: 48, stats: { played: 4, won: 2, best_score: 48, current_streak: 1, best_streak: 2 }, daily: result };
    const daily = { results: [], playing: [{ game: "solitaire_x", day: "2026-12-07" }], board: true, send: "later" };
    const { page, errors } = await openToday(browser.context, server.url, won, "light", { daily, options: { finished }, setup: stubSharing });
    await page.click("[data-testid='today-play-solitaire_x']");
    await page.waitForSelector("main[data-screen='solitaire_x'] [data-testid='gaps-board'] [data-testid^='cell-']");
    const sends = (await calls(page, "daily_send")).length;
    const m = won.steps[0].action;
    await page.click(`[data-testid='cell-${m.from.row}-${m.from.col}']`);
    if (await page.$("[data-target='true']")) await page.click(`[data-testid='cell-${m.to.row}-${m.to.col}']`);
    await page.waitForSelector("[data-testid='game-over'] [data-testid='end-share']");
    // The result waits for the board: sent at once, without waiting on it.
    await page.waitForFunction((n) => window.__ipc.calls.filter((c) => c.cmd === "daily_send").length > n, sends);
    await page.click("[data-testid='end-share']");
    await page.waitForSelector("[data-testid='share-text']");
    assert.equal(await page.textContent("[data-testid='share-text']"), "Quadrille SolitaireX, 7 December 2026\nWon · score 48 · 1 move\n🟩🟩🟩🟩");
    assert.equal(await page.getAttribute("[data-testid='game-over']", "aria-modal"), "true");
    assert.ok(await page.evaluate(() => document.querySelector("[data-testid='game-over']").closest("[inert]") !== null), "the panel is out of reach under the dialog");
    await page.click("[data-testid='confirm-no']");
    await page.waitForSelector("[data-testid='share-text']", { state: "detached" });
    assert.equal(await focused(page), "end-share");
    await page.click("[data-testid='end-today']");
    // Today was the screen below: back to it, not a second Today on top.
    await page.waitForSelector("main[data-screen='today']");
    assert.equal(await page.evaluate(() => history.state.depth), 1);
    assert.deepEqual(errors, []);
    await page.close();
  });
});

describe("deals of the day: axe, 200 % text, screenshots", () => {
  for (const [size, device] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ]) {
    test(`${size}: axe-core clean, nothing overflows at 200 % text; screenshots light and dark`, async () => {
      const browser = await launch(device);
      try {
        for (const theme of ["light", "dark"]) {
          // Two of today's games done (Montana's waiting for the board), a streak of four.
          const daily = sampleDaily();
          daily.results.push(dailyResult("montana", "2026-12-07", { won: false, score: 41, moves: 96, marks: [12, 12, 9, 8], board: { state: "waiting" } }, "2026-12-07T09:30:00Z"));
          const { page, errors } = await openToday(browser.context, server.url, sx, theme, { daily: { ...daily, send: "later" } });
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          await page.screenshot({ path: join(shots, `today-${size}-${theme}.png`) });
          if (theme === "light") await page.screenshot({ path: join(docs, `today-${size}.png`) });
          await page.screenshot({ path: join(shots, `today-${size}-${theme}-full.png`), fullPage: true });
          await assertNoAxeViolations(page, `Today, ${size} ${theme}`);
          await page.click("[data-testid='today-share-solitaire_x']");
          await page.waitForSelector("[data-testid='share-text']");
          await page.screenshot({ path: join(shots, `today-share-${size}-${theme}.png`) });
          await assertNoAxeViolations(page, `Today's share dialog, ${size} ${theme}`);
          await page.click("[data-testid='confirm-no']");
          await page.click("[data-testid='today-board-solitaire_x']");
          await page.waitForSelector("[data-testid='board-table']");
          await assertNoAxeViolations(page, `Today's board, ${size} ${theme}`);
          await page.keyboard.press("Escape");
          // 200 % text: nothing wider than the window, nothing scrolls sideways.
          await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          assert.deepEqual(await overflow(page), [], `Today at 200 % text, ${size} ${theme}`);
          await assertNoAxeViolations(page, `Today at 200 % text, ${size} ${theme}`);
          await page.screenshot({ path: join(shots, `today-${size}-${theme}-200-text.png`) });
          await page.click("[data-testid='today-share-solitaire_x']");
          await page.waitForSelector("[data-testid='share-text']");
          assert.deepEqual(await overflow(page), [], `the share dialog at 200 % text, ${size} ${theme}`);
          assert.deepEqual(errors, []);
          await page.close();
        }
      } finally {
        await browser.close();
      }
    });
  }
});

/** What is wider than the window or scrolls sideways (a .table-wrap may). */
function overflow(page) {
  return page.evaluate(() => {
    const w = document.documentElement.clientWidth;
    const out = [];
    for (const el of [document.scrollingElement, ...document.querySelectorAll("body *")]) {
      if (!el || el.closest(".table-wrap, .visually-hidden") || el.getClientRects().length === 0) continue;
      const r = el.getBoundingClientRect();
      const name = el.dataset?.testid ?? `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}`;
      if (r.left < -1 || r.right > w + 1) out.push(`${name} spans ${Math.round(r.left)}..${Math.round(r.right)} in ${w}`);
      const o = getComputedStyle(el).overflowX;
      if ((o === "auto" || o === "scroll" || el === document.scrollingElement) && el.scrollWidth > el.clientWidth + 1) out.push(`${name} scrolls sideways`);
    }
    return out;
  });
}
