"""What the situation says to the reader, in the question's language (``en``, ``ja``, ``zh``; a
Traditional question gets Traditional, :func:`judge.lang.text.traditional`): what is missing, and the
outcome in a line ("300 damage — Chien-Pao ex is Knocked Out", 「300ダメージ、きぜつ」, 「300伤害，昏厥」).
"""

from __future__ import annotations

from judge.cards.naming import localized
from judge.lang.text import traditional

#: What a situation lacks, by kind: each a phrase per language, ``{…}`` the names and numbers it gives.
MISSING: dict[str, dict[str, str]] = {
    "asked": {"en": "what is asked", "ja": "何を問うているか", "zh": "问的是什么"},
    "attacker": {"en": "which Pokémon attacks", "ja": "どのポケモンがワザを使うか", "zh": "哪只宝可梦使用招式"},
    "defender": {"en": "which Pokémon the attack hits", "ja": "ワザを受けるポケモン", "zh": "受到招式的宝可梦"},
    "subject": {"en": "which Pokémon the question is about", "ja": "どのポケモンについての問いか", "zh": "问的是哪只宝可梦"},
    "unknown_card": {"en": "the card {card}: the card table has no card of that name", "ja": "カード「{card}」：カードの表にその名前のカードはない",
                     "zh": "卡牌「{card}」：卡牌表中没有这个名字的卡"},
    "attack": {"en": "which attack {card} uses ({options})", "ja": "{card}がどのワザを使うか（{options}）", "zh": "{card}使用哪个招式（{options}）"},
    "no_attack": {"en": "{card} prints no attack named {attack}", "ja": "{card}には「{attack}」というワザがない", "zh": "{card}没有名为「{attack}」的招式"},
    "print": {"en": "which {card} card it is: its prints differ in what the outcome turns on ({options})",
              "ja": "どの{card}のカードか：結果を左右する点がカードによって違う（{options}）",
              "zh": "是哪一张{card}：影响结果的数值因卡而异（{options}）"},
    "no_print": {"en": "{card}: no print of it matches what the question says ({said})", "ja": "{card}：問いの言う（{said}）に合うカードがない",
                 "zh": "{card}：没有符合问题所说（{said}）的卡"},
    "count": {"en": "how many cards were discarded for {attack}", "ja": "「{attack}」で何枚トラッシュしたか", "zh": "「{attack}」丢弃了几张卡"},
    "damage_on": {"en": "how much damage is already on {card}", "ja": "{card}にすでにのっているダメージ", "zh": "{card}身上已有多少伤害"},
    "hp_left": {"en": "{card}'s HP left ({hp}) does not fit its HP {max}", "ja": "{card}の残りHP（{hp}）が最大HP {max} に合わない",
                "zh": "{card}的剩余HP（{hp}）与其最大HP {max} 不符"},
    "engine_part": {"en": "the engine can't run {card}'s {part}", "ja": "{card}の「{part}」はエンジンで再現できない",
                    "zh": "引擎无法运行{card}的「{part}」"},
    "engine_card": {"en": "the engine can't run {card}", "ja": "「{card}」の効果はエンジンで再現できない", "zh": "引擎无法运行「{card}」的效果"},
    "damage_text": {"en": "{attack}'s damage: the engine can't run its text", "ja": "「{attack}」のダメージ：その説明文をエンジンで再現できない",
                    "zh": "「{attack}」的伤害：引擎无法运行其说明文字"},
    "bench_damage": {"en": "{attack} does no damage the engine reads to a Benched Pokémon", "ja": "「{attack}」のベンチへのダメージをエンジンが読めない",
                     "zh": "引擎读不出「{attack}」对备战宝可梦的伤害"},
    "tera": {"en": "whether {card} is a Tera Pokémon (on the Bench, a Tera Pokémon takes no damage from attacks)",
             "ja": "{card}がテラスタルのポケモンか（テラスタルのポケモンはベンチでワザのダメージを受けない）",
             "zh": "{card}是否为太晶宝可梦（太晶宝可梦在备战区不会受到招式的伤害）"},
    "tool_unread": {"en": "which card “{what}” is: no card of that name is read", "ja": "「{what}」がどのカードか：その名前のカードが読めない",
                    "zh": "「{what}」是哪张卡：读不出这个名字的卡"},
    "energy_attached": {"en": "the Energy attached ({card} reads it)", "ja": "ついているエネルギー（{card}の効果がそれを見る）",
                        "zh": "附着的能量（{card}的效果取决于此）"},
    "attached_to": {"en": "which Pokémon {card} is attached to", "ja": "「{card}」をどのポケモンにつけているか", "zh": "「{card}」附在哪只宝可梦身上"},
    "stadium_in_play": {"en": "whether {card} is in play when the damage is done", "ja": "ダメージを与えるとき「{card}」が場に出ているか",
                        "zh": "造成伤害时「{card}」是否在场"},
    "number_unread": {"en": "what the number in “{what}” is (no piece of the situation reads it)", "ja": "「{what}」の数が何か（読み取れない）",
                      "zh": "「{what}」中的数字指什么（无法读出）"},
    "in_play": {"en": "whether {card} is in play, and where (its Ability bears on the outcome)", "ja": "{card}が場にいるか、どこにいるか（その特性が結果を左右する）",
                "zh": "{card}是否在场、在哪里（其特性影响结果）"},
    "condition_said": {"en": "whether {card} has a Special Condition ({attack} reads it)", "ja": "{card}が特殊状態か（「{attack}」がそれを見る）",
                       "zh": "{card}是否处于特殊状态（「{attack}」取决于此）"},
    "poison_counters": {"en": "how many damage counters the Poison puts at each Checkup", "ja": "どくでのせるダメカンの数",
                        "zh": "中毒在每次宝可梦检查时放置几个伤害指示物"},
    "repeated": {"en": "the attack said used more than once (“{what}”): each use is an attack of its own, not replayed as one",
                 "ja": "ワザを2回以上使うこと（「{what}」）：1回ずつ別のワザとして扱う必要があり、1回として再現できない",
                 "zh": "招式被使用了不止一次（「{what}」）：每次都是单独的招式，不能当作一次重现"},
    "which_pokemon": {"en": "which Pokémon “{what}” is (its card: HP, type, Weakness, Retreat Cost)",
                      "ja": "「{what}」がどのポケモンか（そのカードのHP・タイプ・弱点・にげるエネルギー）",
                      "zh": "「{what}」是哪只宝可梦（其卡牌的HP、属性、弱点、撤退费用）"},
    "said_of": {"en": "which Pokémon “{what}” is said of", "ja": "「{what}」がどのポケモンのことか", "zh": "「{what}」说的是哪只宝可梦"},
    "where": {"en": "whether {card} is the Active Pokémon or on the Bench ({attack} may hit either)",
              "ja": "{card}がバトルポケモンかベンチポケモンか（「{attack}」はどちらにも当てられる）",
              "zh": "{card}是战斗宝可梦还是备战宝可梦（「{attack}」两者都能打到）"},
    "knocked_out_last_turn": {"en": "whether any of the attacker's player's Pokémon were Knocked Out by an attack's damage the turn before ({card})",
                              "ja": "前の相手の番にワザのダメージで自分のポケモンがきぜつしていたか（{card}）",
                              "zh": "上个对手的回合是否有自己的宝可梦因招式的伤害而昏厥（{card}）"},
    "once_worked": {"en": "whether the effect of {card} has already worked this game (it works once per game)",
                    "ja": "この対戦で「{card}」の効果がすでにはたらいたか（1回しかはたらかない）",
                    "zh": "本局「{card}」的效果是否已经生效过（只生效1次）"},
    "bench_only": {"en": "which of the opponent's Benched Pokémon {attack} hits ({attack} does damage only to Benched Pokémon, not to {card} in the Active Spot)",
                   "ja": "「{attack}」が当たる相手のベンチポケモン（「{attack}」はベンチポケモンにだけダメージを与え、バトル場の{card}には与えない）",
                   "zh": "「{attack}」打到对手的哪只备战宝可梦（「{attack}」只对备战宝可梦造成伤害，不对战斗场的{card}造成伤害）"},
    "bench_count": {"en": "how many Pokémon are on the Bench ({card} counts them)", "ja": "ベンチのポケモンの数（{card}の効果がそれを数える）",
                    "zh": "备战区的宝可梦数量（{card}的效果计算其数量）"},
    "stadium_any": {"en": "whether a Stadium is in play ({card} reads it)", "ja": "場にスタジアムが出ているか（{card}の効果がそれを見る）",
                    "zh": "场上是否有竞技场卡（{card}的效果取决于此）"},
    "stadium_whose": {"en": "whose Stadium {stadium} is ({card} reads it)", "ja": "「{stadium}」がどちらのプレイヤーのスタジアムか（{card}の効果がそれを見る）",
                      "zh": "「{stadium}」是哪位玩家的竞技场卡（{card}的效果取决于此）"},
    "stadium_discarded": {"en": "whether a Stadium in play was discarded for {attack}", "ja": "「{attack}」で場のスタジアムをトラッシュしたか",
                          "zh": "「{attack}」是否丢弃了场上的竞技场"},
    "counters_on_self": {"en": "how many damage counters {attack} put on its own Pokémon (up to {n})",
                         "ja": "「{attack}」で自分にのせたダメカンの数（{n}個まで）", "zh": "「{attack}」在自己身上放置了几个伤害指示物（最多{n}个）"},
    "counters_put": {"en": "how many of {attack}'s {n} damage counters were put on the Pokémon asked about",
                     "ja": "「{attack}」のダメカン{n}個のうち、問われているポケモンに何個のせたか", "zh": "「{attack}」的{n}个伤害指示物中，有几个放在了所问的宝可梦身上"},
    "prizes_left": {"en": "whose Prize cards left the number said is", "ja": "残りサイドの枚数がどちらのプレイヤーのものか",
                    "zh": "所说的剩余奖赏卡是哪位玩家的"},
    "prizes_each": {"en": "how many Prize cards each player has left ({card} reads it)", "ja": "おたがいの残りサイドの枚数（{card}の効果がそれを見る）",
                    "zh": "双方各剩余几张奖赏卡（{card}的效果取决于此）"},
    "prizes_taken": {"en": "how many Prize cards {card}'s opponent has taken (its attack counts them)",
                     "ja": "{card}の相手がすでにとったサイドの枚数（ワザがそれを数える）", "zh": "{card}的对手已经获得的奖赏卡张数（招式据此计算）"},
    "coins": {"en": "the coin flip result(s) ({what})", "ja": "コインの結果（{what}）", "zh": "硬币的结果（{what}）"},
    "woke": {"en": "whether {card} woke up at the Pokémon Checkup before that turn (its coin)",
             "ja": "その番の前のポケモンチェックで{card}のねむりが回復したか（コインの結果）", "zh": "那个回合之前的宝可梦检查中{card}是否从睡眠恢复（硬币的结果）"},
    "hidden": {"en": "{what}: the outcome differs with it", "ja": "{what}：それによって結果が変わる", "zh": "{what}：结果因此而不同"},
    "engine_error": {"en": "the engine could not replay it ({why})", "ja": "エンジンが再現できなかった（{why}）", "zh": "引擎无法重现（{why}）"},
    "bench_full": {"en": "more Pokémon on the Bench than it holds", "ja": "ベンチに入りきらない数のポケモン", "zh": "备战区放不下的宝可梦数量"},
}

