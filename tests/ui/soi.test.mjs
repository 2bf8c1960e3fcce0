// Soi in Chromium at a phone (portrait and landscape), a tablet and a desktop, against the built
// UI, with IPC answered from the real engine's fixture (tests/ui/.fixtures/soi.json: a deal
// where South asks first, South's hit and miss, then the Medium computers' asks exactly as the
// app's soi_computer makes them, and two refusals in the engine's words).
// Run: cargo run -q -p quadrille-cli -- fixtures tests/ui/.fixtures && npm run build:ui && node --test tests/ui/
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { DESKTOP, LANDSCAPE, PHONE, TABLET, installMock, launch, loadFixture, screenshot, serveDist } from "./harness.mjs";
import { fixtureMock, soiInfo } from "./mocks.mjs";
import { ruleWords } from "./catalogue.mjs";

const fixture = loadFixture("soi");
const DEVICES = [
  ["phone", PHONE, true],
  ["phone-landscape", LANDSCAPE, true],
  ["tablet", TABLET, true],
  ["desktop", DESKTOP, false],
];
const SUIT = { clubs: "c", diamonds: "d", hearts: "h", spades: "s" };
const RANK = ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
const code = (card) => `${RANK[card.rank]}${SUIT[card.suit]}`;
const NAMES = fixture.setup.names;
const SYM = { clubs: "♣", diamonds: "♦", hearts: "♥", spades: "♠" };

let server;
before(async () => {
  server = await serveDist();
});
after(async () => {
  await server?.close();
});

async function openSoi(context, options = {}, settings = {}) {
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e));
  await installMock(page, fixtureMock, { fixture, info: soiInfo(settings), options, game: "soi" });
  await page.goto(server.url);
  await page.waitForSelector("main[data-screen='home']");
  await page.click("[data-testid='open-soi']");
  await page.waitForSelector("main[data-screen='soi'] [data-testid='hand'], [data-testid='cover']");
  return { page, errors };
}

const calls = (page, cmd) => page.evaluate((c) => window.__ipc.calls.filter((x) => x.cmd === c), cmd);

async function tap(page, selector, touch) {
  if (touch) await page.tap(selector);
  else await page.click(selector);
}

async function assertFits(page) {
  const size = await page.evaluate(() => {
    const el = document.scrollingElement ?? document.documentElement;
    const main = document.querySelector("main");
    return { sw: el.scrollWidth, cw: el.clientWidth, sh: el.scrollHeight, ch: el.clientHeight, msw: main.scrollWidth, mcw: main.clientWidth, msh: main.scrollHeight, mch: main.clientHeight };
  });
  assert.ok(size.sw <= size.cw && size.msw <= size.mcw, `horizontal overflow: ${JSON.stringify(size)}`);
  assert.ok(size.sh <= size.ch && size.msh <= size.mch, `vertical overflow: ${JSON.stringify(size)}`);
  const outside = await page.evaluate(() => {
    const w = window.innerWidth;
    const h = window.innerHeight;
    const els = document.querySelectorAll("[data-testid^='seat-'], [data-testid='hand'] [data-card], nav.toolbar button, [data-testid='log'], [data-testid='status']");
    return Array.from(els)
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.left < -0.5 || r.top < -0.5 || r.right > w + 0.5 || r.bottom > h + 0.5;
      })
      .map((el) => el.dataset.testid ?? el.dataset.card ?? el.textContent);
  });
  assert.deepEqual(outside, [], "elements outside the viewport");
}

const hit = fixture.steps[0];
const miss = fixture.steps[1];
const computerSteps = fixture.steps.filter((s) => s.action.type === "computer");

/** The legal asks of `target` in the view, each once. */
function expectedAsks(view, target) {
  return [...new Set(view.asks.filter((a) => a.target === target).map((a) => `ask-${code(a.card)}`))].sort();
}

function logText(e) {
  if (e.type === "asked") return `${NAMES[e.asker]} asked ${NAMES[e.target]} for the ${RANK[e.card.rank]}${SYM[e.card.suit]}`;
  if (e.type === "deposited") return `${NAMES[e.seat]} deposits the`;
  return null;
}

