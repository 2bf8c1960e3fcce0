import { describe, expect, it } from "vitest";
import type { AppInfo } from "../bindings/AppInfo";
import type { DailyGame } from "../bindings/DailyGame";
import type { GuideInfo } from "../bindings/GuideInfo";
import type { GuideStep } from "../bindings/GuideStep";
import { ApiError } from "./api";
import { Guide, firstAfter, nextActionAt, shouldOffer, startGuide, stepShown, stepWords, wrongWords, type GuideDeps, type GuidePort } from "./guide.svelte";
import { hasMessage } from "./i18n.svelte";

const move = (col: number) => ({ type: "move" as const, from: { row: 1, col }, to: { row: 0, col: 0 } });
// SolitaireX's script: two explanations around the moves, the last step hands over.
const STEPS: GuideStep[] = [
  { topic: "gaps_goal", action: null },
  { topic: "twos_first", action: move(1) },
  { topic: "follows_suit", action: move(2) },
  { topic: "dead_gap", action: null },
  { topic: "reshuffle", action: { type: "reshuffle" } },
  { topic: "hand_over", action: null },
];

describe("the steps", () => {
  it("finds the next move's step and the first step after each move", () => {
    expect([0, 1, 2, 3].map((made) => nextActionAt(STEPS, made))).toEqual([1, 2, 4, 6]);
    expect([0, 1, 2, 3].map((made) => firstAfter(STEPS, made))).toEqual([0, 2, 3, 5]);
  });

  it("shows the explanations read so far, never past the next move", () => {
    expect(stepShown(STEPS, 0, 0)).toBe(0);
    expect(stepShown(STEPS, 0, 1)).toBe(1);
    expect(stepShown(STEPS, 0, 5)).toBe(1); // waits for the move
    expect(stepShown(STEPS, 2, 0)).toBe(3); // read again from after the last move
    expect(stepShown(STEPS, 2, 4)).toBe(4);
    expect(stepShown(STEPS, 3, 9)).toBe(5); // the last step
  });

  it("has words for every topic, and an instruction for every move", () => {
    const topics = ["gaps_goal", "twos_first", "follows_suit", "dead_gap", "reshuffle", "movable_two", "two_decks", "ace_phase", "ace_order", "redeal", "soi_goal", "ask_for_card", "ask_again", "set_of_four", "set_score", "miss_passes", "computers_remember", "memory_aid", "four_side_goal", "match_sides", "scoring", "bonus_squares", "passing", "hand_over"];
    for (const topic of topics) expect(hasMessage(`guide-${topic.replace(/_/g, "-")}`), topic).toBe(true);
    expect(stepWords(STEPS[1]!)).toContain("Tap the gold-ringed 2");
    expect(stepWords(STEPS[0]!)).not.toContain("Tap");
  });

  it("says a wrong move with the step's instruction, and the rule's reason when the rules refused it", () => {
    const step = STEPS[1]!;
    expect(wrongWords(step, new ApiError("off_script", "off_script"))).toBe("Not that one. Tap the gold-ringed 2 to move it into the gold-ringed gap.");
    expect(wrongWords(step, new ApiError("not_a_gap", "not_a_gap"))).toBe("Not that one. Tap the gold-ringed 2 to move it into the gold-ringed gap. That is not a gap.");
  });

  it("offers a game never offered, not in progress, never played", () => {
    const info = { guides_offered: ["montana"], in_progress: ["solitaire_x"], stats: { "soi.easy": { played: 2, won: 0, best_score: 0, current_streak: 0, best_streak: 0 } } } as Pick<AppInfo, "guides_offered" | "in_progress" | "stats">;
    expect((["solitaire_x", "montana", "chinese_puzzle", "soi", "fourside"] as DailyGame[]).filter((g) => shouldOffer(info, g))).toEqual(["chinese_puzzle", "fourside"]);
    expect(shouldOffer(null, "soi")).toBe(false);
  });
});

/** A guide over a fake Rust: `made` grows with each move sent. */
function rig(made = 0, playing = true) {
  const calls: string[] = [];
  let info: GuideInfo = { game: "solitaire_x", deal: 7, steps: STEPS, playing, made };
  const said: string[] = [];
  const alerted: string[] = [];
  const app = { version: 3, in_progress: [] as string[], guides_offered: [] as DailyGame[], stats: {} } as unknown as AppInfo;
  const deps: GuideDeps = {
    info: async () => structuredClone(info),
    stop: async () => {
      calls.push("stop");
      info = { ...info, playing: false };
      return null;
    },
    offered: async (g) => (calls.push(`offered ${g}`), null),
    start: async (g, v) => (calls.push(`start ${g} ${v}`), (info = { ...info, playing: true, made: 0 }), v + 1),
    appInfo: async () => app,
    known: () => app,
    open: () => undefined,
  };
  const session = { speak: (s: string) => said.push(s), alert: (s: string) => alerted.push(s), announcement: "", disposed: false, busy: false, coach: null };
  const port: GuidePort = {
    game: "solitaire_x",
    session,
    send: (action) => {
      calls.push(`send ${action.type}`);
      info = { ...info, made: info.made + 1 };
      guide.shown();
    },
    canMove: () => true,
    reload: async () => void calls.push("reload"),
    spots: () => [],
  };
  const guide = new Guide(port, deps);
  return { guide, calls, said, alerted, app };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe("the coach", () => {
  it("reads the script, steps through the explanations, shows a move and hands over", async () => {
    const { guide, calls, said } = rig();
    await guide.open();
    expect(guide.step?.topic).toBe("gaps_goal");
    expect(said[said.length - 1]).toBe(guide.words);
    guide.next();
    expect(guide.step?.topic).toBe("twos_first");
    guide.next(); // a move's step waits for the move
    expect(guide.step?.topic).toBe("twos_first");
    guide.show();
    await settle();
    expect(guide.step?.topic).toBe("follows_suit");
    guide.show();
    await settle();
    expect(guide.step?.topic).toBe("dead_gap");
    guide.next();
    guide.show();
    await settle();
    expect(guide.last).toBe(true);
    await guide.stop();
    expect(guide.active).toBe(false);
    expect(calls).toEqual(["send move", "send move", "send reshuffle", "stop"]);
  });

  it("answers a wrong move at a move's step only, and not a refusal that is no wrong move", async () => {
    const { guide, alerted } = rig(1);
    await guide.open();
    guide.refused(new ApiError("stale", "stale"));
    expect(guide.wrong).toBe(null);
    guide.refused(new ApiError("off_script", "off_script"));
    expect(guide.wrong).toContain("Not that one.");
    expect(alerted).toEqual([guide.wrong]);
  });

  it("offers the guided game once, and starts it from the app's version", async () => {
    const { guide, calls, app } = rig(0, false);
    await guide.open();
    expect(guide.offering).toBe(true);
    expect(app.guides_offered).toEqual(["solitaire_x"]);
    await guide.accept();
    expect(calls).toEqual(["offered solitaire_x", "start solitaire_x 3", "reload"]);
    expect(guide.active).toBe(true);
    const again = rig(0, false);
    again.app.guides_offered = ["solitaire_x"];
    await again.guide.open();
    expect(again.guide.offering).toBe(false);
  });

  it("starts again once when the app's state was out of date", async () => {
    let tries = 0;
    const deps = {
      start: async () => {
        if (tries++ === 0) throw new ApiError("stale", "stale");
        return 9;
      },
      appInfo: async () => ({ version: 4 }) as AppInfo,
    } as unknown as GuideDeps;
    await startGuide("soi", deps);
    expect(tries).toBe(2);
  });
});
