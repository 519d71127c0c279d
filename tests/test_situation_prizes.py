"""Abilities and Tools changing the Prize cards taken for a Pokémon Knocked Out: none ("your opponent can't take any Prize cards
for it"), or N fewer (judge.engine ``prize_count`` with ``none``, or a negative amount: the card's text over Knock Out step 4,
II-A). Each text is the card table's, copied, in every language it has; each reading is then replayed, on a board written by hand
or asked as a question, each expected number worked out from the text and the rules in a comment (Prize cards: 1 for a Pokémon,
2 for a Pokémon ex or V, 3 for a VMAX, D-18)."""

from __future__ import annotations


import pytest

from judge.situation import texts

from by_hand import played

KO = {"by_attack_damage": True, "from_opponent": True}
ELDER_TREE_BARRIER = {'en': "If this Pokémon is Knocked Out by damage from an attack from your opponent's Pokémon V, your opponent can't take any Prize cards for it.", 'ja': 'このポケモンが、相手の「ポケモンV」からワザのダメージを受けてきぜつしても、相手はサイドをとれない。', 'zh_hant': '這隻寶可夢就算受到對手的「寶可夢【V】」招式的傷害而【氣絕】，對手也無法獲得獎賞卡。'}
FRAGILE_HUSK = {'en': "If this Pokémon is Knocked Out by damage from an attack from your opponent's Pokémon ex, your opponent can't take any Prize cards for it.", 'ja': 'このポケモンが、相手の「ポケモンex」からワザのダメージを受けてきぜつしても、相手はサイドをとれない。'}
EMPTY_SHELL = {'en': "If this Pokémon is Knocked Out, your opponent can't take any Prize cards for it.", 'ja': 'このポケモンがきぜつしても、相手はサイドをとれない。'}
ALL_JUST_A_DREAM = {'en': "If this Pokémon is Asleep and is Knocked Out by damage from an attack from your opponent's Pokémon, your opponent can't take any Prize cards for it.", 'ja': 'このポケモンがねむりなら、相手のポケモンからワザのダメージを受けてきぜつしても、相手はサイドをとれない。', 'zh_hant': '若這隻寶可夢在【睡眠】，則就算受到對手的寶可夢招式的傷害而【氣絕】，對手也無法獲得獎賞卡。'}
SHADOWY_CONCEALMENT = {'en': "If 1 of your {D} Pokémon is Knocked Out by damage from an attack from your opponent's Pokémon ex, that player takes 1 fewer Prize card. The effect of Shadowy Concealment doesn't stack.", 'ja': 'このポケモンがいるかぎり、自分の[悪]ポケモンが、相手の「ポケモンex」からワザのダメージを受けてきぜつしたとき、とられるサイドは1枚少なくなる。この特性の効果は重ならない。'}
LIFE_DEW = {'en': 'If the Pokémon this card is attached to is Knocked Out, your opponent takes 1 fewer Prize card.', 'ja': 'このカードをつけているポケモンがきぜつしたとき、相手がとるサイドは1枚少なくなる。'}
LILLIES_PEARL = {'en': "If the Lillie's Pokémon this card is attached to is Knocked Out by damage from an attack from your opponent's Pokémon, that player takes 1 fewer Prize card.", 'ja': 'このカードをつけている「リーリエのポケモン」が、相手のポケモンからワザのダメージを受けてきぜつしたとき、とられるサイドは1枚少なくなる。', 'zh_hans': '附有這張卡的「莉莉艾的寶可夢」受到對手的寶可夢招式的傷害而【昏厥】時，被獲得的獎賞卡減少1張。', 'zh_hant': '附有這張卡的「莉莉艾的寶可夢」受到對手的寶可夢招式的傷害而【昏厥】時，被獲得的獎賞卡減少1張。'}
HEROS_MEDAL = {'en': "The Pokémon VMAX this card is attached to gets -100 HP, and if it is Knocked Out by damage from an attack from your opponent's Pokémon, that player takes 1 fewer Prize card. You can't attach this card to a Pokémon VMAX that has 100 HP or less remaining.", 'ja': 'このカードをつけている「ポケモンVMAX」の最大HPは「100」小さくなり、そのポケモンが、相手のポケモンからワザのダメージを受けてきぜつしたとき、とられるサイドは1枚少なくなる。（このカードを手札からつけるとき、そのポケモンがきぜつするなら、つけられない。）', 'zh_hant': '附有這張卡的「寶可夢【VMAX】」的最大HP減少「100」，當那隻寶可夢受到對手的寶可夢招式的傷害而【氣絕】時，被獲得的獎賞卡的張數減少1張。（從手牌將這張卡附上時，若那隻寶可夢會【氣絕】，則無法附上。）'}
ISLAND_CHALLENGE_AMULET = {'en': "The Pokémon-GX or Pokémon-EX this card is attached to gets -100 HP, and when it is Knocked Out by damage from an opponent's attack, that player takes 1 fewer Prize card.", 'ja': 'このカードをつけている「ポケモンGX・EX」の最大HPは「100」小さくなり、そのポケモンが相手のワザのダメージできぜつしたとき、とられるサイドは1枚少なくなる。'}
GX_EX = ["GX", "tag-team", "EX", "mega"]


