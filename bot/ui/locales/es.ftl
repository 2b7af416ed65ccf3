# Back Alley — Español. Las palabras del juego: baza, triunfo, palo, puja, board.

## Cartas

rank-A = A
rank-K = K
rank-Q = Q
rank-J = J
rank-name-A = el as
rank-name-K = el rey
rank-name-Q = la reina
rank-name-J = la jota
rank-name-10 = el diez
rank-name-9 = el nueve
rank-name-8 = el ocho
rank-name-7 = el siete
rank-name-6 = el seis
rank-name-5 = el cinco
rank-name-4 = el cuatro
rank-name-3 = el tres
rank-name-2 = el dos
suit-S = picas
suit-H = corazones
suit-D = diamantes
suit-C = tréboles
no-trump = sin triunfo
big-blooper = Gran Blooper
little-blooper = Pequeño Blooper
card-name = { $rank } de { $suit }
joker-name = el { $joker }
no-cards = (sin cartas)
bid-pass = paso
bid-board = { $level ->
    [2] doble board
    [3] triple board
    [4] cuádruple board
   *[other] board
}

## Jugadores y lados

seat-number = asiento { $number }
computer-player = 🤖 ordenador ({ $level })
level-strong = fuerte
level-basic = básico
level-random = al azar
side-team = Equipo { $number }
side-seat = Asiento { $number }

## Lo que lee el canal

seat-joined = { $player } se sienta.
computer-seated = Se sienta un jugador del ordenador de nivel { $level }.
seat-freed = El anfitrión libera el asiento de { $player }.
seat-left = { $player } se va.
lobby-cancelled = La sala queda cancelada.
game-started = 🃏 **Back Alley** — { $players }, ¡empieza la partida!
seat-away = { $player } está ausente: el ordenador juega sus turnos hasta { COMMAND("backalley back") }.
seat-back = { $player } ha vuelto y juega de nuevo sus propios turnos.
game-abandoned = { $player } abandona la partida; no cuenta para nadie.
turn-reminded = ⏳ { $player }, es tu turno: el ordenador lo jugará por ti { $when } (en unos { $left }).
time-ran-out = ⏰ A { $player } se le acabó el tiempo: el ordenador jugó este turno por él.
## Table manners
cards-forced-last = 🃏 Queda una carta a cada uno: la última baza se juega sola.
card-forced = 🃏 { $player } solo tiene una carta legal: se juega por él.
button-last-trick = Última baza
last-trick-title = Última baza: baza { $number }
last-trick-card = { $player }: **{ $card }**
last-trick-won = La gana { $player } con **{ $card }**.
no-last-trick = Todavía no se ha ganado ninguna baza en esta mano.
button-rematch = Revancha
rematch-opened = La sala de la revancha está abierta en { $place }: tienes tu asiento de antes. El anfitrión la empieza cuando todos los asientos estén ocupados.
rematch-joined = Tienes tu asiento de antes en la sala de la revancha en { $place }.
claim-accepted = 🏳️ { $player } reclama todas las bazas que quedan, con { $cards }. Es seguro: la mano se juega hasta el final.
button-claim = Reclamar el resto
claim-not-certain = No es seguro: la baza { $trick } podría ser para { $player } con **{ $card }**.
coach-points = unos { $points } puntos
coach-chance = un { $percent } % del desempate
coach-where-bid = Puja
coach-where-card = Baza { $trick }, carta { $position }
coach-line-same = ✓ { $where }: { $played }
coach-line-differs = ✗ { $where }: tú { $played } · strong { $suggested } — { $cost }
coach-moment-bid = tu puja de { $bid }
coach-moment-card = { $card } en la baza { $trick }
coach-summary = Tu momento más caro: { $moment }, { $cost }.
coach-summary-clean = Jugaste esta mano como la habría jugado strong.
coach-hand-title = Mano { $number }: tus decisiones junto a las del nivel fuerte
coach-game-title = La partida, mano a mano, junto a strong
coach-game-line = { $player }: { $differences ->
    [one] { $differences } diferencia
   *[other] { $differences } diferencias
}, { $cost } en total; la más cara: { $moment } en la mano { $hand } ({ $worst }).
coach-game-clean = { $player }: cada decisión como la de strong.
hint-choice = 💡 Strong elegiría **{ $move }**.
hint-alternative = { $move } ({ $cost } menos)
hint-alternatives = Lo siguiente mejor: { $moves }
hint-marked = En esta partida se usaron pistas: no cuenta para las clasificaciones.
review-bad-hand = Escribe un número de mano, como `3`, o `game`.
setting-hints = { $on ->
    [yes] **Pistas ({ COMMAND("backalley hint") }):** sí — una partida en la que se usan no cuenta para las clasificaciones
   *[no] **Pistas ({ COMMAND("backalley hint") }):** no
}
button-takeback = Deshacer
button-allow = Permitir
button-refuse = Rechazar
takeback-asked = ↩️ { $player } pide deshacer { $kind ->
    [bid] su puja, { $move }
   *[play] su { $move }
}. { $asked }: ¿lo permitís?
takeback-refused = { $player } lo rechaza: { $kind ->
    [bid] la puja, { $move },
   *[play] la carta { $move }
} se queda.
takeback-allowed-one = { $player } permite deshacerlo.
takeback-done = ↩️ { $player } deshace { $kind ->
    [bid] su puja, { $move }:
   *[play] su { $move }:
} la partida vuelve al momento anterior.
takeback-lapsed-played = ⌛ La petición de deshacer caducó: { $player } ya ha jugado.
takeback-lapsed-time = ⌛ La petición de deshacer caducó: nadie respondió en cinco minutos.
takeback-lapsed-over = ⌛ La petición de deshacer caducó: la partida ha terminado.
setting-takebacks = { $on ->
    [yes] **Deshacer con permiso:** sí
   *[no] **Deshacer con permiso:** no
}
prefs-forced = { $on ->
    [yes] **Jugar mis cartas forzadas:** sí — cuando tengas una sola carta legal, se juega por ti.
   *[no] **Jugar mis cartas forzadas:** no — juegas tú cada carta.
}
bid-passed = { $player } pasa.
bid-placed = { $player } puja **{ $bid }**.
contract-tricks = { $side } { $contract }
contract-board = { $side } board ×{ $level }
play-started = Se acabó la puja — contratos: { $contracts }. Sale { $leader }.
card-played = { $player } juega **{ $card }**.
trick-won = 🂠 La baza { $number } es para { $player } con **{ $card }**.
all-passed = Todos pasaron: la mano { $number } se anula y { $dealer } vuelve a repartir.
weak-hand = Una mano débil (sin as, sin figura, sin triunfo): { $dealer } reparte de nuevo la mano { $number }.
blooper-exchanged = { $player } entrega el otro Blooper a cambio de la carta siguiente.
tiebreak-started = { $first_to ->
    [0] ⚖️ { $sides } están empatados: decide una mano de desempate de 13 cartas — gana quien haga más bazas.
   *[other] ⚖️ { $sides } están empatados: decide una mano de desempate de 13 cartas — gana quien llegue antes a { $first_to } bazas.
}
tiebreak-two-handed = Los dos mejores hicieron las mismas bazas: juegan un desempate a dos.
deal-line = **{ $heading }** — reparte { $dealer }; carta vuelta **{ $card }**, triunfo: **{ $trump }**.
turn-bid-range = ➡️ { $player }, tu puja (paso, 1–{ $top } o board).
turn-bid = ➡️ { $player }, tu puja.
turn-play = ➡️ { $player }, te toca jugar.
turn-lead = ➡️ { $player }, te toca salir.
game-on-in = La partida se juega en { $place }.

