// The guided first game (issue 49) against the mock's guide (mocks.mjs: `window.__ipc.guide`,
// whose script is made of each fixture's own moves): each of the five games completed by taps,
// in English and in Arabic (right to left); SolitaireX by keyboard alone (Next, a move with the
// arrows and Enter, Show me, Play on); each of the five completed by keyboard alone on a desktop, in English and in Arabic
// (playByKeyboard: Tab to the coach's buttons, every move by the game's own keys from KEYS, each
// step's words heard, focus on the heading after Play on); a wrong tap answered by the coach (in
// the panel and the assertive live region); Skip at every step of each game, then a normal move
// accepted; the first-open offer once (No, then Yes); the rules screen's button (with the question
// when a game is in progress); axe-core at 100 % and 200 % text with each game's coach up (and the
// coach inside the 390×844 window); and screenshots of each game's coach at
// 390×844 and 1280×800 (test-results/guide-*; with QUADRILLE_DOCS_SCREENSHOTS=1 the README's
// docs/screenshots/guide-solitairex-phone.png and guide-soi-phone.png).
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { DESKTOP, PHONE, installMock, launch, loadFixture, servedForSuite, shots } from "./harness.mjs";
import { defaultInfo, fixtureMock, fourSideInfo, soiInfo } from "./mocks.mjs";
import { assertNoAxeViolations, focused, recordSpoken, waitForRecorded } from "./a11y-helpers.mjs";

const ALL = ["solitaire_x", "montana", "chinese_puzzle", "soi", "fourside"];
const FIXTURE = { solitaire_x: "solitairex", montana: "montana", chinese_puzzle: "chinese_puzzle", soi: "soi", fourside: "fourside" };
const KIND = { solitaire_x: "gaps", montana: "gaps", chinese_puzzle: "gaps", soi: "soi", fourside: "fourside" };
const LOADED = {
  gaps: "[data-testid='gaps-board'] [data-testid^='cell-']",
  soi: "[data-testid='hand']",
  fourside: "[data-testid='fourside-board'] [data-testid='cell-0-0']",
};
const fixtures = Object.fromEntries(ALL.map((g) => [g, loadFixture(FIXTURE[g])]));
const server = servedForSuite();
const docs = server.docs;

function infoFor(game, { lang = "", offered = ALL, fresh = false } = {}) {
  const base = KIND[game] === "soi" ? soiInfo() : KIND[game] === "fourside" ? fourSideInfo() : defaultInfo();
  const info = { ...base, settings: { ...base.settings, language: lang }, guides_offered: offered };
  if (fresh) Object.assign(info, { in_progress: [], stats: {} });
  return info;
}

/** The app on home with the mock of `game`'s fixture; `guide`: the mock's guide store (playing…). */
async function openHome(browser, game, { lang = "", guide = { playing: true }, offered, fresh } = {}) {
  const page = await browser.context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e));
  await installMock(page, fixtureMock, { fixture: fixtures[game], info: infoFor(game, { lang, offered, fresh }), options: { guide }, game: KIND[game] });
  await page.goto(server.url);
  await page.waitForSelector("main[data-screen='home']");
  return { page, errors };
}

async function openGame(browser, game, options = {}) {
  const opened = await openHome(browser, game, options);
  await opened.page.click(`[data-testid='open-${game}']`);
  await opened.page.waitForSelector(`main[data-screen='${game}'] ${LOADED[KIND[game]]}`);
  if (options.guide?.playing ?? true) await opened.page.waitForSelector("[data-testid='coach']");
  return opened;
}

const guideStore = (page) => page.evaluate(() => JSON.parse(JSON.stringify({ ...window.__ipc.guide, step: window.__ipc.step })));
const primary = (page) => page.getAttribute("[data-testid='coach'] .btn.primary", "data-testid");
const coachStep = (page) => page.getAttribute("[data-testid='coach']", "data-step");

/** Waits for the coach to show another step than `step` (or to be gone). */
async function nextStep(page, step) {
  await page.waitForFunction((s) => document.querySelector("[data-testid='coach']")?.dataset.step !== s, step);
}

