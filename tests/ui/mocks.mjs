// The IPC mocks of FourSide and Soi, shared by their own suites and the accessibility suite.
// Each runs inside the page (see harness.mjs: installMock), answering from the engine's fixture.
import { defaultInfo } from "./harness.mjs";

/**
 * Installed before the app loads (the hook @tauri-apps/api/mocks' mockIPC sets up): answers the
 * FourSide commands from the fixture. A placement, hint or computer move is accepted only when
 * it is the fixture's next step; a refusal the engine recorded is answered with its words.
 * `options.mode` plays the fixture as another mode; `options.over` ends the game at once;
 * `options.overAfterMove` (same shape) ends it with the next accepted placement, as the engine
 * would after the last tile (a "game_over" event follows the "placed" one).
 */
export function fourSideMock({ fixture, info, options }) {
  const state = { version: info.version, step: 0, calls: [], mode: options.mode ?? fixture.mode, over: options.over ?? null };
  window.__ipc = state;
  const answer = () => (state.step === 0 ? fixture.initial : fixture.steps[state.step - 1]);

  function respond(events, finished = null) {
    const a = clone(answer());
    const r = {
      version: state.version,
      deal: fixture.deal,
      mode: state.mode,
      viewer: a.viewer,
      computer_to_move: a.computer_to_move,
      view: a.view,
      events: clone(events),
      finished,
    };
    if (state.mode === "human_vs_human") {
      r.viewer = r.view.to_move;
      r.computer_to_move = false;
    }
    if (state.over) {
      Object.assign(r.view, { over: true, winner: state.over.winner, scores: state.over.scores, placements: [] });
      r.computer_to_move = false;
      r.finished = state.over.finished ?? null;
    }
    return r;
  }

  function step(args, action) {
    if (args.version !== state.version) {
      state.version += 1;
      throw { code: "stale", message: "The screen was out of date; nothing was changed." };
    }
    const refusal = fixture.refusals.find((r) => same(r.action, action));
    if (refusal) throw { code: refusal.code, message: refusal.message };
    const next = fixture.steps[state.step];
    if (!next || !same(next.action, action)) {
      if (action.type === "computer") throw { code: "human_turn", message: "It is not the computer's turn." };
      throw { code: "does_not_fit", message: "That move is not the one the test expects." };
    }
    state.step += 1;
    state.version += 1;
    const end = options.overAfterMove;
    if (end && action.type === "place" && !state.over) {
      state.over = end;
      return respond([...next.events, { type: "game_over", winner: end.winner, scores: end.scores }], end.finished ?? null);
    }
    return respond(next.events);
  }

  function handle(cmd, args) {
    switch (cmd) {
      case "app_info":
        return clone(info);
      case "settings_update":
        return clone(args.settings);
      case "fourside_current":
        return respond([]);
      case "fourside_new":
        if (args.version !== state.version) throw { code: "stale", message: "stale" };
        state.step = 0;
        state.over = null;
        if (args.mode) state.mode = args.mode;
        state.version += 1;
        return respond([]);
      case "fourside_act":
        return step(args, args.action);
      case "fourside_computer":
        return step(args, { type: "computer" });
      default:
        throw { code: "unsupported", message: `${cmd} is not mocked` };
    }
  }

  return handle;
}

export function fourSideInfo(theme = "light") {
  const base = defaultInfo();
  return {
    ...base,
    settings: {
      ...base.settings,
      theme,
      fourside_level: "intermediate",
      fourside_size: 9,
      fourside_mode: "human_vs_computer",
    },
    stats: { "fourside.intermediate": { played: 4, won: 2, best_score: 180, current_streak: 1, best_streak: 2 } },
    in_progress: ["fourside"],
  };
}

/**
 * Installed before the app loads (the hook @tauri-apps/api/mocks' mockIPC sets up): answers the
 * Soi commands from the fixture. An ask or a computer call is accepted only when it is the
 * fixture's next step; a refusal the engine recorded is answered with its words.
 * Options: `demo` (four computers: every step is a computer call), `hotseat` (North is a person
 * too, and the first answer passes the device), `roundOver`/`gameOver` (the answer to the next
 * ask ends the round / game), `fan` (the "sort computer cards" setting).
 */
