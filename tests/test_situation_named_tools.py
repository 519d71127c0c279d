"""Tools naming their Pokémon by a part of its name, by name, by type, by its HP left and damage counters, by its Retreat Cost,
and Tools on the Prize cards each player has left or the Supporters the opponent plays (judge.situation.wordings TOOL_NAMED): each
text is the card table's, copied, in every language it has, and the effects its words say, written from the text and the guide
rule it applies (cited per case); then questions replayed, each expected value worked out by hand in a comment."""

from __future__ import annotations

import pytest

from judge.situation import texts

GALARIAN_CHESTPLATE = {'en': "If the Pokémon this card is attached to has “Galarian” in its name, it takes 30 less damage from attacks from your opponent's Pokémon (after applying Weakness and Resistance).", 'ja': 'このカードをつけている、名前に「ガラル」とつくポケモンが、相手のポケモンから受けるワザのダメージは「-30」される。', 'zh_hant': '附有這張卡的名稱中有「伽勒爾」的寶可夢，受到對手的寶可夢招式的傷害「-30」點。'}
ASSAULT_VEST = {'en': "Any damage done to the Pokémon this card is attached to by attacks from your opponent's Pokémon that have any Special Energy attached to them is reduced by 40 (after applying Weakness and Resistance).", 'ja': 'このカードをつけているポケモンが、特殊エネルギーがついている相手のポケモンから受けるワザのダメージは「-40」される。'}
DROPS_IN_THE_OCEAN = {'en': "The attacks used by the Blastoise this card is attached to do 100 more damage to your opponent's Active Pokémon (before applying Weakness and Resistance).\n(This card cannot be used at official tournaments.)"}
CRYSTAL_EDGE = {'en': 'If this card is attached to White Kyurem-EX, each of its attacks does 50 more damage to the Active Pokémon (before applying Weakness and Resistance).', 'ja': 'このカードをつけている「ホワイトキュレムEX」が使うワザの、バトルポケモンへのダメージは「+50」される。'}
DARK_CLAW = {'en': 'If this card is attached to a {D} Pokémon, each of the attacks of that Pokémon does 20 more damage to the Active Pokémon (before applying Weakness and Resistance).', 'ja': 'このカードをつけている[悪]ポケモンが使うワザの、バトルポケモンへのダメージは「+20」される。'}
SILVER_BANGLE = {'en': 'The attacks of the Pokémon this card is attached to (excluding Pokémon-EX) do 30 more damage to Active Pokémon-EX (before applying Weakness and Resistance).', 'ja': 'このカードをつけているポケモン（「ポケモンEX」をのぞく）が使うワザの、バトル場の「ポケモンEX」へのダメージは「+30」される。'}
TELESCOPIC_SIGHT = {'en': "The attacks of the Pokémon this card is attached to do 30 more damage to your opponent's Benched Pokémon V and Benched Pokémon-GX.", 'ja': 'このカードをつけているポケモンが使うワザの、相手のベンチの「ポケモンV・GX」へのダメージは「+30」される。', 'zh_hant': '附有這張卡的寶可夢使用的招式，對對手的備戰區的「寶可夢【V】・【GX】」造成的傷害「+30」點。'}
HUSTLE_BELT = {'en': "If the Pokémon this card is attached to has 30 HP or less remaining and has any damage counters on it, its attacks do 60 more damage to your opponent's Active Pokémon (before applying Weakness and Resistance).", 'ja': 'このカードをつけているポケモンの残りHPが「30」以下でダメカンがのっているなら、このカードをつけているポケモンが使うワザの、相手のバトルポケモンへのダメージは「+60」される。', 'zh_hant': '若附有這張卡的寶可夢的剩餘HP為「30」以下而身上放置有傷害指示物，則附有這張卡的寶可夢使用的招式，對對手的戰鬥寶可夢造成的傷害「+60」點。'}
BUFF_PADDING = {'en': 'If the Pokémon this card is attached to has a Retreat Cost of exactly 4, it gets +50 HP.', 'ja': 'このカードをつけているにげるためのエネルギーが4個のポケモンの最大HPは「50」大きくなる。', 'zh_hant': '附有這張卡的【撤退】所需的能量為4個的寶可夢的最大HP增加「50」。'}
COUNTER_GAIN = {'en': 'If you have more Prize cards remaining than your opponent, attacks used by the Pokémon this card is attached to cost {C} less.', 'ja': '自分のサイドの残り枚数が、相手のサイドの残り枚数より多いなら、このカードをつけているポケモンがワザを使うためのエネルギーは、[無]エネルギー1個ぶん少なくなる。', 'zh_hans': '若自己剩餘獎賞卡的張數比對手剩餘獎賞卡的張數多，則附有這張卡的寶可夢使用招式所需的能量，減少1個【無】能量。', 'zh_hant': '若自己剩餘獎賞卡的張數比對手剩餘獎賞卡的張數多，則附有這張卡的寶可夢使用招式所需的能量，減少1個【無】能量。'}
KARATE_BELT = {'en': 'If you have more Prize cards remaining than your opponent, the attacks of the Pokémon this card is attached to cost {F} less.', 'ja': '自分のサイドの残り枚数が、相手より多いなら、このカードをつけているポケモンが使うワザに必要なエネルギーは、[闘]エネルギー1個ぶん少なくなる。', 'zh_hant': '若自己剩餘獎賞卡的張數比對手剩餘獎賞卡的張數多，則將附有這張卡的寶可夢使用招式所需的能量，減少1個【鬥】能量。'}
SNOW_LEAF_BADGE = {'en': 'If the Pokémon V this card is attached to has “Leafeon” or “Glaceon” in its name, it has no Retreat Cost and no Weakness.', 'ja': 'このカードをつけている、名前に「リーフィアV」または「グレイシアV」とつくポケモンのにげるためのエネルギーと弱点は、すべてなくなる。', 'zh_hant': '附有這張卡的名稱中有「葉伊布【V】」或者「冰伊布【V】」的寶可夢，【撤退】所需的能量與弱點全部消除。'}
MOON_SUN_BADGE = {'en': 'If the Pokémon V this card is attached to has “Espeon” or “Umbreon” in its name, whenever your opponent plays a Supporter card from their hand, prevent all effects of that card done to that Pokémon.', 'ja': 'このカードをつけている、名前に「エーフィV」または「ブラッキーV」とつくポケモンは、相手が手札からサポートを出して使ったとき、その効果を受けない。', 'zh_hant': '對手從手牌使出支援者時，附有這張卡的名稱中有「太陽伊布【V】」或者「月亮伊布【V】」的寶可夢不會受到其效果的影響。'}
LEAFY_CAMO_PONCHO = {'en': 'Whenever your opponent plays a Supporter card from their hand, prevent all effects of that card done to the Pokémon VSTAR or Pokémon VMAX this card is attached to.', 'ja': 'このカードをつけている「ポケモンVSTAR・VMAX」は、相手が手札からサポートを出して使ったとき、その効果を受けない。', 'zh_hant': '對手從手牌使出支援者時，附有這張卡的「寶可夢【VSTAR】・【VMAX】」不會受到其效果的影響。'}

