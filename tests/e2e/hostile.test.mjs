// The real app against a hostile page: what the webview may not do, and a malformed command
// that once aborted the whole app.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { startDriver } from './webdriver.mjs';
import { keepEvidence } from './solitaire.mjs';

const xdg = mkdtempSync(join(tmpdir(), 'quadrille-e2e-hostile-'));
let driver;
let session;

before(async () => {
  driver = await startDriver({ xdg });
  session = await driver.newSession();
  await session.waitFor('main[data-screen="home"]', { timeout: 60_000 });
});

after(async () => {
  await session?.delete();
  await driver?.stop();
  if (process.env.QUADRILLE_E2E_KEEP !== '1') rmSync(xdg, { recursive: true, force: true });
});

async function guarded(name, body) {
  try {
    await body();
  } catch (e) {
    if (session) await keepEvidence(session, name);
    throw e;
  }
}

// The app registers no store plugin (persistence is the Rust side's); a page that calls one
// anyway, or one that a future change registers again without a permission, is refused.
test('the page cannot use the store plugin', { timeout: 120_000 }, () =>
  guarded('hostile-store', async () => {
    const outside = join(xdg, 'written-by-the-page.json');
    const load = await session.invoke('plugin:store|load', { path: outside, options: {} });
    assert.ok('err' in load, `plugin:store|load was refused (answered ${JSON.stringify(load)})`);
    assert.match(String(load.err), /not allowed|denied|permission/i);
    const mine = await session.invoke('plugin:store|load', { path: 'quadrille.json', options: {} });
    assert.ok('err' in mine, 'the app\'s own file is out of reach too');
    for (const cmd of ['plugin:store|set', 'plugin:store|save', 'plugin:store|clear']) {
      const answer = await session.invoke(cmd, { rid: 1, key: 'k', value: 1 });
      assert.ok('err' in answer, `${cmd} was refused`);
    }
    assert.equal(existsSync(outside), false, 'no file was written outside the app\'s folder');
  }));

test('a malformed soi_act is refused and the app keeps answering', { timeout: 120_000 }, () =>
  guarded('hostile-soi', async () => {
    const info = await session.invoke('app_info');
    const dealt = await session.invoke('soi_new', { version: info.ok.version, deal: 3 });
    assert.ok('ok' in dealt, JSON.stringify(dealt));
    for (const [asker, target] of [[0, 4], [7, 1], [255, 255]]) {
      const bad = await session.invoke('soi_act', {
        version: dealt.ok.version,
        action: { type: 'ask', asker, target, card: { suit: 'hearts', rank: 5 } },
      });
      assert.equal(bad.err?.code, 'no_such_seat', JSON.stringify(bad));
    }
    const garbage = await session.invoke('soi_act', { version: -1, action: [[[[]]]] });
    assert.equal(garbage.err?.code, 'bad_argument', JSON.stringify(garbage));
    // Still alive, state as it was.
    const again = await session.invoke('soi_current');
    assert.equal(again.ok.version, dealt.ok.version);
    assert.deepEqual(again.ok.table.view.hand, dealt.ok.table.view.hand);
    assert.ok(await session.exists('main[data-screen="home"]'), 'the page is still there');
  }));
