# Back Alley — Slovenščina. Besede igre: vzetek (pobrati vzetek), adut, barva, licitacija, valat, veliki in mali joker; igra je eno deljenje, partija vse igre skupaj; dnevna partija je partija z istimi kartami za ves strežnik. Vzetek in igro štejemo z vrstilnim števnikom (1. vzetek, v 3. igri); karta po predlogu s/z ne stoji, ker se predlog ne more ujemati z znakom (pobere @dave (A♥)).

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
suit-letter-S = S
suit-letter-H = H
suit-letter-D = D
suit-letter-C = C
joker-code-big = VJ
joker-code-little = MJ
# The word the lines below choose by: "adut: **noben**" reads as a form, so a hand without trumps is said "brez aduta" there.
no-trump = noben
big-blooper = veliki joker
little-blooper = mali joker
card-name = { $rank ->
    [ace] { $suit ->
        [spades] pikov
        [hearts] srčni
        [diamonds] karo
       *[clubs] križev
    } { rank-name-A }
    [king] { $suit ->
        [spades] pikov
        [hearts] srčni
        [diamonds] karo
       *[clubs] križev
    } { rank-name-K }
    [queen] { $suit ->
        [spades] pikova
        [hearts] srčna
        [diamonds] karo
       *[clubs] križeva
    } { rank-name-Q }
    [jack] { $suit ->
        [spades] pikov
        [hearts] srčni
        [diamonds] karo
       *[clubs] križev
    } { rank-name-J }
    [ten] { $suit ->
        [spades] pikova
        [hearts] srčna
        [diamonds] karo
       *[clubs] križeva
    } { rank-name-10 }
    [nine] { $suit ->
        [spades] pikova
        [hearts] srčna
        [diamonds] karo
       *[clubs] križeva
    } { rank-name-9 }
    [eight] { $suit ->
        [spades] pikova
        [hearts] srčna
        [diamonds] karo
       *[clubs] križeva
    } { rank-name-8 }
    [seven] { $suit ->
        [spades] pikova
        [hearts] srčna
        [diamonds] karo
       *[clubs] križeva
    } { rank-name-7 }
    [six] { $suit ->
        [spades] pikova
        [hearts] srčna
        [diamonds] karo
       *[clubs] križeva
    } { rank-name-6 }
    [five] { $suit ->
        [spades] pikova
        [hearts] srčna
        [diamonds] karo
       *[clubs] križeva
    } { rank-name-5 }
    [four] { $suit ->
        [spades] pikova
        [hearts] srčna
        [diamonds] karo
       *[clubs] križeva
    } { rank-name-4 }
    [three] { $suit ->
        [spades] pikova
        [hearts] srčna
        [diamonds] karo
       *[clubs] križeva
    } { rank-name-3 }
   *[deuce] { $suit ->
        [spades] pikova
        [hearts] srčna
        [diamonds] karo
       *[clubs] križeva
    } { rank-name-2 }
}
joker-name = { $kind ->
    [big] veliki joker
    [little] mali joker
   *[other] { $joker }
}
no-cards = (brez kart)
bid-pass = pas
bid-board = { $level ->
    [2] dvojni valat
    [3] trojni valat
    [4] četverni valat
   *[other] valat
}

## Igralci in ekipe

seat-number = sedež { $number }
computer-player = 🤖 { $level } računalnik
# Every seat of a side played by computers of one level: $level is its key, not its word (the level agrees with the number).
computer-players = { $count ->
    [one] 🤖 { $count } { $level ->
        [strong] močni
        [basic] osnovni
       *[random] naključni
    } računalnik
    [two] 🤖 { $count } { $level ->
        [strong] močna
        [basic] osnovna
       *[random] naključna
    } računalnika
    [few] 🤖 { $count } { $level ->
        [strong] močni
        [basic] osnovni
       *[random] naključni
    } računalniki
   *[other] 🤖 { $count } { $level ->
        [strong] močnih
        [basic] osnovnih
       *[random] naključnih
    } računalnikov
}
picture-computer = { $level } računalnik
level-strong = močni
level-basic = osnovni
level-random = naključni
side-team = Ekipa { $number }
side-seat = Sedež { $number }
preset-classic = Klasična
preset-pagat = Pagat.com
preset-pagat-3 = Pagat.com za tri

## Kar bere kanal

seat-joined = { $player } sede za mizo.
computer-seated = Za mizo sede { $level } računalnik.
seat-freed = Gostitelj sprosti sedež, na katerem sedi { $player }.
seat-left = { $player } zapusti mizo.
lobby-cancelled = Čakalnica je zaprta: partija je preklicana.
game-started = 🃏 **Back Alley** — { $players }, partija se začne!
seat-away = { $player } ni za mizo: za ta sedež igra računalnik, dokler { $player } ne uporabi { COMMAND("backalley back") }.
seat-back = { $player } je spet za mizo: za ta sedež ne igra več računalnik.
game-abandoned = { $player } prekine partijo; ta ne šteje za nikogar.
turn-reminded = ⏳ { $player }, na vrsti si: čez približno { $left } bo namesto tebe igral računalnik ({ $when }).
time-ran-out = ⏰ { $player }: čas je potekel, potezo je odigral računalnik.
## Table manners
cards-forced-last = 🃏 Vsakemu je ostala ena karta: zadnji vzetek se odigra sam.
card-forced = 🃏 { $player } ima samo eno dovoljeno karto: odigra se samodejno.
button-last-trick = Zadnji vzetek
last-trick-title = Zadnji vzetek ({ $number }. v tej igri)
last-trick-card = { $player }: **{ $card }**
last-trick-won = { $player } ga pobere (**{ $card }**).
no-last-trick = V tej igri še ni bil pobran noben vzetek.
button-rematch = Revanš
rematch-opened = Čakalnica za revanš je odprta v { $place }: tvoj prejšnji sedež te čaka. Gostitelj začne partijo, ko so vsi sedeži zasedeni.
rematch-joined = V čakalnici za revanš v { $place } imaš svoj prejšnji sedež.
claim-accepted = 🏳️ { $player } pokaže { $cards } in zahteva vse preostale vzetke. Zagotovljeni so, zato se preostanek igre takoj odigra sam in obračuna.
button-claim = Zahtevaj preostale vzetke
coach-points = { $points ->
    [one] približno { $points } točka manj
    [two] približno { $points } točki manj
    [few] približno { $points } točke manj
   *[other] približno { $points } točk manj
}
coach-chance = približno { $percent } % manj možnosti za zmago v podaljšku
coach-where-bid = Licitacija
coach-where-card = { $trick }. vzetek, { $position }. karta
coach-line-same = ✓ { $where }: { $played }
coach-line-differs = ✗ { $where }: ti { $played } · močni računalnik { $suggested } — { $cost }
coach-moment-bid = licitacija { $bid }
coach-moment-card = { $card } v { $trick }. vzetku
coach-summary = Tvoja najdražja napaka: { $moment }, { $cost }.
coach-summary-clean = V tej igri so bile vse tvoje odločitve enake odločitvam močnega računalnika.
coach-hand-title = Igra { $number }: tvoje odločitve v primerjavi z močnim računalnikom
coach-game-title = Partija, igra za igro, v primerjavi z močnim računalnikom
coach-game-line = { $player }: { $differences ->
    [one] { $differences } odstopanje
    [two] { $differences } odstopanji
    [few] { $differences } odstopanja
   *[other] { $differences } odstopanj
}, skupaj { $cost }; največja izguba: { $moment } v { $hand }. igri ({ $worst }).
coach-game-clean = { $player }: vse odločitve enake kot pri močnem računalniku.
hint-choice = 💡 Najmočnejši računalnik bi izbral **{ $move }**.
hint-alternative = { $move } ({ $cost })
hint-alternative-even = { $move } (skoraj enako dobra)
hint-alternatives = { $count ->
    [one] Druga možnost: { $moves }
    [two] Drugi možnosti: { $moves }
   *[other] Druge možnosti: { $moves }
}
hint-marked = V tej partiji so bili uporabljeni namigi, zato ne šteje za rating.
review-bad-hand = Napiši številko igre, npr. `3`, ali `{ $word }` za celo partijo.
# What a player types for the whole game (English `game` is understood too).
review-game-word = partija
review-choice-game = Cela partija
setting-hints = { $on ->
    [yes] **Namigi ({ COMMAND("backalley hint") }):** vklopljeno — partija, v kateri se uporabi namig, ne šteje za rating
   *[no] **Namigi ({ COMMAND("backalley hint") }):** izklopljeno
}
button-takeback = Razveljavi
button-allow = Dovoli
button-refuse = Zavrni
takeback-asked = ↩️ { $player } prosi za razveljavitev { $kind ->
    [bid] svoje licitacije ({ $move })
   *[play] svoje karte ({ $move })
}. Čakamo na odgovor: { $asked } (**Dovoli** ali **Zavrni**).
takeback-refused = { $player } zavrne: { $kind ->
    [bid] licitacija { $move } velja
   *[play] karta { $move } velja
}.
takeback-allowed-one = { $player } dovoli razveljavitev.
takeback-done = ↩️ { $player } razveljavi { $kind ->
    [bid] licitacijo ({ $move }):
   *[play] karto { $move }:
} partija se vrne v stanje pred to potezo.
takeback-lapsed-played = ⌛ Prošnja za razveljavitev je potekla: { $player } medtem že igra naprej.
takeback-lapsed-time = ⌛ Prošnja za razveljavitev je potekla: v petih minutah ni odgovoril nihče.
takeback-lapsed-over = ⌛ Prošnja za razveljavitev je potekla: partija je končana.
setting-takebacks = { $on ->
    [yes] **Razveljavitev poteze s soglasjem nasprotnikov:** vklopljeno
   *[no] **Razveljavitev poteze s soglasjem nasprotnikov:** izklopljeno
}
prefs-forced = { $on ->
    [yes] **Samodejna igra edine dovoljene karte:** vklopljeno — ko imaš eno samo dovoljeno karto, se odigra sama.
   *[no] **Samodejna igra edine dovoljene karte:** izklopljeno — vsako karto izbereš ti.
}
bid-passed = { $player } reče pas.
bid-placed = { $player } licitira **{ $bid }**.
contract-tricks = { $side } ({ $contract })
contract-board = { $side } ({ $level ->
    [2] dvojni valat
    [3] trojni valat
    [4] četverni valat
   *[other] valat
})
play-started = Licitacije je konec — kontrakti: { $contracts }. Izigra { $leader }.
card-played = { $player } igra **{ $card }**.
trick-won = 🂠 { $player } pobere { $number }. vzetek (**{ $card }**).
all-passed = Vsi so rekli pas: igra { $number } je neveljavna, { $dealer } deli znova.
weak-hand = Šibke karte (brez asa, brez slike, brez aduta): { $dealer } znova deli igro { $number }.
blooper-exchanged = { $player } odvrže drugega jokerja in vzame naslednjo karto s kupa.
tiebreak-started = { $first_to ->
    [0] ⚖️ Izenačenje ({ $sides }): odloča podaljšek s 13 kartami — zmaga, kdor pobere največ vzetkov.
   *[other] ⚖️ Izenačenje ({ $sides }): odloča podaljšek s 13 kartami — zmaga, kdor prvi pride do { $first_to ->
        [one] { $first_to } vzetka
       *[other] { $first_to } vzetkov
    }.
}
tiebreak-two-handed = Prva dva imata enako število vzetkov: sledi podaljšek v dvoje.
deal-line = **{ $heading }** — deli { $dealer }; obrnjena karta **{ $card }**, { $trump ->
    [noben] **brez aduta**
   *[other] adut: **{ $trump }**
}.
turn-bid-range = { $kind ->
    [computer] ➡️ Licitira { $player }: pas, 1–{ $top } ali valat.
   *[person] ➡️ { $player }, tvoja licitacija (pas, 1–{ $top } ali valat).
}
turn-bid = { $kind ->
    [computer] ➡️ Licitira { $player }.
   *[person] ➡️ { $player }, tvoja licitacija.
}
turn-play = { $kind ->
    [computer] ➡️ Na vrsti je { $player }.
   *[person] ➡️ { $player }, na vrsti si.
}
turn-lead = { $kind ->
    [computer] ➡️ Izigra { $player }.
   *[person] ➡️ { $player }, izigraj.
}
game-on-in = Partija poteka v { $place }.