@pytest.mark.parametrize("printed, read, effects", [
    # Elder Tree Barrier: none for it Knocked Out by the damage of the opponent's Pokémon V (a VMAX or VSTAR is one); Fragile Husk:
    # of a Pokémon ex; Empty Shell: Knocked Out at all; All Just a Dream: while it is Asleep
    (ELDER_TREE_BARRIER, texts.ability, [{"kind": "prize_count", "none": True, "when": {"attacker_rule_box": ["V", "VMAX", "VSTAR"], **KO}}]),
    (FRAGILE_HUSK, texts.ability, [{"kind": "prize_count", "none": True, "when": {"attacker_rule_box": ["ex"], **KO}}]),
    (EMPTY_SHELL, texts.ability, [{"kind": "prize_count", "none": True}]),
    (ALL_JUST_A_DREAM, texts.ability, [{"kind": "prize_count", "none": True, "when": {**KO, "holder_conditions": ["asleep"]}}]),
    # Shadowy Concealment: its player's {D} Pokémon, 1 fewer from a Pokémon ex's attack, not stacking (E-15)
    (SHADOWY_CONCEALMENT, texts.ability, [{"kind": "prize_count", "amount": -1, "when": {"holder_types": ["darkness"], "attacker_rule_box": ["ex"], **KO},
                                           "applies_to": "your_pokemon", "stacks": False}]),
    # Life Dew: 1 fewer Knocked Out at all; Lillie's Pearl: its Lillie's Pokémon, by the opponent's attack's damage
    (LIFE_DEW, texts.tool, [{"kind": "prize_count", "amount": -1}]),
    (HEROS_MEDAL, texts.tool, [{"kind": "max_hp", "amount": -100, "when": {"holder_rule_box": ["VMAX"]}},
                               {"kind": "prize_count", "amount": -1, "when": {**KO, "holder_rule_box": ["VMAX"]}}]),
    (ISLAND_CHALLENGE_AMULET, texts.tool, [{"kind": "max_hp", "amount": -100, "when": {"holder_rule_box": GX_EX}},
                                           {"kind": "prize_count", "amount": -1, "when": {**KO, "holder_rule_box": GX_EX}}]),
])
def test_each_language_reads_the_prize_cards_changed(printed, read, effects):
    for column, text in printed.items():
        reading = read({column: text})
        assert reading is not None and reading.effects == effects, f"{column}: {text}"
    assert read(printed).effects == effects


def test_a_tool_naming_its_holder_by_its_owner_reads_the_name_each_language_prints():
    names = {"en": ["Lillie's"], "ja": ["リーリエの"], "zh_hans": ["莉莉艾的"], "zh_hant": ["莉莉艾的"]}
    for column, text in LILLIES_PEARL.items():
        assert texts.tool({column: text}).effects == [{"kind": "prize_count", "amount": -1, "when": {**KO, "holder_name_has": names[column]}}]


def board(tmp_path, me: dict, opponent: dict, do: list):
    """The game at the end of a scenario written by hand (``me`` attacks, on turn 3)."""
    return played(tmp_path, me, opponent, do)[0]


SPARE = {"card": "Spare", "hp": 60}


@pytest.mark.parametrize("tool, hp, taken", [
    # a VMAX (3 Prize cards, D-18) of 320 HP: Hero's Medal −100 → 220 (D-15), 230 damage Knocks it Out, 3 − 1 = 2 taken
    (HEROS_MEDAL, 320, 2),
    # without the medal: 320 > 230, not Knocked Out, none taken
    (None, 320, 0),
])
def test_a_tool_taking_hp_and_a_prize_card_away(tmp_path, tool, hp, taken):
    holder = {"card": "Holder", "hp": hp, "rule_box": "VMAX", "stage": "vmax"}
    if tool:
        holder["tool"] = {"card": "Hero's Medal", "kind": "tool", "effects": texts.tool(tool).effects}
    game = board(tmp_path, {"active": {"card": "Attacker", "hp": 300, "attacks": [{"name": "Hit", "damage": 230}]}},
                 {"active": holder, "bench": [SPARE]}, [{"attack": "Hit"}])
    assert game.players["me"].prizes_taken == taken


