"""Abilities acting at each Pokémon Checkup (E-08: its step 2, after the Special Conditions, before the Knock Outs) and each time
an Energy card is attached from the hand (E-07): damage counters put (C-07), damage healed (C-06) (judge.engine kinds
``checkup_counters``, ``on_checkup``, ``on_attach``). Each text is the card table's, copied, in every language it has; each reading
is then run on a board written by hand, each expected number worked out from the text and the rule in a comment."""

from __future__ import annotations


import pytest

from judge.situation import texts

from by_hand import ability, played

FOREST_MIASMA = {'en': "During Pokémon Checkup, if this Pokémon is in the Active Spot, put 1 damage counter on your opponent's Active Pokémon.", 'ja': 'このポケモンがバトル場にいるかぎり、ポケモンチェックのたび、相手のバトルポケモンにダメカンを1個のせる。', 'zh_hant': '只要這隻寶可夢在戰鬥場上，每次寶可夢檢查時，在對手的戰鬥寶可夢身上放置1個傷害指示物。'}
DETENTION_GAS = {'en': "As long as this Pokémon is your Active Pokémon, put 1 damage counter on each of your opponent's Basic Pokémon between turns.", 'ja': 'このポケモンがバトル場にいるかぎり、ポケモンチェックのたび、相手のたねポケモン全員に、それぞれダメカンを1個のせる。', 'zh_hant': '只要這隻寶可夢在戰鬥場上，每次寶可夢檢查時，都在對手的所有【基礎】寶可夢身上，各放置1個傷害指示物。'}
SAND_SLAMMER = {'en': "At any time between turns, if this Pokémon is your Active Pokémon, put 1 damage counter on each of your opponent's Pokémon.", 'ja': 'このポケモンがバトル場にいるかぎり、ポケモンチェックのたび、相手のポケモン全員に、ダメカンをそれぞれ1個ずつのせる。'}
PANIC_SPORES = {'en': "Put 2 damage counters on your opponent's Confused Pokémon between turns.", 'ja': 'このポケモンがいるかぎり、ポケモンチェックのたび、相手のこんらんのポケモンにダメカンを2個のせる。', 'zh_hant': '只要這隻寶可夢在場上，每次寶可夢檢查時，都在對手處於【混亂】的寶可夢身上放置2個傷害指示物。'}
LAZY_EATING = {'en': 'Between turns, heal 10 damage from this Pokémon.', 'ja': 'ポケモンチェックのたび、このポケモンのHPを「10」回復する。', 'zh_hant': '每次寶可夢檢查時，都將這隻寶可夢恢復「10」HP。'}
BLESSED_SALT = {'en': 'During Pokémon Checkup, heal 20 damage from each of your Pokémon.', 'ja': 'このポケモンがいるかぎり、ポケモンチェックのたび、自分のポケモン全員のHPを、それぞれ「20」回復する。', 'zh_hant': '只要這隻寶可夢在場上，每次寶可夢檢查時，將自己的所有寶可夢各恢復「20」HP。'}
BITING_WHIRLPOOL = {'en': 'Whenever your opponent attaches an Energy card from their hand to 1 of their Pokémon, put 2 damage counters on that Pokémon.', 'ja': 'このポケモンがいるかぎり、相手は手札からエネルギーをポケモンにつけるたび、そのポケモンにダメカンを2個のせる。', 'zh_hant': '只要這隻寶可夢在場上，每次對手從手牌將能量附於寶可夢身上，在那隻寶可夢身上放置2個傷害指示物。'}
ELECTROMAGNETIC_WALL = {'en': 'As long as this Pokémon is your Active Pokémon, whenever your opponent attaches an Energy card from their hand to 1 of their Pokémon, put 2 damage counters on that Pokémon.', 'ja': 'このポケモンがバトル場にいるかぎり、相手は手札からエネルギーをポケモンにつけるたび、そのポケモンにダメカンを2個のせる。', 'zh_hant': '只要這隻寶可夢在戰鬥場上，每次對手從手牌將能量附於寶可夢身上，都在該寶可夢身上放置2個傷害指示物。'}
SHOCKING_BLOCK = {'en': 'Whenever any player attaches an Energy card from their hand to 1 of their Pokémon V, put 2 damage counters on that Pokémon.', 'ja': 'このポケモンがいるかぎり、おたがいのプレイヤーは、手札からエネルギーを「ポケモンV」につけるたび、そのポケモンにダメカンを2個のせる。', 'zh_hant': '只要這隻寶可夢在場上，雙方玩家每次從手牌將能量附於「寶可夢【V】」身上時，在那隻寶可夢身上放置2個傷害指示物。'}
EARTHEN_AWAKENING = {'en': 'Whenever you attach an Energy card from your hand to this Pokémon, heal 20 damage from it.', 'ja': '自分の手札からこのポケモンにエネルギーをつけるたび、このポケモンのHPを「20」回復する。'}
AUTO_HEAL = {'en': 'As long as this Pokémon is in the Active Spot, whenever you attach an Energy card from your hand to 1 of your Pokémon, heal 90 damage from that Pokémon.', 'ja': 'このポケモンがバトル場にいるかぎり、自分の手札からエネルギーをポケモンにつけるたび、そのポケモンのHPを「90」回復する。', 'zh_hans': '只要這隻寶可夢在戰鬥場上，每次從自己的手牌將能量卡附於寶可夢身上時，將那隻寶可夢恢復「90」HP。', 'zh_hant': '只要這隻寶可夢在戰鬥場上，每次從自己的手牌將能量卡附於寶可夢身上時，將那隻寶可夢恢復「90」HP。'}

