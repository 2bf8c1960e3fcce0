// The one IPC mock of the browser suites: it steps through a fixture the real engine wrote
// (`quadrille-cli fixtures tests/ui/.fixtures`) for any game. What differs between games is data
// (the command names, the error words) plus a small adapter per game (the answer's shape, the
// options a suite may set); stepping, version checks, refusals and held answers are written once.
//
// `fixtureMock` runs inside the page (harness.mjs: installMock pastes its source into an init
// script after a prelude that defines `same` and `clone`), so it must not use anything from
// this module. Its state, with every call in `calls`, is `window.__ipc`:
//   - `delays[cmd]` (ms) holds that command's answer back (set by the shim in harness.mjs);
//   - `refuseNext = {code, message}` refuses the next action that way;
//   - `forceStale = true` answers the next action as if another device had moved first;
//   - Gaps: `verdict`, `explain` and `difficulty` are what gaps_analyse, gaps_explain and
//     gaps_deal_info answer; `winnable` the deal gaps_find_winnable finds (null: none);
//     `solution` ("found", "all_lost" or "unknown") what gaps_solution finds (`dealIndex`: the
//     deal its line starts from), its line being the
//     fixture's moves before the first reshuffle; a gaps_cancel_search while gaps_solution is held
//     back (`delays`) makes it answer "cancelled".
// An action (or a computer move) is accepted only when it is the fixture's next step; a refusal
// the engine recorded (`fixture.refusals`) is answered with the engine's words.
//
// The guided first game (guide_*): `window.__ipc.guide` is its store (`game`, `steps`, `made`,
// `playing`, `offered`, and `actions`, the script's moves in order), its script made of the
// fixture's own moves (the first moves of a Gaps fixture up to its first reshuffle; a Soi or
// FourSide fixture's person moves), with the topics Rust's script gives them. While it plays, an
// action other than the script's next is refused "off_script" (or with the rule's refusal the
// fixture recorded for it), undo and redo too; a FourSide hint the script skips is passed over.
// `options.guide` sets fields of the store (e.g. `playing: true`).
//
// Both mocks answer the deals of the day with `dailyAnswer` (below; harness.mjs pastes it into
// the prelude): its store is `window.__ipc.daily` (see there).

/**
 * The mock for `game` ("gaps", "fourside" or "soi"). Options:
 * - Gaps: `fresh` (no game in progress: the screen deals the first one); `finished` (the
 *   GameOver the move that ends the game reports, e.g. with a daily's result).
 * - Every game: `daily`, the deals-of-the-day store (see `dailyAnswer`).
 * - FourSide: `mode` plays the fixture as another mode; `over` ends the game at once;
 *   `overAfterMove` (same shape) ends it with the next accepted placement, as the engine would
 *   after the last tile (a "game_over" event follows the "placed" one).
 * - Soi: `demo` (four computers: every step is a computer call), `hotseat` (North is a person
 *   too, and the second answer passes the device), `roundOver`/`gameOver` (the answer to the
 *   next ask ends the round / game; `gameOver.limit`: at the 10,000-action limit), `fan` (the "sort computer cards" setting), `fresh` (no game
 *   in progress).
 */
