# Back Alley — Español: un solo catálogo para es-ES y es-419, en un español que sirve a
# los dos lados (tú y ustedes, nunca vosotros). Las palabras del juego: baza, puja, paso,
# capote, triunfo, muestra, palo, salir, equipo, pareja, mano, partida, sala, anfitrión,
# anular, reclamar, deshacer, comodín grande y comodín pequeño, bot (un asiento que juega
# solo; la aplicación es Back Alley), ronda (de un torneo) y valoración (véase el glosario).
# Lo que acaba de pasar, en pretérito perfecto: «se han acabado», «ha caducado».

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
# Lo que se teclea para una carta: la letra del valor (A, K, Q, J) o su número, y la letra
# del palo: AP (as de picas), 10C (diez de corazones), QD, 5T; CG y CP, los comodines. El bot
# lee también los códigos ingleses (AS, 10H, BJ); si uno se lee de dos maneras (AC: as de
# corazones, o as de tréboles en inglés), juega la carta que tenga el jugador.
suit-letter-S = P
suit-letter-H = C
suit-letter-D = D
suit-letter-C = T
joker-code-big = CG
joker-code-little = CP
# Always after "triunfo:" (triunfo: **ninguno**), so the word alone.
no-trump = ninguno
big-blooper = comodín grande
little-blooper = comodín pequeño
card-name = { $rank ->
    [ace] { rank-name-A }
    [king] { rank-name-K }
    [queen] { rank-name-Q }
    [jack] { rank-name-J }
    [ten] { rank-name-10 }
    [nine] { rank-name-9 }
    [eight] { rank-name-8 }
    [seven] { rank-name-7 }
    [six] { rank-name-6 }
    [five] { rank-name-5 }
    [four] { rank-name-4 }
    [three] { rank-name-3 }
   *[deuce] { rank-name-2 }
} de { $suit ->
    [spades] { suit-S }
    [hearts] { suit-H }
    [diamonds] { suit-D }
   *[clubs] { suit-C }
}
joker-name = { $kind ->
    [big] el comodín grande
    [little] el comodín pequeño
   *[other] el { $joker }
}
no-cards = (sin cartas)
bid-pass = paso
bid-board = { $level ->
    [2] doble capote
    [3] triple capote
    [4] cuádruple capote
   *[other] capote
}

## Jugadores y equipos

seat-number = asiento { $number }
# Un nombre común, con su artículo: «Reparte el 🤖 bot fuerte», «Le toca al bot fuerte»; el
# código une «a el» en «al» y pone la mayúscula al principio de una frase.
computer-player = el 🤖 bot { $level }
# Todos los asientos de un equipo con bots del mismo nivel: «Equipo 2 (dos 🤖 bots fuertes)».
computer-players = { $count ->
    [2] dos 🤖 bots
   *[other] { $count } 🤖 bots
} { $level ->
    [strong] fuertes
    [basic] básicos
   *[random] aleatorios
}
picture-computer = el bot { $level }
level-strong = fuerte
level-basic = básico
level-random = aleatorio
side-team = Equipo { $number }
side-seat = Asiento { $number }
preset-classic = clásica
preset-pagat = Pagat
preset-pagat-3 = Pagat a tres

## Lo que lee el canal

seat-joined = { $player } se sienta.
computer-seated = Se sienta un bot { $level }.
seat-freed = El anfitrión libera el asiento de { $player }.
seat-left = { $player } se levanta.
lobby-cancelled = La sala queda cancelada.
game-started = 🃏 **Back Alley** — { $players }, ¡empieza la partida!
seat-away = { $player } está ausente: el bot juega sus turnos hasta que vuelva con { COMMAND("backalley back") }.
seat-back = { $player } ha vuelto y juega de nuevo sus turnos.
game-abandoned = { $player } anula la partida: no cuenta para nadie.
turn-reminded = ⏳ { $player }, te toca: si no juegas, el bot lo hará por ti en aproximadamente { $left } ({ $when }).
time-ran-out = ⏰ Se le ha acabado el tiempo a { $player }: el bot juega este turno en su lugar.
## En la mesa
cards-forced-last = 🃏 Queda una carta por jugador: la última baza se juega sola.
card-forced = 🃏 { $player } solo tiene una carta válida: se juega sola.
button-last-trick = Última baza
last-trick-title = Última baza (la { $number }.ª)
last-trick-card = { $player }: **{ $card }**
last-trick-won = La gana { $player } con su **{ $card }**.
no-last-trick = Todavía no se ha ganado ninguna baza en esta mano.
button-rematch = Revancha
rematch-opened = La sala de la revancha está abierta en { $place }: tienes tu asiento de antes. El anfitrión la empieza cuando todos los asientos estén ocupados.
rematch-joined = Tienes tu asiento de antes en la sala de la revancha, en { $place }.
claim-accepted = 🏳️ { $player } enseña sus cartas ({ $cards }) y reclama todas las bazas que quedan: las tiene aseguradas, así que el resto de la mano se juega solo y se puntúa al momento.
button-claim = Reclamar el resto
coach-points = { $points ->
    [one] alrededor de { $points } punto
   *[other] alrededor de { $points } puntos
}
coach-chance = un { $percent } % de probabilidades de ganar el desempate
coach-where-bid = Puja
coach-where-card = Baza { $trick }, carta { $position }
coach-line-same = ✓ { $where }: { $played }
coach-line-differs = ✗ { $where }: { $played } (el bot fuerte: { $suggested }) — te ha costado { $cost }
# «pasar», «pujar 2», «pujar capote»: $bid es la puja como se lee (paso, 2, capote).
coach-moment-bid = { $bid ->
    [paso] pasar
   *[other] pujar { $bid }
}
coach-moment-card = jugar { $card } en la baza { $trick }
coach-summary = Lo que más te ha costado: { $moment } ({ $cost }).
coach-summary-clean = Has jugado esta mano igual que el bot fuerte.
coach-hand-title = Mano { $number }: tus decisiones frente a las del bot fuerte
coach-game-title = La partida, mano a mano, frente al bot fuerte
coach-game-line = { $player }: { $differences ->
    [one] { $differences } decisión distinta de la del bot fuerte, que le ha costado { $cost }: { $moment } en la mano { $hand }.
   *[other] { $differences } decisiones distintas de las del bot fuerte, que le han costado { $cost } en total; la más cara: { $moment } en la mano { $hand } ({ $worst }).
}
coach-game-clean = { $player }: todas las decisiones coinciden con las del bot fuerte.
hint-choice = 💡 Lo que haría el bot más fuerte: **{ $move }**.
hint-alternative = { $move } (pierde { $cost })
hint-alternative-even = { $move } (prácticamente igual)
hint-alternatives = { $count ->
    [one] Otra opción: { $moves }
   *[other] Otras opciones: { $moves }
}
hint-marked = En esta partida se han usado pistas: no cuenta para la valoración.
review-bad-hand = Escribe un número de mano, como `3`, o `{ $word }` para toda la partida.
# What a player types for the whole game (English `game` is understood too).
review-game-word = partida
review-choice-game = Toda la partida
setting-hints = { $on ->
    [yes] **Pistas ({ COMMAND("backalley hint") }):** activadas — una partida en la que se usa alguna no cuenta para la valoración
   *[no] **Pistas ({ COMMAND("backalley hint") }):** desactivadas
}
button-takeback = Deshacer
button-allow = Permitir
button-refuse = Rechazar
takeback-asked = ↩️ { $player } pide deshacer { $kind ->
    [bid] su puja ({ $move })
   *[play] su jugada ({ $move })
}. { $asked }: ¿se permite?
takeback-refused = { $player } lo rechaza: { $kind ->
    [bid] la puja ({ $move })
   *[play] la jugada ({ $move })
} se mantiene.
takeback-allowed-one = { $player } da su permiso.
takeback-done = ↩️ { $player } deshace { $kind ->
    [bid] su puja ({ $move }):
   *[play] su jugada ({ $move }):
} la partida vuelve al momento anterior.
takeback-lapsed-played = ⌛ La petición de deshacer ha caducado: { $player } ya ha jugado.
takeback-lapsed-time = ⌛ La petición de deshacer ha caducado: nadie ha respondido en cinco minutos.
takeback-lapsed-over = ⌛ La petición de deshacer ha caducado: la partida ha terminado.
setting-takebacks = { $on ->
    [yes] **Deshacer jugadas con permiso de los rivales:** activado
   *[no] **Deshacer jugadas con permiso de los rivales:** desactivado
}
prefs-forced = { $on ->
    [yes] **Jugar por mí las cartas obligadas:** activado — cuando solo tengas una carta válida, se juega sola.
   *[no] **Jugar por mí las cartas obligadas:** desactivado — juegas tú todas tus cartas.
}
bid-passed = { $player } pasa.
bid-placed = { $player } puja **{ $bid }**.
contract-tricks = { $side } ({ $contract })
contract-board = { $side } ({ $level ->
    [2] doble capote
    [3] triple capote
    [4] cuádruple capote
   *[other] capote
})
play-started = Fin de las pujas. Contratos: { $contracts }. Sale { $leader }.
card-played = { $player } juega **{ $card }**.
trick-won = 🂠 { $player } se lleva la baza { $number } con su **{ $card }**.
all-passed = Todos pasan: la mano { $number } se anula y ahora reparte { $dealer }.
weak-hand = Mano débil (sin ases, sin figuras y sin triunfos): { $dealer } vuelve a repartir la mano { $number }.
blooper-exchanged = { $player } descarta el otro comodín y roba la siguiente carta del mazo.
tiebreak-started = { $first_to ->
    [0] ⚖️ Empate a puntos ({ $sides }): se juega una mano de desempate de 13 cartas; gana quien haga más bazas.
    [one] ⚖️ Empate a puntos ({ $sides }): se juega una mano de desempate de 13 cartas; gana quien llegue antes a { $first_to } baza.
   *[other] ⚖️ Empate a puntos ({ $sides }): se juega una mano de desempate de 13 cartas; gana quien llegue antes a { $first_to } bazas.
}
tiebreak-two-handed = Los dos primeros empatan a bazas: se juega un desempate entre los dos.
deal-line = **{ $heading }** — reparte { $dealer }; muestra: **{ $card }**; triunfo: **{ $trump }**.
turn-bid-range = { $kind ->
    [computer] ➡️ Le toca pujar a { $player } (paso, 1–{ $top } o capote).
   *[person] ➡️ { $player }, te toca pujar (paso, 1–{ $top } o capote).
}
turn-bid = { $kind ->
    [computer] ➡️ Le toca pujar a { $player }.
   *[person] ➡️ { $player }, te toca pujar.
}
turn-play = { $kind ->
    [computer] ➡️ Le toca jugar a { $player }.
   *[person] ➡️ { $player }, te toca jugar.
}
turn-lead = { $kind ->
    [computer] ➡️ Le toca salir a { $player }.
   *[person] ➡️ { $player }, te toca salir.
}
game-on-in = La partida se juega en { $place }.

