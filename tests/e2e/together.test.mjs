// Two real apps, each with its own data folder, play together in a room one of them hosts on
// the device (over 127.0.0.1: QUADRILLE_ROOMS_LOOPBACK=1). FourSide: the host and a friend who
// joined with the invite link play a 7×7 game to its end through the real board; mid-game the
// friend's app is killed, a move is made without it, and it is started again with the same data
// folder: home offers "Back to your room", and it is in its seat with its own hand and the
// board as the host sees it. Soi: the host, the friend and two computer players; the two people
// ask by tapping until the first round ends (or the ask budget is spent), each app showing only
// its own hand and both telling the same record; after two asks the host's app is killed and
// started again, and the room goes on from its last ask with the friend reconnected by itself.
// Build: npx tauri build --debug --no-bundle
// Run:   xvfb-run -a -s "-screen 0 1280x800x24" node --test tests/e2e/together.test.mjs
// QUADRILLE_DOCS_SCREENSHOTS=1 also writes the README's pictures into docs/screenshots/.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { cellSel, findFit, peek, placedCount, readFourSide, tilesOf } from './fourside.mjs';
import { peekSoi, readSoi } from './soi.mjs';
import { keepEvidence } from './solitaire.mjs';
import { App, PHONE, addComputer, hostRoom, joinRoom, screenshots, waitSeat } from './together.mjs';
import { ROOT, waitFor } from './webdriver.mjs';

const RESULTS = join(ROOT, 'test-results', 'e2e');
const DOCS = process.env.QUADRILLE_DOCS_SCREENSHOTS === '1' ? join(ROOT, 'docs', 'screenshots') : null;

/**
 * Runs `fn(host, friend)` with two fresh apps on the home screen; keeps both apps' screens if it
 * fails, and always stops both and removes their data folders.
 */
async function withTwoApps(name, fn) {
  const xdgs = ['host', 'friend'].map((who) => mkdtempSync(join(tmpdir(), `quadrille-e2e-together-${who}-`)));
  const apps = [new App('host', xdgs[0], 0), new App('friend', xdgs[1], PHONE.width + 20)];
  try {
    // One after the other: two WebKit processes starting at once on two cores can take longer
    // than both in turn.
    for (const app of apps) await app.start();
    await fn(...apps);
  } catch (e) {
    for (const app of apps) if (app.session) await keepEvidence(app.session, `${name}-${app.name}`);
    throw e;
  } finally {
    for (const app of apps) await app.stop();
    if (process.env.QUADRILLE_E2E_KEEP !== '1') for (const x of xdgs) rmSync(x, { recursive: true, force: true });
  }
}

// --- FourSide --------------------------------------------------------------------------------

/** Both apps show the same settled board (same version and tiles); returns both reads. */
async function sameBoard(a, b, what) {
  return waitFor(
    async () => {
      const [x, y] = [await readFourSide(a.session), await readFourSide(b.session)];
      return x.version === y.version && JSON.stringify(tilesOf(x)) === JSON.stringify(tilesOf(y)) ? [x, y] : null;
    },
    { timeout: 30_000, what: `both apps to show the same board ${what}` },
  );
}

/** The person whose turn it is places a tile by tapping; returns the square. */
async function placeByTapping(app) {
  const fit = await findFit(app.session);
  assert.ok(fit, `${app.name}: a tile of the hand fits somewhere (the engine passes a player who cannot place)`);
  const key = fit.fits[0];
  const tile = fit.board.hand[fit.hand].tile;
  await app.session.click(cellSel(key));
  await waitFor(async () => (await peek(app.session)).cells[key]?.tile !== '', { timeout: 15_000, what: `${app.name}'s tile on ${key}` });
  const after = await peek(app.session);
  assert.equal(after.cells[key].tile, tile, 'the tile lies as it was turned in the hand');
  return key;
}