## Čakalnica in miza

lobby-title = Back Alley — čakalnica ({ $preset })
lobby-hands = { $count ->
    [one] { $count } igra: { $schedule }
    [two] { $count } igri: { $schedule }
    [few] { $count } igre: { $schedule }
   *[other] { $count } iger: { $schedule }
}
lobby-partnerships = Dve ekipi: sedeža 1 in 3 proti sedežema 2 in 4.
lobby-three = Trije igralci, vsak zase.
field-options = Možnosti
field-turn-timer = Čas za potezo
field-host = Gostitelj
field-where = Kje
played-in = Partija se igra v { $place }.
seat-label = Sedež { $number }
seat-team-label = Sedež { $number } · Ekipa { $team }
seat-free = *prosto*
status-lobby = Pritisni **Pridruži se**, da sedeš za mizo. Gostitelj začne partijo, ko so vsi sedeži zasedeni.
status-active = Partija poteka.
status-cancelled = Ta čakalnica je bila preklicana.
status-abandoned = Ta partija je bila prekinjena.
status-finished = Ta partija je končana.
hand-heading = { $size ->
    [one] Igra { $number } od { $total } — { $size } karta
    [two] Igra { $number } od { $total } — { $size } karti
    [few] Igra { $number } od { $total } — { $size } karte
   *[other] Igra { $number } od { $total } — { $size } kart
}
tiebreak-heading = { $first_to ->
    [0] Podaljšek (13 kart, zmaga največ vzetkov)
   *[other] Podaljšek (13 kart, zmaga prvi do { $first_to ->
        [one] { $first_to } vzetka
       *[other] { $first_to } vzetkov
    })
}
table-title = Back Alley — { $preset }
table-title-daily = Back Alley — dnevna partija, { $day }
game-is-over = Partija je končana.
table-deal = **{ $heading }**
    Deli { $dealer } · obrnjena karta { $card } · { $trump ->
        [noben] **brez aduta**
       *[other] adut: **{ $trump }**
    }
seat-bid = { $bid ->
    [pas] pas
   *[other] licitacija { $bid }
}
seat-tricks = { $count ->
    [one] { $count } vzetek
    [two] { $count } vzetka
    [few] { $count } vzetki
   *[other] { $count } vzetkov
}
seat-away-note = ni za mizo: igra računalnik
field-contracts = Kontrakti
contract-line = { $side }: potrebuje { $need }, ima { $taken }
need-board = { $level ->
    [2] dvojni valat
    [3] trojni valat
    [4] četverni valat
   *[other] valat
} ({ $contract ->
    [1] edini vzetek
    [2] oba vzetka
   *[other] vse vzetke
})
field-trick = Trenutni vzetek
field-scores = Točke
field-turn = Na vrsti
to-bid = { $player } licitira
to-play = { $player } igra
to-lead = { $player } izigra
score-line = { $side } ({ $members }): **{ $score }**
hand-scored-title = Obračun igre { $number } od { $total }
hand-scored-description = { $size ->
    [one] { $size } karta · { $trump ->
        [noben] brez aduta
       *[other] adut: { $trump }
    }
    [two] { $size } karti · { $trump ->
        [noben] brez aduta
       *[other] adut: { $trump }
    }
    [few] { $size } karte · { $trump ->
        [noben] brez aduta
       *[other] adut: { $trump }
    }
   *[other] { $size } kart · { $trump ->
        [noben] brez aduta
       *[other] adut: { $trump }
    }
}
hand-scored-side = licitacije: { $bids }
    kontrakt { $contract }, pobrani vzetki: { $taken }
    točke **{ $points }**, skupaj **{ $total }**
contract-board-short = { $level ->
    [2] dvojni valat
    [3] trojni valat
    [4] četverni valat
   *[other] valat
}
game-drawn = Partija se konča neodločeno.
game-won = Zmaga **{ $side }**: { $members } 🎉
game-over-title = Konec partije
field-final-scores = Končne točke
field-tiebreak = Odločil je podaljšek
tiebreak-tricks = { $tricks }
tiebreak-side-tricks = { $side } pobere { $count ->
    [one] { $count } vzetek
    [two] { $count } vzetka
    [few] { $count } vzetke
   *[other] { $count } vzetkov
}

## Igralčeve karte

hand-title = Tvoje karte
hand-sit-out = V tem podaljšku ne igraš.
hand-turn-up = obrnjena karta { $card } · { $trump ->
    [noben] **brez aduta**
   *[other] adut: **{ $trump }**
}
field-now = Zdaj
now-bid = **Tvoja licitacija:** izberi spodaj ali uporabi { COMMAND("bid") }.
now-play = **Na vrsti si:** pritisni karto (sivih kart zdaj ne smeš igrati) ali uporabi { COMMAND("play") }.
waiting-bid = Čakamo, da { $player } licitira.
waiting-play = Čakamo, da { $player } odigra karto.
waiting-lead = Čakamo, da { $player } izigra.
waiting = Čakamo.

## Gumbi in izbire

button-join = Pridruži se
button-leave = Zapusti mizo
button-addbot = Dodaj računalnik
button-start = Začni
button-cancel = Prekliči
button-hand = Moje karte
choose-bid = Izberi licitacijo

## Napake

apology = Oprosti, pri nas je prišlo do napake. Tvoja zadnja poteza ni bila sprejeta; poskusi znova.
database-unavailable = Podatki partije trenutno niso dosegljivi: tvoja zadnja poteza ni bila sprejeta. Poskusi znova čez trenutek.
discord-forbidden = Discord botu ni dovolil, da bi to tukaj dokončal: v tem kanalu mu manjka dovoljenje. { COMMAND("backalley settings") } pokaže, kaj manjka.
discord-gone = Discord sporoča, da kanala ali sporočila, ki ga to potrebuje, ni več.
not-your-turn-bid = Nisi na vrsti: licitira { $player }.
not-your-turn-play = Nisi na vrsti: igra { $player }.
error-game_over = Partija je končana.
error-not_your_turn = Nisi na vrsti.
error-wrong_phase-tiebreak = V podaljšku se ne licitira: igraj karto.
error-wrong_phase-play = Licitacije je konec: igraj karto.
error-wrong_phase-bid = Zdaj je na vrsti licitacija, ne igranje kart.
error-wrong_phase-claim = Vzetke lahko zahtevaš šele, ko se začne igranje kart.
error-bid_out_of_range = { $top ->
    [0] Reci pas ali licitiraj valat.
    [1] Reci pas ali licitiraj 1 ali valat.
   *[other] Reci pas ali licitiraj število od 0 do { $top } ali valat.
}
error-bad_card = `{ $text }` ni karta. Napiši jo, kot jo vidiš v roki, npr. A♠, 10♥ ali Q♦ (Q je dama, J fant), ali s črko barve (angleške začetnice: S pik, H srce, D karo, C križ), npr. AS, 10H ali QD, ali z imenom, npr. srčna dama. Veliki joker je VJ, mali joker MJ.
error-card-ambiguous = `{ $text }` je lahko { $first } ali { $second }: napiši karto, kot jo vidiš v roki, ali z imenom.
error-card_not_in_hand = Te karte nimaš: { $card }.
error-must_follow_suit = Priznati moraš barvo: { $suit }.
error-must_follow_suit-trumps = Izigran je bil adut: igrati moraš aduta.
error-must_play_highest_trump = Izigran je bil veliki joker: igrati moraš svojega najvišjega aduta, { $card }.
error-must_play_lowest_trump = Izigran je bil mali joker: igrati moraš svojega najnižjega aduta, { $card }.
error-trumps_not_broken = Adut še ni bil igran: izigraj drugo barvo.
refusal-no_game = V tem kanalu ni partije Back Alley. Začni jo z { COMMAND("backalley new") }.
refusal-no_game-gone = Te partije ni več.
refusal-no_game-finished = Ta partija je končana. { $result }
    { COMMAND("backalley record") } še vedno pokaže njen zapis, { COMMAND("backalley review") } pa tvoje odločitve v primerjavi z odločitvami močnega računalnika; { COMMAND("backalley new") } tu začne novo partijo.