## La sala y la mesa

lobby-title = Back Alley — sala { $preset }
lobby-hands = { $count ->
    [one] { $count } mano: { $schedule }
   *[other] { $count } manos: { $schedule }
}
lobby-partnerships = Dos parejas: asientos 1 y 3 contra asientos 2 y 4.
lobby-three = Tres jugadores, cada uno por su cuenta.
field-options = Opciones
field-turn-timer = Tiempo por turno
field-host = Anfitrión
field-where = Dónde
played-in = La partida se juega en { $place }.
seat-label = Asiento { $number }
seat-team-label = Asiento { $number } · Equipo { $team }
seat-free = *libre*
status-lobby = Pulsa **Unirse** para sentarte. El anfitrión empieza la partida cuando todos los asientos estén ocupados.
status-active = La partida está en marcha.
status-cancelled = Esta sala se canceló.
status-abandoned = Esta partida se abandonó.
status-finished = Esta partida ha terminado.
hand-heading = { $size ->
    [one] Mano { $number } de { $total } — { $size } carta
   *[other] Mano { $number } de { $total } — { $size } cartas
}
tiebreak-heading = { $first_to ->
    [0] Mano de desempate (13 cartas, gana quien haga más bazas)
   *[other] Mano de desempate (13 cartas, gana quien llegue antes a { $first_to } bazas)
}
table-title = Back Alley — { $preset }
game-is-over = La partida ha terminado.
table-deal = **{ $heading }**
    Reparte { $dealer } · carta vuelta { $card } · triunfo: **{ $trump }**
