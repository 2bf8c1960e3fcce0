// Every screen and dialog in every language (issue 34), at a 390×844 phone and a 1280×800
// desktop: the page's language attribute is the language's, axe-core finds nothing (WCAG 2.1
// A/AA), no text or accessible name that English shows is left in English (each state's words
// are compared with the same state in English, less what a catalogue deliberately writes the
// same, such as names), and Arabic mirrors the header and toolbar while a board keeps the rules'
// geometry. A refusal, a hint and a solver verdict are shown in each language and compared with
// their English words.
//
// One table of screens (SCREENS) drives it: each entry opens a page with its mock and walks its
// states (the screen, then each dialog), calling `see` on each. English runs first for each
// size, so that the other languages have its words to compare with.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { FluentBundle, FluentResource } from "@fluent/bundle";
import { DESKTOP, PHONE, installMock, launch, loadFixture, screenshot, serveDist } from "./harness.mjs";
import { DAILY_NOW, assertNoAxeViolations, dailyResult, hostRoom, losingFirstMove, sampleDaily, startRoom, winningFirstMove } from "./a11y-helpers.mjs";
import { defaultInfo, fixtureMock, fourSideInfo, roomMock, soiInfo } from "./mocks.mjs";

const LANGUAGES = ["en", "es", "de", "fr", "el", "zh-CN", "ar"];
const SIZES = [
  ["phone", PHONE],
  ["desktop", DESKTOP],
];

const sx = loadFixture("solitairex");
const cp = loadFixture("chinese_puzzle");
const fs = loadFixture("fourside");
const soi = loadFixture("soi");

/** A catalogue's source. */
const source = (tag) => readFileSync(new URL(`../../ui/src/locales/${tag}.ftl`, import.meta.url), "utf8");

/**
 * What a language writes exactly as English does (names of games, "Computer" in German, "OK"):
 * every message formatted in both, kept where the two agree. Variables are left unfilled, so
 * only messages without them (or whose text around them agrees) count.
 */
function sameAsEnglish(tag) {
  const bundle = (t) => {
    const b = new FluentBundle(t, { useIsolating: false });
    b.addResource(new FluentResource(source(t)));
    return b;
  };
  const en = bundle("en");
  const other = bundle(tag);
  const texts = new Set();
  const patterns = [];
  const format = (b, pattern) => b.formatPattern(pattern, {}, []).trim();
  for (const [id] of en._messages) {
    const a = en.getMessage(id);
    const b = other.getMessage(id);
    if (!a || !b) continue;
    const pairs = [[a.value, b.value], ...Object.keys(a.attributes).map((k) => [a.attributes[k], b.attributes[k]])];
    for (const [pa, pb] of pairs) {
      if (!pa || !pb) continue;
      const x = format(en, pa);
      if (x !== format(other, pb)) continue;
      // A variable left unfilled shows as {$name}: any value may stand there.
      if (/\{\$\w+\}/.test(x)) patterns.push(new RegExp(`^${x.split(/\{\$\w+\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".+")}$`));
      else texts.add(x);
    }
  }
  return (t) => texts.has(t) || patterns.some((re) => re.test(t));
}

/** The people of the fixtures and mocks: names are the same in every language. */
const NAMES = new Set(["Ana", "Ben", "Quadrille", "OK"]);

/**
 * Every text on the page a person reads or hears: text (visible or for screen readers; not
 * what is hidden from both) and the attributes that name or describe. Whitespace is folded.
 */
async function pageTexts(page) {
  return page.evaluate(() => {
    const out = new Set();
    const add = (s) => {
      const t = (s ?? "").replace(/\s+/g, " ").trim();
      if (t) out.add(t);
    };
    const gone = (el) => !!el.closest("[aria-hidden='true'], script, style, template") || (el.getClientRects().length === 0 && !el.closest(".visually-hidden"));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.parentElement && !gone(n.parentElement)) add(n.textContent);
    for (const el of document.body.querySelectorAll("[aria-label], [title], [placeholder], [alt], [aria-description]")) {
      if (gone(el)) continue;
      for (const a of ["aria-label", "title", "placeholder", "alt", "aria-description"]) if (el.hasAttribute(a)) add(el.getAttribute(a));
    }
    return [...out];
  });
}

/** Screenshots of every state (test-results/) for these languages: the longest and the
 *  right-to-left one, to look at. */
const SHOTS = new Set((process.env.QUADRILLE_LANGUAGE_SHOTS ?? "de,el,ar").split(",").filter(Boolean));

/** Reads as words: two Latin letters in a row (every other script is not English anyway);
 *  not an address (a room link, a server's) or a number with its unit ("400 ms"). */