/** The app whose person is to move, judged by both screens ("Your turn" on exactly one). */
async function mover(apps, seats) {
  const [x, y] = await Promise.all(apps.map((app) => readFourSide(app.session)));
  if (x.gameOver || y.gameOver) return null;
  assert.equal(x.toMove, y.toMove, 'both apps agree whose turn it is');
  const i = seats.indexOf(Number(x.toMove));
  assert.ok(i >= 0, `seat ${x.toMove} to move is one of the two people`);
  const other = i === 0 ? y : x;
  assert.equal([x, y][i].turn, 'Your turn', `${apps[i].name} is told it is its turn`);
  assert.notEqual(other.turn, 'Your turn', 'the other app is not');
  return apps[i];
}

test('FourSide: two apps play a room hosted on the device to the end; the friend’s app is killed and comes back to its seat', { timeout: 900_000 }, (t) =>
  withTwoApps('together-fourside', async (host, friend) => {
    const link = await hostRoom(host.session, { game: 'four_side', name: 'Ana', size: 7 });
    assert.match(link, /^quadrille:\/\/join\?/, 'the waiting room shows an invite link');
    assert.match(link, /127\.0\.0\.1/, 'loopback rooms are on 127.0.0.1');
    t.diagnostic(`invite: ${link.replace(/key=[^&]+/, 'key=…')}`);
    const friendSeat = await joinRoom(friend.session, { link, name: 'Ben' });
    assert.equal(friendSeat, 1, 'the friend takes the other seat');
    await waitSeat(host.session, 1, 'person');
    await host.session.click('[data-testid="room-start"]');
    for (const app of [host, friend]) await app.session.waitFor('main[data-screen="fourside"] [data-testid="room-bar"]', { timeout: 30_000 });
    let [h, f] = await sameBoard(host, friend, 'at the start');
    assert.equal(h.size, 7);
    assert.equal(h.hand.length, 5, 'the host holds five tiles');
    assert.equal(f.hand.length, 5, 'the friend holds five tiles');

    const apps = [host, friend];
    const seats = [0, friendSeat];
    let moves = 0;
    let restarted = false;
    for (;;) {
      const app = await mover(apps, seats);
      if (!app) break;
      const key = await placeByTapping(app);
      moves++;
      [h, f] = await sameBoard(host, friend, `after move ${moves} (${app.name} on ${key})`);
      assert.deepEqual(h.scores, f.scores, 'the same scores on both');

      if (moves === 4 && DOCS) await screenshots([host, friend], DOCS, 'together-fourside');
      if (moves === 4) await screenshots([host, friend], RESULTS, 'together-fourside');

      // Mid-game: the friend's app dies; the host plays on if it is its turn; the friend's app
      // starts again from its data folder and is back in its seat.
      if (!restarted && moves >= 6 && !h.gameOver && h.toMove === '0') {
        restarted = true;
        const before = f;
        await friend.kill();
        t.diagnostic(`friend's app killed after ${moves} moves (version ${before.version})`);
        await waitFor(
          () => host.session.exec(`return document.querySelector('[data-testid="room-seat-1"]')?.dataset.connected === 'false';`),
          { timeout: 30_000, what: "the host to see the friend's seat as not connected" },
        );
        const hostMove = await placeByTapping(host);
        moves++;
        const hostAfter = await readFourSide(host.session);
        await friend.start();
        // Home asks Rust for the seat held as it starts; the answer comes after the first paint.
        const label = await waitFor(
          async () => {
            const text = await friend.session.text('[data-testid="open-together"] .name');
            return text === 'Back to your room' && text;
          },
          { timeout: 30_000, what: 'home to offer going back to the room' },
        );
        assert.equal(label, 'Back to your room', 'home offers to go back to the room');
        await friend.session.click('[data-testid="open-together"]');
        await friend.session.waitFor('main[data-screen="fourside"] [data-testid="room-bar"]', { timeout: 30_000 });
        [h, f] = await sameBoard(host, friend, 'after the restart');
        assert.equal(f.version, hostAfter.version, "the host's move made while the friend was away is there");
        assert.notEqual(f.cells[hostMove].tile, '', "the host's tile is on the friend's board");
        assert.deepEqual(
          f.hand.map((x) => x.tile),
          before.hand.map((x) => x.tile),
          'the friend holds the same tiles as before the crash',
        );
        assert.deepEqual(f.scores, h.scores);
        await waitFor(
          () => host.session.exec(`return document.querySelector('[data-testid="room-seat-1"]')?.dataset.connected === 'true';`),
          { timeout: 30_000, what: "the host to see the friend connected again" },
        );
        t.diagnostic(`friend back in seat ${friendSeat} at version ${f.version} with ${f.hand.length} tiles`);
      }
      if (moves > 200) assert.fail('a 7×7 game ends in fewer than 200 placements');
    }
    assert.ok(restarted, 'the friend’s app was restarted mid-game');

    // The end, on both: the same final scores, as the board's.
    for (const app of apps) await app.session.waitFor('[data-testid="game-over"]', { timeout: 30_000 });
    const finals = [];
    for (const app of apps) {
      finals.push(await app.session.exec(`return [0, 1].map((i) => document.querySelector('[data-testid="final-score-' + i + '"]')?.textContent.trim() ?? null);`));
    }
    assert.deepEqual(finals[0], finals[1], 'both apps show the same final scores');
    assert.deepEqual(finals[0], h.scores, 'the final scores are the board’s');
    const results = [];
    for (const app of apps) results.push(await app.session.text('[data-testid="game-over-result"]'));
    t.diagnostic(`${moves} placements, ${placedCount(h)} tiles down; final ${finals[0].join(':')}; host: "${results[0]}", friend: "${results[1]}"`);
    await screenshots([host, friend], RESULTS, 'together-fourside-over');
  }),
);

