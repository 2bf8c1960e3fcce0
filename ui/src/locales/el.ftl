# Οι λέξεις του Quadrille στα ελληνικά (μετάφραση του en.ftl). Ενικός προς τον παίκτη. Τα ονόματα
# Quadrille, Soi, FourSide και SolitaireX μένουν ως έχουν. Ένα όνομα παίκτη μπαίνει χωρίς άρθρο:
# ως ετικέτα πριν από άνω και κάτω τελεία («Νότος: ζήτησε…», «Σειρά: Νότος») ή μετά το «τον
# παίκτη» («από τον παίκτη Βορράς»), γιατί το γένος και την πτώση του δεν τα ξέρουμε.
#
# Γλωσσάρι. Μία γραμμή για κάθε όρο: ο αγγλικός όρος, «=», η ελληνική λέξη (με « / » ανάμεσα οι
# μορφές που δέχεται ο έλεγχος· μια μορφή που τελειώνει σε «-» είναι θέμα), και μετά το « | »
# σημειώσεις. «only»: η λέξη κρατιέται μόνο γι' αυτόν τον όρο· «not:»: λέξεις που δεν
# χρησιμοποιούμε. Το tests/ui/i18n-words.test.mjs ελέγχει τα μηνύματα με αυτές τις γραμμές, και
# οι κανόνες στο docs/rules/el/ έχουν τις ίδιες λέξεις.
#
#   deal = μοιρασιά / μοιρασι- / μοιρασ- | μια ανακατεμένη μοιρασιά και ο αριθμός της («μοιρασιά 1234»), και κάθε μία από τις μοιρασιές μιας παρτίδας («μοιρασιά 2 από 3»)· το κουμπί «Μοίρασε»
#   redeal = ξαναμοίρασμα / ξαναμοιρ- | Κινέζικο Παζλ: τα φύλλα που δεν είναι κλειδωμένα μαζεύονται και ξαναμοιράζονται· κουμπί «Ξαναμοίρασμα»
#   reshuffle = ανακάτεμα / ανακατ- | SolitaireX και Μοντάνα: το ίδιο, «ανακάτεμα»· κουμπί «Ανακάτεμα»
#   gap = κενό / κεν-
#   row = γραμμή / γραμμ- | not: σειρές | οριζόντια· η κάθετη είναι «στήλη»· ποτέ «σειρά», που είναι η σειρά του παίκτη
#   turn = σειρά / σειρ- | only | μόνο η σειρά του παίκτη («Σειρά σου», «με τη σειρά»)
#   order = διάταξη / διαταξ- / ταξιν- | η διάταξη των άσων· «ταξινομημένο» για χρώματα στη σωστή σειρά
#   tile = πλακίδιο / πλακιδι- / πλακίδι-
#   set = τετράδα / τετραδ- | τα τέσσερα φύλλα μιας αξίας, που «κατεβάζει» ο παίκτης· όχι «σετ»
#   ask = ζητ- | not: ρωτ- / ερωτ- / ερώτ- | ζητάς φύλλο από παίκτη· ποτέ «ερώτηση»
#   hint = υπόδειξ-
#   undo = αναίρεσ- / αναιρ- | «Αναίρεση» και «Επανάληψη»
#   tournament = τουρνουά
#   seat = θέση / θέσ- / θεσ-
#   room = δωμάτι-
#   card = το φύλλο Q♥ | ένα φύλλο σε πρόταση: «το φύλλο» και η σύντομη μορφή όπως την τυπώνει η γωνία του (A, J, Q, K, 2 έως 10 και το σύμβολο του χρώματος)· ποτέ άρθρο σκέτο μπροστά στη σύντομη μορφή («το Q♥», «η Q♥»)
#   variety = νέα ελληνικά | χρώματα: σπαθί ♣, καρό ♦, κούπα ♥, μπαστούνι ♠· άσος, βαλές, ντάμα, ρήγας
#   digits = 0123456789 | τελεία στις χιλιάδες (12.345)· ποτέ σε αριθμό μοιρασιάς
-brand = Quadrille
-soi = Soi
-fourside = FourSide
-solitairex = SolitaireX
-chinese-puzzle = Κινέζικο Παζλ
-montana = Μοντάνα

## Refusals of the rules (a RuleCode each)

rule-game-over = Το παιχνίδι τελείωσε.
rule-bad-rules = Αυτοί οι κανόνες δεν παίζονται.
rule-too-long = Το παιχνίδι κράτησε πολύ και δεν μπορεί να συνεχιστεί.
rule-bad-replay = Δεν ήταν δυνατή η αναπαραγωγή του παιχνιδιού του δωματίου.
rule-bad-save = Δεν ήταν δυνατή η ανάγνωση του παιχνιδιού του δωματίου.
rule-no-card = Δεν υπάρχει φύλλο εκεί.
rule-not-a-gap = Αυτό δεν είναι κενό.
rule-placed = Αυτό το φύλλο είναι ήδη στη θέση του.
rule-ace-phase = Βάλε πρώτα τους άσους.
rule-ace-order = Αυτός ο άσος δεν πάει σε αυτή τη γραμμή.
rule-no-ace-phase = Οι άσοι έχουν ήδη μπει.
rule-does-not-fit = Αυτό δεν ταιριάζει εκεί.
rule-off-board = Αυτό το τετράγωνο είναι εκτός ταμπλό.
rule-no-deals-left = Δεν έμειναν μοιρασιές.
rule-tournament = Δεν επιτρέπεται σε τουρνουά.
rule-tournament-too-late = Είναι αργά για συμμετοχή στο τουρνουά.
rule-no-tournament = Δεν υπάρχει τουρνουά.
rule-tournament-full = Το τουρνουά είναι γεμάτο.
rule-nothing-to-undo = Τίποτα για αναίρεση.
rule-nothing-to-redo = Τίποτα για επανάληψη.
rule-no-such-seat = Δεν υπάρχει τέτοια θέση σε αυτό το τραπέζι.
rule-not-your-turn = Δεν είναι η σειρά σου.
rule-ask-yourself = Δεν μπορείς να ζητήσεις φύλλο από τον εαυτό σου.
rule-no-cards = Αυτός ο παίκτης δεν έχει άλλα φύλλα.
rule-no-such-rank = Μπορείς να ζητήσεις μόνο αξία που κρατάς.
rule-already-held = Κρατάς ήδη αυτό το φύλλο.
rule-round-not-over = Ο γύρος παίζεται ακόμη.
rule-no-tile = Δεν υπάρχει τέτοιο πλακίδιο στο χέρι σου.
rule-bad-rotation = Ένα πλακίδιο γυρίζει μόνο κατά τέταρτα στροφής.
rule-no-hints = Δεν έμειναν υποδείξεις σε αυτό το παιχνίδι.
rule-no-move = Έχεις κίνηση: παίξ' την.

## A room's refusals (RoomError codes)

room-error-version-mismatch = Το δωμάτιο μιλά την έκδοση { $theirs } και η εφαρμογή την { $ours }: ενημέρωσε την παλαιότερη.
room-error-bad-token = Το δωμάτιο δεν γνωρίζει πια τη θέση αυτής της συσκευής.
room-error-token-in-use = Η θέση σου χρησιμοποιείται σε άλλη συσκευή.
room-error-not-host = Μόνο ο οικοδεσπότης μπορεί να το κάνει αυτό.
room-error-room-full = Το δωμάτιο είναι γεμάτο.
room-error-no-such-seat = Δεν υπάρχει θέση { $seat } σε αυτό το δωμάτιο.
room-error-seat-taken = Η θέση { $seat } είναι πιασμένη.
room-error-host-stays = Η θέση του οικοδεσπότη δεν μπορεί να δοθεί σε άλλον.
room-error-not-started = Το παιχνίδι δεν έχει ξεκινήσει ακόμη.
room-error-started = Το παιχνίδι έχει ήδη ξεκινήσει.
room-error-seats-open = Κάθε θέση χρειάζεται παίκτη ή υπολογιστή πριν ξεκινήσει το παιχνίδι.
room-error-not-your-seat = Αυτή είναι θέση άλλου παίκτη.
room-error-not-your-turn = Δεν είναι η σειρά σου.
room-error-bad-name = { $max ->
    [one] Ένα όνομα έχει από 1 έως { $max } χαρακτήρα.
   *[other] Ένα όνομα έχει από 1 έως { $max } χαρακτήρες.
  }
room-error-log-full = Το δωμάτιο έφτασε το όριο κινήσεών του.
room-error-hello-first = Το δωμάτιο δεν κατάλαβε την εφαρμογή: ενημέρωσέ την.
room-error-frame-too-large = Το μήνυμα ήταν πολύ μεγάλο για το δωμάτιο.
room-error-rate-limited = { $perSecond ->
    [one] Πολύ γρήγορα: το δωμάτιο δέχεται { $perSecond } εντολή το δευτερόλεπτο.
   *[other] Πολύ γρήγορα: το δωμάτιο δέχεται { $perSecond } εντολές το δευτερόλεπτο.
  }
room-error-too-many-rooms = { $max ->
    [one] Αυτή η διεύθυνση έχει ήδη { $max } ανοιχτό δωμάτιο στον διακομιστή.
   *[other] Αυτή η διεύθυνση έχει ήδη { $max } ανοιχτά δωμάτια στον διακομιστή.
  }
room-error-too-many-rooms-this-hour = { $max ->
    [one] Αυτή η διεύθυνση έχει ήδη ανοίξει { $max } δωμάτιο την τελευταία ώρα· δοκίμασε αργότερα.
   *[other] Αυτή η διεύθυνση έχει ήδη ανοίξει { $max } δωμάτια την τελευταία ώρα· δοκίμασε αργότερα.
  }
room-error-server-full = Ο διακομιστής είναι γεμάτος: προς το παρόν όχι νέα δωμάτια. Τα παιχνίδια που άρχισαν συνεχίζονται.
room-error-no-such-room = Αυτό το δωμάτιο δεν υπάρχει πια.
room-error-wrong-game = Αυτή η εντολή είναι για άλλο παιχνίδι.
room-error-already-seated = Εσύ ή κάποιος στην ίδια σύνδεση στο διαδίκτυο έχει ήδη θέση σε αυτό το δωμάτιο: κάθε άτομο παίζει μία μόνο θέση.
room-error-not-seated = Δεν έχεις θέση σε αυτό το δωμάτιο.
room-error-stale-seq = Κάποιος έπαιξε πρώτος: να το τραπέζι όπως είναι τώρα.
room-error-game-not-over = Το παιχνίδι δεν έχει τελειώσει ακόμη.
room-again-waiting = Αναμονή για { $names }…
room-error-unavailable = Το δωμάτιο δεν είναι διαθέσιμο τώρα: δοκίμασε ξανά σε λίγο.

## The app's refusals of the room commands

