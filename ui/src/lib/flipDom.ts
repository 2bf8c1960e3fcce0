// Runs FLIP animations on the board's card faces, found by their data-card code.
import { invertTransform, isStill, pairCopies, stagger, type Box } from "./flip";

/** Where each card is, by its code; two-deck games have two copies of each. */
export type Snapshot = Map<string, Box[]>;

function faces(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(".face[data-face]"));
}

function box(el: HTMLElement): Box {
  const r = el.getBoundingClientRect();
  return { left: r.left, top: r.top, width: r.width, height: r.height };
}

/** Where every card is now (call before the board changes). */
export function snapshot(root: ParentNode | null | undefined): Snapshot {
  const out: Snapshot = new Map();
  if (!root) return out;
  for (const el of faces(root)) {
    const code = el.dataset.face;
    if (code) out.set(code, [...(out.get(code) ?? []), box(el)]);
  }
  return out;
}

/**
 * Animates every card from where it was in `before` to where it is now.
 * `order` (card codes) staggers the cards listed, e.g. a reshuffle's deal order.
 */
export function playFlip(root: ParentNode | null | undefined, before: Snapshot, duration: number, order: string[] = []): void {
  if (!root || duration <= 0) return;
  const moving: { el: HTMLElement; first: Box; last: Box; code: string }[] = [];
  const now = new Map<string, HTMLElement[]>();
  for (const el of faces(root)) {
    const code = el.dataset.face;
    if (code) now.set(code, [...(now.get(code) ?? []), el]);
  }
  for (const [code, els] of now) {
    const lasts = els.map(box);
    const firsts = pairCopies(before.get(code) ?? [], lasts);
    els.forEach((el, i) => {
      const first = firsts[i];
      const last = lasts[i];
      if (first && last && !isStill(first, last)) moving.push({ el, first, last, code });
    });
  }
  const rank = new Map(order.map((c, i) => [c, i]));
  for (const { el, first, last, code } of moving) {
    const i = rank.get(code);
    const delay = i === undefined ? 0 : stagger(i, order.length, duration);
    el.style.zIndex = "5";
    const anim = el.animate(
      [{ transform: invertTransform(first, last) }, { transform: "none" }],
      { duration, delay, easing: "cubic-bezier(.2,.75,.25,1)", fill: "backwards" },
    );
    const done = () => {
      el.style.zIndex = "";
    };
    anim.onfinish = done;
    anim.oncancel = done;
  }
}

/** Sends a dragged card back home from wherever it was dropped. */
export function snapBack(el: HTMLElement, duration: number): void {
  const from = el.style.transform;
  el.style.transform = "";
  el.classList.remove("dragging");
  if (!from || duration <= 0) {
    el.style.zIndex = "";
    return;
  }
  const anim = el.animate([{ transform: from }, { transform: "none" }], { duration, easing: "ease-out" });
  anim.onfinish = () => (el.style.zIndex = "");
}

/** A little side-to-side shake for a card that cannot move. */
export function shake(el: HTMLElement, duration: number): void {
  if (duration <= 0) return;
  el.animate(
    [
      { transform: "translateX(0)" },
      { transform: "translateX(-5px)" },
      { transform: "translateX(5px)" },
      { transform: "translateX(-3px)" },
      { transform: "translateX(0)" },
    ],
    { duration: Math.max(220, duration * 1.2), easing: "ease-in-out" },
  );
}
