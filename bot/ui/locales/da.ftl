# Back Alley — Dansk. Spillets ord: stik, trumf, kulør, melding, board (kun som meldingens navn), runde (en kortgivning),
# spil (hele spillet), betænkningstid. Kort skrives som på hånden (D♦) eller som kode med dansk kulørbogstav (DR = ruder dame).

## Kort

rank-A = E
rank-K = K
rank-Q = D
rank-J = B
rank-name-A = es
rank-name-K = konge
rank-name-Q = dame
rank-name-J = bonde
rank-name-10 = ti
rank-name-9 = ni
rank-name-8 = otte
rank-name-7 = syv
rank-name-6 = seks
rank-name-5 = fem
rank-name-4 = fire
rank-name-3 = tre
rank-name-2 = to
suit-S = spar
suit-H = hjerter
suit-D = ruder
suit-C = klør
# The letters a Danish player types for a card, after the rank's letter (`rank-A` …): ES is
# spar es, DS spar dame, 10R ruder ti, KK klør konge. The English codes (AS, QD) work too.
suit-letter-S = S
suit-letter-H = H
suit-letter-D = R
suit-letter-C = K
joker-code-big = BJ
joker-code-little = LJ
# Always after "trumf:" (trumf: **ingen**), so the word alone.
no-trump = ingen
big-blooper = Store Blooper
little-blooper = Lille Blooper
card-name = { $suit ->
    [spades] { suit-S }
    [hearts] { suit-H }
    [diamonds] { suit-D }
   *[clubs] { suit-C }
} { $rank ->
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
joker-name = { $joker }
no-cards = (ingen kort)
bid-pass = pas
bid-board = { $level ->
    [2] dobbelt board
    [3] tredobbelt board
    [4] firdobbelt board
   *[other] board
}

## Spillere og sider

seat-number = plads { $number }
computer-player = 🤖 computer ({ $level })
# Every seat of a side played by computers of one level: $level is its key, not its word.
computer-players = { $count } { $level ->
    [strong] stærke 🤖 computere
    [basic] lette 🤖 computere
   *[random] 🤖 computere med tilfældige træk
}
picture-computer = computer ({ $level })
level-strong = stærk
level-basic = let
level-random = tilfældige træk
side-team = Hold { $number }
side-seat = Plads { $number }
preset-classic = Klassisk
preset-pagat = Pagat
preset-pagat-3 = Pagat for tre

## Hvad kanalen læser

seat-joined = { $player } tager plads.
computer-seated = 🤖 computer ({ $level }) tager plads.
seat-freed = Værten fjerner { $player } fra bordet.
seat-left = { $player } forlader bordet.
lobby-cancelled = Lobbyen er aflyst.
game-started = 🃏 **Back Alley** — { $players }, spillet er i gang!
seat-away = { $player } er væk, og computeren overtager pladsen, indtil spilleren vender tilbage med { COMMAND("backalley back") }.
seat-back = { $player } er tilbage og spiller selv igen.
game-abandoned = { $player } afbryder spillet, og det tæller ikke med i nogens resultater.
turn-reminded = ⏳ { $player }, det er din tur. Ellers tager computeren den for dig om cirka { $left } ({ $when }).
time-ran-out = ⏰ { $player } nåede det ikke i tide, så computeren tog turen i stedet.
## Table manners
cards-forced-last = 🃏 Hver har ét kort tilbage, så det sidste stik spilles automatisk.
card-forced = 🃏 { $player } har kun ét lovligt kort, så det spilles automatisk.
button-last-trick = Sidste stik
last-trick-title = Sidste stik: stik { $number }
last-trick-card = { $player }: **{ $card }**
last-trick-won = Taget af { $player } med **{ $card }**.
no-last-trick = Der er endnu ikke vundet noget stik i denne runde.
button-rematch = Revanche
rematch-opened = Lobbyen til revanchen er åben i { $place }, og du har din gamle plads igen. Værten starter spillet, når alle pladser er besat.
rematch-joined = Du har din gamle plads igen i lobbyen til revanchen i { $place }.
claim-accepted = 🏳️ { $player } viser sine kort ({ $cards }) og kræver resten af stikkene. De går med sikkerhed hjem, så runden spilles færdig og gøres op med det samme.
button-claim = Kræv resten
coach-points = cirka { $points } point
coach-chance = cirka { $percent } procentpoint af chancen for at vinde omspillet
coach-where-bid = Melding
coach-where-card = Stik { $trick }, kort { $position }
coach-line-same = ✓ { $where }: { $played }
coach-line-differs = ✗ { $where }: du valgte { $played }, den stærke computer ville have valgt { $suggested } – det kostede { $cost }
coach-moment-bid = meldingen { $bid }
coach-moment-card = { $card } i stik { $trick }
coach-summary = Dit dyreste valg: { $moment }, som kostede { $cost }.
coach-summary-clean = Du spillede denne runde, som den stærke computer ville have gjort.
coach-hand-title = Runde { $number }: dine valg sammenlignet med den stærke computers
coach-game-title = Spillet runde for runde, sammenlignet med den stærke computer
coach-game-line = { $player }: { $differences ->
    [one] { $differences } afvigelse, { $moment } i runde { $hand }, som kostede { $cost }.
   *[other] { $differences } afvigelser, der kostede { $cost } i alt; dyreste: { $moment } i runde { $hand } ({ $worst }).
}
coach-game-clean = { $player }: alle valg magen til den stærke computers.
hint-choice = 💡 Den stærkeste computer ville vælge **{ $move }**.
hint-alternative = { $move } ({ $cost } mindre)
hint-alternative-even = { $move } (stort set lige så godt)
hint-alternatives = { $count ->
    [one] Det næstbedste: { $moves }
   *[other] De næstbedste: { $moves }
}
hint-marked = Der er brugt tip i dette spil, så det tæller ikke med i ratingen.
review-bad-hand = Skriv nummeret på en runde, f.eks. `3`, eller `{ $word }` for hele spillet.
# What a player types for the whole game (English `game` is understood too).
review-game-word = spil
review-choice-game = Hele spillet
setting-hints = { $on ->
    [yes] **Tip ({ COMMAND("backalley hint") }):** til — et spil, hvor der bruges tip, tæller ikke med i ratingen
   *[no] **Tip ({ COMMAND("backalley hint") }):** fra
}
button-takeback = Fortryd
button-allow = Tillad
button-refuse = Afvis
takeback-asked = ↩️ { $player } vil gerne tage { $kind ->
    [bid] sin melding ({ $move })
   *[play] sit kort ({ $move })
} tilbage. { $asked }: er det i orden?
takeback-refused = { $player } siger nej: { $kind ->
    [bid] meldingen { $move } gælder stadig
   *[play] kortet { $move } bliver liggende
}.
takeback-allowed-one = { $player } siger ja til at fortryde.
takeback-done = ↩️ { $player } har taget { $kind ->
    [bid] sin melding ({ $move })
   *[play] sit kort ({ $move })
} tilbage; spillet er sat tilbage.
takeback-lapsed-played = ⌛ Anmodningen om at fortryde er udløbet, for { $player } har spillet siden.
takeback-lapsed-time = ⌛ Anmodningen om at fortryde er udløbet, fordi ingen svarede inden for fem minutter.
takeback-lapsed-over = ⌛ Anmodningen om at fortryde er udløbet, fordi spillet er slut.
setting-takebacks = { $on ->
    [yes] **Fortryd træk (hvis modparten siger ja):** til
   *[no] **Fortryd træk (hvis modparten siger ja):** fra
}
prefs-forced = { $on ->
    [yes] **Automatisk spil, når der kun er ét lovligt kort:** til — når du kun har ét lovligt kort, spilles det automatisk.
   *[no] **Automatisk spil, når der kun er ét lovligt kort:** fra — du spiller selv alle dine kort.
}
bid-passed = { $player } melder pas.
bid-placed = { $player } melder **{ $bid }**.
contract-tricks = { $side } ({ $contract })
contract-board = { $side } ({ $level ->
    [2] dobbelt board
    [3] tredobbelt board
    [4] firdobbelt board
   *[other] board
})
play-started = Meldeforløbet er slut. Kontrakter: { $contracts }. { $leader } spiller ud.
card-played = { $player } spiller **{ $card }**.
trick-won = 🂠 Stik { $number } går til { $player } med **{ $card }**.
all-passed = Alle meldte pas, så runde { $number } annulleres, og { $dealer } giver om.
weak-hand = En svag hånd (intet es, intet billedkort, ingen trumf): { $dealer } giver runde { $number } om.
blooper-exchanged = { $player } bytter den anden Blooper ud med det næste kort i bunken.
tiebreak-started = { $first_to ->
    [0] ⚖️ { $sides } står lige. Et omspil på 13 kort afgør det — flest stik vinder.
   *[other] ⚖️ { $sides } står lige. Et omspil på 13 kort afgør det — først til { $first_to } stik vinder.
}
tiebreak-two-handed = De to bedste fik lige mange stik, så de spiller et omspil mod hinanden.
deal-line = **{ $heading }** — { $dealer } giver, vendt kort **{ $card }**, trumf: **{ $trump }**.
turn-bid-range = { $kind ->
    [computer] ➡️ { $player } skal melde (pas, 1–{ $top } eller board).
   *[person] ➡️ { $player }, din tur til at melde (pas, 1–{ $top } eller board).
}
turn-bid = { $kind ->
    [computer] ➡️ { $player } skal melde.
   *[person] ➡️ { $player }, din tur til at melde.
}
turn-play = { $kind ->
    [computer] ➡️ { $player } skal spille.
   *[person] ➡️ { $player }, din tur til at spille.
}
turn-lead = { $kind ->
    [computer] ➡️ { $player } skal spille ud.
   *[person] ➡️ { $player }, din tur til at spille ud.
}
game-on-in = Spillet er i gang i { $place }.

## Lobbyen og bordet

lobby-title = Back Alley — lobby ({ $preset })
lobby-hands = { $count ->
    [one] { $count } runde: { $schedule }
   *[other] { $count } runder: { $schedule }
}
lobby-partnerships = To makkerpar: plads 1 og 3 mod plads 2 og 4.
lobby-three = Tre spillere, hver for sig.
field-options = Indstillinger
field-turn-timer = Betænkningstid pr. træk
field-host = Vært
field-where = Hvor
played-in = Spillet foregår i { $place }.
seat-label = Plads { $number }
seat-team-label = Plads { $number } · Hold { $team }
seat-free = *ledig*
status-lobby = Tryk på **Deltag** for at tage plads. Værten starter spillet, når alle pladser er besat.
status-active = Spillet er i gang.
status-cancelled = Denne lobby blev aflyst.
status-abandoned = Dette spil blev afbrudt.
status-finished = Dette spil er slut.
hand-heading = Runde { $number } af { $total } — { $size } kort
tiebreak-heading = { $first_to ->
    [0] Omspil (13 kort, flest stik vinder)
   *[other] Omspil (13 kort, først til { $first_to } stik)
}
table-title = Back Alley — { $preset }
table-title-daily = Back Alley — dagens spil, { $day }
game-is-over = Spillet er slut.
table-deal = **{ $heading }**
    Giver: { $dealer } · vendt kort: { $card } · trumf: **{ $trump }**
seat-bid = melding: { $bid }
seat-tricks = { $count ->
    [one] { $count } stik
   *[other] { $count } stik
}
seat-away-note = væk: computeren spiller
field-contracts = Kontrakter
contract-line = { $side }: skal have { $need }, har { $taken }
need-board = { $contract ->
    [1] det ene stik
    [2] begge stik
   *[other] alle { $contract } stik
} ({ $level ->
    [2] dobbelt board
    [3] tredobbelt board
    [4] firdobbelt board
   *[other] board
})
field-trick = Stikket på bordet
field-scores = Point
field-turn = Tur
to-bid = { $player } skal melde
to-play = { $player } skal spille
to-lead = { $player } skal spille ud
score-line = { $side } ({ $members }): **{ $score }**
hand-scored-title = Runde { $number } af { $total } – opgørelse
hand-scored-description = { $size } kort · trumf: { $trump }
hand-scored-side = meldinger: { $bids }
    kontrakt: { $contract }, tog { $taken } stik
    point **{ $points }**, i alt **{ $total }**
contract-board-short = { $level ->
    [2] dobbelt board (alle stik)
    [3] tredobbelt board (alle stik)
    [4] firdobbelt board (alle stik)
   *[other] board (alle stik)
}
game-drawn = Spillet endte uafgjort.
game-won = **{ $side }** vinder: { $members } 🎉
game-over-title = Spillet er slut
field-final-scores = Slutstilling
field-tiebreak = Afgjort ved omspil
tiebreak-tricks = { $tricks }
tiebreak-side-tricks = { $side } fik { $count ->
    [one] { $count } stik
   *[other] { $count } stik
}

## En spillers hånd

hand-title = Din hånd
hand-sit-out = Du sidder over i dette omspil.
hand-turn-up = vendt kort: { $card } · trumf: **{ $trump }**
field-now = Nu
now-bid = **Din tur til at melde:** vælg nedenfor, eller brug { COMMAND("bid") }.
now-play = **Din tur til at spille:** tryk på et kort (grå kort kan ikke spilles nu), eller brug { COMMAND("play") }.
waiting-bid = Venter på, at { $player } melder.
waiting-play = Venter på, at { $player } spiller.
waiting-lead = Venter på, at { $player } spiller ud.
waiting = Venter.

## Knapper og menuer

button-join = Deltag
button-leave = Forlad
button-addbot = Tilføj computer
button-start = Start
button-cancel = Aflys
button-hand = Min hånd
choose-bid = Vælg din melding

## Fejl

apology = Beklager, noget gik galt hos os. Din sidste handling blev ikke udført; prøv igen.
database-unavailable = Spillets data kan ikke nås lige nu, så din sidste handling blev ikke udført. Prøv igen om et øjeblik.
discord-forbidden = Discord tillod ikke botten at gøre det færdigt her, fordi den mangler en tilladelse i denne kanal. { COMMAND("backalley settings") } viser, hvad der mangler.
discord-gone = Ifølge Discord findes den kanal eller besked, der skal bruges, ikke længere.
not-your-turn-bid = Det er ikke din tur: { $player } skal melde.
not-your-turn-play = Det er ikke din tur: { $player } skal spille.
error-game_over = Spillet er slut.
error-not_your_turn = Det er ikke din tur.
error-wrong_phase-tiebreak = Der meldes ikke i et omspil. Spil et kort.
error-wrong_phase-play = Meldeforløbet er slut, så spil et kort.
error-wrong_phase-bid = Det er tid til at melde, ikke til at spille et kort.
error-wrong_phase-claim = Du kan først kræve stik, når meldeforløbet er slut.
error-bid_out_of_range = { $top ->
    [0] Meld pas eller board.
    [1] Meld pas, 1 eller board.
   *[other] Meld pas, et tal fra 0 til { $top } eller board.
}
error-bad_card = `{ $text }` er ikke et kort. Skriv det, som det står på hånden (E♠, 10♥, D♦), med navn (hjerter dame) eller som kode med værdien først og kuløren til sidst (S spar, H hjerter, R ruder, K klør): DR er ruder dame, 10H hjerter ti og KK klør konge. Store Blooper er BJ og Lille Blooper LJ.
error-card-ambiguous = `{ $text }` kan både være { $first } og { $second }. Skriv kortet, som det står på hånden, eller med navn.
error-card_not_in_hand = Du har ikke { $card } på hånden.
error-must_follow_suit = Du skal bekende kulør: { $suit }.
error-must_follow_suit-trumps = Der er spillet trumf ud, så du skal bekende trumf.
error-must_play_highest_trump = Store Blooper blev spillet ud, så du skal spille din højeste trumf, { $card }.
error-must_play_lowest_trump = Lille Blooper blev spillet ud, så du skal spille din laveste trumf, { $card }.
error-trumps_not_broken = Der er ikke spillet trumf endnu, så spil en anden kulør ud.
refusal-no_game = Der er intet Back Alley-spil i denne kanal. Start et med { COMMAND("backalley new") }.
refusal-no_game-gone = Dette spil findes ikke længere.
refusal-no_game-finished = Dette spil er slut. { $result }
    { COMMAND("backalley record") } viser stadig loggen, og { COMMAND("backalley review") } viser dine valg sammenlignet med den stærke computers; { COMMAND("backalley new") } starter et nyt spil her.
refusal-no_game-abandoned = Dette spil blev afbrudt, så det er slut.
    { COMMAND("backalley record") } viser stadig loggen, og { COMMAND("backalley review") } viser dine valg i de runder, der blev spillet færdige; { COMMAND("backalley new") } starter et nyt spil her.
refusal-game_exists = Der er allerede en lobby eller et spil her. Afslut eller aflys det først.
refusal-not_in_game = Du spiller ikke med i dette spil.
refusal-not_in_game-person = På plads { $number } sidder et menneske.
refusal-not_host = Kun værten kan gøre det.
refusal-not_host-abandon = Kun værten eller et medlem med tilladelsen **Administrer server** kan afbryde spillet.
refusal-already_seated = Du har allerede en plads ved dette bord.
refusal-lobby_full = Bordet er fuldt.
refusal-seat_taken = Plads { $number } er optaget.
refusal-seat_taken-team = Hold { $number } er fuldt.
refusal-no_such_seat = Vælg en plads fra 1 til { $players }.
refusal-no_such_seat-team = Holdene er 1 og 2 i et spil med makkerpar.
refusal-no_such_seat-empty = Plads { $number } er tom.
refusal-table_not_full = { $missing ->
    [one] Der mangler { $missing } spiller, før spillet kan starte.
   *[other] Der mangler { $missing } spillere, før spillet kan starte.
}
refusal-not_in_game-rematch = Kun spillerne fra det spil kan bede om revanche.
refusal-not_started-rematch = Det spil er ikke slut endnu.
refusal-claim = Du kan ikke kræve resten, for modstanderne kan stadig tage et stik.
refusal-claim-unsure = Det kan ikke afgøres, om alle de resterende stik er dine, for computeren nåede ikke at regne det færdigt. Spil videre, eller kræv igen senere.
refusal-no_hints = Tip er slået fra på denne server. Et medlem med tilladelsen **Administrer server** kan slå tip til med { OPTION("backalley settings", "hints") }.
refusal-no_hints-turn = Du kan kun få et tip, når det er din tur.
refusal-no_review = Runde { $number } er ikke slut. En runde kan gennemgås, når den er spillet færdig.
refusal-no_review-none = Ingen runde i et spil her er spillet færdig endnu.
refusal-takeback-mine = Kun den, der foretog trækket, kan bede om at fortryde det.
refusal-takeback-twice = Der er allerede spurgt, om det træk må fortrydes.
refusal-takeback-waiting = Der er allerede en anmodning om at fortryde, der venter på svar.
refusal-takeback-late = For sent – der er spillet siden.
refusal-takeback-lapsed = For sent – anmodningen om at fortryde udløb efter fem minutter.
refusal-takeback-none = Der er ingen anmodning om at fortryde, der venter på svar.
refusal-takeback-not_asked = Kun de spillere, der er spurgt, kan svare.
refusal-takeback-answered = Du har allerede svaret.
refusal-takeback-gone = Det træk er allerede fortrudt.
refusal-takeback-off = På denne server kan træk ikke fortrydes.
refusal-not_started = Spillet er ikke startet endnu.
refusal-not_started-abandon = Spillet er ikke startet, så aflys lobbyen i stedet.
refusal-already_started = Spillet er allerede startet.
refusal-already_started-leave = Spillet er i gang, så du kan ikke forlade det. Værten kan afbryde det.
refusal-game_ended = Dette spil er slut.
refusal-game_ended-finished = Dette spil er slut.
refusal-game_ended-abandoned = Dette spil blev afbrudt, så det er slut.
refusal-game_ended-cancelled = Denne lobby blev aflyst.
refusal-game_ended-gone = Dette spil findes ikke længere.
refusal-bad_options-timer = Betænkningstiden skal være mere end nul.
refusal-bad_options-timer_long = { $days ->
    [one] Betænkningstiden er højst { $days } dag, f.eks. `12t` eller `1d`.
   *[other] Betænkningstiden er højst { $days } dage, f.eks. `12t` eller `7d`.
}
refusal-bad_options-levels = Det niveau findes ikke. Computerens niveauer er { $levels }.
refusal-bad_options-sort = Der kan sorteres efter { $sorts }.
refusal-bad_options-preset = Varianterne er: { $presets }.
refusal-bad_options-option = Indstillingen `{ $option }` findes ikke eller kan ikke have den værdi.
refusal-bad_options-settings = Ukendte serverindstillinger: { $settings }.
refusal-host_cannot_leave = Du er værten, så aflys lobbyen i stedet for at forlade den.
refusal-host_cannot_leave-remove = Du kan ikke fjerne dig selv. Aflys lobbyen i stedet.
refusal-already_away = Computeren spiller allerede for dig. Brug { COMMAND("backalley back") } for at tage din plads tilbage.
refusal-not_away = Du er ikke væk, men spiller selv på din plads.
refusal-stale = Denne knap er fra en tidligere runde. Åbn din hånd igen med { COMMAND("hand") } eller **Min hånd**.
refusal-moved_on = Spillet er gået videre, mens du var i gang, så din handling blev ikke udført. Se på bordet, og prøv igen.
bad-hands = Skriv antallet af kort pr. runde som tal fra 1 til 13, f.eks. `5,3,1`.
bad-timer = Skriv betænkningstiden som `30m`, `12t` eller `2d` (minutter, timer, dage), eller `0` for ingen tidsgrænse.
bad-value = { $kind ->
    [integer] { $value } er ikke et helt tal.
    [number] { $value } er ikke et tal.
    [boolean] { $value } duer ikke. Svaret skal være ja eller nej.
    [user] { $value } er ikke medlem af serveren.
    [channel] { $value } er ikke en kanal på serveren.
    [role] { $value } er ikke en rolle på serveren.
   *[other] { $value } er ikke en gyldig værdi her.
}
not-here = Du kan ikke bruge denne kommando her.
settings-manage = Kun medlemmer med tilladelsen **Administrer server** kan ændre indstillingerne.
no-record = Der er ikke spillet noget spil i denne kanal endnu.
not-dealt = Spillet er ikke startet endnu. Du får dine kort, når der gives første gang.

## Andre svar

record-complete = Hele loggen over dette spil.
record-partial = Loggen over de runder, der er spillet indtil nu (ikke den igangværende).
setting-computer-ratings = { $on ->
    [yes] **Rating for spil med computerspillere:** til
   *[no] **Rating for spil med computerspillere:** fra
}
setting-images = { $on ->
    [yes] **Billeder af kort, borde og point:** til
   *[no] **Billeder af kort, borde og point:** fra
}
setting-language = **Sprog i serverens beskeder:** { $language }
language-set = Du læser nu Back Alley på { $language }.
language-unset = Du læser nu Back Alley på dit Discord-sprog.
language-automatic = automatisk (serverens Discord-sprog)

## Rangliste, statistik og historik

lb-unrated = ingen endnu
lb-wins = { $count ->
    [one] { $count } sejr
   *[other] { $count } sejre
}
lb-win-rate = { $rate } vundet
lb-points-per-hand = { $points } point pr. runde
lb-contracts = { $rate } af kontrakterne opfyldt
lb-all-presets = alle varianter
lb-title = Rangliste — { $sort } ({ $preset })
lb-empty = Ingen afsluttede spil her endnu. Start et med { COMMAND("backalley new") }.
lb-row = `#{ $rank }` { $player } — **{ $value }** · { $games } spil{ $marker }
lb-your-place = Din placering
lb-place = { $player } er **nr. { $rank }** af { $players }: { $value }
lb-footer = { $players ->
    [one] Side { $page } af { $pages } · { $players } spiller
   *[other] Side { $page } af { $pages } · { $players } spillere
}
lb-previous = ◀ Forrige
lb-next = Næste ▶
sort-rating = rating
sort-wins = sejre
sort-win_rate = sejrsprocent
sort-points_per_hand = point pr. runde
sort-contract_rate = opfyldte kontrakter
stats-title = Back Alley-statistik
stats-none = { $player } har endnu ikke spillet et spil færdigt på denne server.
stats-games = Spil
stats-games-value = { $games } ({ $wins } vundet, { $losses } tabt, { $draws } uafgjort)
stats-win-rate = Sejrsprocent
stats-rating = Rating
stats-rating-value = { $games ->
    [one] { $rating } ({ $games } ratet spil)
   *[other] { $rating } ({ $games } ratede spil)
}
stats-points = Point pr. runde
stats-contracts = Opfyldte kontrakter
stats-contracts-value = { $rate } ({ $made } af { $tried })
stats-boards = Board-meldinger
stats-boards-value = { $bid } meldt, { $made } vundet
stats-best = Bedste spil
stats-streak = Aktuel stime
streak-win = { $count ->
    [one] { $count } sejr i træk
   *[other] { $count } sejre i træk
}
streak-loss = { $count ->
    [one] { $count } nederlag i træk
   *[other] { $count } nederlag i træk
}
streak-draw = { $count ->
    [one] { $count } uafgjort i træk
   *[other] { $count } uafgjorte i træk
}
stats-partner = Yndlingsmakker
stats-partner-value = { $partner } ({ $games } spil, { $won } vundet)
outcome-win = vundet
outcome-loss = tabt
outcome-draw = uafgjort
past-game = { $points ->
    [one] { $outcome } · { $points } point · { $preset } · { $when }
   *[other] { $outcome } · { $points } point · { $preset } · { $when }
}
past-game-link = [spil nr. { $number }]({ $link })
history-title = Seneste spil

## /backalley rules

rules-title = Regler for Back Alley — { $preset }
rules-players-four = **Spillere:** 4 i to makkerpar (plads 1 og 3 mod 2 og 4).
rules-players-three = **Spillere:** 3, hver for sig.
rules-hands = **Runder:** { $count } — { $schedule } kort.
rules-cards = **Kort:** 54 — Store og Lille Blooper er de to højeste trumfer, derefter E K D B 10 … 2.
rules-trumps-swap = **Trumf:** kortet, der vendes efter kortgivningen, bestemmer trumf. Vendes en joker, er der ingen trumf; den, der har den anden joker, bytter den ud med det næste kort i bunken.
rules-trumps-turn = **Trumf:** kortet, der vendes efter kortgivningen, bestemmer trumf. Vendes en joker, vender man videre, til et almindeligt kort kommer frem.
rules-bidding = { $top ->
    [minus] **Meldinger:** hver melder én gang, først spilleren til venstre for giveren: pas, et antal stik op til kortantallet minus 1 eller *board* (alle stik skal hjem). Makkernes meldinger lægges sammen. { $all_pass ->
        [redeal] Melder alle pas, giver den næste i rækken om.
       *[play] Melder alle pas, spilles runden alligevel.
    }
   *[size] **Meldinger:** hver melder én gang, først spilleren til venstre for giveren: pas, et antal stik op til kortantallet eller *board* (alle stik skal hjem). Makkernes meldinger lægges sammen. { $all_pass ->
        [redeal] Melder alle pas, giver den næste i rækken om.
       *[play] Melder alle pas, spilles runden alligevel.
    }
}
rules-boards = { $lead ->
    [last] { $escalation ->
        [linear] **Board-meldinger:** hver ny board-melding hæver indsatsen (dobbelt, tredobbelt, firdobbelt board). Den sidste, der meldte board, spiller ud.
       *[flat] **Board-meldinger:** melder flere board, hæves indsatsen ikke. Den sidste, der meldte board, spiller ud.
    }
   *[first] { $escalation ->
        [linear] **Board-meldinger:** hver ny board-melding hæver indsatsen (dobbelt, tredobbelt, firdobbelt board). Den første, der meldte board, spiller ud.
       *[flat] **Board-meldinger:** melder flere board, hæves indsatsen ikke. Den første, der meldte board, spiller ud.
    }
}
rules-play = { $trump_lead ->
    [bidder] **Udspil og stik:** den højeste melder spiller ud; bekend kulør, hvis du kan; højeste trumf vinder stikket, ellers det højeste kort i den udspillede kulør. Trumf må ikke spilles ud, før der er spillet trumf, medmindre du kun har trumf eller har meldt board.
    [anyone] **Udspil og stik:** den højeste melder spiller ud; bekend kulør, hvis du kan; højeste trumf vinder stikket, ellers det højeste kort i den udspillede kulør. Trumf må ikke spilles ud, før der er spillet trumf, medmindre du kun har trumf, eller nogen har meldt board.
   *[none] **Udspil og stik:** den højeste melder spiller ud; bekend kulør, hvis du kan; højeste trumf vinder stikket, ellers det højeste kort i den udspillede kulør. Trumf må ikke spilles ud, før der er spillet trumf, medmindre du kun har trumf.
}
rules-bloopers = **Blooper-udspil:** spilles Store Blooper ud, skal alle med trumf spille deres højeste; spilles Lille Blooper ud, deres laveste.
rules-weak = **Svage hænder:** med 7 kort eller flere kastes en hånd uden es, billedkort eller trumf ind, og samme spiller giver om.
rules-scoring = { $zero ->
    [overtricks] **Point:** en opfyldt kontrakt giver 5 pr. meldt stik plus 1 pr. overstik; en kontrakt, der går ned, koster 5 pr. meldt stik. Board: 10 pr. stik gange board-niveauet, i plus, hvis alle stik går hjem, ellers i minus. Et hold med kontrakt 0 (ingen på holdet har meldt stik) får 1 point pr. stik, det tager.
   *[none] **Point:** en opfyldt kontrakt giver 5 pr. meldt stik plus 1 pr. overstik; en kontrakt, der går ned, koster 5 pr. meldt stik. Board: 10 pr. stik gange board-niveauet, i plus, hvis alle stik går hjem, ellers i minus. Et hold med kontrakt 0 (ingen på holdet har meldt stik) får ingen point, uanset hvor mange stik det tager.
}
rules-end-tiebreak = **Slut:** flest point efter sidste runde vinder; står det lige, afgøres det i et omspil på 13 kort, først til 7 stik.
rules-end-draw = **Slut:** flest point efter sidste runde vinder; står det lige, er spillet uafgjort.

## Spillet i terminalen (python -m bot play)

cli-you = Du
cli-south = Syd
cli-west = Vest
cli-north = Nord
cli-east = Øst
cli-you-north = Du og Nord
cli-west-east = Vest og Øst
cli-bid = { $who ->
    [you] { $player } melder { $bid }
   *[other] { $player } melder { $bid }
}
cli-contracts = { $who ->
    [you] [bold]Kontrakter:[/bold] { $contracts }. { $player } spiller ud.
   *[other] [bold]Kontrakter:[/bold] { $contracts }. { $player } spiller ud.
}
cli-trick = { $who ->
    [you] { $played }  →  [bold]{ $player }[/bold] vinder med { $card }
   *[other] { $played }  →  [bold]{ $player }[/bold] vinder med { $card }
}
cli-void = { $reason ->
    [all_pass] [yellow]Der gives om (alle meldte pas).[/yellow]
   *[weak] [yellow]Der gives om (en hånd var for svag).[/yellow]
}
cli-tiebreak = { $first_to ->
    [0] [bold yellow]Uafgjort! Et omspil: 13 kort, ingen meldinger, flest stik vinder.
   *[other] [bold yellow]Uafgjort! Et omspil: 13 kort, ingen meldinger, først til { $first_to } stik.
}
cli-tiebreak-won = { $side } vinder omspillet.
cli-deal = Runde { $number } af { $total }: { $size } kort, giver: { $dealer }, { $trump }
cli-deal-tiebreak = Omspil: { $size } kort, giver: { $dealer }, { $trump }
cli-drawn = Spillet endte uafgjort.
cli-you-win = [bold green]Du vinder![/bold green]
cli-they-win = { $players ->
    [three] [bold red]{ $side } vinder.[/bold red]
   *[four] [bold red]{ $side } vinder.[/bold red]
}
cli-final = Slutstilling: { $totals }
    { $verdict }
cli-game-over = Spillet er slut
cli-col-seat = plads
cli-col-bid = melding
cli-col-tricks = stik
cli-col-trick = dette stik
cli-col-side = hold
cli-col-contract = kontrakt
cli-col-points = point
cli-col-total = i alt
cli-scores = { $trump }   ·   point: { $scores }
cli-wants = kontrakter: { $contracts }
cli-first-to = { $first_to ->
    [one] omspil: først til { $first_to } stik
   *[other] omspil: først til { $first_to } stik
}
cli-tiebreak-title = Omspil
cli-hand-title = Runde { $number }
cli-your-hand = Din hånd
cli-scored = Runde { $number } er gjort op
cli-bid-prompt = { $top ->
    [0] Din melding (pas, board)
    [1] Din melding (pas, 1, board)
    [2] Din melding (pas, 1 eller 2, board)
   *[other] Din melding (pas, 1-{ $top }, board)
}
cli-card-prompt = { $count ->
    [1] Dit kort (1 eller en kode som ES)
    [2] Dit kort (1 eller 2 eller en kode som ES)
   *[other] Dit kort (1-{ $count } eller en kode som ES)
}
cli-bid-help = Meld pas (eller 0), et antal stik eller board (alle stik).
cli-card-help = Spil et kort ved at skrive dets nummer på hånden, skrive det, som det står på hånden (E♠, 10♥, D♦), med navn (hjerter dame) eller som kode med værdien først og kuløren til sidst (S spar, H hjerter, R ruder, K klør): DR, 10H, KK. Store Blooper er BJ og Lille Blooper LJ.
cli-not-a-card = { $answer } er ikke et kort. Prøv 1 eller E♠.
cli-turned = vendt: { $cards } · trumf: { $trump }
cli-turned-no-trump = vendt: { $cards } · ingen trumf
cli-seed-start = Blanding nr. { $seed }: spil de samme kort igen med --seed { $seed }.
cli-left = Du forlod spillet (blanding nr. { $seed }).
cli-seed-end = Blanding nr. { $seed }.

## When the server changes under a game
vanished-lobby = 🗑️ Kanalen til Back Alley-lobby #{ $game } blev slettet, så lobbyen er lukket. { $players }
vanished-game = 🗑️ Kanalen eller tråden til Back Alley-spil #{ $game } blev slettet, så spillet slutter her uden resultat. { $players } — spillets log er vedhæftet.
resumed-unlocked = 🔓 Tråden er låst op, og spillet fortsætter.
resumed-back = ▶️ Botten er tilbage, og spillet fortsætter.
perm-locked = Denne tråd er låst, så spillet venter (også betænkningstiden), indtil et medlem med tilladelsen **Administrer tråde** låser den op.
perm-who-fixes = Et medlem med tilladelsen **Administrer roller** (eller serverens ejer) kan give bottens rolle de manglende tilladelser tilbage under Serverindstillinger → Roller eller i denne kanals tilladelser.
# Discord's own names of its permissions, as its client shows them
perm-name-view_channel = Vis kanal
perm-name-send_messages = Send beskeder
perm-name-send_messages_in_threads = Send beskeder i tråde
perm-name-embed_links = Indlejr links
perm-name-attach_files = Vedhæft filer
perm-name-read_message_history = Læs beskedhistorik
perm-name-create_public_threads = Opret offentlige tråde
perm-name-create_private_threads = Opret private tråde
perm-name-manage_roles = Administrer roller
perm-missing = Botten mangler { $permissions } i { $thread ->
    [yes] denne tråd
   *[no] denne kanal
    }: dit træk tæller, men bordet og computerens træk vises måske ikke her.
perm-line = **Tilladelser, som botten mangler i { $thread ->
    [yes] denne tråd
   *[no] denne kanal
    }:** { $permissions }
perm-none = ingen
# What the bot's roles lack in the server for each feature the server uses (the settings)
perm-features = **Tilladelser, som bottens roller mangler på denne server, fordelt på funktion:** { $features }
perm-feature = { $feature } ({ $permissions })
feature-table = spil
feature-events = turneringerne
feature-daily = dagens spil
feature-season-posts = sæsonernes slutstilling
feature-champion-role = mesterrollen
forget-only-managers = Kun medlemmer med tilladelsen **Administrer server** kan slette serverens data.
forget-ask = Dette sletter serverens spil (der er { $games }; igangværende spil slutter straks uden besked i deres kanaler), ranglisten, hver spillers statistik og rating her samt indstillingerne. Det kan ikke gøres om.
forget-done = Serverens spil ({ $games }), statistik og indstillinger er slettet.
forget-other-server = Denne knap hører til en anden server.
forget-button = Slet serverens spil og statistik
refusal-bad_options-hands = Skriv antallet af kort pr. runde som tal fra 1 til 13, f.eks. `5,3,1`.

## Pictures

picture-heading-hand = Runde { $number } af { $total } · { $size } kort
picture-heading-tiebreak = Omspil · { $size } kort
picture-status-draw = Spillet er slut: uafgjort
picture-status-wins = { $player } vinder
picture-status-team-wins = { $side } vinder: { $members }
picture-footer-won = Sidste stik til { $player } · { $status }
picture-dealer-mark = G
picture-seat-final = { $points } point i alt
picture-seat-sits-out = sidder over
picture-seat-to-bid = skal melde
picture-seat-no-bid = har ikke meldt
picture-seat-bid = har meldt { $bid }
picture-seat-passed = har meldt pas
picture-seat-tricks = { $tricks ->
    [one] { $tricks } stik
   *[other] { $tricks } stik
}
picture-seat-bid-tricks = { $tricks ->
    [one] har meldt { $bid } · { $tricks } stik
   *[other] har meldt { $bid } · { $tricks } stik
}
picture-seat-passed-tricks = { $tricks ->
    [one] har meldt pas · { $tricks } stik
   *[other] har meldt pas · { $tricks } stik
}
picture-turn-up = vendt kort
picture-trumps = Trumf
picture-no-trump = Ingen trumf
picture-scores-to-play = { $count ->
    [one] Point: { $count } runde tilbage
   *[other] Point: { $count } runder tilbage
}
picture-scores-after = Point efter runde { $number } af { $total }
picture-scores-draw = Slutstilling: uafgjort
picture-scores-won = Slutstilling: { $side } vinder
picture-scores-won-tiebreak = Slutstilling: { $side } vinder efter et omspil
picture-no-hand-scored = Ingen runde spillet færdig endnu
picture-row-hand = runde
picture-row-cards = kort
picture-row-trump = trumf
picture-row-bid = melding
picture-row-tricks = stik
picture-row-points = point
picture-no-trump-short = UT
picture-board-short = { $level ->
    [1] Bo
   *[other] { $level }Bo
}
picture-card-big = STORE
picture-card-little = LILLE
picture-card-blooper = BLOOPER
picture-alt-table = Spillebord. { $heading }.
picture-alt-trumps = Trumf: { $suit }; vendt kort: { $card }.
picture-alt-no-trump = Ingen trumf; vendt kort: { $card }.
picture-alt-dealer = Giver: { $player }.
picture-alt-led = { $player } spillede { $card } ud
picture-alt-played = { $player } spillede { $card }
picture-alt-then = { $first }, { $next }
picture-alt-current-trick = Stikket på bordet: { $plays }.
picture-alt-last-trick = Sidste stik: { $plays }; { $player } tog det.
picture-alt-previous-trick = Sidste stik i forrige runde: { $plays }; { $player } tog det.
picture-alt-no-cards = Der er ikke spillet noget kort til dette stik endnu.
picture-alt-seat = { $player }: { $line }.
picture-alt-seat-team = { $player }, Hold { $team }: { $line }.
picture-alt-status = { $status }.
picture-alt-hand = { $count ->
    [one] Din hånd: { $count } kort, { $suit } er trumf.
   *[other] Din hånd: { $count } kort, { $suit } er trumf.
}
picture-alt-hand-no-trump = { $count ->
    [one] Din hånd: { $count } kort, ingen trumf i denne runde.
   *[other] Din hånd: { $count } kort, ingen trumf i denne runde.
}
picture-alt-hand-empty = Ingen kort på hånden.
picture-alt-hand-suit = { $suit }: { $cards }.
picture-alt-hand-trumps = Trumf ({ $suit }): { $cards }.
picture-alt-hand-bloopers = Trumf: { $cards }.
picture-alt-hand-any = Din tur til at spille: alle kort kan spilles.
picture-alt-hand-playable = Din tur til at spille; du kan spille: { $cards }.
picture-alt-hand-none = Din tur, men intet kort kan spilles.
picture-alt-scores = Pointtavle. { $title }. { $scores }.
picture-alt-side = { $side }: { $score }
picture-alt-side-members = { $side } ({ $members }): { $score }
picture-alt-hands = Runderne fra nr. { $first }: for hver runde antal kort og trumf (UT = uden trumf), derefter for hvert hold (eller hver spiller) i samme rækkefølge melding/tagne stik og point (Bo = board, 2Bo = dobbelt board): { $hands }.
picture-alt-hands-cut = { $count ->
    [one] Runderne fra nr. { $first } (runde { $start } findes kun på billedet): for hver runde antal kort og trumf (UT = uden trumf), derefter for hvert hold (eller hver spiller) i samme rækkefølge melding/tagne stik og point (Bo = board, 2Bo = dobbelt board): { $hands }.
   *[other] Runderne fra nr. { $first } (runde { $start } til { $end } findes kun på billedet): for hver runde antal kort og trumf (UT = uden trumf), derefter for hvert hold (eller hver spiller) i samme rækkefølge melding/tagne stik og point (Bo = board, 2Bo = dobbelt board): { $hands }.
}

## Seasons
refusal-bad_options-season = Serveren har ingen sæson »{ $season }«. Vælg en fra listen, eller vælg »Samlet«.
refusal-bad_options-season-kind = En sæson kan være månedlig, kvartalsvis eller fra, ikke »{ $season }«.
refusal-bad_options-timezone = Tidszonen »{ $zone }« kender jeg ikke. Vælg en fra listen, f.eks. Europe/Copenhagen eller America/New_York.
settings-clear-and-set = Vælg en kanal eller en rolle, eller fjern den, men ikke begge dele på én gang.
setting-season = { $kind ->
    [monthly] **Sæsoner:** månedlige
    [quarterly] **Sæsoner:** kvartalsvise
   *[off] **Sæsoner:** fra
}
setting-timezone = **Tidszone:** { $zone }
setting-announcements = { $chosen ->
    [yes] **Sæsonresultater vises i:** { $channel }
   *[no] **Sæsonresultater vises i:** ingen kanal (vælg en med { OPTION("backalley settings","announcements") })
}
setting-champion-role = { $chosen ->
    [yes] **Mesterrolle:** { $role }
   *[no] **Mesterrolle:** ingen
}
season-role-title = Mesterrolle
season-role-no-permission = Jeg kunne ikke give mestrene rollen { $role }: jeg mangler tilladelsen **Administrer roller**.
season-role-too-high = Jeg kunne ikke give mestrene rollen { $role }: den står over min højeste rolle (eller hører til en integration). Flyt min rolle op over den under Serverindstillinger → Roller.
season-role-gone = Mesterrollen findes ikke længere. Vælg en anden med { OPTION("backalley settings","champion_role") }.
season-quarter = { $quarter }. kvartal { $year }
season-over-title = Sæsonen er slut: { $season }
season-over-nobody = { $games ->
    [one] Ingen kom på ranglisten i denne sæson – det krævede ét spil, der tæller med i ratingen.
   *[other] Ingen kom på ranglisten i denne sæson – det krævede { $games } spil, der tæller med i ratingen.
}
season-champions = { $count ->
    [1] 🏆 Mester: { $champions }
   *[other] 🏆 Mestre (delt førsteplads): { $champions }
}
season-row = `#{ $place }` { $player } — **{ $rating }** · { $games } spil
season-ranked = Spillere på ranglisten: { $count }
season-former-member = et tidligere medlem
season-all-time = Samlet
lb-season-title = Rangliste — { $season } — { $sort } ({ $preset })
lb-season-empty = { $current ->
    [yes] Ingen er kommet på ranglisten i denne sæson endnu. Man kommer på ranglisten efter { $games ->
        [one] { $games } spil, der tæller med i ratingen,
       *[other] { $games } spil, der tæller med i ratingen,
    } i sæsonen. Med { OPTION("leaderboard","season") } kan du også se den samlede rangliste.
   *[no] Ingen kom på ranglisten i den sæson.
}
lb-season-footer = { $games ->
    [one] med på ranglisten efter { $games } ratet spil
   *[other] med på ranglisten efter { $games } ratede spil
}
stats-season = Denne sæson ({ $season })
stats-season-none = Ingen spil i denne sæson endnu.
stats-season-unranked = Spil: { $games } · sejre: { $wins } · mangler til ranglisten: { $needed ->
    [one] { $needed } ratet spil
   *[other] { $needed } ratede spil
}
stats-season-ranked = **nr. { $place }** · rating { $rating } · spil: { $games } · sejre: { $wins }
picture-season-title = Sæsonens slutstilling: { $season }
picture-season-champions = { $count ->
    [1] Mester:
   *[other] Mestre (delt):
}
picture-season-no-champion = ingen på ranglisten
picture-season-rating = Rating
picture-season-games = Spil
picture-season-ranked = Spillere på ranglisten: { $count }
picture-alt-season = { $count ->
    [1] Sæsonens slutstilling for { $season }. Mester: { $champions }.
   *[other] Sæsonens slutstilling for { $season }. Mestre med delt førsteplads: { $champions }.
}
picture-alt-season-row = Plads { $place }: { $player }, rating { $rating }, spil: { $games }.

## Games and away
games-title = Dine spil
games-empty = Du har ingen åbne spil eller lobbyer på nogen af dine servere, hvor Back Alley er med. Start et med { COMMAND("backalley new") } i en kanal på en server.
games-page = { $total ->
    [one] Side { $page } af { $pages } · { $total } spil
   *[other] Side { $page } af { $pages } · { $total } spil
}
games-jump = gå til bordet
games-awaited = **din tur**, der begyndte { $since }
games-waiting = en anden spillers tur, der begyndte { $since }
games-lobby = lobby: { $seated } af { $players } pladser besat, åbnet { $since }
games-deadline = betænkningstiden løber ud { $when }
games-hand = runde { $number } af { $total }
games-tiebreak = omspil
games-score = stilling { $ours }-{ $theirs }
games-not-yours = Denne liste over spil tilhører { $owner }. { COMMAND("backalley games") } viser dine egne.
server-only = Denne kommando virker kun i en kanal på en server, hvor spillene foregår. Her viser { COMMAND("backalley games") } dine spil på alle servere.
seat-away-until = { $player } er væk indtil { $until }. Computeren overtager pladsen så længe, eller indtil spilleren vender tilbage med { COMMAND("backalley back") }.
seat-away-until-note = væk indtil { $until }: computeren spiller
away-ended = { $player } er tilbage og spiller selv igen, for fraværet indtil { $until } er forbi.
away-until-unreadable = »{ $typed }« kan jeg ikke læse som et tidspunkt. Skriv en varighed som 3d, 12t eller 2d6t (dage, timer) eller en dato som 2026-12-24 (eller 2026-12-24 18:00). En dato læses i din egen tidszone, hvis du har valgt en, ellers i UTC.
away-until-past = { $until } er allerede passeret. Vælg et tidspunkt i fremtiden.
away-until-far = { $days ->
    [one] Det er mere end { $days } dag væk. Vælg et tidspunkt inden for { $days } dag.
   *[other] Det er mere end { $days } dage væk. Vælg et tidspunkt inden for { $days } dage.
}

## Daily deal

daily-thread-name = Dagens spil { $day } · { $player }
daily-started = 🌅 Dagens spil venter i { $place }: { $count ->
    [one] { $count } runde
   *[other] { $count } runder
} med tre stærke computere som makker og modstandere, i dit eget tempo. I dag får alle på serveren de samme kort. Derfor gives der ikke om, hvis alle fire melder pas; runden spilles, og begge hold har kontrakt 0. Du ser, hvordan de andre klarede sig, når du er færdig.
daily-resume = Dagens spil fortsætter i { $place }: bordet bliver vist der igen.
daily-no-thread = Dagens spil foregår i en privat tråd, og botten må ikke oprette en her (den skal have tilladelsen **Opret private tråde**). Prøv i en anden kanal.
daily-over = 🏁 Du er færdig med dagens spil. { COMMAND("backalley daily") } viser dagens resultatliste og, runde for runde, alles resultat med de samme kort.
daily-ranking-title = Dagens spil { $day }
daily-ranking-line = **{ $place }.** { $player } — { $percent }
daily-yours = Dit resultat i dag
daily-your-result = **{ $percent }**, nr. { $place } af { $count }
daily-streak = { $count ->
    [one] Stime: { $count } dag i træk
   *[other] Stime: { $count } dage i træk
}
daily-ranking-more = Alles resultat runde for runde: { OPTION("backalley daily", "hand") } (1 til { $count }). Månedens resultatliste: { OPTION("backalley daily", "month") }. Dine valg sammenlignet med den stærke computers: { OPTION("backalley review", "daily") }.
daily-traveller-title = Runde { $number } af dagens spil, { $day }
daily-traveller-line = { $player } — meldte { $bid }, tog { $tricks }, fik { $points } point: **{ $percent }**
daily-your-cards = Dine kort
daily-month-title = Månedens resultatliste for dagens spil, { $month }
daily-month-line = **{ $place }.** { $player } — { $points } ({ $days ->
    [one] { $days } dag
   *[other] { $days } dage
}, gennemsnit { $average })
daily-month-empty = Ingen har spillet dagens spil færdigt i denne måned endnu.
daily-month-footer = Hver dag lægger sin procent til summen, så jo flere dage du spiller, jo højere kan du komme.
setting-daily-schedule = **Kort pr. runde i dagens spil ({ OPTION("backalley settings", "daily_schedule") }):** { $hands }
refusal-daily-played = Du har allerede spillet dagens spil. Der er ét forsøg om dagen. I morgen er der nye kort.
refusal-daily-not_finished = Resultaterne af dagens spil vises, når du selv er færdig med det. Spil det med { COMMAND("backalley daily") }.
refusal-daily-game = Ikke i dagens spil. Her spiller alle det én gang og alene – uden tip, uden at fortryde og uden at lade computeren spille for sig.
refusal-daily-schedule = Dagens spil kan have 1 til { $most } runder med 1 til 13 kort hver, f.eks. `13,10,7,4,1`.
refusal-daily-no_hand = { $count ->
    [one] Dagens spil havde { $count } runde. Vælg runde 1.
   *[other] Dagens spil havde { $count } runder. Vælg en mellem 1 og { $count }.
}
picture-daily-ranking = Dagens spil · { $day }
picture-daily-traveller = Runde { $number } · { $day }
picture-daily-cards = Dine kort
picture-daily-matchpoints = Procent
picture-alt-daily-ranking = Resultatliste for dagens spil { $day }:
picture-alt-daily-row = { $place }. { $player } { $percent }
picture-alt-traveller = Runde { $number } af dagens spil { $day }, dine kort { $cards }:
picture-alt-traveller-row = { $player }: meldte { $bid }, tog { $tricks }, fik { $points } point, { $percent }

## Notifications
prefs-notify = { $notify ->
    [dm] **Din tur:** som direkte besked, med knappen **Min hånd**.
    [none] **Din tur:** ingen besked; du holder selv øje med dine spil.
   *[mention] **Din tur:** en omtale i spillets tråd.
}
prefs-zone = **Tidszone:** { $zone }
prefs-dm-after = { $at_once ->
    [yes] **Besked om din tur:** kommer med det samme, når din tur begynder. Du kan indstille en ventetid med { OPTION("backalley prefs", "dm_after") }.
   *[no] **Besked om din tur:** kommer, når din tur har ventet { $wait }, så du får ingen, mens du spiller ved bordet. Skift det med { OPTION("backalley prefs", "dm_after") } (0 for med det samme).
}
prefs-bad-dm-after = »{ $wait }« kan jeg ikke læse som en ventetid. Skriv minutter eller timer, f.eks. 5m eller 1t (0 for besked med det samme).
prefs-quiet = { $hours ->
    [none] **Stille timer:** ingen. Du kan angive dem med { OPTION("backalley prefs", "quiet") } (f.eks. 23-08).
   *[set] **Stille timer:** { $hours } — direkte beskeder venter, til de er forbi, og kommer så samlet i én oversigt.
}
prefs-bad-zone = Tidszonen »{ $zone }« kender jeg ikke. Vælg en fra listen, f.eks. Europe/Copenhagen eller America/New_York.
prefs-bad-quiet = »{ $hours }« kan jeg ikke læse som stille timer. Skriv et start- og et sluttidspunkt, f.eks. 23-08 eller 22:30-07:00 (eller `ingen` for at fjerne dem).
notice-turn = { $asked ->
    [bid] **{ $server }** › **{ $place }**: { $player }, det er din tur til at melde (turen begyndte { $since }). [Gå til bordet]({ $link })
   *[card] **{ $server }** › **{ $place }**: { $player }, det er din tur til at spille et kort (turen begyndte { $since }). [Gå til bordet]({ $link })
}
notice-nudged = 🔔 { $player } minder dig om, at bordet venter på dig.
notice-paused = Back Alley var nede fra { $start } til { $end }; spillet venter stadig på dig.
notice-back = **{ $server }** › **{ $place }**: din plads er din igen. [Gå til bordet]({ $link })
notice-digest = { $count ->
    [one] I dine stille timer er der kommet { $count } spil, som venter på dig:
   *[other] I dine stille timer er der kommet { $count } spil, som venter på dig:
}
notice-digest-line = { $asked ->
    [bid] • **{ $server }** › **{ $place }**: din melding, turen begyndte { $since } — [gå til bordet]({ $link })
   *[card] • **{ $server }** › **{ $place }**: dit kort, turen begyndte { $since } — [gå til bordet]({ $link })
}
notice-mention = { $asked ->
    [bid] 🔔 { $player }, bordet venter på din melding (turen begyndte { $since }).
   *[card] 🔔 { $player }, bordet venter på dit kort (turen begyndte { $since }).
}
notice-mention-nudged = { $asked ->
    [bid] 🔔 { $player }, { $by } minder dig om, at bordet venter på din melding.
   *[card] 🔔 { $player }, { $by } minder dig om, at bordet venter på dit kort.
}
notice-mention-back = { $player }, din plads er din igen.
notice-back-turn = { $asked ->
    [bid] **{ $server }** › **{ $place }**: din plads er din igen, og det er din tur til at melde (turen begyndte { $since }). [Gå til bordet]({ $link })
   *[card] **{ $server }** › **{ $place }**: din plads er din igen, og det er din tur til at spille et kort (turen begyndte { $since }). [Gå til bordet]({ $link })
}
notice-mention-back-turn = { $asked ->
    [bid] 🔔 { $player }, din plads er din igen, og bordet venter på din melding (turen begyndte { $since }).
   *[card] 🔔 { $player }, din plads er din igen, og bordet venter på dit kort (turen begyndte { $since }).
}
notice-dm-closed = Jeg kunne ikke sende dig en direkte besked om din tur (du tager ikke imod direkte beskeder), så du blev omtalt i spillets tråd i stedet. Tillad direkte beskeder fra medlemmer af denne server, eller vælg { OPTION("backalley prefs", "notify") } omtale.
button-remind = Send påmindelse
nudge-sent = 🔔 { $player } får en påmindelse på den måde, spilleren selv har valgt.
refusal-nudge-computer = Der er ingen at påminde, for computeren spiller denne tur.
refusal-nudge-self = Det er din egen tur, så der er ingen at påminde.
refusal-nudge-soon = Det er for tidligt at sende en påmindelse – turen begyndte for under en time siden. Du kan trykke på **Send påmindelse** fra kl. <t:{ $when }:t> (<t:{ $when }:R>).
refusal-nudge-once = Påmindelsen for denne tur er allerede sendt, og én pr. tur er nok.
setting-timer-quiet = { $on ->
    [yes] **Pause i betænkningstiden i stille timer:** til
   *[no] **Pause i betænkningstiden i stille timer:** fra
}
timer-quiet-until = 🌙 Betænkningstiden holder pause, til de stille timer slutter kl. <t:{ $until }:t> (<t:{ $until }:R>).

## new-game-form

form-title = Nyt Back Alley-spil
form-preset = Variant
form-preset-classic = 4 spillere i to makkerpar · 25 runder: fra 13 kort ned til 1 og op til 13 igen
form-preset-pagat = 4 spillere i to makkerpar · 26 runder: fra 1 kort op til 13 og ned til 1 igen
form-preset-pagat-3 = 3 spillere, hver for sig · 24 runder: fra 2 kort op til 13 og ned til 2 igen
form-schedule = Antal kort pr. runde
form-schedule-preset = Hele spillet i varianten
form-schedule-preset-about = Alle runder i den variant, der er valgt ovenfor
form-hands = Eller dit eget antal kort pr. runde
form-hands-about = I stedet for valget ovenfor: tal fra 1 til 13, ét for hver runde
form-hands-placeholder = f.eks. 7,5,3,1
form-timer-about = En påmindelse halvvejs; når tiden er gået, spiller computeren for dig
form-timer-off = Ingen tidsgrænse
form-computers = Computerspillere
form-computers-none = Ingen: spillerne tager de ledige pladser
form-computers-strong = En stærk computer på hver ledig plads
form-computers-basic = En let computer på hver ledig plads
form-computers-random = En computer med tilfældige træk på hver ledig plads
button-new-game = Nyt spil
new-game-opened = Din nye lobby er åben i { $place }. Du starter spillet, når alle pladser er besat.

## inputs
option-kind = { $kind ->
    [integer] { $option } skal være et helt tal, ikke »{ $value }«.
    [number] { $option } skal være et tal, ikke »{ $value }«.
    [boolean] { $option } skal være ja eller nej, ikke »{ $value }«.
    [user] { $option } skal være et medlem af denne server, ikke »{ $value }«.
    [channel] { $option } skal være en kanal på denne server, ikke »{ $value }«.
    [role] { $option } skal være en rolle på denne server, ikke »{ $value }«.
    [attachment] { $option } skal være en fil, ikke »{ $value }«.
   *[string] { $option } skal være tekst, ikke »{ $value }«.
} Din Discord-app viser måske en gammel udgave af kommandoen: genindlæs den (Ctrl+R, eller luk appen og åbn den igen), og prøv igen.
option-choice = »{ $value }« er ikke et af valgene i { $option }: vælg { $choices }.
option-range = { $option } skal være et helt tal fra { $least } til { $most }, ikke { $value }.
option-too-long = { $option } må højst være på { $most } tegn (du skrev { $length }).
option-empty = { $option } er tom: skriv noget i den, eller udelad den.
option-missing = { $option } mangler. Hvis din Discord-app ikke spurgte efter den, viser den en gammel udgave af kommandoen: genindlæs den (Ctrl+R, eller luk appen og åbn den igen), og prøv igen.
command-outdated = Din Discord-app sendte { $command } i en form, som Back Alley ikke længere kender. Genindlæs appen (Ctrl+R, eller luk den og åbn den igen), og prøv igen.
command-unknown = Back Alley har ikke (længere) nogen kommando »{ $command }«: din Discord-app viser en gammel liste over kommandoer. Genindlæs den (Ctrl+R, eller luk den og åbn den igen), og skriv / for at se dem.
component-unknown = Den knap kender Back Alley ikke (længere): den stammer fra en gammel udgave af en besked. Brug spillets seneste besked, eller brug kommandoen igen.
form-unknown = Den formular kender Back Alley ikke (længere). Åbn formularen til et nyt spil igen med { COMMAND("backalley new") }.
form-unreadable = Formularen kom tilbage i en form, som Back Alley ikke kan læse, og der blev ikke åbnet noget. Åbn den igen med { COMMAND("backalley new") }.
form-bad-part = Svaret på »{ $part ->
        [preset] { form-preset }
        [schedule] { form-schedule }
        [hands] { form-hands }
        [timer] { field-turn-timer }
       *[computers] { form-computers }
    }« kom tilbage tomt eller med mere end ét valg, og der blev ikke åbnet noget. Åbn formularen igen med { COMMAND("backalley new") }.

## components-v2

# The alt text of a seat's profile picture beside it on the table.
seat-face = Profilbillede af { $name }

## events

event-title = 🃏 { $name }
event-pair = { $first } og { $second }
event-computer = 🤖 computer
event-computer-pair = 🤖 computerne
event-computer-pair-note = 🤖 Et makkerpar af computere gør tallet lige. Deres resultater tæller med i sammenligningen, men de er ikke med i stillingen.
event-created = { $organiser } har åbnet **{ $name }**, en turnering for makkerpar. Der spilles ved borde med fire, alle borde får de samme runder, og hvert resultat sammenlignes med de andre bordes på de samme kort. Tilmeld dig med { COMMAND("backalley event enter") }, alene eller med en makker.
event-field-format = Format
event-format = { $entry ->
    [individuals] Alle tilmelder sig enkeltvis, og botten sætter makkerparrene sammen
   *[pairs] Makkerpar (spillere, der tilmelder sig alene, får en makker af botten)
} · cirka { $deals } runder · en afdeling varer højst { $window } · betænkningstid { $timer } pr. træk · turneringsleder { $organiser }
event-field-entries = Tilmeldinger ({ $count })
event-field-pairs = Makkerpar ({ $count })
event-field-tables = Bordene i { $round }. afdeling
event-entries-none = Ingen har tilmeldt sig endnu.
event-more = …og { $count } mere
event-entry-alone = { $player } (alene, får en makker ved starten)
event-entry-invited = { $player } (har spurgt { $partner }, som ikke har svaret endnu)
event-pair-line = **{ $pair }.** { $name }
event-status-entries = Tilmeldingen er åben. Turneringen starter { $starts } ({ $relative }).
event-status-entries-organiser = Tilmeldingen er åben. Turneringslederen starter turneringen med { COMMAND("backalley event start") }.
event-status-closed = Tilmeldingen er lukket.
event-status-running = { $round }. afdeling af { $rounds } er i gang og slutter { $closes }.
event-status-between = Mellem to afdelinger. Den næste åbner om et øjeblik.
event-status-finished = 🏁 Turneringen er slut. { COMMAND("backalley event standings") } viser slutstillingen.
event-status-cancelled = Turneringen blev aflyst.
event-entered-alone = { $player } har tilmeldt sig **{ $name }** alene. Botten sætter makkerpar sammen af dem, der er alene, når turneringen starter.
event-entered-invite = { $player } har tilmeldt sig **{ $name }** og inviterer { $partner } som makker. { $partner }, sig ja med { COMMAND("backalley event accept") } eller nej med { COMMAND("backalley event withdraw") }.
event-accepted = { $player } og { $partner } er tilmeldt **{ $name }** som makkerpar.
event-withdrawn = { $player } er ikke længere tilmeldt **{ $name }**.
event-removed = { $organiser } har fjernet { $player }s tilmelding til **{ $name }**.
event-entries-closed = Tilmeldingen til **{ $name }** er lukket.
event-cancelled = **{ $name }** er aflyst.
event-cancelled-too-few = **{ $name }** er aflyst. En turnering kræver mindst { $fewest } makkerpar, og der var ikke så mange tilmeldt ved starten.
event-started = **{ $name }** er gået i gang med { $pairs } makkerpar og { $rounds } afdelinger på hver { $deals } runder. Bordene i 1. afdeling åbner nu, hvert i sin egen private tråd i denne kanal.
event-round-open-title = { $name } · { $round }. afdeling af { $rounds }
event-round-open = Alle borde spiller de samme { $deals } runder ({ $sizes } kort) fra de samme pladser. Afdelingen slutter { $closes }, og har et bord ikke spillet færdigt til den tid, spiller computeren resten.
event-round-table = Bord { $table }: { $ns } (nord-syd) mod { $ew } (øst-vest) · { $thread }
event-thread-name = { $name } · { $round }. afdeling · bord { $table }
event-table-welcome = **{ $name }**, { $round }. afdeling, bord { $table }: { $ns } (nord-syd, plads 1 og 3) mod { $ew } (øst-vest, plads 2 og 4). Der spilles { $deals } runder – de samme ved alle borde – og de skal være spillet inden { $closes }. I en turnering kan man hverken få tip eller fortryde træk, og hvis alle fire melder pas, gives der ikke om: runden spilles alligevel, så alle borde har de samme runder.
event-table-moved = Dette bords tråd blev slettet. Spillet fortsætter her, hvor det slap.
event-round-closed = ⏰ Afdelingens tid er gået, før bordet blev færdigt. Computeren spiller resten for alle pladser.
event-table-done = 🏁 Bordet har spillet alle sine runder. Afdelingens resultater og stillingen bliver vist i turneringens kanal, når alle borde er færdige.
event-seat-north = Nord
event-seat-east = Øst
event-seat-south = Syd
event-seat-west = Vest
event-traveller-title = { $name } · { $round }. afdeling, runde { $deal } ({ $size } kort)
event-traveller-line = **Bord { $table }:** { $ns } { $ns_points } · { $ew } { $ew_points } — meldinger { $bids }, stik { $ns_tricks }-{ $ew_tricks }: **{ $ns_percent }** · **{ $ew_percent }**
event-traveller-average = **Bord { $table }:** { $ns } · { $ew } — intet resultat, et gennemsnit på 50 % til hvert makkerpar
event-traveller-hands = Hænderne
event-hand-line = { $seat }: { $cards }
event-traveller-so-far = Indtil videre har { $count } af de { $tables } borde spillet runden færdig.
event-standings-title = { $name } · stillingen efter { $round }. afdeling af { $rounds }
event-standings-final-title = { $name } · slutstilling
event-standings-line = **{ $place }.** { $pair } — **{ $percent }** ({ $matchpoints } af { $top } mulige point)
event-standings-none = Ingen afdeling er slut endnu. Stillingen kommer efter den første.
event-record-title = { $pair } i { $name }
event-record-line = { $round }. afdeling, runde { $deal } · bord { $table }, { $direction ->
    [ns] nord-syd
   *[ew] øst-vest
} mod { $against }: { $points } mod { $other } — **{ $percent }**
event-record-line-open = { $round }. afdeling, runde { $deal } · bord { $table }, { $direction ->
    [ns] nord-syd
   *[ew] øst-vest
} mod { $against }: { $points } mod { $other } (sammenlignes, når afdelingen er slut)
event-record-empty = Endnu kan ingen af makkerparrets runder vises.
event-record-standing-title = Placering
event-record-standing = Nr. { $place } af { $count } med **{ $percent }**
event-winners = 🏆 **{ $name }** er slut. { $count ->
    [one] Vinderne er
   *[other] Delt førsteplads til
} { $pairs } med { $percent }. Hvert makkerpars runder kan ses med { COMMAND("backalley event record") } i { $channel }.
event-organise = Kun et medlem med tilladelsen **Administrer server** eller med serverens turneringsrolle kan oprette en turnering.
event-channel = En turnering oprettes i en tekstkanal, ikke i en tråd, for dens borde bliver tråde i den kanal.
event-no-thread = En turnerings borde er private tråde i denne kanal, og botten må ikke oprette dem her (den skal have tilladelserne **Opret private tråde** og **Send beskeder i tråde**). Prøv i en anden kanal.
event-bad-window = »{ $typed }« er ikke en varighed. Skriv en afdelings frist som `12t` eller `2d`.
event-bad-timer = »{ $typed }« er ikke en varighed. Skriv betænkningstiden som `30m` eller `12t`.
event-bad-start = »{ $typed }« er ikke et tidspunkt. Skriv det fra nu (`2t`, `1d`) eller som en dato (`2026-12-24 18:00`, i serverens tidszone).
event-partner-bot = Din makker skal være en person, ikke en bot.
refusal-event-none = Der er ingen turnering i denne kanal. En turneringsleder opretter en med { COMMAND("backalley event create") }.
refusal-event-exists = Denne kanal har allerede en turnering med åben tilmelding eller i gang. Der kan kun være én ad gangen i en kanal.
refusal-event-name = En turnerings navn er 1 til { $most } tegn langt.
refusal-event-options = De valg findes ikke. Vælg blandt dem på listen.
refusal-event-deals = En turnering har { $fewest } til { $most } runder.
refusal-event-window = En afdelings frist er fra 1 time til 14 dage, f.eks. `12t` eller `2d`.
refusal-event-start = En turnering starter nu eller senest om { $days } dage.
refusal-event-timer = Betænkningstiden er en varighed, f.eks. `30m` eller `12t`.
refusal-event-started = Turneringen er gået i gang, så tilmeldingen er lukket.
refusal-event-over = Denne turnering er slut.
refusal-event-closed = Tilmeldingen til denne turnering er lukket.
refusal-event-individuals = I denne turnering tilmelder alle sig enkeltvis, og botten sætter makkerparrene sammen ved starten.
refusal-event-self = Din makker skal være en anden end dig.
refusal-event-partner_entered = Din makker er allerede tilmeldt denne turnering og skal først afmelde sig.
refusal-event-entered = Du er allerede tilmeldt denne turnering ({ COMMAND("backalley event withdraw") } afmelder dig).
refusal-event-no_invite = Ingen har spurgt dig, om du vil være makker i denne turnering.
refusal-event-not_entered = Du er ikke tilmeldt denne turnering.
refusal-event-not_entered_other = Det medlem er ikke tilmeldt denne turnering.
refusal-event-organiser = Kun turneringslederen eller et medlem med tilladelsen **Administrer server** (eller med serverens turneringsrolle) kan gøre det.
refusal-event-too_few = En turnering kræver mindst { $fewest } makkerpar, og { $count } er tilmeldt indtil videre.
refusal-event-no_deal = Den runde findes ikke i denne turnering (afdeling 1 til { $rounds }, hver med sine runder).
refusal-event-not_yet = Ikke endnu. En rundes resultater vises, når dit eget bord har spillet den, og alle bordes, når afdelingen er slut.
refusal-event-no_pair = Det medlem spiller ikke i noget makkerpar i denne turnering.
refusal-event-game = Ikke ved et turneringsbord. Hvert bord spiller sine runder én gang, uden tip og uden at fortryde, og bordet lukker først, når afdelingen slutter.
refusal-event-played_out = Afdelingens tid er gået. Computeren spiller bordet færdigt, og ingen tager sin plads tilbage.
picture-event-table = Bord
picture-event-bids = Meldinger
picture-event-tricks = Stik
picture-event-score = Point N-S
picture-event-matchpoints = N-S · Ø-V
picture-alt-event-standings = { $title }:
picture-alt-event-standing = { $place }. { $pair } { $percent }
picture-alt-event-traveller = { $title }.
picture-alt-event-hand = { $seat }: { $cards }
picture-alt-event-traveller-row = bord { $table }, { $ns } mod { $ew }: nord-syd { $points }, { $ns_percent } og { $ew_percent }
stats-events = Turneringer
stats-events-value = spillet { $played } · vundet { $won } · bedste placering { $best } · gennemsnit { $percent }
setting-event-role = **Turneringsledernes rolle ({ OPTION("backalley settings", "event_role") }):** { $chosen ->
    [yes] { $role }
   *[no] ingen (kun medlemmer med tilladelsen **Administrer server**)
}
