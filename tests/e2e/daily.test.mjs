// The real app, driven through WebDriver: today's SolitaireX deal of the day, opened from
// Today and played to its win along the winning line the engine's own `quadrille-cli daily`
// finds for the day, then the streak on Today.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { ROOT, appForTests, waitFor } from './webdriver.mjs';
import { keepEvidence, readBoard, tapMove } from './solitaire.mjs';

const app = appForTests('daily');

/** Today's (UTC) SolitaireX daily: its deal and winning line as board keys (`row-col`). */
function todaysSolitaireX() {
  const day = new Date().toISOString().slice(0, 10);
  const out = execFileSync(
    'cargo',
    ['run', '-q', '-p', 'quadrille-cli', '--', 'daily', '--date', day, '--games', 'solitairex', '--json'],
    { cwd: ROOT, encoding: 'utf8', timeout: 600_000 },
  );
  const daily = JSON.parse(out.trim().split('\n')[0]);
  // `encode_line`: moves `RC-RC`, the row a digit, the column a base-36 digit.
  const key = (rc) => `${Number(rc[0])}-${parseInt(rc[1], 36)}`;
  const line = daily.line.split(' ').map((m) => m.split('-').map(key));
  return { day, deal: String(daily.deal), line };
}

test("Today's SolitaireX played to its win from Today, then the streak", { timeout: 600_000 }, async (t) => {
  const daily = todaysSolitaireX();
  t.diagnostic(`${daily.day}: deal ${daily.deal}, a win in ${daily.line.length} moves`);
  const s = await app.driver.newSession();
  try {
    await s.waitFor('main[data-screen="home"]', { timeout: 60_000 });
    await s.click('[data-testid="open-today"]');
    await s.waitFor('main[data-screen="today"]');
    await s.waitFor('[data-testid="today-play-solitaire_x"]');
    await s.click('[data-testid="today-play-solitaire_x"]');
    await s.waitFor('main[data-screen="solitaire_x"]', { timeout: 60_000 });
    let board = await readBoard(s);
    assert.equal(board.deal, daily.deal, "Today opens the day's deal");
    for (const [from, to] of daily.line) {
      board = (await tapMove(s, board, { only: from, to })).after;
    }
    await s.waitFor('[data-testid="game-over"]', { timeout: 30_000 });
    await s.click('[data-testid="end-today"]');
    await s.waitFor('main[data-screen="today"]');
    const streak = await waitFor(
      async () => s.exec(`const e = document.querySelector('[data-testid="today-streak"]'); return e && e.textContent;`),
      { what: 'the streak on Today' },
    );
    t.diagnostic(`streak: ${streak.trim()}`);
    assert.match(streak, /\b1\b/, 'a streak of one day');
    assert.ok(await s.exists('[data-testid="today-result-solitaire_x"]'), "SolitaireX shows today's result");
    assert.ok(await s.exists('[data-testid="today-share-solitaire_x"]'), 'and offers to share it');
  } catch (e) {
    await keepEvidence(s, 'daily');
    throw e;
  }
});
