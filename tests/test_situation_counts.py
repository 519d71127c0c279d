"""Abilities working on a count: the Energy attached (N or more of a type, N or fewer, the attacking Pokémon's), the damage
counters on the Pokémon, the Prize cards left or taken (judge.engine.when ``holder_count`` / ``attacker_count``, an effect's
``per``). Each text is the card table's, copied, in every language it has; its reading is run on a board written by hand, the
numbers on either side of the count, each expected value worked out from the text and the guide's step in a comment."""

from __future__ import annotations


import pytest

from judge.engine.scenario.outcome import lookup
from judge.situation import texts

from by_hand import ability as read_ability, played


def ability(printed: dict) -> list[dict]:
    return read_ability(printed, where=False)

GROUP_POWER = {'en': 'If this Pokémon has 3 or more {W} Energy attached, it gets +150 HP.', 'ja': 'このポケモンに[水]エネルギーが3個以上ついているなら、このポケモンの最大HPは「150」大きくなる。', 'zh_hant': '若這隻寶可夢身上附有3個以上【水】能量，則這隻寶可夢的最大HP增加「150」。'}
NUTRITIONAL_IRON = {'en': 'If this Pokémon has 3 or more {M} Energy attached, it gets +100 HP.', 'ja': 'このポケモンに[鋼]エネルギーが3個以上ついているなら、このポケモンの最大HPは「+100」される。', 'zh_hant': '若這隻寶可夢身上附有3個以上【鋼】能量，則這隻寶可夢的最大HP「+100」。'}
EMERGENCY_EXIT = {'en': 'If this Pokémon has 2 or fewer Energy attached to it, it has no Retreat Cost.', 'ja': 'このポケモンについているエネルギーが2個以下なら、このポケモンのにげるためのエネルギーは、すべてなくなる。', 'zh_hant': '若這隻寶可夢身上所附加的能量在2個以下，則將這隻寶可夢【撤退】所需的能量全部消除。'}
PROTECTIVE_SHELL = {'en': "Prevent all damage done to this Pokémon by attacks from your opponent's Pokémon that have 2 or fewer Energy attached to them.", 'ja': 'このポケモンは、ついているエネルギーが2個以下の相手のポケモンから、ワザのダメージを受けない。', 'zh_hant': '這隻寶可夢不會受到對手的身上附有2個以下能量的寶可夢招式的傷害。'}
ANCIENT_BULWARK = {'en': "As long as this Pokémon is on your Bench, prevent all damage done to each of your Pokémon by attacks from your opponent's Pokémon that have 2 or less Energy attached.", 'ja': 'このポケモンがベンチにいるかぎり、自分のポケモン全員は、ついているエネルギーが2個以下の相手のポケモンからワザのダメージを受けない。'}
VAMOOSE = {'en': 'If this Pokémon has any damage counters on it, it has no Retreat Cost.', 'ja': 'このポケモンにダメカンがのっているなら、このポケモンのにげるためのエネルギーは、すべてなくなる。', 'zh_hant': '若這隻寶可夢身上放置有傷害指示物，則這隻寶可夢【撤退】所需的能量全部消除。'}
LOSE_COOL = {'en': "If this Pokémon has 2 or more damage counters on it, attacks used by this Pokémon do 120 more damage to your opponent's Active Pokémon (before applying Weakness and Resistance).", 'ja': 'このポケモンにダメカンが2個以上のっているなら、このポケモンが使うワザの、相手のバトルポケモンへのダメージは「+120」される。', 'zh_hans': '若這隻寶可夢身上放置有2個以上的傷害指示物，則這隻寶可夢使用的招式，對對手的戰鬥寶可夢造成的傷害「+120」點。', 'zh_hant': '若這隻寶可夢身上放置有2個以上的傷害指示物，則這隻寶可夢使用的招式，對對手的戰鬥寶可夢造成的傷害「+120」點。'}
CRISIS_MUSCLES = {'en': 'If your opponent has 3 or fewer Prize cards remaining, this Pokémon gets +150 HP.', 'ja': '相手のサイドの残り枚数が3枚以下なら、このポケモンの最大HPは「150」大きくなる。', 'zh_hant': '若對手剩餘獎賞卡的張數為3張以下，則這隻寶可夢的最大HP增加「150」。'}
AVENGING_AURA = {'en': "If you have more Prize cards remaining than your opponent, this Pokémon's attacks do 80 more damage to your opponent's Active Pokémon (before applying Weakness and Resistance).", 'ja': '自分のサイドの残り枚数が、相手より多いなら、このポケモンが使うワザの、相手のバトルポケモンへのダメージは「+80」される。', 'zh_hant': '若自己剩餘獎賞卡的張數比對手剩餘獎賞卡的張數多，則這隻寶可夢使用的招式，對對手的戰鬥寶可夢造成的傷害「+80」點。'}
BEAST_BOOST = {'en': "This Pokémon's attacks do 20 more damage to your opponent's Active Pokémon for each Prize card you have taken (before applying Weakness and Resistance).", 'ja': 'このポケモンが使うワザの、相手のバトルポケモンへのダメージは、自分がすでにとったサイド1枚につき「+20」される。', 'zh_hant': '這隻寶可夢使用的招式，對對手的戰鬥寶可夢造成的傷害，依自己已經獲得的獎賞卡每1張「+20」點。'}
CRISIS_POWER = {'en': "This Pokémon's attacks do 30 more damage to your opponent's Active Pokémon for each Prize card your opponent has taken (before applying Weakness and Resistance).", 'ja': 'このポケモンが使うワザの、相手のバトルポケモンへのダメージは、相手がすでにとったサイド1枚につき「+30」される。', 'zh_hant': '這隻寶可夢使用的招式，對對手的戰鬥寶可夢造成的傷害，依對手已經獲得的獎賞卡每1張「+30」點。'}
RESILIENT_SOUL = {'en': "This Pokémon gets +50 HP for each Prize card your opponent has taken.", 'ja': '相手がすでにとったサイド1枚につき、このポケモンの最大HPは「+50」される。', 'zh_hans': '這隻寶可夢的最大HP，依對手已經獲得的獎賞卡每1張「+50」。', 'zh_hant': '這隻寶可夢的最大HP，依對手已經獲得的獎賞卡每1張「+50」。'}

