"""An attack's own printed text read into the damage step it belongs to (judge.situation.wordings: the modifiers; the
guides' damage steps, zh-3.1 I-A-01 伤害计算步骤 1a "+", 1b "×", B-01 … B-03): coins flipped, a count on the board, a
condition on one; each read alike in every language the card table prints, or not at all; replayed on boards written by
hand and on questions."""

from __future__ import annotations

import json

import pytest

import judge.engine.rules  # noqa: F401  (every step and procedure registered)
from judge.cards.table import load
from judge.engine.scenario.files import load as load_scenario
from judge.engine.scenario.runner import replay
from judge.situation import texts
from judge.situation.replay import situation


def printed(row_id: str) -> dict[str, str]:
    """An attack's printed text in every language the card table has it."""
    card = load().by_id(row_id)
    assert card is not None, row_id
    return dict(card.texts)


def each_language(row_id: str, langs: set[str]) -> texts.Reading:
    """The attack read in each language the table prints (``langs`` at least), alone and together: alike."""
    columns = printed(row_id)
    assert langs <= set(columns), f"{row_id}: the table has {sorted(columns)}"
    readings = {col: texts.attack({col: text}) for col, text in columns.items()}
    assert all(r is not None for r in readings.values()), {c: r for c, r in readings.items() if r is None}
    assert len({r.same() for r in readings.values()}) == 1, {c: r.same() for c, r in readings.items()}
    both = texts.attack(columns)
    assert both is not None and both.same() == next(iter(readings.values())).same()
    return both


# --- read -----------------------------------------------------------------------------------------------

#: (attack row, languages the table prints it in, the engine's modifier). Each printed text is quoted in the comment.
MODIFIERS = [
    # "Flip 3 coins. This attack does 100 damage for each heads." 「コインを3回投げ、オモテの数×100ダメージ。」 (× heads: step 1b)
    ("atk-rolling-slider", {"en", "ja"}, {"times": 100, "count": {"flip": 3}}),
    # "Flip a coin until you get tails. This attack does 60 damage for each heads." 「ウラが出るまでコインを投げ、オモテの数×60ダメージ。」
    ("atk-egg-rolling", {"en", "ja", "zh_hant"}, {"times": 60, "count": {"flip_until": "tails"}}),
    # "This attack does 10 more damage for each damage counter on this Pokémon." (+ per count: step 1a)
    ("atk-raging-claws", {"en", "ja", "zh_hant"}, {"plus_each": 10, "count": "self.counters"}),
    # "This attack does 50 more damage for each Energy attached to your opponent's Active Pokémon."
    ("atk-combustion-chain", {"en", "ja", "zh_hant"}, {"plus_each": 50, "count": "defending.energy"}),
    # "This attack does 10 less damage for each damage counter on this Pokémon." 「…ダメカンの数×10ダメージぶん、このワザのダメージは小さくなる。」
    ("atk-loom-over", {"en", "ja", "zh_hans", "zh_hant"}, {"minus": 10, "count": "self.counters"}),
    # "This attack does 70 damage for each Prize card your opponent has taken." 「相手がすでにとったサイドの枚数×70ダメージ。」
    ("atk-rage-fist", {"en", "ja", "zh_hant"}, {"times": 70, "count": "opponents.prizes_taken"}),
    # "If your opponent's Active Pokémon is a Pokémon ex, this attack does 80 more damage." (a condition: 1 or 0 times 80)
    ("atk-rising-blade", {"en"}, {"plus": 80, "if": {"at_least": 1, "count": "defending.with_rule_box:ex"}}),
]


@pytest.mark.parametrize("row_id,langs,modifier", MODIFIERS, ids=[m[0] for m in MODIFIERS])
def test_an_attack_text_changing_its_damage_by_a_count(row_id, langs, modifier):
    reading = each_language(row_id, langs)
    assert reading.kind == "modifier" and reading.modifier == modifier


def test_a_coin_that_leaves_the_attack_doing_nothing():
    # Surprise Attack: "Flip a coin. If tails, this attack does nothing." 「コインを1回投げウラなら、このワザは失敗。」
    # 「擲1次硬幣若為反面，則這個招式失敗。」 (D-01: the attack's own coin, flipped before its damage)
    assert each_language("atk-surprise-attack", {"en", "ja", "zh_hans", "zh_hant"}).flags == ["fails_on_tails"]


