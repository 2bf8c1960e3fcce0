# Die Wörter von Quadrille auf Deutsch (übersetzt aus en.ftl). Anrede: du. Die Namen Quadrille,
# Soi, FourSide und SolitaireX bleiben.
#
# Glossar. Eine Zeile je Begriff: der englische Begriff, „=“, das deutsche Wort (mit „ / “
# dazwischen die Formen, die die Prüfung gelten lässt; eine Form auf „-“ ist ein Wortstamm),
# dann nach „ | “ Hinweise. „only“: das Wort steht nur für diesen Begriff; „not:“: Wörter, die
# hier nicht vorkommen. tests/ui/i18n-words.test.mjs prüft die Meldungen dagegen, und die Regeln
# in docs/rules/de/ verwenden dieselben Wörter.
#
#   deal = Verteilung | not: Auslagen / Auslagennummer / Neumischung- | eine gemischte Verteilung der Karten und ihre Nummer („Verteilung 1234“), auch jede der Verteilungen eines Spiels („Verteilung 2 von 3“); der Knopf „Geben“ teilt aus
#   redeal = Neuverteilung / neu verteil- / verteile neu | Chinesisches Puzzle: die losen Karten einsammeln und neu verteilen; Knopf „Neu verteilen“
#   reshuffle = misch- | SolitaireX und Montana: dasselbe, „neu mischen“; Knopf „Neu mischen“
#   gap = Lücke
#   row = Reihe | waagerecht; senkrecht ist eine Spalte
#   tile = Plättchen
#   set = Quartett | vier Karten eines Werts, die man „ablegt“
#   ask = frag- / gefragt | not: Frage / Fragen | man fragt einen Mitspieler nach einer Karte; nie „Frage“ (auch „der Fragende“ ist gut)
#   hint = Tipp
#   undo = rückgängig | „Rückgängig“ und „Wiederholen“
#   tournament = Turnier
#   seat = Platz / Plätze
#   room = Raum / Räume
#   card = die Karte D♥ / der Karte D♥ | eine Karte im Satz: „die Karte“ und die Kurzform, wie die Ecke sie druckt (A, B, D, K, 2 bis 10 und das Farbzeichen); nie ein Artikel direkt vor der Kurzform („die B♣“ wäre falsch: der Bube)
#   layout = Auslage | only | das Kartenbild auf dem Tisch (nur in den Regeln), nie eine Verteilung
#   variety = Deutsch (Deutschland) | Farben Kreuz ♣, Karo ♦, Herz ♥, Pik ♠; Werte Ass, Bube, Dame, König; eine Karte heißt ausgeschrieben „Herz-Dame“
#   digits = 0123456789 | Zahlen mit Punkt als Tausendertrennzeichen (12.345); Verteilungsnummern ohne

-brand = Quadrille
-soi = Soi
-fourside = FourSide
-solitairex = SolitaireX
-chinese-puzzle = Chinesisches Puzzle
-montana = Montana

## Ablehnungen der Regeln

rule-game-over = Das Spiel ist vorbei.
rule-bad-rules = Mit diesen Regeln kann man nicht spielen.
rule-too-long = Das Spiel hat zu lange gedauert, um weiterzugehen.
rule-bad-replay = Das Spiel des Raums ließ sich nicht nachspielen.
rule-bad-save = Das Spiel des Raums ließ sich nicht lesen.
rule-no-card = Dort liegt keine Karte.
rule-not-a-gap = Das ist keine Lücke.
rule-placed = Diese Karte liegt schon richtig.
rule-ace-phase = Lege zuerst die Asse.
rule-ace-order = Dieses Ass gehört nicht in diese Reihe.
rule-no-ace-phase = Die Asse liegen schon.
rule-does-not-fit = Das passt dort nicht.
rule-off-board = Dieses Feld liegt außerhalb des Bretts.
rule-no-deals-left = Keine Verteilungen mehr übrig.
rule-tournament = Im Turnier nicht erlaubt.
rule-tournament-too-late = Zu spät, um dem Turnier beizutreten.
rule-no-tournament = Es gibt kein Turnier.
rule-tournament-full = Das Turnier ist voll.
rule-nothing-to-undo = Nichts rückgängig zu machen.
rule-nothing-to-redo = Nichts zu wiederholen.
rule-no-such-seat = Diesen Platz gibt es an diesem Tisch nicht.
rule-not-your-turn = Du bist nicht am Zug.
rule-ask-yourself = Du kannst dich nicht selbst nach einer Karte fragen.
rule-no-cards = Dieser Spieler hat keine Karten mehr.
rule-no-such-rank = Du darfst nur nach einem Wert fragen, den du hast.
rule-already-held = Diese Karte hast du schon.
rule-round-not-over = Die Runde läuft noch.
rule-no-tile = Dieses Plättchen hast du nicht auf der Hand.
rule-bad-rotation = Ein Plättchen dreht sich nur in Vierteldrehungen.
rule-no-hints = Keine Tipps mehr in diesem Spiel.
rule-no-move = Du hast einen Zug: spiel ihn.

## Ablehnungen eines Raums

room-error-version-mismatch = Der Raum spricht Version { $theirs }, diese App Version { $ours }: aktualisiere die ältere.
room-error-bad-token = Der Raum kennt den Platz dieses Geräts nicht mehr.
room-error-token-in-use = Dein Platz wird auf einem anderen Gerät benutzt.
room-error-not-host = Das darf nur der Gastgeber.
room-error-room-full = Der Raum ist voll.
room-error-no-such-seat = In diesem Raum gibt es keinen Platz { $seat }.
room-error-seat-taken = Platz { $seat } ist besetzt.
room-error-host-stays = Der Gastgeber kann seinen eigenen Platz nicht abgeben.
room-error-not-started = Das Spiel hat noch nicht begonnen.
room-error-started = Das Spiel hat schon begonnen.
room-error-seats-open = Vor dem Start braucht jeder Platz einen Spieler oder einen Computer.
room-error-not-your-seat = Das ist der Platz eines anderen Spielers.
room-error-not-your-turn = Du bist nicht am Zug.
room-error-bad-name = { $max ->
    [one] Ein Name hat 1 bis { $max } Zeichen.
   *[other] Ein Name hat 1 bis { $max } Zeichen.
  }
room-error-log-full = Dieser Raum hat seine Höchstzahl an Zügen erreicht.
room-error-hello-first = Der Raum hat diese App nicht verstanden: aktualisiere sie.
room-error-frame-too-large = Diese Nachricht war zu groß für den Raum.
room-error-rate-limited = { $perSecond ->
    [one] Zu schnell: Der Raum nimmt { $perSecond } Befehl pro Sekunde an.
   *[other] Zu schnell: Der Raum nimmt { $perSecond } Befehle pro Sekunde an.
  }
room-error-too-many-rooms = { $max ->
    [one] Diese Adresse hat schon { $max } offenen Raum auf dem Server.
   *[other] Diese Adresse hat schon { $max } offene Räume auf dem Server.
  }
room-error-too-many-rooms-this-hour = { $max ->
    [one] Diese Adresse hat in der letzten Stunde schon { $max } Raum eröffnet; bitte später noch einmal.
   *[other] Diese Adresse hat in der letzten Stunde schon { $max } Räume eröffnet; bitte später noch einmal.
  }
room-error-server-full = Der Server ist voll: vorerst keine neuen Räume. Begonnene Spiele laufen weiter.
room-error-no-such-room = Diesen Raum gibt es nicht mehr.
room-error-wrong-game = Dieser Befehl gehört zu einem anderen Spiel.
room-error-already-seated = Du oder jemand mit derselben Internetverbindung hat schon einen Platz in diesem Raum: Jede Person spielt nur einen Platz.
room-error-not-seated = Du hast keinen Platz in diesem Raum.
room-error-stale-seq = Jemand war schneller: So sieht der Tisch jetzt aus.
room-error-game-not-over = Das Spiel ist noch nicht vorbei.
room-again-waiting = Warten auf { $names } …
room-error-unavailable = Der Raum ist gerade nicht erreichbar: versuch es gleich noch einmal.

## Ablehnungen der App bei Raumbefehlen

call-error-bad-invite = Dieser Link ist keine { -brand }-Einladung: kopiere den ganzen Link, den der Gastgeber geteilt hat.
call-error-no-room = Du bist in keinem Raum.
call-error-unreachable = Der Raum ist nicht erreichbar: prüfe, ob ihr im selben Netz seid, oder die Serveradresse.
call-error-bad-argument = Die App konnte diese Anfrage nicht lesen.
call-error-bad-settings = Diese Einstellungen sind nicht verwendbar.
call-error-internal = In der App ist etwas schiefgegangen: versuch es noch einmal.
call-error-ipc = Die App hat nicht geantwortet: versuch es noch einmal.
call-error-other = Der Raum konnte das nicht tun: versuch es noch einmal.
scan-error-camera-denied = { -brand } darf die Kamera nicht benutzen: Erlaube es in den Einstellungen des Handys oder füge den Link ein.
scan-error-bad-invite = Dieser Code ist keine { -brand }-Einladung: Scanne den Code auf dem Bildschirm des Gastgebers.
scan-error-no-scanner = Dieses Gerät kann keine Codes scannen: Füge den Link ein, den der Gastgeber geteilt hat.