## La sala y la mesa

lobby-title = Sala de Back Alley — variante { $preset }
lobby-hands = { $count ->
    [one] { $count } mano: { $schedule }
   *[other] { $count } manos: { $schedule }
}
lobby-partnerships = Dos equipos: los asientos 1 y 3 contra los asientos 2 y 4.
lobby-three = Tres jugadores, cada cual por su cuenta.
field-options = Opciones
field-turn-timer = Tiempo por turno
field-host = Anfitrión
field-where = Dónde
played-in = La partida se juega en { $place }.
seat-label = Asiento { $number }
seat-team-label = Asiento { $number } · Equipo { $team }
seat-free = *libre*
status-lobby = Pulsa **Sentarse** para ocupar un asiento. El anfitrión empieza la partida cuando todos los asientos estén ocupados.
status-active = La partida está en marcha.
status-cancelled = Esta sala se ha cancelado.
status-abandoned = Esta partida se ha anulado.
status-finished = Esta partida ha terminado.
hand-heading = { $size ->
    [one] Mano { $number } de { $total } — { $size } carta
   *[other] Mano { $number } de { $total } — { $size } cartas
}
tiebreak-heading = { $first_to ->
    [0] Mano de desempate (13 cartas; gana quien haga más bazas)
    [one] Mano de desempate (13 cartas; gana quien llegue antes a { $first_to } baza)
   *[other] Mano de desempate (13 cartas; gana quien llegue antes a { $first_to } bazas)
}
table-title = Back Alley — variante { $preset }
table-title-daily = Back Alley — partida del día, { $day }
game-is-over = La partida ha terminado.
table-deal = **{ $heading }**
    Reparte { $dealer } · muestra: { $card } · triunfo: **{ $trump }**
seat-bid = puja: { $bid }
seat-tricks = { $count ->
    [one] { $count } baza
   *[other] { $count } bazas
}
seat-away-note = ausente: juega el bot
field-contracts = Contratos
contract-line = { $side }: necesita { $need }, lleva { $taken }
need-board = { $level ->
    [2] doble capote
    [3] triple capote
    [4] cuádruple capote
   *[other] capote
} ({ $contract ->
    [one] la única baza
   *[other] las { $contract } bazas
})
field-trick = Baza en juego
field-scores = Puntuación
field-turn = Turno
to-bid = Le toca pujar a { $player }
to-play = Le toca jugar a { $player }
to-lead = Le toca salir a { $player }
score-line = { $side } ({ $members }): **{ $score }**
hand-scored-title = Resultado de la mano { $number } de { $total }
hand-scored-description = { $size ->
    [one] { $size } carta · triunfo: { $trump }
   *[other] { $size } cartas · triunfo: { $trump }
}
hand-scored-side = pujas: { $bids }
    contrato: { $contract }; bazas: { $taken }
    puntos: **{ $points }**; total: **{ $total }**
contract-board-short = { $level ->
    [2] doble capote
    [3] triple capote
    [4] cuádruple capote
   *[other] capote
}
game-drawn = La partida termina en empate.
game-won = Gana el **{ $side }**: { $members } 🎉
game-over-title = Fin de la partida
field-final-scores = Puntuación final
field-tiebreak = Decidida en una mano de desempate
tiebreak-tricks = { $tricks }
tiebreak-side-tricks = { $count ->
    [one] { $count } baza para el { $side }
   *[other] { $count } bazas para el { $side }
}

## La mano de un jugador

hand-title = Tu mano
hand-sit-out = No juegas esta mano de desempate.
hand-turn-up = muestra: { $card } · triunfo: **{ $trump }**
field-now = Ahora
now-bid = **Te toca pujar:** elige abajo o usa { COMMAND("bid") }.
now-play = **Te toca jugar:** pulsa una carta (las grises no se pueden jugar ahora) o usa { COMMAND("play") }.
waiting-bid = Esperando a que { $player } puje.
waiting-play = Esperando a que { $player } juegue.
waiting-lead = Esperando a que { $player } salga.
waiting = Esperando.

## Botones y menús

button-join = Sentarse
button-leave = Levantarse
button-addbot = Añadir bot
button-start = Empezar
button-cancel = Cancelar
button-hand = Mi mano
choose-bid = Elige tu puja

## Errores

apology = Lo sentimos, algo ha fallado por nuestra parte. Tu última acción no se ha registrado; inténtalo de nuevo.
database-unavailable = Ahora mismo no se puede acceder a los datos de la partida: tu última acción no se ha registrado. Inténtalo de nuevo en un momento.
discord-forbidden = Discord no ha dejado que Back Alley termine esa acción aquí: le falta un permiso en este canal. Con { COMMAND("backalley settings") } verás cuál.
discord-gone = Discord dice que el canal o el mensaje que hace falta ya no existe.
not-your-turn-bid = No es tu turno: le toca pujar a { $player }.
not-your-turn-play = No es tu turno: le toca jugar a { $player }.
error-game_over = La partida ha terminado.
error-not_your_turn = No es tu turno.
error-wrong_phase-tiebreak = En una mano de desempate no se puja: juega una carta.
error-wrong_phase-play = La puja ha terminado: juega una carta.
error-wrong_phase-bid = Ahora toca pujar, no jugar una carta.
error-wrong_phase-claim = Las bazas solo se pueden reclamar cuando ya se están jugando las cartas.
error-bid_out_of_range = { $top ->
    [0] Solo puedes pasar o pujar capote.
    [1] Puedes pasar, pujar 1 o pujar capote.
   *[other] Puedes pasar, pujar un número del 0 al { $top } o pujar capote.
}
error-bad_card = `{ $text }` no es una carta. Escríbela como la ves en tu mano (A♠, 10♥, Q♦), con la letra del palo (P picas, C corazones, D diamantes, T tréboles), como AP, 10D, QD o 5T, o por su nombre, como «reina de corazones». Los comodines son CG y CP, o «comodín grande» y «comodín pequeño».
error-card-ambiguous = `{ $text }` puede ser { $first } o { $second }: escribe la carta como la ves en tu mano o por su nombre.
error-card_not_in_hand = No tienes esa carta ({ $card }).
error-must_follow_suit = Tienes que seguir el palo: { $suit }.
error-must_follow_suit-trumps = Se ha salido de triunfo: tienes que echar un triunfo.
error-must_play_highest_trump = Se ha salido con el comodín grande: tienes que echar tu triunfo más alto, { $card }.
error-must_play_lowest_trump = Se ha salido con el comodín pequeño: tienes que echar tu triunfo más bajo, { $card }.
error-trumps_not_broken = Todavía no se ha jugado ningún triunfo: sal con otro palo.
refusal-no_game = No hay ninguna partida de Back Alley en este canal. Abre una con { COMMAND("backalley new") }.
refusal-no_game-gone = Esta partida ya no existe.
refusal-no_game-finished = Esta partida ha terminado. { $result }
    Aún puedes descargar su registro con { COMMAND("backalley record") } y ver tus decisiones frente a las del bot fuerte con { COMMAND("backalley review") }; { COMMAND("backalley new") } abre una partida nueva aquí.
refusal-no_game-abandoned = Esta partida se ha anulado: ha terminado.
    Aún puedes descargar su registro con { COMMAND("backalley record") } y ver con { COMMAND("backalley review") } tus decisiones en las manos ya terminadas; { COMMAND("backalley new") } abre una partida nueva aquí.
