# Back Alley — Galego. As palabras do xogo: truco, triunfo, pau, poxa, board.

## Cartas

rank-A = A
rank-K = K
rank-Q = Q
rank-J = J
rank-name-A = o ás
rank-name-K = o rei
rank-name-Q = a raíña
rank-name-J = a xota
rank-name-10 = o dez
rank-name-9 = o nove
rank-name-8 = o oito
rank-name-7 = o sete
rank-name-6 = o seis
rank-name-5 = o cinco
rank-name-4 = o catro
rank-name-3 = o tres
rank-name-2 = o dous
suit-S = picas
suit-H = corazóns
suit-D = diamantes
suit-C = trevos
no-trump = sen triunfo
big-blooper = Gran Blooper
little-blooper = Pequeno Blooper
card-name = { $rank } de { $suit }
joker-name = o { $joker }
no-cards = (sen cartas)
bid-pass = paso
bid-board = { $level ->
    [2] dobre board
    [3] triplo board
    [4] cuádruplo board
   *[other] board
}

## Xogadores e lados

seat-number = asento { $number }
computer-player = 🤖 computador ({ $level })
level-strong = forte
level-basic = básico
level-random = ao chou
side-team = Equipo { $number }
side-seat = Asento { $number }

## O que le a canle

seat-joined = { $player } séntase.
computer-seated = Séntase un xogador do computador de nivel { $level }.
seat-freed = O anfitrión libera o asento de { $player }.
seat-left = { $player } vaise.
lobby-cancelled = A sala queda cancelada.
game-started = 🃏 **Back Alley** — { $players }, comeza a partida!
seat-away = { $player } está ausente: o computador xoga as súas quendas ata { COMMAND("backalley back") }.
seat-back = { $player } volveu e xoga de novo as súas propias quendas.
game-abandoned = { $player } abandona a partida; non conta para ninguén.
turn-reminded = ⏳ { $player }, é a túa quenda: o computador xogará por ti { $when } (nuns { $left }).
time-ran-out = ⏰ A { $player } acabóuselle o tempo: o computador xogou esta quenda por el.
## Table manners
cards-forced-last = 🃏 Queda unha carta a cada quen: o último truco xógase só.
card-forced = 🃏 { $player } só ten unha carta legal: xógase por el.
button-last-trick = Último truco
last-trick-title = Último truco: truco { $number }
last-trick-card = { $player }: **{ $card }**
last-trick-won = Gáñao { $player } con **{ $card }**.
no-last-trick = Aínda non se gañou ningún truco nesta man.
button-rematch = Revancha
rematch-opened = A sala da revancha está aberta en { $place }: tes o teu asento de antes. O anfitrión comézaa cando todos os asentos estean ocupados.
rematch-joined = Tes o teu asento de antes na sala da revancha en { $place }.
claim-accepted = 🏳️ { $player } reclama todos os trucos que quedan, con { $cards }. É seguro: a man xógase ata o final.
button-claim = Reclamar o resto
claim-not-certain = Non é seguro: o truco { $trick } podería ser para { $player } con **{ $card }**.
coach-points = uns { $points } puntos
coach-chance = un { $percent } % do desempate
coach-where-bid = Poxa
coach-where-card = Truco { $trick }, carta { $position }
coach-line-same = ✓ { $where }: { $played }
coach-line-differs = ✗ { $where }: ti { $played } · strong { $suggested } — { $cost }
coach-moment-bid = a túa poxa de { $bid }
coach-moment-card = { $card } no truco { $trick }
coach-summary = O teu momento máis caro: { $moment }, { $cost }.
coach-summary-clean = Xogaches esta man como a xogaría strong.
coach-hand-title = Man { $number }: as túas decisións xunto ás do nivel forte
coach-game-title = A partida, man a man, xunto a strong
coach-game-line = { $player }: { $differences ->
    [one] { $differences } diferenza
   *[other] { $differences } diferenzas
}, { $cost } en total; a máis cara: { $moment } na man { $hand } ({ $worst }).
coach-game-clean = { $player }: cada decisión coma a de strong.
hint-choice = 💡 Strong escollería **{ $move }**.
hint-alternative = { $move } ({ $cost } menos)
hint-alternatives = O seguinte mellor: { $moves }
hint-marked = Nesta partida usáronse pistas: non conta para as clasificacións.
review-bad-hand = Escribe un número de man, como `3`, ou `game`.
setting-hints = { $on ->
    [yes] **Pistas ({ COMMAND("backalley hint") }):** si — unha partida na que se usan non conta para as clasificacións
   *[no] **Pistas ({ COMMAND("backalley hint") }):** non
}
button-takeback = Desfacer
button-allow = Permitir
button-refuse = Rexeitar
takeback-asked = ↩️ { $player } pide desfacer { $kind ->
    [bid] a súa poxa, { $move }
   *[play] o seu { $move }
}. { $asked }: permitídelo?
takeback-refused = { $player } rexéitao: { $kind ->
    [bid] a poxa, { $move },
   *[play] a carta { $move }
} queda.
takeback-allowed-one = { $player } permite desfacelo.
takeback-done = ↩️ { $player } desfai { $kind ->
    [bid] a súa poxa, { $move }:
   *[play] o seu { $move }:
} a partida volve ao momento anterior.
takeback-lapsed-played = ⌛ A petición de desfacer caducou: { $player } xa xogou.
takeback-lapsed-time = ⌛ A petición de desfacer caducou: ninguén respondeu en cinco minutos.
takeback-lapsed-over = ⌛ A petición de desfacer caducou: a partida rematou.
setting-takebacks = { $on ->
    [yes] **Desfacer con permiso:** si
   *[no] **Desfacer con permiso:** non
}
prefs-forced = { $on ->
    [yes] **Xogar as miñas cartas forzadas:** si — cando teñas unha soa carta legal, xógase por ti.
   *[no] **Xogar as miñas cartas forzadas:** non — xogas ti cada carta.
}
bid-passed = { $player } pasa.
bid-placed = { $player } poxa **{ $bid }**.
contract-tricks = { $side } { $contract }
contract-board = { $side } board ×{ $level }
play-started = Rematou a poxa — contratos: { $contracts }. Sae { $leader }.
card-played = { $player } xoga **{ $card }**.
trick-won = 🂠 O truco { $number } é para { $player } con **{ $card }**.
all-passed = Todos pasaron: a man { $number } anúlase e { $dealer } reparte de novo.
weak-hand = Unha man feble (sen ás, sen figura, sen triunfo): { $dealer } reparte de novo a man { $number }.
blooper-exchanged = { $player } entrega o outro Blooper a cambio da carta seguinte.
tiebreak-started = { $first_to ->
    [0] ⚖️ { $sides } están empatados: decide unha man de desempate de 13 cartas — gaña quen faga máis trucos.
   *[other] ⚖️ { $sides } están empatados: decide unha man de desempate de 13 cartas — gaña quen chegue antes a { $first_to } trucos.
}
tiebreak-two-handed = Os dous mellores fixeron os mesmos trucos: xogan un desempate a dous.
deal-line = **{ $heading }** — reparte { $dealer }; carta virada **{ $card }**, triunfo: **{ $trump }**.
turn-bid-range = ➡️ { $player }, a túa poxa (paso, 1–{ $top } ou board).
turn-bid = ➡️ { $player }, a túa poxa.
turn-play = ➡️ { $player }, tócache xogar.
turn-lead = ➡️ { $player }, tócache saír.
game-on-in = A partida xógase en { $place }.

