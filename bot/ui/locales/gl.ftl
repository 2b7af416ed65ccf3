# Back Alley — Galego. As palabras do xogo, as que se din na mesa: baza, poxa, paso, capote,
# triunfo, carta virada, pau, asistir, saír, equipo, parella, man, partida, sala, quen abre a
# sala, anular, levar o resto, desfacer, o comodín grande e o pequeno, o bot (o 🤖 bot forte,
# básico, ao chou) e valoración (véxase o glosario). Discord non ten cliente en galego: os
# nomes dos permisos, dos menús e dos comandos van en inglés, como os ve o xogador; cando se
# fala da aplicación de Discord, dise Back Alley, para non confundila cos bots da mesa.

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
# As letras que se escriben para unha carta, despois da do valor (`rank-A` …): AP, 10C, QD, 7T.
# C é corazóns; nos códigos ingleses era trevos: AC pode ser A♥ ou A♣ (error-card-ambiguous).
# O bot le primeiro estes códigos e despois os ingleses (AS, 10H, QD, BJ).
suit-letter-S = P
suit-letter-H = C
suit-letter-D = D
suit-letter-C = T
joker-code-big = CG
joker-code-little = CP
no-trump = sen triunfo
big-blooper = Comodín grande
little-blooper = Comodín pequeno
# $form: `with` despois de «con», que se contrae co artigo (saíu co ás, saíu coa raíña).
card-name = { $form ->
    [with] { $rank ->
        [ace] co ás
        [king] co rei
        [queen] coa raíña
        [jack] coa xota
        [ten] co dez
        [nine] co nove
        [eight] co oito
        [seven] co sete
        [six] co seis
        [five] co cinco
        [four] co catro
        [three] co tres
       *[deuce] co dous
    }
   *[plain] { $rank ->
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
    }
} de { $suit ->
    [spades] { suit-S }
    [hearts] { suit-H }
    [diamonds] { suit-D }
   *[clubs] { suit-C }
}
joker-name = { $form ->
    [with] { $kind ->
        [big] co comodín grande
        [little] co comodín pequeno
       *[other] co { $joker }
    }
   *[plain] { $kind ->
        [big] o comodín grande
        [little] o comodín pequeno
       *[other] o { $joker }
    }
}
no-cards = (sen cartas)
bid-pass = paso
bid-board = { $level ->
    [2] dobre capote
    [3] triplo capote
    [4] cuádruplo capote
   *[other] capote
}

## Xogadores e equipos

seat-number = asento { $number }
# Un nome común, co seu artigo: «reparte o 🤖 bot forte», «Tócalle ao 🤖 bot forte»;
# o código contrae «a o» en «ao» (e do, no, co, polo) e pon a maiúscula ao comezo da frase.
computer-player = o 🤖 bot { $level }
# Os asentos dun equipo xogados todos por bots do mesmo nivel: «Equipo 2 (dous 🤖 bots fortes)».
computer-players = { $count ->
    [one] un 🤖 bot { $level ->
        [strong] forte
        [basic] básico
       *[random] ao chou
    }
    [2] dous 🤖 bots { $level ->
        [strong] fortes
        [basic] básicos
       *[random] ao chou
    }
    [3] tres 🤖 bots { $level ->
        [strong] fortes
        [basic] básicos
       *[random] ao chou
    }
   *[other] { $count } 🤖 bots { $level ->
        [strong] fortes
        [basic] básicos
       *[random] ao chou
    }
}
picture-computer = o bot { $level }
level-strong = forte
level-basic = básico
level-random = ao chou
side-team = Equipo { $number }
side-seat = Asento { $number }
preset-classic = clásica
preset-pagat = Pagat
preset-pagat-3 = Pagat a tres

## O que le a canle

seat-joined = { $player } séntase.
computer-seated = Séntase un 🤖 bot { $level }.
seat-freed = Quen abriu a sala libera o asento de { $player }.
seat-left = { $player } levántase.
lobby-cancelled = A sala queda cancelada.
game-started = 🃏 **Back Alley** — { $players }, comeza a partida!
seat-away = { $player } está ausente: un bot xoga no seu lugar ata que volva con { COMMAND("backalley back") }.
seat-back = { $player } volve e xoga de novo as súas quendas.
game-abandoned = { $player } anula a partida: non conta para ninguén.
turn-reminded = ⏳ { $player }, é a túa quenda: se non xogas, un bot xogará por ti dentro de { $left }, máis ou menos ({ $when }).
time-ran-out = ⏰ Acabóuselle o tempo a { $player }: un bot xoga esta quenda no seu lugar.
## Na mesa
cards-forced-last = 🃏 Quédalle unha carta a cada xogador: a última baza xógase soa.
card-forced = 🃏 { $player } só ten unha carta válida: xógase automaticamente.
button-last-trick = Última baza
last-trick-title = Última baza: a baza { $number }
last-trick-card = { $player }: **{ $card }**
last-trick-won = Lévaa { $player } con **{ $card }**.
no-last-trick = Aínda non se gañou ningunha baza nesta man.
button-rematch = Revancha
rematch-opened = A sala da revancha está aberta en { $place }: tes o teu asento de antes. Quen abriu a sala comézaa cando todos os asentos estean ocupados.
rematch-joined = Tes o teu asento de antes na sala da revancha, en { $place }.
claim-accepted = 🏳️ { $player } ensina as súas cartas ({ $cards }) e dá por feitas as bazas que quedan: os rivais xa non poden levar ningunha. O resto da man xógase automaticamente e puntúase decontado.
button-claim = Levar o resto
coach-points = { $points ->
    [one] arredor de { $points } punto
   *[other] uns { $points } puntos
}
coach-chance = arredor dun { $percent } % das opcións de gañar o desempate
coach-where-bid = Poxa
coach-where-card = Baza { $trick }, carta { $position }
coach-line-same = ✓ { $where }: { $played }
coach-line-differs = ✗ { $where }: ti, { $played }; o bot forte, { $suggested } — custouche { $cost }
# $bid é a poxa como se le (`bid-pass`: paso; 3; capote): pasar, poxar 3, poxar capote.
coach-moment-bid = { $bid ->
    [paso] pasar
   *[other] poxar { $bid }
}
coach-moment-card = xogar { $card } na baza { $trick }
coach-summary = O que máis che custou: { $moment } ({ $cost }).
coach-summary-clean = Xogaches esta man coma o bot forte.
coach-hand-title = Man { $number }: as túas decisións fronte ás do bot forte
coach-game-title = A partida, man a man, fronte ao bot forte
coach-game-line = { $player }: { $differences ->
    [one] { $differences } diferenza
   *[other] { $differences } diferenzas
}, { $cost } en total; o que máis lle custou, na man { $hand }: { $moment } ({ $worst }).
coach-game-clean = { $player }: todas as decisións coinciden coas do bot forte.
hint-choice = 💡 O bot máis forte escollería **{ $move }**.
hint-alternative = { $move } ({ $cost } menos)
hint-alternative-even = { $move } (practicamente igual)
hint-alternatives = { $count ->
    [one] Outra opción: { $moves }
   *[other] Outras opcións: { $moves }
}
hint-marked = Nesta partida usáronse pistas: non conta para a valoración.
review-bad-hand = Escribe un número de man, como `3`, ou `{ $word }` para toda a partida.
# What a player types for the whole game (English `game` is understood too).
review-game-word = partida
review-choice-game = Toda a partida
setting-hints = { $on ->
    [yes] **Pistas ({ COMMAND("backalley hint") }):** activadas — unha partida na que se usa algunha non conta para a valoración
   *[no] **Pistas ({ COMMAND("backalley hint") }):** desactivadas
}
button-takeback = Desfacer
button-allow = Permitir
button-refuse = Rexeitar
takeback-asked = ↩️ { $player } pide desfacer { $kind ->
    [bid] a súa poxa ({ $move })
   *[play] a súa xogada ({ $move })
}. Agárdase a resposta de { $asked }.
takeback-refused = { $player } rexéitao: { $kind ->
    [bid] a poxa ({ $move })
   *[play] a xogada ({ $move })
} mantense.
takeback-allowed-one = { $player } dá o seu permiso.
takeback-done = ↩️ { $player } desfai { $kind ->
    [bid] a súa poxa ({ $move }):
   *[play] a súa xogada ({ $move }):
} a partida volve ao momento anterior.
takeback-lapsed-played = ⌛ A petición de desfacer caducou: { $player } xa xogou.
takeback-lapsed-time = ⌛ A petición de desfacer caducou: ninguén respondeu en cinco minutos.
takeback-lapsed-over = ⌛ A petición de desfacer caducou: a partida rematou.
setting-takebacks = { $on ->
    [yes] **Desfacer xogadas co permiso dos rivais:** activado
   *[no] **Desfacer xogadas co permiso dos rivais:** desactivado
}
prefs-forced = { $on ->
    [yes] **Xogar automaticamente a carta obrigada:** si — cando só teñas unha carta válida, xógase soa.
   *[no] **Xogar automaticamente a carta obrigada:** non — xogas ti todas as cartas.
}
bid-passed = { $player } pasa.
bid-placed = { $player } poxa **{ $bid }**.
contract-tricks = { $side } ({ $contract })
contract-board = { $side } ({ $level ->
    [2] dobre capote
    [3] triplo capote
    [4] cuádruplo capote
   *[other] capote
})
play-started = Rematou a poxa. Contratos: { $contracts }. Sae { $leader }.
card-played = { $player } xoga **{ $card }**.
trick-won = 🂠 A baza { $number } é para { $player } con **{ $card }**.
all-passed = Todos pasan: a man { $number } anúlase e agora reparte { $dealer }.
weak-hand = Man feble (sen ases, sen figuras e sen triunfos): { $dealer } reparte de novo a man { $number }.
blooper-exchanged = { $player } descarta o outro comodín e colle a seguinte carta do mazo.
tiebreak-started = { $first_to ->
    [0] ⚖️ Empate entre { $sides }. Decídeo unha man de desempate de 13 cartas: gaña quen faga máis bazas.
    [one] ⚖️ Empate entre { $sides }. Decídeo unha man de desempate de 13 cartas: gaña quen chegue antes a { $first_to } baza.
   *[other] ⚖️ Empate entre { $sides }. Decídeo unha man de desempate de 13 cartas: gaña quen chegue antes a { $first_to } bazas.
}
tiebreak-two-handed = Os dous primeiros empatan a bazas: xógase un desempate entre os dous.
deal-line = **{ $heading }** — reparte { $dealer }; carta virada: **{ $card }**; triunfo: **{ $trump }**.
turn-bid-range = { $kind ->
    [computer] ➡️ Tócalle poxar a { $player } (paso, 1–{ $top } ou capote).
   *[person] ➡️ { $player }, tócache poxar (paso, 1–{ $top } ou capote).
}
turn-bid = { $kind ->
    [computer] ➡️ Tócalle poxar a { $player }.
   *[person] ➡️ { $player }, tócache poxar.
}
turn-play = { $kind ->
    [computer] ➡️ Tócalle xogar a { $player }.
   *[person] ➡️ { $player }, tócache xogar.
}
turn-lead = { $kind ->
    [computer] ➡️ Tócalle saír a { $player }.
   *[person] ➡️ { $player }, tócache saír.
}
game-on-in = A partida xógase en { $place }.