/** The selectors the step's move is at, as the player sees them. */
function spotsOf(kind, action) {
  if (kind === "gaps") {
    if (action.type === "move") return [action.from, action.to].map((s) => `[data-testid='cell-${s.row}-${s.col}']`);
    return [action.type === "reshuffle" ? "[data-testid='reshuffle']" : "[data-testid='place-aces']"];
  }
  if (kind === "soi") return [`[data-testid='seat-${action.target}']`];
  return [`[data-testid='hand-${action.hand}']`, `[data-testid='cell-${action.row}-${action.col}']`];
}

const SUIT = { clubs: "c", diamonds: "d", hearts: "h", spades: "s" };
const RANK = ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];

/** A tap, or a click where the browser has no touch (the desktop). */
async function hit(page, selector) {
  try {
    await page.tap(selector);
  } catch (e) {
    if (!/does not support tap/.test(String(e?.message))) throw e;
    await page.click(selector);
  }
}

/** Makes `action` by taps, as a player would. */
async function tapAction(page, kind, action, { guided = true } = {}) {
  const tap = (selector) => hit(page, selector);
  if (kind === "gaps") {
    if (action.type === "move") {
      await tap(`[data-testid='cell-${action.from.row}-${action.from.col}']`);
      // A card with several gaps to go to waits for the gap's tap.
      const to = `[data-testid='cell-${action.to.row}-${action.to.col}'][data-target='true']`;
      if (await page.$(to)) await tap(to);
    } else if (action.type === "reshuffle") {
      await tap("[data-testid='reshuffle']");
      // With moves made, the reshuffle asks first.
      if (await page.waitForSelector("[data-testid='confirm-yes']", { timeout: 1500 }).catch(() => null)) await tap("[data-testid='confirm-yes']");
    } else await tap("[data-testid='place-aces']");
    return;
  }
  if (kind === "soi") {
    await tap(`[data-testid='seat-${action.target}']`);
    const card = `[data-testid='ask-${RANK[action.card.rank]}${SUIT[action.card.suit]}']`;
    await page.waitForSelector(guided ? `${card}[data-coach]` : card);
    await tap(card);
    return;
  }
  // The tile is taken, then turned until it lies as the move wants (a hint may have taken it already).
  const tile = `[data-testid='hand-${action.hand}']`;
  await tap(tile);
  for (let i = 0; i < 4 && (await page.getAttribute(tile, "data-rotation")) !== String(action.rotation); i++) await tap(tile);
  await tap(`[data-testid='cell-${action.row}-${action.col}']`);
}

/** Plays the guided game to its end by taps: Next through the explanations, each move where the
 *  coach points (checking the glow), Play on at the last step. Answers the topics seen. */
async function playByTaps(page, game, { check = () => undefined } = {}) {
  const kind = KIND[game];
  const topics = [];
  for (let guard = 0; guard < 30; guard++) {
    const step = await coachStep(page);
    const topic = await page.getAttribute("[data-testid='coach']", "data-topic");
    topics.push(topic);
    await check(topic);
    const button = await primary(page);
    if (button === "coach-play-on") {
      await page.tap("[data-testid='coach-play-on']");
      await page.waitForSelector("[data-testid='coach']", { state: "detached" });
      return topics;
    }
    if (button === "coach-next") {
      await page.tap("[data-testid='coach-next']");
      await nextStep(page, step);
      continue;
    }
    // A move: wait for the player's turn (the computers may be moving), then make it where it glows.
    await page.waitForSelector("[data-testid='coach-show'][aria-disabled='false']");
    const { steps, made } = await guideStore(page);
    const action = steps.filter((s) => s.action)[made].action;
    for (const spot of spotsOf(kind, action)) await page.waitForSelector(`${spot}[data-coach]`);
    const names = await page.$$eval("[data-coach]", (els) => els.map((el) => el.getAttribute("aria-labelledby") ?? ""));
    assert.ok(names.every((n) => n.split(" ").length === 2), "each gold-ringed spot says it is the guide's move");
    await tapAction(page, kind, action);
    await nextStep(page, step);
  }
  assert.fail("the guided game never reached its last step");
}