def test_languages_printing_different_numbers_are_not_read():
    # Finishing Blow: the table's English says 90 more, its Traditional Chinese row (another card's print) 60 more
    columns = printed("atk-finishing-blow")
    assert "90" in columns["en"] and "60" in columns["zh_hant"]
    assert texts.attack(columns) is None
    assert texts.attack({"en": columns["en"]}).modifier == {"plus": 90, "if": {"at_least": 1, "count": "defending.counters"}}


def test_a_special_condition_that_puts_no_counters_changes_nothing_asked():
    # Asleep, Confused, Paralyzed put no damage counters (I-F): nothing a replay asks changes, coin or not
    for text in ({"en": "Flip a coin. If heads, your opponent's Active Pokémon is now Paralyzed."},
                 {"ja": "コインを1回投げオモテなら、相手のバトルポケモンをマヒにする。"},
                 {"zh_hant": "擲1次硬幣若為正面，則將對手的戰鬥寶可夢【麻痺】。"},
                 {"en": "Your opponent's Active Pokémon is now Confused."}, {"ja": "相手のバトルポケモンをねむりにする。"}):
        assert texts.attack(text).kind == "after", text
    # Burned puts counters at the Checkup: read as the Burn it gives, not as changing nothing
    assert texts.attack({"en": "Your opponent's Active Pokémon is now Burned."}).kind == "burn"


# --- replayed on a board written by hand ----------------------------------------------------------------

def _attacked(tmp_path, attack: dict, me: dict | None = None, opponent: dict | None = None, coins: list[str] | None = None):
    """The Defending Pokémon after the attack, on turn 3 (a 300-HP Pokémon of no type the attacker's Weakness reads)."""
    me = {"active": {"card": "Attacker", "hp": 200, "types": ["colorless"], "energy": ["colorless"] * 3, "attacks": [attack]}, **(me or {})}
    opponent = opponent or {"active": {"card": "Defender", "hp": 300, "types": ["water"]}}
    doc = {"title": "by hand", "ruleset": "v3.1", "turn": 3, "first_player": "me", "current": "me", "do": [{"attack": attack["name"]}],
           "board": {"me": me, "opponent": opponent}, **({"coins": coins} if coins else {})}
    path = tmp_path / "by-hand.yaml"
    path.write_text(json.dumps(doc), encoding="utf-8")
    ended = {}
    replay(load_scenario(path), "by-hand", str(path), observe=lambda i, game: ended.update(game=game))
    return ended["game"].players["opponent"].active


def _attack(row_id: str, damage: int | None, name: str = "Attack") -> dict:
    reading = texts.attack(printed(row_id))
    return {"name": name, "cost": ["colorless"], **({"damage": damage} if damage is not None else {}), "modifier": reading.modifier,
            **({"flags": reading.flags} if reading.flags else {})}


def test_heads_times_the_printed_damage(tmp_path):
    # Rolling Slider 100×, 3 coins: heads, tails, heads → step 1b: 100 × 2 = 200
    assert _attacked(tmp_path, _attack("atk-rolling-slider", None), coins=["heads", "tails", "heads"]).damage == 200
    # Egg Rolling 60×: heads, heads, tails → 60 × 2 = 120
    assert _attacked(tmp_path, _attack("atk-egg-rolling", None), coins=["heads", "heads", "tails"]).damage == 120


def test_a_count_on_the_attacker_and_on_the_defending_pokemon(tmp_path):
    # Raging Claws 30+, 5 damage counters on the attacker → step 1a: 30 + 10 × 5 = 80
    me = {"active": {"card": "Attacker", "hp": 200, "damage": 50, "types": ["colorless"], "energy": ["colorless"],
                     "attacks": [_attack("atk-raging-claws", 30)]}}
    assert _attacked(tmp_path, _attack("atk-raging-claws", 30), me=me).damage == 80
    # Combustion Chain 10+, 3 Energy on the Defending Pokémon → 10 + 50 × 3 = 160
    opponent = {"active": {"card": "Defender", "hp": 300, "types": ["water"], "energy": ["water"] * 3}}
    assert _attacked(tmp_path, _attack("atk-combustion-chain", 10), opponent=opponent).damage == 160
    # Loom Over 130−, 4 damage counters on the attacker → B-03: 130 − 10 × 4 = 90
    me = {"active": {"card": "Attacker", "hp": 200, "damage": 40, "types": ["colorless"], "energy": ["colorless"],
                     "attacks": [_attack("atk-loom-over", 130)]}}
    assert _attacked(tmp_path, _attack("atk-loom-over", 130), me=me).damage == 90