call-error-bad-invite = Αυτός ο σύνδεσμος δεν είναι πρόσκληση { -brand }: αντίγραψε ολόκληρο τον σύνδεσμο του οικοδεσπότη.
call-error-no-room = Δεν είσαι σε δωμάτιο.
call-error-unreachable = Το δωμάτιο δεν βρέθηκε: έλεγξε ότι είστε στο ίδιο δίκτυο ή τη διεύθυνση του διακομιστή.
call-error-bad-argument = Η εφαρμογή δεν μπόρεσε να διαβάσει το αίτημα.
call-error-bad-settings = Αυτές οι ρυθμίσεις δεν μπορούν να χρησιμοποιηθούν.
call-error-internal = Κάτι πήγε στραβά στην εφαρμογή: δοκίμασε ξανά.
call-error-ipc = Η εφαρμογή δεν απάντησε: δοκίμασε ξανά.
call-error-other = Το δωμάτιο δεν μπόρεσε να το κάνει: δοκίμασε ξανά.
scan-error-camera-denied = Το { -brand } δεν έχει άδεια για την κάμερα: επίτρεψέ την στις ρυθμίσεις του κινητού ή επικόλλησε τον σύνδεσμο.
scan-error-bad-invite = Αυτός ο κωδικός δεν είναι πρόσκληση { -brand }: σκάναρε τον κωδικό στην οθόνη του οικοδεσπότη.
scan-error-no-scanner = Αυτή η συσκευή δεν σκανάρει κωδικούς: επικόλλησε τον σύνδεσμο του οικοδεσπότη.

## A room's connection

room-closed-left = Έφυγες από το δωμάτιο.
room-closed-gave-up = Το δωμάτιο ήταν απρόσιτο για πολλή ώρα. Η θέση σου κρατιέται: δοκίμασε ξανά όταν επιστρέψει ο οικοδεσπότης.
room-link-connecting = Σύνδεση…
room-link-connected = Συνδέθηκε
room-link-reconnecting = Επανασύνδεση… (προσπάθεια { $attempt })
room-when-left-computer = Ένας υπολογιστής ({ $level }) παίρνει τη θέση σου.
room-when-left-wait = Η θέση σου μένει άδεια και το παιχνίδι περιμένει κάποιον να την πάρει.
room-leave-host = Είσαι ο οικοδεσπότης: αν φύγεις, το δωμάτιο κλείνει για όλους.
room-leave-unknown = Η θέση σου πάει σε υπολογιστή ή σε περιμένει, όπως όρισε ο οικοδεσπότης.

## Shared by every screen

common-back = Πίσω
common-back-home = Πίσω στην αρχή
common-rules = Κανόνες
common-ok = OK
common-cancel = Άκυρο
common-on = Ναι
common-off = Όχι
common-home = Αρχή
common-play-again = Ξανά
common-leave = Έξοδος
common-try-again = Δοκίμασε ξανά
common-dismiss = Κλείσιμο μηνύματος
end-look = Δες το ταμπλό
stats-level = Επίπεδο
stats-game = Παιχνίδι
stats-played = Παίχτηκαν
stats-won = Νίκες
stats-win-percent = % νικών
stats-best = Καλύτερο
stats-best-score = Καλύτερο σκορ
stats-streak = Σερί
# The current streak's cell: the longest streak, after the current one.
stats-streak-best = ρεκόρ { $best }

## A room's bar and seats

room-bar = Δωμάτιο
room-seats = Θέσεις
room-your-turn = Σειρά σου
room-their-turn = Σειρά: { $name }
# Read after the fold button's words, for screen readers.
room-seats-hidden = : οι θέσεις
room-connecting = Σύνδεση με το δωμάτιο…
room-retries-hidden = Το δωμάτιο ξαναδοκιμάζει μόνο του.
room-news-joined = { $name }: μπήκε στο δωμάτιο, στη θέση { $seat }.
room-news-away = { $name }: αποσυνδέθηκε.
room-news-back = { $name }: επέστρεψε.
room-news-left = { $name }: έφυγε από το δωμάτιο.
room-news-computer = { $name }: πήρε τη θέση { $seat }.
room-news-open = Η θέση { $seat } είναι ελεύθερη.
room-leave-title = Έξοδος από το δωμάτιο;
# What a screen reader hears after a seat's name; each piece is a yes/no.
room-seat-words = { $you ->
    [yes] , εσύ
   *[no] {""}
  }{ $host ->
    [yes] , οικοδεσπότης
   *[no] {""}
  }, { $who ->
    [connected] άνθρωπος, συνδεδεμένος
    [away] άνθρωπος, αποσυνδεδεμένος
    [computer] υπολογιστής
   *[open] ελεύθερη θέση
  }{ $toMove ->
    [yes] , παίζει
   *[no] {""}
  }
level-easy = Εύκολο
level-medium = Μέτριο
level-impossible = Αδύνατο
level-beginner = Αρχάριος
level-intermediate = Μεσαίος
level-advanced = Προχωρημένος
level-expert = Ειδικός
seat-computer = Υπολογιστής ({ $level })
seat-open = Ελεύθερη θέση
seat-open-short = Ελεύθερη
# A second computer of one level, or a second open seat, is numbered.
seat-numbered = { $name } { $n }

## Cards

# A card in a sentence ("Queen of hearts" → «Ντάμα κούπα»).
card-name = { $rank ->
    [1] Άσος
    [11] Βαλές
    [12] Ντάμα
    [13] Ρήγας
   *[other] { $rank }
  } { $suit ->
    [clubs] σπαθί
    [diamonds] καρό
    [hearts] κούπα
   *[spades] μπαστούνι
  }

## Play with friends

lobby-name-empty = Γράψε το όνομά σου: το βλέπουν οι άλλοι παίκτες.
lobby-name-too-long = { $max ->
    [one] Ένα όνομα έχει το πολύ { $max } χαρακτήρα.
   *[other] Ένα όνομα έχει το πολύ { $max } χαρακτήρες.
  }
lobby-name-control = Ένα όνομα δεν μπορεί να έχει χαρακτήρες ελέγχου.

## The app

app-settings-not-saved = Οι ρυθμίσεις δεν αποθηκεύτηκαν: { $reason }
app-could-not-start = Η εφαρμογή δεν μπόρεσε να ξεκινήσει: { $reason }
app-name = { -brand }

## The games

game-soi = { -soi }
game-soi-blurb = Ζήτα φύλλα από τους άλλους και κατέβασε τετράδες: παιχνίδι μνήμης.
game-chinese-puzzle = { -chinese-puzzle }
game-chinese-puzzle-blurb = Δύο τράπουλες, οκτώ γραμμές: πασιέντζα σε μεγάλη κλίμακα.
game-solitaire-x = { -solitairex }
game-solitaire-x-blurb = Σπρώξε φύλλα στα κενά ώσπου κάθε χρώμα να πάει από το 2 ως τον Ρήγα.
game-montana = { -montana }
game-montana-blurb = Οι μοιρασιές του { -solitairex }, αλλά ένα 2 μπορεί ακόμη να αλλάξει γραμμή.
game-fourside = { -fourside }
game-fourside-blurb = Ταίριαξε αριθμημένες πλευρές πλακιδίων με τον υπολογιστή ή έναν φίλο.
# A level's statistics row: "FourSide (Beginner)".
game-with-level = { $game } ({ $level })
gaps-redeal-button = Ξαναμοίρασμα
gaps-reshuffle-button = Ανακάτεμα

## Home

home-tagline = Κλασικά επιτραπέζια παιχνίδια
home-continue = Συνέχεια
home-play = Παίξε
home-together = Παίξε με φίλους
home-together-blurb = { -soi } ή { -fourside }, μία συσκευή ο καθένας.
home-back-to-room = Πίσω στο δωμάτιό σου
home-back-to-room-blurb = Η θέση σου κρατιέται.
home-back = Πίσω
home-open = Άνοιγμα
home-settings = ⚙ Ρυθμίσεις & στατιστικά
home-rules = Πώς παίζεται

## Settings

settings-title = Ρυθμίσεις
settings-look = Εμφάνιση
settings-theme = Θέμα
settings-theme-system = Συστήματος
settings-theme-light = Φωτεινό
settings-theme-dark = Σκούρο
settings-four-colour = Τετράχρωμα χρώματα
settings-animation = Κίνηση
settings-animation-speed = Ταχύτητα κίνησης
settings-animation-off = Όχι
settings-animation-fast = Γρήγορη
settings-animation-normal = Κανονική
settings-animation-slow = Αργή
settings-sound = Ήχος
settings-input = Μετακίνηση φύλλων με
settings-input-note = (λειτουργεί και ο άλλος τρόπος)
settings-input-tap = Πάτημα
settings-input-drag = Σύρσιμο
settings-shortcuts = Συντομεύσεις ενός πλήκτρου
settings-shortcuts-note = (U, R, H, N, S, A και πληκτρολόγηση φύλλου στο { -soi }· τα βέλη, το Enter και το Space λειτουργούν πάντα)
settings-winnable = Μόνο μοιρασιές που κερδίζονται
settings-winnable-note = (αποδεδειγμένα κερδίζονται με την πρώτη μοιρασιά)
settings-crossroads = Προειδοποίηση όταν μια κίνηση χάνει τη μοιρασιά
settings-cp-note = Για νέες μοιρασιές· οι κανόνες μιας μοιρασιάς αλλάζουν ώσπου να μπει το πρώτο φύλλο.
settings-statistics = Στατιστικά
settings-no-games = Κανένα ολοκληρωμένο παιχνίδι ακόμη.
settings-streak-note = Σερί: τρέχον / ρεκόρ.
settings-tournaments = Πρόσφατα τουρνουά
settings-no-tournaments = Κανένα τουρνουά ακόμη. Ξεκίνα ένα από καινούργια μοιρασιά στο { $games }.
settings-tournament-head = { $game } · μοιρασιά { $deal }

## Rules

rules-title = Πώς παίζεται
rules-game = Παιχνίδι
lobby-title = Παίξε με φίλους
lobby-host = Φιλοξένησε παιχνίδι
lobby-join = Μπες σε παιχνίδι
lobby-host-or-join = Φιλοξένησε ή μπες
lobby-server-scheme = Η διεύθυνση διακομιστή αρχίζει με wss:// (ή ws://).
lobby-server-spaces = Η διεύθυνση διακομιστή δεν έχει κενά.
lobby-link-copied = Ο σύνδεσμος αντιγράφηκε.
lobby-link-not-copied = Η αντιγραφή απέτυχε: επίλεξε τον σύνδεσμο και αντίγραψέ τον.
lobby-share-title = Παίξε { $game } μαζί μου
lobby-share-text = Έλα στο τραπέζι μου στο { -brand }:
lobby-seat-person = { $host ->
    [yes] Οικοδεσπότης
   *[no] Άνθρωπος
  } · { $connected ->
    [yes] συνδεδεμένος
   *[no] αποσυνδεδεμένος
  }
