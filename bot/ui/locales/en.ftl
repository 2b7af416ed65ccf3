# Back Alley — English, the reference catalog: every other catalog has exactly these messages
# with the same placeholders. Players, seats and cards arrive already written.

## Cards
# A card's name (`card-name`) is each language's own: it chooses by the rank (ace … two) and
# the suit (spades … clubs) and says them its way — the rank's name with its article where the
# language needs one (el as de picas), its own order (hjerter dame, 하트 퀸), a suit that agrees
# with the rank (srčna dama, križev fant).

rank-A = A
rank-K = K
rank-Q = Q
rank-J = J
rank-name-A = Ace
rank-name-K = King
rank-name-Q = Queen
rank-name-J = Jack
rank-name-10 = Ten
rank-name-9 = Nine
rank-name-8 = Eight
rank-name-7 = Seven
rank-name-6 = Six
rank-name-5 = Five
rank-name-4 = Four
rank-name-3 = Three
rank-name-2 = Two
suit-S = spades
suit-H = hearts
suit-D = diamonds
suit-C = clubs
# The letters a player types for a card, after the rank's letter (`rank-A` …): AS, 10H, QD.
# The bot reads the language's codes first, then these English ones, so old habits keep working.
suit-letter-S = S
suit-letter-H = H
suit-letter-D = D
suit-letter-C = C
joker-code-big = BJ
joker-code-little = LJ
no-trump = no trump
big-blooper = Big Blooper
little-blooper = Little Blooper
card-name = the { $rank ->
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
} of { $suit ->
    [spades] { suit-S }
    [hearts] { suit-H }
    [diamonds] { suit-D }
   *[clubs] { suit-C }
}
joker-name = the { $joker }
no-cards = (no cards)
bid-pass = pass
bid-board = { $level ->
    [2] double board
    [3] triple board
    [4] quadruple board
   *[other] board
}

## People and sides

seat-number = seat { $number }
computer-player = 🤖 computer ({ $level })
# Every seat of a side played by computers of one level: $level is its key, not its word.
computer-players = { $count } 🤖 computers ({ $level ->
    [strong] { level-strong }
    [basic] { level-basic }
   *[random] { level-random }
})
picture-computer = Computer ({ $level })
level-strong = strong
level-basic = basic
level-random = random
side-team = Team { $number }
side-seat = Seat { $number }
# A preset's name (`classic`, `pagat` and `pagat-3` are only what is typed).
preset-classic = Classic
preset-pagat = Pagat
preset-pagat-3 = Pagat for three

## What the channel reads

seat-joined = { $player } sits down.
computer-seated = A { $level } computer player sits down.
seat-freed = The host frees { $player }'s seat.
seat-left = { $player } leaves.
lobby-cancelled = The lobby is cancelled.
game-started = 🃏 **Back Alley** — { $players }, the game is on!
seat-away = { $player } is away: the computer plays their turns until { COMMAND("backalley back") }.
seat-back = { $player } is back and plays their own turns again.
game-abandoned = The game is abandoned by { $player }; it counts for nobody.
turn-reminded = ⏳ { $player }, it is your turn: in about { $left }, the computer plays it for you ({ $when }).
time-ran-out = ⏰ { $player } ran out of time: the computer played this turn for them.
## Table manners
cards-forced-last = 🃏 One card left each: the last trick plays itself.
card-forced = 🃏 { $player } has one legal card: it is played for them.
button-last-trick = Last trick
last-trick-title = Last trick: trick { $number }
last-trick-card = { $player }: **{ $card }**
last-trick-won = Won by { $player } with **{ $card }**.
no-last-trick = No trick of the hand in play has been won yet.
button-rematch = Rematch
rematch-opened = The rematch lobby is open in { $place }: you have your old seat. The host starts it when every seat is taken.
rematch-joined = You have your old seat in the rematch lobby in { $place }.
claim-accepted = 🏳️ { $player } shows { $cards } and claims every remaining trick. They are guaranteed: the rest of the hand plays itself at once and is scored.
button-claim = Claim the rest
coach-points = { $points ->
    [one] about { $points } point
   *[other] about { $points } points
}
coach-chance = about { $percent } % less chance of winning the tiebreak
coach-where-bid = Bid
coach-where-card = Trick { $trick }, card { $position }
coach-line-same = ✓ { $where }: { $played }
coach-line-differs = ✗ { $where }: you { $played } · strong { $suggested } — { $cost }
coach-moment-bid = your bid of { $bid }
coach-moment-card = { $card } at trick { $trick }
coach-summary = Your costliest moment: { $moment }, { $cost }.
coach-summary-clean = You played this hand as strong would have.
coach-hand-title = Hand { $number }: your decisions beside strong's
coach-game-title = The game, hand by hand, beside strong
coach-game-line = { $player }: { $differences ->
    [one] { $differences } difference
   *[other] { $differences } differences
}, { $cost } in all; costliest: { $moment } in hand { $hand } ({ $worst }).
coach-game-clean = { $player }: every decision as strong's.
hint-choice = 💡 The strongest computer would choose **{ $move }**.
hint-alternative = { $move } ({ $cost } less)
hint-alternative-even = { $move } (practically as good)
hint-alternatives = { $count ->
    [one] Next best: { $moves }
   *[other] Next best: { $moves }
}
hint-marked = Hints were used in this game: it does not count for ratings.
review-bad-hand = Write a hand number, like `3`, or `{ $word }` for the whole game.
# What a player types for the whole game (English `game` is understood too).
review-game-word = game
review-choice-game = The whole game
setting-hints = { $on ->
    [yes] **Hints ({ COMMAND("backalley hint") }):** on — a game where one is used does not count for ratings
   *[no] **Hints ({ COMMAND("backalley hint") }):** off
}
button-takeback = Take back
button-allow = Allow
button-refuse = Refuse
takeback-asked = ↩️ { $player } asks to take back { $kind ->
    [bid] their bid, { $move }
   *[play] their { $move }
}. { $asked }: allow it?
takeback-refused = { $player } refuses: { $kind ->
    [bid] the bid, { $move },
   *[play] the { $move }
} stands.
takeback-allowed-one = { $player } allows the take-back.
takeback-done = ↩️ { $player } takes back { $kind ->
    [bid] their bid, { $move }:
   *[play] their { $move }:
} the game returns to the moment before it.
takeback-lapsed-played = ⌛ The take-back lapsed: { $player } has played since.
takeback-lapsed-time = ⌛ The take-back lapsed: nobody answered within five minutes.
takeback-lapsed-over = ⌛ The take-back lapsed: the game is over.
setting-takebacks = { $on ->
    [yes] **Take-backs by consent:** on
   *[no] **Take-backs by consent:** off
}
prefs-forced = { $on ->
    [yes] **Play my forced cards:** on — when you have one legal card, it is played for you.
   *[no] **Play my forced cards:** off — you play every card yourself.
}
bid-passed = { $player } passes.
bid-placed = { $player } bids **{ $bid }**.
contract-tricks = { $side } ({ $contract })
contract-board = { $side } ({ $level ->
    [2] double board
    [3] triple board
    [4] quadruple board
   *[other] board
})
play-started = Bidding is over — contracts: { $contracts }. { $leader } leads.
card-played = { $player } plays **{ $card }**.
trick-won = 🂠 Trick { $number } goes to { $player } with **{ $card }**.
all-passed = Everyone passed: hand { $number } is void and { $dealer } deals again.
weak-hand = A weak hand (no ace, no face card, no trump): { $dealer } deals hand { $number } again.
blooper-exchanged = { $player } gives up the other Blooper for the next card.
tiebreak-started = { $first_to ->
    [0] ⚖️ { $sides } are tied: a tiebreak hand of 13 cards decides — most tricks wins.
   *[other] ⚖️ { $sides } are tied: a tiebreak hand of 13 cards decides — first to { $first_to } tricks wins.
}
tiebreak-two-handed = The two best took as many tricks: they play a two-handed tiebreak.
deal-line = **{ $heading }** — { $dealer } deals; turn-up **{ $card }**, trumps: **{ $trump }**.
turn-bid-range = { $kind ->
    [computer] ➡️ { $player } to bid (pass, 1–{ $top } or board).
   *[person] ➡️ { $player }, your bid (pass, 1–{ $top } or board).
}
turn-bid = { $kind ->
    [computer] ➡️ { $player } to bid.
   *[person] ➡️ { $player }, your bid.
}
turn-play = { $kind ->
    [computer] ➡️ { $player } to play.
   *[person] ➡️ { $player }, your play.
}
turn-lead = { $kind ->
    [computer] ➡️ { $player } to lead.
   *[person] ➡️ { $player }, your lead.
}
game-on-in = The game is on in { $place }.

