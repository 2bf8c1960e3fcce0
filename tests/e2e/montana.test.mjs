// The real app, driven through WebDriver: Montana is SolitaireX's screen with one more rule.
// A 2 put at the head of a row is not locked while another first-column gap waits: tapping it
// offers those gaps, and the next tap moves it there. The game is saved as Montana's own.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { appProcesses, startDriver, waitFor } from './webdriver.mjs';
import { cardsOf, keepEvidence, openSolitaire, pressAndConfirm, rankOf, tapMove } from './solitaire.mjs';

const xdg = mkdtempSync(join(tmpdir(), 'quadrille-e2e-'));
let driver;
let session;

before(async () => {
  driver = await startDriver({ xdg });
});

after(async () => {
  await driver?.stop();
  if (process.env.QUADRILLE_E2E_KEEP !== '1') rmSync(xdg, { recursive: true, force: true });
});

let saved;

test('Montana: a 2 heading a row switches to another first-column gap', { timeout: 300_000 }, (t) =>
  (async () => {
    session = await driver.newSession();
    let board = await openSolitaire(session, 'montana');
    // A reshuffle leaves every row without a run a gap in column 0.
    board = await pressAndConfirm(session, 'reshuffle', board);
    const col0Gaps = (b) => Object.entries(b.cells).filter(([k, c]) => k.endsWith('-0') && c.card === '').map(([k]) => k);
    assert.ok(col0Gaps(board).length >= 2, `several first-column gaps after a reshuffle: ${col0Gaps(board)}`);
    // A 2 goes to one of them (its choice of gap offered) …
    const placed = await tapMove(session, board, { preferTwo: true });
    assert.equal(rankOf(placed.card), 2, 'a 2 was movable');
    assert.ok(placed.to.endsWith('-0'), `${placed.card} heads a row (${placed.to})`);
    board = placed.after;
    t.diagnostic(`deal ${board.deal}: ${placed.card} went to ${placed.to}`);
    // … where it is not locked while other first-column gaps wait, and may move to one of them.
    const head = board.cells[placed.to];
    assert.ok(head.movable && !head.placed, `${placed.card} at ${placed.to}: movable, not locked`);
    const gaps = col0Gaps(board);
    const moved = await tapMove(session, board, { only: placed.to });
    assert.equal(moved.card, placed.card);
    assert.ok(gaps.includes(moved.to), `${moved.card} went to an empty first-column cell (${moved.to})`);
    assert.equal(moved.chosenTarget, gaps.length >= 2, 'several gaps are offered to choose from');
    t.diagnostic(`${moved.card} switched from ${placed.to} to ${moved.to}`);
    saved = moved.after;
  })().catch(async (e) => {
    if (session) await keepEvidence(session, 'montana-switch');
    throw e;
  }));

test('closing the app and starting it again resumes the Montana game', { timeout: 300_000 }, () =>
  (async () => {
    assert.ok(saved, 'the first test ran');
    await session.delete();
    session = null;
    await waitFor(() => appProcesses(xdg).length === 0, { timeout: 20_000, what: 'the app process to exit' });
    session = await driver.newSession();
    const board = await openSolitaire(session, 'montana');
    assert.equal(board.deal, saved.deal, 'same deal number');
    assert.deepEqual(cardsOf(board), cardsOf(saved), 'every card is where it was, the switched 2 too');
    await session.delete();
    session = null;
  })().catch(async (e) => {
    if (session) await keepEvidence(session, 'montana-resume');
    throw e;
  }));
