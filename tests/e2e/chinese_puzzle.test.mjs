// The real app, driven through WebDriver: Chinese Puzzle's ace phase by tapping and with the
// button, moves by tapping (a card, and a gap first), a hint played with a second tap, a redeal,
// then quit, start again and find the same board.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { appProcesses, waitFor } from './webdriver.mjs';
import { int } from './solitaire.mjs';
import {
  appUnderTest,
  assertMoved,
  cardsOf,
  cellSel,
  col,
  marked,
  nextBoard,
  openChinesePuzzle,
  peek,
  pressAndConfirm,
  readBoard,
} from './chinese_puzzle.mjs';

const app = appUnderTest('quadrille-e2e-cp-');
let session;

let saved;

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
/** An open gap whose card (the successor of its left neighbour) is movable now. */
function fillableGap(board) {
  for (const [key, c] of Object.entries(board.cells)) {
    if (c.gap !== 'open' || col(key) === 0) continue;
    const [r, k] = key.split('-').map(Number);
    const left = board.cells[`${r}-${k - 1}`].card;
    const rank = RANKS.indexOf(left.slice(0, -1));
    if (rank < 0 || rank >= 12) continue;
    const wanted = RANKS[rank + 1] + left.slice(-1);
    if (Object.values(board.cells).some((o) => o.card === wanted && o.movable)) return key;
  }
  return null;
}