## The lobby and the table

lobby-title = Back Alley lobby — { $preset }
lobby-hands = { $count ->
    [one] { $count } hand: { $schedule }
   *[other] { $count } hands: { $schedule }
}
lobby-partnerships = Two partnerships: seats 1 & 3 against seats 2 & 4.
lobby-three = Three players, each on their own.
field-options = Options
field-turn-timer = Turn timer
field-host = Host
field-where = Where
played-in = The game is played in { $place }.
seat-label = Seat { $number }
seat-team-label = Seat { $number } · Team { $team }
seat-free = *free*
status-lobby = Press **Join** to sit down. The host starts the game when every seat is taken.
status-active = The game is under way.
status-cancelled = This lobby was cancelled.
status-abandoned = This game was abandoned.
status-finished = This game is over.
hand-heading = { $size ->
    [one] Hand { $number } of { $total } — { $size } card
   *[other] Hand { $number } of { $total } — { $size } cards
}
tiebreak-heading = { $first_to ->
    [0] Tiebreak hand (13 cards, first to most tricks)
   *[other] Tiebreak hand (13 cards, first to { $first_to } tricks)
}
table-title = Back Alley — { $preset }
table-title-daily = Back Alley — daily deal, { $day }
game-is-over = The game is over.
table-deal = **{ $heading }**
    Dealer { $dealer } · turn-up { $card } · trumps: **{ $trump }**
seat-bid = bid { $bid }
seat-tricks = { $count ->
    [one] { $count } trick
   *[other] { $count } tricks
}
seat-away-note = away: the computer plays
field-contracts = Contracts
contract-line = { $side }: needs { $need }, has { $taken }
need-board = { $level ->
    [2] double board
    [3] triple board
    [4] quadruple board
   *[other] board
} ({ $contract ->
    [1] the one trick
    [2] both tricks
   *[other] all { $contract } tricks
})
field-trick = Current trick
field-scores = Scores
field-turn = Turn
to-bid = { $player } to bid
to-play = { $player } to play
to-lead = { $player } to lead
score-line = { $side } ({ $members }): **{ $score }**
hand-scored-title = Hand { $number } of { $total } scored
hand-scored-description = { $size ->
    [one] { $size } card · trumps { $trump }
   *[other] { $size } cards · trumps { $trump }
}
hand-scored-side = bids: { $bids }
    contract { $contract }, took { $taken }
    points **{ $points }**, total **{ $total }**
contract-board-short = { $level ->
    [2] double board
    [3] triple board
    [4] quadruple board
   *[other] board
}
game-drawn = The game is drawn.
game-won = **{ $side }** wins: { $members } 🎉
game-over-title = Game over
field-final-scores = Final scores
field-tiebreak = Decided by a tiebreak hand
tiebreak-tricks = { $tricks }
tiebreak-side-tricks = { $side } took { $count ->
    [one] { $count } trick
   *[other] { $count } tricks
}

## A player's hand

hand-title = Your hand
hand-sit-out = You sit out this tiebreak hand.
hand-turn-up = turn-up { $card } · trumps: **{ $trump }**
field-now = Now
now-bid = **Your turn to bid:** choose below, or use { COMMAND("bid") }.
now-play = **Your turn to play:** press a card (greyed cards may not be played now), or use { COMMAND("play") }.
waiting-bid = Waiting for { $player } to bid.
waiting-play = Waiting for { $player } to play.
waiting-lead = Waiting for { $player } to lead.
waiting = Waiting.

## Buttons and selects

button-join = Join
button-leave = Leave
button-addbot = Add bot
button-start = Start
button-cancel = Cancel
button-hand = My hand
choose-bid = Choose your bid

## Errors

apology = Sorry, something went wrong on our side. Your last action was not taken; please try again.
database-unavailable = The game's records cannot be reached right now: your last action was not taken. Try again in a moment.
discord-forbidden = Discord did not let the bot finish that here: it lacks a permission in this channel. { COMMAND("backalley settings") } lists what is missing.
discord-gone = Discord says the channel or message this needs no longer exists.
not-your-turn-bid = It is not your turn: { $player } is to bid.
not-your-turn-play = It is not your turn: { $player } is to play.
error-game_over = The game is over.
error-not_your_turn = It is not your turn.
error-wrong_phase-tiebreak = There is no bidding in a tiebreak hand: play a card.
error-wrong_phase-play = Bidding is over: play a card.
error-wrong_phase-bid = It is time to bid, not to play a card.
error-wrong_phase-claim = Tricks may be claimed only once play has started.
error-bid_out_of_range = { $top ->
    [0] Bid pass or board.
    [1] Bid pass, 1 or board.
   *[other] Bid pass, a number from 0 to { $top }, or board.
}
error-bad_card = `{ $text }` is not a card. Write it as your hand shows it, like A♠, 10♥ or Q♦, or with a letter for the suit (S spades, H hearts, D diamonds, C clubs), like AS, 10H or QD; or by its name, like queen of hearts. The Bloopers are BJ and LJ, or big and little.
error-card-ambiguous = `{ $text }` could be { $first } or { $second }: type the card as your hand shows it, or by its name.
error-card_not_in_hand = You do not hold { $card }.
error-must_follow_suit = You must follow { $suit }.
error-must_follow_suit-trumps = Trumps were led: you must play a trump.
error-must_play_highest_trump = The Big Blooper was led: you must play your highest trump, { $card }.
error-must_play_lowest_trump = The Little Blooper was led: you must play your lowest trump, { $card }.
error-trumps_not_broken = Trumps are not broken yet: lead another suit.
refusal-no_game = There is no Back Alley game in this channel. Open one with { COMMAND("backalley new") }.
refusal-no_game-gone = This game does not exist any more.
refusal-no_game-finished = This game is over. { $result }
    { COMMAND("backalley record") } still gives its record and { COMMAND("backalley review") } your decisions beside strong's; { COMMAND("backalley new") } opens a new game here.
refusal-no_game-abandoned = This game was abandoned: it is over.
    { COMMAND("backalley record") } still gives its record and { COMMAND("backalley review") } your decisions in its finished hands; { COMMAND("backalley new") } opens a new game here.