## Die Verbindung eines Raums

room-closed-left = Du hast den Raum verlassen.
room-closed-gave-up = Der Raum war lange nicht erreichbar. Dein Platz bleibt frei für dich: versuch es wieder, wenn der Gastgeber zurück ist.
room-link-connecting = Verbinden…
room-link-connected = Verbunden
room-link-reconnecting = Neu verbinden… (Versuch { $attempt })
room-when-left-computer = Ein Computer ({ $level }) übernimmt deinen Platz.
room-when-left-wait = Dein Platz bleibt leer, und das Spiel wartet, bis ihn jemand einnimmt.
room-leave-host = Du bist Gastgeber: Wenn du gehst, schließt der Raum für alle.
room-leave-unknown = Dein Platz geht an einen Computer oder wartet auf dich, wie der Gastgeber es gewählt hat.

## Auf allen Bildschirmen

common-back = Zurück
common-back-home = Zurück zum Start
common-rules = Regeln
common-ok = OK
common-cancel = Abbrechen
common-on = An
common-off = Aus
common-home = Start
common-play-again = Noch einmal
common-leave = Verlassen
common-try-again = Erneut versuchen
common-dismiss = Meldung schließen
end-look = Brett ansehen
stats-level = Stufe
stats-game = Spiel
stats-played = Gespielt
stats-won = Gewonnen
stats-win-percent = Sieg-%
stats-best = Bestwert
stats-best-score = Höchste Punktzahl
stats-streak = Serie
stats-streak-best = beste { $best }

## Leiste und Plätze eines Raums

room-bar = Raum
room-seats = Plätze
room-your-turn = Du bist dran
room-their-turn = { $name } ist dran
room-seats-hidden = : die Plätze
room-connecting = Verbindung zum Raum…
room-retries-hidden = Der Raum versucht es von selbst erneut.
room-news-joined = { $name } ist dem Raum beigetreten, auf Platz { $seat }.
room-news-away = { $name } ist nicht mehr verbunden.
room-news-back = { $name } ist wieder da.
room-news-left = { $name } hat den Raum verlassen.
room-news-computer = { $name } übernimmt Platz { $seat }.
room-news-open = Platz { $seat } ist frei.
room-leave-title = Raum verlassen?
room-seat-words = { $you ->
    [yes] , du
   *[no] {""}
  }{ $host ->
    [yes] , Gastgeber
   *[no] {""}
  }, { $who ->
    [connected] Person, verbunden
    [away] Person, nicht verbunden
    [computer] Computer
   *[open] freier Platz
  }{ $toMove ->
    [yes] , am Zug
   *[no] {""}
  }
level-easy = Leicht
level-medium = Mittel
level-impossible = Unmöglich
level-beginner = Anfänger
level-intermediate = Fortgeschritten
level-advanced = Erfahren
level-expert = Experte
seat-computer = Computer ({ $level })
seat-open = Freier Platz
seat-open-short = Frei
seat-numbered = { $name } { $n }

## Karten

card-name = { $suit ->
    [clubs] Kreuz
    [diamonds] Karo
    [hearts] Herz
   *[spades] Pik
  }-{ $rank ->
    [1] Ass
    [11] Bube
    [12] Dame
    [13] König
   *[other] { $rank }
  }

## Mit Freunden spielen

lobby-name-empty = Gib deinen Namen ein: Die anderen sehen ihn.
lobby-name-too-long = { $max ->
    [one] Ein Name hat höchstens { $max } Zeichen.
   *[other] Ein Name hat höchstens { $max } Zeichen.
  }
lobby-name-control = Ein Name darf keine Steuerzeichen enthalten.

## Die App

app-settings-not-saved = Die Einstellungen konnten nicht gespeichert werden: { $reason }
app-could-not-start = Die App konnte nicht starten: { $reason }
app-name = { -brand }

## Die Spiele

game-soi = { -soi }
game-soi-blurb = Frag die anderen nach Karten und lege Quartette ab: ein Gedächtnisspiel.
game-chinese-puzzle = { -chinese-puzzle }
game-chinese-puzzle-blurb = Zwei Blätter, acht Reihen: Patience im großen Stil.
game-solitaire-x = { -solitairex }
game-solitaire-x-blurb = Schiebe Karten in die Lücken, bis jede Farbe von 2 bis König läuft.
game-montana = { -montana }
game-montana-blurb = Die Verteilungen von { -solitairex }, aber eine 2 darf noch die Reihe wechseln.
game-fourside = { -fourside }
game-fourside-blurb = Lege Plättchen mit passenden Zahlenkanten gegen den Computer oder einen Freund.
game-with-level = { $game } ({ $level })
gaps-redeal-button = Neu verteilen
gaps-reshuffle-button = Neu mischen

## Start

home-tagline = Klassische Tischspiele
home-continue = Weiterspielen
home-play = Spielen
home-together = Mit Freunden spielen
home-together-blurb = { -soi } oder { -fourside }, jeder mit eigenem Gerät.
home-back-to-room = Zurück in deinen Raum
home-back-to-room-blurb = Dein Platz ist frei gehalten.
home-back = Zurück
home-open = Öffnen
home-settings = ⚙ Einstellungen & Statistik
home-rules = Spielregeln

## Einstellungen

settings-title = Einstellungen
settings-look = Aussehen
settings-theme = Design
settings-theme-system = System
settings-theme-light = Hell
settings-theme-dark = Dunkel
settings-four-colour = Vierfarbiges Blatt
settings-animation = Animation
settings-animation-speed = Animationstempo
settings-animation-off = Aus
settings-animation-fast = Schnell
settings-animation-normal = Normal
settings-animation-slow = Langsam
settings-sound = Ton
settings-input = Karten bewegen durch
settings-input-note = (die andere Art geht auch)
settings-input-tap = Tippen
settings-input-drag = Ziehen
settings-shortcuts = Einzeltasten-Kürzel
settings-shortcuts-note = (U, R, H, N, S, A und Karten tippen in { -soi }; Pfeile, Enter und Leertaste gehen immer)
settings-winnable = Nur lösbare Verteilungen
settings-winnable-note = (nachweislich lösbar schon mit der ersten Verteilung)
settings-crossroads = Warnen, wenn ein Zug die Verteilung verspielt
settings-cp-note = Für neue Verteilungen; die Regeln einer Verteilung lassen sich ändern, bis ihre erste Karte liegt.
settings-statistics = Statistik
settings-no-games = Noch keine Spiele beendet.
settings-streak-note = Serie: aktuell / beste.
settings-tournaments = Letzte Turniere
settings-no-tournaments = Noch keine Turniere. Starte eines mit einer frischen Verteilung in { $games }.
settings-tournament-head = { $game } · Verteilung { $deal }

## Regeln

rules-title = Spielregeln
rules-game = Spiel
lobby-title = Mit Freunden spielen
lobby-host = Spiel eröffnen
lobby-join = Spiel beitreten
lobby-host-or-join = Eröffnen oder beitreten
lobby-server-scheme = Eine Serveradresse beginnt mit wss:// (oder ws://).
lobby-server-spaces = Eine Serveradresse enthält keine Leerzeichen.
lobby-link-copied = Link kopiert.
lobby-link-not-copied = Kopieren ging nicht: markiere den Link und kopiere ihn.
lobby-share-title = Lass uns { $game } spielen
lobby-share-text = Komm an meinen { -brand }-Tisch:
lobby-seat-person = { $host ->
    [yes] Gastgeber
   *[no] Person
  } · { $connected ->
    [yes] verbunden
   *[no] nicht verbunden
  }
lobby-seat-computer = Computerspieler
lobby-seat-open = Frei: wartet auf einen Spieler
lobby-room-open = Der Raum ist offen: Freunde können beitreten.
lobby-in-room = Du bist im Raum.
lobby-invite = Freunde einladen
lobby-invite-on-device = Im selben WLAN: Scanne den Code mit der Kamera des anderen Handys oder schick den Link.
lobby-invite-server = Schick den Link oder lass sie den Code scannen.
lobby-invite-qr = QR-Code des Einladungslinks: Scanne ihn mit der Kamera des Handys, das beitritt.
lobby-link = Link
lobby-copy = Kopieren
lobby-copy-label = Link kopieren
lobby-share = Teilen
lobby-share-label = Link teilen
lobby-seats = { $game }: Plätze
lobby-you = { $name } (du)
lobby-seat-level = Stufe des Computers auf Platz { $seat }
lobby-add-computer = Computer hinzufügen
lobby-add-computer-label = Computer hinzufügen: Platz { $seat }
lobby-open-seat = Platz freigeben
lobby-open-seat-label = Platz { $seat } für eine Person freigeben
lobby-remove = Entfernen
lobby-remove-label = { $name } entfernen
lobby-start = Spiel starten
lobby-seats-open = { $count ->
    [one] { $count } Platz ist noch frei: Warte auf Freunde oder füge Computer hinzu.
   *[other] { $count } Plätze sind noch frei: Warte auf Freunde oder füge Computer hinzu.
  }