for (const [name, device, touch] of DEVICES) {
  describe(`Soi on ${name}`, () => {
    let browser;
    before(async () => {
      browser = await launch(device);
    });
    after(async () => {
      await browser?.close();
    });

    test("the table fits, the hand reads, an ask goes through the picker, the computers ask and the log tells", async () => {
      const { page, errors } = await openSoi(browser.context);
      const view = fixture.initial.view;
      // The hand: every card, sorted by rank, big indices on a phone.
      const hand = await page.$$eval("[data-testid='hand'] [data-card]", (els) => els.map((e) => e.dataset.card));
      assert.deepEqual([...hand].sort(), view.hand.map(code).sort());
      const ranks = hand.map((c) => RANK.indexOf(c.slice(0, -1)));
      assert.deepEqual(ranks, [...ranks].sort((a, b) => a - b), "sorted by rank");
      const indexPx = await page.$$eval("[data-testid='hand'] .rank", (els) => Math.min(...els.map((e) => parseFloat(getComputedStyle(e).fontSize))));
      assert.ok(indexPx >= 14, `hand index ${indexPx}px`);
      // Every index is visible: the next card starts after it.
      const overlap = await page.$$eval("[data-testid='hand'] [data-card]", (els) => {
        const boxes = els.map((e) => e.getBoundingClientRect());
        const index = els.map((e) => e.querySelector(".index").getBoundingClientRect());
        return boxes.slice(1).every((b, i) => b.top > index[i].bottom - 1 || b.left >= index[i].right - 1);
      });
      assert.ok(overlap, "a card hides the index of the one before it");
      for (const s of [1, 2, 3]) {
        assert.equal(await page.getAttribute(`[data-testid='seat-${s}']`, "data-count"), String(view.counts[s]));
        assert.equal(await page.$$eval(`[data-seat-backs='${s}'] [data-back]`, (b) => b.length), view.counts[s]);
      }
      await assertFits(page);
      await screenshot(page, `soi-${name}-start`);

      // Tap the opponent: the picker offers exactly the legal asks of that opponent.
      await tap(page, `[data-testid='seat-${hit.action.target}']`, touch);
      await page.waitForSelector("[data-testid='picker']");
      const offered = await page.$$eval("[data-testid='picker'] [data-testid^='ask-']", (els) => els.map((e) => e.dataset.testid).sort());
      assert.deepEqual(offered, expectedAsks(view, hit.action.target));
      await screenshot(page, `soi-${name}-picker`);
      await tap(page, `[data-testid='ask-${code(hit.action.card)}']`, touch);
      await page.waitForSelector("[data-testid='picker']", { state: "detached" });
      await page.waitForSelector(`[data-testid='hand'] [data-card='${code(hit.action.card)}']`);
      const acts = await calls(page, "soi_act");
      assert.deepEqual(acts.at(-1).args.action, hit.action);

      // The miss: the turn goes to a computer, which asks on its own after the delay.
      await tap(page, `[data-testid='seat-${miss.action.target}']`, touch);
      await page.waitForSelector("[data-testid='picker']");
      assert.deepEqual(
        await page.$$eval("[data-testid='picker'] [data-testid^='ask-']", (els) => els.map((e) => e.dataset.testid).sort()),
        expectedAsks(hit.view, miss.action.target),
      );
      await tap(page, `[data-testid='ask-${code(miss.action.card)}']`, touch);
      await page.waitForFunction((n) => window.__ipc.calls.filter((c) => c.cmd === "soi_computer").length >= n, computerSteps.length, { timeout: 8000 });
      const last = fixture.steps.at(-1);
      await page.waitForFunction((v) => document.querySelector("main")?.dataset.version === String(v), 1 + fixture.steps.length);
      // The log shows every ask of the round, in order.
      const lines = await page.$$eval("[data-testid='log'] li", (els) => els.map((e) => e.textContent.trim()));
      const asked = last.view.record.filter((e) => e.type === "asked" || e.type === "deposited").map(logText);
      const logged = lines.filter((l) => / asked | deposits /.test(l));
      assert.equal(logged.length, asked.length);
      asked.forEach((text, i) => assert.ok(logged[i].startsWith(text), `${logged[i]} / ${text}`));
      assert.match(lines.join("\n"), /got it/);
      await assertFits(page);
      await screenshot(page, `soi-${name}-after-computers`);
      // The memory aid lists the same record.
      await tap(page, "[data-testid='memory-aid-open']", touch);
      await page.waitForSelector("[data-testid='memory-aid']");
      assert.equal(await page.$$eval("[data-testid='memory-aid-list'] li", (l) => l.length), last.view.record.length);
      await screenshot(page, `soi-${name}-memory`);
      await tap(page, "[data-testid='memory-aid-close']", touch);
      // Scores at any time.
      await tap(page, "[data-testid='scores']", touch);
      await page.waitForSelector("[data-testid='scores-table']");
      const totals = await page.$$eval("[data-testid='scores-totals'] td", (t) => t.map((x) => Number(x.textContent)));
      assert.deepEqual(totals, last.view.totals);
      await tap(page, "[data-testid='scores-table-close']", touch);
      assert.deepEqual(errors, []);
      await page.close();
    });
  });
}

