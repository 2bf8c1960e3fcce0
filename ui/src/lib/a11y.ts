// Focus and announcement helpers shared by every screen: modal focus (dialogs and end panels
// take focus, keep Tab inside, give focus back when they close), the screen heading that takes
// focus after a screen change, and live-region text that is spoken again even when repeated.

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  '[tabindex]:not([tabindex="-1"])',
].join(",");

/**
 * The elements Tab can reach inside `root`, in document order. A control with tabindex −1 (the
 * unchecked radios of a roving group, the cells off a board's cursor) is focusable but no stop.
 */
export function tabbables(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest("[inert]") && el.getClientRects().length > 0,
  );
}

/** Where focus goes when a modal closes and the element that opened it is gone. */
function fallbackFocus(): HTMLElement | null {
  return document.querySelector<HTMLElement>("main h1[tabindex]") ?? document.querySelector<HTMLElement>("main");
}

/**
 * A Svelte action for a modal (dialog, sheet, end-of-game panel). On mount it moves focus into
 * the node (an element marked `data-autofocus`, else the first tabbable control, else a
 * scrolling box) unless focus is
 * already inside; Tab and Shift+Tab wrap around inside it; on destroy focus goes back to the
 * element that had it before, or to the screen's heading if that element is gone.
 */
export function modal(node: HTMLElement) {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  queueMicrotask(() => {
    if (node.contains(document.activeElement)) return;
    // A control first; a scrolling box (a table) only when there is nothing else.
    const stops = tabbables(node);
    const first = node.querySelector<HTMLElement>("[data-autofocus]") ?? stops.find((el) => !el.hasAttribute("data-scroll-stop")) ?? stops[0] ?? node;
    if (first === node && !node.hasAttribute("tabindex")) node.tabIndex = -1;
    first.focus({ preventScroll: true });
  });
  function onKey(e: KeyboardEvent) {
    if (e.key !== "Tab") return;
    const items = tabbables(node);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      e.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (e.shiftKey && (active === first || !node.contains(active))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (active === last || !node.contains(active))) {
      e.preventDefault();
      first.focus();
    }
  }
  node.addEventListener("keydown", onKey);
  return {
    destroy() {
      node.removeEventListener("keydown", onKey);
      // Svelte removes the node after this; focus the opener once it is gone.
      queueMicrotask(() => {
        const active = document.activeElement;
        if (active && active !== document.body && active.isConnected && !node.contains(active)) return;
        const usable = opener?.isConnected && !(opener instanceof HTMLButtonElement && opener.disabled);
        const back = usable ? opener : fallbackFocus();
        back?.focus({ preventScroll: true });
      });
    },
  };
}

/**
 * A Svelte action for a box that scrolls (a wide table, a log, a side panel): a Tab stop with a
 * name, so arrow keys can scroll it. Chromium lets Tab into a scrolling box on its own; WebKit
 * (Tauri on Linux, macOS and iOS) does not. A div gets the role of a region.
 */
export function scrollStop(node: HTMLElement, label: string) {
  node.tabIndex = 0;
  node.setAttribute("data-scroll-stop", "");
  if (!node.hasAttribute("role") && node.tagName === "DIV") node.setAttribute("role", "region");
  node.setAttribute("aria-label", label);
  return {
    update(next: string) {
      node.setAttribute("aria-label", next);
    },
  };
}

/**
 * A Svelte action for an opaque cover over the whole screen (hot-seat's "pass the device"): it
 * takes focus, and everything beside it in the screen is inert (out of Tab's and a screen
 * reader's reach) until it goes, except the live regions, which keep speaking. When it goes,
 * focus moves to the screen's heading.
 */
export function cover(node: HTMLElement) {
  const parent = node.parentElement;
  const hidden = parent
    ? Array.from(parent.children).filter(
        (el): el is HTMLElement => el !== node && el instanceof HTMLElement && !el.inert && !el.querySelector("[aria-live]") && !el.hasAttribute("aria-live"),
      )
    : [];
  for (const el of hidden) el.inert = true;
  queueMicrotask(() => node.focus({ preventScroll: true }));
  // The cover is the one stop: Tab and Shift+Tab stay on it rather than leave the page.
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== "Tab") return;
    e.preventDefault();
    node.focus({ preventScroll: true });
  };
  node.addEventListener("keydown", onKey);
  return {
    destroy() {
      node.removeEventListener("keydown", onKey);
      for (const el of hidden) el.inert = false;
      queueMicrotask(() => {
        const active = document.activeElement;
        if (active && active !== document.body && active.isConnected) return;
        fallbackFocus()?.focus({ preventScroll: true });
      });
    },
  };
}

/** A Svelte action for a screen's heading: it takes focus when the screen appears. */
export function screenHeading(node: HTMLElement) {
  node.tabIndex = -1;
  queueMicrotask(() => {
    // A dialog or panel that already took focus keeps it.
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    node.focus({ preventScroll: true });
  });
}

/** A key press that is a single-character shortcut (no modifier), which the settings can turn off. */
export function isCharacterKey(e: KeyboardEvent): boolean {
  return e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;
}

/**
 * Live regions speak only when their text changes: the same message twice in a row gets an
 * invisible no-break space so it is spoken again.
 */
export function freshText(previous: string, next: string): string {
  if (next === "") return "";
  return previous === next ? `${next}\u00a0` : next;
}

/** Below this window width (CSS px; WCAG's reflow width is 320) a game board scrolls instead of shrinking. */
export const NARROW_WIDTH = 320;
