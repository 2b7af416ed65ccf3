# Back Alley — Slovenščina. Besede igre: vzetek, adut, barva, licitacija, board.

## Karte

rank-A = A
rank-K = K
rank-Q = Q
rank-J = J
rank-name-A = as
rank-name-K = kralj
rank-name-Q = dama
rank-name-J = fant
rank-name-10 = desetka
rank-name-9 = devetka
rank-name-8 = osmica
rank-name-7 = sedmica
rank-name-6 = šestica
rank-name-5 = petica
rank-name-4 = štirica
rank-name-3 = trojka
rank-name-2 = dvojka
suit-S = pik
suit-H = srce
suit-D = karo
suit-C = križ
no-trump = brez aduta
big-blooper = Veliki Blooper
little-blooper = Mali Blooper
card-name = { $suit } { $rank }
joker-name = { $joker }
no-cards = (brez kart)
bid-pass = pas
bid-board = { $level ->
    [2] dvojni board
    [3] trojni board
    [4] četverni board
   *[other] board
}

## Igralci in strani

seat-number = sedež { $number }
computer-player = 🤖 računalnik ({ $level })
level-strong = močan
level-basic = osnovni
level-random = naključni
side-team = Ekipa { $number }
side-seat = Sedež { $number }

## Kar bere kanal

seat-joined = { $player } sede za mizo.
computer-seated = Za mizo sede računalniški igralec ({ $level }).
seat-freed = Gostitelj sprosti sedež igralca { $player }.
seat-left = { $player } odide.
lobby-cancelled = Preddverje je preklicano.
game-started = 🃏 **Back Alley** — { $players }, igra se začne!
seat-away = { $player } je odsoten: računalnik igra namesto njega do `/backalley back`.
seat-back = { $player } je spet tu in igra sam.
game-abandoned = { $player } je opustil igro; ne šteje nikomur.
turn-reminded = ⏳ { $player }, na vrsti si: računalnik bo igral namesto tebe { $when } (čez približno { $left }).
time-ran-out = ⏰ { $player } je zmanjkalo časa: računalnik je to potezo odigral namesto njega.
## Table manners
cards-forced-last = 🃏 Vsakemu je ostala ena karta: zadnji vzetek se odigra sam.
card-forced = 🃏 { $player } ima samo eno dovoljeno karto: odigra se namesto njega.
button-last-trick = Zadnji vzetek
last-trick-title = Zadnji vzetek: vzetek { $number }
last-trick-card = { $player }: **{ $card }**
last-trick-won = Dobi ga { $player } s **{ $card }**.
no-last-trick = V tej igri še ni bil dobljen noben vzetek.
button-rematch = Revanša
rematch-opened = Čakalnica za revanšo je odprta v { $place }: imaš svoj prejšnji sedež. Gostitelj jo začne, ko so vsi sedeži zasedeni.
rematch-joined = V čakalnici za revanšo v { $place } imaš svoj prejšnji sedež.
claim-accepted = 🏳️ { $player } zahteva vse preostale vzetke, v roki ima { $cards }. Gotovo je: igra se odigra do konca.
button-claim = Zahtevaj ostalo
claim-not-certain = Ni gotovo: vzetek { $trick } bi lahko dobil { $player } s **{ $card }**.
coach-points = približno { $points } točk
coach-chance = približno { $percent } % podaljška
coach-where-bid = Licitacija
coach-where-card = Vzetek { $trick }, karta { $position }
coach-line-same = ✓ { $where }: { $played }
coach-line-differs = ✗ { $where }: ti { $played } · strong { $suggested } — { $cost }
coach-moment-bid = tvoja licitacija { $bid }
coach-moment-card = { $card } v vzetku { $trick }
coach-summary = Tvoj najdražji trenutek: { $moment }, { $cost }.
coach-summary-clean = To igro si odigral tako, kot bi jo strong.
coach-hand-title = Igra { $number }: tvoje odločitve ob odločitvah strong
coach-game-title = Partija, igra za igro, ob strong
coach-game-line = { $player }: { $differences ->
    [one] { $differences } razlika
    [two] { $differences } razliki
    [few] { $differences } razlike
   *[other] { $differences } razlik
}, skupaj { $cost }; najdražja: { $moment } v igri { $hand } ({ $worst }).
coach-game-clean = { $player }: vsaka odločitev kot pri strong.
hint-choice = 💡 Strong bi izbral **{ $move }**.
hint-alternative = { $move } ({ $cost } manj)
hint-alternatives = Naslednje najboljše: { $moves }
hint-marked = V tej partiji so bili uporabljeni namigi: ne šteje za lestvico.
review-bad-hand = Napiši številko igre, na primer `3`, ali `game`.
setting-hints = { $on ->
    [yes] **Namigi (/backalley hint):** vklopljeno — partija, v kateri se uporabijo, ne šteje za lestvico
   *[no] **Namigi (/backalley hint):** izklopljeno
}
button-takeback = Razveljavi
button-allow = Dovoli
button-refuse = Zavrni
takeback-asked = ↩️ { $player } prosi za razveljavitev { $kind ->
    [bid] svoje licitacije, { $move }
   *[play] svoje karte { $move }
}. { $asked }: dovolite?
takeback-refused = { $player } zavrne: { $kind ->
    [bid] licitacija { $move } velja
   *[play] karta { $move } velja
}.
takeback-allowed-one = { $player } dovoli razveljavitev.
takeback-done = ↩️ { $player } razveljavi { $kind ->
    [bid] svojo licitacijo, { $move }:
   *[play] svojo karto { $move }:
} igra se vrne na trenutek pred tem.
takeback-lapsed-played = ⌛ Prošnja za razveljavitev je potekla: { $player } je medtem že igral.
takeback-lapsed-time = ⌛ Prošnja za razveljavitev je potekla: v petih minutah ni nihče odgovoril.
takeback-lapsed-over = ⌛ Prošnja za razveljavitev je potekla: igra je končana.
setting-takebacks = { $on ->
    [yes] **Razveljavitve s privolitvijo:** vklopljeno
   *[no] **Razveljavitve s privolitvijo:** izklopljeno
}
prefs-forced = { $on ->
    [yes] **Igraj moje prisilne karte:** vklopljeno — ko imaš eno samo dovoljeno karto, se odigra namesto tebe.
   *[no] **Igraj moje prisilne karte:** izklopljeno — vsako karto odigraš sam.
}
bid-passed = { $player } reče pas.
bid-placed = { $player } licitira **{ $bid }**.
contract-tricks = { $side } { $contract }
contract-board = { $side } board ×{ $level }
play-started = Licitacije je konec — pogodbe: { $contracts }. Izigra { $leader }.
card-played = { $player } igra **{ $card }**.
trick-won = 🂠 Vzetek { $number } dobi { $player } s **{ $card }**.
all-passed = Vsi so rekli pas: igra { $number } je neveljavna, { $dealer } deli znova.
weak-hand = Šibke karte (brez asa, brez slike, brez aduta): { $dealer } znova deli igro { $number }.
blooper-exchanged = { $player } odda drugi Blooper za naslednjo karto.
tiebreak-started = { $first_to ->
    [0] ⚖️ { $sides } so izenačeni: odloča podaljšek s 13 kartami — zmaga, kdor pobere največ vzetkov.
   *[other] ⚖️ { $sides } so izenačeni: odloča podaljšek s 13 kartami — zmaga, kdor prvi pobere { $first_to } vzetkov.
}
tiebreak-two-handed = Najboljša dva sta pobrala enako vzetkov: igrata podaljšek v dvoje.
deal-line = **{ $heading }** — deli { $dealer }; obrnjena karta **{ $card }**, adut: **{ $trump }**.
turn-bid-range = ➡️ { $player }, tvoja licitacija (pas, 1–{ $top } ali board).
turn-bid = ➡️ { $player }, tvoja licitacija.
turn-play = ➡️ { $player }, na vrsti si.
turn-lead = ➡️ { $player }, izigraj.
game-on-in = Igra poteka v { $place }.

