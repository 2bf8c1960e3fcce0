# Quadrille's words in English: the source every other catalogue translates.
#
# Keys are grouped by screen (home-, settings-, gaps-, soi-, fourside-, room-…). A message that
# shows a value takes it as a variable ({ $seat }); numbers go through the language's own
# number format, and plurals are chosen here with a select on the number.
#
# Terms: names that stay as they are in every language (the app's and three games').
-brand = Quadrille
-soi = Soi
-fourside = FourSide
-solitairex = SolitaireX

# Glossary (for translators): Chinese Puzzle and Montana are patience (solitaire) games whose
# names each language may have its own word for; a "gap" is an empty place in the layout; a
# "deal" is one shuffled layout; a "redeal" (Chinese Puzzle) or "reshuffle" (SolitaireX,
# Montana) gathers the loose cards and deals them again.

## Refusals of the rules (a RuleCode each)

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
rule-tournament = Not in a tournament game.
rule-tournament-too-late = Too late to join the tournament.
rule-no-tournament = There is no tournament.
rule-tournament-full = The tournament is full.
rule-nothing-to-undo = Nothing to undo.
rule-nothing-to-redo = Nothing to redo.
rule-no-such-seat = There is no such seat at this table.
rule-not-your-turn = It is not your turn.
rule-ask-yourself = You cannot ask yourself.
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
room-error-bad-name = A name has 1 to { $max } characters.
room-error-log-full = This room has reached its limit of moves.
room-error-hello-first = The room did not understand this app: update it.
room-error-frame-too-large = That message was too large for the room.
room-error-rate-limited = Too fast: the room takes { $perSecond } commands a second.
room-error-too-many-rooms = This address already has { $max } rooms open on the server.
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
room-link-connecting = Connecting…
room-link-connected = Connected
room-link-reconnecting = Reconnecting… (attempt { $attempt })
room-when-left-computer = A computer player ({ $level }) takes your seat.
room-when-left-wait = Your seat stays empty and the game waits for someone to take it.
room-leave-host = You host this room: leaving closes it for everyone.
room-leave-unknown = Your seat goes to a computer player or waits for you, as the host chose.

## Shared by every screen

common-back = Back
common-back-home = Back to home
common-rules = Rules
common-ok = OK
common-cancel = Cancel
common-on = On
common-off = Off
common-home = Home
common-play-again = Play again
common-leave = Leave
common-try-again = Try again
common-dismiss = Dismiss message
end-look = Look at the board
stats-level = Level
stats-game = Game
stats-played = Played
stats-won = Won
stats-win-percent = Win %
stats-best = Best
stats-best-score = Best score
stats-streak = Streak
# The current streak's cell: the longest streak, after the current one.
stats-streak-best = best { $best }

## A room's bar and seats

room-bar = Room
room-seats = Seats
room-your-turn = Your turn
room-their-turn = { $name }'s turn
# Read after the fold button's words, for screen readers.
room-seats-hidden = : the seats
room-connecting = Connecting to the room…
room-retries-hidden = The room tries again by itself.
# Spoken (screen readers only) when who sits where changes in a room: one sentence each.
room-news-joined = { $name } joined, in seat { $seat }.
room-news-away = { $name } is away.
room-news-back = { $name } is back.
room-news-left = { $name } left the room.
room-news-computer = { $name } took seat { $seat }.
room-news-open = Seat { $seat } is open.
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
level-easy = Easy
level-medium = Medium
level-impossible = Impossible
level-beginner = Beginner
level-intermediate = Intermediate
level-advanced = Advanced
level-expert = Expert
seat-computer = { $level } computer
seat-open = Open seat
seat-open-short = Open
# A second computer of one level, or a second open seat, is numbered.
seat-numbered = { $name } { $n }

## Cards

# A card in a sentence ("Queen of hearts").
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
lobby-name-too-long = A name has at most { $max } characters.
lobby-name-control = A name cannot hold control characters.

