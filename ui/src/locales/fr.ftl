# Les mots de Quadrille en français (traduit de en.ftl). Tutoiement. Espaces insécables avant
# : ; ! ? et dans « ». Les noms Quadrille, Soi, FourSide et SolitaireX restent tels quels.
#
# Glossaire. Une ligne par terme : le terme anglais, « = », le mot français (« / » entre les
# formes que la vérification accepte ; une forme finie par « - » est un radical), puis après
# « | » des remarques. « only » : le mot ne sert qu'à ce terme ; « not: » : mots exclus.
# tests/ui/i18n-words.test.mjs vérifie les messages avec ces lignes, et les règles de
# docs/rules/fr/ emploient les mêmes mots.
#
#   deal = donne | une disposition mélangée et son numéro (« donne 1234 »), et chacune des donnes d'une partie (« donne 2 sur 3 ») ; le bouton « Distribuer » donne les cartes
#   redeal = redistribu- | Casse-tête chinois : ramasser les cartes qui ne sont pas bloquées et les redonner ; bouton « Redistribuer »
#   reshuffle = redistribu- | SolitaireX et Montana : le même mot, comme dans les règles françaises de Montana
#   gap = trou
#   row = rangée
#   tile = tuile
#   set = carré | les quatre cartes d'une valeur, que l'on « pose »
#   ask = demand- | on « demande » une carte à un joueur ; une « demande », jamais une question
#   hint = indice
#   undo = annul- | « Annuler » et « Rétablir »
#   tournament = tournoi
#   seat = place | la place d'un joueur à une table ; une place vide des réussites est une « case »
#   room = salon
#   card = la carte D♥ | une carte dans une phrase : « la carte » puis la forme courte imprimée dans le coin (A, V, D, R, 2 à 10, puis la couleur) ; jamais d'article collé à la forme courte (« le D♥ », « l'A♠ »)
#   variety = français de France | couleurs trèfle ♣, carreau ♦, cœur ♥, pique ♠ ; valeurs as, valet, dame, roi ; une carte en toutes lettres : « dame de cœur »
#   digits = 0123456789 | espace fine insécable entre les milliers (12 345), jamais dans un numéro de donne

-brand = Quadrille
-soi = Soi
-fourside = FourSide
-solitairex = SolitaireX
-chinese-puzzle = Casse-tête chinois
-montana = Montana

## Refus des règles

rule-game-over = La partie est terminée.
rule-bad-rules = Ces règles ne sont pas jouables.
rule-too-long = La partie a duré trop longtemps pour continuer.
rule-bad-replay = La partie du salon n'a pas pu être rejouée.
rule-bad-save = La partie du salon n'a pas pu être lue.
rule-no-card = Il n'y a pas de carte ici.
rule-not-a-gap = Ce n'est pas un trou.
rule-placed = Cette carte est déjà à sa place.
rule-ace-phase = Place d'abord les as.
rule-ace-order = Cet as ne va pas dans cette rangée.
rule-no-ace-phase = Les as sont déjà placés.
rule-does-not-fit = Ça ne va pas ici.
rule-off-board = Cette case est hors du plateau.
rule-no-deals-left = Plus aucune donne.
rule-tournament = Interdit pendant un tournoi.
rule-tournament-too-late = Trop tard pour rejoindre le tournoi.
rule-no-tournament = Il n'y a pas de tournoi.
rule-tournament-full = Le tournoi est complet.
rule-nothing-to-undo = Rien à annuler.
rule-nothing-to-redo = Rien à rétablir.
rule-no-such-seat = Cette place n'existe pas à cette table.
rule-not-your-turn = Ce n'est pas ton tour.
rule-ask-yourself = Tu ne peux pas te demander une carte à toi-même.
rule-no-cards = Ce joueur n'a plus de cartes.
rule-no-such-rank = Tu ne peux demander qu'une valeur que tu as.
rule-already-held = Tu as déjà cette carte.
rule-round-not-over = La manche est encore en cours.
rule-no-tile = Tu n'as pas cette tuile en main.
rule-bad-rotation = Une tuile ne tourne que par quarts de tour.
rule-no-hints = Plus d'indices dans cette partie.
rule-no-move = Tu as un coup : joue-le.

## Refus d'un salon

room-error-version-mismatch = Le salon parle la version { $theirs } et cette appli la version { $ours } : mets à jour la plus ancienne.
room-error-bad-token = Le salon ne connaît plus la place de cet appareil.
room-error-token-in-use = Ta place est utilisée sur un autre appareil.
room-error-not-host = Seul l'hôte peut faire ça.
room-error-room-full = Le salon est plein.
room-error-no-such-seat = Il n'y a pas de place { $seat } dans ce salon.
room-error-seat-taken = La place { $seat } est prise.
room-error-host-stays = L'hôte ne peut pas céder sa propre place.
room-error-not-started = La partie n'a pas encore commencé.
room-error-started = La partie a déjà commencé.
room-error-seats-open = Chaque place doit avoir un joueur ou un ordinateur avant le début.
room-error-not-your-seat = C'est la place d'un autre joueur.
room-error-not-your-turn = Ce n'est pas ton tour.
room-error-bad-name = { $max ->
    [one] Un nom fait de 1 à { $max } caractère.
   *[other] Un nom fait de 1 à { $max } caractères.
  }
room-error-log-full = Ce salon a atteint sa limite de coups.
room-error-hello-first = Le salon n'a pas compris cette appli : mets-la à jour.
room-error-frame-too-large = Ce message était trop gros pour le salon.
room-error-rate-limited = { $perSecond ->
    [one] Trop rapide : le salon accepte { $perSecond } commande par seconde.
   *[other] Trop rapide : le salon accepte { $perSecond } commandes par seconde.
  }
room-error-too-many-rooms = { $max ->
    [one] Cette adresse a déjà { $max } salon ouvert sur le serveur.
   *[other] Cette adresse a déjà { $max } salons ouverts sur le serveur.
  }
room-error-too-many-rooms-this-hour = { $max ->
    [one] Cette adresse a déjà créé { $max } salon dans l'heure ; réessaie plus tard.
   *[other] Cette adresse a déjà créé { $max } salons dans l'heure ; réessaie plus tard.
  }
room-error-server-full = Le serveur est plein : pas de nouveau salon pour l’instant. Les parties commencées continuent.
room-error-no-such-room = Ce salon n'existe plus.
room-error-wrong-game = Cette commande est pour un autre jeu.
room-error-already-seated = Tu as déjà une place dans ce salon, ou quelqu'un sur la même connexion internet en a une : chaque personne ne joue qu'une place.
room-error-not-seated = Tu n'as pas de place dans ce salon.
room-error-stale-seq = Quelqu'un a joué avant toi : voici la table telle qu'elle est.
room-error-game-not-over = La partie n'est pas encore finie.
room-again-waiting = En attente de { $names }…
room-error-unavailable = Le salon n'est pas disponible pour l'instant : réessaie dans un moment.

## Refus de l'appli aux commandes de salon

call-error-bad-invite = Ce lien n'est pas une invitation { -brand } : copie le lien entier partagé par l'hôte.
call-error-no-room = Tu n'es dans aucun salon.
call-error-unreachable = Impossible de joindre le salon : vérifie que vous êtes sur le même réseau, ou l'adresse du serveur.
call-error-bad-argument = L'appli n'a pas pu lire cette demande.
call-error-bad-settings = Ces réglages ne sont pas utilisables.
call-error-internal = Un problème est survenu dans l'appli : réessaie.
call-error-ipc = L'appli n'a pas répondu : réessaie.
call-error-other = Le salon n'a pas pu le faire : réessaie.
scan-error-camera-denied = { -brand } n'a pas le droit d'utiliser l'appareil photo : autorise-le dans les réglages du téléphone, ou colle le lien.
scan-error-bad-invite = Ce code n'est pas une invitation { -brand } : scanne le code affiché sur l'écran de l'hôte.
scan-error-no-scanner = Cet appareil ne peut pas scanner de codes : colle le lien partagé par l'hôte.

