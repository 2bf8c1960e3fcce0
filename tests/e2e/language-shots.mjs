// Screenshots of the real app's words in other languages (run by `scripts/screenshots.sh
// --languages` under Xvfb): for Greek, German and Arabic systems, Soi's round log after a few
// asks and Chinese Puzzle's answer to a card that cannot move, at desktop and phone size.
// Not a test: node --test does not pick this file up. The PNGs are looked at by a person.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cellSel, nextBoard, openChinesePuzzle, readBoard } from './chinese_puzzle.mjs';
import { openSoi, peekSoi, waitForMyAsk } from './soi.mjs';
import { ROOT, sleep, startDriver, waitFor } from './webdriver.mjs';

const out = process.argv[2] ?? join(ROOT, 'docs', 'screenshots');
mkdirSync(out, { recursive: true });
const SIZES = [
  ['desktop', 1280, 800],
  ['phone', 390, 844],
];

/** Asks a few times as South (any opponent with cards, the picker's first card). */
async function someAsks(s, asks) {
  let t = await waitForMyAsk(s);
  for (let i = 0; i < asks && !t.roundSummary && !t.gameOver; i++) {
    const seat = Object.entries(t.seats).find(([, x]) => !x.disabled && x.count > 0)?.[0];
    if (!seat) break;
    await s.click(`[data-testid="seat-${seat}"]`);
    await s.waitFor('[data-testid="picker"]');
    const open = await peekSoi(s);
    await s.click(`[data-testid="ask-${open.asks[0]}"]`);
    await waitFor(async () => ((await peekSoi(s)).version !== t.version ? true : null), {
      timeout: 15_000,
      what: 'the ask to be answered',
    });
    t = await waitForMyAsk(s);
  }
}

/** Taps cards that cannot move until the game says why (the reason in the status line). */
async function refusedMove(s) {
  let board = await openChinesePuzzle(s);
  if (board.placeAces) {
    await s.click('[data-testid="place-aces"]');
    board = await nextBoard(s, board, 'placing the aces');
  }
  const stuck = Object.entries(board.cells).filter(([, c]) => c.card && !c.movable && !c.placed);
  const locked = Object.entries(board.cells).filter(([, c]) => c.card && c.placed);
  for (const [key] of [...locked, ...stuck].slice(0, 3)) {
    await s.click(cellSel(key));
    await sleep(300);
  }
  await readBoard(s);
}

/** Back to the home screen, whatever sheet (a round's summary) covers the table. */
async function home(s) {
  await s.exec(`document.querySelector('[data-testid="back"]').click()`);
  await s.waitFor('main[data-screen="home"]');
}

for (const [tag, system] of [
  ['el', 'el_GR.UTF-8'],
  ['de', 'de_DE.UTF-8'],
  ['ar', 'ar_EG.UTF-8'],
]) {
  const xdg = mkdtempSync(join(tmpdir(), `quadrille-shots-${tag}-`));
  const driver = await startDriver({ xdg, env: { LC_ALL: system, LANG: system } });
  try {
    const s = await driver.newSession();
    const shot = async (name) => {
      await sleep(600); // let animations finish
      const file = join(out, `words-${tag}-${name}.png`);
      writeFileSync(file, await s.screenshot());
      console.log(`wrote ${file}`);
    };
    await s.setWindowRect({ x: 0, y: 0, width: 1280, height: 800 });
    await openSoi(s);
    await someAsks(s, 6);
    for (const [size, width, height] of SIZES) {
      await s.setWindowRect({ width, height });
      await sleep(400);
      await shot(`soi-log-${size}`);
    }
    await home(s);
    for (const [size, width, height] of SIZES) {
      await s.setWindowRect({ width, height });
      await refusedMove(s);
      await shot(`gaps-refused-${size}`);
      await home(s);
    }
    await s.delete();
  } finally {
    await driver.stop();
    rmSync(xdg, { recursive: true, force: true });
  }
}
