# Las palabras de Quadrille en español (traducción de en.ftl): español de España, con «ordenador»,
# «móvil», «coger» una carta y «pulsar»; trato de tú. Los nombres Quadrille, Soi, FourSide y
# SolitaireX no se traducen.
#
# Glosario. Una línea por término: el término inglés, «=», la palabra española (« / » entre las
# formas que acepta la comprobación; una forma acabada en «-» es una raíz) y, tras « | », notas.
# «only»: la palabra sirve solo para ese término; «not:»: palabras descartadas.
# tests/ui/i18n-words.test.mjs comprueba los mensajes con estas líneas, y las reglas de
# docs/rules/es/ usan las mismas palabras.
#
#   deal = reparto / repart- | una disposición barajada y su número («reparto 1234»), y cada uno de los repartos de una partida («reparto 2 de 3»); el botón «Repartir» reparte las cartas
#   redeal = redistribu- | Rompecabezas chino: recoger las cartas que no están fijas y volver a repartirlas; botón «Redistribuir»
#   reshuffle = rebaraj- | SolitaireX y Montana: lo mismo, «rebarajar»; botón «Rebarajar»
#   gap = hueco
#   row = fila
#   tile = ficha
#   set = cuarteto | las cuatro cartas de un valor, que se «bajan» a la mesa
#   ask = pid- / ped- / petici- | not: pregunt- | se «pide» una carta a otro jugador; nunca una pregunta
#   hint = pista
#   undo = deshac- | «Deshacer» y «Rehacer»
#   tournament = torneo
#   seat = puesto
#   room = sala
#   card = la carta J♥ | una carta en una frase: «la carta» y la forma corta que imprime la esquina (A, J, Q, K, del 2 al 10, y el palo); nunca un artículo pegado a la forma corta («el J♥»)
#   variety = español de España | not: computadora- / celular / tomar / tomada / tomado / tomarla | palos tréboles ♣, diamantes ♦, corazones ♥, picas ♠ (baraja francesa); figuras as, jota, reina, rey
#   digits = 0123456789 | punto para los millares desde 10.000 (1234, 12.345); nunca en un número de reparto

-brand = Quadrille
-soi = Soi
-fourside = FourSide
-solitairex = SolitaireX
-chinese-puzzle = Rompecabezas chino
-montana = Montana

## Negativas de las reglas

rule-game-over = La partida ha terminado.
rule-bad-rules = Esas reglas no se pueden jugar.
rule-too-long = La partida ha durado demasiado para seguir.
rule-bad-replay = No se pudo reproducir la partida de la sala.
rule-bad-save = No se pudo leer la partida de la sala.
rule-no-card = Ahí no hay ninguna carta.
rule-not-a-gap = Eso no es un hueco.
rule-placed = Esa carta ya está en su sitio.
rule-ace-phase = Coloca primero los ases.
rule-ace-order = Ese as no va en esa fila.
rule-no-ace-phase = Los ases ya están colocados.
rule-does-not-fit = Eso no cabe ahí.
rule-off-board = Esa casilla está fuera del tablero.
rule-no-deals-left = No quedan repartos.
rule-tournament = No se permite durante un torneo.
rule-tournament-too-late = Ya es tarde para unirse al torneo.
rule-no-tournament = No hay ningún torneo.
rule-tournament-full = El torneo está completo.
rule-nothing-to-undo = No hay nada que deshacer.
rule-nothing-to-redo = No hay nada que rehacer.
rule-no-such-seat = Ese puesto no existe en esta mesa.
rule-not-your-turn = No es tu turno.
rule-ask-yourself = No puedes pedirte una carta a ti mismo.
rule-no-cards = A ese jugador no le quedan cartas.
rule-no-such-rank = Solo puedes pedir un valor que tengas.
rule-already-held = Ya tienes esa carta.
rule-round-not-over = La ronda todavía se está jugando.
rule-no-tile = No tienes esa ficha en la mano.
rule-bad-rotation = Una ficha solo gira de cuarto en cuarto de vuelta.
rule-no-hints = No quedan pistas en esta partida.
rule-no-move = Tienes un movimiento: juégalo.

## Negativas de una sala

room-error-version-mismatch = La sala usa la versión { $theirs } y esta aplicación la { $ours }: actualiza la más antigua.
room-error-bad-token = La sala ya no reconoce el puesto de este dispositivo.
room-error-token-in-use = Tu puesto se está usando en otro dispositivo.
room-error-not-host = Solo el anfitrión puede hacer eso.
room-error-room-full = La sala está llena.
room-error-no-such-seat = No hay puesto { $seat } en esta sala.
room-error-seat-taken = El puesto { $seat } está ocupado.
room-error-host-stays = El anfitrión no puede ceder su propio puesto.
room-error-not-started = La partida aún no ha empezado.
room-error-started = La partida ya ha empezado.
room-error-seats-open = Cada puesto necesita un jugador o un ordenador antes de empezar.
room-error-not-your-seat = Ese es el puesto de otro jugador.
room-error-not-your-turn = No es tu turno.
room-error-bad-name = { $max ->
    [one] Un nombre tiene de 1 a { $max } carácter.
   *[other] Un nombre tiene de 1 a { $max } caracteres.
  }
room-error-log-full = Esta sala ha llegado a su límite de jugadas.
room-error-hello-first = La sala no entendió esta aplicación: actualízala.
room-error-frame-too-large = Ese mensaje era demasiado grande para la sala.
room-error-rate-limited = { $perSecond ->
    [one] Demasiado rápido: la sala acepta { $perSecond } orden por segundo.
   *[other] Demasiado rápido: la sala acepta { $perSecond } órdenes por segundo.
  }
room-error-too-many-rooms = { $max ->
    [one] Esta dirección ya tiene { $max } sala abierta en el servidor.
   *[other] Esta dirección ya tiene { $max } salas abiertas en el servidor.
  }
room-error-too-many-rooms-this-hour = { $max ->
    [one] Esta dirección ya ha creado { $max } sala en la última hora; inténtalo más tarde.
   *[other] Esta dirección ya ha creado { $max } salas en la última hora; inténtalo más tarde.
  }
room-error-server-full = El servidor está lleno: por ahora no hay salas nuevas. Las partidas empezadas siguen.
room-error-no-such-room = Esa sala ya no existe.
room-error-wrong-game = Esa orden es de otro juego.
room-error-already-seated = Ya tienes un puesto en esta sala, o lo tiene alguien de tu misma conexión a internet: cada persona juega un solo puesto.
room-error-not-seated = No tienes puesto en esta sala.
room-error-stale-seq = Alguien jugó antes: así está la mesa ahora.
room-error-game-not-over = La partida aún no ha terminado.
room-again-waiting = Esperando a { $names }…
room-error-unavailable = La sala no está disponible ahora: inténtalo de nuevo en un momento.

## Negativas de la aplicación a las órdenes de sala

call-error-bad-invite = Ese enlace no es una invitación de { -brand }: copia el enlace entero que compartió el anfitrión.
call-error-no-room = No estás en ninguna sala.
call-error-unreachable = No se pudo llegar a la sala: comprueba que estás en la misma red, o la dirección del servidor.
call-error-bad-argument = La aplicación no pudo leer esa petición.
call-error-bad-settings = Esos ajustes no se pueden usar.
call-error-internal = Algo falló en la aplicación: inténtalo de nuevo.
call-error-ipc = La aplicación no respondió: inténtalo de nuevo.
call-error-other = La sala no pudo hacerlo: inténtalo de nuevo.
scan-error-camera-denied = { -brand } no puede usar la cámara: permítelo en los ajustes del móvil, o pega el enlace.
scan-error-bad-invite = Ese código no es una invitación de { -brand }: escanea el código de la pantalla del anfitrión.
scan-error-no-scanner = Este dispositivo no puede escanear códigos: pega el enlace que compartió el anfitrión.

## La conexión de una sala

