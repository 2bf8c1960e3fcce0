// Statistics in words, for the settings' tables.

/** A win rate rounded to a whole percent; a dash before the first game. */
export function winPercent(played: number, won: number): string {
  if (played === 0) return "–";
  return `${Math.round((won / played) * 100)}%`;
}
