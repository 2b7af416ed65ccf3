# Back Alley — 한국어. 용어는 한 가지로만 씁니다: 트릭, 입찰, 패스, 보드(더블 보드), 트럼프,
# 노트럼프, 뒤집은 카드, 무늬, 팀, 파트너, 라운드(한 번 돌린 카드), 패(손에 든 카드), 딜러,
# 리드, 대기실, 방장, 중단, 클레임, 무르기, 컴퓨터 난이도(강함, 보통, 무작위), 오늘의 도전,
# 대회의 회차(1회차, 2회차; 라운드는 한 번 돌린 카드). 라운드는 "라운드 3"처럼 셉니다(트릭은
# "두 번째 트릭"). 시간은 30분, 12시간, 2일로 쓰고, 끄는 말은 `없음`입니다.
# 자리표시자 뒤의 조사는 JOSA 함수가 앞말의 끝소리에 맞춰 고릅니다: { $bid }{ JOSA($bid, "으로") }
# → "3으로", "보드로". 사람(멘션)에게는 "님"이 붙고 컴퓨터에게는 붙지 않습니다: "<@1> 님이",
# "🤖 컴퓨터(강함)가". 을(를) 같은 병기형은 쓰지 않습니다. 카드 뒤에는 "카드를", "카드로"처럼
# 씁니다(8♦은 읽는 법이 여럿이라 조사를 정할 수 없습니다).

## 카드

rank-A = A
rank-K = K
rank-Q = Q
rank-J = J
rank-name-A = 에이스
rank-name-K = 킹
rank-name-Q = 퀸
rank-name-J = 잭
rank-name-10 = 10
rank-name-9 = 9
rank-name-8 = 8
rank-name-7 = 7
rank-name-6 = 6
rank-name-5 = 5
rank-name-4 = 4
rank-name-3 = 3
rank-name-2 = 2
suit-S = 스페이드
suit-H = 하트
suit-D = 다이아몬드
suit-C = 클로버
# 카드를 입력할 때 쓰는 글자: 무늬는 영문 첫 글자(AS, 10H, QD), 블루퍼는 BJ와 LJ.
suit-letter-S = S
suit-letter-H = H
suit-letter-D = D
suit-letter-C = C
joker-code-big = BJ
joker-code-little = LJ
no-trump = 노트럼프
big-blooper = 빅 블루퍼
little-blooper = 리틀 블루퍼
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
no-cards = (카드 없음)
bid-pass = 패스
bid-board = { $level ->
    [2] 더블 보드
    [3] 트리플 보드
    [4] 쿼드러플 보드
   *[other] 보드
}

## 플레이어와 팀

seat-number = { $number }번 자리
computer-player = 🤖 컴퓨터({ $level })
picture-computer = 컴퓨터({ $level })
# 한 팀의 모든 자리를 같은 난이도의 컴퓨터가 맡을 때: "🤖 컴퓨터(강함) 2대".
computer-players = 🤖 컴퓨터({ $level ->
    [strong] { level-strong }
    [basic] { level-basic }
   *[random] { level-random }
}) { $count }대
level-strong = 강함
level-basic = 보통
level-random = 무작위
side-team = { $number }팀
side-seat = { $number }번 자리
preset-classic = 클래식
preset-pagat = Pagat
preset-pagat-3 = Pagat 3인

## 채널에 표시되는 내용

seat-joined = { $player } 님이 자리에 앉았습니다.
computer-seated = 🤖 컴퓨터({ $level })가 자리에 앉았습니다.
seat-freed = 방장이 자리에서 내보냈습니다: { $player }
seat-left = { $player } 님이 나갔습니다.
lobby-cancelled = 대기실이 취소되었습니다.
game-started = 🃏 **Back Alley** — 게임을 시작합니다! { $players }
seat-away = { $player } 님이 자리를 비웠습니다. { COMMAND("backalley back") } 명령어로 돌아올 때까지 컴퓨터가 대신 플레이합니다.
seat-back = { $player } 님이 돌아와 다시 직접 플레이합니다.
game-abandoned = { $player } 님이 게임을 중단했습니다. 이 게임은 누구의 전적에도 반영되지 않습니다.
turn-reminded = ⏳ { $player } 님 차례입니다. 약 { $left } 뒤에는 컴퓨터가 대신 플레이합니다({ $when }).
time-ran-out = ⏰ { $player } 님의 시간이 다 되어 이번 차례는 컴퓨터가 대신 플레이했습니다.
## Table manners
cards-forced-last = 🃏 모두 한 장씩 남아 마지막 트릭은 자동으로 진행됩니다.
card-forced = 🃏 { $player } 님은 낼 수 있는 카드가 한 장뿐이라 자동으로 냈습니다.
button-last-trick = 지난 트릭
last-trick-title = 지난 트릭({ ORDINAL($number) } 트릭)
last-trick-card = { $player }: **{ $card }**
last-trick-won = { $player }{ JOSA($player, "이") } **{ $card }** 카드로 가져갔습니다.
no-last-trick = 이번 라운드에서는 아직 끝난 트릭이 없습니다.
button-rematch = 재대결
rematch-opened = { $place }에 재대결 대기실이 열렸습니다. 이전 게임과 같은 자리에 앉아 있습니다. 모든 자리가 차면 방장이 시작합니다.
rematch-joined = { $place }의 재대결 대기실에서 이전 게임과 같은 자리에 앉았습니다.
claim-accepted = 🏳️ { $player }{ JOSA($player, "이") } 남은 패({ $cards })를 공개하고 남은 트릭을 모두 가져가겠다고 클레임했습니다. 남은 트릭이 모두 확실하므로 나머지는 자동으로 진행하고 이번 라운드 점수를 계산합니다.
button-claim = 남은 트릭 클레임
coach-points = 약 { $points }점
coach-chance = 타이브레이크 승률 약 { $percent }%p
coach-where-bid = 입찰
coach-where-card = { ORDINAL($trick) } 트릭, { ORDINAL($position) } 카드
coach-line-same = ✓ { $where }: { $played }
coach-line-differs = ✗ { $where }: 내 선택 { $played } · 강한 컴퓨터 { $suggested } — { $cost } 손해
coach-moment-bid = 입찰({ $bid })
coach-moment-card = { ORDINAL($trick) } 트릭의 { $card }
coach-summary = 가장 손해가 큰 선택: { $moment }, { $cost } 손해.
coach-summary-clean = 이번 라운드는 강한 컴퓨터와 똑같이 플레이했습니다.
coach-hand-title = 라운드 { $number } — 내 선택 vs 강한 컴퓨터
coach-game-title = 게임 전체 복기 — 강한 컴퓨터와 비교
coach-game-line = { $player }: 다른 선택 { $differences }번, 합계 { $cost } 손해. 가장 손해가 큰 선택: 라운드 { $hand } { $moment }, { $worst } 손해.
coach-game-clean = { $player }: 모든 선택이 강한 컴퓨터와 같았습니다.
hint-choice = 💡 가장 강한 컴퓨터의 선택: **{ $move }**
hint-alternative = { $move }({ $cost } 손해)
hint-alternative-even = { $move }(차이 거의 없음)
hint-alternatives = { $count ->
    [1] 차선책: { $moves }
   *[other] 차선책 { $count }개: { $moves }
}
hint-marked = 이 게임에서는 힌트를 썼으므로 레이팅에 반영되지 않습니다.
review-bad-hand = 라운드 번호(예: `3`)를 쓰거나, 게임 전체를 보려면 목록에서 **게임 전체**를 고르거나 `{ $word }`라고 쓰세요.
# What a player types for the whole game (English `game` is understood too).
review-game-word = 전체
review-choice-game = 게임 전체
setting-hints = { $on ->
    [yes] **힌트({ COMMAND("backalley hint") }):** 켜짐 — 힌트를 쓴 게임은 레이팅에 반영되지 않습니다
   *[no] **힌트({ COMMAND("backalley hint") }):** 꺼짐
}
button-takeback = 무르기
button-allow = 허락
button-refuse = 거절
takeback-asked = ↩️ { $player } 님이 { $kind ->
    [bid] 입찰({ $move })을
   *[play] { $move } 카드를
} 무르고 싶어 합니다. { $asked } 님, 허락하시겠습니까?
takeback-refused = { $player } 님이 거절했습니다. { $kind ->
    [bid] 입찰({ $move })은
   *[play] { $move } 카드는
} 그대로입니다.
takeback-allowed-one = { $player } 님이 무르기를 허락했습니다.
takeback-done = ↩️ { $player } 님이 { $kind ->
    [bid] 입찰({ $move })을
   *[play] { $move } 카드를
} 물렀습니다. 게임이 그 직전으로 돌아갑니다.
takeback-lapsed-played = ⌛ 그 뒤에 { $player }{ JOSA($player, "이") } 이미 입찰하거나 카드를 내서 무르기 요청이 만료되었습니다.
takeback-lapsed-time = ⌛ 5분 안에 아무도 답하지 않아 무르기 요청이 만료되었습니다.
takeback-lapsed-over = ⌛ 게임이 끝나 무르기 요청이 만료되었습니다.
setting-takebacks = { $on ->
    [yes] **상대가 허락하면 무르기:** 켜짐
   *[no] **상대가 허락하면 무르기:** 꺼짐
}
prefs-forced = { $on ->
    [yes] **낼 수 있는 카드가 한 장뿐이면 자동으로 내기:** 켜짐 — 낼 수 있는 카드가 한 장뿐이면 자동으로 냅니다.
   *[no] **낼 수 있는 카드가 한 장뿐이면 자동으로 내기:** 꺼짐 — 모든 카드를 직접 냅니다.
}
bid-passed = { $player }{ JOSA($player, "이") } 패스했습니다.
bid-placed = { $player }{ JOSA($player, "이") } **{ $bid }**{ JOSA($bid, "으로") } 입찰했습니다.
contract-tricks = { $side } { $contract }트릭
contract-board = { $side } { $level ->
    [2] 더블 보드
    [3] 트리플 보드
    [4] 쿼드러플 보드
   *[other] 보드
}
play-started = 입찰이 끝났습니다. 계약: { $contracts }. { $leader }{ JOSA($leader, "이") } 리드합니다.
card-played = { $player }{ JOSA($player, "이") } **{ $card }** 카드를 냈습니다.
trick-won = 🂠 { $player }{ JOSA($player, "이") } **{ $card }** 카드로 { ORDINAL($number) } 트릭을 가져갔습니다.
all-passed = 모두 패스했으므로 라운드 { $number }{ JOSA($number, "은") } 무효입니다. { $dealer }{ JOSA($dealer, "이") } 카드를 다시 돌립니다.
weak-hand = 약한 패가 나왔습니다(에이스도, 그림 카드도, 트럼프도 없음). { $dealer }{ JOSA($dealer, "이") } 라운드 { $number }{ JOSA($number, "을") } 다시 돌립니다.
blooper-exchanged = { $player }{ JOSA($player, "이") } 나머지 블루퍼를 버리고 다음 카드를 받습니다.
tiebreak-started = { $first_to ->
    [0] ⚖️ { $sides }{ JOSA($sides, "이") } 동점입니다. 13장으로 타이브레이크 라운드를 해서 트릭을 가장 많이 가져가는 쪽이 이깁니다.
   *[other] ⚖️ { $sides }{ JOSA($sides, "이") } 동점입니다. 13장으로 타이브레이크 라운드를 해서 먼저 { $first_to }트릭을 가져가는 쪽이 이깁니다.
}
tiebreak-two-handed = 상위 두 명이 가져간 트릭 수가 같아 두 사람이 일대일 타이브레이크를 합니다.
deal-line = **{ $heading }** — 딜러 { $dealer }, 뒤집은 카드 **{ $card }**, 트럼프: **{ $trump }**
turn-bid-range = { $kind ->
    [computer] ➡️ { $player }{ JOSA($player, "이") } 입찰할 차례입니다(패스, 1–{ $top } 또는 보드).
   *[person] ➡️ { $player }{ NIM($player) }, 입찰하세요(패스, 1–{ $top } 또는 보드).
}
turn-bid = { $kind ->
    [computer] ➡️ { $player }{ JOSA($player, "이") } 입찰할 차례입니다.
   *[person] ➡️ { $player }{ NIM($player) }, 입찰하세요.
}
turn-play = { $kind ->
    [computer] ➡️ { $player }{ JOSA($player, "이") } 카드를 낼 차례입니다.
   *[person] ➡️ { $player }{ NIM($player) }, 카드를 내세요.
}
turn-lead = { $kind ->
    [computer] ➡️ { $player }{ JOSA($player, "이") } 리드할 차례입니다.
   *[person] ➡️ { $player }{ NIM($player) }, 리드하세요.
}
game-on-in = 게임은 { $place }에서 진행됩니다.