const wordy = (t) => /[A-Za-z]{2,}/.test(t) && !/^(wss?|https?|quadrille):\/\//.test(t) && !/^[\d.,\s]+(ms|s|px|%)$/.test(t);

let server;
before(async () => {
  server = await serveDist();
});
after(async () => {
  await server?.close();
});

const settle = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** Opens the app with a mock (`kind`: "gaps" | "fourside" | "soi", or "room") in `lang`; `now`
 *  fixes the page's clock (the deals of the day). */
async function open(context, lang, kind, fixture, info, options = {}, now = null) {
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e));
  if (now) await page.clock.setFixedTime(new Date(now));
  info.settings.language = lang;
  if (kind === "room") await installMock(page, roomMock, { fixture, info, options });
  else await installMock(page, fixtureMock, { fixture, info, options, game: kind });
  await page.goto(server.url);
  await page.waitForSelector("main[data-screen='home']");
  await page.waitForFunction((t) => document.documentElement.lang === t, lang);
  return { page, errors };
}

/** Plays a Gaps fixture's step by taps/clicks (a card, then its gap when it has a choice). */
async function playGaps(page, fixture, i) {
  const a = fixture.steps[i].action;
  const cell = (s) => `[data-testid='cell-${s.row}-${s.col}']`;
  const v = Number(await page.getAttribute("[data-testid='gaps-board']", "data-version"));
  if (a.type === "place_aces") await page.click("[data-testid='place-aces']");
  else {
    await page.click(cell(a.from));
    if (await page.$("[data-target='true']")) await page.click(cell(a.to));
  }
  await page.waitForSelector(`[data-testid='gaps-board'][data-version='${v + 1}']`);
}

const SUIT = { clubs: "c", diamonds: "d", hearts: "h", spades: "s" };
const RANK = ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
/** A card's test-id code ("Qh"). */
const code = (card) => `${RANK[card.rank]}${SUIT[card.suit]}`;

/** Opens a dialog with `button`, sees it, closes it with `close` (default: its No/Cancel). */
async function dialog(page, see, what, button, { waitFor = "[data-testid='confirm-no']", close = "[data-testid='confirm-no']" } = {}) {
  await page.click(`[data-testid='${button}']`);
  await page.waitForSelector(waitFor);
  await see(page, what);
  await page.click(close);
  await page.waitForSelector(waitFor, { state: "detached" });
}

/**
 * The screens, each a page of its own: `walk(page, see, said)` goes through its states; `said`
 * records a text to compare with English (a refusal, a hint, a verdict).
 */