export function fixtureMock({ fixture, info, options = {}, game }) {
  // `options.delays`: answers held back from the very start (e.g. app_info, for the first frame).
  const state = { version: info.version, step: 0, calls: [], delays: { ...(options.delays ?? {}) }, refuseNext: null, forceStale: false };
  window.__ipc = state;
  /** The fixture's answer for the step the game is at. */
  const answer = () => (state.step === 0 ? fixture.initial : fixture.steps[state.step - 1]);
  /**
   * An answer's table: the snapshot a room would send seat `you`, its seats from who plays
   * each (`computers`, with the level and the names given at home).
   */
  const table = ({ view, you, events, computers, names, level }) => ({
    protocol: 2,
    seq: state.version,
    you,
    rules: view.rules,
    when_left: { then: "wait" },
    seats: computers.map((computer, seat) => ({
      seat,
      host: false,
      who: computer ? { kind: "computer", level, name: names[seat] } : { kind: "person", name: names[seat], connected: true },
    })),
    started: true,
    view,
    events,
    deal: null,
    again: [],
  });
  const refusal = (code, message) => ({ code, message });

  // Per game: the command names (`steps` are commands that are one fixed action), whether the
  // fixture's recorded refusals apply, the words for an unexpected action, and the adapter.
  const GAMES = {
    gaps: () => {
      Object.assign(state, { verdict: "unknown", explain: null, difficulty: "medium", winnable: 777001, solution: "found", dealIndex: 1, dealt: null, started: !options.fresh, finished: options.finished ?? null });
      // A Gaps fixture's initial answer is the view itself.
      const view = () => (state.step === 0 ? fixture.initial : fixture.steps[state.step - 1].view);
      const respond = (events, finished = null) => {
        const v = clone(view());
        // A new deal by number shows that number (the cards stay the fixture's).
        if (state.dealt !== null) v.deal = state.dealt;
        return { version: state.version, view: v, events: clone(events), finished: clone(finished) };
      };
      // The solution line: the fixture's moves up to its first reshuffle, each with the cells it changed.
      function line() {
        const steps = [];
        let before = fixture.initial.board;
        for (const s of fixture.steps) {
          if (s.action.type !== "move") break;
          const after = s.view.board;
          const cells = after.cells.filter((c, i) => !same(c, before.cells[i]));
          steps.push({ from: s.action.from, to: s.action.to, card: s.events[0].card, cells, score: after.score });
          before = after;
        }
        return { type: "found", deal_index: state.dealIndex, start: clone(fixture.initial.board), steps };
      }
      function solution(args) {
        const status = view().board.status;
        if (args.version !== state.version) {
          state.version += 1;
          throw refusal("stale", "The screen was out of date; nothing was changed.");
        }
        if (status === "won") throw refusal("game_over", "This game is already won.");
        if (view().tournament) throw refusal("tournament", "A tournament game cannot be given up.");
        let response = null;
        if (status !== "lost") {
          // Given up: a new deal (the one asked for, else the fixture's) replaces it.
          state.step = 0;
          state.version += 1;
          state.dealt = args.deal;
          response = respond([]);
        }
        // Cancelled when gaps_cancel_search came while this answer was held back.
        const asked = state.calls.map((c) => c.cmd).lastIndexOf("gaps_solution");
        const cancelled = state.calls.slice(asked).some((c) => c.cmd === "gaps_cancel_search");
        const outcome = cancelled ? { type: "cancelled" } : state.solution === "found" ? line() : { type: state.solution };
        return { deal: response ? response.view.deal : view().deal, outcome, response };
      }
      return {
        commands: { current: "gaps_current", new: "gaps_new", act: "gaps_act" },
        steps: { gaps_reshuffle: { type: "reshuffle" }, gaps_undo: { type: "undo" }, gaps_redo: { type: "redo" } },
        refusals: false,
        wrong: { other: "That move is not the one the test expects." },
        current: () => (state.started ? respond([]) : null),
        reset: (args) => {
          state.started = true;
          state.dealt = args.deal ?? null;
        },
        fresh: () => respond([]),
        matches: (next, action) => same(next.action, action),
        // The move that ends the game reports `finished` (GameOver), when the suite gave one.
        accepted: (next) => respond(next.events, ["won", "lost"].includes(next.view.board.status) ? state.finished : null),
        extra: {
          // The solver's hint is the fixture's next move, as if the search preferred it.
          gaps_analyse: () => {
            const next = fixture.steps[state.step];
            const hint = next && next.action.type === "move" ? { from: next.action.from, to: next.action.to } : null;
            return { version: state.version, verdict: state.verdict, hint, best_score: view().board.score };
          },
          gaps_explain: () => state.explain,
          gaps_deal_info: (args) => ({ deal: args.deal, difficulty: state.difficulty }),
          gaps_find_winnable: () => (state.winnable === null ? null : { deal: state.winnable, difficulty: "easy" }),
          gaps_solution: solution,
          gaps_cancel_search: () => null,
        },
      };
    },

    fourside: () => {
      Object.assign(state, { mode: options.mode ?? fixture.mode, over: options.over ?? null });
      function respond(events, finished = null) {
        const a = clone(answer());
        const view = a.view;
        // Hot seat: the hand shown is the player's to move.
        const you = state.mode === "human_vs_human" ? view.to_move : a.viewer;
        const computers = [0, 1].map((s) => state.mode === "computer_vs_computer" || (state.mode === "human_vs_computer" && s === 1));
        if (state.over) Object.assign(view, { over: true, winner: state.over.winner, scores: state.over.scores, placements: [] });
        return {
          version: state.version,
          deal: fixture.deal,
          table: table({ view, you, events: clone(events), computers, names: ["", ""], level: view.rules.level }),
          finished: state.over ? (state.over.finished ?? null) : finished,
        };
      }
      return {
        commands: { current: "fourside_current", new: "fourside_new", again: "fourside_again", act: "fourside_act" },
        steps: { fourside_computer: { type: "computer" } },
        refusals: true,
        wrong: { computer: "It is not the computer's turn.", other: "That move is not the one the test expects." },
        current: () => respond([]),
        reset: (args) => {
          state.over = null;
          if (args.mode) state.mode = args.mode;
        },
        fresh: () => respond([]),
        matches: (next, action) => same(next.action, action),
        accepted: (next, action) => {
          const end = options.overAfterMove;
          if (end && action.type === "place" && !state.over) {
            state.over = end;
            return respond([...next.events, { type: "game_over", winner: end.winner, scores: end.scores }], end.finished ?? null);
          }
          return respond(next.events);
        },
        extra: {},
      };
    },

    soi: () => {
      Object.assign(state, { started: !options.fresh, ending: null });
      const setup = clone(fixture.setup);
      if (options.demo) setup.computers = [true, true, true, true];
      if (options.hotseat) setup.computers = [false, true, false, true];
      function respond(events, you = null) {
        const a = clone(answer());
        const view = a.view;
        let finished = null;
        if (state.ending) {
          const { scores, totals, places, over } = state.ending;
          view.round_over = true;
          view.game_over = !!over;
          view.to_move = null;
          view.asks = [];
          view.totals = totals;
          view.places = places;
          if (state.ending.limit) view.record.push({ type: "move_limit", moves: 10000 });
          view.record.push({ type: "round_over", scores, totals });
          if (over) view.record.push({ type: "game_over", totals, places });
          finished = over ? { won: places[0] === 1, score: totals[0], stats: { played: 4, won: 2, best_score: totals[0], current_streak: 1, best_streak: 2 } } : null;
        }
        // A demo whose fixture has run out: nobody is to move any more.
        if (options.demo && state.step >= fixture.steps.length) view.to_move = null;
        return {
          version: state.version,
          deal: fixture.deal,
          table: table({ view, you: you ?? a.viewer, events: clone(events), ...setup }),
          fan: options.fan ? a.fan : null,
          finished,
        };
      }
      return {
        commands: { current: "soi_current", new: "soi_new", again: "soi_again", act: "soi_act" },
        steps: { soi_computer: { type: "computer" } },
        refusals: true,
        wrong: { computer: "It is not a computer's turn.", other: "That ask is not the one the test expects." },
        current: () => (state.started ? respond([]) : null),
        reset: () => {
          state.started = true;
          state.ending = null;
        },
        fresh: () => respond(fixture.initial.events),
        // The next round is not in the fixture: it deals the fixture's round again.
        before: (action) => {
          if (action.type !== "next_round") return null;
          if (!state.ending) throw refusal("round_not_over", "The round is still being played.");
          state.ending = null;
          state.step = 0;
          state.version += 1;
          return respond(fixture.initial.events);
        },
        matches: (next, action) => (action.type === "computer" ? options.demo || next.action.type === "computer" : same(next.action, action)),
        accepted: (next, action) => {
          if (options.roundOver && action.type !== "computer") state.ending = options.roundOver;
          if (options.gameOver && action.type !== "computer") state.ending = { ...options.gameOver, over: true };
          // Hot seat: from the third step the device passes to North (the fixture's views stay South's).
          const you = options.hotseat && state.step >= 2 ? 2 : null;
          const events = [...next.events];
          if (state.ending?.limit) events.push({ type: "move_limit", moves: 10000 });
          if (state.ending) events.push({ type: "round_over", scores: state.ending.scores, totals: state.ending.totals });
          if (state.ending?.over) events.push({ type: "game_over", totals: state.ending.totals, places: state.ending.places });
          return respond(events, you);
        },
        extra: {},
      };
    },
  };
  const g = GAMES[game]();

  // The guided game's script, from the fixture's moves (see the head of this file).
  function guideScript() {
    const person = fixture.steps.map((s) => s.action).filter((a) => !["computer", "undo", "redo", "hint"].includes(a.type));
    const act = (topic, action) => ({ topic, action: clone(action) });
    if (game === "gaps") {
      const cp = fixture.rules.variant === "chinese_puzzle";
      const steps = [{ topic: "gaps_goal", action: null }, ...(cp ? [{ topic: "two_decks", action: null }] : [])];
      let reshuffled = false;
      for (const [i, a] of person.entries()) {
        if (a.type === "reshuffle") {
          steps.push({ topic: "dead_gap", action: null }, act(cp ? "redeal" : "reshuffle", a));
          reshuffled = true;
          if (!(fixture.rules.variant === "montana")) break;
          continue;
        }
        if (reshuffled) {
          steps.push(act("movable_two", a));
          break;
        }
        steps.push(act(a.type === "place_aces" ? "ace_order" : i === 0 ? (cp ? "ace_phase" : "twos_first") : "follows_suit", a));
      }
      steps.push({ topic: "hand_over", action: null });
      return { game: fixture.rules.variant, steps };
    }
    if (game === "soi") {
      const asks = fixture.steps.filter((s) => s.action.type === "ask");
      const steps = [{ topic: "soi_goal", action: null }];
      asks.forEach((s, i) => {
        const got = s.events.some((e) => e.type === "asked" && e.got);
        steps.push(act(i === 0 ? "ask_for_card" : got ? "ask_again" : "miss_passes", s.action));
        if (i === 0) steps.push({ topic: "set_score", action: null });
      });
      steps.push(...["computers_remember", "memory_aid", "hand_over"].map((topic) => ({ topic, action: null })));
      return { game: "soi", steps };
    }
    const [first, second] = person;
    const steps = [{ topic: "four_side_goal", action: null }, act("match_sides", first), { topic: "scoring", action: null }];
    if (second) steps.push(act("bonus_squares", second));
    steps.push({ topic: "passing", action: null }, { topic: "hand_over", action: null });
    return { game: "fourside", steps };
  }
  const script = guideScript();
  state.guide = {
    ...script,
    made: 0,
    playing: false,
    // An info without the field (a suite's own) has every guided game offered already.
    offered: clone(info.guides_offered ?? ["solitaire_x", "montana", "chinese_puzzle", "soi", "fourside"]),
    ...(options.guide ?? {}),
  };
  const scripted = () => state.guide.steps.filter((s) => s.action).map((s) => s.action);

  /** The guided game's commands (the store above). */
  function guideAnswer(cmd, args) {
    const guide = state.guide;
    const mine = args.game === guide.game;
    if (cmd === "guide_info") return mine ? clone({ game: guide.game, deal: fixture.deal, steps: guide.steps, playing: guide.playing, made: guide.made }) : { game: args.game, deal: 0, steps: [], playing: false, made: 0 };
    if (cmd === "guide_offered") {
      if (!guide.offered.includes(args.game)) guide.offered.push(args.game);
      return null;
    }
    if (cmd === "guide_stop") {
      if (mine) guide.playing = false;
      return null;
    }
    if (cmd === "guide_start") {
      if (args.version !== state.version) {
        state.version += 1;
        throw refusal("stale", "stale");
      }
      state.version += 1;
      if (mine) Object.assign(guide, { playing: true, made: 0 });
      state.step = 0;
      g.reset({});
      return state.version;
    }
    throw refusal("unsupported", `${cmd} is not mocked`);
  }

  /** While the guided game plays: only the script's next action (computers move as usual). */
  function guided(action) {
    const guide = state.guide;
    if (!guide.playing || action.type === "computer") return;
    // A hint the script leaves out (FourSide's fixture asks for one between its placements).
    while (fixture.steps[state.step]?.action.type === "hint" && action.type !== "hint") state.step += 1;
    const want = scripted()[guide.made];
    if (want && same(want, action)) {
      guide.made += 1;
      return;
    }
    const recorded = g.refusals ? fixture.refusals.find((r) => same(r.action, action)) : null;
    if (recorded) throw recorded.detail ? { code: recorded.code, detail: recorded.detail } : refusal(recorded.code, recorded.message);
    throw refusal("off_script", "The guided game waits for another move.");
  }

  function step(args, action) {
    if (state.refuseNext) {
      const refused = state.refuseNext;
      state.refuseNext = null;
      throw refused;
    }
    if (state.forceStale || args.version !== state.version) {
      state.forceStale = false;
      state.version += 1; // someone else moved on
      throw refusal("stale", "The screen was out of date; nothing was changed.");
    }
    guided(action);
    const early = g.before?.(action);
    if (early) return early;
    const recorded = g.refusals ? fixture.refusals.find((r) => same(r.action, action)) : null;
    if (recorded) throw recorded.detail ? { code: recorded.code, detail: recorded.detail } : refusal(recorded.code, recorded.message);
    const next = fixture.steps[state.step];
    if (!next || !g.matches(next, action)) {
      if (action.type === "computer" && g.wrong.computer) throw refusal("human_turn", g.wrong.computer);
      throw refusal("does_not_fit", g.wrong.other);
    }
    state.step += 1;
    state.version += 1;
    return g.accepted(next, action);
  }

  state.daily = options.daily ?? {};

  return function handle(cmd, args) {
    // The system's language is the browser's here (Rust asks the OS in the app); the version is
    // the state's, as Rust's is after every command.
    if (cmd === "app_info") return { locale: navigator.languages[0] ?? "en", ...clone(info), version: state.version, guides_offered: clone(state.guide.offered) };
    if (cmd.startsWith("guide_")) return guideAnswer(cmd, args);
    if (cmd === "settings_update") return clone(args.settings);
    // A daily starts in the game's slot as a new game does: the fixture from its start.
    if (cmd.startsWith("daily_")) return dailyAnswer(state, cmd, args, () => (state.step = 0, g.reset({})));
    if (cmd === g.commands.current) return g.current();
    // Play again deals the fixture again, as a new game does.
    if (cmd === g.commands.new || (g.commands.again && cmd === g.commands.again)) {
      if (args.version !== state.version) throw refusal("stale", "stale");
      state.step = 0;
      g.reset(args);
      state.version += 1;
      return g.fresh();
    }
    if (cmd === g.commands.act) return step(args, args.action);
    if (g.steps[cmd]) return step(args, g.steps[cmd]);
    if (g.extra[cmd]) return g.extra[cmd](args);
    throw refusal("unsupported", `${cmd} is not mocked`);
  };
}

