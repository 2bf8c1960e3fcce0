// The real app, driven through WebDriver: SolitaireX opened for the first time offers its
// guided game; the player takes it and follows the coach by tapping where it points (the card,
// then the gap a 2 goes to; the reshuffle), reads the explanations, and plays on: the coach
// goes and the same deal continues as a normal game.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { appForTests, waitFor } from './webdriver.mjs';
import { keepEvidence, readBoard } from './solitaire.mjs';

const app = appForTests('guide');

const STATE = `
  const coach = document.querySelector('[data-testid="coach"]');
  const spots = [...document.querySelectorAll('[data-coach="true"]')].map((el) => ({
    testid: el.getAttribute('data-testid'),
    card: el.getAttribute('data-card'),
  }));
  const has = (id) => !!document.querySelector('[data-testid="' + id + '"]');
  return {
    step: coach && coach.getAttribute('data-step'),
    topic: coach && coach.getAttribute('data-topic'),
    spots,
    next: has('coach-next'),
    playOn: has('coach-play-on'),
    confirm: has('confirm-yes'),
  };
`;

test('SolitaireX: the first-time offer, a guided game by taps, then a normal game', { timeout: 300_000 }, async (t) => {
  const s = await app.driver.newSession();
  try {
    await s.waitFor('main[data-screen="home"]', { timeout: 60_000 });
    await s.click('[data-testid="open-solitaire_x"]');
    await s.waitFor('[data-testid="confirm-yes"]', { timeout: 30_000 });
    await s.click('[data-testid="confirm-yes"]');
    await s.waitFor('[data-testid="coach"]', { timeout: 30_000 });
    const topics = [];
    for (let i = 0; i < 30; i++) {
      const state = await s.exec(STATE);
      if (topics[topics.length - 1] !== state.topic) topics.push(state.topic);
      if (state.playOn) {
        await s.click('[data-testid="coach-play-on"]');
        break;
      }
      if (state.confirm) {
        await s.click('[data-testid="confirm-yes"]');
      } else if (state.next) {
        await s.click('[data-testid="coach-next"]');
      } else {
        // A move: the card it points at (or the reshuffle button), then the gap if asked.
        const first = state.spots.find((sp) => sp.card !== '') ?? state.spots[0];
        assert.ok(first, `step ${state.step} (${state.topic}) points somewhere`);
        await s.click(`[data-testid="${first.testid}"]`);
        const gap = state.spots.find((sp) => sp.card === '');
        if (gap && !(await s.exec(STATE)).confirm && (await s.exec(STATE)).step === state.step) {
          await s.click(`[data-testid="${gap.testid}"]`);
        }
      }
      await waitFor(
        async () => {
          const now = await s.exec(STATE);
          return now.step !== state.step || now.confirm || now.playOn !== state.playOn ? now : null;
        },
        { timeout: 15_000, what: `the coach to move on from step ${state.step} (${state.topic})` },
      );
    }
    t.diagnostic(`topics: ${topics.join(', ')}`);
    assert.deepEqual(topics.slice(0, 2), ['gaps_goal', 'twos_first']);
    assert.ok(topics.includes('reshuffle') && topics.includes('hand_over'), topics.join(', '));
    await waitFor(async () => !(await s.exists('[data-testid="coach"]')), { what: 'the coach to go' });
    // A normal game now: undo (refused while guided) takes the reshuffle back.
    const board = await readBoard(s);
    assert.ok(board.deal, 'the same deal goes on');
    assert.ok(await s.exists('[data-testid="undo"]:not([disabled])'), 'undo is offered again');
  } catch (e) {
    await keepEvidence(s, 'guide');
    throw e;
  }
});