refusal-game_exists = There is already a lobby or a game here: finish or cancel it first.
refusal-not_in_game = You are not playing in this game.
refusal-not_in_game-person = Seat { $number } is played by a person.
refusal-not_host = Only the host can do that.
refusal-not_host-abandon = Only the host or a member with Manage Server can abandon the game.
refusal-already_seated = You already have a seat at this table.
refusal-lobby_full = The table is full.
refusal-seat_taken = Seat { $number } is taken.
refusal-seat_taken-team = Team { $number } is full.
refusal-no_such_seat = Choose a seat from 1 to { $players }.
refusal-no_such_seat-team = Teams are 1 and 2, in a game of partnerships.
refusal-no_such_seat-empty = Seat { $number } is empty.
refusal-table_not_full = { $missing ->
    [one] The table needs { $missing } more player to start.
   *[other] The table needs { $missing } more players to start.
}
refusal-not_in_game-rematch = Only the players of that game can ask for a rematch.
refusal-not_started-rematch = That game is not finished.
refusal-claim = Not guaranteed: the other side could still take a trick.
refusal-claim-unsure = Cannot be sure every remaining trick is yours: the search ran out of time. Play on, or claim again later.
refusal-no_hints = Hints are off on this server: a member with Manage Server can turn them on with { OPTION("backalley settings", "hints") }.
refusal-no_hints-turn = A hint is for your own turn.
refusal-no_review = Hand { $number } is not finished: a hand is reviewed once it is over.
refusal-no_review-none = No hand of a game here is finished yet.
refusal-takeback-mine = Only the player who made a move can ask to take it back.
refusal-takeback-twice = That move was asked about already.
refusal-takeback-waiting = A take-back is already waiting for an answer.
refusal-takeback-late = Too late: someone has played since.
refusal-takeback-lapsed = Too late: the take-back lapsed after five minutes.
refusal-takeback-none = There is no take-back waiting for an answer.
refusal-takeback-not_asked = Only the players asked can answer this take-back.
refusal-takeback-answered = You have answered already.
refusal-takeback-gone = That move was taken back already.
refusal-takeback-off = Take-backs are turned off on this server.
refusal-not_started = The game has not started yet.
refusal-not_started-abandon = The game has not started: cancel the lobby instead.
refusal-already_started = The game has already started.
refusal-already_started-leave = The game has started: you cannot leave it. The host can abandon it.
refusal-game_ended = This game is over.
refusal-game_ended-finished = This game is over.
refusal-game_ended-abandoned = This game was abandoned: it is over.
refusal-game_ended-cancelled = This lobby was cancelled.
refusal-game_ended-gone = This game does not exist any more.
refusal-bad_options-timer = The turn timer must be positive.
refusal-bad_options-timer_long = { $days ->
    [one] A turn timer is at most { $days } day, like `12h` or `1d`.
   *[other] A turn timer is at most { $days } days, like `12h` or `7d`.
}
refusal-bad_options-levels = The computer levels are { $levels }.
refusal-bad_options-sort = Sort by { $sorts }.
refusal-bad_options-preset = The presets are { $presets }.
refusal-bad_options-option = The option `{ $option }` does not exist or does not take that value.
refusal-bad_options-settings = Unknown settings: { $settings }.
refusal-host_cannot_leave = You are the host: cancel the lobby instead of leaving it.
refusal-host_cannot_leave-remove = You cannot remove yourself: cancel the lobby.
refusal-already_away = The computer already plays for you: { COMMAND("backalley back") } to return.
refusal-not_away = You are not away: it is your own seat.
refusal-stale = This button is from an earlier hand. Open your hand again with { COMMAND("hand") } or **My hand**.
refusal-moved_on = The game moved on while you acted: your action was not taken. Look at the table and try again.
bad-hands = Write the hand sizes as numbers from 1 to 13, like `5,3,1`.
bad-timer = Write the turn timer like `30m`, `12h` or `2d`, or `off`.
bad-value = { $kind ->
    [integer] { $value } is not a whole number.
    [number] { $value } is not a number.
    [boolean] { $value } is neither yes nor no.
    [user] { $value } is not a member of this server.
    [channel] { $value } is not a channel of this server.
    [role] { $value } is not a role of this server.
   *[other] { $value } is not a valid value here.
}
not-here = You cannot use this command here.
settings-manage = Only members with Manage Server can change the settings.
no-record = No game has been played in this channel yet.
not-dealt = The game has not started yet: your cards come with the first deal.

## Other replies

record-complete = The complete record of this game.
record-partial = The record of the hands played so far (never the hand in progress).
setting-computer-ratings = { $on ->
    [yes] **Games with computer players count for ratings:** on
   *[no] **Games with computer players count for ratings:** off
}
setting-images = { $on ->
    [yes] **Pictures of cards, tables and scores:** on
   *[no] **Pictures of cards, tables and scores:** off
}
setting-language = **Language of the server's messages:** { $language }
language-set = You will read Back Alley in { $language }.
language-unset = You will read Back Alley in your Discord language.
language-automatic = automatic (the server's Discord language)

## The leaderboard, statistics and history

lb-unrated = unrated
lb-wins = { $count ->
    [one] { $count } win
   *[other] { $count } wins
}
lb-win-rate = { $rate } wins
lb-points-per-hand = { $points } points per hand
lb-contracts = { $rate } of contracts made
lb-all-presets = all presets
lb-title = Leaderboard — { $sort } ({ $preset })
lb-empty = No finished games here yet. Open one with { COMMAND("backalley new") }.
lb-row = { $games ->
    [one] `#{ $rank }` { $player } — **{ $value }** · { $games } game{ $marker }
   *[other] `#{ $rank }` { $player } — **{ $value }** · { $games } games{ $marker }
}
lb-your-place = Your place
lb-place = { $player } is **#{ $rank }** of { $players }: { $value }
lb-footer = { $players ->
    [one] Page { $page } of { $pages } · { $players } player
   *[other] Page { $page } of { $pages } · { $players } players
}
lb-previous = ◀ Previous
lb-next = Next ▶
sort-rating = rating
sort-wins = wins
sort-win_rate = win rate
sort-points_per_hand = points per hand
sort-contract_rate = contract success rate
stats-title = Back Alley statistics
stats-none = { $player } has not finished a game on this server yet.
stats-games = Games
stats-games-value = { $games } ({ $wins } won, { $losses } lost, { $draws } drawn)
stats-win-rate = Win rate
stats-rating = Rating
stats-rating-value = { $games ->
    [one] { $rating } ({ $games } rated game)
   *[other] { $rating } ({ $games } rated games)
}
stats-points = Points per hand
stats-contracts = Contracts made
stats-contracts-value = { $rate } ({ $made } of { $tried })
stats-boards = Boards
stats-boards-value = { $made } made of { $bid } bid
stats-best = Best game
stats-streak = Current streak
streak-win = { $count ->
    [one] { $count } win
   *[other] { $count } wins
}
streak-loss = { $count ->
    [one] { $count } loss
   *[other] { $count } losses
}
streak-draw = { $count ->
    [one] { $count } draw
   *[other] { $count } draws
}
stats-partner = Favourite partner
stats-partner-value = { $games ->
    [one] { $partner } ({ $games } game, { $won } won)
   *[other] { $partner } ({ $games } games, { $won } won)
}
outcome-win = won
outcome-loss = lost
outcome-draw = drawn
past-game = { $points ->
    [one] { $outcome } · { $points } point · { $preset } · { $when }
   *[other] { $outcome } · { $points } points · { $preset } · { $when }
}
past-game-link = [game #{ $number }]({ $link })
history-title = Recent games

## /backalley rules (a summary of RULES.md for a preset)

rules-title = Back Alley rules — { $preset }
rules-players-four = **Players:** 4, two partnerships (seats 1 & 3, 2 & 4).
rules-players-three = **Players:** 3, each alone.
rules-hands = **Hands:** { $count } — { $schedule } cards.
rules-cards = **Cards:** 54 — the Big and the Little Blooper are the two highest trumps, then A K Q J 10 … 2.
rules-trumps-swap = **Trumps:** the card turned up after the deal names them. A joker turned up means no trumps; whoever holds the other joker swaps it for the next card.
rules-trumps-turn = **Trumps:** the card turned up after the deal names them. A joker turned up: keep turning until a plain card shows.
rules-bidding = { $top ->
    [minus] **Bidding:** once round, left of the dealer first: pass, a number of tricks up to one less than the hand size, or *board* (your side takes every trick). Partners' bids add up. { $all_pass ->
        [redeal] If everyone passes, the next dealer deals again.
       *[play] If everyone passes, the hand is still played.
    }
   *[size] **Bidding:** once round, left of the dealer first: pass, a number of tricks up to the hand size, or *board* (your side takes every trick). Partners' bids add up. { $all_pass ->
        [redeal] If everyone passes, the next dealer deals again.
       *[play] If everyone passes, the hand is still played.
    }
}
rules-boards = { $lead ->
    [last] { $escalation ->
        [linear] **Boards:** each later board raises the stakes: double, triple, quadruple board. The last board bidder leads.
       *[flat] **Boards:** every board counts once. The last board bidder leads.
    }
   *[first] { $escalation ->
        [linear] **Boards:** each later board raises the stakes: double, triple, quadruple board. The first board bidder leads.
       *[flat] **Boards:** every board counts once. The first board bidder leads.
    }
}
rules-play = { $trump_lead ->
    [bidder] **Play:** the highest bidder leads; follow suit if you can; the highest trump wins, else the highest card of the suit led. Trumps may not be led before one has been played, unless you hold only trumps or you bid board.
    [anyone] **Play:** the highest bidder leads; follow suit if you can; the highest trump wins, else the highest card of the suit led. Trumps may not be led before one has been played, unless you hold only trumps or someone bid board.
   *[none] **Play:** the highest bidder leads; follow suit if you can; the highest trump wins, else the highest card of the suit led. Trumps may not be led before one has been played, unless you hold only trumps.
}
rules-bloopers = **Blooper leads:** when the Big Blooper is led, everyone with a trump plays their highest; when the Little Blooper is led, their lowest.
rules-weak = **Weak hands:** with 7 or more cards, a hand without an ace, a face card or a trump is thrown in and the same dealer deals again.
rules-scoring = { $zero ->
    [overtricks] **Scoring:** make a contract of *t* tricks: 5 per trick bid plus 1 per extra trick; fail: lose 5 per trick bid. Board: 10 per trick times its level, won or lost. A side whose contract is 0 (nobody on it bid a trick) scores 1 per trick it takes.
   *[none] **Scoring:** make a contract of *t* tricks: 5 per trick bid plus 1 per extra trick; fail: lose 5 per trick bid. Board: 10 per trick times its level, won or lost. A side whose contract is 0 (nobody on it bid a trick) scores nothing, whatever it takes.
}
rules-end-tiebreak = **End:** most points after the last hand wins; a tie is played off in a tiebreak hand of 13 cards, first to 7 tricks.
rules-end-draw = **End:** most points after the last hand wins; a tie is a draw.