## A sala e a mesa

lobby-title = Back Alley — sala { $preset }
lobby-hands = { $count ->
    [one] { $count } man: { $schedule }
   *[other] { $count } mans: { $schedule }
}
lobby-partnerships = Dúas parellas: asentos 1 e 3 contra asentos 2 e 4.
lobby-three = Tres xogadores, cada un pola súa conta.
field-options = Opcións
field-turn-timer = Tempo por quenda
field-host = Anfitrión
field-where = Onde
played-in = A partida xógase en { $place }.
seat-label = Asento { $number }
seat-team-label = Asento { $number } · Equipo { $team }
seat-free = *libre*
status-lobby = Preme **Unirse** para sentar. O anfitrión comeza a partida cando todos os asentos estean ocupados.
status-active = A partida está en marcha.
status-cancelled = Esta sala cancelouse.
status-abandoned = Esta partida abandonouse.
status-finished = Esta partida rematou.
hand-heading = { $size ->
    [one] Man { $number } de { $total } — { $size } carta
   *[other] Man { $number } de { $total } — { $size } cartas
}
tiebreak-heading = { $first_to ->
    [0] Man de desempate (13 cartas, gaña quen faga máis trucos)
   *[other] Man de desempate (13 cartas, gaña quen chegue antes a { $first_to } trucos)
}
table-title = Back Alley — { $preset }
game-is-over = A partida rematou.
table-deal = **{ $heading }**
    Reparte { $dealer } · carta virada { $card } · triunfo: **{ $trump }**
