"""Abilities changing the number Weakness or Resistance is applied with (damage steps 3 and 4), Weakness's type, and
Abilities working while a Stadium is in play (judge.engine effect kinds ``weakness_times``, ``resistance_minus``; conditions
``stadium_in_play``, ``holder_stadium``). Each text is the card table's, copied, in every language it has; each reading is
then run on a board written by hand or asked as a question, each expected value worked out from the text and the guide's step
in a comment (ja-3.1 / zh-3.1 Ⅰ A-01 step 3: Weakness with the number beside it, step 4: Resistance likewise; II-A: the card's
text over the rules)."""

from __future__ import annotations


import pytest

from judge.engine.scenario.outcome import lookup
from judge.situation import texts

from by_hand import ability as read_ability, played

ALLERGY_PANIC = {'en': "Apply Weakness for each Pokémon (both yours and your opponent's) as ×4 instead.", 'ja': 'このポケモンがいるかぎり、おたがいのポケモン全員の弱点は、すべて「×4」としてダメージ計算をする。'}
ANCIENT_WAY = {'en': "Apply Weakness for your opponent's Active Pokémon as ×4 instead.", 'ja': 'このポケモンがいるかぎり、相手のバトルポケモンの弱点は「×4」としてダメージ計算をする。', 'zh_hant': '只要這隻寶可夢在場上，對手的戰鬥寶可夢的弱點以「×4」計算傷害。'}
KEY_OF_SECRETS = {'en': "Each of your {M} Pokémon's Resistance is now -40.", 'ja': 'このポケモンがいるかぎり、自分の[鋼]ポケモン全員の抵抗力は、すべて「-40」になる。', 'zh_hant': '只要這隻寶可夢在場上，將自己所有【鋼】寶可夢的抵抗力全部改為「-40」。'}
FAIRY_ZONE = {'en': "The Weakness of each of your opponent's {N} Pokémon in play is now {P}. (Apply Weakness as ×2.)", 'ja': 'このポケモンがいるかぎり、相手の場の[竜]ポケモン全員の弱点は、すべて[超]タイプになる。[弱点は「×2」で計算する。]', 'zh_hant': '只要這隻寶可夢在場上，對手的場上的所有【龍】寶可夢的弱點全部改爲【超】屬性。[弱點以「×2」計算傷害。]'}
MYSTERIOUS_NEST = {'ja': 'このポケモンがいるかぎり、おたがいの場の[無]ポケモン全員の弱点は、すべてなくなる。', 'zh_hant': '只要這隻寶可夢在場上，雙方的場上的所有【無】寶可夢的弱點全部消除。'}
DAMPENING_SHIELD = {'en': "As long as this Pokémon is on your Bench, Pokémon in play (both yours and your opponent's) have no Weakness or Resistance."}
SURGE_SURFER = {'en': 'If there is any Stadium card in play, this Pokémon has no Retreat Cost.', 'ja': '場にスタジアムが出ているなら、このポケモンのにげるためのエネルギーは、すべてなくなる。'}
FLOATING_SHELL = {'en': 'If you have a Stadium card in play, this Pokémon has no Retreat Cost.', 'ja': '場に自分のスタジアムが出ているなら、このポケモンのにげるためのエネルギーは、すべてなくなる。', 'zh_hant': '若場上有自己的競技場卡，則將這隻寶可夢【撤退】所需的能量全部消除。'}
STEALTHY_BODY = {'en': 'If there is any Stadium card in play, this Pokémon has no Weakness.', 'ja': '場にスタジアムが出ているなら、このポケモンの弱点は、すべてなくなる。', 'zh_hant': '若場上有競技場卡，則將這隻寶可夢的弱點全部消除。'}
DRAGON_ROAD = {'en': 'If there is any Stadium card in play, the Retreat Cost of each of your {N} Pokémon in play is {C}{C} less.'}
DRAGON_ROAD_JA = {'ja': 'この特性は、場にスタジアムが出ているなら、はたらく。このポケモンがいるかぎり、自分の[竜]ポケモン全員のにげるために必要なエネルギーは、それぞれ2個ぶん少なくなる。'}

STADIUM = {"stadium_in_play": True}


