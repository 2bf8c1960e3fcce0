// "Play with friends" in Chromium against the built UI, the room commands answered by the rooms
// mock (mocks.mjs: roomMock), whose Soi game is the real engine's Soi fixture: host a room, fill
// its seats (one by a friend who joins live), start, ask through the room, see another player's
// move pushed on the channel, a refusal, the reconnecting banner, leaving; joining with a bad
// and a good link, rooms nearby, and going back to a room this device holds a seat in.
// Screenshots at 390×844 and 1280×800, light and dark, go to test-results/ (the README's two to
// docs/screenshots/ with QUADRILLE_DOCS_SCREENSHOTS=1).
// Run: cargo run -q -p quadrille-cli -- fixtures tests/ui/.fixtures && npm run build:ui && node --test tests/ui/together.test.mjs
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DESKTOP, PHONE, installMock, launch, loadFixture, repo, serveDist, shots } from "./harness.mjs";
import { roomMock, soiInfo } from "./mocks.mjs";

const fixture = loadFixture("soi");
const fourSide = loadFixture("fourside");
const docs = process.env.QUADRILLE_DOCS_SCREENSHOTS === "1" ? join(repo, "docs", "screenshots") : null;
const SUIT = { clubs: "c", diamonds: "d", hearts: "h", spades: "s" };
const RANK = ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
const code = (card) => `${RANK[card.rank]}${SUIT[card.suit]}`;
const GOOD_LINK = "quadrille://join?host=192.168.1.20%3A7001&room=5f1c&key=c0ffee&pin=ab12";

let server;
before(async () => {
  server = await serveDist();
});
after(async () => {
  await server?.close();
});

/** The app with the rooms mock, on the home screen (`game`: the fixture its room plays). */
async function openHome(context, { options = {}, settings = {}, game = fixture, canScan = false, screen = "home" } = {}) {
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e));
  await installMock(page, roomMock, { fixture: game, info: { ...soiInfo(settings), can_scan: canScan }, options });
  await page.goto(server.url);
  await page.waitForSelector(`main[data-screen='${screen}']`);
  return { page, errors };
}

const calls = (page, cmd) => page.evaluate((c) => window.__ipc.calls.filter((x) => x.cmd === c), cmd);
const ipc = (page, fn, ...args) => page.evaluate(([f, a]) => window.__ipc[f](...a), [fn, args]);
const text = (page, sel) => page.$eval(sel, (el) => el.textContent.trim());

/** Hosts a Soi room as "Ana" and waits for the waiting room. */
async function host(page) {
  await page.click("[data-testid='open-together']");
  await page.waitForSelector("main[data-screen='together'] [data-testid='host-form']");
  await page.fill("[data-testid='host-name']", "Ana");
  await page.click("[data-testid='host-open']");
  await page.waitForSelector("[data-testid='waiting-room']");
}

/** Computers in seats 1 to 3, then Start: the Soi screen, played through the room. */
async function hostAndStart(page) {
  await host(page);
  for (const seat of [1, 2, 3]) {
    await page.click(`[data-testid='seat-${seat}-computer']`);
    await page.waitForSelector(`[data-testid='lobby-seat-${seat}'][data-kind='computer']`);
  }
  await page.click("[data-testid='room-start']");
  await page.waitForSelector("main[data-screen='soi'] [data-testid='hand'] [data-card]");
}

async function shot(page, name, docName) {
  mkdirSync(shots, { recursive: true });
  // From the top of a screen that scrolls (a tap may have scrolled it).
  await page.evaluate(() => document.querySelectorAll(".screen-scroll").forEach((el) => el.scrollTo(0, 0)));
  await page.screenshot({ path: join(shots, `${name}.png`) });
  if (docs && docName) {
    mkdirSync(docs, { recursive: true });
    await page.screenshot({ path: join(docs, `${docName}.png`) });
  }
}