seat-bid = puja { $bid }
seat-tricks = { $count ->
    [one] { $count } baza
   *[other] { $count } bazas
}
seat-away-note = ausente: juega el ordenador
field-contracts = Contratos
contract-line = { $side }: necesita { $need }, lleva { $taken }
need-board = board ×{ $level } (las { $contract })
field-trick = Baza en juego
field-scores = Puntuación
field-turn = Turno
to-bid = { $player } puja
to-play = { $player } juega
to-lead = { $player } sale
score-line = { $side } ({ $members }): **{ $score }**
hand-scored-title = Mano { $number } de { $total } puntuada
hand-scored-description = { $size ->
    [one] { $size } carta · triunfo { $trump }
   *[other] { $size } cartas · triunfo { $trump }
}
hand-scored-side = pujas: { $bids }
    contrato { $contract }, hizo { $taken }
    puntos **{ $points }**, total **{ $total }**
contract-board-short = board ×{ $level }
game-drawn = La partida termina en empate.
game-won = Gana **{ $side }**: { $members } 🎉
game-over-title = Fin de la partida
field-final-scores = Puntuación final
field-tiebreak = Decidida por una mano de desempate
tiebreak-tricks = bazas: { $tricks }

## La mano de un jugador

hand-title = Tu mano
hand-sit-out = No juegas esta mano de desempate.
hand-turn-up = carta vuelta { $card } · triunfo: **{ $trump }**
field-now = Ahora
now-bid = **Te toca pujar:** elige abajo o usa { COMMAND("bid") }.
now-play = **Te toca jugar:** pulsa una carta (las grises no se pueden jugar ahora) o usa { COMMAND("play") }.
waiting-bid = Esperando a que { $player } puje.
waiting-play = Esperando a que { $player } juegue.
waiting = Esperando.

## Botones y menús

button-join = Unirse
button-leave = Salir
button-addbot = Añadir bot
button-start = Empezar
button-cancel = Cancelar
button-hand = Mi mano
choose-bid = Elige tu puja

## Errores

apology = Lo sentimos, algo falló por nuestra parte. Tu última acción no se registró; inténtalo de nuevo.
database-unavailable = Ahora mismo no se puede acceder a los datos de la partida: tu última acción no se registró. Inténtalo de nuevo en un momento.
discord-forbidden = Discord no dejó que el bot terminara eso aquí: le falta un permiso en este canal. { COMMAND("backalley settings") } muestra lo que falta.
discord-gone = Discord dice que el canal o el mensaje que esto necesita ya no existe.
not-your-turn-bid = No es tu turno: le toca pujar a { $player }.
not-your-turn-play = No es tu turno: le toca jugar a { $player }.
error-game_over = La partida ha terminado.
error-not_your_turn = No es tu turno.
error-wrong_phase-tiebreak = En una mano de desempate no se puja: juega una carta.
error-wrong_phase-play = La puja ha terminado: juega una carta.
error-wrong_phase-bid = Ahora toca pujar, no jugar una carta.
error-wrong_phase-claim = Las bazas solo se pueden reclamar cuando ya se están jugando las cartas.
error-bid_out_of_range = { $top ->
    [0] Puja paso o board.
    [1] Puja paso, 1 o board.
   *[other] Puja paso, un número de 0 a { $top } o board.
}
error-bad_card = `{ $text }` no es una carta: escribe el valor y luego el palo, como AS, 10H o TD, o BJ y LJ para el Gran y el Pequeño Blooper.
error-card_not_in_hand = No tienes { $card }.
error-must_follow_suit = Debes seguir el palo: { $suit }.
error-must_follow_suit-trumps = Se salió con triunfo: debes jugar un triunfo.
error-must_play_highest_trump = Se salió con el Gran Blooper: debes jugar tu triunfo más alto, { $card }.
error-must_play_lowest_trump = Se salió con el Pequeño Blooper: debes jugar tu triunfo más bajo, { $card }.
error-trumps_not_broken = Aún no se ha jugado ningún triunfo: sal con otro palo.
refusal-no_game = No hay ninguna partida de Back Alley en este canal. Abre una con { COMMAND("backalley new") }.
refusal-no_game-gone = Esta partida ya no existe.
refusal-no_game-finished = Esta partida ha terminado. { $result }
    { COMMAND("backalley record") } sigue dando su registro y { COMMAND("backalley review") }, tus decisiones junto a las del nivel fuerte; { COMMAND("backalley new") } abre una partida nueva aquí.
refusal-no_game-abandoned = Esta partida se abandonó: ha terminado.
    { COMMAND("backalley record") } sigue dando su registro y { COMMAND("backalley review") }, tus decisiones en las manos que se terminaron; { COMMAND("backalley new") } abre una partida nueva aquí.