ENERGY = lambda t, n: {"count": f"self.energy_of:{t}" if t else "self.energy", **n}  # noqa: E731
ACTIVE = {"target_active": True, "target_opponent": True}


@pytest.mark.parametrize("printed, effects, where", [
    # Group Power: 3 or more {W} Energy (D-07: the Energy it provides), +150 HP (D-15)
    (GROUP_POWER, [{"kind": "max_hp", "amount": 150, "when": {"holder_count": ENERGY("water", {"at_least": 3})}}], "anywhere"),
    # Nutritional Iron: 「「+100」される」
    (NUTRITIONAL_IRON, [{"kind": "max_hp", "amount": 100, "when": {"holder_count": ENERGY("metal", {"at_least": 3})}}], "anywhere"),
    # Emergency Exit: 2 or fewer Energy of any type, no Retreat Cost (D-13)
    (EMERGENCY_EXIT, [{"kind": "retreat_cost", "none": True, "when": {"holder_count": ENERGY(None, {"at_most": 2})}}], "anywhere"),
    # Protective Shell: no damage (C-16) from the opponent's Pokémon with 2 or fewer Energy attached
    (PROTECTIVE_SHELL, [{"kind": "prevent_damage", "when": {"attacker_count": ENERGY(None, {"at_most": 2}), "from_opponent": True}}], "anywhere"),
    # Ancient Bulwark: the same for its player's Pokémon, from the Bench (E-13)
    (ANCIENT_BULWARK, [{"kind": "prevent_damage", "when": {"attacker_count": ENERGY(None, {"at_most": 2}), "from_opponent": True},
                        "applies_to": "your_pokemon"}], "bench"),
    # Vamoose: any damage counter on it, no Retreat Cost
    (VAMOOSE, [{"kind": "retreat_cost", "none": True, "when": {"holder_count": {"count": "self.counters", "at_least": 1}}}], "anywhere"),
    # Lose Cool: 2 or more damage counters, +120 at step 2 (B-04)
    (LOSE_COOL, [{"kind": "damage_dealt", "amount": 120, "when": {**ACTIVE, "holder_count": {"count": "self.counters", "at_least": 2}}}],
     "anywhere"),
    # Crisis Muscles: the opponent has 3 or fewer Prize cards left, +150 HP
    (CRISIS_MUSCLES, [{"kind": "max_hp", "amount": 150, "when": {"holder_count": {"count": "opponents.prizes_left", "at_most": 3}}}],
     "anywhere"),
    # Avenging Aura: its player has more Prize cards left than the opponent, +80 (B-04)
    (AVENGING_AURA, [{"kind": "damage_dealt", "amount": 80, "when": {"holder_behind": True, **ACTIVE}}], "anywhere"),
    # Beast Boost: +20 for each Prize card its player has taken; Crisis Power: +30 for each the opponent has; Resilient Soul: +50 HP each
    (BEAST_BOOST, [{"kind": "damage_dealt", "amount": 20, "when": {**ACTIVE, "per": "your.prizes_taken"}}], "anywhere"),
    (CRISIS_POWER, [{"kind": "damage_dealt", "amount": 30, "when": {**ACTIVE, "per": "opponents.prizes_taken"}}], "anywhere"),
    (RESILIENT_SOUL, [{"kind": "max_hp", "amount": 50, "when": {"per": "opponents.prizes_taken"}}], "anywhere"),
])
def test_each_language_reads_the_count(printed, effects, where):
    for column, text in printed.items():
        reading = texts.ability({column: text})
        assert reading is not None and reading.effects == effects and reading.where == where, f"{column}: {text}"
    assert texts.ability(printed).effects == effects


