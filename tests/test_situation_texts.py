"""Card text read into engine effects only where a whole printed wording is one the engine models
(judge.situation.texts, judge.situation.wordings): each language read alike, or not read at all."""

from __future__ import annotations

from judge.situation import texts


def test_a_tool_read_alike_in_three_languages():
    babiri = {"en": "If the Pokémon this card is attached to is damaged by an attack from your opponent's {M} Pokémon, it takes 60 less "
                    "damage (after applying Weakness and Resistance), and discard this card.",
              "ja": "このカードをつけているポケモンが、相手の[鋼]ポケモンからワザのダメージを受けるとき、そのダメージは「-60」され、このカードをトラッシュする。",
              "zh_hant": "附有這張卡的寶可夢受到對手的【鋼】寶可夢招式的傷害時，那個傷害「-60」點，將這張卡丟棄。"}
    reading = texts.tool(babiri)
    assert reading.effect == {"kind": "damage_taken", "amount": -60, "when": {"attacker_types": ["metal"], "from_opponent": True}}


def test_languages_that_read_differently_are_not_read():
    # the card table's row of a name keeps each language's newest print: here two different cards' numbers
    rows = {"en": "This Pokémon takes 20 less damage from attacks (after applying Weakness and Resistance).",
            "ja": "このポケモンが受けるワザのダメージは「-30」される。"}
    assert texts.ability(rows) is None
    assert texts.ability({"en": rows["en"]}).effect == {"kind": "damage_taken", "amount": -20}


def test_an_ability_used_by_choice_bears_on_nothing_until_used():
    assert not texts.bears({"en": "Once during your turn, you may put 2 damage counters on 1 of your opponent's Pokémon."})
    assert texts.bears({"en": "If any damage is done to this Pokémon by attacks, flip a coin. If heads, prevent that damage."})


def test_an_attack_acting_after_its_damage_changes_nothing_asked():
    assert texts.attack({"en": "During your next turn, this Pokémon can't attack."}).kind == "after"
    assert texts.attack({"ja": "このポケモンにも30ダメージ。"}).kind == "self_damage"
    assert texts.attack({"en": "Flip a coin. If tails, this attack does nothing."}) is None
    assert texts.attack_bears({"en": "Flip a coin. If tails, this attack does nothing."})