## The terminal game (python -m bot play)

cli-you = You
cli-south = South
cli-west = West
cli-north = North
cli-east = East
cli-you-north = You & North
cli-west-east = West & East
cli-bid = { $who ->
    [you] { $player } bid { $bid }
   *[other] { $player } bids { $bid }
}
cli-contracts = { $who ->
    [you] [bold]Contracts:[/bold] { $contracts }. { $player } lead.
   *[other] [bold]Contracts:[/bold] { $contracts }. { $player } leads.
}
cli-trick = { $who ->
    [you] { $played }  →  [bold]{ $player }[/bold] win with { $card }
   *[other] { $played }  →  [bold]{ $player }[/bold] wins with { $card }
}
cli-void = { $reason ->
    [all_pass] [yellow]The deal is void (everyone passed): dealt again.[/yellow]
   *[weak] [yellow]The deal is void (a hand was too weak): dealt again.[/yellow]
}
cli-tiebreak = { $first_to ->
    [0] [bold yellow]Tied! A tiebreak hand: 13 cards, no bidding, most tricks.
    [one] [bold yellow]Tied! A tiebreak hand: 13 cards, no bidding, first to { $first_to } trick.
   *[other] [bold yellow]Tied! A tiebreak hand: 13 cards, no bidding, first to { $first_to } tricks.
}
cli-tiebreak-won = The tiebreak goes to { $side }.
cli-deal = { $size ->
    [one] Hand { $number } of { $total }: { $size } card, dealt by { $dealer }, { $trump }
   *[other] Hand { $number } of { $total }: { $size } cards, dealt by { $dealer }, { $trump }
}
cli-deal-tiebreak = { $size ->
    [one] Tiebreak hand: { $size } card, dealt by { $dealer }, { $trump }
   *[other] Tiebreak hand: { $size } cards, dealt by { $dealer }, { $trump }
}
cli-drawn = The game is drawn.
cli-you-win = [bold green]You win![/bold green]
cli-they-win = { $players ->
    [three] [bold red]{ $side } wins.[/bold red]
   *[four] [bold red]{ $side } win.[/bold red]
}
cli-final = Final scores: { $totals }
    { $verdict }
cli-game-over = Game over
cli-col-seat = seat
cli-col-bid = bid
cli-col-tricks = tricks
cli-col-trick = this trick
cli-col-side = side
cli-col-contract = contract
cli-col-points = points
cli-col-total = total
cli-scores = { $trump }   ·   scores: { $scores }
cli-wants = contracts: { $contracts }
cli-first-to = { $first_to ->
    [one] tiebreak: first to { $first_to } trick
   *[other] tiebreak: first to { $first_to } tricks
}
cli-tiebreak-title = Tiebreak
cli-hand-title = Hand { $number }
cli-your-hand = Your hand
cli-scored = Hand { $number } scored
cli-bid-prompt = { $top ->
    [0] Your bid (pass, board)
    [1] Your bid (pass, 1, board)
    [2] Your bid (pass, 1 or 2, board)
   *[other] Your bid (pass, 1-{ $top }, board)
}
cli-card-prompt = { $count ->
    [1] Your card (1 or a code like AS)
    [2] Your card (1 or 2 or a code like AS)
   *[other] Your card (1-{ $count } or a code like AS)
}
cli-bid-help = Bid pass (or 0), a number of tricks, or board (your side takes every trick).
cli-card-help = Play a card by its number in your hand, or as your hand shows it (A♠, 10♥, Q♦), or with a letter for the suit (S spades, H hearts, D diamonds, C clubs: AS, 10H or TH, QD), or by its name (queen of hearts); big and little (or BJ and LJ) for the Bloopers.
cli-not-a-card = { $answer } is not a card: try 1 or AS.
cli-turned = turned { $cards }: trump { $trump }
cli-turned-no-trump = turned { $cards }: no trump
cli-seed-start = Seed { $seed }: play this deal again with --seed { $seed }.
cli-left = You left the game (seed { $seed }).
cli-seed-end = Seed { $seed }.