OPP = {"from_opponent": True}
ACTIVE = {"target_active": True, "target_opponent": True}


@pytest.mark.parametrize("printed, effects, names", [
    # Galarian Chestplate: −30 (step 5, B-05) for a holder with "Galarian" in its name, as each language prints the part of the name
    (GALARIAN_CHESTPLATE, [{"kind": "damage_taken", "amount": -30, "when": {"holder_name_has": None, **OPP}}],
     {"en": ["Galarian"], "ja": ["ガラル"], "zh_hant": ["伽勒尔"]}),
    # Assault Vest: −40 from the opponent's Pokémon with Special Energy attached (D-07)
    (ASSAULT_VEST, [{"kind": "damage_taken", "amount": -40, "when": {"attacker_has_special_energy": True, **OPP}}], {}),
    # Drops in the Ocean: Blastoise's attacks +100 (B-04); the sentence on tournaments changes nothing a replay asks
    (DROPS_IN_THE_OCEAN, [{"kind": "damage_dealt", "amount": 100, "when": {**ACTIVE, "holder_named": ["Blastoise"]}}], {}),
    # Crystal Edge: White Kyurem-EX's attacks +50 "to the Active Pokémon"; Dark Claw: a {D} holder's
    (CRYSTAL_EDGE, [{"kind": "damage_dealt", "amount": 50, "when": {"target_active": True, "holder_named": None}}],
     {"en": ["White Kyurem-EX"], "ja": ["ホワイトキュレムEX"]}),
    (DARK_CLAW, [{"kind": "damage_dealt", "amount": 20, "when": {"target_active": True, "holder_types": ["darkness"]}}], {}),
    # Silver Bangle: a holder not a Pokémon-EX, +30 to an Active Pokémon-EX (a Mega Evolution one is one)
    (SILVER_BANGLE, [{"kind": "damage_dealt", "amount": 30, "when": {"target_active": True, "holder_not_rule_box": ["EX", "mega"],
                                                                    "target_rule_box": ["EX", "mega"]}}], {}),
    # Telescopic Sight: +30 to the opponent's Benched Pokémon V and Pokémon-GX (step 2; B-08: the Bench's damage has no W/R)
    (TELESCOPIC_SIGHT, [{"kind": "damage_dealt", "amount": 30, "when": {"target_active": False, "target_opponent": True,
                                                                       "target_rule_box": ["V", "VMAX", "VSTAR", "GX", "tag-team"]}}], {}),
    # Hustle Belt: 30 HP or less left (D-16) and damage counters on it, +60
    (HUSTLE_BELT, [{"kind": "damage_dealt", "amount": 60, "when": {**ACTIVE, "holder_count": {"count": "self.counters", "at_least": 1},
                                                                  "holder_hp_at_most": 30}}], {}),
    # Buff Padding: a Retreat Cost of exactly 4 (D-10), +50 HP (D-15)
    (BUFF_PADDING, [{"kind": "max_hp", "amount": 50, "when": {"holder_count": {"count": "self.retreat_cost", "equals": 4}}}], {}),
    # Counter Gain / Karate Belt: more Prize cards left than the opponent, its attacks cost {C} / {F} less (D-12)
    (COUNTER_GAIN, [{"kind": "attack_cost", "amount": -1, "what": ["colorless"], "when": {"holder_behind": True}}], {}),
    (KARATE_BELT, [{"kind": "attack_cost", "amount": -1, "what": ["fighting"], "when": {"holder_behind": True}}], {}),
    # Snow Leaf Badge: a Pokémon V with "Leafeon" or "Glaceon" in its name (its name has "Leafeon V" …), no Retreat Cost and no Weakness
    (SNOW_LEAF_BADGE, [{"kind": "retreat_cost", "none": True, "when": {"holder_name_has": None}}, {"kind": "no_weakness", "when": {"holder_name_has": None}}],
     {"en": ["Leafeon V", "Glaceon V"], "ja": ["リーフィアV", "グレイシアV"], "zh_hant": ["叶伊布【V】", "冰伊布【V】"]}),
    # Moon & Sun Badge: unaffected by the Supporters the opponent plays (E-29); Leafy Camo Poncho: for a Pokémon VSTAR or VMAX
    (MOON_SUN_BADGE, [{"kind": "unaffected_by_played", "what": ["supporter"], "when": {"holder_name_has": None}}],
     {"en": ["Espeon V", "Umbreon V"], "ja": ["エーフィV", "ブラッキーV"], "zh_hant": ["太阳伊布【V】", "月亮伊布【V】"]}),
    (LEAFY_CAMO_PONCHO, [{"kind": "unaffected_by_played", "what": ["supporter"], "when": {"holder_rule_box": ["VSTAR", "VMAX"]}}], {}),
], ids=[n.lower() for n in ['GALARIAN_CHESTPLATE', 'ASSAULT_VEST', 'DROPS_IN_THE_OCEAN', 'CRYSTAL_EDGE', 'DARK_CLAW', 'SILVER_BANGLE', 'TELESCOPIC_SIGHT', 'HUSTLE_BELT', 'BUFF_PADDING', 'COUNTER_GAIN', 'KARATE_BELT', 'SNOW_LEAF_BADGE', 'MOON_SUN_BADGE', 'LEAFY_CAMO_PONCHO']])
def test_each_language_reads_the_printed_effects(printed, effects, names):
    for column, text in printed.items():
        said = [{**e, "when": {k: (names[column] if v is None else v) for k, v in e["when"].items()}} for e in effects]
        reading = texts.tool({column: text})
        assert reading is not None and reading.effects == said, f"{column}: {text}"
    assert texts.tool(printed) is not None and len(texts.tool(printed).effects) == len(effects)