refusal-game_exists = Ya hay una sala o una partida aquí: termínala o cancélala primero.
refusal-not_in_game = No juegas en esta partida.
refusal-not_in_game-person = El asiento { $number } lo juega una persona.
refusal-not_host = Solo el anfitrión puede hacer eso.
refusal-not_host-abandon = Solo el anfitrión o un miembro con Gestionar servidor puede abandonar la partida.
refusal-already_seated = Ya tienes asiento en esta mesa.
refusal-lobby_full = La mesa está completa.
refusal-seat_taken = El asiento { $number } está ocupado.
refusal-seat_taken-team = El equipo { $number } está completo.
refusal-no_such_seat = Elige un asiento del 1 al { $players }.
refusal-no_such_seat-team = Los equipos son 1 y 2, en una partida por parejas.
refusal-no_such_seat-empty = El asiento { $number } está vacío.
refusal-table_not_full = { $missing ->
    [one] Falta { $missing } jugador para empezar.
   *[other] Faltan { $missing } jugadores para empezar.
}
refusal-not_in_game-rematch = Solo los jugadores de esa partida pueden pedir la revancha.
refusal-not_started-rematch = Esa partida no ha terminado.
refusal-claim = No es seguro.
refusal-claim-unsure = No se puede asegurar que todas las bazas que quedan sean tuyas: la búsqueda se quedó sin tiempo. Sigue jugando o reclama más tarde.
refusal-no_hints = Las pistas están desactivadas en este servidor: un miembro con Gestionar servidor puede activarlas con { OPTION("backalley settings", "hints") }.
refusal-no_hints-turn = Una pista es para tu propio turno.
refusal-no_review = La mano { $number } no ha terminado: una mano se revisa cuando acaba.
refusal-no_review-none = Todavía no ha terminado ninguna mano de una partida aquí.
refusal-takeback-mine = Solo quien hizo una jugada puede pedir deshacerla.
refusal-takeback-twice = Ya se pidió deshacer esa jugada.
refusal-takeback-waiting = Ya hay una petición de deshacer esperando respuesta.
refusal-takeback-late = Demasiado tarde: alguien ha jugado desde entonces.
refusal-takeback-lapsed = Demasiado tarde: la petición caducó a los cinco minutos.
refusal-takeback-none = No hay ninguna petición de deshacer esperando respuesta.
refusal-takeback-not_asked = Solo los jugadores a quienes se pregunta pueden responder.
refusal-takeback-answered = Ya has respondido.
refusal-takeback-gone = Esa jugada ya se deshizo.
refusal-takeback-off = Deshacer jugadas está desactivado en este servidor.
refusal-not_started = La partida aún no ha empezado.
refusal-not_started-abandon = La partida no ha empezado: cancela la sala.
refusal-already_started = La partida ya ha empezado.
refusal-already_started-leave = La partida ha empezado: no puedes dejarla. El anfitrión puede abandonarla.
refusal-game_ended = Esta partida ha terminado.
refusal-game_ended-finished = Esta partida ha terminado.
refusal-game_ended-abandoned = Esta partida se abandonó: ha terminado.
refusal-game_ended-cancelled = Esta sala se canceló.
refusal-game_ended-gone = Esta partida ya no existe.
refusal-bad_options-timer = El tiempo por turno debe ser positivo.
refusal-bad_options-levels = Los niveles del ordenador son { $levels }.
refusal-bad_options-sort = Ordena por { $sorts }.
refusal-bad_options-preset = Las variantes son { $presets }.
refusal-bad_options-option = La opción `{ $option }` no existe o no admite ese valor.
refusal-bad_options-settings = Ajustes desconocidos: { $settings }.
refusal-host_cannot_leave = Eres el anfitrión: cancela la sala en lugar de dejarla.
refusal-host_cannot_leave-remove = No puedes quitarte a ti mismo: cancela la sala.
refusal-already_away = El ordenador ya juega por ti: { COMMAND("backalley back") } para volver.
refusal-not_away = No estás ausente: el asiento es tuyo.
refusal-stale = Este botón es de una mano anterior. Abre de nuevo tu mano con { COMMAND("hand") } o **Mi mano**.
refusal-moved_on = La partida avanzó mientras actuabas: tu acción no se registró. Mira la mesa y vuelve a intentarlo.
bad-hands = Escribe el tamaño de las manos con números del 1 al 13, como `5,3,1`.
bad-timer = Escribe el tiempo por turno como `30m`, `12h` o `2d`, u `off`.
bad-value = Eso no es un valor válido ({ $kind }): { $value }.
direct-message = Back Alley se juega en los canales de un servidor, no en mensajes directos.
not-here = No puedes usar este comando aquí.
settings-manage = Solo los miembros con Gestionar servidor pueden cambiar los ajustes.
no-record = Todavía no se ha jugado ninguna partida en este canal.
not-dealt = La partida aún no ha empezado: tus cartas llegan con el primer reparto.