## A sala e a mesa

lobby-title = Sala de Back Alley — variante { $preset }
lobby-hands = { $count ->
    [one] { $count } man: { $schedule }
   *[other] { $count } mans: { $schedule }
}
lobby-partnerships = Dous equipos: os asentos 1 e 3 contra os asentos 2 e 4.
lobby-three = Tres xogadores, cada quen pola súa conta.
field-options = Opcións
field-turn-timer = Tempo por quenda
field-host = Quen abriu a sala
field-where = Onde
played-in = A partida xógase en { $place }.
seat-label = Asento { $number }
seat-team-label = Asento { $number } · Equipo { $team }
seat-free = *libre*
status-lobby = Preme **Sentarse** para ocupar un asento. Quen abriu a sala comeza a partida cando todos os asentos estean ocupados.
status-active = A partida está en marcha.
status-cancelled = Cancelouse esta sala.
status-abandoned = Esta partida foi anulada.
status-finished = Esta partida rematou.
hand-heading = { $size ->
    [one] Man { $number } de { $total } — { $size } carta
   *[other] Man { $number } de { $total } — { $size } cartas
}
tiebreak-heading = { $first_to ->
    [0] Man de desempate (13 cartas; gaña quen faga máis bazas)
    [one] Man de desempate (13 cartas; gaña quen chegue antes a { $first_to } baza)
   *[other] Man de desempate (13 cartas; gaña quen chegue antes a { $first_to } bazas)
}
table-title = Back Alley — variante { $preset }
table-title-daily = Back Alley — partida do día, { $day }
game-is-over = A partida rematou.
table-deal = **{ $heading }**
    Reparte { $dealer } · carta virada: { $card } · triunfo: **{ $trump }**
seat-bid = poxa: { $bid }
seat-tricks = { $count ->
    [one] { $count } baza
   *[other] { $count } bazas
}
seat-away-note = ausente: xoga un bot
field-contracts = Contratos
contract-line = { $side }: precisa { $need }, leva { $taken }
need-board = { $level ->
    [2] dobre capote
    [3] triplo capote
    [4] cuádruplo capote
   *[other] capote
} ({ $contract ->
    [one] a única baza
   *[other] as { $contract } bazas
})
field-trick = Baza en xogo
field-scores = Puntuación
field-turn = Quenda
to-bid = Tócalle poxar a { $player }
to-play = Tócalle xogar a { $player }
to-lead = Tócalle saír a { $player }
score-line = { $side } ({ $members }): **{ $score }**
hand-scored-title = Resultado da man { $number } de { $total }
hand-scored-description = { $size ->
    [one] { $size } carta · triunfo: { $trump }
   *[other] { $size } cartas · triunfo: { $trump }
}
hand-scored-side = poxas: { $bids }
    contrato: { $contract }; bazas: { $taken }
    puntos: **{ $points }**; total: **{ $total }**
contract-board-short = { $level ->
    [2] dobre capote
    [3] triplo capote
    [4] cuádruplo capote
   *[other] capote
}
game-drawn = A partida remata en empate.
game-won = Vitoria para { $members } (**{ $side }**) 🎉
game-over-title = Fin da partida
field-final-scores = Puntuación final
field-tiebreak = Decidida nunha man de desempate
tiebreak-tricks = { $tricks }
tiebreak-side-tricks = { $count ->
    [one] { $count } baza para o { $side }
   *[other] { $count } bazas para o { $side }
}

## A man dun xogador

hand-title = A túa man
hand-sit-out = Non xogas esta man de desempate.
hand-turn-up = carta virada: { $card } · triunfo: **{ $trump }**
field-now = Agora
now-bid = **Tócache poxar:** escolle abaixo ou usa { COMMAND("bid") }.
now-play = **Tócache xogar:** preme unha carta (as grises non se poden xogar agora) ou usa { COMMAND("play") }.
waiting-bid = Agardando a que { $player } poxe.
waiting-play = Agardando a que { $player } xogue.
waiting-lead = Agardando a que { $player } saia.
waiting = Agardando.

## Botóns e menús

button-join = Sentarse
button-leave = Levantarse
button-addbot = Engadir bot
button-start = Comezar
button-cancel = Cancelar
button-hand = A miña man
choose-bid = Escolle a túa poxa

## Erros

apology = Sentímolo, algo fallou pola nosa parte. A túa última acción non se rexistrou; téntao de novo.
database-unavailable = Agora mesmo non se pode acceder aos datos da partida: a túa última acción non se rexistrou. Téntao de novo nun momento.
discord-forbidden = Discord non deixou que Back Alley rematase esa acción aquí: fáltalle un permiso nesta canle. Con { COMMAND("backalley settings") } verás cal.
discord-gone = Discord di que a canle ou a mensaxe que fai falta xa non existe.
not-your-turn-bid = Non é a túa quenda: tócalle poxar a { $player }.
not-your-turn-play = Non é a túa quenda: tócalle xogar a { $player }.
error-game_over = A partida rematou.
error-not_your_turn = Non é a túa quenda.
error-wrong_phase-tiebreak = Nunha man de desempate non se poxa: xoga unha carta.
error-wrong_phase-play = A poxa rematou: xoga unha carta.
error-wrong_phase-bid = Agora toca poxar, non xogar unha carta.
error-wrong_phase-claim = Só se pode levar o resto cando xa se están a xogar as cartas.
error-bid_out_of_range = { $top ->
    [0] Só podes pasar ou poxar capote.
    [1] Podes pasar, poxar 1 ou poxar capote.
   *[other] Podes pasar, poxar do 1 ao { $top } ou poxar capote.
}
error-bad_card = `{ $text }` non é unha carta. Escríbea como a ves na túa man (A♠, 10♥, Q♦); cun código, o número ou a letra da carta e despois a do pau (P picas, C corazóns, D diamantes, T trevos), como AP, QD ou 10T; ou polo seu nome, como «raíña de corazóns». Os comodíns son CG (o grande) e CP (o pequeno).
error-card-ambiguous = `{ $text }` pode ser { $first } ou { $second }: escribe a carta como a ves na túa man, ou polo seu nome.
error-card_not_in_hand = Non tes { $card }.
error-must_follow_suit = Tes que asistir ao pau de saída ({ $suit }).
error-must_follow_suit-trumps = Saíron de triunfo: tes que botar un triunfo.
error-must_play_highest_trump = Saíron co comodín grande: tes que botar o teu triunfo máis alto, { $card }.
error-must_play_lowest_trump = Saíron co comodín pequeno: tes que botar o teu triunfo máis baixo, { $card }.
error-trumps_not_broken = Aínda non se xogou ningún triunfo: sae con outro pau.
refusal-no_game = Non hai ningunha partida de Back Alley nesta canle. Abre unha con { COMMAND("backalley new") }.
refusal-no_game-gone = Esta partida xa non existe.
refusal-no_game-finished = Esta partida rematou. { $result }
    { COMMAND("backalley record") } segue dando o seu rexistro e { COMMAND("backalley review") }, as túas decisións fronte ás do bot forte; { COMMAND("backalley new") } abre unha partida nova aquí.
refusal-no_game-abandoned = Esta partida foi anulada: rematou.
    { COMMAND("backalley record") } segue dando o seu rexistro e { COMMAND("backalley review") }, as túas decisións nas mans que se remataron; { COMMAND("backalley new") } abre unha partida nova aquí.