lobby-all-seated = Alle Plätze sind besetzt.
lobby-wait-for-host = Warte, bis der Gastgeber das Spiel startet.
lobby-paste-link = Füge den Link ein, den der Gastgeber geteilt hat.
lobby-invite-link = Einladungslink
lobby-your-name = Dein Name
lobby-joining = Beitreten…
lobby-join-go = Beitreten
lobby-scan = Code scannen
lobby-scanning = Scannen…
lobby-invite-received = Einladung erhalten: Prüfe deinen Namen und drücke dann Beitreten.
lobby-nearby = In der Nähe
lobby-looking = Suche…
lobby-refresh = Aktualisieren
lobby-looking-status = Suche Räume in diesem Netz.
lobby-found = { $count ->
    [one] { $count } Raum gefunden.
   *[other] { $count } Räume gefunden.
  }
lobby-none-nearby = Keine Räume in diesem Netz gefunden. Prüfe, ob du im WLAN des Gastgebers bist, oder füge seinen Link ein.
lobby-settings = Gemeinsam spielen
lobby-settings-note = Freunde im selben WLAN brauchen keinen Server: Einer eröffnet auf seinem Gerät.
lobby-server = Serveradresse
lobby-server-note = (wss://…, optional)
lobby-game = Spiel
lobby-game-soi = { -soi } (4 Spieler)
lobby-game-fourside = { -fourside } (2 Spieler)
lobby-left-computer = Ein Computer spielt weiter
lobby-left-wait = Der Platz wartet
lobby-this-device = Dieses Gerät
lobby-the-server = Der Server
lobby-target = Zielpunktzahl
lobby-target-range = (100–1000)
lobby-tiles = Plättchen
lobby-fourside-level = { -fourside }-Stufe
lobby-board = Brett
lobby-board-size = Brettgröße
lobby-when-left = Wenn jemand geht
lobby-left-level = Stufe des übernehmenden Computers
lobby-spectators = Zuschauer
lobby-spectators-note = (Leute ohne Platz sehen den Tisch, aber keine Hände)
lobby-where = Wo
lobby-where-label = Wo der Raum ist
lobby-where-server = Auf { $server }: Freunde können von überall beitreten.
lobby-where-device = Freunde im selben WLAN treten direkt diesem Gerät bei.
lobby-where-no-server = Um dich über einen Server zu treffen, trag seine Adresse in den Einstellungen ein.
lobby-opening = Wird eröffnet…
lobby-open = Raum eröffnen

## Soi

soi-seat-0 = Süd
soi-seat-1 = Ost
soi-seat-2 = Nord
soi-seat-3 = West
soi-seat-n = Platz { $seat }
soi-player = Spieler
soi-rank-plural = { $rank ->
    [1] Asse
    [11] Buben
    [12] Damen
    [13] Könige
   *[other] { $rank }er
  }
soi-place = { $place }.
soi-event-dealt = Runde { $round } gegeben — { $first } beginnt
soi-event-asked-got = { $asker } fragte { $target } nach der Karte { $card } — bekommen
soi-event-asked-missed = { $asker } fragte { $target } nach der Karte { $card } — nein; { $target } ist dran
soi-event-deposited = { $seat } legt die { $rank ->
    [1] Asse
    [11] Buben
    [12] Damen
    [13] Könige
   *[other] { $rank }er
  } ab (+{ $points })
soi-event-turn-passed = { $from } hat keine Karten — { $to } ist dran
soi-event-round-over = Runde vorbei: { $scores }
soi-event-round-score = { $name } +{ $points }
soi-event-game-over-shared = Spiel vorbei: { $names } teilen sich den Sieg
soi-event-game-over = Spiel vorbei: { $name } gewinnt
soi-move-limit = { $moves ->
    [one] Dieses Spiel hat { $moves } Zug erreicht, mehr fasst ein Spiel nicht; deshalb endete die Runde beim Stand: Abgelegte Quartette zählen, Karten auf der Hand nicht
   *[other] Dieses Spiel hat { $moves } Züge erreicht, mehr fasst ein Spiel nicht; deshalb endete die Runde beim Stand: Abgelegte Quartette zählen, Karten auf der Hand nicht
  }
soi-round = Runde { $round }
soi-earlier-rounds = Frühere Runden
soi-ask-label = { $target } nach { $card } fragen
common-dealing = Geben…
soi-status-shared-win = { $names } teilen sich den Sieg.
soi-status-wins = { $name } gewinnt das Spiel.
soi-status-round-over = Runde vorbei.
soi-status-demo-stopped = Demo angehalten: Tippe auf Spielen, um weiterzumachen.
soi-status-demo = Demo: { $name } fragt.
soi-status-thinking = { $name } überlegt…
soi-status-ask-typed = { $name } nach { $typed } fragen
soi-status-tap-named = { $name }: Tippe auf einen Spieler, um zu fragen.
soi-status-your-turn = Du bist dran: Tippe auf einen Spieler, um zu fragen.
soi-status-to-ask = { $name } fragt.
soi-say-demo = Das ist eine Demo: Der Computer spielt alle vier Plätze.
soi-say-wait = Einen Moment.
soi-say-wait-for = Warte: { $name } ist dran.
soi-say-no-cards = { $name } hat keine Karten mehr.
soi-say-not-a-card = „{ $typed }“ ist keine Karte: Tippe Wert und Farbe auf Englisch, etwa 7h, JD oder 10s.
soi-say-not-your-turn = Du bist nicht am Zug.
soi-say-tap-first = Tippe zuerst auf einen Spieler.
soi-say-ask = { $name } nach { $card } fragen.
soi-say-selected = { $name } ausgewählt.
soi-say-ask-enter = { $name } nach { $card } fragen: Drücke Enter.
soi-say-ask-enter-anyone = Einen Spieler nach { $card } fragen: Drücke Enter.
game-toolbar = Spiel
soi-scores = Punkte
soi-memory-aid = Gedächtnis{"\u00AD"}stütze
soi-play = Spielen
soi-stop = Anhalten
soi-faster = Schneller
common-new-game = Neues Spiel
common-deal = Geben
soi-new-lost = Das laufende Spiel endet und zählt als verloren.
soi-new-ends = Das laufende Spiel endet.
soi-look = Tisch ansehen
soi-over-shared = { $names } teilen sich den Sieg!
soi-over-wins = { $name } gewinnt!
soi-best-total = Beste Summe

## Reihum auf einem Gerät, und Räume

cover-title = Gib das Gerät an { $name } weiter
cover-sub = { $name }: Tippe, wenn du bereit bist, deine { $what ->
    [tiles] Plättchen
   *[cards] Karten
  } zu sehen.
lobby-server-too-long = { $max ->
    [one] Eine Serveradresse hat höchstens { $max } Zeichen.
   *[other] Eine Serveradresse hat höchstens { $max } Zeichen.
  }
room-refuse-local = In einem Raum startet der Raum die Spiele und spielt seine Computer.

## Tisch, Blätter und Einstellungen von Soi

soi-hand-hidden = { $count ->
    [one] { $count } Karte, verdeckt
   *[other] { $count } Karten, verdeckt
  }
soi-your-cards = Deine Karten
soi-no-cards-left = Keine Karten mehr in dieser Runde.
soi-picker-title = { $name } fragen nach…
soi-picker-none = Du kannst { $name } jetzt nicht fragen.
soi-picker-hint = Du darfst nach jeder Karte eines Werts fragen, den du hast – außer nach denen, die du schon auf der Hand hast.
soi-picker-held = du hast { $count }
soi-seat-out = raus
soi-seat-words = : { $name }{ $computer ->
    [yes] , Computer
   *[no] {""}
  }, { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
  }, { $total ->
    [one] { $total } Punkt
   *[other] { $total } Punkte
  }{ $toMove ->
    [yes] , am Zug
   *[no] {""}
  }{ $selected ->
    [yes] , ausgewählt
   *[no] {""}
  }. Tippe, um zu fragen.
soi-set-title = { $rank ->
    [1] Asse
    [11] Buben
    [12] Damen
    [13] Könige
   *[other] { $rank }er
  }: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
  }