const SCREENS = [
  {
    name: "home, settings and statistics, rules",
    open: (c, lang) => open(c, lang, "gaps", sx, defaultInfo()),
    async walk(page, see) {
      await see(page, "home", { header: false });
      await page.click("[data-testid='open-settings']");
      await page.waitForSelector("main[data-screen='settings'] [data-testid='stats-table']");
      await see(page, "settings and statistics");
      await page.click("[data-testid='back']");
      await page.click("[data-testid='open-rules']");
      await page.waitForSelector("[data-testid='rules-page']");
      await see(page, "rules");
    },
  },
  {
    name: "SolitaireX: the game, new deal, reshuffle, tournament",
    open: (c, lang) => open(c, lang, "gaps", sx, defaultInfo()),
    async walk(page, see) {
      await page.click("[data-testid='open-solitaire_x']");
      await page.waitForSelector("[data-testid='gaps-board'] [data-testid^='cell-']");
      await see(page, "SolitaireX", { board: "gaps-board" });
      await dialog(page, see, "SolitaireX new deal", "deal-number");
      await dialog(page, see, "SolitaireX reshuffle", "reshuffle");
      await dialog(page, see, "SolitaireX tournament", "tournament");
    },
  },
  {
    name: "SolitaireX: the end panel and the solution replay",
    open: (c, lang) => open(c, lang, "gaps", losingFirstMove(sx), defaultInfo()),
    async walk(page, see) {
      const lost = losingFirstMove(sx);
      await page.click("[data-testid='open-solitaire_x']");
      await page.waitForSelector("[data-testid='gaps-board'] [data-testid^='cell-']");
      await playGaps(page, lost, 0);
      await page.waitForSelector("[data-testid='show-solution']");
      await see(page, "SolitaireX lost: the end panel");
      await page.click("[data-testid='show-solution']");
      await page.waitForSelector("[data-testid='solution-replay'][data-phase='found']");
      await see(page, "SolitaireX: the solution replay");
    },
  },
  {
    name: "Chinese Puzzle: the game, deal rules, new deal, a refusal, a hint, a verdict",
    open: (c, lang) => open(c, lang, "gaps", cp, defaultInfo()),
    async walk(page, see, said) {
      await page.click("[data-testid='open-chinese_puzzle']");
      await page.waitForSelector("[data-testid='gaps-board'] [data-testid^='cell-']");
      await see(page, "Chinese Puzzle", { board: "gaps-board" });
      await dialog(page, see, "Chinese Puzzle deal rules", "deal-rules");
      await dialog(page, see, "Chinese Puzzle new deal", "new-deal");
      // A refusal: the engine sends a code and English words beside it; the page words the code.
      await page.evaluate(() => (window.__ipc.refuseNext = { code: "ace_order", message: "In bridge order row 8 takes an ace of spades." }));
      const ace = cp.steps[0].action;
      await page.click(`[data-testid='cell-${ace.from.row}-${ace.from.col}']`);
      if (await page.$("[data-target='true']")) await page.click(`[data-testid='cell-${ace.to.row}-${ace.to.col}']`);
      await page.waitForSelector("[data-testid='status'].error");
      await said("refusal", await page.textContent("[data-testid='status']"));
      await see(page, "Chinese Puzzle: a refusal");
      // A verdict (the solver's, after a move) and a hint (the fixture's next move).
      await page.evaluate(() => (window.__ipc.verdict = "winnable"));
      await playGaps(page, cp, 0);
      await playGaps(page, cp, 1);
      await page.waitForFunction(() => (document.querySelector("[data-testid='winnable']")?.textContent ?? "").trim() !== "");
      await said("verdict", await page.textContent("[data-testid='winnable']"));
      await page.click("[data-testid='hint']");
      await page.waitForSelector("[data-hint='true']");
      await page.waitForFunction(() => !document.querySelector("[data-testid='status']")?.classList.contains("error"));
      await said("hint", await page.textContent("[data-testid='status']"));
      await see(page, "Chinese Puzzle: a hint and a verdict");
    },
  },
  {
    name: "Montana and a won Gaps game's end panel",
    open: (c, lang) => open(c, lang, "gaps", winningFirstMove(sx), defaultInfo()),
    async walk(page, see) {
      await page.click("[data-testid='open-montana']");
      await page.waitForSelector("[data-testid='gaps-board'] [data-testid^='cell-']");
      await see(page, "Montana", { board: "gaps-board" });
      await page.goBack();
      await page.click("[data-testid='open-solitaire_x']");
      await page.waitForSelector("[data-testid='gaps-board'] [data-testid^='cell-']");
      await playGaps(page, winningFirstMove(sx), 0);
      await page.waitForSelector("[data-testid='game-over']");
      await see(page, "SolitaireX won: the end panel");
    },
  },
  {
    name: "Today: the games, the calendar, sharing, a board, the new-game question, a daily's end panel",
    open: (c, lang) => {
      const finished = { won: true, score: 48, stats: { played: 4, won: 2, best_score: 48, current_streak: 1, best_streak: 2 }, daily: dailyResult("montana", "2026-12-07", { moves: 1 }, DAILY_NOW) };
      return open(c, lang, "gaps", winningFirstMove(sx), defaultInfo(), { daily: sampleDaily(), finished }, DAILY_NOW);
    },
    async walk(page, see) {
      await page.waitForSelector("[data-testid='today-summary'] .line");
      await see(page, "home with Today's count", { header: false });
      await page.click("[data-testid='open-today']");
      await page.waitForSelector("[data-testid='today-detail-soi']");
      await see(page, "Today");
      await dialog(page, see, "Today: sharing a result", "today-share-solitaire_x");
      await dialog(page, see, "Today: a board", "today-board-solitaire_x", { waitFor: "[data-testid='board-table']", close: "[data-testid='board-sheet-close']" });
      await page.click("[data-testid='today-calendar-game'] [data-value='solitaire_x']");
      await dialog(page, see, "Today: the new-game question", "day-2026-12-03");
      await page.click("[data-testid='today-play-montana']");
      await page.waitForSelector("[data-testid='gaps-board'] [data-testid^='cell-']");
      await playGaps(page, winningFirstMove(sx), 0);
      await page.waitForSelector("[data-testid='end-share']");
      await see(page, "a daily's end panel");
    },
  },
  {
    name: "FourSide: the game, a tile picked up, new game",
    open: (c, lang) => open(c, lang, "fourside", fs, fourSideInfo("light")),
    async walk(page, see) {
      await page.click("[data-testid='open-fourside']");
      await page.waitForSelector("[data-testid='fourside-board'] [data-testid='cell-0-0']");
      await page.click("[data-testid='hand-0']");
      await see(page, "FourSide, a tile picked up", { board: "fourside-board" });
      await dialog(page, see, "FourSide new game", "new-game");
    },
  },
  {
    name: "FourSide: the end panel",
    open: (c, lang) => {
      const finished = { won: true, score: 210, stats: { played: 5, won: 3, best_score: 210, current_streak: 2, best_streak: 2 } };
      return open(c, lang, "fourside", fs, fourSideInfo("light"), { over: { winner: 0, scores: [210, 150], finished } });
    },
    async walk(page, see) {
      await page.click("[data-testid='open-fourside']");
      await page.waitForSelector("[data-testid='game-over']");
      await see(page, "FourSide: the end panel");
    },
  },
  {
    name: "Soi: the table, the picker, scores, memory aid, new game",
    open: (c, lang) => open(c, lang, "soi", soi, soiInfo()),
    async walk(page, see) {
      const hit = soi.steps[0].action;
      await page.click("[data-testid='open-soi']");
      await page.waitForSelector("main[data-screen='soi'] [data-testid='hand']");
      await see(page, "Soi");
      await page.click(`[data-testid='seat-${hit.target}']`);
      await page.waitForSelector("[data-testid='picker']");
      await see(page, "Soi: the picker");
      // An ask, so that a new game is a question (a game is under way).
      await page.click(`[data-testid='ask-${code(hit.card)}']`);
      await page.waitForFunction(() => window.__ipc.calls.some((c) => c.cmd === "soi_act"));
      await page.waitForSelector("[data-testid='picker']", { state: "detached" });
      await dialog(page, see, "Soi scores", "scores", { waitFor: "[data-testid='scores-table']", close: "[data-testid='scores-table-close']" });
      await dialog(page, see, "Soi memory aid", "memory-aid-open", { waitFor: "[data-testid='memory-aid']", close: "[data-testid='memory-aid-close']" });
      await dialog(page, see, "Soi new game", "new-game");
    },
  },
  {
    name: "Soi: game over",
    open: (c, lang) => open(c, lang, "soi", soi, soiInfo(), { gameOver: { scores: [50, 30, 20, 9], totals: [212, 212, 60, 40], places: [1, 1, 3, 4] } }),
    async walk(page, see) {
      const hit = soi.steps[0].action;
      await page.click("[data-testid='open-soi']");
      await page.waitForSelector("main[data-screen='soi'] [data-testid='hand']");
      await page.click(`[data-testid='seat-${hit.target}']`);
      await page.click(`[data-testid='ask-${code(hit.card)}']`);
      await page.waitForSelector("[data-testid='game-over-stats']");
      await see(page, "Soi: game over");
    },
  },
  {
    name: "Play with friends: host and join forms, the waiting room, a game with the room bar",
    open: (c, lang) => open(c, lang, "room", soi, soiInfo(), { nearby: [{ host: "Ana", game: "soi", link: "quadrille://join?host=10.0.0.2%3A7001&room=ab&key=cd&pin=ef" }] }),
    async walk(page, see) {
      await page.click("[data-testid='open-together']");
      await page.waitForSelector("main[data-screen='together'] [data-testid='host-form']");
      await see(page, "lobby: host form");
      await page.click("[data-testid='lobby-tab'] [data-value='join']");
      await page.waitForSelector("[data-testid='nearby-0']");
      await see(page, "lobby: join form, a room nearby");
      await page.click("[data-testid='lobby-tab'] [data-value='host']");
      await hostRoom(page);
      await see(page, "lobby: the waiting room");
      await startRoom(page);
      await see(page, "Soi in a room");
    },
  },
];

