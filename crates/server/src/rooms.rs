//! The rooms a server holds: live ones in memory, every one in the store. A command is applied
//! to the live room, its new log entries are committed to the store, and only then is anyone
//! told (the sender's acknowledgement is the snapshot that follows). If the commit fails the
//! room goes back to what the store holds and the sender is refused `Unavailable`.
//!
//! A room's lock is held across its commit (so its commands are saved in the order they were
//! applied); the store itself is on its own thread (`writer.rs`), so other rooms go on meanwhile
//! and their commits are grouped.

use crate::hosted::{self, Hosted};
use crate::presence::{Note, Presence};
use crate::store::{token_hash, Append, Expiry, NewStored, Store};
use crate::writer::Writer;
use quadrille_engine::deal::{Deal, DealSecret};
use quadrille_room::{
    AnyCommand, AnyLog, AnySnapshot, NewRoom, RoomError, RoomId, SeatToken, ServerMessage,
    TokenHash,
};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex as StdMutex, MutexGuard};
use std::time::{SystemTime, UNIX_EPOCH};
use tokio::sync::{mpsc, Mutex};

/// What the server sends a connection on its own (snapshots, seating): JSON text.
pub type Outbox = mpsc::Sender<String>;

/// 128 random bits in hex, from the thread's cryptographic generator (ChaCha seeded by the OS).
pub fn secret() -> String {
    SeatToken::random(&mut rand::rng()).0
}