## Otras respuestas

record-complete = El registro completo de esta partida.
record-partial = El registro de las manos jugadas hasta ahora (nunca la mano en curso).
setting-computer-ratings = { $on ->
    [yes] **Las partidas con jugadores del ordenador cuentan para la clasificación:** sí
   *[no] **Las partidas con jugadores del ordenador cuentan para la clasificación:** no
}
setting-images = { $on ->
    [yes] **Imágenes de cartas, mesas y puntuaciones:** sí
   *[no] **Imágenes de cartas, mesas y puntuaciones:** no
}
setting-language = **Idioma de los mensajes del servidor:** { $language }
language-set = Leerás Back Alley en { $language }.
language-unset = Leerás Back Alley en tu idioma de Discord.
language-automatic = automático (el idioma de Discord del servidor)

## Clasificación, estadísticas e historial

lb-unrated = sin puntuación
lb-wins = { $count ->
    [one] { $count } victoria
   *[other] { $count } victorias
}
lb-win-rate = { $rate } de victorias
lb-points-per-hand = { $points } puntos por mano
lb-contracts = { $rate } de contratos cumplidos
lb-all-presets = todas las variantes
lb-title = Clasificación — { $sort } ({ $preset })
lb-empty = Aún no hay partidas terminadas aquí. Abre una con { COMMAND("backalley new") }.
lb-row = { $games ->
    [one] `#{ $rank }` { $player } — **{ $value }** · { $games } partida{ $marker }
   *[other] `#{ $rank }` { $player } — **{ $value }** · { $games } partidas{ $marker }
}
lb-your-place = Tu puesto
lb-place = { $player } es **#{ $rank }** de { $players }: { $value }
lb-footer = { $players ->
    [one] Página { $page } de { $pages } · { $players } jugador
   *[other] Página { $page } de { $pages } · { $players } jugadores
}
lb-previous = ◀ Anterior
lb-next = Siguiente ▶
sort-rating = puntuación
sort-wins = victorias
sort-win_rate = porcentaje de victorias
sort-points_per_hand = puntos por mano
sort-contract_rate = contratos cumplidos
stats-title = Estadísticas de Back Alley
stats-none = { $player } aún no ha terminado ninguna partida en este servidor.
stats-games = Partidas
stats-games-value = { $games } ({ $wins } ganadas, { $losses } perdidas, { $draws } empatadas)
stats-win-rate = Porcentaje de victorias
stats-rating = Puntuación
stats-rating-value = { $rating } ({ $games } partidas puntuadas)
stats-points = Puntos por mano
stats-contracts = Contratos cumplidos
stats-contracts-value = { $rate } ({ $made } de { $tried })
stats-boards = Boards
stats-boards-value = { $made } cumplidos de { $bid } pujados
stats-best = Mejor partida
stats-streak = Racha actual
streak-win = { $count } ganadas
streak-loss = { $count } perdidas
streak-draw = { $count } empatadas
stats-partner = Pareja favorita
stats-partner-value = { $games ->
    [one] { $partner } ({ $games } partida, { $won } ganadas)
   *[other] { $partner } ({ $games } partidas, { $won } ganadas)
}
outcome-win = ganada
outcome-loss = perdida
outcome-draw = empatada
past-game = { $points ->
    [one] { $outcome } · { $points } punto · { $preset } · { $when }
   *[other] { $outcome } · { $points } puntos · { $preset } · { $when }
}
past-game-link = [partida n.º { $number }]({ $link })
history-title = Partidas recientes

## /backalley rules