refusal-game_exists = Ya hay una sala o una partida aquí: termínala o cancélala primero.
refusal-not_in_game = No juegas en esta partida.
refusal-not_in_game-person = El asiento { $number } lo ocupa una persona.
refusal-not_host = Solo el anfitrión puede hacer eso.
refusal-not_host-abandon = Solo el anfitrión o un miembro con el permiso **Gestionar servidor** puede anular la partida.
refusal-already_seated = Ya tienes asiento en esta mesa.
refusal-lobby_full = La mesa está completa.
refusal-seat_taken = El asiento { $number } está ocupado.
refusal-seat_taken-team = El equipo { $number } está completo.
refusal-no_such_seat = Elige un asiento del 1 al { $players }.
refusal-no_such_seat-team = En una partida por equipos, los equipos son el 1 y el 2.
refusal-no_such_seat-empty = El asiento { $number } está vacío.
refusal-table_not_full = { $missing ->
    [one] Falta { $missing } jugador para empezar.
   *[other] Faltan { $missing } jugadores para empezar.
}
refusal-not_in_game-rematch = Solo quienes han jugado esa partida pueden pedir la revancha.
refusal-not_started-rematch = Esa partida no ha terminado.
refusal-claim = No puedes reclamar las bazas que quedan: los rivales aún podrían llevarse alguna.
refusal-claim-unsure = No se puede asegurar que todas las bazas que quedan sean tuyas: no ha dado tiempo a comprobarlo. Sigue jugando o vuelve a reclamar más tarde.
refusal-no_hints = Las pistas están desactivadas en este servidor: un miembro con el permiso **Gestionar servidor** puede activarlas con { OPTION("backalley settings", "hints") }.
refusal-no_hints-turn = Solo puedes pedir una pista en tu turno.
refusal-no_review = La mano { $number } aún no ha terminado: solo se puede revisar una mano acabada.
refusal-no_review-none = Todavía no ha terminado ninguna mano de una partida de este canal.
refusal-takeback-mine = Solo quien hizo la jugada puede pedir deshacerla.
refusal-takeback-twice = Ya se ha pedido deshacer esa jugada.
refusal-takeback-waiting = Ya hay una petición para deshacer pendiente de respuesta.
refusal-takeback-late = Demasiado tarde: alguien ha jugado después.
refusal-takeback-lapsed = Demasiado tarde: la petición ha caducado a los cinco minutos.
refusal-takeback-none = No hay ninguna petición para deshacer pendiente de respuesta.
refusal-takeback-not_asked = Solo pueden responder los jugadores a quienes se ha pedido permiso.
refusal-takeback-answered = Ya has respondido.
refusal-takeback-gone = Esa jugada ya se deshizo.
refusal-takeback-off = En este servidor no se pueden deshacer jugadas.
refusal-not_started = La partida aún no ha empezado.
refusal-not_started-abandon = La partida no ha empezado: lo que puedes hacer es cancelar la sala.
refusal-already_started = La partida ya ha empezado.
refusal-already_started-leave = La partida ya ha empezado: ya no puedes levantarte. El anfitrión puede anularla.
refusal-game_ended = Esta partida ha terminado.
refusal-game_ended-finished = Esta partida ha terminado.
refusal-game_ended-abandoned = Esta partida se ha anulado y ya ha terminado.
refusal-game_ended-cancelled = Esta sala se ha cancelado.
refusal-game_ended-gone = Esta partida ya no existe.
refusal-bad_options-timer = El tiempo por turno tiene que ser mayor que cero.
refusal-bad_options-timer_long = { $days ->
    [one] El tiempo por turno es de { $days } día como máximo, como `12h` o `1d`.
   *[other] El tiempo por turno es de { $days } días como máximo, como `12h` o `7d`.
}
refusal-bad_options-levels = Ese nivel no existe. Los niveles del bot son { $levels }.
refusal-bad_options-sort = Se puede ordenar por { $sorts }.
refusal-bad_options-preset = Las variantes son { $presets }.
refusal-bad_options-option = La opción `{ $option }` no existe o no admite ese valor.
refusal-bad_options-settings = Ajustes desconocidos: { $settings }.
refusal-host_cannot_leave = La sala es tuya: cancélala en lugar de levantarte.
refusal-host_cannot_leave-remove = No puedes quitar tu propio asiento: cancela la sala.
refusal-already_away = El bot ya juega por ti: usa { COMMAND("backalley back") } para volver.
refusal-not_away = No estás ausente: ya juegas tú.
refusal-stale = Este botón es de una mano anterior. Abre de nuevo tu mano con { COMMAND("hand") } o **Mi mano**.
refusal-moved_on = La partida ha seguido mientras lo hacías: tu acción no se ha registrado. Mira la mesa y vuelve a intentarlo.
bad-hands = Escribe cuántas cartas tiene cada mano con números del 1 al 13, como `5,3,1`.
bad-timer = Escribe el tiempo por turno como `30m`, `12h` o `2d`, o `no` si no quieres límite.
bad-value = { $kind ->
    [integer] { $value } no es un número entero.
    [number] { $value } no es un número.
    [boolean] { $value } no vale: la respuesta debe ser sí o no.
    [user] { $value } no es miembro de este servidor.
    [channel] { $value } no es un canal de este servidor.
    [role] { $value } no es un rol de este servidor.
   *[other] { $value } no es un valor válido aquí.
}
not-here = Aquí no puedes usar este comando.
settings-manage = Solo los miembros con el permiso **Gestionar servidor** pueden cambiar los ajustes.
no-record = En este canal todavía no se ha jugado ninguna partida.
not-dealt = La partida aún no ha empezado: tus cartas llegan con el primer reparto.

## Otras respuestas

record-complete = El registro completo de esta partida.
record-partial = El registro de las manos jugadas hasta ahora (sin la mano en curso).
setting-computer-ratings = { $on ->
    [yes] **Contar las partidas con bots para la valoración:** sí
   *[no] **Contar las partidas con bots para la valoración:** no
}
setting-images = { $on ->
    [yes] **Imágenes de cartas, mesas y puntuaciones:** activadas
   *[no] **Imágenes de cartas, mesas y puntuaciones:** desactivadas
}
setting-language = **Idioma de los mensajes del servidor:** { $language }
language-set = Verás Back Alley en { $language }.
language-unset = Verás Back Alley en el idioma de tu Discord.
language-automatic = automático (el idioma de Discord del servidor)

## Clasificación, estadísticas e historial

lb-unrated = sin valoración
lb-wins = { $count ->
    [one] { $count } victoria
   *[other] { $count } victorias
}
lb-win-rate = { $rate } de victorias
lb-points-per-hand = puntos por mano: { $points }
lb-contracts = { $rate } de contratos cumplidos
lb-all-presets = todas las variantes
lb-title = Clasificación — { $sort } ({ $preset })
lb-empty = Aún no hay partidas terminadas aquí. Abre una con { COMMAND("backalley new") }.
lb-row = { $games ->
    [one] `#{ $rank }` { $player } — **{ $value }** · { $games } partida{ $marker }
   *[other] `#{ $rank }` { $player } — **{ $value }** · { $games } partidas{ $marker }
}
lb-your-place = Tu puesto
lb-place = { $player }, estás en el puesto **{ $rank }** de { $players } ({ $value }).
lb-footer = { $players ->
    [one] Página { $page } de { $pages } · { $players } jugador
   *[other] Página { $page } de { $pages } · { $players } jugadores
}
lb-previous = ◀ Anterior
lb-next = Siguiente ▶
sort-rating = valoración
sort-wins = victorias
sort-win_rate = porcentaje de victorias
sort-points_per_hand = puntos por mano
sort-contract_rate = contratos cumplidos
stats-title = Estadísticas de Back Alley
stats-none = { $player } aún no ha terminado ninguna partida en este servidor.
stats-games = Partidas
stats-games-value = { $games } ({ $wins ->
    [one] { $wins } ganada
   *[other] { $wins } ganadas
}, { $losses ->
    [one] { $losses } perdida
   *[other] { $losses } perdidas
}, { $draws ->
    [one] { $draws } empatada
   *[other] { $draws } empatadas
})
stats-win-rate = Porcentaje de victorias
stats-rating = Valoración
stats-rating-value = { $games ->
    [one] { $rating } ({ $games } partida puntuable)
   *[other] { $rating } ({ $games } partidas puntuables)
}
stats-points = Puntos por mano
stats-contracts = Contratos cumplidos
stats-contracts-value = { $rate } ({ $made } de { $tried })
stats-boards = Capotes
stats-boards-value = cumplidos: { $made } de { $bid }
stats-best = Mejor partida
stats-streak = Racha actual
streak-win = { $count ->
    [one] { $count } victoria
   *[other] { $count } victorias
}
streak-loss = { $count ->
    [one] { $count } derrota
   *[other] { $count } derrotas
}
streak-draw = { $count ->
    [one] { $count } empate
   *[other] { $count } empates
}
stats-partner = Pareja favorita
stats-partner-value = { $games ->
    [one] { $partner } ({ $games } partida, { $won ->
        [one] { $won } ganada)
       *[other] { $won } ganadas)
    }
   *[other] { $partner } ({ $games } partidas, { $won ->
        [one] { $won } ganada)
       *[other] { $won } ganadas)
    }
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

## /backalley rules (un resumen de RULES.md para una variante)