def test_a_condition_on_the_defending_pokemon(tmp_path):
    # Rising Blade 80+: the Defending Pokémon a Pokémon ex → 80 + 80 = 160; not one → 80
    ex = {"active": {"card": "Defender ex", "hp": 300, "types": ["water"], "rule_box": "ex"}}
    assert _attacked(tmp_path, _attack("atk-rising-blade", 80), opponent=ex).damage == 160
    assert _attacked(tmp_path, _attack("atk-rising-blade", 80)).damage == 80


def test_tails_the_attack_does_nothing(tmp_path):
    # Surprise Attack 30: tails → it fails (D-01), no damage; heads → 30
    attack = {"name": "Surprise Attack", "cost": ["colorless"], "damage": 30, "flags": texts.attack(printed("atk-surprise-attack")).flags}
    assert _attacked(tmp_path, attack, coins=["tails"]).damage == 0
    assert _attacked(tmp_path, attack, coins=["heads"]).damage == 30


# --- replayed on questions --------------------------------------------------------------------------------

def replayed(q: str) -> dict:
    sit = situation(q)
    assert sit is not None, f"no situation read from {q!r}"
    assert sit["status"] == "replayed", f"{q!r}: {sit['missing']} / {sit['read']}"
    return sit


def incomplete(q: str) -> list[str]:
    sit = situation(q)
    assert sit is not None and sit["status"] == "incomplete", f"{q!r}: {sit and sit.get('outcome')}"
    return sit["missing"]


def test_coins_said_or_not():
    # Cetitan (Water) Rolling Slider 100× into Iron Hands ex (Lightning, Weakness Fighting): heads, heads, tails → 1b: 200;
    # step 3: no Weakness to Water → 200
    assert replayed("Cetitan uses Rolling Slider on Iron Hands ex and I flip heads, heads, tails. How much damage?")["outcome"]["damage"] == 200
    # the coins not said: the damage turns on them
    assert any("coin" in m for m in incomplete("Cetitan uses Rolling Slider on Iron Hands ex. How much damage?"))


def test_a_count_the_question_must_say():
    # Arcanine ex (Fire) Raging Claws 30+ with 50 damage on it → 1a: 30 + 10 × 5 = 80; Iron Hands ex's Weakness is Fighting → 80
    assert replayed("Arcanine ex with 50 damage on it uses Raging Claws on Iron Hands ex. How much damage?")["outcome"]["damage"] == 80
    # the damage on it not said: the count is missing, nothing guessed
    assert any("Arcanine ex" in m for m in incomplete("Arcanine ex uses Raging Claws on Iron Hands ex. How much damage?"))
    # Chandelure (Fire) Combustion Chain 10+, 3 Energy on Iron Hands ex → 10 + 50 × 3 = 160
    assert replayed("Chandelure uses Combustion Chain on Iron Hands ex, which has 3 Energy attached. How much damage?")["outcome"]["damage"] == 160
    assert incomplete("Chandelure uses Combustion Chain on Iron Hands ex. How much damage?")


def test_a_condition_read_off_the_print():
    # Chien-Pao (Water) Rising Blade 80+ into Iron Hands ex, a Pokémon ex → 80 + 80 = 160 (no Weakness to Water)
    assert replayed("Chien-Pao uses Rising Blade on Iron Hands ex. How much damage?")["outcome"]["damage"] == 160


# --- damage to the Bench only -----------------------------------------------------------------------------

