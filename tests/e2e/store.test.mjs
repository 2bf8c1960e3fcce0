// A corrupt store never breaks the app: the bad file is kept, the player is told once.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { appProcesses, dataDir, sleep, startDriver, waitFor, writeStore } from './webdriver.mjs';
import { keepEvidence, openSolitaire, tapMove } from './solitaire.mjs';

const xdg = mkdtempSync(join(tmpdir(), 'quadrille-e2e-store-'));
const GARBAGE = '{"this is": not JSON at all \u0000\u0001 ]]';
let driver;
let session;

before(async () => {
  writeStore(xdg, GARBAGE);
  driver = await startDriver({ xdg });
});

after(async () => {
  await driver?.stop();
  if (process.env.QUADRILLE_E2E_KEEP !== '1') rmSync(xdg, { recursive: true, force: true });
});

test('a corrupt store: notice once, the bad file kept, the app works', { timeout: 300_000 }, async () => {
  try {
    session = await driver.newSession();
    await session.waitFor('main[data-screen]', { timeout: 60_000 });
    const notice = await session.text('[data-testid="notice"]');
    assert.ok(notice.length > 10, `the notice says something (${JSON.stringify(notice)})`);
    assert.equal((await session.findAll('[data-testid="notice"]')).length, 1, 'one notice');

    const bad = readdirSync(dataDir(xdg)).filter((f) => f.startsWith('quadrille.json.bad-'));
    assert.equal(bad.length, 1, `one copy of the bad file is kept (found ${JSON.stringify(readdirSync(dataDir(xdg)))})`);
    assert.equal(readFileSync(join(dataDir(xdg), bad[0]), 'utf8'), GARBAGE, 'the copy is the bad file, unchanged');

    await session.click('[data-testid="notice-dismiss"]');
    await waitFor(async () => !(await session.exists('[data-testid="notice"]')), { what: 'the notice to close' });

    // The app works: a game can be played (and is saved).
    const board = await openSolitaire(session);
    await tapMove(session, board);

    // Started again: the notice is not shown a second time.
    await session.delete();
    await waitFor(() => appProcesses(xdg).length === 0, { timeout: 20_000, what: 'the app process to exit' });
    session = await driver.newSession();
    await session.waitFor('main[data-screen="home"]', { timeout: 60_000 });
    await sleep(1500);
    assert.equal(await session.exists('[data-testid="notice"]'), false, 'the notice is shown only once');
    assert.equal(readdirSync(dataDir(xdg)).filter((f) => f.startsWith('quadrille.json.bad-')).length, 1, 'no new bad copy');
  } catch (e) {
    if (session) await keepEvidence(session, 'store-corrupt');
    throw e;
  }
});