soi-set-hidden = (Quartett: { $rank ->
    [1] Asse
    [11] Buben
    [12] Damen
    [13] Könige
   *[other] { $rank }er
  }, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
  })
soi-round-over = Runde { $round } vorbei
soi-round-scores = Punkte der Runde
soi-col-player = Spieler
soi-col-sets = Quartette
soi-col-round = Runde
soi-col-total = Summe
soi-ends-after = Das Spiel endet nach einer Runde, in der jemand { $target } erreicht.
soi-next-round = Nächste Runde
soi-round-info = Runde { $round } · bis { $target }
soi-score-table = Punktetabelle
soi-round-so-far = Runde { $round } bisher
soi-scoring = Wer am Ende einer Runde zuerst { $target } hat, gewinnt. Quartette zählen: Ass 25, 2–10 ihren Wert, B D K 10 (109 pro Runde).
soi-memory-title = Gedächtnisstütze · Runde { $round }
soi-memory-note = Alles, was in dieser Runde offen geschah, der Reihe nach.
soi-moves = Züge
soi-log = Verlauf dieser Runde
soi-place-of = Platzierung von { $name }
common-close = Schließen
soi-settings-note = Für neue Spiele.
soi-target = Zielpunktzahl
soi-target-range = (100–1000)
soi-computers = Computerspieler
soi-computer-level = Stufe des { -soi }-Computers
soi-memory-easy = Merkt sich, nach welchen Karten in den letzten zwei Zügen gefragt wurde, und fragt manchmal aufs Geratewohl.
soi-memory-medium = Merkt sich, nach welchen Karten in den letzten zehn Zügen gefragt wurde.
soi-memory-impossible = Merkt sich jede Karte, nach der seit dem Geben gefragt wurde, und zählt die Karten. Deine Hand sieht er nie.
soi-seats = Plätze
soi-kind-human = Person
soi-kind-computer = Computer
soi-name-of = Name von { $seat }
soi-played-by = Wer spielt { $seat }
soi-all-computers = Vier Computer: Das Spiel spielt sich selbst (Demo).
soi-delay = Pause zwischen Meldungen
soi-delay-ms = { $ms } ms
soi-sort = Karten der Computer sortieren
soi-sort-note = (Rückseiten in Kartenfolge: eine Hilfe für Aufmerksame)
soi-stats = Statistik
soi-stats-note = (Spiele mit einer Person)
soi-stats-label = { -soi }-Statistik pro Stufe

## FourSide

fourside-tile = Plättchen { $top } { $right } { $bottom } { $left }, oben rechts unten links
fourside-cell = Reihe { $row } Spalte { $col }
fourside-square-bonus = Bonusfeld
fourside-square-minus = Minusfeld
fourside-primer = Startplättchen
fourside-empty = leer
fourside-player-1 = Spieler 1
fourside-player-2 = Spieler 2
fourside-computer-1 = Computer 1
fourside-computer-2 = Computer 2
fourside-you = Du
fourside-computer = Computer
fourside-you-pass = Keines deiner Plättchen passt irgendwo: Du setzt aus.
fourside-passes = { $name } hat kein passendes Plättchen und setzt aus.
fourside-tie = Unentschieden!
fourside-you-win = Du gewinnst!
fourside-computer-wins = Der Computer gewinnt
fourside-wins = { $name } gewinnt!
fourside-mode-one = 1 Spieler
fourside-mode-two = 2 Spieler
fourside-mode-demo = Demo
fourside-placed = { $name } legte { $tile } auf Reihe { $row } Spalte { $col }: { $score }.
fourside-your-turn = Du bist dran
fourside-turn-of = { $name } ist dran
fourside-computer-turn = Der Computer ist dran
fourside-to-play = { $name } spielt
fourside-over-status = { $result } { $mine } – { $theirs }
fourside-waiting-for = Warte auf den Zug von { $name }.
fourside-demo = Demo: Der Computer spielt beide Seiten.
fourside-thinking = Der Computer überlegt…
fourside-tap-tile = Tippe auf ein Plättchen deiner Hand, um es aufzunehmen.
fourside-tap-hint = Tipp: Tippe auf das blaue Feld, um das Plättchen dorthin zu legen.
fourside-tap-square = Tippe auf ein leuchtendes Feld, um es zu legen, oder nochmals auf das Plättchen, um es zu drehen.
fourside-fits-nowhere-turn = So gedreht passt es nirgends: Tippe nochmals auf das Plättchen, um es zu drehen.
fourside-hint-at = Tipp: { $tile } auf Reihe { $row } Spalte { $col }.
fourside-picked-nowhere = { $tile } aufgenommen. So gedreht passt es nirgends.
fourside-picked-fits = { $tile } aufgenommen. { $count ->
    [one] Passt auf { $count } Feld.
   *[other] Passt auf { $count } Felder.
  }
fourside-wait-for = Warte: { $name } ist dran.
fourside-say-demo = Das ist eine Demo: Der Computer spielt beide Seiten.
fourside-wait-computer = Warte auf den Zug des Computers.
fourside-first-tap = Tippe zuerst auf ein Plättchen deiner Hand, dann auf ein leuchtendes Feld.
fourside-hint-shown = Der Tipp ist auf dem Brett: das blaue Feld.
fourside-square-bonus-value = Bonusfeld +20
fourside-square-minus-value = Minusfeld −20
fourside-fits-here = passt hier, bringt { $score }
fourside-does-not-fit = passt nicht
fourside-hint = Tipp
fourside-board = Brett, { $size } mal { $size }
fourside-against = { $level } gegen den Computer
fourside-your-tiles = Deine Plättchen
fourside-tiles-of = Plättchen von { $name }
fourside-hand-tile = { $tile }{ $nowhere ->
    [yes] , passt nirgends hin
   *[no] {""}
  }{ $picked ->
    [yes] , aufgenommen: nochmals drücken zum Drehen
   *[no] {""}
  }
fourside-demo-note = Demospiel: Der Computer spielt beide Seiten.
fourside-legend = Kurz gesagt
fourside-legend-match-term = Passen
fourside-legend-match = muss jede Kante, die ein liegendes Plättchen berührt.
fourside-legend-score-term = Punkte
fourside-legend-score = = Summe der berührenden Kanten × wie viele berühren: (8+1+3)×3 = 36.
fourside-legend-on-green = auf Grün,
fourside-legend-on-red = auf Rot. Eine Summe fällt nie unter 0.
fourside-legend-move = bewegen
fourside-legend-enter = aufnehmen, drehen, legen
fourside-legend-space = Hand ↔ Brett
fourside-legend-hint = Tipp
key-enter = Enter
key-space = Leertaste
fourside-new-lost = Das laufende Spiel endet und zählt als verloren.
fourside-new-ends = Das laufende Spiel endet.
fourside-level = Stufe
fourside-board-field = Brett
fourside-board-size = Brettgröße
fourside-players = Spieler
fourside-scores = Punkte
fourside-unseen = { $count ->
    [one] { $name } hält { $count } Plättchen, das du nicht siehst.
   *[other] { $name } hält { $count } Plättchen, die du nicht siehst.
  }
fourside-settings-note = Für neue Spiele. Die Stufe bestimmt die Zahlen auf den Plättchen (1–3 bis 1–9) und das Können des Computers.
fourside-level-label = { -fourside }-Stufe
fourside-size-label = { -fourside }-Brettgröße
fourside-players-label = { -fourside }-Spieler
fourside-against-computer = Gegen den Computer
fourside-stats-label = { -fourside }-Statistik pro Stufe
fourside-hint-button = Tipp ({ $left })
fourside-to-the-end = Bis zum Ende
fourside-level-and-board = Stufe und Brett

## Chinesisches Puzzle, SolitaireX und Montana (die Lückenspiele)

gaps-hint-after = Tipp: die Karte { $card } hinter die Karte { $left }
gaps-hint-first = Tipp: die Karte { $card } auf den ersten Platz von Reihe { $row }
gaps-moved = { $card } gezogen.
gaps-moved-to = { $card } gezogen auf { $target }.
gaps-redealt = { $kind ->
    [redeal] Neu verteilt
   *[reshuffle] Neu gemischt
  }: Verteilung { $deal } von { $total }.
gaps-event-stuck = Keine Züge mehr.
gaps-event-won = Gewonnen!
gaps-event-lost = Spiel vorbei.
gaps-status-hint = { $hint } — tippe nochmals auf Tipp, um ihn zu spielen
gaps-status-choose-first = Wähle einen Platz in der ersten Spalte für die Karte { $card }
gaps-status-choose-gap = Wähle eine Lücke für die Karte { $card } — tippe woanders zum Abbrechen
gaps-status-fill = Tippe auf eine markierte Karte, um sie hierher zu ziehen
gaps-status-won = Gelöst! Jede Farbe liegt in der richtigen Folge.
gaps-status-lost = Keine Züge und keine Verteilungen mehr.
gaps-status-stuck-redeal = { $kind ->
    [redeal] Keine Züge mehr: Verteile neu, um weiterzuspielen
   *[reshuffle] Keine Züge mehr: Mische neu, um weiterzuspielen
  }