## La connexion d'un salon

room-closed-left = Tu as quitté le salon.
room-closed-gave-up = Le salon est resté injoignable longtemps. Ta place est gardée : réessaie quand l'hôte sera de retour.
room-link-connecting = Connexion…
room-link-connected = Connecté
room-link-reconnecting = Reconnexion… (essai { $attempt })
room-when-left-computer = Un ordinateur ({ $level }) prend ta place.
room-when-left-wait = Ta place reste vide et la partie attend que quelqu'un la prenne.
room-leave-host = Tu es l'hôte de ce salon : le quitter le ferme pour tout le monde.
room-leave-unknown = Ta place passe à un ordinateur ou t'attend, selon le choix de l'hôte.

## Commun à tous les écrans

common-back = Retour
common-back-home = Retour à l'accueil
common-rules = Règles
common-ok = OK
common-cancel = Annuler
common-on = Oui
common-off = Non
common-home = Accueil
common-play-again = Rejouer
common-leave = Quitter
common-try-again = Réessayer
common-dismiss = Fermer le message
end-look = Voir le plateau
stats-level = Niveau
stats-game = Jeu
stats-played = Jouées
stats-won = Gagnées
stats-win-percent = % gagnées
stats-best = Record
stats-best-score = Meilleur score
stats-streak = Série
stats-streak-best = record { $best }

## Barre et places d'un salon

room-bar = Salon
room-seats = Places
room-your-turn = À toi
room-their-turn = Au tour de { $name }
room-seats-hidden = : les places
room-connecting = Connexion au salon…
room-retries-hidden = Le salon réessaie tout seul.
room-news-joined = { $name } a rejoint le salon, à la place { $seat }.
room-news-away = Connexion perdue pour { $name }.
room-news-back = { $name } est de retour.
room-news-left = { $name } a quitté le salon.
room-news-computer = { $name } prend la place { $seat }.
room-news-open = La place { $seat } est libre.
room-leave-title = Quitter le salon ?
room-seat-words = { $you ->
    [yes] , toi
   *[no] {""}
  }{ $host ->
    [yes] , hôte
   *[no] {""}
  }, { $who ->
    [connected] personne, connectée
    [away] personne, déconnectée
    [computer] ordinateur
   *[open] place libre
  }{ $toMove ->
    [yes] , doit jouer
   *[no] {""}
  }
level-easy = Facile
level-medium = Moyen
level-impossible = Impossible
level-beginner = Débutant
level-intermediate = Intermédiaire
level-advanced = Avancé
level-expert = Expert
seat-computer = Ordinateur ({ $level })
seat-open = Place libre
seat-open-short = Libre
seat-numbered = { $name } { $n }

## Cartes

card-name = { $rank ->
    [1] As
    [11] Valet
    [12] Dame
    [13] Roi
   *[other] { $rank }
  } de { $suit ->
    [clubs] trèfle
    [diamonds] carreau
    [hearts] cœur
   *[spades] pique
  }

## Jouer entre amis

lobby-name-empty = Écris ton nom : les autres joueurs le verront.
lobby-name-too-long = { $max ->
    [one] Un nom fait au plus { $max } caractère.
   *[other] Un nom fait au plus { $max } caractères.
  }
lobby-name-control = Un nom ne peut pas contenir de caractères de contrôle.

## L'appli

app-settings-not-saved = Les réglages n'ont pas pu être enregistrés : { $reason }
app-could-not-start = L'appli n'a pas pu démarrer : { $reason }
app-name = { -brand }

## Les jeux

game-soi = { -soi }
game-soi-blurb = Demande des cartes aux autres et pose des carrés : un jeu de mémoire.
game-chinese-puzzle = { -chinese-puzzle }
game-chinese-puzzle-blurb = Deux jeux, huit rangées : une réussite en grand.
game-solitaire-x = { -solitairex }
game-solitaire-x-blurb = Glisse les cartes dans les trous jusqu'à ce que chaque couleur aille du 2 au roi.
game-montana = { -montana }
game-montana-blurb = Les donnes de { -solitairex }, mais un 2 peut encore changer de rangée.
game-fourside = { -fourside }
game-fourside-blurb = Assortis les bords numérotés des tuiles contre l'ordinateur ou un ami.
game-with-level = { $game } ({ $level })
gaps-redeal-button = Redistribuer
gaps-reshuffle-button = Redistribuer

## Accueil

home-tagline = Jeux de table classiques
home-continue = Continuer
home-play = Jouer
home-together = Jouer entre amis
home-together-blurb = { -soi } ou { -fourside }, un appareil chacun.
home-back-to-room = Retour à ton salon
home-back-to-room-blurb = Ta place est gardée.
home-back = Retour
home-open = Ouvrir
home-settings = ⚙ Réglages et statistiques
home-rules = Comment jouer

## Réglages