## Preddverje in miza

lobby-title = Back Alley — preddverje { $preset }
lobby-hands = { $count ->
    [one] { $count } igra: { $schedule }
    [two] { $count } igri: { $schedule }
    [few] { $count } igre: { $schedule }
   *[other] { $count } iger: { $schedule }
}
lobby-partnerships = Dva para: sedeža 1 in 3 proti sedežema 2 in 4.
lobby-three = Trije igralci, vsak zase.
field-options = Možnosti
field-turn-timer = Čas za potezo
field-host = Gostitelj
field-where = Kje
played-in = Igra poteka v { $place }.
seat-label = Sedež { $number }
seat-team-label = Sedež { $number } · Ekipa { $team }
seat-free = *prosto*
status-lobby = Pritisni **Pridruži se**, da sedeš. Gostitelj začne igro, ko so vsi sedeži zasedeni.
status-active = Igra poteka.
status-cancelled = To preddverje je bilo preklicano.
status-abandoned = Ta igra je bila opuščena.
status-finished = Ta igra je končana.
hand-heading = { $size ->
    [one] Igra { $number } od { $total } — { $size } karta
    [two] Igra { $number } od { $total } — { $size } karti
    [few] Igra { $number } od { $total } — { $size } karte
   *[other] Igra { $number } od { $total } — { $size } kart
}
tiebreak-heading = { $first_to ->
    [0] Podaljšek (13 kart, zmaga največ vzetkov)
   *[other] Podaljšek (13 kart, prvi do { $first_to } vzetkov)
}
table-title = Back Alley — { $preset }
game-is-over = Igra je končana.
table-deal = **{ $heading }**
    Deli { $dealer } · obrnjena karta { $card } · adut: **{ $trump }**