/**
 * The daily_* commands, as Rust answers them, from the store `state.daily`, which a suite sets
 * (`window.__ipc.daily = {…}`, or a mock's `options.daily`); a field left out keeps its default
 * below: the finished results and the dailies being played (Rust's DailyInfo), whether a server
 * is set (`board`), the games with no deal (`unavailable`), a Gaps board's `lines`, a refusal
 * of daily_board (`boardError`, a code), and what the board answers daily_send (`send`:
 * "recorded", a refusal's code, or "later"). Days are checked against the page's clock (a suite
 * sets it with page.clock). daily_start checks the version like every new game, marks the game
 * as played for that day and calls `started()` (the fixture's game starts again). It runs
 * inside the page (harness.mjs pastes it into the mocks' prelude).
 */
export function dailyAnswer(state, cmd, args, started) {
  const DEFAULTS = {
    results: [],
    playing: [],
    first_day: "2026-12-01",
    board: false,
    unavailable: [],
    lines: [
      { name: "Ana", score: 48, moves: 61, at: 1796400000 },
      { name: "Ben", score: 44, moves: 80, at: 1796403600 },
    ],
    boardError: null,
    send: "recorded",
  };
  const d = (state.daily = { ...DEFAULTS, ...(state.daily ?? {}) });
  const refusal = (code) => ({ code, message: code });
  const today = new Date().toISOString().slice(0, 10);
  const info = () => clone({ results: d.results, playing: d.playing, first_day: d.first_day, board: d.board });
  const playable = (day) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day ?? "") || day < d.first_day || day > today) throw refusal("bad_day");
  };
  const gaps = (game) => ["solitaire_x", "montana", "chinese_puzzle"].includes(game);
  if (cmd === "daily_info") return info();
  if (cmd === "daily_send") {
    if (d.send !== "later") {
      for (const r of d.results) {
        if (r.board.state === "waiting") r.board = d.send === "recorded" ? { state: "recorded" } : { state: "refused", why: d.send };
      }
    }
    return info();
  }
  if (cmd === "daily_day") {
    playable(args.day);
    const weekday = (new Date(`${args.day}T00:00:00Z`).getUTCDay() + 6) % 7;
    const soi = ["easy", "easy", "medium", "medium", "medium", "impossible", "impossible"][weekday];
    const fourside = ["beginner", "intermediate", "intermediate", "advanced", "advanced", "expert", "expert"][weekday];
    return { day: args.day, weekday, soi_level: soi, fourside_level: fourside, unavailable: clone(d.unavailable) };
  }
  if (cmd === "daily_start") {
    playable(args.day);
    if (d.results.some((r) => r.game === args.game && r.day === args.day)) throw refusal("daily_done");
    if (d.unavailable.includes(args.game)) throw refusal("daily_unavailable");
    if (args.version !== state.version) {
      state.version += 1;
      throw refusal("stale");
    }
    state.version += 1;
    d.playing = [...d.playing.filter((p) => p.game !== args.game), { game: args.game, day: args.day }];
    started();
    return state.version;
  }
  if (cmd === "daily_board") {
    playable(args.day);
    if (!d.board || !gaps(args.game)) throw refusal("no_board");
    if (d.boardError) throw refusal(d.boardError);
    return clone(d.lines);
  }
  throw refusal("unsupported");
}