lobby-seat-computer = Υπολογιστής
lobby-seat-open = Ελεύθερη: περιμένει παίκτη
lobby-room-open = Το δωμάτιο είναι ανοιχτό: οι φίλοι μπορούν να μπουν.
lobby-in-room = Είσαι στο δωμάτιο.
lobby-invite = Κάλεσε φίλους
lobby-invite-on-device = Στο ίδιο Wi-Fi: σκανάρετε τον κωδικό με την κάμερα του άλλου κινητού ή στείλε τον σύνδεσμο.
lobby-invite-server = Στείλε τον σύνδεσμο ή άφησέ τους να σκανάρουν τον κωδικό.
lobby-invite-qr = Κωδικός QR του συνδέσμου πρόσκλησης: σκάναρέ τον με την κάμερα του κινητού που μπαίνει.
lobby-link = Σύνδεσμος
lobby-copy = Αντιγραφή
lobby-copy-label = Αντιγραφή του συνδέσμου
lobby-share = Κοινοποίηση
lobby-share-label = Κοινοποίηση του συνδέσμου
lobby-seats = { $game }: θέσεις
lobby-you = { $name } (εσύ)
lobby-seat-level = Επίπεδο υπολογιστή για τη θέση { $seat }
lobby-add-computer = Πρόσθεσε υπολογιστή
lobby-add-computer-label = Πρόσθεσε υπολογιστή στη θέση { $seat }
lobby-open-seat = Άνοιξε τη θέση
lobby-open-seat-label = Άνοιξε τη θέση { $seat } για άνθρωπο
lobby-remove = Αφαίρεση
lobby-remove-label = Αφαίρεση: { $name }
lobby-start = Ξεκίνα το παιχνίδι
lobby-seats-open = { $count ->
    [one] { $count } θέση είναι ακόμη ελεύθερη: περίμενε φίλους ή πρόσθεσε υπολογιστές.
   *[other] { $count } θέσεις είναι ακόμη ελεύθερες: περίμενε φίλους ή πρόσθεσε υπολογιστές.
  }
lobby-all-seated = Όλες οι θέσεις είναι πιασμένες.
lobby-wait-for-host = Αναμονή για τον οικοδεσπότη να ξεκινήσει.
lobby-paste-link = Επικόλλησε τον σύνδεσμο του οικοδεσπότη.
lobby-invite-link = Σύνδεσμος πρόσκλησης
lobby-your-name = Το όνομά σου
lobby-joining = Είσοδος…
lobby-join-go = Μπες
lobby-scan = Σκάναρε τον κωδικό
lobby-scanning = Σάρωση…
lobby-invite-received = Η πρόσκληση ελήφθη: έλεγξε το όνομά σου και πάτα Μπες.
lobby-nearby = Κοντά
lobby-looking = Αναζήτηση…
lobby-refresh = Ανανέωση
lobby-looking-status = Αναζήτηση δωματίων σε αυτό το δίκτυο.
lobby-found = { $count ->
    [one] Βρέθηκε { $count } δωμάτιο.
   *[other] Βρέθηκαν { $count } δωμάτια.
  }