seat-bid = licitacija { $bid }
seat-tricks = { $count ->
    [one] { $count } vzetek
    [two] { $count } vzetka
    [few] { $count } vzetki
   *[other] { $count } vzetkov
}
seat-away-note = odsoten: igra računalnik
field-contracts = Pogodbe
contract-line = { $side }: potrebuje { $need }, ima { $taken }
need-board = board ×{ $level } (vseh { $contract })
field-trick = Trenutni vzetek
field-scores = Točke
field-turn = Na vrsti
to-bid = { $player } licitira
to-play = { $player } igra
to-lead = { $player } izigra
score-line = { $side } ({ $members }): **{ $score }**
hand-scored-title = Igra { $number } od { $total } je točkovana
hand-scored-description = { $size ->
    [one] { $size } karta · adut { $trump }
    [two] { $size } karti · adut { $trump }
    [few] { $size } karte · adut { $trump }
   *[other] { $size } kart · adut { $trump }
}
hand-scored-side = licitacije: { $bids }
    pogodba { $contract }, pobrano { $taken }
    točke **{ $points }**, skupaj **{ $total }**
contract-board-short = board ×{ $level }
game-drawn = Igra se konča neodločeno.
game-won = Zmaga **{ $side }**: { $members } 🎉
game-over-title = Konec igre
field-final-scores = Končne točke
field-tiebreak = Odločil je podaljšek
tiebreak-tricks = vzetki: { $tricks }

## Igralčeve karte

hand-title = Tvoje karte
hand-sit-out = V tem podaljšku ne igraš.
hand-turn-up = obrnjena karta { $card } · adut: **{ $trump }**
field-now = Zdaj
now-bid = **Licitiraš:** izberi spodaj ali uporabi `/bid`.
now-play = **Na vrsti si:** pritisni karto (sivih kart zdaj ne smeš igrati) ali uporabi `/play`.
waiting-bid = Čakamo, da { $player } licitira.
waiting-play = Čakamo, da { $player } igra.
waiting = Čakamo.

## Gumbi in izbire

button-join = Pridruži se
button-leave = Zapusti
button-addbot = Dodaj bota
button-start = Začni
button-cancel = Prekliči
button-hand = Moje karte
choose-bid = Izberi licitacijo

## Napake

apology = Oprosti, pri nas je šlo nekaj narobe. Tvoja zadnja poteza ni bila sprejeta; poskusi znova.
database-unavailable = Podatki igre trenutno niso dosegljivi: tvoja zadnja poteza ni bila sprejeta. Poskusi znova čez trenutek.
discord-forbidden = Discord botu ni dovolil, da bi to tukaj dokončal: v tem kanalu mu manjka dovoljenje. `/backalley settings` pokaže, kaj manjka.
discord-gone = Discord pravi, da kanal ali sporočilo, ki ga to potrebuje, ne obstaja več.
not-your-turn-bid = Nisi na vrsti: licitira { $player }.
not-your-turn-play = Nisi na vrsti: igra { $player }.
error-game_over = Igra je končana.
error-not_your_turn = Nisi na vrsti.
error-wrong_phase-tiebreak = V podaljšku se ne licitira: igraj karto.
error-wrong_phase-play = Licitacije je konec: igraj karto.
error-wrong_phase-bid = Zdaj se licitira, ne igra karte.
error-wrong_phase-claim = Vzetke lahko zahtevaš šele, ko se začne igranje kart.
error-bid_out_of_range = { $top ->
    [0] Licitiraj pas ali board.
    [1] Licitiraj pas, 1 ali board.
   *[other] Licitiraj pas, število od 0 do { $top } ali board.
}
error-bad_card = `{ $text }` ni karta: napiši vrednost in nato barvo, npr. AS, 10H ali TD, ali BJ in LJ za Velikega in Malega Bloopra.
error-card_not_in_hand = Nimaš karte { $card }.
error-must_follow_suit = Prizna se barva: { $suit }.
error-must_follow_suit-trumps = Izigran je bil adut: igrati moraš aduta.
error-must_play_highest_trump = Izigran je bil Veliki Blooper: igrati moraš svojega najvišjega aduta, { $card }.
error-must_play_lowest_trump = Izigran je bil Mali Blooper: igrati moraš svojega najnižjega aduta, { $card }.
error-trumps_not_broken = Adut še ni bil igran: izigraj drugo barvo.
refusal-no_game = V tem kanalu ni igre Back Alley. Začni jo z /backalley new.
refusal-no_game-gone = Te igre ni več.
refusal-no_game-finished = Ta igra je končana. { $result }
    `/backalley record` še vedno da njen zapis, `/backalley review` pa tvoje odločitve ob odločitvah strong; `/backalley new` tu začne novo igro.
refusal-no_game-abandoned = Ta igra je bila opuščena: končana je.
    `/backalley record` še vedno da njen zapis, `/backalley review` pa tvoje odločitve v odigranih deljenjih; `/backalley new` tu začne novo igro.
