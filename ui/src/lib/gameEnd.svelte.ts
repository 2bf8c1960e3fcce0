// The end-of-game panel's state, the same in every game: the record the game's end reported
// (statistics, standings), and whether the person hid the panel to look at the board. The panel
// comes back each time a game ends, and a new game forgets the old record. A deal of the day
// that ended with a result for the board sends it at once, in the background.
import type { GameOver } from "../bindings/GameOver";
import { today } from "./today.svelte";

export class GameEnd {
  readonly #send: () => void;

  /** `send`: sends the results waiting for the board (the app's, by default). */
  constructor(send: () => void = () => today.send()) {
    this.#send = send;
  }

  /** What the end of the game reported, kept while its board is shown. */
  finished = $state<GameOver | null>(null);
  /** "Look at the board" hid the panel. */
  hidden = $state(false);

  /** An answer was shown: keep its record; a game that has just ended shows its panel again. */
  update(finished: GameOver | null, wasOver: boolean, isOver: boolean): void {
    if (finished) this.finished = finished;
    if (finished?.daily?.board.state === "waiting") this.#send();
    if (isOver && !wasOver) this.hidden = false;
  }

  /** Whether the panel is up for a game that is (or is not) over. */
  showing(over: boolean): boolean {
    return over && !this.hidden;
  }

  look(): void {
    this.hidden = true;
  }

  /** A new game: no record yet, and its end will show the panel. */
  reset(): void {
    this.finished = null;
    this.hidden = false;
  }
}