## 대기실과 테이블

lobby-title = Back Alley — { $preset } 대기실
lobby-hands = 총 { $count }라운드(라운드별 카드 수: { $schedule })
lobby-partnerships = 두 팀 대결: 1번·3번 자리 대 2번·4번 자리
lobby-three = 세 명이 각자 플레이합니다.
field-options = 옵션
field-turn-timer = 제한 시간
field-host = 방장
field-where = 장소
played-in = 게임은 { $place }에서 진행됩니다.
seat-label = { $number }번 자리
seat-team-label = { $number }번 자리 · { $team }팀
seat-free = *빈자리*
status-lobby = **참가**를 눌러 자리에 앉으세요. 모든 자리가 차면 방장이 게임을 시작합니다.
status-active = 게임이 진행 중입니다.
status-cancelled = 이 대기실은 취소되었습니다.
status-abandoned = 이 게임은 중단되었습니다.
status-finished = 이 게임은 끝났습니다.
hand-heading = 라운드 { $number }/{ $total } — 카드 { $size }장
tiebreak-heading = { $first_to ->
    [0] 타이브레이크 라운드(13장, 트릭을 가장 많이 가져가면 승리)
   *[other] 타이브레이크 라운드(13장, 먼저 { $first_to }트릭을 가져가면 승리)
}
table-title = Back Alley — { $preset }
table-title-daily = Back Alley — 오늘의 도전 { $day }
game-is-over = 게임이 끝났습니다.
table-deal = **{ $heading }**
    딜러 { $dealer } · 뒤집은 카드 { $card } · 트럼프: **{ $trump }**
seat-bid = 입찰: { $bid }
seat-tricks = { $count }트릭
seat-away-note = 자리 비움(컴퓨터가 대신 플레이)
field-contracts = 계약
contract-line = { $side }: 목표 { $need } · 획득 { $taken }
need-board = { $level ->
    [2] 더블 보드
    [3] 트리플 보드
    [4] 쿼드러플 보드
   *[other] 보드
}{ $contract ->
    [1] ({ $contract }트릭)
   *[other] ({ $contract }트릭 전부)
}
field-trick = 현재 트릭
field-scores = 점수
field-turn = 차례
to-bid = { $player }{ JOSA($player, "의") } 입찰 차례
to-play = { $player }{ JOSA($player, "이") } 카드를 낼 차례
to-lead = { $player }{ JOSA($player, "이") } 리드할 차례
score-line = { $side }({ $members }): **{ $score }**
hand-scored-title = 라운드 { $number }/{ $total } 결과
hand-scored-description = 카드 { $size }장 · 트럼프: { $trump }
hand-scored-side = 입찰: { $bids }
    계약 { $contract }, 획득 { $taken }
    점수 **{ $points }**, 합계 **{ $total }**
contract-board-short = { $level ->
    [2] 더블 보드
    [3] 트리플 보드
    [4] 쿼드러플 보드
   *[other] 보드
}
game-drawn = 게임이 무승부로 끝났습니다.
game-won = **{ $side }** 승리: { $members } 🎉
game-over-title = 게임 종료
field-final-scores = 최종 점수
field-tiebreak = 타이브레이크 라운드로 결정
tiebreak-tricks = { $tricks }
tiebreak-side-tricks = { $side }{ JOSA($side, "이") } { $count }트릭을 가져감

## 플레이어의 패

hand-title = 내 패
hand-sit-out = 이번 타이브레이크 라운드는 쉽니다.
hand-turn-up = 뒤집은 카드 { $card } · 트럼프: **{ $trump }**
field-now = 지금
now-bid = **입찰할 차례입니다.** 아래에서 고르거나 { COMMAND("bid") } 명령어를 쓰세요.
now-play = **카드를 낼 차례입니다.** 카드를 누르거나(회색 카드는 지금 낼 수 없습니다) { COMMAND("play") } 명령어를 쓰세요.
waiting-bid = { $player }{ JOSA($player, "의") } 입찰을 기다리는 중입니다.
waiting-play = { $player }{ JOSA($player, "이") } 카드를 낼 때까지 기다리는 중입니다.
waiting-lead = { $player }{ JOSA($player, "이") } 리드할 때까지 기다리는 중입니다.
waiting = 기다리는 중입니다.

## 버튼과 선택 메뉴

button-join = 참가
button-leave = 나가기
button-addbot = 컴퓨터 추가
button-start = 시작
button-cancel = 취소
button-hand = 내 패
choose-bid = 입찰을 고르세요

## 오류

apology = 죄송합니다. 봇에 문제가 생겨 마지막 행동이 처리되지 않았습니다. 다시 시도해 주세요.
database-unavailable = 지금은 게임 기록에 접근할 수 없어 마지막 행동이 처리되지 않았습니다. 잠시 후 다시 시도해 주세요.
discord-forbidden = 이 채널에서 봇에게 필요한 권한이 없어 Discord가 작업을 막았습니다. 빠진 권한은 { COMMAND("backalley settings") }에서 볼 수 있습니다.
discord-gone = 이 작업에 필요한 채널이나 메시지가 더 이상 없다고 Discord가 알려 왔습니다.
not-your-turn-bid = 지금은 { $player }{ JOSA($player, "이") } 입찰할 차례입니다.
not-your-turn-play = 지금은 { $player }{ JOSA($player, "이") } 카드를 낼 차례입니다.
error-game_over = 게임이 끝났습니다.
error-not_your_turn = 아직 차례가 아닙니다.
error-wrong_phase-tiebreak = 타이브레이크 라운드에는 입찰이 없습니다. 카드를 내세요.
error-wrong_phase-play = 입찰이 끝났습니다. 카드를 내세요.
error-wrong_phase-bid = 지금은 카드를 낼 때가 아니라 입찰할 때입니다.
error-wrong_phase-claim = 클레임은 카드를 내기 시작한 뒤에만 할 수 있습니다.
error-bid_out_of_range = { $top ->
    [0] 패스나 보드로 입찰하세요.
    [1] 패스, 1, 보드 중에서 입찰하세요.
   *[other] 패스, 0부터 { $top }까지의 숫자, 또는 보드로 입찰하세요.
}
error-bad_card = `{ $text }`: 카드가 아닙니다. 패에 보이는 대로 A♠, 10♥, Q♦처럼 쓰거나, 무늬를 영문 첫 글자(S 스페이드, H 하트, D 다이아몬드, C 클로버)로 AS, 10H, QD처럼 쓰거나, 하트 퀸처럼 이름으로 쓰세요. 블루퍼는 BJ와 LJ, 또는 빅 블루퍼와 리틀 블루퍼입니다.
error-card-ambiguous = `{ $text }`: { $first } 카드인지 { $second } 카드인지 알 수 없습니다. 패에 보이는 대로 쓰거나 이름으로 쓰세요.
error-card_not_in_hand = { $card } 카드는 패에 없습니다.
error-must_follow_suit = 같은 무늬({ $suit })를 내야 합니다.
error-must_follow_suit-trumps = 트럼프가 리드되었으므로 트럼프를 내야 합니다.
error-must_play_highest_trump = 빅 블루퍼가 리드되었으므로 가장 높은 트럼프({ $card })를 내야 합니다.
error-must_play_lowest_trump = 리틀 블루퍼가 리드되었으므로 가장 낮은 트럼프({ $card })를 내야 합니다.
error-trumps_not_broken = 아직 트럼프가 나오지 않아 트럼프로 리드할 수 없습니다. 다른 무늬로 리드하세요.
refusal-no_game = 이 채널에는 Back Alley 게임이 없습니다. { COMMAND("backalley new") } 명령어로 게임을 여세요.
refusal-no_game-gone = 이 게임은 더 이상 없습니다.
refusal-game_exists = 여기에는 이미 대기실이나 게임이 있습니다. 먼저 끝내거나 취소하세요.
refusal-no_game-finished = 이 게임은 끝났습니다. { $result }
    기록은 { COMMAND("backalley record") } 명령어로, 강한 컴퓨터와 비교한 복기는 { COMMAND("backalley review") } 명령어로 볼 수 있습니다. 여기서 새 게임을 열려면 { COMMAND("backalley new") } 명령어를 쓰세요.
