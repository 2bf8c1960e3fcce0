// FLIP animation maths: First, Last, Invert, Play.
import type { AnimationSpeed } from "../bindings/AnimationSpeed";

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const DURATIONS: Record<AnimationSpeed, number> = { off: 0, fast: 120, normal: 220, slow: 400 };

/** Milliseconds a move takes; 0 when the player asked for no motion. */
export function moveDuration(speed: AnimationSpeed, reducedMotion: boolean): number {
  return reducedMotion ? 0 : DURATIONS[speed];
}

/** The transform that puts an element now at `last` back where it was (`first`). */
export function invert(first: Box, last: Box): { dx: number; dy: number; sx: number; sy: number } {
  return {
    dx: first.left - last.left,
    dy: first.top - last.top,
    sx: last.width > 0 ? first.width / last.width : 1,
    sy: last.height > 0 ? first.height / last.height : 1,
  };
}

/** True when the element did not visibly move (no animation needed). */
export function isStill(first: Box, last: Box): boolean {
  const t = invert(first, last);
  return Math.abs(t.dx) < 0.5 && Math.abs(t.dy) < 0.5 && Math.abs(t.sx - 1) < 0.01 && Math.abs(t.sy - 1) < 0.01;
}

/** CSS transform for the inverted starting frame. */
export function invertTransform(first: Box, last: Box): string {
  const t = invert(first, last);
  return `translate(${t.dx}px, ${t.dy}px) scale(${t.sx}, ${t.sy})`;
}

/** A later card in a reshuffle starts a little later, so the deal reads as a deal. */
export function stagger(index: number, count: number, duration: number): number {
  if (count <= 1 || duration === 0) return 0;
  return Math.round((index / (count - 1)) * duration * 0.6);
}

/**
 * Pairs the boxes of identical cards (two decks hold two of each) before and after a change,
 * so that a copy that stayed put does not appear to fly: the pairing with the least total
 * travel wins. With one copy it is just that copy. Returns, for each `after` box, its `before`
 * box (or undefined when there were fewer before).
 */
export function pairCopies(before: Box[], after: Box[]): (Box | undefined)[] {
  const d = (a: Box, b: Box) => Math.hypot(a.left - b.left, a.top - b.top);
  const [a0, a1] = after;
  const [b0, b1] = before;
  if (after.length === 2 && before.length === 2 && a0 && a1 && b0 && b1) {
    return d(a0, b0) + d(a1, b1) <= d(a0, b1) + d(a1, b0) ? [b0, b1] : [b1, b0];
  }
  return after.map((_, i) => before[i]);
}