rules-title = Reglas de Back Alley — { $preset }
rules-players-four = **Jugadores:** 4, dos parejas (asientos 1 y 3, 2 y 4).
rules-players-three = **Jugadores:** 3, cada uno por su cuenta.
rules-hands = **Manos:** { $count } — { $schedule } cartas.
rules-cards = **Cartas:** 54 — el Gran y el Pequeño Blooper son los dos triunfos más altos; después A K Q J 10 … 2.
rules-trumps-swap = **Triunfo:** la carta que se vuelve tras el reparto lo decide. Si sale un joker no hay triunfo; quien tenga el otro joker lo cambia por la carta siguiente.
rules-trumps-turn = **Triunfo:** la carta que se vuelve tras el reparto lo decide. Si sale un joker, se sigue volviendo hasta que salga una carta normal.
rules-bidding = { $top ->
    [minus] **Puja:** una vuelta, empezando a la izquierda del que reparte: paso, un número de bazas hasta una menos que las cartas de la mano, o *board* (tu lado hace todas las bazas). Las pujas de la pareja se suman. { $all_pass ->
        [redeal] Si todos pasan, reparte de nuevo el siguiente.
       *[play] Si todos pasan, la mano se juega igualmente.
    }
   *[size] **Puja:** una vuelta, empezando a la izquierda del que reparte: paso, un número de bazas hasta las cartas de la mano, o *board* (tu lado hace todas las bazas). Las pujas de la pareja se suman. { $all_pass ->
        [redeal] Si todos pasan, reparte de nuevo el siguiente.
       *[play] Si todos pasan, la mano se juega igualmente.
    }
}
rules-boards = { $lead ->
    [last] { $escalation ->
        [linear] **Boards:** cada board posterior sube la apuesta: doble, triple, cuádruple board. Sale el último que pujó board.
       *[flat] **Boards:** cada board cuenta una vez. Sale el último que pujó board.
    }
   *[first] { $escalation ->
        [linear] **Boards:** cada board posterior sube la apuesta: doble, triple, cuádruple board. Sale el primero que pujó board.
       *[flat] **Boards:** cada board cuenta una vez. Sale el primero que pujó board.
    }
}
rules-play = { $trump_lead ->
    [bidder] **Juego:** sale quien pujó más alto; hay que seguir el palo si se puede; gana el triunfo más alto o, si no hay, la carta más alta del palo de salida. No se puede salir con triunfo antes de que se haya jugado uno, salvo si solo tienes triunfos o pujaste board.
    [anyone] **Juego:** sale quien pujó más alto; hay que seguir el palo si se puede; gana el triunfo más alto o, si no hay, la carta más alta del palo de salida. No se puede salir con triunfo antes de que se haya jugado uno, salvo si solo tienes triunfos o alguien pujó board.
   *[none] **Juego:** sale quien pujó más alto; hay que seguir el palo si se puede; gana el triunfo más alto o, si no hay, la carta más alta del palo de salida. No se puede salir con triunfo antes de que se haya jugado uno, salvo si solo tienes triunfos.
}
rules-bloopers = **Salidas con Blooper:** si se sale con el Gran Blooper, quien tenga triunfo juega el más alto; si se sale con el Pequeño Blooper, el más bajo.
rules-weak = **Manos débiles:** con 7 cartas o más, una mano sin as, sin figura y sin triunfo se anula y el mismo jugador reparte de nuevo.
rules-scoring = { $zero ->
    [overtricks] **Puntuación:** cumplir un contrato de *t* bazas: 5 por baza pujada más 1 por cada baza de más; no cumplirlo: se pierden 5 por baza pujada. Board: 10 por baza por su nivel, se gane o se pierda. Un lado que no pujó nada suma 1 por baza.
   *[none] **Puntuación:** cumplir un contrato de *t* bazas: 5 por baza pujada más 1 por cada baza de más; no cumplirlo: se pierden 5 por baza pujada. Board: 10 por baza por su nivel, se gane o se pierda. Un lado que no pujó nada no suma nada.
}
rules-end-tiebreak = **Final:** gana quien más puntos tenga tras la última mano; un empate se decide con una mano de desempate de 13 cartas: gana quien llegue antes a 7 bazas.
rules-end-draw = **Final:** gana quien más puntos tenga tras la última mano; un empate queda en tablas.

## El juego en la terminal (python -m bot play)

cli-you = Tú
cli-south = Sur
cli-west = Oeste
cli-north = Norte
cli-east = Este
cli-you-north = Tú y Norte
cli-west-east = Oeste y Este
cli-bid = { $who ->
    [you] { $player } pujas { $bid }
   *[other] { $player } puja { $bid }
}
cli-contracts = { $who ->
    [you] [bold]Contratos:[/bold] { $contracts }. Sales tú.
   *[other] [bold]Contratos:[/bold] { $contracts }. Sale { $player }.
}
cli-trick = { $who ->
    [you] { $played }  →  [bold]{ $player }[/bold] ganas con { $card }
   *[other] { $played }  →  [bold]{ $player }[/bold] gana con { $card }
}
cli-void = { $reason ->
    [all_pass] [yellow]El reparto se anula (todos pasaron): se reparte de nuevo.[/yellow]
   *[weak] [yellow]El reparto se anula (una mano era demasiado débil): se reparte de nuevo.[/yellow]
}
cli-tiebreak = { $first_to ->
    [0] [bold yellow]¡Empate! Una mano de desempate: 13 cartas, sin puja, gana quien haga más bazas.
    [one] [bold yellow]¡Empate! Una mano de desempate: 13 cartas, sin puja, gana quien llegue antes a { $first_to } baza.
   *[other] [bold yellow]¡Empate! Una mano de desempate: 13 cartas, sin puja, gana quien llegue antes a { $first_to } bazas.
}
cli-tiebreak-won = El desempate es para { $side }.
cli-deal = { $size ->
    [one] Mano { $number } de { $total }: { $size } carta, reparte { $dealer }, { $trump }
   *[other] Mano { $number } de { $total }: { $size } cartas, reparte { $dealer }, { $trump }
}
cli-deal-tiebreak = { $size ->
    [one] Mano de desempate: { $size } carta, reparte { $dealer }, { $trump }
   *[other] Mano de desempate: { $size } cartas, reparte { $dealer }, { $trump }
}
cli-drawn = La partida termina en empate.
cli-you-win = [bold green]¡Ganas![/bold green]
cli-they-win = { $players ->
    [three] [bold red]Gana { $side }.[/bold red]
   *[four] [bold red]Ganan { $side }.[/bold red]
}
cli-final = Puntuación final: { $totals }
    { $verdict }