refusal-game_exists = Xa hai unha sala ou unha partida aquí: remátaa ou cancélaa primeiro.
refusal-not_in_game = Non xogas nesta partida.
refusal-not_in_game-person = O asento { $number } ocúpao unha persoa.
refusal-not_host = Só quen abriu a sala pode facer iso.
refusal-not_host-abandon = Só quen abriu a sala ou un membro co permiso **Manage Server** pode anular a partida.
refusal-already_seated = Xa tes asento nesta mesa.
refusal-lobby_full = A mesa está completa.
refusal-seat_taken = O asento { $number } está ocupado.
refusal-seat_taken-team = O equipo { $number } está completo.
refusal-no_such_seat = Escolle un asento do 1 ao { $players }.
refusal-no_such_seat-team = Nunha partida por equipos, os equipos son o 1 e o 2.
refusal-no_such_seat-empty = O asento { $number } está baleiro.
refusal-table_not_full = { $missing ->
    [one] Falta { $missing } xogador para comezar.
   *[other] Faltan { $missing } xogadores para comezar.
}
refusal-not_in_game-rematch = Só quen xogou esa partida pode pedir a revancha.
refusal-not_started-rematch = Esa partida non rematou.
refusal-claim = Non está garantido: os rivais aínda poderían levar algunha baza.
refusal-claim-unsure = Non se pode garantir que todas as bazas que quedan sexan túas: non houbo tempo de comprobalo. Segue xogando ou téntao de novo máis tarde.
refusal-no_hints = As pistas están desactivadas neste servidor: un membro co permiso **Manage Server** pode activalas con { OPTION("backalley settings", "hints") }.
refusal-no_hints-turn = Só podes pedir unha pista na túa quenda.
refusal-no_review = A man { $number } aínda non rematou: só se pode revisar unha man acabada.
refusal-no_review-none = Aínda non rematou ningunha man dunha partida desta canle.
refusal-takeback-mine = Só quen fixo a xogada pode pedir desfacela.
refusal-takeback-twice = Xa se pediu desfacer esa xogada.
refusal-takeback-waiting = Xa hai unha petición para desfacer pendente de resposta.
refusal-takeback-late = Demasiado tarde: alguén xogou despois.
refusal-takeback-lapsed = Demasiado tarde: a petición caducou aos cinco minutos.
refusal-takeback-none = Non hai ningunha petición para desfacer pendente de resposta.
refusal-takeback-not_asked = Só poden responder os xogadores aos que se lles preguntou.
refusal-takeback-answered = Xa respondiches.
refusal-takeback-gone = Esa xogada xa se desfixo.
refusal-takeback-off = Neste servidor non se poden desfacer xogadas.
refusal-not_started = A partida aínda non comezou.
refusal-not_started-abandon = A partida non comezou: o que podes facer é cancelar a sala.
refusal-already_started = A partida xa comezou.
refusal-already_started-leave = A partida xa comezou: xa non podes levantarte. Quen abriu a sala (ou un membro co permiso **Manage Server**) pode anulala.
refusal-game_ended = Esta partida rematou.
refusal-game_ended-finished = Esta partida rematou.
refusal-game_ended-abandoned = Esta partida foi anulada e xa rematou.
refusal-game_ended-cancelled = Cancelouse esta sala.
refusal-game_ended-gone = Esta partida xa non existe.
refusal-bad_options-timer = O tempo por quenda ten que ser maior ca cero.
refusal-bad_options-timer_long = { $days ->
    [one] O tempo por quenda é de { $days } día como máximo, como `12h` ou `1d`.
   *[other] O tempo por quenda é de { $days } días como máximo, como `12h` ou `7d`.
}
refusal-bad_options-levels = Ese nivel non existe. Os niveis dos bots son { $levels }.
refusal-bad_options-sort = Pódese ordenar por { $sorts }.
refusal-bad_options-preset = As variantes son { $presets }.
refusal-bad_options-option = A opción `{ $option }` non existe ou non admite ese valor.
refusal-bad_options-settings = Axustes descoñecidos: { $settings }.
refusal-host_cannot_leave = A sala é túa: cancélaa no canto de levantarte.
refusal-host_cannot_leave-remove = Non podes quitar o teu propio asento: cancela a sala.
refusal-already_away = Xa xoga un bot por ti: usa { COMMAND("backalley back") } para volver.
refusal-not_away = Non estás ausente: xa xogas ti.
refusal-stale = Este botón é dunha man anterior. Abre de novo a túa man con { COMMAND("hand") } ou **A miña man**.
refusal-moved_on = A partida seguiu mentres o facías: a túa acción non se rexistrou. Mira a mesa e téntao de novo.
bad-hands = Escribe cantas cartas ten cada man con números do 1 ao 13, como `5,3,1`.
bad-timer = Escribe o tempo por quenda como `30m`, `12h` ou `2d`, ou `non` para xogar sen límite.
bad-value = { $kind ->
    [integer] { $value } non é un número enteiro.
    [number] { $value } non é un número.
    [boolean] { $value } non vale: a resposta debe ser si ou non.
    [user] { $value } non é membro deste servidor.
    [channel] { $value } non é unha canle deste servidor.
    [role] { $value } non é un rol deste servidor.
   *[other] { $value } non é un valor válido aquí.
}
not-here = Aquí non podes usar este comando.
settings-manage = Só os membros co permiso **Manage Server** poden cambiar os axustes.
no-record = Nesta canle aínda non se xogou ningunha partida.
not-dealt = A partida aínda non comezou: as túas cartas chegan co primeiro reparto.

## Outras respostas

record-complete = O rexistro completo desta partida.
record-partial = O rexistro das mans xogadas ata agora (sen a man en curso).
setting-computer-ratings = { $on ->
    [yes] **Partidas con bots na valoración:** si
   *[no] **Partidas con bots na valoración:** non
}
setting-images = { $on ->
    [yes] **Imaxes de cartas, mesas e puntuacións:** activadas
   *[no] **Imaxes de cartas, mesas e puntuacións:** desactivadas
}
setting-language = **Idioma das mensaxes do servidor:** { $language }
language-set = Verás Back Alley en { $language }.
language-unset = Verás Back Alley no idioma do teu Discord.
language-automatic = automático (o idioma de Discord do servidor)

## Clasificación, estatísticas e historial

lb-unrated = aínda sen valoración
lb-wins = { $count ->
    [one] { $count } vitoria
   *[other] { $count } vitorias
}
lb-win-rate = { $rate } de vitorias
lb-points-per-hand = puntos por man: { $points }
lb-contracts = { $rate } de contratos cumpridos
lb-all-presets = todas as variantes
lb-title = Clasificación — { $sort } ({ $preset })
lb-empty = Aínda non hai partidas rematadas aquí. Abre unha con { COMMAND("backalley new") }.
lb-row = { $games ->
    [one] `#{ $rank }` { $player } — **{ $value }** · { $games } partida{ $marker }
   *[other] `#{ $rank }` { $player } — **{ $value }** · { $games } partidas{ $marker }
}
lb-your-place = O teu posto
lb-place = { $player } está no posto **{ $rank }.º** de { $players }: { $value }
lb-footer = { $players ->
    [one] Páxina { $page } de { $pages } · { $players } xogador
   *[other] Páxina { $page } de { $pages } · { $players } xogadores
}
lb-previous = ◀ Anterior
lb-next = Seguinte ▶
sort-rating = valoración
sort-wins = vitorias
sort-win_rate = porcentaxe de vitorias
sort-points_per_hand = puntos por man
sort-contract_rate = contratos cumpridos
stats-title = Estatísticas de Back Alley
stats-none = { $player } aínda non rematou ningunha partida neste servidor.
stats-games = Partidas
stats-games-value = { $games } ({ $wins ->
    [one] { $wins } gañada
   *[other] { $wins } gañadas
}, { $losses ->
    [one] { $losses } perdida
   *[other] { $losses } perdidas
}, { $draws ->
    [one] { $draws } empatada
   *[other] { $draws } empatadas
})
stats-win-rate = Porcentaxe de vitorias
stats-rating = Valoración
stats-rating-value = { $games ->
    [one] { $rating } ({ $games } partida que conta)
   *[other] { $rating } ({ $games } partidas que contan)
}
stats-points = Puntos por man
stats-contracts = Contratos cumpridos
stats-contracts-value = { $rate } ({ $made } de { $tried })
stats-boards = Capotes
stats-boards-value = cumpridos: { $made } de { $bid }
stats-best = Mellor partida
stats-streak = Racha actual
streak-win = { $count ->
    [one] { $count } vitoria
   *[other] { $count } vitorias
}
streak-loss = { $count ->
    [one] { $count } derrota
   *[other] { $count } derrotas
}
streak-draw = { $count ->
    [one] { $count } empate
   *[other] { $count } empates
}
stats-partner = Parella favorita
stats-partner-value = { $games ->
    [one] { $partner } ({ $games } partida, { $won ->
        [one] { $won } gañada)
       *[other] { $won } gañadas)
    }
   *[other] { $partner } ({ $games } partidas, { $won ->
        [one] { $won } gañada)
       *[other] { $won } gañadas)
    }
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

