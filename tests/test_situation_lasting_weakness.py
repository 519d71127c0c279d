"""An attack used the turn before whose text lasts into this turn on Weakness or Resistance (Archaludon ex's Metal Defender:
"During your opponent's next turn, this Pokémon has no Weakness", damage step 3, II-D-13) bears on the damage asked: put on the
Pokémon that used it, the replay applies no Weakness; never replayed with the Weakness applied (×2 for Fire)."""

from __future__ import annotations

import pytest

from judge.situation.replay import situation

ASKED = (
    ("ja", "前の番にブリジュラスexが「メタルディフェンダー」を使った。相手のイーユイexが「フレイムサージ」でブリジュラスex（ダメージなし）を攻撃。何ダメージ？"),
    ("en", "Last turn my Archaludon ex used Metal Defender. Now their Chi-Yu ex hits it with Flame Surge (no damage on it). How much damage?"),
    ("zh", "上回合我的铝钢桥龙ex用了金属防御强化。这回合对手的古玉鱼ex用招式打它（没有伤害），打多少？"),
)


@pytest.mark.parametrize("lang,q", ASKED[:2])
def test_a_lasting_no_weakness_is_replayed_without_weakness(lang, q):
    # Flame Surge 100 (Fire) into Archaludon ex (300 HP, Weakness Fire ×2, Resistance Grass): no Weakness this turn (step 3,
    # D-13), no Resistance to Fire (step 4): 100, 200 HP left — never 200 damage
    got = situation(q, lang)
    assert got["status"] == "replayed" and got["outcome"] == {"damage": 100, "knocked_out": False, "hp_left": 200}, got


def test_a_lasting_no_weakness_with_the_attack_unnamed_is_not_replayed():
    lang, q = ASKED[2]
    got = situation(q, lang)
    assert got is None or (got["status"] == "incomplete" and not got.get("outcome")), got