async function assertNormalGameAfter(page, game, { move = true } = {}) {
  const store = await guideStore(page);
  assert.equal(store.playing, false, "the guide has stopped");
  assert.equal(await page.$("[data-testid='coach']"), null, "the coach is gone");
  assert.equal(await page.$("[data-coach]"), null, "nothing glows any more");
  // A normal move is accepted: the fixture's next one, once the computers have made theirs.
  if (!move) return;
  const fixture = fixtures[game];
  let at = store.step;
  while (fixture.steps[at]?.action.type === "computer") at += 1;
  // FourSide's fixture asks for a hint before its second placement: the Hint button, then the move.
  if (fixture.steps[at]?.action.type === "hint" && fixture.steps[at + 1]?.action.type === "place") {
    await page.waitForFunction((a) => window.__ipc.step >= a, at);
    await page.waitForSelector("[data-testid='hint']:not([disabled])");
    await hit(page, "[data-testid='hint']");
    await page.waitForFunction((a) => window.__ipc.step > a, at);
    at += 1;
  }
  const next = fixture.steps[at];
  if (!next || !["move", "reshuffle", "ask", "place"].includes(next.action.type)) return;
  await page.waitForFunction((a) => window.__ipc.step >= a, at);
  if (KIND[game] !== "gaps") await page.waitForFunction(() => document.querySelector("main")?.dataset.humanTurn !== "false");
  await tapAction(page, KIND[game], next.action, { guided: false });
  await page.waitForFunction((a) => window.__ipc.step > a, at);
}

/** Presses Tab until the focused element's test id matches `match` (a string or a RegExp). */
async function tabTo(page, match, { max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    const id = await focused(page);
    if (typeof match === "string" ? id === match : match.test(id)) return id;
    await page.keyboard.press("Tab");
  }
  assert.fail(`Tab never reached ${match} (focus on ${await focused(page)})`);
}

/** Arrow keys from the focused grid cell (`cell-r-c`) to `to`, rows and columns as laid out. */
async function arrowTo(page, to) {
  const [row, col] = (await focused(page)).slice(5).split("-").map(Number);
  for (let r = row; r < to.row; r++) await page.keyboard.press("ArrowDown");
  for (let r = row; r > to.row; r--) await page.keyboard.press("ArrowUp");
  for (let c = col; c < to.col; c++) await page.keyboard.press("ArrowRight");
  for (let c = col; c > to.col; c--) await page.keyboard.press("ArrowLeft");
  assert.equal(await focused(page), `cell-${to.row}-${to.col}`);
}

/** Each kind of game's move by its own keys (keyboard.test.mjs), never a click or a tap. */
const KEYS = {
  async gaps(page, action) {
    if (action.type === "move") {
      // The board is one Tab stop; the arrows walk it, Enter picks up and (with a choice) drops.
      await tabTo(page, /^cell-\d+-\d+$/);
      await arrowTo(page, action.from);
      await page.keyboard.press("Enter");
      if (await page.$(`[data-testid='cell-${action.to.row}-${action.to.col}'][data-target='true']`)) {
        await arrowTo(page, action.to);
        await page.keyboard.press("Enter");
      }
      return;
    }
    await tabTo(page, action.type === "reshuffle" ? "reshuffle" : "place-aces");
    await page.keyboard.press("Enter");
    // With moves made, the reshuffle asks first: Enter on its focused Yes.
    if (await page.waitForSelector("[data-testid='confirm-yes']", { timeout: 1500 }).catch(() => null)) {
      await page.waitForFunction(() => document.activeElement?.dataset.testid === "confirm-yes");
      await page.keyboard.press("Enter");
    }
  },
  async soi(page, action) {
    // Tab to the seats, the arrows to the one to ask, Enter opens its picker, Tab to the card, Enter.
    await tabTo(page, /^seat-\d$/);
    for (let i = 0; i < 4 && (await focused(page)) !== `seat-${action.target}`; i++) await page.keyboard.press("ArrowRight");
    assert.equal(await focused(page), `seat-${action.target}`);
    await page.keyboard.press("Enter");
    const card = `ask-${RANK[action.card.rank]}${SUIT[action.card.suit]}`;
    await page.waitForSelector(`[data-testid='${card}'][data-coach]`);
    await tabTo(page, card);
    await page.keyboard.press("Enter");
  },
  async fourside(page, action) {
    // Tab to the hand, the arrows to the tile, Enter takes it and Enter again turns it, Space
    // goes to the board's cursor, the arrows to the square, Enter places.
    await tabTo(page, /^hand-\d$/);
    for (let i = 0; i < 8 && (await focused(page)) !== `hand-${action.hand}`; i++) await page.keyboard.press("ArrowRight");
    assert.equal(await focused(page), `hand-${action.hand}`);
    for (let i = 0; i <= action.rotation; i++) await page.keyboard.press("Enter");
    assert.equal(await page.getAttribute(`[data-testid='hand-${action.hand}']`, "data-rotation"), String(action.rotation));
    await page.keyboard.press(" ");
    await page.waitForFunction(() => /^cell-\d+-\d+$/.test(document.activeElement?.dataset.testid ?? ""));
    await arrowTo(page, action);
    await page.keyboard.press("Enter");
  },
};

