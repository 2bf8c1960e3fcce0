# Quadrille's words in English: the source every other catalogue translates.
#
# Keys are grouped by screen (home-, settings-, gaps-, soi-, fourside-, room-…). A message that
# shows a value takes it as a variable ({ $seat }). Numbers are passed as numbers: the page writes
# them in the language's own digits (one digit system a language, see ui/src/lib/languages.ts).
#
# Counts: every message that puts a number beside the thing it counts chooses its words with a
# plural selector on that number ({ $count -> [one] … *[other] … }), even where English alone
# would not need one, so that each language can give each number its own form (CLDR plural
# categories: Arabic has six, Chinese one). A translation keeps only the branches its language
# can select. tests/ui/i18n-words.test.mjs checks both.
#
# Comments: a comment right above a message says where it appears when its words do not say so
# (a button, a column head, a label read by screen readers), and what a fragment slots into.
#
# Glossary. One line a term: the English term, "=", the word this language uses for it (" / "
# between the forms the checks accept; a form ending in "-" is a stem), then " | " and notes.
# "only" keeps the word for that term alone; "not:" lists words this language has ruled out.
# Every catalogue has the same terms, and docs/rules/<tag>/ use the same words;
# tests/ui/i18n-words.test.mjs reads these lines and checks the messages against them.
#
#   deal = deal | a shuffled layout of a Gaps game and its number ("deal 1234"), and each of the layouts a game allows ("deal 2 of 3"); "Deal" is also the button that deals
#   redeal = redeal | Chinese Puzzle: gather the cards that are not locked, shuffle, lay them out again
#   reshuffle = reshuffle | the same in SolitaireX and Montana, which call it a reshuffle
#   gap = gap | an empty place in a Gaps layout
#   row = row | a line of a layout or a board, across
#   tile = tile | a FourSide piece: a square with a number on each edge
#   set = set | Soi: the four cards of one rank, laid down on the table
#   ask = ask | Soi: ask a player for a card; never a question
#   hint = hint | the move the solver or the computer suggests
#   undo = undo | take back the last move (and "redo")
#   tournament = tournament | SolitaireX and Montana: several players take turns at one deal
#   seat = seat | a place at a table: Soi's four, FourSide's two, a room's
#   room = room | a table shared with friends on other devices
#   card = the 7♠ / the Q♥ | a card in a sentence: "the", then the short form as the card's corner prints it (rank, then suit symbol)
#   variety = British English | "colour", "neighbours"; no comma before "and" in a list

# Terms: names that stay as they are in every language (the app's and three games'), and the two
# patience games each language may name in its own words.
-brand = Quadrille
-soi = Soi
-fourside = FourSide
-solitairex = SolitaireX
-chinese-puzzle = Chinese Puzzle
-montana = Montana

## Refusals of the rules (a RuleCode each): a sentence shown under the board, or spoken

rule-game-over = The game is over.
rule-bad-rules = Those rules cannot be played.
rule-too-long = The game has gone on too long to go further.
rule-bad-replay = The room's game could not be replayed.
rule-bad-save = The room's game could not be read.
rule-no-card = There is no card there.
rule-not-a-gap = That is not a gap.
rule-placed = That card is already in place.
rule-ace-phase = Place the aces first.
rule-ace-order = That ace does not go in that row.
rule-no-ace-phase = The aces are already placed.
rule-does-not-fit = That does not fit there.
rule-off-board = That square is off the board.
rule-no-deals-left = No deals left.
# Refuses undo, redo and giving up while a tournament is being played: these are not allowed
# because the game IS a tournament game (not "this is not a tournament game").
rule-tournament = Not allowed during a tournament.
rule-tournament-too-late = Too late to join the tournament.
rule-no-tournament = There is no tournament.
rule-tournament-full = The tournament is full.
rule-nothing-to-undo = Nothing to undo.
rule-nothing-to-redo = Nothing to redo.
rule-no-such-seat = There is no such seat at this table.
rule-not-your-turn = It is not your turn.
# Soi: a player tried to ask themselves for a card.
rule-ask-yourself = You cannot ask yourself for a card.
rule-no-cards = That player has no cards left.
rule-no-such-rank = You may only ask for a rank you hold.
rule-already-held = You hold that card already.
rule-round-not-over = The round is still being played.
rule-no-tile = There is no such tile in your hand.
rule-bad-rotation = A tile turns only in quarter turns.
rule-no-hints = No hints left in this game.
rule-no-move = You have a move: play it.

## A room's refusals (RoomError codes)

room-error-version-mismatch = The room speaks version { $theirs } and this app version { $ours }: update the older one.
room-error-bad-token = This device's seat is not known to the room any more.
room-error-token-in-use = Your seat is in use on another device.
room-error-not-host = Only the host can do that.
room-error-room-full = The room is full.
room-error-no-such-seat = There is no seat { $seat } in this room.
room-error-seat-taken = Seat { $seat } is taken.
room-error-host-stays = The host's own seat cannot be given away.
room-error-not-started = The game has not started yet.
room-error-started = The game has already started.
room-error-seats-open = Every seat needs a player or a computer before the game starts.
room-error-not-your-seat = That is another player's seat.
room-error-not-your-turn = It is not your turn.
room-error-bad-name = { $max ->
    [one] A name has 1 to { $max } character.
   *[other] A name has 1 to { $max } characters.
  }
room-error-log-full = This room has reached its limit of moves.
room-error-hello-first = The room did not understand this app: update it.
room-error-frame-too-large = That message was too large for the room.
room-error-rate-limited = { $perSecond ->
    [one] Too fast: the room takes { $perSecond } command a second.
   *[other] Too fast: the room takes { $perSecond } commands a second.
  }
room-error-too-many-rooms = { $max ->
    [one] This address already has { $max } room open on the server.
   *[other] This address already has { $max } rooms open on the server.
  }
room-error-too-many-rooms-this-hour = { $max ->
    [one] This address has already made { $max } room in the last hour; try again later.
   *[other] This address has already made { $max } rooms in the last hour; try again later.
  }
room-error-server-full = The server is full: no new rooms for now. Games already started go on.
room-error-no-such-room = That room does not exist any more.
room-error-wrong-game = That command is for another game.
room-error-already-seated = You already have a seat in this room, or someone on the same internet connection does: each person plays one seat.
room-error-not-seated = You have no seat in this room.
room-error-stale-seq = Someone moved first: here is the table as it is now.
room-error-game-not-over = The game is not over yet.
# Under "Play again" in a room, once this device asked: the people who have not asked yet ({ $names } is a list such as "Ben and Cleo").
room-again-waiting = Waiting for { $names }…
room-error-unavailable = The room is not available right now: try again in a moment.

## The app's refusals of the room commands

call-error-bad-invite = That link is not a { -brand } invite: copy the whole link the host shared.
call-error-no-room = You are not in a room.
call-error-unreachable = Could not reach the room: check that you are on the same network, or the server address.
call-error-bad-argument = The app could not read that request.
call-error-bad-settings = Those settings cannot be used.
call-error-internal = Something went wrong in the app: try again.
call-error-ipc = The app did not answer: try again.
call-error-other = The room could not do that: try again.
scan-error-camera-denied = { -brand } may not use the camera: allow it in the phone's settings, or paste the link.
scan-error-bad-invite = That code is not a { -brand } invite: scan the code on the host's screen.
scan-error-no-scanner = This device cannot scan codes: paste the link the host shared.

## A room's connection

room-closed-left = You left the room.
room-closed-gave-up = The room could not be reached for a long time. Your seat is kept: try again when the host is back.
# The room bar's state, and the waiting room's status line.
room-link-connecting = Connecting…
# The room bar's state.
room-link-connected = Connected
# The room bar's state; { $attempt } counts the tries (a label: "attempt 3").
room-link-reconnecting = Reconnecting… (attempt { $attempt })
# In the "Leave the room?" dialog: what happens to your seat. { $level } is a level-* name.
room-when-left-computer = A computer player ({ $level }) takes your seat.
room-when-left-wait = Your seat stays empty and the game waits for someone to take it.
room-leave-host = You host this room: leaving closes it for everyone.
room-leave-unknown = Your seat goes to a computer player or waits for you, as the host chose.

## Shared by every screen

# Screen reader name of the back arrow on a screen's header.
common-back = Back
# Screen reader name of the back arrow on a game's header.
common-back-home = Back to home
# Screen reader name of the rules button on a game's header.
common-rules = Rules
# Button: confirms a dialog.
common-ok = OK
# Button: closes a dialog without doing anything.
common-cancel = Cancel
# One of the two choices of an on/off setting.
common-on = On
# One of the two choices of an on/off setting.
common-off = Off
# Button on an end-of-game panel: back to the home screen.
common-home = Home
# Button on an end-of-game panel.
common-play-again = Play again
# Button: leave a room (and the dialog's confirming button).
common-leave = Leave
# Button: try to reach the room again.
common-try-again = Try again
# Screen reader name of the ✕ that closes a message banner.
common-dismiss = Dismiss message
# Button on an end-of-game panel: close the panel and look at the final board.
end-look = Look at the board
# Column head of a statistics table: the level played.
stats-level = Level
# Column head of a statistics table: the game.
stats-game = Game
# Column head and label of statistics: games played (a count follows).
stats-played = Played
# Column head and label of statistics: games won (a count follows).
stats-won = Won
# Column head of a statistics table: the share of games won, in per cent.
stats-win-percent = Win %
# Column head of a statistics table: the best score.
stats-best = Best
# Label of an end panel's statistics: the best score.
stats-best-score = Best score
# Column head and label of statistics: games won in a row ("current / best" follows).
stats-streak = Streak
# After the current streak, small: the longest streak so far ("best 4"). A label, not a count of things.
stats-streak-best = best { $best }

## A room's bar and seats