describe("Play with friends on a phone", () => {
  let browser;
  before(async () => {
    browser = await launch(PHONE);
  });
  after(async () => {
    await browser?.close();
  });

  test("host: the waiting room fills live, the invite has a link and a QR code, Start waits for every seat", async () => {
    const { page, errors } = await openHome(browser.context);
    assert.equal(await text(page, "[data-testid='open-together'] .name"), "Play with friends");
    await host(page);
    const [open] = await calls(page, "room_open");
    assert.deepEqual(open.args.place, { on: "device" });
    assert.equal(open.args.name, "Ana");
    assert.deepEqual(open.args.room, { game: "soi", of: { rules: { target: 200 }, spectators: false, when_left: { then: "computer", level: "medium" } } });
    assert.match(open.args.updates, /^__CHANNEL__:\d+$/, "the page passes a Channel for the room's updates");
    // The name is kept for next time.
    const saved = await calls(page, "settings_update");
    assert.equal(saved.at(-1).args.settings.room_name, "Ana");

    // The invite: the link to copy, and a QR code with a 4-module quiet zone, dark on white.
    assert.match(await page.inputValue("[data-testid='invite-link']"), /^quadrille:\/\/join\?/);
    const qr = await page.$eval("[data-testid='invite-qr']", (svg) => {
      const rects = [...svg.querySelectorAll("rect")];
      const box = svg.getBoundingClientRect();
      return {
        viewBox: svg.getAttribute("viewBox"),
        size: Number(svg.dataset.size),
        back: rects[0].getAttribute("fill"),
        dark: rects.slice(1).every((r) => r.getAttribute("fill") === "#000000"),
        first: [Number(rects[1].getAttribute("x")), Number(rects[1].getAttribute("y"))],
        label: svg.getAttribute("aria-label"),
        width: box.width,
      };
    });
    assert.equal(qr.viewBox, `0 0 ${qr.size + 8} ${qr.size + 8}`);
    assert.equal(qr.back, "#ffffff");
    assert.ok(qr.dark);
    assert.deepEqual(qr.first, [4, 4], "the first dark module sits inside the quiet zone");
    assert.match(qr.label, /QR code/);
    assert.ok(qr.width >= 200, `the QR code is ${qr.width} px wide`);

    // Start waits while a seat is open.
    assert.equal(await page.isDisabled("[data-testid='room-start']"), true);
    // Buttons say which seat they act on.
    assert.equal(await page.getAttribute("[data-testid='seat-1-computer']", "aria-label"), "Add a computer to seat 2");
    // Seat 1: a computer of the level picked.
    await page.click("[data-testid='seat-1-level'] [data-value='easy']");
    await page.click("[data-testid='seat-1-computer']");
    await page.waitForSelector("[data-testid='lobby-seat-1'][data-kind='computer']");
    // A friend takes seat 2 (pushed on the channel), the host removes them, then seats computers.
    await ipc(page, "join", 2, "Ben");
    await page.waitForSelector("[data-testid='lobby-seat-2'][data-kind='person']");
    assert.match(await text(page, "[data-testid='lobby-seat-2']"), /Ben/);
    await page.click("[data-testid='seat-2-remove']");
    await page.waitForSelector("[data-testid='lobby-seat-2'][data-kind='open']");
    await page.click("[data-testid='seat-2-computer']");
    await page.click("[data-testid='seat-3-computer']");
    await page.waitForSelector("[data-testid='lobby-seat-3'][data-kind='computer']");
    const sent = (await calls(page, "room_command")).map((c) => c.args);
    assert.deepEqual(sent, [
      { seq: 1, command: { game: "soi", of: { type: "set_computer", seat: 1, level: "easy" } } },
      { seq: 3, command: { game: "soi", of: { type: "open", seat: 2 } } },
      { seq: 4, command: { game: "soi", of: { type: "set_computer", seat: 2, level: "medium" } } },
      { seq: 5, command: { game: "soi", of: { type: "set_computer", seat: 3, level: "medium" } } },
    ]);
    assert.equal(await page.isDisabled("[data-testid='room-start']"), false);
    await shot(page, "together-waiting-phone", "lobby-phone");

    // Start: Soi's own screen, played through the room.
    await page.click("[data-testid='room-start']");
    await page.waitForSelector("main[data-screen='soi'] [data-testid='hand'] [data-card]");
    assert.equal(await page.getAttribute("main[data-screen='soi']", "data-version"), "7");
    assert.equal(await page.getAttribute("main[data-screen='soi']", "data-viewer"), "0");
    assert.ok(await page.$("[data-testid='room-bar']"), "the room bar is shown");
    for (const gone of ["new-game", "demo-toggle", "faster", "cover"]) assert.equal(await page.$(`[data-testid='${gone}']`), null, `${gone} is off in a room`);
    const hand = await page.$$eval("[data-testid='hand'] [data-card]", (els) => els.map((e) => e.dataset.card).sort());
    assert.deepEqual(hand, fixture.initial.view.hand.map(code).sort());
    // The seats: names by person or level, and whose turn.
    assert.match(await text(page, "[data-testid='room-seat-0']"), /^Ana/);
    assert.match(await text(page, "[data-testid='room-seat-1']"), /^Easy/);
    assert.match(await text(page, "[data-testid='room-seat-2']"), /^Medium/);
    assert.match(await text(page, "[data-testid='room-seat-3']"), /^Medium 2/);
    assert.equal(await page.getAttribute("[data-testid='seat-3']", "data-side") !== null, true);
    assert.match(await text(page, "[data-testid='seat-3']"), /Medium computer 2/, "the table names computers in full");
    assert.match(await page.$eval("[data-testid='room-seat-0'] .visually-hidden", (e) => e.textContent), /you, host, person, connected, to move/);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("a remote ask goes out as room_command at the seq shown; another player's move arrives on the channel", async () => {
    const { page, errors } = await openHome(browser.context);
    await hostAndStart(page);
    const hit = fixture.steps[0];
    const before = await page.getAttribute("main", "data-version");
    await page.tap(`[data-testid='seat-${hit.action.target}']`);
    await page.tap(`[data-testid='ask-${code(hit.action.card)}']`);
    await page.waitForSelector(`main[data-version='${Number(before) + 1}']`);
    const [ask] = (await calls(page, "room_command")).filter((c) => c.args.command.of.type === "act");
    assert.deepEqual(ask.args, { seq: Number(before), command: { game: "soi", of: { type: "act", action: hit.action } } });
    assert.equal(await page.$eval("[data-testid='hand']", (h) => h.dataset.count), String(hit.view.hand.length));

    // The miss, then East's ask pushed by the room: shown without this device asking anything.
    const miss = fixture.steps[1];
    await page.tap(`[data-testid='seat-${miss.action.target}']`);
    await page.tap(`[data-testid='ask-${code(miss.action.card)}']`);
    await page.waitForSelector(`main[data-version='${Number(before) + 2}']`);
    const sentBefore = (await calls(page, "room_command")).length;
    const east = fixture.steps[2];
    await ipc(page, "advance");
    await page.waitForSelector(`main[data-version='${Number(before) + 3}']`);
    const e = east.events.find((x) => x.type === "asked");
    const lines = await page.$$eval("[data-testid='log'] li", (els) => els.map((l) => l.textContent));
    assert.ok(lines.some((l) => l.includes(`East asked South`) || l.includes("Medium computer asked Ana")), `the log tells East's ask: ${lines.join(" | ")}`);
    assert.equal(e.asker, 1);
    assert.equal((await calls(page, "room_command")).length, sentBefore, "nothing was sent for another player's move");
    assert.equal(await page.getAttribute("main", "data-human-turn"), "false");
    // A push that is not newer is ignored.
    await page.evaluate(() => {
      const u = window.__ipc.pushed.at(-2);
      window.__ipcCallbacks.get(window.__ipc.channel)({ index: window.__ipc.index++, message: u });
    });
    await page.waitForTimeout(100);
    assert.equal(await page.getAttribute("main", "data-version"), String(Number(before) + 3));
    await shot(page, "together-soi-phone", "room-soi-phone");
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("a refused ask is said and changes nothing; the reconnecting banner comes and goes", async () => {
    const { page, errors } = await openHome(browser.context);
    await hostAndStart(page);
    const hit = fixture.steps[0];
    const version = await page.getAttribute("main", "data-version");
    const hand = await page.$$eval("[data-testid='hand'] [data-card]", (els) => els.map((e) => e.dataset.card));
    await page.evaluate(() => (window.__ipc.refuseNext = { code: "not_your_turn" }));
    await page.tap(`[data-testid='seat-${hit.action.target}']`);
    await page.tap(`[data-testid='ask-${code(hit.action.card)}']`);
    await page.waitForFunction(() => document.querySelector("[data-testid='alert']")?.textContent.trim() === "It is not your turn.");
    assert.equal(await text(page, "[data-testid='status']"), "It is not your turn.");
    assert.equal(await page.getAttribute("main", "data-version"), version);
    assert.deepEqual(await page.$$eval("[data-testid='hand'] [data-card]", (els) => els.map((e) => e.dataset.card)), hand);

    // A rule's refusal is worded here too (no prose comes from Rust).
    const recorded = fixture.refusals[0];
    await page.tap(`[data-testid='seat-${recorded.action.target}']`);
    await page.keyboard.type(code(recorded.action.card));
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => /already/.test(document.querySelector("[data-testid='alert']")?.textContent ?? ""));
    assert.equal(await page.getAttribute("main", "data-version"), version);

    // The page was behind (the room moved on, its update still on the way): refused with
    // stale_seq, said, and the fresh update, when it comes, is shown.
    if (await page.$("[data-testid='picker']")) await page.tap("[data-testid='picker-close']");
    await page.evaluate(() => (window.__ipc.seq += 1));
    await page.tap(`[data-testid='seat-${hit.action.target}']`);
    await page.tap(`[data-testid='ask-${code(hit.action.card)}']`);
    await page.waitForFunction(() => /out of date/.test(document.querySelector("[data-testid='alert']")?.textContent ?? ""));
    const stale = (await calls(page, "room_command")).at(-1);
    assert.equal(stale.args.seq, Number(version));
    assert.equal(await page.getAttribute("main", "data-version"), version);
    await ipc(page, "advance");
    await page.waitForSelector(`main[data-version='${Number(version) + 2}']`);

    // The connection drops: a banner says the room is retrying by itself, then it is gone.
    assert.equal(await text(page, "[data-testid='room-status']"), "");
    await ipc(page, "setLink", { state: "reconnecting", attempt: 2 });
    await page.waitForSelector("[data-testid='room-bar'][data-link='reconnecting']");
    assert.equal(await text(page, "[data-testid='room-status']"), "Reconnecting… (attempt 2) The room tries again by itself.");
    assert.ok(await page.isVisible("[data-testid='room-status']"));
    assert.equal(await page.getAttribute("[data-testid='room-status']", "role"), "status");
    await shot(page, "together-reconnecting-phone");
    await ipc(page, "setLink", { state: "connected" });
    await page.waitForSelector("[data-testid='room-bar'][data-link='connected']");
    assert.equal(await text(page, "[data-testid='room-status']"), "");
    // A friend's connection drops: their dot says so.
    await ipc(page, "join", 2, "Ben");
    await ipc(page, "connected", 2, false);
    await page.waitForSelector("[data-testid='room-seat-2'][data-connected='false']");
    assert.match(await page.$eval("[data-testid='room-seat-2'] .visually-hidden", (e) => e.textContent), /person, not connected/);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("Play again in a room: asked from the end panel, it waits for the others, then the next game is dealt", async () => {
    const { page, errors } = await openHome(browser.context);
    await host(page);
    await ipc(page, "join", 1, "Ben");
    for (const seat of [2, 3]) {
      await page.click(`[data-testid='seat-${seat}-computer']`);
      await page.waitForSelector(`[data-testid='lobby-seat-${seat}'][data-kind='computer']`);
    }
    await page.click("[data-testid='room-start']");
    await page.waitForSelector("main[data-screen='soi'] [data-testid='hand'] [data-card]");
    await ipc(page, "finish");
    await page.waitForSelector("[data-testid='play-again']");
    await page.tap("[data-testid='play-again']");
    await page.waitForSelector("[data-testid='again-waiting']");
    assert.equal(await text(page, "[data-testid='again-waiting']"), "Waiting for Ben…");
    assert.equal(await page.getAttribute("[data-testid='play-again']", "disabled"), "", "asked once");
    const asked = (await calls(page, "room_command")).filter((c) => c.args.command.of.type === "again");
    assert.deepEqual(asked.map((c) => c.args.command), [{ game: "soi", of: { type: "again" } }]);
    await shot(page, "together-again-waiting-phone");
    // Ben asks too: the room deals the next game, and the panel goes.
    await ipc(page, "askAgain", 1);
    await page.waitForSelector("[data-testid='game-over']", { state: "detached" });
    await page.waitForSelector("[data-testid='hand'] [data-card]");
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("leave: the host is told the room closes; home offers to play with friends again", async () => {
    const { page, errors } = await openHome(browser.context);
    await hostAndStart(page);
    await page.tap("[data-testid='room-leave']");
    await page.waitForSelector("[role='dialog']");
    assert.match(await text(page, "[role='dialog']"), /You host this room: leaving closes it for everyone/);
    await page.tap("[data-testid='confirm-no']");
    assert.equal((await calls(page, "room_leave")).length, 0);
    await page.tap("[data-testid='room-leave']");
    await page.tap("[data-testid='confirm-yes']");
    await page.waitForSelector("main[data-screen='home']");
    assert.equal((await calls(page, "room_leave")).length, 1);
    assert.equal(await text(page, "[data-testid='open-together'] .name"), "Play with friends");
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("join: a bad link is refused in words; a good one seats you in the waiting room", async () => {
    const { page, errors } = await openHome(browser.context);
    await page.click("[data-testid='open-together']");
    await page.click("[data-testid='lobby-tab'] [data-value='join']");
    await page.waitForSelector("[data-testid='nearby-empty']");
    assert.equal((await calls(page, "rooms_nearby")).length, 1);
    // No name: said at the field, nothing sent.
    await page.fill("[data-testid='join-link']", GOOD_LINK);
    await page.fill("[data-testid='join-name']", "");
    await page.click("[data-testid='join-go']");
    await page.waitForSelector("[data-testid='join-name-error']");
    assert.equal((await calls(page, "room_join")).length, 0);
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), "join-name");

    await page.fill("[data-testid='join-link']", "see you at eight");
    await page.fill("[data-testid='join-name']", "Ben");
    await page.click("[data-testid='join-go']");
    await page.waitForFunction(() => document.querySelector("[data-testid='lobby-error']")?.textContent.trim() !== "");
    assert.equal(await text(page, "[data-testid='lobby-error']"), "That link is not a Quadrille invite: copy the whole link the host shared.");
    assert.equal(await page.$("[data-testid='waiting-room']"), null);
    await shot(page, "together-join-phone");

    await page.fill("[data-testid='join-link']", GOOD_LINK);
    await page.click("[data-testid='join-go']");
    await page.waitForSelector("[data-testid='waiting-room']");
    const [, good] = await calls(page, "room_join");
    assert.equal(good.args.invite, GOOD_LINK);
    assert.equal(good.args.name, "Ben");
    assert.match(await text(page, "[data-testid='lobby-seat-2']"), /Ben \(you\)/);
    assert.ok(await page.$("[data-testid='wait-for-host']"));
    assert.equal(await page.$("[data-testid='room-start']"), null, "only the host starts");
    assert.equal(await page.$("[data-testid='seat-3-computer']"), null, "only the host fills seats");
    assert.equal(await text(page, "[data-testid='lobby-error']"), "");
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("join: an unreachable room is said; a room nearby is joined with a tap", async () => {
    const nearby = [{ host: "Ana", game: "soi", link: GOOD_LINK }];
    const { page, errors } = await openHome(browser.context, { options: { nearby, unreachable: true }, settings: { room_name: "Ben" } });
    await page.click("[data-testid='open-together']");
    await page.click("[data-testid='lobby-tab'] [data-value='join']");
    await page.waitForSelector("[data-testid='nearby-0']");
    assert.match(await text(page, "[data-testid='nearby-0']"), /Ana\s+Soi/);
    assert.equal(await page.inputValue("[data-testid='join-name']"), "Ben", "the name from the settings");
    await page.tap("[data-testid='nearby-0']");
    await page.waitForFunction(() => /Could not reach/.test(document.querySelector("[data-testid='lobby-error']")?.textContent ?? ""));
    const [tapped] = await calls(page, "room_join");
    assert.deepEqual({ invite: tapped.args.invite, name: tapped.args.name }, { invite: GOOD_LINK, name: "Ben" });
    await page.tap("[data-testid='nearby-refresh']");
    await page.waitForFunction(() => window.__ipc.calls.filter((c) => c.cmd === "rooms_nearby").length === 2);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("the connection gave up: the seat is kept, Try again reconnects", async () => {
    const { page, errors } = await openHome(browser.context);
    await hostAndStart(page);
    await ipc(page, "setLink", { state: "closed", closed: { why: "gave_up" } });
    await page.waitForSelector("[data-testid='room-bar'][data-link='closed']");
    assert.match(await text(page, "[data-testid='room-status']"), /could not be reached for a long time\. Your seat is kept/);
    assert.ok(await page.$("main[data-screen='soi'] [data-testid='hand']"), "the table stays");
    await page.tap("[data-testid='room-retry']");
    await page.waitForSelector("[data-testid='room-bar'][data-link='connected']");
    assert.equal((await calls(page, "room_resume")).length, 2, "one at start-up, one to try again");
    assert.equal(await page.$("[data-testid='room-retry']"), null);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("Settings: a server address is checked before it is kept; the host can then make the room there", async () => {
    const { page, errors } = await openHome(browser.context);
    await page.click("[data-testid='open-settings']");
    await page.waitForSelector("[data-testid='settings-together']");
    await page.fill("[data-testid='setting-room-server']", "https://rooms.example.org");
    await page.press("[data-testid='setting-room-server']", "Enter");
    await page.locator("[data-testid='setting-room-server']").blur();
    await page.waitForSelector("[data-testid='setting-room-server-error']");
    assert.match(await text(page, "[data-testid='setting-room-server-error']"), /starts with wss:\/\//);
    assert.equal((await calls(page, "settings_update")).length, 0, "nothing saved");
    await page.fill("[data-testid='setting-room-server']", "wss://rooms.example.org/ws");
    await page.locator("[data-testid='setting-room-server']").blur();
    await page.waitForFunction(() => window.__ipc.calls.some((c) => c.cmd === "settings_update"));
    assert.equal((await calls(page, "settings_update")).at(-1).args.settings.room_server, "wss://rooms.example.org/ws");
    assert.equal(await page.$("[data-testid='setting-room-server-error']"), null);
    await page.fill("[data-testid='setting-room-name']", "Zoë");
    await page.locator("[data-testid='setting-room-name']").blur();
    await page.waitForFunction(() => window.__ipc.calls.filter((c) => c.cmd === "settings_update").at(-1)?.args.settings.room_name === "Zoë");

    await page.click("[data-testid='back']");
    await page.click("[data-testid='open-together']");
    await page.waitForSelector("[data-testid='host-where'] [data-value='server']");
    assert.equal(await page.inputValue("[data-testid='host-name']"), "Zoë");
    await page.click("[data-testid='host-where'] [data-value='server']");
    await page.click("[data-testid='host-game'] [data-value='four_side']");
    await page.click("[data-testid='host-fourside-size'] [data-value='7']");
    await page.click("[data-testid='host-when-left'] [data-value='wait']");
    await page.click("[data-testid='host-spectators'] [data-value='on']");
    await page.click("[data-testid='host-open']");
    await page.waitForSelector("[data-testid='waiting-room']");
    const [open] = await calls(page, "room_open");
    assert.deepEqual(open.args.place, { on: "server", url: "wss://rooms.example.org/ws" });
    assert.deepEqual(open.args.room, { game: "four_side", of: { rules: { level: "intermediate", size: 7 }, spectators: true, when_left: { then: "wait" } } });
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("FourSide in a room: a placement goes out at the seq shown, the computer's reply comes on the channel", async () => {
    const { page, errors } = await openHome(browser.context, { game: fourSide });
    await page.click("[data-testid='open-together']");
    await page.click("[data-testid='host-game'] [data-value='four_side']");
    await page.fill("[data-testid='host-name']", "Ana");
    await page.click("[data-testid='host-open']");
    await page.waitForSelector("[data-testid='lobby-seat-1'][data-kind='open']");
    await page.click("[data-testid='seat-1-level'] [data-value='expert']");
    await page.click("[data-testid='seat-1-computer']");
    await page.waitForSelector("[data-testid='lobby-seat-1'][data-kind='computer']");
    await page.click("[data-testid='room-start']");
    await page.waitForSelector("main[data-screen='fourside'] [data-testid='room-bar']");
    await page.waitForSelector("[data-testid='hand-0']");
    for (const gone of ["new-game", "skip", "cover"]) assert.equal(await page.$(`[data-testid='${gone}']`), null, `${gone} is off in a room`);
    assert.equal(await text(page, "[data-testid='turn']"), "Your turn");
    assert.match(await text(page, "[data-testid='room-seat-1']"), /^Expert/);
    const first = fourSide.steps[0].action;
    const version = Number(await page.getAttribute("[data-testid='fourside-board']", "data-version"));
    await page.tap(`[data-testid='hand-${first.hand}']`);
    for (let r = 0; r < first.rotation; r++) await page.tap(`[data-testid='hand-${first.hand}']`);
    await page.tap(`[data-testid='cell-${first.row}-${first.col}']`);
    await page.waitForSelector(`[data-testid='fourside-board'][data-version='${version + 1}']`);
    const acts = (await calls(page, "room_command")).filter((c) => c.args.command.of.type === "act");
    assert.deepEqual(acts.map((c) => c.args), [{ seq: version, command: { game: "four_side", of: { type: "act", action: first } } }]);
    assert.equal(await text(page, "[data-testid='turn']"), "Expert computer's turn");
    // The computer's reply, pushed by the room.
    await ipc(page, "advance");
    await page.waitForSelector(`[data-testid='fourside-board'][data-version='${version + 2}']`);
    const placed = fourSide.steps[1].events[0];
    assert.notEqual(await page.getAttribute(`[data-testid='cell-${placed.row}-${placed.col}']`, "data-tile"), "");
    assert.equal(await text(page, "[data-testid='turn']"), "Your turn");
    assert.equal(await page.getAttribute("[data-testid='room-seat-0']", "data-connected"), "true");
    await shot(page, "together-fourside-phone");
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("an invite link that opened the app fills the join view and waits for Join; so does one opened later", async () => {
    const { page, errors } = await openHome(browser.context, { options: { pendingInvite: GOOD_LINK }, settings: { room_name: "Ben" }, screen: "together" });
    // Cold: the link started the app; Rust kept it until the page asked.
    await page.waitForSelector("[data-testid='join-received']");
    assert.equal(await page.inputValue("[data-testid='join-link']"), GOOD_LINK);
    assert.equal(await page.inputValue("[data-testid='join-name']"), "Ben");
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), "join-go", "the saved name is there: Join is next");
    await page.waitForTimeout(200);
    assert.equal((await calls(page, "room_join")).length, 0, "nobody joins without pressing Join");
    assert.equal((await calls(page, "room_pending_invite")).length, 1);
    await shot(page, "together-join-opened-phone");

    // Warm: another link opens the app while it is on home.
    await page.click("[data-testid='back']");
    await page.waitForSelector("main[data-screen='home']");
    const other = GOOD_LINK.replace("5f1c", "7a2b");
    assert.equal(await ipc(page, "openInvite", other), true, "the page listens on its invites channel");
    await page.waitForSelector("[data-testid='join-received']");
    assert.equal(await page.inputValue("[data-testid='join-link']"), other);
    assert.equal((await calls(page, "room_join")).length, 0);
    await page.click("[data-testid='join-go']");
    await page.waitForSelector("[data-testid='waiting-room']");
    const [joined] = await calls(page, "room_join");
    assert.deepEqual({ invite: joined.args.invite, name: joined.args.name }, { invite: other, name: "Ben" });
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("an invite opened with no name saved asks for the name first", async () => {
    const { page, errors } = await openHome(browser.context, { options: { pendingInvite: GOOD_LINK }, screen: "together" });
    await page.waitForSelector("[data-testid='join-received']");
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), "join-name");
    await page.click("[data-testid='join-go']");
    await page.waitForSelector("[data-testid='join-name-error']");
    assert.equal((await calls(page, "room_join")).length, 0);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("Scan the code: only where the app says it can scan; its refusals are worded at the link", async () => {
    const plain = await openHome(browser.context);
    await plain.page.click("[data-testid='open-together']");
    await plain.page.click("[data-testid='lobby-tab'] [data-value='join']");
    await plain.page.waitForSelector("[data-testid='join-form']");
    assert.equal(await plain.page.$("[data-testid='join-scan']"), null, "no scan button where can_scan is false");
    await plain.page.close();

    const { page, errors } = await openHome(browser.context, { canScan: true, settings: { room_name: "Ben" } });
    await page.click("[data-testid='open-together']");
    await page.click("[data-testid='lobby-tab'] [data-value='join']");
    await page.waitForSelector("[data-testid='join-scan']");
    assert.equal(await text(page, "[data-testid='join-scan']"), "Scan the code");
    const refusals = [
      ["camera_denied", "Quadrille may not use the camera: allow it in the phone's settings, or paste the link."],
      ["bad_invite", "That code is not a Quadrille invite: scan the code on the host's screen."],
      ["no_scanner", "This device cannot scan codes: paste the link the host shared."],
    ];
    for (const [code, words] of refusals) {
      await page.evaluate((c) => (window.__ipc.scan = { code: c }), code);
      await page.click("[data-testid='join-scan']");
      await page.waitForSelector("[data-testid='join-link-error']");
      assert.equal(await text(page, "[data-testid='join-link-error']"), words, code);
      assert.equal(await page.inputValue("[data-testid='join-link']"), "");
    }
    await shot(page, "together-scan-refused-phone");
    // Going back from the camera is the person's choice: nothing is said.
    await page.evaluate(() => (window.__ipc.scan = { code: "scan_cancelled" }));
    await page.click("[data-testid='join-scan']");
    await page.waitForFunction(() => window.__ipc.calls.filter((c) => c.cmd === "room_scan").length === 4);
    await page.waitForSelector("[data-testid='join-link-error']", { state: "detached" });
    // A good scan fills the link and waits for Join.
    await page.evaluate((link) => (window.__ipc.scan = { link }), GOOD_LINK);
    await page.click("[data-testid='join-scan']");
    await page.waitForSelector("[data-testid='join-received']");
    assert.equal(await page.inputValue("[data-testid='join-link']"), GOOD_LINK);
    assert.equal((await calls(page, "room_join")).length, 0);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("a seat held on this device: home offers to go back, straight to the game", async () => {
    const { page, errors } = await openHome(browser.context, { options: { resume: true } });
    await page.waitForFunction(() => document.querySelector("[data-testid='open-together'] .name")?.textContent === "Back to your room");
    await page.click("[data-testid='open-together']");
    await page.waitForSelector("main[data-screen='soi'] [data-testid='room-bar']");
    assert.equal(await page.getAttribute("main", "data-version"), "7");
    assert.match(await text(page, "[data-testid='room-seat-2']"), /Ben/);
    assert.deepEqual(errors, []);
    await page.close();
  });
});

describe("Play with friends: screenshots on a desktop and in dark", () => {
  for (const [device, deviceName] of [
    [DESKTOP, "desktop"],
    [PHONE, "phone"],
  ]) {
    for (const theme of ["light", "dark"]) {
      test(`${deviceName}, ${theme}: the waiting room with its QR code, and a game with the room bar`, async () => {
        const browser = await launch(device);
        try {
          const { page, errors } = await openHome(browser.context, { settings: { theme } });
          await host(page);
          await page.click("[data-testid='seat-1-computer']");
          // (A join while the host's command is on its way would make that command stale.)
          await page.waitForSelector("[data-testid='lobby-seat-1'][data-kind='computer']");
          await ipc(page, "join", 2, "Ben");
          await page.waitForSelector("[data-testid='lobby-seat-2'][data-kind='person']");
          await shot(page, `together-waiting-${deviceName}-${theme}`);
          await page.click("[data-testid='seat-3-computer']");
          await page.waitForSelector("[data-testid='lobby-seat-3'][data-kind='computer']");
          await page.click("[data-testid='room-start']");
          await page.waitForSelector("main[data-screen='soi'] [data-testid='hand'] [data-card]");
          await ipc(page, "advance");
          await page.waitForTimeout(150);
          await shot(page, `together-soi-${deviceName}-${theme}`);
          assert.deepEqual(errors, []);
        } finally {
          await browser.close();
        }
      });
    }
  }
});