## When the server changes under a game
vanished-lobby = 🗑️ The channel of Back Alley lobby #{ $game } was deleted, so the lobby is closed. { $players }
vanished-game = 🗑️ The place of Back Alley game #{ $game } was deleted, so the game ends here without a result. { $players } — its record is attached.
resumed-unlocked = 🔓 The thread is unlocked: the game goes on.
resumed-back = ▶️ The bot is back: the game goes on.
perm-locked = This thread is locked: the game waits (its turn timer too) until a member with **Manage Threads** unlocks it.
perm-who-fixes = A member with **Manage Roles** (or the server's owner) can give them back to the bot's role, in Server Settings → Roles or in this channel's permissions.
# Discord's own names of its permissions, as its client shows them
perm-name-view_channel = View Channel
perm-name-send_messages = Send Messages
perm-name-send_messages_in_threads = Send Messages in Threads
perm-name-embed_links = Embed Links
perm-name-attach_files = Attach Files
perm-name-read_message_history = Read Message History
perm-name-create_public_threads = Create Public Threads
perm-name-create_private_threads = Create Private Threads
perm-name-manage_roles = Manage Roles
perm-missing = The bot lacks { $permissions } in { $thread ->
    [yes] this thread
   *[no] this channel
    }: your move counts, but the table and the computer's moves may not show here.
perm-line = **Permissions the bot lacks in { $thread ->
    [yes] this thread
   *[no] this channel
    }:** { $permissions }
perm-none = none
# What the bot's roles lack in the server for each feature the server uses (the settings)
perm-features = **Permissions the bot's roles lack in this server, by feature:** { $features }
perm-feature = { $feature } ({ $permissions })
feature-table = games
feature-events = duplicate events
feature-daily = the daily deal
feature-season-posts = the seasons' final standings
feature-champion-role = the champions' role
forget-only-managers = Only members with Manage Server can delete this server's data.
forget-ask = This deletes this server's games (there are { $games }; running ones end at once, without a word in their channels), the leaderboard, every player's statistics and ratings here, and the settings. It cannot be undone.
forget-done = Deleted this server's games ({ $games }), statistics and settings.
forget-other-server = This button belongs to another server.
forget-button = Delete this server's games and statistics
refusal-bad_options-hands = Write the hand sizes as numbers from 1 to 13, like `5,3,1`.

## Pictures
# The words drawn in the pictures (short: they share a plate or a cell with a name) and
# their text for screen readers (`picture-alt-…`, read aloud, never drawn). Players, cards,
# suits and headings arrive already written.

picture-heading-hand = { $size ->
    [one] Hand { $number } of { $total } · { $size } card
   *[other] Hand { $number } of { $total } · { $size } cards
}
picture-heading-tiebreak = { $size ->
    [one] Tiebreak hand · { $size } card
   *[other] Tiebreak hand · { $size } cards
}
picture-status-draw = Game over: a draw
picture-status-wins = { $player } wins
picture-status-team-wins = { $side } wins: { $members }
picture-footer-won = Last trick won by { $player } · { $status }
# The dealer's button on a seat's plate: one letter.
picture-dealer-mark = D
picture-seat-final = { $points ->
    [one] { $points } point in all
   *[other] { $points } points in all
}
picture-seat-sits-out = sits out
picture-seat-to-bid = to bid
picture-seat-no-bid = no bid yet
picture-seat-bid = bid { $bid }
picture-seat-passed = passed
picture-seat-tricks = { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
}
picture-seat-bid-tricks = { $tricks ->
    [one] bid { $bid } · { $tricks } trick
   *[other] bid { $bid } · { $tricks } tricks
}
picture-seat-passed-tricks = { $tricks ->
    [one] passed · { $tricks } trick
   *[other] passed · { $tricks } tricks
}
picture-turn-up = turn-up
picture-trumps = Trumps
picture-no-trump = No trump
picture-scores-to-play = { $count ->
    [one] Scores: { $count } hand to play
   *[other] Scores: { $count } hands to play
}
picture-scores-after = Scores after hand { $number } of { $total }
picture-scores-draw = Final scores: a draw
picture-scores-won = Final scores: { $side } wins
picture-scores-won-tiebreak = Final scores: { $side } wins after a tiebreak
picture-no-hand-scored = No hand scored yet
# The score sheet's rows: the hand's number, its size, its trump; per side the bid, the
# tricks taken and the points.
picture-row-hand = hand
picture-row-cards = cards
picture-row-trump = trump
picture-row-bid = bid
picture-row-tricks = tricks
picture-row-points = points
# A hand without trumps in a score sheet's cell, and a board bid (B, 2B for a double board).
picture-no-trump-short = NT
picture-board-short = { $level ->
    [1] B
   *[other] { $level }B
}
# The Bloopers' faces: the size word, spelt down the corner and written over the cap, and
# the name under the cap (in capitals where the language has them).
picture-card-big = BIG
picture-card-little = LITTLE
picture-card-blooper = BLOOPER
picture-alt-table = Card table. { $heading }.
picture-alt-trumps = Trumps: { $suit }; turn-up: { $card }.
picture-alt-no-trump = No trump; turn-up: { $card }.
picture-alt-dealer = Dealer: { $player }.
picture-alt-led = { $player } led { $card }
picture-alt-played = { $player } played { $card }
picture-alt-then = { $first }; { $next }
picture-alt-current-trick = Current trick: { $plays }.
picture-alt-last-trick = Last trick: { $plays }, won by { $player }.
picture-alt-previous-trick = Last trick of the previous hand: { $plays }, won by { $player }.
picture-alt-no-cards = No cards played to this trick yet.
picture-alt-seat = { $player }: { $line }.
picture-alt-seat-team = { $player } (team { $team }): { $line }.
picture-alt-status = { $status }.
picture-alt-hand = { $count ->
    [one] Your hand, { $count } card; trumps are { $suit }.
   *[other] Your hand, { $count } cards; trumps are { $suit }.
}
picture-alt-hand-no-trump = { $count ->
    [one] Your hand, { $count } card; no trumps this hand.
   *[other] Your hand, { $count } cards; no trumps this hand.
}
picture-alt-hand-empty = No cards in hand.
picture-alt-hand-suit = { $suit }: { $cards }.
picture-alt-hand-trumps = Trumps ({ $suit }): { $cards }.
picture-alt-hand-bloopers = Trumps: { $cards }.
picture-alt-hand-any = Your turn to play: any card.
picture-alt-hand-playable = Your turn to play, highlighted: { $cards }.
picture-alt-hand-none = Your turn, but no card can be played.
picture-alt-scores = Score sheet. { $title }. { $scores }.
picture-alt-side = { $side }: { $score }
picture-alt-side-members = { $side } ({ $members }): { $score }
picture-alt-hands = Hands from { $first } on, each as cards and trump (NT none), then for each side in that order bid/tricks taken and points (B board, 2B double board): { $hands }.
picture-alt-hands-cut = { $count ->
    [one] Hands from { $first } on (hand { $start } is in the picture only), each as cards and trump (NT none), then for each side in that order bid/tricks taken and points (B board, 2B double board): { $hands }.
   *[other] Hands from { $first } on (hands { $start } to { $end } are in the picture only), each as cards and trump (NT none), then for each side in that order bid/tricks taken and points (B board, 2B double board): { $hands }.
}

## Seasons
refusal-bad_options-season = This server has no season { $season }. Pick one from the list, or all time.
refusal-bad_options-season-kind = A season is monthly, quarterly or off, not { $season }.
refusal-bad_options-timezone = { $zone } is no time zone I know. Pick one from the list, such as Europe/Madrid or America/New_York.
settings-clear-and-set = Choose a channel or a role, or clear it, but not both at once.
setting-season = { $kind ->
    [monthly] **Seasons:** monthly
    [quarterly] **Seasons:** quarterly
   *[off] **Seasons:** off
}
setting-timezone = **Time zone:** { $zone }
setting-announcements = { $chosen ->
    [yes] **Season results posted in:** { $channel }
   *[no] **Season results posted in:** nowhere (choose a channel with { OPTION("backalley settings","announcements") })
}
setting-champion-role = { $chosen ->
    [yes] **Champions' role:** { $role }
   *[no] **Champions' role:** none
}
season-role-title = Champions' role
season-role-no-permission = I could not give { $role } to the champions: I need the Manage Roles permission.
season-role-too-high = I could not give { $role } to the champions: it is above my highest role (or belongs to an integration). Move my role above it in the server's settings.
season-role-gone = The champions' role no longer exists: choose another with { OPTION("backalley settings","champion_role") }.
season-quarter = Q{ $quarter } { $year }
season-over-title = Season over: { $season }
season-over-nobody = { $games ->
    [one] Nobody played the { $games } rated game needed to be ranked this season.
   *[other] Nobody played the { $games } rated games needed to be ranked this season.
}
season-champions = { $count ->
    [1] 🏆 Champion: { $champions }
   *[other] 🏆 Champions (tied): { $champions }
}
season-row = { $games ->
    [one] `#{ $place }` { $player } — **{ $rating }** · { $games } game
   *[other] `#{ $place }` { $player } — **{ $rating }** · { $games } games
}
season-ranked = Players ranked: { $count }
season-former-member = a former member
season-all-time = All time
lb-season-title = Leaderboard — { $season } — { $sort } ({ $preset })
lb-season-empty = { $current ->
    [yes] { $games ->
        [one] Nobody is ranked this season yet: a player is ranked after { $games } rated game in it. { OPTION("leaderboard","season") } also shows all time.
       *[other] Nobody is ranked this season yet: a player is ranked after { $games } rated games in it. { OPTION("leaderboard","season") } also shows all time.
    }
   *[no] Nobody was ranked that season.
}
lb-season-footer = { $games ->
    [one] ranked after { $games } rated game
   *[other] ranked after { $games } rated games
}
stats-season = This season ({ $season })
stats-season-none = No games this season yet.
stats-season-unranked = Games: { $games } · wins: { $wins } · rated games still needed to be ranked: { $needed }
stats-season-ranked = **#{ $place }** · rating { $rating } · games: { $games } · wins: { $wins }
picture-season-title = Final standings: { $season }
picture-season-champions = { $count ->
    [1] Champion:
   *[other] Champions (tied):
}
picture-season-no-champion = nobody ranked
picture-season-rating = Rating
picture-season-games = Games
picture-season-ranked = Players ranked: { $count }
picture-alt-season = { $count ->
    [1] Final standings of { $season }. Champion: { $champions }.
   *[other] Final standings of { $season }. Champions, tied: { $champions }.
}
picture-alt-season-row = Place { $place }: { $player }, rating { $rating }, games: { $games }.

## Games and away
games-title = Your games
games-empty = You have no open game or lobby in any server we share. Open one with { COMMAND("backalley new") } in a server's channel.
games-page = { $total ->
    [one] Page { $page } of { $pages } · { $total } game
   *[other] Page { $page } of { $pages } · { $total } games
}
games-jump = go to the table
games-awaited = **your turn** since { $since }
games-waiting = another player's turn since { $since }
games-lobby = lobby: { $seated } of { $players } seats taken, opened { $since }
games-deadline = the turn timer runs out { $when }
games-hand = hand { $number } of { $total }
games-tiebreak = tiebreak hand
games-score = score { $ours } to { $theirs }
games-not-yours = This list of games belongs to { $owner }: { COMMAND("backalley games") } shows you your own.
server-only = This command works in a server's channel, where its games are. Here, { COMMAND("backalley games") } lists your games in every server.
seat-away-until = { $player } is away until { $until }: the computer plays their turns until then, or until { COMMAND("backalley back") }.
seat-away-until-note = away until { $until }: the computer plays
away-ended = { $player } is back: the time away set until { $until } is over, and they play their own turns again.
away-until-unreadable = “{ $typed }” is not a time I can read: give a duration such as 3d, 12h or 2d6h, or a date such as 2026-12-24 (or 2026-12-24 18:00), read in your own time zone if you chose one, else in UTC.
away-until-past = { $until } has already passed: give a time still to come.
away-until-far = { $days ->
    [one] That is more than { $days } day away: choose a time within { $days } day.
   *[other] That is more than { $days } days away: choose a time within { $days } days.
}

## Daily deal

daily-thread-name = Daily deal { $day } · { $player }
daily-started = 🌅 Today's daily deal is ready in { $place }: { $count ->
    [one] { $count } hand
   *[other] { $count } hands
} with three strong computers as your partner and opponents, at your own pace. Everyone on this server gets the same cards today, so a hand that all four pass is not dealt again but played out, each side having bid nothing; you see how they did once you finish.
daily-resume = Your daily deal goes on in { $place }: its table is posted there again.
daily-no-thread = The daily deal is played in a private thread, and the bot may not create one here (it needs **Create Private Threads**). Try it in another channel.
daily-over = 🏁 Your daily deal is done. { COMMAND("backalley daily") } shows the day's ranking and, hand by hand, everyone's result on the same cards.
daily-ranking-title = Daily deal of { $day }
daily-ranking-line = **{ $place }.** { $player } — { $percent }
daily-yours = Your day
daily-your-result = **{ $percent }**, place { $place } of { $count }
daily-streak = { $count ->
    [one] Streak: { $count } day in a row
   *[other] Streak: { $count } days in a row
}
daily-ranking-more = Each hand, everyone's result: { OPTION("backalley daily", "hand") } (1 to { $count }). The month: { OPTION("backalley daily", "month") }. Your play beside strong's: { OPTION("backalley review", "daily") }.
daily-traveller-title = Hand { $number } of the daily deal, { $day }
daily-traveller-line = { $player } — bid { $bid }, took { $tricks }, score { $points }: **{ $percent }**
daily-your-cards = Your cards
daily-month-title = Daily deal standings, { $month }
daily-month-line = **{ $place }.** { $player } — { $points } ({ $days ->
    [one] { $days } day
   *[other] { $days } days
}, average { $average })
daily-month-empty = Nobody has finished a daily deal this month yet.
daily-month-footer = Each day adds its percentage: the more days you play, the higher you can climb.
setting-daily-schedule = **Daily deal's hands ({ OPTION("backalley settings", "daily_schedule") }):** { $hands }
refusal-daily-played = You have had today's attempt at the daily deal: one a day. A new deal comes tomorrow.
refusal-daily-not_finished = The results of today's daily deal show once you have finished your own day. Play it with { COMMAND("backalley daily") }.
refusal-daily-game = Not in the daily deal: everyone plays it once, alone, without hints, take-backs or the computer in their seat.
refusal-daily-schedule = A daily deal is 1 to { $most } hands of 1 to 13 cards each, like `13,10,7,4,1`.
refusal-daily-no_hand = { $count ->
    [one] Your day had { $count } hand: choose hand 1.
   *[other] Your day had { $count } hands: choose one from 1 to { $count }.
}
picture-daily-ranking = Daily deal · { $day }
picture-daily-traveller = Hand { $number } · { $day }
picture-daily-cards = Your cards
picture-daily-matchpoints = Matchpoints
picture-alt-daily-ranking = Ranking of the daily deal of { $day }:
picture-alt-daily-row = { $place }. { $player } { $percent }
picture-alt-traveller = Hand { $number } of the daily deal of { $day }, your cards { $cards }:
picture-alt-traveller-row = { $player } bid { $bid }, took { $tricks }, scored { $points }, { $percent }