@pytest.mark.parametrize("printed, effects, where", [
    # Allergy Panic: every Pokémon's Weakness ×4 (step 3's number); Ancient Way: the opponent's Active Pokémon's
    (ALLERGY_PANIC, [{"kind": "weakness_times", "amount": 4, "applies_to": "all_pokemon"}], "anywhere"),
    (ANCIENT_WAY, [{"kind": "weakness_times", "amount": 4, "applies_to": "opponents_active"}], "anywhere"),
    # Key of Secrets: its player's {M} Pokémon's Resistance −40 (step 4's number)
    (KEY_OF_SECRETS, [{"kind": "resistance_minus", "amount": 40, "when": {"holder_types": ["metal"]}, "applies_to": "your_pokemon"}], "anywhere"),
    # Fairy Zone: the opponent's {N} Pokémon's Weakness is {P}, ×2 (E-21 【文例2】)
    (FAIRY_ZONE, [{"kind": "weakness_type", "amount": 2, "becomes": "psychic", "when": {"holder_types": ["dragon"]},
                   "applies_to": "opponents_pokemon"}], "anywhere"),
    # Mysterious Nest: either player's {C} Pokémon have no Weakness (D-13)
    (MYSTERIOUS_NEST, [{"kind": "no_weakness", "when": {"holder_types": ["colorless"]}, "applies_to": "all_pokemon"}], "anywhere"),
    # Dampening Shield: from the Bench (E-13), no Weakness and no Resistance for either player's Pokémon
    (DAMPENING_SHIELD, [{"kind": "no_weakness", "applies_to": "all_pokemon"}, {"kind": "no_resistance", "applies_to": "all_pokemon"}], "bench"),
    # Surge Surfer: while any Stadium is in play, no Retreat Cost (D-13); Floating Shell: while its player's Stadium is
    (SURGE_SURFER, [{"kind": "retreat_cost", "none": True, "when": STADIUM}], "anywhere"),
    (FLOATING_SHELL, [{"kind": "retreat_cost", "none": True, "when": {"holder_stadium": True}}], "anywhere"),
    # Stealthy Body: no Weakness while a Stadium is in play
    (STEALTHY_BODY, [{"kind": "no_weakness", "when": STADIUM}], "anywhere"),
    # Dragon Road: its player's {N} Pokémon's Retreat Cost −2 (D-12) while a Stadium is in play (the English and Japanese prints
    # are rows of their own)
    (DRAGON_ROAD, [{"kind": "retreat_cost", "amount": -2, "when": {**STADIUM, "holder_types": ["dragon"]}, "applies_to": "your_pokemon"}],
     "anywhere"),
    (DRAGON_ROAD_JA, [{"kind": "retreat_cost", "amount": -2, "when": {**STADIUM, "holder_types": ["dragon"]}, "applies_to": "your_pokemon"}],
     "anywhere"),
])
def test_each_language_reads_the_printed_effects(printed, effects, where):
    for column, text in printed.items():
        reading = texts.ability({column: text})
        assert reading is not None and reading.effects == effects and reading.where == where, f"{column}: {text}"
    assert texts.ability(printed).effects == effects


def test_a_garbled_print_is_not_read_alone():
    # Mysterious Nest's English row prints no sentence ("{C} → … have no Weakness :"): not read; the Japanese and Chinese are
    assert texts.ability({"en": "{C} → Pokémon in play (both yours and your opponent's) have no Weakness :"}) is None


def board(tmp_path, me: dict, opponent: dict, do: list, stadium: dict | None = None):
    """The game at the end of a scenario written by hand (``me`` attacks, on turn 3)."""
    return played(tmp_path, me, opponent, do, stadium=stadium)[0]


def ability(printed: dict) -> list[dict]:
    return read_ability(printed, where=False)


FIRE = {"card": "Attacker", "hp": 300, "types": ["fire"], "attacks": [{"name": "Hit", "damage": 50}]}