def board(tmp_path, me: dict, opponent: dict, do: list, prizes: tuple[int, int] = (6, 6)):
    """The game at the end of a scenario written by hand (``me`` attacks first, on turn 3)."""
    return played(tmp_path, me, opponent, do, prizes)[0]


HIT = {"card": "Attacker", "hp": 300, "types": ["colorless"], "attacks": [{"name": "Hit", "damage": 200}]}


@pytest.mark.parametrize("water, knocked_out, hp_left", [
    # 2 {W} Energy: no +150; 200 damage (Colorless: no Weakness) ≥ its 100 HP → Knocked Out
    (2, True, 0),
    # 3: 100 + 150 = 250 HP (D-15), 250 − 200 = 50 left
    (3, False, 50),
])
def test_more_hp_with_three_energy_of_a_type(tmp_path, water, knocked_out, hp_left):
    game = board(tmp_path, {"active": HIT}, {"active": {"card": "Holder", "hp": 100, "types": ["water"], "energy": ["water"] * water,
                                                        "abilities": ability(GROUP_POWER)}, "bench": [{"card": "Spare", "hp": 60}]},
                 [{"attack": "Hit"}])
    assert ("Holder" in game.players["opponent"].knocked_out) is knocked_out
    if not knocked_out:
        assert lookup(game, "opponent.active.remaining_hp") == hp_left


@pytest.mark.parametrize("energy, cost", [
    # 2 Energy: no Retreat Cost (D-13); 3 Energy: the printed 3 (the condition does not hold)
    (2, 0),
    (3, 3),
])
def test_no_retreat_cost_with_two_or_fewer_energy(tmp_path, energy, cost):
    game = board(tmp_path, {"active": {"card": "Holder", "hp": 100, "retreat": 3, "energy": ["fire"] * energy,
                                       "abilities": ability(EMERGENCY_EXIT)}}, {"active": {"card": "Other", "hp": 100}}, [])
    assert lookup(game, "me.active.retreat_cost") == cost


@pytest.mark.parametrize("energy, damage", [
    # the attacker has 2 Energy: step 6 prevents all the damage (C-16); 3: the 200 done (Colorless: no Weakness or Resistance)
    (2, 0),
    (3, 200),
])
def test_no_damage_from_a_pokemon_with_two_or_fewer_energy(tmp_path, energy, damage):
    game = board(tmp_path, {"active": {**HIT, "energy": ["colorless"] * energy}},
                 {"active": {"card": "Holder", "hp": 300, "abilities": ability(PROTECTIVE_SHELL)}}, [{"attack": "Hit"}])
    assert lookup(game, "opponent.active.damage") == damage


