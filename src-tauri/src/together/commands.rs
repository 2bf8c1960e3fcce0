//! The room commands. Each answers with the room as this device's seat sees it; a room's
//! refusal (full, gone, a name too long) comes back typed inside the update, not as prose.

use super::host::{self, Host};
use super::invite::{self, Ticket};
use super::link::{seq_of, Link};
use super::nearby::{self, Announcement};
use super::seat::{self, Seat};
use super::types::{ClosedWhy, Invite, LinkState, NearbyRoom, RoomAnswer, RoomPlace, RoomUpdate};
use super::{Inner, Together};
use crate::error::{AppCode, CommandError};
use crate::ipc::{Answer, Call};
use quadrille_room::{
    AnyCommand, AnySnapshot, Command, NewRoom, PerGame, SeatToken, ServerMessage,
};
use quadrille_server::client::{Backoff, Client, ClientError};
use quadrille_server::tls::Trust;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;
use tauri::ipc::Channel;
use tauri::{AppHandle, Manager, Runtime};

/// How long the first answer of a room may take.
const FIRST_ANSWER_WITHIN: Duration = Duration::from_secs(10);

/// A phone's Wi-Fi comes and goes: keep trying for two minutes, at most every 4 s.
fn backoff() -> Backoff {
    Backoff {
        first: Duration::from_millis(250),
        most: Duration::from_secs(4),
        give_up_after: Duration::from_secs(120),
    }
}

fn folder<R: Runtime>(app: &AppHandle<R>) -> Answer<PathBuf> {
    app.path()
        .app_data_dir()
        .map_err(|e| CommandError::new(AppCode::SaveFailed, e.to_string()))
}

fn unreachable(e: impl std::fmt::Display) -> CommandError {
    CommandError::new(AppCode::Unreachable, e.to_string())
}

/// The answer when the room refused this device: the refusal, typed, and no room.
fn refused(error: quadrille_room::RoomError) -> RoomUpdate {
    RoomUpdate {
        link: LinkState::Closed {
            closed: ClosedWhy::Refused { error },
        },
        invite: None,
        snapshot: None,
    }
}

/// What a failed connection or seating means for the page: a room's refusal is an answer;
/// anything else is `unreachable`.
fn answer_of(e: ClientError) -> Answer<RoomUpdate> {
    match e {
        ClientError::Refused(error) => Ok(refused(error)),
        e => Err(unreachable(e)),
    }
}

/// The snapshot a room sends right after seating.
async fn first_snapshot(client: &mut Client) -> Result<AnySnapshot, ClientError> {
    let wait = async {
        loop {
            match client.next().await? {
                ServerMessage::Snapshot { snapshot } => return Ok(*snapshot),
                ServerMessage::Refused { error } => return Err(ClientError::Refused(error)),
                _ => continue,
            }
        }
    };
    tokio::time::timeout(FIRST_ANSWER_WITHIN, wait)
        .await
        .map_err(|_| ClientError::Timeout)?
}

fn invite(link: String, on_device: bool) -> Invite {
    Invite {
        qr: invite::qr(&link),
        link,
        on_device,
    }
}

/// A device sits at one table: a new one is refused while it holds a seat.
fn check_free(inner: &Inner) -> Answer<()> {
    match &inner.link {
        Some(link) if !link.is_closed() => Err(CommandError::new(
            AppCode::BadArgument,
            "This device is already in a room: leave it first.",
        )),
        _ => Ok(()),
    }
}

/// Seats are taken; from here the room is this device's until it leaves.
fn settle(
    inner: &mut Inner,
    client: Client,
    first: AnySnapshot,
    invite: Option<Invite>,
    updates: Channel<RoomUpdate>,
) -> RoomUpdate {
    let link = Link::start(client, first, invite, updates);
    let update = link.latest();
    inner.link = Some(Arc::new(link));
    update
}

/// Starts hosting (if this device is not already) on `port`.
async fn hosting<'a>(
    inner: &'a mut Inner,
    folder: &std::path::Path,
    port: u16,
) -> Answer<&'a Host> {
    if inner.host.is_none() {
        let host = host::start(folder, port)
            .await
            .map_err(|e| CommandError::new(AppCode::Unreachable, e.to_string()))?;
        inner.host = Some(host);
    }
    Ok(inner.host.as_ref().expect("started above"))
}

fn game_name(room: &NewRoom) -> &'static str {
    match room {
        PerGame::Soi(_) => "soi",
        PerGame::FourSide(_) => "four_side",
    }
}

