// FourSide in Chromium at a phone (portrait and landscape), a tablet and a desktop, against the
// built UI, with IPC answered from the real engine's fixture (tests/ui/.fixtures/fourside.json:
// a placement that needs a quarter turn, the computer's reply, a hint, the hinted placement,
// the computer's reply, and the engine's refusal of the unturned tile).
// Run: cargo run -q -p quadrille-cli -- fixtures tests/ui/.fixtures && npm run build:ui && node --test tests/ui/
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { DESKTOP, PHONE, installMock, launch, loadFixture, screenshot, serveDist } from "./harness.mjs";
import { fixtureMock, fourSideInfo } from "./mocks.mjs";
import { refusalWords } from "./catalogue.mjs";

const fixture = loadFixture("fourside");
const PHONE_LANDSCAPE = { ...PHONE, viewport: { width: 844, height: 390 } };
const TABLET = { viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const DEVICES = [
  ["phone", PHONE, true],
  ["phone-landscape", PHONE_LANDSCAPE, true],
  ["tablet", TABLET, true],
  ["desktop", DESKTOP, false],
];

let server;
before(async () => {
  server = await serveDist();
});
after(async () => {
  await server?.close();
});

/** Opens the app on FourSide with the mock installed. */
async function openFourSide(context, options = {}) {
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e));
  await installMock(page, fixtureMock, { fixture, info: fourSideInfo(options.theme), options, game: "fourside" });
  await page.goto(server.url);
  await page.waitForSelector("main[data-screen='home']");
  await page.click("[data-testid='open-fourside']");
  await page.waitForSelector("main[data-screen='fourside'] [data-testid='fourside-board']");
  await page.waitForSelector("[data-testid='cell-8-8']");
  return { page, errors };
}

const calls = (page) => page.evaluate(() => window.__ipc.calls);
const cellSel = (r, c) => `[data-testid='cell-${r}-${c}']`;

async function press(page, selector, touch) {
  if (touch) await page.tap(selector);
  else await page.click(selector);
}

// The UI's rules, restated: a tile turned clockwise brings its left number to the top.
const rotate = (t, q) => {
  let x = t;
  for (let i = 0; i < q % 4; i++) x = { top: x.left, right: x.top, bottom: x.right, left: x.bottom };
  return x;
};
const sameTile = (a, b) => a.top === b.top && a.right === b.right && a.bottom === b.bottom && a.left === b.left;
const tileCode = (t) => (t ? `${t.top},${t.right},${t.bottom},${t.left}` : "");

/** The cells where hand tile `h` turned `r` fits, from the engine's placements. */
function expectedFits(view, h, r) {
  const face = rotate(view.hand[h], r);
  return [
    ...new Set(view.placements.filter((p) => sameTile(rotate(view.hand[p.placement.hand], p.placement.rotation), face)).map((p) => `${p.placement.row}-${p.placement.col}`)),
  ].sort();
}

async function domFits(page) {
  const keys = await page.$$eval("[data-fits='true']", (els) => els.map((e) => e.dataset.testid.slice(5)));
  return keys.sort();
}

async function domTiles(page) {
  return page.$$eval("[data-testid^='cell-']", (els) => els.map((e) => e.dataset.tile));
}

const viewTiles = (view) => view.board.tiles.map(tileCode);

async function waitForStep(page, n) {
  await page.waitForFunction((n) => window.__ipc.step === n, n);
  await page.waitForFunction(
    (v) => document.querySelector("[data-testid='fourside-board']")?.dataset.version === String(v),
    await page.evaluate(() => window.__ipc.version),
  );
}

async function assertFits(page) {
  const size = await page.evaluate(() => {
    const el = document.scrollingElement ?? document.documentElement;
    return { sw: el.scrollWidth, cw: el.clientWidth, sh: el.scrollHeight, ch: el.clientHeight };
  });
  assert.ok(size.sw <= size.cw, `horizontal overflow: ${size.sw} > ${size.cw}`);
  assert.ok(size.sh <= size.ch, `vertical overflow: ${size.sh} > ${size.ch}`);
  const outside = await page.evaluate(() => {
    const w = window.innerWidth;
    const h = window.innerHeight;
    const els = document.querySelectorAll(
      "[data-testid^='cell-'], [data-testid^='hand-'], nav.toolbar button, [data-testid^='score-'], [data-testid='turn'], [data-testid='status']",
    );
    return Array.from(els)
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.left < -0.5 || r.top < -0.5 || r.right > w + 0.5 || r.bottom > h + 0.5;
      })
      .map((el) => el.dataset.testid ?? el.textContent);
  });
  assert.deepEqual(outside, [], "elements outside the viewport");
}

