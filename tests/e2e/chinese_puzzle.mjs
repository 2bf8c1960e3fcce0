// Chinese Puzzle through the DOM contract of docs/ui-contract.md (112 slots, ace phase, hints).
// The SolitaireX helpers in solitaire.mjs read a 52-slot board; these read any Gaps board.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { keepEvidence } from './solitaire.mjs';
import { openGame, sleep, startDriver, waitFor } from './webdriver.mjs';

/**
 * tauri-driver for one test file, with its own data folder (removed afterwards unless
 * QUADRILLE_E2E_KEEP=1). `app.session` is the session in use; `app.evidence(name, fn)` runs fn
 * and keeps a screenshot and the HTML if it fails.
 */
export function appUnderTest(prefix) {
  const app = { xdg: mkdtempSync(join(tmpdir(), prefix)), driver: null, session: null };
  before(async () => {
    app.driver = await startDriver({ xdg: app.xdg });
  });
  after(async () => {
    await app.driver?.stop();
    if (process.env.QUADRILLE_E2E_KEEP !== '1') rmSync(app.xdg, { recursive: true, force: true });
  });
  app.evidence = async (name, fn) => {
    try {
      await fn();
    } catch (e) {
      if (app.session) await keepEvidence(app.session, name);
      throw e;
    }
  };
  return app;
}

const READ = `
  const q = (id) => document.querySelector('[data-testid="' + id + '"]');
  const board = q('gaps-board');
  const out = { board: !!board, cells: {}, count: 0 };
  if (!board) return out;
  out.version = board.dataset.version;
  out.deal = board.dataset.deal;
  const flag = (v) => v === 'true';
  for (const el of board.querySelectorAll('[data-testid^="cell-"]')) {
    const d = el.dataset;
    out.count++;
    out.cells[d.testid.slice(5)] = {
      card: d.card, gap: d.gap ?? null, movable: flag(d.movable), placed: flag(d.placed),
      target: flag(d.target), fills: flag(d.fills), hint: flag(d.hint),
    };
  }
  const ids = { score: 'score', dealsLeft: 'deals-left', movesMade: 'moves-made', deadGaps: 'dead-gaps', winnable: 'winnable' };
  for (const [k, id] of Object.entries(ids)) out[k] = q(id) ? q(id).textContent.trim() : null;
  out.placeAces = !!q('place-aces');
  return out;
`;

export const CELLS = 112;
export const cellSel = (key) => `[data-testid="cell-${key}"]`;
export const cardsOf = (b) => Object.fromEntries(Object.entries(b.cells).map(([k, c]) => [k, c.card]));
export const col = (key) => Number(key.split('-')[1]);

/** The board as the DOM shows it right now (possibly mid-change). */
export const peek = (s) => s.exec(READ);

/** Reads the board once it has all 112 slots and has stopped changing. */
export async function readBoard(s, { timeout = 30_000 } = {}) {
  let prev = null;
  return waitFor(
    async () => {
      const b = await peek(s);
      if (!b.board || b.count !== CELLS) {
        prev = null;
        return null;
      }
      const same = prev && JSON.stringify(prev) === JSON.stringify(b);
      prev = b;
      if (same) return b;
      await sleep(150);
      return null;
    },
    { timeout, interval: 100, what: `a complete, settled Chinese Puzzle board (${CELLS} cells)` },
  );
}

export async function openChinesePuzzle(s) {
  await openGame(s, 'chinese_puzzle', 'main[data-screen="chinese_puzzle"] [data-testid="gaps-board"]');
  return readBoard(s);
}

/** Waits until the board's version differs from `before`'s, then reads it. */
export async function nextBoard(s, before, what) {
  await waitFor(async () => (await peek(s)).version !== before.version, {
    timeout: 15_000,
    what: `the board to change after ${what} (data-version was ${before.version})`,
  });
  return readBoard(s);
}

/** Waits for cells matching `pick` (e.g. targets offered after a tap); returns their keys. */
export async function marked(s, pick, what) {
  return waitFor(
    async () => {
      const keys = Object.entries((await peek(s)).cells)
        .filter(([, c]) => pick(c))
        .map(([k]) => k);
      return keys.length ? keys : null;
    },
    { timeout: 15_000, what },
  );
}

/** Clicks a button, accepting a confirmation if one appears, and waits for the board. */
export async function pressAndConfirm(s, testid, before) {
  await s.click(`[data-testid="${testid}"]`);
  const r = await waitFor(
    async () => {
      if ((await peek(s)).version !== before.version) return 'changed';
      if (await s.exists('[data-testid="confirm-yes"]')) return 'confirm';
      return null;
    },
    { timeout: 15_000, what: `${testid} to act or ask for confirmation` },
  );
  if (r === 'confirm') await s.click('[data-testid="confirm-yes"]');
  return nextBoard(s, before, testid);
}

/** Checks that exactly one card went from `from` into the gap `to`. */
export function assertMoved(before, after, from, to) {
  const card = before.cells[from].card;
  assert.equal(before.cells[to].card, '', `${to} was a gap`);
  assert.equal(after.cells[to].card, card, `${card} went to ${to}`);
  assert.equal(after.cells[from].card, '', `${card} left a gap at ${from}`);
  for (const k of Object.keys(before.cells)) {
    if (k !== from && k !== to) assert.equal(after.cells[k].card, before.cells[k].card, `cell ${k} unchanged`);
  }
}