refusal-game_exists = Tu že je preddverje ali igra: najprej jo končaj ali prekliči.
refusal-not_in_game = V tej igri ne igraš.
refusal-not_in_game-person = Na sedežu { $number } igra človek.
refusal-not_host = To lahko stori le gostitelj.
refusal-not_host-abandon = Igro lahko opusti le gostitelj ali član z dovoljenjem Upravljanje strežnika.
refusal-already_seated = Za to mizo že sediš.
refusal-lobby_full = Miza je polna.
refusal-seat_taken = Sedež { $number } je zaseden.
refusal-seat_taken-team = Ekipa { $number } je polna.
refusal-no_such_seat = Izberi sedež od 1 do { $players }.
refusal-no_such_seat-team = Ekipi sta 1 in 2, v igri parov.
refusal-no_such_seat-empty = Sedež { $number } je prazen.
refusal-table_not_full = { $missing ->
    [one] Za začetek manjka še { $missing } igralec.
    [two] Za začetek manjkata še { $missing } igralca.
    [few] Za začetek manjkajo še { $missing } igralci.
   *[other] Za začetek manjka še { $missing } igralcev.
}
refusal-not_in_game-rematch = Revanšo lahko zahtevajo le igralci te igre.
refusal-not_started-rematch = Ta igra še ni končana.
refusal-claim = Ni gotovo.
refusal-claim-unsure = Ni mogoče zagotoviti, da so vsi preostali vzetki tvoji: iskanju je zmanjkalo časa. Igraj naprej ali zahtevaj pozneje.
refusal-no_hints = Namigi so na tem strežniku izklopljeni: član z dovoljenjem Upravljanje strežnika jih vklopi z `/backalley settings hints:True`.
refusal-no_hints-turn = Namig je za tvojo potezo.
refusal-no_review = Igra { $number } še ni končana: igro pregledaš, ko se konča.
refusal-no_review-none = Nobena igra partije tukaj še ni končana.
refusal-takeback-mine = Za razveljavitev lahko prosi le igralec, ki je potezo naredil.
refusal-takeback-twice = Za to potezo je bilo že vprašano.
refusal-takeback-waiting = Ena razveljavitev že čaka na odgovor.
refusal-takeback-late = Prepozno: nekdo je medtem že igral.
refusal-takeback-lapsed = Prepozno: prošnja je po petih minutah potekla.
refusal-takeback-none = Nobena razveljavitev ne čaka na odgovor.
refusal-takeback-not_asked = Odgovorijo lahko le vprašani igralci.
refusal-takeback-answered = Odgovoril si že.
refusal-takeback-gone = Ta poteza je že razveljavljena.
refusal-takeback-off = Razveljavitve so na tem strežniku izklopljene.
refusal-not_started = Igra se še ni začela.
refusal-not_started-abandon = Igra se še ni začela: raje prekliči preddverje.
refusal-already_started = Igra se je že začela.
refusal-already_started-leave = Igra se je začela: ne moreš je zapustiti. Gostitelj jo lahko opusti.
refusal-game_ended = Ta igra je končana.
refusal-game_ended-finished = Ta igra je končana.
refusal-game_ended-abandoned = Ta igra je bila opuščena: končana je.
refusal-game_ended-cancelled = To preddverje je bilo preklicano.
refusal-game_ended-gone = Te igre ni več.
refusal-bad_options-timer = Čas za potezo mora biti pozitiven.
refusal-bad_options-levels = Ravni računalnika so { $levels }.
refusal-bad_options-sort = Razvrsti po { $sorts }.
refusal-bad_options-preset = Različice so { $presets }.
refusal-bad_options-option = Možnost `{ $option }` ne obstaja ali ne sprejme te vrednosti.
refusal-bad_options-settings = Neznane nastavitve: { $settings }.
refusal-host_cannot_leave = Si gostitelj: namesto odhoda prekliči preddverje.
refusal-host_cannot_leave-remove = Sebe ne moreš odstraniti: prekliči preddverje.
refusal-already_away = Računalnik že igra namesto tebe: /backalley back za vrnitev.
refusal-not_away = Nisi odsoten: sedež je tvoj.
refusal-stale = Ta gumb je iz prejšnje igre. Znova odpri karte z /hand ali **Moje karte**.
refusal-moved_on = Igra se je medtem nadaljevala: tvoja poteza ni bila sprejeta. Poglej mizo in poskusi znova.
bad-hands = Napiši velikosti iger s števili od 1 do 13, npr. `5,3,1`.
bad-timer = Napiši čas za potezo kot `30m`, `12h` ali `2d` ali `off`.
bad-value = To ni veljavna vrednost ({ $kind }): { $value }.
direct-message = Back Alley se igra v kanalih strežnika, ne v neposrednih sporočilih.
not-here = Tega ukaza tu ne moreš uporabiti.
settings-manage = Nastavitve lahko spreminjajo le člani z dovoljenjem Upravljanje strežnika.
no-record = V tem kanalu se še ni igrala nobena igra.
not-dealt = Igra se še ni začela: karte dobiš ob prvem deljenju.

## Drugi odgovori

record-complete = Celoten zapis te igre.
record-partial = Zapis doslej odigranih iger (nikoli igre, ki še poteka).
setting-computer-ratings = { $on ->
    [yes] **Igre z računalniškimi igralci štejejo za rating:** vklopljeno
   *[no] **Igre z računalniškimi igralci štejejo za rating:** izklopljeno
}
setting-images = { $on ->
    [yes] **Slike kart, mize in točk:** vklopljeno
   *[no] **Slike kart, mize in točk:** izklopljeno
}
setting-language = **Jezik sporočil strežnika:** { $language }
language-set = Back Alley boš bral v jeziku { $language }.
language-unset = Back Alley boš bral v svojem jeziku Discorda.
language-automatic = samodejno (jezik Discorda na strežniku)

## Lestvica, statistika in zgodovina

