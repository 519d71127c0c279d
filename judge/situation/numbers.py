"""Numbers as a question says them: digits (full-width ones are digits after NFKC), English words ("three",
"ninety", "a hundred and twenty"), and Chinese and Japanese numerals (「三枚」「两张」「十二个」「一百二十」):
:data:`NUM`, the pattern the words of :mod:`judge.situation.words` hold a number with, and :func:`numeral`,
its value.
"""

from __future__ import annotations

#: Numbers written as words ("three Basic Energy", "ninety damage", "a hundred and twenty"), and Chinese and
#: Japanese numerals (「三枚」「两张」「十二个」「一百二十」).
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
                "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
                "eighteen": 18, "nineteen": 19}
#: The tens as words ("ninety", "forty-five").
TENS_WORDS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
NUMERALS = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_ONES = "|".join(sorted(NUMBER_WORDS, key=len, reverse=True))
_TENS = "|".join(TENS_WORDS)
#: A number under a hundred in words ("seven", "ninety", "forty-five", "twenty five").
_UNDER_100 = rf"(?:(?:{_TENS})(?:[- ](?:one|two|three|four|five|six|seven|eight|nine)(?![A-Za-z]))?|{_ONES})"
#: A number in English words: under a hundred, or hundreds ("a hundred", "one hundred and twenty", "two hundred").
_EN_NUMBER = rf"(?:(?:a|one|two|three|four|five|six|seven|eight|nine) hundred(?:(?: and)? {_UNDER_100}(?![A-Za-z]))?|{_UNDER_100})"
#: A number in Chinese or Japanese numerals: up to the hundreds (「一百二十」「百二十」「二十」「十二」).
_HAN_NUMBER = (r"(?:[一二两三四五六七八九]?百(?:[一二三四五六七八九]十|零[一二三四五六七八九])?[一二三四五六七八九]?"
               r"|[二两三四五六七八九]十[一二三四五六七八九]?|[二两三四五六七八九]|十[一二三四五六七八九]?"
               r"|一(?![点些下])(?:十[一二三四五六七八九]?)?)")
#: A number said: digits (full-width ones are digits after NFKC), words, or numerals (not 「一点」 "a little", 「一些」);
#: the look-ahead (a digit, or the first letter of a number's word or numeral) lets a search pass other characters at once.
NUM = rf"(?=[\dAaEeFfNnOoSsTt一二两三四五六七八九十百])(\d+|(?<![A-Za-z]){_EN_NUMBER}(?![A-Za-z])|{_HAN_NUMBER})"


def numeral(said: str) -> int | None:
    """The value of a number as :data:`NUM` reads it ("3", "three", "ninety", "a hundred and twenty", 「三」, 「十二」,
    「二十」, 「一百二十」); None for none."""
    if said.isdigit():
        return int(said)
    words = said.lower().replace("-", " ").split()
    if words and all(w in NUMBER_WORDS or w in TENS_WORDS or w in ("a", "hundred", "and") for w in words):
        total, hundreds = 0, 0
        for w in words:
            if w == "hundred":
                hundreds, total = (total or 1) * 100, 0
            elif w in TENS_WORDS or w in NUMBER_WORDS:
                total += TENS_WORDS.get(w) or NUMBER_WORDS[w]
        return hundreds + total
    return _han(said)


def _han(said: str) -> int | None:
    """A number in Chinese or Japanese numerals (「三」「十二」「二十」「一百二十」「两百」); None for none."""
    if "百" in said:
        head, _, rest = said.partition("百")
        if len(head) > 1 or (head and head not in NUMERALS):
            return None
        if len(rest) == 1 and rest != "十":  # 「百二」 is a hundred and twenty in speech: only the full forms are read
            return None
        below = _han(rest.removeprefix("零")) if rest else 0
        if below is None:
            return None
        return (NUMERALS[head] if head else 1) * 100 + below
    if "十" in said:
        tens, _, ones = said.partition("十")
        if len(tens) > 1 or len(ones) > 1 or (tens and tens not in NUMERALS) or (ones and ones not in NUMERALS):
            return None
        if "两" in said:
            return None
        return 10 * (NUMERALS[tens] if tens else 1) + (NUMERALS[ones] if ones else 0)
    return NUMERALS.get(said) if len(said) == 1 else None