## Notifications
prefs-notify = { $notify ->
    [dm] **Your turn:** by direct message, with a My hand button.
    [none] **Your turn:** no notification; you look at your games yourself.
   *[mention] **Your turn:** a mention in the game's thread.
}
prefs-zone = **Time zone:** { $zone }
prefs-dm-after = { $at_once ->
    [yes] **Turn DMs:** sent as soon as your turn begins. Give them a wait with { OPTION("backalley prefs", "dm_after") }.
   *[no] **Turn DMs:** sent once your turn has waited { $wait }, so none while you play at the table. Change it with { OPTION("backalley prefs", "dm_after") } (0 for at once).
}
prefs-bad-dm-after = “{ $wait }” is no wait I can read: write minutes or hours, like 5m or 1h (0 to be told at once).
prefs-quiet = { $hours ->
    [none] **Quiet hours:** none. Set some with { OPTION("backalley prefs", "quiet") } (like 23-08).
   *[set] **Quiet hours:** { $hours } — direct messages wait until they end, then come as one digest.
}
prefs-bad-zone = I do not know the time zone “{ $zone }”. Pick one from the list, like Europe/Madrid or America/New_York.
prefs-bad-quiet = “{ $hours }” are no quiet hours I can read: write a start and an end hour, like 23-08 or 22:30-07:00 (off to clear them).
notice-turn = { $asked ->
    [bid] **{ $server }** › **{ $place }**: { $player }, it is your turn to bid (since { $since }). [Go to the table]({ $link })
   *[card] **{ $server }** › **{ $place }**: { $player }, it is your turn to play a card (since { $since }). [Go to the table]({ $link })
}
notice-nudged = 🔔 { $player } reminds you that the table is waiting for you.
notice-paused = Back Alley was away from { $start } to { $end }; this game is still waiting for you.
notice-back = **{ $server }** › **{ $place }**: your seat is yours again. [Go to the table]({ $link })
notice-digest = { $count ->
    [one] While your quiet hours lasted, { $count } game came to wait for you:
   *[other] While your quiet hours lasted, { $count } games came to wait for you:
}
notice-digest-line = { $asked ->
    [bid] • **{ $server }** › **{ $place }**: your bid, since { $since } — [table]({ $link })
   *[card] • **{ $server }** › **{ $place }**: your card, since { $since } — [table]({ $link })
}
notice-mention = { $asked ->
    [bid] 🔔 { $player }, the table is waiting for your bid (since { $since }).
   *[card] 🔔 { $player }, the table is waiting for your card (since { $since }).
}
notice-mention-nudged = { $asked ->
    [bid] 🔔 { $player }, { $by } reminds you that the table is waiting for your bid.
   *[card] 🔔 { $player }, { $by } reminds you that the table is waiting for your card.
}
notice-mention-back = { $player }, your seat is yours again.
notice-back-turn = { $asked ->
    [bid] **{ $server }** › **{ $place }**: your seat is yours again, and it is your turn to bid (since { $since }). [Go to the table]({ $link })
   *[card] **{ $server }** › **{ $place }**: your seat is yours again, and it is your turn to play a card (since { $since }). [Go to the table]({ $link })
}
notice-mention-back-turn = { $asked ->
    [bid] 🔔 { $player }, your seat is yours again, and the table is waiting for your bid (since { $since }).
   *[card] 🔔 { $player }, your seat is yours again, and the table is waiting for your card (since { $since }).
}
notice-dm-closed = I could not send you a direct message about your turn (your DMs are closed), so you were mentioned in the game's thread instead. Allow direct messages from this server's members, or choose { OPTION("backalley prefs", "notify") } mention.
button-remind = Remind
nudge-sent = 🔔 { $player } will be reminded, the way they chose to be told.
refusal-nudge-computer = Nobody to remind: the computer plays this turn.
refusal-nudge-self = It is your own turn: nobody to remind.
refusal-nudge-soon = Too early to remind: the turn began less than an hour ago. You may press Remind from <t:{ $when }:t> (<t:{ $when }:R>).
refusal-nudge-once = This turn's reminder has already been sent: once a turn is enough.
setting-timer-quiet = { $on ->
    [yes] **Turn timer stops in a player's quiet hours:** on
   *[no] **Turn timer stops in a player's quiet hours:** off
}
timer-quiet-until = 🌙 The turn timer waits for the quiet hours to end: <t:{ $until }:t> (<t:{ $until }:R>).