# Screen reader name of the bar above a game played in a room.
room-bar = Room
# The room bar's fold button when nobody is to move.
room-seats = Seats
# The room bar's fold button when this device is to move.
room-your-turn = Your turn
# The room bar's fold button when another player is to move.
room-their-turn = { $name }'s turn
# Read after the fold button's words, for screen readers.
room-seats-hidden = : the seats
room-connecting = Connecting to the room…
room-retries-hidden = The room tries again by itself.
# Spoken (screen readers only) when who sits where changes in a room: one sentence each.
room-news-joined = { $name } joined, in seat { $seat }.
# Spoken (see room-news-joined).
room-news-away = { $name } is away.
# Spoken (see room-news-joined).
room-news-back = { $name } is back.
room-news-left = { $name } left the room.
room-news-computer = { $name } took seat { $seat }.
room-news-open = Seat { $seat } is open.
# Title of the dialog that asks before leaving a room.
room-leave-title = Leave the room?
# What a screen reader hears after a seat's name; each piece is a yes/no.
room-seat-words = { $you ->
    [yes] , you
   *[no] {""}
  }{ $host ->
    [yes] , host
   *[no] {""}
  }, { $who ->
    [connected] person, connected
    [away] person, not connected
    [computer] computer
   *[open] open seat
  }{ $toMove ->
    [yes] , to move
   *[no] {""}
  }
# A Soi computer level: a choice in Settings, and { $level } in seat-computer and game-with-level.
level-easy = Easy
# A Soi computer level (see level-easy).
level-medium = Medium
# A Soi computer level (see level-easy).
level-impossible = Impossible
# A FourSide level: a choice in Settings and the new-game dialog, and { $level } elsewhere.
level-beginner = Beginner
# A FourSide level (see level-beginner).
level-intermediate = Intermediate
# A FourSide level (see level-beginner).
level-advanced = Advanced
# A FourSide level (see level-beginner).
level-expert = Expert
# A room's seat taken by a computer, under the seat's number; { $level } is a level-* name.
seat-computer = { $level } computer
# A room's seat nobody has taken yet.
seat-open = Open seat
# The same, where the room bar is narrow.
seat-open-short = Open
# A second computer of one level, or a second open seat, is numbered.
seat-numbered = { $name } { $n }

## Cards

# A card in a sentence, spelled out ("Queen of hearts"): read by screen readers, and in the
# sentences that name a card in full (gaps-moved, replay-step).
card-name = { $rank ->
    [1] Ace
    [11] Jack
    [12] Queen
    [13] King
   *[other] { $rank }
  } of { $suit ->
    [clubs] clubs
    [diamonds] diamonds
    [hearts] hearts
   *[spades] spades
  }

## Play with friends

lobby-name-empty = Type your name: the other players see it.
lobby-name-too-long = { $max ->
    [one] A name has at most { $max } character.
   *[other] A name has at most { $max } characters.
  }
lobby-name-control = A name cannot hold control characters.

## The app

# After the colon, { $reason } is one of the app-error-* sentences.
app-settings-not-saved = Settings could not be saved: { $reason }
app-could-not-start = The app could not start: { $reason }
# The app's name: home's title and Settings' foot.
app-name = { -brand }

## The games

# A game's name: home, the rules, Settings and the game's own header.
game-soi = { -soi }
# Home's one line under the game's name.
game-soi-blurb = Ask the others for cards and lay down sets of four: a game of memory.
# A game's name (see game-soi).
game-chinese-puzzle = { -chinese-puzzle }
# Home's one line under the game's name.
game-chinese-puzzle-blurb = Two decks, eight rows: patience on a grand scale.
# A game's name (see game-soi).
game-solitaire-x = { -solitairex }
# Home's one line under the game's name.
game-solitaire-x-blurb = Slide cards into the gaps until every suit runs 2 to King.
# A game's name (see game-soi).
game-montana = { -montana }
# Home's one line under the game's name.
game-montana-blurb = { -solitairex }'s deals, but a 2 may still change rows.
# A game's name (see game-soi).
game-fourside = { -fourside }
# Home's one line under the game's name.
game-fourside-blurb = Match numbered tile edges against the computer or a friend.
# A level's statistics row: "FourSide (Beginner)".
game-with-level = { $game } ({ $level })
# Button on the Gaps toolbar (Chinese Puzzle), and the "Redeal now?" dialog's confirming button:
# gather the loose cards and deal them again. "(2 left)" (gaps-left) follows it on the toolbar.
gaps-redeal-button = Redeal
# The same button in SolitaireX and Montana, which call it a reshuffle.
gaps-reshuffle-button = Reshuffle

## Home

# Under the app's name on the home screen.
home-tagline = Classic tabletop games
# A game's button on home, when a game of it is in progress.
home-continue = Continue
# A game's button on home.
home-play = Play
# Home: the title of the "play with friends" card.
home-together = Play with friends
# Home: the line under home-together.
home-together-blurb = { -soi } or { -fourside }, a device each.
# Home: the title of the same card while you have a seat in a room.
home-back-to-room = Back to your room
# Home: the line under home-back-to-room.
home-back-to-room-blurb = Your seat is kept.
# Home: the button of the card while you have a seat in a room.
home-back = Back
# Home: the button of the "play with friends" card.
home-open = Open
# Home: button to Settings and statistics.
home-settings = ⚙ Settings & stats
# Home: button to the rules.
home-rules = How to play

## Settings

# The Settings screen's title.
settings-title = Settings
# A Settings section's title.
settings-look = Look and feel
# A setting's label; its choices are settings-theme-*.
settings-theme = Theme
# A choice of settings-theme: follow the system's light or dark look.
settings-theme-system = System
# A choice of settings-theme.
settings-theme-light = Light
# A choice of settings-theme.
settings-theme-dark = Dark
# A setting's label (on/off): clubs green and diamonds blue.
settings-four-colour = Four-colour suits
# A setting's label; its choices are settings-animation-*.
settings-animation = Animation
# The same choice's name for screen readers.
settings-animation-speed = Animation speed
# A choice of settings-animation.
settings-animation-off = Off
# A choice of settings-animation.
settings-animation-fast = Fast
# A choice of settings-animation.
settings-animation-normal = Normal
# A choice of settings-animation.
settings-animation-slow = Slow
# A setting's label (on/off).
settings-sound = Sound
# A setting's label; its choices are settings-input-* ("Move cards by: Tap / Drag").
settings-input = Move cards by
# Small, after settings-input.
settings-input-note = (the other way works too)
# A choice of settings-input.
settings-input-tap = Tap
# A choice of settings-input.
settings-input-drag = Drag
# A setting's label (on/off).
settings-shortcuts = Single-key shortcuts
# Small, after settings-shortcuts; the letters and key names are the keys themselves.
settings-shortcuts-note = (U, R, H, N, S, A and typing a card in { -soi }; arrows, Enter and Space always work)
# A setting's label (on/off) for the Gaps games.
settings-winnable = Winnable deals only
# Small, after settings-winnable.
settings-winnable-note = (proved winnable with the first deal alone)
# A setting's label (on/off): warn when a move makes the deal impossible to win.
settings-crossroads = Warn when a move loses the deal
# The note under Settings' Chinese Puzzle section.
settings-cp-note = For new deals; a deal's own rules can change until its first card is placed.
# A Settings section's title, and the statistics table's name.
settings-statistics = Statistics
settings-no-games = No games finished yet.
# Under the statistics table: how to read the Streak column ("2 / 5").
settings-streak-note = Streak: current / best.
# A Settings section's title.
settings-tournaments = Recent tournaments
# { $games } is a list of game names ("SolitaireX and Montana").
settings-no-tournaments = No tournaments yet. Start one from a fresh deal in { $games }.
# The head of one tournament's results: "SolitaireX · deal 1234".
settings-tournament-head = { $game } · deal { $deal }

## Rules

# The rules screen's title.
rules-title = How to play
# Screen reader name of the rules screen's choice of game.
rules-game = Game
# The "play with friends" screen's title.
lobby-title = Play with friends
# A tab of the "play with friends" screen, and its section's title.
lobby-host = Host a game
# A tab of the "play with friends" screen, and its section's title.
lobby-join = Join a game
# Screen reader name of the two tabs (lobby-host, lobby-join).
lobby-host-or-join = Host or join
lobby-server-scheme = A server address starts with wss:// (or ws://).
lobby-server-spaces = A server address has no spaces.
# Shown under the invite link after Copy.
lobby-link-copied = Link copied.
lobby-link-not-copied = Could not copy: select the link and copy it.
# The title of the system's share sheet.
lobby-share-title = Play { $game } with me
# The text of the system's share sheet; the invite link follows.
lobby-share-text = Join my { -brand } table:
# A person's seat in the waiting room, under the name.
lobby-seat-person = { $host ->
    [yes] Host
   *[no] Person
  } · { $connected ->
    [yes] connected
   *[no] not connected
  }