// --- Soi -------------------------------------------------------------------------------------

/** Each person's turns are bounded: a round at 4 seats takes ~30–60 asks in all. */
const MAX_PERSON_ASKS = 30;

/** Every card face the page shows outside its own hand (sets laid down are public). */
const FACES_OUTSIDE_HAND = `
  return [...document.querySelectorAll('[data-card]')]
    .filter((el) => !el.closest('[data-testid="hand"]'))
    .map((el) => el.dataset.card);`;

/** Both tables settled on the same version; a person to ask in one of them, or the round over. */
async function sameTable(apps, what) {
  return waitFor(
    async () => {
      const tables = [];
      for (const app of apps) tables.push(await readSoi(app.session));
      const [x, y] = tables;
      if (x.version !== y.version) return null;
      const over = x.roundSummary || x.gameOver;
      if (!over && !x.humanTurn && !y.humanTurn) return null; // a computer is still to ask
      if (over !== (y.roundSummary || y.gameOver)) return null;
      return tables;
    },
    { timeout: 60_000, what: `both tables to agree ${what}` },
  );
}

/** Nothing of one person's hand shows on the other's screen; the counts agree. */
async function handsPrivate(apps, tables, seats) {
  const [x, y] = tables;
  assert.equal(
    x.hand.filter((c) => y.hand.includes(c)).length,
    0,
    'the two hands share no card',
  );
  for (let i = 0; i < 2; i++) {
    const mine = tables[i];
    const other = tables[1 - i];
    const faces = await apps[i].session.exec(FACES_OUTSIDE_HAND);
    const leaked = faces.filter((c) => other.hand.includes(c));
    assert.deepEqual(leaked, [], `${apps[i].name} shows none of the other person's cards`);
    assert.equal(mine.seats[String(seats[1 - i])]?.count, other.hand.length, `${apps[i].name} shows how many cards the other person holds`);
  }
}

/**
 * The person to move asks by tapping: an askable seat, then a card of the rank held most,
 * avoiding asks that missed since the last change of hand (`misses`, "seat:card"), so that the
 * two people do not ask each other the same miss over and over.
 */
