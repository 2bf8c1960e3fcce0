// Soi through the DOM contract of docs/ui-contract.md: the table (main[data-screen="soi"] with
// data-version, data-to-move, data-human-turn), the seats (seat-N with data-count, data-total),
// the hand (hand with data-card per card), the picker (picker, ask-<card>), the log, the
// round summary and the score table.

import { openGame, sleep, waitFor } from './webdriver.mjs';

const READ = `
  const q = (id) => document.querySelector('[data-testid="' + id + '"]');
  const main = document.querySelector('main');
  const out = { screen: main?.dataset.screen ?? null };
  if (out.screen !== 'soi') return out;
  const d = main.dataset;
  out.version = d.version;
  out.toMove = d.toMove;
  out.round = d.round;
  out.humanTurn = d.humanTurn === 'true';
  out.hand = [...document.querySelectorAll('[data-testid="hand"] [data-card]')].map((e) => e.dataset.card);
  out.seats = {};
  for (const el of document.querySelectorAll('[data-testid^="seat-"]')) {
    out.seats[el.dataset.testid.slice(5)] = { count: Number(el.dataset.count), total: Number(el.dataset.total), disabled: el.disabled };
  }
  out.log = [...document.querySelectorAll('[data-testid="log"] li')].map((e) => e.textContent.trim());
  out.status = q('status')?.textContent.trim() ?? null;
  out.picker = !!q('picker');
  out.asks = [...document.querySelectorAll('[data-testid="picker"] [data-testid^="ask-"]')].map((e) => e.dataset.testid.slice(4));
  out.roundSummary = !!q('round-summary');
  out.gameOver = !!q('game-over');
  out.cover = !!q('cover');
  out.myTotal = q('total-0')?.textContent.trim() ?? null;
  return out;
`;

/** The table as the DOM shows it right now (possibly mid-change). */
export const peekSoi = (s) => s.exec(READ);

/** Reads the table once it has stopped changing. */
export async function readSoi(s, { timeout = 30_000 } = {}) {
  let prev = null;
  return waitFor(
    async () => {
      const t = await peekSoi(s);
      if (t.screen !== 'soi' || !t.version) {
        prev = null;
        return null;
      }
      const same = prev && JSON.stringify(prev) === JSON.stringify(t);
      prev = t;
      if (same) return t;
      await sleep(120);
      return null;
    },
    { timeout, what: 'a settled Soi table' },
  );
}

/** Waits until the person may ask, or the round or game is over. */
export async function waitForMyAsk(s, { timeout = 60_000 } = {}) {
  return waitFor(
    async () => {
      const t = await peekSoi(s);
      if (t.screen !== 'soi') return null;
      if (t.roundSummary || t.gameOver) return t;
      return t.humanTurn && !t.picker ? readSoi(s) : null;
    },
    { timeout, what: 'South to ask (or the round to end)' },
  );
}

export async function openSoi(s) {
  await openGame(s, 'soi', 'main[data-screen="soi"] [data-testid="log"]');
  return readSoi(s);
}

/** Sets a value on an input and fires its change event (range and number inputs). */
export async function setInput(s, testid, value) {
  await s.waitFor(`[data-testid="${testid}"]`);
  await s.exec(
    `const el = document.querySelector('[data-testid="' + arguments[0] + '"]');
     el.value = String(arguments[1]);
     el.dispatchEvent(new Event('change', { bubbles: true }));`,
    testid,
    value,
  );
}