COUNTERS = lambda n: [{"place_counters": {"target": "self", "count": n}}]  # noqa: E731
HEAL = lambda n: [{"heal": {"target": "self", "amount": n}}]  # noqa: E731


@pytest.mark.parametrize("printed, effects, where", [
    # Forest Miasma: from the Active Spot (E-13), 1 damage counter on the opponent's Active Pokémon at each Checkup
    (FOREST_MIASMA, [{"kind": "checkup_counters", "amount": 1, "when": {"holder_active": True}, "applies_to": "opponents_pokemon"}], "active"),
    # Detention Gas: on each of the opponent's Basic Pokémon; Sand Slammer: on each of their Pokémon
    (DETENTION_GAS, [{"kind": "checkup_counters", "amount": 1, "when": {"holder_stage": "basic"}, "applies_to": "opponents_pokemon"}], "active"),
    (SAND_SLAMMER, [{"kind": "checkup_counters", "amount": 1, "applies_to": "opponents_pokemon"}], "active"),
    # Panic Spores: 2 on the opponent's Confused Pokémon, wherever this one is
    (PANIC_SPORES, [{"kind": "checkup_counters", "amount": 2, "when": {"holder_conditions": ["confused"]}, "applies_to": "opponents_pokemon"}], "anywhere"),
    # Lazy Eating: 10 healed from this Pokémon; Blessed Salt: 20 from each of its player's Pokémon
    (LAZY_EATING, [{"kind": "on_checkup", "actions": HEAL(10)}], "anywhere"),
    (BLESSED_SALT, [{"kind": "on_checkup", "actions": HEAL(20), "applies_to": "your_pokemon"}], "anywhere"),
    # Biting Whirlpool: 2 damage counters on the opponent's Pokémon each time they attach an Energy card to it from their hand;
    # Electromagnetic Wall: while this Pokémon is the Active Pokémon; Shocking Block: either player's Pokémon V
    (BITING_WHIRLPOOL, [{"kind": "on_attach", "actions": COUNTERS(2), "applies_to": "opponents_pokemon"}], "anywhere"),
    (ELECTROMAGNETIC_WALL, [{"kind": "on_attach", "actions": COUNTERS(2), "applies_to": "opponents_pokemon"}], "active"),
    (SHOCKING_BLOCK, [{"kind": "on_attach", "actions": COUNTERS(2), "when": {"holder_rule_box": ["V", "VMAX", "VSTAR"]}, "applies_to": "all_pokemon"}],
     "anywhere"),
    # Earthen Awakening: 20 healed from this Pokémon each time its player attaches an Energy card to it; Auto Heal: 90 from the
    # Pokémon attached to, while this one is in the Active Spot
    (EARTHEN_AWAKENING, [{"kind": "on_attach", "actions": HEAL(20)}], "anywhere"),
    (AUTO_HEAL, [{"kind": "on_attach", "actions": HEAL(90), "applies_to": "your_pokemon"}], "active"),
], ids=[n.lower() for n in ['FOREST_MIASMA', 'DETENTION_GAS', 'SAND_SLAMMER', 'PANIC_SPORES', 'LAZY_EATING', 'BLESSED_SALT', 'BITING_WHIRLPOOL', 'ELECTROMAGNETIC_WALL', 'SHOCKING_BLOCK', 'EARTHEN_AWAKENING', 'AUTO_HEAL']])
def test_each_language_reads_the_printed_effects(printed, effects, where):
    for column, text in printed.items():
        reading = texts.ability({column: text})
        assert reading is not None and reading.effects == effects and reading.where == where, f"{column}: {text}"
    assert texts.ability(printed).effects == effects