export function soiMock({ fixture, info, options }) {
  const state = { version: info.version, step: 0, calls: [], started: !options.fresh, ending: null };
  window.__ipc = state;
  const setup = clone(fixture.setup);
  if (options.demo) setup.computers = [true, true, true, true];
  if (options.hotseat) setup.computers = [false, true, false, true];
  const answer = () => (state.step === 0 ? fixture.initial : fixture.steps[state.step - 1]);

  function respond(events, extra = {}) {
    const a = clone(answer());
    const r = {
      version: state.version,
      deal: fixture.deal,
      setup,
      viewer: a.viewer,
      pass_device: false,
      computer_to_move: a.computer_to_move,
      view: a.view,
      events: clone(events),
      fan: options.fan ? a.fan : null,
      finished: null,
      ...extra,
    };
    if (options.demo) r.computer_to_move = r.view.to_move !== null && state.step < fixture.steps.length;
    if (state.ending) {
      const { scores, totals, places, over } = state.ending;
      r.view.round_over = true;
      r.view.game_over = !!over;
      r.view.to_move = null;
      r.view.asks = [];
      r.view.totals = totals;
      r.view.places = places;
      r.view.record.push({ type: "round_over", scores, totals });
      if (over) r.view.record.push({ type: "game_over", totals, places });
      r.computer_to_move = false;
      r.finished = over ? { won: places[0] === 1, score: totals[0], stats: { played: 4, won: 2, best_score: totals[0], current_streak: 1, best_streak: 2 } } : null;
    }
    return r;
  }

  function step(args, action) {
    if (args.version !== state.version) {
      state.version += 1;
      throw { code: "stale", message: "The screen was out of date; nothing was changed." };
    }
    if (action.type === "next_round") {
      if (!state.ending) throw { code: "round_not_over", message: "The round is still being played." };
      state.ending = null;
      state.step = 0;
      state.version += 1;
      return respond(fixture.initial.events);
    }
    const refusal = fixture.refusals.find((r) => same(r.action, action));
    if (refusal) throw { code: refusal.code, message: refusal.message };
    const next = fixture.steps[state.step];
    const matches = next && (action.type === "computer" ? options.demo || next.action.type === "computer" : same(next.action, action));
    if (!matches) {
      if (action.type === "computer") throw { code: "human_turn", message: "It is not a computer's turn." };
      throw { code: "does_not_fit", message: "That ask is not the one the test expects." };
    }
    state.step += 1;
    state.version += 1;
    if (options.roundOver && action.type !== "computer") state.ending = options.roundOver;
    if (options.gameOver && action.type !== "computer") state.ending = { ...options.gameOver, over: true };
    const extra = options.hotseat && state.step === 2 ? { pass_device: true } : {};
    const events = [...next.events];
    if (state.ending) events.push({ type: "round_over", scores: state.ending.scores, totals: state.ending.totals });
    if (state.ending?.over) events.push({ type: "game_over", totals: state.ending.totals, places: state.ending.places });
    return respond(events, extra);
  }

  function handle(cmd, args) {
    switch (cmd) {
      case "app_info":
        return clone(info);
      case "settings_update":
        return clone(args.settings);
      case "soi_current":
        return state.started ? respond([]) : null;
      case "soi_new":
        if (args.version !== state.version) throw { code: "stale", message: "stale" };
        state.started = true;
        state.step = 0;
        state.ending = null;
        state.version += 1;
        return respond(fixture.initial.events);
      case "soi_act":
        return step(args, args.action);
      case "soi_computer":
        return step(args, { type: "computer" });
      default:
        throw { code: "unsupported", message: `${cmd} is not mocked` };
    }
  }

  return handle;
}

export function soiInfo(settings = {}) {
  const info = defaultInfo();
  return {
    ...info,
    settings: {
      ...info.settings,
      soi_target: 200,
      soi_level: "medium",
      soi_computers: [false, true, true, true],
      soi_names: ["South", "East", "North", "West"],
      soi_delay_ms: 200,
      soi_sort_computer_cards: false,
      ...settings,
    },
    stats: { "soi.medium": { played: 3, won: 1, best_score: 212, current_streak: 0, best_streak: 1 } },
    in_progress: ["soi"],
  };
}