cli-game-over = Fin de la partida
cli-col-seat = asiento
cli-col-bid = puja
cli-col-tricks = bazas
cli-col-trick = esta baza
cli-col-side = lado
cli-col-contract = contrato
cli-col-points = puntos
cli-col-total = total
cli-scores = { $trump }   ·   puntos: { $scores }
cli-wants = contratos: { $contracts }
cli-first-to = { $first_to ->
    [one] desempate: gana quien llegue antes a { $first_to } baza
   *[other] desempate: gana quien llegue antes a { $first_to } bazas
}
cli-tiebreak-title = Desempate
cli-hand-title = Mano { $number }
cli-your-hand = Tu mano
cli-scored = Mano { $number } puntuada
cli-bid-prompt = { $top ->
    [0] Tu puja (paso, board)
    [1] Tu puja (paso, 1, board)
    [2] Tu puja (paso, 1 o 2, board)
   *[other] Tu puja (paso, 1-{ $top }, board)
}
cli-card-prompt = { $count ->
    [1] Tu carta (1 o un código como AS)
    [2] Tu carta (1 o 2 o un código como AS)
   *[other] Tu carta (1-{ $count } o un código como AS)
}
cli-bid-help = Puja paso (o 0), un número de bazas o board (tu lado hace todas las bazas).
cli-card-help = Juega una carta por su número en tu mano o por su código: valor y luego palo, como AS, 10H (o TH), QD, 7♠; big y little (o BJ y LJ) para los Bloopers.
cli-not-a-card = { $answer } no es una carta: prueba con 1 o AS.
cli-turned = vuelta { $cards }: triunfo { $trump }
cli-turned-no-trump = vuelta { $cards }: sin triunfo
cli-seed-start = Semilla { $seed }: juega de nuevo este reparto con --seed { $seed }.
cli-left = Has dejado la partida (semilla { $seed }).
cli-seed-end = Semilla { $seed }.

## When the server changes under a game
vanished-lobby = 🗑️ Se borró el canal de la sala de Back Alley #{ $game }, así que la sala se cierra. { $players }
vanished-game = 🗑️ Se borró el lugar de la partida de Back Alley #{ $game }, así que la partida termina aquí sin resultado. { $players } — se adjunta su registro.
resumed-unlocked = 🔓 El hilo está desbloqueado: la partida sigue.
resumed-back = ▶️ El bot ha vuelto: la partida sigue.
perm-locked = Este hilo está bloqueado: la partida espera (también su temporizador) hasta que un miembro con **Gestionar hilos** lo desbloquee.
perm-who-fixes = Un miembro con **Gestionar roles** (o el propietario del servidor) puede devolvérselos al rol del bot, en Ajustes del servidor → Roles o en los permisos de este canal.
perm-missing = Al bot le falta { $permissions } en { $thread ->
    [yes] este hilo
   *[no] este canal
    }: tu jugada cuenta, pero la mesa y las jugadas del ordenador pueden no verse aquí.
perm-line = **Permisos que le faltan al bot en { $thread ->
    [yes] este hilo
   *[no] este canal
    }:** { $permissions }
perm-none = ninguno
forget-only-managers = Solo los miembros con Gestionar servidor pueden borrar los datos de este servidor.
forget-ask = Esto borra las partidas de este servidor (hay { $games }; las que están en curso terminan en el acto, sin avisar en sus canales), la clasificación, las estadísticas y puntuaciones de cada jugador aquí y los ajustes. No se puede deshacer.
forget-done = Borradas las partidas ({ $games }), las estadísticas y los ajustes de este servidor.
forget-other-server = Este botón es de otro servidor.
forget-button = Borrar las partidas y estadísticas de este servidor
refusal-bad_options-hands = Escribe el tamaño de las manos con números del 1 al 13, como `5,3,1`.

## Pictures

