// Why a tile does not go on a square, in the player's language. The engine names the reason and
// its numbers (bindings/FourSideWhy); rows and columns come counted from 0.
import type { FourSideWhy } from "../../bindings/FourSideWhy";
import { t } from "../../lib/i18n.svelte";

const SIDES = ["top", "right", "bottom", "left"] as const;

export function misfitWords(why: FourSideWhy): string {
  switch (why.why) {
    case "off_board":
      return t("fourside-misfit-off-board", { row: why.row + 1, col: why.col + 1 });
    case "occupied":
      return t("fourside-misfit-occupied");
    case "alone":
      return t("fourside-misfit-alone");
    case "mismatch":
      return t("fourside-misfit-side", { side: SIDES[why.side % 4] ?? "left", shows: why.shows, facing: why.facing });
  }
}
