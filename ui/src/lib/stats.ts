// Statistics in words, for the settings' tables.
import { formatPercent } from "./i18n.svelte";

/** A win rate rounded to a whole percent, as the active language writes one; a dash before the
 *  first game. */
export function winPercent(played: number, won: number): string {
  if (played === 0) return "–";
  return formatPercent(Math.round((won / played) * 100) / 100);
}
