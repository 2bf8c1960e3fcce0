// SolitaireX (and Montana, the same screen) through the DOM contract of docs/ui-contract.md.

import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, openGame, sleep, waitFor } from './webdriver.mjs';

const READ_BOARD = `
  const main = document.querySelector('main[data-screen]');
  const board = document.querySelector('[data-testid="gaps-board"]');
  const text = (id) => {
    const el = document.querySelector('[data-testid="' + id + '"]');
    return el ? el.textContent.trim() : null;
  };
  const out = { screen: main ? main.getAttribute('data-screen') : null, board: !!board, cells: {}, count: 0 };
  if (!board) return out;
  out.version = board.getAttribute('data-version');
  out.deal = board.getAttribute('data-deal');
  for (const el of board.querySelectorAll('[data-testid^="cell-"]')) {
    const key = el.getAttribute('data-testid').slice(5);
    out.count++;
    out.cells[key] = {
      card: el.getAttribute('data-card'),
      movable: el.getAttribute('data-movable') === 'true',
      gap: el.getAttribute('data-gap'),
      placed: el.getAttribute('data-placed') === 'true',
      target: el.getAttribute('data-target') === 'true',
      label: el.getAttribute('aria-label'),
    };
  }
  out.score = text('score');
  out.dealNumber = text('deal-number');
  out.dealsLeft = text('deals-left');
  out.movesMade = text('moves-made');
  out.reshuffle = text('reshuffle');
  return out;
`;

/** The first integer in a read-out such as "Moves: 12" or "2 deals left". */
export function int(text, what) {
  const m = /-?\d+/.exec(text ?? '');
  assert.ok(m, `${what}: expected a number in ${JSON.stringify(text)}`);
  return Number(m[0]);
}

export const cardsOf = (b) => Object.fromEntries(Object.entries(b.cells).map(([k, c]) => [k, c.card]));

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
export const rankOf = (card) => RANKS.indexOf(card.slice(0, -1).toUpperCase()) + 1;
export const suitOf = (card) => card.slice(-1).toLowerCase();

/** Reads the board once it is complete (52 distinct slots) and has stopped changing. */
export async function readBoard(s, { timeout = 30_000 } = {}) {
  let prev = null;
  return waitFor(
    async () => {
      const b = await s.exec(READ_BOARD);
      if (!b.board || b.count !== 52 || Object.keys(b.cells).length !== 52) {
        prev = null;
        return null;
      }
      const same = prev && JSON.stringify(prev) === JSON.stringify(b);
      prev = b;
      if (same) return b;
      await sleep(150);
      return null;
    },
    { timeout, interval: 100, what: 'a complete, settled SolitaireX board (52 cells)' },
  );
}

export async function screen(s) {
  return s.exec(`const m = document.querySelector('main[data-screen]'); return m && m.getAttribute('data-screen');`);
}

/** From the home screen into SolitaireX (or `game`, another one-deck Gaps game); returns the board. */
export async function openSolitaire(s, game = 'solitaire_x') {
  await openGame(s, game, `main[data-screen="${game}"] [data-testid="gaps-board"]`);
  return readBoard(s);
}

/** Waits until the board's state version differs from `before`'s, then reads it. */
export async function nextBoard(s, before, what) {
  await waitFor(async () => (await s.exec(READ_BOARD)).version !== before.version, {
    timeout: 15_000,
    what: `the board to change after ${what} (data-version was ${before.version})`,
  });
  return readBoard(s);
}

const loc = (key) => key.split('-').map(Number);
const cellSel = (key) => `[data-testid="cell-${key}"]`;

/**
 * Taps one movable card (the one at `only` if given; a 2 with several destinations first taps
 * the card, then a gap marked data-target: `to` if given, else the last) and checks that
 * exactly that move happened. Returns { card, from, to, after }.
 */