@pytest.mark.parametrize("box, taken", [
    # Shadowy Concealment on a {D} Pokémon ex's Bench partner: the Active {D} Pokémon (1 Prize card) Knocked Out by a Pokémon ex's
    # attack gives 1 − 1 = 0; by a Pokémon with no rule box, 1
    ("ex", 0),
    (None, 1),
])
def test_a_prize_card_fewer_for_its_players_pokemon(tmp_path, box, taken):
    attacker = {"card": "Attacker", "hp": 300, "attacks": [{"name": "Hit", "damage": 200}], **({"rule_box": box} if box else {})}
    concealing = {"card": "Concealer", "hp": 300, "types": ["darkness"],
                  "abilities": [{"name": "Shadowy Concealment", "effects": texts.ability(SHADOWY_CONCEALMENT).effects}]}
    game = board(tmp_path, {"active": attacker}, {"active": {"card": "Holder", "hp": 100, "types": ["darkness"]}, "bench": [concealing]},
                 [{"attack": "Hit"}])
    assert game.players["me"].prizes_taken == taken


def situation(q: str) -> dict:
    from judge.situation.replay import situation as read
    sit = read(q)
    assert sit is not None and sit["status"] == "replayed", (q, sit and sit.get("missing"))
    return sit


@pytest.mark.parametrize("q, outcome", [
    # Shedinja (me01 061)'s Fragile Husk: Iron Hands ex is a Pokémon ex, no Prize card; Arm Press 160 (Lightning: neither
    # Shedinja's Weakness, Darkness, nor its Resistance, Fighting) ≥ 60 HP: Knocked Out
    ("Iron Hands ex uses Arm Press on their Active Shedinja (me01 061). How many Prize cards do I take?",
     {"prizes": 0, "knocked_out": True, "damage": 160}),
    # Trevenant (LOR 017)'s Elder Tree Barrier: from a Pokémon ex (not a V), the 1 Prize card it gives (no rule box)
    ("Iron Hands ex uses Arm Press on their Active Trevenant (LOR 017). How many Prize cards do I take?",
     {"prizes": 1, "knocked_out": True, "damage": 160}),
    # from Zacian V's Brave Blade 230 (Metal: not Trevenant's Weakness, Fire) ≥ 120: Knocked Out, no Prize card
    ("Zacian V uses Brave Blade on their Active Trevenant (LOR 017). How many Prize cards do I take?",
     {"prizes": 0, "knocked_out": True, "damage": 230}),
    # Shedinja (DRX 48)'s Empty Shell: none, whatever Knocks it Out
    ("Iron Hands ex uses Arm Press on their Active Shedinja (DRX 48). How many Prize cards do I take?",
     {"prizes": 0, "knocked_out": True, "damage": 160}),
])
def test_no_prize_cards_for_a_pokemon_that_says_so(q, outcome):
    assert situation(q)["outcome"] == outcome


@pytest.mark.parametrize("q, words", [
    # Burning Darkness: 180 + 30 for each Prize card the attacker's opponent has taken (B-01, D-17). Teal Mask Ogerpon ex (210 HP)
    # is Knocked Out from 1 taken, not at none: the outcome turns on them. The attacker's own Prize cards taken are not those.
    ("Charizard ex (the Tera Darkness one) uses Burning Darkness on Teal Mask Ogerpon ex, Active with no damage. I have taken 2 "
     "Prize cards. Is Ogerpon Knocked Out?", "Prize cards Charizard ex's opponent has taken"),
    ("リザードンex（テラスタル悪）のバーニングダークで、相手のバトル場のオーガポン みどりのめんex（ダメージなし）を攻撃。きぜつする？",
     "相手がすでにとったサイドの枚数"),
])
def test_the_prize_cards_the_attack_counts_are_what_is_missing(q, words):
    from judge.situation.replay import situation as read_and_replay
    sit = read_and_replay(q)
    assert sit["status"] == "incomplete" and any(words in m for m in sit["missing"]), sit["missing"]