picture-heading-hand = { $size ->
    [one] Mano { $number } de { $total } · { $size } carta
   *[other] Mano { $number } de { $total } · { $size } cartas
}
picture-heading-tiebreak = { $size ->
    [one] Mano de desempate · { $size } carta
   *[other] Mano de desempate · { $size } cartas
}
picture-status-draw = Fin de la partida: empate
picture-status-wins = Gana { $player }
picture-status-team-wins = Gana { $side }: { $members }
picture-footer-won = Última baza para { $player } · { $status }
picture-dealer-mark = D
picture-seat-sits-out = no juega
picture-seat-to-bid = le toca pujar
picture-seat-no-bid = aún sin pujar
picture-seat-bid = puja { $bid }
picture-seat-passed = pasó
picture-seat-tricks = { $tricks ->
    [one] { $tricks } baza
   *[other] { $tricks } bazas
}
picture-seat-bid-tricks = { $tricks ->
    [one] puja { $bid } · { $tricks } baza
   *[other] puja { $bid } · { $tricks } bazas
}
picture-seat-passed-tricks = { $tricks ->
    [one] pasó · { $tricks } baza
   *[other] pasó · { $tricks } bazas
}
picture-turn-up = carta vuelta
picture-trumps = Triunfo
picture-no-trump = Sin triunfo
picture-scores-to-play = { $count ->
    [one] Puntuación: queda { $count } mano
   *[other] Puntuación: quedan { $count } manos
}
picture-scores-after = Puntuación tras la mano { $number } de { $total }
picture-scores-draw = Puntuación final: empate
picture-scores-won = Puntuación final: gana { $side }
picture-scores-won-tiebreak = Puntuación final: gana { $side } tras un desempate
picture-no-hand-scored = Aún no se ha puntuado ninguna mano
picture-row-hand = mano
picture-row-cards = cartas
picture-row-trump = triunfo
picture-row-bid = puja
picture-row-tricks = bazas
picture-row-points = puntos
picture-no-trump-short = ST
picture-board-short = { $level ->
    [1] B
   *[other] { $level }B
}
picture-card-big = GRAN
picture-card-little = PEQUEÑO
picture-card-blooper = BLOOPER
picture-alt-table = Mesa de juego. { $heading }.
picture-alt-trumps = Triunfo: { $suit }; carta vuelta: { $card }.
picture-alt-no-trump = Sin triunfo; carta vuelta: { $card }.
picture-alt-dealer = Reparte: { $player }.
picture-alt-led = { $player } salió con { $card }
picture-alt-played = { $player } jugó { $card }
picture-alt-current-trick = Baza en juego: { $plays }.
picture-alt-last-trick = Última baza: { $plays }; la gana { $player }.
picture-alt-previous-trick = Última baza de la mano anterior: { $plays }; la gana { $player }.
picture-alt-no-cards = Aún no se ha jugado ninguna carta a esta baza.
picture-alt-seat = { $player }: { $line }.
picture-alt-seat-team = { $player } (equipo { $team }): { $line }.
picture-alt-status = { $status }.
picture-alt-hand = { $count ->
    [one] Tu mano, { $count } carta; el triunfo es { $suit }.
   *[other] Tu mano, { $count } cartas; el triunfo es { $suit }.
}
picture-alt-hand-no-trump = { $count ->
    [one] Tu mano, { $count } carta; sin triunfo en esta mano.
   *[other] Tu mano, { $count } cartas; sin triunfo en esta mano.
}
picture-alt-hand-empty = No tienes cartas en la mano.
picture-alt-hand-suit = { $suit }: { $cards }.
picture-alt-hand-trumps = Triunfos ({ $suit }): { $cards }.
picture-alt-hand-bloopers = Triunfos: { $cards }.
picture-alt-hand-any = Te toca jugar: cualquier carta.
picture-alt-hand-playable = Te toca jugar; resaltadas: { $cards }.
picture-alt-hand-none = Te toca, pero no puedes jugar ninguna carta.
picture-alt-scores = Hoja de puntuación. { $title }. { $scores }.
picture-alt-side = { $side }: { $score }
picture-alt-side-members = { $side } ({ $members }): { $score }
picture-alt-hands = Manos desde la { $first }, cada una como cartas y triunfo (ST sin triunfo); luego, para cada lado en ese orden, puja/bazas hechas y puntos (B board, 2B doble board): { $hands }.
picture-alt-hands-cut = { $count ->
    [one] Manos desde la { $first } (la mano { $start } solo está en la imagen), cada una como cartas y triunfo (ST sin triunfo); luego, para cada lado en ese orden, puja/bazas hechas y puntos (B board, 2B doble board): { $hands }.
   *[other] Manos desde la { $first } (las manos { $start } a { $end } solo están en la imagen), cada una como cartas y triunfo (ST sin triunfo); luego, para cada lado en ese orden, puja/bazas hechas y puntos (B board, 2B doble board): { $hands }.
}
