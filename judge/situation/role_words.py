"""The words a question says who does what in, per language (``en``, ``ja``, ``zh``: Chinese in Simplified): who
attacks (:data:`ATTACKS_SAID`, :data:`ATTACKS_BEFORE`), who is hit (:data:`HIT`, :data:`PASSIVE`), who is only in play
(:data:`BYSTANDER`, :data:`IN_PLAY`) and who is not (:data:`NOT_IN_PLAY`). :mod:`judge.situation.roles` reads a
question with them; nothing here decides anything.
"""

from __future__ import annotations

import re

from judge.situation.words import Pattern
from judge.situation.words import pattern as _p

#: The Pokémon taking the attack, said of the one named after it ("into Y", 「打Y」, 「Yに」 is after).
HIT: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("hit", r"\b(?:into|on|onto|against|hits?|at|targeting|vs\.?|versus)(?:\s|$)", "'into their Chien-Pao ex', 'hits a Lugia VSTAR', 'vs Lugia'", "after"),),
    "ja": (_p("hit", r"(?:に|を)(?:何|攻撃|ワザ|、|$)|が受けた|を倒|にダメ", "「Yに何ダメージ」「Yを倒したら」", "before"),),
    "zh": (_p("hit", r"打|给|攻击|对(?!手|方)|怼|揍|轰|砍|朝", "「打对手的Y」「怼对面的Y」", "after"),),
}
#: The Pokémon hit is the one the question names as passive ("被X打": X attacks the Pokémon named before).
PASSIVE: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("by", r"\b(?:hit by|attacked by|by their|by the opponent's)\b", "'hit by Gholdengo ex'", "after"),),
    "ja": (_p("by", r"(?:から|に)(?:ワザ|攻撃)を受け", "「相手のXから攻撃を受けた」", "after"),),
    "zh": (_p("by", r"被", "「被赛富豪ex淘金潮丢3张打」", "after"),),
}
#: A Pokémon only in play beside the two (its Abilities may bear on the outcome): "对手场上有X".
BYSTANDER: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("bystander", r"\b(?:they have|there is|there's|opponent has|they've got)\b", "'They have Spidops ex on the Bench'", "after"),),
    "ja": (_p("bystander", r"場に|場には|ベンチに(?:は)?$", "「相手の場にワナイダーexが2匹」「相手のベンチにマナフィがいる」", "after"),),
    "zh": (_p("bystander", r"场上有|場上有|场上是|场上还有|备战区(?:上)?(?:还)?有|备战(?:上)?有", "「对手场上有操陷蛛ex」「对手备战区有玛纳霏」", "after"),),
}

#: Words after a Pokémon's name saying it is in play (a bystander, its Abilities in force): "Manaphy is on my
#: Bench", 「マナフィが自分のベンチにいる」, 「玛纳霏在我的备战区」; ``who`` says whose.
IN_PLAY: dict[str, re.Pattern] = {
    "en": re.compile(r"^\s*(?:\([^)]*\)\s*)?(?:is |are |sits |sitting )?(?:also |still |now |just )?(?:on|in) (?P<who>my|our|their|his|her|the|your) "
                     r"(?:Bench|bench|Active Spot|side)|^\s*(?:\([^)]*\)\s*)?(?:is |are )in play\b"),
    "ja": re.compile(r"^(?:[(（][^)）]*[)）])?(?:が|は)(?P<who>自分の|相手の)?(?:ベンチ|場|バトル場)に(?:いる|出ている|ある)"),
    "zh": re.compile(r"^(?:[(（][^)）]*[)）])?在(?P<who>我的|我方|自己的|对手的|对方的)?(?:备战区|场上|战斗场)"),
}
#: Words saying a Pokémon named is not in play ("Sandy Shocks ex isn't in play", 「ワナイダーexはいない」, 「对手场上没有操陷蛛ex」):
#: its Abilities are not in force, and it takes no part. ``after`` reads the words after its name, ``before`` those before it.
NOT_IN_PLAY: dict[str, dict[str, re.Pattern]] = {
    "en": {"after": re.compile(r"^\s*(?:\([^)]*\)\s*)?(?:is not|isn't|is no longer|was not|wasn't|'s not) (?:in play|on (?:the|my|their|his|her|your) (?:bench|field|board))", re.IGNORECASE),
           "before": re.compile(r"\b(?:no|without an?|without any) $", re.IGNORECASE)},
    "ja": {"after": re.compile(r"^(?:[(（][^)）]*[)）])?(?:は|が)(?:(?:自分の|相手の)?(?:場|ベンチ|バトル場)に)?(?:いない|いません|出ていない|出てない|いなかった)"),
           "before": re.compile(r"(?!x)x")},
    "zh": {"after": re.compile(r"^(?:[(（][^)）]*[)）])?(?:不在场|不在(?:我的|对手的)?(?:场上|备战区)|没在场|已经不在场)"),
           "before": re.compile(r"(?:场上|备战区)?(?:没有|没)(?:了)?$")},
}
#: Whose the words of IN_PLAY say.
IN_PLAY_WHO = {"my": "me", "our": "me", "自分の": "me", "我的": "me", "我方": "me", "自己的": "me",
               "their": "opponent", "his": "opponent", "her": "opponent", "相手の": "opponent", "对手的": "opponent", "对方的": "opponent"}