## /backalley rules (un resumo de RULES.md para unha variante)

rules-title = Regras de Back Alley — variante { $preset }
rules-players-four = **Xogadores:** 4, en dous equipos (os asentos 1 e 3 contra o 2 e o 4).
rules-players-three = **Xogadores:** 3, cada quen pola súa conta.
rules-hands = **Mans:** { $count } — { $schedule } cartas.
rules-cards = **Cartas:** 54 — os dous comodíns, o grande e o pequeno, son os dous triunfos máis altos; despois, A K Q J 10 … 2.
rules-trumps-swap = **Triunfo:** márcao a carta virada tras o reparto. Se é un comodín, non hai triunfo, e quen teña o outro comodín cámbiao pola carta seguinte.
rules-trumps-turn = **Triunfo:** márcao a carta virada tras o reparto. Se sae un comodín, séguense virando cartas ata que saia unha que non o sexa.
rules-bidding = { $top ->
    [minus] **Poxa:** unha soa volta, comezando pola esquerda de quen reparte: paso, un número de bazas ata unha menos que as cartas da man, ou *capote* (facer todas as bazas). As poxas dun mesmo equipo súmanse. { $all_pass ->
        [redeal] Se todos pasan, volve repartir o seguinte.
       *[play] Se todos pasan, a man xógase igualmente.
    }
   *[size] **Poxa:** unha soa volta, comezando pola esquerda de quen reparte: paso, un número de bazas ata tantas como cartas ten a man, ou *capote* (facer todas as bazas). As poxas dun mesmo equipo súmanse. { $all_pass ->
        [redeal] Se todos pasan, volve repartir o seguinte.
       *[play] Se todos pasan, a man xógase igualmente.
    }
}
rules-boards = { $lead ->
    [last] { $escalation ->
        [linear] **Capotes:** cada novo capote sobe o que está en xogo: dobre, triplo e cuádruplo capote. Sae quen poxou capote en último lugar.
       *[flat] **Capotes:** cada capote conta unha soa vez. Sae quen poxou capote en último lugar.
    }
   *[first] { $escalation ->
        [linear] **Capotes:** cada novo capote sobe o que está en xogo: dobre, triplo e cuádruplo capote. Sae quen poxou capote primeiro.
       *[flat] **Capotes:** cada capote conta unha soa vez. Sae quen poxou capote primeiro.
    }
}
rules-play = { $trump_lead ->
    [bidder] **Xogo:** sae quen poxou máis alto; hai que asistir ao pau de saída se se pode; gaña o triunfo máis alto ou, se non hai, a carta máis alta do pau de saída. Non se pode saír de triunfo ata que se xogue algún, agás que só teñas triunfos ou que poxases capote.
    [anyone] **Xogo:** sae quen poxou máis alto; hai que asistir ao pau de saída se se pode; gaña o triunfo máis alto ou, se non hai, a carta máis alta do pau de saída. Non se pode saír de triunfo ata que se xogue algún, agás que só teñas triunfos ou que alguén poxase capote.
   *[none] **Xogo:** sae quen poxou máis alto; hai que asistir ao pau de saída se se pode; gaña o triunfo máis alto ou, se non hai, a carta máis alta do pau de saída. Non se pode saír de triunfo ata que se xogue algún, agás que só teñas triunfos.
}
rules-bloopers = **Saídas de comodín:** se se sae co comodín grande, quen teña triunfos bota o máis alto; se se sae co pequeno, o máis baixo.
rules-weak = **Mans febles:** con 7 cartas ou máis, unha man sen ases, sen figuras e sen triunfos anúlase, e reparte de novo a mesma persoa.
rules-scoring = { $zero ->
    [overtricks] **Puntuación:** se se cumpre un contrato de *t* bazas, 5 puntos por baza poxada máis 1 por cada baza de máis; se non se cumpre, pérdense 5 por baza poxada. Capote: gáñanse ou pérdense 10 puntos por baza, multiplicados polo seu nivel. Un equipo con contrato 0 (ninguén do equipo poxou ningunha baza) suma 1 por cada baza que leve.
   *[none] **Puntuación:** se se cumpre un contrato de *t* bazas, 5 puntos por baza poxada máis 1 por cada baza de máis; se non se cumpre, pérdense 5 por baza poxada. Capote: gáñanse ou pérdense 10 puntos por baza, multiplicados polo seu nivel. Un equipo con contrato 0 (ninguén do equipo poxou ningunha baza) non suma nada, leve as bazas que leve.
}
rules-end-tiebreak = **Final:** gaña quen teña máis puntos tras a última man; un empate resólvese cunha man de desempate de 13 cartas: gaña quen chegue antes a 7 bazas.
rules-end-draw = **Final:** gaña quen teña máis puntos tras a última man; se hai empate, a partida remata empatada.

## O xogo na terminal (python -m bot play)

cli-you = Ti
cli-south = Sur
cli-west = Oeste
cli-north = Norte
cli-east = Leste
cli-you-north = Ti e Norte
cli-west-east = Oeste e Leste
cli-bid = { $who ->
    [you] { $player }: { $bid }
   *[other] { $player }: { $bid }
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
    [0] [bold yellow]Empate! Man de desempate: 13 cartas, sen poxa; gaña quen faga máis bazas.
    [one] [bold yellow]Empate! Man de desempate: 13 cartas, sen poxa; gaña quen chegue antes a { $first_to } baza.
   *[other] [bold yellow]Empate! Man de desempate: 13 cartas, sen poxa; gaña quen chegue antes a { $first_to } bazas.
}
cli-tiebreak-won = O desempate é para { $side }.
cli-deal = { $size ->
    [one] Man { $number } de { $total } — { $size } carta · reparte: { $dealer } · { $trump }
   *[other] Man { $number } de { $total } — { $size } cartas · reparte: { $dealer } · { $trump }
}
cli-deal-tiebreak = { $size ->
    [one] Man de desempate — { $size } carta · reparte: { $dealer } · { $trump }
   *[other] Man de desempate — { $size } cartas · reparte: { $dealer } · { $trump }
}
cli-drawn = A partida remata en empate.
cli-you-win = [bold green]Gañaches![/bold green]
cli-they-win = { $players ->
    [three] [bold red]Gaña { $side }.[/bold red]
   *[four] [bold red]Gañan { $side }.[/bold red]
}
cli-final = Puntuación final: { $totals }
    { $verdict }
cli-game-over = Fin da partida
cli-col-seat = asento
cli-col-bid = poxa
cli-col-tricks = bazas
cli-col-trick = esta baza
cli-col-side = equipo
cli-col-contract = contrato
cli-col-points = puntos
cli-col-total = total
cli-scores = { $trump }   ·   puntos: { $scores }
cli-wants = contratos: { $contracts }
cli-first-to = { $first_to ->
    [one] desempate: gaña quen chegue antes a { $first_to } baza
   *[other] desempate: gaña quen chegue antes a { $first_to } bazas
}
cli-tiebreak-title = Desempate
cli-hand-title = Man { $number }
cli-your-hand = A túa man
cli-scored = Resultado da man { $number }
cli-bid-prompt = { $top ->
    [0] A túa poxa (paso ou capote)
    [1] A túa poxa (paso, 1 ou capote)
    [2] A túa poxa (paso, 1, 2 ou capote)
   *[other] A túa poxa (paso, 1-{ $top } ou capote)
}
cli-card-prompt = { $count ->
    [1] A túa carta (1 ou un código como AP)
    [2] A túa carta (1, 2 ou un código como AP)
   *[other] A túa carta (1-{ $count } ou un código como AP)
}
cli-bid-help = Escribe paso (ou 0), un número de bazas ou capote (facer todas as bazas).
cli-card-help = Xoga unha carta polo número que ten na túa man; como a ves na man (A♠, 10♥, Q♦); cun código, o número ou a letra da carta e despois a do pau (P picas, C corazóns, D diamantes, T trevos: AP, QD, 10T); ou polo seu nome (raíña de corazóns). Os comodíns son CG (o grande) e CP (o pequeno).
cli-not-a-card = { $answer } non é unha carta: proba con 1 ou con AP.
cli-turned = carta virada { $cards }: triunfo { $trump }
cli-turned-no-trump = carta virada { $cards }: sen triunfo
cli-seed-start = Semente { $seed }: volve xogar as mesmas cartas con --seed { $seed }.
cli-left = Deixaches a partida (semente { $seed }).
cli-seed-end = Semente { $seed }.

## Cando o servidor cambia baixo unha partida
vanished-lobby = 🗑️ Borrouse a canle da sala de Back Alley #{ $game }, así que a sala péchase. { $players }
vanished-game = 🗑️ Borrouse a canle ou o fío da partida de Back Alley #{ $game }, así que a partida remata aquí sen resultado. { $players } — achégase o seu rexistro.
resumed-unlocked = 🔓 O fío está desbloqueado: a partida continúa.
resumed-back = ▶️ Back Alley volveu: a partida continúa.
perm-locked = Este fío está bloqueado: a partida (e o seu tempo por quenda) agarda ata que un membro co permiso **Manage Threads** o desbloquee.
perm-who-fixes = Un membro co permiso **Manage Roles** (ou o propietario do servidor) pode devolverllos ao rol de Back Alley en **Server Settings → Roles** ou nos permisos desta canle.
# Discord's own names of its permissions, as its client shows them (no client in this language: the English client's)
perm-name-view_channel = View Channel
perm-name-send_messages = Send Messages
perm-name-send_messages_in_threads = Send Messages in Threads
perm-name-embed_links = Embed Links
perm-name-attach_files = Attach Files
perm-name-read_message_history = Read Message History
perm-name-create_public_threads = Create Public Threads
perm-name-create_private_threads = Create Private Threads
perm-name-manage_roles = Manage Roles
perm-missing = A Back Alley fáltanlle permisos { $thread ->
    [yes] neste fío
   *[no] nesta canle
    }: { $permissions }. A túa xogada conta, pero pode que a mesa e as xogadas dos bots non se vexan aquí.