gaps-status-stuck = Keine Züge mehr
gaps-status-aces = Tippe auf ein Ass, dann auf einen leeren Platz in der ersten Spalte
gaps-status-gap-selects = Tippe auf eine leuchtende Karte oder auf eine Lücke, um zu sehen, was passt
gaps-status-drag = Ziehe eine leuchtende Karte in ihre Lücke oder tippe sie an, um sie aufzunehmen
gaps-status-tap = Tippe auf eine leuchtende Karte, um sie zu ziehen
gaps-why-final = Die Karte { $card } liegt schon an ihrem endgültigen Platz.
gaps-why-first-none = Die Karte { $card } darf nur auf einen leeren Platz der ersten Spalte, und es gibt keinen.
gaps-why-run = Die Karte { $card } bleibt in ihrer Folge, solange die 2 am Anfang der Reihe liegen bleibt.
gaps-why-no-card = Dort liegt keine Karte.
gaps-why-over = Das Spiel ist vorbei.
gaps-why-two = Die Karte { $card } darf nur auf einen leeren Platz der ersten Spalte.
gaps-why-ace = Die Karte { $card } hat in diesem Spiel keinen Platz.
gaps-why-after = Die Karte { $card } darf nur hinter die Karte { $prev }.
gaps-why-row-end = Die Karte { $card } darf nur hinter die Karte { $prev }, doch mit der endet die Reihe.
gaps-why-follows = Die Karte { $card } liegt schon hinter der Karte { $prev }.
gaps-why-taken = Die Karte { $card } darf nur hinter die Karte { $prev }, und dieser Platz ist besetzt.
gaps-why-off = Das liegt außerhalb des Bretts.
gaps-why-several = Hier passen mehrere Karten: Tippe auf die, die du ziehen willst.
gaps-why-king = Auf einen König folgt nichts.
gaps-why-gap-gap = Eine Lücke hinter einer Lücke lässt sich nicht füllen.
gaps-why-none = Hierhin kann gerade keine Karte.
gaps-why-first-column = Die Karte { $card } gehört auf einen leeren Platz der ersten Spalte.
gaps-why-not-there = Die Karte { $card } kann nicht dorthin.

## Regeln, Urteile und die Lösung

gaps-ace-free = Frei
gaps-ace-free-help = Jedes Ass in jede Reihe.
gaps-ace-mirrored = Gespiegelt
gaps-ace-mirrored-help = Reihen 1–4 vier verschiedene Farben; Reihen 5–8 wiederholen sie.
gaps-ace-bridge = Bridge
gaps-ace-bridge-help = ♣ ♦ ♥ ♠ von oben, zweimal.
gaps-rules-summary = { $redeals ->
    [one] { $redeals } Neuverteilung
   *[other] { $redeals } Neuverteilungen
  } · { $order ->
    [free] freie Asse
    [mirrored] gespiegelte Asse
   *[bridge] Bridge-Asse
  }
gaps-verdict-winnable = { $kind ->
    [redeal] Noch lösbar ohne Neuverteilung
   *[reshuffle] Noch lösbar, ohne neu zu mischen
  }
gaps-verdict-unwinnable = { $kind ->
    [redeal] Ohne Neuverteilung nicht mehr lösbar
   *[reshuffle] Ohne neu zu mischen nicht mehr lösbar
  }
gaps-difficulty-winnable = Lösbar · { $difficulty ->
    [easy] leicht
    [medium] mittel
   *[hard] schwer
  }
gaps-difficulty-needs = { $kind ->
    [redeal] Braucht eine Neuverteilung
   *[reshuffle] Muss neu gemischt werden
  }
gaps-difficulty-unknown = Unbekannt
replay-slow = Langsam
replay-normal = Normal
replay-fast = Schnell
replay-progress = Zug { $index } von { $steps }
replay-from-deal = Ab der Verteilung, wie gegeben
replay-from-redeal = { $kind ->
    [redeal] Ab dem Anfang von Verteilung { $deal }, nach der { $nth ->
        [1] ersten
        [2] zweiten
        [3] dritten
        [4] vierten
        [5] fünften
       *[other] { $nth }.
      } Neuverteilung
   *[reshuffle] Ab dem Anfang von Verteilung { $deal }, nach dem { $nth ->
        [1] ersten
        [2] zweiten
        [3] dritten
        [4] vierten
        [5] fünften
       *[other] { $nth }.
      } Neumischen
  }
replay-place = Reihe { $row }, Spalte { $col }
replay-start = Ausgangsstellung. { $steps ->
    [one] Noch { $steps } Zug.
   *[other] Noch { $steps } Züge.
  }
replay-step = { $progress }: { $card } auf { $place }. Punkte { $score } von { $max }.
replay-step-solved = { $progress }: { $card } auf { $place }. Punkte { $score } von { $max }. Gelöst.
replay-all-lost = Keine Verteilung dieses Spiels war von Anfang an lösbar: Der Löser hat jede als verloren bewiesen.
replay-unknown = Der Löser hat in seiner Zeit keine Lösung gefunden. Dieses Spiel ist vielleicht trotzdem lösbar.
gaps-cell-first = Lücke in der ersten Spalte
gaps-cell-first-row = Lücke in der ersten Spalte von Reihe { $row }
gaps-cell-gap = { $kind ->
    [dead] tote Lücke
    [blocked] blockierte Lücke
   *[open] Lücke
  } hinter { $card }
gaps-cell-gap-after-gap = { $kind ->
    [dead] tote Lücke
    [blocked] blockierte Lücke
   *[open] Lücke
  } hinter einer Lücke
gaps-cell-picked = aufgenommen
gaps-cell-can-move = kann ziehen
gaps-cell-in-place = am Platz
gaps-cell-can-fill = kann die gewählte Lücke füllen
gaps-cell-hint = Tipp
gaps-cell-place = Reihe { $row }, Spalte { $col }
gaps-cell-drop = hier ablegen
gaps-cell-just-moved = eben gezogen
gaps-board = Brett: { $rows ->
    [one] { $rows } Reihe
   *[other] { $rows } Reihen
  } zu { $columns ->
    [one] { $columns } Platz
   *[other] { $columns } Plätzen
  }
gaps-row-locked = Reihe { $row }: { $count ->
    [one] { $count } Karte liegt fest
   *[other] { $count } Karten liegen fest
  }
gaps-taken-back = Zug zurückgenommen.
gaps-said-score = { $text } Punkte { $score } von { $max }.
gaps-not-possible = Nicht möglich.
gaps-hint-again = { $hint }. Drücke nochmals Tipp, um ihn zu spielen.
gaps-put-down = Abgelegt.
gaps-picked-one = { $card } aufgenommen. Die passende Lücke ist mit „hier ablegen“ markiert.
gaps-picked-many = { $card } aufgenommen. { $count ->
    [one] { $count } Platz zum Ablegen, markiert mit „hier ablegen“.
   *[other] { $count } Plätze zum Ablegen, markiert mit „hier ablegen“.
  }
gaps-a-card = Karte
gaps-can-fill = { $count ->
    [one] { $count } Karte kann diese Lücke füllen, markiert mit „kann die gewählte Lücke füllen“.
   *[other] { $count } Karten können diese Lücke füllen, markiert mit „kann die gewählte Lücke füllen“.
  }
gaps-follows-nothing = Die Karte { $card } folgt auf keine andere: Sie beginnt ihre Reihe.
gaps-can-follow = Die Karte { $card } kann auf die blinkende Karte { $prev } folgen.
gaps-no-prev = Die Karte { $prev } liegt nicht auf dem Brett.
gaps-none-here = Hierhin kann gerade keine Karte ziehen.
gaps-can-move-here = { $count ->
    [one] { $count } Karte kann hierhin ziehen.
   *[other] { $count } Karten können hierhin ziehen.
  }