lb-unrated = brez ratinga
lb-wins = { $count ->
    [one] { $count } zmaga
    [two] { $count } zmagi
    [few] { $count } zmage
   *[other] { $count } zmag
}
lb-win-rate = { $rate } zmag
lb-points-per-hand = { $points } točk na igro
lb-contracts = { $rate } izpolnjenih pogodb
lb-all-presets = vse različice
lb-title = Lestvica — { $sort } ({ $preset })
lb-empty = Tu še ni končanih iger. Začni jo z `/backalley new`.
lb-row = { $games ->
    [one] `#{ $rank }` { $player } — **{ $value }** · { $games } partija{ $marker }
    [two] `#{ $rank }` { $player } — **{ $value }** · { $games } partiji{ $marker }
    [few] `#{ $rank }` { $player } — **{ $value }** · { $games } partije{ $marker }
   *[other] `#{ $rank }` { $player } — **{ $value }** · { $games } partij{ $marker }
}
lb-your-place = Tvoje mesto
lb-place = { $player } je **#{ $rank }** od { $players }: { $value }
lb-footer = { $players ->
    [one] Stran { $page } od { $pages } · { $players } igralec
    [two] Stran { $page } od { $pages } · { $players } igralca
    [few] Stran { $page } od { $pages } · { $players } igralci
   *[other] Stran { $page } od { $pages } · { $players } igralcev
}
lb-previous = ◀ Nazaj
lb-next = Naprej ▶
sort-rating = rating
sort-wins = zmage
sort-win_rate = delež zmag
sort-points_per_hand = točke na igro
sort-contract_rate = izpolnjene pogodbe
stats-title = Statistika Back Alley
stats-none = { $player } na tem strežniku še ni končal nobene partije.
stats-games = Partije
stats-games-value = { $games } ({ $wins } zmag, { $losses } porazov, { $draws } neodločenih)
stats-win-rate = Delež zmag
stats-rating = Rating
stats-rating-value = { $rating } ({ $games } partij z ratingom)
stats-points = Točke na igro
stats-contracts = Izpolnjene pogodbe
stats-contracts-value = { $rate } ({ $made } od { $tried })
stats-boards = Boardi
stats-boards-value = { $made } izpolnjenih od { $bid } licitiranih
stats-best = Najboljša partija
stats-streak = Trenutni niz
streak-win = { $count } zmag zapored
streak-loss = { $count } porazov zapored
streak-draw = { $count } neodločenih zapored
stats-partner = Najljubši partner
stats-partner-value = { $games ->
    [one] { $partner } ({ $games } partija, { $won } zmag)
    [two] { $partner } ({ $games } partiji, { $won } zmag)
    [few] { $partner } ({ $games } partije, { $won } zmag)
   *[other] { $partner } ({ $games } partij, { $won } zmag)
}
outcome-win = zmaga
outcome-loss = poraz
outcome-draw = neodločeno
past-game = { $points ->
    [one] { $outcome } · { $points } točka · { $preset } · { $when }
    [two] { $outcome } · { $points } točki · { $preset } · { $when }
    [few] { $outcome } · { $points } točke · { $preset } · { $when }
   *[other] { $outcome } · { $points } točk · { $preset } · { $when }
}
past-game-link = [partija št. { $number }]({ $link })
history-title = Zadnje partije

## /backalley rules