perm-line = **Permisos que lle faltan a Back Alley { $thread ->
    [yes] neste fío
   *[no] nesta canle
    }:** { $permissions }
perm-none = ningún
# What Back Alley's roles lack in the server for each feature the server uses (the settings)
perm-features = **Permisos que lles faltan aos roles de Back Alley neste servidor, por función:** { $features }
perm-feature = { $feature } ({ $permissions })
feature-table = as partidas
feature-events = os torneos
feature-daily = a partida do día
feature-season-posts = a clasificación final das tempadas
feature-champion-role = o rol do primeiro posto
forget-only-managers = Só os membros co permiso **Manage Server** poden borrar os datos deste servidor.
forget-ask = Isto borra as partidas deste servidor (hai { $games }; as que estean en curso rematan no acto, sen aviso nas súas canles), a clasificación, as estatísticas e as valoracións de cada xogador aquí e os axustes. Non se pode desfacer.
forget-done = Borráronse as partidas ({ $games }), as estatísticas e os axustes deste servidor.
forget-other-server = Este botón é doutro servidor.
forget-button = Borrar as partidas e as estatísticas deste servidor
refusal-bad_options-hands = Escribe cantas cartas ten cada man con números do 1 ao 13, como `5,3,1`.

## Imaxes
# As palabras que se debuxan nas imaxes (curtas: comparten placa ou cela cun nome) e o seu
# texto para os lectores de pantalla (`picture-alt-…`, lido en voz alta, nunca debuxado).

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
picture-status-team-wins = Gaña o { $side }: { $members }
picture-footer-won = Última baza para { $player } · { $status }
# A ficha de quen reparte na placa dun asento: unha letra (R de «reparte»).
picture-dealer-mark = R
picture-seat-final = { $points ->
    [one] { $points } punto en total
   *[other] { $points } puntos en total
}
picture-seat-sits-out = non xoga
picture-seat-to-bid = tócalle poxar
picture-seat-no-bid = aínda sen poxar
picture-seat-bid = poxa { $bid }
picture-seat-passed = pasa
picture-seat-tricks = { $tricks ->
    [one] { $tricks } baza
   *[other] { $tricks } bazas
}
picture-seat-bid-tricks = { $tricks ->
    [one] poxa { $bid } · { $tricks } baza
   *[other] poxa { $bid } · { $tricks } bazas
}
picture-seat-passed-tricks = { $tricks ->
    [one] pasa · { $tricks } baza
   *[other] pasa · { $tricks } bazas
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
picture-scores-won = Puntuación final: gaña o { $side }
picture-scores-won-tiebreak = Puntuación final: gaña o { $side } tras un desempate
picture-no-hand-scored = Aínda non se puntuou ningunha man
picture-row-hand = man
picture-row-cards = cartas
picture-row-trump = triunfo
picture-row-bid = poxa
picture-row-tricks = bazas
picture-row-points = puntos
# Unha man sen triunfo nunha cela da folla, e un capote (C; 2C, un dobre capote).
picture-no-trump-short = ST
picture-board-short = { $level ->
    [1] C
   *[other] { $level }C
}
# Debúxanse no comodín, unha enriba e outra debaixo: GRAN / COMODÍN.
picture-card-big = GRAN
picture-card-little = PEQUENO
picture-card-blooper = COMODÍN
picture-alt-table = Mesa de xogo. { $heading }.
picture-alt-trumps = Triunfo: { $suit }; carta virada: { $card }.
picture-alt-no-trump = Sen triunfo; carta virada: { $card }.
picture-alt-dealer = Reparte { $player }.
picture-alt-led = { $player } saíu { $card }
picture-alt-played = { $player } xogou { $card }
picture-alt-then = { $first }, { $next }
picture-alt-current-trick = Baza en xogo: { $plays }.
picture-alt-last-trick = Última baza: { $plays }; lévaa { $player }.
picture-alt-previous-trick = Última baza da man anterior: { $plays }; lévaa { $player }.
picture-alt-no-cards = Aínda non se xogou ningunha carta nesta baza.
picture-alt-seat = { $player }: { $line }.
picture-alt-seat-team = { $player } (equipo { $team }): { $line }.
picture-alt-status = { $status }.
picture-alt-hand = { $count ->
    [one] A túa man, { $count } carta; triunfan { $suit }.
   *[other] A túa man, { $count } cartas; triunfan { $suit }.
}
picture-alt-hand-no-trump = { $count ->
    [one] A túa man, { $count } carta; nesta man non hai triunfo.
   *[other] A túa man, { $count } cartas; nesta man non hai triunfo.
}
picture-alt-hand-empty = Non tes cartas na man.
picture-alt-hand-suit = { $suit }: { $cards }.
picture-alt-hand-trumps = Triunfos ({ $suit }): { $cards }.
picture-alt-hand-bloopers = Triunfos: { $cards }.
picture-alt-hand-any = Tócache xogar: calquera carta.
picture-alt-hand-playable = Tócache xogar; podes xogar: { $cards }.
picture-alt-hand-none = Tócache, pero non podes xogar ningunha carta.
picture-alt-scores = Folla de puntuación. { $title }. { $scores }.
picture-alt-side = { $side }: { $score }
picture-alt-side-members = { $side } ({ $members }): { $score }
picture-alt-hands = Mans desde a { $first }, cada unha coas súas cartas e o seu triunfo (ST: sen triunfo); despois, para cada equipo nesa orde, poxa/bazas feitas e puntos (C: capote; 2C: dobre capote): { $hands }.
picture-alt-hands-cut = { $count ->
    [one] Mans desde a { $first } (a man { $start } só está na imaxe), cada unha coas súas cartas e o seu triunfo (ST: sen triunfo); despois, para cada equipo nesa orde, poxa/bazas feitas e puntos (C: capote; 2C: dobre capote): { $hands }.
   *[other] Mans desde a { $first } (as mans da { $start } á { $end } só están na imaxe), cada unha coas súas cartas e o seu triunfo (ST: sen triunfo); despois, para cada equipo nesa orde, poxa/bazas feitas e puntos (C: capote; 2C: dobre capote): { $hands }.
}

## Seasons
refusal-bad_options-season = Este servidor non ten ningunha tempada «{ $season }». Escolle unha da lista, ou «Desde sempre».
refusal-bad_options-season-kind = Unha tempada pode ser mensual, trimestral ou estar desactivada, non { $season }.
refusal-bad_options-timezone = Non coñezo o fuso horario { $zone }. Escolle un da lista, como Europe/Madrid ou America/New_York.
settings-clear-and-set = Escolle unha canle ou un rol, ou quítao, pero non as dúas cousas á vez.
setting-season = { $kind ->
    [monthly] **Tempadas:** mensuais
    [quarterly] **Tempadas:** trimestrais
   *[off] **Tempadas:** desactivadas
}
setting-timezone = **Fuso horario:** { $zone }
setting-announcements = { $chosen ->
    [yes] **Resultados de cada tempada en:** { $channel }
   *[no] **Resultados de cada tempada en:** ningunha canle (escolle unha con { OPTION("backalley settings","announcements") })
}
setting-champion-role = { $chosen ->
    [yes] **Rol para quen gañe a tempada:** { $role }
   *[no] **Rol para quen gañe a tempada:** ningún
}
season-role-title = Rol para quen gañe a tempada
season-role-no-permission = Non puiden dar o rol { $role } ao primeiro posto da tempada: preciso o permiso **Manage Roles**.
season-role-too-high = Non puiden dar o rol { $role } ao primeiro posto da tempada: está por riba do meu rol máis alto (ou pertence a unha integración). Coloca o meu rol por riba dese en Server Settings → Roles.
season-role-gone = O rol do primeiro posto xa non existe: escolle outro con { OPTION("backalley settings","champion_role") }.
season-quarter = { $quarter }.º trimestre de { $year }
season-over-title = Fin da tempada: { $season }
season-over-nobody = { $games ->
    [one] Ninguén xogou { $games } partida que conte para a valoración, o mínimo para entrar na clasificación desta tempada.
   *[other] Ninguén xogou { $games } partidas que conten para a valoración, o mínimo para entrar na clasificación desta tempada.
}
season-champions = { $count ->
    [1] 🏆 Primeiro posto: { $champions }
   *[other] 🏆 Primeiro posto (empate): { $champions }
}
season-row = { $games ->
    [one] `#{ $place }` { $player } — **{ $rating }** · { $games } partida
   *[other] `#{ $place }` { $player } — **{ $rating }** · { $games } partidas
}
season-ranked = Na clasificación: { $count }
season-former-member = alguén que xa non está no servidor
season-all-time = Desde sempre
lb-season-title = Clasificación — { $season } — { $sort } ({ $preset })
lb-season-empty = { $current ->
    [yes] { $games ->
        [one] Aínda non hai ninguén na clasificación desta tempada: éntrase ao xogar na tempada { $games } partida que conte para a valoración. { OPTION("leaderboard","season") } tamén ofrece a clasificación «Desde sempre».
       *[other] Aínda non hai ninguén na clasificación desta tempada: éntrase ao xogar na tempada { $games } partidas que conten para a valoración. { OPTION("leaderboard","season") } tamén ofrece a clasificación «Desde sempre».
    }
   *[no] Ninguén entrou na clasificación desa tempada.
}
lb-season-footer = { $games ->
    [one] para entrar: { $games } partida que conte para a valoración
   *[other] para entrar: { $games } partidas que conten para a valoración
}
stats-season = Esta tempada ({ $season })
stats-season-none = Aínda non hai partidas esta tempada.
stats-season-unranked = Partidas: { $games } · vitorias: { $wins } · { $needed ->
    [one] para entrar na clasificación falta { $needed } partida que conte para a valoración
   *[other] para entrar na clasificación faltan { $needed } partidas que conten para a valoración
}
stats-season-ranked = **{ $place }.º** · valoración { $rating } · partidas: { $games } · vitorias: { $wins }
picture-season-title = Clasificación final: { $season }
picture-season-champions = { $count ->
    [1] Primeiro posto:
   *[other] Primeiro posto (empate):
}
picture-season-no-champion = ninguén na clasificación
picture-season-rating = Valoración
picture-season-games = Partidas
picture-season-ranked = Na clasificación: { $count }
picture-alt-season = { $count ->
    [1] Clasificación final de { $season }. Primeiro posto: { $champions }.
   *[other] Clasificación final de { $season }. Primeiro posto, con empate: { $champions }.
}
picture-alt-season-row = Posto { $place }: { $player }, valoración { $rating }, partidas: { $games }.

## Games and away
games-title = As túas partidas
games-empty = Non tes ningunha partida nin sala aberta nos servidores que compartimos. Abre unha con { COMMAND("backalley new") } nunha canle dun servidor.
games-page = { $total ->
    [one] Páxina { $page } de { $pages } · { $total } partida
   *[other] Páxina { $page } de { $pages } · { $total } partidas
}
games-jump = ir á mesa
games-awaited = **é a túa quenda** desde { $since }
games-waiting = é a quenda doutra persoa desde { $since }
games-lobby = sala: { $seated } de { $players } asentos ocupados, aberta { $since }
games-deadline = o tempo por quenda esgótase { $when }
games-hand = man { $number } de { $total }
games-tiebreak = man de desempate
games-score = puntos: { $ours } a { $theirs }
games-not-yours = Esta lista de partidas é de { $owner }: { COMMAND("backalley games") } móstrache a túa.
server-only = Este comando funciona na canle dun servidor, onde están as súas partidas. Aquí, { COMMAND("backalley games") } mostra as túas partidas de todos os servidores.
seat-away-until = { $player } está ausente ata { $until }: ata entón, un bot xoga as súas quendas, agás que volva antes con { COMMAND("backalley back") }.
seat-away-until-note = ausente ata { $until }: xoga un bot
away-ended = { $player } está de volta: rematou a ausencia prevista ata { $until } e volve xogar as súas quendas.
away-until-unreadable = Non sei ler «{ $typed }» como data nin como duración: indica unha duración como 3d, 12h ou 2d6h, ou unha data como 2026-12-24 (ou 2026-12-24 18:00), que se le no teu fuso horario se escolliches un; se non, en UTC.
away-until-past = Ese momento ({ $until }) xa pasou: indica un momento futuro.
away-until-far = { $days ->
    [one] Iso queda a máis de { $days } día: escolle un momento dentro de { $days } día.
   *[other] Iso queda a máis de { $days } días: escolle un momento dentro dos próximos { $days } días.
}

## Daily deal

daily-thread-name = Partida do día { $day } · { $player }
daily-started = 🌅 A partida do día agárdate en { $place }: { $count ->
    [one] { $count } man
   *[other] { $count } mans
} con tres bots fortes (un no teu equipo e dous rivais), ao teu ritmo. Hoxe todo o servidor xoga as mesmas cartas: por iso, se pasan os catro, non se volve repartir, senón que a man se xoga igual, cos dous equipos sen poxar nada. Cando remates, verás como lles foi aos demais.
daily-resume = A túa partida do día segue en { $place }: alí tes de novo a súa mesa.
daily-no-thread = A partida do día xógase nun fío privado, e Back Alley non pode crear un aquí (precisa **Create Private Threads**). Próbao noutra canle.
daily-over = 🏁 Remataches a partida do día. { COMMAND("backalley daily") } mostra a clasificación do día e, man a man, o que fixo cada quen coas mesmas cartas.
daily-ranking-title = Partida do día, { $day }
daily-ranking-line = **{ $place }.** { $player } — { $percent }
daily-yours = O teu día
daily-your-result = **{ $percent }**, posto { $place } de { $count }
daily-streak = { $count ->
    [one] Racha: { $count } día seguido
   *[other] Racha: { $count } días seguidos
}
daily-ranking-more = Cada man, o resultado de todos: { OPTION("backalley daily", "hand") } (de 1 a { $count }). O mes: { OPTION("backalley daily", "month") }. As túas xogadas fronte ás do bot forte: { OPTION("backalley review", "daily") }.
daily-traveller-title = Man { $number } da partida do día, { $day }
daily-traveller-line = { $player } — poxa { $bid }, bazas { $tricks }, puntos { $points }: **{ $percent }**
daily-your-cards = As túas cartas
daily-month-title = Partida do día: clasificación de { $month }
daily-month-line = **{ $place }.** { $player } — { $points } ({ $days ->
    [one] { $days } día
   *[other] { $days } días
}, media { $average })
daily-month-empty = Aínda ninguén rematou unha partida do día este mes.
daily-month-footer = Cada día suma a súa porcentaxe: canto máis días xogues, máis alto podes chegar.
setting-daily-schedule = **Mans da partida do día ({ OPTION("backalley settings", "daily_schedule") }):** { $hands }
refusal-daily-played = Xa xogaches a partida do día de hoxe: só hai unha ao día. Mañá haberá outra.
refusal-daily-not_finished = Os resultados da partida do día de hoxe vense cando remates a túa. Xógaa con { COMMAND("backalley daily") }.
refusal-daily-game = Iso non se pode facer na partida do día: cada quen a xoga unha soa vez, pola súa conta, sen pistas, sen desfacer xogadas e sen deixar un bot no seu asento.
refusal-daily-schedule = A partida do día ten de 1 a { $most } mans, de 1 a 13 cartas cada unha, por exemplo `13,10,7,4,1`.
refusal-daily-no_hand = { $count ->
    [one] O teu día tivo { $count } man: escolle a man 1.
   *[other] O teu día tivo { $count } mans: escolle unha de 1 a { $count }.
}
picture-daily-ranking = Partida do día · { $day }
picture-daily-traveller = Man { $number } · { $day }
picture-daily-cards = As túas cartas
picture-daily-matchpoints = Porcentaxe
picture-alt-daily-ranking = Clasificación da partida do día, { $day }:
picture-alt-daily-row = { $place }. { $player } { $percent }
picture-alt-traveller = Man { $number } da partida do día, { $day }; as túas cartas: { $cards }:
picture-alt-traveller-row = { $player }: poxa { $bid }, bazas { $tricks }, puntos { $points }, { $percent }

## Notifications
prefs-notify = { $notify ->
    [dm] **A túa quenda:** por mensaxe directa, co botón «A miña man».
    [none] **A túa quenda:** sen avisos; revisas as túas partidas pola túa conta.
   *[mention] **A túa quenda:** unha mención no fío da partida.
}
prefs-zone = **Fuso horario:** { $zone }
prefs-dm-after = { $at_once ->
    [yes] **Aviso da túa quenda por mensaxe directa:** en canto comeza. Podes darlle unha marxe con { OPTION("backalley prefs", "dm_after") }.
   *[no] **Aviso da túa quenda por mensaxe directa:** cando a túa quenda leva { $wait } agardando, así que non che chega ningún mentres xogas na mesa. Cámbiao con { OPTION("backalley prefs", "dm_after") } (0 para que chegue decontado).
}
prefs-bad-dm-after = Non entendo «{ $wait }» como tempo de espera: escribe minutos ou horas, como 5m ou 1h (0 para que o aviso chegue decontado).
prefs-quiet = { $hours ->
    [none] **Horas de silencio:** ningunha. Podes poñelas con { OPTION("backalley prefs", "quiet") } (por exemplo, 23-08).
   *[set] **Horas de silencio:** { $hours }; as mensaxes directas agardan a que rematen e chegan xuntas nun resumo.
}
prefs-bad-zone = Non coñezo o fuso horario «{ $zone }». Escolle un da lista, como Europe/Madrid ou America/Argentina/Buenos_Aires.
prefs-bad-quiet = Non entendo «{ $hours }» como horas de silencio: escribe unha hora de comezo e outra de fin, como 23-08 ou 22:30-07:00 (ou `non` para quitalas).
notice-turn = { $asked ->
    [bid] **{ $server }** › **{ $place }**: { $player }, tócache poxar (desde { $since }). [Ir á mesa]({ $link })
   *[card] **{ $server }** › **{ $place }**: { $player }, tócache xogar unha carta (desde { $since }). [Ir á mesa]({ $link })
}
notice-nudged = 🔔 { $player } lémbrache que a mesa te está a agardar.
notice-paused = Back Alley estivo desconectado entre { $start } e { $end }; esta partida aínda te agarda.
notice-back = **{ $server }** › **{ $place }**: o teu asento volve ser teu. [Ir á mesa]({ $link })
notice-digest = { $count ->
    [one] Mentres duraron as túas horas de silencio, { $count } partida quedou a agardar por ti:
   *[other] Mentres duraron as túas horas de silencio, { $count } partidas quedaron a agardar por ti:
}
notice-digest-line = { $asked ->
    [bid] • **{ $server }** › **{ $place }**: a túa poxa, desde { $since } — [mesa]({ $link })
   *[card] • **{ $server }** › **{ $place }**: a túa carta, desde { $since } — [mesa]({ $link })
}
notice-mention = { $asked ->
    [bid] 🔔 { $player }, a mesa agarda a túa poxa (desde { $since }).
   *[card] 🔔 { $player }, a mesa agarda a túa carta (desde { $since }).
}
notice-mention-nudged = { $asked ->
    [bid] 🔔 { $player }, { $by } lémbrache que a mesa agarda a túa poxa.
   *[card] 🔔 { $player }, { $by } lémbrache que a mesa agarda a túa carta.
}
notice-mention-back = { $player }, o teu asento volve ser teu.
notice-back-turn = { $asked ->
    [bid] **{ $server }** › **{ $place }**: o teu asento volve ser teu e tócache poxar (desde { $since }). [Ir á mesa]({ $link })
   *[card] **{ $server }** › **{ $place }**: o teu asento volve ser teu e tócache xogar unha carta (desde { $since }). [Ir á mesa]({ $link })
}
notice-mention-back-turn = { $asked ->
    [bid] 🔔 { $player }, o teu asento volve ser teu e a mesa agarda a túa poxa (desde { $since }).
   *[card] 🔔 { $player }, o teu asento volve ser teu e a mesa agarda a túa carta (desde { $since }).
}
notice-dm-closed = Non puiden enviarche unha mensaxe directa sobre a túa quenda (tes as mensaxes directas pechadas), así que te mencionei no fío da partida. Permite as mensaxes directas dos membros deste servidor ou escolle { OPTION("backalley prefs", "notify") } mention.
button-remind = Avisar
nudge-sent = 🔔 Avisarase a { $player } da súa quenda tal e como escolleu recibir os avisos.
refusal-nudge-computer = Non hai a quen avisar: esta quenda xógaa un bot.
refusal-nudge-self = É a túa propia quenda: non hai a quen avisar.
refusal-nudge-soon = Aínda é cedo para avisar: a quenda comezou hai menos dunha hora. Poderás premer «Avisar» desde as <t:{ $when }:t> (<t:{ $when }:R>).
refusal-nudge-once = O aviso desta quenda xa se enviou: abonda cun por quenda.
setting-timer-quiet = { $on ->
    [yes] **Parar o tempo por quenda nas horas de silencio de quen ten que xogar:** si
   *[no] **Parar o tempo por quenda nas horas de silencio de quen ten que xogar:** non
}
timer-quiet-until = 🌙 O tempo por quenda non corre ata que rematan as horas de silencio: <t:{ $until }:t> (<t:{ $until }:R>).

## new-game-form

form-title = Nova partida de Back Alley
form-preset = Variante
form-preset-classic = 4 xogadores en dous equipos · 25 mans: de 13 cartas a 1 e de volta a 13
form-preset-pagat = 4 xogadores en dous equipos · 26 mans: de 1 carta a 13 e de volta a 1
form-preset-pagat-3 = 3 xogadores, cada quen pola súa conta · 24 mans: de 2 cartas a 13 e de volta a 2
form-schedule = Cartas por man
form-schedule-preset = A partida completa da variante
form-schedule-preset-about = Todas as mans da variante escollida arriba
form-hands = Ou escolle ti cantas cartas ten cada man
form-hands-about = No canto da escolla de arriba: números do 1 ao 13, un por man
form-hands-placeholder = p. ex., 7,5,3,1
form-timer-about = Un aviso á metade do tempo; cando se esgota, un bot xoga a quenda
form-timer-off = Sen límite de tempo
form-computers = Bots
form-computers-none = Ningún: os xogadores ocupan os asentos libres
form-computers-strong = Un bot forte en cada asento libre
form-computers-basic = Un bot básico en cada asento libre
form-computers-random = Un bot que xoga ao chou en cada asento libre
button-new-game = Nova partida
new-game-opened = A túa nova sala está aberta en { $place }. Comézala ti cando todos os asentos estean ocupados.

## inputs
option-kind = { $kind ->
    [integer] A opción { $option } necesita un número enteiro, non «{ $value }».
    [number] A opción { $option } necesita un número, non «{ $value }».
    [boolean] A opción { $option } necesita si ou non, non «{ $value }».
    [user] A opción { $option } necesita un membro deste servidor, non «{ $value }».
    [channel] A opción { $option } necesita unha canle deste servidor, non «{ $value }».
    [role] A opción { $option } necesita un rol deste servidor, non «{ $value }».
    [attachment] A opción { $option } necesita un ficheiro, non «{ $value }».
   *[string] A opción { $option } necesita un texto, non «{ $value }».
} Pode que a túa aplicación de Discord amose unha versión antiga do comando: recárgaa (Ctrl+R, ou péchaa e ábrea de novo) e téntao outra vez.
option-choice = «{ $value }» non é ningunha das opcións de { $option }: escolle { $choices }.
option-range = A opción { $option } necesita un número enteiro do { $least } ao { $most }, non { $value }.
option-too-long = { $most ->
    [one] A opción { $option } admite como máximo { $most } carácter, non { $length }.
   *[other] A opción { $option } admite como máximo { $most } caracteres, non { $length }.
}
option-empty = A opción { $option } está baleira: escribe algo nela ou quítaa.
option-missing = Falta a opción { $option }. Se a túa aplicación de Discord non cha pediu, amosa unha versión antiga do comando: recárgaa (Ctrl+R, ou péchaa e ábrea de novo) e téntao outra vez.
command-outdated = A túa aplicación de Discord enviou { $command } dunha forma que Back Alley xa non recoñece. Recárgaa (Ctrl+R, ou péchaa e ábrea de novo) e téntao outra vez.
command-unknown = Back Alley non ten (xa) ningún comando «{ $command }»: a túa aplicación de Discord amosa unha lista de comandos antiga. Recárgaa (Ctrl+R, ou péchaa e ábrea de novo) e escribe / para velos.
component-unknown = Back Alley non recoñece (xa) ese botón: vén dunha versión antiga dunha mensaxe. Usa a última mensaxe da partida, ou volve usar o comando.
form-unknown = Back Alley non recoñece (xa) ese formulario. Abre de novo o dunha partida nova con { COMMAND("backalley new") }.
form-unreadable = O formulario chegou dunha forma que Back Alley non sabe ler, e non se abriu nada. Ábreo de novo con { COMMAND("backalley new") }.
form-bad-part = A resposta a «{ $part ->
        [preset] { form-preset }
        [schedule] { form-schedule }
        [hands] { form-hands }
        [timer] { field-turn-timer }
       *[computers] { form-computers }
    }» chegou baleira ou con máis dunha opción, e non se abriu nada. Abre o formulario de novo con { COMMAND("backalley new") }.

## components-v2

# The alt text of a seat's profile picture beside it on the table.
seat-face = Foto de perfil de { $name }

## events

event-title = 🃏 { $name }
event-pair = { $first } e { $second }
event-computer = 🤖 bot
event-computer-pair = 🤖 os bots
event-computer-pair-note = 🤖 Unha parella de bots completa o número: os seus resultados contan na comparación, pero non entra na clasificación.
event-created = { $organiser } abriu **{ $name }**, un torneo por parellas: mesas de catro, todas coas mesmas mans, e cada resultado comparado co das outras mesas coas mesmas cartas. Inscríbete con { COMMAND("backalley event enter") }, con parella ou sen ela.
event-field-format = Formato
event-format = { $entry ->
    [individuals] Inscrición individual: Back Alley forma as parellas
   *[pairs] Por parellas (a quen se inscriba sen parella búscalla Back Alley)
} · unhas { $deals } mans · cada volta dura como moito { $window } · { $timer } por quenda · organiza { $organiser }
event-field-entries = Inscricións ({ $count })
event-field-pairs = Parellas ({ $count })
event-field-tables = Mesas da volta { $round }
event-entries-none = Aínda non se inscribiu ninguén.
event-more = …e { $count } máis
event-entry-alone = { $player } (sen parella: búscaselle ao comezar)
event-entry-invited = { $player } (convidou a { $partner }, que aínda non aceptou)
event-pair-line = **{ $pair }.** { $name }
event-status-entries = Inscricións abertas. Comeza o { $starts } ({ $relative }).
event-status-entries-organiser = Inscricións abertas. Quen organiza o torneo faino comezar con { COMMAND("backalley event start") }.
event-status-closed = As inscricións están pechadas.
event-status-running = Estase a xogar a volta { $round } de { $rounds }; remata o { $closes }.
event-status-between = Entre dúas voltas: a seguinte comeza nun momento.
event-status-finished = 🏁 O torneo rematou: { COMMAND("backalley event standings") } mostra a clasificación final.
event-status-cancelled = O torneo cancelouse.
event-entered-alone = { $player } inscribiuse en **{ $name }** sen parella: Back Alley forma as parellas ao comezar.
event-entered-invite = { $player } inscribiuse en **{ $name }** e pídelle a { $partner } que sexa a súa parella. { $partner }, acepta con { COMMAND("backalley event accept") } ou di que non con { COMMAND("backalley event withdraw") }.
event-accepted = { $player } e { $partner } inscribíronse en **{ $name }** como parella.
event-withdrawn = { $player } retirou a súa inscrición de **{ $name }**.
event-removed = { $organiser } quitou a inscrición de { $player } de **{ $name }**.
event-entries-closed = Pecháronse as inscricións de **{ $name }**.
event-cancelled = Cancelouse **{ $name }**.
event-cancelled-too-few = Cancelouse **{ $name }**: un torneo precisa polo menos { $fewest } parellas, e non se inscribiron tantas a tempo.
event-started = Comezou **{ $name }**: { $pairs } parellas, { $rounds } voltas de { $deals } mans. As mesas da volta 1 ábrense agora, cada unha nun fío privado desta canle.
event-round-open-title = { $name } · volta { $round } de { $rounds }
event-round-open = Todas as mesas xogan as mesmas { $deals } mans ({ $sizes } cartas), desde os mesmos asentos. A volta remata o { $closes }: o que lle quede entón a unha mesa remátao un bot.
event-round-table = Mesa { $table }: { $ns } (norte-sur) contra { $ew } (leste-oeste) · { $thread }
event-thread-name = { $name } · volta { $round } · mesa { $table }
event-table-welcome = **{ $name }**, volta { $round }, mesa { $table }: { $ns } (norte-sur: asentos 1 e 3) contra { $ew } (leste-oeste: asentos 2 e 4). { $deals } mans, as mesmas en todas as mesas; tedes ata o { $closes }. Nun torneo non hai pistas nin se desfán xogadas, e se pasan os catro non se volve repartir, senón que a man se xoga igual, para que todas as mesas teñan as mesmas mans.
event-table-moved = Borrouse o fío desta mesa: a partida segue aquí, onde quedara.
event-round-closed = ⏰ Acabou o tempo da volta antes de que esta mesa rematase: os bots xogan o que queda en todos os asentos.
event-table-done = 🏁 Esta mesa xogou todas as súas mans. Os resultados da volta e a clasificación publícanse na canle do torneo cando rematen todas as mesas.
event-seat-north = Norte
event-seat-east = Leste
event-seat-south = Sur
event-seat-west = Oeste
event-traveller-title = { $name } · volta { $round }, man { $deal } ({ $size ->
    [one] { $size } carta
   *[other] { $size } cartas
})
event-traveller-line = **Mesa { $table }:** { $ns } { $ns_points } · { $ew } { $ew_points } — poxas { $bids }, bazas { $ns_tricks }–{ $ew_tricks }: **{ $ns_percent }** · **{ $ew_percent }**
event-traveller-average = **Mesa { $table }:** { $ns } · { $ew } — sen resultado: unha media, un 50 % para cada parella
event-traveller-hands = As mans
event-hand-line = { $seat }: { $cards }
event-traveller-so-far = De momento, { $count } das { $tables } mesas { $count ->
    [one] rematou
   *[other] remataron
} esta man.
event-standings-title = { $name } · clasificación despois da volta { $round } de { $rounds }
event-standings-final-title = { $name } · clasificación final
event-standings-line = **{ $place }.** { $pair } — **{ $percent }** ({ $matchpoints } de { $top } puntos de comparación)
event-standings-none = Aínda non rematou ningunha volta: a clasificación sae despois da primeira.
event-record-title = { $pair } en { $name }
event-record-line = Volta { $round }, man { $deal } · mesa { $table }, { $direction ->
    [ns] norte-sur
   *[ew] leste-oeste
} contra { $against }: { $points } a { $other } — **{ $percent }**
event-record-line-open = Volta { $round }, man { $deal } · mesa { $table }, { $direction ->
    [ns] norte-sur
   *[ew] leste-oeste
} contra { $against }: { $points } a { $other } (compárase cando remate a volta)
event-record-empty = Aínda non se pode mostrar ningunha man desta parella.
event-record-standing-title = Clasificación
event-record-standing = Posto { $place } de { $count }: **{ $percent }**
event-winners = 🏆 Rematou **{ $name }**. { $count ->
    [one] Gañan
   *[other] Comparten o primeiro posto
} { $pairs }, cun { $percent }. As mans de cada parella: { COMMAND("backalley event record") } en { $channel }.
event-organise = Só un membro co permiso **Manage Server**, ou co rol de torneos do servidor, pode organizar un torneo.
event-channel = Un torneo créase nunha canle de texto, non nun fío: as súas mesas serán fíos desa canle.
event-no-thread = As mesas dun torneo son fíos privados desta canle, e Back Alley non pode crealos aquí (precisa **Create Private Threads** e **Send Messages in Threads**). Próbao noutra canle.
event-bad-window = «{ $typed }» non é unha duración: escribe o prazo dunha volta como `12h` ou `2d`.
event-bad-timer = «{ $typed }» non é unha duración: escribe o tempo por quenda como `30m` ou `12h`.
event-bad-start = «{ $typed }» non é unha hora: escríbea desde agora (`2h`, `1d`) ou como data (`2026-12-24 18:00`, no fuso horario do servidor).
event-partner-bot = A túa parella ten que ser unha persoa, non un bot.
refusal-event-none = Nesta canle non hai ningún torneo. Quen organiza crea un con { COMMAND("backalley event create") }.
refusal-event-exists = Esta canle xa ten un torneo con inscricións abertas ou en xogo: un por canle á vez.
refusal-event-name = O nome dun torneo ten de 1 a { $most } caracteres.
refusal-event-options = Esas opcións non existen: escolle entre as da lista.
refusal-event-deals = Un torneo ten de { $fewest } a { $most } mans.
refusal-event-window = O prazo dunha volta vai de 1 hora a 14 días, como `12h` ou `2d`.
refusal-event-start = Un torneo comeza agora ou dentro de { $days } días como moito.
refusal-event-timer = O tempo por quenda é unha duración, como `30m` ou `12h`.
refusal-event-started = O torneo xa comezou: as inscricións están pechadas.
refusal-event-over = Este torneo xa rematou.
refusal-event-closed = As inscricións deste torneo están pechadas.
refusal-event-individuals = Neste torneo a inscrición é individual: Back Alley forma as parellas ao comezar.
refusal-event-self = A túa parella ten que ser outra persoa.
refusal-event-partner_entered = A túa parella xa ten unha inscrición neste torneo: primeiro ten que retirala.
refusal-event-entered = Xa tes unha inscrición neste torneo ({ COMMAND("backalley event withdraw") } retíraa).
refusal-event-no_invite = Ninguén che pediu que sexas a súa parella neste torneo.
refusal-event-not_entered = Non tes ningunha inscrición neste torneo.
refusal-event-not_entered_other = Ese membro non ten ningunha inscrición neste torneo.
refusal-event-organiser = Só quen organiza o torneo, ou un membro co permiso **Manage Server** (ou co rol de torneos do servidor), pode facer iso.
refusal-event-too_few = Un torneo precisa polo menos { $fewest } parellas; polo de agora hai { $count }.
refusal-event-no_deal = Esa man non existe neste torneo (voltas da 1 á { $rounds }, cada unha coas súas mans).
refusal-event-not_yet = Aínda non: o resultado dunha man vese cando a túa mesa a rematou, e o de todas as mesas cando remata a volta.
refusal-event-no_pair = Ese membro non xoga en ningunha parella deste torneo.
refusal-event-game = Iso non se pode na mesa dun torneo: cada mesa xoga as súas mans unha soa vez, sen pistas nin desfacer xogadas, e só o final da volta a remata.
refusal-event-played_out = Acabou o tempo da volta: os bots rematan esta mesa e ninguén recupera o seu asento.
picture-event-table = Mesa
picture-event-bids = Poxas
picture-event-tricks = Bazas
picture-event-score = Puntos N-S
picture-event-matchpoints = N-S · L-O
picture-alt-event-standings = { $title }:
picture-alt-event-standing = { $place }. { $pair } { $percent }
picture-alt-event-traveller = { $title }.
picture-alt-event-hand = { $seat }: { $cards }
picture-alt-event-traveller-row = mesa { $table }, { $ns } contra { $ew }: norte-sur { $points }, { $ns_percent } e { $ew_percent }
stats-events = Torneos
stats-events-value = xogados: { $played } · gañados: { $won } · mellor posto: { $best } · media: { $percent }
setting-event-role = **Rol de quen organiza torneos ({ OPTION("backalley settings", "event_role") }):** { $chosen ->
    [yes] { $role }
   *[no] ningún (só quen teña o permiso **Manage Server**)
}