refusal-no_game-abandoned = Ta partija je bila prekinjena.
    { COMMAND("backalley record") } še vedno pokaže njen zapis, { COMMAND("backalley review") } pa tvoje odločitve v odigranih igrah; { COMMAND("backalley new") } tu začne novo partijo.
refusal-game_exists = Tu je že čakalnica ali partija: najprej jo končaj ali prekliči.
refusal-not_in_game = V tej partiji ne igraš.
refusal-not_in_game-person = Na sedežu { $number } igra človek.
refusal-not_host = To lahko stori le gostitelj.
refusal-not_host-abandon = Partijo lahko prekine le gostitelj ali član z dovoljenjem **Manage Server**.
refusal-already_seated = Za to mizo že sediš.
refusal-lobby_full = Miza je polna.
refusal-seat_taken = Sedež { $number } je zaseden.
refusal-seat_taken-team = Ekipa { $number } je polna.
refusal-no_such_seat = Izberi sedež od 1 do { $players }.
refusal-no_such_seat-team = V partiji dveh ekip sta ekipi 1 in 2.
refusal-no_such_seat-empty = Sedež { $number } je prazen.
refusal-table_not_full = { $missing ->
    [one] Za začetek manjka še { $missing } igralec.
    [two] Za začetek manjkata še { $missing } igralca.
    [few] Za začetek manjkajo še { $missing } igralci.
   *[other] Za začetek manjka še { $missing } igralcev.
}
refusal-not_in_game-rematch = Revanš lahko zahtevajo le igralci te partije.
refusal-not_started-rematch = Ta partija še ni končana.
refusal-claim = Ni zagotovljeno: nasprotniki lahko še poberejo kak vzetek.
refusal-claim-unsure = Ni gotovo, da so vsi preostali vzetki tvoji: računalnik tega ni utegnil preveriti. Igraj naprej ali zahtevaj pozneje.
refusal-no_hints = Namigi so na tem strežniku izklopljeni: član z dovoljenjem **Manage Server** jih vklopi z { OPTION("backalley settings", "hints") }.
refusal-no_hints-turn = Namig lahko dobiš le, ko si na vrsti.
refusal-no_review = Igra { $number } še ni končana: igro pregledaš, ko se konča.
refusal-no_review-none = Tu še ni končana nobena igra.
refusal-takeback-mine = Za razveljavitev lahko prosi le, kdor je potezo naredil.
refusal-takeback-twice = Za razveljavitev te poteze je nekdo že prosil.
refusal-takeback-waiting = Prošnja za razveljavitev že čaka na odgovor.
refusal-takeback-late = Prepozno: nekdo je medtem že igral.
refusal-takeback-lapsed = Prepozno: prošnja je po petih minutah potekla.
refusal-takeback-none = Nobena prošnja za razveljavitev ne čaka na odgovor.
refusal-takeback-not_asked = Odgovorijo lahko le vprašani igralci.
refusal-takeback-answered = Tvoj odgovor je že zabeležen.
refusal-takeback-gone = Ta poteza je že razveljavljena.
refusal-takeback-off = Razveljavitve so na tem strežniku izklopljene.
refusal-not_started = Partija se še ni začela.
refusal-not_started-abandon = Partija se še ni začela: raje jo prekliči v čakalnici.
refusal-already_started = Partija se je že začela.
refusal-already_started-leave = Partija se je začela: ne moreš je zapustiti. Gostitelj jo lahko prekine.
refusal-game_ended = Ta partija je končana.
refusal-game_ended-finished = Ta partija je končana.
refusal-game_ended-abandoned = Ta partija je bila prekinjena: končana je.
refusal-game_ended-cancelled = Ta čakalnica je bila preklicana.
refusal-game_ended-gone = Te partije ni več.
refusal-bad_options-timer = Čas za potezo mora biti večji od nič.
refusal-bad_options-timer_long = { $days ->
    [one] Čas za potezo je lahko največ { $days } dan, npr. `12 ur` ali `1 dan`.
    [two] Čas za potezo je lahko največ { $days } dneva, npr. `12 ur` ali `2 dneva`.
    [few] Čas za potezo je lahko največ { $days } dni, npr. `12 ur` ali `3 dni`.
   *[other] Čas za potezo je lahko največ { $days } dni, npr. `12 ur` ali `7 dni`.
}
refusal-bad_options-levels = Ravni računalnika so: { $levels }.
refusal-bad_options-sort = Razvrstiš lahko { $sorts }.
refusal-bad_options-preset = Različice so: { $presets }.
refusal-bad_options-option = Možnost `{ $option }` ne obstaja ali ne sprejme te vrednosti.
refusal-bad_options-settings = Neznane nastavitve: { $settings }.
refusal-host_cannot_leave = Si gostitelj: namesto da odideš, prekliči partijo.
refusal-host_cannot_leave-remove = Sebe ne moreš odstraniti: prekliči partijo.
refusal-already_away = Računalnik že igra namesto tebe: vrneš se z { COMMAND("backalley back") }.
refusal-not_away = Sediš za mizo: sedež je tvoj.
refusal-stale = Ta gumb je iz prejšnje igre. Znova odpri karte z { COMMAND("hand") } ali **Moje karte**.
refusal-moved_on = Medtem se je partija nadaljevala: tvoja poteza ni bila sprejeta. Poglej mizo in poskusi znova.
bad-hands = Napiši, koliko kart ima vsaka igra, s števili od 1 do 13, npr. `5,3,1`.
bad-timer = Napiši čas za potezo, npr. `30 min`, `12 ur` ali `2 dni`, ali `brez` za igro brez časovne omejitve.
bad-value = { $kind ->
    [integer] { $value } ni celo število.
    [number] { $value } ni število.
    [boolean] { $value } ne velja: odgovor mora biti da ali ne.
    [user] Uporabnika { $value } ni na tem strežniku.
    [channel] Kanala { $value } ni na tem strežniku.
    [role] Vloge { $value } ni na tem strežniku.
   *[other] { $value } tu ni veljavna vrednost.
}
not-here = Tega ukaza tu ne moreš uporabiti.
settings-manage = Nastavitve lahko spreminjajo le člani z dovoljenjem **Manage Server**.
no-record = V tem kanalu se še ni igrala nobena partija.
not-dealt = Partija se še ni začela: karte dobiš ob prvem deljenju.

## Drugi odgovori

record-complete = Celoten zapis te partije.
record-partial = Zapis doslej odigranih iger (brez igre, ki še poteka).
setting-computer-ratings = { $on ->
    [yes] **Partije z računalniškimi igralci štejejo za rating:** vklopljeno
   *[no] **Partije z računalniškimi igralci štejejo za rating:** izklopljeno
}
setting-images = { $on ->
    [yes] **Slike kart, mize in točk:** vklopljeno
   *[no] **Slike kart, mize in točk:** izklopljeno
}
setting-language = **Jezik sporočil na strežniku:** { $language }
language-set = Jezik, v katerem ti bo odslej pisal Back Alley: { $language }.
language-unset = Back Alley ti bo pisal v jeziku, ki ga ima nastavljen tvoj Discord.
language-automatic = samodejno (jezik Discorda na strežniku)

## Lestvica, statistika in zgodovina

