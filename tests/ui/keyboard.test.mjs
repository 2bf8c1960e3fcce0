// Keyboard-only play of all four games in Chromium (desktop 1280×800): Tab, arrows, Enter,
// Space, Escape and typing, never a click. For each game: a move, a refusal and an end, with the
// live regions' words checked after each, where focus goes when a dialog closes, and that the
// end panel takes focus and keeps Tab inside. IPC is answered from the real engine's fixtures.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { DESKTOP, launch, loadFixture, serveDist } from "./harness.mjs";
import {
  DAILY_NOW,
  dailyResult,
  focused,
  losingFirstMove,
  openFourSideWith,
  openGaps,
  openLobby,
  openSoiWith,
  openToday,
  recordSpoken,
  waitForRecorded,
  waitForSpoken,
  walkModal,
  winningFirstMove,
} from "./a11y-helpers.mjs";
import { refusalWords, ruleWords } from "./catalogue.mjs";

const sx = loadFixture("solitairex");
const cp = loadFixture("chinese_puzzle");
const fs = loadFixture("fourside");
const soi = loadFixture("soi");

let server;
let browser;
before(async () => {
  server = await serveDist();
  browser = await launch(DESKTOP);
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** Presses Tab (or Shift+Tab) until the focused element's test id matches, at most `max` times. */
async function tabTo(page, match, { max = 40, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    const id = await focused(page);
    if (typeof match === "string" ? id === match : match.test(id)) return id;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  assert.fail(`Tab never reached ${match} (focus on ${await focused(page)})`);
}

const isHeading = (page, text) =>
  page.evaluate((t) => document.activeElement?.tagName === "H1" && document.activeElement.textContent.trim() === t, text);

/** Arrow keys from one slot to another on an untransposed Gaps board. */
async function walk(page, from, to) {
  for (let r = from.row; r < to.row; r++) await page.keyboard.press("ArrowDown");
  for (let r = from.row; r > to.row; r--) await page.keyboard.press("ArrowUp");
  for (let c = from.col; c < to.col; c++) await page.keyboard.press("ArrowRight");
  for (let c = from.col; c > to.col; c--) await page.keyboard.press("ArrowLeft");
}

const label = (page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
const inside = (page, testid) => page.evaluate((t) => !!document.activeElement?.closest(`[data-testid='${t}']`), testid);

/** Tab and Shift+Tab a dozen times each: focus never leaves the element with this test id. */
async function assertTrapped(page, testid) {
  for (const key of ["Tab", "Shift+Tab"])
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(key);
      assert.ok(await inside(page, testid), `${key} ×${i + 1} left ${testid}: focus on ${await focused(page)}`);
    }
}

/** Opens a game from the home screen with Tab and Enter. */
async function openByKeyboard(page, game, title) {
  await tabTo(page, `open-${game}`);
  await page.keyboard.press("Enter");
  await page.waitForSelector(`main[data-screen='${game}']`);
  await page.waitForFunction((t) => document.activeElement?.tagName === "H1" && document.activeElement.textContent.trim() === t, title);
}

/** Plays the fixture's first Gaps move by keyboard; returns the slot focused at the end. */
async function gapsFirstMove(page, fixture) {
  const a = fixture.steps[0].action;
  const version = Number(await page.getAttribute("[data-testid='gaps-board']", "data-version"));
  const option = fixture.initial.board.moves.find((m) => m.from.row === a.from.row && m.from.col === a.from.col);
  // An arrow key from the heading enters the board on its roving cell (the first slot).
  await page.keyboard.press("ArrowDown");
  assert.equal(await focused(page), "cell-0-0");
  assert.equal(await page.$$eval("[data-testid='gaps-board'] [tabindex='0']", (els) => els.length), 1, "one Tab stop in the board");
  await walk(page, { row: 0, col: 0 }, a.from);
  assert.equal(await focused(page), `cell-${a.from.row}-${a.from.col}`);
  assert.match(await label(page), new RegExp(`, can move, row ${a.from.row + 1}, column ${a.from.col + 1}$`));
  await page.keyboard.press("Enter");
  if (option.to.length > 1) {
    const spoken = await waitForSpoken(page, "announcer", "picked up");
    assert.match(spoken, new RegExp(`picked up\\. ${option.to.length} places to drop it`));
    assert.equal(await page.getAttribute(`[data-testid='cell-${a.from.row}-${a.from.col}']`, "aria-pressed"), "true");
    await walk(page, a.from, a.to);
    assert.match(await label(page), new RegExp(`row ${a.to.row + 1}, column ${a.to.col + 1}, drop here$`));
    await page.keyboard.press(" ");
  }
  await page.waitForSelector(`[data-testid='gaps-board'][data-version='${version + 1}']`);
  return a;
}

describe("keyboard only", () => {
  test("SolitaireX: a move, a refusal, a dialog, the end", async () => {
    const { page, errors } = await openGaps(browser.context, server.url, sx, "solitaire_x", "light");
    // Back home by keyboard, then in again with Tab and Enter: the heading takes focus.
    await tabTo(page, "back");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.activeElement?.tagName === "H1" && document.activeElement.textContent === "Quadrille");
    await openByKeyboard(page, "solitaire_x", "SolitaireX");
    await page.waitForSelector("[data-testid='cell-0-0']");

    const a = await gapsFirstMove(page, sx);
    const spoken = await waitForSpoken(page, "announcer", "moved");
    const after = sx.steps[0].view.board;
    assert.match(spoken, new RegExp(`moved to the .*Score ${after.score} of ${after.max_score}\\.`));

    // A refusal: a card that cannot move; the reason is spoken at once (assertive).
    const stuck = after.cells.find((c) => c.card && !c.placed && !after.moves.some((m) => m.from.row === c.slot.row && m.from.col === c.slot.col));
    await walk(page, a.to, stuck.slot);
    assert.doesNotMatch(await label(page), /can move/);
    // The focused card's ring: its light band (the white box-shadow, 3:1 and more on the felt)
    // shows from the card's edge to where the dark outline starts, at least 2 px wide.
    const ring = await page.evaluate(() => {
      const s = getComputedStyle(document.activeElement);
      const px = (v) => parseFloat(v) || 0;
      const spread = px(s.boxShadow.match(/(-?[\d.]+)px\)?$/)?.[1] ?? s.boxShadow.split(" ").at(-1));
      return { visible: document.activeElement.matches(":focus-visible"), band: Math.min(spread, px(s.outlineOffset)), outline: px(s.outlineWidth) };
    });
    assert.ok(ring.visible, "the card shows its focus ring");
    assert.ok(ring.band >= 2 && ring.outline >= 2, `the ring's light band is ${ring.band} px, its dark outline ${ring.outline} px`);
    await page.keyboard.press("Enter");
    const why = await page.waitForFunction(() => document.querySelector("[data-testid='alert']")?.textContent?.trim() || null);
    assert.equal((await why.jsonValue()).trim(), (await page.textContent("[data-testid='status']")).trim());

    // N opens the new-deal dialog: it takes focus, keeps Tab inside, Escape gives focus back.
    const before = await focused(page);
    await page.keyboard.press("n");
    await page.waitForSelector("[role='dialog']");
    assert.equal(await focused(page), "deal-input");
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      assert.ok(await page.evaluate(() => !!document.activeElement?.closest("[role='dialog']")), "Tab stays in the dialog");
    }
    await page.keyboard.press("Escape");
    await page.waitForSelector("[role='dialog']", { state: "detached" });
    assert.equal(await focused(page), before, "focus is back where it was");
    assert.deepEqual(errors, []);
    await page.close();

    // The end: the winning move's panel takes focus and keeps it; "Look at the board" gives it back.
    const won = winningFirstMove(sx);
    const end = await openGaps(browser.context, server.url, won, "solitaire_x", "light");
    await end.page.waitForFunction(() => document.activeElement?.tagName === "H1");
    const last = await gapsFirstMove(end.page, won);
    await end.page.waitForSelector("[data-testid='game-over']");
    await waitForSpoken(end.page, "announcer", "You won!");
    await end.page.waitForFunction(() => !!document.activeElement?.closest("[data-testid='game-over']"));
    assert.equal(await focused(end.page), "game-over-new-deal");
    await assertTrapped(end.page, "game-over");
    await tabTo(end.page, /Look at the board/);
    await end.page.keyboard.press("Enter");
    await end.page.waitForSelector("[data-testid='game-over']", { state: "detached" });
    assert.equal(await focused(end.page), `cell-${last.to.row}-${last.to.col}`);
    await end.page.close();
  });

  test("Chinese Puzzle: a move, three refusals (the third explained), the end", async () => {
    const { page, errors } = await openGaps(browser.context, server.url, cp, "chinese_puzzle", "dark");
    await page.waitForFunction(() => document.activeElement?.tagName === "H1" && document.activeElement.textContent === "Chinese Puzzle");
    const a = await gapsFirstMove(page, cp);
    await waitForSpoken(page, "announcer", "moved");
    // Names are unique: no two slots share an accessible name.
    const names = await page.$$eval("[data-testid^='cell-']", (els) => els.map((e) => e.getAttribute("aria-label")));
    assert.equal(new Set(names).size, names.length, "every slot has its own name");

    // Three illegal tries in a row: the first two are said as "Not possible.", the third in the engine's words.
    await page.evaluate(() => (window.__ipc.explain = { why: "before_no_gap", card: { suit: "spades", rank: 8 }, before: { suit: "spades", rank: 7 } }));
    const view = cp.steps[0].view.board;
    const stuck = view.cells.find((c) => c.card && !c.placed && c.card.rank !== 1 && !view.moves.some((m) => m.from.row === c.slot.row && m.from.col === c.slot.col));
    await walk(page, a.to, stuck.slot);
    await page.keyboard.press("Enter");
    assert.equal(await waitForSpoken(page, "alert", "Not possible."), "Not possible.");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelector("[data-testid='alert']").textContent === "Not possible.\u00a0");
    await page.keyboard.press("Enter");
    assert.equal(await waitForSpoken(page, "alert", "can only follow"), "The 8♠ can only follow the 7♠, and the 7♠ has no gap after it.");
    assert.deepEqual(errors, []);
    await page.close();

    const won = winningFirstMove(cp);
    const end = await openGaps(browser.context, server.url, won, "chinese_puzzle", "dark");
    await end.page.waitForFunction(() => document.activeElement?.tagName === "H1");
    await gapsFirstMove(end.page, won);
    await end.page.waitForSelector("[data-testid='game-over']");
    await waitForSpoken(end.page, "announcer", "You won!");
    await end.page.waitForFunction(() => !!document.activeElement?.closest("[data-testid='game-over']"));
    await assertTrapped(end.page, "game-over");
    // Escape closes the panel as it closes a dialog: the board stays, the game is not left.
    await end.page.keyboard.press("Escape");
    await end.page.waitForSelector("[data-testid='game-over']", { state: "detached" });
    assert.ok(await end.page.$("main[data-screen='chinese_puzzle']"), "Escape on the end panel stays in the game");
    assert.notEqual(await focused(end.page), "BODY");
    await end.page.close();
  });

  test("FourSide: Tab into the hand, pick up, a refused placement, turn, place, a dialog, the end", async () => {
    const { page, errors } = await openFourSideWith(browser.context, server.url, fs, "light");
    await page.waitForFunction(() => document.activeElement?.tagName === "H1" && document.activeElement.textContent === "FourSide");
    const first = fs.steps[0].action;
    const refused = fs.refusals[0];
    // Tab reaches the board (one stop) and the hand (one stop).
    await tabTo(page, /^cell-\d+-\d+$/);
    assert.equal(await page.$$eval("[data-testid='fourside-board'] [tabindex='0']", (els) => els.length), 1);
    await tabTo(page, /^hand-\d$/);
    for (let i = 0; i < first.hand; i++) await page.keyboard.press("ArrowRight");
    assert.equal(await focused(page), `hand-${first.hand}`);
    await page.keyboard.press("Enter");
    assert.equal(await page.getAttribute(`[data-testid='hand-${first.hand}']`, "aria-pressed"), "true");
    assert.match(await waitForSpoken(page, "announcer", "Picked up"), /^Picked up tile \d \d \d \d, top right bottom left\. /);
    // Unturned, onto the square: the engine refuses, and the page says why at once.
    await page.keyboard.press(" ");
    assert.equal(await focused(page), "cell-4-4", "Space moves focus to the board cursor");
    await walk(page, { row: 4, col: 4 }, { row: refused.action.row, col: refused.action.col });
    assert.equal(await focused(page), `cell-${refused.action.row}-${refused.action.col}`);
    await page.keyboard.press("Enter");
    assert.equal(await waitForSpoken(page, "alert", refusalWords(refused)), refusalWords(refused));
    // Back to the hand, turn once, and place: the square now says it fits.
    await page.keyboard.press(" ");
    assert.equal(await focused(page), `hand-${first.hand}`);
    await page.keyboard.press("Enter");
    assert.equal(await page.getAttribute(`[data-testid='hand-${first.hand}']`, "data-rotation"), "1");
    await page.keyboard.press(" ");
    assert.equal(await focused(page), `cell-${first.row}-${first.col}`);
    assert.match(await label(page), /, fits here, scores \d+/);
    await recordSpoken(page);
    await page.keyboard.press("Enter");
    const placed = fs.steps[0].events.find((e) => e.type === "placed");
    await waitForRecorded(page, "announcer", new RegExp(`^You placed tile .* at row ${placed.row + 1} column ${placed.col + 1}: \\+?\\d+`));
    // The computer's reply is spoken too.
    const reply = fs.steps[1].events.find((e) => e.type === "placed");
    await waitForRecorded(page, "announcer", new RegExp(`^Computer placed tile .* at row ${reply.row + 1} column ${reply.col + 1}`));
    // N: the new-game dialog; Escape puts focus back.
    await page.waitForFunction(() => !document.querySelector("[data-testid='new-game']")?.disabled);
    const before = await focused(page);
    await page.keyboard.press("n");
    await page.waitForSelector("[role='dialog']");
    assert.ok(await page.evaluate(() => !!document.activeElement?.closest("[role='dialog']")));
    await page.keyboard.press("Escape");
    await page.waitForSelector("[role='dialog']", { state: "detached" });
    assert.equal(await focused(page), before);
    assert.deepEqual(errors, []);
    await page.close();

    // The end: the same placement, by keyboard, is the game's last (the mock ends the game
    // with it). The result is spoken, and the end panel takes focus and keeps it.
    const finished = { won: true, score: 210, stats: { played: 5, won: 3, best_score: 210, current_streak: 2, best_streak: 2 } };
    const end = await openFourSideWith(browser.context, server.url, fs, "light", { overAfterMove: { winner: 0, scores: [210, 150], finished } });
    await end.page.waitForFunction(() => document.activeElement?.tagName === "H1");
    await tabTo(end.page, /^hand-\d$/);
    for (let i = 0; i < first.hand; i++) await end.page.keyboard.press("ArrowRight");
    await end.page.keyboard.press("Enter");
    for (let i = 0; i < first.rotation; i++) await end.page.keyboard.press("Enter");
    await end.page.keyboard.press(" ");
    await walk(end.page, { row: 4, col: 4 }, { row: first.row, col: first.col });
    assert.match(await label(end.page), /, fits here, scores \d+/);
    await recordSpoken(end.page);
    await end.page.keyboard.press("Enter");
    await end.page.waitForSelector("[data-testid='game-over']");
    await waitForRecorded(end.page, "announcer", /You win!/);
    await end.page.waitForFunction(() => document.activeElement?.dataset.testid === "play-again");
    await assertTrapped(end.page, "game-over");
    await end.page.keyboard.press("Escape");
    await end.page.waitForSelector("[data-testid='game-over']", { state: "detached" });
    assert.ok(await end.page.$("main[data-screen='fourside']"), "Escape on the end panel stays in the game");
    await end.page.close();
  });

  test("FourSide: a hand tile that fits nowhere says so, in its name and when picked up", async () => {
    // The fixture's first position with tile 2's placements taken away: it fits nowhere.
    const f = structuredClone(fs);
    f.initial.view.placements = f.initial.view.placements.filter((p) => p.placement.hand !== 2);
    const { page, errors } = await openFourSideWith(browser.context, server.url, f, "light");
    const names = await page.$$eval("[data-testid^='hand-']", (els) => els.map((e) => e.getAttribute("aria-label")));
    assert.equal(names.length, 5);
    names.forEach((n, i) => assert.equal(/, cannot be placed anywhere$/.test(n), i === 2, `hand-${i}: ${n}`));
    await tabTo(page, /^hand-\d$/);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    assert.equal(await focused(page), "hand-2");
    await page.keyboard.press("Enter");
    assert.match(await waitForSpoken(page, "announcer", "Picked up"), /Turned this way it fits nowhere\.$/);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("Soi: the picker by keyboard, a refused typed ask, an ask, the end", async () => {
    const hit = soi.steps[0].action;
    const held = soi.refusals.find((r) => r.code === "already_held");
    const SUIT = { clubs: "c", diamonds: "d", hearts: "h", spades: "s" };
    const RANK = ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
    const code = (card) => `${RANK[card.rank]}${SUIT[card.suit]}`;
    const { page, errors } = await openSoiWith(browser.context, server.url, soi, "light");
    await page.waitForFunction(() => document.activeElement?.tagName === "H1" && document.activeElement.textContent === "Soi");
    await tabTo(page, `seat-${held.action.target}`);
    // Enter opens the picker on its first card, not on Close; Escape gives focus back to the seat.
    await page.keyboard.press("Enter");
    await page.waitForSelector("[data-testid='picker']");
    assert.match(await focused(page), /^ask-/);
    await page.keyboard.press("Escape");
    await page.waitForSelector("[data-testid='picker']", { state: "detached" });
    assert.equal(await focused(page), `seat-${held.action.target}`);
    // Typing a card one holds and Enter: refused (its code in words), spoken at once.
    await page.keyboard.type(code(held.action.card));
    await page.keyboard.press("Enter");
    assert.equal(await waitForSpoken(page, "alert", ruleWords(held.code)), ruleWords(held.code));
    // The ask through the picker, by Tab and Enter.
    await tabTo(page, `seat-${hit.target}`, { back: true });
    await page.keyboard.press("Enter");
    await page.waitForSelector("[data-testid='picker']");
    await tabTo(page, `ask-${code(hit.card)}`);
    await page.keyboard.press("Enter");
    await page.waitForSelector("[data-testid='picker']", { state: "detached" });
    const said = await waitForSpoken(page, "announcer", "2");
    assert.match(said, new RegExp(soi.setup.names[hit.target]));
    assert.equal(await focused(page), `seat-${hit.target}`, "focus is back on the seat asked");
    assert.deepEqual(errors, []);
    await page.close();

    const over = await openSoiWith(browser.context, server.url, soi, "light", {
      gameOver: { scores: [50, 30, 20, 9], totals: [212, 212, 60, 40], places: [1, 1, 3, 4] },
    });
    await over.page.waitForFunction(() => document.activeElement?.tagName === "H1");
    await tabTo(over.page, `seat-${hit.target}`);
    await over.page.keyboard.press("Enter");
    await over.page.waitForSelector("[data-testid='picker']");
    await tabTo(over.page, `ask-${code(hit.card)}`);
    await over.page.keyboard.press("Enter");
    await over.page.waitForSelector("[data-testid='game-over']");
    // South and East both reach 212: the shared win is spoken.
    await waitForSpoken(over.page, "announcer", "Game over: South and East share the win");
    await over.page.waitForFunction(() => document.activeElement?.dataset.testid === "play-again");
    await assertTrapped(over.page, "game-over");
    await over.page.close();
  });

  test("Play with friends: host, fill the seats, start, the room bar's Leave question", async () => {
    const { page, errors } = await openLobby(browser.context, server.url, soi, "light");
    await page.click("[data-testid='back']");
    await page.waitForSelector("main[data-screen='home']");
    await page.waitForFunction(() => document.activeElement?.tagName === "H1");
    await tabTo(page, "open-together");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.activeElement?.tagName === "H1" && document.activeElement.textContent.trim() === "Play with friends");
    // The form: a name is asked for where it is typed; Enter in a field sends the form.
    await tabTo(page, "host-name");
    await page.keyboard.press("Enter");
    await page.waitForSelector("[data-testid='host-name-error']");
    assert.equal(await focused(page), "host-name", "focus stays on the name that is missing");
    await page.keyboard.type("Ana");
    await page.keyboard.press("Enter");
    await page.waitForSelector("[data-testid='waiting-room']");
    // The form is gone: focus is on the waiting room's first heading, not lost.
    assert.equal(await page.evaluate(() => document.activeElement?.id), "invite-title");
    await tabTo(page, "invite-copy");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelector("[data-testid='invite-copied']")?.textContent.trim() !== "");
    for (const seat of [1, 2, 3]) {
      await tabTo(page, `seat-${seat}-computer`);
      await page.keyboard.press("Enter");
      await page.waitForSelector(`[data-testid='lobby-seat-${seat}'][data-kind='computer']`);
      // The seat's new button has focus (the one pressed is gone).
      assert.equal(await focused(page), `seat-${seat}-open`);
    }
    await tabTo(page, "room-start");
    await page.keyboard.press("Enter");
    await page.waitForSelector("main[data-screen='soi'] [data-testid='room-bar']");
    await page.waitForFunction(() => document.activeElement?.tagName === "H1" && document.activeElement.textContent === "Soi");
    await tabTo(page, "room-leave");
    await page.keyboard.press("Enter");
    await page.waitForSelector("[role='dialog']");
    await page.waitForFunction(() => document.activeElement?.dataset.testid === "confirm-yes");
    await walkModal(page, "[role='dialog']");
    await page.keyboard.press("Escape");
    await page.waitForSelector("[role='dialog']", { state: "detached" });
    assert.equal(await focused(page), "room-leave", "focus is back on Leave");
    assert.equal(await page.evaluate(() => window.__ipc.calls.filter((c) => c.cmd === "room_leave").length), 0);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("Play with friends: who sits where is spoken, in the waiting room and in the game", async () => {
    const { page, errors } = await openLobby(browser.context, server.url, soi, "light");
    await tabTo(page, "host-name");
    await page.keyboard.type("Ana");
    await page.keyboard.press("Enter");
    await page.waitForSelector("[data-testid='waiting-room']");
    /** Every text the seats' live region takes from now on, as a screen reader queues them. */
    const record = () =>
      page.evaluate(() => {
        window.__seatNews = [];
        const el = document.querySelector("[data-testid='seat-news']");
        new MutationObserver(() => window.__seatNews.push(el.textContent.trim())).observe(el, { childList: true, characterData: true, subtree: true });
      });
    const heard = (text) => page.waitForFunction((t) => window.__seatNews.some((s) => s.includes(t)), text);
    const push = (fn, ...args) => page.evaluate(([f, a]) => window.__ipc[f](...a), [fn, args]);
    const region = async () => ({
      live: await page.getAttribute("[data-testid='seat-news']", "aria-live"),
      text: (await page.textContent("[data-testid='seat-news']")).trim(),
    });
    // The seats the room opened with are no news.
    assert.deepEqual(await region(), { live: "polite", text: "" });
    await record();
    await push("join", 2, "Ben");
    await heard("Ben joined, in seat 3.");
    await push("connected", 2, false);
    await heard("Ben is away.");
    await push("connected", 2, true);
    await heard("Ben is back.");
    await tabTo(page, "seat-1-computer");
    await page.keyboard.press("Enter");
    await heard("Medium computer took seat 2.");
    await push("leave", 2);
    await heard("Ben left the room.");
    await push("join", 2, "Ben");
    await heard("Ben joined, in seat 3.");
    await tabTo(page, "seat-3-computer");
    await page.keyboard.press("Enter");
    await heard("Medium computer 2 took seat 4.");
    await tabTo(page, "room-start");
    await page.keyboard.press("Enter");
    await page.waitForSelector("main[data-screen='soi'] [data-testid='room-bar']");
    // The game's first snapshot is no news either; then the room bar speaks for the seats.
    assert.deepEqual(await region(), { live: "polite", text: "" });
    await record();
    await push("connected", 2, false);
    await heard("Ben is away.");
    await push("connected", 2, true);
    await heard("Ben is back.");
    await push("leave", 2);
    await heard("Ben left the room.");
    await push("join", 2, "Ben");
    await heard("Ben joined, in seat 3.");
    await push("leave", 2, "easy");
    await heard("Ben left the room. Easy computer took seat 3.");
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("Settings: a segmented choice is one Tab stop with arrows; single-key shortcuts can be turned off", async () => {
    const { page, errors } = await openGaps(browser.context, server.url, sx, "solitaire_x", "light");
    await tabTo(page, "back");
    await page.keyboard.press("Enter");
    await page.waitForSelector("main[data-screen='home']");
    await tabTo(page, "open-settings");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.activeElement?.tagName === "H1" && document.activeElement.textContent === "Settings");
    // Theme: one stop on the checked choice; ArrowRight checks the next one.
    await tabTo(page, /^BUTTON:Light$/);
    await page.keyboard.press("Tab");
    assert.doesNotMatch(await focused(page), /^BUTTON:(Dark|System)$/, "one Tab stop per radio group");
    await tabTo(page, /^BUTTON:Light$/, { back: true });
    await page.keyboard.press("ArrowRight");
    assert.equal(await focused(page), "BUTTON:Dark");
    await page.waitForFunction(() => document.documentElement.dataset.theme === "dark");
    // Single-key shortcuts off: N no longer opens a dialog in a game; arrows and Enter still work.
    const shortcuts = await page.$("[data-testid='setting-shortcuts'] [aria-checked='true']");
    await shortcuts.focus(); // the checked "On" radio (focus() is not a click)
    await page.keyboard.press("ArrowRight");
    await page.waitForSelector("[data-testid='setting-shortcuts'] [data-value='off'][aria-checked='true']");
    // Saved in Rust's settings (the `single_key_shortcuts` field), like every other setting.
    const saved = await page.evaluate(() => window.__ipc.calls.filter((c) => c.cmd === "settings_update").at(-1)?.args.settings);
    assert.equal(saved?.single_key_shortcuts, false);
    await page.keyboard.press("Escape");
    await page.waitForSelector("main[data-screen='home']");
    await openByKeyboard(page, "solitaire_x", "SolitaireX");
    await page.waitForSelector("[data-testid='cell-0-0']");
    await page.keyboard.press("n");
    await page.keyboard.press("h");
    assert.equal(await page.$("[role='dialog']"), null, "N does nothing with shortcuts off");
    assert.equal((await page.evaluate(() => window.__ipc.calls.filter((c) => c.cmd === "gaps_act").length)), 0);
    await page.keyboard.press("ArrowDown");
    assert.equal(await focused(page), "cell-0-0");
    assert.deepEqual(errors, []);
    await page.close();
  });
});

// Every dialog, sheet, end panel, cover and the solution replay walked by keyboard from where
// it puts focus: Tab and Shift+Tab all the way round, and from every option of every segmented
// choice, starting with the default one (issue 36).
describe("keyboard: every modal walked both ways, every option of every choice", () => {
  const SUIT = { clubs: "c", diamonds: "d", hearts: "h", spades: "s" };
  const RANK = ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
  const code = (card) => `${RANK[card.rank]}${SUIT[card.suit]}`;
  const dialog = "[role='dialog']";
  /** Opens a modal with `open` (a key or a click), walks it, closes it with Escape; `title`:
   *  the heading the modal must have (which of a screen's dialogs opened). */
  async function walkAndClose(page, open, root = dialog, title = null) {
    await open();
    await page.waitForSelector(root);
    await page.waitForFunction((sel) => !!document.activeElement?.closest(sel), root);
    if (title) assert.equal((await page.textContent(`${root} h2`)).trim(), title, "the dialog that opened");
    const stops = await walkModal(page, root);
    await page.keyboard.press("Escape");
    await page.waitForSelector(root, { state: "detached" });
    return stops;
  }

  /** Tournament (or Next player) in the toolbar, by keyboard. */
  const tournamentButton = (page) => async () => {
    await page.focus("[data-testid='tournament']");
    await page.keyboard.press("Enter");
  };

  test("SolitaireX: new deal, reshuffle, the tournament's three dialogs, the end panel", async () => {
    const { page, errors } = await openGaps(browser.context, server.url, sx, "solitaire_x", "light");
    await page.waitForFunction(() => document.activeElement?.tagName === "H1");
    // Before the first move a tournament starts on this deal: who plays first.
    const start = await walkAndClose(page, tournamentButton(page), dialog, "Start a tournament");
    assert.deepEqual(start, ["player-name", "confirm-no", "confirm-yes"]);
    // After a move a new deal asks first, and a tournament needs a fresh deal.
    await gapsFirstMove(page, sx);
    await walkAndClose(page, () => page.keyboard.press("n"), dialog, "New deal");
    await walkAndClose(page, () => page.keyboard.press("s"));
    const fresh = await walkAndClose(page, tournamentButton(page), dialog, "Start a tournament");
    assert.deepEqual(fresh, ["confirm-no", "confirm-yes"], "the fresh-deal question has no name to type");
    assert.deepEqual(errors, []);
    await page.close();

    // A tournament in progress: Next player asks for the next name.
    const playing = structuredClone(sx);
    playing.initial.tournament = { current: "Ada", finished: [], high_score: { player: "Ada", score: 0 } };
    playing.initial.can_start_tournament = false;
    const t = await openGaps(browser.context, server.url, playing, "solitaire_x", "light");
    await t.page.waitForFunction(() => document.activeElement?.tagName === "H1");
    assert.equal((await t.page.textContent("[data-testid='tournament']")).trim(), "Next player");
    const next = await walkAndClose(t.page, tournamentButton(t.page), dialog, "Next player");
    assert.deepEqual(next, ["player-name", "confirm-no", "confirm-yes"]);
    assert.equal(await focused(t.page), "tournament", "Escape gives focus back to Next player");
    assert.deepEqual(t.errors, []);
    await t.page.close();

    const won = winningFirstMove(sx);
    const end = await openGaps(browser.context, server.url, won, "solitaire_x", "light");
    await end.page.waitForFunction(() => document.activeElement?.tagName === "H1");
    await gapsFirstMove(end.page, won);
    await end.page.waitForFunction(() => !!document.activeElement?.closest("[data-testid='game-over']"));
    await walkModal(end.page, "[data-testid='game-over']");
    await end.page.close();
  });

  test("Today: the share dialog, the board, the new-game question; a daily's end panel and its share dialog", async () => {
    const won = winningFirstMove(sx);
    const finished = { won: true, score: 48, stats: { played: 4, won: 2, best_score: 48, current_streak: 1, best_streak: 2 }, daily: dailyResult("montana", "2026-12-07", { moves: 1 }, DAILY_NOW) };
    const { page, errors } = await openToday(browser.context, server.url, won, "light", { options: { finished } });
    const press = (testid) => async () => {
      await page.focus(`[data-testid='${testid}']`);
      await page.keyboard.press("Enter");
    };
    const share = await walkAndClose(page, press("today-share-solitaire_x"), dialog, "Share your SolitaireX");
    assert.deepEqual(share, ["confirm-no", "confirm-yes"], "no system share sheet here: Close and Copy");
    assert.equal(await focused(page), "today-share-solitaire_x");
    const board = await walkAndClose(page, press("today-board-montana"), "[data-testid='board-sheet']");
    assert.ok(board.includes("board-sheet-close"));
    assert.equal(await focused(page), "today-board-montana");
    // SolitaireX has a game in progress: a day of its calendar asks first.
    await page.focus("[data-testid='today-calendar-game'] [aria-checked='true']");
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.waitForSelector("[data-testid='today-calendar-game'] [data-value='solitaire_x'][aria-checked='true']");
    const ask = await walkAndClose(page, press("day-2026-12-03"), dialog, "Play SolitaireX for 3 December 2026?");
    assert.deepEqual(ask, ["confirm-no", "confirm-yes"]);
    assert.equal(await focused(page), "day-2026-12-03");
    // Montana's daily of today, by keyboard, to its end: the panel offers Share and Today.
    await press("today-play-montana")();
    await page.waitForSelector("main[data-screen='montana'] [data-testid='gaps-board'] [data-testid^='cell-']");
    await page.waitForFunction(() => document.activeElement?.tagName === "H1");
    await gapsFirstMove(page, won);
    await page.waitForFunction(() => !!document.activeElement?.closest("[data-testid='game-over']"));
    const end = await walkModal(page, "[data-testid='game-over']");
    assert.ok(end.includes("end-share") && end.includes("end-today"), end.join(", "));
    // The share dialog over the panel (itself a dialog).
    await walkAndClose(page, press("end-share"), ".modal-backdrop[role='dialog']", "Share your Montana");
    assert.equal(await focused(page), "end-share", "closing the dialog gives focus back to Share");
    await page.keyboard.press("Tab");
    assert.equal(await focused(page), "end-today");
    await page.keyboard.press("Enter");
    await page.waitForSelector("main[data-screen='today']");
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("Chinese Puzzle: this deal's rules and the new-deal dialog, every choice", async () => {
    const { page, errors } = await openGaps(browser.context, server.url, cp, "chinese_puzzle", "dark");
    await page.waitForFunction(() => document.activeElement?.tagName === "H1");
    const rules = await walkAndClose(page, async () => {
      await page.focus("[data-testid='deal-rules']");
      await page.keyboard.press("Enter");
    });
    assert.ok(rules.filter((s) => s.startsWith("radiogroup:")).length >= 2, `the rules dialog's choices: ${rules}`);
    await walkAndClose(page, () => page.keyboard.press("n"));
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("the solution replay: from the default speed, Tab and Shift+Tab stay in; Forward to the end keeps focus", async () => {
    const lost = losingFirstMove(sx);
    const { page, errors } = await openGaps(browser.context, server.url, lost, "solitaire_x", "light");
    await page.waitForFunction(() => document.activeElement?.tagName === "H1");
    await gapsFirstMove(page, lost);
    await page.waitForFunction(() => !!document.activeElement?.closest("[data-testid='game-over']"));
    await walkModal(page, "[data-testid='game-over']");
    await tabTo(page, "show-solution");
    await page.keyboard.press("Enter");
    await page.waitForSelector("[data-testid='solution-replay'][data-phase='found']");
    await page.waitForFunction(() => document.activeElement?.dataset.testid === "replay-play");
    assert.equal(await page.getAttribute("[data-testid='replay-speed'] [aria-checked='true']", "data-value"), "normal", "the default speed");
    const stops = await walkModal(page, "[data-testid='solution-replay']");
    assert.deepEqual(stops, ["replay-close", "replay-play", "replay-forward", "radiogroup:replay-speed"], "Back is off at the start");
    // Forward, step by step, to the last move: it turns itself off there and focus goes to Replay.
    await tabTo(page, "replay-forward");
    for (let i = 0; i < 200 && !(await page.$("[data-testid='replay-solved']")); i++) {
      await page.keyboard.press("Enter");
      if (await page.$("[data-testid='replay-solved']")) break;
      assert.equal(await focused(page), "replay-forward");
    }
    await page.waitForFunction(() => document.activeElement?.dataset.testid === "replay-play");
    assert.equal((await page.textContent("[data-testid='replay-play']")).trim(), "Replay");
    // And Back all the way to the start: focus goes to Play when Back turns off.
    await tabTo(page, "replay-back", { back: true });
    for (let i = 0; i < 200 && (await focused(page)) === "replay-back"; i++) await page.keyboard.press("Enter");
    assert.equal(await focused(page), "replay-play");
    assert.match(await page.textContent("[data-testid='replay-progress']"), /^Move 0 /);
    await page.keyboard.press("Escape");
    await page.waitForSelector("[data-testid='solution-replay']", { state: "detached" });
    assert.equal(await focused(page), "show-solution");
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("the solution replay's message and searching states: focus on their one button, Tab and Shift+Tab stay", async () => {
    const lost = losingFirstMove(sx);
    const { page, errors } = await openGaps(browser.context, server.url, lost, "solitaire_x", "light");
    await page.waitForFunction(() => document.activeElement?.tagName === "H1");
    await gapsFirstMove(page, lost);
    await page.waitForFunction(() => !!document.activeElement?.closest("[data-testid='game-over']"));
    const replay = "[data-testid='solution-replay']";
    // No solution found in time: a message and Close.
    await page.evaluate(() => (window.__ipc.solution = "unknown"));
    await tabTo(page, "show-solution");
    await page.keyboard.press("Enter");
    await page.waitForSelector(`${replay}[data-phase='message']`);
    await page.waitForFunction(() => document.activeElement?.dataset.testid === "replay-close");
    assert.deepEqual(await walkModal(page, replay), ["replay-close"]);
    await page.keyboard.press("Escape");
    await page.waitForSelector(replay, { state: "detached" });
    assert.equal(await focused(page), "show-solution");
    // A search still running (its answer held back well past the test): Cancel has focus, and
    // Escape cancels it.
    await page.evaluate(() => {
      window.__ipc.solution = "found";
      window.__ipc.delays.gaps_solution = 60_000;
    });
    await page.keyboard.press("Enter");
    await page.waitForSelector(`${replay}[data-phase='searching']`);
    await page.waitForFunction(() => document.activeElement?.dataset.testid === "replay-cancel");
    assert.deepEqual(await walkModal(page, replay), ["replay-cancel"]);
    await page.keyboard.press("Escape");
    await page.waitForSelector(replay, { state: "detached" });
    assert.equal(await focused(page), "show-solution");
    assert.ok((await page.evaluate(() => window.__ipc.calls.map((c) => c.cmd))).includes("gaps_cancel_search"), "Escape cancelled the search");
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("FourSide: the new-game dialog (every choice), the end panel, the hot-seat cover", async () => {
    const { page, errors } = await openFourSideWith(browser.context, server.url, fs, "light");
    await page.waitForFunction(() => document.activeElement?.tagName === "H1");
    await page.waitForFunction(() => !document.querySelector("[data-testid='new-game']")?.disabled);
    const stops = await walkAndClose(page, () => page.keyboard.press("n"));
    assert.ok(stops.filter((s) => s.startsWith("radiogroup:")).length >= 3, `level, size and players: ${stops}`);
    assert.deepEqual(errors, []);
    await page.close();
    const finished = { won: true, score: 210, stats: { played: 5, won: 3, best_score: 210, current_streak: 2, best_streak: 2 } };
    const end = await openFourSideWith(browser.context, server.url, fs, "light", { over: { winner: 0, scores: [210, 150], finished } });
    await end.page.waitForFunction(() => document.activeElement?.dataset.testid === "play-again");
    await walkModal(end.page, "[data-testid='game-over']");
    await end.page.close();
    const hot = await openFourSideWith(browser.context, server.url, fs, "light", { mode: "human_vs_human" }, { waitFor: "[data-testid='cover']" });
    await assertCover(hot.page);
    await hot.page.close();
  });

  test("Soi: picker, scores, memory aid, new game, round summary, game over, the hot-seat cover", async () => {
    const hit = soi.steps[0].action;
    const { page, errors } = await openSoiWith(browser.context, server.url, soi, "light");
    await page.waitForFunction(() => document.activeElement?.tagName === "H1");
    await walkAndClose(page, async () => {
      await tabTo(page, `seat-${hit.target}`);
      await page.keyboard.press("Enter");
    }, "[data-testid='picker']");
    await walkAndClose(page, async () => {
      await tabTo(page, "scores");
      await page.keyboard.press("Enter");
    }, "[data-testid='scores-table']");
    await walkAndClose(page, async () => {
      await tabTo(page, "memory-aid-open");
      await page.keyboard.press("Enter");
    }, "[data-testid='memory-aid']");
    // A game in progress: an ask first, so that New game asks.
    await tabTo(page, `seat-${hit.target}`, { back: true });
    await page.keyboard.press("Enter");
    await tabTo(page, `ask-${code(hit.card)}`);
    await page.keyboard.press("Enter");
    await page.waitForSelector("[data-testid='picker']", { state: "detached" });
    await page.waitForFunction(() => window.__ipc.calls.some((c) => c.cmd === "soi_act"));
    await walkAndClose(page, async () => {
      await tabTo(page, "new-game");
      await page.keyboard.press("Enter");
    });
    assert.deepEqual(errors, []);
    await page.close();

    const totals = [40, 20, 30, 19];
    for (const options of [{ roundOver: { scores: totals, totals, places: [1, 3, 2, 4] } }, { gameOver: { scores: [50, 30, 20, 9], totals: [212, 212, 60, 40], places: [1, 1, 3, 4] } }]) {
      const end = await openSoiWith(browser.context, server.url, soi, "light", options);
      await tabTo(end.page, `seat-${hit.target}`);
      await end.page.keyboard.press("Enter");
      await tabTo(end.page, `ask-${code(hit.card)}`);
      await end.page.keyboard.press("Enter");
      const root = options.roundOver ? "[data-testid='round-summary']" : "[data-testid='game-over']";
      await end.page.waitForSelector(root);
      await end.page.waitForFunction((sel) => !!document.activeElement?.closest(sel), root);
      // Game over opens on its first button, not on its statistics. (The round summary's Next
      // round is off while the answer is on its way, so that one opens on its score table.)
      if (options.gameOver) assert.equal(await focused(end.page), "play-again");
      await walkModal(end.page, root);
      // Escape never leaves the game: the round's summary (it cannot be put away) stays, the
      // game's end panel closes to show the table.
      await end.page.keyboard.press("Escape");
      await end.page.waitForTimeout(100);
      assert.ok(await end.page.$("main[data-screen='soi']"), "Escape on an end panel stays in the game");
      if (options.roundOver) assert.ok(await end.page.$(root), "the round's summary stays");
      else await end.page.waitForSelector(root, { state: "detached" });
      await end.page.close();
    }
    const hot = await openSoiWith(browser.context, server.url, soi, "light", { hotseat: true });
    await hot.page.waitForSelector("[data-testid='cover']");
    await assertCover(hot.page);
    await hot.page.close();
  });

  test("Soi: arrows move focus to the next opponent, mark it selected and say so; a typed card is spoken", async () => {
    const hit = soi.steps[0].action;
    const { page, errors } = await openSoiWith(browser.context, server.url, soi, "light");
    await page.waitForFunction(() => document.activeElement?.tagName === "H1" && document.querySelector("main")?.dataset.humanTurn === "true");
    await recordSpoken(page);
    const seen = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("ArrowRight");
      await page.waitForFunction(() => /^seat-\d$/.test(document.activeElement?.dataset.testid ?? ""));
      const seat = await focused(page);
      seen.push(seat);
      assert.equal(await page.getAttribute(`[data-testid='${seat}']`, "aria-current"), "true", `${seat} is marked selected`);
      assert.equal(await page.$$eval("[aria-current='true']", (els) => els.length), 1, "one seat selected");
      const name = soi.setup.names[Number(seat.slice(5))];
      await waitForRecorded(page, "announcer", new RegExp(`^${name} selected\\.`));
      assert.match((await page.textContent(`[data-testid='${seat}'] .visually-hidden`)).trim(), /, selected\. Tap to ask\.$/, "its name says so");
    }
    assert.equal(seen[3], seen[0], "three opponents, round and back to the first");
    assert.equal(new Set(seen).size, 3);
    // Typing a whole card says what Enter will ask.
    await tabTo(page, `seat-${hit.target}`);
    while ((await focused(page)) !== `seat-${hit.target}`) await page.keyboard.press("ArrowRight");
    await page.keyboard.type(code(hit.card));
    const RANKS = ["", "ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king"];
    const said = await waitForRecorded(page, "announcer", /^Ask .* for .*: press Enter\.$/);
    assert.match(said, new RegExp(`^Ask ${soi.setup.names[hit.target]} for ${RANKS[hit.card.rank]} of ${hit.card.suit}`, "i"));
    // Escape clears the typing and stays in the game.
    await page.keyboard.press("Escape");
    assert.doesNotMatch(await page.textContent("[data-testid='status']"), /^Ask /);
    assert.ok(await page.$("main[data-screen='soi']"), "Escape with a typed card stays in the game");
    // The score table's first column has a header of its own.
    await tabTo(page, "scores");
    await page.keyboard.press("Enter");
    await page.waitForSelector("[data-testid='scores-grid']");
    assert.equal((await page.textContent("[data-testid='scores-grid'] thead th")).trim(), "Round");
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("Escape on a game's rules gives focus back to its Rules button", async () => {
    for (const [variant, open] of [
      ["solitaire_x", (c) => openGaps(c, server.url, sx, "solitaire_x", "light")],
      ["fourside", (c) => openFourSideWith(c, server.url, fs, "light")],
      ["soi", (c) => openSoiWith(c, server.url, soi, "light")],
    ]) {
      const { page, errors } = await open(browser.context);
      await page.waitForFunction(() => document.activeElement?.tagName === "H1");
      await tabTo(page, "rules", { back: true });
      await page.keyboard.press("Enter");
      await page.waitForSelector("[data-testid='rules-page']");
      await page.keyboard.press("Escape");
      await page.waitForSelector(`main[data-screen='${variant}']`);
      await page.waitForFunction(() => document.activeElement?.dataset.testid === "rules");
      // And from home, a game opens on its heading as before.
      await page.keyboard.press("Escape");
      await page.waitForSelector("main[data-screen='home']");
      await page.click(`[data-testid='open-${variant}']`);
      await page.waitForFunction(() => document.activeElement?.tagName === "H1" && !!document.activeElement.closest("main:not([data-screen='home'])"));
      assert.deepEqual(errors, []);
      await page.close();
    }
  });

  /** A hot-seat cover: it has focus (visible, not a hidden heading), Tab stays on it, what is
   *  under it is inert, and Enter lifts it with focus back in the screen. */
  async function assertCover(page) {
    await page.waitForFunction(() => document.activeElement?.dataset.testid === "cover");
    const box = await page.evaluate(() => document.activeElement.getBoundingClientRect().toJSON());
    assert.ok(box.width > 100 && box.height > 100, "the focused cover is visible");
    for (const key of ["Tab", "Shift+Tab", "Tab"]) {
      await page.keyboard.press(key);
      assert.equal(await focused(page), "cover", `${key} stays on the cover`);
    }
    const reachable = await page.evaluate(() =>
      Array.from(document.querySelectorAll("main button, main [tabindex]"))
        .filter((el) => el.dataset.testid !== "cover" && el.tabIndex >= 0 && !el.closest("[inert]") && el.getClientRects().length > 0)
        .map((el) => el.dataset.testid ?? el.tagName),
    );
    assert.deepEqual(reachable, [], "nothing under the cover can take focus");
    await page.keyboard.press("Enter");
    await page.waitForSelector("[data-testid='cover']", { state: "detached" });
    assert.equal(await page.evaluate(() => document.querySelectorAll("main [inert]").length), 0, "nothing stays inert");
    // Focus goes on into the screen (FourSide: the hand; Soi: the heading), not to the page.
    await page.waitForFunction(() => document.activeElement !== document.body && !!document.activeElement?.closest("main"));
  }
});
