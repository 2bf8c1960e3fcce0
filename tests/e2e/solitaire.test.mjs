// The real app, driven through WebDriver: play SolitaireX by tapping, undo, reshuffle,
// quit the app, start it again and find the same game.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { appProcesses, startDriver, waitFor } from './webdriver.mjs';
import { cardsOf, int, keepEvidence, nextBoard, openSolitaire, pressAndConfirm, readBoard, tapMove } from './solitaire.mjs';

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

async function evidence(name, fn) {
  try {
    await fn();
  } catch (e) {
    if (session) await keepEvidence(session, name);
    throw e;
  }
}

let saved; // the game as it was when the app was closed

test('SolitaireX: tap moves, undo, reshuffle', { timeout: 300_000 }, (t) =>
  evidence('solitaire-play', async () => {
    session = await driver.newSession();
    let board = await openSolitaire(session);
    assert.ok(board.deal, 'the board shows its deal number (data-deal)');
    assert.equal(Object.values(board.cells).filter((c) => c.card === '').length, 4, 'a fresh deal has 4 gaps');
    const moves0 = int(board.movesMade, 'moves-made');

    // Tap cards: first a 2 if one can go to several gaps (exercises data-target), then others.
    const history = [board];
    for (let i = 0; i < 4; i++) {
      if (!Object.values(board.cells).some((c) => c.movable)) break;
      const move = await tapMove(session, board, { preferTwo: i === 0 });
      board = move.after;
      history.push(board);
      t.diagnostic(`deal ${board.deal}: tapped ${move.card} at ${move.from}, it went to ${move.to}${move.chosenTarget ? ' (a tapped target gap)' : ''}`);
    }
    assert.ok(history.length >= 2, 'at least one move could be made');
    assert.equal(int(board.movesMade, 'moves-made'), moves0 + history.length - 1);

    // Undo steps back exactly one move.
    board = await pressAndConfirm(session, 'undo', board);
    const previous = history[history.length - 2];
    assert.deepEqual(cardsOf(board), cardsOf(previous), 'undo restores the board before the last move');
    assert.equal(int(board.movesMade, 'moves-made'), int(previous.movesMade, 'moves-made'), 'undo takes back the move count');

    // Reshuffle (confirming if asked): one deal fewer left, placed runs stay where they were.
    const dealsLeft = int(board.dealsLeft, 'deals-left');
    assert.ok(dealsLeft >= 1, 'a new game has reshuffles left');
    const beforeReshuffle = board;
    board = await pressAndConfirm(session, 'reshuffle', board);
    assert.equal(int(board.dealsLeft, 'deals-left'), dealsLeft - 1, 'deals-left decreases after a reshuffle');
    for (const [k, c] of Object.entries(beforeReshuffle.cells)) {
      if (c.placed) assert.equal(board.cells[k].card, c.card, `placed card ${c.card} at ${k} stays put`);
    }
    assert.equal(board.deal, beforeReshuffle.deal, 'reshuffling keeps the deal number');
    t.diagnostic(`reshuffled: ${dealsLeft} -> ${int(board.dealsLeft, 'deals-left')} deals left`);
    const afterReshuffle = board;

    // A reshuffle leaves the gap of every row without a run in column 0, so now a 2 can
    // usually go to several gaps: tapping it offers them (data-target), the next tap chooses.
    const col0Gaps = Object.entries(board.cells).filter(([k, c]) => k.endsWith('-0') && c.card === '').length;
    const twoMovable = Object.values(board.cells).some((c) => c.movable && /^2/.test(c.card));
    let beforeLast = board;
    if (col0Gaps >= 2 && twoMovable) {
      const move = await tapMove(session, board, { preferTwo: true });
      assert.ok(move.chosenTarget, `a 2 with ${col0Gaps} gaps in column 0 offers them as targets`);
      t.diagnostic(`tapped ${move.card} at ${move.from}, chose the target ${move.to}`);
      board = move.after;
    } else {
      t.diagnostic(`no 2 with several gaps after the reshuffle (${col0Gaps} gaps in column 0)`);
      beforeLast = beforeReshuffle;
    }
    saved = { board, beforeLast, afterReshuffle, beforeReshuffle };
  }));

test('closing the app and starting it again resumes the same game', { timeout: 300_000 }, () =>
  evidence('solitaire-resume', async () => {
    assert.ok(saved, 'the first test ran');
    assert.ok(appProcesses(xdg).length > 0, 'the app is running before it is closed');
    await session.delete();
    session = null;
    await waitFor(() => appProcesses(xdg).length === 0, { timeout: 20_000, what: 'the app process to exit' });

    session = await driver.newSession();
    await session.waitFor('main[data-screen="home"]', { timeout: 60_000 });
    assert.equal(await session.exists('[data-testid="notice"]'), false, 'no notice on a normal start');
    const board = await openSolitaire(session);
    assert.equal(board.deal, saved.board.deal, 'same deal number');
    assert.equal(board.dealNumber, saved.board.dealNumber, 'same deal number read-out');
    assert.deepEqual(cardsOf(board), cardsOf(saved.board), 'every card is where it was');
    assert.equal(int(board.dealsLeft, 'deals-left'), int(saved.board.dealsLeft, 'deals-left'), 'same deals left');
    assert.equal(int(board.movesMade, 'moves-made'), int(saved.board.movesMade, 'moves-made'), 'same move count');

    // The history survived too: undo goes back through the reshuffle, redo deals it again.
    let b = board;
    const steps = saved.beforeLast === saved.beforeReshuffle ? [] : [saved.beforeLast];
    steps.push(saved.beforeReshuffle);
    for (const expected of steps) {
      b = await pressAndConfirm(session, 'undo', b);
      assert.deepEqual(cardsOf(b), cardsOf(expected), 'undo after resuming steps back one move');
    }
    b = await pressAndConfirm(session, 'redo', b);
    assert.deepEqual(cardsOf(b), cardsOf(saved.afterReshuffle), 'redo deals the identical reshuffle again');
    await readBoard(session);
  }));