rules-title = Reglas de Back Alley — variante { $preset }
rules-players-four = **Jugadores:** 4, en dos equipos (los asientos 1 y 3 contra el 2 y el 4).
rules-players-three = **Jugadores:** 3, cada cual por su cuenta.
rules-hands = **Manos:** { $count } — { $schedule } cartas.
rules-cards = **Cartas:** 54 — el comodín grande y el comodín pequeño son los dos triunfos más altos; después, A K Q J 10 … 2.
rules-trumps-swap = **Triunfo:** lo marca la muestra, la carta que se pone boca arriba después de repartir. Si la muestra es un comodín, no hay triunfo, y quien tenga el otro comodín lo cambia por la carta siguiente.
rules-trumps-turn = **Triunfo:** lo marca la muestra, la carta que se pone boca arriba después de repartir. Si sale un comodín, se siguen volviendo cartas hasta que salga una que no lo sea.
rules-bidding = { $top ->
    [minus] **Puja:** una sola vuelta, empezando por la izquierda de quien reparte: paso, un número de bazas hasta una menos que las cartas de la mano, o *capote* (hacer todas las bazas). Las pujas de un mismo equipo se suman. { $all_pass ->
        [redeal] Si todos pasan, vuelve a repartir el siguiente jugador.
       *[play] Si todos pasan, la mano se juega igualmente.
    }
   *[size] **Puja:** una sola vuelta, empezando por la izquierda de quien reparte: paso, un número de bazas hasta tantas como cartas tiene la mano, o *capote* (hacer todas las bazas). Las pujas de un mismo equipo se suman. { $all_pass ->
        [redeal] Si todos pasan, vuelve a repartir el siguiente jugador.
       *[play] Si todos pasan, la mano se juega igualmente.
    }
}
rules-boards = { $lead ->
    [last] { $escalation ->
        [linear] **Capotes:** cada nuevo capote sube lo que está en juego: doble, triple y cuádruple capote. Sale quien haya pujado capote en último lugar.
       *[flat] **Capotes:** cada capote cuenta una sola vez. Sale quien haya pujado capote en último lugar.
    }
   *[first] { $escalation ->
        [linear] **Capotes:** cada nuevo capote sube lo que está en juego: doble, triple y cuádruple capote. Sale quien haya pujado capote primero.
       *[flat] **Capotes:** cada capote cuenta una sola vez. Sale quien haya pujado capote primero.
    }
}
rules-play = { $trump_lead ->
    [bidder] **Juego:** sale quien haya pujado más alto; hay que seguir el palo si se puede; gana el triunfo más alto o, si no hay, la carta más alta del palo de salida. No se puede salir con triunfo hasta que se haya jugado alguno, salvo si solo tienes triunfos o has pujado capote.
    [anyone] **Juego:** sale quien haya pujado más alto; hay que seguir el palo si se puede; gana el triunfo más alto o, si no hay, la carta más alta del palo de salida. No se puede salir con triunfo hasta que se haya jugado alguno, salvo si solo tienes triunfos o alguien ha pujado capote.
   *[none] **Juego:** sale quien haya pujado más alto; hay que seguir el palo si se puede; gana el triunfo más alto o, si no hay, la carta más alta del palo de salida. No se puede salir con triunfo hasta que se haya jugado alguno, salvo si solo tienes triunfos.
}
rules-bloopers = **Salidas con comodín:** si se sale con el comodín grande, quien tenga triunfos echa el más alto; si se sale con el comodín pequeño, el más bajo.
rules-weak = **Manos débiles:** con 7 cartas o más, una mano sin ases, sin figuras y sin triunfos se anula, y vuelve a repartir la misma persona.
rules-scoring = { $zero ->
    [overtricks] **Puntuación:** si se cumple un contrato de *t* bazas, 5 puntos por baza pujada más 1 por cada baza de más; si no se cumple, se pierden 5 por baza pujada. Capote: se ganan o se pierden 10 puntos por baza, multiplicados por su nivel. Un equipo con contrato 0 (nadie del equipo ha pujado ninguna baza) suma 1 punto por cada baza que haga.
   *[none] **Puntuación:** si se cumple un contrato de *t* bazas, 5 puntos por baza pujada más 1 por cada baza de más; si no se cumple, se pierden 5 por baza pujada. Capote: se ganan o se pierden 10 puntos por baza, multiplicados por su nivel. Un equipo con contrato 0 (nadie del equipo ha pujado ninguna baza) no suma nada, haga las bazas que haga.
}
rules-end-tiebreak = **Final:** gana quien tenga más puntos tras la última mano; un empate se resuelve con una mano de desempate de 13 cartas: gana quien llegue antes a 7 bazas.
rules-end-draw = **Final:** gana quien tenga más puntos tras la última mano; si hay empate, la partida termina empatada.

## El juego en la terminal (python -m bot play)

cli-you = Tú
cli-south = Sur
cli-west = Oeste
cli-north = Norte
cli-east = Este
cli-you-north = Tú y Norte
cli-west-east = Oeste y Este
cli-bid = { $who ->
    [you] { $player }: { $bid }
   *[other] { $player }: { $bid }
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
    [all_pass] [yellow]El reparto se anula (han pasado todos): se vuelve a repartir.[/yellow]
   *[weak] [yellow]El reparto se anula (una mano era demasiado débil): se vuelve a repartir.[/yellow]
}
cli-tiebreak = { $first_to ->
    [0] [bold yellow]¡Empate! Mano de desempate: 13 cartas, sin puja; gana quien haga más bazas.
    [one] [bold yellow]¡Empate! Mano de desempate: 13 cartas, sin puja; gana quien llegue antes a { $first_to } baza.
   *[other] [bold yellow]¡Empate! Mano de desempate: 13 cartas, sin puja; gana quien llegue antes a { $first_to } bazas.
}
cli-tiebreak-won = El desempate es para { $side }.
cli-deal = { $size ->
    [one] Mano { $number } de { $total } — { $size } carta · reparte: { $dealer } · { $trump }
   *[other] Mano { $number } de { $total } — { $size } cartas · reparte: { $dealer } · { $trump }
}
cli-deal-tiebreak = { $size ->
    [one] Mano de desempate — { $size } carta · reparte: { $dealer } · { $trump }
   *[other] Mano de desempate — { $size } cartas · reparte: { $dealer } · { $trump }
}
cli-drawn = La partida termina en empate.
cli-you-win = [bold green]¡Has ganado![/bold green]
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
cli-col-side = equipo
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
cli-scored = Resultado de la mano { $number }
cli-bid-prompt = { $top ->
    [0] Tu puja (paso o capote)
    [1] Tu puja (paso, 1 o capote)
    [2] Tu puja (paso, 1, 2 o capote)
   *[other] Tu puja (paso, 1-{ $top } o capote)
}
cli-card-prompt = { $count ->
    [1] Tu carta (1 o un código como AP)
    [2] Tu carta (1, 2 o un código como AP)
   *[other] Tu carta (1-{ $count } o un código como AP)
}
cli-bid-help = Escribe paso (o 0), un número de bazas o capote (hacer todas las bazas).
cli-card-help = Juega una carta por su número en tu mano, como la ves en la mano (A♠, 10♥, Q♦), con la letra del palo (P picas, C corazones, D diamantes, T tréboles: AP, 10D, QD o 5T) o por su nombre (reina de corazones); CG y CP para los comodines (comodín grande y comodín pequeño).
cli-not-a-card = { $answer } no es una carta: prueba con 1 o con AP.
cli-turned = muestra { $cards }: triunfo { $trump }
cli-turned-no-trump = muestra { $cards }: sin triunfo
cli-seed-start = Semilla { $seed }: vuelve a jugar las mismas cartas con --seed { $seed }.
cli-left = Has dejado la partida (semilla { $seed }).
cli-seed-end = Semilla { $seed }.

## Cuando el servidor cambia bajo una partida
vanished-lobby = 🗑️ Se ha borrado el canal de la sala de Back Alley #{ $game }, así que la sala se cierra. { $players }
vanished-game = 🗑️ Se ha borrado el canal o el hilo de la partida de Back Alley #{ $game }, así que la partida termina aquí sin resultado. { $players } — se adjunta su registro.
resumed-unlocked = 🔓 El hilo está desbloqueado: la partida sigue.
resumed-back = ▶️ Back Alley ha vuelto: la partida sigue.
perm-locked = Este hilo está bloqueado: la partida (y su tiempo por turno) espera hasta que un miembro con el permiso **Gestionar hilos** lo desbloquee.
perm-who-fixes = Un miembro con el permiso **Gestionar roles** (o el propietario del servidor) puede devolvérselos al rol de Back Alley en **Ajustes del servidor → Roles** o en los permisos de este canal.
# Discord's own names of its permissions, as its client shows them
perm-name-view_channel = Ver canal
perm-name-send_messages = Enviar mensajes
perm-name-send_messages_in_threads = Enviar mensajes en hilos
perm-name-embed_links = Insertar enlaces
perm-name-attach_files = Adjuntar archivos
perm-name-read_message_history = Leer el historial de mensajes
perm-name-create_public_threads = Crear hilos públicos
perm-name-create_private_threads = Crear hilos privados
perm-name-manage_roles = Gestionar roles
perm-missing = A Back Alley le faltan permisos en { $thread ->
    [yes] este hilo
   *[no] este canal
    }: { $permissions }. Tu jugada cuenta, pero puede que la mesa y las jugadas de los bots no se vean aquí.