## The app

app-settings-not-saved = Settings could not be saved: { $reason }
app-could-not-start = The app could not start: { $reason }
app-name = { -brand }

## The games

game-soi = { -soi }
game-soi-blurb = Ask the others for cards and lay down sets of four: a game of memory.
game-chinese-puzzle = Chinese Puzzle
game-chinese-puzzle-blurb = Two decks, eight rows: patience on a grand scale.
game-solitaire-x = { -solitairex }
game-solitaire-x-blurb = Slide cards into the gaps until every suit runs 2 to King.
game-montana = Montana
game-montana-blurb = { -solitairex }'s deals, but a 2 may still change rows.
game-fourside = { -fourside }
game-fourside-blurb = Match numbered tile edges against the computer or a friend.
# A level's statistics row: "FourSide (Beginner)".
game-with-level = { $game } ({ $level })
gaps-redeal-noun = Redeal
gaps-redeal-verb = redeal
gaps-redeal-past = Redealt
gaps-reshuffle-noun = Reshuffle
gaps-reshuffle-verb = reshuffle
gaps-reshuffle-past = Reshuffled

## Home

home-tagline = Classic tabletop games
home-continue = Continue
home-play = Play
home-together = Play with friends
home-together-blurb = { -soi } or { -fourside }, a device each.
home-back-to-room = Back to your room
home-back-to-room-blurb = Your seat is kept.
home-back = Back
home-open = Open
home-settings = ⚙ Settings & stats
home-rules = How to play

## Settings

settings-title = Settings
settings-look = Look and feel
settings-theme = Theme
settings-theme-system = System
settings-theme-light = Light
settings-theme-dark = Dark
settings-four-colour = Four-colour suits
settings-animation = Animation
settings-animation-speed = Animation speed
settings-animation-off = Off
settings-animation-fast = Fast
settings-animation-normal = Normal
settings-animation-slow = Slow
settings-sound = Sound
settings-input = Move cards by
settings-input-note = (the other way works too)
settings-input-tap = Tap
settings-input-drag = Drag
settings-shortcuts = Single-key shortcuts
settings-shortcuts-note = (U, R, H, N, S, A and typing a card in { -soi }; arrows, Enter and Space always work)
settings-winnable = Winnable deals only
settings-winnable-note = (proved winnable without a reshuffle)
settings-crossroads = Warn when a move loses the deal
settings-cp-note = For new deals; a deal's own rules can change until its first card is placed.
settings-statistics = Statistics
settings-no-games = No games finished yet.
settings-streak-note = Streak: current / best.
settings-tournaments = Recent tournaments
settings-no-tournaments = No tournaments yet. Start one from a fresh deal in { $games }.
settings-tournament-head = { $game } · deal { $deal }

## Rules

rules-title = How to play
rules-game = Game
lobby-title = Play with friends
lobby-host = Host a game
lobby-join = Join a game
lobby-host-or-join = Host or join
lobby-server-scheme = A server address starts with wss:// (or ws://).
lobby-server-spaces = A server address has no spaces.
lobby-link-copied = Link copied.
lobby-link-not-copied = Could not copy: select the link and copy it.
lobby-share-title = Play { $game } with me
lobby-share-text = Join my { -brand } table:
lobby-seat-person = { $host ->
    [yes] Host
   *[no] Person
  } · { $connected ->
    [yes] connected
   *[no] not connected
  }
