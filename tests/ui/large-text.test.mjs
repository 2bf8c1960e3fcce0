// Large text and zoom: every game screen with the root font size at 200 % (what Android's
// system font scale does to the WebView) at 390×844 and 1280×800, and at 200 % page zoom on a
// phone (390×844 seen as 195×422 CSS px) and on the desktop (1280×800 seen as 640×400); home,
// settings and rules at 200 % text on the phone; Today, its dialogs and a daily's end panel at
// 200 % text and zoom on both. Nothing may be wider than the window or scroll
// sideways, the screen's blocks and toolbar controls may not overlap, and no label, read-out or
// status line may be cut. Screenshots go to test-results/ (the README's phone-text and
// desktop-zoom ones to docs/screenshots/ with QUADRILLE_DOCS_SCREENSHOTS=1).
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DESKTOP, PHONE, launch, loadFixture, repo, serveDist, shots } from "./harness.mjs";
import { pseudoText } from "./pseudo.mjs";
import { DAILY_NOW, dailyResult, hostRoom, losingFirstMove, openFourSideWith, openGaps, openLobby, openSoiWith, openToday, startRoom, winningFirstMove } from "./a11y-helpers.mjs";

const sx = loadFixture("solitairex");
const cp = loadFixture("chinese_puzzle");
const fs = loadFixture("fourside");
const soi = loadFixture("soi");
const out = process.env.QUADRILLE_DOCS_SCREENSHOTS === "1" ? join(repo, "docs", "screenshots") : shots;
/** The pseudo-locale run (large-text-pseudo.test.mjs): words are looked for in their pseudo form. */
const PSEUDO = process.env.QUADRILLE_PSEUDO === "1";
const words = (english) => (PSEUDO ? `[${pseudoText(english)}]` : english);
const ZOOMED_DESKTOP = { viewport: { width: 640, height: 400 }, hasTouch: false, isMobile: false, deviceScaleFactor: 2 };
const ZOOMED_PHONE = { viewport: { width: 195, height: 422 }, hasTouch: true, isMobile: true, deviceScaleFactor: 4 };

let server;
before(async () => {
  server = await serveDist();
});
after(async () => {
  await server?.close();
});

const GAMES = [
  ["solitaire-x", (c, t) => openGaps(c, server.url, sx, "solitaire_x", t)],
  ["chinese-puzzle", (c, t) => openGaps(c, server.url, cp, "chinese_puzzle", t)],
  ["fourside", (c, t) => openFourSideWith(c, server.url, fs, t)],
  ["soi", (c, t) => openSoiWith(c, server.url, soi, t)],
];