@pytest.mark.parametrize("damage, cost, dealt", [
    # no damage counter: the printed Retreat Cost 2, Hit 30 alone; 20 damage (2 counters): no Retreat Cost (Vamoose) and Lose
    # Cool's +120 at step 2 → 30 + 120 = 150 (Colorless: no Weakness)
    (0, 2, 30),
    (20, 0, 150),
])
def test_damage_counters_on_it(tmp_path, damage, cost, dealt):
    me = {"card": "Holder", "hp": 200, "retreat": 2, "damage": damage, "attacks": [{"name": "Hit", "damage": 30}],
          "abilities": [{"name": "Vamoose", "effects": texts.ability(VAMOOSE).effects},
                        {"name": "Lose Cool", "effects": texts.ability(LOSE_COOL).effects}]}
    game = board(tmp_path, {"active": me}, {"active": {"card": "Other", "hp": 300}}, [{"attack": "Hit"}])
    assert lookup(game, "me.active.retreat_cost") == cost
    assert lookup(game, "opponent.active.damage") == dealt


@pytest.mark.parametrize("prizes, max_hp, dealt", [
    # (Prize cards left: its player's, the opponent's) its player has 6 left, the opponent 4 (taken 2): Crisis Muscles no (4 > 3), Avenging Aura +80 (6 > 4), Crisis Power
    # +30 × 2; Hit 30 + 80 + 60 = 170 (step 2); max HP 100 + Resilient Soul's 50 × 2 = 200
    ((6, 4), 200, 170),
    # the opponent has 3 left (taken 3): +150 HP and 3 × 50 → 100 + 150 + 150 = 400; 30 + 80 + 90 = 200
    ((6, 3), 400, 200),
    # its player 3 left, the opponent 3: not more left, no +80; 30 + 90 = 120
    ((3, 3), 400, 120),
])
def test_the_prize_cards_left_and_taken(tmp_path, prizes, max_hp, dealt):
    me = {"card": "Holder", "hp": 100, "attacks": [{"name": "Hit", "damage": 30}],
          "abilities": [{"name": name, "effects": texts.ability(printed).effects}
                        for name, printed in (("Crisis Muscles", CRISIS_MUSCLES), ("Avenging Aura", AVENGING_AURA),
                                              ("Crisis Power", CRISIS_POWER), ("Resilient Soul", RESILIENT_SOUL))]}
    game = board(tmp_path, {"active": me}, {"active": {"card": "Other", "hp": 400}}, [{"attack": "Hit"}], prizes=prizes)
    assert lookup(game, "me.active.max_hp") == max_hp
    assert lookup(game, "opponent.active.damage") == dealt


# --- questions: what the count needs is asked where the question does not say it; said, the replay answers

def situation(q: str) -> dict:
    from judge.situation.replay import situation as read
    sit = read(q)
    assert sit is not None, q
    return sit


@pytest.mark.parametrize("q, cost", [
    # Sudowoodo (ASR 074)'s Vamoose: 20 damage (2 damage counters, C-07) on it, no Retreat Cost (D-13); none on it, its printed 2
    ("My Sudowoodo (ASR 074) has 20 damage on it. What is its Retreat Cost?", 0),
    ("My Sudowoodo (ASR 074) has no damage on it. What is its Retreat Cost?", 2),
])
def test_a_retreat_cost_turning_on_the_damage_counters_said(q, cost):
    sit = situation(q)
    assert sit["status"] == "replayed" and sit["outcome"] == {"retreat_cost": cost}, sit


def test_a_count_the_question_does_not_say_is_asked():
    # the damage on Sudowoodo not said: Vamoose turns on it
    sit = situation("What is the Retreat Cost of my Sudowoodo (ASR 074)?")
    assert sit["status"] == "incomplete" and any("Sudowoodo" in m for m in sit["missing"]), sit
    # Shuckle GX's Protective Shell turns on the Energy attached to the attacker, seldom said in full
    sit = situation("Iron Hands ex uses Arm Press on their Active Shuckle GX (no damage on it). How much damage?")
    assert sit["status"] == "incomplete" and any("Shuckle GX" in m for m in sit["missing"]), sit