pub fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// A lock that a panic elsewhere did not leave unusable (the data under it is replaced whole
/// by every writer, so it is never half-changed).
fn lock<T: ?Sized>(m: &StdMutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

struct Subscriber {
    conn: u64,
    seat: u8,
    /// The hash of its seat's token, as the room keeps it (compared after every command).
    token: TokenHash,
    outbox: Outbox,
    /// The snapshot its client holds: the last one it was sent, changed by every change sent
    /// since. `None` until it is sent one whole.
    sent: Option<AnySnapshot>,
}

struct Live {
    room: Box<dyn Hosted>,
    subscribers: Vec<Subscriber>,
    /// Where each seat was last taken from, by the token's hash: it counts while that token
    /// still holds the seat, connected or not (one seat per person, see `Rooms::check_person`).
    holders: HashMap<u8, (TokenHash, Person)>,
    /// When (seconds) the game was seen over here: the room leaves memory once no one is
    /// connected, or `finished_grace_secs` after this.
    finished_at: Option<u64>,
}

impl Live {
    fn new(room: Box<dyn Hosted>) -> Live {
        let finished_at = room.is_over().then(now);
        Live {
            room,
            subscribers: Vec::new(),
            holders: HashMap::new(),
            finished_at,
        }
    }
}

/// Who is at a connection, as far as a server can tell: its address. An IPv6 address counts by
/// its first 64 bits, which stay the same while a device changes the rest for privacy.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Person([u8; 16]);

impl Person {
    pub fn at(address: IpAddr) -> Person {
        match address {
            IpAddr::V4(v4) => Person(v4.to_ipv6_mapped().octets()),
            IpAddr::V6(v6) => {
                let mut bits = v6.octets();
                if v6.to_ipv4_mapped().is_none() {
                    bits[8..].fill(0);
                }
                Person(bits)
            }
        }
    }
}

impl Live {
    /// Sends every connected seat what changed for it (its whole snapshot, the first time). A
    /// subscriber whose token no longer holds its seat (it left or was removed), or who does
    /// not read what it is sent, is let go: dropping its outbox closes its connection.
    fn broadcast(&mut self) {
        let room = &self.room;
        self.subscribers.retain_mut(|s| {
            if room.seat_of_hash(&s.token) != Some(s.seat) {
                return false;
            }
            let Some(now) = room.snapshot(Some(s.seat)) else {
                return false;
            };
            let message = match &s.sent {
                None => ServerMessage::Snapshot {
                    snapshot: Box::new(now.clone()),
                },
                Some(sent) => match sent.change_to(&now) {
                    Some(change) => ServerMessage::Change {
                        change: Box::new(change),
                    },
                    None => return true,
                },
            };
            let text = serde_json::to_string(&message).expect("messages serialise");
            s.sent = Some(now);
            s.outbox.try_send(text).is_ok()
        });
    }

    /// The seats with a connection here or at another node are connected (a room read again
    /// starts with none).
    fn mark_connected(&mut self, id: &RoomId, presence: &Presence) {
        for s in &self.subscribers {
            self.room.set_connected(s.seat, true);
        }
        for seat in presence.seats_of(id) {
            self.room.set_connected(seat, true);
        }
    }

    fn connected_here(&self, seat: u8) -> bool {
        self.subscribers.iter().any(|s| s.seat == seat)
    }

    fn note_finished(&mut self) {
        if self.finished_at.is_none() && self.room.is_over() {
            self.finished_at = Some(now());
        }
    }

    /// Sends `conn`'s subscriber its whole snapshot again (its client asked: it lost track).
    fn resend(&mut self, conn: u64) {
        if let Some(s) = self.subscribers.iter_mut().find(|s| s.conn == conn) {
            s.sent = None;
        }
        self.broadcast();
    }
}

/// A connection asking for a seat: the outbox its room will send to, and where it comes from.
pub struct Caller {
    pub conn: u64,
    pub outbox: Outbox,
    pub address: IpAddr,
}

/// A connection's seat in a room.
pub struct Seat {
    pub room: RoomId,
    live: Arc<Mutex<Live>>,
    pub seat: u8,
    pub token: SeatToken,
    conn: u64,
}

#[derive(Debug, Clone)]
pub struct RoomLimits {
    /// Open rooms (not finished, not expired) one address may have made.
    pub rooms_per_address: u32,
    /// A room with no command for this long is deleted.
    pub idle_room_secs: u64,
    /// Seats of one room that connections from one address may hold.
    pub seats_per_address: u32,
    /// Rooms one address may make in an hour, finished or not.
    pub rooms_per_hour: u32,
    /// Daily results one address may send in an hour.
    pub dailies_per_hour: u32,
    /// A finished room leaves memory when no one is connected to it, or this long after its
    /// end (its connections are then closed; they may come back, it is read from the store).
    pub finished_grace_secs: u64,
    /// A finished room is deleted from the store this long after its last command.
    pub finished_retention_secs: u64,
    /// A daily result is deleted from the store this long after it was sent.
    pub daily_retention_secs: u64,
    /// Past this many bytes in the store, new rooms are refused (`ServerFull`).
    pub max_store_bytes: u64,
}

/// The window of `rooms_per_hour`.
const HOUR: u64 = 60 * 60;

/// What the store said to a create.
enum Made {
    New,
    /// The same create (its key) made this room before.
    Again(String),
    Refused(RoomError),
}

pub struct Rooms {
    live: StdMutex<HashMap<RoomId, Arc<Mutex<Live>>>>,
    store: Writer,
    pub(crate) limits: RoomLimits,
    /// Counters, readiness and the shutdown's phases (ops.rs).
    pub(crate) ops: crate::ops::Ops,
    /// Who is connected through the other nodes (only with a shared store).
    presence: Presence,
}

impl Rooms {
    pub fn new(store: Box<dyn Store>, limits: RoomLimits) -> Result<Rooms, crate::StoreError> {
        Ok(Rooms {
            live: StdMutex::new(HashMap::new()),
            store: Writer::start(store)?,
            limits,
            ops: crate::ops::Ops::default(),
            presence: Presence::default(),
        })
    }

    /// The store's thread, for readiness pings, error counts and closing at shutdown.
    pub(crate) fn store(&self) -> &Writer {
        &self.store
    }

    /// Makes a room and seats its host. With a `key` (the host's token, chosen by the client)
    /// the same create sent again gets the room it made and its seat back.
    pub async fn create(
        &self,
        caller: Caller,
        name: &str,
        settings: NewRoom,
        key: Option<SeatToken>,
    ) -> Result<Seat, RoomError> {
        if key.as_ref().is_some_and(|k| !k.well_formed()) {
            return Err(RoomError::Malformed);
        }
        let hashed = key.as_ref().map(|k| token_hash(&k.0));
        let token = key.unwrap_or_else(|| SeatToken(secret()));
        // 128 bits from the system's generator: a seat cannot search for the deal its hand
        // came from, as it could among deal numbers.
        let deal = Deal::Secret(DealSecret::random().ok_or(RoomError::Unavailable)?);
        let (room, game, header) = hosted::create(settings, deal, name, &token)?;
        let id = RoomId(secret());
        let at = now();
        let limits = self.limits.clone();
        let (address, room_id) = (caller.address.to_string(), id.0.clone());
        let made = self
            .store
            .run(move |store| {
                if let Some(hashed) = &hashed {
                    if let Some(id) = store.room_of_key(hashed)? {
                        return Ok(Made::Again(id));
                    }
                }
                let most = limits.rooms_per_address;
                let since = at.saturating_sub(limits.idle_room_secs);
                if store.open_rooms_of(&address, since)? >= u64::from(most) {
                    return Ok(Made::Refused(RoomError::TooManyRooms { max: most }));
                }
                let most = limits.rooms_per_hour;
                let hour_ago = at.saturating_sub(HOUR - 1);
                if store.rooms_made_since(&address, hour_ago)? >= u64::from(most) {
                    return Ok(Made::Refused(RoomError::TooManyRoomsThisHour { max: most }));
                }
                if store.size()? >= limits.max_store_bytes {
                    return Ok(Made::Refused(RoomError::ServerFull));
                }
                store.create(&NewStored {
                    id: &room_id,
                    game,
                    header: &header,
                    creator: &address,
                    key: hashed.as_deref(),
                    now: at,
                })?;
                Ok(Made::New)
            })
            .await
            .map_err(|_| RoomError::Unavailable)?;
        match made {
            Made::New => {
                let live = Arc::new(Mutex::new(Live::new(room)));
                lock(&self.live).insert(id.clone(), live.clone());
                Ok(self.sit(id, live, 0, token, caller).await)
            }
            Made::Again(id) => {
                let id = RoomId(id);
                let live = self.find(&id).await?;
                let seat = live.lock().await.room.seat_of(&token);
                if seat != Some(0) {
                    return Err(RoomError::BadToken);
                }
                Ok(self.sit(id, live, 0, token, caller).await)
            }
            Made::Refused(error) => Err(error),
        }
    }

    pub async fn join(
        &self,
        caller: Caller,
        id: &RoomId,
        name: &str,
        token: Option<SeatToken>,
    ) -> Result<Seat, RoomError> {
        if token.as_ref().is_some_and(|t| !t.well_formed()) {
            return Err(RoomError::Malformed);
        }
        let live = self.find(id).await?;
        let token = token.unwrap_or_else(|| SeatToken(secret()));
        let seat = {
            let mut guard = live.lock().await;
            // The same join again (its answer was lost): the seat it took.
            match guard.room.seat_of(&token) {
                Some(seat) => seat,
                None => {
                    self.check_person(&guard, Person::at(caller.address), None)?;
                    // Another node may append to the room first: the join is then made again
                    // on the room as it has become (a seat may have filled meanwhile).
                    let mut tries = 0;
                    loop {
                        let before = guard.room.seq();
                        let seat = guard.room.join(name, token.clone())?;
                        match self.commit(id, &mut guard, before).await {
                            Ok(()) => break seat,
                            Err(RoomError::StaleSeq { .. }) if tries < 3 => tries += 1,
                            Err(e) => return Err(e),
                        }
                    }
                }
            }
        };
        Ok(self.sit(id.clone(), live, seat, token, caller).await)
    }

    pub async fn rejoin(
        &self,
        caller: Caller,
        id: &RoomId,
        token: &SeatToken,
    ) -> Result<Seat, RoomError> {
        let live = self.find(id).await?;
        let seat = {
            let guard = live.lock().await;
            let seat = guard.room.seat_of(token).ok_or(RoomError::BadToken)?;
            self.check_person(&guard, Person::at(caller.address), Some(seat))?;
            seat
        };
        Ok(self
            .sit(id.clone(), live, seat, token.clone(), caller)
            .await)
    }

    /// One seat per person: refuses `person` a seat (`seat`, or a new one) while they already
    /// hold as many others of the room as an address may. A seat counts while the token that
    /// took it from that address still holds it, connected or not, so a host cannot peek at a
    /// hand by opening its seat and taking it from a second connection, nor drop their own
    /// connection first.
    fn check_person(&self, live: &Live, person: Person, seat: Option<u8>) -> Result<(), RoomError> {
        let held = live
            .holders
            .iter()
            .filter(|(&at, (hash, by))| {
                Some(at) != seat && *by == person && live.room.seat_of_hash(hash) == Some(at)
            })
            .count();
        if held >= self.limits.seats_per_address as usize {
            return Err(RoomError::AlreadySeated);
        }
        Ok(())
    }

    /// A seated connection's command, made when it believed the room at `seq`.
    #[tracing::instrument(name = "command", level = "debug", skip_all, fields(room = %seat.room.0, seat = seat.seat, seq))]
    pub async fn command(
        &self,
        seat: &Seat,
        seq: u64,
        command: AnyCommand,
    ) -> Result<(), RoomError> {
        let mut guard = seat.live.lock().await;
        let before = guard.room.seq();
        if seq != before {
            return Err(RoomError::StaleSeq { seq: before });
        }
        guard.room.apply(&seat.token, command)?;
        self.commit(&seat.room, &mut guard, before).await?;
        guard.broadcast();
        Ok(())
    }

    /// The seat's whole snapshot again, for a client whose copy missed a change.
    pub async fn resend(&self, seat: &Seat) {
        seat.live.lock().await.resend(seat.conn);
    }

    pub async fn log(&self, seat: &Seat) -> Result<AnyLog, RoomError> {
        let guard = seat.live.lock().await;
        if !guard.room.is_over() {
            return Err(RoomError::GameNotOver);
        }
        Ok(guard.room.public_log())
    }

    /// A seated connection is gone. A finished room no one is connected to any more leaves
    /// memory (it is read from the store again if someone asks for it).
    pub async fn disconnect(&self, seat: &Seat) {
        let mut guard = seat.live.lock().await;
        guard.subscribers.retain(|s| s.conn != seat.conn);
        if !guard.connected_here(seat.seat) {
            let elsewhere = self.presence.elsewhere(&seat.room, seat.seat);
            guard.room.set_connected(seat.seat, elsewhere);
            guard.broadcast();
            self.announce(Note::Seat {
                node: self.presence.node,
                room: seat.room.clone(),
                seat: seat.seat,
                on: false,
            });
        }
        if guard.finished_at.is_some() && guard.subscribers.is_empty() {
            self.forget(&seat.room, &seat.live);
        }
    }

    /// Deletes from the store the rooms idle for longer than the limit and the finished rooms
    /// past their retention, and takes them out of memory with the finished rooms past their
    /// grace. Their connections close (their outboxes are dropped). Returns how many rooms
    /// were deleted from the store.
    pub async fn expire(&self) -> usize {
        let at = now();
        let expiry = Expiry {
            idle_before: at.saturating_sub(self.limits.idle_room_secs),
            finished_before: at.saturating_sub(self.limits.finished_retention_secs),
            made_before: at.saturating_sub(HOUR),
            daily_before: at.saturating_sub(self.limits.daily_retention_secs),
        };
        let ids = match self.store.run(move |store| store.expire(&expiry)).await {
            Ok(ids) => ids,
            Err(e) => {
                tracing::warn!(error = %e, "expiring rooms failed; tried again later");
                Vec::new()
            }
        };
        if !ids.is_empty() {
            tracing::info!(
                rooms = ids.len(),
                "rooms deleted (idle, or finished and kept long enough)"
            );
        }
        let deleted: Vec<_> = {
            let mut live = lock(&self.live);
            ids.iter()
                .filter_map(|id| live.remove(&RoomId(id.clone())))
                .collect()
        };
        for room in deleted {
            room.lock().await.subscribers.clear();
        }
        self.evict_finished(at);
        ids.len()
    }

    /// Takes out of memory the finished rooms no one is connected to, and those finished for
    /// longer than the grace (closing their connections). A room busy at this moment waits for
    /// the next sweep.
    fn evict_finished(&self, at: u64) {
        let rooms: Vec<(RoomId, Arc<Mutex<Live>>)> = lock(&self.live)
            .iter()
            .map(|(id, live)| (id.clone(), live.clone()))
            .collect();
        for (id, live) in rooms {
            let Ok(mut guard) = live.try_lock() else {
                continue;
            };
            let Some(finished) = guard.finished_at else {
                continue;
            };
            let graced = at >= finished.saturating_add(self.limits.finished_grace_secs);
            if guard.subscribers.is_empty() || graced {
                guard.subscribers.clear();
                self.forget(&id, &live);
            }
        }
    }

    /// Takes `room` out of memory, if it is still the live one of that id.
    fn forget(&self, id: &RoomId, room: &Arc<Mutex<Live>>) {
        let mut live = lock(&self.live);
        if live.get(id).is_some_and(|l| Arc::ptr_eq(l, room)) {
            live.remove(id);
        }
    }

    /// Live rooms in memory.
    pub fn live_rooms(&self) -> usize {
        lock(&self.live).len()
    }

    /// The live room, or the stored one replayed (after a restart). With other nodes on the
    /// same store, a room in memory is first caught up with its log: a notification may still
    /// be on its way, and a person moving here from another node must not see the room go
    /// back (nor be refused a seat that was taken there a moment ago).
    async fn find(&self, id: &RoomId) -> Result<Arc<Mutex<Live>>, RoomError> {
        let known = lock(&self.live).get(id).cloned();
        if let Some(room) = known {
            if self.store.shared {
                self.catch_up(id, &mut *room.lock().await).await?;
            }
            return Ok(room);
        }
        let room = self.stored(id).await?;
        // Another connection may have brought it back meanwhile: theirs is the live one.
        let mut live = lock(&self.live);
        let room = live.entry(id.clone()).or_insert_with(|| {
            let mut fresh = Live::new(room);
            fresh.mark_connected(id, &self.presence);
            // The other nodes say who is at it through them (what they said before is lost).
            self.announce(Note::Ask {
                node: self.presence.node,
                room: id.clone(),
            });
            Arc::new(Mutex::new(fresh))
        });
        Ok(room.clone())
    }

    /// The room as the store keeps it, replayed.
    async fn stored(&self, id: &RoomId) -> Result<Box<dyn Hosted>, RoomError> {
        let key = id.0.clone();
        let stored = self
            .store
            .run(move |store| store.load(&key))
            .await
            .map_err(|_| RoomError::Unavailable)?
            .ok_or(RoomError::NoSuchRoom)?;
        hosted::load(&stored.game, &stored.header, &stored.entries).ok_or(RoomError::Unavailable)
    }

    /// Saves what the room logged since `before`; on failure puts the room back.
    async fn commit(&self, id: &RoomId, live: &mut Live, before: u64) -> Result<(), RoomError> {
        let entries = live.room.entries_from(before);
        if entries.is_empty() {
            return Ok(());
        }
        let append = Append {
            id: id.0.clone(),
            first: before,
            entries,
            finished: live.room.is_over(),
            now: now(),
        };
        if let Err(e) = self.store.append(append).await {
            live.room.truncate(before);
            live.mark_connected(id, &self.presence);
            // Another node may have appended first (or this one did, and the answer was lost):
            // then the room has moved on, and this command was made for a room that is gone.
            if self.catch_up(id, live).await.is_ok() && live.room.seq() > before {
                tracing::debug!(room = %id.0, seq = live.room.seq(), "the room moved on elsewhere");
                return Err(RoomError::StaleSeq {
                    seq: live.room.seq(),
                });
            }
            tracing::warn!(room = %id.0, error = %e, "a command could not be saved");
            return Err(RoomError::Unavailable);
        }
        live.note_finished();
        Ok(())
    }

    /// Brings a live room up to its log in the store (what other nodes appended since), and
    /// tells its connections what changed. A log that does not follow from the room here (it
    /// cannot, unless the store was changed by hand) has the room read again whole.
    async fn catch_up(&self, id: &RoomId, live: &mut Live) -> Result<(), RoomError> {
        let (key, from) = (id.0.clone(), live.room.seq());
        let entries = self
            .store
            .run(move |store| store.entries_from(&key, from))
            .await
            .map_err(|_| RoomError::Unavailable)?
            .ok_or(RoomError::NoSuchRoom)?;
        if entries.is_empty() {
            return Ok(());
        }
        if !live.room.follow(&entries) {
            tracing::warn!(room = %id.0, "the stored log does not follow the room here; reading it again");
            live.room = self.stored(id).await?;
            live.mark_connected(id, &self.presence);
        }
        live.note_finished();
        live.broadcast();
        Ok(())
    }

    /// Another node appended to room `id`, whose log now has `seq` entries: a copy of it here
    /// catches up and tells its connections. Rooms not in memory here have nothing to do.
    pub async fn moved_on(&self, id: &RoomId, seq: u64) {
        let Some(live) = lock(&self.live).get(id).cloned() else {
            return;
        };
        let mut guard = live.lock().await;
        if guard.room.seq() < seq {
            if let Err(e) = self.catch_up(id, &mut guard).await {
                tracing::warn!(room = %id.0, error = %e, "cannot catch up with the store");
            }
        }
    }

    /// Tells the other nodes a presence note, if there are any (a shared store). Not waited
    /// for: a note lost (the database out of reach) is made good by the next `ask`, or by the
    /// lease of a node that cannot say it is alive.
    fn announce(&self, note: Note) {
        if !self.store.shared {
            return;
        }
        let store = self.store.clone();
        let text = note.text();
        tokio::spawn(async move {
            if let Err(e) = store.run(move |s| s.announce(&text)).await {
                tracing::debug!(error = %e, "a presence note was not sent");
            }
        });
    }

    /// Another node's presence note: a seat it holds or let go is shown so here, and a room it
    /// has just read is told which seats this node holds.
    pub async fn heard(&self, note: Note) {
        if note.node() == self.presence.node {
            return;
        }
        if let Some((id, seat)) = self.presence.heard(&note, std::time::Instant::now()) {
            self.show_presence(&id, seat).await;
        }
        if let Note::Ask { room, .. } = note {
            self.say_who_is_here(&room).await;
        }
    }

    async fn say_who_is_here(&self, id: &RoomId) {
        let Some(live) = lock(&self.live).get(id).cloned() else {
            return;
        };
        let seats: std::collections::BTreeSet<u8> = live
            .lock()
            .await
            .subscribers
            .iter()
            .map(|s| s.seat)
            .collect();
        for seat in seats {
            self.announce(Note::Seat {
                node: self.presence.node,
                room: id.clone(),
                seat,
                on: true,
            });
        }
    }

    /// Shows `seat` of room `id` (if it is in memory here) as connected if a connection here or
    /// at another node holds it.
    async fn show_presence(&self, id: &RoomId, seat: u8) {
        let Some(live) = lock(&self.live).get(id).cloned() else {
            return;
        };
        let mut guard = live.lock().await;
        let connected = guard.connected_here(seat) || self.presence.elsewhere(id, seat);
        guard.room.set_connected(seat, connected);
        guard.broadcast();
    }

    /// Every `HEARTBEAT`: says this node is alive, and takes the nodes that have not said so
    /// within the lease for gone, with their seats.
    pub async fn heartbeat(&self) {
        self.announce(Note::Alive {
            node: self.presence.node,
        });
        for (id, seat) in self.presence.expire(std::time::Instant::now()) {
            self.show_presence(&id, seat).await;
        }
    }

    /// After notes may have been missed (the listener's connection dropped): every room in
    /// memory is asked about again.
    pub async fn ask_all(&self) {
        let ids: Vec<RoomId> = lock(&self.live).keys().cloned().collect();
        for id in ids {
            self.announce(Note::Ask {
                node: self.presence.node,
                room: id,
            });
        }
    }

    /// Every room in memory catches up with the store: after notifications may have been
    /// missed (the listener's connection dropped).
    pub async fn catch_up_all(&self) {
        let rooms: Vec<(RoomId, Arc<Mutex<Live>>)> = lock(&self.live)
            .iter()
            .map(|(id, live)| (id.clone(), live.clone()))
            .collect();
        for (id, live) in rooms {
            let mut guard = live.lock().await;
            if let Err(e) = self.catch_up(&id, &mut guard).await {
                tracing::warn!(room = %id.0, error = %e, "cannot catch up with the store");
            }
        }
    }

    /// Seats a connection: its earlier connections to that seat are told `token_in_use` and let
    /// go, it is told its seat
    /// and everyone gets the new snapshot.
    async fn sit(
        &self,
        room: RoomId,
        live: Arc<Mutex<Live>>,
        seat: u8,
        token: SeatToken,
        caller: Caller,
    ) -> Seat {
        let Caller {
            conn,
            outbox,
            address,
        } = caller;
        let hash = token.hash();
        {
            let mut guard = live.lock().await;
            guard
                .holders
                .insert(seat, (hash.clone(), Person::at(address)));
            // An earlier connection to this seat is told why it is let go, so that a second
            // device with the same token stops instead of taking the seat back in turn.
            let displaced = ServerMessage::Refused {
                error: RoomError::TokenInUse,
            };
            let displaced = serde_json::to_string(&displaced).expect("messages serialise");
            guard.subscribers.retain(|s| {
                if s.seat == seat {
                    let _ = s.outbox.try_send(displaced.clone());
                }
                s.seat != seat
            });
            let seated = ServerMessage::Seated {
                room: room.clone(),
                seat,
                token: token.clone(),
            };
            let text = serde_json::to_string(&seated).expect("messages serialise");
            if outbox.try_send(text).is_ok() {
                guard.subscribers.push(Subscriber {
                    conn,
                    seat,
                    token: hash,
                    outbox,
                    sent: None,
                });
                guard.room.set_connected(seat, true);
            }
            guard.broadcast();
        }
        self.announce(Note::Seat {
            node: self.presence.node,
            room: room.clone(),
            seat,
            on: true,
        });
        Seat {
            room,
            live,
            seat,
            token,
            conn,
        }
    }
}
