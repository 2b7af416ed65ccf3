"""Korean particles chosen by the word before them: 을 or 를, 이 or 가, 은 or 는, 과 or 와,
으로 or 로 — the form hangs on the last sound of the word, which a placeholder's value only
shows once it is written. The Korean catalog writes `{ $bid }{ JOSA($bid, "으로") }` and reads
"**3**으로", "**보드**로", never the fallback "(으)로".

Hangul and numbers are read by `tossi` (what a Korean reads: 10 is 십, 2026 is 이천이십육).
What it cannot read is read here as a Korean reads it: a Latin word by its sound (Dansk →
단스크, Español → 에스파뇰), a short code in capitals letter by letter (NT → 엔티), a suit
sign by its name (♥ → 하트). A mention shows a person's name the bot cannot see: the particle
follows 님, the honorific a person is named with ("<@1> 님이"); the computer, named in words,
takes the particle alone ("🤖 컴퓨터(강함)가"). `NIM` is that honorific alone, for a name that
takes no particle ("<@1> 님, 입찰하세요")."""

from __future__ import annotations

import re
from typing import Final

import tossi

MENTION: Final = re.compile(r"<@!?\d+>")
HONORIFIC: Final = "님"
# A syllable ending in each kind of last sound, for tossi to choose by: no final consonant, ㄹ
# (which takes 로, not 으로), and any other final consonant.
_VOWEL, _RIEUL, _CONSONANT = "아", "알", "악"
# Letters read by their names (NT 엔티, AS 에이에스): only L, M, N and R end in a consonant
# (엘, 엠, 엔, 알).
_LETTER_ENDS: Final = {"L": _RIEUL, "R": _RIEUL, "M": _CONSONANT, "N": _CONSONANT}
_SIGNS: Final = {"♠": "스페이드", "♥": "하트", "♦": "다이아몬드", "♣": "클로버", "%": "퍼센트"}
_SHORT_VOWEL_STOP: Final = re.compile(r"(?:^|[^aeiouy])[aeiou](?:ck|[ptk])$")
_IGNORED: Final = "*_~`|\"'“”«».,!?:;…·-–— "


def nim(word: object) -> str:
    """The honorific after a person (a mention: " 님"), nothing after the computer: for a
    name with no particle after it ("<@1> 님, 입찰하세요")."""
    return f" {HONORIFIC}" if MENTION.fullmatch(str(word).strip(_IGNORED)) else ""


def josa(word: object, particle: object) -> str:
    """The form of `particle` (any of its forms: 을, 를, 을(를)) that goes after `word`; after
    a mention, 님 and the form after it, with a space before ("<@1> 님이")."""
    said, wanted = str(word), str(particle)
    if MENTION.fullmatch(said.strip(_IGNORED)):
        return f" {HONORIFIC}{tossi.pick(HONORIFIC, wanted)}"
    return str(tossi.pick(_last_sound(said), wanted))


def _last_sound(word: str) -> str:
    """A syllable ending as `word` ends when read aloud."""
    said = _without_asides(word).rstrip(_IGNORED)
    for sign, name in _SIGNS.items():
        said = said.replace(sign, name)
    said = re.sub(r"[^\w가-힣]+$", "", said)  # emoji and other signs are not read
    if not said:
        return _VOWEL
    last = said[-1]
    if "가" <= last <= "힣" or last.isdigit():
        return said  # tossi reads Hangul and numbers (1,000 is 천)
    latin = re.search(r"[A-Za-z]+$", said)
    if latin is None:
        return _VOWEL
    return _latin_end(latin.group())


def _without_asides(word: str) -> str:
    """A word without a closing aside in brackets, which is not read before the particle:
    컴퓨터(강함) is read 컴퓨터."""
    return re.sub(r"\s*\([^()]*\)\s*$", "", word.strip()) or word


def _latin_end(word: str) -> str:
    """How a Latin word ends in Korean: a code in capitals letter by letter; a word by the
    rules Korean writes loanwords with — a final l is ㄹ, m, n and ng a final consonant, and
    p, t, k after one short vowel too (Jack 잭); every other ending takes a vowel (Dansk
    단스크, Bob 보브)."""
    if word.isupper() and len(word) <= 4:
        return _LETTER_ENDS.get(word[-1], _VOWEL)
    lower = word.lower()
    if lower.endswith(("l", "ll")):
        return _RIEUL
    if lower.endswith(("m", "n", "ng")):
        return _CONSONANT
    if _SHORT_VOWEL_STOP.search(lower):
        return _CONSONANT
    return _VOWEL