/// Makes a room, hosted here or on a server, and takes its first seat as the host.
pub async fn room_open<R: Runtime>(call: Call<R>) -> Answer<RoomUpdate> {
    let (place, room) = (
        call.arg::<RoomPlace>("place")?,
        call.arg::<NewRoom>("room")?,
    );
    let (name, updates) = (call.arg::<String>("name")?, call.channel("updates")?);
    let together = call.state::<Together>()?;
    let folder = folder(&call.app())?;
    let mut inner = together.inner.lock().await;
    check_free(&inner)?;
    let game = game_name(&room);
    let (url, trust, hosted): (String, Trust, Option<(String, u16)>) = match place {
        RoomPlace::Device => {
            let port = seat::load(&folder)
                .and_then(|s| s.hosting)
                .unwrap_or(host::PREFERRED_PORT);
            let host = hosting(&mut inner, &folder, port).await?;
            let public = host.url();
            (
                host.local_url(),
                Trust::Pinned(host.pin),
                Some((public, host.port())),
            )
        }
        RoomPlace::Server { url } => {
            if !invite::valid_url(&url) {
                return Err(CommandError::new(
                    AppCode::BadArgument,
                    "not a server address",
                ));
            }
            (url, Trust::Public, None)
        }
    };
    let mut client = Client::connect_trusting(&url, backoff(), trust)
        .await
        .map_err(unreachable)?;
    if let Err(e) = client.create(&name, room).await {
        return answer_of(e);
    }
    let (room_id, token, _) = client.seat().cloned().expect("seated by create");
    let pin = match trust {
        Trust::Pinned(pin) => Some(pin),
        Trust::Public => None,
    };
    let shared = Ticket {
        url: hosted
            .as_ref()
            .map_or(url.clone(), |(public, _)| public.clone()),
        room: room_id.clone(),
        pin,
    };
    let link = shared.link();
    seat::save(
        &folder,
        &Seat {
            url,
            room: room_id,
            token,
            pin: pin.map(|p| p.to_string()),
            invite: link.clone(),
            hosting: hosted.as_ref().map(|(_, port)| *port),
            joining: None,
        },
    )
    .map_err(save_failed)?;
    if let (Some(host), true) = (&inner.host, hosted.is_some()) {
        // Found nearby is a convenience: without multicast the invite still works.
        inner.announcement = Announcement::start(host.ip, host.port(), &name, game, &link).ok();
    }
    let first = match first_snapshot(&mut client).await {
        Ok(first) => first,
        Err(e) => return answer_of(e),
    };
    Ok(settle(
        &mut inner,
        client,
        first,
        Some(invite(link, hosted.is_some())),
        updates,
    ))
}

/// Joins the room an invite names: the first open seat.
pub async fn room_join<R: Runtime>(call: Call<R>) -> Answer<RoomUpdate> {
    let (link, name) = (call.arg::<String>("invite")?, call.arg::<String>("name")?);
    let updates = call.channel("updates")?;
    let ticket = Ticket::parse(&link)
        .ok_or_else(|| CommandError::new(AppCode::BadInvite, "That is not a Quadrille invite."))?;
    let together = call.state::<Together>()?;
    let folder = folder(&call.app())?;
    let mut inner = together.inner.lock().await;
    check_free(&inner)?;
    let mut client = Client::connect_trusting(&ticket.url, backoff(), ticket.trust())
        .await
        .map_err(unreachable)?;
    // A seat this device held before (its room unreachable at start-up) comes back if this
    // join is refused.
    let before = seat::load(&folder);
    let mut held = Seat {
        url: ticket.url.clone(),
        room: ticket.room.clone(),
        token: SeatToken::random(&mut rand::rng()),
        pin: ticket.pin.map(|p| p.to_string()),
        invite: ticket.link(),
        hosting: None,
        joining: Some(name.clone()),
    };
    save_seat(&folder, &held)?;
    if let Err(e) = client
        .join(&ticket.room, &name, Some(held.token.clone()))
        .await
    {
        if matches!(e, ClientError::Refused(_)) {
            match &before {
                Some(before) => save_seat(&folder, before)?,
                None => seat::forget(&folder),
            }
        }
        return answer_of(e);
    }
    // Seated: from here the seat is taken back with its token.
    let (_, token, _) = client.seat().cloned().expect("seated by join");
    held.token = token;
    held.joining = None;
    save_seat(&folder, &held)?;
    let first = match first_snapshot(&mut client).await {
        Ok(first) => first,
        Err(e) => return answer_of(e),
    };
    Ok(settle(
        &mut inner,
        client,
        first,
        Some(invite_of(ticket.link())),
        updates,
    ))
}

fn save_failed(e: std::io::Error) -> CommandError {
    CommandError::new(AppCode::SaveFailed, e.to_string())
}

fn save_seat(folder: &std::path::Path, seat: &Seat) -> Answer<()> {
    seat::save(folder, seat).map_err(save_failed)
}

fn invite_of(link: String) -> Invite {
    invite(link, false)
}