def test_an_attack_damaging_only_a_benched_pokemon():
    # Crimson Blaster (no damage printed): "Discard all {R} Energy from this Pokémon, and this attack does 180 damage to 1 of your
    # opponent's Benched Pokémon. (Don't apply Weakness and Resistance for Benched Pokémon.)", 「…相手のベンチポケモン1匹に、180ダメージ。」,
    # 「…對手的1隻備戰寶可夢受到180點傷害。」
    reading = each_language("atk-crimson-blaster", {"en", "ja", "zh_hans", "zh_hant"})
    assert (reading.kind, reading.amount, reading.targets) == ("bench_only", 180, 1)


def test_bench_damage_only_replayed():
    # Armarouge Crimson Blaster into the opponent's Benched Iron Hands ex (230 HP, no damage): B-08, no Weakness or Resistance on the
    # Bench → 180; 230 − 180 = 50 HP left
    q = "Armarouge uses Crimson Blaster on my opponent's Benched Iron Hands ex, which has no damage. How much HP is left?"
    assert replayed(q)["outcome"] == {"hp_left": 50, "damage": 180, "knocked_out": False}
    assert replayed("红莲铠骑用红莲引爆打对手备战区的铁臂膀ex（没有伤害），剩多少HP？")["outcome"]["hp_left"] == 50
    # said of the Active Pokémon: the attack does it no damage, and which Benched Pokémon it hits is missing
    assert incomplete("Armarouge uses Crimson Blaster on Iron Hands ex in the Active Spot. How much damage?")


# --- × the cards discarded, not said ----------------------------------------------------------------------

def test_cards_discarded_not_said_are_tried():
    # Make It Rain 50× the Energy discarded (B-02): into Iron Hands ex the damage turns on how many, which is missing
    assert any("Make It Rain" in m for m in incomplete("Gholdengo ex uses Make It Rain on Iron Hands ex. How much damage?"))
    # said: 3 discarded → 150; Iron Hands ex (Weakness Fighting) → 150
    assert replayed("Gholdengo ex uses Make It Rain discarding 3 Energy on Iron Hands ex. How much damage?")["outcome"]["damage"] == 150


def test_whether_the_pokemon_hit_takes_any_damage():
    # Iron Hands ex Arm Press 160 into Miraidon ex: damage done → yes
    sit = replayed("Does Miraidon ex take any damage from Iron Hands ex's Arm Press?")
    assert sit["outcome"]["answer"] == "yes" and sit["outcome"]["damage"] == 160


# --- Burn, damage to each Benched Pokémon, what lasts into the next turn -------------------------------------

def test_a_burn_each_benched_pokemon_and_what_lasts_read_in_every_language():
    # "Your opponent's Active Pokémon is now Burned." 「相手のバトルポケモンをやけどにする。」 「將對手的戰鬥寶可夢【灼傷】。」
    assert each_language("atk-flame-cannon", {"en", "ja", "zh_hant"}).kind == "burn"
    # "This attack also does 10 damage to each of your opponent's Benched Pokémon." 「相手のベンチポケモン全員にも、それぞれ10ダメージ。」
    reading = each_language("atk-blizzard", {"en", "ja", "zh_hant"})
    assert (reading.kind, reading.amount, reading.targets) == ("bench", 10, None)
    # after this attack's damage and Knock Out check, lasting into the opponent's turn: nothing this attack's outcome turns on
    for text in ({"en": "During your opponent's next turn, the Defending Pokémon can't retreat."},
                 {"ja": "次の相手の番、このワザを受けたポケモンは、にげられない。"}, {"zh_hant": "在下個對手的回合，受到這個招式的寶可夢無法撤退。"},
                 {"en": "During your opponent's next turn, this Pokémon takes 30 less damage from attacks (after applying Weakness and Resistance)."},
                 {"ja": "次の相手の番、このポケモンが受けるワザのダメージは「-30」される。"},
                 {"ja": "コインを1回投げオモテなら、次の相手の番、このポケモンはワザのダメージや効果を受けない。"},
                 {"en": "Switch this Pokémon with 1 of your Benched Pokémon."}, {"zh_hant": "將這隻寶可夢與備戰寶可夢互換。"}):
        assert texts.attack(text).kind == "after", text


