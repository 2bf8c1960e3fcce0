//! The live connection to a room: a task that owns the client, reads what the room sends and
//! carries the page's commands to it. Every change reaches the page on its channel; the latest
//! is kept for a page that comes back (another screen, a reload).

use super::types::{ClosedWhy, Invite, LinkState, RoomAnswer, RoomUpdate};
use quadrille_room::{AnyCommand, AnySnapshot, PerGame, RoomError, ServerMessage};
use quadrille_server::client::{Client, ClientError};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tauri::ipc::Channel;
use tokio::sync::{mpsc, oneshot};

/// How long a command waits for the room's answer before the page is told it went unanswered.
pub const ANSWER_WITHIN: Duration = Duration::from_secs(15);

/// What the task shares with the commands.
struct Shown {
    latest: RoomUpdate,
    channel: Option<Channel<RoomUpdate>>,
}

type Shared = Arc<Mutex<Shown>>;

fn lock(shared: &Shared) -> std::sync::MutexGuard<'_, Shown> {
    shared.lock().unwrap_or_else(|e| e.into_inner())
}

/// Changes the update and sends it to the page.
fn publish(shared: &Shared, change: impl FnOnce(&mut RoomUpdate)) -> RoomUpdate {
    let mut shown = lock(shared);
    change(&mut shown.latest);
    let update = shown.latest.clone();
    if let Some(channel) = &shown.channel {
        // A page that is gone is no error: the next one asks for the latest.
        let _ = channel.send(update.clone());
    }
    update
}

enum Request {
    Command {
        seq: u64,
        command: AnyCommand,
        reply: oneshot::Sender<RoomAnswer>,
    },
}

pub struct Link {
    mailbox: mpsc::Sender<Request>,
    shared: Shared,
    task: tauri::async_runtime::JoinHandle<()>,
}

/// The `seq` of a snapshot of either game.
pub fn seq_of(snapshot: &AnySnapshot) -> u64 {
    match snapshot {
        PerGame::Soi(s) => s.seq,
        PerGame::FourSide(s) => s.seq,
    }
}

impl Link {
    /// Starts the task for a seated client whose first snapshot is `first`.
    pub fn start(
        mut client: Client,
        first: AnySnapshot,
        invite: Option<Invite>,
        channel: Channel<RoomUpdate>,
    ) -> Link {
        let shared = Arc::new(Mutex::new(Shown {
            latest: RoomUpdate {
                link: LinkState::Connected,
                invite,
                snapshot: Some(first),
            },
            channel: Some(channel),
        }));
        {
            let shared = shared.clone();
            client.on_attempt(move |attempt| {
                publish(&shared, |u| u.link = LinkState::Reconnecting { attempt });
            });
        }
        let (mailbox, requests) = mpsc::channel(8);
        let task = tauri::async_runtime::spawn(run(client, shared.clone(), requests));
        Link {
            mailbox,
            shared,
            task,
        }
    }

    pub fn latest(&self) -> RoomUpdate {
        lock(&self.shared).latest.clone()
    }

    /// Sends the room's changes to this page from now on.
    pub fn watch(&self, channel: Channel<RoomUpdate>) {
        lock(&self.shared).channel = Some(channel);
    }

    pub fn is_closed(&self) -> bool {
        matches!(self.latest().link, LinkState::Closed { .. })
    }

    /// Sends a command made when the page showed `seq`, and waits for the room's answer.
    pub async fn command(&self, seq: u64, command: AnyCommand) -> Option<RoomAnswer> {
        let (reply, answer) = oneshot::channel();
        self.mailbox
            .send(Request::Command {
                seq,
                command,
                reply,
            })
            .await
            .ok()?;
        tokio::time::timeout(ANSWER_WITHIN, answer).await.ok()?.ok()
    }

    /// Ends the connection; the page is told why.
    pub fn close(&self, why: ClosedWhy) {
        self.task.abort();
        publish(&self.shared, |u| {
            u.link = LinkState::Closed { closed: why };
        });
    }
}

/// The connection ends with the app's state (a test's app, or the app itself).
impl Drop for Link {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// Refusals after which the seat cannot be used again.
fn fatal(error: &RoomError) -> bool {
    matches!(
        error,
        RoomError::NoSuchRoom
            | RoomError::BadToken
            | RoomError::VersionMismatch { .. }
            // Another device took this seat with the same token: taking it back would only
            // start a tug of war between the two.
            | RoomError::TokenInUse
    )
}

fn closed_by(error: ClientError) -> ClosedWhy {
    match error {
        ClientError::Refused(error) => ClosedWhy::Refused { error },
        _ => ClosedWhy::GaveUp,
    }
}

async fn run(mut client: Client, shared: Shared, mut requests: mpsc::Receiver<Request>) {
    // The command waiting for its answer, and the `seq` it was made at.
    let mut pending: Option<(u64, oneshot::Sender<RoomAnswer>)> = None;
    let why = loop {
        tokio::select! {
            request = requests.recv() => match request {
                None => return,
                Some(Request::Command { seq, command, reply }) => {
                    if let Err(e) = client.command(seq, command).await {
                        let _ = reply.send(RoomAnswer::Refused { error: RoomError::Unavailable });
                        break closed_by(e);
                    }
                    pending = Some((seq, reply));
                }
            },
            message = client.next() => match message {
                Ok(ServerMessage::Snapshot { snapshot }) => {
                    let seq = seq_of(&snapshot);
                    let update = publish(&shared, |u| {
                        u.link = LinkState::Connected;
                        u.snapshot = Some(*snapshot);
                    });
                    // The room moved past the command's `seq`: it was applied, or another
                    // command came first and its refusal is on its way. Either way this is the
                    // room now, which is what the page shows.
                    if pending.as_ref().is_some_and(|(sent, _)| seq > *sent) {
                        let (_, reply) = pending.take().expect("checked");
                        let _ = reply.send(RoomAnswer::Accepted {
                            update: Box::new(update),
                        });
                    }
                }
                Ok(ServerMessage::Refused { error }) => {
                    // A stale refusal naming the pending command's own `seq` was meant for an
                    // earlier command (the room was not at that seq when it refused that).
                    let for_pending = !matches!(
                        (&error, &pending),
                        (RoomError::StaleSeq { seq }, Some((sent, _))) if seq == sent
                    );
                    if let (true, Some((_, reply))) = (for_pending, pending.take()) {
                        let _ = reply.send(RoomAnswer::Refused { error: error.clone() });
                    }
                    if fatal(&error) {
                        break ClosedWhy::Refused { error };
                    }
                }
                Ok(_) => {}
                Err(e) => break closed_by(e),
            },
        }
    };
    publish(&shared, |u| u.link = LinkState::Closed { closed: why });
}