perm-line = **Permisos que le faltan a Back Alley en { $thread ->
    [yes] este hilo
   *[no] este canal
    }:** { $permissions }
perm-none = ninguno
# What the bot's roles lack in the server for each feature the server uses (the settings)
perm-features = **Permisos que les faltan a los roles de Back Alley en este servidor, por función:** { $features }
perm-feature = { $feature } ({ $permissions })
feature-table = las partidas
feature-events = los torneos
feature-daily = la partida del día
feature-season-posts = la clasificación final de las temporadas
feature-champion-role = el rol del primer puesto
forget-only-managers = Solo los miembros con el permiso **Gestionar servidor** pueden borrar los datos de este servidor.
forget-ask = Esto borra las partidas de este servidor (hay { $games }; las que estén en curso terminan en el acto, sin aviso en sus canales), la clasificación, las estadísticas y valoraciones de cada jugador aquí y los ajustes. No se puede deshacer.
forget-done = Se han borrado las partidas ({ $games }), las estadísticas y los ajustes de este servidor.
forget-other-server = Este botón es de otro servidor.
forget-button = Borrar las partidas y estadísticas de este servidor
refusal-bad_options-hands = Escribe cuántas cartas tiene cada mano con números del 1 al 13, como `5,3,1`.

## Imágenes
# Las palabras que se dibujan en las imágenes (cortas: comparten placa o celda con un
# nombre) y su texto para lectores de pantalla (`picture-alt-…`, leído en voz alta, nunca
# dibujado).

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
picture-status-team-wins = Gana el { $side }: { $members }
picture-footer-won = Última baza para { $player } · { $status }
# La ficha de quien reparte en la placa de un asiento: una letra (R de «reparte»).
picture-dealer-mark = R
picture-seat-final = { $points ->
    [one] { $points } punto en total
   *[other] { $points } puntos en total
}
picture-seat-sits-out = no juega
picture-seat-to-bid = le toca pujar
picture-seat-no-bid = aún sin pujar
picture-seat-bid = puja { $bid }
picture-seat-passed = paso
picture-seat-tricks = { $tricks ->
    [one] { $tricks } baza
   *[other] { $tricks } bazas
}
picture-seat-bid-tricks = { $tricks ->
    [one] puja { $bid } · { $tricks } baza
   *[other] puja { $bid } · { $tricks } bazas
}
picture-seat-passed-tricks = { $tricks ->
    [one] paso · { $tricks } baza
   *[other] paso · { $tricks } bazas
}
picture-turn-up = muestra
picture-trumps = Triunfo
picture-no-trump = Sin triunfo
picture-scores-to-play = { $count ->
    [one] Puntuación: queda { $count } mano
   *[other] Puntuación: quedan { $count } manos
}
picture-scores-after = Puntuación tras la mano { $number } de { $total }
picture-scores-draw = Puntuación final: empate
picture-scores-won = Puntuación final: gana el { $side }
picture-scores-won-tiebreak = Puntuación final: gana el { $side } tras un desempate
picture-no-hand-scored = Aún no se ha puntuado ninguna mano
picture-row-hand = mano
picture-row-cards = cartas
picture-row-trump = triunfo
picture-row-bid = puja
picture-row-tricks = bazas
picture-row-points = puntos
# Una mano sin triunfo en una celda de la hoja, y un capote (C; 2C, un doble capote).
picture-no-trump-short = ST
picture-board-short = { $level ->
    [1] C
   *[other] { $level }C
}
picture-card-big = GRANDE
picture-card-little = PEQUEÑO
picture-card-blooper = COMODÍN
picture-alt-table = Mesa de juego. { $heading }.
picture-alt-trumps = Triunfo: { $suit }; muestra: { $card }.
picture-alt-no-trump = Sin triunfo; muestra: { $card }.
picture-alt-dealer = Reparte { $player }.
# Cada baza en orden: «ha salido el bot fuerte con el as de picas, alice ha jugado el dos…»;
# el nombre va detrás del verbo para que no lleve mayúscula tras «Baza en juego:».
picture-alt-led = ha salido { $player } con { $card }
picture-alt-played = { $player } ha jugado { $card }
picture-alt-then = { $first }, { $next }
picture-alt-current-trick = Baza en juego: { $plays }.
picture-alt-last-trick = Última baza: { $plays }; la gana { $player }.
picture-alt-previous-trick = Última baza de la mano anterior: { $plays }; la gana { $player }.
picture-alt-no-cards = Aún no se ha jugado ninguna carta en esta baza.
picture-alt-seat = { $player }: { $line }.
picture-alt-seat-team = { $player } (equipo { $team }): { $line }.
picture-alt-status = { $status }.
picture-alt-hand = { $count ->
    [one] Tu mano, { $count } carta; triunfo: { $suit }.
   *[other] Tu mano, { $count } cartas; triunfo: { $suit }.
}
picture-alt-hand-no-trump = { $count ->
    [one] Tu mano, { $count } carta; en esta mano no hay triunfo.
   *[other] Tu mano, { $count } cartas; en esta mano no hay triunfo.
}
picture-alt-hand-empty = No tienes cartas en la mano.
picture-alt-hand-suit = { $suit }: { $cards }.
picture-alt-hand-trumps = Triunfos ({ $suit }): { $cards }.
picture-alt-hand-bloopers = Triunfos: { $cards }.
picture-alt-hand-any = Te toca jugar: cualquier carta.
picture-alt-hand-playable = Te toca jugar; puedes echar { $cards }.
picture-alt-hand-none = Te toca, pero no puedes jugar ninguna carta.
picture-alt-scores = Hoja de puntuación. { $title }. { $scores }.
picture-alt-side = { $side }: { $score }
picture-alt-side-members = { $side } ({ $members }): { $score }
picture-alt-hands = Manos desde la { $first }, cada una con sus cartas y su triunfo (ST: sin triunfo); luego, para cada equipo en ese orden, puja/bazas hechas y puntos (C: capote; 2C: doble capote): { $hands }.
picture-alt-hands-cut = { $count ->
    [one] Manos desde la { $first } (la mano { $start } solo está en la imagen), cada una con sus cartas y su triunfo (ST: sin triunfo); luego, para cada equipo en ese orden, puja/bazas hechas y puntos (C: capote; 2C: doble capote): { $hands }.
   *[other] Manos desde la { $first } (las manos de la { $start } a la { $end } solo están en la imagen), cada una con sus cartas y su triunfo (ST: sin triunfo); luego, para cada equipo en ese orden, puja/bazas hechas y puntos (C: capote; 2C: doble capote): { $hands }.
}

## Seasons
refusal-bad_options-season = Este servidor no tiene ninguna temporada «{ $season }». Elige una de la lista, o «Desde siempre».
refusal-bad_options-season-kind = Una temporada puede ser mensual, trimestral o estar desactivada, no { $season }.
refusal-bad_options-timezone = No conozco la zona horaria { $zone }. Elige una de la lista, como Europe/Madrid o America/Mexico_City.
settings-clear-and-set = Elige un canal o un rol, o quítalo, pero no las dos cosas a la vez.
setting-season = { $kind ->
    [monthly] **Temporadas:** mensuales
    [quarterly] **Temporadas:** trimestrales
   *[off] **Temporadas:** desactivadas
}
setting-timezone = **Zona horaria:** { $zone }
setting-announcements = { $chosen ->
    [yes] **Resultados de cada temporada en:** { $channel }
   *[no] **Resultados de cada temporada en:** ningún canal (elige uno con { OPTION("backalley settings","announcements") })
}
setting-champion-role = { $chosen ->
    [yes] **Rol del primer puesto:** { $role }
   *[no] **Rol del primer puesto:** ninguno
}
season-role-title = Rol del primer puesto
season-role-no-permission = No he podido dar el rol { $role } al primer puesto de la temporada: necesito el permiso **Gestionar roles**.
season-role-too-high = No he podido dar el rol { $role } al primer puesto de la temporada: está por encima de mi rol más alto (o pertenece a una integración). Coloca mi rol por encima de ese en Ajustes del servidor → Roles.
season-role-gone = El rol del primer puesto ya no existe: elige otro con { OPTION("backalley settings","champion_role") }.
season-quarter = { $quarter }.º trimestre de { $year }
season-over-title = Fin de la temporada: { $season }
season-over-nobody = { $games ->
    [one] Nadie llegó a { $games } partida puntuable, el mínimo para entrar en la clasificación de esta temporada.
   *[other] Nadie llegó a { $games } partidas puntuables, el mínimo para entrar en la clasificación de esta temporada.
}
season-champions = { $count ->
    [1] 🏆 Primer puesto: { $champions }
   *[other] 🏆 Primer puesto (empate): { $champions }
}
season-row = { $games ->
    [one] `#{ $place }` { $player } — **{ $rating }** · { $games } partida
   *[other] `#{ $place }` { $player } — **{ $rating }** · { $games } partidas
}
season-ranked = En la clasificación: { $count }
season-former-member = alguien que ya no está en el servidor
season-all-time = Desde siempre
lb-season-title = Clasificación — { $season } — { $sort } ({ $preset })
lb-season-empty = { $current ->
    [yes] { $games ->
        [one] Todavía no hay nadie en la clasificación de esta temporada: para aparecer en ella hay que jugar { $games } partida puntuable esta temporada. { OPTION("leaderboard","season") } también ofrece la clasificación «Desde siempre».
       *[other] Todavía no hay nadie en la clasificación de esta temporada: para aparecer en ella hay que jugar { $games } partidas puntuables esta temporada. { OPTION("leaderboard","season") } también ofrece la clasificación «Desde siempre».
    }
   *[no] Nadie entró en la clasificación de esa temporada.
}
lb-season-footer = { $games ->
    [one] para entrar: { $games } partida puntuable
   *[other] para entrar: { $games } partidas puntuables
}
stats-season = Esta temporada ({ $season })
stats-season-none = Aún no hay partidas esta temporada.
stats-season-unranked = Partidas: { $games } · victorias: { $wins } · partidas puntuables que faltan para entrar en la clasificación: { $needed }
stats-season-ranked = **{ $place }.º** · valoración { $rating } · partidas: { $games } · victorias: { $wins }
picture-season-title = Clasificación final: { $season }
picture-season-champions = { $count ->
    [1] Primer puesto:
   *[other] Primer puesto (empate):
}
picture-season-no-champion = nadie en la clasificación
picture-season-rating = Valoración
picture-season-games = Partidas
picture-season-ranked = En la clasificación: { $count }
picture-alt-season = { $count ->
    [1] Clasificación final de { $season }. Primer puesto: { $champions }.
   *[other] Clasificación final de { $season }. Primer puesto, con empate: { $champions }.
}
picture-alt-season-row = Puesto { $place }: { $player }, valoración { $rating }, partidas: { $games }.