for (const [name, device, touch] of DEVICES) {
  describe(`FourSide at ${name} ${device.viewport.width}×${device.viewport.height}`, () => {
    let browser;
    before(async () => {
      browser = await launch(device);
    });
    after(async () => {
      await browser?.close();
    });

    test("the whole board, the hand and the controls fit, legibly", async () => {
      const { page, errors } = await openFourSide(browser.context);
      assert.equal(await page.$$eval("[data-testid^='cell-']", (els) => els.length), 81);
      assert.equal(await page.$$eval("[data-testid^='hand-']", (els) => els.length), 5);
      assert.equal(await page.getAttribute("[data-testid='fourside-board']", "data-version"), String(fourSideInfo().version));
      assert.deepEqual(await domTiles(page), viewTiles(fixture.initial.view));
      await assertFits(page);
      // Squares: bonus and minus as the engine laid them out; the primer in the centre.
      const squares = await page.$$eval("[data-testid^='cell-']", (els) => els.map((e) => e.dataset.square));
      assert.deepEqual(squares, fixture.initial.view.board.squares);
      assert.equal(await page.getAttribute(cellSel(4, 4), "data-primer"), "true");
      const bonus = await page.$eval("[data-square='bonus']", (el) => getComputedStyle(el, "::before").backgroundColor);
      const minus = await page.$eval("[data-square='minus']", (el) => getComputedStyle(el, "::before").backgroundColor);
      const [br, bg] = bonus.match(/\d+/g).map(Number);
      const [mr, mg] = minus.match(/\d+/g).map(Number);
      assert.ok(bg > br, `bonus squares are green (${bonus})`);
      assert.ok(mr > mg, `minus squares are red (${minus})`);
      // Every number on the board is at least 10 px; cells are at least 30 px.
      const fonts = await page.$$eval("[data-testid^='cell-'] .n", (els) => els.map((e) => parseFloat(getComputedStyle(e).fontSize)));
      assert.ok(fonts.length >= 4);
      assert.ok(Math.min(...fonts) >= 10, `numbers of ${Math.min(...fonts)} px`);
      const cell = await page.$eval(cellSel(0, 0), (el) => el.getBoundingClientRect().width);
      assert.ok(cell >= 30, `cells of ${cell} px`);
      // The +20 and −20 of the empty squares are readable (they were 11 px on a phone), and each
      // is whole inside its square.
      const marks = await page.$$eval("[data-testid^='cell-'] .mark", (els) =>
        els.map((m) => {
          const square = m.parentElement.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(m);
          const text = range.getBoundingClientRect();
          const inside = text.left >= square.left && text.right <= square.right && text.top >= square.top && text.bottom <= square.bottom;
          return { size: parseFloat(getComputedStyle(m).fontSize), inside, text: m.textContent };
        }),
      );
      assert.ok(marks.length >= 2, `${marks.length} marks`);
      assert.ok(Math.min(...marks.map((m) => m.size)) >= 14, `marks of ${Math.min(...marks.map((m) => m.size))} px`);
      assert.deepEqual(marks.filter((m) => !m.inside).map((m) => m.text), [], "marks inside their squares");
      // Names for assistive technology.
      const label = await page.getAttribute(cellSel(4, 4), "aria-label");
      const primer = fixture.initial.view.board.tiles[40];
      assert.equal(label, `row 5 column 5, primer, tile ${primer.top} ${primer.right} ${primer.bottom} ${primer.left}, top right bottom left`);
      assert.match(await page.getAttribute("[data-testid='hand-0']", "aria-label"), /^tile \d \d \d \d, top right bottom left/);
      assert.equal(await page.textContent("[data-testid='hint']").then((t) => t.trim()), "Hint (3)");
      assert.equal(await page.textContent("[data-testid='turn']"), "Your turn");
      await screenshot(page, `fourside-${name}`);
      assert.deepEqual(errors, []);
    });

    test("select, turn, see where it fits, a refused tap, place, the computer's reply, a hint", async () => {
      const { page, errors } = await openFourSide(browser.context);
      const first = fixture.steps[0].action;
      const initial = fixture.initial.view;
      const hand = `[data-testid='hand-${first.hand}']`;
      assert.deepEqual(await domFits(page), [], "nothing is highlighted before a tile is picked up");

      await press(page, hand, touch);
      assert.equal(await page.getAttribute(hand, "data-selected"), "true");
      assert.equal(await page.getAttribute(hand, "data-rotation"), "0");
      assert.deepEqual(await domFits(page), expectedFits(initial, first.hand, 0));
      assert.ok(!(await domFits(page)).includes(`${first.row}-${first.col}`), "unturned, it does not fit the target");

      // A tap where the unturned tile does not fit: the refusal's code in words, and nothing changes.
      const refusal = fixture.refusals[0];
      await press(page, cellSel(first.row, first.col), touch);
      await page.waitForFunction((m) => document.querySelector("[data-testid='status']")?.textContent?.includes(m), refusalWords(refusal));
      const refused = (await calls(page)).filter((c) => c.cmd === "fourside_act");
      assert.deepEqual(refused.at(-1).args.action, refusal.action);
      assert.deepEqual(await domTiles(page), viewTiles(initial));
      assert.equal(await page.getAttribute("[data-testid='fourside-board']", "data-version"), String(fourSideInfo().version));
      assert.equal(await page.getAttribute(hand, "data-selected"), "true", "the tile stays picked up");
      assert.equal(await page.evaluate(() => window.__ipc.step), 0);
      await screenshot(page, `fourside-${name}-refused`);

      // Tap again: a quarter turn, and the target lights up.
      await press(page, hand, touch);
      assert.equal(await page.getAttribute(hand, "data-rotation"), "1");
      assert.equal(await page.getAttribute(hand, "data-tile"), tileCode(rotate(initial.hand[first.hand], 1)));
      const fits = await domFits(page);
      assert.deepEqual(fits, expectedFits(initial, first.hand, 1));
      assert.ok(fits.includes(`${first.row}-${first.col}`));
      await screenshot(page, `fourside-${name}-selected`);

      await press(page, cellSel(first.row, first.col), touch);
      // The placement, then (computer_to_move) the computer's move is asked for by itself.
      await waitForStep(page, 2);
      const acts = (await calls(page)).filter((c) => c.cmd === "fourside_act" || c.cmd === "fourside_computer");
      assert.deepEqual(acts.at(-2).args.action, first);
      assert.equal(acts.at(-1).cmd, "fourside_computer");
      const afterReply = fixture.steps[1].view;
      assert.deepEqual(await domTiles(page), viewTiles(afterReply));
      assert.equal(await page.textContent("[data-testid='score-0']"), String(afterReply.scores[0]));
      assert.equal(await page.textContent("[data-testid='score-1']"), String(afterReply.scores[1]));
      const placed = fixture.steps[0].events[0];
      assert.equal(await page.getAttribute(cellSel(placed.row, placed.col), "data-tile"), tileCode(placed.tile));

      // The hint: its tile is picked up and turned, its square marked.
      await press(page, "[data-testid='hint']", touch);
      await waitForStep(page, 3);
      const hinted = fixture.steps[2].events[0].placement;
      assert.deepEqual((await calls(page)).filter((c) => c.cmd === "fourside_act").at(-1).args.action, { type: "hint" });
      assert.equal(await page.getAttribute(cellSel(hinted.row, hinted.col), "data-hint"), "true");
      assert.equal(await page.getAttribute(`[data-testid='hand-${hinted.hand}']`, "data-selected"), "true");
      assert.equal(await page.getAttribute(`[data-testid='hand-${hinted.hand}']`, "data-rotation"), String(hinted.rotation));
      assert.equal(await page.getAttribute(cellSel(hinted.row, hinted.col), "data-fits"), "true");
      assert.equal((await page.textContent("[data-testid='hint']")).trim(), "Hint (2)");
      await screenshot(page, `fourside-${name}-hint`);

      // Playing the hint, and the computer's second reply.
      await press(page, cellSel(hinted.row, hinted.col), touch);
      await waitForStep(page, 5);
      assert.deepEqual(await domTiles(page), viewTiles(fixture.steps[4].view));
      assert.equal(await page.textContent("[data-testid='score-0']"), String(fixture.steps[4].view.scores[0]));
      await assertFits(page);
      await screenshot(page, `fourside-${name}-played`);
      assert.deepEqual(errors, []);
    });
  });
}