room-closed-left = Has salido de la sala.
room-closed-gave-up = No se ha podido llegar a la sala en mucho tiempo. Tu puesto se guarda: vuelve a intentarlo cuando vuelva el anfitrión.
room-link-connecting = Conectando…
room-link-connected = Conectado
room-link-reconnecting = Reconectando… (intento { $attempt })
room-when-left-computer = Un ordenador ({ $level }) ocupa tu puesto.
room-when-left-wait = Tu puesto queda vacío y la partida espera a que alguien lo ocupe.
room-leave-host = Eres el anfitrión: si sales, la sala se cierra para todos.
room-leave-unknown = Tu puesto pasa a un ordenador o te espera, según eligió el anfitrión.

## Común a todas las pantallas

common-back = Atrás
common-back-home = Volver al inicio
common-rules = Reglas
common-ok = Aceptar
common-cancel = Cancelar
common-on = Sí
common-off = No
common-home = Inicio
common-play-again = Jugar otra vez
common-leave = Salir
common-try-again = Reintentar
common-dismiss = Cerrar el mensaje
end-look = Ver el tablero
stats-level = Nivel
stats-game = Juego
stats-played = Jugadas
stats-won = Ganadas
stats-win-percent = % ganadas
stats-best = Mejor
stats-best-score = Mejor puntuación
stats-streak = Racha
stats-streak-best = mejor { $best }

## Barra y puestos de una sala

room-bar = Sala
room-seats = Puestos
room-your-turn = Tu turno
room-their-turn = Turno de { $name }
room-seats-hidden = : los puestos
room-connecting = Conectando con la sala…
room-retries-hidden = La sala vuelve a intentarlo sola.
room-news-joined = { $name } ha entrado en la sala, en el puesto { $seat }.
room-news-away = { $name } se ha desconectado.
room-news-back = { $name } ha vuelto.
room-news-left = { $name } ha salido de la sala.
room-news-computer = { $name } ocupa el puesto { $seat }.
room-news-open = El puesto { $seat } está libre.
room-leave-title = ¿Salir de la sala?
room-seat-words = { $you ->
    [yes] , tú
   *[no] {""}
  }{ $host ->
    [yes] , anfitrión
   *[no] {""}
  }, { $who ->
    [connected] persona, conectada
    [away] persona, sin conexión
    [computer] ordenador
   *[open] puesto libre
  }{ $toMove ->
    [yes] , le toca
   *[no] {""}
  }
level-easy = Fácil
level-medium = Medio
level-impossible = Imposible
level-beginner = Principiante
level-intermediate = Intermedio
level-advanced = Avanzado
level-expert = Experto
seat-computer = Ordenador ({ $level })
seat-open = Puesto libre
seat-open-short = Libre
seat-numbered = { $name } { $n }

## Cartas

card-name = { $rank ->
    [1] As
    [11] Jota
    [12] Reina
    [13] Rey
   *[other] { $rank }
  } de { $suit ->
    [clubs] tréboles
    [diamonds] diamantes
    [hearts] corazones
   *[spades] picas
  }

## Jugar con amigos

lobby-name-empty = Escribe tu nombre: los demás jugadores lo verán.
lobby-name-too-long = { $max ->
    [one] Un nombre tiene como máximo { $max } carácter.
   *[other] Un nombre tiene como máximo { $max } caracteres.
  }
lobby-name-control = Un nombre no puede contener caracteres de control.

## La aplicación

app-settings-not-saved = No se pudieron guardar los ajustes: { $reason }
app-could-not-start = La aplicación no pudo arrancar: { $reason }
app-name = { -brand }

## Los juegos

game-soi = { -soi }
game-soi-blurb = Pide cartas a los demás y baja cuartetos: un juego de memoria.
game-chinese-puzzle = { -chinese-puzzle }
game-chinese-puzzle-blurb = Dos barajas, ocho filas: un solitario a lo grande.
game-solitaire-x = { -solitairex }
game-solitaire-x-blurb = Lleva las cartas a los huecos hasta que cada palo vaya del 2 al rey.
game-montana = { -montana }
game-montana-blurb = Los repartos de { -solitairex }, pero un 2 aún puede cambiar de fila.
game-fourside = { -fourside }
game-fourside-blurb = Une los bordes numerados de las fichas contra el ordenador o un amigo.
game-with-level = { $game } ({ $level })
gaps-redeal-button = Redistribuir
gaps-reshuffle-button = Rebarajar

## Inicio

home-tagline = Juegos de mesa clásicos
home-continue = Continuar
home-play = Jugar
home-together = Jugar con amigos
home-together-blurb = { -soi } o { -fourside }, cada uno con su dispositivo.
home-back-to-room = Volver a tu sala
home-back-to-room-blurb = Tu puesto se guarda.
home-back = Atrás
home-open = Abrir
home-settings = ⚙ Ajustes y estadísticas
home-rules = Cómo se juega

## Ajustes

settings-title = Ajustes
settings-look = Aspecto
settings-theme = Tema
settings-theme-system = Sistema
settings-theme-light = Claro
settings-theme-dark = Oscuro
settings-four-colour = Palos en cuatro colores
settings-animation = Animación
settings-animation-speed = Velocidad de animación
settings-animation-off = No
settings-animation-fast = Rápida
settings-animation-normal = Normal
settings-animation-slow = Lenta
settings-sound = Sonido
settings-input = Mover cartas
settings-input-note = (la otra forma también funciona)
settings-input-tap = Tocando
settings-input-drag = Arrastrando
settings-shortcuts = Atajos de una tecla
settings-shortcuts-note = (U, R, H, N, S, A y escribir una carta en { -soi }; las flechas, Intro y Espacio siempre funcionan)
settings-winnable = Solo repartos ganables
settings-winnable-note = (comprobado que se ganan con el primer reparto)
settings-crossroads = Avisar si una jugada pierde el reparto
settings-cp-note = Para repartos nuevos; las reglas de un reparto se pueden cambiar hasta colocar la primera carta.
settings-statistics = Estadísticas
settings-no-games = Aún no has terminado ninguna partida.
settings-streak-note = Racha: actual / mejor.
settings-tournaments = Torneos recientes
settings-no-tournaments = Aún no hay torneos. Empieza uno desde un reparto nuevo en { $games }.
settings-tournament-head = { $game } · reparto { $deal }

## Reglas

rules-title = Cómo se juega
rules-game = Juego
lobby-title = Jugar con amigos
lobby-host = Crear una partida
lobby-join = Unirse a una partida
lobby-host-or-join = Crear o unirse
lobby-server-scheme = La dirección de un servidor empieza por wss:// (o ws://).
lobby-server-spaces = La dirección de un servidor no tiene espacios.
lobby-link-copied = Enlace copiado.
lobby-link-not-copied = No se pudo copiar: selecciona el enlace y cópialo.
lobby-share-title = Juega a { $game } conmigo
lobby-share-text = Únete a mi mesa de { -brand }:
lobby-seat-person = { $host ->
    [yes] Anfitrión
   *[no] Persona
  } · { $connected ->
    [yes] conectado
   *[no] sin conexión
  }
lobby-seat-computer = Jugador del ordenador
lobby-seat-open = Libre: esperando a un jugador
lobby-room-open = La sala está abierta: tus amigos pueden unirse.
lobby-in-room = Estás en la sala.
lobby-invite = Invitar amigos
lobby-invite-on-device = En la misma wifi: escanea el código con la cámara del otro móvil, o envía el enlace.
lobby-invite-server = Envía el enlace, o deja que escaneen el código.
lobby-invite-qr = Código QR del enlace de invitación: escanéalo con la cámara del móvil que se une.
lobby-link = Enlace
lobby-copy = Copiar
lobby-copy-label = Copiar el enlace
lobby-share = Compartir
lobby-share-label = Compartir el enlace
lobby-seats = { $game }: puestos
lobby-you = { $name } (tú)
lobby-seat-level = Nivel del ordenador del puesto { $seat }
lobby-add-computer = Añadir ordenador
lobby-add-computer-label = Añadir ordenador al puesto { $seat }
lobby-open-seat = Liberar el puesto
lobby-open-seat-label = Liberar el puesto { $seat } para una persona
lobby-remove = Quitar
lobby-remove-label = Quitar a { $name }
lobby-start = Empezar la partida
lobby-seats-open = { $count ->
    [one] Aún queda { $count } puesto libre: espera a tus amigos o añade ordenadores.
   *[other] Aún quedan { $count } puestos libres: espera a tus amigos o añade ordenadores.
  }