export async function tapMove(s, before, { preferTwo = false, only = null, to: wanted = null } = {}) {
  const movable = Object.entries(before.cells).filter(([k, c]) => c.movable && c.card && (only === null || k === only));
  assert.ok(movable.length > 0, only ? `the card at ${only} cannot move` : 'no movable card to tap');
  const twos = movable.filter(([, c]) => rankOf(c.card) === 2);
  const [from, { card }] = (preferTwo && twos[0]) || movable.find(([, c]) => rankOf(c.card) !== 2) || movable[0];

  await s.click(cellSel(from));
  // Either the card moved, or (a 2 with several gaps) destinations are offered.
  const state = await waitFor(
    async () => {
      const b = await s.exec(READ_BOARD);
      if (b.version !== before.version) return { moved: true };
      const targets = Object.entries(b.cells).filter(([, c]) => c.target);
      return targets.length ? { targets } : null;
    },
    { timeout: 15_000, what: `the ${card} at ${from} to move or offer destinations` },
  );
  let chosen = null;
  if (!state.moved) {
    assert.equal(rankOf(card), 2, `only a 2 may offer several destinations, but ${card} did`);
    assert.ok(state.targets.length >= 2, 'destinations are offered only when there are several');
    for (const [key, c] of state.targets) {
      assert.equal(c.card, '', `target ${key} must be a gap`);
      assert.equal(loc(key)[1], 0, `a 2 goes to column 0, not ${key}`);
    }
    chosen = wanted ?? state.targets[state.targets.length - 1][0];
    assert.ok(state.targets.some(([key]) => key === chosen), `${chosen} is offered as a destination`);
    await s.click(cellSel(chosen));
  }
  const after = await nextBoard(s, before, `tapping ${card}`);

  const to = Object.keys(after.cells).find((k) => after.cells[k].card === card);
  assert.ok(to, `${card} is still on the board`);
  assert.notEqual(to, from, `${card} moved`);
  if (chosen) assert.equal(to, chosen, `${card} went to the gap that was tapped`);
  if (wanted) assert.equal(to, wanted, `${card} went to ${wanted}`);
  assert.equal(before.cells[to].card, '', `${card} went into a gap (${to})`);
  assert.equal(after.cells[from].card, '', `${card} left a gap at ${from}`);
  const [r, c] = loc(to);
  if (rankOf(card) === 2) {
    assert.equal(c, 0, `a 2 moves to column 0 (went to ${to})`);
  } else {
    const left = before.cells[`${r}-${c - 1}`]?.card ?? '';
    assert.ok(
      left && suitOf(left) === suitOf(card) && rankOf(left) === rankOf(card) - 1,
      `${card} must follow its predecessor, but went after ${JSON.stringify(left)} at ${to}`,
    );
  }
  // Nothing else changed.
  for (const k of Object.keys(before.cells)) {
    if (k !== from && k !== to) assert.equal(after.cells[k].card, before.cells[k].card, `cell ${k} unchanged`);
  }
  assert.equal(int(after.movesMade, 'moves-made'), int(before.movesMade, 'moves-made') + 1, 'moves-made counts the move');
  return { card, from, to, after, chosenTarget: !!chosen };
}

/** Clicks a button, accepting a confirmation dialog if one appears, and waits for the board. */
export async function pressAndConfirm(s, testid, before) {
  await s.click(`[data-testid="${testid}"]`);
  const r = await waitFor(
    async () => {
      if ((await s.exec(READ_BOARD)).version !== before.version) return 'changed';
      if (await s.exists('[data-testid="confirm-yes"]')) return 'confirm';
      return null;
    },
    { timeout: 15_000, what: `${testid} to act or ask for confirmation` },
  );
  if (r === 'confirm') await s.click('[data-testid="confirm-yes"]');
  return nextBoard(s, before, testid);
}

/** Saves a screenshot and the page's HTML under test-results/e2e/ (for a failing test). */
export async function keepEvidence(s, name) {
  const dir = join(ROOT, 'test-results', 'e2e');
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${name}.png`), await s.screenshot());
    writeFileSync(join(dir, `${name}.html`), await s.exec('return document.documentElement.outerHTML;'));
    console.error(`# evidence kept in ${dir}/${name}.{png,html}`);
  } catch (e) {
    console.error(`# could not keep evidence: ${e.message}`);
  }
}