gaps-finding = Suche eine lösbare Verteilung…
gaps-not-found = Keine lösbare Verteilung schnell gefunden; diese ist zufällig.
gaps-your-turn = { $name }, du bist dran.
gaps-given-up = Spiel aufgegeben. Neue Verteilung { $deal }.
replay-paused = Angehalten bei Zug { $index } von { $steps }.
replay-board = Lösungsbrett, Zug { $index } von { $steps }
replay-searching = Suche eine Lösung…
replay-takes-time = Das kann einige Sekunden dauern.
replay-none = Keine Lösung zu zeigen
replay-title = Eine Lösung
replay-score = Punkte { $score } / { $max }
replay-solved = Gelöst
replay-back = Zurück
replay-pause = Pause
replay-replay = Nochmal
replay-play = Abspielen
replay-forward = Vor
replay-speed = Tempo
gaps-over-won = Gelöst!
gaps-over-lost = Spiel vorbei
gaps-over-won-note = Jede Farbe liegt in der richtigen Folge.
gaps-over-lost-note = Keine Züge und keine Verteilungen mehr.
gaps-score = Punkte
gaps-score-of = { $score } / { $max }
gaps-tournament-deal = Turnier · Verteilung { $deal }
gaps-next-player = Nächster Spieler
gaps-end-new-deal = Beenden & neue Verteilung
gaps-new-deal = Neue Verteilung
gaps-show-solution = Eine Lösung zeigen
tournament-playing = Spielt
tournament-done = Fertig
tournament-high = Bester
gaps-deal = Verteilung
gaps-deal-number = Verteilung Nummer { $deal }. Eine andere Verteilungsnummer spielen
gaps-deals-left = Verteilungen übrig
gaps-redeals = Neuverteilungen
gaps-deal-of = Verteilung { $used } von { $total }
gaps-dead = Tot
gaps-dead-title = Lücken hinter einem König
gaps-first-deal = Erste Verteilung
gaps-moves = Züge
gaps-details = Details
gaps-redeals-one = 1 Neuverteilung
gaps-redeals-two = 2 Neuverteilungen
gaps-ace-order = Ass-Reihenfolge
gaps-crossroads = Dieser Zug verspielt die Verteilung —
gaps-crossroads-undo = Rückgängig?
common-dismiss-short = Schließen
gaps-undo = Rückgängig
gaps-redo = Wiederholen
gaps-play-hint = Tipp spielen
gaps-hint = Tipp
gaps-place-aces = Asse legen
gaps-left = { $count ->
    [one] ({ $count } übrig)
   *[other] ({ $count } übrig)
  }
gaps-tournament = Turnier
gaps-deal-not-number = Eine Verteilungsnummer ist eine ganze Zahl, etwa 1234.
gaps-enter-name = Bitte gib einen Namen ein.
gaps-new-ends-tournament = Das beendet das Turnier. Neue Verteilung starten?
gaps-new-counts-lost = Das laufende Spiel zählt als gespielt und nicht gewonnen.
gaps-new-random = Lass die Nummer leer für eine zufällige Verteilung.
gaps-deal-number-field = Verteilungsnummer
gaps-optional = (optional)
gaps-random = Zufällig
gaps-give-up-note = Festgefahren? Gib dieses Spiel auf und sieh, wie es zu gewinnen gewesen wäre. Es zählt auch als gespielt und nicht gewonnen.
gaps-give-up = Aufgeben & Lösung zeigen
gaps-rules-title = Regeln dieser Verteilung
gaps-rules-note = Vor der ersten Karte gewählt, dann für das ganze Spiel fest.
gaps-deal-again = Neu geben
gaps-redeal-now = { $kind ->
    [redeal] Jetzt neu verteilen?
   *[reshuffle] Jetzt neu mischen?
  }
gaps-redeal-now-note = { $left ->
    [one] { $kind ->
        [redeal] Einige Karten können noch ziehen. Eine Neuverteilung verbraucht deine letzte Verteilung.
       *[reshuffle] Einige Karten können noch ziehen. Neu zu mischen verbraucht deine letzte Verteilung.
      }
   *[other] { $kind ->
        [redeal] Einige Karten können noch ziehen. Eine Neuverteilung verbraucht eine deiner { $left } übrigen Verteilungen.
       *[reshuffle] Einige Karten können noch ziehen. Neu zu mischen verbraucht eine deiner { $left } übrigen Verteilungen.
      }
  }
gaps-start-tournament = Turnier starten
gaps-fresh-note = Ein Turnier beginnt vor dem ersten Zug. Dafür eine frische Verteilung geben?
gaps-tournament-note = Alle spielen nacheinander dieselbe Verteilung, ohne Rückgängig. Wer fängt an?
gaps-next-note = Die Verteilung beginnt für den nächsten Spieler wieder von vorn.
gaps-start = Starten
gaps-play = Spielen
gaps-player-name = Spielername

## Einstellungen: Sprache

settings-language = Sprache
settings-language-system = System ({ $language })

## Ablehnungen der App

app-error-stale = Die Anzeige war veraltet: So steht das Spiel jetzt.
app-error-bad-action = Diese Aktion wurde nicht verstanden.
app-error-bad-argument = Die App konnte diese Anfrage nicht lesen.
app-error-bad-deal = Diese Verteilungsnummer lässt sich nicht geben.
app-error-bad-settings = Diese Einstellungen sind nicht verwendbar.
app-error-no-game = Es läuft kein Spiel.
app-error-computer-turn = Warte auf den Zug des Computers.
app-error-human-turn = Der Computer ist nicht am Zug.
app-error-save-failed = Die Änderung ließ sich nicht speichern, daher wurde nichts geändert.
app-error-internal = In { -brand } ist etwas schiefgegangen; nichts wurde geändert.
app-error-bad-invite = Dieser Link ist keine { -brand }-Einladung: kopiere den ganzen Link, den der Gastgeber geteilt hat.
app-error-no-room = Du bist in keinem Raum.
app-error-unreachable = Der Raum ist nicht erreichbar: prüfe, ob ihr im selben Netz seid, oder die Serveradresse.
gaps-refused-ace-order = Dieses Ass gehört nicht in diese Reihe. Reihenfolge „{ $order }“: { $help }

## layout (i18n-layout)

# Soi: the name over the player's own hand, when one person plays against the computers.
soi-name-you = { $name } (du)
# Soi: the name over the hand when a computer plays this seat (a demo).
soi-name-computer = { $name } (Computer)

## Warum ein Gaps-Zug abgelehnt wird oder ein Tippen nichts tut (die Gründe der Spiel-Engine)

gaps-because-no-card = Dort liegt keine Karte, die man ziehen könnte.
gaps-because-not-a-gap = Eine Karte kann nur in eine Lücke gezogen werden.
gaps-because-won = Das Spiel ist schon gewonnen.
gaps-because-aces-first = Lege zuerst alle Asse in die erste Spalte, bevor du anders ziehst.
gaps-because-ace-to-first-column = Solange die Asse gelegt werden, darf ein Ass nur in die erste Spalte.
gaps-because-locked = Die Karte { $card } liegt fest an ihrem endgültigen Platz.
gaps-because-heads-row = Die Karte { $card } führt ihre Reihe an; sie darf nur auf einen freien Platz der ersten Spalte, und es gibt keinen.
gaps-because-in-run = Die Karte { $card } gehört zur Folge ihrer Reihe; sie bleibt dort, solange die 2 am Anfang der Reihe liegen bleibt.
gaps-because-after-king = Auf einen König kann nichts folgen.
gaps-because-blocked = Diese Lücke wartet, bis die Lücke links daneben gefüllt ist.
gaps-because-first-column = In die erste Spalte darf nur { $rank ->
    [1] ein Ass
   *[other] eine { $rank }
  }.
gaps-because-first-column-none-free = In die erste Spalte darf nur { $rank ->
    [1] ein Ass
   *[other] eine { $rank }
  }, und gerade kann keine hierher.
gaps-because-only-follows = Auf die Karte { $after } darf nur die Karte { $card } folgen.
gaps-because-follower-locked = Auf die Karte { $after } darf nur die Karte { $card } folgen, und die liegt fest an ihrem endgültigen Platz.
gaps-because-no-first-column-space = Die Karte { $card } braucht einen freien Platz in der ersten Spalte, und es gibt keinen.
gaps-because-cannot-move-now = Die Karte { $card } kann gerade nicht gezogen werden.
gaps-because-before-gone = Die Karte { $card } darf nur auf die Karte { $before } folgen, und die liegt nicht auf dem Brett.
gaps-because-before-no-gap = Die Karte { $card } darf nur auf die Karte { $before } folgen, und hinter der Karte { $before } ist keine Lücke.
gaps-because-befores-no-gap = Die Karte { $card } darf nur auf eine Karte { $before } folgen, und hinter keiner der beiden ist eine Lücke.
gaps-because-bridge-order = In der Bridge-Reihenfolge bekommt Reihe { $row } ein { $suit }-Ass (♣ ♦ ♥ ♠ von oben, zweimal).
gaps-because-mirror-repeat = Gespiegelte Reihenfolge: Reihe { $row } muss die Farbe von Reihe { $ofRow } wiederholen ({ $suit }).
gaps-because-mirror-distinct = { $rows ->
    [one] Gespiegelte Reihenfolge: Die Reihen 1–{ $rows } brauchen { $rows } verschiedene Farbe; Reihe { $first } und Reihe { $second } hätten beide { $suit }.
   *[other] Gespiegelte Reihenfolge: Die Reihen 1–{ $rows } brauchen { $rows } verschiedene Farben; Reihe { $first } und Reihe { $second } hätten beide { $suit }.
  }