async function askByTapping(app, table, misses) {
  const s = app.session;
  const open = Object.entries(table.seats).filter(([, x]) => !x.disabled && x.count > 0);
  assert.ok(open.length > 0, `${app.name}: someone can be asked`);
  const rank = (c) => c.slice(0, -1);
  const held = (c) => table.hand.filter((h) => rank(h) === rank(c)).length;
  const fresh = open.filter(([seat]) => table.hand.some((c) => !misses.has(`${seat}:${c}`)));
  const [seat] = (fresh.length ? fresh : open)[table.hand.length % (fresh.length || open.length)];
  await s.click(`[data-testid="seat-${seat}"]`);
  await s.waitFor('[data-testid="picker"]');
  const picker = await peekSoi(s);
  const ranked = [...picker.asks].sort((a, b) => held(b) - held(a));
  const card = ranked.find((c) => !misses.has(`${seat}:${c}`)) ?? ranked[0];
  assert.ok(card, 'the picker offers a card');
  await s.click(`[data-testid="ask-${card}"]`);
  const after = await waitFor(async () => {
    const x = await peekSoi(s);
    return x.version !== table.version ? x : null;
  }, { timeout: 15_000, what: `${app.name}'s ask to be answered` });
  if (after.hand.length > table.hand.length) misses.clear(); // a hand changed: old misses may now hit
  else misses.add(`${seat}:${card}`);
  return { seat, card };
}

/** The friend's room banner: its words, empty while connected. */
async function roomStatus(app) {
  return app.session.exec(`return document.querySelector('[data-testid="room-status"]')?.textContent.trim() ?? null;`);
}

/**
 * Kills the host's app (SIGKILL: the room's server goes with it), checks that the friend's app
 * says it is reconnecting, starts the host's app again on its data folder, goes back to the room
 * from home, and checks that both tables are as they were and the friend is connected again.
 */
async function restartHost(host, friend, apps, before, t) {
  await host.kill();
  t.diagnostic(`host's app killed at version ${before[0].version}`);
  await waitFor(async () => /Reconnecting/.test((await roomStatus(friend)) ?? ''), {
    timeout: 30_000,
    what: "the friend's app to say it is reconnecting",
  });
  await host.start();
  await waitFor(async () => (await host.session.text('[data-testid="open-together"] .name')) === 'Back to your room', {
    timeout: 30_000,
    what: "the host's home to offer going back to the room",
  });
  await host.session.click('[data-testid="open-together"]');
  await host.session.waitFor('main[data-screen="soi"] [data-testid="hand"] [data-card]', { timeout: 30_000 });
  const tables = await sameTable(apps, "after the host's restart");
  assert.equal(tables[0].version, before[0].version, 'the room is at its last ask');
  assert.deepEqual(tables[0].hand, before[0].hand, 'the host holds the same cards');
  assert.deepEqual(tables[1].hand, before[1].hand, 'the friend holds the same cards');
  assert.deepEqual(tables[1].log, before[1].log, "the friend's record is unchanged");
  await waitFor(async () => (await roomStatus(friend)) === '', { timeout: 30_000, what: "the friend's app to be connected again" });
  t.diagnostic(`host back at version ${tables[0].version}`);
  return tables;
}