seat-bid = poxa { $bid }
seat-tricks = { $count ->
    [one] { $count } truco
   *[other] { $count } trucos
}
seat-away-note = ausente: xoga o computador
field-contracts = Contratos
contract-line = { $side }: precisa { $need }, leva { $taken }
need-board = board ×{ $level } (os { $contract })
field-trick = Truco en xogo
field-scores = Puntuación
field-turn = Quenda
to-bid = { $player } poxa
to-play = { $player } xoga
to-lead = { $player } sae
score-line = { $side } ({ $members }): **{ $score }**
hand-scored-title = Man { $number } de { $total } puntuada
hand-scored-description = { $size ->
    [one] { $size } carta · triunfo { $trump }
   *[other] { $size } cartas · triunfo { $trump }
}
hand-scored-side = poxas: { $bids }
    contrato { $contract }, fixo { $taken }
    puntos **{ $points }**, total **{ $total }**
contract-board-short = board ×{ $level }
game-drawn = A partida remata en empate.
game-won = Gaña **{ $side }**: { $members } 🎉
game-over-title = Fin da partida
field-final-scores = Puntuación final
field-tiebreak = Decidida por unha man de desempate
tiebreak-tricks = trucos: { $tricks }

## A man dun xogador

hand-title = A túa man
hand-sit-out = Non xogas esta man de desempate.
hand-turn-up = carta virada { $card } · triunfo: **{ $trump }**
field-now = Agora
now-bid = **Tócache poxar:** escolle abaixo ou usa { COMMAND("bid") }.
now-play = **Tócache xogar:** preme unha carta (as grises non se poden xogar agora) ou usa { COMMAND("play") }.
waiting-bid = Agardando a que { $player } poxe.
waiting-play = Agardando a que { $player } xogue.
waiting = Agardando.

## Botóns e menús

button-join = Unirse
button-leave = Saír
button-addbot = Engadir bot
button-start = Comezar
button-cancel = Cancelar
button-hand = A miña man
choose-bid = Escolle a túa poxa

## Erros

apology = Sentímolo, algo fallou pola nosa parte. A túa última acción non se rexistrou; téntao de novo.
database-unavailable = Agora mesmo non se pode acceder aos datos da partida: a túa última acción non se rexistrou. Téntao de novo nun momento.
discord-forbidden = Discord non deixou que o bot rematase iso aquí: fáltalle un permiso nesta canle. { COMMAND("backalley settings") } amosa o que falta.
discord-gone = Discord di que a canle ou a mensaxe que isto precisa xa non existe.
not-your-turn-bid = Non é a túa quenda: tócalle poxar a { $player }.
not-your-turn-play = Non é a túa quenda: tócalle xogar a { $player }.
error-game_over = A partida rematou.
error-not_your_turn = Non é a túa quenda.
error-wrong_phase-tiebreak = Nunha man de desempate non se poxa: xoga unha carta.
error-wrong_phase-play = A poxa rematou: xoga unha carta.
error-wrong_phase-bid = Agora toca poxar, non xogar unha carta.
error-wrong_phase-claim = Os trucos só se poden reclamar cando xa se están a xogar as cartas.
error-bid_out_of_range = { $top ->
    [0] Poxa paso ou board.
    [1] Poxa paso, 1 ou board.
   *[other] Poxa paso, un número de 0 a { $top } ou board.
}
error-bad_card = `{ $text }` non é unha carta: escribe o valor e despois o pau, como AS, 10H ou TD, ou BJ e LJ para o Gran e o Pequeno Blooper.
error-card_not_in_hand = Non tes { $card }.
error-must_follow_suit = Debes seguir o pau: { $suit }.
error-must_follow_suit-trumps = Saíuse con triunfo: debes xogar un triunfo.
error-must_play_highest_trump = Saíuse co Gran Blooper: debes xogar o teu triunfo máis alto, { $card }.
error-must_play_lowest_trump = Saíuse co Pequeno Blooper: debes xogar o teu triunfo máis baixo, { $card }.
error-trumps_not_broken = Aínda non se xogou ningún triunfo: sae con outro pau.
refusal-no_game = Non hai ningunha partida de Back Alley nesta canle. Abre unha con { COMMAND("backalley new") }.
refusal-no_game-gone = Esta partida xa non existe.
refusal-no_game-finished = Esta partida rematou. { $result }
    { COMMAND("backalley record") } segue dando o seu rexistro e { COMMAND("backalley review") }, as túas decisións xunto ás do nivel forte; { COMMAND("backalley new") } abre unha partida nova aquí.
refusal-no_game-abandoned = Esta partida abandonouse: rematou.
    { COMMAND("backalley record") } segue dando o seu rexistro e { COMMAND("backalley review") }, as túas decisións nas mans que se remataron; { COMMAND("backalley new") } abre unha partida nova aquí.