## new-game-form

form-title = New Back Alley game
form-preset = Preset
form-preset-classic = 4 players in two teams · 25 hands: 13 cards down to 1, then back up to 13
form-preset-pagat = 4 players in two teams · 26 hands: 1 card up to 13, then back down to 1
form-preset-pagat-3 = 3 players, each on their own · 24 hands: 2 cards up to 13, then back down to 2
form-schedule = Hand sizes
form-schedule-preset = The preset's whole game
form-schedule-preset-about = Every hand of the preset chosen above
form-hands = Or your own hand sizes
form-hands-about = Replaces the choice above: numbers from 1 to 13, one for each hand
form-hands-placeholder = e.g. 7,5,3,1
form-timer-about = A reminder at half time; when time is up, the computer plays the turn
form-timer-off = No timer
form-computers = Computer players
form-computers-none = None: players join the free seats
form-computers-strong = A strong computer in every free seat
form-computers-basic = A basic computer in every free seat
form-computers-random = A random computer in every free seat
button-new-game = New game
new-game-opened = Your new lobby is open in { $place }. You start it when every seat is taken.

## inputs
# A command's option sent unlike what the command declares, by a Discord app that was changed
# or still shows an older version of the command. `$option` arrives as the reader types it
# (the command and the option's name); `$value` as it was sent, shortened.
option-kind = { $kind ->
    [integer] { $option } takes a whole number, not “{ $value }”.
    [number] { $option } takes a number, not “{ $value }”.
    [boolean] { $option } takes True or False, not “{ $value }”.
    [user] { $option } takes a member of this server, not “{ $value }”.
    [channel] { $option } takes a channel of this server, not “{ $value }”.
    [role] { $option } takes a role of this server, not “{ $value }”.
    [attachment] { $option } takes a file, not “{ $value }”.
   *[string] { $option } takes text, not “{ $value }”.
} Your Discord app may show an old version of the command: reload it (Ctrl+R, or close and open the app again) and try again.
option-choice = “{ $value }” is not one of the choices of { $option }: choose { $choices }.
option-range = { $option } takes a whole number from { $least } to { $most }, not { $value }.
option-too-long = { $most ->
    [one] { $option } takes at most { $most } character, not { $length }.
   *[other] { $option } takes at most { $most } characters, not { $length }.
}
option-empty = { $option } is empty: write something in it, or leave it out.
option-missing = { $option } is missing. If your Discord app did not ask for it, it shows an old version of the command: reload it (Ctrl+R, or close and open the app again) and try again.
command-outdated = Your Discord app sent { $command } in a form Back Alley no longer knows. Reload the app (Ctrl+R, or close and open it again) and try again.
command-unknown = Back Alley has no command “{ $command }” (any more): your Discord app shows an old list of commands. Reload it (Ctrl+R, or close and open it again) and type / to see them.
# A button or menu the bot does not read (an old version of a message, or a changed app), and
# a form that is not the new game's.
component-unknown = That button is not one Back Alley knows (any more): it comes from an old version of a message. Use the game's latest message, or the command again.
form-unknown = That form is not one Back Alley knows (any more). Open a new game's form again with { COMMAND("backalley new") }.
form-unreadable = The form came back in a shape Back Alley cannot read, and nothing was opened. Open it again with { COMMAND("backalley new") }.
# `$part`: the part of the new game's form whose answer is missing or not one answer.
form-bad-part = The form's “{ $part ->
        [preset] { form-preset }
        [schedule] { form-schedule }
        [hands] { form-hands }
        [timer] { field-turn-timer }
       *[computers] { form-computers }
    }” came back empty or with more than one answer, and nothing was opened. Open the form again with { COMMAND("backalley new") }.

## components-v2

# The alt text of a seat's profile picture beside it on the table.
seat-face = Profile picture of { $name }

## events
# A duplicate event: pairs (or players paired by the bot) meet at tables of four over rounds;
# every table of a round plays the same deals from the same seats, and each side's result is
# compared with the same seats at the other tables (matchpoints).