def board(tmp_path, me: dict, opponent: dict, do: list, current: str = "me"):
    """The game at the end of a scenario written by hand, on turn 3."""
    return played(tmp_path, me, opponent, do, current=current)[0]


def test_counters_and_healing_at_the_checkup(tmp_path):
    # Detention Gas on my Active Pokémon: 1 counter on each of the opponent's Basic Pokémon at step 2 (their Stage 1 none); Lazy
    # Eating on my Active: 10 healed, 30 → 20 (C-06); my opponent's Active Poisoned first (step 1): 1 counter, then Detention Gas's 1
    me = {"active": {"card": "Holder", "hp": 100, "damage": 30, "abilities": ability(DETENTION_GAS) + ability(LAZY_EATING)}}
    opponent = {"active": {"card": "Basic One", "hp": 100, "stage": "basic", "conditions": ["poisoned"]},
                "bench": [{"card": "Basic Two", "hp": 100, "stage": "basic"}, {"card": "Evolved", "hp": 100, "stage": "stage1"}]}
    game = board(tmp_path, me, opponent, [{"checkup": True}])
    assert game.players["me"].active.damage == 20
    assert game.players["opponent"].active.damage == 20
    assert [p.damage for p in game.players["opponent"].bench] == [10, 0]


def test_a_checkup_effect_working_only_from_the_active_spot(tmp_path):
    # Forest Miasma on my Bench: it works only in the Active Spot (E-13), the opponent's Active Pokémon takes no counter
    me = {"active": {"card": "Other", "hp": 100}, "bench": [{"card": "Holder", "hp": 100, "abilities": ability(FOREST_MIASMA)}]}
    game = board(tmp_path, me, {"active": {"card": "Opposing", "hp": 100}}, [{"checkup": True}])
    assert game.players["opponent"].active.damage == 0


def test_a_counter_put_at_the_checkup_can_knock_out(tmp_path):
    # Panic Spores: 2 counters on the opponent's Confused Active Pokémon with 10 HP left of 60: 50 + 20 = 70 ≥ 60, Knocked Out at
    # step 3, 1 Prize card for it
    me = {"active": {"card": "Holder", "hp": 100, "abilities": ability(PANIC_SPORES)}}
    opponent = {"active": {"card": "Confused One", "hp": 60, "damage": 50, "conditions": ["confused"]}, "bench": [{"card": "Spare", "hp": 60}]}
    game = board(tmp_path, me, opponent, [{"checkup": True}])
    assert "Confused One" in game.players["opponent"].knocked_out and game.players["me"].prizes_taken == 1