/** What does not fit: elements past the window's edges, overlapping controls, cut text. */
async function layoutProblems(page) {
  return page.evaluate(() => {
    const problems = [];
    const w = document.documentElement.clientWidth;
    const name = (el) => el.dataset.testid ?? `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}:${(el.textContent ?? "").trim().slice(0, 24)}`;
    const hidden = (el) => !!el.closest(".visually-hidden, [aria-hidden='true']") || el.getClientRects().length === 0;
    // Only a wide table is meant to scroll sideways (inside its .table-wrap); a screen that
    // scrolls down (overflow-y: auto, which makes overflow-x auto too) must not scroll sideways.
    const scrolls = (el) => !!el.closest(".table-wrap");
    for (const box of [document.scrollingElement, ...document.querySelectorAll("main, main *")]) {
      if (!box || hidden(box) || scrolls(box)) continue;
      const o = getComputedStyle(box).overflowX;
      if ((o === "auto" || o === "scroll" || box === document.scrollingElement) && box.scrollWidth > box.clientWidth + 1)
        problems.push(`${name(box)} scrolls sideways (${box.scrollWidth} px of content in ${box.clientWidth} px)`);
    }
    for (const el of document.querySelectorAll("main *")) {
      if (hidden(el) || scrolls(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.width > w + 1 || r.left < -1 || r.right > w + 1) problems.push(`${name(el)} spans ${Math.round(r.left)}..${Math.round(r.right)} in a ${w} px window`);
    }
    const overlaps = (els) => {
      const rects = els.filter((el) => !hidden(el)).map((el) => [el, el.getBoundingClientRect()]);
      for (let i = 0; i < rects.length; i++)
        for (let j = i + 1; j < rects.length; j++) {
          const [a, ra] = rects[i];
          const [b, rb] = rects[j];
          const x = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
          const y = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
          if (x > 1 && y > 1) problems.push(`${name(a)} overlaps ${name(b)}`);
        }
    };
    overlaps([...document.querySelectorAll("nav.toolbar button")]);
    // The screen's own blocks (header, read-outs, board, hand, status, legend, toolbar) do not
    // run into each other; overlays (absolute or fixed: covers, flying cards) are left out.
    const blocks = [...document.querySelectorAll("main > *")].filter((el) => !["absolute", "fixed"].includes(getComputedStyle(el).position));
    overlaps(blocks);
    // What is drawn may be bigger than the block holding it: the boards, hand tiles and status.
    overlaps([...document.querySelectorAll("[data-testid='gaps-board'], [data-testid='fourside-board'], main [data-testid^='hand-'], [data-testid='hand'], [data-testid='status'], nav.toolbar")]);
    overlaps([...document.querySelectorAll("main header > button, main header > h1, main header > dl, main header > .readouts, main header > span")]);
    // Cut text: a label, read-out or status narrower or shorter than its own text.
    for (const el of document.querySelectorAll("nav.toolbar button, nav.toolbar button span, main header h1, [data-testid='status'], main header dd, main header dt")) {
      if (hidden(el)) continue;
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) problems.push(`${name(el)} is cut (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`);
    }
    // Read-outs drawn in a box (Soi's seats, FourSide's players, the Gaps read-outs) keep
    // their text inside the box.
    for (const box of document.querySelectorAll("main [data-testid^='seat-'], main .player, main header dl, main header .readouts")) {
      if (hidden(box)) continue;
      const b = box.getBoundingClientRect();
      for (const el of box.querySelectorAll("*")) {
        if (hidden(el)) continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        if (r.left < b.left - 1 || r.right > b.right + 1 || r.top < b.top - 1 || r.bottom > b.bottom + 1)
          problems.push(`${name(el)} sticks out of ${name(box)} (${Math.round(r.left)}..${Math.round(r.right)} × ${Math.round(r.top)}..${Math.round(r.bottom)} in ${Math.round(b.left)}..${Math.round(b.right)} × ${Math.round(b.top)}..${Math.round(b.bottom)})`);
      }
    }
    // A seat's name at a Soi table wraps between words, never inside one (a room's computers
    // read "Medi/um/com/pute/r 3" in a phone's side seats at 200 % text): each word's line boxes
    // are on one line.
    for (const el of document.querySelectorAll("main[data-screen='soi'] [data-testid^='seat-'] .name, main[data-screen='soi'] .me .name")) {
      if (hidden(el)) continue;
      for (const node of el.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE) continue;
        for (const m of node.textContent.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const rects = [...range.getClientRects()].filter((r) => r.width > 0);
          // A glyph from a fallback font may sit a pixel or two off; a new line starts below the first's middle.
          if (rects.some((r) => r.top > rects[0].top + rects[0].height / 2)) problems.push(`${name(el)}: "${m[0]}" breaks inside the word`);
        }
      }
    }
    // Anything drawn with an ellipsis that needs it has lost text.
    for (const el of document.querySelectorAll("main *")) {
      if (hidden(el) || getComputedStyle(el).textOverflow !== "ellipsis") continue;
      if (el.scrollWidth > el.clientWidth + 1) problems.push(`${name(el)} is cut short with an ellipsis`);
    }
    return problems;
  });
}