## Games and away
games-title = Tus partidas
games-empty = No tienes ninguna partida ni sala abierta en los servidores que compartimos. Abre una con { COMMAND("backalley new") } en un canal de un servidor.
games-page = { $total ->
    [one] Página { $page } de { $pages } · { $total } partida
   *[other] Página { $page } de { $pages } · { $total } partidas
}
games-jump = ir a la mesa
games-awaited = **te toca** desde { $since }
games-waiting = le toca a otra persona desde { $since }
games-lobby = sala: { $seated } de { $players } asientos ocupados, abierta { $since }
games-deadline = el tiempo por turno se agota { $when }
games-hand = mano { $number } de { $total }
games-tiebreak = mano de desempate
games-score = puntos: { $ours } a { $theirs }
games-not-yours = Esta lista de partidas es de { $owner }: { COMMAND("backalley games") } te muestra la tuya.
server-only = Este comando funciona en el canal de un servidor, donde están sus partidas. Aquí, { COMMAND("backalley games") } muestra tus partidas de todos los servidores.
seat-away-until = { $player } está ausente hasta el { $until }: hasta entonces, el bot juega sus turnos, salvo que vuelva antes con { COMMAND("backalley back") }.
seat-away-until-note = ausente hasta el { $until }: juega el bot
away-ended = { $player } está de vuelta: se ha acabado la ausencia prevista hasta el { $until } y juega de nuevo sus turnos.
away-until-unreadable = No sé leer «{ $typed }» como fecha ni como duración: indica una duración como 3d, 12h o 2d6h, o una fecha como 2026-12-24 (o 2026-12-24 18:00), que se lee en tu zona horaria si has elegido una; si no, en UTC.
away-until-past = El { $until } ya ha pasado: indica un momento futuro.
away-until-far = { $days ->
    [one] Eso queda a más de { $days } día: elige un momento de las próximas 24 horas.
   *[other] Eso queda a más de { $days } días: elige un momento dentro de los próximos { $days } días.
}

## Daily deal

daily-thread-name = Partida del día { $day } · { $player }
daily-started = 🌅 La partida del día te espera en { $place }: { $count ->
    [one] { $count } mano
   *[other] { $count } manos
} con un bot fuerte de pareja contra otros dos, a tu ritmo. Hoy todo el servidor juega las mismas cartas, así que una mano en la que pasan los cuatro no se vuelve a repartir: se juega sin que ningún equipo haya pujado nada. Cuando termines, verás cómo les ha ido a los demás.
daily-resume = Tu partida del día sigue en { $place }: allí tienes de nuevo su mesa.
daily-no-thread = La partida del día se juega en un hilo privado, y Back Alley no puede crear uno aquí (necesita **Crear hilos privados**). Pruébalo en otro canal.
daily-over = 🏁 Has terminado la partida del día. { COMMAND("backalley daily") } muestra la clasificación del día y, mano a mano, lo que hizo cada cual con las mismas cartas.
daily-ranking-title = Partida del día, { $day }
daily-ranking-line = **{ $place }.** { $player } — { $percent }
daily-yours = Tu resultado
daily-your-result = **{ $percent }**, puesto { $place } de { $count }
daily-streak = { $count ->
    [one] Racha: { $count } día seguido
   *[other] Racha: { $count } días seguidos
}
daily-ranking-more = Resultados de todos mano a mano: { OPTION("backalley daily", "hand") } (de 1 a { $count }). Clasificación del mes: { OPTION("backalley daily", "month") }. Tus jugadas comparadas con las del bot fuerte: { OPTION("backalley review", "daily") }.
daily-traveller-title = Mano { $number } de la partida del día, { $day }
daily-traveller-line = { $player } — puja { $bid }, bazas { $tricks }, puntos { $points }: **{ $percent }**
daily-your-cards = Tus cartas
daily-month-title = Partida del día: clasificación de { $month }
daily-month-line = **{ $place }.** { $player } — { $points } ({ $days ->
    [one] { $days } día
   *[other] { $days } días
}, media { $average })
daily-month-empty = Nadie ha terminado todavía una partida del día este mes.
daily-month-footer = Cada día suma su porcentaje: cuantos más días juegues, más alto puedes llegar.
setting-daily-schedule = **Manos de la partida del día ({ OPTION("backalley settings", "daily_schedule") }):** { $hands }
refusal-daily-played = Ya has jugado la partida del día de hoy: solo hay una al día. Mañana habrá otra.
refusal-daily-not_finished = Los resultados de la partida del día de hoy se ven cuando termines la tuya. Juégala con { COMMAND("backalley daily") }.
refusal-daily-game = Eso no se puede hacer en la partida del día: cada cual la juega una sola vez, por su cuenta, sin pistas, sin deshacer jugadas y sin dejar un bot en su asiento.
refusal-daily-schedule = La partida del día tiene de 1 a { $most } manos, de 1 a 13 cartas cada una, por ejemplo `13,10,7,4,1`.
refusal-daily-no_hand = { $count ->
    [one] Tu partida del día tiene { $count } mano: elige la mano 1.
   *[other] Tu partida del día tiene { $count } manos: elige una de 1 a { $count }.
}
picture-daily-ranking = Partida del día · { $day }
picture-daily-traveller = Mano { $number } · { $day }
picture-daily-cards = Tus cartas
picture-daily-matchpoints = Porcentaje
picture-alt-daily-ranking = Clasificación de la partida del día, { $day }:
picture-alt-daily-row = { $place }. { $player } { $percent }
picture-alt-traveller = Mano { $number } de la partida del día, { $day }; tus cartas: { $cards }:
picture-alt-traveller-row = { $player }: puja { $bid }, bazas { $tricks }, puntos { $points }, { $percent }