lb-unrated = še ni določen
lb-wins = { $count ->
    [one] { $count } zmaga
    [two] { $count } zmagi
    [few] { $count } zmage
   *[other] { $count } zmag
}
lb-win-rate = { $rate } zmag
lb-points-per-hand = { $points } na igro
lb-contracts = { $rate } izpolnjenih kontraktov
lb-all-presets = vse različice
lb-title = Lestvica { $sort } ({ $preset })
lb-empty = Tu še ni končanih partij. Začni novo z { COMMAND("backalley new") }.
lb-row = { $games ->
    [one] `#{ $rank }` { $player } — **{ $value }** · { $games } partija{ $marker }
    [two] `#{ $rank }` { $player } — **{ $value }** · { $games } partiji{ $marker }
    [few] `#{ $rank }` { $player } — **{ $value }** · { $games } partije{ $marker }
   *[other] `#{ $rank }` { $player } — **{ $value }** · { $games } partij{ $marker }
}
lb-your-place = Tvoje mesto
lb-place = { $player } je na **{ $rank }. mestu** od { $players }: { $value }
lb-footer = { $players ->
    [one] Stran { $page } od { $pages } · { $players } igralec
    [two] Stran { $page } od { $pages } · { $players } igralca
    [few] Stran { $page } od { $pages } · { $players } igralci
   *[other] Stran { $page } od { $pages } · { $players } igralcev
}
lb-previous = ◀ Nazaj
lb-next = Naprej ▶
sort-rating = po ratingu
sort-wins = po zmagah
sort-win_rate = po deležu zmag
sort-points_per_hand = po točkah na igro
sort-contract_rate = po deležu izpolnjenih kontraktov
stats-title = Statistika Back Alley
stats-none = { $player } na tem strežniku še nima nobene končane partije.
stats-games = Partije
stats-games-value = { $games } (zmage: { $wins }, porazi: { $losses }, neodločene: { $draws })
stats-win-rate = Delež zmag
stats-rating = Rating
stats-rating-value = { $games ->
    [one] { $rating } ({ $games } partija za rating)
    [two] { $rating } ({ $games } partiji za rating)
    [few] { $rating } ({ $games } partije za rating)
   *[other] { $rating } ({ $games } partij za rating)
}
stats-points = Točke na igro
stats-contracts = Izpolnjeni kontrakti
stats-contracts-value = { $rate } ({ $made } od { $tried })
stats-boards = Valati
stats-boards-value = izpolnjeni { $made } od { $bid } licitiranih
stats-best = Najboljša partija
stats-streak = Trenutni niz
streak-win = { $count ->
    [one] { $count } zmaga zapored
    [two] { $count } zmagi zapored
    [few] { $count } zmage zapored
   *[other] { $count } zmag zapored
}
streak-loss = { $count ->
    [one] { $count } poraz zapored
    [two] { $count } poraza zapored
    [few] { $count } porazi zapored
   *[other] { $count } porazov zapored
}
streak-draw = { $count ->
    [one] { $count } neodločen izid zapored
    [two] { $count } neodločena izida zapored
    [few] { $count } neodločeni izidi zapored
   *[other] { $count } neodločenih izidov zapored
}
stats-partner = Najpogostejši partner
stats-partner-value = { $games ->
    [one] { $partner } ({ $games } partija, zmage: { $won })
    [two] { $partner } ({ $games } partiji, zmage: { $won })
    [few] { $partner } ({ $games } partije, zmage: { $won })
   *[other] { $partner } ({ $games } partij, zmage: { $won })
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
rules-players-four = **Igralci:** 4, dve ekipi (sedeža 1 in 3, 2 in 4).
rules-players-three = **Igralci:** 3, vsak zase.
rules-hands = **Igre:** { $count } (kart v roki: { $schedule }).
rules-cards = **Karte:** 54 — veliki in mali joker sta najvišja aduta, sledijo as, kralj, dama, fant, desetka … dvojka.
rules-trumps-swap = **Adut:** določi ga karta, obrnjena po deljenju. Če se obrne joker, aduta ni; kdor ima drugega jokerja, ga zamenja za naslednjo karto.
rules-trumps-turn = **Adut:** določi ga karta, obrnjena po deljenju. Če se obrne joker, se obrača naprej, dokler se ne pokaže navadna karta.
rules-bidding = { $top ->
    [minus] **Licitacija:** vsak licitira enkrat, prvi je igralec levo od delivca: pas, število vzetkov, največ za enega manj, kot je kart v roki, ali *valat* (vse vzetke pobereš ti oziroma tvoja ekipa). Licitaciji partnerjev se seštejeta. { $all_pass ->
        [redeal] Če vsi rečejo pas, naslednji delivec deli znova.
       *[play] Če vsi rečejo pas, se igra vseeno odigra.
    }
   *[size] **Licitacija:** vsak licitira enkrat, prvi je igralec levo od delivca: pas, število vzetkov, največ toliko, kot je kart v roki, ali *valat* (vse vzetke pobereš ti oziroma tvoja ekipa). Licitaciji partnerjev se seštejeta. { $all_pass ->
        [redeal] Če vsi rečejo pas, naslednji delivec deli znova.
       *[play] Če vsi rečejo pas, se igra vseeno odigra.
    }
}
rules-boards = { $lead ->
    [last] { $escalation ->
        [linear] **Valati:** vsak naslednji valat zviša vložek: dvojni, trojni, četverni valat. Izigra tisti, ki je zadnji licitiral valat.
       *[flat] **Valati:** vsak valat šteje enkrat. Izigra tisti, ki je zadnji licitiral valat.
    }
   *[first] { $escalation ->
        [linear] **Valati:** vsak naslednji valat zviša vložek: dvojni, trojni, četverni valat. Izigra tisti, ki je prvi licitiral valat.
       *[flat] **Valati:** vsak valat šteje enkrat. Izigra tisti, ki je prvi licitiral valat.
    }
}
rules-play = { $trump_lead ->
    [bidder] **Igranje:** izigra najvišji licitant; barvo je treba priznati, če jo imaš; vzetek dobi najvišji adut, sicer najvišja karta izigrane barve. Aduta ni dovoljeno izigrati, dokler ni bil odigran kak adut, razen če imaš samo adute ali je tvoja licitacija valat.
    [anyone] **Igranje:** izigra najvišji licitant; barvo je treba priznati, če jo imaš; vzetek dobi najvišji adut, sicer najvišja karta izigrane barve. Aduta ni dovoljeno izigrati, dokler ni bil odigran kak adut, razen če imaš samo adute ali je kdo licitiral valat.
   *[none] **Igranje:** izigra najvišji licitant; barvo je treba priznati, če jo imaš; vzetek dobi najvišji adut, sicer najvišja karta izigrane barve. Aduta ni dovoljeno izigrati, dokler ni bil odigran kak adut, razen če imaš samo adute.
}
rules-bloopers = **Izigran joker:** ko je izigran veliki joker, vsak, ki ima adut, igra najvišjega; ko je izigran mali joker, najnižjega.
rules-weak = **Šibke karte:** pri 7 ali več kartah velja: če ima kdo karte brez asa, slike in aduta, se karte vržejo in isti delivec deli znova.
rules-scoring = { $zero ->
    [overtricks] **Točke:** izpolnjen kontrakt *t* vzetkov: 5 za vsak licitirani vzetek in 1 za vsak dodatni; neizpolnjen: minus 5 za vsak licitirani vzetek. Valat: 10 na vzetek, pomnoženo z njegovo stopnjo, v plus ali v minus. Ekipa s kontraktom 0 (nihče v njej ni licitiral vzetka) dobi 1 točko za vsak pobrani vzetek.
   *[none] **Točke:** izpolnjen kontrakt *t* vzetkov: 5 za vsak licitirani vzetek in 1 za vsak dodatni; neizpolnjen: minus 5 za vsak licitirani vzetek. Valat: 10 na vzetek, pomnoženo z njegovo stopnjo, v plus ali v minus. Ekipa s kontraktom 0 (nihče v njej ni licitiral vzetka) ne dobi ničesar, ne glede na pobrane vzetke.
}
rules-end-tiebreak = **Konec:** zmaga, kdor ima po zadnji igri največ točk; ob izenačenju odloči podaljšek s 13 kartami: zmaga, kdor prvi pobere 7 vzetkov.
rules-end-draw = **Konec:** zmaga, kdor ima po zadnji igri največ točk; ob izenačenju je partija neodločena.

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
    [you] [bold]Kontrakti:[/bold] { $contracts }. Izigraš ti.
   *[other] [bold]Kontrakti:[/bold] { $contracts }. Izigra { $player }.
}
cli-trick = { $who ->
    [you] { $played }  →  [bold]{ $player }[/bold] pobereš vzetek ({ $card })
   *[other] { $played }  →  [bold]{ $player }[/bold] pobere vzetek ({ $card })
}
cli-void = { $reason ->
    [all_pass] [yellow]Igra je neveljavna (vsi so rekli pas): deli se znova.[/yellow]
   *[weak] [yellow]Igra je neveljavna (karte so bile prešibke): deli se znova.[/yellow]
}
cli-tiebreak = { $first_to ->
    [0] [bold yellow]Izenačeno! Podaljšek: 13 kart, brez licitacije, zmaga največ vzetkov.
    [one] [bold yellow]Izenačeno! Podaljšek: 13 kart, brez licitacije, prvi do { $first_to } vzetka.
   *[other] [bold yellow]Izenačeno! Podaljšek: 13 kart, brez licitacije, prvi do { $first_to } vzetkov.
}
cli-tiebreak-won = Zmagovalec podaljška: { $side }.
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
cli-drawn = Partija se konča neodločeno.
cli-you-win = [bold green]Zmaga je tvoja![/bold green]
cli-they-win = { $players ->
    [three] [bold red]Zmaga { $side }.[/bold red]
   *[four] [bold red]Zmagata { $side }.[/bold red]
}
cli-final = Končne točke: { $totals }
    { $verdict }
cli-game-over = Konec partije
cli-col-seat = sedež
cli-col-bid = licitacija
cli-col-tricks = vzetki
cli-col-trick = ta vzetek
cli-col-side = ekipa
cli-col-contract = kontrakt
cli-col-points = točke
cli-col-total = skupaj
cli-scores = { $trump }   ·   točke: { $scores }
cli-wants = kontrakti: { $contracts }
cli-first-to = { $first_to ->
    [one] podaljšek: prvi do { $first_to } vzetka
   *[other] podaljšek: prvi do { $first_to } vzetkov
}
cli-tiebreak-title = Podaljšek
cli-hand-title = Igra { $number }
cli-your-hand = Tvoje karte
cli-scored = Obračun igre { $number }
cli-bid-prompt = { $top ->
    [0] Tvoja licitacija (pas, valat)
    [1] Tvoja licitacija (pas, 1, valat)
    [2] Tvoja licitacija (pas, 1 ali 2, valat)
   *[other] Tvoja licitacija (pas, 1-{ $top }, valat)
}
cli-card-prompt = { $count ->
    [1] Tvoja karta (1 ali koda, npr. AS)
    [2] Tvoja karta (1 ali 2 ali koda, npr. AS)
   *[other] Tvoja karta (1-{ $count } ali koda, npr. AS)
}
cli-bid-help = Licitiraj pas (ali 0), število vzetkov ali valat (tvoja ekipa pobere vse vzetke).
cli-card-help = Karto igraš z njeno zaporedno številko v roki, tako kot jo vidiš v roki (A♠, 10♥, Q♦; Q je dama, J fant), s črko barve (angleške začetnice: S pik, H srce, D karo, C križ; AS, 10H ali TH, QD) ali z imenom (srčna dama); veliki joker je VJ, mali joker MJ.
cli-not-a-card = { $answer } ni karta: poskusi 1 ali A♠.
cli-turned = obrnjeno: { $cards } — adut { $trump }
cli-turned-no-trump = obrnjeno: { $cards } — brez aduta
cli-seed-start = Seme { $seed }: isto partijo znova odigraš z --seed { $seed }.
cli-left = Partijo zapuščaš (seme { $seed }).
cli-seed-end = Seme { $seed }.

## When the server changes under a game
vanished-lobby = 🗑️ Kanal čakalnice Back Alley #{ $game } je bil izbrisan, zato je čakalnica zaprta. { $players }
vanished-game = 🗑️ Kanala ali niti partije Back Alley #{ $game } ni več, zato se partija tu konča brez izida. { $players } — zapis partije je priložen.
resumed-unlocked = 🔓 Nit je odklenjena: partija se nadaljuje.
resumed-back = ▶️ Bot je spet tu: partija se nadaljuje.
perm-locked = Ta nit je zaklenjena: partija čaka in čas za potezo stoji, dokler je član z dovoljenjem **Manage Threads** ne odklene.
perm-who-fixes = Član z dovoljenjem **Manage Roles** (ali lastnik strežnika) jih lahko vrne vlogi bota v **Server Settings → Roles** ali v dovoljenjih tega kanala.
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
perm-missing = Botu { $thread ->
    [yes] v tej niti
   *[no] v tem kanalu
    } manjkajo dovoljenja: { $permissions }. Tvoja poteza šteje, a miza in poteze računalnika tu morda ne bodo vidne.
