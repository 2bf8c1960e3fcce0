// The real app, driven through WebDriver on WebKitGTK: every box that scrolls can be reached by
// Tab (issue 36). Chromium lets Tab into a scrolling box on its own; WebKit, which Tauri uses on
// Linux, macOS and iOS, does not, so each box is a Tab stop with a name of its own
// (`scrollStop` in ui/src/lib/a11y.ts). Tab is pressed as real key presses until focus is on
// the box: the statistics and the statistics per level in Settings (a SolitaireX game is
// played and given up for a new deal first, so that the statistics table is there), Soi's round
// log and its score table, and FourSide's legend beside the board (the desktop's window, 1280×800).
// Build: npx tauri build --debug --no-bundle
// Run:   xvfb-run -a -s "-screen 0 1280x800x24" node --test tests/e2e/a11y.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { appUnderTest } from './chinese_puzzle.mjs';
import { openFourSide } from './fourside.mjs';
import { openSoi } from './soi.mjs';
import { openSolitaire, pressAndConfirm, tapMove } from './solitaire.mjs';

const app = appUnderTest('quadrille-e2e-a11y-');
const TAB = '\uE004';

/** One real key press (WebDriver actions): Tab, or another key by its WebDriver code. */
async function press(s, key) {
  await s.cmd('POST', '/actions', {
    actions: [{ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value: key }, { type: 'keyUp', value: key }] }],
  });
  await s.cmd('DELETE', '/actions');
}

const FOCUS = `
  const el = document.activeElement;
  if (!el || el === document.body) return { at: 'BODY' };
  return {
    at: el.getAttribute('data-testid') ?? el.tagName + ':' + (el.textContent ?? '').trim().slice(0, 30),
    label: el.getAttribute('aria-label'),
    role: el.getAttribute('role') ?? el.tagName.toLowerCase(),
    inside: !!el.closest(arguments[0]),
    is: el.matches(arguments[0]),
  };
`;

/** Presses Tab until focus is on the box matching `css`; fails after `max` presses. */
async function tabInto(s, css, name, max = 60) {
  const seen = [];
  for (let i = 0; i < max; i++) {
    await press(s, TAB);
    const f = await s.exec(FOCUS, css);
    seen.push(f.at);
    if (f.is) {
      assert.equal(f.label, name, `${css}: its name`);
      return f;
    }
  }
  assert.fail(`Tab never reached ${css} in ${max} presses: ${seen.join(' → ')}`);
}

test('Tab reaches every box that scrolls, in WebKit', { timeout: 300_000 }, () =>
  app.evidence('a11y-scroll-stops', async () => {
    const s = (app.session = await app.driver.newSession());
    await s.setWindowRect({ width: 1280, height: 800 });
    await s.waitFor('main[data-screen="home"]', { timeout: 60_000 });

    // One game played (a move, then a new deal, which counts it as played and not won).
    const dealt = await openSolitaire(s);
    const { after } = await tapMove(s, dealt);
    await pressAndConfirm(s, 'new-deal', after);
    await s.click('[data-testid="back"]');

    await s.click('[data-testid="open-settings"]');
    await s.waitFor('main[data-screen="settings"] [data-testid="soi-stats"]');
    await s.waitFor('main[data-screen="settings"] [data-testid="stats-table"]');
    await tabInto(s, '.table-wrap:has([data-testid="soi-stats"])', 'Soi statistics per level');
    await tabInto(s, '.table-wrap:has([data-testid="fourside-stats"])', 'FourSide statistics per level');
    await tabInto(s, '.table-wrap:has([data-testid="stats-table"])', 'Statistics');
    await s.click('[data-testid="back"]');

    await openSoi(s);
    const log = await tabInto(s, '[data-testid="log"]', 'Log of this round');
    assert.equal(log.role, 'ol', 'the log keeps its list role');
    await s.click('[data-testid="scores"]');
    await s.waitFor('[data-testid="scores-table"]');
    await tabInto(s, '.table-wrap:has([data-testid="scores-grid"])', 'Score table', 6);
    await press(s, '\uE00C'); // Escape closes the sheet
    await s.click('[data-testid="back"]');

    await openFourSide(s);
    const legend = await tabInto(s, '[data-testid="legend"]', 'In short');
    assert.equal(legend.role, 'aside');
  }),
);
