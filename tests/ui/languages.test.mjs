// The page in the player's language: the system's when there is a catalogue for it (Greek
// here), English for a language without one (Finnish); `<html lang>` and `dir` set from the
// language; a right-to-left language (Arabic) mirrors the header, so the back button sits on
// the right, while a board keeps the rules' own left-to-right geometry; the Settings row offers
// each catalogue named in its own language.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { DESKTOP, PHONE, installMock, launch, loadFixture, openApp, repo, serveDist, shots } from "./harness.mjs";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { assertNoAxeViolations } from "./a11y-helpers.mjs";
import { defaultInfo, fixtureMock } from "./mocks.mjs";
import { readFileSync } from "node:fs";

/** A message of a catalogue as written in its file (simple one-line messages only). */
function message(tag, id) {
  const file = readFileSync(new URL(`../../ui/src/locales/${tag}.ftl`, import.meta.url), "utf8");
  const line = file.split("\n").find((l) => l.startsWith(`${id} = `));
  assert.ok(line, `${id} in ${tag}.ftl`);
  return line.slice(id.length + 3).trim();
}

const fixture = loadFixture("solitairex");

let server;
before(async () => {
  server = await serveDist();
});
after(async () => {
  await server?.close();
});

describe("languages", () => {
  test("a Greek system speaks Greek from the first screen", async () => {
    const browser = await launch(PHONE, { locale: "el-GR" });
    try {
      const { page, errors } = await openApp(browser.context, server.url, fixture);
      await page.waitForFunction(() => document.documentElement.lang === "el");
      assert.equal(await page.getAttribute("html", "dir"), "ltr");
      assert.equal(await page.textContent(".tagline"), message("el", "home-tagline"));
      await assertNoAxeViolations(page, "home in Greek");
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });

  test("no English flash: the first frame on a Greek browser is Greek, before app_info answers", async () => {
    const browser = await launch(PHONE, { locale: "el-GR" });
    try {
      const page = await browser.context.newPage();
      const errors = [];
      page.on("pageerror", (e) => errors.push(e));
      // Every text the tagline ever shows, and the page's lang then, from before the app loads.
      await page.addInitScript(() => {
        window.__taglines = [];
        new MutationObserver(() => {
          const el = document.querySelector(".tagline");
          const text = el?.textContent ?? null;
          if (text !== null && window.__taglines.at(-1)?.text !== text) window.__taglines.push({ text, lang: document.documentElement.lang });
        }).observe(document, { childList: true, subtree: true, characterData: true });
      });
      // app_info (which carries the system's locale from Tauri and the settings) answers late.
      await installMock(page, fixtureMock, { fixture, info: defaultInfo(), options: { delays: { app_info: 2500 } }, game: "gaps" });
      await page.goto(server.url);
      await page.waitForSelector("main[data-screen='home']");
      const first = await page.evaluate(() => ({ seen: window.__taglines, answered: window.__ipc.calls.filter((c) => c.cmd === "app_info").length }));
      await save(page, "language-el-first-frame-phone");
      assert.deepEqual(first.seen[0], { text: message("el", "home-tagline"), lang: "el" }, "the first tagline painted");
      assert.notEqual(first.seen[0].text, "Classic tabletop games");
      // The rest of the first screen too: none of home's English words.
      const text = await page.innerText("main");
      for (const id of ["home-together", "home-settings", "home-continue"]) {
        const english = message("en", id);
        if (english !== message("el", id)) assert.ok(!text.includes(english), `"${english}" on the first screen`);
      }
      await page.waitForFunction(() => window.__ipc.calls.some((c) => c.cmd === "app_info"));
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });

  test("a language chosen in Settings is the first frame of the next start", async () => {
    const browser = await launch(PHONE, { locale: "el-GR" });
    try {
      const info = defaultInfo();
      info.settings.language = "de";
      const { page, errors } = await openApp(browser.context, server.url, fixture, info);
      await page.waitForFunction(() => document.documentElement.lang === "de");
      await page.addInitScript(() => {
        window.__firstLang = null;
        new MutationObserver(() => {
          if (window.__firstLang === null && document.querySelector(".tagline")) window.__firstLang = document.documentElement.lang;
        }).observe(document, { childList: true, subtree: true });
      });
      await page.reload();
      await page.waitForSelector("main[data-screen='home']");
      assert.equal(await page.evaluate(() => window.__firstLang), "de");
      assert.equal(await page.textContent(".tagline"), message("de", "home-tagline"));
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });

  test("a Finnish system (no catalogue): English, lang=en, left to right", async () => {
    const browser = await launch(PHONE, { locale: "fi-FI" });
    try {
      const { page, errors } = await openApp(browser.context, server.url, fixture);
      await page.waitForFunction(() => document.documentElement.lang === "en");
      assert.equal(await page.getAttribute("html", "dir"), "ltr");
      assert.equal(await page.textContent(".tagline"), "Classic tabletop games");
      // The Settings row: follow the system, or a language there is a catalogue for.
      await page.click("[data-testid='open-settings']");
      const options = await page.$$eval("[data-testid='setting-language'] option", (os) => os.map((o) => [o.value, o.textContent]));
      assert.deepEqual(options[0], ["", "System (English)"]);
      assert.ok(options.some(([v, text]) => v === "en" && text === "English"), JSON.stringify(options));
      await page.selectOption("[data-testid='setting-language']", "en");
      await page.waitForFunction(() => window.__ipc.calls.some((c) => c.cmd === "settings_update" && c.args.settings.language === "en"));
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });

  test("a right-to-left language mirrors the header and keeps the board's geometry", async () => {
    const browser = await launch(PHONE, { locale: "ar" });
    try {
      const { page, errors } = await openApp(browser.context, server.url, fixture, defaultInfo());
      await page.waitForFunction(() => document.documentElement.dir === "rtl");
      assert.equal(await page.getAttribute("html", "lang"), "ar");
      assert.equal(await page.textContent(".tagline"), message("ar", "home-tagline"));
      await assertNoAxeViolations(page, "home in Arabic");

      await page.click("[data-testid='open-settings']");
      await page.waitForSelector("main[data-screen='settings']");
      const width = PHONE.viewport.width;
      const back = await page.locator("[data-testid='back']").boundingBox();
      assert.ok(back && back.x > width / 2, `the back button sits on the right (x = ${back?.x})`);
      assert.equal(await page.getAttribute("[data-testid='back']", "aria-label"), message("ar", "common-back"));
      await page.goBack();

      // A game: its header mirrors, its board does not (row 1 still runs from the left).
      await page.click("[data-testid='open-solitaire_x']");
      await page.waitForSelector("[data-testid='gaps-board']");
      const gameBack = await page.locator("[data-testid='back']").boundingBox();
      assert.ok(gameBack && gameBack.x > width / 2, "the game's back button sits on the right");
      assert.equal(await page.$eval("[data-testid='gaps-board']", (el) => getComputedStyle(el).direction), "ltr");
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });

  // The README's pictures (docs/screenshots/ with QUADRILLE_DOCS_SCREENSHOTS=1; test-results/
  // always): home and a game in Greek, Simplified Chinese and Arabic, on a phone and a desktop,
  // each with nothing wider than the screen.
  for (const [tag, locale] of [["el", "el-GR"], ["zh-CN", "zh-CN"], ["ar", "ar-EG"]]) {
    for (const [size, viewport] of [["phone", PHONE], ["desktop", DESKTOP]]) {
      test(`${tag} on a ${size}: home and SolitaireX fit the screen`, async () => {
        const browser = await launch(viewport, { locale });
        try {
          const { page, errors } = await openApp(browser.context, server.url, fixture);
          await page.waitForFunction((t) => document.documentElement.lang === t, tag);
          assert.equal(await page.textContent(".tagline"), message(tag, "home-tagline"));
          const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
          assert.ok(await fits(), "home is no wider than the screen");
          await save(page, `language-${tag}-home-${size}`);
          await page.click("[data-testid='open-solitaire_x']");
          await page.waitForSelector("[data-testid='gaps-board']");
          assert.ok(await fits(), "the game is no wider than the screen");
          await save(page, `language-${tag}-solitairex-${size}`);
          assert.deepEqual(errors, []);
        } finally {
          await browser.close();
        }
      });
    }
  }
});

async function save(page, name) {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name}.png`) });
  if (process.env.QUADRILLE_DOCS_SCREENSHOTS === "1") {
    const docs = join(repo, "docs", "screenshots");
    mkdirSync(docs, { recursive: true });
    await page.screenshot({ path: join(docs, `${name}.png`) });
  }
}