settings-title = Réglages
settings-look = Apparence
settings-theme = Thème
settings-theme-system = Système
settings-theme-light = Clair
settings-theme-dark = Sombre
settings-four-colour = Jeu quatre couleurs
settings-animation = Animation
settings-animation-speed = Vitesse d'animation
settings-animation-off = Non
settings-animation-fast = Rapide
settings-animation-normal = Normale
settings-animation-slow = Lente
settings-sound = Son
settings-input = Déplacer les cartes
settings-input-note = (l'autre façon marche aussi)
settings-input-tap = En touchant
settings-input-drag = En glissant
settings-shortcuts = Raccourcis à une touche
settings-shortcuts-note = (U, R, H, N, S, A et taper une carte dans { -soi } ; les flèches, Entrée et Espace marchent toujours)
settings-winnable = Donnes gagnables seulement
settings-winnable-note = (prouvées gagnables dès la première donne)
settings-crossroads = Avertir quand un coup perd la donne
settings-cp-note = Pour les nouvelles donnes ; les règles d'une donne peuvent changer jusqu'à ce que sa première carte soit placée.
settings-statistics = Statistiques
settings-no-games = Aucune partie terminée pour l'instant.
settings-streak-note = Série : actuelle / record.
settings-tournaments = Tournois récents
settings-no-tournaments = Pas encore de tournoi. Lance-en un depuis une nouvelle donne dans { $games }.
settings-tournament-head = { $game } · donne { $deal }

## Règles

rules-title = Comment jouer
rules-game = Jeu
lobby-title = Jouer entre amis
lobby-host = Héberger une partie
lobby-join = Rejoindre une partie
lobby-host-or-join = Héberger ou rejoindre
lobby-server-scheme = Une adresse de serveur commence par wss:// (ou ws://).
lobby-server-spaces = Une adresse de serveur n'a pas d'espaces.
lobby-link-copied = Lien copié.
lobby-link-not-copied = Copie impossible : sélectionne le lien et copie-le.
lobby-share-title = Joue à { $game } avec moi
lobby-share-text = Rejoins ma table { -brand } :
lobby-seat-person = { $host ->
    [yes] Hôte
   *[no] Personne
  } · { $connected ->
    [yes] connectée
   *[no] déconnectée
  }
lobby-seat-computer = Joueur ordinateur
lobby-seat-open = Libre : en attente d'un joueur
lobby-room-open = Le salon est ouvert : tes amis peuvent le rejoindre.
lobby-in-room = Tu es dans le salon.
lobby-invite = Inviter des amis
lobby-invite-on-device = Sur le même Wi-Fi : scanne le code avec l'appareil photo de l'autre téléphone, ou envoie le lien.
lobby-invite-server = Envoie le lien, ou fais-leur scanner le code.
lobby-invite-qr = Code QR du lien d'invitation : scanne-le avec l'appareil photo du téléphone qui rejoint.
lobby-link = Lien
lobby-copy = Copier
lobby-copy-label = Copier le lien
lobby-share = Partager
lobby-share-label = Partager le lien
lobby-seats = { $game } : places
lobby-you = { $name } (toi)
lobby-seat-level = Niveau de l'ordinateur à la place { $seat }
lobby-add-computer = Ajouter un ordinateur
lobby-add-computer-label = Ajouter un ordinateur à la place { $seat }
lobby-open-seat = Libérer la place
lobby-open-seat-label = Libérer la place { $seat } pour une personne
lobby-remove = Retirer
lobby-remove-label = Retirer { $name }
lobby-start = Lancer la partie
lobby-seats-open = { $count ->
    [one] { $count } place est encore libre : attends tes amis ou ajoute des ordinateurs.
   *[other] { $count } places sont encore libres : attends tes amis ou ajoute des ordinateurs.
  }
lobby-all-seated = Toutes les places sont prises.
lobby-wait-for-host = En attente du lancement par l'hôte.
lobby-paste-link = Colle le lien partagé par l'hôte.
lobby-invite-link = Lien d'invitation
lobby-your-name = Ton nom
lobby-joining = Connexion…
lobby-join-go = Rejoindre
lobby-scan = Scanner le code
lobby-scanning = Scan en cours…
lobby-invite-received = Invitation reçue : vérifie ton nom, puis appuie sur Rejoindre.
lobby-nearby = À proximité
lobby-looking = Recherche…
lobby-refresh = Actualiser
lobby-looking-status = Recherche de salons sur ce réseau.
lobby-found = { $count ->
    [one] { $count } salon trouvé.
   *[other] { $count } salons trouvés.
  }
lobby-none-nearby = Aucun salon sur ce réseau. Vérifie que tu es sur le Wi-Fi de l'hôte, ou colle son lien.
lobby-settings = Jouer ensemble
lobby-settings-note = Entre amis sur le même Wi-Fi, pas besoin de serveur : l'un de vous héberge sur son appareil.
lobby-server = Adresse du serveur
lobby-server-note = (wss://…, facultatif)
lobby-game = Jeu
lobby-game-soi = { -soi } (4 joueurs)
lobby-game-fourside = { -fourside } (2 joueurs)
lobby-left-computer = Un ordinateur la joue
lobby-left-wait = La place attend
lobby-this-device = Cet appareil
lobby-the-server = Le serveur
lobby-target = Score à atteindre
lobby-target-range = (100–1000)
lobby-tiles = Tuiles
lobby-fourside-level = Niveau { -fourside }
lobby-board = Plateau
lobby-board-size = Taille du plateau
lobby-when-left = Quand quelqu'un part
lobby-left-level = Niveau de l'ordinateur qui le remplace
lobby-spectators = Spectateurs
lobby-spectators-note = (les personnes sans place regardent la table, sans les mains)
lobby-where = Où
lobby-where-label = Où est le salon
lobby-where-server = Sur { $server } : des amis de partout peuvent rejoindre.
lobby-where-device = Les amis sur le même Wi-Fi rejoignent directement cet appareil.
lobby-where-no-server = Pour se retrouver via un serveur, ajoute son adresse dans les Réglages.
lobby-opening = Ouverture…
lobby-open = Ouvrir le salon

## Soi

soi-seat-0 = Sud
soi-seat-1 = Est
soi-seat-2 = Nord
soi-seat-3 = Ouest
soi-seat-n = Place { $seat }
soi-player = Joueur
soi-rank-plural = { $rank ->
    [1] As
    [11] Valets
    [12] Dames
    [13] Rois
   *[other] { $rank }
  }
soi-place = { $place ->
    [1] 1er
   *[other] { $place }e
  }
soi-event-dealt = Manche { $round } distribuée — { $first } commence
soi-event-asked-got = { $asker } a demandé la carte { $card } à { $target } — obtenue
soi-event-asked-missed = { $asker } a demandé la carte { $card } à { $target } — non ; au tour de { $target }
soi-event-deposited = { $seat } pose le carré { $rank ->
    [1] d'as
    [11] de valets
    [12] de dames
    [13] de rois
   *[other] de { $rank }
  } (+{ $points })
soi-event-turn-passed = { $from } n'a plus de cartes — au tour de { $to }
soi-event-round-over = Fin de manche : { $scores }
soi-event-round-score = { $name } +{ $points }
soi-event-game-over-shared = Fin de partie : { $names } se partagent la victoire
soi-event-game-over = Fin de partie : { $name } gagne
soi-move-limit = { $moves ->
    [one] Cette partie a atteint { $moves } coup, le maximum possible, donc la manche s'est arrêtée en l'état : les carrés posés comptent, pas les cartes en main
   *[other] Cette partie a atteint { $moves } coups, le maximum possible, donc la manche s'est arrêtée en l'état : les carrés posés comptent, pas les cartes en main
  }
soi-round = Manche { $round }
soi-earlier-rounds = Manches précédentes
soi-ask-label = Demander { $card } à { $target }
common-dealing = Distribution…
soi-status-shared-win = { $names } se partagent la victoire.
soi-status-wins = { $name } gagne la partie.
soi-status-round-over = Fin de manche.
soi-status-demo-stopped = Démo arrêtée : touche Jouer pour continuer.
soi-status-demo = Démo : { $name } demande.
soi-status-thinking = { $name } réfléchit…
soi-status-ask-typed = Demander { $typed } à { $name }
soi-status-tap-named = { $name } : touche un joueur pour lui demander.
soi-status-your-turn = À toi : touche un joueur pour lui demander.
soi-status-to-ask = { $name } demande.
soi-say-demo = C'est une démo : l'ordinateur joue les quatre places.
soi-say-wait = Un instant.
soi-say-wait-for = Attends : c'est au tour de { $name }.
soi-say-no-cards = { $name } n'a plus de cartes.
soi-say-not-a-card = « { $typed } » n'est pas une carte : tape une valeur et une couleur en anglais, comme 7h, JD ou 10s.
soi-say-not-your-turn = Ce n'est pas ton tour.
soi-say-tap-first = Touche d'abord un joueur.
soi-say-ask = Demander { $card } à { $name }.
soi-say-selected = { $name } sélectionné.
soi-say-ask-enter = Demander { $card } à { $name } : appuie sur Entrée.
soi-say-ask-enter-anyone = Demander { $card } à un joueur : appuie sur Entrée.
game-toolbar = Jeu
soi-scores = Scores
soi-memory-aid = Aide-mémoire
soi-play = Jouer
soi-stop = Arrêter
soi-faster = Plus vite
common-new-game = Nouvelle partie
common-deal = Distribuer
soi-new-lost = La partie en cours se termine et compte comme perdue.
soi-new-ends = La partie en cours se termine.
soi-look = Voir la table
soi-over-shared = { $names } se partagent la victoire !
soi-over-wins = { $name } gagne !
soi-best-total = Meilleur total

## Chacun son tour sur un appareil, et salons

cover-title = Passe l'appareil à { $name }
cover-sub = { $name } : touche quand tu es prêt à voir tes { $what ->
    [tiles] tuiles
   *[cards] cartes
  }.
lobby-server-too-long = { $max ->
    [one] Une adresse de serveur fait au plus { $max } caractère.
   *[other] Une adresse de serveur fait au plus { $max } caractères.
  }
room-refuse-local = Dans un salon, c'est le salon qui lance les parties et fait jouer ses ordinateurs.

## Table, fiches et réglages de Soi

soi-hand-hidden = { $count ->
    [one] { $count } carte, face cachée
   *[other] { $count } cartes, face cachée
  }
soi-your-cards = Tes cartes
soi-no-cards-left = Plus de cartes pour cette manche.
soi-picker-title = Demander à { $name }…
soi-picker-none = Tu ne peux pas demander à { $name } maintenant.
soi-picker-hint = Tu peux demander toute carte d'une valeur que tu as, sauf celles que tu as déjà en main.
soi-picker-held = tu en as { $count }
soi-seat-out = sorti
soi-seat-words = : { $name }{ $computer ->
    [yes] , ordinateur
   *[no] {""}
  }, { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  }, { $total ->
    [one] { $total } point
   *[other] { $total } points
  }{ $toMove ->
    [yes] , doit jouer
   *[no] {""}
  }{ $selected ->
    [yes] , sélectionné
   *[no] {""}
  }. Touche pour demander.
soi-set-title = Carré { $rank ->
    [1] d'as
    [11] de valets
    [12] de dames
    [13] de rois
   *[other] de { $rank }
  } : { $points ->
    [one] { $points } point
   *[other] { $points } points
  }
soi-set-hidden = (carré { $rank ->
    [1] d'as
    [11] de valets
    [12] de dames
    [13] de rois
   *[other] de { $rank }
  }, { $points ->
    [one] { $points } point
   *[other] { $points } points
  })
soi-round-over = Fin de la manche { $round }
soi-round-scores = Scores de la manche
soi-col-player = Joueur
soi-col-sets = Carrés
soi-col-round = Manche
soi-col-total = Total
soi-ends-after = La partie s'arrête après une manche où quelqu'un atteint { $target }.
soi-next-round = Manche suivante
soi-round-info = Manche { $round } · en { $target }
soi-score-table = Tableau des scores
soi-round-so-far = Manche { $round } jusqu'ici
soi-scoring = Le premier à { $target } en fin de manche gagne. Les carrés comptent : as 25, 2 à 10 leur valeur, V D R 10 (109 par manche).
soi-memory-title = Aide-mémoire · manche { $round }
soi-memory-note = Tout ce qui s'est passé en public dans cette manche, dans l'ordre.
soi-moves = Coups
soi-log = Journal de cette manche
soi-place-of = Classement de { $name }
common-close = Fermer
soi-settings-note = Pour les nouvelles parties.
soi-target = Score à atteindre
soi-target-range = (100–1000)
soi-computers = Joueurs ordinateur
soi-computer-level = Niveau de l'ordinateur de { -soi }
soi-memory-easy = Retient les cartes demandées lors des deux derniers tours, et demande parfois une carte au hasard.
soi-memory-medium = Retient les cartes demandées lors des dix derniers tours.
soi-memory-impossible = Retient chaque carte demandée depuis la donne et compte les cartes. Il ne voit jamais ta main.
soi-seats = Places
soi-kind-human = Personne
soi-kind-computer = Ordinateur
soi-name-of = Nom de { $seat }
soi-played-by = Qui joue en { $seat }
soi-all-computers = Quatre ordinateurs : la partie se joue toute seule (démo).
soi-delay = Délai des messages
soi-delay-ms = { $ms } ms
soi-sort = Trier les cartes des ordinateurs
soi-sort-note = (dos dans l'ordre des cartes : une aide pour les attentifs)
soi-stats = Statistiques
soi-stats-note = (parties avec une personne)
soi-stats-label = Statistiques de { -soi } par niveau

## FourSide

fourside-tile = tuile { $top } { $right } { $bottom } { $left }, haut droite bas gauche
fourside-cell = rangée { $row } colonne { $col }
fourside-square-bonus = case bonus
fourside-square-minus = case malus
fourside-primer = tuile de départ
fourside-empty = vide
fourside-player-1 = Joueur 1
fourside-player-2 = Joueur 2
fourside-computer-1 = Ordinateur 1
fourside-computer-2 = Ordinateur 2
fourside-you = Toi
fourside-computer = Ordinateur
fourside-you-pass = Aucune de tes tuiles ne va nulle part : tu passes ton tour.
fourside-passes = { $name } n'a aucune tuile qui va quelque part et passe.
fourside-tie = Égalité !
fourside-you-win = Tu as gagné !
fourside-computer-wins = L'ordinateur gagne
fourside-wins = { $name } gagne !
fourside-mode-one = 1 joueur
fourside-mode-two = 2 joueurs
fourside-mode-demo = Démo
fourside-placed = { $name } a posé { $tile } rangée { $row } colonne { $col } : { $score }.
fourside-your-turn = À toi
fourside-turn-of = Au tour de { $name }
fourside-computer-turn = Au tour de l'ordinateur
fourside-to-play = { $name } joue
fourside-over-status = { $result } { $mine } – { $theirs }
fourside-waiting-for = En attente du coup de { $name }.
fourside-demo = Démo : l'ordinateur joue des deux côtés.
fourside-thinking = L'ordinateur réfléchit…
fourside-tap-tile = Touche une tuile de ta main pour la prendre.
fourside-tap-hint = Indice : touche la case bleue pour y poser la tuile.
fourside-tap-square = Touche une case lumineuse pour la poser, ou de nouveau la tuile pour la tourner.
fourside-fits-nowhere-turn = Tournée ainsi, elle ne va nulle part : touche de nouveau la tuile pour la tourner.
fourside-hint-at = Indice : { $tile } rangée { $row } colonne { $col }.
fourside-picked-nowhere = { $tile } prise. Tournée ainsi, elle ne va nulle part.
fourside-picked-fits = { $tile } prise. { $count ->
    [one] Va sur { $count } case.
   *[other] Va sur { $count } cases.
  }
fourside-wait-for = Attends : c'est au tour de { $name }.
fourside-say-demo = C'est une démo : l'ordinateur joue des deux côtés.
fourside-wait-computer = Attends le coup de l'ordinateur.
fourside-first-tap = Touche d'abord une tuile de ta main, puis une case lumineuse.
fourside-hint-shown = L'indice est sur le plateau : la case bleue.
fourside-square-bonus-value = case bonus +20
fourside-square-minus-value = case malus −20
fourside-fits-here = va ici, rapporte { $score }
fourside-does-not-fit = ne va pas
fourside-hint = indice
fourside-board = Plateau de { $size } sur { $size }
fourside-against = { $level } contre l'ordinateur
fourside-your-tiles = Tes tuiles
fourside-tiles-of = Tuiles de { $name }
fourside-hand-tile = { $tile }{ $nowhere ->
    [yes] , ne va nulle part
   *[no] {""}
  }{ $picked ->
    [yes] , prise : appuie de nouveau pour la tourner
   *[no] {""}
  }
fourside-demo-note = Partie de démo : l'ordinateur joue des deux côtés.
fourside-legend = En bref
fourside-legend-match-term = Assortir
fourside-legend-match = chaque bord qui touche une tuile déjà posée.
fourside-legend-score-term = Score
fourside-legend-score = = somme des bords qui se touchent × leur nombre : (8+1+3)×3 = 36.
fourside-legend-on-green = sur le vert,
fourside-legend-on-red = sur le rouge. Un total ne descend jamais sous 0.
fourside-legend-move = déplacer
fourside-legend-enter = prendre, tourner, poser
fourside-legend-space = main ↔ plateau
fourside-legend-hint = indice
key-enter = Entrée
key-space = Espace
fourside-new-lost = La partie en cours se termine et compte comme perdue.
fourside-new-ends = La partie en cours se termine.
fourside-level = Niveau
fourside-board-field = Plateau
fourside-board-size = Taille du plateau
fourside-players = Joueurs
fourside-scores = Scores
fourside-unseen = { $count ->
    [one] { $name } a { $count } tuile que tu ne vois pas.
   *[other] { $name } a { $count } tuiles que tu ne vois pas.
  }
fourside-settings-note = Pour les nouvelles parties. Le niveau fixe les nombres des tuiles (de 1–3 à 1–9) et l'habileté de l'ordinateur.
fourside-level-label = Niveau { -fourside }
fourside-size-label = Taille du plateau { -fourside }
fourside-players-label = Joueurs { -fourside }
fourside-against-computer = Contre l'ordinateur
fourside-stats-label = Statistiques de { -fourside } par niveau
fourside-hint-button = Indice ({ $left })
fourside-to-the-end = Jusqu'au bout
fourside-level-and-board = Niveau et plateau

## Casse-tête chinois, SolitaireX et Montana (les jeux à trous)

gaps-hint-after = Indice : la carte { $card } après la carte { $left }
gaps-hint-first = Indice : la carte { $card } en première case de la rangée { $row }
gaps-moved = { $card } : déplacée.
gaps-moved-to = { $card } : déplacée vers { $target }.
gaps-redealt = Cartes redistribuées : donne { $deal } sur { $total }.
gaps-event-stuck = Plus aucun coup.
gaps-event-won = Tu as gagné !
gaps-event-lost = Partie terminée.
gaps-status-hint = { $hint } — touche Indice encore pour le jouer
gaps-status-choose-first = Choisis une case de la première colonne pour la carte { $card }
gaps-status-choose-gap = Choisis un trou pour la carte { $card } — touche ailleurs pour annuler
gaps-status-fill = Touche une carte en surbrillance pour la mettre ici
gaps-status-won = Résolu ! Chaque couleur est en ordre.
gaps-status-lost = Plus de coups ni de donnes.
gaps-status-stuck-redeal = Plus aucun coup : redistribue pour continuer
gaps-status-stuck = Plus aucun coup
gaps-status-aces = Touche un as, puis une case vide de la première colonne
gaps-status-gap-selects = Touche une carte lumineuse, ou un trou pour voir ce qui y va
gaps-status-drag = Glisse une carte lumineuse vers son trou, ou touche-la pour la prendre
gaps-status-tap = Touche une carte lumineuse pour la déplacer
gaps-why-final = { $card } : déjà à sa place définitive.
gaps-why-first-none = { $card } : ne peut aller que dans une case vide de la première colonne, et il n'y en a pas.
gaps-why-run = { $card } : reste dans sa suite tant que le 2 en tête de sa rangée y reste.
gaps-why-no-card = Il n'y a pas de carte ici.
gaps-why-over = La partie est terminée.
gaps-why-two = { $card } : ne peut aller que dans une case vide de la première colonne.
gaps-why-ace = { $card } : n'a pas de place dans ce jeu.
gaps-why-after = { $card } : ne peut aller qu'après { $prev }.
gaps-why-row-end = { $card } : ne peut aller qu'après { $prev }, qui termine sa rangée.
gaps-why-follows = { $card } : suit déjà { $prev }.
gaps-why-taken = { $card } : ne peut aller qu'après { $prev } ; cette case est prise.
gaps-why-off = C'est hors du plateau.
gaps-why-several = Plusieurs cartes vont ici : touche celle que tu veux déplacer.
gaps-why-king = Rien ne peut suivre un roi.
gaps-why-gap-gap = Un trou après un trou ne peut pas être rempli.
gaps-why-none = Aucune carte ne peut aller ici pour l'instant.
gaps-why-first-column = { $card } : va dans une case vide de la première colonne.
gaps-why-not-there = { $card } : ne peut pas aller là.

## Règles, verdicts et la solution

gaps-ace-free = Libre
gaps-ace-free-help = N'importe quel as dans n'importe quelle rangée.
gaps-ace-mirrored = Miroir
gaps-ace-mirrored-help = Rangées 1–4 : quatre couleurs différentes ; les rangées 5–8 les répètent.
gaps-ace-bridge = Bridge
gaps-ace-bridge-help = ♣ ♦ ♥ ♠ depuis le haut, deux fois.
gaps-rules-summary = { $redeals ->
    [one] { $redeals } redistribution
   *[other] { $redeals } redistributions
  } · as { $order ->
    [free] libres
    [mirrored] en miroir
   *[bridge] bridge
  }
gaps-verdict-winnable = Encore gagnable sans redistribution
gaps-verdict-unwinnable = Impossible à gagner sans redistribution
gaps-difficulty-winnable = Gagnable · { $difficulty ->
    [easy] facile
    [medium] moyenne
   *[hard] difficile
  }
gaps-difficulty-needs = Il faut une redistribution
gaps-difficulty-unknown = Inconnu
replay-slow = Lente
replay-normal = Normale
replay-fast = Rapide
replay-progress = Coup { $index } sur { $steps }
replay-from-deal = Depuis la donne de départ
replay-from-redeal = Depuis le début de la donne { $deal }, après la { $nth ->
    [1] première
    [2] deuxième
    [3] troisième
    [4] quatrième
    [5] cinquième
   *[other] { $nth }e
  } redistribution
replay-place = rangée { $row }, colonne { $col }
replay-start = Position de départ. { $steps ->
    [one] { $steps } coup à jouer.
   *[other] { $steps } coups à jouer.
  }
replay-step = { $progress } : { $card } en { $place }. Score { $score } sur { $max }.
replay-step-solved = { $progress } : { $card } en { $place }. Score { $score } sur { $max }. Résolu.
replay-all-lost = Aucune donne de cette partie n'était gagnable depuis son début : le solveur les a toutes prouvées perdues.
replay-unknown = Le solveur n'a pas trouvé de solution dans le temps imparti. Cette partie est peut-être encore gagnable.
gaps-cell-first = trou dans la première colonne
gaps-cell-first-row = trou dans la première colonne de la rangée { $row }
gaps-cell-gap = { $kind ->
    [dead] trou mort
    [blocked] trou bloqué
   *[open] trou
  } après { $card }
gaps-cell-gap-after-gap = { $kind ->
    [dead] trou mort
    [blocked] trou bloqué
   *[open] trou
  } après un trou
gaps-cell-picked = prise
gaps-cell-can-move = peut bouger
gaps-cell-in-place = à sa place
gaps-cell-can-fill = peut remplir le trou choisi
gaps-cell-hint = indice
gaps-cell-place = rangée { $row }, colonne { $col }
gaps-cell-drop = poser ici
gaps-cell-just-moved = vient de bouger
gaps-board = Plateau : { $rows ->
    [one] { $rows } rangée
   *[other] { $rows } rangées
  } de { $columns ->
    [one] { $columns } case
   *[other] { $columns } cases
  }
gaps-row-locked = Rangée { $row } : { $count ->
    [one] { $count } carte bloquée
   *[other] { $count } cartes bloquées
  }
gaps-taken-back = Coup annulé.
gaps-said-score = { $text } Score { $score } sur { $max }.
gaps-not-possible = Impossible.
gaps-hint-again = { $hint }. Appuie encore sur Indice pour le jouer.
gaps-put-down = Reposée.
gaps-picked-one = { $card } : prise. Son trou est marqué « poser ici ».
gaps-picked-many = { $card } : prise. { $count ->
    [one] { $count } endroit où la poser, marqué « poser ici ».
   *[other] { $count } endroits où la poser, marqués « poser ici ».
  }
gaps-a-card = Carte
gaps-can-fill = { $count ->
    [one] { $count } carte peut remplir ce trou, marquée « peut remplir le trou choisi ».
   *[other] { $count } cartes peuvent remplir ce trou, marquées « peut remplir le trou choisi ».
  }
gaps-follows-nothing = { $card } : ne suit rien, elle commence sa rangée.
gaps-can-follow = { $card } : peut suivre { $prev }, qui clignote.
gaps-no-prev = Pas de { $prev } sur le plateau.
gaps-none-here = Aucune carte ne peut venir ici pour l'instant.
gaps-can-move-here = { $count ->
    [one] { $count } carte peut venir ici.
   *[other] { $count } cartes peuvent venir ici.
  }
gaps-finding = Recherche d'une donne gagnable…
gaps-not-found = Pas de donne gagnable trouvée vite ; celle-ci est au hasard.
gaps-your-turn = { $name }, à toi.
gaps-given-up = Partie abandonnée. Nouvelle donne { $deal }.
replay-paused = En pause au coup { $index } sur { $steps }.
replay-board = Plateau de la solution, coup { $index } sur { $steps }
replay-searching = Recherche d'une solution…
replay-takes-time = Cela peut prendre quelques secondes.
replay-none = Aucune solution à montrer
replay-title = Une solution
replay-score = Score { $score } / { $max }
replay-solved = Résolu
replay-back = Reculer
replay-pause = Pause
replay-replay = Revoir
replay-play = Lecture
replay-forward = Avancer
replay-speed = Vitesse
gaps-over-won = Résolu !
gaps-over-lost = Partie terminée
gaps-over-won-note = Chaque couleur est en ordre.
gaps-over-lost-note = Plus de coups ni de donnes.
gaps-score = Score
gaps-score-of = { $score } / { $max }
gaps-tournament-deal = Tournoi · donne { $deal }
gaps-next-player = Joueur suivant
gaps-end-new-deal = Finir et nouvelle donne
gaps-new-deal = Nouvelle donne
gaps-show-solution = Voir une solution
tournament-playing = En jeu
tournament-done = Fini
tournament-high = Max
gaps-deal = Donne
gaps-deal-number = Donne numéro { $deal }. Jouer un autre numéro de donne
gaps-deals-left = Donnes restantes
gaps-redeals = Redistributions
gaps-deal-of = Donne { $used } sur { $total }
gaps-dead = Morts
gaps-dead-title = Trous après un roi
gaps-first-deal = Première donne
gaps-moves = Coups
gaps-details = Détails
gaps-redeals-one = 1 redistribution
gaps-redeals-two = 2 redistributions
gaps-ace-order = Ordre des as
gaps-crossroads = Ce coup perd la donne —
gaps-crossroads-undo = Annuler ?
common-dismiss-short = Fermer
gaps-undo = Annuler
gaps-redo = Rétablir
gaps-play-hint = Jouer l'indice
gaps-hint = Indice
gaps-place-aces = Placer les as
gaps-left = { $count ->
    [one] ({ $count } restante)
   *[other] ({ $count } restantes)
  }
gaps-tournament = Tournoi
gaps-deal-not-number = Un numéro de donne est un nombre entier, comme 1234.
gaps-enter-name = Écris un nom.
gaps-new-ends-tournament = Cela termine le tournoi. Lancer une nouvelle donne ?
gaps-new-counts-lost = La partie en cours comptera comme jouée et non gagnée.
gaps-new-random = Laisse le numéro vide pour une donne au hasard.
gaps-deal-number-field = Numéro de donne
gaps-optional = (facultatif)
gaps-random = Au hasard
gaps-give-up-note = Bloqué ? Abandonne cette partie et vois comment elle pouvait être gagnée. Elle compte aussi comme jouée et non gagnée.
gaps-give-up = Abandonner et voir une solution
gaps-rules-title = Règles de cette donne
gaps-rules-note = Choisies avant de placer la première carte, puis fixées pour la partie.
gaps-deal-again = Redonner
gaps-redeal-now = Redistribuer maintenant ?
gaps-redeal-now-note = { $left ->
    [one] Des cartes peuvent encore bouger. Il te reste { $left } donne : une redistribution l'utilise.
   *[other] Des cartes peuvent encore bouger. Une redistribution utilise une de tes { $left } donnes restantes.
  }
gaps-start-tournament = Lancer un tournoi
gaps-fresh-note = Un tournoi commence avant le premier coup. Distribuer une nouvelle partie pour lui ?
gaps-tournament-note = Chacun joue cette même donne à son tour, sans annuler. Qui commence ?
gaps-next-note = La donne recommence depuis le début pour le joueur suivant.
gaps-start = Commencer
gaps-play = Jouer
gaps-player-name = Nom du joueur

## Réglages : langue

settings-language = Langue
settings-language-system = Système ({ $language })

## Refus de l'appli

app-error-stale = L'écran n'était pas à jour : voici la partie telle qu'elle est.
app-error-bad-action = Cette action n'a pas été comprise.
app-error-bad-argument = L'appli n'a pas pu lire cette demande.
app-error-bad-deal = Ce numéro de donne ne peut pas être distribué.
app-error-bad-settings = Ces réglages ne sont pas utilisables.
app-error-no-game = Aucune partie en cours.
app-error-computer-turn = Attends le coup de l'ordinateur.
app-error-human-turn = Ce n'est pas au tour de l'ordinateur.
app-error-save-failed = Le changement n'a pas pu être enregistré, donc rien n'a changé.
app-error-internal = Un problème est survenu dans { -brand } ; rien n'a changé.
app-error-bad-invite = Ce lien n'est pas une invitation { -brand } : copie le lien entier partagé par l'hôte.
app-error-no-room = Tu n'es dans aucun salon.
app-error-unreachable = Impossible de joindre le salon : vérifie que vous êtes sur le même réseau, ou l'adresse du serveur.
gaps-refused-ace-order = Cet as ne va pas dans cette rangée. Ordre { $order } : { $help }

## layout (i18n-layout)

# Soi: the name over the player's own hand, when one person plays against the computers.
soi-name-you = { $name } (toi)
# Soi: the name over the hand when a computer plays this seat (a demo).
soi-name-computer = { $name } (ordinateur)

## Pourquoi un coup de Gaps est refusé ou un toucher ne fait rien (les raisons du moteur)

gaps-because-no-card = Il n'y a pas de carte à déplacer à cet endroit.
gaps-because-not-a-gap = Une carte ne peut aller que dans un trou.
gaps-because-won = La partie est déjà gagnée.
gaps-because-aces-first = Place d'abord tous les as dans la première colonne.
gaps-because-ace-to-first-column = Tant que les as se placent, un as ne peut aller que dans la première colonne.
gaps-because-locked = La carte { $card } est bloquée à sa place définitive.
gaps-because-heads-row = La carte { $card } est en tête de sa rangée ; elle ne peut aller que dans une case vide de la première colonne, et il n'y en a pas.
gaps-because-in-run = La carte { $card } fait partie de la suite de sa rangée ; elle y reste tant que le 2 en tête de la rangée reste en place.
gaps-because-after-king = Rien ne peut suivre un roi.
gaps-because-blocked = Ce trou attend que le trou à sa gauche soit rempli.
gaps-because-first-column = Seul { $rank ->
    [1] un as
   *[other] un { $rank }
  } peut aller dans la première colonne.
gaps-because-first-column-none-free = Seul { $rank ->
    [1] un as
   *[other] un { $rank }
  } peut aller dans la première colonne, et aucun ne peut venir ici maintenant.
gaps-because-only-follows = Seule la carte { $card } peut suivre la carte { $after }.
gaps-because-follower-locked = Seule la carte { $card } peut suivre la carte { $after }, et elle est bloquée à sa place définitive.
gaps-because-no-first-column-space = La carte { $card } a besoin d'une case vide dans la première colonne, et il n'y en a pas.
gaps-because-cannot-move-now = La carte { $card } ne peut pas bouger pour l'instant.
gaps-because-before-gone = La carte { $card } ne peut suivre que la carte { $before }, qui n'est pas sur le plateau.
gaps-because-before-no-gap = La carte { $card } ne peut suivre que la carte { $before }, et il n'y a pas de trou après elle.
gaps-because-befores-no-gap = La carte { $card } ne peut suivre qu'une carte { $before }, et aucune des deux n'a de trou après elle.
gaps-because-bridge-order = Dans l'ordre du bridge, la rangée { $row } prend un as de { $suit } (♣ ♦ ♥ ♠ depuis le haut, deux fois).
gaps-because-mirror-repeat = Ordre en miroir : la rangée { $row } doit reprendre la couleur de la rangée { $ofRow } ({ $suit }).
gaps-because-mirror-distinct = { $rows ->
    [one] Ordre en miroir : les rangées 1–{ $rows } demandent { $rows } couleur différente ; les rangées { $first } et { $second } seraient toutes deux à { $suit }.
   *[other] Ordre en miroir : les rangées 1–{ $rows } demandent { $rows } couleurs différentes ; les rangées { $first } et { $second } seraient toutes deux à { $suit }.
  }

## Ce que l'appli dit au démarrage sur les données enregistrées

notice-unreadable = Tes parties enregistrées n'ont pas pu être lues. Elles sont restées intactes dans { $path } ; les parties jouées maintenant ne seront pas enregistrées. Relance { -brand } pour réessayer.
notice-cannot-save = Impossible d'enregistrer des parties sur cet appareil ; les parties jouées maintenant ne seront pas gardées.
notice-cannot-save-in = Impossible d'enregistrer des parties dans { $folder } ; les parties jouées maintenant ne seront pas gardées.
notice-used-backup = Ton dernier enregistrement n'a pas pu servir ({ $damage }) ; { -brand } a repris à partir du précédent.
notice-started-afresh = Tes parties et réglages enregistrés n'ont pas pu servir ({ $damage }) ; { -brand } repart de zéro.
notice-moves-lost = Certains de tes derniers coups n'ont pas pu servir ({ $damage }).
notice-parts-reset = Des données enregistrées n'ont pas pu servir et ont été remises à zéro : { $parts }.
notice-kept = Une copie a été gardée dans { $path }.
notice-damage-damaged = le fichier est abîmé
notice-damage-header-damaged = son en-tête est abîmé
notice-damage-newer = il vient d'une version plus récente de { -brand }
notice-damage-too-large = il est trop gros
notice-damage-does-not-continue = il ne fait pas suite aux données enregistrées
notice-damage-part-damaged = une partie en est abîmée
notice-damage-change-does-not-fit = une modification ne correspond pas aux données enregistrées
notice-part-settings = tes réglages
notice-part-stats = tes statistiques
notice-part-tournaments = les résultats des tournois
notice-part-game = la partie de { $game }

## Pourquoi une tuile de FourSide ne va pas sur une case.
fourside-misfit-off-board = La rangée { $row }, colonne { $col } n'est pas sur le plateau.
fourside-misfit-occupied = Cette case porte déjà une tuile.
fourside-misfit-alone = Une tuile doit toucher une tuile déjà posée sur le plateau.
fourside-misfit-side = { $side ->
    [top] Son côté haut montre { $shows }, mais la tuile au-dessus montre { $facing }.
    [right] Son côté droit montre { $shows }, mais la tuile à droite montre { $facing }.
    [bottom] Son côté bas montre { $shows }, mais la tuile en dessous montre { $facing }.
   *[left] Son côté gauche montre { $shows }, mais la tuile à gauche montre { $facing }.
  }

## Un réglage hors limites.
setting-bad-cp-redeals = Le { -chinese-puzzle } permet { $min } ou { $max ->
    [one] { $max } redistribution
   *[other] { $max } redistributions
  }.
setting-bad-fourside-size = Le plateau de { -fourside } a 7, 9 ou 11 cases de côté.
setting-bad-soi-target = Une partie de { -soi } se joue en { $min } à { $max ->
    [one] { $max } point
   *[other] { $max } points
  }.
setting-bad-soi-delay-ms = La pause des messages est de { $min } à { $max } ms.
setting-bad-name = { $max ->
    [one] Un nom a au plus { $max } caractère.
   *[other] Un nom a au plus { $max } caractères.
  }
setting-bad-room-server = { $max ->
    [one] Une adresse de serveur commence par wss:// ou ws:// et a au plus { $max } caractère.
   *[other] Une adresse de serveur commence par wss:// ou ws:// et a au plus { $max } caractères.
  }
setting-bad-language = Ce n'est pas une étiquette de langue.

## Les coins des cartes, comme les imprime le jeu français : As, Valet, Dame, Roi.
card-corner-1 = A
card-corner-11 = V
card-corner-12 = D
card-corner-13 = R

## FourSide: what each level is, under the level choice.
fourside-level-about-beginner = Tuiles de 1 à 3. L'ordinateur pose n'importe quelle tuile qui va.
fourside-level-about-intermediate = Tuiles de 1 à 5. L'ordinateur cherche les cases qui ont le plus de voisines.
fourside-level-about-advanced = Tuiles de 1 à 7. L'ordinateur joue le coup qui rapporte le plus.
fourside-level-about-expert = Tuiles de 1 à 9. L'ordinateur pèse aussi ta meilleure réponse et son coup suivant.

## Jeux du jour : chaque jour (en UTC), les mêmes cinq jeux pour tout le monde, sur l'accueil et l'écran « Aujourd'hui »

home-today = Aujourd'hui
home-today-blurb = Les cinq jeux du jour, les mêmes pour tout le monde.
home-today-done = { $total ->
    [one] { $count } jeu sur { $total } joué aujourd'hui
   *[other] { $count } sur { $total } jeux joués aujourd'hui
  }
today-title = Aujourd'hui, { $date }
today-streak = Série : { $count ->
    [one] { $count } jour
   *[other] { $count } jours
  }
today-streak-best = Record : { $best ->
    [one] { $best } jour
   *[other] { $best } jours
  }
today-streak-note = Un jour compte quand tu termines l'un de ses jeux le jour même (en UTC, l'heure universelle). Les jours passés joués plus tard ne remplissent que le calendrier.
today-games = Les jeux du jour
today-gaps-difficulty = { $weekday ->
    [0] Lundi : en douceur
    [1] Mardi : facile
    [2] Mercredi : moyen
    [3] Jeudi : délicat
    [4] Vendredi : difficile
    [5] Samedi : plus difficile
   *[6] Dimanche : le plus difficile
  }
today-soi-detail = Contre trois ordinateurs ({ $level }), le premier à { $target ->
    [one] { $target } point
   *[other] { $target } points
  }
today-fourside-detail = En duel contre l'ordinateur ({ $level })
today-winnable = { $games } : chaque jeu du jour peut être gagné. Ceux du lundi sont les plus doux, ceux du dimanche les plus durs.
today-play = Jouer
today-continue = Continuer
today-result = { $won ->
    [yes] Gagné, score { $score }
   *[no] Joué, score { $score }
  }
today-unavailable = Absent de cette version de l'appli
today-board = Classement
today-calendar = Calendrier
today-calendar-game = Jeu du calendrier
today-day-label = { $date }{ $today ->
    [yes] , aujourd'hui
   *[no] {""}
  } : { $state ->
    [won] gagné
    [done] joué, pas gagné
    [playing] commencé, pas fini
    [open] pas encore joué
   *[closed] rien à jouer
  }
today-legend-won = Gagné
today-legend-done = Joué
today-legend-today = Aujourd'hui
today-before-first = Les premiers jeux du jour commencent le { $date }.
today-load-error = Impossible de lire les jeux du jour : { $reason }
today-replace-title = Jouer à { $game } du { $date } ?
today-replace-note = La partie de { $game } en cours se termine. Si tu y as déjà joué un coup, elle compte comme perdue.
daily-share = Partager
daily-back-today = Jeux du jour

## Partager un résultat du jour : la fenêtre, et le texte partagé (rien des cartes n'y est dévoilé)

share-title = Partager ton résultat à { $game }
share-native = Partager…
share-copy = Copier
share-copied = Copié. Colle-le où tu veux.
share-shared = Partagé.
share-copy-failed = Impossible de copier : sélectionne le texte et copie-le toi-même.
share-failed = Impossible de partager : copie-le plutôt.
share-text-title = { -brand } { $game }, { $date }
share-text-gaps = { $won ->
    [yes] Gagné
   *[no] Pas gagné
  } · score { $score } · { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
  }
share-text-soi = { $place ->
    [1] 1re place
    [2] 2e place
    [3] 3e place
   *[other] { $place }e place
  } · { $score ->
    [one] { $score } point
   *[other] { $score } points
  } · { $moves ->
    [one] { $moves } demande
   *[other] { $moves } demandes
  }
share-text-fourside = { $won ->
    [yes] Gagné
   *[no] Pas gagné
  } · { $score ->
    [one] { $score } point
   *[other] { $score } points
  } · { $moves ->
    [one] { $moves } tuile
   *[other] { $moves } tuiles
  }

## Le classement d'un jour sur le serveur des Réglages

board-title = Classement : { $game }, { $date }
board-loading = Lecture du classement…
board-empty = Personne n'est encore dans ce classement.
board-table = Le classement
board-place = Rang
board-name = Nom
board-score = Score
board-moves = Coups
board-unreachable = Impossible de joindre le serveur : vérifie la connexion, ou l'adresse dans les Réglages.
board-note = Le serveur rejoue chaque partie du classement : chacune a donc été jouée selon les règles jusqu'au score affiché. Il ne peut pas savoir si quelqu'un a été aidé.
board-yours-waiting = Ton résultat attend d'être envoyé au classement.
board-yours-recorded = Ton résultat figure au classement.
board-yours-refused = Le classement n'a pas retenu ton résultat : { $why ->
    [not_replayed] il ne se rejoue pas selon les règles.
    [out_of_days] ce jour-là ne prend plus de résultats.
    [bad_name] le serveur n'a pas accepté ton nom.
    [rate_limited] trop de résultats sont venus de cette adresse.
   *[other] le serveur l'a refusé.
  }

## Jeux du jour : refus de l'appli, et le réglage du serveur

app-error-bad-day = Il n'y a pas de jeu du jour à jouer ce jour-là.
app-error-daily-done = Tu as déjà terminé ce jeu du jour.
app-error-daily-unavailable = Cette version de l'appli n'a pas de jeu pour ce jour-là.
app-error-no-board = Pas de classement : indique un serveur dans les Réglages. Seuls { -solitairex }, { -montana } et le { -chinese-puzzle } ont un classement.
lobby-server-board-note = Le serveur tient aussi les classements des jeux du jour : tes résultats à { $games } y sont envoyés, chacun avec ses coups et son score, ton nom et une clé aléatoire.

## La première partie guidée : un guide sur l'écran de jeu explique chaque règle au moment où elle compte

guide-title = Partie guidée
guide-spot = (le prochain coup du guide)
guide-next = Suivant
guide-show-me = Montre-moi
guide-skip = Passer le guide
guide-play-on = Continuer à jouer
guide-stopped = Le guide est terminé. Continue comme tu veux.
guide-not-that = Pas celui-là. { $hint }
guide-offer-title = Tu découvres { $game } ?
guide-offer-note = Joue une courte partie guidée : le guide explique chaque règle au moment où elle sert, et c'est toi qui joues.
guide-offer-yes = Oui, guide-moi
guide-offer-no = Non, merci
guide-rules-button = Jouer la partie guidée
guide-rules-note = Une courte partie de { $game } qui t'apprend les règles en jouant.
guide-replace-title = Commencer la partie guidée de { $game } ?
guide-replace-note = La partie de { $game } en cours se termine. Si tu y as déjà joué un coup, elle compte comme perdue.
app-error-off-script = La partie guidée attend un autre coup.
guide-gaps-goal = Le but : chaque rangée d'une seule couleur, dans l'ordre jusqu'au roi, de gauche à droite. Une carte ne va que dans un trou, une case vide.
guide-twos-first = Un trou en début de rangée prend un 2 : c'est le 2 qui commence une rangée.
guide-twos-first-do = Touche le 2 entouré d'or pour le mettre dans le trou entouré d'or.
guide-follows-suit = Tout autre trou prend la carte juste au-dessus de sa voisine de gauche, dans la même couleur : après la carte 5♥ vient la carte 6♥.
guide-follows-suit-do = Touche la carte entourée d'or : elle suit la carte à gauche du trou entouré d'or.
guide-dead-gap = Un trou juste après un roi est mort : rien ne vient après le roi. Quand tous les trous sont morts, tu es bloqué.
guide-reshuffle = Bloqué ? On redistribue : les cartes pas encore à leur place sont ramassées, mélangées et redistribuées, avec de nouveaux trous. Une donne n'en permet que quelques-unes.
guide-reshuffle-do = Touche le bouton « Redistribuer » entouré d'or.
guide-movable-two = Au { -montana }, un 2 en début de rangée peut encore aller dans une autre case vide de la première colonne : une rangée peut ainsi changer de couleur.
guide-movable-two-do = Touche le 2 entouré d'or pour le mettre dans le trou entouré d'or.
guide-two-decks = Le { -chinese-puzzle } se joue avec deux jeux : huit rangées, chacune d'une couleur, de l'as au roi.
guide-ace-phase = D'abord les as : ils vont dans la première colonne, un au début de chaque rangée.
guide-ace-phase-do = Touche l'as entouré d'or, puis le trou entouré d'or dans la première colonne.
guide-ace-order = Placer les as un par un prend du temps. « Placer les as » met tous les autres dans la première colonne d'un coup.
guide-ace-order-do = Touche le bouton « Placer les as » entouré d'or.
guide-redeal = Bloqué ? On redistribue : les cartes pas encore bloquées à leur place sont ramassées, mélangées et redistribuées. Une donne n'en permet que quelques-unes.
guide-redeal-do = Touche le bouton « Redistribuer » entouré d'or.
guide-soi-goal = Au { -soi }, tu réunis des carrés : les quatre cartes d'une même valeur. Les carrés rapportent des points, et le premier à atteindre le score visé gagne.
guide-ask-for-card = À ton tour, tu demandes une carte à un autre joueur. Tu dois toi-même avoir une carte de cette valeur.
guide-ask-for-card-do = Touche le joueur entouré d'or, puis la carte entourée d'or.
guide-ask-again = Tu l'as eue, alors tu demandes encore. Ton tour continue tant que tu obtiens la carte demandée.
guide-ask-again-do = Touche le joueur entouré d'or, puis la carte entourée d'or.
guide-set-of-four = Quatre cartes d'une même valeur font un carré : il est aussitôt posé sur la table.
guide-set-of-four-do = Demande la carte entourée d'or au joueur entouré d'or pour compléter ton carré.
guide-set-score = Un carré vaut sa valeur : un as 25, un 2 à 10 son nombre, un valet, une dame ou un roi 10.
guide-miss-passes = Si le joueur à qui tu demandes n'a pas la carte, ton tour s'arrête et c'est à lui de jouer.
guide-miss-passes-do = Touche le joueur entouré d'or, puis la carte entourée d'or, et regarde ce qui se passe.
guide-computers-remember = Les joueurs ordinateur retiennent chaque demande : qui a demandé une valeur en a au moins une carte.
guide-memory-aid = Inutile de tout retenir : l'Aide-mémoire liste ce que chacun a demandé.
guide-four-side-goal = Au { -fourside }, tu poses des tuiles sur le plateau et tu dois marquer plus de points que ton adversaire.
guide-match-sides = Une tuile se pose à côté d'une tuile déjà posée, et chaque bord qui touche une voisine doit porter le même nombre que le bord d'en face.
guide-match-sides-do = Touche la tuile entourée d'or (touche-la encore pour la tourner), puis la case entourée d'or.
guide-scoring = Un coup rapporte la somme des nombres sur les bords qui se touchent, multipliée par le nombre de bords qui se touchent.
guide-bonus-squares = Une case bonus verte ajoute 20 points au coup qui s'y pose ; une rouge en retire 20.
guide-bonus-squares-do = Touche la tuile entourée d'or (touche-la encore pour la tourner), puis la case bonus entourée d'or.
guide-passing = Quand aucune de tes tuiles ne va nulle part, ton tour passe et tu gardes ta main.
guide-hand-over = Le guide n'a plus rien à montrer. La partie est à toi : joue-la jusqu'au bout.