for (const [size, device] of SIZES) {
  describe(`every screen in every language: ${size} ${device.viewport.width}×${device.viewport.height}`, () => {
    let browser;
    before(async () => {
      browser = await launch(device);
    });
    after(async () => {
      await browser?.close();
    });

    /** state → the English texts; kind → the English words of a refusal, hint, verdict. */
    const english = new Map();
    const englishSaid = new Map();
    /** state → where a board's first cards sit relative to each other in English. */
    const geometry = new Map();

    for (const lang of LANGUAGES) {
      test(`${lang}: lang set, axe clean, nothing left in English${lang === "ar" ? ", mirrored" : ""}`, async () => {
        const same = lang === "en" ? () => false : sameAsEnglish(lang);
        const problems = [];
        let states = 0;
        const visit = async (screen) => {
          const { page, errors } = await screen.open(browser.context, lang);
          const see = async (p, what, { header = true, board = null } = {}) => {
            await settle(p);
            states += 1;
            assert.equal(await p.getAttribute("html", "lang"), lang, `${what}: <html lang>`);
            assert.equal(await p.getAttribute("html", "dir"), lang === "ar" ? "rtl" : "ltr", `${what}: <html dir>`);
            // Every violation of every state is listed at the end, rather than the first alone.
            await assertNoAxeViolations(p, `${lang} ${size}: ${what}`).catch((e) => problems.push(e.message.split("\n").slice(0, 6).join("\n")));
            const texts = await pageTexts(p);
            if (lang === "en") english.set(what, new Set(texts));
            else {
              const en = english.get(what) ?? new Set();
              const left = texts.filter((t) => wordy(t) && en.has(t) && !same(t) && !NAMES.has(t));
              if (left.length) problems.push(`${what}: ${left.map((t) => JSON.stringify(t)).join(", ")}`);
            }
            if (board) {
              const g = await boardGeometry(p, board);
              if (lang === "en") geometry.set(what, g);
              else assert.deepEqual(g, geometry.get(what), `${what}: the board is laid out as in English`);
            }
            if (lang === "ar" && header) await assertMirrored(p, what, board);
            if (SHOTS.has(lang)) await screenshot(p, `lang-${lang}-${size}-${what.replace(/[^A-Za-z0-9]+/g, "-")}`);
          };
          const said = async (kind, text) => {
            const t = (text ?? "").replace(/\s+/g, " ").trim();
            assert.ok(t, `${kind}: some words are shown`);
            if (lang === "en") englishSaid.set(kind, t);
            else assert.notEqual(t, englishSaid.get(kind), `${lang}: the ${kind} is not in English`);
          };
          await screen.walk(page, see, said);
          assert.deepEqual(errors, [], `${screen.name}: page errors`);
          await page.close();
        };
        // Two pages at a time (a page each for two screens): the suite runs on two cores.
        const queue = [...SCREENS];
        const lane = async () => {
          for (let screen = queue.shift(); screen; screen = queue.shift()) await visit(screen);
        };
        await Promise.all([lane(), lane()]);
        if (lang === "en") assert.deepEqual([...englishSaid.keys()].sort(), ["hint", "refusal", "verdict"]);
        assert.deepEqual(problems, [], `${lang} ${size}: English left on screen`);
        assert.ok(states >= 30, `${states} states seen`);
      });
    }
  });
}