#: The outcome's words.
WORDS: dict[str, dict[str, str]] = {
    "damage": {"en": "{n} damage", "ja": "{n}ダメージ", "zh": "{n}伤害"},
    "knocked_out": {"en": "{card} is Knocked Out", "ja": "{card}はきぜつ", "zh": "{card}昏厥"},
    "survives": {"en": "{card} is not Knocked Out", "ja": "{card}はきぜつしない", "zh": "{card}不会昏厥"},
    "hp_left": {"en": "{n} HP left", "ja": "残りHP {n}", "zh": "剩余HP {n}"},
    "prizes": {"en": "{n} Prize card(s) taken", "ja": "サイドを{n}枚とる", "zh": "拿取{n}张奖赏卡"},
    "retreat_cost": {"en": "Retreat Cost {n}", "ja": "にげるためのエネルギー {n}個", "zh": "撤退所需能量{n}个"},
    "yes": {"en": "yes", "ja": "はい", "zh": "是"},
    "no": {"en": "no", "ja": "いいえ", "zh": "否"},
    "sep": {"en": " — ", "ja": "、", "zh": "，"},
    # what the outcome turns on is either not said by the question or not run by the engine: the frame names neither
    "incomplete": {"en": "Not replayed: the outcome turns on ", "ja": "再現できない：結果が決まらない点：",
                   "zh": "无法重现：结果取决于："},
}