lobby-none-nearby = Δεν βρέθηκαν δωμάτια σε αυτό το δίκτυο. Βεβαιώσου ότι είσαι στο Wi-Fi του οικοδεσπότη ή επικόλλησε τον σύνδεσμό του.
lobby-settings = Κοινό παιχνίδι
lobby-settings-note = Φίλοι στο ίδιο Wi-Fi δεν χρειάζονται διακομιστή: ένας φιλοξενεί στη συσκευή του.
lobby-server = Διεύθυνση διακομιστή
lobby-server-note = (wss://…, προαιρετικό)
lobby-game = Παιχνίδι
lobby-game-soi = { -soi } (4 παίκτες)
lobby-game-fourside = { -fourside } (2 παίκτες)
lobby-left-computer = Παίζει ένας υπολογιστής
lobby-left-wait = Η θέση περιμένει
lobby-this-device = Αυτή η συσκευή
lobby-the-server = Ο διακομιστής
lobby-target = Στόχος πόντων
lobby-target-range = (100–1000)
lobby-tiles = Πλακίδια
lobby-fourside-level = Επίπεδο { -fourside }
lobby-board = Ταμπλό
lobby-board-size = Μέγεθος ταμπλό
lobby-when-left = Όταν κάποιος φεύγει
lobby-left-level = Επίπεδο του υπολογιστή που αναλαμβάνει
lobby-spectators = Θεατές
lobby-spectators-note = (όσοι δεν έχουν θέση βλέπουν το τραπέζι, όχι τα χέρια)
lobby-where = Πού
lobby-where-label = Πού είναι το δωμάτιο
lobby-where-server = Στο { $server }: φίλοι από παντού μπορούν να μπουν.
lobby-where-device = Φίλοι στο ίδιο Wi-Fi μπαίνουν κατευθείαν σε αυτή τη συσκευή.
lobby-where-no-server = Για συνάντηση μέσω διακομιστή, πρόσθεσε τη διεύθυνσή του στις Ρυθμίσεις.
lobby-opening = Άνοιγμα…
lobby-open = Άνοιξε το δωμάτιο

## Soi

soi-seat-0 = Νότος
soi-seat-1 = Ανατολή
soi-seat-2 = Βορράς
soi-seat-3 = Δύση
soi-seat-n = Θέση { $seat }
soi-player = Παίκτης
# A set of four: "Aces", "7s", "Kings" → «Άσοι», «7άρια», «Ρηγάδες».
soi-rank-plural = { $rank ->
    [1] Άσοι
    [11] Βαλέδες
    [12] Ντάμες
    [13] Ρηγάδες
   *[other] { $rank }άρια
  }
# A seat's final place: 1η to 4η (η θέση).
soi-place = { $place ->
    [1] 1η
    [2] 2η
    [3] 3η
   *[other] { $place }η
  }
soi-event-dealt = Γύρος { $round }: μοιράστηκαν τα φύλλα — ξεκινά: { $first }
soi-event-asked-got = { $asker }: ζήτησε από τον παίκτη { $target } το φύλλο { $card } — το πήρε
soi-event-asked-missed = { $asker }: ζήτησε από τον παίκτη { $target } το φύλλο { $card } — δεν το είχε· σειρά: { $target }
soi-event-deposited = { $seat }: κατέβασε { $rank ->
    [1] τους άσους
    [11] τους βαλέδες
    [12] τις ντάμες
    [13] τους ρηγάδες
   *[other] τα { $rank }άρια
  } (+{ $points })
soi-event-turn-passed = { $from }: δεν έχει φύλλα — σειρά: { $to }
soi-event-round-over = Τέλος γύρου: { $scores }
# One seat's points in the round-over line.
soi-event-round-score = { $name } +{ $points }
soi-event-game-over-shared = Τέλος παιχνιδιού — μοιράζονται τη νίκη: { $names }
soi-event-game-over = Τέλος παιχνιδιού — κερδίζει: { $name }
soi-move-limit = { $moves ->
    [one] Το παιχνίδι έφτασε τη { $moves } κίνηση, το μέγιστο που χωρά, οπότε ο γύρος έληξε όπως ήταν: οι τετράδες στο τραπέζι μετρούν, τα φύλλα στο χέρι όχι
   *[other] Το παιχνίδι έφτασε τις { $moves } κινήσεις, το μέγιστο που χωρά, οπότε ο γύρος έληξε όπως ήταν: οι τετράδες στο τραπέζι μετρούν, τα φύλλα στο χέρι όχι
  }
soi-round = Γύρος { $round }
soi-earlier-rounds = Προηγούμενοι γύροι
soi-ask-label = Ζήτα από τον παίκτη { $target } το φύλλο { $card }
common-dealing = Μοίρασμα…
soi-status-shared-win = Μοιράζονται τη νίκη: { $names }.
soi-status-wins = Κερδίζει το παιχνίδι: { $name }.
soi-status-round-over = Τέλος γύρου.
soi-status-demo-stopped = Η επίδειξη σταμάτησε: πάτα Παίξε για συνέχεια.
soi-status-demo = Επίδειξη — ζητά τώρα: { $name }.
soi-status-thinking = { $name }: σκέφτεται…
soi-status-ask-typed = Ζήτα από τον παίκτη { $name }: { $typed }
soi-status-tap-named = { $name }: πάτα σε παίκτη για να ζητήσεις.
soi-status-your-turn = Σειρά σου: πάτα σε παίκτη για να ζητήσεις.
soi-status-to-ask = Ζητά τώρα: { $name }.
soi-say-demo = Αυτή είναι επίδειξη: ο υπολογιστής παίζει και τις τέσσερις θέσεις.
soi-say-wait = Περίμενε λίγο.
soi-say-wait-for = Περίμενε: είναι η σειρά του παίκτη { $name }.
soi-say-no-cards = Ο παίκτης { $name } δεν έχει άλλα φύλλα.
soi-say-not-a-card = Το «{ $typed }» δεν είναι φύλλο: γράψε αξία και χρώμα, π.χ. 7h, JD ή 10s.
soi-say-not-your-turn = Δεν είναι η σειρά σου.
soi-say-tap-first = Πάτα πρώτα σε παίκτη.
soi-say-ask = Ζήτα από τον παίκτη { $name } το φύλλο { $card }.
soi-say-selected = Επιλέχθηκε: { $name }.
soi-say-ask-enter = Ζήτα από τον παίκτη { $name } το φύλλο { $card }: πάτα Enter.
soi-say-ask-enter-anyone = Ζήτα από έναν παίκτη το φύλλο { $card }: πάτα Enter.
game-toolbar = Παιχνίδι
soi-scores = Σκορ
soi-memory-aid = Βοήθημα μνήμης
soi-play = Παίξε
soi-stop = Στοπ
soi-faster = Πιο γρήγορα
common-new-game = Νέο παιχνίδι
common-deal = Μοίρασε
soi-new-lost = Το τρέχον παιχνίδι τελειώνει και μετρά ως ήττα.
soi-new-ends = Το τρέχον παιχνίδι τελειώνει.
soi-look = Δες το τραπέζι
soi-over-shared = Μοιράζονται τη νίκη: { $names }!
soi-over-wins = Κερδίζει: { $name }!
soi-best-total = Καλύτερο σύνολο

## Hot seat and rooms

cover-title = Δώσε τη συσκευή στον παίκτη { $name }
# $what is "cards" (Soi) or "tiles" (FourSide).
cover-sub = { $name }: πάτα όταν είσαι έτοιμος να δεις τα { $what ->
    [tiles] πλακίδιά
   *[cards] φύλλα
  } σου.
lobby-server-too-long = { $max ->
    [one] Η διεύθυνση διακομιστή έχει το πολύ { $max } χαρακτήρα.
   *[other] Η διεύθυνση διακομιστή έχει το πολύ { $max } χαρακτήρες.
  }
room-refuse-local = Σε δωμάτιο, το δωμάτιο ξεκινά τα παιχνίδια και παίζει τους υπολογιστές του.

## Soi's table, sheets and settings

soi-hand-hidden = { $count ->
    [one] { $count } φύλλο, κλειστό
   *[other] { $count } φύλλα, κλειστά
  }
soi-your-cards = Τα φύλλα σου
soi-no-cards-left = Δεν έμειναν φύλλα σε αυτόν τον γύρο.
soi-picker-title = Ζήτα από { $name }…
soi-picker-none = Δεν μπορείς να ζητήσεις από { $name } τώρα.
soi-picker-hint = Μπορείς να ζητήσεις όποιο φύλλο θέλεις από αξία που κρατάς, εκτός από όσα έχεις ήδη στο χέρι.
soi-picker-held = κρατάς { $count }
soi-seat-out = εκτός
# What a screen reader hears after a seat's name on the table.
soi-seat-words = : { $name }{ $computer ->
    [yes] , υπολογιστής
   *[no] {""}
  }, { $count ->
    [one] { $count } φύλλο
   *[other] { $count } φύλλα
  }, { $total ->
    [one] { $total } πόντος
   *[other] { $total } πόντοι
  }{ $toMove ->
    [yes] , παίζει
   *[no] {""}
  }{ $selected ->
    [yes] , επιλεγμένος
   *[no] {""}
  }. Πάτα για να ζητήσεις.
soi-set-title = { $rank ->
    [1] Άσοι
    [11] Βαλέδες
    [12] Ντάμες
    [13] Ρηγάδες
   *[other] { $rank }άρια
  }: { $points ->
    [one] { $points } πόντος
   *[other] { $points } πόντοι
  }
soi-set-hidden = (τετράδα: { $rank ->
    [1] άσοι
    [11] βαλέδες
    [12] ντάμες
    [13] ρηγάδες
   *[other] { $rank }άρια
  }, { $points ->
    [one] { $points } πόντος
   *[other] { $points } πόντοι
  })
soi-round-over = Τέλος γύρου { $round }
soi-round-scores = Σκορ γύρου
soi-col-player = Παίκτης
soi-col-sets = Τετράδες
soi-col-round = Γύρος
soi-col-total = Σύνολο
soi-ends-after = Το παιχνίδι τελειώνει μετά από γύρο στον οποίο κάποιος φτάνει τους { $target }.
soi-next-round = Επόμενος γύρος
soi-round-info = Γύρος { $round } · ως τους { $target }
soi-score-table = Πίνακας σκορ
soi-round-so-far = Γύρος { $round } ως τώρα
soi-scoring = Κερδίζει όποιος φτάσει πρώτος τους { $target } στο τέλος ενός γύρου. Τα σετ μετρούν: άσος 25, 2–10 την αξία τους, J Q K 10 (109 ανά γύρο).
soi-memory-title = Βοήθημα μνήμης · γύρος { $round }
soi-memory-note = Ό,τι έγινε φανερά σε αυτόν τον γύρο, χρονολογικά.
soi-moves = Κινήσεις
soi-log = Ιστορικό του γύρου
soi-place-of = Κατάταξη: { $name }
common-close = Κλείσιμο
soi-settings-note = Για νέα παιχνίδια.
soi-target = Στόχος πόντων
soi-target-range = (100–1000)
soi-computers = Υπολογιστές
soi-computer-level = Επίπεδο υπολογιστή στο { -soi }
soi-memory-easy = Θυμάται ποια φύλλα ζητήθηκαν στους δύο τελευταίους γύρους κινήσεων και κάποτε ζητά ένα στην τύχη.
soi-memory-medium = Θυμάται ποια φύλλα ζητήθηκαν στους δέκα τελευταίους γύρους κινήσεων.
soi-memory-impossible = Θυμάται κάθε φύλλο που ζητήθηκε από τη μοιρασιά και μετά, και μετρά τα φύλλα. Δεν βλέπει ποτέ το χέρι σου.
soi-seats = Θέσεις
soi-kind-human = Άνθρωπος
soi-kind-computer = Υπολογιστής
soi-name-of = Όνομα: { $seat }
soi-played-by = Ποιος παίζει στη θέση { $seat }
soi-all-computers = Τέσσερις υπολογιστές: το παιχνίδι παίζεται μόνο του (επίδειξη).
soi-delay = Καθυστέρηση μηνυμάτων
soi-delay-ms = { $ms } ms
soi-sort = Ταξινόμηση φύλλων υπολογιστή
soi-sort-note = (οι πλάτες ταξινομημένες όπως τα φύλλα: βοήθεια για τον προσεκτικό)
soi-stats = Στατιστικά
soi-stats-note = (παιχνίδια με έναν άνθρωπο)
soi-stats-label = Στατιστικά { -soi } ανά επίπεδο

## FourSide

fourside-tile = πλακίδιο { $top } { $right } { $bottom } { $left }, πάνω δεξιά κάτω αριστερά
fourside-cell = γραμμή { $row } στήλη { $col }
fourside-square-bonus = τετράγωνο μπόνους
fourside-square-minus = τετράγωνο πλην
fourside-primer = αρχικό
fourside-empty = άδειο
fourside-player-1 = Παίκτης 1
fourside-player-2 = Παίκτης 2
fourside-computer-1 = Υπολογιστής 1
fourside-computer-2 = Υπολογιστής 2
fourside-you = Εσύ
fourside-computer = Υπολογιστής
fourside-you-pass = Κανένα πλακίδιό σου δεν ταιριάζει πουθενά: η σειρά σου περνά.
fourside-passes = { $name }: κανένα πλακίδιο δεν ταιριάζει πουθενά — πάσο.
fourside-tie = Ισοπαλία!
fourside-you-win = Κέρδισες!
fourside-computer-wins = Κερδίζει ο υπολογιστής
fourside-wins = Κερδίζει: { $name }!
fourside-mode-one = 1 παίκτης
fourside-mode-two = 2 παίκτες
fourside-mode-demo = Επίδειξη
fourside-placed = { $name }: { $tile } στη γραμμή { $row }, στήλη { $col }: { $score }.
fourside-your-turn = Σειρά σου
fourside-turn-of = Σειρά: { $name }
fourside-computer-turn = Σειρά του υπολογιστή
fourside-to-play = Παίζει: { $name }
fourside-over-status = { $result } { $mine } – { $theirs }
fourside-waiting-for = Αναμονή για την κίνηση: { $name }.
fourside-demo = Επίδειξη: ο υπολογιστής παίζει και τις δύο πλευρές.
fourside-thinking = Ο υπολογιστής σκέφτεται…
fourside-tap-tile = Πάτα ένα πλακίδιο στο χέρι σου για να το πάρεις.
fourside-tap-hint = Υπόδειξη: πάτα το μπλε τετράγωνο για να βάλεις εκεί το πλακίδιο.
fourside-tap-square = Πάτα ένα φωτεινό τετράγωνο για να το βάλεις, ή ξανά το πλακίδιο για να το γυρίσεις.
fourside-fits-nowhere-turn = Έτσι γυρισμένο δεν ταιριάζει πουθενά: πάτα ξανά το πλακίδιο για να το γυρίσεις.
fourside-hint-at = Υπόδειξη: { $tile } στη γραμμή { $row }, στήλη { $col }.
fourside-picked-nowhere = Πήρες το { $tile }. Έτσι γυρισμένο δεν ταιριάζει πουθενά.
fourside-picked-fits = Πήρες το { $tile }. { $count ->
    [one] Ταιριάζει σε { $count } τετράγωνο.
   *[other] Ταιριάζει σε { $count } τετράγωνα.
  }
fourside-wait-for = Περίμενε: είναι η σειρά του παίκτη { $name }.
fourside-say-demo = Αυτή είναι επίδειξη: ο υπολογιστής παίζει και τις δύο πλευρές.
fourside-wait-computer = Περίμενε την κίνηση του υπολογιστή.
fourside-first-tap = Πάτα πρώτα ένα πλακίδιο στο χέρι σου, μετά ένα φωτεινό τετράγωνο.
fourside-hint-shown = Η υπόδειξη είναι στο ταμπλό: το μπλε τετράγωνο.
fourside-square-bonus-value = τετράγωνο μπόνους +20
fourside-square-minus-value = τετράγωνο πλην −20
fourside-fits-here = ταιριάζει εδώ, φέρνει { $score }
fourside-does-not-fit = δεν ταιριάζει
fourside-hint = υπόδειξη
fourside-board = Ταμπλό, { $size } επί { $size }
fourside-against = { $level } εναντίον του υπολογιστή
fourside-your-tiles = Τα πλακίδιά σου
fourside-tiles-of = Πλακίδια: { $name }
fourside-hand-tile = { $tile }{ $nowhere ->
    [yes] , δεν ταιριάζει πουθενά
   *[no] {""}
  }{ $picked ->
    [yes] , σηκωμένο: πάτα ξανά για να το γυρίσεις
   *[no] {""}
  }
fourside-demo-note = Παιχνίδι επίδειξης: ο υπολογιστής παίζει και τις δύο πλευρές.
fourside-legend = Με λίγα λόγια
# The legend's lines: a term in bold, then what it means.
fourside-legend-match-term = Ταίριασμα
fourside-legend-match = κάθε πλευρά που ακουμπά πλακίδιο ήδη κάτω.
fourside-legend-score-term = Πόντοι
fourside-legend-score = = άθροισμα των πλευρών που ακουμπούν × πόσες ακουμπούν: (8+1+3)×3 = 36.
fourside-legend-on-green = στο πράσινο,
fourside-legend-on-red = στο κόκκινο. Ένα σύνολο δεν πέφτει ποτέ κάτω από 0.
# The keys line: a key, then what it does.
fourside-legend-move = μετακίνηση
fourside-legend-enter = πάρε, γύρνα, βάλε
fourside-legend-space = χέρι ↔ ταμπλό
fourside-legend-hint = υπόδειξη
key-enter = Enter
key-space = Space
fourside-new-lost = Το τρέχον παιχνίδι τελειώνει και μετρά ως ήττα.
fourside-new-ends = Το τρέχον παιχνίδι τελειώνει.
fourside-level = Επίπεδο
fourside-board-field = Ταμπλό
fourside-board-size = Μέγεθος ταμπλό
fourside-players = Παίκτες
fourside-scores = Σκορ
fourside-unseen = { $count ->
    [one] { $name }: { $count } πλακίδιο που δεν βλέπεις.
   *[other] { $name }: { $count } πλακίδια που δεν βλέπεις.
  }
fourside-settings-note = Για νέα παιχνίδια. Το επίπεδο ορίζει τους αριθμούς στα πλακίδια (από 1–3 έως 1–9) και τη δεξιότητα του υπολογιστή.
fourside-level-label = Επίπεδο { -fourside }
fourside-size-label = Μέγεθος ταμπλό { -fourside }
fourside-players-label = Παίκτες { -fourside }
fourside-against-computer = Εναντίον του υπολογιστή
fourside-stats-label = Στατιστικά { -fourside } ανά επίπεδο
fourside-hint-button = Υπόδειξη ({ $left })
fourside-to-the-end = Ως το τέλος
fourside-level-and-board = Επίπεδο και ταμπλό

## Chinese Puzzle, SolitaireX and Montana (the Gaps games)

gaps-hint-after = Υπόδειξη: το φύλλο { $card } μετά το φύλλο { $left }
gaps-hint-first = Υπόδειξη: το φύλλο { $card } στην πρώτη θέση της γραμμής { $row }
gaps-moved = { $card }: μετακινήθηκε.
gaps-moved-to = { $card }: μετακινήθηκε στο { $target }.
gaps-redealt = { $kind ->
    [redeal] Τα φύλλα ξαναμοιράστηκαν
   *[reshuffle] Τα φύλλα ανακατεύτηκαν
  }: μοιρασιά { $deal } από { $total }.
gaps-event-stuck = Δεν έμειναν κινήσεις.
gaps-event-won = Κέρδισες!
gaps-event-lost = Τέλος παιχνιδιού.
gaps-status-hint = { $hint } — πάτα ξανά Υπόδειξη για να παιχτεί
gaps-status-choose-first = Διάλεξε θέση στην πρώτη στήλη για το φύλλο { $card }
gaps-status-choose-gap = Διάλεξε κενό για το φύλλο { $card } — πάτα αλλού για ακύρωση
gaps-status-fill = Πάτα ένα φωτισμένο φύλλο για να το φέρεις εδώ
gaps-status-won = Λύθηκε! Κάθε χρώμα είναι ταξινομημένο.
gaps-status-lost = Ούτε κινήσεις ούτε μοιρασιές έμειναν.
gaps-status-stuck-redeal = { $kind ->
    [redeal] Δεν έμειναν κινήσεις: ξαναμοίρασε για να συνεχίσεις
   *[reshuffle] Δεν έμειναν κινήσεις: ανακάτεψε για να συνεχίσεις
  }
gaps-status-stuck = Δεν έμειναν κινήσεις
gaps-status-aces = Πάτα έναν άσο, μετά μια άδεια θέση στην πρώτη στήλη
gaps-status-gap-selects = Πάτα ένα φωτεινό φύλλο ή ένα κενό για να δεις τι ταιριάζει
gaps-status-drag = Σύρε ένα φωτεινό φύλλο στο κενό του ή πάτα το για να το πάρεις
gaps-status-tap = Πάτα ένα φωτεινό φύλλο για να το μετακινήσεις
gaps-why-final = Το φύλλο { $card } είναι ήδη στην τελική του θέση.
gaps-why-first-none = Το φύλλο { $card } πάει μόνο σε άδεια θέση της πρώτης στήλης· δεν υπάρχει καμία.
gaps-why-run = Το φύλλο { $card } μένει στην ακολουθία του όσο μένει και το 2 που ξεκινά τη γραμμή του.
gaps-why-no-card = Δεν υπάρχει φύλλο εκεί.
gaps-why-over = Το παιχνίδι τελείωσε.
gaps-why-two = Το φύλλο { $card } πάει μόνο σε άδεια θέση της πρώτης στήλης.
gaps-why-ace = Το φύλλο { $card } δεν έχει θέση σε αυτό το παιχνίδι.
gaps-why-after = Το φύλλο { $card } πάει μόνο μετά το φύλλο { $prev }.
gaps-why-row-end = Το φύλλο { $card } πάει μόνο μετά το φύλλο { $prev }, που κλείνει τη γραμμή του.
gaps-why-follows = Το φύλλο { $card } είναι ήδη μετά το φύλλο { $prev }.
gaps-why-taken = Το φύλλο { $card } πάει μόνο μετά το φύλλο { $prev }· εκείνη η θέση είναι πιασμένη.
gaps-why-off = Αυτό είναι εκτός ταμπλό.
gaps-why-several = Πολλά φύλλα ταιριάζουν εδώ: πάτα αυτό που θέλεις να μετακινήσεις.
gaps-why-king = Τίποτα δεν ακολουθεί τον Ρήγα.
gaps-why-gap-gap = Κενό μετά από κενό δεν γεμίζει.
gaps-why-none = Κανένα φύλλο δεν μπορεί να έρθει εδώ τώρα.
gaps-why-first-column = Το φύλλο { $card } πάει σε άδεια θέση της πρώτης στήλης.
gaps-why-not-there = Το φύλλο { $card } δεν μπορεί να πάει εκεί.

## Gaps rules, verdicts and the solution replay

gaps-ace-free = Ελεύθερη
gaps-ace-free-help = Οποιοσδήποτε άσος σε οποιαδήποτε γραμμή.
gaps-ace-mirrored = Κατοπτρική
gaps-ace-mirrored-help = Γραμμές 1–4: τέσσερα διαφορετικά χρώματα· οι γραμμές 5–8 τα επαναλαμβάνουν.
gaps-ace-bridge = Μπριτζ
gaps-ace-bridge-help = ♣ ♦ ♥ ♠ από πάνω, δύο φορές.
# "2 redeals · free aces"
gaps-rules-summary = { $redeals ->
    [one] { $redeals } ξαναμοίρασμα
   *[other] { $redeals } ξαναμοιράσματα
  } · άσοι: { $order ->
    [free] ελεύθερα
    [mirrored] κατοπτρικά
   *[bridge] μπριτζ
  }
gaps-verdict-winnable = { $kind ->
    [redeal] Κερδίζεται ακόμη χωρίς ξαναμοίρασμα
   *[reshuffle] Κερδίζεται ακόμη χωρίς ανακάτεμα
  }
gaps-verdict-unwinnable = { $kind ->
    [redeal] Δεν κερδίζεται χωρίς ξαναμοίρασμα
   *[reshuffle] Δεν κερδίζεται χωρίς ανακάτεμα
  }
gaps-difficulty-winnable = Κερδίζεται · { $difficulty ->
    [easy] εύκολο
    [medium] μέτριο
   *[hard] δύσκολο
  }
gaps-difficulty-needs = { $kind ->
    [redeal] Χρειάζεται ξαναμοίρασμα
   *[reshuffle] Χρειάζεται ανακάτεμα
  }
gaps-difficulty-unknown = Άγνωστο
replay-slow = Αργά
replay-normal = Κανονικά
replay-fast = Γρήγορα
replay-progress = Κίνηση { $index } από { $steps }
replay-from-deal = Από τη μοιρασιά όπως μοιράστηκε
replay-from-redeal = Από την αρχή της μοιρασιάς { $deal }, μετά το { $nth ->
    [1] πρώτο
    [2] δεύτερο
    [3] τρίτο
    [4] τέταρτο
    [5] πέμπτο
   *[other] { $nth }ο
  } { $kind ->
    [redeal] ξαναμοίρασμα
   *[reshuffle] ανακάτεμα
  }
replay-place = γραμμή { $row }, στήλη { $col }
replay-start = Αρχική θέση. { $steps ->
    [one] Μένει { $steps } κίνηση.
   *[other] Μένουν { $steps } κινήσεις.
  }
replay-step = { $progress }: { $card } στη θέση { $place }. Σκορ { $score } από { $max }.
replay-step-solved = { $progress }: { $card } στη θέση { $place }. Σκορ { $score } από { $max }. Λύθηκε.
replay-all-lost = Καμία μοιρασιά αυτού του παιχνιδιού δεν κερδιζόταν από την αρχή: ο επιλυτής απέδειξε ότι όλες χάνονται.
replay-unknown = Ο επιλυτής δεν βρήκε λύση στον χρόνο που είχε. Το παιχνίδι ίσως κερδίζεται ακόμη.
# A slot's spoken name: a card, or a gap and what it follows.
gaps-cell-first = κενό στην πρώτη στήλη
gaps-cell-first-row = κενό στην πρώτη στήλη της γραμμής { $row }
gaps-cell-gap = { $kind ->
    [dead] νεκρό κενό
    [blocked] μπλοκαρισμένο κενό
   *[open] κενό
  } μετά το φύλλο { $card }
gaps-cell-gap-after-gap = { $kind ->
    [dead] νεκρό κενό
    [blocked] μπλοκαρισμένο κενό
   *[open] κενό
  } μετά από κενό
gaps-cell-picked = σηκωμένο
gaps-cell-can-move = μπορεί να κινηθεί
gaps-cell-in-place = στη θέση του
gaps-cell-can-fill = μπορεί να γεμίσει το επιλεγμένο κενό
gaps-cell-hint = υπόδειξη
gaps-cell-place = γραμμή { $row }, στήλη { $col }
gaps-cell-drop = άφησε εδώ
gaps-cell-just-moved = μόλις μετακινήθηκε
gaps-board = Ταμπλό: { $rows ->
    [one] { $rows } γραμμή
   *[other] { $rows } γραμμές
  } των { $columns ->
    [one] { $columns } θέσης
   *[other] { $columns } θέσεων
  }
gaps-row-locked = Γραμμή { $row }: { $count ->
    [one] { $count } φύλλο κλειδωμένο
   *[other] { $count } φύλλα κλειδωμένα
  }
gaps-taken-back = Η κίνηση αναιρέθηκε.
gaps-said-score = { $text } Σκορ { $score } από { $max }.
gaps-not-possible = Δεν γίνεται.
gaps-hint-again = { $hint }. Πάτα ξανά Υπόδειξη για να παιχτεί.
gaps-put-down = Αφέθηκε.
gaps-picked-one = Σήκωσες το φύλλο { $card }. Το κενό του έχει την ένδειξη «άφησε εδώ».
gaps-picked-many = Σήκωσες το φύλλο { $card }. { $count ->
    [one] { $count } θέση για να το αφήσεις, με την ένδειξη «άφησε εδώ».
   *[other] { $count } θέσεις για να το αφήσεις, με την ένδειξη «άφησε εδώ».
  }
gaps-a-card = Φύλλο
gaps-can-fill = { $count ->
    [one] { $count } φύλλο μπορεί να γεμίσει αυτό το κενό, με την ένδειξη «μπορεί να γεμίσει το επιλεγμένο κενό».
   *[other] { $count } φύλλα μπορούν να γεμίσουν αυτό το κενό, με την ένδειξη «μπορεί να γεμίσει το επιλεγμένο κενό».
  }
gaps-follows-nothing = Το φύλλο { $card } δεν ακολουθεί κανένα: ξεκινά τη γραμμή του.
gaps-can-follow = Το φύλλο { $card } μπορεί να ακολουθήσει το φύλλο { $prev } που αναβοσβήνει.
gaps-no-prev = Το φύλλο { $prev } δεν είναι στο ταμπλό.
gaps-none-here = Κανένα φύλλο δεν μπορεί να έρθει εδώ τώρα.
gaps-can-move-here = { $count ->
    [one] { $count } φύλλο μπορεί να έρθει εδώ.
   *[other] { $count } φύλλα μπορούν να έρθουν εδώ.
  }
gaps-finding = Αναζήτηση μοιρασιάς που κερδίζεται…
gaps-not-found = Δεν βρέθηκε γρήγορα μοιρασιά που κερδίζεται· αυτή είναι τυχαία.
gaps-your-turn = { $name }, είναι η σειρά σου.
gaps-given-up = Το παιχνίδι εγκαταλείφθηκε. Νέα μοιρασιά { $deal }.
replay-paused = Παύση στην κίνηση { $index } από { $steps }.
replay-board = Ταμπλό λύσης, κίνηση { $index } από { $steps }
replay-searching = Αναζήτηση λύσης…
replay-takes-time = Μπορεί να πάρει μερικά δευτερόλεπτα.
replay-none = Καμία λύση για προβολή
replay-title = Μια λύση
replay-score = Σκορ { $score } / { $max }
replay-solved = Λύθηκε
replay-back = Πίσω
replay-pause = Παύση
replay-replay = Ξανά
replay-play = Παίξε
replay-forward = Μπροστά
replay-speed = Ταχύτητα
gaps-over-won = Λύθηκε!
gaps-over-lost = Τέλος παιχνιδιού
gaps-over-won-note = Κάθε χρώμα είναι ταξινομημένο.
gaps-over-lost-note = Ούτε κινήσεις ούτε μοιρασιές έμειναν.
gaps-score = Σκορ
gaps-score-of = { $score } / { $max }
gaps-tournament-deal = Τουρνουά · μοιρασιά { $deal }
gaps-next-player = Επόμενος παίκτης
gaps-end-new-deal = Τέλος & νέα μοιρασιά
gaps-new-deal = Νέα μοιρασιά
gaps-show-solution = Δείξε μια λύση
tournament-playing = Παίζει
tournament-done = Τελείωσε
tournament-high = Υψηλότερο
gaps-deal = Μοιρασιά
gaps-deal-number = Μοιρασιά αριθμός { $deal }. Παίξε άλλον αριθμό μοιρασιάς
gaps-deals-left = Μοιρασιές που μένουν
gaps-redeals = Ξαναμοιράσματα
gaps-deal-of = Μοιρασιά { $used } από { $total }
gaps-dead = Νεκρά
gaps-dead-title = Κενά μετά από Ρήγα
gaps-first-deal = Πρώτη μοιρασιά
gaps-moves = Κινήσεις
gaps-details = Λεπτομέρειες
gaps-redeals-one = 1 ξαναμοίρασμα
gaps-redeals-two = 2 ξαναμοιράσματα
gaps-ace-order = Διάταξη άσων
gaps-crossroads = Αυτή η κίνηση χάνει τη μοιρασιά —
gaps-crossroads-undo = Αναίρεση;
common-dismiss-short = Κλείσιμο
gaps-undo = Αναίρεση
gaps-redo = Επανάληψη
gaps-play-hint = Παίξε την υπόδειξη
gaps-hint = Υπόδειξη
gaps-place-aces = Βάλε τους άσους
gaps-left = { $count ->
    [one] (μένει { $count })
   *[other] (μένουν { $count })
  }
gaps-tournament = Τουρνουά
gaps-deal-not-number = Ο αριθμός μοιρασιάς είναι ακέραιος, π.χ. 1234.
gaps-enter-name = Γράψε ένα όνομα.
gaps-new-ends-tournament = Έτσι τελειώνει το τουρνουά. Νέα μοιρασιά;
gaps-new-counts-lost = Το τρέχον παιχνίδι θα μετρήσει ως παιγμένο χωρίς νίκη.
gaps-new-random = Άφησε τον αριθμό κενό για τυχαία μοιρασιά.
gaps-deal-number-field = Αριθμός μοιρασιάς
gaps-optional = (προαιρετικό)
gaps-random = Τυχαία
gaps-give-up-note = Κόλλησες; Εγκατάλειψε και δες πώς θα μπορούσε να κερδηθεί. Μετρά κι αυτό ως παιγμένο χωρίς νίκη.
gaps-give-up = Εγκατάλειψη & λύση
gaps-rules-title = Κανόνες αυτής της μοιρασιάς
gaps-rules-note = Επιλέγονται πριν μπει το πρώτο φύλλο και μένουν ίδιοι ως το τέλος.
gaps-deal-again = Μοίρασε ξανά
gaps-redeal-now = { $kind ->
    [redeal] Ξαναμοίρασμα τώρα;
   *[reshuffle] Ανακάτεμα τώρα;
  }
gaps-redeal-now-note = { $left ->
    [one] Κάποια φύλλα μπορούν ακόμη να κινηθούν. Το { $kind ->
        [redeal] ξαναμοίρασμα
       *[reshuffle] ανακάτεμα
      } θα ξοδέψει την τελευταία μοιρασιά που σου μένει.
   *[other] Κάποια φύλλα μπορούν ακόμη να κινηθούν. Το { $kind ->
        [redeal] ξαναμοίρασμα
       *[reshuffle] ανακάτεμα
      } θα ξοδέψει μία από τις { $left } μοιρασιές που σου μένουν.
  }
gaps-start-tournament = Ξεκίνα τουρνουά
gaps-fresh-note = Ένα τουρνουά ξεκινά πριν από την πρώτη κίνηση. Νέα μοιρασιά γι' αυτό;
gaps-tournament-note = Όλοι παίζουν την ίδια μοιρασιά με τη σειρά, χωρίς αναίρεση. Ποιος παίζει πρώτος;
gaps-next-note = Η μοιρασιά ξεκινά από την αρχή για τον επόμενο παίκτη.
gaps-start = Έναρξη
gaps-play = Παίξε
gaps-player-name = Όνομα παίκτη

## Settings: language

settings-language = Γλώσσα
# The first choice of the language row: the app speaks the system's language.
settings-language-system = Συστήματος ({ $language })

## The app's refusals (AppCode)

app-error-stale = Η οθόνη δεν ήταν ενημερωμένη: να το παιχνίδι όπως είναι τώρα.
app-error-bad-action = Η ενέργεια δεν έγινε κατανοητή.
app-error-bad-argument = Η εφαρμογή δεν μπόρεσε να διαβάσει το αίτημα.
app-error-bad-deal = Αυτός ο αριθμός μοιρασιάς δεν μοιράζεται.
app-error-bad-settings = Αυτές οι ρυθμίσεις δεν μπορούν να χρησιμοποιηθούν.
app-error-no-game = Δεν υπάρχει παιχνίδι σε εξέλιξη.
app-error-computer-turn = Περίμενε την κίνηση του υπολογιστή.
app-error-human-turn = Δεν είναι η σειρά του υπολογιστή.
app-error-save-failed = Η αλλαγή δεν αποθηκεύτηκε, οπότε δεν άλλαξε τίποτα.
app-error-internal = Κάτι πήγε στραβά μέσα στο { -brand }· δεν άλλαξε τίποτα.
app-error-bad-invite = Αυτός ο σύνδεσμος δεν είναι πρόσκληση { -brand }: αντίγραψε ολόκληρο τον σύνδεσμο του οικοδεσπότη.
app-error-no-room = Δεν είσαι σε δωμάτιο.
app-error-unreachable = Το δωμάτιο δεν βρέθηκε: έλεγξε ότι είστε στο ίδιο δίκτυο ή τη διεύθυνση του διακομιστή.
# An ace placed in a row its ace order does not allow: the order's name and its rule.
gaps-refused-ace-order = Αυτός ο άσος δεν πάει σε αυτή τη γραμμή. Διάταξη «{ $order }»: { $help }

## layout (i18n-layout)

# Soi: the name over the player's own hand, when one person plays against the computers.
soi-name-you = { $name } (εσύ)
# Soi: the name over the hand when a computer plays this seat (a demo).
soi-name-computer = { $name } (υπολογιστής)

## Γιατί απορρίπτεται μια κίνηση στα Gaps ή γιατί ένα άγγιγμα δεν κάνει τίποτα (οι λόγοι της μηχανής)

gaps-because-no-card = Δεν υπάρχει φύλλο εκεί για να μετακινηθεί.
gaps-because-not-a-gap = Ένα φύλλο μπαίνει μόνο σε κενό.
gaps-because-won = Η παρτίδα έχει ήδη κερδηθεί.
gaps-because-aces-first = Βάλε πρώτα όλους τους άσους στην πρώτη στήλη και μετά κάνε άλλες κινήσεις.
gaps-because-ace-to-first-column = Όσο μπαίνουν οι άσοι, ένας άσος πηγαίνει μόνο στην πρώτη στήλη.
gaps-because-locked = Το φύλλο { $card } είναι κλειδωμένο στην τελική του θέση.
gaps-because-heads-row = Το φύλλο { $card } είναι στην αρχή της γραμμής του· μπορεί να πάει μόνο σε κενή θέση της πρώτης στήλης, και δεν υπάρχει καμία.
gaps-because-in-run = Το φύλλο { $card } ανήκει στην ακολουθία της γραμμής του· μένει εκεί όσο μένει και το 2 στην αρχή της γραμμής.
gaps-because-after-king = Τίποτα δεν μπαίνει μετά από Ρήγα.
gaps-because-blocked = Αυτό το κενό περιμένει να γεμίσει πρώτα το κενό στα αριστερά του.
gaps-because-first-column = Στην πρώτη στήλη μπαίνει μόνο { $rank ->
    [1] άσος
   *[other] { $rank }
  }.
gaps-because-first-column-none-free = Στην πρώτη στήλη μπαίνει μόνο { $rank ->
    [1] άσος
   *[other] { $rank }
  }, και κανένας δεν μπορεί να έρθει εδώ τώρα.
gaps-because-only-follows = Μετά το φύλλο { $after } μπαίνει μόνο το φύλλο { $card }.
gaps-because-follower-locked = Μετά το φύλλο { $after } μπαίνει μόνο το φύλλο { $card }, που είναι κλειδωμένο στην τελική του θέση.
gaps-because-no-first-column-space = Το φύλλο { $card } χρειάζεται κενή θέση στην πρώτη στήλη, και δεν υπάρχει καμία.
gaps-because-cannot-move-now = Το φύλλο { $card } δεν μπορεί να μετακινηθεί τώρα.
gaps-because-before-gone = Το φύλλο { $card } μπαίνει μόνο μετά το φύλλο { $before }, που δεν είναι στο ταμπλό.
gaps-because-before-no-gap = Το φύλλο { $card } μπαίνει μόνο μετά το φύλλο { $before }, και μετά από αυτό δεν υπάρχει κενό.
gaps-because-befores-no-gap = Το φύλλο { $card } μπαίνει μόνο μετά από ένα φύλλο { $before }, και κανένα από τα δύο δεν έχει κενό μετά.
gaps-because-bridge-order = Στη διάταξη μπριτζ η γραμμή { $row } παίρνει άσο { $suit } (♣ ♦ ♥ ♠ από πάνω, δύο φορές).
gaps-because-mirror-repeat = Κατοπτρική διάταξη: η γραμμή { $row } πρέπει να επαναλάβει το χρώμα της γραμμής { $ofRow } ({ $suit }).
gaps-because-mirror-distinct = Κατοπτρική διάταξη: οι γραμμές 1–{ $rows } θέλουν { $rows ->
    [one] { $rows } διαφορετικό χρώμα
   *[other] { $rows } διαφορετικά χρώματα
  }· οι γραμμές { $first } και { $second } θα είχαν και οι δύο { $suit }.

## Τι λέει η εφαρμογή στην εκκίνηση για τα αποθηκευμένα δεδομένα

notice-unreadable = Οι αποθηκευμένες παρτίδες σου δεν διαβάστηκαν. Έμειναν ανέγγιχτες στο { $path }· όσα παίξεις τώρα δεν θα αποθηκευτούν. Ξεκίνα ξανά το { -brand } για να ξαναδοκιμάσεις.
notice-cannot-save = Σε αυτή τη συσκευή δεν γίνεται αποθήκευση παρτίδων· όσα παίξεις τώρα δεν θα κρατηθούν.
notice-cannot-save-in = Δεν γίνεται αποθήκευση παρτίδων στο { $folder }· όσα παίξεις τώρα δεν θα κρατηθούν.
notice-used-backup = Η τελευταία σου αποθήκευση δεν χρησιμοποιήθηκε ({ $damage })· το { -brand } συνέχισε από την προηγούμενη.
notice-started-afresh = Οι αποθηκευμένες παρτίδες και ρυθμίσεις σου δεν χρησιμοποιήθηκαν ({ $damage })· το { -brand } ξεκίνησε από την αρχή.
notice-moves-lost = Κάποιες από τις τελευταίες σου κινήσεις δεν χρησιμοποιήθηκαν ({ $damage }).
notice-parts-reset = Κάποια αποθηκευμένα δεδομένα δεν χρησιμοποιήθηκαν και επανήλθαν στις αρχικές τιμές: { $parts }.
notice-kept = Ένα αντίγραφο κρατήθηκε στο { $path }.
notice-damage-damaged = το αρχείο είναι κατεστραμμένο
notice-damage-header-damaged = η κεφαλίδα του είναι κατεστραμμένη
notice-damage-newer = γράφτηκε από νεότερη έκδοση του { -brand }
notice-damage-too-large = είναι πολύ μεγάλο
notice-damage-does-not-continue = δεν συνεχίζει τα αποθηκευμένα δεδομένα
notice-damage-part-damaged = ένα μέρος του είναι κατεστραμμένο
notice-damage-change-does-not-fit = μια αλλαγή του δεν ταιριάζει με τα αποθηκευμένα δεδομένα
notice-part-settings = οι ρυθμίσεις σου
notice-part-stats = τα στατιστικά σου
notice-part-tournaments = τα αποτελέσματα των τουρνουά
notice-part-game = η παρτίδα { $game }

## Γιατί ένα πλακίδιο του FourSide δεν μπαίνει σε ένα τετράγωνο.
fourside-misfit-off-board = Το τετράγωνο στη γραμμή { $row }, στήλη { $col } είναι εκτός ταμπλό.
fourside-misfit-occupied = Σε αυτό το τετράγωνο υπάρχει ήδη πλακίδιο.
fourside-misfit-alone = Ένα πλακίδιο πρέπει να ακουμπά ένα πλακίδιο που είναι ήδη στο ταμπλό.
fourside-misfit-side = { $side ->
    [top] Η πάνω πλευρά του δείχνει { $shows }, αλλά το πλακίδιο από πάνω δείχνει { $facing }.
    [right] Η δεξιά πλευρά του δείχνει { $shows }, αλλά το πλακίδιο στα δεξιά δείχνει { $facing }.
    [bottom] Η κάτω πλευρά του δείχνει { $shows }, αλλά το πλακίδιο από κάτω δείχνει { $facing }.
   *[left] Η αριστερή πλευρά του δείχνει { $shows }, αλλά το πλακίδιο στα αριστερά δείχνει { $facing }.
  }

## Μια ρύθμιση εκτός ορίων.
setting-bad-cp-redeals = Το { -chinese-puzzle } επιτρέπει { $min } ή { $max ->
    [one] { $max } ξαναμοίρασμα
   *[other] { $max } ξαναμοιράσματα
  }.
setting-bad-fourside-size = Το ταμπλό του { -fourside } έχει πλευρά 7, 9 ή 11 τετράγωνα.
setting-bad-soi-target = Μια παρτίδα { -soi } παίζεται με στόχο από { $min } έως { $max ->
    [one] { $max } πόντο
   *[other] { $max } πόντους
  }.
setting-bad-soi-delay-ms = Η παύση των μηνυμάτων είναι από { $min } έως { $max } ms.
setting-bad-name = { $max ->
    [one] Ένα όνομα έχει το πολύ { $max } χαρακτήρα.
   *[other] Ένα όνομα έχει το πολύ { $max } χαρακτήρες.
  }
setting-bad-room-server = { $max ->
    [one] Η διεύθυνση διακομιστή αρχίζει με wss:// ή ws:// και έχει το πολύ { $max } χαρακτήρα.
   *[other] Η διεύθυνση διακομιστή αρχίζει με wss:// ή ws:// και έχει το πολύ { $max } χαρακτήρες.
  }
setting-bad-language = Αυτό δεν είναι ετικέτα γλώσσας.

## Οι γωνίες των φύλλων: οι ελληνικές τράπουλες τυπώνουν A, J, Q, K.
card-corner-1 = A
card-corner-11 = J
card-corner-12 = Q
card-corner-13 = K

## FourSide: what each level is, under the level choice.
fourside-level-about-beginner = Πλακίδια με 1 έως 3. Ο υπολογιστής παίζει όποιο πλακίδιο ταιριάζει.
fourside-level-about-intermediate = Πλακίδια με 1 έως 5. Ο υπολογιστής ψάχνει τα τετράγωνα με τους περισσότερους γείτονες.
fourside-level-about-advanced = Πλακίδια με 1 έως 7. Ο υπολογιστής παίζει την κίνηση που φέρνει τους περισσότερους πόντους.
fourside-level-about-expert = Πλακίδια με 1 έως 9. Ο υπολογιστής ζυγίζει και την καλύτερη απάντησή σου και την επόμενη κίνησή του.

## Παιχνίδια της ημέρας: κάθε μέρα (σε UTC) τα ίδια πέντε παιχνίδια για όλους, στην αρχική οθόνη και στην οθόνη «Σήμερα»

home-today = Σήμερα
home-today-blurb = Τα πέντε παιχνίδια της ημέρας, ίδια για όλους.
home-today-done = { $total ->
    [one] { $count } από { $total } παιχνίδι παίχτηκε σήμερα
   *[other] { $count } από { $total } παιχνίδια παίχτηκαν σήμερα
  }
today-title = Σήμερα, { $date }
today-streak = Σερί: { $count ->
    [one] { $count } μέρα
   *[other] { $count } μέρες
  }
today-streak-best = Ρεκόρ: { $best ->
    [one] { $best } μέρα
   *[other] { $best } μέρες
  }
today-streak-note = Μια μέρα μετράει όταν τελειώνεις ένα από τα παιχνίδια της την ίδια μέρα (με ώρα UTC, την παγκόσμια). Παλαιότερες μέρες που παίζεις αργότερα συμπληρώνουν μόνο το ημερολόγιο.
today-games = Τα παιχνίδια της ημέρας
today-gaps-difficulty = { $weekday ->
    [0] Δευτέρα: ήπιο
    [1] Τρίτη: εύκολο
    [2] Τετάρτη: μέτριο
    [3] Πέμπτη: πονηρό
    [4] Παρασκευή: δύσκολο
    [5] Σάββατο: πιο δύσκολο
   *[6] Κυριακή: το πιο δύσκολο
  }
today-soi-detail = Εναντίον τριών υπολογιστών ({ $level }), μέχρι τους { $target ->
    [one] { $target } πόντο
   *[other] { $target } πόντους
  }
today-fourside-detail = Μονομαχία με τον υπολογιστή ({ $level })
today-winnable = { $games }: κάθε παιχνίδι της ημέρας κερδίζεται. Της Δευτέρας είναι τα πιο ήπια, της Κυριακής τα πιο δύσκολα.
today-play = Παίξε
today-continue = Συνέχεια
today-result = { $won ->
    [yes] Νίκη, σκορ { $score }
   *[no] Παίχτηκε, σκορ { $score }
  }
today-unavailable = Δεν υπάρχει σε αυτή την έκδοση της εφαρμογής
today-board = Κατάταξη
today-calendar = Ημερολόγιο
today-calendar-game = Παιχνίδι στο ημερολόγιο
today-day-label = { $date }{ $today ->
    [yes] , σήμερα
   *[no] {""}
  }: { $state ->
    [won] νίκη
    [done] παίχτηκε, χωρίς νίκη
    [playing] ξεκίνησε, δεν τελείωσε
    [open] δεν έχει παιχτεί ακόμη
   *[closed] τίποτα για να παίξεις
  }
today-legend-won = Νίκη
today-legend-done = Παίχτηκε
today-legend-today = Σήμερα
today-before-first = Τα πρώτα παιχνίδια της ημέρας ξεκινούν στις { $date }.
today-load-error = Τα παιχνίδια της ημέρας δεν διαβάστηκαν: { $reason }
today-replace-title = Να παίξεις το { $game } της { $date };
today-replace-note = Το τρέχον παιχνίδι { $game } τελειώνει. Αν έχεις ήδη κάνει κίνηση, μετρά ως ήττα.
daily-share = Κοινοποίηση
daily-back-today = Παιχνίδια της ημέρας

## Κοινοποίηση αποτελέσματος της ημέρας: το παράθυρο και το κείμενο (δεν προδίδει τίποτα από τα φύλλα)

share-title = Κοινοποίηση αποτελέσματος: { $game }
share-native = Κοινοποίηση…
share-copy = Αντιγραφή
share-copied = Αντιγράφηκε. Επικόλλησέ το όπου θέλεις.
share-shared = Κοινοποιήθηκε.
share-copy-failed = Η αντιγραφή δεν έγινε: επίλεξε το κείμενο και αντίγραψέ το μόνος σου.
share-failed = Η κοινοποίηση δεν έγινε: αντίγραψέ το καλύτερα.
share-text-title = { -brand } { $game }, { $date }
share-text-gaps = { $won ->
    [yes] Νίκη
   *[no] Χωρίς νίκη
  } · σκορ { $score } · { $moves ->
    [one] { $moves } κίνηση
   *[other] { $moves } κινήσεις
  }
share-text-soi = { $place ->
    [1] 1η θέση
    [2] 2η θέση
    [3] 3η θέση
   *[other] { $place }η θέση
  } · { $score ->
    [one] { $score } πόντος
   *[other] { $score } πόντοι
  } · { $moves ->
    [one] ζήτησα { $moves } φορά
   *[other] ζήτησα { $moves } φορές
  }
share-text-fourside = { $won ->
    [yes] Νίκη
   *[no] Χωρίς νίκη
  } · { $score ->
    [one] { $score } πόντος
   *[other] { $score } πόντοι
  } · { $moves ->
    [one] { $moves } πλακίδιο
   *[other] { $moves } πλακίδια
  }

## Η κατάταξη μιας μέρας στον διακομιστή των Ρυθμίσεων

board-title = Κατάταξη: { $game }, { $date }
board-loading = Διαβάζεται η κατάταξη…
board-empty = Δεν υπάρχει ακόμη κανείς σε αυτή την κατάταξη.
board-table = Η κατάταξη
board-place = Θέση
board-name = Όνομα
board-score = Σκορ
board-moves = Κινήσεις
board-unreachable = Ο διακομιστής δεν βρέθηκε: έλεγξε τη σύνδεση ή τη διεύθυνση στις Ρυθμίσεις.
board-note = Ο διακομιστής ξαναπαίζει κάθε παιχνίδι της κατάταξης, άρα το καθένα παίχτηκε με τους κανόνες ως το σκορ που φαίνεται. Αν κάποιος είχε βοήθεια, δεν μπορεί να το ξέρει.
board-yours-waiting = Το αποτέλεσμά σου περιμένει να σταλεί στην κατάταξη.
board-yours-recorded = Το αποτέλεσμά σου είναι στην κατάταξη.
board-yours-refused = Η κατάταξη δεν δέχτηκε το αποτέλεσμά σου: { $why ->
    [not_replayed] δεν ξαναπαίχτηκε σύμφωνα με τους κανόνες.
    [out_of_days] εκείνη η μέρα δεν δέχεται άλλα αποτελέσματα.
    [bad_name] ο διακομιστής δεν δέχτηκε το όνομά σου.
    [rate_limited] ήρθαν πάρα πολλά αποτελέσματα από αυτή τη διεύθυνση.
   *[other] ο διακομιστής το απέρριψε.
  }

## Παιχνίδια της ημέρας: αρνήσεις της εφαρμογής και η ρύθμιση του διακομιστή

app-error-bad-day = Εκείνη τη μέρα δεν υπάρχει παιχνίδι της ημέρας να παίξεις.
app-error-daily-done = Έχεις ήδη τελειώσει αυτό το παιχνίδι της ημέρας.
app-error-daily-unavailable = Αυτή η έκδοση της εφαρμογής δεν έχει παιχνίδι για εκείνη τη μέρα.
app-error-no-board = Δεν υπάρχει κατάταξη: όρισε διακομιστή στις Ρυθμίσεις. Κατάταξη έχουν μόνο τα { -solitairex }, { -montana } και { -chinese-puzzle }.
lobby-server-board-note = Ο διακομιστής κρατά και τις κατατάξεις των παιχνιδιών της ημέρας: εκεί πηγαίνουν τα αποτελέσματά σου σε { $games }, το καθένα με τις κινήσεις και το σκορ του, το όνομά σου και ένα τυχαίο κλειδί.

## Το πρώτο παιχνίδι με οδηγό: ένας οδηγός στην οθόνη του παιχνιδιού εξηγεί κάθε κανόνα τη στιγμή που χρειάζεται

guide-title = Παιχνίδι με οδηγό
guide-spot = (η επόμενη κίνηση του οδηγού)
guide-next = Επόμενο
guide-show-me = Δείξε μου
guide-skip = Παράλειψη οδηγού
guide-play-on = Συνέχισε να παίζεις
guide-stopped = Ο οδηγός τελείωσε. Συνέχισε όπως θέλεις.
guide-not-that = Όχι αυτή. { $hint }
guide-offer-title = Πρώτη φορά στο { $game };
guide-offer-note = Παίξε ένα σύντομο παιχνίδι με οδηγό: ο οδηγός εξηγεί κάθε κανόνα τη στιγμή που χρειάζεται, και τις κινήσεις τις κάνεις εσύ.
guide-offer-yes = Ναι, δείξε μου
guide-offer-no = Όχι, ευχαριστώ
guide-rules-button = Παίξε το παιχνίδι με οδηγό
guide-rules-note = Ένα σύντομο παιχνίδι { $game } που σου μαθαίνει τους κανόνες καθώς παίζεις.
guide-replace-title = Να ξεκινήσει το παιχνίδι με οδηγό στο { $game };
guide-replace-note = Το τρέχον παιχνίδι { $game } τελειώνει. Αν έχεις ήδη κάνει κίνηση, μετρά ως ήττα.
app-error-off-script = Το παιχνίδι με οδηγό περιμένει άλλη κίνηση.
guide-gaps-goal = Ο στόχος: κάθε γραμμή σε ένα χρώμα, ταξινομημένη ως τον ρήγα, από τα αριστερά προς τα δεξιά. Ένα φύλλο πηγαίνει μόνο σε κενό, μια άδεια θέση.
guide-twos-first = Ένα κενό στην αρχή μιας γραμμής δέχεται ένα 2: από το 2 αρχίζει η γραμμή.
guide-twos-first-do = Πάτα το 2 με το χρυσό πλαίσιο για να πάει στο κενό με το χρυσό πλαίσιο.
guide-follows-suit = Κάθε άλλο κενό δέχεται το φύλλο που είναι ένα πάνω από τον αριστερό του γείτονα, στο ίδιο χρώμα: μετά το φύλλο 5♥ έρχεται το φύλλο 6♥.
guide-follows-suit-do = Πάτα το φύλλο με το χρυσό πλαίσιο: ακολουθεί το φύλλο αριστερά από το κενό με το χρυσό πλαίσιο.
guide-dead-gap = Ένα κενό αμέσως μετά από ρήγα είναι νεκρό: μετά τον ρήγα δεν έρχεται τίποτα. Όταν όλα τα κενά είναι νεκρά, κόλλησες.
guide-reshuffle = Κόλλησες; Στο ανακάτεμα τα φύλλα που δεν είναι ακόμη στη θέση τους μαζεύονται, ανακατεύονται και απλώνονται ξανά, με καινούργια κενά. Κάθε μοιρασιά το επιτρέπει λίγες φορές.
guide-reshuffle-do = Πάτα το κουμπί «Ανακάτεμα» με το χρυσό πλαίσιο.
guide-movable-two = Στη { -montana } ένα 2 στην αρχή μιας γραμμής μπορεί ακόμη να πάει σε άλλη άδεια θέση της πρώτης στήλης: έτσι μια γραμμή αλλάζει χρώμα.
guide-movable-two-do = Πάτα το 2 με το χρυσό πλαίσιο για να πάει στο κενό με το χρυσό πλαίσιο.
guide-two-decks = Το { -chinese-puzzle } παίζεται με δύο τράπουλες: οκτώ γραμμές, η καθεμία σε ένα χρώμα, από τον άσο ως τον ρήγα.
guide-ace-phase = Πρώτα οι άσοι: πηγαίνουν στην πρώτη στήλη, ένας στην αρχή κάθε γραμμής.
guide-ace-phase-do = Πάτα τον άσο με το χρυσό πλαίσιο και μετά το κενό με το χρυσό πλαίσιο στην πρώτη στήλη.
guide-ace-order = Οι άσοι ένας ένας θέλουν χρόνο. Το «Βάλε τους άσους» βάζει όλους τους υπόλοιπους στην πρώτη στήλη μονομιάς.
guide-ace-order-do = Πάτα το κουμπί «Βάλε τους άσους» με το χρυσό πλαίσιο.
guide-redeal = Κόλλησες; Στο ξαναμοίρασμα τα φύλλα που δεν έχουν κλειδώσει ακόμη μαζεύονται, ανακατεύονται και απλώνονται ξανά. Κάθε μοιρασιά το επιτρέπει λίγες φορές.
guide-redeal-do = Πάτα το κουμπί «Ξαναμοίρασμα» με το χρυσό πλαίσιο.
guide-soi-goal = Στο { -soi } μαζεύεις τετράδες: και τα τέσσερα φύλλα μιας αξίας. Οι τετράδες δίνουν πόντους, και κερδίζει όποιος φτάσει πρώτος τον στόχο.
guide-ask-for-card = Όταν είναι η σειρά σου, ζητάς ένα φύλλο από άλλον παίκτη. Πρέπει να έχεις κι εσύ φύλλο αυτής της αξίας.
guide-ask-for-card-do = Πάτα τον παίκτη με το χρυσό πλαίσιο και μετά το φύλλο με το χρυσό πλαίσιο.
guide-ask-again = Το πήρες, άρα ζητάς ξανά. Η σειρά σου συνεχίζεται όσο παίρνεις το φύλλο που ζητάς.
guide-ask-again-do = Πάτα τον παίκτη με το χρυσό πλαίσιο και μετά το φύλλο με το χρυσό πλαίσιο.
guide-set-of-four = Τέσσερα φύλλα μιας αξίας κάνουν τετράδα: κατεβαίνει αμέσως στο τραπέζι.
guide-set-of-four-do = Ζήτα από τον παίκτη με το χρυσό πλαίσιο το φύλλο με το χρυσό πλαίσιο για να κλείσεις την τετράδα σου.
guide-set-score = Μια τετράδα μετρά την αξία της: ο άσος 25, από το 2 ως το 10 τον αριθμό του, ο βαλές, η ντάμα και ο ρήγας 10.
guide-miss-passes = Αν ο παίκτης από τον οποίο ζητάς δεν έχει το φύλλο, η σειρά σου τελειώνει και περνά σε εκείνον.
guide-miss-passes-do = Πάτα τον παίκτη με το χρυσό πλαίσιο και μετά το φύλλο με το χρυσό πλαίσιο, και δες τι θα γίνει.
guide-computers-remember = Οι παίκτες-υπολογιστές θυμούνται κάθε φύλλο που ζητήθηκε: όποιος ζήτησε μια αξία έχει φύλλο της.
guide-memory-aid = Δεν χρειάζεται να τα θυμάσαι όλα: το Βοήθημα μνήμης δείχνει τι ζήτησε ο καθένας.
guide-four-side-goal = Στο { -fourside } βάζεις πλακίδια στο ταμπλό και προσπαθείς να μαζέψεις περισσότερους πόντους από τον αντίπαλο.
guide-match-sides = Ένα πλακίδιο μπαίνει δίπλα σε ένα που υπάρχει ήδη, και κάθε πλευρά που ακουμπά γείτονα πρέπει να έχει τον ίδιο αριθμό με την απέναντι πλευρά του.
guide-match-sides-do = Πάτα το πλακίδιο με το χρυσό πλαίσιο (πάτα το ξανά για να το γυρίσεις) και μετά το τετράγωνο με το χρυσό πλαίσιο.
guide-scoring = Μια κίνηση μετρά το άθροισμα των αριθμών στις πλευρές που ακουμπούν, επί τον αριθμό των πλευρών που ακουμπούν.
guide-bonus-squares = Ένα πράσινο τετράγωνο μπόνους δίνει 20 πόντους στην κίνηση που μπαίνει εκεί· ένα κόκκινο αφαιρεί 20.
guide-bonus-squares-do = Πάτα το πλακίδιο με το χρυσό πλαίσιο (πάτα το ξανά για να το γυρίσεις) και μετά το τετράγωνο μπόνους με το χρυσό πλαίσιο.
guide-passing = Όταν κανένα πλακίδιό σου δεν ταιριάζει πουθενά, η σειρά σου περνά και κρατάς το χέρι σου.
guide-hand-over = Ο οδηγός δεν έχει κάτι άλλο να δείξει. Το παιχνίδι είναι πια δικό σου: παίξε το ως το τέλος.
