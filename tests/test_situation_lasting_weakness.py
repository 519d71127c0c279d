"""An attack used the turn before whose text lasts into this turn on Weakness or Resistance (Archaludon ex's Metal Defender:
"During your opponent's next turn, this Pokémon has no Weakness", damage step 3, II-D-13) bears on the damage asked: the
engine does not run it, so the situation is incomplete, naming it, never replayed with the Weakness applied (×2 for Fire)."""

from __future__ import annotations

import pytest

from judge.situation.replay import situation

ASKED = (
    ("ja", "前の番にブリジュラスexが「メタルディフェンダー」を使った。相手のイーユイexが「フレイムサージ」でブリジュラスex（ダメージなし）を攻撃。何ダメージ？"),
    ("en", "Last turn my Archaludon ex used Metal Defender. Now their Chi-Yu ex hits it with Flame Surge (no damage on it). How much damage?"),
    ("zh", "上回合我的铝钢桥龙ex用了金属防御强化。这回合对手的古玉鱼ex用招式打它（没有伤害），打多少？"),
)


@pytest.mark.parametrize("lang,q", ASKED)
def test_a_lasting_no_weakness_is_not_replayed_as_weakness(lang, q):
    got = situation(q, lang)
    assert got is None or (got["status"] == "incomplete" and not got.get("outcome")), got
    assert got is not None and any("メタルディフェンダー" in m or "Metal Defender" in m or "金属防御强化" in m for m in got["missing"]), got
