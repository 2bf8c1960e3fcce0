// Invites that come from outside the page: a link that opened the app on a phone (Rust keeps it
// until the page asks, and sends later ones on a channel), and a host's QR code read with the
// camera. Either only fills the join view: the person still presses Join.
import { Channel } from "@tauri-apps/api/core";
import { api } from "./api";

/** What the invites module calls (lib/api.ts; tests pass their own). */
export interface InviteCalls {
  listen(onopened: (link: string) => void): Promise<string | null>;
  scan(): Promise<string>;
  cancelScan(): Promise<null>;
}

const appCalls: InviteCalls = {
  listen: (onopened) => api.roomPendingInvite(new Channel<string>(onopened)),
  scan: () => api.roomScan(),
  cancelScan: () => api.roomScanCancel(),
};

export class Invites {
  /** An invite for the join view to take (then null). */
  waiting = $state<string | null>(null);
  readonly #calls: InviteCalls;

  constructor(calls: InviteCalls = appCalls) {
    this.#calls = calls;
  }

  /** From start-up on: every invite that opens the app is kept and `onopened` is called. */
  async listen(onopened: () => void): Promise<void> {
    const arrived = (link: string) => {
      this.waiting = link;
      onopened();
    };
    const first = await this.#calls.listen(arrived);
    if (first) arrived(first);
  }

  /** The invite waiting, given once. */
  take(): string | null {
    const link = this.waiting;
    this.waiting = null;
    return link;
  }

  scan(): Promise<string> {
    return this.#calls.scan();
  }

  cancelScan(): Promise<null> {
    return this.#calls.cancelScan();
  }
}

/** The app's. */
export const invites = new Invites();