describe("200 % text on a 390×844 phone", () => {
  let browser;
  before(async () => {
    browser = await launch(PHONE);
  });
  after(async () => {
    await browser?.close();
  });

  for (const [game, open] of GAMES) {
    test(`${game}: nothing wider than the window, no overlapping or cut controls`, async () => {
      const { page, errors } = await open(browser.context, "light");
      await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), "32px");
      // The text really grew: the toolbar's labels are at least twice their 100 % size (≥ 20 px).
      const label = await page.$eval("nav.toolbar button", (b) => parseFloat(getComputedStyle(b).fontSize));
      assert.ok(label >= 20, `toolbar text is ${label} px`);
      mkdirSync(out, { recursive: true });
      await page.screenshot({ path: join(out, `${game}-phone-200-text.png`) });
      assert.deepEqual(await layoutProblems(page), []);
      assert.deepEqual(errors, []);
      await page.close();
    });
  }

  test("play with friends: the lobby's forms, the waiting room and a game's room bar fit", async () => {
    const nearby = [{ host: "Anastasia Konstantinopoulou", game: "four_side", link: "quadrille://join?host=10.0.0.2%3A7001&room=ab&key=cd&pin=ef" }];
    const { page, errors } = await openLobby(browser.context, server.url, soi, "light", { options: { nearby } });
    await bigText(page);
    assert.deepEqual(await layoutProblems(page), [], "host form");
    await page.click("[data-testid='host-game'] [data-value='four_side']");
    assert.deepEqual(await layoutProblems(page), [], "host form, FourSide");
    await page.click("[data-testid='lobby-tab'] [data-value='join']");
    await page.waitForSelector("[data-testid='nearby-0']");
    assert.deepEqual(await layoutProblems(page), [], "join form with a room nearby");
    await page.click("[data-testid='lobby-tab'] [data-value='host']");
    await page.click("[data-testid='host-game'] [data-value='soi']");
    await hostRoom(page);
    await page.evaluate(() => window.__ipc.join(2, "Bartholomew"));
    await page.waitForSelector("[data-testid='lobby-seat-2'][data-kind='person']");
    await page.screenshot({ path: join(shots, "together-waiting-phone-200-text.png") });
    assert.deepEqual(await layoutProblems(page), [], "waiting room");
    await page.click("[data-testid='seat-2-remove']");
    await page.waitForSelector("[data-testid='lobby-seat-2'][data-kind='open']");
    await startRoom(page);
    await page.evaluate(() => window.__ipc.setLink({ state: "reconnecting", attempt: 12 }));
    await page.waitForSelector("[data-testid='room-bar'][data-link='reconnecting']");
    await page.screenshot({ path: join(shots, "together-soi-phone-200-text.png") });
    assert.deepEqual(await layoutProblems(page), [], "Soi with the room bar");
    // The seats fold behind a button that says whose turn it is; it unfolds them.
    assert.equal(await page.isVisible("[data-testid='room-seat-0']"), false);
    assert.ok((await page.textContent("[data-testid='room-seats-toggle']")).includes(words("Your turn")));
    await page.click("[data-testid='room-seats-toggle']");
    assert.equal(await page.getAttribute("[data-testid='room-seats-toggle']", "aria-expanded"), "true");
    assert.equal(await page.isVisible("[data-testid='room-seat-0']"), true);
    await page.screenshot({ path: join(shots, "together-soi-seats-phone-200-text.png") });
    assert.deepEqual(await layoutProblems(page), [], "Soi with the room bar's seats unfolded");
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("home, settings and rules: nothing wider than the window, no cut headings", async () => {
    const { page, errors } = await openGaps(browser.context, server.url, sx, "solitaire_x", "light");
    await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
    await page.click("[data-testid='back']");
    await page.waitForSelector("main[data-screen='home']");
    assert.deepEqual(await layoutProblems(page), [], "home");
    await page.click("[data-testid='open-settings']");
    await page.waitForSelector("main[data-screen='settings']");
    assert.deepEqual(await layoutProblems(page), [], "settings");
    await page.screenshot({ path: join(shots, "settings-phone-200-text.png") });
    await page.click("[data-testid='back']");
    await page.click("[data-testid='open-rules']");
    await page.waitForSelector("[data-testid='rules-page']");
    assert.deepEqual(await layoutProblems(page), [], "rules");
    assert.deepEqual(errors, []);
    await page.close();
  });
});


describe("200 % text and zoom: Today", () => {
  for (const [what, device, big] of [
    ["phone-200-text", PHONE, true],
    ["desktop-200-text", DESKTOP, true],
    ["phone-200-zoom", ZOOMED_PHONE, false],
    ["desktop-200-zoom", ZOOMED_DESKTOP, false],
  ]) {
    test(`${what}: the screen, its dialogs and a daily's end panel fit`, async () => {
      const browser = await launch(device);
      try {
        const { page, errors } = await openTodayToWin(browser.context, "light");
        await assertTodayFits(page, what, { big });
        assert.deepEqual(errors, []);
        await page.close();
      } finally {
        await browser.close();
      }
    });
  }
});