lobby-seat-computer = Computer player
lobby-seat-open = Open: waiting for a player
lobby-room-open = The room is open: friends can join.
lobby-in-room = You are in the room.
lobby-invite = Invite friends
lobby-invite-on-device = On the same Wi-Fi: scan the code with the other phone's camera, or send the link.
lobby-invite-server = Send the link, or let them scan the code.
lobby-invite-qr = QR code of the invite link: scan it with the camera of the phone that joins.
lobby-link = Link
lobby-copy = Copy
lobby-copy-label = Copy the link
lobby-share = Share
lobby-share-label = Share the link
lobby-seats = { $game }: seats
lobby-you = { $name } (you)
lobby-seat-level = Level of a computer for seat { $seat }
lobby-add-computer = Add a computer
lobby-add-computer-label = Add a computer to seat { $seat }
lobby-open-seat = Open the seat
lobby-open-seat-label = Open the seat { $seat } for a person
lobby-remove = Remove
lobby-remove-label = Remove { $name }
lobby-start = Start the game
lobby-seats-open = { $count ->
    [one] { $count } seat is still open: wait for friends, or add computers.
   *[other] { $count } seats are still open: wait for friends, or add computers.
  }
lobby-all-seated = Every seat is taken.
lobby-wait-for-host = Waiting for the host to start the game.
lobby-paste-link = Paste the link the host shared.
lobby-invite-link = Invite link
lobby-your-name = Your name
lobby-joining = Joining…
lobby-join-go = Join
lobby-scan = Scan the code
lobby-scanning = Scanning…
lobby-invite-received = Invite received: check your name, then press Join.
lobby-nearby = Nearby
lobby-looking = Looking…
lobby-refresh = Refresh
lobby-looking-status = Looking for rooms on this network.
lobby-found = { $count ->
    [one] { $count } room found.
   *[other] { $count } rooms found.
  }
