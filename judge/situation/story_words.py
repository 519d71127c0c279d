"""The words a question tells the story around the board in, per language (``en``, ``ja``, ``zh``: Chinese in
Simplified): numbers of the story that are no piece (:data:`NOT_PIECES`), a Pokémon said with no card named
(:data:`GENERIC`), damage healed (:data:`HEALED`), an attack used more than once (:data:`REPEATED`), a turn before
(:data:`PREVIOUS`), and the words of a Trainer's text that bear on the outcome (:data:`TRAINER_BEARS`).
:mod:`judge.situation.read` and :mod:`judge.situation.build` read with them; nothing here decides anything.
"""

from __future__ import annotations

import re

from judge.situation.numbers import NUM
from judge.situation.words import Pattern
from judge.situation.words import pattern as _p

#: Numbers that are no piece of the board: the turn, game or round of the story ("turn 3", "T2", "game 2 of
#: top 8", 「3ターン目」, 「第3回合」), an ordinal ("my 2nd attacker"), the Prize cards the asker guesses in a question ("do I still
#: take 2 prizes?": asked, the replay's own count answers). They are read as such, not as unread numbers.
NOT_PIECES: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("story", rf"\b(?:turn|game|round|match|day|top|table|week|season)\s?#?{NUM}\b", "'turn 3', 'game 2', 'top 8'"),
           _p("story", r"\bT\d+\b|\b\d+(?:st|nd|rd|th)\b|\b\d+\s?-\s?\d+\b(?! damage| HP)", "'T2', '2nd', '2-1'"),
           _p("story", rf"(?<=\s){NUM} (?:turns?|games?|rounds?|years?|months?|weeks?|days?) ago\b", "'3 turns ago'"),
           _p("guess", rf"\b(?:take|get|draw|grab|takes|gets|draws|grabs)\s+(?:only\s+|just\s+|all\s+)?{NUM}\s+prizes?(?:\s+cards?)?(?=[^.!?]*\?)",
              "'do I still take 2 prizes?': the Prize cards the asker guesses, asked, not said")),
    "ja": (_p("story", rf"{NUM}ターン目|{NUM}戦目|{NUM}回戦|第{NUM}(?:戦|試合|ターン|回)|{NUM}(?:年|ヶ月|か月|週間)|{NUM}ターン前",
              "「3ターン目」「2戦目」「第1試合」"),
           _p("guess", rf"サイド(?:を|は)?{NUM}枚(?:とれる|とる|取れる|取る|もらえる)?(?:の)?(?:か|ですか)?[？?]", "「サイドを2枚とれる？」: 問いの推測")),
    "zh": (_p("story", rf"第{NUM}(?:回合|局|轮|场|天|个回合)|{NUM}(?:回合前|年|个月|周)|{NUM}回合(?:的时候|时)",
              "「第3回合」「第2局」「两回合前」"),
           _p("guess", rf"(?<!了)(?:拿|取|获得|拿到|能拿)(?!了){NUM}张(?:奖[赏励]卡)?(?:吗|么|[？?])", "「能拿2张奖赏卡吗？」：提问者的猜测")),
}


#: A Pokémon said with no card named ("my Pokémon", 「自分のポケモン」, 「对手的宝可梦」): where it takes a part the outcome
#: turns on (the Pokémon hit, or the one retreating), which it is is missing.
GENERIC: dict[str, re.Pattern] = {
    "en": re.compile(r"\b(?:my|our|their|his|her|the opponent's|my opponent's|opponent's|one of (?:my|their)) (?:own )?(?:Active |Benched )?"
                     r"(?:Pokémon|Pokemon|mon)\b(?! ?(?:ex|V|VSTAR|VMAX|Tool|Checkup|Check|Catcher|Center|Center Lady)\b)", re.IGNORECASE),
    "ja": re.compile(r"(?:自分|相手|わたし|私|こちら|あいて|じぶん)の(?:バトル|ベンチ)?ポケモン(?!チェック|のどうぐ|どうぐ|ex|いれかえ|回収|センター)"),
    "zh": re.compile(r"(?:我的|我方的?|对手的|对方的|对面的|对手|对面)(?:战斗|备战)?宝可梦(?!检查|道具|卡|ex|中心|捕捉|交替)"),
}

#: An attack said used more than once ("Laser Blades it twice", 「もう一度使ったら」, 「连续打两次」): one replay is one
#: attack, so the question is not replayed as one.
REPEATED: dict[str, re.Pattern] = {
    "en": re.compile(r"\b(?:twice|two times|three times|a second time|(?:hits?|uses?|used|attacks?|attacked|does|did) (?:it |that |them )?again"
                     r"|again next turn|next turn again|(?:two|2|three|3) turns in a row|back[- ]to[- ]back)\b", re.IGNORECASE),
    "ja": re.compile(r"もう一度|もう1回|もういちど|2回目|二回目|連続で|連続して|続けて|二回|二発|2発|もう一発"),
    "zh": re.compile(r"两次|二次|第二次|再打一次|再用一次|再打一下|连续|两发|两下|再来一次|又用了?一次|又打了?一次"),
}

#: Damage said healed ("they healed it", 「回復した」, 「回复了」): what is left on it is not read.
HEALED: dict[str, re.Pattern] = {
    "en": re.compile(r"\bheal(?:s|ed|ing)?\b|\bhealed up\b|\bremoved (?:the |all |some )?damage|\brecovered (?:\d+|some|all|the)", re.IGNORECASE),
    "ja": re.compile(r"回復(?:し|さ|する|した|させ)|ダメカンを(?:とっ|取っ|取り除)|ダメージを(?:とっ|取っ|回復)"),
    "zh": re.compile(r"(?:回复|恢复|治疗|治愈)(?:了|过)?(?!特殊状态)|去掉(?:了)?(?:\S{0,4})伤害|移除(?:了)?(?:\S{0,4})伤害"),
}
#: Words of a Trainer's text that may change the outcome (damage, HP, damage counters, healing): one named in a situation
#: and not run by the engine makes it incomplete (moving a Pokémon or drawing cards changes nothing the replay asks).
TRAINER_BEARS = re.compile(r"damage|\bHP\b|\bheal|ダメージ|ダメカン|HP|回復|伤害|傷害|伤害指示物|回复|恢復|恢复", re.IGNORECASE)


#: A turn before the one asked about ("last turn", 「前の番」, 「上回合」): an attack's effect lasting from it may bear.
PREVIOUS: dict[str, re.Pattern] = {
    "en": re.compile(r"\b(?:last|previous|prior) turn\b|\bthe turn before\b", re.IGNORECASE),
    "ja": re.compile(r"前の(?:自分の|相手の)?(?:番|ターン)"),
    "zh": re.compile(r"上(?:一|个|一个)?回合|上轮"),
}