def local(text: str, lang: str, hant: bool) -> str:
    """Text shown to a reader who asked in Traditional Chinese, in Traditional."""
    return traditional(text) if lang == "zh" and hant else text


def missing(kind: str, lang: str, hant: bool = False, **said) -> str:
    """What is missing, in the question's language."""
    return local(MISSING[kind][lang].format(**said), lang, hant)


def word(kind: str, lang: str, hant: bool = False, **said) -> str:
    return local(WORDS[kind][lang].format(**said), lang, hant)


def outcome_line(outcome: dict, card: str, lang: str, hant: bool = False) -> str:
    """The outcome in a line: the damage first, then the Knock Out, HP left, Prize cards, Retreat Cost, the answer."""
    bits = []
    if "answer" in outcome:
        bits.append(word(outcome["answer"], lang, hant))
    if "retreat_cost" in outcome:
        bits.append(word("retreat_cost", lang, hant, n=outcome["retreat_cost"]))
    if "damage" in outcome:
        bits.append(word("damage", lang, hant, n=outcome["damage"]))
    if "knocked_out" in outcome:
        bits.append(word("knocked_out" if outcome["knocked_out"] else "survives", lang, hant, card=card))
    if "hp_left" in outcome and not outcome.get("knocked_out"):
        bits.append(word("hp_left", lang, hant, n=outcome["hp_left"]))
    if outcome.get("prizes"):
        bits.append(word("prizes", lang, hant, n=outcome["prizes"]))
    return word("sep", lang, hant).join(bits)