def test_burned_at_the_checkup_replayed():
    # Armarouge (Fire) Flame Cannon 90 into Iron Hands ex (230 HP, 120 damage; Weakness Fighting): 120 + 90 = 210, not Knocked Out by the
    # attack; Burned: the Checkup puts 2 damage counters (I-F) → 230 ≥ 230 → Knocked Out, whatever the coin after
    q = "Armarouge uses Flame Cannon on Iron Hands ex, which has 120 damage. After the Pokémon Checkup, is Iron Hands ex Knocked Out?"
    assert replayed(q)["outcome"]["knocked_out"] is True
    assert replayed("Armarouge uses Flame Cannon on Iron Hands ex, which has 120 damage. How much damage?")["outcome"] == {
        "damage": 90, "knocked_out": False, "hp_left": 20}


def test_damage_to_each_benched_pokemon_replayed():
    # Articuno Blizzard: 10 to each of the opponent's Benched Pokémon (B-08: no Weakness or Resistance) → 10; 230 − 10 = 220
    sit = replayed("Articuno uses Blizzard. How much damage does my opponent's Benched Iron Hands ex (no damage) take?")
    assert sit["outcome"]["damage"] == 10 and sit["outcome"]["hp_left"] == 220


# --- after the damage: cards, Energy moved, the attacker healed ----------------------------------------------

def test_after_the_damage_nothing_asked_changes_or_the_attacker_is_healed():
    for text in ({"en": "Draw 2 cards."}, {"ja": "自分の山札を3枚引く。"}, {"zh_hant": "從自己的牌庫抽出2張卡。"},
                 {"en": "Discard the top 2 cards of your opponent's deck."}, {"ja": "相手の山札を上から1枚トラッシュする。"},
                 {"en": "Move an Energy from this Pokémon to 1 of your Benched Pokémon."},
                 {"ja": "次の相手の番、このポケモンはたねポケモンからワザのダメージを受けない。"}):
        assert texts.attack(text).kind == "after", text
    # Absorb Life: "Heal 30 damage from this Pokémon." 「このポケモンのHPを「30」回復する。」 「將這隻寶可夢恢復「30」HP。」
    reading = each_language("atk-absorb-life", {"en", "ja", "zh_hant"})
    assert (reading.kind, reading.amount) == ("heal_self", 30)


def test_the_attacker_healed_replayed():
    # Brambleghast (100 HP, 50 damage) Absorb Life 30 into Iron Hands ex, then heals 30 (C-06): 50 − 30 = 20 damage → 80 HP left
    sit = replayed("My Brambleghast with 50 damage on it uses Absorb Life on Iron Hands ex (no damage). How much HP does my Brambleghast "
                   "itself have left?")
    assert sit["outcome"]["hp_left"] == 80
    # the Pokémon hit: 30 (Iron Hands ex's Weakness is Fighting) → 200 HP left
    assert replayed("Brambleghast uses Absorb Life on Iron Hands ex (no damage). How much damage?")["outcome"]["damage"] == 30


# --- counts the question seldom says: the Bench, a Knock Out the turn before ---------------------------------

def test_counts_of_the_bench_and_of_the_turn_before_read_and_said_missing():
    # Mind Jack: "This attack does 30 more damage for each of your opponent's Benched Pokémon." 「相手のベンチポケモンの数×30ダメージ追加。」
    # (the table's Japanese and Chinese rows of Mind Jack are another print's, "30×": read as ×, so the row's languages differ)
    assert texts.attack({"en": printed("atk-mind-jack")["en"]}).modifier == {"plus_each": 30, "count": "opponents_bench.all"}
    for column in ("ja", "zh_hant"):
        assert texts.attack({column: printed("atk-mind-jack")[column]}).modifier == {"times": 30, "count": "opponents_bench.all"}
    assert texts.attack(printed("atk-mind-jack")) is None
    # Avenging Edge: "If any of your Pokémon were Knocked Out by damage from an attack during your opponent's last turn, this attack does
    # 60 more damage." 「前の相手の番に、ワザのダメージで、自分のポケモンがきぜつしていたなら、60ダメージ追加。」
    assert each_language("atk-avenging-edge", {"en", "ja", "zh_hant"}).modifier == {
        "plus": 60, "if": {"at_least": 1, "count": "your.knocked_out_by_attack_last_turn"}}
    # the question does not say them: missing, named, no number
    assert any("Bench" in m for m in incomplete("Flamigo uses Combat Beak on Iron Hands ex. How much damage?"))
    assert any("turn before" in m for m in incomplete("Iron Leaves uses Avenging Edge on Iron Hands ex. How much damage?"))


