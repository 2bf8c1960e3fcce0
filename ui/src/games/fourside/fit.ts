// The FourSide board takes what the rest of the screen leaves: the width (portrait, under the
// scores) or the height (landscape, beside the side panel), in whole cells.
import { NARROW_WIDTH } from "../../lib/a11y";

/** The side panel's narrowest width in landscape (px), as in FourSideScreen's CSS. */
const SIDE_MIN = 300;

/**
 * Watches `main` (and its rows marked `data-fs-row`, whose heights the board cannot use) and
 * reports the cell size for an n×n board; returns the function that stops watching.
 */
export function watchCellSize(main: HTMLElement, n: number, report: (px: number) => void): () => void {
  const measure = () => {
    const landscape = matchMedia("(orientation: landscape)").matches;
    const others = [...main.querySelectorAll<HTMLElement>("[data-fs-row]")].reduce((sum, el) => sum + el.offsetHeight, 0);
    // A very narrow window (a phone at 200 % zoom): the board takes the width and the screen
    // scrolls, rather than squeezing the board into the height the rest leaves.
    const narrow = main.clientWidth < NARROW_WIDTH;
    const width = landscape && !narrow ? main.clientWidth - SIDE_MIN : main.clientWidth;
    const height = narrow ? Infinity : landscape ? main.clientHeight : main.clientHeight - others;
    const side = Math.min(width, height) - 12 - 6;
    report(Math.max(16, Math.min(84, Math.floor(side / n))));
  };
  measure();
  const ro = new ResizeObserver(measure);
  ro.observe(main);
  for (const el of main.querySelectorAll<HTMLElement>("[data-fs-row]")) ro.observe(el);
  return () => ro.disconnect();
}
