// The real app, driven through WebDriver: what the Gaps solver gives a SolitaireX player.
// Winnable deals only (the deal dealt is proved winnable, and the command-line solver agrees),
// the crossroads warning on a move that loses a winnable deal (found by `quadrille-cli
// crossroads`) and its Undo, and giving up a game to watch the solver's line replayed.
// Build: npx tauri build --debug --no-bundle   (and the CLI: cargo build -p quadrille-cli)
// Run:   xvfb-run -a -s "-screen 0 1280x800x24" node --test tests/e2e/solver.test.mjs
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { appUnderTest } from './chinese_puzzle.mjs';
import { cardsOf, int, nextBoard, openSolitaire, readBoard } from './solitaire.mjs';
import { ROOT, sleep, waitFor } from './webdriver.mjs';

const app = appUnderTest('quadrille-e2e-solver-');
let session;

/** Runs the command-line tool (the debug build the Rust stage made, else through cargo). */
function cli(...args) {
  const bin = join(process.env.CARGO_TARGET_DIR ?? join(ROOT, 'target'), 'debug', 'quadrille-cli');
  const [cmd, argv] = existsSync(bin) ? [bin, args] : ['cargo', ['run', '-q', '-p', 'quadrille-cli', '--', ...args]];
  return execFileSync(cmd, argv, { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 24 });
}

const key = (slot) => `${slot.row}-${slot.col}`;
const text = (testid) =>
  session.exec(`const el = document.querySelector('[data-testid="${testid}"]'); return el ? el.textContent.trim() : null;`);

/** Moves the card at `from` to the gap at `to` by tapping (a 2 offering several gaps: then the gap). */
async function tapExact(before, from, to) {
  await session.click(`[data-testid="gaps-board"] [data-testid="cell-${key(from)}"]`);
  const state = await waitFor(
    async () => {
      const b = await readBoardNow();
      if (b.version !== before.version) return 'moved';
      return b.cells[key(to)]?.target ? 'choose' : null;
    },
    { timeout: 15_000, what: `the card at ${key(from)} to move or offer its gaps` },
  );
  if (state === 'choose') await session.click(`[data-testid="gaps-board"] [data-testid="cell-${key(to)}"]`);
  const after = await nextBoard(session, before, `moving ${key(from)} to ${key(to)}`);
  assert.equal(after.cells[key(to)].card, before.cells[key(from)].card, `the card went to ${key(to)}`);
  assert.equal(after.cells[key(from)].card, '', `a gap is left at ${key(from)}`);
  return after;
}

const readBoardNow = () => readBoard(session, { timeout: 15_000 });

/** Deals the typed deal number through the deal-number read-out's dialog. */
async function dealNumber(before, deal) {
  // WebKitWebDriver reports this small read-out button as not displayed (it clips its text),
  // so it is pressed from the page.
  await session.waitFor('[data-testid="deal-number"]', { visible: false });
  await session.exec(`document.querySelector('[data-testid="deal-number"]').click();`);
  await session.waitFor('[data-testid="deal-input"]');
  await session.exec(
    `const el = document.querySelector('[data-testid="deal-input"]');
     el.value = String(arguments[0]);
     el.dispatchEvent(new Event('input', { bubbles: true }));`,
    deal,
  );
  await session.click('[data-testid="confirm-yes"]');
  const board = await nextBoard(session, before, `dealing ${deal}`);
  assert.equal(board.deal, String(deal));
  return board;
}

