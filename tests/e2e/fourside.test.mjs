// The real app, driven through WebDriver: FourSide against the computer. A new game set up in
// the dialog, moves by tapping (pick up a tile, turn it, tap a glowing square), a refused tap,
// a hint, the computer's replies; then quit, start again and find the same board and scores.
// Build: npx tauri build --debug --no-bundle
// Run:   xvfb-run -a -s "-screen 0 1280x800x24" node --test tests/e2e/fourside.test.mjs
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT, appProcesses, waitFor } from './webdriver.mjs';
import { appUnderTest } from './chinese_puzzle.mjs';
import { cellSel, findFit, frontier, openFourSide, peek, placedCount, readFourSide, tilesOf, waitForMyTurn } from './fourside.mjs';

const app = appUnderTest('quadrille-e2e-fourside-');
let session;
let saved;

/** Taps a glowing square and waits for the tile to land (and the computer to reply). */
async function placeAt(s, before, key) {
  const tile = before.hand.find((t) => t.selected).tile;
  await s.click(cellSel(key));
  const after = await waitFor(
    async () => {
      const b = await peek(s);
      return b.board && b.cells[key].tile !== '' ? b : null;
    },
    { timeout: 15_000, what: `a tile on ${key}` },
  );
  assert.equal(after.cells[key].tile, tile, 'the tile lies as it was turned in the hand');
  return waitForMyTurn(s);
}

test('FourSide: a game against the computer by tapping, a refused tap, a hint', { timeout: 300_000 }, (t) =>
  app.evidence('fourside-play', async () => {
    session = app.session = await app.driver.newSession();
    await session.setWindowRect({ width: 1280, height: 800 }).catch(() => {});
    let board = await openFourSide(session);

    // A new game against the computer, set up in the dialog.
    await session.click('[data-testid="new-game"]');
    await session.waitFor('[data-testid="confirm-yes"]');
    await session.click('[data-testid="new-mode"] [data-value="human_vs_computer"]');
    await session.click('[data-testid="new-size"] [data-value="9"]');
    await session.click('[data-testid="new-level"] [data-value="intermediate"]');
    const versionBefore = board.version;
    await session.click('[data-testid="confirm-yes"]');
    await waitFor(async () => (await peek(session)).version !== versionBefore, { what: 'the new game' });
    board = await waitForMyTurn(session);
    assert.equal(board.count, 81, '9×9 board');
    assert.ok(placedCount(board) <= 2, "the primer, and the computer's first tile if it started");
    assert.equal(board.hand.length, 5, 'a hand of five');
    assert.equal(board.hint, 'Hint (3)');
    t.diagnostic(`new game: ${placedCount(board)} tile(s) on the board (the computer may have started), scores ${board.scores}`);

    // A refused tap: a square next to a tile where the picked-up tile does not fit; the page
    // says which side does not match, with both numbers.
    const fit = await findFit(session);
    assert.ok(fit, 'some tile fits somewhere');
    const wrong = frontier(fit.board).find((k) => !fit.fits.includes(k));
    if (wrong) {
      await session.click(cellSel(wrong));
      const refused = await waitFor(
        async () => {
          const b = await peek(session);
          return /shows \d+, but the tile/.test(b.status ?? '') ? b : null;
        },
        { timeout: 10_000, what: 'the refusal' },
      );
      assert.equal(refused.version, fit.board.version, 'a refusal changes nothing');
      assert.deepEqual(tilesOf(refused), tilesOf(fit.board));
      assert.equal(refused.hand[fit.hand].selected, true, 'the tile stays picked up');
      t.diagnostic(`refused at ${wrong}: ${refused.status}`);
    }

    // Three moves by tapping, each answered by the computer.
    let turned = 0;
    for (let move = 0; move < 3; move++) {
      const f = move === 0 ? await readFourSide(session).then((b) => ({ ...fit, board: b })) : await findFit(session);
      if (!f) break;
      if (f.rotation > 0) turned++;
      const key = f.fits[0];
      const before = placedCount(f.board);
      const next = await placeAt(session, f.board, key);
      if (next.gameOver) break;
      assert.ok(placedCount(next) >= before + 2 || next.toMove === '0', 'the computer replied');
      assert.ok(Number(next.scores[0]) >= 0 && Number(next.scores[1]) >= 0);
      t.diagnostic(`move ${move + 1}: hand ${f.hand} turned ${f.rotation} to ${key}; scores ${next.scores}`);
      board = next;
    }
    t.diagnostic(`${turned} move(s) needed a turn`);

    // A hint: its tile is picked up and turned, its square marked; tapping it plays it.
    await session.click('[data-testid="hint"]');
    const hinted = await waitFor(
      async () => {
        const b = await peek(session);
        const key = Object.keys(b.cells).find((k) => b.cells[k].hint);
        return key ? { b, key } : null;
      },
      { timeout: 15_000, what: 'the hinted square' },
    );
    assert.equal(hinted.b.hint, 'Hint (2)');
    assert.ok(hinted.b.cells[hinted.key].fits, 'the hinted square glows for the hinted tile');
    assert.ok(hinted.b.hand.some((h) => h.selected), 'the hinted tile is picked up');
    board = await placeAt(session, hinted.b, hinted.key);
    t.diagnostic(`hint played at ${hinted.key}; scores ${board.scores}`);
    saved = board;
    // What the real app (WebKitGTK) draws, for people to look at.
    mkdirSync(join(ROOT, 'test-results'), { recursive: true });
    writeFileSync(join(ROOT, 'test-results', 'fourside-app.png'), await session.screenshot());
  }));