def test_an_attack_text_one_language_of_which_reads_otherwise_is_not_read():
    # the card table keeps each language's newest print of an attack's name, which may be another card's: a language whose text no
    # wording reads (here a "×" text beside an English "+") leaves the attack unread, never read from the other language alone
    rows = {"en": "This attack does 30 more damage for each of your opponent's Benched Pokémon.",
            "ja": "相手のベンチポケモンを1匹選び、そのポケモンにも30ダメージ。"}
    assert texts.attack({"en": rows["en"]}) is not None
    assert texts.attack(rows) is None


def test_an_energy_discarded_from_the_defending_pokemon():
    # "Flip a coin. If heads, discard an Energy from your opponent's Active Pokémon." 「相手のバトルポケモンについているエネルギーを1個選び、トラッシュする。」
    # (C-01, after the damage, attack step 5): nothing asked changes → Crunch 30 into Iron Hands ex (Weakness Fighting) → 30
    assert each_language("atk-crunch", {"en", "ja", "zh_hant"}).kind == "discard_defender_energy"
    assert replayed("Arcanine uses Crunch on Iron Hands ex (no damage). How much damage?")["outcome"]["damage"] == 30
    # a Special Energy with an effect on it (Legacy Energy: 1 fewer Prize card at the Knock Out, step 7): which Energy its player
    # discards at step 5 is what the Prize cards turn on, so the attack is named as not run
    q = ("Arcanine uses Crunch on my Iron Hands ex with Legacy Energy attached (its effect hasn't worked yet this game); Iron Hands ex has "
         "200 damage. How many Prize cards do they take?")
    assert any("Crunch" in m for m in incomplete(q))


# --- a condition on what the Defending Pokémon is: its rule box, its stage, its type ---------------------------

def test_a_condition_on_what_the_defending_pokemon_is():
    # Fighting Blaze: "If your opponent's Active Pokémon is a Pokémon ex or Pokémon V, this attack does 90 more damage."
    # 「相手のバトルポケモンが「ポケモンex・V」なら、90ダメージ追加。」 (a Pokémon V: also a VMAX and a VSTAR)
    assert each_language("atk-fighting-blaze", {"en", "ja", "zh_hans"}).modifier == {
        "plus": 90, "if": {"at_least": 1, "count": "defending.with_rule_box:ex|V|VMAX|VSTAR"}}
    # Cross-Cut: "… is an Evolution Pokémon, … 80 more damage." 「相手のバトルポケモンが進化ポケモンなら、80ダメージ追加。」
    assert each_language("atk-cross-cut", {"en", "ja"}).modifier["if"]["count"].startswith("defending.of_stage:stage1|stage2")
    # Punishing Fang: "… is a {D} Pokémon, … 100 more damage." 「…[悪]ポケモンなら、100ダメージ追加。」
    assert each_language("atk-punishing-fang", {"en", "ja"}).modifier == {"plus": 100, "if": {"at_least": 1, "count": "defending.of_type:darkness"}}


def test_a_condition_on_what_the_defending_pokemon_is_replayed(tmp_path):
    # on a board written by hand: 80+ with 80 more against an Evolution Pokémon (step 1a) → 160 into a Stage 1, 80 into a Basic
    attack = {"name": "Cut", "cost": ["colorless"], "damage": 80, "modifier": texts.attack(printed("atk-cross-cut")).modifier}
    assert _attacked(tmp_path, attack, opponent={"active": {"card": "Evolved", "hp": 300, "stage": "stage1"}}).damage == 160
    assert _attacked(tmp_path, attack, opponent={"active": {"card": "Basic", "hp": 300, "stage": "basic"}}).damage == 80
    # Flareon (Fire) Fighting Blaze 90+ into Iron Hands ex (a Pokémon ex; Weakness Fighting) → 90 + 90 = 180
    assert replayed("Flareon uses Fighting Blaze on Iron Hands ex (no damage). How much damage?")["outcome"]["damage"] == 180
    # Arcanine (Fire) Punishing Fang 100+ into Roaring Moon ex (Darkness; Weakness Grass) → 200; 230 − 200 = 30
    assert replayed("Arcanine uses Punishing Fang on Roaring Moon ex (no damage). How much damage?")["outcome"]["hp_left"] == 30