/** Plays the guided game to its end by keyboard alone: each step's words heard in the live region,
 *  the coach's Next and Play on reached by Tab and pressed with Enter, each move made with the
 *  game's own keys (KEYS), never Show me; focus on the game's heading after Play on. */
async function playByKeyboard(page, game) {
  const kind = KIND[game];
  // Every text the live regions take from the first step's on (a computer's news may follow it).
  await page.waitForFunction(() => document.querySelector("[data-testid='announcer']").textContent.trim() !== "");
  await page.evaluate(() => (window.__heard = [document.querySelector("[data-testid='announcer']").textContent.trim()]));
  await recordSpoken(page);
  // Show me (a click, or Enter or Space on it) is counted: it must stay at nought.
  await page.evaluate(() => {
    window.__shown = 0;
    document.addEventListener("click", (e) => (window.__shown += e.target.closest?.("[data-testid='coach-show']") ? 1 : 0), true);
  });
  const topics = [];
  for (let guard = 0; guard < 30; guard++) {
    const step = await coachStep(page);
    topics.push(await page.getAttribute("[data-testid='coach']", "data-topic"));
    const words = (await page.textContent("[data-testid='coach-words']")).trim();
    await page.waitForFunction(
      (w) => [...window.__heard, ...window.__spoken.filter((s) => s.region === "announcer").map((s) => s.text)].some((t) => t.includes(w)),
      words,
    );
    const button = await primary(page);
    if (button === "coach-next" || button === "coach-play-on") {
      await tabTo(page, button);
      await page.keyboard.press("Enter");
      if (button === "coach-play-on") {
        await page.waitForSelector("[data-testid='coach']", { state: "detached" });
        await page.waitForFunction(() => document.activeElement?.tagName === "H1", null, { timeout: 2000 });
        return topics;
      }
      await nextStep(page, step);
      assert.ok((await focused(page)).startsWith("coach-"), `focus stays in the coach: ${await focused(page)}`);
      continue;
    }
    // A move: the player's turn (the computers may be moving), then the game's own keys.
    await page.waitForSelector("[data-testid='coach-show'][aria-disabled='false']");
    const { steps, made } = await guideStore(page);
    const action = steps.filter((s) => s.action)[made].action;
    await KEYS[kind](page, action);
    await nextStep(page, step);
  }
  assert.fail("the guided game never reached its last step");
}

/** Up to step `at` with the coach's own buttons (Show me at a move, once it is the player's turn). */
async function coachTo(page, at) {
  while (Number(await coachStep(page)) < at) {
    const step = await coachStep(page);
    const button = await primary(page);
    if (button === "coach-show") await page.waitForSelector("[data-testid='coach-show'][aria-disabled='false']");
    await page.tap(`[data-testid='${button}']`);
    if (await page.waitForSelector("[data-testid='confirm-yes']", { timeout: 600 }).catch(() => null)) await page.tap("[data-testid='confirm-yes']");
    await nextStep(page, step);
  }
}