refusal-game_exists = Xa hai unha sala ou unha partida aquí: remátaa ou cancélaa primeiro.
refusal-not_in_game = Non xogas nesta partida.
refusal-not_in_game-person = O asento { $number } xógao unha persoa.
refusal-not_host = Só o anfitrión pode facer iso.
refusal-not_host-abandon = Só o anfitrión ou un membro con Xestionar servidor pode abandonar a partida.
refusal-already_seated = Xa tes asento nesta mesa.
refusal-lobby_full = A mesa está completa.
refusal-seat_taken = O asento { $number } está ocupado.
refusal-seat_taken-team = O equipo { $number } está completo.
refusal-no_such_seat = Escolle un asento do 1 ao { $players }.
refusal-no_such_seat-team = Os equipos son 1 e 2, nunha partida por parellas.
refusal-no_such_seat-empty = O asento { $number } está baleiro.
refusal-table_not_full = { $missing ->
    [one] Falta { $missing } xogador para comezar.
   *[other] Faltan { $missing } xogadores para comezar.
}
refusal-not_in_game-rematch = Só os xogadores desa partida poden pedir a revancha.
refusal-not_started-rematch = Esa partida non rematou.
refusal-claim = Non é seguro.
refusal-claim-unsure = Non se pode asegurar que todos os trucos que quedan sexan teus: a busca quedou sen tempo. Segue xogando ou reclama máis tarde.
refusal-no_hints = As pistas están desactivadas neste servidor: un membro con Xestionar servidor pode activalas con { OPTION("backalley settings", "hints") }.
refusal-no_hints-turn = Unha pista é para a túa propia quenda.
refusal-no_review = A man { $number } non rematou: unha man revísase cando remata.
refusal-no_review-none = Aínda non rematou ningunha man dunha partida aquí.
refusal-takeback-mine = Só quen fixo unha xogada pode pedir desfacela.
refusal-takeback-twice = Xa se pediu desfacer esa xogada.
refusal-takeback-waiting = Xa hai unha petición de desfacer agardando resposta.
refusal-takeback-late = Demasiado tarde: alguén xogou desde entón.
refusal-takeback-lapsed = Demasiado tarde: a petición caducou aos cinco minutos.
refusal-takeback-none = Non hai ningunha petición de desfacer agardando resposta.
refusal-takeback-not_asked = Só os xogadores aos que se lles pregunta poden responder.
refusal-takeback-answered = Xa respondiches.
refusal-takeback-gone = Esa xogada xa se desfixo.
refusal-takeback-off = Desfacer xogadas está desactivado neste servidor.
refusal-not_started = A partida aínda non comezou.
refusal-not_started-abandon = A partida non comezou: cancela a sala.
refusal-already_started = A partida xa comezou.
refusal-already_started-leave = A partida comezou: non podes deixala. O anfitrión pode abandonala.
refusal-game_ended = Esta partida rematou.
refusal-game_ended-finished = Esta partida rematou.
refusal-game_ended-abandoned = Esta partida abandonouse: rematou.
refusal-game_ended-cancelled = Esta sala cancelouse.
refusal-game_ended-gone = Esta partida xa non existe.
refusal-bad_options-timer = O tempo por quenda debe ser positivo.
refusal-bad_options-levels = Os niveis do computador son { $levels }.
refusal-bad_options-sort = Ordena por { $sorts }.
refusal-bad_options-preset = As variantes son { $presets }.
refusal-bad_options-option = A opción `{ $option }` non existe ou non admite ese valor.
refusal-bad_options-settings = Axustes descoñecidos: { $settings }.
refusal-host_cannot_leave = Es o anfitrión: cancela a sala no canto de deixala.
refusal-host_cannot_leave-remove = Non podes quitarte a ti mesmo: cancela a sala.
refusal-already_away = O computador xa xoga por ti: { COMMAND("backalley back") } para volver.
refusal-not_away = Non estás ausente: o asento é teu.
refusal-stale = Este botón é dunha man anterior. Abre de novo a túa man con { COMMAND("hand") } ou **A miña man**.
refusal-moved_on = A partida avanzou mentres actuabas: a túa acción non se rexistrou. Mira a mesa e téntao de novo.
bad-hands = Escribe o tamaño das mans con números do 1 ao 13, como `5,3,1`.
bad-timer = Escribe o tempo por quenda como `30m`, `12h` ou `2d`, ou `off`.
bad-value = Iso non é un valor válido ({ $kind }): { $value }.
direct-message = Back Alley xógase nas canles dun servidor, non en mensaxes directas.
not-here = Non podes usar este comando aquí.
settings-manage = Só os membros con Xestionar servidor poden cambiar os axustes.
no-record = Aínda non se xogou ningunha partida nesta canle.
not-dealt = A partida aínda non comezou: as túas cartas chegan co primeiro reparto.

## Outras respostas