## Was die App beim Start über die gespeicherten Daten sagt

notice-unreadable = Deine gespeicherten Spiele ließen sich nicht lesen. Sie liegen unverändert unter { $path }; was du jetzt spielst, wird nicht gespeichert. Starte { -brand } neu, um es noch einmal zu versuchen.
notice-cannot-save = Auf diesem Gerät lassen sich keine Spiele speichern; was du jetzt spielst, bleibt nicht erhalten.
notice-cannot-save-in = In { $folder } lassen sich keine Spiele speichern; was du jetzt spielst, bleibt nicht erhalten.
notice-used-backup = Dein letzter Spielstand war nicht verwendbar ({ $damage }); { -brand } hat mit dem davor weitergemacht.
notice-started-afresh = Deine gespeicherten Spiele und Einstellungen waren nicht verwendbar ({ $damage }); { -brand } hat neu angefangen.
notice-moves-lost = Einige deiner letzten Züge waren nicht verwendbar ({ $damage }).
notice-parts-reset = Einige gespeicherte Daten waren nicht verwendbar und wurden zurückgesetzt: { $parts }.
notice-kept = Eine Kopie liegt unter { $path }.
notice-damage-damaged = die Datei ist beschädigt
notice-damage-header-damaged = ihr Kopf ist beschädigt
notice-damage-newer = sie stammt von einer neueren Version von { -brand }
notice-damage-too-large = sie ist zu groß
notice-damage-does-not-continue = sie setzt die gespeicherten Daten nicht fort
notice-damage-part-damaged = ein Teil davon ist beschädigt
notice-damage-change-does-not-fit = eine Änderung darin passt nicht zu den gespeicherten Daten
notice-part-settings = deine Einstellungen
notice-part-stats = deine Statistik
notice-part-tournaments = die Turnierergebnisse
notice-part-game = das laufende { $game }-Spiel

## Warum ein FourSide-Plättchen nicht auf ein Feld passt.
fourside-misfit-off-board = Reihe { $row }, Spalte { $col } liegt nicht auf dem Brett.
fourside-misfit-occupied = Auf diesem Feld liegt schon ein Plättchen.
fourside-misfit-alone = Ein Plättchen muss ein Plättchen berühren, das schon auf dem Brett liegt.
fourside-misfit-side = { $side ->
    [top] Seine Oberseite zeigt { $shows }, das Plättchen darüber aber { $facing }.
    [right] Seine rechte Seite zeigt { $shows }, das Plättchen rechts daneben aber { $facing }.
    [bottom] Seine Unterseite zeigt { $shows }, das Plättchen darunter aber { $facing }.
   *[left] Seine linke Seite zeigt { $shows }, das Plättchen links daneben aber { $facing }.
  }

## Eine Einstellung außerhalb ihres Bereichs.
setting-bad-cp-redeals = { -chinese-puzzle }: Erlaubt sind { $min } oder { $max ->
    [one] { $max } Neuverteilung
   *[other] { $max } Neuverteilungen
  }.
setting-bad-fourside-size = Das { -fourside }-Brett ist 7, 9 oder 11 Felder breit.
setting-bad-soi-target = Eine { -soi }-Partie geht bis zu einem Ziel zwischen { $min } und { $max ->
    [one] { $max } Punkt
   *[other] { $max } Punkten
  }.
setting-bad-soi-delay-ms = Die Pause für Meldungen liegt zwischen { $min } und { $max } ms.
setting-bad-name = { $max ->
    [one] Ein Name hat höchstens { $max } Zeichen.
   *[other] Ein Name hat höchstens { $max } Zeichen.
  }
setting-bad-room-server = { $max ->
    [one] Eine Serveradresse beginnt mit wss:// oder ws:// und hat höchstens { $max } Zeichen.
   *[other] Eine Serveradresse beginnt mit wss:// oder ws:// und hat höchstens { $max } Zeichen.
  }
setting-bad-language = Das ist keine Sprachkennung.

## Kartenecken, wie deutsche Blätter mit französischen Farben sie drucken: Ass, Bube, Dame, König.
card-corner-1 = A
card-corner-11 = B
card-corner-12 = D
card-corner-13 = K

## FourSide: what each level is, under the level choice.
fourside-level-about-beginner = Plättchen mit 1 bis 3. Der Computer legt irgendein Plättchen, das passt.
fourside-level-about-intermediate = Plättchen mit 1 bis 5. Der Computer sucht die Felder mit den meisten Nachbarn.
fourside-level-about-advanced = Plättchen mit 1 bis 7. Der Computer nimmt den Zug, der am meisten bringt.
fourside-level-about-expert = Plättchen mit 1 bis 9. Der Computer wägt auch deine beste Antwort und seinen nächsten Zug ab.

## Spiele des Tages: jeden Tag (nach UTC) dieselben fünf Spiele für alle, auf dem Startbildschirm und unter „Heute“

home-today = Heute
home-today-blurb = Die fünf Spiele des Tages, für alle dieselben.
home-today-done = { $total ->
    [one] { $count } von { $total } Spiel heute gespielt
   *[other] { $count } von { $total } Spielen heute gespielt
  }
today-title = Heute, { $date }
today-streak = Serie: { $count ->
    [one] { $count } Tag
   *[other] { $count } Tage
  }
today-streak-best = Beste: { $best ->
    [one] { $best } Tag
   *[other] { $best } Tage
  }
today-streak-note = Ein Tag zählt, wenn du eines seiner Spiele noch am selben Tag beendest (nach UTC, der Weltzeit). Frühere Tage, die du später nachholst, füllen nur den Kalender.
today-games = Die Spiele des Tages
today-gaps-difficulty = { $weekday ->
    [0] Montag: sanft
    [1] Dienstag: leicht
    [2] Mittwoch: mittel
    [3] Donnerstag: knifflig
    [4] Freitag: schwer
    [5] Samstag: schwerer
   *[6] Sonntag: am schwersten
  }
today-soi-detail = Gegen drei Computer ({ $level }), bis { $target ->
    [one] { $target } Punkt
   *[other] { $target } Punkte
  }
today-fourside-detail = Allein gegen den Computer ({ $level })
today-winnable = { $games }: Jedes Spiel des Tages ist zu gewinnen. Montags sind sie am sanftesten, sonntags am schwersten.
today-play = Spielen
today-continue = Weiterspielen
today-result = { $won ->
    [yes] Gewonnen, Punkte: { $score }
   *[no] Gespielt, Punkte: { $score }
  }
today-unavailable = Nicht in dieser Version der App
today-board = Rangliste
today-calendar = Kalender
today-calendar-game = Spiel im Kalender
today-day-label = { $date }{ $today ->
    [yes] , heute
   *[no] {""}
  }: { $state ->
    [won] gewonnen
    [done] gespielt, nicht gewonnen
    [playing] angefangen, nicht beendet
    [open] noch nicht gespielt
   *[closed] nichts zu spielen
  }
today-legend-won = Gewonnen
today-legend-done = Gespielt
today-legend-today = Heute
today-before-first = Die ersten Spiele des Tages gibt es am { $date }.
today-load-error = Die Spiele des Tages ließen sich nicht lesen: { $reason }
today-replace-title = { $game } vom { $date } spielen?
today-replace-note = Das laufende Spiel in { $game } endet. Hast du darin schon gezogen, zählt es als verloren.
daily-share = Teilen
daily-back-today = Spiele des Tages

## Ein Ergebnis des Tages teilen: der Dialog und der geteilte Text (verrät nichts über die Karten)

share-title = Ergebnis in { $game } teilen
share-native = Teilen…
share-copy = Kopieren
share-copied = Kopiert. Füge es ein, wo du willst.
share-shared = Geteilt.
share-copy-failed = Kopieren ging nicht: Markiere den Text und kopiere ihn selbst.
share-failed = Teilen ging nicht: Kopiere den Text stattdessen.
share-text-title = { -brand } { $game }, { $date }
share-text-gaps = { $won ->
    [yes] Gewonnen
   *[no] Nicht gewonnen
  } · Punkte: { $score } · { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
  }
share-text-soi = { $place ->
    [1] 1. Platz
    [2] 2. Platz
    [3] 3. Platz
   *[other] { $place }. Platz
  } · { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
  } · { $moves ->
    [one] { $moves }-mal gefragt
   *[other] { $moves }-mal gefragt
  }
share-text-fourside = { $won ->
    [yes] Gewonnen
   *[no] Nicht gewonnen
  } · { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
  } · { $moves ->
    [one] { $moves } Plättchen
   *[other] { $moves } Plättchen
  }

