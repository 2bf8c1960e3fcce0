// Takes the README's screenshots of the real app (run by scripts/screenshots.sh under Xvfb).
// Not a test: node --test does not pick this file up.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, sleep, startDriver } from './webdriver.mjs';
import { openSolitaire, readBoard, tapMove } from './solitaire.mjs';

const out = process.argv[2] ?? join(ROOT, 'docs', 'screenshots');
mkdirSync(out, { recursive: true });
const xdg = mkdtempSync(join(tmpdir(), 'quadrille-shots-'));
const driver = await startDriver({ xdg });
try {
  const s = await driver.newSession();
  const shot = async (name) => {
    await sleep(800); // let animations finish
    writeFileSync(join(out, `${name}.png`), await s.screenshot());
    console.log(`wrote ${join(out, `${name}.png`)}`);
  };
  await s.setWindowRect({ x: 0, y: 0, width: 1280, height: 800 });
  await s.waitFor('main[data-screen="home"]', { timeout: 60_000 });
  await shot('home-desktop');

  let board = await openSolitaire(s);
  for (let i = 0; i < 3 && Object.values(board.cells).some((c) => c.movable); i++) {
    board = (await tapMove(s, board)).after;
  }
  await shot('solitaire-desktop');

  await s.setWindowRect({ width: 390, height: 844 });
  await sleep(500);
  await readBoard(s);
  await shot('solitaire-phone');

  // (No phone-landscape shot: the desktop window's minHeight is 560, so 844 x 390 cannot be made.)
  await s.delete();
} finally {
  await driver.stop();
  rmSync(xdg, { recursive: true, force: true });
}