/** The launch answer (app_info) of the Gaps suites; `overrides` replace its fields. */
export function defaultInfo(overrides = {}) {
  return {
    version: 1,
    // Every field, as Rust sends them (its Settings::default, but a light theme, no sound, no
    // animation and no crossroads warning, so that screenshots and timings are steady).
    settings: {
      theme: "light",
      sound: false,
      animation: "off",
      input: "tap",
      four_colour: false,
      cp_redeals: 2,
      cp_ace_order: "free",
      fourside_level: "intermediate",
      fourside_size: 9,
      fourside_mode: "human_vs_computer",
      soi_target: 200,
      soi_level: "medium",
      soi_computers: [false, true, true, true],
      soi_names: ["South", "East", "North", "West"],
      soi_delay_ms: 400,
      soi_sort_computer_cards: false,
      single_key_shortcuts: true,
      gaps_winnable_only: false,
      gaps_crossroads_warning: false,
      room_server: "",
      room_name: "",
      language: "",
    },
    stats: { solitaire_x: { played: 3, won: 1, best_score: 48, current_streak: 1, best_streak: 1 } },
    tournaments: [],
    in_progress: ["solitaire_x"],
    // Every game's guided game offered already (guide.test.mjs clears it to see the offer).
    guides_offered: ["solitaire_x", "montana", "chinese_puzzle", "soi", "fourside"],
    notice: null,
    can_scan: false,
    ...overrides,
  };
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

/**
 * The rooms mock ("Play with friends"): room_open, room_join, room_resume, room_command,
 * room_leave and rooms_nearby, with a Soi room whose game is the Soi fixture (this device is
 * South, seat 0, the host). Given the FourSide fixture, a FourSide room plays it the same way
 * (this device in seat 0, a computer in seat 1). Like `fixtureMock` it runs inside the page (harness.mjs:
 * installMock) and keeps its state in `window.__ipc`; what the room pushes goes through the
 * page's Channel (`updates`), by the callback the Channel registered with
 * `__TAURI_INTERNALS__.transformCallback` (the shim keeps them in `window.__ipcCallbacks`).
 * Options: `resume` (this device already sits in the started game: room_resume finds it),
 * `nearby` (what rooms_nearby answers), `unreachable` (room_join cannot connect).
 * The suite drives the others from outside with `window.__ipc`:
 *   - `advance()`: the room plays the fixture's next step (a computer's ask) and pushes it;
 *   - `join(seat, name)`, `connected(seat, on)`: a person takes a seat / drops and comes back;
 *   - `leave(seat, level)`: a person leaves; a computer of `level` takes the seat, or (no
 *     level) it is open;
 *   - `link(state)`: the connection's state changes (e.g. reconnecting), pushed;
 *   - `refuseNext = RoomError`: the next room_command is refused with it.
 */
export function roomMock({ fixture, info, options = {} }) {
  const state = {
    calls: [],
    delays: {},
    refuseNext: null,
    pushed: [],
    channel: null,
    index: 0,
    seq: 0,
    you: 0,
    seats: [],
    started: false,
    step: 0,
    events: [],
    rules: { target: 200 },
    when_left: { then: "computer", level: "medium" },
    game: "soi",
    link: { state: "connected" },
    invite: null,
    over: false,
    again: [],
  };
  window.__ipc = state;
  const refusal = (code, message) => ({ code, message });
  const person = (name, connected = true) => ({ kind: "person", name, connected });

  /** A stand-in QR code (the real one comes from Rust): finder squares and a fixed pattern. */
  function qr() {
    const size = 29;
    const dark = [];
    const finder = (x, y) => {
      for (const [fx, fy] of [[0, 0], [size - 7, 0], [0, size - 7]]) {
        const dx = x - fx;
        const dy = y - fy;
        if (dx >= 0 && dx < 7 && dy >= 0 && dy < 7) return dx === 0 || dx === 6 || dy === 0 || dy === 6 || (dx >= 2 && dx <= 4 && dy >= 2 && dy <= 4);
      }
      return null;
    };
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const f = finder(x, y);
        dark.push(f ?? ((x * 7 + y * 13 + ((x * y) % 5)) % 3 === 0));
      }
    return { size, dark };
  }

  function view() {
    if (!state.started) return null;
    const v = clone(state.step === 0 ? fixture.initial.view : fixture.steps[state.step - 1].view);
    // `finish()`: the game as it ends, South (this device) first.
    if (state.over && state.game === "soi") Object.assign(v, { round_over: true, game_over: true, to_move: null, asks: [], places: [1, 2, 3, 4] });
    if (state.over && state.game === "four_side") Object.assign(v, { over: true, winner: 0, placements: [] });
    return v;
  }

  function update() {
    return {
      link: clone(state.link),
      invite: clone(state.invite),
      snapshot: {
        game: state.game,
        of: {
          protocol: 2,
          seq: state.seq,
          you: state.you,
          rules: clone(state.rules),
          when_left: clone(state.when_left),
          seats: state.seats.map((who, seat) => ({ seat, who: clone(who), host: seat === 0 })),
          started: state.started,
          view: view(),
          events: clone(state.events),
          deal: null,
          again: clone(state.again),
        },
      },
    };
  }

  /** Sends the room as it is now on the page's channel, as Rust does after every change. */
  function push() {
    const u = update();
    state.pushed.push(u);
    const deliver = window.__ipcCallbacks?.get(state.channel);
    if (deliver) deliver({ index: state.index++, message: u });
    return u;
  }

  function listen(args) {
    state.channel = args.updates?.id ?? null;
    state.index = 0;
  }

  state.advance = () => {
    const next = fixture.steps[state.step];
    if (!next) return null;
    state.step += 1;
    state.seq += 1;
    state.events = clone(next.events);
    return push();
  };
  /** A person asks for another game; once every person has, it is dealt (the fixture again). */
  function askAgain(seat) {
    if (!state.again.includes(seat)) state.again.push(seat);
    const people = state.seats.map((s, i) => (s.kind === "person" ? i : null)).filter((i) => i !== null);
    if (people.every((i) => state.again.includes(i))) Object.assign(state, { over: false, again: [], step: 0, events: clone(fixture.initial.events ?? []) });
  }
  state.finish = () => {
    state.over = true;
    state.seq += 1;
    state.events = [];
    return push();
  };
  state.askAgain = (seat) => {
    askAgain(seat);
    state.seq += 1;
    return push();
  };
  state.join = (seat, name) => {
    state.seats[seat] = person(name);
    state.seq += 1;
    state.events = [];
    return push();
  };
  state.leave = (seat, level) => {
    state.seats[seat] = level ? { kind: "computer", level } : { kind: "open" };
    state.seq += 1;
    state.events = [];
    return push();
  };
  state.connected = (seat, on) => {
    state.seats[seat] = { ...state.seats[seat], connected: on };
    return push();
  };
  state.setLink = (link) => {
    state.link = link;
    return push();
  };
  // An invite link opening the app while it runs (phones): sent on the page's invites channel.
  state.openInvite = (link) => {
    const deliver = window.__ipcCallbacks?.get(state.invitesChannel);
    if (deliver) deliver({ index: state.invitesIndex++, message: link });
    return !!deliver;
  };

  function command(args) {
    if (state.refuseNext) {
      const error = state.refuseNext;
      state.refuseNext = null;
      return { outcome: "refused", error };
    }
    if (args.seq !== state.seq) return { outcome: "refused", error: { code: "stale_seq", seq: state.seq } };
    const c = args.command.of;
    if (c.type === "set_computer") state.seats[c.seat] = { kind: "computer", level: c.level };
    else if (c.type === "open") state.seats[c.seat] = { kind: "open" };
    else if (c.type === "start") {
      if (state.seats.some((s) => s.kind === "open")) return { outcome: "refused", error: { code: "seats_open" } };
      state.started = true;
      state.step = 0;
      state.events = clone(fixture.initial.events ?? []);
    } else if (c.type === "act") {
      const recorded = fixture.refusals.find((r) => same(r.action, c.action));
      if (recorded) return { outcome: "refused", error: { code: "rule", rule: recorded.code } };
      const next = fixture.steps[state.step];
      if (!next || !same(next.action, c.action)) return { outcome: "refused", error: { code: "not_your_turn" } };
      state.step += 1;
      state.events = clone(next.events);
    } else if (c.type === "again") {
      if (!state.over) return { outcome: "refused", error: { code: "game_not_over" } };
      askAgain(state.you);
    } else return { outcome: "refused", error: { code: "malformed" } };
    if (c.type !== "act" && c.type !== "start") state.events = [];
    state.seq += 1;
    return { outcome: "accepted", update: push() };
  }

  return function handle(cmd, args) {
    // The system's language is the browser's here (Rust asks the OS in the app).
    if (cmd === "app_info") return { locale: navigator.languages[0] ?? "en", ...clone(info) };
    if (cmd === "settings_update") return clone(args.settings);
    if (cmd === "room_resume") {
      // The room this device sits in (after the connection gave up), or the one `resume` sets up.
      if (state.seq > 0 && state.channel !== null) {
        listen(args);
        state.link = { state: "connected" };
        return update();
      }
      if (!options.resume) return null;
      listen(args);
      Object.assign(state, {
        seq: 7,
        you: 0,
        seats: [person(info.settings.room_name || "Ana"), { kind: "computer", level: "medium" }, person("Ben"), { kind: "computer", level: "easy" }],
        started: true,
        invite: { link: "quadrille://join?host=192.168.1.20%3A7001&room=5f1c&key=c0ffee&pin=ab12", qr: qr(), on_device: true },
      });
      return update();
    }
    if (cmd === "room_open") {
      listen(args);
      const size = args.room.game === "soi" ? 4 : 2;
      Object.assign(state, {
        seq: 1,
        you: 0,
        game: args.room.game,
        seats: [person(args.name), ...Array.from({ length: size - 1 }, () => ({ kind: "open" }))],
        started: false,
        step: 0,
        events: [],
        rules: args.room.of.rules,
        when_left: args.room.of.when_left,
        invite: {
          link: "quadrille://join?host=192.168.1.20%3A7001&room=5f1c0a93e6d24b7f9a1e3c2d4b5a6978&key=9b2e7c41d3f05a68e1c7b9d2f4a3e605&pin=ab12cd34",
          qr: qr(),
          on_device: args.place.on === "device",
        },
      });
      return update();
    }
    if (cmd === "room_join") {
      if (!String(args.invite).startsWith("quadrille://join?")) throw refusal("bad_invite", "invite: no scheme");
      if (options.unreachable) throw refusal("unreachable", "connect: refused");
      listen(args);
      Object.assign(state, {
        seq: 3,
        you: 2,
        seats: [person("Ana"), { kind: "computer", level: "medium" }, person(args.name), { kind: "open" }],
        started: false,
        invite: null,
      });
      return update();
    }
    if (cmd === "room_command") return command(args);
    if (cmd === "room_leave") {
      state.channel = null;
      return null;
    }
    if (cmd === "rooms_nearby") return clone(options.nearby ?? []);
    // Invites from outside: `pendingInvite` opened the app; `scan` is what the camera brings
    // (`{ link }` or `{ code }` for a refusal).
    if (cmd === "room_pending_invite") {
      state.invitesChannel = args.opened?.id ?? null;
      state.invitesIndex = 0;
      return options.pendingInvite ?? null;
    }
    if (cmd === "room_scan") {
      const scan = state.scan ?? options.scan ?? { code: "no_scanner" };
      if (scan.code) throw refusal(scan.code, scan.code);
      return scan.link;
    }
    if (cmd === "room_scan_cancel") return null;
    if (cmd.startsWith("daily_")) return dailyAnswer(state, cmd, args, () => undefined);
    throw refusal("unsupported", `${cmd} is not mocked`);
  };
}