rules-title = Pravila Back Alley — { $preset }
rules-players-four = **Igralci:** 4, dva para (sedeža 1 in 3, 2 in 4).
rules-players-three = **Igralci:** 3, vsak zase.
rules-hands = **Igre:** { $count } — { $schedule } kart.
rules-cards = **Karte:** 54 — Veliki in Mali Blooper sta najvišja aduta, nato A K Q J 10 … 2.
rules-trumps-swap = **Adut:** določi ga karta, obrnjena po deljenju. Če se obrne joker, aduta ni; kdor ima drugega jokerja, ga zamenja za naslednjo karto.
rules-trumps-turn = **Adut:** določi ga karta, obrnjena po deljenju. Če se obrne joker, se obrača naprej, dokler se ne pokaže navadna karta.
rules-bidding = { $top ->
    [minus] **Licitacija:** en krog, začne levi od delivca: pas, število vzetkov do ene manj, kot je kart v igri, ali *board* (tvoja stran pobere vse vzetke). Licitaciji partnerjev se seštejeta. { $all_pass ->
        [redeal] Če vsi rečejo pas, naslednji delivec deli znova.
       *[play] Če vsi rečejo pas, se igra vseeno odigra.
    }
   *[size] **Licitacija:** en krog, začne levi od delivca: pas, število vzetkov do števila kart v igri ali *board* (tvoja stran pobere vse vzetke). Licitaciji partnerjev se seštejeta. { $all_pass ->
        [redeal] Če vsi rečejo pas, naslednji delivec deli znova.
       *[play] Če vsi rečejo pas, se igra vseeno odigra.
    }
}
rules-boards = { $lead ->
    [last] { $escalation ->
        [linear] **Boardi:** vsak poznejši board zviša vložek: dvojni, trojni, četverni board. Izigra zadnji, ki je licitiral board.
       *[flat] **Boardi:** vsak board šteje enkrat. Izigra zadnji, ki je licitiral board.
    }
   *[first] { $escalation ->
        [linear] **Boardi:** vsak poznejši board zviša vložek: dvojni, trojni, četverni board. Izigra prvi, ki je licitiral board.
       *[flat] **Boardi:** vsak board šteje enkrat. Izigra prvi, ki je licitiral board.
    }
}
rules-play = { $trump_lead ->
    [bidder] **Igra:** izigra najvišji licitant; barvo je treba priznati, če jo imaš; zmaga najvišji adut, sicer najvišja karta izigrane barve. Aduta ni dovoljeno izigrati, preden je bil kak adut odigran, razen če imaš samo adute ali si licitiral board.
    [anyone] **Igra:** izigra najvišji licitant; barvo je treba priznati, če jo imaš; zmaga najvišji adut, sicer najvišja karta izigrane barve. Aduta ni dovoljeno izigrati, preden je bil kak adut odigran, razen če imaš samo adute ali je kdo licitiral board.
   *[none] **Igra:** izigra najvišji licitant; barvo je treba priznati, če jo imaš; zmaga najvišji adut, sicer najvišja karta izigrane barve. Aduta ni dovoljeno izigrati, preden je bil kak adut odigran, razen če imaš samo adute.
}
rules-bloopers = **Izigran Blooper:** ko je izigran Veliki Blooper, vsak, ki ima adut, igra najvišjega; ko je izigran Mali Blooper, najnižjega.
rules-weak = **Šibke karte:** pri 7 ali več kartah se karte brez asa, slike in aduta vržejo in isti delivec deli znova.
rules-scoring = { $zero ->
    [overtricks] **Točke:** izpolnjena pogodba *t* vzetkov: 5 za vsak licitiran vzetek in 1 za vsak dodatni; neizpolnjena: minus 5 za vsak licitiran vzetek. Board: 10 na vzetek krat njegova stopnja, dobljen ali izgubljen. Stran, ki ni licitirala ničesar, dobi 1 na vzetek.
   *[none] **Točke:** izpolnjena pogodba *t* vzetkov: 5 za vsak licitiran vzetek in 1 za vsak dodatni; neizpolnjena: minus 5 za vsak licitiran vzetek. Board: 10 na vzetek krat njegova stopnja, dobljen ali izgubljen. Stran, ki ni licitirala ničesar, ne dobi ničesar.
}
rules-end-tiebreak = **Konec:** zmaga, kdor ima po zadnji igri največ točk; izenačenje odloči podaljšek s 13 kartami, zmaga prvi do 7 vzetkov.
rules-end-draw = **Konec:** zmaga, kdor ima po zadnji igri največ točk; izenačenje je neodločeno.

## Igra v terminalu (python -m bot play)

cli-you = Ti
cli-south = Jug
cli-west = Zahod
cli-north = Sever
cli-east = Vzhod
cli-you-north = Ti in Sever
cli-west-east = Zahod in Vzhod
cli-bid = { $who ->
    [you] { $player } licitiraš { $bid }
   *[other] { $player } licitira { $bid }
}
cli-contracts = { $who ->
    [you] [bold]Pogodbe:[/bold] { $contracts }. Izigraš ti.
   *[other] [bold]Pogodbe:[/bold] { $contracts }. Izigra { $player }.
}
cli-trick = { $who ->
    [you] { $played }  →  [bold]{ $player }[/bold] zmagaš s { $card }
   *[other] { $played }  →  [bold]{ $player }[/bold] zmaga s { $card }
}
cli-void = { $reason ->
    [all_pass] [yellow]Deljenje je neveljavno (vsi so rekli pas): deli se znova.[/yellow]
   *[weak] [yellow]Deljenje je neveljavno (karte so bile prešibke): deli se znova.[/yellow]
}
cli-tiebreak = { $first_to ->
    [0] [bold yellow]Izenačeno! Podaljšek: 13 kart, brez licitacije, zmaga največ vzetkov.
    [one] [bold yellow]Izenačeno! Podaljšek: 13 kart, brez licitacije, prvi do { $first_to } vzetka.
   *[other] [bold yellow]Izenačeno! Podaljšek: 13 kart, brez licitacije, prvi do { $first_to } vzetkov.
}
cli-tiebreak-won = Podaljšek dobi { $side }.
cli-deal = { $size ->
    [one] Igra { $number } od { $total }: { $size } karta, deli { $dealer }, { $trump }
    [two] Igra { $number } od { $total }: { $size } karti, deli { $dealer }, { $trump }
    [few] Igra { $number } od { $total }: { $size } karte, deli { $dealer }, { $trump }
   *[other] Igra { $number } od { $total }: { $size } kart, deli { $dealer }, { $trump }
}
cli-deal-tiebreak = { $size ->
    [one] Podaljšek: { $size } karta, deli { $dealer }, { $trump }
    [two] Podaljšek: { $size } karti, deli { $dealer }, { $trump }
    [few] Podaljšek: { $size } karte, deli { $dealer }, { $trump }
   *[other] Podaljšek: { $size } kart, deli { $dealer }, { $trump }
}
cli-drawn = Igra se konča neodločeno.
cli-you-win = [bold green]Zmagal si![/bold green]
cli-they-win = { $players ->
    [three] [bold red]Zmaga { $side }.[/bold red]
   *[four] [bold red]Zmagata { $side }.[/bold red]
}
cli-final = Končne točke: { $totals }
    { $verdict }