describe("the guided game on a 390×844 phone", () => {
  let browser;
  before(async () => {
    browser = await launch(PHONE);
  });
  after(async () => {
    await browser?.close();
  });

  for (const game of ALL) {
    test(`${game}: completed by taps, the coach pointing at each move`, async () => {
      const { page, errors } = await openGame(browser, game);
      const topics = await playByTaps(page, game);
      const script = (await guideStore(page)).steps.map((s) => s.topic);
      assert.deepEqual(topics, script, "every step shown once, in order");
      assert.equal((await guideStore(page)).made, (await guideStore(page)).steps.filter((s) => s.action).length);
      await assertNormalGameAfter(page, game);
      assert.deepEqual(errors, []);
      await page.close();
    });
  }

  for (const game of ALL) {
    test(`${game} in Arabic: completed by taps, right to left, every step in Arabic`, async () => {
      const { page, errors } = await openGame(browser, game, { lang: "ar" });
      assert.equal(await page.getAttribute("html", "dir"), "rtl");
      await playByTaps(page, game, {
        check: async () => {
          const words = await page.textContent("[data-testid='coach-words']");
          assert.match(words, /[\u0600-\u06FF]/, `Arabic words: ${words}`);
          assert.doesNotMatch(words, /\b(the|Tap|gap|row)\b/, `no English: ${words}`);
        },
      });
      assert.deepEqual(errors, []);
      await page.close();
    });
  }

  test("SolitaireX by keyboard alone (a 1280×800 desktop): Next, a move with the arrows, Show me, Play on; each step spoken", async (t) => {
    // The desktop lays the board out untransposed, so the arrows follow rows and columns.
    const desktop = await launch(DESKTOP);
    t.after(() => desktop.close());
    const { page, errors } = await openGame(desktop, "solitaire_x");
    const { steps } = await guideStore(page);
    // The first step is said, and Tab reaches the coach's button.
    await page.waitForFunction(() => document.querySelector("[data-testid='announcer']").textContent.includes("The aim"));
    for (let i = 0; i < 60 && (await focused(page)) !== "coach-next"; i++) await page.keyboard.press("Tab");
    assert.equal(await focused(page), "coach-next");
    let step = await coachStep(page);
    await page.keyboard.press("Enter");
    await nextStep(page, step);
    assert.equal(await focused(page), "coach-show", "focus stays on the coach's button");
    await page.waitForFunction(() => document.querySelector("[data-testid='announcer']").textContent.includes("Tap the gold-ringed 2"));
    // The first move by the board's keys: an arrow brings focus to the board, Enter picks up, Enter drops.
    const first = steps.find((s) => s.action).action;
    await page.focus("[data-testid='gaps-board'] .cell[tabindex='0']");
    const start = (await focused(page)).slice(5).split("-").map(Number);
    const walk = async (from, to) => {
      for (let r = from[0]; r < to.row; r++) await page.keyboard.press("ArrowDown");
      for (let r = from[0]; r > to.row; r--) await page.keyboard.press("ArrowUp");
      for (let c = from[1]; c < to.col; c++) await page.keyboard.press("ArrowRight");
      for (let c = from[1]; c > to.col; c--) await page.keyboard.press("ArrowLeft");
    };
    await walk(start, first.from);
    assert.equal(await focused(page), `cell-${first.from.row}-${first.from.col}`);
    step = await coachStep(page);
    await page.keyboard.press("Enter");
    if (await page.$(`[data-testid='cell-${first.to.row}-${first.to.col}'][data-target='true']`)) {
      await walk([first.from.row, first.from.col], first.to);
      await page.keyboard.press("Enter");
    }
    await nextStep(page, step);
    // The rest with the coach's button, reached by Tab.
    for (let guard = 0; guard < 20; guard++) {
      const button = await primary(page);
      for (let i = 0; i < 60 && (await focused(page)) !== button; i++) await page.keyboard.press("Tab");
      assert.equal(await focused(page), button);
      step = await coachStep(page);
      await page.keyboard.press("Enter");
      if (button === "coach-play-on") break;
      // A reshuffle with moves made asks first: Enter confirms.
      if (await page.waitForSelector("[data-testid='confirm-yes']", { timeout: 800 }).catch(() => null)) await page.keyboard.press("Enter");
      await nextStep(page, step);
    }
    await page.waitForSelector("[data-testid='coach']", { state: "detached" });
    await page.waitForFunction(() => document.activeElement?.tagName === "H1", null, { timeout: 2000 });
    await assertNormalGameAfter(page, "solitaire_x", { move: false });
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("a wrong tap: the coach says the step again, in its panel and the assertive region", async () => {
    const { page, errors } = await openGame(browser, "solitaire_x");
    await page.tap("[data-testid='coach-next']");
    await page.waitForSelector("[data-testid='coach-show']");
    const { steps } = await guideStore(page);
    const want = steps.find((s) => s.action).action;
    // The card and the gap say it in their names (the card's own name first).
    const named = page.getByRole("button", { name: / \(the guide's next move\)$/ });
    await named.first().waitFor();
    assert.equal(await named.count(), 2, "the card and the gap are named as the guide's move");
    // Another card that could move now: a legal move the script does not want.
    const other = fixtures.solitaire_x.initial.board.moves.find((m) => m.from.row !== want.from.row || m.from.col !== want.from.col);
    await page.tap(`[data-testid='cell-${other.from.row}-${other.from.col}']`);
    const to = `[data-testid='cell-${other.to[0].row}-${other.to[0].col}'][data-target='true']`;
    if (await page.$(to)) await page.tap(to);
    await page.waitForSelector("[data-testid='coach-wrong']");
    const wrong = await page.textContent("[data-testid='coach-wrong']");
    assert.equal(wrong, "Not that one. Tap the gold-ringed 2 to move it into the gold-ringed gap.");
    await page.waitForFunction((w) => document.querySelector("[data-testid='alert']").textContent.trim() === w, wrong);
    const refused = await page.evaluate(() => window.__ipc.calls.filter((c) => c.cmd === "gaps_act").length);
    assert.equal(refused, 1, "the move went to Rust, which refused it");
    assert.equal((await guideStore(page)).made, 0);
    // The right move then clears it.
    await tapAction(page, "gaps", want);
    await page.waitForSelector("[data-testid='coach-wrong']", { state: "detached" });
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("a placement the rules refuse: the coach's words, then the rule's own reason", async () => {
    const { page, errors } = await openGame(browser, "fourside");
    await page.tap("[data-testid='coach-next']");
    await page.waitForSelector("[data-testid='coach-show'][aria-disabled='false']");
    const { steps } = await guideStore(page);
    const want = steps.find((s) => s.action).action;
    // The right tile and square, not turned: its edge does not match (the fixture's recorded refusal).
    await page.tap(`[data-testid='hand-${want.hand}']`);
    await page.tap(`[data-testid='cell-${want.row}-${want.col}']`);
    await page.waitForSelector("[data-testid='coach-wrong']");
    const wrong = await page.textContent("[data-testid='coach-wrong']");
    const hint = "Not that one. Tap the gold-ringed tile (tap it again to turn it), then the gold-ringed square.";
    assert.ok(wrong.startsWith(hint) && wrong.length > hint.length + 10, wrong);
    await page.waitForFunction((w) => document.querySelector("[data-testid='alert']").textContent.trim() === w, wrong);
    assert.deepEqual(errors, []);
    await page.close();
  });

  for (const game of ALL) {
    test(`Skip at every step of ${game} leaves a normal game where a normal move is accepted`, async () => {
      // The mock's script (mocks.mjs: guideScript) has as many steps as its page will show.
      const first = await openGame(browser, game);
      const count = (await guideStore(first.page)).steps.length;
      await first.page.close();
      for (let at = 0; at < count; at++) {
        const { page, errors } = await openGame(browser, game);
        await coachTo(page, at);
        // Recorded, not read at the end: a computer's news may follow it in the same region.
        await recordSpoken(page);
        await page.tap("[data-testid='coach-skip']");
        await page.waitForSelector("[data-testid='coach']", { state: "detached" });
        await waitForRecorded(page, "announcer", /The guide has ended/);
        await assertNormalGameAfter(page, game);
        assert.deepEqual(errors, [], `step ${at}`);
        await page.close();
      }
    });
  }

  test("the first-open offer: once per game; No keeps the deal, Yes starts the guided game", async () => {
    const { page, errors } = await openHome(browser, "montana", { guide: { playing: false }, offered: [], fresh: true });
    await page.click("[data-testid='open-montana']");
    await page.waitForSelector("[role='dialog'] h2");
    assert.equal((await page.textContent("[role='dialog'] h2")).trim(), "New to Montana?");
    assert.equal(await focused(page), "confirm-yes");
    await assertNoAxeViolations(page, "the first-open offer");
    await page.tap("[data-testid='confirm-no']");
    await page.waitForFunction(() => document.activeElement?.tagName === "H1");
    await page.waitForSelector("[role='dialog']", { state: "detached" });
    assert.deepEqual((await guideStore(page)).offered, ["montana"]);
    assert.equal(await page.$("[data-testid='coach']"), null);
    // Home and back: not offered again.
    await page.click("[data-testid='back']");
    await page.waitForSelector("main[data-screen='home']");
    await page.click("[data-testid='open-montana']");
    await page.waitForSelector(`main[data-screen='montana'] ${LOADED.gaps}`);
    await page.waitForTimeout(300);
    assert.equal(await page.$("[role='dialog']"), null, "offered once");
    await page.close();

    // Yes: the guided game replaces the fresh deal on the screen.
    const yes = await openHome(browser, "chinese_puzzle", { guide: { playing: false }, offered: [], fresh: true });
    await yes.page.click("[data-testid='open-chinese_puzzle']");
    await yes.page.waitForSelector("[role='dialog'] [data-testid='confirm-yes']");
    await yes.page.tap("[data-testid='confirm-yes']");
    await yes.page.waitForSelector("[data-testid='coach'][data-topic='gaps_goal']");
    const calls = await yes.page.evaluate(() => window.__ipc.calls.map((c) => c.cmd));
    assert.ok(calls.includes("guide_offered") && calls.includes("guide_start"), calls.join(", "));
    assert.equal((await guideStore(yes.page)).playing, true);
    assert.deepEqual([...errors, ...yes.errors], []);
    await yes.page.close();
  });

  test("the rules screen's button starts the guided game (asking first over a game in progress)", async () => {
    const { page, errors } = await openGame(browser, "solitaire_x", { guide: { playing: false } });
    assert.equal(await page.$("[data-testid='coach']"), null);
    await page.click("[data-testid='rules']");
    await page.waitForSelector("[data-testid='rules-page'][data-game='solitaire_x']");
    await assertNoAxeViolations(page, "the rules screen with its guided-game button");
    await page.click("[data-testid='rules-guide']");
    // SolitaireX has a game in progress: the question first.
    await page.waitForSelector("[role='dialog'] [data-testid='confirm-yes']");
    await page.tap("[data-testid='confirm-yes']");
    await page.waitForSelector("main[data-screen='solitaire_x'] [data-testid='coach'][data-topic='gaps_goal']");
    const start = await page.evaluate(() => window.__ipc.calls.find((c) => c.cmd === "guide_start").args);
    assert.equal(start.game, "solitaire_x");
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("axe-core finds nothing with the coach up, at 100 % and 200 % text; the coach fits the phone", async () => {
    for (const game of ALL) {
      const { page } = await openGame(browser, game);
      // To the first move's step (Chinese Puzzle explains its two decks first).
      while ((await primary(page)) === "coach-next") {
        const step = await coachStep(page);
        await page.tap("[data-testid='coach-next']");
        await nextStep(page, step);
      }
      await page.waitForSelector("[data-coach]");
      await assertNoAxeViolations(page, `${game}'s coach`);
      await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
      await page.waitForTimeout(200);
      await assertNoAxeViolations(page, `${game}'s coach at 200 % text`);
      await page.screenshot({ path: join(shots, `guide-${FIXTURE[game]}-phone-200-text.png`) });
      const box = await page.$eval("[data-testid='coach']", (el) => {
        const r = el.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, width: r.width, scroll: el.scrollWidth <= el.clientWidth + 1 };
      });
      assert.ok(box.bottom <= 844 + 1 && box.top >= 0 && box.width <= 390 + 1, `${game}: the coach is in the window: ${JSON.stringify(box)}`);
      assert.ok(box.scroll, "nothing in the coach scrolls sideways");
      await page.close();
    }
  });
});

describe("the guided game by keyboard alone on a 1280×800 desktop", () => {
  // The desktop lays the boards out untransposed, so the arrows follow rows and columns.
  let browser;
  before(async () => {
    browser = await launch(DESKTOP);
  });
  after(async () => {
    await browser?.close();
  });

  for (const [lang, language] of [["", ""], ["ar", " in Arabic (right to left)"]]) for (const game of ALL) {
    test(`${game}${language}: every step heard, Next and Play on by Tab and Enter, each move by the game's own keys`, async () => {
      const { page, errors } = await openGame(browser, game, { lang });
      const topics = await playByKeyboard(page, game);
      const store = await guideStore(page);
      assert.deepEqual(topics, store.steps.map((s) => s.topic), "every step shown once, in order");
      assert.equal(store.made, store.steps.filter((s) => s.action).length, "every move made");
      assert.equal(await page.evaluate(() => window.__shown), 0, "Show me never pressed");
      await assertNormalGameAfter(page, game, { move: false });
      assert.deepEqual(errors, []);
      await page.close();
    });
  }
});

describe("screenshots of the coach", () => {
  for (const [device, name] of [
    [PHONE, "phone"],
    [DESKTOP, "desktop"],
  ]) {
    test(`each game's coach at a move's step (${name})`, async () => {
      const browser = await launch(device);
      try {
        for (const game of ALL) {
          const { page } = await openGame(browser, game);
          while ((await primary(page)) === "coach-next") {
            const step = await coachStep(page);
            await page.click("[data-testid='coach-next']");
            await nextStep(page, step);
          }
          await page.waitForSelector("[data-testid='coach-show'][aria-disabled='false']");
          await page.waitForSelector("[data-coach]");
          await page.waitForTimeout(150);
          const file = `guide-${FIXTURE[game].replace("_", "")}-${name}.png`;
          const wanted = name === "phone" && (game === "solitaire_x" || game === "soi");
          await page.screenshot({ path: join(wanted ? docs : shots, file) });
          // Soi: then the seat's card picker open, its card ringed in gold too.
          if (game === "soi") {
            const seat = await page.$eval("[data-testid^='seat-'][data-coach]", (el) => el.dataset.testid);
            await page.click(`[data-testid='${seat}']`);
            await page.waitForSelector("[data-testid^='ask-'][data-coach]");
            await page.waitForTimeout(150);
            await page.screenshot({ path: join(shots, `guide-soi-picker-${name}.png`) });
          }
          await page.close();
        }
      } finally {
        await browser.close();
      }
    });
  }
});

test("the coach in Arabic, right to left (phone screenshot)", async () => {
  const browser = await launch(PHONE);
  try {
    const { page, errors } = await openGame(browser, "solitaire_x", { lang: "ar" });
    await page.tap("[data-testid='coach-next']");
    await page.waitForSelector("[data-coach]");
    // The coach's gold edge is on the reading side: the right in Arabic.
    const edge = await page.$eval("[data-testid='coach'] .inner", (el) => getComputedStyle(el).borderRightWidth);
    assert.equal(edge, "6px");
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(shots, "guide-solitairex-phone-ar.png") });
    assert.deepEqual(errors, []);
    await page.close();
  } finally {
    await browser.close();
  }
});