record-complete = O rexistro completo desta partida.
record-partial = O rexistro das mans xogadas ata agora (nunca a man en curso).
setting-computer-ratings = { $on ->
    [yes] **As partidas con xogadores do computador contan para a clasificación:** si
   *[no] **As partidas con xogadores do computador contan para a clasificación:** non
}
setting-images = { $on ->
    [yes] **Imaxes de cartas, mesas e puntuacións:** si
   *[no] **Imaxes de cartas, mesas e puntuacións:** non
}
setting-language = **Idioma das mensaxes do servidor:** { $language }
language-set = Lerás Back Alley en { $language }.
language-unset = Lerás Back Alley no teu idioma de Discord.
language-automatic = automático (o idioma de Discord do servidor)

## Clasificación, estatísticas e historial

lb-unrated = sen puntuación
lb-wins = { $count ->
    [one] { $count } vitoria
   *[other] { $count } vitorias
}
lb-win-rate = { $rate } de vitorias
lb-points-per-hand = { $points } puntos por man
lb-contracts = { $rate } de contratos cumpridos
lb-all-presets = todas as variantes
lb-title = Clasificación — { $sort } ({ $preset })
lb-empty = Aínda non hai partidas rematadas aquí. Abre unha con { COMMAND("backalley new") }.
lb-row = { $games ->
    [one] `#{ $rank }` { $player } — **{ $value }** · { $games } partida{ $marker }
   *[other] `#{ $rank }` { $player } — **{ $value }** · { $games } partidas{ $marker }
}
lb-your-place = O teu posto
lb-place = { $player } é **#{ $rank }** de { $players }: { $value }
lb-footer = { $players ->
    [one] Páxina { $page } de { $pages } · { $players } xogador
   *[other] Páxina { $page } de { $pages } · { $players } xogadores
}
lb-previous = ◀ Anterior
lb-next = Seguinte ▶
sort-rating = puntuación
sort-wins = vitorias
sort-win_rate = porcentaxe de vitorias
sort-points_per_hand = puntos por man
sort-contract_rate = contratos cumpridos
stats-title = Estatísticas de Back Alley
stats-none = { $player } aínda non rematou ningunha partida neste servidor.
stats-games = Partidas
stats-games-value = { $games } ({ $wins } gañadas, { $losses } perdidas, { $draws } empatadas)
stats-win-rate = Porcentaxe de vitorias
stats-rating = Puntuación
stats-rating-value = { $rating } ({ $games } partidas puntuadas)
stats-points = Puntos por man
stats-contracts = Contratos cumpridos
stats-contracts-value = { $rate } ({ $made } de { $tried })
stats-boards = Boards
stats-boards-value = { $made } cumpridos de { $bid } poxados
stats-best = Mellor partida
stats-streak = Racha actual
streak-win = { $count } gañadas
streak-loss = { $count } perdidas
streak-draw = { $count } empatadas
stats-partner = Parella favorita
stats-partner-value = { $games ->
    [one] { $partner } ({ $games } partida, { $won } gañadas)
   *[other] { $partner } ({ $games } partidas, { $won } gañadas)
}
outcome-win = gañada
outcome-loss = perdida
outcome-draw = empatada
past-game = { $points ->
    [one] { $outcome } · { $points } punto · { $preset } · { $when }
   *[other] { $outcome } · { $points } puntos · { $preset } · { $when }
}
past-game-link = [partida n.º { $number }]({ $link })
history-title = Partidas recentes

## /backalley rules