## Notifications
prefs-notify = { $notify ->
    [dm] **Tu turno:** por mensaje directo, con el botón Mi mano.
    [none] **Tu turno:** sin avisos; revisas tus partidas por tu cuenta.
   *[mention] **Tu turno:** una mención en el hilo de la partida.
}
prefs-zone = **Zona horaria:** { $zone }
prefs-dm-after = { $at_once ->
    [yes] **Aviso de tu turno por mensaje directo:** en cuanto empieza. Puedes darle un margen con { OPTION("backalley prefs", "dm_after") }.
   *[no] **Aviso de tu turno por mensaje directo:** cuando tu turno lleva { $wait } esperando, así que no te llega ninguno mientras juegas en la mesa. Cámbialo con { OPTION("backalley prefs", "dm_after") } (0 para que llegue al momento).
}
prefs-bad-dm-after = No entiendo «{ $wait }» como tiempo de espera: escribe minutos u horas, como 5m o 1h (0 para que el aviso llegue al momento).
prefs-quiet = { $hours ->
    [none] **Horas de silencio:** ninguna. Configúralas con { OPTION("backalley prefs", "quiet") } (por ejemplo, 23-08).
   *[set] **Horas de silencio:** { $hours }; los mensajes directos esperan a que terminen y llegan juntos en un resumen.
}
prefs-bad-zone = No conozco la zona horaria «{ $zone }». Elige una de la lista, como Europe/Madrid o America/Mexico_City.
prefs-bad-quiet = No entiendo «{ $hours }» como horas de silencio: escribe una hora de inicio y otra de fin, como 23-08 o 22:30-07:00 (o «no» para quitarlas).
notice-turn = { $asked ->
    [bid] **{ $server }** › **{ $place }**: { $player }, te toca pujar (desde { $since }). [Ir a la mesa]({ $link })
   *[card] **{ $server }** › **{ $place }**: { $player }, te toca jugar una carta (desde { $since }). [Ir a la mesa]({ $link })
}
notice-nudged = 🔔 { $player } te recuerda que la mesa te está esperando.
notice-paused = Back Alley ha estado desconectado del { $start } al { $end }; esta partida sigue esperándote.
notice-back = **{ $server }** › **{ $place }**: recuperas tu asiento. [Ir a la mesa]({ $link })
notice-digest = { $count ->
    [one] Durante tus horas de silencio, { $count } partida se ha quedado esperándote:
   *[other] Durante tus horas de silencio, { $count } partidas se han quedado esperándote:
}
notice-digest-line = { $asked ->
    [bid] • **{ $server }** › **{ $place }**: tu puja, desde { $since } — [mesa]({ $link })
   *[card] • **{ $server }** › **{ $place }**: tu carta, desde { $since } — [mesa]({ $link })
}
notice-mention = { $asked ->
    [bid] 🔔 { $player }, la mesa espera tu puja (desde { $since }).
   *[card] 🔔 { $player }, la mesa espera tu carta (desde { $since }).
}
notice-mention-nudged = { $asked ->
    [bid] 🔔 { $player }, { $by } te recuerda que la mesa espera tu puja.
   *[card] 🔔 { $player }, { $by } te recuerda que la mesa espera tu carta.
}
notice-mention-back = { $player }, recuperas tu asiento.
notice-back-turn = { $asked ->
    [bid] **{ $server }** › **{ $place }**: recuperas tu asiento y te toca pujar (desde { $since }). [Ir a la mesa]({ $link })
   *[card] **{ $server }** › **{ $place }**: recuperas tu asiento y te toca jugar una carta (desde { $since }). [Ir a la mesa]({ $link })
}
notice-mention-back-turn = { $asked ->
    [bid] 🔔 { $player }, recuperas tu asiento y la mesa espera tu puja (desde { $since }).
   *[card] 🔔 { $player }, recuperas tu asiento y la mesa espera tu carta (desde { $since }).
}
notice-dm-closed = No he podido enviarte un mensaje directo sobre tu turno (tienes los mensajes directos cerrados), así que te he mencionado en el hilo de la partida. Permite los mensajes directos de los miembros de este servidor o elige { OPTION("backalley prefs", "notify") } mención.
button-remind = Avisar
nudge-sent = 🔔 Avisaremos a { $player } de que le toca, por el medio que haya elegido.
refusal-nudge-computer = No hay nadie a quien avisar: este turno lo juega el bot.
refusal-nudge-self = Es tu turno: no hay nadie a quien avisar.
refusal-nudge-soon = Aún es pronto para avisar: el turno ha empezado hace menos de una hora. Podrás pulsar Avisar desde las <t:{ $when }:t> (<t:{ $when }:R>).
refusal-nudge-once = Ya se ha avisado de este turno: basta con un aviso por turno.
setting-timer-quiet = { $on ->
    [yes] **El tiempo por turno se detiene en las horas de silencio de quien debe jugar:** sí
   *[no] **El tiempo por turno se detiene en las horas de silencio de quien debe jugar:** no
}
timer-quiet-until = 🌙 El tiempo por turno no corre hasta que terminen las horas de silencio: <t:{ $until }:t> (<t:{ $until }:R>).

## new-game-form

form-title = Nueva partida de Back Alley
form-preset = Variante
form-preset-classic = 4 jugadores en dos equipos · 25 manos: de 13 cartas bajando a 1 y subiendo otra vez a 13
form-preset-pagat = 4 jugadores en dos equipos · 26 manos: de 1 carta subiendo a 13 y bajando otra vez a 1
form-preset-pagat-3 = 3 jugadores, cada cual por su cuenta · 24 manos: de 2 cartas subiendo a 13 y bajando otra vez a 2
form-schedule = Cartas por mano
form-schedule-preset = La partida completa de la variante
form-schedule-preset-about = Todas las manos de la variante elegida arriba
form-hands = O elige tú cuántas cartas tiene cada mano
form-hands-about = En lugar de la opción de arriba: números del 1 al 13, uno por mano
form-hands-placeholder = p. ej., 7,5,3,1
form-timer-about = Un aviso a mitad de tiempo; cuando se acaba, el bot juega el turno
form-timer-off = Sin límite de tiempo
form-computers = Bots
form-computers-none = Ninguno: los jugadores ocupan los asientos libres
form-computers-strong = Un bot fuerte en cada asiento libre
form-computers-basic = Un bot básico en cada asiento libre
form-computers-random = Un bot aleatorio en cada asiento libre
button-new-game = Nueva partida
new-game-opened = Tu nueva sala está abierta en { $place }. La empiezas tú cuando todos los asientos estén ocupados.

## inputs
option-kind = { $kind ->
    [integer] La opción { $option } necesita un número entero, no «{ $value }».
    [number] La opción { $option } necesita un número, no «{ $value }».
    [boolean] La opción { $option } necesita sí o no, no «{ $value }».
    [user] La opción { $option } necesita un miembro de este servidor, no «{ $value }».
    [channel] La opción { $option } necesita un canal de este servidor, no «{ $value }».
    [role] La opción { $option } necesita un rol de este servidor, no «{ $value }».
    [attachment] La opción { $option } necesita un archivo, no «{ $value }».
   *[string] La opción { $option } necesita un texto, no «{ $value }».
} Puede que tu aplicación de Discord muestre una versión antigua del comando: recárgala (Ctrl+R, o ciérrala y vuelve a abrirla) y vuelve a intentarlo.
option-choice = «{ $value }» no es ninguna de las opciones de { $option }: elige { $choices }.
option-range = La opción { $option } necesita un número entero del { $least } al { $most }, no { $value }.
option-too-long = { $most ->
    [one] La opción { $option } admite como máximo { $most } carácter, no { $length }.
   *[other] La opción { $option } admite como máximo { $most } caracteres, no { $length }.
}
option-empty = La opción { $option } está vacía: escribe algo en ella o quítala.
option-missing = Falta la opción { $option }. Si tu aplicación de Discord no te la ha pedido, muestra una versión antigua del comando: recárgala (Ctrl+R, o ciérrala y vuelve a abrirla) y vuelve a intentarlo.
command-outdated = Tu aplicación de Discord ha enviado { $command } de una forma que Back Alley ya no reconoce. Recárgala (Ctrl+R, o ciérrala y vuelve a abrirla) y vuelve a intentarlo.
command-unknown = Back Alley no tiene (ya) ningún comando «{ $command }»: tu aplicación de Discord muestra una lista de comandos antigua. Recárgala (Ctrl+R, o ciérrala y vuelve a abrirla) y escribe / para verlos.
component-unknown = Back Alley no reconoce (ya) ese botón: viene de una versión antigua de un mensaje. Usa el último mensaje de la partida, o vuelve a usar el comando.
form-unknown = Back Alley no reconoce (ya) ese formulario. Pide el de una partida nueva con { COMMAND("backalley new") }.
form-unreadable = El formulario ha llegado de una forma que Back Alley no sabe leer, y no se ha creado nada. Pídelo de nuevo con { COMMAND("backalley new") }.
form-bad-part = La respuesta a «{ $part ->
        [preset] { form-preset }
        [schedule] { form-schedule }
        [hands] { form-hands }
        [timer] { field-turn-timer }
       *[computers] { form-computers }
    }» ha llegado vacía o con más de una opción, y no se ha creado nada. Pide el formulario de nuevo con { COMMAND("backalley new") }.

## components-v2

# The alt text of a seat's profile picture beside it on the table.
seat-face = Foto de perfil de { $name }

## events

