// The real app, driven through WebDriver: Soi against three computers. The message delay set to
// 200 ms and the target to 100 in Settings; asks by tapping (an opponent, then a card in the
// picker) until the round ends or 40 asks are made; the log and the scores checked; the app
// quit mid-round and started again, and the game carries on from the same position.
// Build: npx tauri build --debug --no-bundle
// Run:   xvfb-run -a -s "-screen 0 1280x800x24" node --test tests/e2e/soi.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { appProcesses, waitFor } from './webdriver.mjs';
import { appUnderTest } from './chinese_puzzle.mjs';
import { openSoi, peekSoi, readSoi, setInput, waitForMyAsk } from './soi.mjs';

const app = appUnderTest('quadrille-e2e-soi-');
let session;
let saved;
let asksMade = 0;
const MAX_ASKS = 40;
/** Asks already refused by a seat, so the same miss is not repeated at once. */
const misses = new Set();

const rankOf = (code) => code.slice(0, -1);

/**
 * One ask by tapping: an opponent with cards, then, in the picker, a card of the rank South
 * holds most of (a set is near), avoiding misses already seen. Returns the table after it.
 */
async function askOnce(s, t, diag) {
  const counts = {};
  for (const c of t.hand) counts[rankOf(c)] = (counts[rankOf(c)] ?? 0) + 1;
  const seats = Object.entries(t.seats).filter(([, x]) => !x.disabled && x.count > 0).map(([k]) => k);
  assert.ok(seats.length > 0, 'someone can be asked');
  const seat = seats[asksMade % seats.length];
  await s.click(`[data-testid="seat-${seat}"]`);
  await s.waitFor('[data-testid="picker"]');
  const open = await peekSoi(s);
  assert.ok(open.asks.length > 0, 'the picker offers asks');
  // Only ranks South holds, never a card South holds.
  for (const a of open.asks) {
    assert.ok(counts[rankOf(a)] > 0, `${a}: a rank South holds`);
    assert.ok(!t.hand.includes(a), `${a}: not a card South holds`);
  }
  const ranked = [...open.asks].sort((a, b) => (counts[rankOf(b)] ?? 0) - (counts[rankOf(a)] ?? 0));
  const card = ranked.find((a) => !misses.has(`${seat}:${a}`)) ?? ranked[0];
  await s.click(`[data-testid="ask-${card}"]`);
  asksMade++;
  const after = await waitFor(
    async () => {
      const x = await peekSoi(s);
      return x.version !== t.version && !x.picker ? x : null;
    },
    { timeout: 15_000, what: 'the ask to be answered' },
  );
  const mine = after.log.filter((l) => l.startsWith('South asked')).at(-1) ?? '';
  const got = mine.endsWith('got it');
  if (!got) misses.add(`${seat}:${card}`);
  diag(`ask ${asksMade}: seat ${seat} for ${card} — ${got ? 'got it' : 'missed'}`);
  return waitForMyAsk(s);
}

/** The score table agrees with the seats' totals; the memory aid lists the log's round. */
async function checkScoresAndRecord(s, table) {
  await s.click('[data-testid="scores"]');
  await s.waitFor('[data-testid="scores-table"]');
  const totals = await s.exec(
    `return [...document.querySelectorAll('[data-testid="scores-totals"] td')].map((td) => Number(td.textContent));`,
  );
  for (const [seat, x] of Object.entries(table.seats)) assert.equal(totals[Number(seat)], x.total, `seat ${seat} total`);
  assert.equal(totals[0], Number(table.myTotal), 'South total');
  await s.click('[data-testid="scores-table-close"]');
  await s.click('[data-testid="memory-aid-open"]');
  await s.waitFor('[data-testid="memory-aid"]');
  const record = await s.exec(`return [...document.querySelectorAll('[data-testid="memory-aid-list"] li')].map((li) => li.textContent.trim());`);
  assert.deepEqual(record, table.log, 'the memory aid and the log tell the same round');
  await s.click('[data-testid="memory-aid-close"]');
}

/** The round summary: 13 sets down, 109 points shared out. */
async function checkRoundEnd(s, table, diag) {
  const text = await s.exec(`return document.querySelector('[data-testid="round-summary"], [data-testid="game-over"]').textContent;`);
  diag(`round over: ${text.replace(/\s+/g, ' ').trim()}`);
  const sets = await s.exec(`return [...document.querySelectorAll('[data-seat-sets]')].reduce((n, e) => n + (e.dataset.sets ? e.dataset.sets.split(',').length : 0), 0);`);
  assert.equal(sets, 13, 'all 13 sets are down');
  const points = await s.exec(`return [...document.querySelectorAll('[data-testid="round-summary"] tbody tr td:nth-child(3)')].map((td) => Number(td.textContent.replace('+', '')));`);
  if (points.length === 4) assert.equal(points.reduce((a, b) => a + b, 0), 109, '109 points a round');
  assert.match(table.log.at(-1), /^(Round over|Game over)/);
}