def incomplete_line(missing_list: list[str], lang: str, hant: bool = False) -> str:
    sep = "; " if lang == "en" else "；"
    return word("incomplete", lang, hant) + sep.join(missing_list)


def worded(trace: list[dict], lang: str, hant: bool) -> list[dict]:
    """The trace's steps, their words in the question's language naming cards in it (Traditional for a Traditional question)."""
    out = []
    for s in trace:
        says = dict(s.get("says", {}))
        if says.get(lang):
            says[lang] = localized(says[lang], lang)
        if hant and says.get("zh"):
            says["zh"] = traditional(says["zh"])
        out.append({**s, "says": says})
    return out


def line(sit: dict, lang: str, hant: bool = False) -> str:
    """The situation in a line, in the question's language (the page and the command line show it first)."""
    if sit["status"] != "replayed":
        return incomplete_line(sit["missing"], lang, hant)
    name = _subject_name(sit)
    return outcome_line(sit["outcome"], local(name, lang, hant), lang, hant)


def _has(doc: dict, ident: str) -> bool:
    board = doc.get("board", {})
    return any(p and p.get("id") == ident for side in ("me", "opponent")
               for p in [board.get(side, {}).get("active")] + board.get(side, {}).get("bench", []))


def _subject_name(sit: dict) -> str:
    doc = sit.get("scenario") or {}
    for side in ("opponent", "me"):
        for p in [doc.get("board", {}).get(side, {}).get("active")] + doc.get("board", {}).get(side, {}).get("bench", []):
            if p and p.get("id") in ("defender", "subject", "attacker") and (p.get("id") != "attacker" or not _has(doc, "defender")):
                return p["card"]
    me = doc.get("board", {}).get("me", {}).get("active") or {}
    return me.get("card", "")