perm-line = **Dovoljenja, ki botu manjkajo { $thread ->
    [yes] v tej niti
   *[no] v tem kanalu
    }:** { $permissions }
perm-none = ni jih
# What the bot's roles lack in the server for each feature the server uses (the settings)
perm-features = **Dovoljenja, ki vlogam bota manjkajo na tem strežniku, po funkcijah:** { $features }
perm-feature = { $feature } ({ $permissions })
feature-table = partije
feature-events = turnirji
feature-daily = dnevna partija
feature-season-posts = končna lestvica sezone
feature-champion-role = vloga prvaka sezone
forget-only-managers = Podatke tega strežnika lahko izbrišejo le člani z dovoljenjem **Manage Server**.
forget-ask = S tem izbrišeš partije tega strežnika (vseh je { $games }; partije v teku se takoj končajo, brez obvestila v njihovih kanalih), lestvico, statistiko in ratinge vseh igralcev tukaj ter nastavitve. Tega ni mogoče razveljaviti.
forget-done = Partije ({ $games }), statistika in nastavitve tega strežnika so izbrisane.
forget-other-server = Ta gumb pripada drugemu strežniku.
forget-button = Izbriši partije in statistiko tega strežnika
refusal-bad_options-hands = Napiši, koliko kart ima vsaka igra, s števili od 1 do 13, npr. `5,3,1`.

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
picture-status-draw = Konec partije: neodločeno
picture-status-wins = Zmaga { $player }
picture-status-team-wins = Zmaga { $side }: { $members }
picture-footer-won = Zadnji vzetek: { $player } · { $status }
picture-dealer-mark = D
picture-seat-final = { $points ->
    [one] skupaj { $points } točka
    [two] skupaj { $points } točki
    [few] skupaj { $points } točke
   *[other] skupaj { $points } točk
}
picture-seat-sits-out = ne igra
picture-seat-to-bid = licitira
picture-seat-no-bid = še brez licitacije
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
picture-no-hand-scored = Še nobena igra ni obračunana
picture-row-hand = igra
picture-row-cards = karte
picture-row-trump = adut
picture-row-bid = licit.
picture-row-tricks = vzetki
picture-row-points = točke
picture-no-trump-short = BA
picture-board-short = { $level ->
    [1] V
   *[other] { $level }V
}
picture-card-big = VELIKI
picture-card-little = MALI
picture-card-blooper = JOKER
picture-alt-table = Igralna miza. { $heading }.
picture-alt-trumps = Adut: { $suit }; obrnjena karta: { $card }.
picture-alt-no-trump = Brez aduta; obrnjena karta: { $card }.
picture-alt-dealer = Deli: { $player }.
picture-alt-led = izigra { $player } – { $card }
picture-alt-played = { $player } – { $card }
picture-alt-then = { $first }; { $next }
picture-alt-current-trick = Trenutni vzetek: { $plays }.
picture-alt-last-trick = Zadnji vzetek: { $plays }. Pobere ga { $player }.
picture-alt-previous-trick = Zadnji vzetek prejšnje igre: { $plays }. Pobere ga { $player }.
picture-alt-no-cards = Na mizi še ni nobene karte.
picture-alt-seat = { $player }: { $line }.
picture-alt-seat-team = { $player }, Ekipa { $team }: { $line }.
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
picture-alt-hand-any = Na vrsti si; igraš lahko katero koli karto.
picture-alt-hand-playable = Na vrsti si; igraš lahko: { $cards }.
picture-alt-hand-none = Na vrsti si, a nobene karte ne smeš igrati.
picture-alt-scores = Točkovnik. { $title }. { $scores }.
picture-alt-side = { $side }: { $score }
picture-alt-side-members = { $side } ({ $members }): { $score }
picture-alt-hands = Po igrah od { $first }. naprej: število kart in adut (BA = brez aduta), nato za vsako ekipo oziroma igralca licitacija/pobrani vzetki in točke (V = valat, 2V = dvojni valat): { $hands }.
picture-alt-hands-cut = { $count ->
    [one] Po igrah od { $first }. naprej (igra { $start } je samo na sliki): število kart in adut (BA = brez aduta), nato za vsako ekipo oziroma igralca licitacija/pobrani vzetki in točke (V = valat, 2V = dvojni valat): { $hands }.
   *[other] Po igrah od { $first }. naprej (igre od { $start } do { $end } so samo na sliki): število kart in adut (BA = brez aduta), nato za vsako ekipo oziroma igralca licitacija/pobrani vzetki in točke (V = valat, 2V = dvojni valat): { $hands }.
}

## Seasons
refusal-bad_options-season = Ta strežnik nima sezone { $season }. Izberi sezono s seznama ali »Ves čas«.
refusal-bad_options-season-kind = Sezone so lahko mesečne, četrtletne ali izklopljene, ne »{ $season }«.
refusal-bad_options-timezone = Časovnega pasu { $zone } ne poznam. Izberi enega s seznama, na primer Europe/Ljubljana ali America/New_York.
settings-clear-and-set = Izberi kanal ali vlogo ali pa nastavitev počisti, ne obojega hkrati.
setting-season = { $kind ->
    [monthly] **Sezone:** mesečne
    [quarterly] **Sezone:** četrtletne
   *[off] **Sezone:** izklopljene
}
setting-timezone = **Časovni pas:** { $zone }
setting-announcements = { $chosen ->
    [yes] **Objava rezultatov sezone:** { $channel }
   *[no] **Objava rezultatov sezone:** nikjer (kanal izberi z { OPTION("backalley settings","announcements") })
}
setting-champion-role = { $chosen ->
    [yes] **Vloga prvaka sezone:** { $role }
   *[no] **Vloga prvaka sezone:** brez
}
season-role-title = Vloga prvaka sezone
season-role-no-permission = Vloge { $role } ne morem podeliti za prvo mesto v sezoni: potrebujem dovoljenje **Manage Roles**.
season-role-too-high = Vloge { $role } ne morem podeliti za prvo mesto v sezoni: je nad mojo najvišjo vlogo (ali pripada integraciji). V **Server Settings → Roles** premakni mojo vlogo nad njo.
season-role-gone = Vloga prvaka sezone ne obstaja več: izberi drugo z { OPTION("backalley settings","champion_role") }.
season-quarter = { $quarter }. četrtletje { $year }
season-over-title = Konec sezone: { $season }
season-over-nobody = { $games ->
    [one] V tej sezoni ni uvrščen nihče: za uvrstitev je potrebna { $games } partija za rating.
    [two] V tej sezoni ni uvrščen nihče: za uvrstitev sta potrebni { $games } partiji za rating.
    [few] V tej sezoni ni uvrščen nihče: za uvrstitev so potrebne { $games } partije za rating.
   *[other] V tej sezoni ni uvrščen nihče: za uvrstitev je potrebnih { $games } partij za rating.
}
season-champions = { $count ->
    [1] 🏆 Prvo mesto: { $champions }
   *[other] 🏆 Deljeno prvo mesto: { $champions }
}
season-row = `#{ $place }` { $player } — **{ $rating }** · partije: { $games }
season-ranked = Uvrščeni igralci: { $count }
season-former-member = (ni več na strežniku)
season-all-time = Ves čas
lb-season-title = Lestvica — { $season } — { $sort } ({ $preset })
lb-season-empty = { $current ->
    [yes] { $games ->
        [one] V tej sezoni še nihče ni uvrščen: za uvrstitev je v sezoni potrebna { $games } partija za rating. { OPTION("leaderboard","season") } pokaže tudi lestvico vseh časov.
        [two] V tej sezoni še nihče ni uvrščen: za uvrstitev sta v sezoni potrebni { $games } partiji za rating. { OPTION("leaderboard","season") } pokaže tudi lestvico vseh časov.
        [few] V tej sezoni še nihče ni uvrščen: za uvrstitev so v sezoni potrebne { $games } partije za rating. { OPTION("leaderboard","season") } pokaže tudi lestvico vseh časov.
       *[other] V tej sezoni še nihče ni uvrščen: za uvrstitev je v sezoni potrebnih { $games } partij za rating. { OPTION("leaderboard","season") } pokaže tudi lestvico vseh časov.
    }
   *[no] V tisti sezoni ni bil uvrščen nihče.
}
lb-season-footer = { $games ->
    [one] na lestvici so igralci z vsaj { $games } partijo za rating
    [two] na lestvici so igralci z vsaj { $games } partijama za rating
   *[other] na lestvici so igralci z vsaj { $games } partijami za rating
}
stats-season = Ta sezona ({ $season })
stats-season-none = V tej sezoni še ni partij.
stats-season-unranked = Partije: { $games } · zmage: { $wins } · { $needed ->
    [one] do uvrstitve manjka še { $needed } partija za rating
    [two] do uvrstitve manjkata še { $needed } partiji za rating
    [few] do uvrstitve manjkajo še { $needed } partije za rating
   *[other] do uvrstitve manjka še { $needed } partij za rating
}
stats-season-ranked = **{ $place }. mesto** · rating { $rating } · partije: { $games } · zmage: { $wins }
picture-season-title = Končna lestvica: { $season }
picture-season-champions = { $count ->
    [1] Prvo mesto:
   *[other] Deljeno prvo mesto:
}
picture-season-no-champion = nihče ni uvrščen
picture-season-rating = Rating
picture-season-games = Partije
picture-season-ranked = Uvrščeni igralci: { $count }
picture-alt-season = { $count ->
    [1] Končna lestvica sezone { $season }. Prvo mesto: { $champions }.
   *[other] Končna lestvica sezone { $season }. Deljeno prvo mesto: { $champions }.
}
picture-alt-season-row = Mesto { $place }: { $player }, rating { $rating }, partije: { $games }.