test('Soi: two apps and two computer players in a room hosted on the device; each sees only its own hand', { timeout: 900_000 }, (t) =>
  withTwoApps('together-soi', async (host, friend) => {
    const link = await hostRoom(host.session, { game: 'soi', name: 'Ana', target: 100 });
    const friendSeat = await joinRoom(friend.session, { link, name: 'Ben' });
    await waitSeat(host.session, friendSeat, 'person');
    const computers = [1, 2, 3].filter((seat) => seat !== friendSeat);
    for (const seat of computers) await addComputer(host.session, seat);
    await waitFor(
      async () => {
        for (const seat of computers) if ((await friend.session.exec(`return document.querySelector('[data-testid="lobby-seat-${seat}"]')?.dataset.kind;`)) !== 'computer') return false;
        return true;
      },
      { what: "the friend's waiting room to show the computers" },
    );
    await host.session.click('[data-testid="room-start"]');
    for (const app of [host, friend]) await app.session.waitFor('main[data-screen="soi"] [data-testid="hand"] [data-card]', { timeout: 30_000 });
    const info = await friend.session.text('[data-testid="round-info"]');
    assert.match(info, /to 100/, "the friend's table has the host's target");

    const apps = [host, friend];
    const seats = [0, friendSeat];
    const names = ['Ana', 'Ben'];
    const misses = new Set();
    let tables = await sameTable(apps, 'at the deal');
    // The computers may have laid sets of four down before the first person is to ask.
    const held = tables[0].hand.length + tables[1].hand.length + computers.reduce((n, s) => n + tables[0].seats[String(s)].count, 0);
    assert.ok(held <= 52 && (52 - held) % 4 === 0, `${held} cards held: 52 dealt, less whole sets of four`);
    const asks = [0, 0];
    let hostRestarted = false;
    while (!tables[0].roundSummary && !tables[0].gameOver && asks[0] + asks[1] < MAX_PERSON_ASKS) {
      // Mid-round: the host's app dies, and the room with it; the friend's app keeps trying,
      // and once the host's app is started again the room goes on from its last ask.
      if (!hostRestarted && asks[0] + asks[1] >= 2) {
        hostRestarted = true;
        tables = await restartHost(host, friend, apps, tables, t);
      }
      await handsPrivate(apps, tables, seats);
      assert.deepEqual(tables[0].log, tables[1].log, 'both apps tell the same record');
      const i = tables[0].humanTurn ? 0 : 1;
      assert.equal(tables[1 - i].humanTurn, false, 'only one person is to ask');
      assert.equal(tables[0].toMove, String(seats[i]), 'the seat to move is that person’s');
      const { seat, card } = await askByTapping(apps[i], tables[i], misses);
      asks[i]++;
      tables = await sameTable(apps, `after ${apps[i].name} asked seat ${seat} for ${card}`);
      // The log names cards by face (7♣), the page's data by code (7c): the asker's name and the
      // asked seat's answer are what the other app must show.
      const asker = names[i];
      const mine = tables[i].log.filter((l) => l.startsWith(`${asker} asked`));
      const seen = tables[1 - i].log.filter((l) => l.startsWith(`${asker} asked`));
      assert.ok(mine.length > 0, `${apps[i].name}'s own log has its ask`);
      assert.deepEqual(seen, mine, `${apps[1 - i].name} shows ${asker}'s asks as ${asker}'s app does`);
      const line = mine.at(-1);
      t.diagnostic(`${apps[i].name} asked seat ${seat} for ${card}: ${line}`);
      if (asks[0] + asks[1] === 6) await screenshots(apps, RESULTS, 'together-soi');
    }
    assert.ok(asks[0] > 0 && asks[1] > 0, `both people asked (host ${asks[0]}, friend ${asks[1]})`);
    assert.ok(hostRestarted, "the host's app was restarted mid-round");
    if (tables[0].roundSummary || tables[0].gameOver) {
      // Every seat's total as each app shows it (its own seat's is beside its hand).
      const totals = [];
      for (const app of apps) {
        totals.push(await app.session.exec(`return Object.fromEntries([...document.querySelectorAll('[data-testid^="total-"]')].map((el) => [el.dataset.testid.slice(6), Number(el.textContent)]));`));
      }
      assert.deepEqual(Object.keys(totals[0]).sort(), ['0', '1', '2', '3'], 'the host shows all four totals');
      assert.deepEqual(totals[0], totals[1], 'the same totals after the round');
      assert.equal(Object.values(totals[0]).reduce((a, b) => a + b, 0), 109, 'a round shares out 109 points');
      t.diagnostic(`round over after ${asks[0] + asks[1]} asks by people; totals ${JSON.stringify(totals[0])}`);
    } else {
      t.diagnostic(`ask budget spent (${asks[0]} by the host, ${asks[1]} by the friend); the round goes on`);
    }
  }),
);