/**
 * Arabic reads right to left: the header's first item (Back) sits at the right and its order
 * runs leftwards, as does a toolbar's; the board keeps its own direction (and, checked in
 * `see`, the geometry it has in English).
 */
async function assertMirrored(page, what, board) {
  const seen = await page.evaluate((boardId) => {
    const box = (el) => {
      const r = el?.getBoundingClientRect();
      return r && r.width > 0 ? { left: r.left, right: r.right, mid: r.left + r.width / 2 } : null;
    };
    const main = document.querySelector("main");
    const back = main?.querySelector("[data-testid='back']");
    // The header the back button heads (a game's header may be a side panel's, on a desktop).
    const header = back?.closest("header") ?? back?.parentElement;
    const tools = [...(main?.querySelectorAll("nav.toolbar button") ?? [])].filter((b) => b.getClientRects().length > 0);
    const b = boardId ? document.querySelector(`[data-testid='${boardId}']`) : null;
    return { back: box(back), header: box(header), tools: tools.map((t) => box(t).mid), board: b ? getComputedStyle(b).direction : null };
  }, board);
  if (seen.back && seen.header) assert.ok(seen.back.mid > seen.header.mid, `${what}: the back button starts its header on the right (${JSON.stringify(seen)})`);
  if (seen.tools.length > 1) assert.ok(seen.tools[0] > seen.tools.at(-1), `${what}: the toolbar runs right to left`);
  if (board) assert.equal(seen.board, "ltr", `${what}: the board keeps its own direction`);
}

/** Which way a board's first row runs and its first column falls (the sign of each step). */
async function boardGeometry(page, board) {
  return page.evaluate((id) => {
    const at = (r, c) => document.querySelector(`[data-testid='${id}'] [data-testid='cell-${r}-${c}']`)?.getBoundingClientRect();
    const [a, b, d] = [at(0, 0), at(0, 1), at(1, 0)];
    if (!a || !b || !d) return null;
    const sign = (v) => (Math.abs(v) < 1 ? 0 : Math.sign(v));
    return { row: [sign(b.left - a.left), sign(b.top - a.top)], column: [sign(d.left - a.left), sign(d.top - a.top)] };
  }, board);
}