# The card table joins attacks by name: Mind Jack's row holds Alakazam ex's English text ("30 more damage for each of your
# opponent's Benched Pokémon", printed 90+) beside another card's Japanese and Chinese one (「相手のベンチポケモンの数×30ダメージ。」,
# printed 30×). The print's damage mark tells which texts are its own (II-B-01 "N more damage" is +, II-B-02 "N damage for each"
# is ×): those are read, the others set aside.
MIND_JACK = {"en": "This attack does 30 more damage for each of your opponent's Benched Pokémon.",
             "ja": "相手のベンチポケモンの数×30ダメージ。", "zh_hant": "造成對手的備戰寶可夢的數量×30點傷害。"}


@pytest.mark.parametrize("damage, modifier", [
    ("90+", {"plus_each": 30, "count": "opponents_bench.all"}),
    ("30×", {"times": 30, "count": "opponents_bench.all"}),
])
def test_an_attack_row_joining_two_attacks_of_one_name_is_read_by_the_prints_damage_mark(damage, modifier):
    from judge.situation.attack_prints import printed_attack
    reading = printed_attack(MIND_JACK, damage)
    assert reading is not None and reading.kind == "modifier" and reading.modifier == modifier


def test_an_attack_row_whose_texts_disagree_and_none_fits_the_mark_is_not_read():
    from judge.situation.attack_prints import printed_attack
    assert printed_attack(MIND_JACK, "90") is None


@pytest.mark.parametrize("q, damage, hp_left", [
    # Gusting Collision 200−: 50 less for each {C} in the Defending Pokémon's Retreat Cost (II-B-03). Iron Hands ex, Retreat 4:
    # 200 − 200 = 0, the damage calculation ends there (II-B-03 ◆); 230 HP left
    ("My Iron Bundle (SSP 055) uses Gusting Collision on their Iron Hands ex, no damage on it. How much damage does it do?", 0, 230),
    # Pidgeot ex, Retreat 0: 200; Water on Weakness Lightning, Resistance Fighting: 200 (steps 3, 4); 280 − 200 = 80
    ("My Iron Bundle (SSP 055) uses Gusting Collision on their Pidgeot ex, no damage on it. HP left?", 200, 80),
    ("自分のテツノツツミ（SV8 031）のガストコリジョンで、相手の無傷のピジョットexを攻撃。残りHPは？", 200, 80),
])
def test_an_attack_doing_less_for_the_defending_pokemons_retreat_cost(q, damage, hp_left):
    got = situation(q)
    assert got["status"] == "replayed", got["missing"]
    assert got["outcome"]["damage"] == damage and got["outcome"]["hp_left"] == hp_left


@pytest.mark.parametrize("q, outcome", [
    # Strike Down (no damage printed): "If your opponent's Active Pokémon has 4 or more damage counters on it, that Pokémon is Knocked
    # Out." (I-D). Iron Hands ex (230 HP, a Pokémon ex: 2 Prize cards): 3 counters — not Knocked Out, 200 left; 4 or 5 — Knocked Out
    ("Kingambit uses Strike Down on their Active Iron Hands ex, which has 3 damage counters on it. Is it Knocked Out?",
     {"knocked_out": False, "damage": 0, "hp_left": 200}),
    ("ドドゲザンの「うちとる」で、ダメカンが5個のっている相手のバトル場のテツノカイナexを攻撃。きぜつする？",
     {"knocked_out": True, "damage": 0, "hp_left": 0, "prizes": 2}),
    ("仆斬將軍用「攻滅」打對手戰鬥場上身上有4個傷害指示物的鐵臂膀ex，會昏厥嗎？拿幾張獎賞卡？", {"prizes": 2, "knocked_out": True, "damage": 0}),
])
def test_a_knock_out_at_n_damage_counters(q, outcome):
    assert situation(q)["outcome"] == outcome


def test_a_knock_out_at_n_damage_counters_needs_the_counters_said():
    sit = situation("Kingambit uses Strike Down on their Active Iron Hands ex. Is it Knocked Out?")
    assert sit["status"] == "incomplete"