describe("FourSide on the desktop keyboard", () => {
  let browser;
  before(async () => {
    browser = await launch(DESKTOP);
  });
  after(async () => {
    await browser?.close();
  });

  test("arrows, Enter to pick up and turn, Space to the board, Enter to place, F1 for a hint", async () => {
    const { page, errors } = await openFourSide(browser.context);
    const first = fixture.steps[0].action;
    for (let i = 0; i < first.hand; i++) await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    assert.equal(await page.getAttribute(`[data-testid='hand-${first.hand}']`, "data-selected"), "true");
    await page.keyboard.press("Enter");
    assert.equal(await page.getAttribute(`[data-testid='hand-${first.hand}']`, "data-rotation"), "1");
    await page.keyboard.press("Space");
    // The board cursor starts in the centre.
    const steps = [
      [first.row - 4, "ArrowDown", "ArrowUp"],
      [first.col - 4, "ArrowRight", "ArrowLeft"],
    ];
    for (const [delta, plus, minus] of steps) for (let i = 0; i < Math.abs(delta); i++) await page.keyboard.press(delta > 0 ? plus : minus);
    assert.ok(await page.$(`${cellSel(first.row, first.col)}.cursor`), "the cursor is on the target");
    await page.keyboard.press("Enter");
    await waitForStep(page, 2);
    assert.deepEqual((await calls(page)).filter((c) => c.cmd === "fourside_act").at(-1).args.action, first);
    await page.keyboard.press("F1");
    await waitForStep(page, 3);
    const hinted = fixture.steps[2].events[0].placement;
    assert.equal(await page.getAttribute(cellSel(hinted.row, hinted.col), "data-hint"), "true");
    assert.deepEqual(errors, []);
  });
});