test('SolitaireX: winnable deals only, the crossroads warning, and a solution replayed', { timeout: 600_000 }, (t) =>
  app.evidence('solver-features', async () => {
    session = app.session = await app.driver.newSession();
    await session.setWindowRect({ width: 1280, height: 800 }).catch(() => {});
    await session.waitFor('main[data-screen="home"]', { timeout: 60_000 });

    // Settings: winnable deals only, the crossroads warning on, fast animation.
    await session.click('[data-testid="open-settings"]');
    await session.waitFor('[data-testid="settings-gaps"]');
    await session.click('[data-testid="setting-winnable-only"] [data-value="on"]');
    await session.click('[data-testid="setting-crossroads"] [data-value="on"]');
    await session.click('[data-testid="setting-animation"] [data-value="fast"]');
    await waitFor(
      () =>
        session.exec(
          `return ['setting-winnable-only', 'setting-crossroads'].every((id) =>
             document.querySelector('[data-testid="' + id + '"] [data-value="on"]').getAttribute('aria-checked') === 'true');`,
        ),
      { what: 'the two solver settings on' },
    );
    await session.click('[data-testid="back"]');

    // Winnable deals only: New deal deals a deal the solver proved winnable, and says so.
    let board = await openSolitaire(session);
    await session.click('[data-testid="new-deal"]');
    board = await nextBoard(session, board, 'New deal (winnable only)');
    const dealt = Number(board.deal);
    const rating = await waitFor(
      async () => {
        const r = await text('difficulty');
        return r && /easy|medium|hard/i.test(r) ? r : null;
      },
      { timeout: 60_000, what: `deal ${dealt} rated easy, medium or hard` },
    );
    const verdict = cli('solve', 'solitairex', String(dealt), '--nodes', '3000000');
    assert.match(verdict, /^verdict\s+winnable$/m, `the command-line solver on deal ${dealt}`);
    t.diagnostic(`winnable only: deal ${dealt}, rated "${rating}"; the CLI agrees`);

    // The crossroads: a deal and a move after which a winnable deal is lost.
    const cross = JSON.parse(cli('crossroads', 'solitairex', '--nodes', '500', '--deals', '3000'));
    assert.ok(cross, 'the CLI found a crossroads');
    board = await dealNumber(board, cross.deal);
    for (const step of cross.prefix) board = await tapExact(board, step.from, step.to);
    // The warning compares the verdict before the move with the one after: wait for the first.
    await waitFor(async () => /Still winnable/.test((await text('winnable')) ?? ''), {
      timeout: 30_000,
      what: 'the verdict "Still winnable" before the losing move',
    });
    const before = board;
    board = await tapExact(board, cross.losing.from, cross.losing.to);
    await session.waitFor('[data-testid="crossroads"]', { timeout: 30_000 });
    assert.match(await text('crossroads'), /loses the deal/);
    assert.match((await text('winnable')) ?? '', /Cannot be won/);
    t.diagnostic(`crossroads: deal ${cross.deal}, ${cross.losing.text} loses it; warned`);
    await session.click('[data-testid="crossroads-undo"]');
    board = await nextBoard(session, board, 'Undo from the warning');
    assert.deepEqual(cardsOf(board), cardsOf(before), 'Undo puts the board back as it was before the losing move');
    await waitFor(async () => !(await session.exists('[data-testid="crossroads"]')), { what: 'the warning gone after Undo' });

    // Give up (one move made, so the game is in progress) and watch the solution.
    board = await tapExact(board, cross.losing.from, cross.losing.to);
    assert.ok(int(board.movesMade, 'moves-made') > 0);
    await session.click('[data-testid="new-deal"]');
    await session.click('[data-testid="give-up-solution"]');
    await session.waitFor('[data-testid="solution-replay"]');
    const progress = () => text('replay-progress');
    const total = await waitFor(
      async () => {
        const m = /of (\d+)/.exec((await progress()) ?? '');
        return m ? Number(m[1]) : null;
      },
      { timeout: 60_000, what: 'the solver to find a line and the replay to show it' },
    );
    assert.ok(total > 0, 'the line has moves');
    // Underneath, the given-up game was replaced by a new (winnable) deal.
    await session.click('[data-testid="replay-forward"]');
    await waitFor(async () => /\b1 of\b/.test((await progress()) ?? ''), { what: 'one step forward' });
    await session.click('[data-testid="replay-back"]');
    await waitFor(async () => /\b0 of\b/.test((await progress()) ?? ''), { what: 'one step back' });
    // Fast play, a pause that holds, then on to the end.
    await session.exec(
      `const el = document.querySelector('[data-testid="replay-speed"]');
       const fast = el.tagName === 'SELECT' ? null : el.querySelector('[data-value="fast"]');
       if (fast) fast.click(); else { el.value = 'fast'; el.dispatchEvent(new Event('change', { bubbles: true })); }`,
    );
    await session.click('[data-testid="replay-play"]');
    await waitFor(async () => !/\b0 of\b/.test((await progress()) ?? ''), { what: 'the replay to start' });
    await session.click('[data-testid="replay-play"]');
    const paused = await progress();
    await sleep(1500);
    assert.equal(await progress(), paused, 'a paused replay stays where it is');
    await session.click('[data-testid="replay-play"]');
    await waitFor(async () => new RegExp(`\\b${total} of ${total}\\b`).test((await progress()) ?? ''), {
      timeout: 120_000,
      what: 'the replay to reach its last move',
    });
    const score = await text('replay-score');
    const [placed, max] = (score ?? '').match(/\d+/g)?.map(Number) ?? [];
    assert.ok(max > 0 && placed === max, `the replay ends with every card placed (${score})`);
    t.diagnostic(`solution: ${total} moves replayed to ${score}`);
    await session.click('[data-testid="replay-close"]');
    await waitFor(async () => !(await session.exists('[data-testid="solution-replay"]')), { what: 'the replay closed' });
    board = await readBoardNow();
    assert.equal(int(board.movesMade, 'moves-made'), 0, 'a fresh deal replaced the game given up');
  }),
);