@pytest.mark.parametrize("attacker, defender, damage", [
    # printed ×2: 50 × 2 = 100 (step 3)
    (FIRE, {"weakness": [{"type": "fire", "multiplier": 2}]}, 100),
    # Ancient Way on the attacker: the opponent's Active Pokémon's Weakness ×4, 50 × 4 = 200
    ({**FIRE, "abilities": ability(ANCIENT_WAY)}, {"weakness": [{"type": "fire", "multiplier": 2}]}, 200),
    # ×4, but no Weakness of the attacker's type: nothing multiplied, 50
    ({**FIRE, "abilities": ability(ANCIENT_WAY)}, {"weakness": [{"type": "water", "multiplier": 2}]}, 50),
    # printed −30: 50 − 30 = 20 (step 4); Key of Secrets on the {M} defender's side: −40, 50 − 40 = 10
    (FIRE, {"types": ["metal"], "resistance": [{"type": "fire", "minus": 30}]}, 20),
    (FIRE, {"types": ["metal"], "resistance": [{"type": "fire", "minus": 30}], "abilities": ability(KEY_OF_SECRETS)}, 10),
    # a defender not {M}: Key of Secrets does not reach it, the printed −30
    (FIRE, {"types": ["water"], "resistance": [{"type": "fire", "minus": 30}], "abilities": ability(KEY_OF_SECRETS)}, 20),
    # Fairy Zone on the attacker's side: the {N} defender's Weakness is {P} ×2, a {P} attack 50 × 2 = 100; its printed {Y}
    # Weakness no longer counts, a {Y} attack does 50
    ({**FIRE, "types": ["psychic"], "abilities": ability(FAIRY_ZONE)}, {"types": ["dragon"], "weakness": [{"type": "fairy", "multiplier": 2}]}, 100),
    ({**FIRE, "types": ["fairy"], "abilities": ability(FAIRY_ZONE)}, {"types": ["dragon"], "weakness": [{"type": "fairy", "multiplier": 2}]}, 50),
])
def test_the_number_weakness_and_resistance_are_applied_with(tmp_path, attacker, defender, damage):
    game = board(tmp_path, {"active": attacker}, {"active": {"card": "Defender", "hp": 300, **defender}}, [{"attack": "Hit"}])
    assert lookup(game, "opponent.active.damage") == damage


@pytest.mark.parametrize("stadium, cost", [
    # no Stadium in play: the printed Retreat Cost 2; a Stadium (either player's): none (D-13)
    (None, 2),
    ({"card": "Some Stadium", "kind": "stadium", "owner": "opponent"}, 0),
])
def test_no_retreat_cost_while_a_stadium_is_in_play(tmp_path, stadium, cost):
    game = board(tmp_path, {"active": {"card": "Holder", "hp": 100, "retreat": 2, "abilities": ability(SURGE_SURFER)}},
                 {"active": {"card": "Other", "hp": 100}}, [], stadium)
    assert lookup(game, "me.active.retreat_cost") == cost


@pytest.mark.parametrize("owner, cost", [
    # Floating Shell: its player's Stadium, none; the opponent's, the printed 1
    ("me", 0),
    ("opponent", 1),
])
def test_no_retreat_cost_while_its_players_stadium_is_in_play(tmp_path, owner, cost):
    game = board(tmp_path, {"active": {"card": "Holder", "hp": 100, "retreat": 1, "abilities": ability(FLOATING_SHELL)}},
                 {"active": {"card": "Other", "hp": 100}}, [], {"card": "Some Stadium", "kind": "stadium", "owner": owner})
    assert lookup(game, "me.active.retreat_cost") == cost


def situation(q: str) -> dict:
    from judge.situation.replay import situation as read
    sit = read(q)
    assert sit is not None, q
    return sit


def test_whether_a_stadium_is_in_play_is_asked_unless_said():
    # Alolan Raichu (CIN 31)'s Surge Surfer: no Stadium named, whether one is in play is asked; Artazon named: none (D-13)
    sit = situation("What is the Retreat Cost of my Alolan Raichu (CIN 31)?")
    assert sit["status"] == "incomplete" and any("Stadium" in m for m in sit["missing"]), sit
    sit = situation("Artazon is in play. What is the Retreat Cost of my Alolan Raichu (CIN 31)?")
    assert sit["status"] == "replayed" and sit["outcome"] == {"retreat_cost": 0}, sit
