// FourSide through the DOM contract of docs/ui-contract.md: the board (cell-R-C with data-tile,
// data-square, data-fits, data-hint), the hand (hand-N with data-selected, data-rotation), the
// scores, whose turn, the hint button.

import assert from 'node:assert/strict';
import { openGame, sleep, waitFor } from './webdriver.mjs';

const READ = `
  const q = (id) => document.querySelector('[data-testid="' + id + '"]');
  const board = q('fourside-board');
  const out = { board: !!board, cells: {}, hand: [], count: 0 };
  out.screen = document.querySelector('main')?.dataset.screen ?? null;
  out.cover = !!q('cover');
  out.gameOver = !!q('game-over');
  if (!board) return out;
  out.version = board.dataset.version;
  out.size = Number(board.dataset.size);
  for (const el of board.querySelectorAll('[data-testid^="cell-"]')) {
    const d = el.dataset;
    out.count++;
    out.cells[d.testid.slice(5)] = { tile: d.tile, square: d.square, fits: d.fits === 'true', hint: d.hint === 'true' };
  }
  for (const el of document.querySelectorAll('[data-testid^="hand-"]')) {
    const d = el.dataset;
    out.hand.push({ tile: d.tile, selected: d.selected === 'true', rotation: Number(d.rotation) });
  }
  const text = (id) => (q(id) ? q(id).textContent.trim() : null);
  out.scores = [text('score-0'), text('score-1')];
  out.turn = text('turn');
  out.toMove = q('turn')?.dataset.toMove ?? null;
  out.hint = text('hint');
  out.hintDisabled = q('hint')?.disabled ?? null;
  out.status = text('status');
  return out;
`;

export const cellSel = (key) => `[data-testid="cell-${key}"]`;
export const handSel = (i) => `[data-testid="hand-${i}"]`;
export const tilesOf = (b) => Object.fromEntries(Object.entries(b.cells).map(([k, c]) => [k, c.tile]));
export const fitsOf = (b) => Object.entries(b.cells).filter(([, c]) => c.fits).map(([k]) => k);
export const placedCount = (b) => Object.values(b.cells).filter((c) => c.tile !== '').length;

/** The screen as the DOM shows it right now (possibly mid-change). */
export const peek = (s) => s.exec(READ);

/** Reads the screen once the board is there and has stopped changing. */
export async function readFourSide(s, { timeout = 30_000 } = {}) {
  let prev = null;
  return waitFor(
    async () => {
      const b = await peek(s);
      if (!b.board || b.count !== b.size * b.size) {
        prev = null;
        return null;
      }
      const same = prev && JSON.stringify(prev) === JSON.stringify(b);
      prev = b;
      if (same) return b;
      await sleep(120);
      return null;
    },
    { timeout, what: 'a settled FourSide board' },
  );
}

/** Waits until a person is to move (the computer has replied), or the game is over. */
export async function waitForMyTurn(s, { timeout = 60_000 } = {}) {
  return waitFor(
    async () => {
      const b = await peek(s);
      if (!b.board) return null;
      if (b.gameOver) return b;
      return b.toMove === '0' && b.hintDisabled === false ? readFourSide(s) : null;
    },
    { timeout, what: 'the person to move' },
  );
}

export async function openFourSide(s) {
  await openGame(s, 'fourside', 'main[data-screen="fourside"] [data-testid="fourside-board"]');
  return readFourSide(s);
}

/** The empty squares next to a tile: where a tile could go if it matched. */
export function frontier(b) {
  const n = b.size;
  const at = (r, c) => (r >= 0 && c >= 0 && r < n && c < n ? b.cells[`${r}-${c}`].tile : '');
  const out = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (at(r, c) !== '') continue;
      if (at(r - 1, c) || at(r + 1, c) || at(r, c - 1) || at(r, c + 1)) out.push(`${r}-${c}`);
    }
  }
  return out;
}

/**
 * Picks up hand tiles and turns them (a tap each) until one glows somewhere; returns the hand
 * index, its rotation and the squares it fits. The first tile tried is turned at least once.
 */
export async function findFit(s) {
  const start = await peek(s);
  for (let h = 0; h < start.hand.length; h++) {
    await s.click(handSel(h));
    for (let turn = 0; turn < 4; turn++) {
      if (turn > 0 || h === 0) await s.click(handSel(h));
      const b = await peek(s);
      assert.equal(b.hand[h].selected, true, `hand tile ${h} is picked up`);
      const fits = fitsOf(b);
      if (fits.length > 0) return { hand: h, rotation: b.hand[h].rotation, fits, board: b };
    }
  }
  return null;
}