/** Sets 200 % text on the page and waits for the layout to settle. */
async function bigText(page) {
  await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.waitForTimeout(50);
}

/**
 * Today at the text size or zoom the browser has: the screen, its share dialog, a board and
 * the new-game question fit; then a daily's end panel and its share dialog (`what`: the run).
 */
async function assertTodayFits(page, what, { big = false } = {}) {
  if (big) await bigText(page);
  await page.screenshot({ path: join(shots, `today-${what}.png`) });
  assert.deepEqual(await layoutProblems(page), [], `Today, ${what}`);
  for (const [open, sheet] of [
    ["today-share-solitaire_x", "share-text"],
    ["today-board-montana", "board-table"],
  ]) {
    await page.click(`[data-testid='${open}']`);
    await page.waitForSelector(`[data-testid='${sheet}']`);
    await assertSheetsFit(page, `Today's ${sheet}, ${what}`);
    await page.keyboard.press("Escape");
    await page.waitForSelector(`[data-testid='${sheet}']`, { state: "detached" });
  }
  await page.click("[data-testid='today-calendar-game'] [data-value='solitaire_x']");
  await page.click("[data-testid='day-2026-12-03']");
  await page.waitForSelector("[role='dialog'] [data-testid='confirm-yes']");
  await assertSheetsFit(page, `Today's new-game question, ${what}`);
  await page.click("[data-testid='confirm-no']");
  await page.click("[data-testid='today-play-montana']");
  await page.waitForSelector("[data-testid='gaps-board'] [data-testid^='cell-']");
  const a = winningFirstMove(sx).steps[0].action;
  await page.click(`[data-testid='cell-${a.from.row}-${a.from.col}']`);
  if (await page.$("[data-target='true']")) await page.click(`[data-testid='cell-${a.to.row}-${a.to.col}']`);
  await page.waitForSelector("[data-testid='game-over'] [data-testid='end-share']");
  await assertSheetsFit(page, `a daily's end panel, ${what}`);
  await page.click("[data-testid='end-share']");
  await page.waitForSelector("[data-testid='share-text']");
  await page.screenshot({ path: join(shots, `today-end-share-${what}.png`) });
  await assertSheetsFit(page, `a daily's end panel's share dialog, ${what}`);
}

/** Today with a daily of Montana that its first move wins (its end panel offers Share). */
function openTodayToWin(context, theme) {
  const finished = { won: true, score: 48, stats: { played: 4, won: 2, best_score: 48, current_streak: 1, best_streak: 2 }, daily: dailyResult("montana", "2026-12-07", { moves: 1 }, DAILY_NOW) };
  return openToday(context, server.url, winningFirstMove(sx), theme, { options: { finished } });
}

/**
 * Every open sheet and dialog fits the window: none wider, none scrolled or scrolling sideways.
 * What an ancestor clips (a card's big suit inside its face) counts only as far as it shows. A
 * board sizes its cells from a ResizeObserver, which a loaded machine runs a few frames late, so
 * the check is read again for up to two seconds before it counts as failed.
 */
async function assertSheetsFit(page, what) {
  assert.ok(await page.$("[role='dialog'], .modal-sheet"), `${what}: a dialog or sheet is open`);
  let wide = await sheetsStickingOut(page);
  for (let i = 0; i < 20 && wide.length > 0; i++) {
    await page.waitForTimeout(100);
    wide = await sheetsStickingOut(page);
  }
  assert.deepEqual(wide, [], `${what}: sheets and dialogs fit the window`);
}