# A computer's seat in the waiting room, under the name.
lobby-seat-computer = Computer player
# An open seat in the waiting room.
lobby-seat-open = Open: waiting for a player
lobby-room-open = The room is open: friends can join.
lobby-in-room = You are in the room.
# A heading in the waiting room.
lobby-invite = Invite friends
lobby-invite-on-device = On the same Wi-Fi: scan the code with the other phone's camera, or send the link.
lobby-invite-server = Send the link, or let them scan the code.
# Screen reader description of the QR code.
lobby-invite-qr = QR code of the invite link: scan it with the camera of the phone that joins.
# Label of the invite link's field.
lobby-link = Link
# Button beside the invite link.
lobby-copy = Copy
# The same button's screen reader name.
lobby-copy-label = Copy the link
# Button beside the invite link.
lobby-share = Share
# The same button's screen reader name.
lobby-share-label = Share the link
# A heading in the waiting room: "Soi: seats".
lobby-seats = { $game }: seats
# A seat's name in the waiting room when it is this device's.
lobby-you = { $name } (you)
# Screen reader name of a computer seat's level choice.
lobby-seat-level = Level of a computer for seat { $seat }
# Button on an open seat (the host only).
lobby-add-computer = Add a computer
# The same button's screen reader name.
lobby-add-computer-label = Add a computer to seat { $seat }
# Button on a computer's seat (the host only): make it a seat for a person again.
lobby-open-seat = Open the seat
# The same button's screen reader name.
lobby-open-seat-label = Open the seat { $seat } for a person
# Button on a person's seat (the host only).
lobby-remove = Remove
# The same button's screen reader name.
lobby-remove-label = Remove { $name }
# The host's button in the waiting room.
lobby-start = Start the game
lobby-seats-open = { $count ->
    [one] { $count } seat is still open: wait for friends, or add computers.
   *[other] { $count } seats are still open: wait for friends, or add computers.
  }
lobby-all-seated = Every seat is taken.
lobby-wait-for-host = Waiting for the host to start the game.
lobby-paste-link = Paste the link the host shared.
# Label of the field the invite link is pasted into.
lobby-invite-link = Invite link
# Label of the name field.
lobby-your-name = Your name
# The join button while joining.
lobby-joining = Joining…
# The join button.
lobby-join-go = Join
# Button: scan the host's QR code with the camera.
lobby-scan = Scan the code
# The same button while scanning.
lobby-scanning = Scanning…
lobby-invite-received = Invite received: check your name, then press Join.
# A heading: rooms found on the same network.
lobby-nearby = Nearby
# The refresh button while looking.
lobby-looking = Looking…
# Button: look for rooms on the network again.
lobby-refresh = Refresh
lobby-looking-status = Looking for rooms on this network.
lobby-found = { $count ->
    [one] { $count } room found.
   *[other] { $count } rooms found.
  }