rules-title = Regras de Back Alley — { $preset }
rules-players-four = **Xogadores:** 4, dúas parellas (asentos 1 e 3, 2 e 4).
rules-players-three = **Xogadores:** 3, cada un pola súa conta.
rules-hands = **Mans:** { $count } — { $schedule } cartas.
rules-cards = **Cartas:** 54 — o Gran e o Pequeno Blooper son os dous triunfos máis altos; despois A K Q J 10 … 2.
rules-trumps-swap = **Triunfo:** a carta que se vira tras o reparto decídeo. Se sae un comodín non hai triunfo; quen teña o outro comodín cámbiao pola carta seguinte.
rules-trumps-turn = **Triunfo:** a carta que se vira tras o reparto decídeo. Se sae un comodín, séguese virando ata que saia unha carta normal.
rules-bidding = { $top ->
    [minus] **Poxa:** unha volta, comezando á esquerda de quen reparte: paso, un número de trucos ata un menos que as cartas da man, ou *board* (o teu lado fai todos os trucos). As poxas da parella súmanse. { $all_pass ->
        [redeal] Se todos pasan, reparte de novo o seguinte.
       *[play] Se todos pasan, a man xógase igualmente.
    }
   *[size] **Poxa:** unha volta, comezando á esquerda de quen reparte: paso, un número de trucos ata as cartas da man, ou *board* (o teu lado fai todos os trucos). As poxas da parella súmanse. { $all_pass ->
        [redeal] Se todos pasan, reparte de novo o seguinte.
       *[play] Se todos pasan, a man xógase igualmente.
    }
}
rules-boards = { $lead ->
    [last] { $escalation ->
        [linear] **Boards:** cada board posterior sobe a aposta: dobre, triplo, cuádruplo board. Sae o último que poxou board.
       *[flat] **Boards:** cada board conta unha vez. Sae o último que poxou board.
    }
   *[first] { $escalation ->
        [linear] **Boards:** cada board posterior sobe a aposta: dobre, triplo, cuádruplo board. Sae o primeiro que poxou board.
       *[flat] **Boards:** cada board conta unha vez. Sae o primeiro que poxou board.
    }
}
rules-play = { $trump_lead ->
    [bidder] **Xogo:** sae quen poxou máis alto; hai que seguir o pau se se pode; gaña o triunfo máis alto ou, se non hai, a carta máis alta do pau de saída. Non se pode saír con triunfo antes de que se xogue un, agás se só tes triunfos ou poxaches board.
    [anyone] **Xogo:** sae quen poxou máis alto; hai que seguir o pau se se pode; gaña o triunfo máis alto ou, se non hai, a carta máis alta do pau de saída. Non se pode saír con triunfo antes de que se xogue un, agás se só tes triunfos ou alguén poxou board.
   *[none] **Xogo:** sae quen poxou máis alto; hai que seguir o pau se se pode; gaña o triunfo máis alto ou, se non hai, a carta máis alta do pau de saída. Non se pode saír con triunfo antes de que se xogue un, agás se só tes triunfos.
}
rules-bloopers = **Saídas con Blooper:** se se sae co Gran Blooper, quen teña triunfo xoga o máis alto; se se sae co Pequeno Blooper, o máis baixo.
rules-weak = **Mans febles:** con 7 cartas ou máis, unha man sen ás, sen figura e sen triunfo anúlase e a mesma persoa reparte de novo.
rules-scoring = { $zero ->
    [overtricks] **Puntuación:** cumprir un contrato de *t* trucos: 5 por truco poxado máis 1 por cada truco de máis; non cumprilo: pérdense 5 por truco poxado. Board: 10 por truco polo seu nivel, gáñese ou pérdase. Un lado que non poxou nada suma 1 por truco.
   *[none] **Puntuación:** cumprir un contrato de *t* trucos: 5 por truco poxado máis 1 por cada truco de máis; non cumprilo: pérdense 5 por truco poxado. Board: 10 por truco polo seu nivel, gáñese ou pérdase. Un lado que non poxou nada non suma nada.
}
rules-end-tiebreak = **Final:** gaña quen máis puntos teña tras a última man; un empate decídese cunha man de desempate de 13 cartas: gaña quen chegue antes a 7 trucos.
rules-end-draw = **Final:** gaña quen máis puntos teña tras a última man; un empate queda en táboas.

## O xogo na terminal (python -m bot play)

cli-you = Ti
cli-south = Sur
cli-west = Oeste
cli-north = Norte
cli-east = Leste
cli-you-north = Ti e Norte
cli-west-east = Oeste e Leste
cli-bid = { $who ->
    [you] { $player } poxas { $bid }
   *[other] { $player } poxa { $bid }
}
cli-contracts = { $who ->
    [you] [bold]Contratos:[/bold] { $contracts }. Saes ti.
   *[other] [bold]Contratos:[/bold] { $contracts }. Sae { $player }.
}
cli-trick = { $who ->
    [you] { $played }  →  [bold]{ $player }[/bold] gañas con { $card }
   *[other] { $played }  →  [bold]{ $player }[/bold] gaña con { $card }
}
cli-void = { $reason ->
    [all_pass] [yellow]O reparto anúlase (todos pasaron): repártese de novo.[/yellow]
   *[weak] [yellow]O reparto anúlase (unha man era demasiado feble): repártese de novo.[/yellow]
}
cli-tiebreak = { $first_to ->
    [0] [bold yellow]Empate! Unha man de desempate: 13 cartas, sen poxa, gaña quen faga máis trucos.
    [one] [bold yellow]Empate! Unha man de desempate: 13 cartas, sen poxa, gaña quen chegue antes a { $first_to } truco.
   *[other] [bold yellow]Empate! Unha man de desempate: 13 cartas, sen poxa, gaña quen chegue antes a { $first_to } trucos.
}
cli-tiebreak-won = O desempate é para { $side }.
cli-deal = { $size ->
    [one] Man { $number } de { $total }: { $size } carta, reparte { $dealer }, { $trump }
   *[other] Man { $number } de { $total }: { $size } cartas, reparte { $dealer }, { $trump }
}
cli-deal-tiebreak = { $size ->
    [one] Man de desempate: { $size } carta, reparte { $dealer }, { $trump }
   *[other] Man de desempate: { $size } cartas, reparte { $dealer }, { $trump }
}
cli-drawn = A partida remata en empate.
cli-you-win = [bold green]Gañas![/bold green]
cli-they-win = { $players ->
    [three] [bold red]Gaña { $side }.[/bold red]
   *[four] [bold red]Gañan { $side }.[/bold red]
}
cli-final = Puntuación final: { $totals }
    { $verdict }