refusal-no_game-abandoned = 이 게임은 중단되어 끝났습니다.
    기록은 { COMMAND("backalley record") } 명령어로, 끝난 라운드의 복기는 { COMMAND("backalley review") } 명령어로 볼 수 있습니다. 여기서 새 게임을 열려면 { COMMAND("backalley new") } 명령어를 쓰세요.
refusal-not_in_game = 이 게임에 참가하고 있지 않습니다.
refusal-not_in_game-person = { $number }번 자리는 사람이 플레이하고 있습니다.
refusal-not_host = 방장만 할 수 있습니다.
refusal-not_host-abandon = 방장이나 서버 관리하기 권한이 있는 멤버만 게임을 중단할 수 있습니다.
refusal-already_seated = 이미 이 테이블에 자리가 있습니다.
refusal-lobby_full = 자리가 다 찼습니다.
refusal-seat_taken = { $number }번 자리에는 이미 다른 플레이어가 앉아 있습니다.
refusal-seat_taken-team = { $number }팀은 이미 꽉 찼습니다.
refusal-no_such_seat = 1번부터 { $players }번까지의 자리 중에서 고르세요.
refusal-no_such_seat-team = 팀 게임의 팀은 1팀과 2팀입니다.
refusal-no_such_seat-empty = { $number }번 자리는 비어 있습니다.
refusal-table_not_full = 시작하려면 플레이어가 { $missing }명 더 필요합니다.
refusal-not_in_game-rematch = 그 게임의 플레이어만 재대결을 신청할 수 있습니다.
refusal-not_started-rematch = 그 게임은 아직 끝나지 않았습니다.
refusal-claim = 아직 확실하지 않습니다. 상대가 트릭을 가져갈 수 있습니다.
refusal-claim-unsure = 남은 트릭을 모두 가져갈 수 있는지 컴퓨터가 시간 안에 확인하지 못했습니다. 계속 플레이하거나 나중에 다시 클레임하세요.
refusal-no_hints = 이 서버에서는 힌트가 꺼져 있습니다. 서버 관리하기 권한이 있는 멤버가 { OPTION("backalley settings", "hints") } 명령어로 켤 수 있습니다.
refusal-no_hints-turn = 힌트는 본인 차례에만 쓸 수 있습니다.
refusal-no_review = 라운드 { $number }{ JOSA($number, "은") } 아직 끝나지 않았습니다. 라운드는 끝난 뒤에 복기할 수 있습니다.
refusal-no_review-none = 이곳 게임에서 아직 끝난 라운드가 없습니다.
refusal-takeback-mine = 본인이 낸 카드나 입찰만 무를 수 있습니다.
refusal-takeback-twice = 그 수에 대한 무르기는 이미 요청했습니다.
refusal-takeback-waiting = 이미 답을 기다리는 무르기 요청이 있습니다.
refusal-takeback-late = 너무 늦었습니다. 그 뒤로 이미 게임이 진행되었습니다.
refusal-takeback-lapsed = 너무 늦었습니다. 5분이 지나 무르기 요청이 만료되었습니다.
refusal-takeback-none = 답을 기다리는 무르기 요청이 없습니다.
refusal-takeback-not_asked = 요청을 받은 플레이어만 이 무르기에 답할 수 있습니다.
refusal-takeback-answered = 이미 답했습니다.
refusal-takeback-gone = 그 수는 이미 물렀습니다.
refusal-takeback-off = 이 서버에서는 무르기가 꺼져 있습니다.
refusal-not_started = 게임이 아직 시작되지 않았습니다.
refusal-not_started-abandon = 게임이 아직 시작되지 않았습니다. 중단하는 대신 대기실을 취소하세요.
refusal-already_started = 게임이 이미 시작되었습니다.
refusal-already_started-leave = 게임이 시작되어 나갈 수 없습니다. 게임은 방장이 중단할 수 있습니다.
refusal-game_ended = 이 게임은 끝났습니다.
refusal-game_ended-finished = 이 게임은 끝났습니다.
refusal-game_ended-abandoned = 이 게임은 중단되어 끝났습니다.
refusal-game_ended-cancelled = 이 대기실은 취소되었습니다.
refusal-game_ended-gone = 이 게임은 더 이상 없습니다.
refusal-bad_options-timer = 제한 시간은 0보다 커야 합니다.
refusal-bad_options-timer_long = 제한 시간은 최대 { $days }일까지 정할 수 있습니다. 예: `12시간`, `7일`
refusal-bad_options-levels = 컴퓨터 난이도는 { $levels } 중 하나입니다.
refusal-bad_options-sort = 정렬 기준은 { $sorts } 중 하나입니다.
refusal-bad_options-preset = 프리셋은 { $presets } 중 하나입니다.
refusal-bad_options-option = `{ $option }` 옵션이 없거나 그 값을 쓸 수 없습니다.
refusal-bad_options-settings = 알 수 없는 설정입니다: { $settings }.
refusal-host_cannot_leave = 방장은 대기실에서 나갈 수 없습니다. 대신 대기실을 취소하세요.
refusal-host_cannot_leave-remove = 본인은 내보낼 수 없습니다. 대기실을 취소하세요.
refusal-already_away = 이미 컴퓨터가 대신 플레이하고 있습니다. 돌아오려면 { COMMAND("backalley back") } 명령어를 쓰세요.
refusal-not_away = 자리를 비운 상태가 아니라 직접 플레이하고 있습니다.
refusal-stale = 이전 라운드의 버튼입니다. { COMMAND("hand") } 명령어나 **내 패** 버튼으로 패를 다시 여세요.
refusal-moved_on = 그사이 게임이 먼저 진행되어 이번 행동은 반영되지 않았습니다. 테이블을 확인하고 다시 시도하세요.
bad-hands = 라운드별 카드 수를 `5,3,1`처럼 1부터 13까지의 숫자로 쓰세요.
bad-timer = 제한 시간은 `30분`, `12시간`, `2일`처럼 쓰고, 없애려면 `없음`이라고 쓰세요.
bad-value = { $kind ->
    [integer] 정수가 아닙니다: { $value }
    [number] 숫자가 아닙니다: { $value }
    [boolean] 쓸 수 없는 값입니다: { $value }. 예 또는 아니요로 골라 주세요.
    [user] 이 서버의 멤버가 아닙니다: { $value }
    [channel] 이 서버의 채널이 아닙니다: { $value }
    [role] 이 서버의 역할이 아닙니다: { $value }
   *[other] 여기에 쓸 수 없는 값입니다: { $value }
}
not-here = 여기서는 이 명령어를 쓸 수 없습니다.
settings-manage = 서버 관리하기 권한이 있는 멤버만 설정을 바꿀 수 있습니다.
no-record = 이 채널에서 진행된 게임이 아직 없습니다.
not-dealt = 게임이 아직 시작되지 않았습니다. 카드는 첫 라운드를 돌릴 때 받습니다.

## 기타 응답

record-complete = 이 게임의 전체 기록입니다.
record-partial = 지금까지 끝난 라운드의 기록입니다(진행 중인 라운드는 빠집니다).
setting-computer-ratings = { $on ->
    [yes] **컴퓨터 플레이어가 있는 게임도 레이팅에 반영:** 켜짐
   *[no] **컴퓨터 플레이어가 있는 게임도 레이팅에 반영:** 꺼짐
}
setting-images = { $on ->
    [yes] **카드, 테이블, 점수표 이미지:** 켜짐
   *[no] **카드, 테이블, 점수표 이미지:** 꺼짐
}
setting-language = **서버 메시지 언어:** { $language }
language-set = 이제 Back Alley 표시 언어는 { $language }입니다.
language-unset = 이제 Back Alley는 내 Discord 언어로 표시됩니다.
language-automatic = 자동(서버의 Discord 언어)

## 순위표, 통계, 전적