/// The room this device holds a seat in, connected again if needed; `None` when it holds none.
pub async fn room_resume<R: Runtime>(call: Call<R>) -> Answer<Option<RoomUpdate>> {
    let updates = call.channel("updates")?;
    let together = call.state::<Together>()?;
    let mut inner = together.inner.lock().await;
    if let Some(link) = inner.link.as_ref().filter(|l| !l.is_closed()) {
        link.watch(updates);
        return Ok(Some(link.latest()));
    }
    let folder = folder(&call.app())?;
    let Some(mut held) = seat::load(&folder) else {
        return Ok(None);
    };
    let Some(ticket) = held.ticket() else {
        // Not something this build wrote: forget it rather than trust it.
        seat::forget(&folder);
        return Ok(None);
    };
    if let Some(port) = held.hosting {
        hosting(&mut inner, &folder, port).await?;
    }
    let mut client = match Client::connect_trusting(&ticket.url, backoff(), ticket.trust()).await {
        Ok(client) => client,
        Err(e) => return answer_of(e).map(Some),
    };
    // A join whose answer never came is sent again: the same token gets the same seat.
    let taken = match &held.joining {
        Some(name) => {
            client
                .join(&ticket.room, name, Some(held.token.clone()))
                .await
        }
        None => client.rejoin(&ticket.room, &held.token).await,
    };
    if let Err(e) = taken {
        if matches!(e, ClientError::Refused(_)) {
            seat::forget(&folder);
        }
        return answer_of(e).map(Some);
    }
    if held.joining.take().is_some() {
        save_seat(&folder, &held)?;
    }
    let first = match first_snapshot(&mut client).await {
        Ok(first) => first,
        Err(e) => return answer_of(e).map(Some),
    };
    let on_device = held.hosting.is_some();
    if let (Some(host), true) = (&inner.host, on_device) {
        let game = match &first {
            PerGame::Soi(_) => "soi",
            PerGame::FourSide(_) => "four_side",
        };
        inner.announcement = Announcement::start(host.ip, host.port(), "", game, &held.invite).ok();
    }
    let invite = invite(held.invite, on_device);
    Ok(Some(settle(
        &mut inner,
        client,
        first,
        Some(invite),
        updates,
    )))
}

/// A command for the room, made when the page showed `seq`.
pub async fn room_command<R: Runtime>(call: Call<R>) -> Answer<RoomAnswer> {
    let (seq, command) = (call.arg::<u64>("seq")?, call.arg::<AnyCommand>("command")?);
    let link = call
        .state::<Together>()?
        .inner
        .lock()
        .await
        .link
        .clone()
        .ok_or_else(|| CommandError::new(AppCode::NoRoom, "This device is in no room."))?;
    link.command(seq, command)
        .await
        .ok_or_else(|| unreachable("the room did not answer"))
}

/// Leaves the room: a person's seat goes as the room's settings say; the host closes the room.
/// The device forgets the room either way.
pub async fn room_leave<R: Runtime>(call: Call<R>) -> Answer<()> {
    let together = call.state::<Together>()?;
    let folder = folder(&call.app())?;
    let mut inner = together.inner.lock().await;
    let hosting = inner.host.is_some();
    if let Some(link) = inner.link.take() {
        if !hosting && !link.is_closed() {
            if let Some(seq) = link.latest().snapshot.as_ref().map(seq_of) {
                let leave = match link.latest().snapshot {
                    Some(PerGame::FourSide(_)) => PerGame::FourSide(Command::Leave),
                    _ => PerGame::Soi(Command::Leave),
                };
                // Best effort: a room that cannot be reached gives the seat away by itself
                // when its settings say so; this device forgets it regardless.
                let _ =
                    tokio::time::timeout(Duration::from_secs(3), link.command(seq, leave)).await;
            }
        }
        link.close(ClosedWhy::Left);
    }
    inner.announcement = None;
    if let Some(host) = inner.host.take() {
        host.stop().await;
    }
    seat::forget(&folder);
    Ok(())
}

/// Rooms hosted on this network, heard within about two seconds.
pub async fn rooms_nearby<R: Runtime>(_: Call<R>) -> Answer<Vec<NearbyRoom>> {
    tauri::async_runtime::spawn_blocking(nearby::listen)
        .await
        .map_err(|e| CommandError::new(AppCode::Internal, e.to_string()))?
        .map_err(unreachable)
}

/// The invite that opened the app, if one is waiting (given once); later ones arrive on
/// `opened`. The page fills the join view with it and waits for the person's Join.
pub async fn room_pending_invite<R: Runtime>(call: Call<R>) -> Answer<Option<String>> {
    let opened = call.channel("opened")?;
    Ok(call.state::<super::opened::Opened>()?.listen(opened))
}

/// Reads a host's QR code with this phone's camera: the invite in it, written as this app writes
/// invites. Refused typed: `scan_cancelled`, `camera_denied`, `no_scanner` (desktops), and
/// `bad_invite` for a code that holds something else.
pub async fn room_scan<R: Runtime>(call: Call<R>) -> Answer<String> {
    let text = super::scan::scan(&call.app()).await?;
    super::opened::invite_of(&text)
        .map_err(|why| CommandError::new(AppCode::BadInvite, why.to_string()))
}

/// Closes the camera of a scan under way (the page was left); that scan ends as cancelled.
pub async fn room_scan_cancel<R: Runtime>(call: Call<R>) -> Answer<()> {
    super::scan::cancel(&call.app()).await;
    Ok(())
}