#: Words saying the Pokémon named just before them attacks ("X attacks", "X uses", 「Xの」+attack, 「用X打」).
ATTACKS_SAID: dict[str, re.Pattern] = {
    "en": re.compile(r"^\s*(?:\([^)]*\)\s*)?(?:'s\b|attacks?\b|uses?\b|hits?\b|discards?\b|with [^.]{0,40}? uses\b|holding [^.]{0,40}? uses\b)", re.IGNORECASE),
    "ja": re.compile(r"^\s*(?:[(（][^)）]*[)）])?(?:の(?:ワザ|攻撃)|で攻撃|が攻撃|のワザ|で(?=[^。？?、]{0,30}(?:倒せ|倒す|きぜつさせ|ワンパン)))"),
    "zh": re.compile(r"^\s*(?:[(（][^)）]*[)）])?(?:的招式|用|使用|打|攻击|(?:能|可以)?(?:秒|击倒|打倒|带走))"),
}


#: Words before a Pokémon's name saying it attacks ("hit by X", 「被X」, 「用X打」).
ATTACKS_BEFORE: dict[str, re.Pattern] = {
    "en": re.compile(r"\b(?:hit|attacked|knocked out) by (?:their |my |the opponent's |a |an )?$|\bfrom (?:their |my )?$", re.IGNORECASE),
    "ja": re.compile(r"(?:相手の|相手)$"),
    "zh": re.compile(r"(?:被|用)(?:对手的|对手|我的)?$"),
}

#: A later turn said ("next turn", 「次の自分の番」, 「下个回合」): an Asleep Pokémon may wake at the Checkup before it (I-F), unless
#: its coin is said tails.
LATER_TURN: dict[str, re.Pattern] = {
    "en": re.compile(r"\bnext turn\b|\b(?:later|after) (?:this|the) turn\b|\bfollowing turn\b", re.IGNORECASE),
    "ja": re.compile(r"次の(?:自分の|相手の)?(?:番|ターン)"),
    "zh": re.compile(r"下(?:个|個|一个|一個|一)?回合"),
}

#: Words naming a player, and the end of a sentence: a Pokémon said on "the Bench" with no player named since the last Pokémon named
#: in its sentence is that one's player's (「自分のバトル場はX、ベンチにY」, "my Active is X, with Y on the Bench").
PLAYER_OR_END: dict[str, re.Pattern] = {
    "en": re.compile(r"\b(?:I|I'm|I've|my|mine|me|we|our|they|they're|their|theirs|opponent'?s?)\b|[.?!;]", re.IGNORECASE),
    "ja": re.compile(r"自分|相手|私|僕|俺|[。？?！!]"),
    "zh": re.compile(r"我|对手|对方|自己|[。？?！!；;]"),
}

#: Words saying a Pokémon has no Special Condition ("no Special Conditions", 「特殊状態なし」, 「没有特殊状态」): a Checkup asked of it
#: then puts only what effects in play put (I-F step 2).
NO_CONDITION_SAID: dict[str, re.Pattern] = {
    "en": re.compile(r"\bno (?:Special )?Conditions?\b|\bno status(?:es)?\b|\bnot (?:affected by )?(?:any )?Special Conditions?\b", re.IGNORECASE),
    "ja": re.compile(r"特殊状態(?:は|に|が)?(?:なし|ない|無し|なって(?:い)?ない)"),
    "zh": re.compile(r"(?:没有|无|沒有|不是|未处于)(?:任何)?特殊状态"),
}
