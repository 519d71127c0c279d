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


def test_an_ability_used_by_choice_after_a_condition_or_a_vstar_power_bears_on_nothing_until_used():
    # Breath of the Leaves: "once during your turn" after the condition of where it is, in each language the table prints it
    leaves = {"en": "If this Pokémon is your Active Pokémon, once during your turn (before your attack), you may heal 50 damage from 1 of "
                    "your Pokémon that has any Energy attached to it.",
              "ja": "このポケモンがバトル場にいるなら、自分の番に1回使える。エネルギーがついている自分のポケモン1匹のHPを「50」回復する。",
              "zh_hans": "这个特性在这只宝可梦是你的战斗宝可梦时，在自己的回合可以使用1次。恢复自己的1只身上附有能量的宝可梦的HP「50」点。",
              "zh_hant": "若這隻寶可夢在戰鬥場上，則在自己的回合時可使用1次。將自己的1隻身上附有能量的寶可夢恢復「50」HP。"}
    for column, text in leaves.items():
        assert not texts.bears({column: text}), column
    # Crystal Star: a VSTAR Power (once a game, when its player chooses), however much it says of damage
    assert not texts.bears({"en": "During your opponent's next turn, prevent all damage from and effects of attacks done to this Pokémon. "
                                  "(You can't use more than 1 VSTAR Power in a game.)"})
    assert not texts.bears({"ja": "次の相手の番、このポケモンはワザのダメージや効果を受けない。[対戦中、自分はVSTARパワーを1回しか使えない。]"})
    assert not texts.bears({"zh_hant": "在下個對手的回合，這隻寶可夢不會受到招式的傷害與效果的影響。[對戰中，己方只可使用1次【VSTAR】力量。]"})
    # Kinesis: when its Pokémon is played from the hand
    assert not texts.bears({"en": "When you play M Alakazam-EX from your hand to evolve this Pokémon, before it evolves, you may put 2 damage "
                                  "counters on your opponent's Active Pokémon and 3 damage counters on 1 of your opponent's Benched Pokémon."})
    # in force, however it speaks of turns: not used
    assert texts.bears({"en": "During your first turn, this Pokémon has no Retreat Cost."}, "retreat")


def test_an_attack_acting_after_its_damage_changes_nothing_asked():
    assert texts.attack({"en": "During your next turn, this Pokémon can't attack."}).kind == "after"
    assert texts.attack({"ja": "このポケモンにも30ダメージ。"}).kind == "self_damage"
    # a coin that may leave the attack doing nothing is the attack's own (D-01): read as a flag the replay flips for
    assert texts.attack({"en": "Flip a coin. If tails, this attack does nothing."}).flags == ["fails_on_tails"]
    assert texts.attack_bears({"en": "Flip a coin. If tails, this attack does nothing."})