event-title = 🃏 { $name }
event-pair = { $first } y { $second }
event-computer = un 🤖 bot
event-computer-pair = los 🤖 bots
event-computer-pair-note = 🤖 Una pareja de bots completa las mesas: sus resultados cuentan para la comparación, pero la pareja no figura en la clasificación.
event-created = { $organiser } ha abierto **{ $name }**, un torneo por parejas: mesas de cuatro, todas con las mismas manos, y cada resultado comparado con el de las demás mesas con las mismas cartas. Inscríbete con { COMMAND("backalley event enter") }, con pareja o sin ella.
event-field-format = Formato
event-format = { $entry ->
    [individuals] Inscripción individual: las parejas se forman al empezar
   *[pairs] Por parejas (a quien se inscriba sin pareja se le asigna una al empezar)
} · unas { $deals } manos · cada ronda dura como mucho { $window } · { $timer } por turno · organiza { $organiser }
event-field-entries = Inscripciones ({ $count })
event-field-pairs = Parejas ({ $count })
event-field-tables = Mesas de la ronda { $round }
event-entries-none = Todavía no se ha inscrito nadie.
event-more = …y { $count } más
event-entry-alone = { $player } (sin pareja: se le asignará una al empezar)
event-entry-invited = { $player } (ha invitado a { $partner }, que aún no ha aceptado)
event-pair-line = **{ $pair }.** { $name }
event-status-entries = Inscripciones abiertas. Empieza el { $starts } ({ $relative }).
event-status-entries-organiser = Inscripciones abiertas. Quien organiza el torneo puede empezarlo con { COMMAND("backalley event start") }.
event-status-closed = Las inscripciones están cerradas.
event-status-running = Se está jugando la ronda { $round } de { $rounds }; termina el { $closes }.
event-status-between = Entre dos rondas: la siguiente empieza en un momento.
event-status-finished = 🏁 El torneo ha terminado: { COMMAND("backalley event standings") } muestra la clasificación final.
event-status-cancelled = El torneo se ha cancelado.
event-entered-alone = { $player } se ha inscrito en **{ $name }** sin pareja: se le asignará una al empezar.
event-entered-invite = { $player } se ha inscrito en **{ $name }** y le pide a { $partner } que sea su pareja. { $partner }, acepta con { COMMAND("backalley event accept") } o di que no con { COMMAND("backalley event withdraw") }.
event-accepted = { $player } y { $partner } se han inscrito en **{ $name }** como pareja.
event-withdrawn = { $player } ha retirado su inscripción de **{ $name }**.
event-removed = { $organiser } ha quitado la inscripción de { $player } de **{ $name }**.
event-entries-closed = Se han cerrado las inscripciones de **{ $name }**.
event-cancelled = Se ha cancelado **{ $name }**.
event-cancelled-too-few = Se ha cancelado **{ $name }**: un torneo necesita al menos { $fewest } parejas, y no se han inscrito tantas a tiempo.
event-started = Ha empezado **{ $name }**: { $pairs } parejas, { $rounds } rondas de { $deals } manos. Las mesas de la ronda 1 se abren ahora, cada una en un hilo privado de este canal.
event-round-open-title = { $name } · ronda { $round } de { $rounds }
event-round-open = Todas las mesas juegan las mismas { $deals } manos ({ $sizes } cartas), desde los mismos asientos. La ronda termina el { $closes }: lo que le quede entonces a una mesa lo juegan los bots.
event-round-table = Mesa { $table }: { $ns } (norte-sur) contra { $ew } (este-oeste) · { $thread }
event-thread-name = { $name } · ronda { $round } · mesa { $table }
event-table-welcome = **{ $name }**, ronda { $round }, mesa { $table }: { $ns } (norte-sur: asientos 1 y 3) contra { $ew } (este-oeste: asientos 2 y 4). { $deals } manos, las mismas en todas las mesas, que se pueden jugar hasta el { $closes }. En un torneo no hay pistas ni se deshacen jugadas, y una mano en la que pasan los cuatro no se vuelve a repartir, sino que se juega igualmente, para que todas las mesas jueguen las mismas manos.
event-table-moved = Se ha borrado el hilo de esta mesa: la partida sigue aquí, donde se había quedado.
event-round-closed = ⏰ Se ha acabado el tiempo de la ronda antes de que esta mesa terminara: los bots juegan lo que queda en todos los asientos.
event-table-done = 🏁 Esta mesa ha jugado todas sus manos. Los resultados de la ronda y la clasificación se publican en el canal del torneo cuando terminan todas las mesas.
event-seat-north = Norte
event-seat-east = Este
event-seat-south = Sur
event-seat-west = Oeste
event-traveller-title = { $name } · ronda { $round }, mano { $deal } ({ $size ->
    [one] { $size } carta
   *[other] { $size } cartas
})
event-traveller-line = **Mesa { $table }:** { $ns } { $ns_points } · { $ew } { $ew_points } — pujas { $bids }, bazas { $ns_tricks }–{ $ew_tricks }: **{ $ns_percent }** · **{ $ew_percent }**
event-traveller-average = **Mesa { $table }:** { $ns } · { $ew } — sin resultado: una media, un 50 % para cada pareja
event-traveller-hands = Las manos
event-hand-line = { $seat }: { $cards }
event-traveller-so-far = De momento, { $count ->
    [one] { $count } de las { $tables } mesas ha terminado esta mano.
   *[other] { $count } de las { $tables } mesas han terminado esta mano.
}
event-standings-title = { $name } · clasificación tras la ronda { $round } de { $rounds }
event-standings-final-title = { $name } · clasificación final
event-standings-line = **{ $place }.** { $pair } — **{ $percent }** ({ $matchpoints } de { $top } puntos de comparación)
event-standings-none = Todavía no ha terminado ninguna ronda: la clasificación sale después de la primera.
event-record-title = { $pair } en { $name }
event-record-line = Ronda { $round }, mano { $deal } · mesa { $table }, { $direction ->
    [ns] norte-sur
   *[ew] este-oeste
} contra { $against }: { $points } a { $other } — **{ $percent }**
event-record-line-open = Ronda { $round }, mano { $deal } · mesa { $table }, { $direction ->
    [ns] norte-sur
   *[ew] este-oeste
} contra { $against }: { $points } a { $other } (se compara cuando termine la ronda)
event-record-empty = Todavía no se puede mostrar ninguna mano de esta pareja.
event-record-standing-title = Clasificación
event-record-standing = Puesto { $place } de { $count }: **{ $percent }**
event-winners = 🏆 Ha terminado **{ $name }**. { $count ->
    [one] Ganan
   *[other] Comparten el primer puesto
} { $pairs }, con un { $percent }. Las manos de cada pareja: { COMMAND("backalley event record") } en { $channel }.
event-organise = Solo un miembro con el permiso **Gestionar servidor**, o con el rol de torneos del servidor, puede organizar un torneo.
event-channel = Un torneo se crea en un canal de texto, no en un hilo: sus mesas serán hilos de ese canal.
event-no-thread = Las mesas de un torneo son hilos privados de este canal, y Back Alley no puede crearlos aquí (necesita **Crear hilos privados** y **Enviar mensajes en hilos**). Prueba en otro canal.
event-bad-window = «{ $typed }» no es una duración: escribe el plazo de una ronda como `12h` o `2d`.
event-bad-timer = «{ $typed }» no es una duración: escribe el tiempo por turno como `30m` o `12h`.
event-bad-start = «{ $typed }» no es una hora: escríbela desde ahora (`2h`, `1d`) o como fecha (`2026-12-24 18:00`, en la zona horaria del servidor).
event-partner-bot = Tu pareja tiene que ser una persona, no un bot.
refusal-event-none = En este canal no hay ningún torneo. Quien pueda organizar torneos puede crear uno con { COMMAND("backalley event create") }.
refusal-event-exists = Este canal ya tiene un torneo con inscripciones abiertas o en juego: uno por canal a la vez.
refusal-event-name = El nombre de un torneo tiene de 1 a { $most } caracteres.
refusal-event-options = Esas opciones no existen: elige entre las de la lista.
refusal-event-deals = Un torneo tiene de { $fewest } a { $most } manos.
refusal-event-window = El plazo de una ronda va de 1 hora a 14 días, como `12h` o `2d`.
refusal-event-start = Un torneo empieza ahora o dentro de { $days } días como mucho.
refusal-event-timer = El tiempo por turno es una duración, como `30m` o `12h`.
refusal-event-started = El torneo ya ha empezado: las inscripciones están cerradas.
refusal-event-over = Este torneo ya ha terminado.
refusal-event-closed = Las inscripciones de este torneo están cerradas.
refusal-event-individuals = En este torneo la inscripción es individual: las parejas se forman al empezar.
refusal-event-self = Tu pareja tiene que ser otra persona.
refusal-event-partner_entered = Tu pareja ya tiene una inscripción en este torneo: primero tiene que retirarla.
refusal-event-entered = Ya tienes una inscripción en este torneo; si quieres retirarla, usa { COMMAND("backalley event withdraw") }.
refusal-event-no_invite = Nadie te ha pedido que seas su pareja en este torneo.
refusal-event-not_entered = No tienes ninguna inscripción en este torneo.
refusal-event-not_entered_other = Ese miembro no tiene ninguna inscripción en este torneo.
refusal-event-organiser = Solo quien organiza el torneo, o un miembro con el permiso **Gestionar servidor** (o con el rol de torneos del servidor), puede hacer eso.
refusal-event-too_few = Un torneo necesita al menos { $fewest } parejas; de momento hay { $count }.
refusal-event-no_deal = Esa mano no existe en este torneo (rondas de la 1 a la { $rounds }, cada una con sus manos).
refusal-event-not_yet = Todavía no: el resultado de una mano se ve cuando tu mesa la ha terminado, y el de todas las mesas cuando termina la ronda.
refusal-event-no_pair = Ese miembro no juega en ninguna pareja de este torneo.
refusal-event-game = Eso no se puede hacer en la mesa de un torneo: cada mesa juega sus manos una sola vez, sin pistas ni deshacer jugadas, y no se cierra hasta que acaba la ronda.
refusal-event-played_out = Se ha acabado el tiempo de la ronda: los bots terminan esta mesa y nadie recupera su asiento.
picture-event-table = Mesa
picture-event-bids = Pujas
picture-event-tricks = Bazas
picture-event-score = Puntos N-S
picture-event-matchpoints = N-S · E-O
picture-alt-event-standings = { $title }:
picture-alt-event-standing = { $place }. { $pair } { $percent }
picture-alt-event-traveller = { $title }.
picture-alt-event-hand = { $seat }: { $cards }
picture-alt-event-traveller-row = mesa { $table }, { $ns } contra { $ew }: norte-sur { $points }, { $ns_percent } y { $ew_percent }
stats-events = Torneos
stats-events-value = jugados: { $played } · ganados: { $won } · mejor puesto: { $best } · media: { $percent }
setting-event-role = **Rol de quienes organizan torneos ({ OPTION("backalley settings", "event_role") }):** { $chosen ->
    [yes] { $role }
   *[no] ninguno (solo Gestionar servidor)
}
