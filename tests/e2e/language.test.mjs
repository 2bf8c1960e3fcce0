// The real app started on a Greek system speaks Greek from its first screen, and on an Arabic
// one reads right to left. The system's language reaches the app as it does on a desktop: the
// process's LC_ALL/LANG, read in Rust (sys-locale) and sent to the page in AppInfo.locale.
// Build: npx tauri build --debug --no-bundle
// Run:   xvfb-run -a -s "-screen 0 1280x800x24" node --test tests/e2e/language.test.mjs
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { keepEvidence } from './solitaire.mjs';
import { ROOT, startDriver, waitFor } from './webdriver.mjs';

/** A one-line message of a catalogue, as written in its file. */
function message(tag, id) {
  const file = readFileSync(join(ROOT, 'ui', 'src', 'locales', `${tag}.ftl`), 'utf8');
  const line = file.split('\n').find((l) => l.startsWith(`${id} = `));
  assert.ok(line, `${id} in ${tag}.ftl`);
  return line.slice(id.length + 3).trim();
}

for (const [tag, system, dir] of [
  ['el', 'el_GR.UTF-8', 'ltr'],
  ['ar', 'ar_EG.UTF-8', 'rtl'],
]) {
  test(`a ${system} system: the first screen is in ${tag}, ${dir}`, async () => {
    const xdg = mkdtempSync(join(tmpdir(), `quadrille-e2e-language-${tag}-`));
    const driver = await startDriver({ xdg, env: { LC_ALL: system, LANG: system } });
    let session = null;
    try {
      session = await driver.newSession();
      await session.waitFor('main[data-screen="home"]', { timeout: 60_000 });
      const lang = await waitFor(
        async () => {
          const l = await session.exec('return document.documentElement.lang');
          return l === tag ? l : null;
        },
        { timeout: 20_000, what: `<html lang="${tag}">` },
      );
      assert.equal(lang, tag);
      assert.equal(await session.exec('return document.documentElement.dir'), dir);
      assert.equal((await session.text('.tagline')).trim(), message(tag, 'home-tagline'));
    } catch (e) {
      if (session) await keepEvidence(session, `language-${tag}`);
      throw e;
    } finally {
      await driver.stop();
      rmSync(xdg, { recursive: true, force: true });
    }
  });
}