event-title = 🃏 { $name }
event-pair = { $first } and { $second }
event-computer = 🤖 computer
event-computer-pair = 🤖 the computers
event-computer-pair-note = 🤖 A pair of computers makes up the number: its results count in the field, but it is not ranked.
event-created = { $organiser } has opened **{ $name }**, a duplicate event: pairs at tables of four, every table on the same deals, each result compared with the others' on the same cards. Enter with { COMMAND("backalley event enter") } — alone, or with a partner.
event-field-format = Format
event-format = { $entry ->
    [individuals] Players enter alone and the bot pairs them
   *[pairs] Pairs (players who enter alone are paired by the bot)
} · about { $deals } deals · a round may last { $window } · { $timer } a turn · organised by { $organiser }
event-field-entries = Entries ({ $count })
event-field-pairs = Pairs ({ $count })
event-field-tables = Round { $round }'s tables
event-entries-none = Nobody has entered yet.
event-more = …and { $count } more
event-entry-alone = { $player } (alone: paired at the start)
event-entry-invited = { $player } (has asked { $partner }, who has not accepted yet)
event-pair-line = **{ $pair }.** { $name }
event-status-entries = Entries are open. It starts { $starts } ({ $relative }).
event-status-entries-organiser = Entries are open. The organiser starts it with { COMMAND("backalley event start") }.
event-status-closed = Entries are closed.
event-status-running = Round { $round } of { $rounds } is being played; it closes { $closes }.
event-status-between = Between two rounds: the next one opens in a moment.
event-status-finished = 🏁 The event is over: { COMMAND("backalley event standings") } shows the final standings.
event-status-cancelled = The event was cancelled.
event-entered-alone = { $player } has entered **{ $name }** alone: the bot pairs the players alone at the start.
event-entered-invite = { $player } has entered **{ $name }** and asks { $partner } to be their partner. { $partner }, accept with { COMMAND("backalley event accept") }, or say no with { COMMAND("backalley event withdraw") }.
event-accepted = { $player } and { $partner } have entered **{ $name }** as a pair.
event-withdrawn = { $player } is no longer entered in **{ $name }**.
event-removed = { $organiser } has removed { $player }'s entry from **{ $name }**.
event-entries-closed = Entries to **{ $name }** are closed.
event-cancelled = **{ $name }** is cancelled.
event-cancelled-too-few = **{ $name }** is cancelled: an event needs at least { $fewest } pairs, and fewer entered by its start.
event-started = **{ $name }** has begun: { $pairs } pairs, { $rounds } rounds of { $deals } deals. Round 1's tables open now, each in a private thread of this channel.
event-round-open-title = { $name } · round { $round } of { $rounds }
event-round-open = Every table plays the same { $deals } deals ({ $sizes } cards), from the same seats. The round closes { $closes }: a table still playing then is played out by the computer.
event-round-table = Table { $table }: { $ns } (north-south) against { $ew } (east-west) · { $thread }
event-thread-name = { $name } · round { $round } · table { $table }
event-table-welcome = **{ $name }**, round { $round }, table { $table }: { $ns } (north-south: seats 1 and 3) against { $ew } (east-west: seats 2 and 4). { $deals } deals, the same at every table; play them before { $closes }. No hints or take-backs in an event, and a deal that all four pass is played out rather than dealt again, so that every table keeps the same deals.
event-table-moved = This table's thread was deleted: the game goes on here, where it stopped.
event-round-closed = ⏰ The round's time is up before this table finished: the computer plays out the rest in every seat.
event-table-done = 🏁 This table has played its deals. The round's travellers and standings are posted in the event's channel once every table has finished.
event-seat-north = North
event-seat-east = East
event-seat-south = South
event-seat-west = West
event-traveller-title = { $name } · round { $round }, deal { $deal } ({ $size ->
    [one] { $size } card
   *[other] { $size } cards
})
event-traveller-line = **Table { $table }:** { $ns } { $ns_points } · { $ew } { $ew_points } — bids { $bids }, tricks { $ns_tricks }–{ $ew_tricks }: **{ $ns_percent }** · **{ $ew_percent }**
event-traveller-average = **Table { $table }:** { $ns } · { $ew } — no result: an average, 50 % each
event-traveller-hands = The hands
event-hand-line = { $seat }: { $cards }
event-traveller-so-far = So far { $count } of the { $tables } tables { $count ->
    [one] has
   *[other] have
} finished this deal.
event-standings-title = { $name } · standings after round { $round } of { $rounds }
event-standings-final-title = { $name } · final standings
event-standings-line = **{ $place }.** { $pair } — **{ $percent }** ({ $matchpoints } of { $top } matchpoints)
event-standings-none = No round is over yet: the standings show after the first.
event-record-title = { $pair } in { $name }
event-record-line = Round { $round }, deal { $deal } · table { $table }, { $direction ->
    [ns] north-south
   *[ew] east-west
} against { $against }: { $points } to { $other } — **{ $percent }**
event-record-line-open = Round { $round }, deal { $deal } · table { $table }, { $direction ->
    [ns] north-south
   *[ew] east-west
} against { $against }: { $points } to { $other } (compared once the round is over)
event-record-empty = No deal of this pair can be shown yet.
event-record-standing-title = Standing
event-record-standing = Place { $place } of { $count }: **{ $percent }**
event-winners = 🏆 **{ $name }** is over. { $count ->
    [one] The winners:
   *[other] Sharing first place:
} { $pairs }, with { $percent }. Every pair's deals: { COMMAND("backalley event record") } in { $channel }.
event-organise = Only a member with **Manage Server**, or with the server's event role, may organise an event.
event-channel = An event is created in a text channel, not in a thread: its tables become threads of that channel.
event-no-thread = An event's tables are private threads of this channel, and the bot may not create them here (it needs **Create Private Threads** and **Send Messages in Threads**). Try another channel.
event-bad-window = `{ $typed }` is no length of time: write a round's window like `12h` or `2d`.
event-bad-timer = `{ $typed }` is no length of time: write a turn timer like `30m` or `12h`.
event-bad-start = `{ $typed }` is no time: write it from now (`2h`, `1d`), or as a date (`2026-12-24 18:00`, in the server's time zone).
event-partner-bot = Your partner must be a person, not a bot.
refusal-event-none = There is no event in this channel. An organiser creates one with { COMMAND("backalley event create") }.
refusal-event-exists = This channel has an event already, taking entries or under way: one at a time in a channel.
refusal-event-name = An event's name is 1 to { $most } characters long.
refusal-event-options = Those options are not offered: choose among the ones listed.
refusal-event-deals = An event has { $fewest } to { $most } deals.
refusal-event-window = A round's window is 1 hour to 14 days, like `12h` or `2d`.
refusal-event-start = An event starts now or within { $days } days.
refusal-event-timer = A turn timer is a length of time, like `30m` or `12h`.
refusal-event-started = The event has begun: its entries are closed.
refusal-event-over = This event is over.
refusal-event-closed = Entries to this event are closed.
refusal-event-individuals = In this event everyone enters alone: the bot pairs the players at the start.
refusal-event-self = Your partner must be someone else.
refusal-event-partner_entered = Your partner has an entry in this event already: they must withdraw it first.
refusal-event-entered = You have an entry in this event already ({ COMMAND("backalley event withdraw") } gives it up).
refusal-event-no_invite = Nobody has asked you to be their partner in this event.
refusal-event-not_entered = You have no entry in this event.
refusal-event-not_entered_other = That member has no entry in this event.
refusal-event-organiser = Only the event's organiser, or a member with **Manage Server** (or the server's event role), may do that.
refusal-event-too_few = An event needs at least { $fewest } pairs; { $count } have entered so far.
refusal-event-no_deal = There is no such deal in this event (rounds 1 to { $rounds }, each with its own deals).
refusal-event-not_yet = Not yet: a deal's results show once your own table has finished it, and everyone's once the round is over.
refusal-event-no_pair = That member plays in no pair of this event.
refusal-event-game = Not at an event's table: every table plays its deals once, without hints or take-backs, and only its round ends it.
refusal-event-played_out = The round's time is up: the computer plays out this table, and nobody takes a seat back.
picture-event-table = Table
picture-event-bids = Bids
picture-event-tricks = Tricks
picture-event-score = N-S score
picture-event-matchpoints = N-S · E-W
picture-alt-event-standings = { $title }:
picture-alt-event-standing = { $place }. { $pair } { $percent }
picture-alt-event-traveller = { $title }.
picture-alt-event-hand = { $seat }: { $cards }
picture-alt-event-traveller-row = table { $table }, { $ns } against { $ew }: north-south { $points }, { $ns_percent } and { $ew_percent }
stats-events = Events
stats-events-value = { $played } played, { $won } won · best place { $best } · average { $percent }
setting-event-role = **Event organisers' role ({ OPTION("backalley settings", "event_role") }):** { $chosen ->
    [yes] { $role }
   *[no] none (Manage Server only)
}