lb-unrated = 레이팅 없음
lb-wins = { $count }승
lb-win-rate = 승률 { $rate }
lb-points-per-hand = 라운드당 { $points }점
lb-contracts = 계약 성공률 { $rate }
lb-all-presets = 모든 프리셋
lb-title = 순위표 — { $sort }({ $preset })
lb-empty = 이곳에는 아직 끝난 게임이 없습니다. { COMMAND("backalley new") } 명령어로 게임을 여세요.
lb-row = `#{ $rank }` { $player } — **{ $value }** · { $games }게임{ $marker }
lb-your-place = 내 순위
lb-place = { $player } 님 — { $players }명 중 **{ $rank }위** · { $value }
lb-footer = { $page }/{ $pages } 페이지 · 플레이어 { $players }명
lb-previous = ◀ 이전
lb-next = 다음 ▶
sort-rating = 레이팅
sort-wins = 승리 수
sort-win_rate = 승률
sort-points_per_hand = 라운드당 점수
sort-contract_rate = 계약 성공률
stats-title = Back Alley 통계
stats-none = { $player } 님은 이 서버에서 아직 끝낸 게임이 없습니다.
stats-games = 게임
stats-games-value = { $games }게임({ $wins }승 { $losses }패 { $draws }무)
stats-win-rate = 승률
stats-rating = 레이팅
stats-rating-value = { $rating }(레이팅 반영 { $games }게임)
stats-points = 라운드당 점수
stats-contracts = 계약 성공
stats-contracts-value = { $rate }({ $tried }번 중 { $made }번)
stats-boards = 보드
stats-boards-value = { $bid }번 입찰 중 { $made }번 성공
stats-best = 최고 점수 게임
stats-streak = 현재 연속 기록
streak-win = { $count }연승
streak-loss = { $count }연패
streak-draw = { $count }연속 무승부
stats-partner = 가장 자주 함께한 파트너
stats-partner-value = { $partner }({ $games }게임, { $won }승)
outcome-win = 승리
outcome-loss = 패배
outcome-draw = 무승부
past-game = { $outcome } · { $points }점 · { $preset } · { $when }
past-game-link = [게임 #{ $number }]({ $link })
history-title = 최근 게임

## /backalley rules

rules-title = Back Alley 규칙 — { $preset }
rules-players-four = **플레이어:** 4명, 두 팀(1번과 3번 자리, 2번과 4번 자리).
rules-players-three = **플레이어:** 3명, 각자 플레이.
rules-hands = **라운드:** 총 { $count }라운드, 라운드별 카드 수 { $schedule }장.
rules-cards = **카드:** 54장(일반 카드 52장과 조커 2장). 조커 두 장인 빅 블루퍼와 리틀 블루퍼가 가장 높은 트럼프이고, 그다음은 A K Q J 10 … 2입니다.
rules-trumps-swap = **트럼프:** 카드를 돌린 뒤 뒤집은 카드의 무늬가 트럼프입니다. 블루퍼가 뒤집히면 노트럼프이고, 다른 블루퍼를 가진 사람은 그 카드를 버리고 남은 카드 더미에서 다음 카드를 받습니다.
rules-trumps-turn = **트럼프:** 카드를 돌린 뒤 뒤집은 카드의 무늬가 트럼프입니다. 블루퍼가 뒤집히면 일반 카드가 나올 때까지 계속 뒤집습니다.
rules-bidding = { $top ->
    [minus] **입찰:** 딜러 왼쪽부터 한 사람씩 한 번 입찰합니다. 패스, 1부터 (카드 수−1)까지의 트릭 수, 또는 *보드*(우리 팀이 모든 트릭을 가져감) 중 하나를 고릅니다. 파트너의 입찰은 합산합니다. { $all_pass ->
        [redeal] 모두 패스하면 다음 딜러가 카드를 다시 돌립니다.
       *[play] 모두 패스해도 라운드는 그대로 진행합니다.
    }
   *[size] **입찰:** 딜러 왼쪽부터 한 사람씩 한 번 입찰합니다. 패스, 1부터 카드 수까지의 트릭 수, 또는 *보드*(우리 팀이 모든 트릭을 가져감) 중 하나를 고릅니다. 파트너의 입찰은 합산합니다. { $all_pass ->
        [redeal] 모두 패스하면 다음 딜러가 카드를 다시 돌립니다.
       *[play] 모두 패스해도 라운드는 그대로 진행합니다.
    }
}
rules-boards = { $lead ->
    [last] { $escalation ->
        [linear] **보드:** 뒤에 나온 보드일수록 배수가 커집니다(더블, 트리플, 쿼드러플 보드). 마지막으로 보드를 입찰한 사람이 리드합니다.
       *[flat] **보드:** 보드는 몇 번 나와도 모두 한 배로 계산합니다. 마지막으로 보드를 입찰한 사람이 리드합니다.
    }
   *[first] { $escalation ->
        [linear] **보드:** 뒤에 나온 보드일수록 배수가 커집니다(더블, 트리플, 쿼드러플 보드). 처음으로 보드를 입찰한 사람이 리드합니다.
       *[flat] **보드:** 보드는 몇 번 나와도 모두 한 배로 계산합니다. 처음으로 보드를 입찰한 사람이 리드합니다.
    }
}
rules-play = { $trump_lead ->
    [bidder] **플레이:** 가장 높게 입찰한 사람이 리드합니다. 가능하면 같은 무늬를 내야 합니다. 가장 높은 트럼프가 트릭을 가져가고, 트럼프가 나오지 않았으면 리드한 무늬의 가장 높은 카드가 가져갑니다. 트럼프가 한 번 나오기 전에는 트럼프로 리드할 수 없습니다. 단, 트럼프만 들고 있거나 자신이 보드를 입찰했다면 예외입니다.
    [anyone] **플레이:** 가장 높게 입찰한 사람이 리드합니다. 가능하면 같은 무늬를 내야 합니다. 가장 높은 트럼프가 트릭을 가져가고, 트럼프가 나오지 않았으면 리드한 무늬의 가장 높은 카드가 가져갑니다. 트럼프가 한 번 나오기 전에는 트럼프로 리드할 수 없습니다. 단, 트럼프만 들고 있거나 누군가 보드를 입찰했다면 예외입니다.
   *[none] **플레이:** 가장 높게 입찰한 사람이 리드합니다. 가능하면 같은 무늬를 내야 합니다. 가장 높은 트럼프가 트릭을 가져가고, 트럼프가 나오지 않았으면 리드한 무늬의 가장 높은 카드가 가져갑니다. 트럼프가 한 번 나오기 전에는 트럼프로 리드할 수 없습니다. 단, 트럼프만 들고 있다면 예외입니다.
}
rules-bloopers = **블루퍼 리드:** 빅 블루퍼로 리드하면 트럼프를 가진 사람은 모두 가장 높은 트럼프를, 리틀 블루퍼로 리드하면 가장 낮은 트럼프를 내야 합니다.
rules-weak = **약한 패:** 카드가 7장 이상인 라운드에서 에이스도, 그림 카드도, 트럼프도 없는 패가 나오면 그 라운드는 무효가 되고 같은 딜러가 카드를 다시 돌립니다.
rules-scoring = { $zero ->
    [overtricks] **점수:** *t*트릭 계약에 성공하면 입찰한 트릭당 5점에 초과 트릭당 1점을 더 얻고, 실패하면 입찰한 트릭당 5점을 잃습니다. 보드는 성공하면 트릭당 10점에 배수를 곱한 만큼 얻고, 실패하면 그만큼 잃습니다. 계약이 0인 팀(팀의 누구도 트릭을 입찰하지 않음)은 가져간 트릭당 1점을 얻습니다.
   *[none] **점수:** *t*트릭 계약에 성공하면 입찰한 트릭당 5점에 초과 트릭당 1점을 더 얻고, 실패하면 입찰한 트릭당 5점을 잃습니다. 보드는 성공하면 트릭당 10점에 배수를 곱한 만큼 얻고, 실패하면 그만큼 잃습니다. 계약이 0인 팀(팀의 누구도 트릭을 입찰하지 않음)은 트릭을 몇 개 가져가든 점수를 얻지 못합니다.
}
rules-end-tiebreak = **게임 종료:** 마지막 라운드가 끝났을 때 점수가 가장 높은 쪽이 이깁니다. 동점이면 13장으로 타이브레이크 라운드를 해서 먼저 7트릭을 가져가는 쪽이 이깁니다.
rules-end-draw = **게임 종료:** 마지막 라운드가 끝났을 때 점수가 가장 높은 쪽이 이깁니다. 동점이면 무승부입니다.
## 터미널 게임 (python -m bot play)

cli-you = 나
cli-south = 남
cli-west = 서
cli-north = 북
cli-east = 동
cli-you-north = 나와 북
cli-west-east = 서와 동
cli-bid = { $who ->
    [you] 나의 입찰: { $bid }
   *[other] { $player }의 입찰: { $bid }
}
cli-contracts = { $who ->
    [you] [bold]계약:[/bold] { $contracts }. 내가 리드합니다.
   *[other] [bold]계약:[/bold] { $contracts }. 리드: { $player }.
}
cli-trick = { $who ->
    [you] { $played }  →  [bold]나[/bold]: { $card } 카드로 가져감
   *[other] { $played }  →  [bold]{ $player }[/bold]: { $card } 카드로 가져감
}
cli-void = { $reason ->
    [all_pass] [yellow]이번 라운드는 무효입니다(모두 패스). 카드를 다시 돌립니다.[/yellow]
   *[weak] [yellow]이번 라운드는 무효입니다(너무 약한 패). 카드를 다시 돌립니다.[/yellow]
}
cli-tiebreak = { $first_to ->
    [0] [bold yellow]동점! 타이브레이크 라운드: 13장, 입찰 없음, 트릭을 가장 많이 가져가면 승리.
   *[other] [bold yellow]동점! 타이브레이크 라운드: 13장, 입찰 없음, 먼저 { $first_to }트릭을 가져가면 승리.
}
cli-tiebreak-won = 타이브레이크는 { $side }의 승리입니다.
cli-deal = 라운드 { $number }/{ $total }: 카드 { $size }장, 딜러 { $dealer }, { $trump }
cli-deal-tiebreak = 타이브레이크 라운드: 카드 { $size }장, 딜러 { $dealer }, { $trump }
cli-drawn = 게임이 무승부로 끝났습니다.
cli-you-win = [bold green]승리했습니다![/bold green]
cli-they-win = { $players ->
    [three] [bold red]{ $side } 승리.[/bold red]
   *[four] [bold red]{ $side } 승리.[/bold red]
}
cli-final = 최종 점수: { $totals }
    { $verdict }
cli-game-over = 게임 종료
cli-col-seat = 자리
cli-col-bid = 입찰
cli-col-tricks = 트릭
cli-col-trick = 이번 트릭
cli-col-side = 팀
cli-col-contract = 계약
cli-col-points = 점수
cli-col-total = 합계
cli-scores = { $trump }   ·   점수: { $scores }
cli-wants = 계약: { $contracts }
cli-first-to = 타이브레이크: 먼저 { $first_to }트릭
cli-tiebreak-title = 타이브레이크
cli-hand-title = 라운드 { $number }
cli-your-hand = 내 패
cli-scored = 라운드 { $number } 결과
cli-bid-prompt = { $top ->
    [0] 입찰(패스, 보드)
    [1] 입찰(패스, 1, 보드)
    [2] 입찰(패스, 1 또는 2, 보드)
   *[other] 입찰(패스, 1-{ $top }, 보드)
}
cli-card-prompt = { $count ->
    [1] 낼 카드(1 또는 AS 같은 코드)
    [2] 낼 카드(1, 2 또는 AS 같은 코드)
   *[other] 낼 카드(1-{ $count } 또는 AS 같은 코드)
}
cli-bid-help = 패스(또는 0), 트릭 수, 또는 보드(우리 팀이 모든 트릭을 가져감)로 입찰하세요.
cli-card-help = 패에 붙은 번호로 내거나, 패에 보이는 대로(A♠, 10♥, Q♦), 무늬를 영문 첫 글자(S 스페이드, H 하트, D 다이아몬드, C 클로버)로 쓴 코드로(AS, 10H 또는 TH, QD), 또는 이름으로(하트 퀸) 카드를 내세요. 블루퍼는 BJ와 LJ, 또는 빅 블루퍼와 리틀 블루퍼입니다.
cli-not-a-card = 카드가 아닙니다: { $answer }. 1이나 A♠처럼 입력하세요.
cli-turned = 뒤집은 카드 { $cards } → 트럼프: { $trump }
cli-turned-no-trump = 뒤집은 카드 { $cards } → 노트럼프
cli-seed-start = 시드 { $seed }. 같은 카드로 다시 하려면 --seed { $seed } 옵션을 쓰세요.
cli-left = 게임을 나갔습니다(시드 { $seed }).
cli-seed-end = 시드 { $seed }.

## When the server changes under a game
vanished-lobby = 🗑️ Back Alley 대기실 #{ $game }의 채널이 삭제되어 대기실을 닫습니다. { $players }
vanished-game = 🗑️ Back Alley 게임 #{ $game }의 채널이나 스레드가 삭제되어 게임이 결과 없이 여기서 끝납니다. { $players } — 게임 기록을 첨부합니다.
resumed-unlocked = 🔓 스레드 잠금이 풀려 게임을 계속합니다.
resumed-back = ▶️ 봇이 돌아와 게임을 계속합니다.
perm-locked = 이 스레드가 잠겨 있습니다. **스레드 관리하기** 권한이 있는 멤버가 잠금을 풀 때까지 게임이 멈추고 제한 시간도 흐르지 않습니다.
perm-who-fixes = **역할 관리하기** 권한이 있는 멤버(또는 서버 소유자)가 서버 설정 → 역할이나 이 채널의 권한 설정에서 봇의 역할에 이 권한을 다시 줄 수 있습니다.
# Discord's own names of its permissions, as its client shows them
perm-name-view_channel = 채널 보기
perm-name-send_messages = 메시지 보내기
perm-name-send_messages_in_threads = 스레드에서 메시지 보내기
perm-name-embed_links = 링크 첨부
perm-name-attach_files = 파일 첨부
perm-name-read_message_history = 메시지 기록 보기
perm-name-create_public_threads = 공개 스레드 만들기
perm-name-create_private_threads = 비공개 스레드 만들기
perm-name-manage_roles = 역할 관리하기
perm-missing = { $thread ->
    [yes] 이 스레드에서
   *[no] 이 채널에서
    } 봇에게 { $permissions } 권한이 없습니다. 방금 한 수는 반영되지만 테이블과 컴퓨터의 수가 여기에 표시되지 않을 수 있습니다.
perm-line = **{ $thread ->
    [yes] 이 스레드에서
   *[no] 이 채널에서
    } 봇에게 없는 권한:** { $permissions }
perm-none = 없음
# What the bot's roles lack in the server for each feature the server uses (the settings)
perm-features = **봇 역할에 빠진 권한(기능별):** { $features }
perm-feature = { $feature }({ $permissions })
feature-table = 게임
feature-events = 대회
feature-daily = 오늘의 도전
feature-season-posts = 시즌 최종 순위 게시
feature-champion-role = 챔피언 역할
forget-only-managers = 서버 관리하기 권한이 있는 멤버만 이 서버의 데이터를 삭제할 수 있습니다.
forget-ask = 이 서버의 게임({ $games }개, 진행 중인 게임은 채널에 알리지 않고 바로 끝납니다), 순위표, 이 서버의 모든 플레이어 통계와 레이팅, 설정을 삭제합니다. 되돌릴 수 없습니다.
forget-done = 이 서버의 게임({ $games }개), 통계, 설정을 삭제했습니다.
forget-other-server = 이 버튼은 다른 서버의 것입니다.
forget-button = 이 서버의 게임과 통계 삭제
refusal-bad_options-hands = 라운드별 카드 수를 `5,3,1`처럼 1부터 13까지의 숫자로 쓰세요.

## Pictures

picture-heading-hand = 라운드 { $number }/{ $total } · 카드 { $size }장
picture-heading-tiebreak = 타이브레이크 라운드 · 카드 { $size }장
picture-status-draw = 게임 종료: 무승부
picture-status-wins = { $player } 승리
picture-status-team-wins = { $side } 승리: { $members }
picture-footer-won = 지난 트릭: { $player } 획득 · { $status }
picture-dealer-mark = D
picture-seat-final = 최종 { $points }점
picture-seat-sits-out = 쉬는 중
picture-seat-to-bid = 입찰 차례
picture-seat-no-bid = 아직 입찰 전
picture-seat-bid = 입찰 { $bid }
picture-seat-passed = 패스
picture-seat-tricks = { $tricks }트릭
picture-seat-bid-tricks = 입찰 { $bid } · { $tricks }트릭
picture-seat-passed-tricks = 패스 · { $tricks }트릭
picture-turn-up = 뒤집은 카드
picture-trumps = 트럼프
picture-no-trump = 노트럼프
picture-scores-to-play = 점수: { $count }라운드 남음
picture-scores-after = 라운드 { $number }/{ $total }까지의 점수
picture-scores-draw = 최종 점수: 무승부
picture-scores-won = 최종 점수: { $side } 승리
picture-scores-won-tiebreak = 최종 점수: 타이브레이크 끝에 { $side } 승리
picture-no-hand-scored = 아직 점수를 계산한 라운드가 없습니다
picture-row-hand = 라운드
picture-row-cards = 카드
picture-row-trump = 트럼프
picture-row-bid = 입찰
picture-row-tricks = 트릭
picture-row-points = 점수
picture-no-trump-short = NT
picture-board-short = { $level ->
    [1] B
   *[other] { $level }B
}
picture-card-big = 빅
picture-card-little = 리틀
picture-card-blooper = 블루퍼
picture-alt-table = 카드 테이블. { $heading }.
picture-alt-trumps = 트럼프: { $suit }, 뒤집은 카드: { $card }.
picture-alt-no-trump = 노트럼프, 뒤집은 카드: { $card }.
picture-alt-dealer = 딜러: { $player }.
picture-alt-led = { $player }{ JOSA($player, "이") } { $card }{ JOSA($card, "으로") } 리드
picture-alt-played = { $player }{ JOSA($player, "이") } { $card }{ JOSA($card, "을") } 냄
picture-alt-then = { $first }, { $next }
picture-alt-current-trick = 현재 트릭: { $plays }.
picture-alt-last-trick = 지난 트릭: { $plays }. { $player }{ JOSA($player, "이") } 가져감.
picture-alt-previous-trick = 이전 라운드의 마지막 트릭: { $plays }. { $player }{ JOSA($player, "이") } 가져감.
picture-alt-no-cards = 이 트릭에는 아직 낸 카드가 없습니다.
picture-alt-seat = { $player }: { $line }.
picture-alt-seat-team = { $team }팀 { $player }: { $line }.
picture-alt-status = { $status }.
picture-alt-hand = 내 패, 카드 { $count }장. 트럼프: { $suit }.
picture-alt-hand-no-trump = 내 패, 카드 { $count }장. 이번 라운드는 노트럼프입니다.
picture-alt-hand-empty = 패에 카드가 없습니다.
picture-alt-hand-suit = { $suit }: { $cards }.
picture-alt-hand-trumps = 트럼프({ $suit }): { $cards }.
picture-alt-hand-bloopers = 트럼프: { $cards }.
picture-alt-hand-any = 카드를 낼 차례입니다. 어떤 카드든 낼 수 있습니다.
picture-alt-hand-playable = 카드를 낼 차례입니다. 낼 수 있는 카드: { $cards }.
picture-alt-hand-none = 차례이지만 낼 수 있는 카드가 없습니다.
picture-alt-scores = 점수표. { $title }. { $scores }.
picture-alt-side = { $side } { $score }점
picture-alt-side-members = { $side }({ $members }) { $score }점
picture-alt-hands = 라운드별 기록(라운드 { $first }부터)은 카드 수와 트럼프(NT는 노트럼프), 이어서 팀 순서대로 입찰/가져간 트릭과 점수(B는 보드, 2B는 더블 보드)입니다: { $hands }.
picture-alt-hands-cut = { $count ->
    [1] 라운드별 기록(라운드 { $first }부터, 라운드 { $start }{ JOSA($start, "은") } 이미지에만 있음)은 카드 수와 트럼프(NT는 노트럼프), 이어서 팀 순서대로 입찰/가져간 트릭과 점수(B는 보드, 2B는 더블 보드)입니다: { $hands }.
   *[other] 라운드별 기록(라운드 { $first }부터, 라운드 { $start }–{ $end }{ JOSA($end, "은") } 이미지에만 있음)은 카드 수와 트럼프(NT는 노트럼프), 이어서 팀 순서대로 입찰/가져간 트릭과 점수(B는 보드, 2B는 더블 보드)입니다: { $hands }.
}
## Seasons
refusal-bad_options-season = 이 서버에는 { $season } 시즌이 없습니다. 목록에서 시즌을 고르거나 전체 기간을 고르세요.
refusal-bad_options-season-kind = 시즌 설정은 월간, 분기별, 끔 중 하나입니다({ $season } 값은 쓸 수 없습니다).
refusal-bad_options-timezone = { $zone } 시간대는 알 수 없습니다. Asia/Seoul, Europe/Madrid처럼 목록에 있는 시간대를 고르세요.
settings-clear-and-set = 채널이나 역할을 고르거나 해제하세요. 둘을 한 번에 할 수는 없습니다.
setting-season = { $kind ->
    [monthly] **시즌:** 월간
    [quarterly] **시즌:** 분기별
   *[off] **시즌:** 꺼짐
}
setting-timezone = **시간대:** { $zone }
setting-announcements = { $chosen ->
    [yes] **시즌 결과를 올릴 채널:** { $channel }
   *[no] **시즌 결과를 올릴 채널:** 없음({ OPTION("backalley settings","announcements") } 옵션으로 채널을 고르세요)
}
setting-champion-role = { $chosen ->
    [yes] **챔피언 역할:** { $role }
   *[no] **챔피언 역할:** 없음
}
season-role-title = 챔피언 역할
season-role-no-permission = 챔피언에게 { $role } 역할을 주지 못했습니다. 역할 관리하기 권한이 필요합니다.
season-role-too-high = 챔피언에게 { $role } 역할을 주지 못했습니다. 그 역할이 봇의 가장 높은 역할보다 위에 있습니다(또는 연동 앱의 역할입니다). 서버 설정 → 역할에서 봇의 역할을 그 위로 옮기세요.
season-role-gone = 챔피언 역할이 더는 없습니다. { OPTION("backalley settings","champion_role") } 옵션으로 다른 역할을 고르세요.
season-quarter = { $year }년 { $quarter }분기
season-over-title = 시즌 종료: { $season }
season-over-nobody = 이번 시즌에는 순위에 오를 만큼(레이팅 반영 { $games }게임) 플레이한 사람이 없습니다.
season-champions = { $count ->
    [1] 🏆 챔피언: { $champions }
   *[other] 🏆 공동 챔피언: { $champions }
}
season-row = `#{ $place }` { $player } — **{ $rating }** · { $games }게임
season-ranked = 순위에 오른 플레이어: { $count }명
season-former-member = 서버를 떠난 멤버
season-all-time = 전체 기간
lb-season-title = 순위표 — { $season } — { $sort }({ $preset })
lb-season-empty = { $current ->
    [yes] 이번 시즌에는 아직 순위에 오른 플레이어가 없습니다. 이번 시즌에 레이팅이 반영되는 게임을 { $games }번 마치면 순위에 오릅니다. { OPTION("leaderboard","season") } 옵션으로 전체 기간 순위도 볼 수 있습니다.
   *[no] 그 시즌에는 순위에 오른 플레이어가 없습니다.
}
lb-season-footer = 레이팅 반영 { $games }게임부터 순위 표시
stats-season = 이번 시즌({ $season })
stats-season-none = 이번 시즌에는 아직 게임이 없습니다.
stats-season-unranked = 게임: { $games } · 승: { $wins } · 순위에 오르기까지 남은 레이팅 반영 게임: { $needed }
stats-season-ranked = **{ $place }위** · 레이팅 { $rating } · 게임: { $games } · 승: { $wins }
picture-season-title = 최종 순위: { $season }
picture-season-champions = { $count ->
    [1] 챔피언:
   *[other] 공동 챔피언:
}
picture-season-no-champion = 순위에 오른 플레이어 없음
picture-season-rating = 레이팅
picture-season-games = 게임
picture-season-ranked = 순위에 오른 플레이어: { $count }명
picture-alt-season = { $count ->
    [1] { $season } 최종 순위. 챔피언: { $champions }.
   *[other] { $season } 최종 순위. 공동 챔피언: { $champions }.
}
picture-alt-season-row = { $place }위: { $player }, 레이팅 { $rating }, 게임: { $games }.

## Games and away
games-title = 내 게임
games-empty = 어느 서버에도 참가 중인 게임이나 대기실이 없습니다. 서버 채널에서 { COMMAND("backalley new") } 명령어로 게임을 여세요.
games-page = { $page }/{ $pages } 페이지 · 게임 { $total }개
games-jump = 테이블로 가기
games-awaited = { $since }부터 **내 차례**
games-waiting = { $since }부터 다른 플레이어 차례
games-lobby = 대기실: { $players }자리 중 { $seated }자리 참가, { $since }에 열림
games-deadline = 차례 제한 시간: { $when } 종료
games-hand = 라운드 { $number }/{ $total }
games-tiebreak = 타이브레이크 라운드
games-score = 점수 { $ours } 대 { $theirs }
games-not-yours = 이 게임 목록은 { $owner } 님의 것입니다. 본인 목록은 { COMMAND("backalley games") } 명령어로 볼 수 있습니다.
server-only = 이 명령어는 게임이 있는 서버 채널에서 쓸 수 있습니다. 여기서는 { COMMAND("backalley games") } 명령어로 모든 서버에서 참가 중인 게임을 볼 수 있습니다.
seat-away-until = { $player } 님이 { $until }까지 자리를 비웁니다. 그때까지, 또는 { COMMAND("backalley back") } 명령어로 돌아올 때까지 컴퓨터가 대신 플레이합니다.
seat-away-until-note = { $until }까지 자리 비움(컴퓨터가 대신 플레이)
away-ended = { $player } 님이 돌아왔습니다. { $until }까지로 정한 자리 비움이 끝나 다시 직접 플레이합니다.
away-until-unreadable = “{ $typed }” 값은 쓸 수 없습니다. `3일`, `12시간` 같은 기간이나 `2026-12-24` 같은 날짜(또는 `2026-12-24 18:00`)를 입력하세요. 날짜는 설정한 시간대 기준이며, 시간대를 설정하지 않았으면 UTC 기준입니다.
away-until-past = { $until } 시점은 이미 지났습니다. 앞으로 올 시간을 입력하세요.
away-until-far = { $days }일보다 먼 시간입니다. { $days }일 안의 시간을 고르세요.

## Daily deal

daily-thread-name = 오늘의 도전 { $day } · { $player }
daily-started = 🌅 오늘의 도전이 준비됐습니다: { $place }. 강한 컴퓨터 셋(파트너 하나, 상대 둘)과 함께 { $count }라운드를 편한 속도로 플레이하세요. 오늘은 이 서버의 모두가 같은 카드를 받으므로, 네 자리 모두 패스한 라운드도 다시 돌리지 않고 두 팀 모두 계약 0으로 그대로 플레이합니다. 다른 사람들의 결과는 다 마친 뒤에 볼 수 있습니다.
daily-resume = 오늘의 도전은 { $place }에서 이어집니다. 그곳에 테이블을 다시 올렸습니다.
daily-no-thread = 오늘의 도전은 비공개 스레드에서 진행되는데, 봇이 여기에 스레드를 만들 수 없습니다(**비공개 스레드 만들기** 권한 필요). 다른 채널에서 해 보세요.
daily-over = 🏁 오늘의 도전을 마쳤습니다. { COMMAND("backalley daily") } 명령어로 오늘의 순위와, 라운드마다 같은 카드를 받은 다른 사람들의 결과를 볼 수 있습니다.
daily-ranking-title = 오늘의 도전 { $day }
daily-ranking-line = **{ $place }.** { $player } — { $percent }
daily-yours = 내 결과
daily-your-result = **{ $percent }**, { $count }명 중 { $place }위
daily-streak = 연속 플레이: { $count }일
daily-ranking-more = 라운드별 모두의 결과: { OPTION("backalley daily", "hand") } (1–{ $count }). 월간 순위: { OPTION("backalley daily", "month") }. 강한 컴퓨터와 비교한 내 플레이: { OPTION("backalley review", "daily") }.
daily-traveller-title = 오늘의 도전 { $day }, 라운드 { $number }
daily-traveller-line = { $player } — 입찰 { $bid }, 트릭 { $tricks }, 점수 { $points }: **{ $percent }**
daily-your-cards = 내 패
daily-month-title = 오늘의 도전 월간 순위 — { $month }
daily-month-line = **{ $place }.** { $player } — { $points } ({ $days }일, 평균 { $average })
daily-month-empty = 이번 달에는 아직 오늘의 도전을 마친 사람이 없습니다.
daily-month-footer = 날마다 그날의 득점률(%)이 더해집니다. 많은 날을 플레이할수록 더 높이 올라갈 수 있습니다.
setting-daily-schedule = **오늘의 도전 라운드별 카드 수({ OPTION("backalley settings", "daily_schedule") }):** { $hands }
refusal-daily-played = 오늘의 도전은 이미 플레이했습니다. 하루에 한 번만 할 수 있고, 내일 새 카드가 나옵니다.
refusal-daily-not_finished = 오늘의 도전 결과는 직접 오늘의 도전을 마친 뒤에 볼 수 있습니다. { COMMAND("backalley daily") } 명령어로 플레이하세요.
refusal-daily-game = 오늘의 도전에서는 할 수 없습니다. 오늘의 도전은 한 사람당 한 번, 힌트·무르기·자리 비움 없이 혼자 플레이합니다.
refusal-daily-schedule = 오늘의 도전은 라운드 1–{ $most }개이고, 라운드마다 카드는 1–13장입니다. 예: `13,10,7,4,1`
refusal-daily-no_hand = { $count ->
    [1] 오늘의 도전은 라운드가 1개였습니다. 라운드 1을 고르세요.
   *[other] 오늘의 도전은 라운드가 { $count }개였습니다. 1부터 { $count }까지 중에서 고르세요.
}
picture-daily-ranking = 오늘의 도전 · { $day }
picture-daily-traveller = 라운드 { $number } · { $day }
picture-daily-cards = 내 패
picture-daily-matchpoints = 득점률
picture-alt-daily-ranking = 오늘의 도전 { $day } 순위:
picture-alt-daily-row = { $place }. { $player } { $percent }
picture-alt-traveller = 오늘의 도전 { $day } 라운드 { $number }, 내 패 { $cards }:
picture-alt-traveller-row = { $player }: 입찰 { $bid }, 트릭 { $tricks }, 점수 { $points }, { $percent }

## Notifications
prefs-notify = { $notify ->
    [dm] **내 차례 알림:** DM으로, 내 패 버튼과 함께 보냅니다.
    [none] **내 차례 알림:** 보내지 않습니다. 게임은 직접 확인합니다.
   *[mention] **내 차례 알림:** 게임 스레드에서 멘션합니다.
}
prefs-zone = **시간대:** { $zone }
prefs-dm-after = { $at_once ->
    [yes] **내 차례 DM:** 차례가 오면 바로 보냅니다. { OPTION("backalley prefs", "dm_after") } 옵션으로 기다릴 시간을 정할 수 있습니다.
   *[no] **내 차례 DM:** 차례가 온 뒤 { $wait } 안에 입찰하거나 카드를 내지 않으면 DM을 보냅니다. 테이블에서 플레이하는 동안에는 보내지 않습니다. { OPTION("backalley prefs", "dm_after") } 옵션으로 바꿀 수 있습니다(바로 받으려면 0).
}
prefs-bad-dm-after = “{ $wait }” 값은 올바른 시간 형식이 아닙니다. `5분`, `1시간`처럼 적어 주세요. 바로 받으려면 `0`을 입력하세요.
prefs-quiet = { $hours ->
    [none] **방해 금지 시간:** 없음. { OPTION("backalley prefs", "quiet") } 옵션으로 정하세요(예: 23-08).
   *[set] **방해 금지 시간:** { $hours } — 그동안 DM은 보내지 않고, 끝나면 요약 한 통으로 보냅니다.
}
prefs-bad-zone = “{ $zone }” 시간대를 알 수 없습니다. 목록에서 고르세요(예: Asia/Seoul, America/Los_Angeles).
prefs-bad-quiet = “{ $hours }” 값은 방해 금지 시간으로 쓸 수 없습니다. 시작 시각과 끝 시각을 `23-08`이나 `22:30-07:00`처럼 쓰세요(해제하려면 `없음`).
notice-turn = { $asked ->
    [bid] **{ $server }** › **{ $place }**: { $player } 님, 입찰하실 차례입니다({ $since }부터). [테이블로 가기]({ $link })
   *[card] **{ $server }** › **{ $place }**: { $player } 님, 카드를 내실 차례입니다({ $since }부터). [테이블로 가기]({ $link })
}
notice-nudged = 🔔 지금 차례입니다. { $player } 님이 기다리고 있습니다.
notice-paused = Back Alley가 { $start }부터 { $end }까지 멈춰 있었습니다. 이 게임은 아직 본인 차례입니다.
notice-back = **{ $server }** › **{ $place }**: 자리 비움이 끝났습니다. 이제 다시 직접 플레이합니다. [테이블로 가기]({ $link })
notice-digest = 방해 금지 시간 동안 차례가 돌아온 게임이 { $count }개 있습니다:
notice-digest-line = { $asked ->
    [bid] • **{ $server }** › **{ $place }**: 입찰 차례, { $since }부터 — [테이블]({ $link })
   *[card] • **{ $server }** › **{ $place }**: 카드 낼 차례, { $since }부터 — [테이블]({ $link })
}
notice-mention = { $asked ->
    [bid] 🔔 { $player } 님, 입찰하실 차례입니다({ $since }부터).
   *[card] 🔔 { $player } 님, 카드를 내실 차례입니다({ $since }부터).
}
notice-mention-nudged = { $asked ->
    [bid] 🔔 { $player } 님, 입찰하실 차례입니다. { $by } 님이 기다리고 있습니다.
   *[card] 🔔 { $player } 님, 카드를 내실 차례입니다. { $by } 님이 기다리고 있습니다.
}
notice-mention-back = { $player } 님, 자리 비움이 끝났습니다. 이제 다시 직접 플레이합니다.
notice-back-turn = { $asked ->
    [bid] **{ $server }** › **{ $place }**: 자리 비움이 끝났고, 지금 입찰할 차례입니다({ $since }부터). [테이블로 가기]({ $link })
   *[card] **{ $server }** › **{ $place }**: 자리 비움이 끝났고, 지금 카드를 낼 차례입니다({ $since }부터). [테이블로 가기]({ $link })
}
notice-mention-back-turn = { $asked ->
    [bid] 🔔 { $player } 님, 자리 비움이 끝났습니다. 지금 입찰하실 차례입니다({ $since }부터).
   *[card] 🔔 { $player } 님, 자리 비움이 끝났습니다. 지금 카드를 내실 차례입니다({ $since }부터).
}
notice-dm-closed = DM(개인 메시지)이 닫혀 있어 차례 알림을 DM으로 보내지 못하고 게임 스레드에서 멘션했습니다. 이 서버 멤버의 DM을 허용하거나 { OPTION("backalley prefs", "notify") } 옵션에서 멘션을 고르세요.
button-remind = 알림 보내기
nudge-sent = 🔔 { $player } 님에게 차례 알림을 보냈습니다. 알림은 받는 사람이 설정한 방식으로 갑니다.
refusal-nudge-computer = 알릴 사람이 없습니다. 이번 차례는 컴퓨터가 플레이합니다.
refusal-nudge-self = 지금은 본인 차례라 알릴 사람이 없습니다.
refusal-nudge-soon = 아직 알리기에는 이릅니다. 차례가 시작된 지 한 시간이 지나지 않았습니다. <t:{ $when }:t>(<t:{ $when }:R>)부터 **알림 보내기**를 누를 수 있습니다.
refusal-nudge-once = 이번 차례의 알림은 이미 보냈습니다. 한 차례에 한 번만 보낼 수 있습니다.
setting-timer-quiet = { $on ->
    [yes] **방해 금지 시간에는 제한 시간 정지:** 켜짐
   *[no] **방해 금지 시간에는 제한 시간 정지:** 꺼짐
}
timer-quiet-until = 🌙 방해 금지 시간이 끝날 때까지 차례 제한 시간이 멈춥니다: <t:{ $until }:t>(<t:{ $until }:R>).

## new-game-form

form-title = 새 Back Alley 게임
form-preset = 프리셋
form-preset-classic = 4명, 두 팀 · 25라운드: 카드 13장에서 1장까지 줄었다가 다시 13장까지
form-preset-pagat = 4명, 두 팀 · 26라운드: 카드 1장에서 13장까지 늘었다가 다시 1장까지
form-preset-pagat-3 = 3명, 각자 플레이 · 24라운드: 카드 2장에서 13장까지 늘었다가 다시 2장까지
form-schedule = 라운드별 카드 수
form-schedule-preset = 프리셋의 전체 게임
form-schedule-preset-about = 위에서 고른 프리셋의 모든 라운드
form-hands = 또는 라운드별 카드 수 직접 입력
form-hands-about = 위 선택 대신 적용됩니다. 라운드마다 카드 수(1~13)를 쉼표로 구분해 적으세요.
form-hands-placeholder = 예: 7,5,3,1
form-timer-about = 절반이 지나면 알림이 가고, 시간이 다 되면 컴퓨터가 대신 플레이합니다
form-timer-off = 제한 시간 없음
form-computers = 컴퓨터 플레이어
form-computers-none = 없음: 빈자리에는 플레이어가 참가합니다
form-computers-strong = 빈자리마다 강한 컴퓨터
form-computers-basic = 빈자리마다 보통 컴퓨터
form-computers-random = 빈자리마다 무작위 컴퓨터(아무 카드나 냄)
button-new-game = 새 게임
new-game-opened = { $place }에 새 대기실이 열렸습니다. 모든 자리가 차면 직접 시작하세요.

## inputs
option-kind = { $kind ->
    [integer] { $option } 옵션에는 정수를 넣어야 합니다. “{ $value }” 값은 쓸 수 없습니다.
    [number] { $option } 옵션에는 숫자를 넣어야 합니다. “{ $value }” 값은 쓸 수 없습니다.
    [boolean] { $option } 옵션에서는 예 또는 아니요를 골라야 합니다. “{ $value }” 값은 쓸 수 없습니다.
    [user] { $option } 옵션에는 이 서버의 멤버를 넣어야 합니다. “{ $value }” 값은 쓸 수 없습니다.
    [channel] { $option } 옵션에는 이 서버의 채널을 넣어야 합니다. “{ $value }” 값은 쓸 수 없습니다.
    [role] { $option } 옵션에는 이 서버의 역할을 넣어야 합니다. “{ $value }” 값은 쓸 수 없습니다.
    [attachment] { $option } 옵션에는 파일을 넣어야 합니다. “{ $value }” 값은 쓸 수 없습니다.
   *[string] { $option } 옵션에는 텍스트를 넣어야 합니다. “{ $value }” 값은 쓸 수 없습니다.
} Discord 앱이 이전 버전의 명령어를 보여 주고 있을 수 있습니다. 앱을 새로 고친 뒤(Ctrl+R, 또는 앱을 닫았다가 다시 열기) 다시 시도하세요.
option-choice = “{ $value }” 값은 { $option } 옵션의 선택지가 아닙니다. { $choices } 중에서 고르세요.
option-range = { $option } 옵션에는 { $least }부터 { $most }까지의 정수를 넣어야 합니다. { $value } 값은 쓸 수 없습니다.
option-too-long = { $option } 옵션에는 최대 { $most }자까지 쓸 수 있습니다. 보낸 값은 { $length }자입니다.
option-empty = { $option } 옵션이 비어 있습니다. 내용을 쓰거나 옵션을 빼세요.
option-missing = { $option } 옵션이 빠졌습니다. Discord 앱이 이 옵션을 묻지 않았다면 이전 버전의 명령어를 보여 주고 있는 것입니다. 앱을 새로 고친 뒤(Ctrl+R, 또는 앱을 닫았다가 다시 열기) 다시 시도하세요.
command-outdated = Discord 앱이 { $command } 명령어를 Back Alley가 더 이상 알지 못하는 형태로 보냈습니다. 앱을 새로 고친 뒤(Ctrl+R, 또는 앱을 닫았다가 다시 열기) 다시 시도하세요.
command-unknown = Back Alley에는 “{ $command }” 명령어가 (더 이상) 없습니다. Discord 앱이 이전 명령어 목록을 보여 주고 있습니다. 앱을 새로 고친 뒤(Ctrl+R, 또는 앱을 닫았다가 다시 열기) /를 입력해 명령어를 확인하세요.
component-unknown = Back Alley가 (더 이상) 알지 못하는 버튼입니다. 이전 버전의 메시지에 있던 버튼입니다. 게임의 최신 메시지를 쓰거나 명령어를 다시 쓰세요.
form-unknown = Back Alley가 (더 이상) 알지 못하는 양식입니다. { COMMAND("backalley new") } 명령어로 새 게임 양식을 다시 여세요.
form-unreadable = 양식이 읽을 수 없는 형태로 돌아와서 아무것도 열지 않았습니다. { COMMAND("backalley new") } 명령어로 다시 여세요.
form-bad-part = 양식의 “{ $part ->
        [preset] { form-preset }
        [schedule] { form-schedule }
        [hands] { form-hands }
        [timer] { field-turn-timer }
       *[computers] { form-computers }
    }” 항목에 답이 없거나 둘 이상이라서 아무것도 열지 않았습니다. { COMMAND("backalley new") } 명령어로 양식을 다시 여세요.

## components-v2

# The alt text of a seat's profile picture beside it on the table.
seat-face = 프로필 사진: { $name }

## events

event-title = 🃏 { $name }
event-pair = { $first }·{ $second }
event-computer = 🤖 컴퓨터
event-computer-pair = 🤖 컴퓨터 페어
event-computer-pair-note = 🤖 페어 수를 맞추려고 컴퓨터 페어가 들어갔습니다. 결과는 비교에 들어가지만 순위에는 오르지 않습니다.
event-created = { $organiser } 님이 **{ $name }** 페어 대회를 열었습니다. 네 명씩 테이블에 앉고, 모든 테이블이 같은 라운드를 플레이하며, 각 결과를 같은 카드를 받은 다른 테이블의 결과와 비교합니다. { COMMAND("backalley event enter") } 명령어로 혼자 또는 파트너와 함께 참가하세요.
event-field-format = 방식
event-format = { $entry ->
    [individuals] 개인 참가: 봇이 페어를 정해 줍니다
   *[pairs] 페어 참가(혼자 신청하면 봇이 파트너를 정해 줌)
} · 약 { $deals }라운드 · 한 회차는 최대 { $window } · 차례당 { $timer } · 운영: { $organiser }
event-field-entries = 참가 신청 ({ $count })
event-field-pairs = 페어 ({ $count })
event-field-tables = { $round }회차 테이블
event-entries-none = 아직 아무도 참가 신청을 하지 않았습니다.
event-more = …외 { $count }개
event-entry-alone = { $player } (혼자 신청, 시작할 때 파트너가 정해짐)
event-entry-invited = { $player } (파트너 신청 대상: { $partner }, 아직 수락 전)
event-pair-line = **{ $pair }.** { $name }
event-status-entries = 참가 신청을 받고 있습니다. 시작: { $starts } ({ $relative })
event-status-entries-organiser = 참가 신청을 받고 있습니다. 운영자가 { COMMAND("backalley event start") } 명령어로 대회를 시작합니다.
event-status-closed = 참가 신청이 마감되었습니다.
event-status-running = { $round }회차(총 { $rounds }회차)가 진행 중입니다. 마감: { $closes }
event-status-between = 회차 사이입니다. 곧 다음 회차가 시작됩니다.
event-status-finished = 🏁 대회가 끝났습니다. { COMMAND("backalley event standings") } 명령어로 최종 순위를 볼 수 있습니다.
event-status-cancelled = 대회가 취소되었습니다.
event-entered-alone = { $player } 님이 **{ $name }** 대회에 혼자 참가 신청을 했습니다. 시작할 때 봇이 혼자 신청한 사람들로 페어를 정합니다.
event-entered-invite = { $player } 님이 **{ $name }** 대회에 참가 신청을 하고 { $partner } 님에게 파트너를 신청했습니다. { $partner } 님, { COMMAND("backalley event accept") } 명령어로 수락하거나 { COMMAND("backalley event withdraw") } 명령어로 거절하세요.
event-accepted = { $player } 님과 { $partner } 님이 한 페어로 **{ $name }** 대회에 참가합니다.
event-withdrawn = { $player } 님이 **{ $name }** 대회 참가를 취소했습니다.
event-removed = { $organiser } 님이 { $player } 님의 **{ $name }** 대회 참가를 취소했습니다.
event-entries-closed = **{ $name }** 대회의 참가 신청이 마감되었습니다.
event-cancelled = **{ $name }** 대회가 취소되었습니다.
event-cancelled-too-few = **{ $name }** 대회가 취소되었습니다. 대회에는 최소 { $fewest }페어가 필요한데, 시작 시각까지 그만큼 모이지 않았습니다.
event-started = **{ $name }** 대회가 시작되었습니다. { $pairs }페어, { $rounds }회차, 회차마다 { $deals }라운드입니다. 1회차 테이블이 지금 이 채널의 비공개 스레드로 하나씩 열립니다.
event-round-open-title = { $name } · { $round }회차(총 { $rounds }회차)
event-round-open = 모든 테이블이 같은 자리에서 같은 { $deals }라운드(카드 { $sizes }장)를 플레이합니다. 회차 마감: { $closes }. 그때까지 끝나지 않은 테이블은 컴퓨터가 마저 플레이합니다.
event-round-table = { $table }번 테이블: { $ns }(남북) 대 { $ew }(동서) · { $thread }
event-thread-name = { $name } · { $round }회차 · { $table }번 테이블
event-table-welcome = **{ $name }** { $round }회차 { $table }번 테이블: { $ns }(남북, 1·3번 자리) 대 { $ew }(동서, 2·4번 자리). 모든 테이블과 같은 { $deals }라운드를 { $closes } 전까지 플레이하세요. 대회에서는 힌트와 무르기가 없으며, 모든 테이블이 같은 라운드를 유지하도록 네 자리 모두 패스한 라운드도 다시 돌리지 않고 그대로 플레이합니다.
event-table-moved = 이 테이블의 스레드가 삭제되었습니다. 멈춘 곳부터 여기서 게임을 이어 갑니다.
event-round-closed = ⏰ 이 테이블이 끝나기 전에 회차 시간이 다 되었습니다. 남은 부분은 모든 자리에서 컴퓨터가 플레이합니다.
event-table-done = 🏁 이 테이블은 모든 라운드를 마쳤습니다. 모든 테이블이 끝나면 회차 결과와 순위가 대회 채널에 올라옵니다.
event-seat-north = 북
event-seat-east = 동
event-seat-south = 남
event-seat-west = 서
event-traveller-title = { $name } · { $round }회차 { $deal }라운드(카드 { $size }장)
event-traveller-line = **{ $table }번 테이블:** { $ns } { $ns_points } · { $ew } { $ew_points } — 입찰 { $bids }, 트릭 { $ns_tricks }-{ $ew_tricks }: **{ $ns_percent }** · **{ $ew_percent }**
event-traveller-average = **{ $table }번 테이블:** { $ns } · { $ew } — 결과 없음: 평균, 양쪽 모두 50%
event-traveller-hands = 네 사람의 패
event-hand-line = { $seat }: { $cards }
event-traveller-so-far = 지금까지 이 라운드를 마친 테이블: { $tables }개 중 { $count }개
event-standings-title = { $name } · { $round }회차까지의 순위(총 { $rounds }회차)
event-standings-final-title = { $name } · 최종 순위
event-standings-line = **{ $place }.** { $pair } — **{ $percent }** (최대 { $top }점 중 { $matchpoints }점)
event-standings-none = 아직 끝난 회차가 없습니다. 첫 회차가 끝나면 순위가 나옵니다.
event-record-title = { $name } 대회의 { $pair }
event-record-line = { $round }회차 { $deal }라운드 · { $table }번 테이블 { $direction ->
    [ns] 남북
   *[ew] 동서
}, 상대 { $against }: { $points } 대 { $other } — **{ $percent }**
event-record-line-open = { $round }회차 { $deal }라운드 · { $table }번 테이블 { $direction ->
    [ns] 남북
   *[ew] 동서
}, 상대 { $against }: { $points } 대 { $other } (회차가 끝나면 비교)
event-record-empty = 아직 이 페어의 라운드를 보여 드릴 수 없습니다.
event-record-standing-title = 순위
event-record-standing = { $count }페어 중 { $place }위: **{ $percent }**
event-winners = 🏆 **{ $name }** 대회가 끝났습니다. { $count ->
   *[other] 우승
} { $pairs }, 득점률 { $percent }. 페어별 결과는 { $channel } 채널에서 { COMMAND("backalley event record") } 명령어로 볼 수 있습니다.
event-organise = **서버 관리하기** 권한이 있거나 서버의 대회 운영 역할이 있는 멤버만 대회를 열 수 있습니다.
event-channel = 대회는 스레드가 아니라 텍스트 채널에서 만듭니다. 대회의 테이블이 그 채널의 스레드가 됩니다.
event-no-thread = 대회 테이블은 이 채널의 비공개 스레드인데, 봇이 여기에 만들 수 없습니다(**비공개 스레드 만들기**와 **스레드에서 메시지 보내기** 권한 필요). 다른 채널에서 해 보세요.
event-bad-window = “{ $typed }” 값은 기간이 아닙니다. 회차 기한은 `12시간`이나 `2일`처럼 입력하세요.
event-bad-timer = “{ $typed }” 값은 기간이 아닙니다. 제한 시간은 `30분`이나 `12시간`처럼 입력하세요.
event-bad-start = “{ $typed }” 값은 시각이 아닙니다. 지금부터의 기간(`2시간`, `1일`)이나 날짜(서버 시간대 기준 `2026-12-24 18:00`)로 입력하세요.
event-partner-bot = 파트너는 봇이 아니라 사람이어야 합니다.
refusal-event-none = 이 채널에는 대회가 없습니다. 운영자가 { COMMAND("backalley event create") } 명령어로 만들 수 있습니다.
refusal-event-exists = 이 채널에는 이미 참가 신청 중이거나 진행 중인 대회가 있습니다. 한 채널에 한 번에 하나만 열 수 있습니다.
refusal-event-name = 대회 이름은 1–{ $most }자여야 합니다.
refusal-event-options = 없는 선택지입니다. 목록에서 고르세요.
refusal-event-deals = 대회는 { $fewest }–{ $most }라운드입니다.
refusal-event-window = 회차 기한은 1시간–14일입니다. 예: `12시간`, `2일`
refusal-event-start = 대회는 지금 시작하거나 { $days }일 안에 시작해야 합니다.
refusal-event-timer = 제한 시간은 `30분`이나 `12시간` 같은 기간이어야 합니다.
refusal-event-started = 대회가 이미 시작되어 참가 신청이 마감되었습니다.
refusal-event-over = 이 대회는 끝났습니다.
refusal-event-closed = 이 대회의 참가 신청은 마감되었습니다.
refusal-event-individuals = 이 대회는 개인 참가입니다. 시작할 때 봇이 페어를 정합니다.
refusal-event-self = 파트너는 다른 사람이어야 합니다.
refusal-event-partner_entered = 파트너가 이미 이 대회에 참가 신청을 했습니다. 파트너가 먼저 신청을 취소해야 합니다.
refusal-event-entered = 이미 이 대회에 참가 신청을 했습니다({ COMMAND("backalley event withdraw") } 명령어로 취소).
refusal-event-no_invite = 이 대회에서 파트너 신청을 받은 적이 없습니다.
refusal-event-not_entered = 이 대회에 참가 신청을 하지 않았습니다.
refusal-event-not_entered_other = 그 멤버는 이 대회에 참가 신청을 하지 않았습니다.
refusal-event-organiser = 대회 운영자나 **서버 관리하기** 권한(또는 서버의 대회 운영 역할)이 있는 멤버만 할 수 있습니다.
refusal-event-too_few = 대회에는 최소 { $fewest }페어가 필요합니다. 지금까지 { $count }페어가 신청했습니다.
refusal-event-no_deal = 이 대회에 그런 라운드는 없습니다(1–{ $rounds }회차, 회차마다 라운드가 따로 있음).
refusal-event-not_yet = 아직 볼 수 없습니다. 라운드 결과는 참가한 테이블이 그 라운드를 마친 뒤에, 모든 테이블의 결과는 회차가 끝난 뒤에 볼 수 있습니다.
refusal-event-no_pair = 그 멤버는 이 대회의 어느 페어에도 없습니다.
refusal-event-game = 대회 테이블에서는 할 수 없습니다. 테이블마다 라운드를 한 번씩 힌트와 무르기 없이 플레이하고, 회차가 끝나야만 테이블이 끝납니다.
refusal-event-played_out = 회차 시간이 다 되었습니다. 이 테이블은 컴퓨터가 끝까지 플레이하며, 자리로 돌아올 수 없습니다.
picture-event-table = 테이블
picture-event-bids = 입찰
picture-event-tricks = 트릭
picture-event-score = 남북 점수
picture-event-matchpoints = 남북 · 동서
picture-alt-event-standings = { $title }:
picture-alt-event-standing = { $place }. { $pair } { $percent }
picture-alt-event-traveller = { $title }.
picture-alt-event-hand = { $seat }: { $cards }
picture-alt-event-traveller-row = { $table }번 테이블, { $ns } 대 { $ew }: 남북 { $points }, { $ns_percent } · { $ew_percent }
stats-events = 대회
stats-events-value = 참가 { $played } · 우승 { $won } · 최고 순위 { $best } · 평균 득점률 { $percent }
setting-event-role = **대회 운영 역할 ({ OPTION("backalley settings", "event_role") }):** { $chosen ->
    [yes] { $role }
   *[no] 없음(서버 관리하기 권한만)
}