cli-game-over = Fin da partida
cli-col-seat = asento
cli-col-bid = poxa
cli-col-tricks = trucos
cli-col-trick = este truco
cli-col-side = lado
cli-col-contract = contrato
cli-col-points = puntos
cli-col-total = total
cli-scores = { $trump }   ·   puntos: { $scores }
cli-wants = contratos: { $contracts }
cli-first-to = { $first_to ->
    [one] desempate: gaña quen chegue antes a { $first_to } truco
   *[other] desempate: gaña quen chegue antes a { $first_to } trucos
}
cli-tiebreak-title = Desempate
cli-hand-title = Man { $number }
cli-your-hand = A túa man
cli-scored = Man { $number } puntuada
cli-bid-prompt = { $top ->
    [0] A túa poxa (paso, board)
    [1] A túa poxa (paso, 1, board)
    [2] A túa poxa (paso, 1 ou 2, board)
   *[other] A túa poxa (paso, 1-{ $top }, board)
}
cli-card-prompt = { $count ->
    [1] A túa carta (1 ou un código como AS)
    [2] A túa carta (1 ou 2 ou un código como AS)
   *[other] A túa carta (1-{ $count } ou un código como AS)
}
cli-bid-help = Poxa paso (ou 0), un número de trucos ou board (o teu lado fai todos os trucos).
cli-card-help = Xoga unha carta polo seu número na túa man ou polo seu código: valor e despois pau, como AS, 10H (ou TH), QD, 7♠; big e little (ou BJ e LJ) para os Bloopers.
cli-not-a-card = { $answer } non é unha carta: proba con 1 ou AS.
cli-turned = virada { $cards }: triunfo { $trump }
cli-turned-no-trump = virada { $cards }: sen triunfo
cli-seed-start = Semente { $seed }: xoga de novo este reparto con --seed { $seed }.
cli-left = Deixaches a partida (semente { $seed }).
cli-seed-end = Semente { $seed }.

## When the server changes under a game
vanished-lobby = 🗑️ Borrouse a canle da sala de Back Alley #{ $game }, así que a sala péchase. { $players }
vanished-game = 🗑️ Borrouse o lugar da partida de Back Alley #{ $game }, así que a partida remata aquí sen resultado. { $players } — achégase o seu rexistro.
resumed-unlocked = 🔓 O fío está desbloqueado: a partida continúa.
resumed-back = ▶️ O bot volveu: a partida continúa.
perm-locked = Este fío está bloqueado: a partida agarda (tamén o seu temporizador) ata que un membro con **Xestionar fíos** o desbloquee.
perm-who-fixes = Un membro con **Xestionar roles** (ou o propietario do servidor) pode devolvérllelos ao rol do bot, en Axustes do servidor → Roles ou nos permisos desta canle.
perm-missing = Ao bot fáltalle { $permissions } { $thread ->
    [yes] neste fío
   *[no] nesta canle
    }: a túa xogada conta, pero a mesa e as xogadas do ordenador poden non verse aquí.
perm-line = **Permisos que lle faltan ao bot { $thread ->
    [yes] neste fío
   *[no] nesta canle
    }:** { $permissions }
perm-none = ningún
forget-only-managers = Só os membros con Xestionar servidor poden borrar os datos deste servidor.
forget-ask = Isto borra as partidas deste servidor (hai { $games }; as que están en curso rematan no acto, sen aviso nas súas canles), a clasificación, as estatísticas e puntuacións de cada xogador aquí e os axustes. Non se pode desfacer.
forget-done = Borradas as partidas ({ $games }), as estatísticas e os axustes deste servidor.
forget-other-server = Este botón é doutro servidor.
forget-button = Borrar as partidas e estatísticas deste servidor
refusal-bad_options-hands = Escribe o tamaño das mans con números do 1 ao 13, como `5,3,1`.

## Pictures