test('Chinese Puzzle: aces, moves by tapping, a hint, a redeal', { timeout: 300_000 }, (t) =>
  app.evidence('chinese-puzzle-play', async () => {
    session = app.session = await app.driver.newSession();
    let board = await openChinesePuzzle(session);
    const empty0 = Object.entries(board.cells).filter(([k, c]) => col(k) === 0 && c.card === '');
    assert.equal(empty0.length, 8, 'a fresh deal leaves the first column empty');
    assert.ok(board.placeAces, 'the ace phase offers "place aces"');
    assert.equal(await session.exec(`return document.querySelector('[data-testid="reshuffle"]').disabled;`), true, 'no redeal in the ace phase');

    // One ace by hand: tap it, the empty first-column slots are offered, tap one.
    const ace = Object.entries(board.cells).find(([, c]) => c.movable && c.card.startsWith('A'));
    assert.ok(ace, 'an ace can move');
    await session.click(cellSel(ace[0]));
    const targets = await marked(session, (c) => c.target, 'first-column slots offered for the ace');
    assert.ok(targets.every((k) => col(k) === 0), 'only first-column slots are offered');
    const slot = targets[targets.length - 1];
    await session.click(cellSel(slot));
    let next = await nextBoard(session, board, 'placing an ace');
    assertMoved(board, next, ace[0], slot);
    board = next;
    t.diagnostic(`placed ${ace[1].card} from ${ace[0]} at ${slot}`);

    // The rest with the button.
    next = await pressAndConfirm(session, 'place-aces', board);
    board = next;
    for (let r = 0; r < 8; r++) assert.ok(board.cells[`${r}-0`].card.startsWith('A'), `row ${r} starts with an ace`);
    assert.equal(board.placeAces, false, 'the ace phase is over');
    assert.equal(int(board.score, 'score'), Object.values(board.cells).filter((c) => c.placed).length, 'score counts locked cards');

    // Moves: a tapped card (choosing its gap if it fits two), then a gap first, then a card.
    for (let i = 0; i < 3; i++) {
      const movable = Object.entries(board.cells).filter(([, c]) => c.movable);
      if (movable.length === 0) break;
      const gap = i === 1 ? fillableGap(board) : null;
      if (gap) {
        // Tap a gap first: the cards that fit it light up (data-fills); tap one.
        await session.click(cellSel(gap));
        const fills = await marked(session, (c) => c.fills, `cards offered for the gap ${gap}`);
        await session.click(cellSel(fills[0]));
        next = await nextBoard(session, board, 'filling a tapped gap');
        assertMoved(board, next, fills[0], gap);
        t.diagnostic(`tapped the gap ${gap}, then ${board.cells[fills[0]].card} at ${fills[0]} (${fills.length} offered)`);
        board = next;
        continue;
      }
      const [from] = movable[0];
      await session.click(cellSel(from));
      const state = await waitFor(
        async () => {
          const b = await peek(session);
          if (b.version !== board.version) return { moved: true };
          const ts = Object.entries(b.cells).filter(([, c]) => c.target).map(([k]) => k);
          return ts.length ? { ts } : null;
        },
        { timeout: 15_000, what: `${board.cells[from].card} to move or offer two gaps` },
      );
      if (state.ts) await session.click(cellSel(state.ts[0]));
      next = await readBoard(session);
      if (next.version === board.version) next = await nextBoard(session, board, 'a tapped move');
      const to = Object.keys(next.cells).find((k) => board.cells[k].card === '' && next.cells[k].card === board.cells[from].card);
      assert.ok(to, `${board.cells[from].card} went into a gap`);
      assertMoved(board, next, from, to);
      t.diagnostic(`tapped ${board.cells[from].card} at ${from}, it went to ${to}${state.ts ? ' (chose between two gaps)' : ''}`);
      board = next;
    }

    // A hint: the first tap shows it, the second plays it.
    if (Object.values(board.cells).some((c) => c.movable)) {
      await session.click('[data-testid="hint"]');
      const hinted = await marked(session, (c) => c.hint, 'the hinted card and its gap');
      assert.equal(hinted.length, 2, 'the hint marks a card and a gap');
      const from = hinted.find((k) => board.cells[k].card !== '');
      const to = hinted.find((k) => board.cells[k].card === '');
      assert.ok(from && to, 'one hinted cell is a card, the other a gap');
      await session.click('[data-testid="hint"]');
      next = await nextBoard(session, board, 'playing the hint');
      assertMoved(board, next, from, to);
      t.diagnostic(`hint: ${board.cells[from].card} ${from} -> ${to}; verdict: ${JSON.stringify(next.winnable)}`);
      board = next;
    }

    // Redeal (confirmed when moves remain): locked cards stay, one redeal fewer.
    const left = int(board.dealsLeft, 'deals-left');
    const beforeRedeal = board;
    board = await pressAndConfirm(session, 'reshuffle', board);
    assert.equal(int(board.dealsLeft, 'deals-left'), left - 1, 'one redeal fewer');
    for (const [k, c] of Object.entries(beforeRedeal.cells)) {
      if (c.placed) assert.equal(board.cells[k].card, c.card, `locked ${c.card} at ${k} stays`);
    }
    assert.equal(Object.values(board.cells).filter((c) => c.card === '').length, 8, 'always eight gaps');
    saved = board;
  }));

test('closing the app and starting it again restores the board', { timeout: 300_000 }, () =>
  app.evidence('chinese-puzzle-resume', async () => {
    assert.ok(saved, 'the first test ran');
    await session.delete();
    session = app.session = null;
    await waitFor(() => appProcesses(app.xdg).length === 0, { timeout: 20_000, what: 'the app process to exit' });
    session = app.session = await app.driver.newSession();
    await session.waitFor('main[data-screen="home"]', { timeout: 60_000 });
    const resumed = await session.exec(`return document.querySelector('[data-testid="open-chinese_puzzle"]').textContent;`);
    assert.match(resumed, /continue/i, 'home offers to continue Chinese Puzzle');
    const board = await openChinesePuzzle(session);
    assert.equal(board.deal, saved.deal, 'same deal number');
    assert.deepEqual(cardsOf(board), cardsOf(saved), 'every card is where it was');
    assert.equal(board.score, saved.score);
    assert.equal(board.dealsLeft, saved.dealsLeft);
    assert.equal(board.movesMade, saved.movesMade);
  }));