/** What in an open sheet or dialog sticks out of the window or scrolls sideways. */
function sheetsStickingOut(page) {
  return page.evaluate(() => {
    const w = document.documentElement.clientWidth;
    const out = [];
    // Sheets, and the end panels (a dialog that is not a .modal-sheet).
    for (const el of document.querySelectorAll(".modal-backdrop, .modal-sheet, .modal-sheet *, [role='dialog'], [role='dialog'] *")) {
      if (el.getClientRects().length === 0 || el.closest(".table-wrap, .visually-hidden")) continue;
      // What shows of it: an ancestor that clips (a card face, a cell) cuts its box down.
      const r = el.getBoundingClientRect();
      let { left, right } = r;
      for (let a = el.parentElement; a && left < right; a = a.parentElement) {
        if (getComputedStyle(a).overflowX === "visible") continue;
        const c = a.getBoundingClientRect();
        left = Math.max(left, c.left);
        right = Math.min(right, c.right);
      }
      if (left >= right) continue;
      const own = el.dataset?.testid ?? `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}`;
      const holder = el.parentElement?.closest("[data-testid]")?.getAttribute("data-testid");
      const name = holder && !el.dataset?.testid ? `${own} in ${holder}` : own;
      if (left < -1 || right > w + 1) out.push(`${name} spans ${Math.round(left)}..${Math.round(right)} in ${w} px`);
      if (el.scrollLeft > 0 || (getComputedStyle(el).overflowX !== "visible" && el.scrollWidth > el.clientWidth + 1))
        out.push(`${name} scrolls sideways (${el.scrollWidth} in ${el.clientWidth})`);
    }
    return out;
  });
}

/**
 * The Gaps read-outs at large text on a phone give way to the board: one line (the score and a
 * Details button), the rest hidden until Details unfolds it; then every read-out is shown (and
 * the deal number can be tapped), and Details says it is expanded.
 */
async function assertReadoutsFold(page, game) {
  await page.evaluate(() => document.querySelectorAll("main, main *").forEach((el) => el.scrollTop > 0 && el.scrollTo(0, 0)));
  const lines = await page.evaluate(() => {
    const box = document.querySelector("main header .readouts").getBoundingClientRect();
    const score = document.querySelector("[data-testid='score']").getBoundingClientRect();
    const shown = [...document.querySelectorAll("main header .readouts dt")].filter((dt) => dt.getClientRects().length > 0).map((dt) => dt.textContent);
    return { height: box.height, line: score.height, shown };
  });
  assert.deepEqual(lines.shown, [words("Score")], `${game}: folded, only the score is shown`);
  assert.ok(lines.height < lines.line * 1.9, `${game}: the read-outs take one line (${lines.height} px, a line is ${lines.line} px)`);
  const details = "[data-testid='readouts-details']";
  assert.equal(await page.getAttribute(details, "aria-expanded"), "false");
  await page.screenshot({ path: join(shots, `${game}-readouts-folded-phone-200-text.png`) });
  // By keyboard: the game's own keys must leave Enter on it alone.
  await page.focus(details);
  await page.keyboard.press("Enter");
  assert.equal(await page.getAttribute(details, "aria-expanded"), "true");
  const shown = await page.$$eval("main header .readouts dt", (els) => els.filter((dt) => dt.getClientRects().length > 0).length);
  const all = await page.$$eval("main header .readouts dt", (els) => els.length);
  assert.ok(shown === all && all >= 4, `${game}: unfolded, all ${all} read-outs are shown (${shown})`);
  assert.ok(await page.isVisible("[data-testid='deal-number']"), `${game}: the deal number can be tapped`);
  await page.screenshot({ path: join(shots, `${game}-readouts-unfolded-phone-200-text.png`) });
}