lobby-all-seated = Todos los puestos están ocupados.
lobby-wait-for-host = Esperando a que el anfitrión empiece la partida.
lobby-paste-link = Pega el enlace que compartió el anfitrión.
lobby-invite-link = Enlace de invitación
lobby-your-name = Tu nombre
lobby-joining = Uniéndote…
lobby-join-go = Unirse
lobby-scan = Escanear el código
lobby-scanning = Escaneando…
lobby-invite-received = Invitación recibida: revisa tu nombre y pulsa Unirse.
lobby-nearby = Cerca
lobby-looking = Buscando…
lobby-refresh = Actualizar
lobby-looking-status = Buscando salas en esta red.
lobby-found = { $count ->
    [one] { $count } sala encontrada.
   *[other] { $count } salas encontradas.
  }
lobby-none-nearby = No hay salas en esta red. Comprueba que estás en la wifi del anfitrión, o pega su enlace.
lobby-settings = Jugar juntos
lobby-settings-note = Los amigos en la misma wifi no necesitan servidor: uno crea la sala en su dispositivo.
lobby-server = Dirección del servidor
lobby-server-note = (wss://…, opcional)
lobby-game = Juego
lobby-game-soi = { -soi } (4 jugadores)
lobby-game-fourside = { -fourside } (2 jugadores)
lobby-left-computer = Juega un ordenador
lobby-left-wait = El puesto espera
lobby-this-device = Este dispositivo
lobby-the-server = El servidor
lobby-target = Puntuación objetivo
lobby-target-range = (100–1000)
lobby-tiles = Fichas
lobby-fourside-level = Nivel de { -fourside }
lobby-board = Tablero
lobby-board-size = Tamaño del tablero
lobby-when-left = Cuando alguien sale
lobby-left-level = Nivel del ordenador que lo sustituye
lobby-spectators = Espectadores
lobby-spectators-note = (quien no tiene puesto mira la mesa, sin ver las manos)
lobby-where = Dónde
lobby-where-label = Dónde está la sala
lobby-where-server = En { $server }: pueden unirse amigos desde cualquier lugar.
lobby-where-device = Los amigos en la misma wifi se unen directamente a este dispositivo.
lobby-where-no-server = Para jugar a través de un servidor, añade su dirección en Ajustes.
lobby-opening = Abriendo…
lobby-open = Abrir la sala

## Soi

soi-seat-0 = Sur
soi-seat-1 = Este
soi-seat-2 = Norte
soi-seat-3 = Oeste
soi-seat-n = Puesto { $seat }
soi-player = Jugador
soi-rank-plural = { $rank ->
    [1] Ases
    [11] Jotas
    [12] Reinas
    [13] Reyes
   *[other] { $rank }
  }
soi-place = { $place }.º
soi-event-dealt = Ronda { $round } repartida — empieza { $first }
soi-event-asked-got = { $asker } pidió a { $target } la carta { $card } — la consiguió
soi-event-asked-missed = { $asker } pidió a { $target } la carta { $card } — no; turno de { $target }
soi-event-deposited = { $seat } baja el cuarteto de { $rank ->
    [1] ases
    [11] jotas
    [12] reinas
    [13] reyes
   *[other] { $rank }
  } (+{ $points })
soi-event-turn-passed = { $from } no tiene cartas — turno de { $to }
soi-event-round-over = Fin de la ronda: { $scores }
soi-event-round-score = { $name } +{ $points }
soi-event-game-over-shared = Fin de la partida: { $names } comparten la victoria
soi-event-game-over = Fin de la partida: gana { $name }
soi-move-limit = { $moves ->
    [one] Esta partida llegó a { $moves } jugada, el máximo posible, así que la ronda terminó tal como estaba: los cuartetos bajados puntúan, las cartas en mano no
   *[other] Esta partida llegó a { $moves } jugadas, el máximo posible, así que la ronda terminó tal como estaba: los cuartetos bajados puntúan, las cartas en mano no
  }
soi-round = Ronda { $round }
soi-earlier-rounds = Rondas anteriores
soi-ask-label = Pedir a { $target } la carta { $card }
common-dealing = Repartiendo…
soi-status-shared-win = { $names } comparten la victoria.
soi-status-wins = { $name } gana la partida.
soi-status-round-over = Fin de la ronda.
soi-status-demo-stopped = Demo detenida: toca Jugar para seguir.
soi-status-demo = Demo: pide { $name }.
soi-status-thinking = { $name } está pensando…
soi-status-ask-typed = Pedir a { $name } { $typed }
soi-status-tap-named = { $name }: toca a un jugador para pedirle.
soi-status-your-turn = Tu turno: toca a un jugador para pedirle.
soi-status-to-ask = Pide { $name }.
soi-say-demo = Esto es una demo: el ordenador juega los cuatro puestos.
soi-say-wait = Espera un momento.
soi-say-wait-for = Espera: es el turno de { $name }.
soi-say-no-cards = A { $name } no le quedan cartas.
soi-say-not-a-card = «{ $typed }» no es una carta: escribe un valor y un palo en inglés, como 7h, JD o 10s.
soi-say-not-your-turn = No es tu turno.
soi-say-tap-first = Toca primero a un jugador.
soi-say-ask = Pedir a { $name } la carta { $card }.
soi-say-selected = { $name } seleccionado.
soi-say-ask-enter = Pedir a { $name } la carta { $card }: pulsa Intro.
soi-say-ask-enter-anyone = Pedir a un jugador la carta { $card }: pulsa Intro.
game-toolbar = Juego
soi-scores = Puntuaciones
soi-memory-aid = Ayuda de memoria
soi-play = Jugar
soi-stop = Parar
soi-faster = Más rápido
common-new-game = Nueva partida
common-deal = Repartir
soi-new-lost = La partida en curso termina y cuenta como perdida.
soi-new-ends = La partida en curso termina.
soi-look = Ver la mesa
soi-over-shared = ¡{ $names } comparten la victoria!
soi-over-wins = ¡Gana { $name }!
soi-best-total = Mejor total

## Por turnos en un dispositivo, y salas

cover-title = Pasa el dispositivo a { $name }
cover-sub = { $name }: toca cuando estés listo para ver tus { $what ->
    [tiles] fichas
   *[cards] cartas
  }.
lobby-server-too-long = { $max ->
    [one] La dirección de un servidor tiene como máximo { $max } carácter.
   *[other] La dirección de un servidor tiene como máximo { $max } caracteres.
  }
room-refuse-local = En una sala, es la sala la que empieza las partidas y juega por sus ordenadores.

## Mesa, hojas y ajustes de Soi

soi-hand-hidden = { $count ->
    [one] { $count } carta boca abajo
   *[other] { $count } cartas boca abajo
  }
soi-your-cards = Tus cartas
soi-no-cards-left = No te quedan cartas esta ronda.
soi-picker-title = Pedir a { $name }…
soi-picker-none = Ahora no puedes pedir a { $name }.
soi-picker-hint = Puedes pedir cualquier carta de un valor que tengas, salvo las que ya tienes en la mano.
soi-picker-held = tienes { $count }
soi-seat-out = fuera
soi-seat-words = : { $name }{ $computer ->
    [yes] , ordenador
   *[no] {""}
  }, { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
  }, { $total ->
    [one] { $total } punto
   *[other] { $total } puntos
  }{ $toMove ->
    [yes] , le toca
   *[no] {""}
  }{ $selected ->
    [yes] , seleccionado
   *[no] {""}
  }. Toca para pedir.
soi-set-title = Cuarteto de { $rank ->
    [1] ases
    [11] jotas
    [12] reinas
    [13] reyes
   *[other] { $rank }
  }: { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
  }
soi-set-hidden = (cuarteto de { $rank ->
    [1] ases
    [11] jotas
    [12] reinas
    [13] reyes
   *[other] { $rank }
  }, { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
  })
soi-round-over = Fin de la ronda { $round }
soi-round-scores = Puntos de la ronda
soi-col-player = Jugador
soi-col-sets = Cuartetos
soi-col-round = Ronda
soi-col-total = Total
soi-ends-after = La partida termina tras una ronda en la que alguien llega a { $target }.
soi-next-round = Siguiente ronda
soi-round-info = Ronda { $round } · a { $target }
soi-score-table = Tabla de puntos
soi-round-so-far = Ronda { $round } hasta ahora
soi-scoring = Gana el primero en llegar a { $target } al final de una ronda. Los cuartetos puntúan: as 25, del 2 al 10 su valor, J Q K 10 (109 por ronda).
soi-memory-title = Ayuda de memoria · ronda { $round }
soi-memory-note = Todo lo que ha pasado a la vista de todos esta ronda, en orden.
soi-moves = Jugadas
soi-log = Registro de esta ronda
soi-place-of = Puesto final de { $name }
common-close = Cerrar
soi-settings-note = Para partidas nuevas.
soi-target = Puntuación objetivo
soi-target-range = (100–1000)
soi-computers = Ordenadores
soi-computer-level = Nivel del ordenador en { -soi }
soi-memory-easy = Recuerda las cartas pedidas en los dos últimos turnos y a veces pide una al azar.
soi-memory-medium = Recuerda las cartas pedidas en los diez últimos turnos.
soi-memory-impossible = Recuerda cada carta pedida desde el reparto y cuenta las cartas. Nunca ve tu mano.
soi-seats = Puestos
soi-kind-human = Persona
soi-kind-computer = Ordenador
soi-name-of = Nombre de { $seat }
soi-played-by = Quién juega como { $seat }
soi-all-computers = Cuatro ordenadores: la partida se juega sola (demo).
soi-delay = Pausa entre mensajes
soi-delay-ms = { $ms } ms
soi-sort = Ordenar las cartas de los ordenadores
soi-sort-note = (dorsos en orden de carta: una ayuda para quien se fije)
soi-stats = Estadísticas
soi-stats-note = (partidas con una persona)
soi-stats-label = Estadísticas de { -soi } por nivel

## FourSide

fourside-tile = ficha { $top } { $right } { $bottom } { $left }, arriba derecha abajo izquierda
fourside-cell = fila { $row } columna { $col }
fourside-square-bonus = casilla de bonificación
fourside-square-minus = casilla de penalización
fourside-primer = ficha inicial
fourside-empty = vacía
fourside-player-1 = Jugador 1
fourside-player-2 = Jugador 2
fourside-computer-1 = Ordenador 1
fourside-computer-2 = Ordenador 2
fourside-you = Tú
fourside-computer = Ordenador
fourside-you-pass = No tienes ninguna ficha que encaje: pasas turno.
fourside-passes = { $name } no tiene ninguna ficha que encaje y pasa.
fourside-tie = ¡Empate!
fourside-you-win = ¡Has ganado!
fourside-computer-wins = Gana el ordenador
fourside-wins = ¡Gana { $name }!
fourside-mode-one = 1 jugador
fourside-mode-two = 2 jugadores
fourside-mode-demo = Demo
fourside-placed = { $name } colocó { $tile } en la fila { $row } columna { $col }: { $score }.
fourside-your-turn = Tu turno
fourside-turn-of = Turno de { $name }
fourside-computer-turn = Turno del ordenador
fourside-to-play = Juega { $name }
fourside-over-status = { $result } { $mine } – { $theirs }
fourside-waiting-for = Esperando la jugada de { $name }.
fourside-demo = Demo: el ordenador juega por los dos lados.
fourside-thinking = El ordenador está pensando…
fourside-tap-tile = Toca una ficha de tu mano para cogerla.
fourside-tap-hint = Pista: toca la casilla azul para colocar la ficha ahí.
fourside-tap-square = Toca una casilla iluminada para colocarla, o la ficha otra vez para girarla.
fourside-fits-nowhere-turn = Así girada no encaja en ningún sitio: toca la ficha otra vez para girarla.
fourside-hint-at = Pista: { $tile } en la fila { $row } columna { $col }.
fourside-picked-nowhere = Has cogido { $tile }. Así girada no encaja en ningún sitio.
fourside-picked-fits = Has cogido { $tile }. { $count ->
    [one] Encaja en { $count } casilla.
   *[other] Encaja en { $count } casillas.
  }
fourside-wait-for = Espera: es el turno de { $name }.
fourside-say-demo = Esto es una demo: el ordenador juega por los dos lados.
fourside-wait-computer = Espera la jugada del ordenador.
fourside-first-tap = Toca primero una ficha de tu mano y luego una casilla iluminada.
fourside-hint-shown = La pista está en el tablero: la casilla azul.
fourside-square-bonus-value = casilla de bonificación +20
fourside-square-minus-value = casilla de penalización −20
fourside-fits-here = encaja aquí, suma { $score }
fourside-does-not-fit = no encaja
fourside-hint = pista
fourside-board = Tablero de { $size } por { $size }
fourside-against = { $level } contra el ordenador
fourside-your-tiles = Tus fichas
fourside-tiles-of = Fichas de { $name }
fourside-hand-tile = { $tile }{ $nowhere ->
    [yes] , no encaja en ningún sitio
   *[no] {""}
  }{ $picked ->
    [yes] , cogida: pulsa otra vez para girarla
   *[no] {""}
  }
fourside-demo-note = Partida de demostración: el ordenador juega por los dos lados.
fourside-legend = En resumen
fourside-legend-match-term = Encajar
fourside-legend-match = cada borde que toca una ficha ya colocada.
fourside-legend-score-term = Puntos
fourside-legend-score = = suma de los bordes que tocan × cuántos tocan: (8+1+3)×3 = 36.
fourside-legend-on-green = en verde,
fourside-legend-on-red = en rojo. Un total nunca baja de 0.
fourside-legend-move = mover
fourside-legend-enter = coger, girar, colocar
fourside-legend-space = mano ↔ tablero
fourside-legend-hint = pista
key-enter = Intro
key-space = Espacio
fourside-new-lost = La partida en curso termina y cuenta como perdida.
fourside-new-ends = La partida en curso termina.
fourside-level = Nivel
fourside-board-field = Tablero
fourside-board-size = Tamaño del tablero
fourside-players = Jugadores
fourside-scores = Puntuaciones
fourside-unseen = { $count ->
    [one] { $name } tiene { $count } ficha que no puedes ver.
   *[other] { $name } tiene { $count } fichas que no puedes ver.
  }
fourside-settings-note = Para partidas nuevas. El nivel fija los números de las fichas (de 1–3 a 1–9) y la habilidad del ordenador.
fourside-level-label = Nivel de { -fourside }
fourside-size-label = Tamaño del tablero de { -fourside }
fourside-players-label = Jugadores de { -fourside }
fourside-against-computer = Contra el ordenador
fourside-stats-label = Estadísticas de { -fourside } por nivel
fourside-hint-button = Pista ({ $left })
fourside-to-the-end = Hasta el final
fourside-level-and-board = Nivel y tablero

## Rompecabezas chino, SolitaireX y Montana (los juegos de huecos)

gaps-hint-after = Pista: la carta { $card } tras la carta { $left }
gaps-hint-first = Pista: la carta { $card } al primer hueco de la fila { $row }
gaps-moved = Carta movida: { $card }.
gaps-moved-to = Carta { $card } movida a { $target }.
gaps-redealt = { $kind ->
    [redeal] Cartas redistribuidas
   *[reshuffle] Cartas rebarajadas
  }: reparto { $deal } de { $total }.
gaps-event-stuck = No quedan movimientos.
gaps-event-won = ¡Has ganado!
gaps-event-lost = Fin de la partida.
gaps-status-hint = { $hint } — toca Pista otra vez para jugarla
gaps-status-choose-first = Elige un hueco de la primera columna para la carta { $card }
gaps-status-choose-gap = Elige un hueco para la carta { $card } — toca fuera para cancelar
gaps-status-fill = Toca una carta resaltada para moverla aquí
gaps-status-won = ¡Resuelto! Todos los palos están en orden.
gaps-status-lost = Sin movimientos y sin repartos.
gaps-status-stuck-redeal = { $kind ->
    [redeal] No quedan movimientos: redistribuye para seguir
   *[reshuffle] No quedan movimientos: rebaraja para seguir
  }
gaps-status-stuck = No quedan movimientos
gaps-status-aces = Toca un as y luego un hueco de la primera columna
gaps-status-gap-selects = Toca una carta iluminada, o un hueco para ver qué cabe
gaps-status-drag = Arrastra una carta iluminada a su hueco, o tócala para cogerla
gaps-status-tap = Toca una carta iluminada para moverla
gaps-why-final = La carta { $card } ya está en su sitio definitivo.
gaps-why-first-none = La carta { $card } solo puede ir a un hueco de la primera columna, y no hay ninguno.
gaps-why-run = La carta { $card } se queda en su escalera mientras el 2 que encabeza su fila siga ahí.
gaps-why-no-card = Ahí no hay ninguna carta.
gaps-why-over = La partida ha terminado.
gaps-why-two = La carta { $card } solo puede ir a un hueco de la primera columna.
gaps-why-ace = La carta { $card } no tiene sitio en este juego.
gaps-why-after = La carta { $card } solo puede ir tras la carta { $prev }.
gaps-why-row-end = La carta { $card } solo puede ir tras la carta { $prev }, que cierra su fila.
gaps-why-follows = La carta { $card } ya va tras la carta { $prev }.
gaps-why-taken = La carta { $card } solo puede ir tras la carta { $prev }, y ese sitio está ocupado.
gaps-why-off = Eso está fuera del tablero.
gaps-why-several = Aquí caben varias cartas: toca la que quieras mover.
gaps-why-king = Nada puede ir tras un rey.
gaps-why-gap-gap = Un hueco tras otro hueco no se puede llenar.
gaps-why-none = Ahora no puede ir ninguna carta aquí.
gaps-why-first-column = La carta { $card } va a un hueco de la primera columna.
gaps-why-not-there = La carta { $card } no puede ir ahí.

## Reglas, veredictos y la solución

gaps-ace-free = Libre
gaps-ace-free-help = Cualquier as en cualquier fila.
gaps-ace-mirrored = Espejo
gaps-ace-mirrored-help = Filas 1–4, cuatro palos distintos; las filas 5–8 los repiten.
gaps-ace-bridge = Bridge
gaps-ace-bridge-help = ♣ ♦ ♥ ♠ desde arriba, dos veces.
gaps-rules-summary = { $redeals ->
    [one] { $redeals } redistribución
   *[other] { $redeals } redistribuciones
  } · ases { $order ->
    [free] libres
    [mirrored] en espejo
   *[bridge] bridge
  }
gaps-verdict-winnable = { $kind ->
    [redeal] Aún se puede ganar sin redistribuir
   *[reshuffle] Aún se puede ganar sin rebarajar
  }
gaps-verdict-unwinnable = { $kind ->
    [redeal] No se puede ganar sin redistribuir
   *[reshuffle] No se puede ganar sin rebarajar
  }
gaps-difficulty-winnable = Ganable · { $difficulty ->
    [easy] fácil
    [medium] media
   *[hard] difícil
  }
gaps-difficulty-needs = { $kind ->
    [redeal] Hay que redistribuir
   *[reshuffle] Hay que rebarajar
  }
gaps-difficulty-unknown = Desconocido
replay-slow = Lenta
replay-normal = Normal
replay-fast = Rápida
replay-progress = Jugada { $index } de { $steps }
replay-from-deal = Desde el reparto inicial
replay-from-redeal = Desde el inicio del reparto { $deal }, tras { $kind ->
    [redeal] redistribuir
   *[reshuffle] rebarajar
  } por { $nth ->
    [1] primera
    [2] segunda
    [3] tercera
    [4] cuarta
    [5] quinta
   *[other] { $nth }.ª
  } vez
replay-place = fila { $row }, columna { $col }
replay-start = Posición inicial. { $steps ->
    [one] Falta { $steps } jugada.
   *[other] Faltan { $steps } jugadas.
  }
replay-step = { $progress }: { $card } a { $place }. Puntos { $score } de { $max }.
replay-step-solved = { $progress }: { $card } a { $place }. Puntos { $score } de { $max }. Resuelto.
replay-all-lost = Ningún reparto de esta partida se podía ganar desde el principio: el resolvedor demostró que todos estaban perdidos.
replay-unknown = El resolvedor no encontró solución en el tiempo que tuvo. Puede que esta partida aún se pueda ganar.
gaps-cell-first = hueco en la primera columna
gaps-cell-first-row = hueco en la primera columna de la fila { $row }
gaps-cell-gap = { $kind ->
    [dead] hueco muerto
    [blocked] hueco bloqueado
   *[open] hueco
  } tras { $card }
gaps-cell-gap-after-gap = { $kind ->
    [dead] hueco muerto
    [blocked] hueco bloqueado
   *[open] hueco
  } tras un hueco
gaps-cell-picked = cogida
gaps-cell-can-move = se puede mover
gaps-cell-in-place = en su sitio
gaps-cell-can-fill = puede llenar el hueco elegido
gaps-cell-hint = pista
gaps-cell-place = fila { $row }, columna { $col }
gaps-cell-drop = soltar aquí
gaps-cell-just-moved = recién movida
gaps-board = Tablero: { $rows ->
    [one] { $rows } fila
   *[other] { $rows } filas
  } de { $columns ->
    [one] { $columns } casilla
   *[other] { $columns } casillas
  }
gaps-row-locked = Fila { $row }: { $count ->
    [one] { $count } carta fija
   *[other] { $count } cartas fijas
  }
gaps-taken-back = Jugada deshecha.
gaps-said-score = { $text } Puntos { $score } de { $max }.
gaps-not-possible = No es posible.
gaps-hint-again = { $hint }. Pulsa Pista otra vez para jugarla.
gaps-put-down = Soltada.
gaps-picked-one = Carta { $card } cogida. Su hueco está marcado como «soltar aquí».
gaps-picked-many = Carta { $card } cogida. { $count ->
    [one] { $count } sitio donde soltarla, marcado como «soltar aquí».
   *[other] { $count } sitios donde soltarla, marcados como «soltar aquí».
  }
gaps-a-card = Carta
gaps-can-fill = { $count ->
    [one] { $count } carta puede llenar este hueco, marcada como «puede llenar el hueco elegido».
   *[other] { $count } cartas pueden llenar este hueco, marcadas como «puede llenar el hueco elegido».
  }
gaps-follows-nothing = La carta { $card } no va tras ninguna carta: empieza su fila.
gaps-can-follow = La carta { $card } puede ir tras la carta { $prev } que parpadea.
gaps-no-prev = No hay ninguna carta { $prev } en el tablero.
gaps-none-here = Ahora ninguna carta puede moverse aquí.
gaps-can-move-here = { $count ->
    [one] { $count } carta puede moverse aquí.
   *[other] { $count } cartas pueden moverse aquí.
  }
gaps-finding = Buscando un reparto ganable…
gaps-not-found = No se encontró rápido un reparto ganable; este es aleatorio.
gaps-your-turn = { $name }, te toca.
gaps-given-up = Partida abandonada. Nuevo reparto { $deal }.
replay-paused = En pausa en la jugada { $index } de { $steps }.
replay-board = Tablero de la solución, jugada { $index } de { $steps }
replay-searching = Buscando una solución…
replay-takes-time = Puede tardar varios segundos.
replay-none = No hay solución que mostrar
replay-title = Una solución
replay-score = Puntos { $score } / { $max }
replay-solved = Resuelto
replay-back = Atrás
replay-pause = Pausa
replay-replay = Repetir
replay-play = Reproducir
replay-forward = Adelante
replay-speed = Velocidad
gaps-over-won = ¡Resuelto!
gaps-over-lost = Fin de la partida
gaps-over-won-note = Todos los palos están en orden.
gaps-over-lost-note = Sin movimientos y sin repartos.
gaps-score = Puntos
gaps-score-of = { $score } / { $max }
gaps-tournament-deal = Torneo · reparto { $deal }
gaps-next-player = Siguiente jugador
gaps-end-new-deal = Terminar y nuevo reparto
gaps-new-deal = Nuevo reparto
gaps-show-solution = Ver una solución
tournament-playing = Jugando
tournament-done = Hecho
tournament-high = Máx.
gaps-deal = Reparto
gaps-deal-number = Reparto número { $deal }. Jugar otro número de reparto
gaps-deals-left = Repartos restantes
gaps-redeals = Redistribuciones
gaps-deal-of = Reparto { $used } de { $total }
gaps-dead = Muertos
gaps-dead-title = Huecos tras un rey
gaps-first-deal = Primer reparto
gaps-moves = Jugadas
gaps-details = Detalles
gaps-redeals-one = 1 redistribución
gaps-redeals-two = 2 redistribuciones
gaps-ace-order = Orden de los ases
gaps-crossroads = Esta jugada pierde el reparto —
gaps-crossroads-undo = ¿Deshacer?
common-dismiss-short = Cerrar
gaps-undo = Deshacer
gaps-redo = Rehacer
gaps-play-hint = Jugar pista
gaps-hint = Pista
gaps-place-aces = Colocar ases
gaps-left = { $count ->
    [one] (queda { $count })
   *[other] (quedan { $count })
  }
gaps-tournament = Torneo
gaps-deal-not-number = Un número de reparto es un número entero, como 1234.
gaps-enter-name = Escribe un nombre.
gaps-new-ends-tournament = Esto termina el torneo. ¿Empezar un reparto nuevo?
gaps-new-counts-lost = La partida en curso contará como jugada y no ganada.
gaps-new-random = Deja el número vacío para un reparto al azar.
gaps-deal-number-field = Número de reparto
gaps-optional = (opcional)
gaps-random = Al azar
gaps-give-up-note = ¿Atascado? Abandona esta partida y mira cómo se podía ganar. También cuenta como jugada y no ganada.
gaps-give-up = Abandonar y ver una solución
gaps-rules-title = Reglas de este reparto
gaps-rules-note = Se eligen antes de colocar la primera carta y luego quedan fijas durante la partida.
gaps-deal-again = Repartir otra vez
gaps-redeal-now = { $kind ->
    [redeal] ¿Redistribuir ahora?
   *[reshuffle] ¿Rebarajar ahora?
  }
gaps-redeal-now-note = { $left ->
    [one] Aún se pueden mover cartas. Te queda { $left } reparto y { $kind ->
        [redeal] redistribuir
       *[reshuffle] rebarajar
      } lo gasta.
   *[other] Aún se pueden mover cartas. { $kind ->
        [redeal] Redistribuir
       *[reshuffle] Rebarajar
      } gasta uno de tus { $left } repartos restantes.
  }
gaps-start-tournament = Empezar un torneo
gaps-fresh-note = Un torneo empieza antes de la primera jugada. ¿Repartir una partida nueva para él?
gaps-tournament-note = Todos juegan este mismo reparto por turnos, sin deshacer. ¿Quién empieza?
gaps-next-note = El reparto vuelve a empezar desde el principio para el siguiente jugador.
gaps-start = Empezar
gaps-play = Jugar
gaps-player-name = Nombre del jugador

## Ajustes: idioma

settings-language = Idioma
settings-language-system = Sistema ({ $language })

## Negativas de la aplicación

app-error-stale = La pantalla no estaba al día: así está la partida ahora.
app-error-bad-action = No se entendió esa acción.
app-error-bad-argument = La aplicación no pudo leer esa petición.
app-error-bad-deal = Ese número de reparto no se puede repartir.
app-error-bad-settings = Esos ajustes no se pueden usar.
app-error-no-game = No hay ninguna partida en curso.
app-error-computer-turn = Espera la jugada del ordenador.
app-error-human-turn = No es el turno del ordenador.
app-error-save-failed = No se pudo guardar el cambio, así que no se ha cambiado nada.
app-error-internal = Algo falló dentro de { -brand }; no se ha cambiado nada.
app-error-bad-invite = Ese enlace no es una invitación de { -brand }: copia el enlace entero que compartió el anfitrión.
app-error-no-room = No estás en ninguna sala.
app-error-unreachable = No se pudo llegar a la sala: comprueba que estás en la misma red, o la dirección del servidor.
gaps-refused-ace-order = Ese as no va en esa fila. Orden { $order }: { $help }

## layout (i18n-layout)

# Soi: the name over the player's own hand, when one person plays against the computers.
soi-name-you = { $name } (tú)
# Soi: the name over the hand when a computer plays this seat (a demo).
soi-name-computer = { $name } (ordenador)

## Por qué se rechaza un movimiento de Gaps o un toque no hace nada (los motivos del motor)

gaps-because-no-card = Ahí no hay ninguna carta que mover.
gaps-because-not-a-gap = Una carta solo puede ir a un hueco.
gaps-because-won = La partida ya está ganada.
gaps-because-aces-first = Coloca todos los ases en la primera columna antes de hacer otros movimientos.
gaps-because-ace-to-first-column = Mientras se colocan los ases, un as solo puede ir a la primera columna.
gaps-because-locked = La carta { $card } ya está fija en su sitio final.
gaps-because-heads-row = La carta { $card } encabeza su fila; solo puede ir a un hueco de la primera columna, y no hay ninguno.
gaps-because-in-run = La carta { $card } forma parte de la escalera de su fila; se queda ahí mientras el 2 que la encabeza siga en su sitio.
gaps-because-after-king = Nada puede ir después de un rey.
gaps-because-blocked = Este hueco espera a que se llene antes el hueco de su izquierda.
gaps-because-first-column = En la primera columna solo puede ir { $rank ->
    [1] un as
   *[other] un { $rank }
  }.
gaps-because-first-column-none-free = En la primera columna solo puede ir { $rank ->
    [1] un as
   *[other] un { $rank }
  }, y ahora ninguno puede moverse aquí.
gaps-because-only-follows = Tras la carta { $after } solo puede ir la carta { $card }.
gaps-because-follower-locked = Tras la carta { $after } solo puede ir la carta { $card }, y ya está fija en su sitio final.
gaps-because-no-first-column-space = La carta { $card } necesita un hueco en la primera columna, y no hay ninguno.
gaps-because-cannot-move-now = La carta { $card } no puede moverse ahora.
gaps-because-before-gone = La carta { $card } solo puede ir tras la carta { $before }, que no está en el tablero.
gaps-because-before-no-gap = La carta { $card } solo puede ir tras la carta { $before }, y tras esa carta no hay ningún hueco.
gaps-because-befores-no-gap = La carta { $card } solo puede ir tras una carta { $before }, y ninguna de las dos tiene un hueco detrás.
gaps-because-bridge-order = En el orden de bridge, la fila { $row } lleva un as de { $suit } (♣ ♦ ♥ ♠ desde arriba, dos veces).
gaps-because-mirror-repeat = Orden en espejo: la fila { $row } debe repetir el palo de la fila { $ofRow } ({ $suit }).
gaps-because-mirror-distinct = { $rows ->
    [one] Orden en espejo: las filas 1–{ $rows } necesitan { $rows } palo distinto; las filas { $first } y { $second } serían las dos de { $suit }.
   *[other] Orden en espejo: las filas 1–{ $rows } necesitan { $rows } palos distintos; las filas { $first } y { $second } serían las dos de { $suit }.
  }

## Lo que dice la aplicación al abrirse sobre los datos guardados

notice-unreadable = No se pudieron leer tus partidas guardadas. Se han dejado intactas en { $path }; las partidas de ahora no se guardarán. Reinicia { -brand } para intentarlo de nuevo.
notice-cannot-save = En este dispositivo no se pueden guardar partidas; las de ahora no se conservarán.
notice-cannot-save-in = No se pueden guardar partidas en { $folder }; las de ahora no se conservarán.
notice-used-backup = No se pudo usar tu último guardado ({ $damage }); { -brand } ha seguido desde el anterior.
notice-started-afresh = No se pudieron usar tus partidas ni tus ajustes guardados ({ $damage }); { -brand } ha empezado de cero.
notice-moves-lost = No se pudieron usar algunos de tus últimos movimientos ({ $damage }).
notice-parts-reset = Algunos datos guardados no se pudieron usar y se han restablecido: { $parts }.
notice-kept = Se guardó una copia en { $path }.
notice-damage-damaged = el archivo está dañado
notice-damage-header-damaged = su encabezado está dañado
notice-damage-newer = lo escribió una versión más reciente de { -brand }
notice-damage-too-large = es demasiado grande
notice-damage-does-not-continue = no continúa los datos guardados
notice-damage-part-damaged = una parte está dañada
notice-damage-change-does-not-fit = un cambio no encaja con los datos guardados
notice-part-settings = tus ajustes
notice-part-stats = tus estadísticas
notice-part-tournaments = los resultados de los torneos
notice-part-game = la partida de { $game }

## Por qué una ficha de FourSide no va en una casilla.
fourside-misfit-off-board = La fila { $row }, columna { $col } no está en el tablero.
fourside-misfit-occupied = Esa casilla ya tiene una ficha.
fourside-misfit-alone = Una ficha debe tocar otra que ya esté en el tablero.
fourside-misfit-side = { $side ->
    [top] Su lado de arriba muestra { $shows }, pero la ficha de arriba muestra { $facing }.
    [right] Su lado derecho muestra { $shows }, pero la ficha de la derecha muestra { $facing }.
    [bottom] Su lado de abajo muestra { $shows }, pero la ficha de abajo muestra { $facing }.
   *[left] Su lado izquierdo muestra { $shows }, pero la ficha de la izquierda muestra { $facing }.
  }

## Un ajuste fuera de rango.
setting-bad-cp-redeals = El { -chinese-puzzle } permite { $min } o { $max ->
    [one] { $max } redistribución
   *[other] { $max } redistribuciones
  }.
setting-bad-fourside-size = El tablero de { -fourside } tiene 7, 9 u 11 casillas de lado.
setting-bad-soi-target = Una partida de { -soi } se juega a entre { $min } y { $max ->
    [one] { $max } punto
   *[other] { $max } puntos
  }.
setting-bad-soi-delay-ms = La pausa de los mensajes está entre { $min } y { $max } ms.
setting-bad-name = { $max ->
    [one] Un nombre tiene como mucho { $max } carácter.
   *[other] Un nombre tiene como mucho { $max } caracteres.
  }
setting-bad-room-server = { $max ->
    [one] La dirección de un servidor empieza por wss:// o ws:// y tiene como mucho { $max } carácter.
   *[other] La dirección de un servidor empieza por wss:// o ws:// y tiene como mucho { $max } caracteres.
  }
setting-bad-language = Eso no es una etiqueta de idioma.

## Las esquinas de las cartas: as, jota, reina y rey como los imprimen las barajas francesas en España.
card-corner-1 = A
card-corner-11 = J
card-corner-12 = Q
card-corner-13 = K

## FourSide: what each level is, under the level choice.
fourside-level-about-beginner = Fichas del 1 al 3. El ordenador juega cualquier ficha que encaje.
fourside-level-about-intermediate = Fichas del 1 al 5. El ordenador busca las casillas con más vecinas.
fourside-level-about-advanced = Fichas del 1 al 7. El ordenador hace la jugada que más puntúa.
fourside-level-about-expert = Fichas del 1 al 9. El ordenador también sopesa tu mejor respuesta y su propia jugada siguiente.

## Partidas del día: cada día (en UTC), las mismas cinco partidas para todos, en el inicio y en la pantalla «Hoy»

home-today = Hoy
home-today-blurb = Las cinco partidas del día, iguales para todos.
home-today-done = { $total ->
    [one] { $count } de { $total } partida jugada hoy
   *[other] { $count } de { $total } partidas jugadas hoy
  }
today-title = Hoy, { $date }
today-streak = Racha: { $count ->
    [one] { $count } día
   *[other] { $count } días
  }
today-streak-best = Mejor: { $best ->
    [one] { $best } día
   *[other] { $best } días
  }
today-streak-note = Un día cuenta si terminas una de sus partidas ese mismo día (en UTC, la hora universal). Los días anteriores que juegues más tarde solo rellenan el calendario.
today-games = Las partidas del día
today-gaps-difficulty = { $weekday ->
    [0] Lunes: suave
    [1] Martes: fácil
    [2] Miércoles: intermedia
    [3] Jueves: complicada
    [4] Viernes: difícil
    [5] Sábado: más difícil
   *[6] Domingo: la más difícil
  }
today-soi-detail = Contra tres ordenadores ({ $level }), a { $target ->
    [one] { $target } punto
   *[other] { $target } puntos
  }
today-fourside-detail = Mano a mano contra el ordenador ({ $level })
today-winnable = { $games }: todas las partidas del día se pueden ganar. Las del lunes son las más suaves; las del domingo, las más difíciles.
today-play = Jugar
today-continue = Continuar
today-result = { $won ->
    [yes] Ganada, puntuación { $score }
   *[no] Jugada, puntuación { $score }
  }
today-unavailable = No está en esta versión de la aplicación
today-board = Clasificación
today-calendar = Calendario
today-calendar-game = Partida del calendario
today-day-label = { $date }{ $today ->
    [yes] , hoy
   *[no] {""}
  }: { $state ->
    [won] ganada
    [done] jugada, no ganada
    [playing] empezada, sin terminar
    [open] sin jugar todavía
   *[closed] nada que jugar
  }
today-legend-won = Ganada
today-legend-done = Jugada
today-legend-today = Hoy
today-before-first = Las primeras partidas del día empiezan el { $date }.
today-load-error = No se pudieron leer las partidas del día: { $reason }
today-replace-title = ¿Jugar a { $game } del { $date }?
today-replace-note = La partida de { $game } en curso termina. Si ya has hecho alguna jugada, cuenta como perdida.
daily-share = Compartir
daily-back-today = Partidas del día

## Compartir un resultado del día: el cuadro y el texto compartido (no desvela nada de las cartas)

share-title = Compartir tu resultado de { $game }
share-native = Compartir…
share-copy = Copiar
share-copied = Copiado. Pégalo donde quieras.
share-shared = Compartido.
share-copy-failed = No se pudo copiar: selecciona el texto y cópialo tú.
share-failed = No se pudo compartir: cópialo en su lugar.
share-text-title = { -brand } { $game }, { $date }
share-text-gaps = { $won ->
    [yes] Ganada
   *[no] No ganada
  } · puntuación { $score } · { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
  }
share-text-soi = { $place ->
    [1] 1.er puesto
    [2] 2.º puesto
    [3] 3.er puesto
   *[other] { $place }.º puesto
  } · { $score ->
    [one] { $score } punto
   *[other] { $score } puntos
  } · { $moves ->
    [one] { $moves } petición
   *[other] { $moves } peticiones
  }
share-text-fourside = { $won ->
    [yes] Ganada
   *[no] No ganada
  } · { $score ->
    [one] { $score } punto
   *[other] { $score } puntos
  } · { $moves ->
    [one] { $moves } ficha
   *[other] { $moves } fichas
  }

## La clasificación de un día en el servidor de Ajustes

board-title = Clasificación: { $game }, { $date }
board-loading = Leyendo la clasificación…
board-empty = Todavía no hay nadie en esta clasificación.
board-table = La clasificación
board-place = Puesto
board-name = Nombre
board-score = Puntos
board-moves = Jugadas
board-unreachable = No se pudo llegar al servidor: comprueba la conexión, o la dirección en Ajustes.
board-note = El servidor vuelve a jugar cada partida de la clasificación, así que todas se jugaron según las reglas hasta la puntuación que muestran. Lo que no puede saber es si alguien tuvo ayuda.
board-yours-waiting = Tu resultado está esperando a enviarse a la clasificación.
board-yours-recorded = Tu resultado está en la clasificación.
board-yours-refused = La clasificación no aceptó tu resultado: { $why ->
    [not_replayed] no se pudo volver a jugar según las reglas.
    [out_of_days] ese día ya no admite resultados.
    [bad_name] el servidor no aceptó tu nombre.
    [rate_limited] llegaron demasiados resultados desde esta dirección.
   *[other] el servidor lo rechazó.
  }

## Partidas del día: rechazos de la aplicación y el ajuste del servidor

app-error-bad-day = Ese día no hay partida del día que jugar.
app-error-daily-done = Ya has terminado esa partida del día.
app-error-daily-unavailable = Esta versión de la aplicación no tiene partida para ese día.
app-error-no-board = No hay clasificación: indica un servidor en Ajustes. Solo { -solitairex }, { -montana } y { -chinese-puzzle } tienen clasificación.
lobby-server-board-note = El servidor también guarda las clasificaciones de las partidas del día: tus resultados de { $games } se envían allí, cada uno con sus jugadas y su puntuación, tu nombre y una clave aleatoria.

## La primera partida guiada: un guía en la pantalla de juego explica cada regla cuando empieza a importar

guide-title = Partida guiada
guide-spot = (la próxima jugada de la guía)
guide-next = Siguiente
guide-show-me = Enséñamelo
guide-skip = Saltar la guía
guide-play-on = Seguir jugando
guide-stopped = La guía ha terminado. Sigue jugando como quieras.
guide-not-that = Esa no. { $hint }
guide-offer-title = ¿Nuevo en { $game }?
guide-offer-note = Juega una partida guiada corta: la guía explica cada regla cuando hace falta, y las jugadas las haces tú.
guide-offer-yes = Sí, guíame
guide-offer-no = No, gracias
guide-rules-button = Jugar la partida guiada
guide-rules-note = Una partida corta de { $game } que te enseña las reglas mientras juegas.
guide-replace-title = ¿Empezar la partida guiada de { $game }?
guide-replace-note = La partida de { $game } en curso termina. Si ya has hecho alguna jugada, cuenta como perdida.
app-error-off-script = La partida guiada espera otra jugada.
guide-gaps-goal = El objetivo: cada fila de un solo palo, en orden hasta el rey, de izquierda a derecha. Una carta solo se mueve a un hueco, un sitio vacío.
guide-twos-first = Un hueco al principio de una fila admite un 2: la fila empieza por el 2.
guide-twos-first-do = Toca el 2 marcado en dorado para llevarlo al hueco marcado en dorado.
guide-follows-suit = Cualquier otro hueco admite la carta siguiente a la de su izquierda, del mismo palo: tras la carta 5♥ va la carta 6♥.
guide-follows-suit-do = Toca la carta marcada en dorado: sigue a la carta que hay a la izquierda del hueco marcado en dorado.
guide-dead-gap = Un hueco justo detrás de un rey está muerto: después del rey no va nada. Cuando todos los huecos están muertos, te has atascado.
guide-reshuffle = ¿Atascado? Al rebarajar, las cartas que aún no están en su sitio se recogen, se barajan y se vuelven a colocar, con huecos nuevos. Cada reparto permite solo unas pocas veces.
guide-reshuffle-do = Toca el botón «Rebarajar», marcado en dorado.
guide-movable-two = En { -montana } un 2 al principio de una fila aún puede pasar a otro hueco de la primera columna: así una fila puede cambiar de palo.
guide-movable-two-do = Toca el 2 marcado en dorado para llevarlo al hueco marcado en dorado.
guide-two-decks = El { -chinese-puzzle } se juega con dos barajas: ocho filas, cada una de un palo, del as al rey.
guide-ace-phase = Primero van los ases: a la primera columna, uno al principio de cada fila.
guide-ace-phase-do = Toca el as marcado en dorado y luego el hueco marcado en dorado en la primera columna.
guide-ace-order = Colocar los ases de uno en uno lleva un rato. «Colocar ases» pone el resto en la primera columna de una vez.
guide-ace-order-do = Toca el botón «Colocar ases», marcado en dorado.
guide-redeal = ¿Atascado? Al redistribuir, las cartas que aún no están fijas se recogen, se barajan y se vuelven a colocar. Cada reparto permite solo unas pocas veces.
guide-redeal-do = Toca el botón «Redistribuir», marcado en dorado.
guide-soi-goal = En { -soi } reúnes cuartetos: las cuatro cartas de un mismo valor. Los cuartetos dan puntos, y gana quien llega primero a la puntuación objetivo.
guide-ask-for-card = En tu turno pides una carta a otro jugador. Tú mismo debes tener una carta de ese valor.
guide-ask-for-card-do = Toca el jugador marcado en dorado y luego la carta marcada en dorado.
guide-ask-again = La has conseguido, así que vuelves a pedir. Tu turno sigue mientras te den la carta que pides.
guide-ask-again-do = Toca el jugador marcado en dorado y luego la carta marcada en dorado.
guide-set-of-four = Cuatro cartas de un mismo valor forman un cuarteto, que se baja a la mesa enseguida.
guide-set-of-four-do = Pide la carta marcada en dorado al jugador marcado en dorado para completar tu cuarteto.
guide-set-score = Un cuarteto vale según su valor: un as 25, del 2 al 10 su número, una jota, una reina o un rey 10.
guide-miss-passes = Si el jugador al que pides no tiene la carta, tu turno acaba y le toca a él.
guide-miss-passes-do = Toca el jugador marcado en dorado y luego la carta marcada en dorado, y mira qué pasa.
guide-computers-remember = Los jugadores del ordenador recuerdan cada petición: quien pidió un valor tiene una carta de él.
guide-memory-aid = No hace falta recordarlo todo: la Ayuda de memoria muestra lo que ha pedido cada uno.
guide-four-side-goal = En { -fourside } colocas fichas en el tablero e intentas sumar más puntos que tu rival.
guide-match-sides = Una ficha va junto a otra ya colocada, y cada borde que toca a una vecina debe mostrar el mismo número que el borde de enfrente.
guide-match-sides-do = Toca la ficha marcada en dorado (tócala otra vez para girarla) y luego la casilla marcada en dorado.
guide-scoring = Una jugada suma los números de los bordes que se tocan y lo multiplica por el número de bordes que se tocan.
guide-bonus-squares = Una casilla verde de bonificación suma 20 puntos a la jugada que se coloca en ella; una roja resta 20.
guide-bonus-squares-do = Toca la ficha marcada en dorado (tócala otra vez para girarla) y luego la casilla de bonificación marcada en dorado.
guide-passing = Cuando ninguna de tus fichas cabe en ningún sitio, pasas el turno y te quedas con tu mano.
guide-hand-over = La guía no tiene nada más que enseñarte. La partida es tuya: juégala hasta el final.