## Die Rangliste eines Tages auf dem Server aus den Einstellungen

board-title = Rangliste: { $game }, { $date }
board-loading = Rangliste wird gelesen…
board-empty = Auf dieser Rangliste steht noch niemand.
board-table = Die Rangliste
board-place = Platz
board-name = Name
board-score = Punkte
board-moves = Züge
board-unreachable = Der Server ist nicht erreichbar: Prüfe die Verbindung oder die Adresse in den Einstellungen.
board-note = Der Server spielt jedes Spiel der Rangliste nach: Jedes wurde also nach den Regeln bis zur angezeigten Punktzahl gespielt. Ob jemand dabei Hilfe hatte, kann er nicht wissen.
board-yours-waiting = Dein Ergebnis wartet darauf, an die Rangliste geschickt zu werden.
board-yours-recorded = Dein Ergebnis steht auf der Rangliste.
board-yours-refused = Die Rangliste hat dein Ergebnis nicht angenommen: { $why ->
    [not_replayed] Es ließ sich nach den Regeln nicht nachspielen.
    [out_of_days] Für diesen Tag nimmt sie keine Ergebnisse mehr an.
    [bad_name] Der Server hat deinen Namen nicht angenommen.
    [rate_limited] Von dieser Adresse kamen zu viele Ergebnisse.
   *[other] Der Server hat es abgelehnt.
  }

## Spiele des Tages: Ablehnungen der App und die Servereinstellung

app-error-bad-day = An diesem Tag gibt es kein Spiel des Tages zu spielen.
app-error-daily-done = Dieses Spiel des Tages hast du schon beendet.
app-error-daily-unavailable = Diese Version der App hat für diesen Tag kein Spiel.
app-error-no-board = Es gibt keine Rangliste: Trage in den Einstellungen einen Server ein. Ranglisten haben nur { -solitairex }, { -montana } und { -chinese-puzzle }.
lobby-server-board-note = Der Server führt auch die Ranglisten der Spiele des Tages: Deine Ergebnisse in { $games } gehen dorthin, jeweils mit Zügen und Punkten, deinem Namen und einem zufälligen Schlüssel.

## Das geführte erste Spiel: ein Coach auf dem Spielbildschirm erklärt jede Regel, sobald sie zählt

guide-title = Geführtes Spiel
guide-spot = (der nächste Zug der Anleitung)
guide-next = Weiter
guide-show-me = Zeig es mir
guide-skip = Anleitung überspringen
guide-play-on = Weiterspielen
guide-stopped = Die Anleitung ist zu Ende. Spiel weiter, wie du magst.
guide-not-that = Nicht dieser Zug. { $hint }
guide-offer-title = Neu bei { $game }?
guide-offer-note = Spiel ein kurzes geführtes Spiel: Der Coach erklärt jede Regel, sobald sie dran ist, und du ziehst selbst.
guide-offer-yes = Ja, zeig es mir
guide-offer-no = Nein, danke
guide-rules-button = Geführtes Spiel spielen
guide-rules-note = Ein kurzes Spiel { $game }, das dir beim Spielen die Regeln zeigt.
guide-replace-title = Das geführte Spiel { $game } beginnen?
guide-replace-note = Das laufende Spiel in { $game } endet. Hast du darin schon gezogen, zählt es als verloren.
app-error-off-script = Das geführte Spiel wartet auf einen anderen Zug.
guide-gaps-goal = Das Ziel: jede Reihe in einer Farbe, der Reihe nach bis zum König, von links nach rechts. Eine Karte zieht nur in eine Lücke, einen leeren Platz.
guide-twos-first = Eine Lücke am Anfang einer Reihe nimmt eine 2: Mit der 2 beginnt eine Reihe.
guide-twos-first-do = Tippe auf die golden umrandete 2, um sie in die golden umrandete Lücke zu ziehen.
guide-follows-suit = Jede andere Lücke nimmt die Karte, die eins höher ist als ihr linker Nachbar, in derselben Farbe: Auf die Karte 5♥ folgt die Karte 6♥.
guide-follows-suit-do = Tippe auf die golden umrandete Karte: Sie folgt der Karte links von der golden umrandeten Lücke.
guide-dead-gap = Eine Lücke direkt hinter einem König ist tot: Nach dem König kommt nichts mehr. Sind alle Lücken tot, geht nichts mehr.
guide-reshuffle = Festgefahren? Beim Neumischen werden die Karten, die noch nicht an ihrem Platz liegen, gemischt und neu ausgelegt, mit neuen Lücken. Eine Verteilung erlaubt das nur wenige Male.
guide-reshuffle-do = Tippe auf den golden umrandeten Knopf „Neu mischen“.
guide-movable-two = In { -montana } darf eine 2 am Anfang einer Reihe noch auf einen anderen leeren Platz der ersten Spalte ziehen: So kann eine Reihe ihre Farbe wechseln.
guide-movable-two-do = Tippe auf die golden umrandete 2, um sie in die golden umrandete Lücke zu ziehen.
guide-two-decks = { -chinese-puzzle } wird mit zwei Kartenspielen gespielt: acht Reihen, jede in einer Farbe vom Ass bis zum König.
guide-ace-phase = Zuerst kommen die Asse: Sie gehören in die erste Spalte, an den Anfang jeder Reihe.
guide-ace-phase-do = Tippe auf das golden umrandete Ass, dann auf die golden umrandete Lücke in der ersten Spalte.
guide-ace-order = Die Asse einzeln zu legen dauert. „Asse legen“ bringt die übrigen auf einmal in die erste Spalte.
guide-ace-order-do = Tippe auf den golden umrandeten Knopf „Asse legen“.
guide-redeal = Festgefahren? Bei der Neuverteilung werden die Karten, die noch nicht fest liegen, gemischt und neu ausgelegt. Eine Verteilung erlaubt das nur wenige Male.
guide-redeal-do = Tippe auf den golden umrandeten Knopf „Neu verteilen“.
guide-soi-goal = In { -soi } sammelst du Quartette: alle vier Karten eines Werts. Quartette bringen Punkte, und wer zuerst die Zielpunktzahl erreicht, gewinnt.
guide-ask-for-card = Bist du dran, fragst du einen Mitspieler nach einer Karte. Eine Karte dieses Werts musst du selbst haben.
guide-ask-for-card-do = Tippe auf den golden umrandeten Spieler, dann auf die golden umrandete Karte.
guide-ask-again = Du hast sie bekommen, also fragst du noch einmal. Du bleibst dran, solange du die gefragte Karte bekommst.
guide-ask-again-do = Tippe auf den golden umrandeten Spieler, dann auf die golden umrandete Karte.
guide-set-of-four = Vier Karten eines Werts sind ein Quartett: Es wird sofort auf den Tisch abgelegt.
guide-set-of-four-do = Frag den golden umrandeten Spieler nach der golden umrandeten Karte, um dein Quartett zu vervollständigen.
guide-set-score = Ein Quartett zählt nach seinem Wert: ein Ass 25, eine 2 bis 10 ihre Zahl, Bube, Dame und König je 10.
guide-miss-passes = Hat der gefragte Spieler die Karte nicht, ist dein Zug vorbei und er ist dran.
guide-miss-passes-do = Tippe auf den golden umrandeten Spieler, dann auf die golden umrandete Karte, und schau, was passiert.
guide-computers-remember = Die Computerspieler merken sich, wer wonach gefragt hat: Wer nach einem Wert gefragt hat, hat eine Karte davon.
guide-memory-aid = Du musst dir nicht alles merken: Die Gedächtnisstütze zeigt, wonach jeder gefragt hat.
guide-four-side-goal = In { -fourside } legst du Plättchen aufs Brett und willst mehr Punkte machen als dein Gegner.
guide-match-sides = Ein Plättchen kommt neben eines, das schon liegt, und jede Kante, die einen Nachbarn berührt, muss dieselbe Zahl zeigen wie dessen Kante.
guide-match-sides-do = Tippe auf das golden umrandete Plättchen (noch einmal tippen dreht es), dann auf das golden umrandete Feld.
guide-scoring = Ein Zug zählt die Zahlen an den berührenden Kanten zusammen, mal der Zahl der berührenden Kanten.
guide-bonus-squares = Ein grünes Bonusfeld gibt dem Zug darauf 20 Punkte dazu, ein rotes zieht 20 ab.
guide-bonus-squares-do = Tippe auf das golden umrandete Plättchen (noch einmal tippen dreht es), dann auf das golden umrandete Bonusfeld.
guide-passing = Passt keines deiner Plättchen irgendwo, geht der Zug an den Gegner und du behältst deine Hand.
guide-hand-over = Mehr zeigt die Anleitung nicht. Jetzt gehört das Spiel dir: Spiel es zu Ende.