describe("200 % text on a 390×844 phone: cards, dialogs and the replay", () => {
  let browser;
  before(async () => {
    browser = await launch(PHONE);
  });
  after(async () => {
    await browser?.close();
  });

  for (const [game, variant, fixture] of [
    ["solitaire-x", "solitaire_x", sx],
    ["chinese-puzzle", "chinese_puzzle", cp],
  ]) {
    test(`${game}: the board keeps its size (cards at least 32×32, indices at least 14 px); its dialogs fit`, async () => {
      const { page, errors } = await openGaps(browser.context, server.url, fixture, variant, "light");
      await bigText(page);
      const cards = await page.$$eval("[data-testid^='cell-'][data-card]:not([data-card=''])", (els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          const rank = el.querySelector(".rank");
          return { id: el.dataset.testid, w: r.width, h: r.height, index: rank ? parseFloat(getComputedStyle(rank).fontSize) : 0 };
        }),
      );
      assert.ok(cards.length > 40, "the board's cards");
      const small = cards.filter((c) => c.w < 32 || c.h < 32 || c.index < 14);
      assert.deepEqual(small.slice(0, 3), [], `${small.length} cards under 32×32 px or with an index under 14 px`);
      // The last row can be scrolled to.
      const last = `[data-testid='cell-${variant === "solitaire_x" ? "3-12" : "7-13"}']`;
      await page.$eval(last, (el) => el.scrollIntoView({ block: "center" }));
      const r = await page.$eval(last, (el) => el.getBoundingClientRect().toJSON());
      assert.ok(r.top >= 0 && r.bottom <= 844, `the last card scrolls into view (${r.top}..${r.bottom})`);
      assert.deepEqual(await layoutProblems(page), []);
      await assertReadoutsFold(page, game);
      assert.deepEqual(await layoutProblems(page), [], "unfolded");
      // The new-deal dialog (and SolitaireX's tournament, Chinese Puzzle's deal rules).
      const opens = variant === "solitaire_x" ? ["deal-number", "tournament"] : ["new-deal", "deal-rules"];
      for (const open of opens) {
        await page.click(`[data-testid='${open}']`);
        await page.waitForSelector("[data-testid='confirm-no']");
        await page.screenshot({ path: join(shots, `${game}-${open}-phone-200-text.png`) });
        await assertSheetsFit(page, `${game} ${open}`);
        await page.click("[data-testid='confirm-no']");
        await page.waitForSelector("[data-testid='confirm-no']", { state: "detached" });
      }
      assert.deepEqual(errors, []);
      await page.close();
    });
  }

  test("the solution replay: every control fits, and is in view when it has focus", async () => {
    const lost = losingFirstMove(sx);
    const { page, errors } = await openGaps(browser.context, server.url, lost, "solitaire_x", "light");
    const a = lost.steps[0].action;
    await page.tap(`[data-testid='cell-${a.from.row}-${a.from.col}']`);
    if (await page.$("[data-target='true']")) await page.tap(`[data-testid='cell-${a.to.row}-${a.to.col}']`);
    await page.waitForSelector("[data-testid='show-solution']");
    await bigText(page);
    await page.click("[data-testid='show-solution']");
    await page.waitForSelector("[data-testid='solution-replay'][data-phase='found']");
    // One step in, so that Back is on too.
    await page.click("[data-testid='replay-forward']");
    await page.screenshot({ path: join(shots, "replay-phone-200-text.png") });
    await assertSheetsFit(page, "the replay");
    const controls = ["replay-close", "replay-back", "replay-play", "replay-forward", "replay-speed-slow", "replay-speed-normal", "replay-speed-fast"];
    for (const c of controls) {
      const sel = c.startsWith("replay-speed-") ? `[data-testid='replay-speed'] [data-value='${c.slice(13)}']` : `[data-testid='${c}']`;
      await page.focus(sel);
      await page.waitForTimeout(30);
      const seen = await page.evaluate((s) => {
        const el = document.querySelector(s);
        const r = el.getBoundingClientRect();
        const sheet = el.closest(".modal-sheet").getBoundingClientRect();
        const title = document.querySelector("[data-testid='solution-replay'] h2").getBoundingClientRect();
        return { r: r.toJSON(), sheet: sheet.toJSON(), title: title.toJSON(), w: innerWidth, h: innerHeight };
      }, sel);
      const inside = (r, b) => r.left >= b.left - 1 && r.right <= b.right + 1 && r.top >= b.top - 1 && r.bottom <= b.bottom + 1;
      assert.ok(inside(seen.r, { left: 0, top: 0, right: seen.w, bottom: seen.h }), `${c} is in the window when focused: ${JSON.stringify(seen.r)}`);
      assert.ok(inside(seen.r, seen.sheet), `${c} is inside the sheet when focused`);
      assert.ok(seen.title.left >= seen.sheet.left - 1, `${c} focused: the title is not pushed out sideways`);
    }
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("SolitaireX's other dialogs and sheets: give up, reshuffle, a tournament's fresh deal and next player, the end, no solution", async () => {
    const lost = losingFirstMove(sx);
    // A game in progress: the new-deal dialog offers giving up; the tournament needs a fresh deal.
    const { page, errors } = await openGaps(browser.context, server.url, sx, "solitaire_x", "light");
    await bigText(page);
    const a = sx.steps[0].action;
    await page.tap(`[data-testid='cell-${a.from.row}-${a.from.col}']`);
    if (await page.$("[data-target='true']")) await page.tap(`[data-testid='cell-${a.to.row}-${a.to.col}']`);
    await page.waitForSelector("[data-testid='gaps-board'][data-version='2']");
    for (const [open, has] of [
      ["new-deal", "give-up-solution"],
      ["reshuffle", "confirm-yes"],
      ["tournament", "confirm-yes"],
    ]) {
      await page.click(`[data-testid='${open}']`);
      await page.waitForSelector(`[role='dialog'] [data-testid='${has}']`);
      await page.screenshot({ path: join(shots, `solitaire-x-${open}-in-play-phone-200-text.png`) });
      await assertSheetsFit(page, `${open} during a game`);
      await page.click("[data-testid='confirm-no']");
      await page.waitForSelector("[role='dialog']", { state: "detached" });
    }
    assert.deepEqual(errors, []);
    await page.close();

    const playing = structuredClone(sx);
    playing.initial.tournament = { current: "Ada", finished: [{ player: "Bartholomew", score: 31 }], high_score: { player: "Bartholomew", score: 31 } };
    playing.initial.can_start_tournament = false;
    const t = await openGaps(browser.context, server.url, playing, "solitaire_x", "light");
    await bigText(t.page);
    await t.page.click("[data-testid='tournament']");
    await t.page.waitForSelector("[role='dialog'] [data-testid='player-name']");
    await t.page.screenshot({ path: join(shots, "solitaire-x-next-player-phone-200-text.png") });
    await assertSheetsFit(t.page, "next player");
    assert.deepEqual(t.errors, []);
    await t.page.close();

    const end = await openGaps(browser.context, server.url, lost, "solitaire_x", "light");
    await bigText(end.page);
    await end.page.tap(`[data-testid='cell-${a.from.row}-${a.from.col}']`);
    if (await end.page.$("[data-target='true']")) await end.page.tap(`[data-testid='cell-${a.to.row}-${a.to.col}']`);
    await end.page.waitForSelector("[data-testid='show-solution']");
    await end.page.screenshot({ path: join(shots, "solitaire-x-lost-phone-200-text.png") });
    await assertSheetsFit(end.page, "the end panel");
    await end.page.evaluate(() => (window.__ipc.solution = "all_lost"));
    await end.page.click("[data-testid='show-solution']");
    await end.page.waitForSelector("[data-testid='replay-message']");
    await end.page.screenshot({ path: join(shots, "replay-message-phone-200-text.png") });
    await assertSheetsFit(end.page, "no solution");
    assert.deepEqual(end.errors, []);
    await end.page.close();
  });

  test("FourSide's new game and Soi's scores: no wider than the window", async () => {
    for (const [what, open, button, sheet] of [
      ["FourSide new game", (c) => openFourSideWith(c, server.url, fs, "light"), "new-game", "confirm-no"],
      ["Soi scores", (c) => openSoiWith(c, server.url, soi, "light"), "scores", "scores-table"],
    ]) {
      const { page, errors } = await open(browser.context);
      await bigText(page);
      await page.click(`[data-testid='${button}']`);
      await page.waitForSelector(`[data-testid='${sheet}']`);
      await assertSheetsFit(page, what);
      assert.deepEqual(errors, []);
      await page.close();
    }
  });
});

describe("200 % text on a 1280×800 desktop", () => {
  let browser;
  before(async () => {
    browser = await launch(DESKTOP);
  });
  after(async () => {
    await browser?.close();
  });

  for (const [game, open] of GAMES) {
    test(`${game}: nothing wider than the window, no overlapping or cut controls`, async () => {
      const { page, errors } = await open(browser.context, "dark");
      await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: join(shots, `${game}-desktop-200-text.png`) });
      assert.deepEqual(await layoutProblems(page), []);
      assert.deepEqual(errors, []);
      await page.close();
    });
  }
});