picture-heading-hand = { $size ->
    [one] Man { $number } de { $total } · { $size } carta
   *[other] Man { $number } de { $total } · { $size } cartas
}
picture-heading-tiebreak = { $size ->
    [one] Man de desempate · { $size } carta
   *[other] Man de desempate · { $size } cartas
}
picture-status-draw = Fin da partida: empate
picture-status-wins = Gaña { $player }
picture-status-team-wins = Gaña { $side }: { $members }
picture-footer-won = Último truco para { $player } · { $status }
picture-dealer-mark = D
picture-seat-sits-out = non xoga
picture-seat-to-bid = tócalle poxar
picture-seat-no-bid = aínda sen poxar
picture-seat-bid = poxa { $bid }
picture-seat-passed = pasou
picture-seat-tricks = { $tricks ->
    [one] { $tricks } truco
   *[other] { $tricks } trucos
}
picture-seat-bid-tricks = { $tricks ->
    [one] poxa { $bid } · { $tricks } truco
   *[other] poxa { $bid } · { $tricks } trucos
}
picture-seat-passed-tricks = { $tricks ->
    [one] pasou · { $tricks } truco
   *[other] pasou · { $tricks } trucos
}
picture-turn-up = carta virada
picture-trumps = Triunfo
picture-no-trump = Sen triunfo
picture-scores-to-play = { $count ->
    [one] Puntuación: queda { $count } man
   *[other] Puntuación: quedan { $count } mans
}
picture-scores-after = Puntuación tras a man { $number } de { $total }
picture-scores-draw = Puntuación final: empate
picture-scores-won = Puntuación final: gaña { $side }
picture-scores-won-tiebreak = Puntuación final: gaña { $side } tras un desempate
picture-no-hand-scored = Aínda non se puntuou ningunha man
picture-row-hand = man
picture-row-cards = cartas
picture-row-trump = triunfo
picture-row-bid = poxa
picture-row-tricks = trucos
picture-row-points = puntos
picture-no-trump-short = ST
picture-board-short = { $level ->
    [1] B
   *[other] { $level }B
}
picture-card-big = GRAN
picture-card-little = PEQUENO
picture-card-blooper = BLOOPER
picture-alt-table = Mesa de xogo. { $heading }.
picture-alt-trumps = Triunfo: { $suit }; carta virada: { $card }.
picture-alt-no-trump = Sen triunfo; carta virada: { $card }.
picture-alt-dealer = Reparte: { $player }.
picture-alt-led = { $player } saíu con { $card }
picture-alt-played = { $player } xogou { $card }
picture-alt-current-trick = Truco en xogo: { $plays }.
picture-alt-last-trick = Último truco: { $plays }; gáñao { $player }.
picture-alt-previous-trick = Último truco da man anterior: { $plays }; gáñao { $player }.
picture-alt-no-cards = Aínda non se xogou ningunha carta a este truco.
picture-alt-seat = { $player }: { $line }.
picture-alt-seat-team = { $player } (equipo { $team }): { $line }.
picture-alt-status = { $status }.
picture-alt-hand = { $count ->
    [one] A túa man, { $count } carta; o triunfo é { $suit }.
   *[other] A túa man, { $count } cartas; o triunfo é { $suit }.
}
picture-alt-hand-no-trump = { $count ->
    [one] A túa man, { $count } carta; sen triunfo nesta man.
   *[other] A túa man, { $count } cartas; sen triunfo nesta man.
}
picture-alt-hand-empty = Non tes cartas na man.
picture-alt-hand-suit = { $suit }: { $cards }.
picture-alt-hand-trumps = Triunfos ({ $suit }): { $cards }.
picture-alt-hand-bloopers = Triunfos: { $cards }.
picture-alt-hand-any = Tócache xogar: calquera carta.
picture-alt-hand-playable = Tócache xogar; resaltadas: { $cards }.
picture-alt-hand-none = Tócache, pero non podes xogar ningunha carta.
picture-alt-scores = Folla de puntuación. { $title }. { $scores }.
picture-alt-side = { $side }: { $score }
picture-alt-side-members = { $side } ({ $members }): { $score }
picture-alt-hands = Mans desde a { $first }, cada unha como cartas e triunfo (ST sen triunfo); despois, para cada lado nesa orde, poxa/trucos feitos e puntos (B board, 2B dobre board): { $hands }.
picture-alt-hands-cut = { $count ->
    [one] Mans desde a { $first } (a man { $start } só está na imaxe), cada unha como cartas e triunfo (ST sen triunfo); despois, para cada lado nesa orde, poxa/trucos feitos e puntos (B board, 2B dobre board): { $hands }.
   *[other] Mans desde a { $first } (as mans { $start } a { $end } só están na imaxe), cada unha como cartas e triunfo (ST sen triunfo); despois, para cada lado nesa orde, poxa/trucos feitos e puntos (B board, 2B dobre board): { $hands }.
}