def test_counters_and_healing_when_energy_is_attached(tmp_path):
    # the opponent's turn: Biting Whirlpool on my Bench puts 2 counters on their Pokémon attached to (E-07); on my turn, Earthen
    # Awakening heals 20 from my Pokémon attached to, 30 → 10
    me = {"active": {"card": "Holder", "hp": 100, "damage": 30, "abilities": ability(EARTHEN_AWAKENING)},
          "bench": [{"card": "Whirlpool", "hp": 100, "abilities": ability(BITING_WHIRLPOOL)}]}
    game = board(tmp_path, me, {"active": {"card": "Opposing", "hp": 100}}, [{"attach": {"card": "fire", "to": "your_active"}}], current="opponent")
    assert game.players["opponent"].active.damage == 20
    game = board(tmp_path, me, {"active": {"card": "Opposing", "hp": 100}}, [{"attach": {"card": "fire", "to": "your_active"}}])
    assert game.players["me"].active.damage == 10


FREEZING_DISASTER = {'en': "Pokémon (both yours and your opponent's) can't be healed.", 'ja': 'このポケモンがいるかぎり、おたがいのポケモン全員のHPは、回復しない。', 'zh_hant': '只要這隻寶可夢在場上，雙方的所有寶可夢的HP無法恢復。'}
HEAL_JAMMING = {'en': "Your opponent's Benched Pokémon can't be healed.", 'ja': 'このポケモンがいるかぎり、相手のベンチポケモン全員のHPは、回復しない。', 'zh_hant': '只要這隻寶可夢在場上，對手的所有備戰寶可夢的HP無法恢復。'}


@pytest.mark.parametrize("printed, effects", [
    # Freezing Disaster: no Pokémon in play can be healed (C-06); Heal Jamming: the opponent's Benched Pokémon
    (FREEZING_DISASTER, [{"kind": "no_healing", "applies_to": "all_pokemon"}]),
    (HEAL_JAMMING, [{"kind": "no_healing", "when": {"holder_active": False}, "applies_to": "opponents_pokemon"}]),
])
def test_each_language_reads_no_healing(printed, effects):
    for column, text in printed.items():
        reading = texts.ability({column: text})
        assert reading is not None and reading.effects == effects, f"{column}: {text}"


def test_no_healing_keeps_the_damage_a_checkup_would_heal(tmp_path):
    # Lazy Eating would heal 10 at the Checkup (E-08); Freezing Disaster on the opponent's Active: it can't be healed, 30 stays
    me = {"active": {"card": "Holder", "hp": 100, "damage": 30, "abilities": ability(LAZY_EATING)}}
    game = board(tmp_path, me, {"active": {"card": "Freezer", "hp": 100, "abilities": ability(FREEZING_DISASTER)}}, [{"checkup": True}])
    assert game.players["me"].active.damage == 30
    # without it: 30 − 10 = 20 (C-06)
    game = board(tmp_path, me, {"active": {"card": "Other", "hp": 100}}, [{"checkup": True}])
    assert game.players["me"].active.damage == 20