describe("200 % zoom on a 1280×800 desktop (640×400 CSS px)", () => {
  let browser;
  before(async () => {
    browser = await launch(ZOOMED_DESKTOP);
  });
  after(async () => {
    await browser?.close();
  });

  for (const [game, open] of GAMES) {
    test(`${game}: nothing wider than the window, no overlapping or cut controls`, async () => {
      const { page, errors } = await open(browser.context, "dark");
      mkdirSync(out, { recursive: true });
      await page.screenshot({ path: join(out, `${game}-desktop-200-zoom.png`) });
      assert.deepEqual(await layoutProblems(page), []);
      if (game === "solitaire-x" || game === "chinese-puzzle") {
        // The board keeps the engine's rows as rows and cards a usable size.
        const cell = await page.$eval("[data-testid='cell-0-1']", (el) => el.getBoundingClientRect());
        assert.ok(cell.width >= 14 && cell.height >= 20, `cards are ${cell.width}×${cell.height}`);
      }
      assert.deepEqual(errors, []);
      await page.close();
    });
  }
});

describe("200 % zoom on a 390×844 phone (195×422 CSS px)", () => {
  let browser;
  before(async () => {
    browser = await launch(ZOOMED_PHONE);
  });
  after(async () => {
    await browser?.close();
  });

  test("FourSide's game over: both score boxes inside the panel", async () => {
    const finished = { won: true, score: 210, stats: { played: 5, won: 3, best_score: 210, current_streak: 2, best_streak: 2 } };
    const { page, errors } = await openFourSideWith(browser.context, server.url, fs, "light", { over: { winner: 0, scores: [210, 150], finished } });
    await page.waitForSelector("[data-testid='game-over']");
    await page.screenshot({ path: join(shots, "fourside-game-over-phone-200-zoom.png") });
    const cut = await page.$$eval("[data-testid^='final-score-']", (els) =>
      els
        .map((e) => [e.dataset.testid, e.parentElement.getBoundingClientRect(), e.closest(".modal-sheet, [data-testid='game-over']").getBoundingClientRect()])
        .filter(([, r, p]) => r.left < p.left - 1 || r.right > p.right + 1 || r.right > innerWidth)
        .map(([id, r, p]) => `${id}: ${Math.round(r.left)}..${Math.round(r.right)} in ${Math.round(p.left)}..${Math.round(p.right)}`),
    );
    assert.deepEqual(cut, [], "score boxes cut");
    assert.deepEqual(errors, []);
    await page.close();
  });

  for (const [game, open] of GAMES) {
    test(`${game}: nothing wider than the window, no overlapping or cut controls, the board usable`, async () => {
      const { page, errors } = await open(browser.context, "light");
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: join(shots, `${game}-phone-200-zoom.png`) });
      assert.deepEqual(await layoutProblems(page), []);
      if (game === "solitaire-x" || game === "chinese-puzzle") {
        // Cards keep a usable size (the board scrolls with the screen rather than shrinking).
        const cell = await page.$eval("[data-testid='cell-0-1']", (el) => el.getBoundingClientRect());
        const least = game === "solitaire-x" ? 36 : 16;
        assert.ok(cell.width >= least && cell.height >= least, `cards are ${cell.width}×${cell.height}`);
        // The last row can be scrolled to and tapped.
        const last = `[data-testid='cell-${game === "solitaire-x" ? "3-12" : "7-13"}']`;
        await page.$eval(last, (el) => el.scrollIntoView({ block: "center" }));
        const r = await page.$eval(last, (el) => el.getBoundingClientRect());
        assert.ok(r.top >= 0 && r.bottom <= 422, `the last card scrolls into view (${r.top}..${r.bottom})`);
      }
      if (game === "fourside") {
        // Keys keep the focused tile in view as the screen scrolls: Space to the hand, then
        // along it to the last tile, on the hand's second row below the fold.
        await page.$eval("[data-testid='cell-4-4']", (el) => el.focus({ preventScroll: true }));
        await page.$eval("main", (el) => el.scrollTo(0, 0));
        await page.keyboard.press(" ");
        for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
        assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), "hand-4");
        const r = await page.evaluate(() => document.activeElement.getBoundingClientRect().toJSON());
        assert.ok(r.top >= 0 && r.bottom <= 422, `the focused hand tile is in view (${r.top}..${r.bottom})`);
      }
      assert.deepEqual(errors, []);
      await page.close();
    });
  }
});