lobby-none-nearby = No rooms found on this network. Make sure you are on the host's Wi-Fi, or paste their link.
lobby-settings = Play together
lobby-settings-note = Friends on the same Wi-Fi need no server: one of you hosts on their device.
lobby-server = Server address
lobby-server-note = (wss://…, optional)
lobby-game = Game
lobby-game-soi = { -soi } (4 players)
lobby-game-fourside = { -fourside } (2 players)
lobby-left-computer = A computer plays it
lobby-left-wait = The seat waits
lobby-this-device = This device
lobby-the-server = The server
lobby-target = Target score
lobby-target-range = (100–1000)
lobby-tiles = Tiles
lobby-fourside-level = { -fourside } level
lobby-board = Board
lobby-board-size = Board size
lobby-when-left = When someone leaves
lobby-left-level = Level of the computer that takes over
lobby-spectators = Spectators
lobby-spectators-note = (people without a seat watch the table, no hands)
lobby-where = Where
lobby-where-label = Where the room is
lobby-where-server = On { $server }: friends anywhere can join.
lobby-where-device = Friends on the same Wi-Fi join this device directly.
lobby-where-no-server = To meet through a server, add its address in Settings.
lobby-opening = Opening…
lobby-open = Open the room

## Soi

soi-seat-0 = South
soi-seat-1 = East
soi-seat-2 = North
soi-seat-3 = West
soi-seat-n = Seat { $seat }
soi-player = Player
# A set of four: "Aces", "7s", "Kings".
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
soi-event-dealt = Round { $round } dealt — { $first } starts
soi-event-asked-got = { $asker } asked { $target } for the { $card } — got it
soi-event-asked-missed = { $asker } asked { $target } for the { $card } — no; { $target }'s turn
soi-event-deposited = { $seat } deposits the { $set } (+{ $points })
soi-event-turn-passed = { $from } has no cards — { $to }'s turn
soi-event-round-over = Round over: { $scores }
# One seat's points in the round-over line.
soi-event-round-score = { $name } +{ $points }
soi-event-game-over-shared = Game over: { $names } share the win
soi-event-game-over = Game over: { $name } wins
soi-move-limit = This game reached { $moves } moves, the most a game can hold, so the round ended as it stood: the sets laid down score, the cards still in hand do not
soi-round = Round { $round }
soi-earlier-rounds = Earlier rounds
soi-ask-label = Ask { $target } for the { $card }
common-dealing = Dealing…
soi-status-shared-win = { $names } share the win.
soi-status-wins = { $name } wins the game.
soi-status-round-over = Round over.
soi-status-demo-stopped = Demo stopped: tap Play to go on.
soi-status-demo = Demo: { $name } to ask.
soi-status-thinking = { $name } is thinking…
soi-status-ask-typed = Ask { $name } for { $typed }
soi-status-tap-named = { $name }: tap a player to ask.
soi-status-your-turn = Your turn: tap a player to ask.
soi-status-to-ask = { $name } to ask.
soi-say-demo = This is a demo: the computer plays all four seats.
soi-say-wait = Wait a moment.
soi-say-wait-for = Wait: it is { $name }'s turn.
soi-say-no-cards = { $name } has no cards left.
soi-say-not-a-card = "{ $typed }" is not a card: type a rank and a suit, like 7h, JD or 10s.
soi-say-not-your-turn = It is not your turn.
soi-say-tap-first = Tap a player first.
soi-say-ask = Ask { $name } for { $card }.
soi-say-selected = { $name } selected.
soi-say-ask-enter = Ask { $name } for { $card }: press Enter.
soi-a-player = a player
game-toolbar = Game
soi-scores = Scores
soi-memory-aid = Memory aid
soi-play = Play
soi-stop = Stop
soi-faster = Faster
common-new-game = New game
common-deal = Deal
soi-new-lost = The game in progress ends and counts as lost.
soi-new-ends = The game in progress ends.
soi-look = Look at the table
soi-over-shared = { $names } share the win!
soi-over-wins = { $name } wins!
soi-best-total = Best total

## Hot seat and rooms

cover-title = Pass the device to { $name }
# $what is "cards" (Soi) or "tiles" (FourSide).
cover-sub = { $name }: tap when you are ready to see your { $what ->
    [tiles] tiles
   *[cards] cards
  }.
lobby-server-too-long = A server address has at most { $max } characters.
room-refuse-local = In a room, the room starts games and plays its computers.

## Soi's table, sheets and settings

soi-hand-hidden = { $count ->
    [one] { $count } card, face down
   *[other] { $count } cards, face down
  }
soi-your-cards = Your cards
soi-no-cards-left = No cards left this round.
soi-picker-title = Ask { $name } for…
soi-picker-none = You cannot ask { $name } now.
soi-picker-hint = Cards of ranks you hold that you do not hold yourself.
soi-picker-held = you hold { $count }
soi-seat-out = out
# What a screen reader hears after a seat's name on the table.
soi-seat-words = : { $name }{ $computer ->
    [yes] , computer
   *[no] {""}
  }, { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }, { $total } points{ $toMove ->
    [yes] , to move
   *[no] {""}
  }{ $selected ->
    [yes] , selected
   *[no] {""}
  }. Tap to ask.
soi-set-title = { $rank }s: { $points } points
soi-set-hidden = (set of { $rank }s, { $points } points)
soi-round-over = Round { $round } over
soi-round-scores = Round scores
soi-col-player = Player
soi-col-sets = Sets
soi-col-round = Round
soi-col-total = Total
soi-ends-after = The game ends after a round in which someone reaches { $target }.
soi-next-round = Next round
soi-round-info = Round { $round } · to { $target }
soi-score-table = Score table
soi-round-so-far = Round { $round } so far
soi-scoring = First to { $target } at the end of a round wins. Sets score: ace 25, 2–10 their value, J Q K 10 (109 a round).
soi-memory-title = Memory aid · round { $round }
soi-memory-note = Everything that happened in public this round, in order.
soi-moves = Moves
soi-log = Log of this round
soi-place-of = { $name }'s place
common-close = Close
soi-settings-note = For new games.
soi-target = Target score
soi-target-range = (100–1000)
soi-computers = Computer players
soi-computer-level = { -soi } computer level
soi-memory-easy = Remembers the last two asks, and sometimes asks at random.
soi-memory-medium = Remembers the last ten asks.
soi-memory-impossible = Remembers every ask since the deal and counts the cards. It never sees your hand.
soi-seats = Seats
soi-kind-human = Person
soi-kind-computer = Computer
soi-name-of = { $seat }'s name
soi-played-by = { $seat } is played by
soi-all-computers = All four computers: the game plays itself (demo).
soi-delay = Message delay
soi-delay-ms = { $ms } ms
soi-sort = Sort computer cards
soi-sort-note = (backs in card order: a help to the attentive)
soi-stats = Statistics
soi-stats-note = (games with one person)
soi-stats-label = { -soi } statistics per level

## FourSide

fourside-tile = tile { $top } { $right } { $bottom } { $left }, top right bottom left
fourside-cell = row { $row } column { $col }
fourside-square-bonus = bonus square
fourside-square-minus = minus square
fourside-primer = primer
fourside-empty = empty
fourside-player-1 = Player 1
fourside-player-2 = Player 2
fourside-computer-1 = Computer 1
fourside-computer-2 = Computer 2
fourside-you = You
fourside-computer = Computer
fourside-you-pass = You have no tile that fits anywhere: your turn passes.
fourside-passes = { $name } has no tile that fits anywhere and passes.
fourside-tie = It's a tie!
fourside-you-win = You win!
fourside-computer-wins = The computer wins
fourside-wins = { $name } wins!
fourside-mode-one = 1 Player
fourside-mode-two = 2 Players
fourside-mode-demo = Demo
fourside-placed = { $name } placed { $tile } at row { $row } column { $col }: { $score }.
fourside-your-turn = Your turn
fourside-turn-of = { $name }'s turn
fourside-computer-turn = Computer's turn
fourside-to-play = { $name } to play
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
fourside-picked-fits = Picked up { $tile }. { $count ->
    [one] Fits on { $count } square.
   *[other] Fits on { $count } squares.
  }
fourside-wait-for = Wait: it is { $name }'s turn.
fourside-say-demo = This is a demo: the computer plays both sides.
fourside-wait-computer = Wait for the computer's move.
fourside-first-tap = First tap a tile in your hand, then a glowing square.
fourside-hint-shown = The hint is on the board: the blue square.
fourside-square-bonus-value = bonus square +20
fourside-square-minus-value = minus square −20
fourside-fits-here = fits here, scores { $score }
fourside-does-not-fit = does not fit
fourside-hint = hint
fourside-board = Board, { $size } by { $size }
fourside-against = { $level } against the computer
fourside-your-tiles = Your tiles
fourside-tiles-of = { $name }'s tiles
fourside-demo-note = Demo game: the computer plays both sides.
fourside-legend = In short
# The legend's lines: a term in bold, then what it means.
fourside-legend-match-term = Match
fourside-legend-match = every edge that touches a tile already down.
fourside-legend-score-term = Score
fourside-legend-score = = sum of the touching edges × how many touch: (8+1+3)×3 = 36.
fourside-legend-on-green = on green,
fourside-legend-on-red = on red. A total never drops below 0.
# The keys line: a key, then what it does.
fourside-legend-move = move
fourside-legend-enter = pick up, turn, place
fourside-legend-space = hand ↔ board
fourside-legend-hint = hint
key-enter = Enter
key-space = Space
fourside-new-lost = The game in progress ends and counts as lost.
fourside-new-ends = The game in progress ends.
fourside-level = Level
fourside-board-field = Board
fourside-board-size = Board size
fourside-players = Players
fourside-scores = Scores
fourside-unseen = { $count ->
    [one] { $name } holds { $count } tile you cannot see.
   *[other] { $name } holds { $count } tiles you cannot see.
  }
fourside-settings-note = For new games. The level sets the numbers on the tiles (1–3 up to 1–9) and the computer's skill.
fourside-level-label = { -fourside } level
fourside-size-label = { -fourside } board size
fourside-players-label = { -fourside } players
fourside-against-computer = Against the computer
fourside-stats-label = { -fourside } statistics per level
fourside-hint-button = Hint ({ $left })
fourside-to-the-end = To the end
fourside-level-and-board = Level and board

## Chinese Puzzle, SolitaireX and Montana (the Gaps games)

gaps-hint-after = Hint: { $card } after the { $left }
gaps-hint-first = Hint: { $card } to row { $row }'s first slot
gaps-this-card = this card
gaps-card = card
gaps-moved = { $card } moved.
gaps-moved-to = { $card } moved to the { $target }.
gaps-redealt = { $past }: deal { $deal } of { $total }.
gaps-event-stuck = No moves left.
gaps-event-won = You won!
gaps-event-lost = Game over.
gaps-status-hint = { $hint } — tap Hint again to play it
gaps-status-choose-first = Choose a first-column slot for the { $card }
gaps-status-choose-gap = Choose a gap for the { $card } — tap elsewhere to cancel
gaps-status-fill = Tap a highlighted card to move it here
gaps-status-won = Solved! Every suit is in order.
gaps-status-lost = No moves and no deals left.
gaps-status-stuck-redeal = No moves left — { $redeal }
gaps-status-stuck = No moves left
gaps-status-aces = Tap an ace, then an empty slot in the first column
gaps-status-gap-selects = Tap a glowing card, or a gap to see what fits
gaps-status-drag = Drag a glowing card to its gap, or tap it to pick it up
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

gaps-ace-free = Free
gaps-ace-free-help = Any ace in any row.
gaps-ace-mirrored = Mirrored
gaps-ace-mirrored-help = Rows 1–4 four different suits; rows 5–8 repeat them.
gaps-ace-bridge = Bridge
gaps-ace-bridge-help = ♣ ♦ ♥ ♠ from the top, twice.
# "2 redeals · free aces"
gaps-rules-summary = { $redeals ->
    [one] { $redeals } redeal
   *[other] { $redeals } redeals
  } · { $order ->
    [free] free
    [mirrored] mirrored
   *[bridge] bridge
  } aces
gaps-verdict-winnable = Still winnable without a { $redeal }
gaps-verdict-unwinnable = Cannot be won without a { $redeal }
gaps-difficulty-winnable = Winnable · { $difficulty ->
    [easy] easy
    [medium] medium
   *[hard] hard
  }
gaps-difficulty-needs = Needs a { $redeal }
gaps-difficulty-unknown = Not known
replay-slow = Slow
replay-normal = Normal
replay-fast = Fast
replay-progress = Move { $index } of { $steps }
replay-from-deal = From the deal as dealt
replay-from-redeal = From the start of deal { $deal }, after the { $nth ->
    [1] first
    [2] second
    [3] third
    [4] fourth
    [5] fifth
   *[other] { $nth }th
  } { $redeal }
replay-place = row { $row }, column { $col }
replay-start = Start position. { $steps ->
    [one] { $steps } move to go.
   *[other] { $steps } moves to go.
  }
replay-step = { $progress }: { $card } to { $place }. Score { $score } of { $max }.
replay-step-solved = { $progress }: { $card } to { $place }. Score { $score } of { $max }. Solved.
replay-all-lost = No deal of this game could be won from its start: the solver proved each one lost.
replay-unknown = The solver found no solution in the time it had. This game may still be winnable.
# A slot's spoken name: a card, or a gap and what it follows.
gaps-cell-first = gap in the first column
# Montana: the first-column gap of another row, where a 2 may go; the { $target } of
# gaps-moved-to ("… moved to the gap in the first column of row 4").
gaps-cell-first-row = gap in the first column of row { $row }
gaps-cell-gap = { $kind ->
    [dead] dead gap
    [blocked] blocked gap
   *[open] gap
  } after { $card }
gaps-cell-gap-after-gap = { $kind ->
    [dead] dead gap
    [blocked] blocked gap
   *[open] gap
  } after a gap
gaps-cell-picked = picked up
gaps-cell-can-move = can move
gaps-cell-in-place = in place
gaps-cell-can-fill = can fill the chosen gap
gaps-cell-hint = hint
gaps-cell-place = row { $row }, column { $col }
gaps-cell-drop = drop here
gaps-cell-just-moved = just moved
gaps-board = Board, { $rows } rows of { $columns }
gaps-row-locked = Row { $row }: { $count } locked
gaps-taken-back = Move taken back.
gaps-said-score = { $text } Score { $score } of { $max }.
gaps-not-possible = Not possible.
gaps-hint-again = { $hint }. Press Hint again to play it.
gaps-put-down = Put down.
gaps-picked-one = { $card } picked up. Its gap is marked drop here.
gaps-picked-many = { $card } picked up. { $count } places to drop it, marked drop here.
gaps-a-card = Card
gaps-can-fill = { $count ->
    [one] { $count } card can fill this gap, marked can fill the chosen gap.
   *[other] { $count } cards can fill this gap, marked can fill the chosen gap.
  }
gaps-follows-nothing = The { $card } follows nothing: it starts its row.
gaps-can-follow = The { $card } can follow the flashing { $prev }.
gaps-no-prev = No { $prev } is on the board.
gaps-none-here = No card can move here now.
gaps-can-move-here = { $count ->
    [one] { $count } card can move here.
   *[other] { $count } cards can move here.
  }
gaps-finding = Finding a winnable deal…
gaps-not-found = No winnable deal found quickly; this one is random.
gaps-your-turn = { $name }, it's your turn.
gaps-given-up = Game given up. New deal { $deal }.
replay-paused = Paused at move { $index } of { $steps }.
replay-board = Solution board, move { $index } of { $steps }
replay-searching = Searching for a solution…
replay-takes-time = This can take several seconds.
replay-none = No solution to show
replay-title = A solution
replay-score = Score { $score } / { $max }
replay-solved = Solved
replay-back = Back
replay-pause = Pause
replay-replay = Replay
replay-play = Play
replay-forward = Forward
replay-speed = Speed
gaps-over-won = Solved!
gaps-over-lost = Game over
gaps-over-won-note = Every suit is in order.
gaps-over-lost-note = No moves and no deals left.
gaps-score = Score
gaps-score-of = { $score } / { $max }
gaps-tournament-deal = Tournament · deal { $deal }
gaps-next-player = Next player
gaps-end-new-deal = End & new deal
gaps-new-deal = New deal
gaps-show-solution = Show a solution
tournament-playing = Playing
tournament-done = Done
tournament-high = High
gaps-deal = Deal
gaps-deal-number = Deal number { $deal }. Play another deal number
gaps-deals-left = Deals left
gaps-redeals = Redeals
gaps-deal-of = Deal { $used } of { $total }
gaps-dead = Dead
gaps-dead-title = Gaps after a King
gaps-first-deal = First deal
gaps-moves = Moves
gaps-details = Details
gaps-redeals-one = 1 redeal
gaps-redeals-two = 2 redeals
gaps-ace-order = Ace order
gaps-crossroads = This move loses the deal —
gaps-crossroads-undo = Undo?
common-dismiss-short = Dismiss
gaps-undo = Undo
gaps-redo = Redo
gaps-play-hint = Play hint
gaps-hint = Hint
gaps-place-aces = Place aces
gaps-left = ({ $count } left)
gaps-tournament = Tournament
gaps-deal-not-number = A deal number is a whole number, like 1234.
gaps-enter-name = Please enter a name.
gaps-new-ends-tournament = This ends the tournament. Start a new deal?
gaps-new-counts-lost = The game in progress will count as played and not won.
gaps-new-random = Leave the number empty for a random deal.
gaps-deal-number-field = Deal number
gaps-optional = (optional)
gaps-random = Random
gaps-give-up-note = Stuck? Give this game up and see how it could have been won. It also counts as played and not won.
gaps-give-up = Give up & show a solution
gaps-rules-title = Rules for this deal
gaps-rules-note = Chosen before the first card is placed, then fixed for the game.
gaps-deal-again = Deal again
gaps-redeal-now = { $redeal } now?
gaps-redeal-now-note = { $left ->
    [one] Some cards can still move. A { $redeal } uses your { $left } remaining deal.
   *[other] Some cards can still move. A { $redeal } uses one of your { $left } remaining deals.
  }
gaps-start-tournament = Start a tournament
gaps-fresh-note = A tournament starts before the first move. Deal a fresh game for it?
gaps-tournament-note = Everyone plays this same deal in turn, without undo. Who plays first?
gaps-next-note = The deal starts again from the beginning for the next player.
gaps-start = Start
gaps-play = Play
gaps-player-name = Player name

## Settings: language

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
# $card, $after, $before: a card such as 7♠; $rank: 1 (ace) or 2; $row, $first, $second: row numbers.

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
gaps-because-befores-no-gap = The { $card } can only follow a { $before }; neither { $before } has a gap after it.
gaps-because-bridge-order = In bridge order row { $row } takes an ace of { $suit } (♣ ♦ ♥ ♠ from the top, twice).
gaps-because-mirror-repeat = Mirrored order: row { $row } must repeat the suit of row { $ofRow } ({ $suit }).
gaps-because-mirror-distinct = Mirrored order: rows 1–{ $rows } need { $rows } different suits; rows { $first } and { $second } would both be { $suit }.

## What the app says at start-up about the saved data
# $path, $folder: where a file is; $damage: one of the notice-damage-* phrases; $parts: a list of notice-part-* names.

notice-unreadable = Your saved games could not be read. They were left untouched at { $path }; games played now will not be saved. Restart { -brand } to try again.
notice-cannot-save = Games cannot be saved on this device; games played now will not be kept.
notice-cannot-save-in = Games cannot be saved in { $folder }; games played now will not be kept.
notice-used-backup = Your latest save could not be used ({ $damage }); { -brand } continued from the save before it.
notice-started-afresh = Your saved games and settings could not be used ({ $damage }); { -brand } has started afresh.
notice-moves-lost = Some of your latest moves could not be used ({ $damage }).
notice-parts-reset = Some saved data could not be used and was reset: { $parts }.
notice-kept = A copy was kept at { $path }.
notice-damage-damaged = it is damaged
notice-damage-header-damaged = its header is damaged
notice-damage-newer = it was written by a newer version of { -brand }
notice-damage-too-large = it is too large
notice-damage-does-not-continue = it does not continue the saved data
notice-damage-part-damaged = part of it is damaged
notice-damage-change-does-not-fit = a change in it does not fit the saved data
notice-part-settings = your settings
notice-part-stats = your statistics
notice-part-tournaments = the tournament results
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
setting-bad-cp-redeals = Chinese Puzzle allows { $min } or { $max } redeals.
setting-bad-fourside-size = The FourSide board is 7, 9 or 11 squares wide.
setting-bad-soi-target = A Soi game is played to between { $min } and { $max } points.
setting-bad-soi-delay-ms = The message delay is between { $min } and { $max } ms.
setting-bad-name = A name has at most { $max } characters.
setting-bad-room-server = A server address starts with wss:// or ws:// and has at most { $max } characters.
setting-bad-language = That is not a language tag.

## A card's corner: the ace, jack, queen and king as this language's decks print them
## (2 to 10 are printed as numbers everywhere).
card-corner-1 = A
card-corner-11 = J
card-corner-12 = Q
card-corner-13 = K

## FourSide: what each level is, under the level choice.
fourside-level-about-beginner = Tiles show 1 to 3. The computer plays any tile that fits.
fourside-level-about-intermediate = Tiles show 1 to 5. The computer looks for the squares with the most neighbours.
fourside-level-about-advanced = Tiles show 1 to 7. The computer takes the move that scores most.
fourside-level-about-expert = Tiles show 1 to 9. The computer also weighs your best reply and its own next move.