## Games and away
games-title = Tvoje partije
games-empty = Na strežnikih, kjer sem tudi jaz, nimaš nobene odprte partije ali čakalnice. Odpri jo z { COMMAND("backalley new") } v kanalu strežnika.
games-page = { $total ->
    [one] Stran { $page } od { $pages } · { $total } partija
    [two] Stran { $page } od { $pages } · { $total } partiji
    [few] Stran { $page } od { $pages } · { $total } partije
   *[other] Stran { $page } od { $pages } · { $total } partij
}
games-jump = k mizi
games-awaited = **na vrsti si** (začetek poteze: { $since })
games-waiting = na vrsti je drug igralec (začetek poteze: { $since })
games-lobby = čakalnica: zasedeni sedeži { $seated }/{ $players }, odprta: { $since }
games-deadline = rok za potezo: { $when }
games-hand = igra { $number } od { $total }
games-tiebreak = podaljšek
games-score = točke { $ours } proti { $theirs }
games-not-yours = Ta seznam partij ni tvoj ({ $owner }): tvojega ti pokaže { COMMAND("backalley games") }.
server-only = Ta ukaz deluje v kanalu strežnika, kjer so njegove partije. Tukaj ti { COMMAND("backalley games") } pokaže tvoje partije na vseh strežnikih.
seat-away-until = { $player } do { $until } ne bo za mizo. Do takrat oziroma dokler ne uporabi { COMMAND("backalley back") }, za ta sedež igra računalnik.
seat-away-until-note = do { $until } ni za mizo: igra računalnik
away-ended = { $player } je spet za mizo: odsotnost, nastavljena do { $until }, je potekla, zato spet igra svoje poteze.
away-until-unreadable = »{ $typed }« ne znam prebrati kot čas: vpiši trajanje, npr. `3 dni`, `12 ur` ali `2 dni 6 ur`, ali datum, npr. `2026-12-24` (ali `2026-12-24 18:00`), po tvojem časovnem pasu, če ga imaš nastavljenega, sicer po UTC.
away-until-past = { $until } je že mimo: vpiši čas, ki šele pride.
away-until-far = { $days ->
    [one] To je več kot { $days } dan vnaprej: izberi čas v naslednjem { $days } dnevu.
    [two] To je več kot { $days } dneva vnaprej: izberi čas v naslednjih { $days } dneh.
    [few] To je več kot { $days } dnevi vnaprej: izberi čas v naslednjih { $days } dneh.
   *[other] To je več kot { $days } dni vnaprej: izberi čas v naslednjih { $days } dneh.
}

## Daily deal

daily-thread-name = Dnevna partija { $day } · { $player }
daily-started = 🌅 Dnevna partija te čaka v { $place }: { $count ->
    [one] { $count } igra
    [two] { $count } igri
    [few] { $count } igre
   *[other] { $count } iger
} s tremi močnimi računalniki (partner in nasprotnika); igraš v svojem tempu. Danes vsi na strežniku dobijo iste karte, zato se igra, v kateri vsi štirje rečejo pas, ne deli znova, ampak se odigra s kontraktom 0 za obe ekipi; kako so se odrezali drugi, vidiš, ko končaš.
daily-resume = Tvoja dnevna partija se nadaljuje v { $place }: miza je tam ponovno objavljena.
daily-no-thread = Dnevna partija se igra v zasebni niti, bot pa je tukaj ne sme ustvariti (potrebuje **Create Private Threads**). Poskusi v drugem kanalu.
daily-over = 🏁 Dnevna partija je končana. { COMMAND("backalley daily") } pokaže lestvico dneva in, igro za igro, rezultate vseh z istimi kartami.
daily-ranking-title = Dnevna partija, { $day }
daily-ranking-line = **{ $place }.** { $player } — { $percent }
daily-yours = Tvoj rezultat
daily-your-result = **{ $percent }**, { $place }. mesto od { $count }
daily-streak = { $count ->
    [one] Niz: { $count } dan zapored
    [two] Niz: { $count } dneva zapored
    [few] Niz: { $count } dnevi zapored
   *[other] Niz: { $count } dni zapored
}
daily-ranking-more = Rezultati vseh po igrah: { OPTION("backalley daily", "hand") } (od 1 do { $count }). Mesečna lestvica: { OPTION("backalley daily", "month") }. Primerjava tvojih potez z močnim računalnikom: { OPTION("backalley review", "daily") }.
daily-traveller-title = { $number }. igra dnevne partije, { $day }
daily-traveller-line = { $player } — licitacija { $bid }, vzetki { $tricks }, točke { $points }: **{ $percent }**
daily-your-cards = Tvoje karte
daily-month-title = Mesečna lestvica dnevnih partij, { $month }
daily-month-line = **{ $place }.** { $player } — skupaj { $points } ({ $days ->
    [one] { $days } dan
    [two] { $days } dneva
    [few] { $days } dnevi
   *[other] { $days } dni
}, povprečje { $average })
daily-month-empty = Ta mesec še nihče ni končal dnevne partije.
daily-month-footer = Vsak odigrani dan prinese svoj odstotek: čim več dni igraš, tem višje se lahko povzpneš.
setting-daily-schedule = **Število kart v igrah dnevne partije ({ OPTION("backalley settings", "daily_schedule") }):** { $hands }
refusal-daily-played = Tvoja današnja dnevna partija je že odigrana: ena na dan. Jutri pride nova.
refusal-daily-not_finished = Rezultati današnje dnevne partije se pokažejo, ko končaš svojo. Igraj jo z { COMMAND("backalley daily") }.
refusal-daily-game = V dnevni partiji to ni mogoče: vsi jo igrajo enkrat, vsak zase, brez namigov, brez razveljavitev in brez računalnika na svojem sedežu.
refusal-daily-schedule = Dnevna partija ima od 1 do { $most } iger, vsaka od 1 do 13 kart, npr. `13,10,7,4,1`.
refusal-daily-no_hand = { $count ->
    [one] Tvoja dnevna partija je imela { $count } igro: izberi igro 1.
    [two] Tvoja dnevna partija je imela { $count } igri: izberi eno od 1 do { $count }.
    [few] Tvoja dnevna partija je imela { $count } igre: izberi eno od 1 do { $count }.
   *[other] Tvoja dnevna partija je imela { $count } iger: izberi eno od 1 do { $count }.
}
picture-daily-ranking = Dnevna partija · { $day }
picture-daily-traveller = { $number }. igra · { $day }
picture-daily-cards = Tvoje karte
picture-daily-matchpoints = Odstotek
picture-alt-daily-ranking = Lestvica dnevne partije, { $day }:
picture-alt-daily-row = { $place }. { $player } { $percent }
picture-alt-traveller = { $number }. igra dnevne partije, { $day }; tvoje karte { $cards }:
picture-alt-traveller-row = { $player }: licitacija { $bid }, vzetki { $tricks }, točke { $points }, { $percent }

## Notifications
prefs-notify = { $notify ->
    [dm] **Obvestilo, ko si na vrsti:** zasebno sporočilo (DM) z gumbom Moje karte.
    [none] **Obvestilo, ko si na vrsti:** brez; partije spremljaš po svoje.
   *[mention] **Obvestilo, ko si na vrsti:** omemba v niti partije.
}
prefs-zone = **Časovni pas:** { $zone }
prefs-dm-after = { $at_once ->
    [yes] **Zasebno sporočilo pride:** takoj, ko si na vrsti. Zamik nastaviš z { OPTION("backalley prefs", "dm_after") }.
   *[no] **Zasebno sporočilo pride:** ko si na vrsti že { $wait } – zato ga ne dobiš, dokler igraš za mizo. Zamik spremeniš z { OPTION("backalley prefs", "dm_after") } (`0` za takoj).
}
prefs-bad-dm-after = »{ $wait }« ni veljaven zamik. Napiši minute ali ure, npr. `5 min` ali `2 uri` (`0` pomeni takoj).
prefs-quiet = { $hours ->
    [none] **Tihe ure:** brez. Nastavi jih z { OPTION("backalley prefs", "quiet") } (npr. 23-08).
   *[set] **Tihe ure:** { $hours } — zasebna sporočila počakajo do konca tihih ur, nato jih dobiš skupaj v enem povzetku.
}
prefs-bad-zone = Časovnega pasu »{ $zone }« ne poznam. Izberi enega s seznama, npr. Europe/Ljubljana ali America/New_York.
prefs-bad-quiet = »{ $hours }« ne znam prebrati kot tihe ure: napiši začetno in končno uro, npr. `23-08` ali `22:30-07:00` (`off` jih izbriše).
notice-turn = { $asked ->
    [bid] **{ $server }** › **{ $place }**: { $player }, na vrsti si za licitacijo (začetek poteze: { $since }). [K mizi]({ $link })
   *[card] **{ $server }** › **{ $place }**: { $player }, na vrsti si, igraj karto (začetek poteze: { $since }). [K mizi]({ $link })
}
notice-nudged = 🔔 { $player } te opominja, da miza čaka nate.
notice-paused = Back Alley ni deloval ({ $start } – { $end }); ta partija te še vedno čaka.
notice-back = **{ $server }** › **{ $place }**: odsotnost je končana, spet igraš svoje poteze. [K mizi]({ $link })
notice-digest = { $count ->
    [one] Med tvojimi tihimi urami te je začela čakati { $count } partija:
    [two] Med tvojimi tihimi urami sta te začeli čakati { $count } partiji:
    [few] Med tvojimi tihimi urami so te začele čakati { $count } partije:
   *[other] Med tvojimi tihimi urami te je začelo čakati { $count } partij:
}
notice-digest-line = { $asked ->
    [bid] • **{ $server }** › **{ $place }**: tvoja licitacija (začetek poteze: { $since }) — [k mizi]({ $link })
   *[card] • **{ $server }** › **{ $place }**: tvoja karta (začetek poteze: { $since }) — [k mizi]({ $link })
}
notice-mention = { $asked ->
    [bid] 🔔 { $player }, miza čaka na tvojo licitacijo (začetek poteze: { $since }).
   *[card] 🔔 { $player }, miza čaka na tvojo karto (začetek poteze: { $since }).
}
notice-mention-nudged = { $asked ->
    [bid] 🔔 { $player }, { $by } te opominja, da miza čaka na tvojo licitacijo.
   *[card] 🔔 { $player }, { $by } te opominja, da miza čaka na tvojo karto.
}
notice-mention-back = { $player }, odsotnost je končana: spet igraš svoje poteze.
notice-back-turn = { $asked ->
    [bid] **{ $server }** › **{ $place }**: odsotnost je končana in na vrsti si za licitacijo (začetek poteze: { $since }). [K mizi]({ $link })
   *[card] **{ $server }** › **{ $place }**: odsotnost je končana in na vrsti si, igraj karto (začetek poteze: { $since }). [K mizi]({ $link })
}
notice-mention-back-turn = { $asked ->
    [bid] 🔔 { $player }, odsotnost je končana in miza čaka na tvojo licitacijo (začetek poteze: { $since }).
   *[card] 🔔 { $player }, odsotnost je končana in miza čaka na tvojo karto (začetek poteze: { $since }).
}
notice-dm-closed = O tvoji potezi ti ne morem poslati zasebnega sporočila (zasebna sporočila imaš zaprta), zato te omenjam v niti partije. Dovoli zasebna sporočila članov tega strežnika ali izberi { OPTION("backalley prefs", "notify") } mention.
button-remind = Opomni
nudge-sent = 🔔 { $player } dobi opomnik tako, kot ima nastavljena obvestila.
refusal-nudge-computer = Nikogar ni treba opomniti: to potezo igra računalnik.
refusal-nudge-self = Na vrsti si ti: nikogar ni treba opomniti.
refusal-nudge-soon = Za opomnik je še prezgodaj: poteza se je začela pred manj kot eno uro. Gumb **Opomni** lahko pritisneš od <t:{ $when }:t> (<t:{ $when }:R>).
refusal-nudge-once = Opomnik za to potezo je že poslan: en opomnik na potezo je dovolj.
setting-timer-quiet = { $on ->
    [yes] **Čas za potezo ne teče med tihimi urami igralca, ki je na vrsti:** vklopljeno
   *[no] **Čas za potezo ne teče med tihimi urami igralca, ki je na vrsti:** izklopljeno
}
timer-quiet-until = 🌙 Čas za potezo stoji, dokler ne minejo tihe ure: <t:{ $until }:t> (<t:{ $until }:R>).