test('closing the app and starting it again restores the board and the scores', { timeout: 300_000 }, () =>
  app.evidence('fourside-resume', async () => {
    assert.ok(saved, 'the first test ran');
    await session.delete();
    session = app.session = null;
    await waitFor(() => appProcesses(app.xdg).length === 0, { timeout: 20_000, what: 'the app process to exit' });
    session = app.session = await app.driver.newSession();
    await session.waitFor('main[data-screen="home"]', { timeout: 60_000 });
    const label = await session.exec(`return document.querySelector('[data-testid="open-fourside"]').textContent;`);
    assert.match(label, /continue/i, 'home offers to continue FourSide');
    await openFourSide(session);
    const board = await waitForMyTurn(session);
    assert.deepEqual(tilesOf(board), tilesOf(saved), 'every tile is where it was');
    assert.deepEqual(board.scores, saved.scores, 'same scores');
    assert.deepEqual(
      board.hand.map((h) => h.tile),
      saved.hand.map((h) => h.tile),
      'the same hand',
    );
    assert.equal(board.hint, saved.hint, 'the same hints left');
  }));

test('the demo: the computer plays both sides to the end', { timeout: 300_000 }, () =>
  app.evidence('fourside-demo', async () => {
    assert.ok(session, 'the app is running');
    await session.click('[data-testid="new-game"]');
    await session.waitFor('[data-testid="confirm-yes"]');
    const warning = await session.exec(`return document.querySelector('form.sheet').textContent;`);
    assert.match(warning, /counts as lost/, 'a game in progress asks first');
    await session.click('[data-testid="new-mode"] [data-value="computer_vs_computer"]');
    await session.click('[data-testid="new-size"] [data-value="7"]');
    await session.click('[data-testid="new-level"] [data-value="beginner"]');
    await session.click('[data-testid="confirm-yes"]');
    await waitFor(async () => (await peek(session)).size === 7, { what: 'the 7×7 demo board' });
    const board = await peek(session);
    assert.equal(board.hand.length, 0, 'no hand is shown in the demo');
    await session.click('[data-testid="skip"]');
    await session.waitFor('[data-testid="game-over"]', { timeout: 120_000 });
    const end = await readFourSide(session);
    const result = await session.text('[data-testid="game-over-result"]');
    assert.match(result, /Computer [12] wins!|tie/);
    const [a, b] = end.scores.map(Number);
    if (a !== b) assert.equal(result, `Computer ${a > b ? 1 : 2} wins!`);
    assert.ok(placedCount(end) > 1);
  }));