lobby-none-nearby = No rooms found on this network. Make sure you are on the host's Wi-Fi, or paste their link.
# A Settings section's title.
lobby-settings = Play together
lobby-settings-note = Friends on the same Wi-Fi need no server: one of you hosts on their device.
# Label of a setting's field.
lobby-server = Server address
# Small, after lobby-server.
lobby-server-note = (wss://…, optional)
# Label of the host form's choice of game.
lobby-game = Game
# A choice of lobby-game.
lobby-game-soi = { -soi } (4 players)
# A choice of lobby-game.
lobby-game-fourside = { -fourside } (2 players)
# A choice of lobby-when-left.
lobby-left-computer = A computer plays it
# A choice of lobby-when-left.
lobby-left-wait = The seat waits
# A choice of lobby-where: the room lives on this device.
lobby-this-device = This device
# A choice of lobby-where: the room lives on the server of Settings.
lobby-the-server = The server
# Label of the host form's target score field.
lobby-target = Target score
# Small, after lobby-target: the range allowed.
lobby-target-range = (100–1000)
# Label of the host form's FourSide level choice.
lobby-tiles = Tiles
# Screen reader name of the same choice.
lobby-fourside-level = { -fourside } level
# Label of the host form's board size choice.
lobby-board = Board
# Screen reader name of the same choice.
lobby-board-size = Board size
# Label of a choice: what happens to a seat whose person leaves.
lobby-when-left = When someone leaves
# Screen reader name of that computer's level choice.
lobby-left-level = Level of the computer that takes over
# Label of an on/off choice.
lobby-spectators = Spectators
# Small, after lobby-spectators.
lobby-spectators-note = (people without a seat watch the table, no hands)
# Label of a choice: lobby-this-device or lobby-the-server.
lobby-where = Where
# Screen reader name of the same choice.
lobby-where-label = Where the room is
lobby-where-server = On { $server }: friends anywhere can join.
lobby-where-device = Friends on the same Wi-Fi join this device directly.
lobby-where-no-server = To meet through a server, add its address in Settings.
# The host form's button while the room opens.
lobby-opening = Opening…
# The host form's button.
lobby-open = Open the room

## Soi

# A seat's name at Soi's table, unless the player named it; also { $name } in many messages.
soi-seat-0 = South
# A seat's name (see soi-seat-0).
soi-seat-1 = East
# A seat's name (see soi-seat-0).
soi-seat-2 = North
# A seat's name (see soi-seat-0).
soi-seat-3 = West
# A seat beyond the four compass points (a label: "Seat 5").
soi-seat-n = Seat { $seat }
# A player without a name.
soi-player = Player
# The heading of a rank's cards in the picker ("Aces", "7s"). { $rank } is 1, 11, 12 or 13 for
# the ace and the faces, and the printed number for 2 to 10 (the same in soi-event-deposited,
# soi-set-title and soi-set-hidden, which word the set in their own sentence).
soi-rank-plural = { $rank ->
    [1] Aces
    [11] Jacks
    [12] Queens
    [13] Kings
   *[other] { $rank }s
  }
# A seat's final place: 1st to 4th.
soi-place = { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
  }
# The lines of the round's log (and the memory aid). { $card } is the short form ("Q♥"); the
# names are seat or player names.
soi-event-dealt = Round { $round } dealt — { $first } starts
# A log line (see soi-event-dealt): the ask was answered with the card.
soi-event-asked-got = { $asker } asked { $target } for the { $card } — got it
# A log line: the asked player did not hold the card, and it is their turn now.
soi-event-asked-missed = { $asker } asked { $target } for the { $card } — no; { $target }'s turn
# A set laid down: "South deposits the Aces (+25)"; { $points } is what the set scores.
soi-event-deposited = { $seat } deposits the { $rank ->
    [1] Aces
    [11] Jacks
    [12] Queens
    [13] Kings
   *[other] { $rank }s
  } (+{ $points })
# A log line: a player without cards is skipped.
soi-event-turn-passed = { $from } has no cards — { $to }'s turn
# { $scores } is a list of soi-event-round-score pieces joined by commas.
soi-event-round-over = Round over: { $scores }
# One seat's points in the round-over line.
soi-event-round-score = { $name } +{ $points }
# A log line; { $names } is a list ("Ana and Ben").
soi-event-game-over-shared = Game over: { $names } share the win
# A log line.
soi-event-game-over = Game over: { $name } wins
# Ends the end panel when a game hit its move limit (a full stop is added after it).
soi-move-limit = { $moves ->
    [one] This game reached { $moves } move, the most a game can hold, so the round ended as it stood: the sets laid down score, the cards still in hand do not
   *[other] This game reached { $moves } moves, the most a game can hold, so the round ended as it stood: the sets laid down score, the cards still in hand do not
  }
# A heading in the log: "Round 2".
soi-round = Round { $round }
# A heading in the log above the rounds before this one.
soi-earlier-rounds = Earlier rounds
# Screen reader name of a card in the picker; { $card } is card-name ("Queen of hearts").
soi-ask-label = Ask { $target } for the { $card }
# A game screen while the cards are being dealt.
common-dealing = Dealing…
soi-status-shared-win = { $names } share the win.
soi-status-wins = { $name } wins the game.
# The status line under Soi's table.
soi-status-round-over = Round over.
soi-status-demo-stopped = Demo stopped: tap Play to go on.
soi-status-demo = Demo: { $name } to ask.
# The status line while a computer plays.
soi-status-thinking = { $name } is thinking…
# The status line while a card is being typed: { $typed } is what was typed so far ("7h").
soi-status-ask-typed = Ask { $name } for { $typed }
soi-status-tap-named = { $name }: tap a player to ask.
soi-status-your-turn = Your turn: tap a player to ask.
# The status line: whose turn it is to ask.
soi-status-to-ask = { $name } to ask.
soi-say-demo = This is a demo: the computer plays all four seats.
# Spoken when a key is pressed while the computers play.
soi-say-wait = Wait a moment.
soi-say-wait-for = Wait: it is { $name }'s turn.
soi-say-no-cards = { $name } has no cards left.
# The typed codes stay as they are in every language: 7h, JD, 10s (rank, then suit letter).
soi-say-not-a-card = "{ $typed }" is not a card: type a rank and a suit, like 7h, JD or 10s.
soi-say-not-your-turn = It is not your turn.
soi-say-tap-first = Tap a player first.
# { $card } is card-name ("Queen of hearts").
soi-say-ask = Ask { $name } for { $card }.
# Spoken when the arrow keys select an opponent.
soi-say-selected = { $name } selected.
# { $card } is card-name.
soi-say-ask-enter = Ask { $name } for { $card }: press Enter.
# { $card } is card-name; no player is selected yet.
soi-say-ask-enter-anyone = Ask a player for { $card }: press Enter.
# Screen reader name of a game's toolbar.
game-toolbar = Game
# Button on Soi's toolbar, and the title of the scores sheet.
soi-scores = Scores
# Button on Soi's toolbar: opens the memory aid.
soi-memory-aid = Memory aid
# Button on Soi's toolbar in a demo: go on.
soi-play = Play
# Button on Soi's toolbar in a demo: stop.
soi-stop = Stop
# Button on Soi's toolbar in a demo: play faster.
soi-faster = Faster
# Button on a game's toolbar, and the new-game dialog's title.
common-new-game = New game
# The new-game dialogs' confirming button: deal the cards.
common-deal = Deal
soi-new-lost = The game in progress ends and counts as lost.
soi-new-ends = The game in progress ends.
# Button on Soi's end panel: close it and look at the table.
soi-look = Look at the table
soi-over-shared = { $names } share the win!
# The end panel's title.
soi-over-wins = { $name } wins!
# Label in Soi's end panel statistics.
soi-best-total = Best total

## Hot seat and rooms

# The cover shown between two players on one device.
cover-title = Pass the device to { $name }
# $what is "cards" (Soi) or "tiles" (FourSide).
cover-sub = { $name }: tap when you are ready to see your { $what ->
    [tiles] tiles
   *[cards] cards
  }.
lobby-server-too-long = { $max ->
    [one] A server address has at most { $max } character.
   *[other] A server address has at most { $max } characters.
  }
room-refuse-local = In a room, the room starts games and plays its computers.

## Soi's table, sheets and settings

# Screen reader name of an opponent's hand.
soi-hand-hidden = { $count ->
    [one] { $count } card, face down
   *[other] { $count } cards, face down
  }
# Screen reader name of your own hand.
soi-your-cards = Your cards
soi-no-cards-left = No cards left this round.
# The title of the sheet of cards one may ask a player for.
soi-picker-title = Ask { $name } for…
soi-picker-none = You cannot ask { $name } now.
# Under the picker's title: which cards it offers.
soi-picker-hint = You may ask for any card of a rank you hold, except the ones already in your hand.
# Small, after a rank's heading in the picker (soi-rank-plural): how many of it you hold.
soi-picker-held = you hold { $count }
# Under a seat's name instead of its number of cards, once it has none.
soi-seat-out = out
# What a screen reader hears after a seat's name on the table.
soi-seat-words = : { $name }{ $computer ->
    [yes] , computer
   *[no] {""}
  }, { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }, { $total ->
    [one] { $total } point
   *[other] { $total } points
  }{ $toMove ->
    [yes] , to move
   *[no] {""}
  }{ $selected ->
    [yes] , selected
   *[no] {""}
  }. Tap to ask.
# A laid-down set's tooltip: "Aces: 25 points".
soi-set-title = { $rank ->
    [1] Aces
    [11] Jacks
    [12] Queens
    [13] Kings
   *[other] { $rank }s
  }: { $points ->
    [one] { $points } point
   *[other] { $points } points
  }
# The same, read by screen readers after the set's visible rank and points ("A +25").
soi-set-hidden = (set of { $rank ->
    [1] Aces
    [11] Jacks
    [12] Queens
    [13] Kings
   *[other] { $rank }s
  }, { $points ->
    [one] { $points } point
   *[other] { $points } points
  })
# The round summary's title.
soi-round-over = Round { $round } over
# Screen reader name of the round summary's table.
soi-round-scores = Round scores
# Column head of the round summary.
soi-col-player = Player
# Column head (and row head in the scores sheet): the sets laid down.
soi-col-sets = Sets
# Column head: the round's points (and in the scores sheet, the round's number).
soi-col-round = Round
# Column head (and row head in the scores sheet): the game's total.
soi-col-total = Total
soi-ends-after = The game ends after a round in which someone reaches { $target }.
# The round summary's button.
soi-next-round = Next round
# Beside the game's title: "Round 2 · to 500" (the target score).
soi-round-info = Round { $round } · to { $target }
# Screen reader name of the scores sheet's table.
soi-score-table = Score table
# Row head in the scores sheet.
soi-round-so-far = Round { $round } so far
soi-scoring = First to { $target } at the end of a round wins. Sets score: ace 25, 2–10 their value, J Q K 10 (109 a round).
# The memory aid's title.
soi-memory-title = Memory aid · round { $round }
soi-memory-note = Everything that happened in public this round, in order.
# Screen reader name of the centre of the table (the log).
soi-moves = Moves
# Screen reader name of the log.
soi-log = Log of this round
# Screen reader name of your own place at the table.
soi-place-of = { $name }'s place
# Button: closes a sheet or the solution.
common-close = Close
# The note under Settings' Soi section.
soi-settings-note = For new games.
# Label of Settings' target score field.
soi-target = Target score
# Small, after soi-target: the range allowed.
soi-target-range = (100–1000)
# Label of Settings' computer level choice.
soi-computers = Computer players
# Screen reader name of the same choice.
soi-computer-level = { -soi } computer level
# Under the level choice: what an Easy computer remembers. It asks players for cards.
soi-memory-easy = Remembers the cards asked for on the last two turns, and sometimes asks for one at random.
# Under the level choice: what a Medium computer remembers.
soi-memory-medium = Remembers the cards asked for on the last ten turns.
# Under the level choice: what an Impossible computer remembers.
soi-memory-impossible = Remembers every card asked for since the deal and counts the cards. It never sees your hand.
# Label of Settings' seats: each seat's name and who plays it.
soi-seats = Seats
# A choice of soi-played-by.
soi-kind-human = Person
# A choice of soi-played-by.
soi-kind-computer = Computer
# Screen reader name of a seat's name field: "South's name".
soi-name-of = { $seat }'s name
# Screen reader name of a seat's choice between soi-kind-human and soi-kind-computer: who plays the seat.
soi-played-by = Who plays { $seat }
soi-all-computers = All four computers: the game plays itself (demo).
# Label of Settings' message delay slider.
soi-delay = Message delay
# Small, after soi-delay: its value in milliseconds ("800 ms").
soi-delay-ms = { $ms } ms
# Label of an on/off setting.
soi-sort = Sort computer cards
# Small, after soi-sort.
soi-sort-note = (backs in card order: a help to the attentive)
# Label of Settings' statistics.
soi-stats = Statistics
# Small, after soi-stats.
soi-stats-note = (games with one person)
# Screen reader name of the statistics table.
soi-stats-label = { -soi } statistics per level

## FourSide

# A tile's screen reader name: its four numbers, then which edge each is on.
fourside-tile = tile { $top } { $right } { $bottom } { $left }, top right bottom left
# A square's place, read first in its screen reader name.
fourside-cell = row { $row } column { $col }
# Read in a square's screen reader name (after fourside-cell).
fourside-square-bonus = bonus square
# Read in a square's screen reader name (after fourside-cell).
fourside-square-minus = minus square
# Read in a square's screen reader name: the tile the game starts with.
fourside-primer = primer
# Read in a square's screen reader name: no tile on it.
fourside-empty = empty
# A player's name in a game of two people on one device.
fourside-player-1 = Player 1
# A player's name in a game of two people on one device.
fourside-player-2 = Player 2
# A player's name in a demo.
fourside-computer-1 = Computer 1
# A player's name in a demo.
fourside-computer-2 = Computer 2
# Your name against the computer.
fourside-you = You
# The computer's name against you.
fourside-computer = Computer
fourside-you-pass = You have no tile that fits anywhere: your turn passes.
fourside-passes = { $name } has no tile that fits anywhere and passes.
# A result: { $result } in fourside-over-status, and the end panel's title.
fourside-tie = It's a tie!
# A result (see fourside-tie).
fourside-you-win = You win!
# A result (see fourside-tie).
fourside-computer-wins = The computer wins
# A result (see fourside-tie).
fourside-wins = { $name } wins!
# A choice of players (Settings, the new-game dialog).
fourside-mode-one = 1 Player
# A choice of players.
fourside-mode-two = 2 Players
# A choice of players: the computer plays both sides.
fourside-mode-demo = Demo
# Spoken after a placement; { $tile } is fourside-tile, { $score } the points it made ("+36").
fourside-placed = { $name } placed { $tile } at row { $row } column { $col }: { $score }.
# The status line.
fourside-your-turn = Your turn
# The status line.
fourside-turn-of = { $name }'s turn
# The status line.
fourside-computer-turn = Computer's turn
# The status line in a demo.
fourside-to-play = { $name } to play
# The status line at the end: a result (fourside-tie…), then the two scores.
fourside-over-status = { $result } { $mine } – { $theirs }
fourside-waiting-for = Waiting for { $name }'s move.
fourside-demo = Demo: the computer plays both sides.
fourside-thinking = The computer is thinking…
fourside-tap-tile = Tap a tile in your hand to pick it up.
fourside-tap-hint = Hint: tap the blue square to place the tile there.
fourside-tap-square = Tap a glowing square to place it, or the tile again to turn it.
fourside-fits-nowhere-turn = Turned this way it fits nowhere: tap the tile again to turn it.
fourside-hint-at = Hint: { $tile } at row { $row } column { $col }.
fourside-picked-nowhere = Picked up { $tile }. Turned this way it fits nowhere.
# Spoken when a tile is picked up; { $tile } is fourside-tile.
fourside-picked-fits = Picked up { $tile }. { $count ->
    [one] Fits on { $count } square.
   *[other] Fits on { $count } squares.
  }
fourside-wait-for = Wait: it is { $name }'s turn.
fourside-say-demo = This is a demo: the computer plays both sides.
fourside-wait-computer = Wait for the computer's move.
fourside-first-tap = First tap a tile in your hand, then a glowing square.
fourside-hint-shown = The hint is on the board: the blue square.
# Read in a square's screen reader name.
fourside-square-bonus-value = bonus square +20
# Read in a square's screen reader name.
fourside-square-minus-value = minus square −20
# Read in a square's screen reader name while a tile is picked up: { $score } is "+36".
fourside-fits-here = fits here, scores { $score }
# Read in a square's screen reader name while a tile is picked up.
fourside-does-not-fit = does not fit
# Read in the hinted square's screen reader name.
fourside-hint = hint
# Screen reader name of the board: "Board, 9 by 9".
fourside-board = Board, { $size } by { $size }
# A heading on the end panel: "Beginner against the computer".
fourside-against = { $level } against the computer
# Screen reader name of your hand.
fourside-your-tiles = Your tiles
# Screen reader name of a player's hand.
fourside-tiles-of = { $name }'s tiles
# A tile's screen reader name in your hand: fourside-tile, then whether it fits nowhere and
# whether it is picked up.
fourside-hand-tile = { $tile }{ $nowhere ->
    [yes] , cannot be placed anywhere
   *[no] {""}
  }{ $picked ->
    [yes] , picked up: press again to turn
   *[no] {""}
  }
fourside-demo-note = Demo game: the computer plays both sides.
# The legend's heading (beside the board).
fourside-legend = In short
# The legend's lines: a term in bold, then what it means.
fourside-legend-match-term = Match
# After "Match" in bold.
fourside-legend-match = every edge that touches a tile already down.
# A term in bold.
fourside-legend-score-term = Score
# After "Score" in bold.
fourside-legend-score = = sum of the touching edges × how many touch: (8+1+3)×3 = 36.
# After a green "+20" swatch.
fourside-legend-on-green = on green,
# After a red "−20" swatch.
fourside-legend-on-red = on red. A total never drops below 0.
# The keys line: a key, then what it does. After the arrow keys.
fourside-legend-move = move
# After the Enter key.
fourside-legend-enter = pick up, turn, place
# After the Space key.
fourside-legend-space = hand ↔ board
# After the H key.
fourside-legend-hint = hint
# The Enter key's name as the keyboard prints it.
key-enter = Enter
# The space bar's name.
key-space = Space
fourside-new-lost = The game in progress ends and counts as lost.
fourside-new-ends = The game in progress ends.
# Label of a level choice (new-game dialog, Settings).
fourside-level = Level
# Label of a board size choice.
fourside-board-field = Board
# Screen reader name of the board size choice.
fourside-board-size = Board size
# Label of a players choice.
fourside-players = Players
# Screen reader name of the two scores.
fourside-scores = Scores
fourside-unseen = { $count ->
    [one] { $name } holds { $count } tile you cannot see.
   *[other] { $name } holds { $count } tiles you cannot see.
  }
# The note under Settings' FourSide section.
fourside-settings-note = For new games. The level sets the numbers on the tiles (1–3 up to 1–9) and the computer's skill.
# Screen reader name of Settings' level choice.
fourside-level-label = { -fourside } level
# Screen reader name of Settings' board size choice.
fourside-size-label = { -fourside } board size
# Screen reader name of Settings' players choice.
fourside-players-label = { -fourside } players
# Label of Settings' statistics.
fourside-against-computer = Against the computer
# Screen reader name of the statistics table.
fourside-stats-label = { -fourside } statistics per level
# Button on FourSide's toolbar: { $left } is how many hints are left ("Hint (3)").
fourside-hint-button = Hint ({ $left })
# Button on FourSide's toolbar: play the game out without watching each move.
fourside-to-the-end = To the end
# Tooltip of the header's "Beginner · 9×9".
fourside-level-and-board = Level and board

## Chinese Puzzle, SolitaireX and Montana (the Gaps games)
# In this section { $card }, { $left }, { $prev }, { $after } and { $before } are a card's short
# form ("7♠", "Q♥"), except where a comment says card-name. { $kind } is "redeal" in Chinese
# Puzzle and "reshuffle" in SolitaireX and Montana.

# The hint, in the status line (gaps-status-hint) and spoken (gaps-hint-again).
gaps-hint-after = Hint: { $card } after the { $left }
# The same when the card goes to the first column.
gaps-hint-first = Hint: { $card } to row { $row }'s first slot
# Spoken after a move; { $card } is card-name ("Queen of hearts").
gaps-moved = { $card } moved.
# { $card } is card-name; { $target } is gaps-cell-gap, gaps-cell-gap-after-gap or gaps-cell-first-row.
gaps-moved-to = { $card } moved to the { $target }.
# Spoken after a redeal or a reshuffle.
gaps-redealt = { $kind ->
    [redeal] Redealt
   *[reshuffle] Reshuffled
  }: deal { $deal } of { $total }.
# Spoken after a move (with gaps-moved…), and shown as a toast.
gaps-event-stuck = No moves left.
# Spoken after the winning move.
gaps-event-won = You won!
# Spoken after the move that ends a lost game.
gaps-event-lost = Game over.
# The status line; { $hint } is gaps-hint-after or gaps-hint-first.
gaps-status-hint = { $hint } — tap Hint again to play it
# The status line under the board while a picked-up ace or 2 waits for a first-column slot.
gaps-status-choose-first = Choose a first-column slot for the { $card }
# The status line while a picked-up card waits for one of several gaps.
gaps-status-choose-gap = Choose a gap for the { $card } — tap elsewhere to cancel
# The status line after a gap was tapped (Chinese Puzzle).
gaps-status-fill = Tap a highlighted card to move it here
gaps-status-won = Solved! Every suit is in order.
gaps-status-lost = No moves and no deals left.
# The status line when nothing can move but the player may still deal again.
gaps-status-stuck-redeal = { $kind ->
    [redeal] No moves left: redeal to go on
   *[reshuffle] No moves left: reshuffle to go on
  }
# The status line when nothing can move and no deal is left.
gaps-status-stuck = No moves left
# The status line while the aces are placed (Chinese Puzzle).
gaps-status-aces = Tap an ace, then an empty slot in the first column
# The status line in play (Chinese Puzzle).
gaps-status-gap-selects = Tap a glowing card, or a gap to see what fits
# The status line in play when cards are moved by dragging.
gaps-status-drag = Drag a glowing card to its gap, or tap it to pick it up
# The status line in play when cards are moved by tapping.
gaps-status-tap = Tap a glowing card to move it
gaps-why-final = The { $card } is already in its final place.
gaps-why-first-none = The { $card } can only move to an empty space in the first column; there is none.
gaps-why-run = The { $card } stays in its run while the 2 heading its row does.
gaps-why-no-card = There is no card there.
gaps-why-over = The game is over.
gaps-why-two = The { $card } can only go to an empty space in the first column.
gaps-why-ace = The { $card } has no place in this game.
gaps-why-after = The { $card } can only go after the { $prev }.
gaps-why-row-end = The { $card } can only go after the { $prev }, which ends its row.
gaps-why-follows = The { $card } already follows the { $prev }.
gaps-why-taken = The { $card } can only go after the { $prev }; that space is taken.
gaps-why-off = That is off the board.
gaps-why-several = Several cards fit here: tap the card you want to move.
gaps-why-king = Nothing can follow a King.
gaps-why-gap-gap = A gap after a gap cannot be filled.
gaps-why-none = No card can go here now.
gaps-why-first-column = The { $card } goes to an empty space in the first column.
gaps-why-not-there = The { $card } cannot go there.

## Gaps rules, verdicts and the solution replay

# An ace order: a choice in the rules dialog and Settings, and { $order } in gaps-refused-ace-order.
gaps-ace-free = Free
# Under the choice gaps-ace-free.
gaps-ace-free-help = Any ace in any row.
# An ace order (see gaps-ace-free).
gaps-ace-mirrored = Mirrored
# Under the choice gaps-ace-mirrored.
gaps-ace-mirrored-help = Rows 1–4 four different suits; rows 5–8 repeat them.
# An ace order (see gaps-ace-free).
gaps-ace-bridge = Bridge
# Under the choice gaps-ace-bridge.
gaps-ace-bridge-help = ♣ ♦ ♥ ♠ from the top, twice.
# Chinese Puzzle's rules in short, on the rules button under the board: "2 redeals · free aces".
gaps-rules-summary = { $redeals ->
    [one] { $redeals } redeal
   *[other] { $redeals } redeals
  } · { $order ->
    [free] free
    [mirrored] mirrored
   *[bridge] bridge
  } aces
# The solver's verdict under the board.
gaps-verdict-winnable = { $kind ->
    [redeal] Still winnable without a redeal
   *[reshuffle] Still winnable without a reshuffle
  }
# The solver's verdict under the board.
gaps-verdict-unwinnable = { $kind ->
    [redeal] Cannot be won without a redeal
   *[reshuffle] Cannot be won without a reshuffle
  }
# A read-out under "First deal" (gaps-first-deal): the deal's difficulty.
gaps-difficulty-winnable = Winnable · { $difficulty ->
    [easy] easy
    [medium] medium
   *[hard] hard
  }
# A read-out under "First deal" (see gaps-difficulty-winnable).
gaps-difficulty-needs = { $kind ->
    [redeal] Needs a redeal
   *[reshuffle] Needs a reshuffle
  }
# A read-out under "First deal" (see gaps-difficulty-winnable).
gaps-difficulty-unknown = Not known
# A choice of the solution replay's speed.
replay-slow = Slow
# A choice of the solution replay's speed.
replay-normal = Normal
# A choice of the solution replay's speed.
replay-fast = Fast
# The solution replay's progress: a label ("Move 3 of 40"), and { $progress } in replay-step.
replay-progress = Move { $index } of { $steps }
# Beside the solution's title: where the solution starts.
replay-from-deal = From the deal as dealt
# Beside the solution's title when it starts after a redeal or a reshuffle: { $deal } is the
# deal's place in the game (2, 3…), { $nth } how many redeals came before it.
replay-from-redeal = { $kind ->
    [redeal] From the start of deal { $deal }, after the { $nth ->
        [1] first
        [2] second
        [3] third
        [4] fourth
        [5] fifth
       *[other] { $nth }th
      } redeal
   *[reshuffle] From the start of deal { $deal }, after the { $nth ->
        [1] first
        [2] second
        [3] third
        [4] fourth
        [5] fifth
       *[other] { $nth }th
      } reshuffle
  }
# { $place } in replay-step.
replay-place = row { $row }, column { $col }
# Spoken at the start of the solution.
replay-start = Start position. { $steps ->
    [one] { $steps } move to go.
   *[other] { $steps } moves to go.
  }
# Spoken at each step of the solution; { $card } is card-name, { $progress } replay-progress.
replay-step = { $progress }: { $card } to { $place }. Score { $score } of { $max }.
replay-step-solved = { $progress }: { $card } to { $place }. Score { $score } of { $max }. Solved.
replay-all-lost = No deal of this game could be won from its start: the solver proved each one lost.
replay-unknown = The solver found no solution in the time it had. This game may still be winnable.
# A slot's spoken name: a card, or a gap and what it follows. Also { $target } in gaps-moved-to.
gaps-cell-first = gap in the first column
# Montana: the first-column gap of another row, where a 2 may go; the { $target } of
# gaps-moved-to ("… moved to the gap in the first column of row 4").
gaps-cell-first-row = gap in the first column of row { $row }
# { $card } is card-name. Also { $target } in gaps-moved-to.
gaps-cell-gap = { $kind ->
    [dead] dead gap
    [blocked] blocked gap
   *[open] gap
  } after { $card }
# Also { $target } in gaps-moved-to.
gaps-cell-gap-after-gap = { $kind ->
    [dead] dead gap
    [blocked] blocked gap
   *[open] gap
  } after a gap
# Read in a card's screen reader name (after its name).
gaps-cell-picked = picked up
# Read in a card's screen reader name.
gaps-cell-can-move = can move
# Read in a card's screen reader name: it is locked in its final place.
gaps-cell-in-place = in place
# Read in a card's screen reader name.
gaps-cell-can-fill = can fill the chosen gap
# Read in a card's or a gap's screen reader name.
gaps-cell-hint = hint
# Read in a slot's screen reader name, after what it holds.
gaps-cell-place = row { $row }, column { $col }
# Read in a gap's screen reader name while a card is picked up.
gaps-cell-drop = drop here
# Read in a card's screen reader name on the solution's board.
gaps-cell-just-moved = just moved
# Screen reader name of the board.
gaps-board = Board: { $rows ->
    [one] { $rows } row
   *[other] { $rows } rows
  } of { $columns ->
    [one] { $columns } slot
   *[other] { $columns } slots
  }
# Tooltip and screen reader words of the badge before a row: how many of its cards are locked.
gaps-row-locked = Row { $row }: { $count ->
    [one] { $count } card locked
   *[other] { $count } cards locked
  }
# Spoken after Undo.
gaps-taken-back = Move taken back.
# Spoken after a move: { $text } is what happened (gaps-moved…), then the score.
gaps-said-score = { $text } Score { $score } of { $max }.
# Spoken when a tap does nothing.
gaps-not-possible = Not possible.
# Spoken; { $hint } is gaps-hint-after or gaps-hint-first.
gaps-hint-again = { $hint }. Press Hint again to play it.
# Spoken when a picked-up card is put back.
gaps-put-down = Put down.
# Spoken; { $card } is card-name, or gaps-a-card.
gaps-picked-one = { $card } picked up. Its gap is marked drop here.
# Spoken; { $card } is card-name, or gaps-a-card.
gaps-picked-many = { $card } picked up. { $count ->
    [one] { $count } place to drop it, marked drop here.
   *[other] { $count } places to drop it, marked drop here.
  }
# Stands for { $card } in gaps-picked-one and gaps-picked-many when the card is not known.
gaps-a-card = Card
# Spoken when a gap is chosen (Chinese Puzzle).
gaps-can-fill = { $count ->
    [one] { $count } card can fill this gap, marked can fill the chosen gap.
   *[other] { $count } cards can fill this gap, marked can fill the chosen gap.
  }
gaps-follows-nothing = The { $card } follows nothing: it starts its row.
gaps-can-follow = The { $card } can follow the flashing { $prev }.
gaps-no-prev = No { $prev } is on the board.
gaps-none-here = No card can move here now.
# Spoken on a long press on a gap.
gaps-can-move-here = { $count ->
    [one] { $count } card can move here.
   *[other] { $count } cards can move here.
  }
gaps-finding = Finding a winnable deal…
gaps-not-found = No winnable deal found quickly; this one is random.
gaps-your-turn = { $name }, it's your turn.
gaps-given-up = Game given up. New deal { $deal }.
replay-paused = Paused at move { $index } of { $steps }.
# Screen reader name of the solution's board.
replay-board = Solution board, move { $index } of { $steps }
# The solution's title while the solver works.
replay-searching = Searching for a solution…
replay-takes-time = This can take several seconds.
# The solution's title when there is none to show.
replay-none = No solution to show
# The solution's title; replay-from-deal or replay-from-redeal follows it.
replay-title = A solution
# The solution's score read-out: "Score 12 / 48".
replay-score = Score { $score } / { $max }
# Shown beside the score once the solution reaches its end.
replay-solved = Solved
# The solution's button: one move back.
replay-back = Back
# The solution's button while it plays.
replay-pause = Pause
# The solution's button at the end: play it again.
replay-replay = Replay
# The solution's button: play.
replay-play = Play
# The solution's button: one move forward.
replay-forward = Forward
# Screen reader name of the replay speed choice.
replay-speed = Speed
# The end panel's title.
gaps-over-won = Solved!
# The end panel's title.
gaps-over-lost = Game over
gaps-over-won-note = Every suit is in order.
gaps-over-lost-note = No moves and no deals left.
# Label of the score read-out (and the end panel's).
gaps-score = Score
# The score read-out: "12 / 48" (the score, then the most a game can score).
gaps-score-of = { $score } / { $max }
# A heading on the end panel of a tournament.
gaps-tournament-deal = Tournament · deal { $deal }
# Button: the next player of a tournament (toolbar, end panel, dialog title).
gaps-next-player = Next player
# The end panel's button during a tournament.
gaps-end-new-deal = End & new deal
# Button on the toolbar and the end panel, and the new-deal dialog's title.
gaps-new-deal = New deal
# The end panel's button.
gaps-show-solution = Show a solution
# On the tournament strip: who is playing now.
tournament-playing = Playing
# On the tournament strip: those who have played (names and scores follow).
tournament-done = Done
# On the tournament strip: the best score so far (a name and a score follow).
tournament-high = High
# Label of the deal number read-out (the number is a button).
gaps-deal = Deal
# Screen reader name of the deal number's button.
gaps-deal-number = Deal number { $deal }. Play another deal number
# Label of a read-out (tournament games): how many deals are left (the number follows).
gaps-deals-left = Deals left
# Label of a read-out (Chinese Puzzle): how many redeals are left; also the rules dialog's
# choice of how many redeals a game has.
gaps-redeals = Redeals
# Tooltip of the deals-left read-out: "Deal 2 of 3".
gaps-deal-of = Deal { $used } of { $total }
# Label of a read-out (Chinese Puzzle): how many gaps are dead (the number follows).
gaps-dead = Dead
# Tooltip of the same read-out.
gaps-dead-title = Gaps after a King
# Label of a read-out: the first deal's difficulty (gaps-difficulty-*).
gaps-first-deal = First deal
# Label of a read-out: moves made (the number follows).
gaps-moves = Moves
# Button that unfolds the read-outs on a narrow screen.
gaps-details = Details
# A choice of gaps-redeals.
gaps-redeals-one = 1 redeal
# A choice of gaps-redeals.
gaps-redeals-two = 2 redeals
# Label of the ace order choice.
gaps-ace-order = Ace order
# A warning under the board, followed by the button gaps-crossroads-undo.
gaps-crossroads = This move loses the deal —
# Button after gaps-crossroads.
gaps-crossroads-undo = Undo?
# Screen reader name of the ✕ that closes the warning.
common-dismiss-short = Dismiss
# Button on the Gaps toolbar.
gaps-undo = Undo
# Button on the Gaps toolbar.
gaps-redo = Redo
# Button on the Gaps toolbar while a hint is shown.
gaps-play-hint = Play hint
# Button on the Gaps toolbar.
gaps-hint = Hint
# Button on the Gaps toolbar (Chinese Puzzle): place every ace at once.
gaps-place-aces = Place aces
# After gaps-redeal-button or gaps-reshuffle-button on the toolbar: how many are left.
gaps-left = { $count ->
    [one] ({ $count } left)
   *[other] ({ $count } left)
  }
# Button on the Gaps toolbar: start a tournament.
gaps-tournament = Tournament
gaps-deal-not-number = A deal number is a whole number, like 1234.
gaps-enter-name = Please enter a name.
gaps-new-ends-tournament = This ends the tournament. Start a new deal?
gaps-new-counts-lost = The game in progress will count as played and not won.
gaps-new-random = Leave the number empty for a random deal.
# Label of the deal number field.
gaps-deal-number-field = Deal number
# Small, after gaps-deal-number-field.
gaps-optional = (optional)
# Placeholder of the empty deal number field.
gaps-random = Random
gaps-give-up-note = Stuck? Give this game up and see how it could have been won. It also counts as played and not won.
# Button in the new-deal dialog.
gaps-give-up = Give up & show a solution
# The rules dialog's title.
gaps-rules-title = Rules for this deal
gaps-rules-note = Chosen before the first card is placed, then fixed for the game.
# The rules dialog's confirming button.
gaps-deal-again = Deal again
# Title of the dialog asked before a redeal or a reshuffle while cards can still move.
gaps-redeal-now = { $kind ->
    [redeal] Redeal now?
   *[reshuffle] Reshuffle now?
  }
# The same dialog's text; { $left } is how many deals are left, this one included.
gaps-redeal-now-note = { $left ->
    [one] { $kind ->
        [redeal] Some cards can still move. A redeal uses your { $left } remaining deal.
       *[reshuffle] Some cards can still move. A reshuffle uses your { $left } remaining deal.
      }
   *[other] { $kind ->
        [redeal] Some cards can still move. A redeal uses one of your { $left } remaining deals.
       *[reshuffle] Some cards can still move. A reshuffle uses one of your { $left } remaining deals.
      }
  }
# A dialog's title.
gaps-start-tournament = Start a tournament
gaps-fresh-note = A tournament starts before the first move. Deal a fresh game for it?
gaps-tournament-note = Everyone plays this same deal in turn, without undo. Who plays first?
gaps-next-note = The deal starts again from the beginning for the next player.
# The tournament dialog's confirming button.
gaps-start = Start
# The next-player dialog's confirming button.
gaps-play = Play
# Label of the player's name field.
gaps-player-name = Player name

## Settings: language

# Label of the language choice.
settings-language = Language
# The first choice of the language row: the app speaks the system's language.
settings-language-system = System ({ $language })

## The app's refusals (AppCode)

app-error-stale = The screen was out of date: here is the game as it is now.
app-error-bad-action = That action was not understood.
app-error-bad-argument = The app could not read that request.
app-error-bad-deal = That deal number cannot be dealt.
app-error-bad-settings = Those settings cannot be used.
app-error-no-game = There is no game in progress.
app-error-computer-turn = Wait for the computer's move.
app-error-human-turn = It is not the computer's turn.
app-error-save-failed = The change could not be saved, so nothing was changed.
app-error-internal = Something went wrong inside { -brand }; nothing was changed.
app-error-bad-invite = That link is not a { -brand } invite: copy the whole link the host shared.
app-error-no-room = You are not in a room.
app-error-unreachable = Could not reach the room: check that you are on the same network, or the server address.
# An ace placed in a row its ace order does not allow: the order's name and its rule.
gaps-refused-ace-order = That ace does not go in that row. { $order } order: { $help }

## layout (i18n-layout)

# Soi: the name over the player's own hand, when one person plays against the computers.
soi-name-you = { $name } (you)
# Soi: the name over the hand when a computer plays this seat (a demo).
soi-name-computer = { $name } (computer)

## Why a Gaps move is refused or a tap does nothing (the engine's typed reasons)
# $card, $after, $before: a card's short form such as 7♠; $rank: 1 (ace) or 2; $row, $first,
# $second: row numbers.

gaps-because-no-card = There is no card there to move.
gaps-because-not-a-gap = A card can only move into a gap.
gaps-because-won = The game is already won.
gaps-because-aces-first = Place all the aces in the first column before other moves.
gaps-because-ace-to-first-column = While the aces are being placed, an ace can only go into the first column.
gaps-because-locked = The { $card } is locked in its final place.
gaps-because-heads-row = The { $card } heads its row; it can move only to an empty space in the first column, and there is none.
gaps-because-in-run = The { $card } is in its row's run; it stays there while the 2 heading the row does.
gaps-because-after-king = Nothing can follow a King.
gaps-because-blocked = This gap waits for the gap on its left to be filled first.
gaps-because-first-column = Only { $rank ->
    [1] an ace
   *[other] a { $rank }
  } can go into the first column.
gaps-because-first-column-none-free = Only { $rank ->
    [1] an ace
   *[other] a { $rank }
  } can go into the first column, and none can move here now.
gaps-because-only-follows = Only the { $card } can follow the { $after }.
gaps-because-follower-locked = Only the { $card } can follow the { $after }, and it is locked in its final place.
gaps-because-no-first-column-space = The { $card } needs an empty space in the first column; there is none.
gaps-because-cannot-move-now = The { $card } cannot move now.
gaps-because-before-gone = The { $card } can only follow the { $before }, which is not on the board.
gaps-because-before-no-gap = The { $card } can only follow the { $before }, and the { $before } has no gap after it.
# Chinese Puzzle has two of each card: neither copy of { $before } has a gap after it.
gaps-because-befores-no-gap = The { $card } can only follow a { $before }; neither { $before } has a gap after it.
gaps-because-bridge-order = In bridge order row { $row } takes an ace of { $suit } (♣ ♦ ♥ ♠ from the top, twice).
gaps-because-mirror-repeat = Mirrored order: row { $row } must repeat the suit of row { $ofRow } ({ $suit }).
gaps-because-mirror-distinct = { $rows ->
    [one] Mirrored order: rows 1–{ $rows } need { $rows } different suit; rows { $first } and { $second } would both be { $suit }.
   *[other] Mirrored order: rows 1–{ $rows } need { $rows } different suits; rows { $first } and { $second } would both be { $suit }.
  }

## What the app says at start-up about the saved data
# $path, $folder: where a file is; $damage: one of the notice-damage-* phrases; $parts: a list of notice-part-* names.

notice-unreadable = Your saved games could not be read. They were left untouched at { $path }; games played now will not be saved. Restart { -brand } to try again.
notice-cannot-save = Games cannot be saved on this device; games played now will not be kept.
notice-cannot-save-in = Games cannot be saved in { $folder }; games played now will not be kept.
notice-used-backup = Your latest save could not be used ({ $damage }); { -brand } continued from the save before it.
notice-started-afresh = Your saved games and settings could not be used ({ $damage }); { -brand } has started afresh.
notice-moves-lost = Some of your latest moves could not be used ({ $damage }).
notice-parts-reset = Some saved data could not be used and was reset: { $parts }.
# Added after one of the notices above.
notice-kept = A copy was kept at { $path }.
# { $damage } in the notices above (in brackets): what is wrong with the saved file.
notice-damage-damaged = it is damaged
# { $damage } (see notice-damage-damaged).
notice-damage-header-damaged = its header is damaged
# { $damage } (see notice-damage-damaged).
notice-damage-newer = it was written by a newer version of { -brand }
# { $damage } (see notice-damage-damaged).
notice-damage-too-large = it is too large
# { $damage } (see notice-damage-damaged).
notice-damage-does-not-continue = it does not continue the saved data
# { $damage } (see notice-damage-damaged).
notice-damage-part-damaged = part of it is damaged
# { $damage } (see notice-damage-damaged).
notice-damage-change-does-not-fit = a change in it does not fit the saved data
# One of the { $parts } of notice-parts-reset, joined by commas.
notice-part-settings = your settings
# One of the { $parts } of notice-parts-reset.
notice-part-stats = your statistics
# One of the { $parts } of notice-parts-reset.
notice-part-tournaments = the tournament results
# One of the { $parts } of notice-parts-reset: the saved game in progress of { $game }.
notice-part-game = the { $game } game

## Why a FourSide tile does not go on a square.
# $row, $col: counted from 1. $side: top, right, bottom or left; $shows: the number on that side
# of the tile; $facing: the number the neighbouring tile shows towards it.
fourside-misfit-off-board = Row { $row }, column { $col } is not on the board.
fourside-misfit-occupied = That square already holds a tile.
fourside-misfit-alone = A tile must touch a tile already on the board.
fourside-misfit-side = { $side ->
    [top] Its top shows { $shows }, but the tile above shows { $facing }.
    [right] Its right side shows { $shows }, but the tile to the right shows { $facing }.
    [bottom] Its bottom shows { $shows }, but the tile below shows { $facing }.
   *[left] Its left side shows { $shows }, but the tile to the left shows { $facing }.
  }

## A setting out of range: the screens offer only good values, so these guard the rest.
setting-bad-cp-redeals = { -chinese-puzzle } allows { $min } or { $max ->
    [one] { $max } redeal
   *[other] { $max } redeals
  }.
setting-bad-fourside-size = The { -fourside } board is 7, 9 or 11 squares wide.
setting-bad-soi-target = A { -soi } game is played to between { $min } and { $max ->
    [one] { $max } point
   *[other] { $max } points
  }.
setting-bad-soi-delay-ms = The message delay is between { $min } and { $max } ms.
setting-bad-name = { $max ->
    [one] A name has at most { $max } character.
   *[other] A name has at most { $max } characters.
  }
setting-bad-room-server = { $max ->
    [one] A server address starts with wss:// or ws:// and has at most { $max } character.
   *[other] A server address starts with wss:// or ws:// and has at most { $max } characters.
  }
setting-bad-language = That is not a language tag.

## A card's corner: the ace, jack, queen and king as this language's decks print them
## (2 to 10 are printed as numbers everywhere). They also make the short form of a card in
## sentences ("Q♥", German "D♥").
# The ace's corner letter.
card-corner-1 = A
# The jack's corner letter.
card-corner-11 = J
# The queen's corner letter.
card-corner-12 = Q
# The king's corner letter.
card-corner-13 = K

## FourSide: what each level is, under the level choice.
fourside-level-about-beginner = Tiles show 1 to 3. The computer plays any tile that fits.
fourside-level-about-intermediate = Tiles show 1 to 5. The computer looks for the squares with the most neighbours.
fourside-level-about-advanced = Tiles show 1 to 7. The computer takes the move that scores most.
fourside-level-about-expert = Tiles show 1 to 9. The computer also weighs your best reply and its own next move.

## Deals of the day: the same five games for everyone each day (UTC), on home and the Today screen

# Home: the title of the card that opens the Today screen, above the games.
home-today = Today
# Home: the line under home-today before the day's games are known.
home-today-blurb = The day's five games, the same for everyone.
# Home: how many of the day's games are finished, out of all of them ("2 of 5").
home-today-done = { $total ->
    [one] { $count } of { $total } game played today
   *[other] { $count } of { $total } games played today
  }
# The Today screen's title; { $date } is today's date ("Monday 7 December").
today-title = Today, { $date }
# The streak now: days in a row, up to today (or yesterday), with a game of the day finished.
today-streak = Streak: { $count ->
    [one] { $count } day
   *[other] { $count } days
  }
# The longest streak so far.
today-streak-best = Best: { $best ->
    [one] { $best } day
   *[other] { $best } days
  }
today-streak-note = A day counts when you finish one of its games on that same day (by UTC, the world's clock). Earlier days played later fill in the calendar only.
# Heading of the list of the day's five games.
today-games = The day's games
# A Gaps game of the day: how hard it is, by weekday (0 Monday … 6 Sunday).
today-gaps-difficulty = { $weekday ->
    [0] Monday: gentle
    [1] Tuesday: easy
    [2] Wednesday: moderate
    [3] Thursday: tricky
    [4] Friday: hard
    [5] Saturday: harder
   *[6] Sunday: hardest
  }
# Soi's game of the day; { $level } is a level-* name.
today-soi-detail = Against three computers ({ $level }), first to { $target ->
    [one] { $target } point
   *[other] { $target } points
  }
# FourSide's game of the day; { $level } is a level-* name.
today-fourside-detail = One against the computer ({ $level })
# Under the list; { $games } names the three Gaps games.
today-winnable = { $games }: every game of the day can be won. Monday's are the gentlest, Sunday's the hardest.
# Button: start a game of the day.
today-play = Play
# Button: go back to a game of the day started earlier.
today-continue = Continue
# A finished game of the day: won or not, and its score.
today-result = { $won ->
    [yes] Won, score { $score }
   *[no] Played, score { $score }
  }
# In place of Play: Chinese Puzzle's games of the day come with the app, and this day's is not in it.
today-unavailable = Not in this version of the app
# Button: the day's board of a Gaps game on the server set in Settings.
today-board = Board
# Heading of the month calendar.
today-calendar = Calendar
# Screen reader name of the choice of game above the calendar.
today-calendar-game = Game of the calendar
# A calendar day, read by screen readers: its date, then its state.
today-day-label = { $date }{ $today ->
    [yes] , today
   *[no] {""}
  }: { $state ->
    [won] won
    [done] played, not won
    [playing] started, not finished
    [open] not played yet
   *[closed] nothing to play
  }
# The calendar's key: a won day.
today-legend-won = Won
# The calendar's key: a day played and not won.
today-legend-done = Played
# The calendar's key: today's outline.
today-legend-today = Today
# When the device's clock is before the first game of the day.
today-before-first = The first games of the day are on { $date }.
# After the colon, { $reason } is one of the app-error-* sentences.
today-load-error = The games of the day could not be read: { $reason }
# Title of the question before a game of the day replaces the game in progress of that game.
today-replace-title = Play { $game } for { $date }?
today-replace-note = The { $game } game in progress ends. If you have made a move in it, it counts as lost.
# Button on an end panel of a game of the day, and on the Today screen: share the result.
daily-share = Share
# Button on an end panel of a game of the day: back to the Today screen.
daily-back-today = Today's games

## Sharing a result of the day: the dialog, and the text shared (no spoilers: nothing of the cards)

# The share dialog's title.
share-title = Share your { $game }
# Button: the system's own way of sharing (messages, mail…).
share-native = Share…
# Button: copy the text to the clipboard.
share-copy = Copy
share-copied = Copied. Paste it wherever you like.
share-shared = Shared.
share-copy-failed = It could not be copied: select the text and copy it yourself.
share-failed = It could not be shared: copy it instead.
# The shared text's first line; { $date } is the day ("7 December 2026").
share-text-title = { -brand } { $game }, { $date }
# The shared text's second line for SolitaireX, Montana and Chinese Puzzle.
share-text-gaps = { $won ->
    [yes] Won
   *[no] Not won
  } · score { $score } · { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
  }
# The same for Soi: the player's place at the end, points, asks.
share-text-soi = { $place ->
    [1] 1st place
    [2] 2nd place
    [3] 3rd place
   *[other] { $place }th place
  } · { $score ->
    [one] { $score } point
   *[other] { $score } points
  } · { $moves ->
    [one] { $moves } ask
   *[other] { $moves } asks
  }
# The same for FourSide: won or not, points, tiles placed.
share-text-fourside = { $won ->
    [yes] Won
   *[no] Not won
  } · { $score ->
    [one] { $score } point
   *[other] { $score } points
  } · { $moves ->
    [one] { $moves } tile
   *[other] { $moves } tiles
  }

## A day's board on the server set in Settings (SolitaireX, Montana and Chinese Puzzle)

# Title of the board's sheet.
board-title = Board: { $game }, { $date }
board-loading = Reading the board…
board-empty = Nobody is on this board yet.
# Screen reader name of the board's table.
board-table = The board
# Column heads of the board.
board-place = Place
board-name = Name
board-score = Score
board-moves = Moves
board-unreachable = Could not reach the server: check the connection, or the address in Settings.
board-note = The server replays every game on the board, so each one was played by the rules to the score shown. It cannot tell whether someone had help.
# Where your own result of the day stands with the board.
board-yours-waiting = Your result is waiting to be sent to the board.
board-yours-recorded = Your result is on the board.
board-yours-refused = The board did not take your result: { $why ->
    [not_replayed] it did not replay by the rules.
    [out_of_days] that day takes no more results.
    [bad_name] the server did not accept your name.
    [rate_limited] too many results came from this address.
   *[other] the server refused it.
  }

## Deals of the day: the app's refusals, and the server setting

app-error-bad-day = There is no game of the day to play on that day.
app-error-daily-done = You have already finished that game of the day.
app-error-daily-unavailable = This version of the app has no game for that day.
app-error-no-board = There is no board: set a server in Settings. Only { -solitairex }, { -montana } and { -chinese-puzzle } have boards.
# Settings, under the server address; { $games } names the Gaps games.
lobby-server-board-note = The server also keeps the boards of the games of the day: your { $games } results go there, each with its moves and score, your name and a random key.

## The guided first game: a coach on the game screen explains each rule as it first matters

# The coach's panel, its heading.
guide-title = Guided game
# Added to the name of a card, seat, tile or square the coach points at (read by screen readers).
guide-spot = (the guide's next move)
guide-next = Next
guide-show-me = Show me
guide-skip = Skip the guide
# At the last step: the guide ends and the same game goes on.
guide-play-on = Play on
guide-stopped = The guide has ended. Play on as you like.
# A move the guide did not expect; { $hint } is the step's instruction again.
guide-not-that = Not that one. { $hint }
# Asked the first time a game is opened.
guide-offer-title = New to { $game }?
guide-offer-note = Play a short guided game: the coach explains each rule as it comes up, and you make the moves.
guide-offer-yes = Yes, guide me
guide-offer-no = No, thanks
# The rules screen, under the game picker.
guide-rules-button = Play the guided game
guide-rules-note = A short game of { $game } that teaches the rules as you play.
guide-replace-title = Start the guided game of { $game }?
guide-replace-note = The { $game } game in progress ends. If you have made a move in it, it counts as lost.
app-error-off-script = The guided game waits for another move.

# The steps. Each topic explains one rule; a topic with a move has a "-do" message too, which
# says what to do (the spots it names glow on the board).
guide-gaps-goal = The aim: every row in one suit, in order up to the King, from left to right. A card moves only into a gap, an empty place.
guide-twos-first = A gap at the start of a row takes a 2: the 2 is where a row begins.
guide-twos-first-do = Tap the gold-ringed 2 to move it into the gold-ringed gap.
guide-follows-suit = Any other gap takes the card one higher than its left neighbour, in the same suit: after the 5♥ comes the 6♥.
guide-follows-suit-do = Tap the gold-ringed card: it follows the card left of the gold-ringed gap.
guide-dead-gap = A gap right after a King is dead: nothing comes after a King. When every gap is dead, the cards are stuck.
guide-reshuffle = Stuck? A reshuffle gathers the cards that are not in place yet, shuffles them and deals them out again, with new gaps. A deal has only a few.
guide-reshuffle-do = Tap the gold-ringed Reshuffle button.
guide-movable-two = In { -montana } a 2 at the start of a row may still move to another empty space in the first column, so a row can change its suit.
guide-movable-two-do = Tap the gold-ringed 2 to move it into the gold-ringed gap.
guide-two-decks = { -chinese-puzzle } is played with two decks: eight rows, each one suit from the ace up to the King.
guide-ace-phase = First come the aces: they go into the first column, one at the start of each row.
guide-ace-phase-do = Tap the gold-ringed ace, then the gold-ringed gap in the first column.
guide-ace-order = Placing the aces one by one takes a while. Place aces puts the rest into the first column at once.
guide-ace-order-do = Tap the gold-ringed Place aces button.
guide-redeal = Stuck? A redeal gathers the cards that are not locked yet, shuffles them and deals them out again. A deal has only a few.
guide-redeal-do = Tap the gold-ringed Redeal button.
guide-soi-goal = In { -soi } you collect sets: all four cards of one rank. Sets score, and the first to reach the target score wins.
guide-ask-for-card = On your turn you ask another player for one card. You must hold a card of that rank yourself.
guide-ask-for-card-do = Tap the gold-ringed player, then the gold-ringed card.
guide-ask-again = You got it, so you ask again. Your turn goes on for as long as you get the card you ask for.
guide-ask-again-do = Tap the gold-ringed player, then the gold-ringed card.
guide-set-of-four = Four cards of one rank make a set: it goes down on the table at once.
guide-set-of-four-do = Ask the gold-ringed player for the gold-ringed card to make your set.
guide-set-score = A set scores its rank: an ace 25, a 2 to 10 its number, a Jack, Queen or King 10.
guide-miss-passes = When the player you ask does not have the card, your turn ends and passes to them.
guide-miss-passes-do = Tap the gold-ringed player, then the gold-ringed card, and see what happens.
guide-computers-remember = The computer players remember every ask: whoever asked for a rank holds a card of it.
guide-memory-aid = You need not remember it all: Memory aid lists what everyone has asked for.
guide-four-side-goal = In { -fourside } you place tiles on the board and score more than your opponent.
guide-match-sides = A tile goes next to one already on the board, and every edge that touches a neighbour must show the same number as that neighbour's edge.
guide-match-sides-do = Tap the gold-ringed tile (tap it again to turn it), then the gold-ringed square.
guide-scoring = A move scores the numbers on the touching edges added up, times the number of edges that touch.
guide-bonus-squares = A green bonus square adds 20 points to the move placed on it; a red one takes 20 away.
guide-bonus-squares-do = Tap the gold-ringed tile (tap it again to turn it), then the gold-ringed bonus square.
guide-passing = When none of your tiles fits anywhere, your turn passes and you keep your hand.
guide-hand-over = That is all the guide has to show. The game is yours now: play on to the end.