cli-game-over = Konec igre
cli-col-seat = sedež
cli-col-bid = licitacija
cli-col-tricks = vzetki
cli-col-trick = ta vzetek
cli-col-side = stran
cli-col-contract = pogodba
cli-col-points = točke
cli-col-total = skupaj
cli-scores = { $trump }   ·   točke: { $scores }
cli-wants = pogodbe: { $contracts }
cli-first-to = { $first_to ->
    [one] podaljšek: prvi do { $first_to } vzetka
   *[other] podaljšek: prvi do { $first_to } vzetkov
}
cli-tiebreak-title = Podaljšek
cli-hand-title = Igra { $number }
cli-your-hand = Tvoje karte
cli-scored = Igra { $number } je točkovana
cli-bid-prompt = { $top ->
    [0] Tvoja licitacija (pas, board)
    [1] Tvoja licitacija (pas, 1, board)
    [2] Tvoja licitacija (pas, 1 ali 2, board)
   *[other] Tvoja licitacija (pas, 1-{ $top }, board)
}
cli-card-prompt = { $count ->
    [1] Tvoja karta (1 ali koda, npr. AS)
    [2] Tvoja karta (1 ali 2 ali koda, npr. AS)
   *[other] Tvoja karta (1-{ $count } ali koda, npr. AS)
}
cli-bid-help = Licitiraj pas (ali 0), število vzetkov ali board (tvoja stran pobere vse vzetke).
cli-card-help = Igraj karto z njeno številko v roki ali z njeno kodo: vrednost in nato barva, npr. AS, 10H (ali TH), QD, 7♠; big in little (ali BJ in LJ) za Bloopra.
cli-not-a-card = { $answer } ni karta: poskusi 1 ali AS.
cli-turned = obrnjena { $cards }: adut { $trump }
cli-turned-no-trump = obrnjena { $cards }: brez aduta
cli-seed-start = Seme { $seed }: to deljenje znova odigraš z --seed { $seed }.
cli-left = Zapustil si igro (seme { $seed }).
cli-seed-end = Seme { $seed }.

## When the server changes under a game
vanished-lobby = 🗑️ Kanal preddverja Back Alley #{ $game } je bil izbrisan, zato je preddverje zaprto. { $players }
vanished-game = 🗑️ Prostor igre Back Alley #{ $game } je bil izbrisan, zato se igra tu konča brez izida. { $players } — zapis igre je priložen.
resumed-unlocked = 🔓 Nit je odklenjena: igra se nadaljuje.
resumed-back = ▶️ Bot je spet tu: igra se nadaljuje.
perm-locked = Ta nit je zaklenjena: igra (tudi njen časovnik) čaka, dokler je član z dovoljenjem **Upravljanje niti** ne odklene.
perm-who-fixes = Član z dovoljenjem **Upravljanje vlog** (ali lastnik strežnika) jih lahko vrne vlogi bota, v Nastavitvah strežnika → Vloge ali v dovoljenjih tega kanala.
perm-missing = Botu { $thread ->
    [yes] v tej niti
   *[no] v tem kanalu
    } manjka { $permissions }: tvoja poteza šteje, a miza in poteze računalnika tu morda ne bodo vidne.
perm-line = **Dovoljenja, ki botu manjkajo { $thread ->
    [yes] v tej niti
   *[no] v tem kanalu
    }:** { $permissions }
perm-none = nobeno
forget-only-managers = Podatke tega strežnika lahko izbrišejo le člani z dovoljenjem Upravljanje strežnika.
forget-ask = S tem izbrišeš igre tega strežnika (vseh je { $games }; igre v teku se takoj končajo, brez obvestila v njihovih kanalih), lestvico, statistiko in ratinge vseh igralcev tukaj ter nastavitve. Tega ni mogoče razveljaviti.
forget-done = Igre ({ $games }), statistika in nastavitve tega strežnika so izbrisane.
forget-other-server = Ta gumb pripada drugemu strežniku.
forget-button = Izbriši igre in statistiko tega strežnika
refusal-bad_options-hands = Napiši velikosti iger s števili od 1 do 13, npr. `5,3,1`.

## Pictures