## new-game-form

form-title = Nova partija Back Alley
form-preset = Različica
form-preset-classic = 4 igralci v dveh ekipah · 25 iger: od 13 kart do 1 in nazaj do 13
form-preset-pagat = 4 igralci v dveh ekipah · 26 iger: od 1 karte do 13 in nazaj do 1
form-preset-pagat-3 = 3 igralci, vsak zase · 24 iger: od 2 kart do 13 in nazaj do 2
form-schedule = Število kart v vsaki igri
form-schedule-preset = Cela partija izbrane različice
form-schedule-preset-about = Vse igre različice, ki je izbrana zgoraj
form-hands = Ali pa: lastno število kart v vsaki igri
form-hands-about = Namesto izbire zgoraj: števila od 1 do 13, eno za vsako igro
form-hands-placeholder = npr. 7,5,3,1
form-timer-about = Na polovici časa opomnik; ko čas poteče, potezo odigra računalnik
form-timer-off = Brez časovne omejitve
form-computers = Računalniški igralci
form-computers-none = Nihče: igralci sedejo na proste sedeže
form-computers-strong = Močan računalnik na vsakem prostem sedežu
form-computers-basic = Osnovni računalnik na vsakem prostem sedežu
form-computers-random = Naključni računalnik na vsakem prostem sedežu
button-new-game = Nova partija
new-game-opened = Tvoja nova čakalnica je odprta v { $place }. Partijo začneš, ko so vsi sedeži zasedeni.

## inputs
option-kind = { $kind ->
    [integer] Možnost { $option } sprejme le celo število, ne pa »{ $value }«.
    [number] Možnost { $option } sprejme le število, ne pa »{ $value }«.
    [boolean] Možnost { $option } sprejme le da ali ne, ne pa »{ $value }«.
    [user] Možnost { $option } sprejme le člana tega strežnika, ne pa »{ $value }«.
    [channel] Možnost { $option } sprejme le kanal tega strežnika, ne pa »{ $value }«.
    [role] Možnost { $option } sprejme le vlogo tega strežnika, ne pa »{ $value }«.
    [attachment] Možnost { $option } sprejme le datoteko, ne pa »{ $value }«.
   *[string] Možnost { $option } sprejme le besedilo, ne pa »{ $value }«.
} Tvoja aplikacija Discord morda kaže staro različico ukaza: znova jo naloži (Ctrl+R ali jo zapri in znova odpri) in poskusi znova.
option-choice = »{ $value }« ni med izbirami možnosti { $option }: izberi { $choices }.
option-range = Možnost { $option } sprejme celo število od { $least } do { $most }; { $value } je zunaj tega razpona.
option-too-long = { $most ->
    [one] Možnost { $option } sprejme največ { $most } znak, tvoj vnos jih ima { $length }.
    [two] Možnost { $option } sprejme največ { $most } znaka, tvoj vnos jih ima { $length }.
    [few] Možnost { $option } sprejme največ { $most } znake, tvoj vnos jih ima { $length }.
   *[other] Možnost { $option } sprejme največ { $most } znakov, tvoj vnos jih ima { $length }.
}
option-empty = Možnost { $option } je prazna: vanjo kaj napiši ali pa je ne uporabi.
option-missing = Manjka možnost { $option }. Če je tvoja aplikacija Discord ni zahtevala, kaže staro različico ukaza: znova jo naloži (Ctrl+R ali jo zapri in znova odpri) in poskusi znova.
command-outdated = Tvoja aplikacija Discord je poslala { $command } v obliki, ki je Back Alley ne pozna več. Znova jo naloži (Ctrl+R ali jo zapri in znova odpri) in poskusi znova.
command-unknown = Back Alley nima (več) ukaza »{ $command }«: tvoja aplikacija Discord kaže star seznam ukazov. Znova jo naloži (Ctrl+R ali jo zapri in znova odpri) in vpiši /, da jih vidiš.
component-unknown = Tega gumba Back Alley ne pozna (več): je iz stare različice sporočila. Uporabi zadnje sporočilo partije ali znova uporabi ukaz.
form-unknown = Tega obrazca Back Alley ne pozna (več). Obrazec za novo partijo znova odpri z { COMMAND("backalley new") }.
form-unreadable = Obrazec je prišel v obliki, ki je Back Alley ne zna prebrati, zato se ni nič odprlo. Znova ga odpri z { COMMAND("backalley new") }.
form-bad-part = Odgovor na »{ $part ->
        [preset] { form-preset }
        [schedule] { form-schedule }
        [hands] { form-hands }
        [timer] { field-turn-timer }
       *[computers] { form-computers }
    }« je prišel prazen ali z več kot enim odgovorom, zato se ni nič odprlo. Obrazec znova odpri z { COMMAND("backalley new") }.

## components-v2

# The alt text of a seat's profile picture beside it on the table.
seat-face = Profilna slika: { $name }

## events