def replayed(q: str) -> dict:
    from judge.situation.replay import situation
    sit = situation(q)
    assert sit is not None and sit["status"] == "replayed", (q, sit and sit.get("missing"))
    return sit


@pytest.mark.parametrize("q, outcome", [
    # Snow Leaf Badge on Leafeon VSTAR (a Pokémon V, "Leafeon" in its name): no Retreat Cost (D-13)
    ("What is the Retreat Cost of my Leafeon VSTAR with Snow Leaf Badge attached?", {"retreat_cost": 0}),
    # on a Leafeon that is no Pokémon V: its printed 1
    ("What is the Retreat Cost of my Leafeon with Snow Leaf Badge attached?", {"retreat_cost": 1}),
    # Galarian Chestplate on Galarian Zapdos V: Arm Press 160 (Lightning: not its Weakness, Psychic) − 30 = 130 (step 5); 200 − 130 = 70
    ("Iron Hands ex uses Arm Press on their Active Galarian Zapdos V with Galarian Chestplate attached (no damage on it). How much damage?",
     {"damage": 130, "knocked_out": False, "hp_left": 70}),
])
def test_a_tool_naming_its_pokemon_by_a_part_of_its_name(q, outcome):
    assert replayed(q)["outcome"] == outcome


EXPERT_BELT = {'en': "The Pokémon this card is attached to gets +20 HP and that Pokémon's attacks do 20 more damage to your opponent's Active Pokémon (before applying Weakness and Resistance). When the Pokémon this card is attached to is Knocked Out, your opponent takes 1 more Prize card.", 'ja': 'このカードをつけているポケモンの最大HPは「20」大きくなる。このカードをつけているポケモンが使うワザの、相手のバトルポケモンに与えるダメージは、すべて「+20」される。\nこのカードをつけているポケモンがきぜつして、相手プレイヤーがサイドをとるとき、相手プレイヤーはさらにサイドを1枚とる。'}


def test_a_tool_of_three_effects_hp_damage_and_a_prize_card_more():
    # Expert Belt: +20 HP (D-15), +20 to the opponent's Active Pokémon (B-04), 1 more Prize card when its Pokémon is Knocked Out
    # (the card's text over Knock Out step 4, II-A), in English and Japanese alike
    effects = [{"kind": "max_hp", "amount": 20}, {"kind": "damage_dealt", "amount": 20, "when": ACTIVE}, {"kind": "prize_count", "amount": 1}]
    for column, text in EXPERT_BELT.items():
        assert texts.tool({column: text}).effects == effects, column