test('Soi: asks by tapping against three computers, the log and the scores', { timeout: 600_000 }, (t) =>
  app.evidence('soi-play', async () => {
    session = app.session = await app.driver.newSession();
    await session.setWindowRect({ width: 1280, height: 800 }).catch(() => {});
    await session.waitFor('main[data-screen="home"]', { timeout: 60_000 });

    // Settings: fast messages, a low target, three computers.
    await session.click('[data-testid="open-settings"]');
    await session.waitFor('[data-testid="settings-soi"]');
    await setInput(session, 'setting-soi-delay', 200);
    await setInput(session, 'setting-soi-target', 100);
    await session.click('[data-testid="setting-soi-level"] [data-value="medium"]');
    for (const seat of [1, 2, 3]) await session.click(`[data-testid="setting-soi-seat-${seat}"] [data-value="computer"]`);
    await session.click('[data-testid="setting-soi-seat-0"] [data-value="human"]');
    await session.click('[data-testid="setting-animation"] [data-value="fast"]');
    await waitFor(
      () => session.exec(`return document.querySelector('[data-testid="setting-soi-delay"]').value === '200' && document.querySelector('[data-testid="setting-soi-target"]').value === '100';`),
      { what: 'the Soi settings' },
    );
    await session.click('[data-testid="back"]');

    let table = await openSoi(session);
    const info = await session.exec(`return document.querySelector('[data-testid="round-info"]').textContent;`);
    assert.match(info, /Round 1 · to 100/, 'the target from the settings');
    assert.ok(table.hand.length + Object.values(table.seats).reduce((n, x) => n + x.count, 0) <= 52);
    assert.match(table.log[0] ?? '', /Round 1 dealt/);
    table = await waitForMyAsk(session);
    t.diagnostic(`dealt: South holds ${table.hand.length}; ${table.status}`);

    // Ask until the first round ends (or 30 asks); the score table and the memory aid on the way.
    let checked = false;
    while (!table.roundSummary && !table.gameOver && asksMade < 30) {
      table = await askOnce(session, table, (m) => t.diagnostic(m));
      if (!checked && !table.roundSummary && !table.gameOver && asksMade >= 2) {
        checked = true;
        await checkScoresAndRecord(session, table);
      }
    }
    // The log holds South's asks and the computers' (each ask answered "got it" or "no").
    const asked = table.log.filter((l) => / asked .* for the /.test(l));
    assert.ok(asked.some((l) => l.startsWith('South asked')), 'South’s asks are logged');
    assert.ok(asked.length >= asksMade, 'every ask is logged');
    for (const l of asked) assert.match(l, /— (got it|no; .+'s turn)$/);
    t.diagnostic(`log: ${asked.length} asks; last: ${table.log.at(-1)}`);

    if (table.roundSummary || table.gameOver) {
      await checkRoundEnd(session, table, (m) => t.diagnostic(m));
      if (table.gameOver) await session.click('[data-testid="play-again"]');
      else await session.click('[data-testid="next-round"]');
      table = await waitFor(
        async () => {
          const x = await peekSoi(session);
          return !x.roundSummary && !x.gameOver && !/^(Round over|Game over)/.test(x.log.at(-1) ?? '') ? x : null;
        },
        { what: 'the next deal' },
      );
      t.diagnostic(`next deal: round ${table.round}`);
      misses.clear();
      table = await waitForMyAsk(session);
      // Two asks into the new round, so that the app is closed mid-round.
      for (let i = 0; i < 2 && !table.roundSummary && !table.gameOver; i++) table = await askOnce(session, table, (m) => t.diagnostic(m));
      // The computers can finish a short round within those two asks; the round summary then
      // covers the toolbar (as it does for a player) and is checked instead.
      if (table.roundSummary || table.gameOver) await checkRoundEnd(session, table, (m) => t.diagnostic(m));
      else await checkScoresAndRecord(session, table);
    }
    saved = await waitForMyAsk(session);
  }));

test('closing the app mid-round and starting it again continues from the same position', { timeout: 600_000 }, (t) =>
  app.evidence('soi-resume', async () => {
    assert.ok(saved, 'the first test ran');
    await session.delete();
    session = app.session = null;
    await waitFor(() => appProcesses(app.xdg).length === 0, { timeout: 20_000, what: 'the app process to exit' });
    session = app.session = await app.driver.newSession();
    await session.waitFor('main[data-screen="home"]', { timeout: 60_000 });
    const label = await session.exec(`return document.querySelector('[data-testid="open-soi"]').textContent;`);
    assert.match(label, /continue/i, 'home offers to continue Soi');
    await openSoi(session);
    let table = await waitForMyAsk(session);
    if (!saved.roundSummary && !saved.gameOver) {
      assert.deepEqual(table.hand, saved.hand, 'the same hand');
      assert.deepEqual(table.seats, saved.seats, 'the same counts and totals');
      assert.deepEqual(table.log, saved.log, 'the same record');
      assert.equal(table.round, saved.round);
    }
    t.diagnostic(`resumed in round ${table.round} with ${table.hand.length} cards`);

    // Carry on until the round ends or the ask budget is spent.
    while (!table.roundSummary && !table.gameOver && asksMade < MAX_ASKS) {
      table = await askOnce(session, table, (m) => t.diagnostic(m));
    }
    if (table.roundSummary || table.gameOver) {
      await checkRoundEnd(session, table, (m) => t.diagnostic(m));
    } else if (!table.gameOver) {
      t.diagnostic(`${asksMade} asks made; the round goes on (${table.hand.length} cards in hand)`);
    }
  }));