event-title = 🃏 { $name }
event-pair = { $first } in { $second }
event-computer = 🤖 računalnik
event-computer-pair = 🤖 par računalnikov
event-computer-pair-note = 🤖 Par računalnikov dopolni število parov: njegovi rezultati štejejo pri primerjavi, na lestvici pa ga ni.
event-created = { $organiser } odpira **{ $name }**, turnir v parih: za mizami po štirje, vse mize igrajo iste igre, vsak rezultat pa se primerja z rezultati drugih miz z istimi kartami. Prijavi se z { COMMAND("backalley event enter") }, s partnerjem ali brez njega.
event-field-format = Oblika
event-format = { $entry ->
    [individuals] Vsak se prijavi posamič, pare sestavi bot
   *[pairs] V parih (igralce brez partnerja bot združi v pare)
} · približno { $deals } iger · krog traja največ { $window } · { $timer } za potezo · prireditelj: { $organiser }
event-field-entries = Prijave ({ $count })
event-field-pairs = Pari ({ $count })
event-field-tables = Mize { $round }. kroga
event-entries-none = Prijav še ni.
event-more = …in še { $count }
event-entry-alone = { $player } (brez partnerja, ob začetku ga dobi)
event-entry-invited = { $player } (povabilo za { $partner }, še ni sprejeto)
event-pair-line = **{ $pair }.** { $name }
event-status-entries = Prijave so odprte. Začetek: { $starts } ({ $relative }).
event-status-entries-organiser = Prijave so odprte. Prireditelj turnir začne z { COMMAND("backalley event start") }.
event-status-closed = Prijave so zaprte.
event-status-running = Igra se { $round }. krog od { $rounds }; konča se { $closes }.
event-status-between = Med dvema krogoma: naslednji se odpre čez trenutek.
event-status-finished = 🏁 Turnir je končan: { COMMAND("backalley event standings") } pokaže končno lestvico.
event-status-cancelled = Turnir je odpovedan.
event-entered-alone = { $player } se prijavlja na **{ $name }** brez partnerja: bot ob začetku sestavi pare iz tistih brez partnerja.
event-entered-invite = { $player } se prijavlja na **{ $name }** in vabi { $partner } za partnerja. { $partner }, sprejmi z { COMMAND("backalley event accept") } ali zavrni z { COMMAND("backalley event withdraw") }.
event-accepted = { $player } in { $partner } sta zdaj par na turnirju **{ $name }**.
event-withdrawn = Prijava { $player } na **{ $name }** je umaknjena.
event-removed = { $organiser } odstrani prijavo { $player } na **{ $name }**.
event-entries-closed = Prijave na **{ $name }** so zaprte.
event-cancelled = Turnir **{ $name }** je odpovedan.
event-cancelled-too-few = { $fewest ->
    [one] Turnir **{ $name }** je odpovedan: potrebuje vsaj { $fewest } par, do začetka pa se jih ni prijavilo dovolj.
    [two] Turnir **{ $name }** je odpovedan: potrebuje vsaj { $fewest } para, do začetka pa se jih ni prijavilo dovolj.
    [few] Turnir **{ $name }** je odpovedan: potrebuje vsaj { $fewest } pare, do začetka pa se jih ni prijavilo dovolj.
   *[other] Turnir **{ $name }** je odpovedan: potrebuje vsaj { $fewest } parov, do začetka pa se jih ni prijavilo dovolj.
}
event-started = Turnir **{ $name }** se je začel: { $pairs ->
    [one] { $pairs } par
    [two] { $pairs } para
    [few] { $pairs } pari
   *[other] { $pairs } parov
}, { $rounds ->
    [one] { $rounds } krog
    [two] { $rounds } kroga
    [few] { $rounds } krogi
   *[other] { $rounds } krogov
} po { $deals ->
    [one] { $deals } igro
    [two] { $deals } igri
    [few] { $deals } igre
   *[other] { $deals } iger
}. Mize 1. kroga se odpirajo zdaj, vsaka v svoji zasebni niti tega kanala.
event-round-open-title = { $name } · { $round }. krog od { $rounds }
event-round-open = { $deals ->
    [one] Za vsemi mizami se odigra ista igra
    [two] Za vsemi mizami se odigrata isti { $deals } igri
    [few] Za vsemi mizami se odigrajo iste { $deals } igre
   *[other] Za vsemi mizami se odigra istih { $deals } iger
} (kart v roki: { $sizes }), z enakimi kartami na enakih sedežih. Krog se konča { $closes }: kar takrat ostane kaki mizi, odigra računalnik.
event-round-table = Miza { $table } · sever–jug: { $ns } · vzhod–zahod: { $ew } · { $thread }
event-thread-name = { $name } · { $round }. krog · miza { $table }
event-table-welcome = **{ $name }**, { $round }. krog, miza { $table }. Sever–jug (sedeža 1 in 3): { $ns }; vzhod–zahod (sedeža 2 in 4): { $ew }. { $deals ->
    [one] { $deals } igra, za vsemi mizami enaka; odigrajte jo do { $closes }.
    [two] { $deals } igri, za vsemi mizami enaki; odigrajte ju do { $closes }.
    [few] { $deals } igre, za vsemi mizami enake; odigrajte jih do { $closes }.
   *[other] { $deals } iger, za vsemi mizami enakih; odigrajte jih do { $closes }.
} Na turnirju ni namigov in ni razveljavitev; igra, v kateri vsi štirje rečejo pas, pa se ne deli znova, ampak se odigra, da ostanejo igre za vsemi mizami enake.
event-table-moved = Nit te mize je bila izbrisana: partija se nadaljuje tukaj, kjer je obstala.
event-round-closed = ⏰ Čas kroga je potekel, preden je miza končala: preostanek za vse sedeže odigra računalnik.
event-table-done = 🏁 Ta miza je odigrala vse igre. Rezultati kroga in lestvica bodo objavljeni v kanalu turnirja, ko končajo vse mize.
event-seat-north = Sever
event-seat-east = Vzhod
event-seat-south = Jug
event-seat-west = Zahod
event-traveller-title = { $name } · { $round }. krog, { $deal }. igra ({ $size ->
    [one] { $size } karta
    [two] { $size } karti
    [few] { $size } karte
   *[other] { $size } kart
})
event-traveller-line = **Miza { $table }:** { $ns } { $ns_points } · { $ew } { $ew_points } — licitacije { $bids }, vzetki { $ns_tricks }–{ $ew_tricks }: **{ $ns_percent }** · **{ $ew_percent }**
event-traveller-average = **Miza { $table }:** { $ns } · { $ew } — brez rezultata: povprečje, 50 % za vsak par
event-traveller-hands = Karte
event-hand-line = { $seat }: { $cards }
event-traveller-so-far = Doslej { $count ->
    [one] je to igro odigrala { $count } miza
    [two] sta to igro odigrali { $count } mizi
    [few] so to igro odigrale { $count } mize
   *[other] je to igro odigralo { $count } miz
} od { $tables }.
event-standings-title = { $name } · lestvica po { $round }. krogu od { $rounds }
event-standings-final-title = { $name } · končna lestvica
event-standings-line = **{ $place }.** { $pair } — **{ $percent }** ({ $matchpoints } od { $top } { $top ->
    [one] možne točke
   *[other] možnih točk
})
event-standings-none = Noben krog še ni končan: lestvica bo po prvem.
event-record-title = { $pair } na turnirju { $name }
event-record-line = { $round }. krog, { $deal }. igra · miza { $table }, { $direction ->
    [ns] sever–jug
   *[ew] vzhod–zahod
}, nasprotnika: { $against } · { $points } proti { $other } — **{ $percent }**
event-record-line-open = { $round }. krog, { $deal }. igra · miza { $table }, { $direction ->
    [ns] sever–jug
   *[ew] vzhod–zahod
}, nasprotnika: { $against } · { $points } proti { $other } (primerjava, ko se krog konča)
event-record-empty = Nobene igre tega para še ni mogoče pokazati.
event-record-standing-title = Uvrstitev
event-record-standing = { $place }. mesto od { $count }: **{ $percent }**
event-winners = 🏆 Turnir **{ $name }** je končan. { $count ->
    [one] Prvo mesto:
   *[other] Deljeno prvo mesto:
} { $pairs }, rezultat { $percent }. Igre vsakega para: { COMMAND("backalley event record") } v { $channel }.
event-organise = Turnir lahko pripravi le član z dovoljenjem **Manage Server** ali z vlogo prirediteljev turnirjev na tem strežniku.
event-channel = Turnir se ustvari v besedilnem kanalu, ne v niti: njegove mize postanejo niti tega kanala.
event-no-thread = Mize turnirja so zasebne niti tega kanala, bot pa jih tukaj ne sme ustvariti (potrebuje **Create Private Threads** in **Send Messages in Threads**). Poskusi v drugem kanalu.
event-bad-window = »{ $typed }« ni trajanje: rok kroga vpiši npr. kot `12 ur` ali `2 dni`.
event-bad-timer = »{ $typed }« ni trajanje: čas za potezo vpiši npr. kot `30 min` ali `12 ur`.
event-bad-start = »{ $typed }« ni čas: vpiši, čez koliko časa se turnir začne (`2 uri`, `1 dan`), ali datum (`2026-12-24 18:00`, po časovnem pasu strežnika).
event-partner-bot = Partner mora biti človek, ne bot.
refusal-event-none = V tem kanalu ni turnirja. Prireditelj ga ustvari z { COMMAND("backalley event create") }.
refusal-event-exists = Ta kanal že ima turnir, ki sprejema prijave ali poteka: v kanalu je lahko le en naenkrat.
refusal-event-name = Ime turnirja je dolgo od 1 do { $most } znakov.
refusal-event-options = Teh možnosti ni: izberi s seznama.
refusal-event-deals = Turnir ima od { $fewest } do { $most } iger.
refusal-event-window = Rok kroga je od 1 ure do 14 dni, npr. `12 ur` ali `2 dni`.
refusal-event-start = { $days ->
    [one] Turnir se začne zdaj ali najpozneje čez { $days } dan.
    [two] Turnir se začne zdaj ali najpozneje čez { $days } dneva.
   *[other] Turnir se začne zdaj ali najpozneje čez { $days } dni.
}
refusal-event-timer = Čas za potezo je trajanje, npr. `30 min` ali `12 ur`.
refusal-event-started = Turnir se je že začel: prijave so zaprte.
refusal-event-over = Ta turnir je končan.
refusal-event-closed = Prijave na ta turnir so zaprte.
refusal-event-individuals = Na ta turnir se vsak prijavi posamič: pare ob začetku sestavi bot.
refusal-event-self = Partner mora biti nekdo drug.
refusal-event-partner_entered = Tvoj partner ima na ta turnir že svojo prijavo: najprej jo mora umakniti.
refusal-event-entered = Tvoja prijava na ta turnir že velja ({ COMMAND("backalley event withdraw") } jo umakne).
refusal-event-no_invite = Na tem turnirju te ni nihče povabil za partnerja.
refusal-event-not_entered = Na ta turnir nimaš prijave.
refusal-event-not_entered_other = Ta član nima prijave na ta turnir.
refusal-event-organiser = To lahko naredi le prireditelj turnirja ali član z dovoljenjem **Manage Server** (ali z vlogo prirediteljev turnirjev na tem strežniku).
refusal-event-too_few = { $fewest ->
    [one] Turnir potrebuje vsaj { $fewest } par
    [two] Turnir potrebuje vsaj { $fewest } para
    [few] Turnir potrebuje vsaj { $fewest } pare
   *[other] Turnir potrebuje vsaj { $fewest } parov
}; { $count ->
    [one] zdaj je prijavljen { $count }.
    [two] zdaj sta prijavljena { $count }.
    [few] zdaj so prijavljeni { $count }.
   *[other] zdaj je prijavljenih { $count }.
}
refusal-event-no_deal = Te igre na tem turnirju ni (krogi od 1 do { $rounds }, vsak s svojimi igrami).
refusal-event-not_yet = Še ne: rezultat igre se pokaže, ko jo odigra tvoja miza, rezultati vseh miz pa, ko se krog konča.
refusal-event-no_pair = Ta član ne igra v nobenem paru tega turnirja.
refusal-event-game = Na turnirju to ni mogoče: vsaka miza svoje igre odigra le enkrat, brez namigov in razveljavitev, miza pa se zapre šele ob koncu kroga.
refusal-event-played_out = Čas kroga je potekel: to mizo do konca odigra računalnik in nihče se ne more vrniti na svoj sedež.
picture-event-table = Miza
picture-event-bids = Licitacije
picture-event-tricks = Vzetki
picture-event-score = Točke S-J
picture-event-matchpoints = S-J · V-Z
picture-alt-event-standings = { $title }:
picture-alt-event-standing = { $place }. { $pair } { $percent }
picture-alt-event-traveller = { $title }.
picture-alt-event-hand = { $seat }: { $cards }
picture-alt-event-traveller-row = miza { $table } (sever–jug: { $ns }; vzhod–zahod: { $ew }): točke sever–jug { $points }, { $ns_percent } in { $ew_percent }
stats-events = Turnirji
stats-events-value = odigranih: { $played } · zmag: { $won } · najboljše mesto: { $best } · povprečje: { $percent }
setting-event-role = **Vloga prirediteljev turnirjev ({ OPTION("backalley settings", "event_role") }):** { $chosen ->
    [yes] { $role }
   *[no] brez (turnirje pripravljajo le člani z dovoljenjem **Manage Server**)
}