#: Tools healing their Pokémon: each time an Energy card is attached from the hand (E-07), at the end of each turn (E-20)
HEALING_SCARF = {'en': 'Whenever you attach an Energy card from your hand to the Pokémon this card is attached to, heal 20 damage from it.', 'ja': 'このカードをつけているポケモンに、手札からエネルギーをつけるたび、そのポケモンのHPを「20」回復する。'}
SITRUS_BERRY = {'en': 'At the end of each turn, if the Pokémon this card is attached to has 3 or more damage counters on it, heal 30 damage from it and discard this card.', 'ja': 'おたがいの番の終わりに、このカードをつけているポケモンにダメカンが3個以上のっているなら、そのポケモンのHPを「30」回復する。その後、このカードをトラッシュする。', 'zh_hant': '在雙方的回合結束時，若附有這張卡的寶可夢身上放置有3個以上的傷害指示物，則將那隻寶可夢恢復「30」HP。然後，將這張卡丟棄。'}
EMERGENCY_JELLY = {'en': 'At the end of each turn, if the Pokémon this card is attached to has 30 HP or less remaining and has any damage counters on it, heal 120 damage from it. If you healed any damage in this way, discard this card.', 'ja': 'おたがいの番の終わりに、このカードをつけているポケモンの残りHPが「30」以下でダメカンがのっているなら、そのポケモンのHPを「120」回復する。その後、このカードをトラッシュする。', 'zh_hant': '在雙方的回合結束時，若附有這張卡的寶可夢剩餘HP為「30」以下且身上放置有傷害指示物，則將那隻寶可夢恢復「120」HP。然後，將這張卡丟棄。'}
FOCUS_SASH = {'en': "If the {F} Pokémon this card is attached to has full HP and would be Knocked Out by damage from an opponent's attack, that Pokémon is not Knocked Out and its remaining HP becomes 10 instead. Then, discard this card.", 'ja': 'このカードをつけている[闘]ポケモンのHPがまんたんの状態で、相手のワザのダメージを受けてきぜつする場合、そのポケモンはきぜつせず、残りHPが「10」の状態で場に残る。その後、このカードをトラッシュする。'}
BILLOWING_SMOKE = {'en': "If the Pokémon this card is attached to is Knocked Out by damage from an attack from your opponent's Pokémon, that player discards any Prize cards they would take for that Knock Out instead of putting those cards into their hand.", 'ja': 'このカードをつけているポケモンが、相手のポケモンからワザのダメージを受けてきぜつしたとき、そのポケモンがきぜつしたことで相手がとるサイドは、手札には加えず、トラッシュする。', 'zh_hant': '當附有這張卡的寶可夢受到對手的寶可夢招式的傷害而【氣絕】時，對手因那隻寶可夢【氣絕】而獲得的獎賞卡不加入手牌，而是將其丟棄。'}


@pytest.mark.parametrize("printed, effects", [
    (HEALING_SCARF, [{"kind": "on_attach", "actions": HEAL(20)}]),
    # Sitrus Berry: 3 or more damage counters, 30 healed; Emergency Jelly: 30 HP or less left (D-16) and damage counters, 120
    (SITRUS_BERRY, [{"kind": "end_of_turn", "actions": HEAL(30), "when": {"holder_count": {"count": "self.counters", "at_least": 3}}}]),
    (EMERGENCY_JELLY, [{"kind": "end_of_turn", "actions": HEAL(120), "when": {"holder_count": {"count": "self.counters", "at_least": 1},
                                                                             "holder_hp_at_most": 30}}]),
    # Focus Sash: a {F} holder with full HP Knocked Out by the opponent's attack's damage is left with 10 HP (D-14)
    (FOCUS_SASH, [{"kind": "survive_at", "amount": 10, "when": {"holder_types": ["fighting"], "from_opponent": True}}]),
])
def test_each_language_reads_a_tools_effects(printed, effects):
    for column, text in printed.items():
        reading = texts.tool({column: text})
        assert reading is not None and reading.effects == effects, f"{column}: {text}"


def test_a_tool_sending_the_prize_cards_to_the_discard_pile_changes_nothing_asked():
    # Billowing Smoke: the Prize cards are taken all the same (discarded instead of put into the hand)
    for column, text in BILLOWING_SMOKE.items():
        reading = texts.tool({column: text})
        assert reading is not None and reading.kind == "inert" and reading.effects == [], column


@pytest.mark.parametrize("damage, left", [
    # Sitrus Berry at the end of the turn (E-20, before the Checkup): 40 damage (4 counters ≥ 3) → 40 − 30 = 10; 20 (2 counters): none healed
    (40, 10),
    (20, 20),
])
def test_a_tool_healing_at_the_end_of_the_turn(tmp_path, damage, left):
    holder = {"card": "Holder", "hp": 100, "damage": damage, "tool": {"card": "Sitrus Berry", "kind": "tool", "effects": texts.tool(SITRUS_BERRY).effects}}
    game = board(tmp_path, {"active": holder}, {"active": {"card": "Other", "hp": 100}}, [{"end_turn": True}])
    assert game.players["me"].active.damage == left