picture-heading-hand = { $size ->
    [one] Igra { $number } od { $total } · { $size } karta
    [two] Igra { $number } od { $total } · { $size } karti
    [few] Igra { $number } od { $total } · { $size } karte
   *[other] Igra { $number } od { $total } · { $size } kart
}
picture-heading-tiebreak = { $size ->
    [one] Podaljšek · { $size } karta
    [two] Podaljšek · { $size } karti
    [few] Podaljšek · { $size } karte
   *[other] Podaljšek · { $size } kart
}
picture-status-draw = Konec igre: neodločeno
picture-status-wins = Zmaga { $player }
picture-status-team-wins = Zmaga { $side }: { $members }
picture-footer-won = Zadnji vzetek je dobil { $player } · { $status }
picture-dealer-mark = D
picture-seat-sits-out = ne igra
picture-seat-to-bid = licitira
picture-seat-no-bid = še ni licitiral
picture-seat-bid = licitacija { $bid }
picture-seat-passed = pas
picture-seat-tricks = { $tricks ->
    [one] { $tricks } vzetek
    [two] { $tricks } vzetka
    [few] { $tricks } vzetki
   *[other] { $tricks } vzetkov
}
picture-seat-bid-tricks = { $tricks ->
    [one] licitacija { $bid } · { $tricks } vzetek
    [two] licitacija { $bid } · { $tricks } vzetka
    [few] licitacija { $bid } · { $tricks } vzetki
   *[other] licitacija { $bid } · { $tricks } vzetkov
}
picture-seat-passed-tricks = { $tricks ->
    [one] pas · { $tricks } vzetek
    [two] pas · { $tricks } vzetka
    [few] pas · { $tricks } vzetki
   *[other] pas · { $tricks } vzetkov
}
picture-turn-up = obrnjena karta
picture-trumps = Adut
picture-no-trump = Brez aduta
picture-scores-to-play = { $count ->
    [one] Točke: še { $count } igra
    [two] Točke: še { $count } igri
    [few] Točke: še { $count } igre
   *[other] Točke: še { $count } iger
}
picture-scores-after = Točke po igri { $number } od { $total }
picture-scores-draw = Končne točke: neodločeno
picture-scores-won = Končne točke: zmaga { $side }
picture-scores-won-tiebreak = Končne točke: po podaljšku zmaga { $side }
picture-no-hand-scored = Nobena igra še ni točkovana
picture-row-hand = igra
picture-row-cards = karte
picture-row-trump = adut
picture-row-bid = licitacija
picture-row-tricks = vzetki
picture-row-points = točke
picture-no-trump-short = BA
picture-board-short = { $level ->
    [1] B
   *[other] { $level }B
}
picture-card-big = VELIKI
picture-card-little = MALI
picture-card-blooper = BLOOPER
picture-alt-table = Igralna miza. { $heading }.
picture-alt-trumps = Adut: { $suit }; obrnjena karta: { $card }.
picture-alt-no-trump = Brez aduta; obrnjena karta: { $card }.
picture-alt-dealer = Deli: { $player }.
picture-alt-led = { $player } je izigral { $card }
picture-alt-played = { $player } je igral { $card }
picture-alt-current-trick = Trenutni vzetek: { $plays }.
picture-alt-last-trick = Zadnji vzetek: { $plays }; dobil ga je { $player }.
picture-alt-previous-trick = Zadnji vzetek prejšnje igre: { $plays }; dobil ga je { $player }.
picture-alt-no-cards = V ta vzetek še ni bila igrana nobena karta.
picture-alt-seat = { $player }: { $line }.
picture-alt-seat-team = { $player } (ekipa { $team }): { $line }.
picture-alt-status = { $status }.
picture-alt-hand = { $count ->
    [one] Tvoje karte, { $count } karta; adut je { $suit }.
    [two] Tvoje karte, { $count } karti; adut je { $suit }.
    [few] Tvoje karte, { $count } karte; adut je { $suit }.
   *[other] Tvoje karte, { $count } kart; adut je { $suit }.
}
picture-alt-hand-no-trump = { $count ->
    [one] Tvoje karte, { $count } karta; v tej igri ni aduta.
    [two] Tvoje karte, { $count } karti; v tej igri ni aduta.
    [few] Tvoje karte, { $count } karte; v tej igri ni aduta.
   *[other] Tvoje karte, { $count } kart; v tej igri ni aduta.
}
picture-alt-hand-empty = V roki ni kart.
picture-alt-hand-suit = { $suit }: { $cards }.
picture-alt-hand-trumps = Aduti ({ $suit }): { $cards }.
picture-alt-hand-bloopers = Aduti: { $cards }.
picture-alt-hand-any = Na vrsti si: katera koli karta.
picture-alt-hand-playable = Na vrsti si, poudarjene: { $cards }.
picture-alt-hand-none = Na vrsti si, a nobene karte ne smeš igrati.
picture-alt-scores = Točkovnik. { $title }. { $scores }.
picture-alt-side = { $side }: { $score }
picture-alt-side-members = { $side } ({ $members }): { $score }
picture-alt-hands = Igre od { $first }. naprej, vsaka kot število kart in adut (BA brez aduta), nato za vsako stran po vrsti licitacija/pobrani vzetki in točke (B board, 2B dvojni board): { $hands }.
picture-alt-hands-cut = { $count ->
    [one] Igre od { $first }. naprej (igra { $start } je samo na sliki), vsaka kot število kart in adut (BA brez aduta), nato za vsako stran po vrsti licitacija/pobrani vzetki in točke (B board, 2B dvojni board): { $hands }.
   *[other] Igre od { $first }. naprej (igre od { $start } do { $end } so samo na sliki), vsaka kot število kart in adut (BA brez aduta), nato za vsako stran po vrsti licitacija/pobrani vzetki in točke (B board, 2B dvojni board): { $hands }.
}