describe("FourSide in the dark theme", () => {
  let browser;
  before(async () => {
    browser = await launch(DESKTOP);
  });
  after(async () => {
    await browser?.close();
  });

  test("tiles keep their colours and dark numbers; the side panel sums up the rules", async () => {
    const { page, errors } = await openFourSide(browser.context, { theme: "dark" });
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "dark");
    const ink = await page.$eval(`${cellSel(4, 4)} .n`, (el) => getComputedStyle(el).color);
    assert.equal(ink, "rgb(22, 22, 22)");
    assert.match(await page.textContent("aside.legend"), /\(8\+1\+3\)×3 = 36/);
    await assertFits(page);
    await screenshot(page, "fourside-desktop-dark");
    assert.deepEqual(errors, []);
  });
});

describe("FourSide modes, new game and the end", () => {
  let browser;
  before(async () => {
    browser = await launch(PHONE);
  });
  after(async () => {
    await browser?.close();
  });

  test("two players: a cover screen hides each hand until the next player taps", async () => {
    const { page, errors } = await openFourSide(browser.context, { mode: "human_vs_human" });
    await page.waitForSelector("[data-testid='cover']");
    assert.match(await page.textContent("[data-testid='cover']"), /Pass the device to Player 1/);
    assert.equal(await page.$$eval("[data-testid^='hand-']", (els) => els.length), 0, "the hand is hidden");
    await page.tap("[data-testid='cover']");
    assert.equal(await page.$("[data-testid='cover']"), null);
    const first = fixture.steps[0].action;
    await page.tap(`[data-testid='hand-${first.hand}']`);
    await page.tap(`[data-testid='hand-${first.hand}']`);
    await page.tap(cellSel(first.row, first.col));
    await page.waitForSelector("[data-testid='cover']");
    assert.match(await page.textContent("[data-testid='cover']"), /Pass the device to Player 2/);
    assert.equal(await page.$$eval("[data-testid^='hand-']", (els) => els.length), 0);
    assert.ok(!(await calls(page)).some((c) => c.cmd === "fourside_computer"), "no computer in a two-player game");
    await screenshot(page, "fourside-cover");
    assert.deepEqual(errors, []);
  });

  test("new game: level, size and players chosen in the dialog, saved to the settings; a confirmation mid-game", async () => {
    const { page, errors } = await openFourSide(browser.context);
    const first = fixture.steps[0].action;
    await page.tap(`[data-testid='hand-${first.hand}']`);
    await page.tap(`[data-testid='hand-${first.hand}']`);
    await page.tap(cellSel(first.row, first.col));
    await waitForStep(page, 2);
    await page.tap("[data-testid='new-game']");
    await page.waitForSelector("[data-testid='confirm-yes']");
    assert.match(await page.textContent("form.sheet"), /counts as lost/);
    await page.tap("[data-testid='new-level'] [data-value='expert']");
    await page.tap("[data-testid='new-size'] [data-value='11']");
    await page.tap("[data-testid='new-mode'] [data-value='computer_vs_computer']");
    const sheet = await page.$eval("form.sheet", (el) => ({ sw: el.scrollWidth, cw: el.clientWidth, right: el.getBoundingClientRect().right }));
    assert.ok(sheet.sw <= sheet.cw && sheet.right <= 390, `the dialog fits the phone (${JSON.stringify(sheet)})`);
    await screenshot(page, "fourside-new-game");
    await page.tap("[data-testid='confirm-yes']");
    await page.waitForFunction(() => window.__ipc.calls.some((c) => c.cmd === "fourside_new"));
    const all = await calls(page);
    const created = all.find((c) => c.cmd === "fourside_new");
    assert.deepEqual(created.args.rules, { level: "expert", size: 11 });
    assert.equal(created.args.mode, "computer_vs_computer");
    const saved = all.filter((c) => c.cmd === "settings_update").at(-1);
    assert.equal(saved.args.settings.fourside_level, "expert");
    assert.equal(saved.args.settings.fourside_size, 11);
    assert.equal(saved.args.settings.fourside_mode, "computer_vs_computer");
    assert.deepEqual(errors, []);
  });

  test("settings: FourSide's defaults and statistics per level; the rules page", async () => {
    const { page, errors } = await openFourSide(browser.context);
    await page.tap("[data-testid='back']");
    await page.tap("[data-testid='open-settings']");
    await page.waitForSelector("[data-testid='settings-fourside']");
    const row = await page.$$eval("[data-testid='fourside-stats'] [data-level='intermediate'] > *", (els) => els.map((e) => e.textContent.trim()));
    assert.deepEqual(row, ["Intermediate 1–5", "4", "2", "50%", "180"]);
    await page.tap("[data-testid='setting-fourside-size'] [data-value='11']");
    await page.waitForFunction(() => window.__ipc.calls.some((c) => c.cmd === "settings_update" && c.args.settings.fourside_size === 11));
    await page.$eval("[data-testid='settings-fourside']", (el) => el.scrollIntoView());
    const wide = await page.$eval("[data-testid='settings-fourside']", (el) => el.scrollWidth > el.clientWidth);
    assert.equal(wide, false, "the section fits the phone");
    await screenshot(page, "fourside-settings");
    await page.tap("[data-testid='back']");
    await page.tap("[data-testid='open-fourside']");
    await page.tap("[data-testid='rules']");
    await page.waitForSelector("[data-testid='rules-page'][data-game='fourside']");
    assert.match(await page.textContent("[data-testid='rules-page']"), /\(8 \+ 1 \+ 3\) × 3 = 36/);
    assert.deepEqual(errors, []);
  });

  test("the end: the winner, the statistics, and Play again", async () => {
    const finished = { won: true, score: 210, stats: { played: 5, won: 3, best_score: 210, current_streak: 2, best_streak: 2 } };
    const { page, errors } = await openFourSide(browser.context, { over: { winner: 0, scores: [210, 150], finished } });
    await page.waitForSelector("[data-testid='game-over']");
    assert.match(await page.textContent("[data-testid='game-over-result']"), /You win/);
    assert.equal(await page.textContent("[data-testid='final-score-0']"), "210");
    assert.match(await page.textContent("[data-testid='game-over-stats']"), /Played\s*5/);
    await screenshot(page, "fourside-game-over");
    await page.tap("[data-testid='play-again']");
    await page.waitForFunction(() => window.__ipc.calls.some((c) => c.cmd === "fourside_again"));
    await page.waitForSelector("[data-testid='game-over']", { state: "detached" });
    assert.deepEqual(errors, []);
  });
});