describe("Soi details (phone)", () => {
  let browser;
  before(async () => {
    browser = await launch(PHONE);
  });
  after(async () => {
    await browser?.close();
  });

  test("an opponent without cards cannot be tapped; a refused ask says why", async () => {
    const { page, errors } = await openSoi(browser.context);
    // The engine's words for a refusal reach the status line (typed on a keyboard below).
    assert.equal(await page.isDisabled("[data-testid='seat-1']"), fixture.initial.view.counts[1] === 0);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("the round summary and the next round", async () => {
    const totals = [40, 20, 30, 19];
    const { page, errors } = await openSoi(browser.context, { roundOver: { scores: totals, totals, places: [1, 3, 2, 4] } });
    await page.tap(`[data-testid='seat-${hit.action.target}']`);
    await page.tap(`[data-testid='ask-${code(hit.action.card)}']`);
    await page.waitForSelector("[data-testid='round-summary']");
    const text = await page.textContent("[data-testid='round-summary']");
    assert.match(text, /\+40/);
    await screenshot(page, "soi-phone-round-summary");
    await page.tap("[data-testid='next-round']");
    await page.waitForSelector("[data-testid='round-summary']", { state: "detached" });
    const acts = await calls(page, "soi_act");
    assert.deepEqual(acts.at(-1).args.action, { type: "next_round" });
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("game over names the winners, shares places, shows statistics and plays again", async () => {
    const totals = [212, 212, 60, 40];
    const { page, errors } = await openSoi(browser.context, { gameOver: { scores: [50, 30, 20, 9], totals, places: [1, 1, 3, 4] } });
    await page.tap(`[data-testid='seat-${hit.action.target}']`);
    await page.tap(`[data-testid='ask-${code(hit.action.card)}']`);
    await page.waitForSelector("[data-testid='game-over']");
    assert.match(await page.textContent("[data-testid='winner']"), /South and East share the win/);
    const places = await page.$$eval("[data-testid='places'] li", (l) => l.map((x) => x.dataset.place));
    assert.deepEqual(places, ["1", "1", "3", "4"]);
    await page.waitForSelector("[data-testid='game-over-stats']");
    await screenshot(page, "soi-phone-game-over");
    await page.tap("[data-testid='play-again']");
    await page.waitForSelector("[data-testid='game-over']", { state: "detached" });
    // The same table dealt again, not a new game from the settings.
    assert.equal((await calls(page, "soi_again")).length, 1);
    assert.equal((await calls(page, "soi_new")).length, 0);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("a game stopped at the action limit says so in the log and on the end panel", async () => {
    const totals = [150, 120, 90, 40];
    const { page, errors } = await openSoi(browser.context, { gameOver: { scores: [20, 10, 0, 9], totals, places: [1, 2, 3, 4], limit: true } });
    await page.tap(`[data-testid='seat-${hit.action.target}']`);
    await page.tap(`[data-testid='ask-${code(hit.action.card)}']`);
    await page.waitForSelector("[data-testid='game-over']");
    const note = await page.textContent("[data-testid='move-limit']");
    assert.match(note, /reached 10,000 moves, the most a game can hold, so the round ended as it stood/);
    assert.match(await page.textContent("[data-testid='winner']"), /South wins/);
    await screenshot(page, "soi-phone-move-limit");
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("new game asks first when a game is in progress", async () => {
    const { page } = await openSoi(browser.context);
    await page.tap(`[data-testid='seat-${hit.action.target}']`);
    await page.tap(`[data-testid='ask-${code(hit.action.card)}']`);
    await page.waitForFunction(() => window.__ipc.calls.some((c) => c.cmd === "soi_act"));
    await page.tap("[data-testid='new-game']");
    await page.waitForSelector("[data-testid='confirm-yes']");
    await page.tap("[data-testid='confirm-no']");
    assert.equal((await calls(page, "soi_new")).length, 0);
    await page.tap("[data-testid='new-game']");
    await page.tap("[data-testid='confirm-yes']");
    await page.waitForFunction(() => window.__ipc.calls.some((c) => c.cmd === "soi_new"));
    await page.close();
  });

  test("hot-seat covers the table until the next person taps", async () => {
    const { page } = await openSoi(browser.context, { hotseat: true });
    // A resumed hot-seat game starts covered.
    await page.waitForSelector("[data-testid='cover']");
    assert.match(await page.textContent("[data-testid='cover']"), /Pass the device to South/);
    assert.equal(await page.$("[data-testid='hand'] [data-card]"), null, "the hand is hidden under the cover");
    await page.tap("[data-testid='cover']");
    await page.waitForSelector("[data-testid='hand'] [data-card]");
    await page.tap(`[data-testid='seat-${hit.action.target}']`);
    await page.tap(`[data-testid='ask-${code(hit.action.card)}']`);
    await page.tap(`[data-testid='seat-${miss.action.target}']`);
    await page.tap(`[data-testid='ask-${code(miss.action.card)}']`);
    await page.waitForSelector("[data-testid='cover']");
    await screenshot(page, "soi-phone-cover");
    await page.close();
  });

  test("demo plays itself and stops", async () => {
    const { page, errors } = await openSoi(browser.context, { demo: true });
    await page.waitForFunction(() => window.__ipc.calls.filter((c) => c.cmd === "soi_computer").length >= 2, null, { timeout: 5000 });
    await page.tap("[data-testid='demo-toggle']");
    const n = (await calls(page, "soi_computer")).length;
    await page.waitForTimeout(900);
    assert.equal((await calls(page, "soi_computer")).length, n, "stopped");
    assert.equal(await page.$("[data-testid='hand'] [data-card]"), null, "a computer's hand shows only backs");
    await page.tap("[data-testid='demo-toggle']");
    await page.waitForFunction((k) => window.__ipc.calls.filter((c) => c.cmd === "soi_computer").length > k, n, { timeout: 5000 });
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("sorted computer backs: the handed-over card leaves the back the engine names", async () => {
    const { page, errors } = await openSoi(browser.context, {}, { soi_sort_computer_cards: true });
    await page.tap(`[data-testid='seat-${hit.action.target}']`);
    await page.tap(`[data-testid='ask-${code(hit.action.card)}']`);
    await page.waitForSelector(`[data-testid='hand'] [data-card='${code(hit.action.card)}']`);
    assert.equal((await calls(page, "soi_act")).length, 1);
    assert.deepEqual(errors, []);
    await page.close();
  });
});

describe("Soi on the desktop keyboard", () => {
  let browser;
  before(async () => {
    browser = await launch(DESKTOP);
  });
  after(async () => {
    await browser?.close();
  });

  test("typing a card and Enter asks the selected opponent; a refusal is explained", async () => {
    const { page, errors } = await openSoi(browser.context);
    // Select the opponent with the arrow keys (East is selected first; → goes on to the others).
    const target = hit.action.target;
    for (let i = 0; i < 4; i++) {
      const sel = await page.$eval("[data-testid^='seat-'].selected", (e) => Number(e.dataset.testid.slice(5))).catch(() => null);
      if (sel === target) break;
      await page.keyboard.press("ArrowRight");
    }
    assert.ok(await page.$(`[data-testid='seat-${target}'].selected`));
    // A card one holds: refused, its code in words.
    const own = fixture.refusals.find((r) => r.code === "already_held");
    if (own.action.target === target) {
      await page.keyboard.type(code(own.action.card).toLowerCase());
      await page.keyboard.press("Enter");
      await page.waitForFunction((m) => document.querySelector("[data-testid='status']")?.textContent?.includes(m), ruleWords(own.code));
    }
    await page.keyboard.type(code(hit.action.card).toUpperCase());
    assert.match(await page.textContent("[data-testid='status']"), new RegExp(`Ask ${NAMES[target]}`));
    await page.keyboard.press("Enter");
    await page.waitForSelector(`[data-testid='hand'] [data-card='${code(hit.action.card)}']`);
    const acts = await calls(page, "soi_act");
    assert.deepEqual(acts.at(-1).args.action, hit.action);
    await screenshot(page, "soi-desktop-typed");
    assert.deepEqual(errors, []);
    await page.close();
  });
});

describe("Soi left while an answer is on its way (phone)", () => {
  let browser;
  before(async () => {
    browser = await launch(PHONE);
  });
  after(async () => {
    await browser?.close();
  });

  const soiCalls = (page) => page.evaluate(() => window.__ipc.calls.filter((c) => c.cmd.startsWith("soi_")).length);

  /** Leaves the game for home, then checks for a while that nothing more is asked of Soi. */
  async function leaveAndWatch(page) {
    await page.tap("[data-testid='back']");
    await page.waitForSelector("main[data-screen='home']");
    const n = await soiCalls(page);
    // Long enough for the held answer to arrive and for several computer turns after it.
    await page.waitForTimeout(2500);
    assert.equal(await soiCalls(page), n, "a soi_* command was sent after the screen was left");
    assert.ok(await page.$("main[data-screen='home']"), "the app stays on the home screen");
    assert.equal(await page.$("main[data-screen='soi']"), null);
  }

  test("a computer's ask answered after the screen is left starts no further turn", async () => {
    const { page, errors } = await openSoi(browser.context, { demo: true });
    await page.evaluate(() => (window.__ipc.delays = { soi_computer: 1200 }));
    // A demo: the next computer ask is sent after the delay and its answer is held back.
    await page.waitForFunction(() => window.__ipc.calls.some((c) => c.cmd === "soi_computer"), null, { timeout: 5000 });
    await leaveAndWatch(page);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("a person's ask answered after the screen is left does not start the computers", async () => {
    const { page, errors } = await openSoi(browser.context);
    await page.tap(`[data-testid='seat-${hit.action.target}']`);
    await page.tap(`[data-testid='ask-${code(hit.action.card)}']`);
    await page.waitForSelector(`[data-testid='hand'] [data-card='${code(hit.action.card)}']`);
    // The miss hands the turn to a computer; its answer arrives after South has left.
    await page.evaluate(() => (window.__ipc.delays = { soi_act: 1200 }));
    await page.tap(`[data-testid='seat-${miss.action.target}']`);
    await page.tap(`[data-testid='ask-${code(miss.action.card)}']`);
    await page.waitForFunction(() => window.__ipc.calls.filter((c) => c.cmd === "soi_act").length === 2);
    await leaveAndWatch(page);
    assert.equal((await calls(page, "soi_computer")).length, 0, "the computers never asked");
    assert.deepEqual(errors, []);
    await page.close();
  });
});
