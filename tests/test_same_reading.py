"""The same question read the same in every language and script: English, Japanese, Simplified and
Traditional Chinese name the same terms and the same attacks, so that the ranking meets the same
concepts whichever script asks (judge/search/question.py, judge/index/analysis.py, index/terms.yaml).

Each case is one situation asked four ways. The concepts expected are what the words mean in the
game's terms (index/terms.yaml's ids); an attack's id is the card table's row for its printed name
in each language (index/cards.tsv through judge.cards)."""

from __future__ import annotations

import pytest

from judge.cards.evidence import load_table
from judge.search.question import read

#: (language, script, question): one situation in each of the four scripts.
FOUR = tuple[tuple[str, str, str], ...]


def read_in_each(idx, asked: FOUR) -> dict[str, set[str]]:
    return {script: set(read(idx, q, lang).concepts) for lang, script, q in asked}


#: Grapploct's Octolock (en "Octolock", ja 「たこがため」, zh 「蛸固」 in both scripts): "the Defending
#: Pokémon's attacks cost {C}{C} more, and the Defending Pokémon can't retreat" (its printed text).
#: English writes the attack's name capitalised inside the sentence, unquoted; Japanese and Chinese
#: quote it.
OCTOLOCK: FOUR = (
    ("en", "en", "My opponent's Grapploct used Octolock on my Active Pokémon. If I switch it with Switch, does the lock stay?"),
    ("ja", "ja", "相手のオトスパスの「たこがため」を受けたバトルポケモンを、ポケモンいれかえでベンチにもどしたら、その効果は残る？"),
    ("zh", "zh-Hans", "对手的八爪武师对我的战斗宝可梦使用了「蛸固」。用宝可梦交替把它换到备战区后，效果还在吗？"),
    ("zh", "zh-Hant", "對手的八爪武師對我的戰鬥寶可夢使用了「蛸固」。用寶可夢交替把牠換到備戰區後，效果還在嗎？"),
)
#: Lugia V's Read the Wind (ja 「かぜよみ」, zh 「读风」, 「讀風」): "Discard a card from your hand. If you do,
#: draw 3 cards." An English name of several words, one of them a small word in lower case.
READ_THE_WIND: FOUR = (
    ("en", "en", "After my Lugia V uses Read the Wind, may I still play a Supporter card from my hand?"),
    ("ja", "ja", "ルギアVの「かぜよみ」を使ったあとでも、手札からサポートを使える？"),
    ("zh", "zh-Hans", "我的洛奇亚V使用「读风」之后，还能从手牌使用支援者吗？"),
    ("zh", "zh-Hant", "我的洛奇亞V使用「讀風」之後，還能從手牌使用支援者嗎？"),
)


@pytest.mark.parametrize("asked,attack", [(OCTOLOCK, "Octolock"), (READ_THE_WIND, "Read the Wind")])
def test_an_attack_named_unquoted_in_english_is_read_as_the_quoted_one_is(idx, asked, attack):
    row = next(m.card.id for m in load_table().find(attack, 5) if m.how == "exact" and m.card.kind == "attack")
    read_as = read_in_each(idx, asked)
    assert {script for script, concepts in read_as.items() if row not in concepts} == set(), read_as


def test_a_capitalised_word_of_the_rules_is_no_attack():
    """"Item", "Psychic" and "Draw" are attacks' or Abilities' names too (the card table has rows
    named so), but a single capitalised word inside an English sentence names one only right after
    a word of using it: here they are the rules' words."""
    from judge.search.ask import open_index

    idx = open_index()
    q = read(idx, "Can my Psychic Pokémon retreat after I play an Item card and Draw two cards?", "en")
    assert not [c for c in q.concepts if c.startswith(("atk-", "abl-", "pwr-", "body-"))], q.concepts
    assert {"psychic-type", "item"} <= set(q.concepts)


#: The opponent's last turn, this turn, a Knock Out and an attack, asked four ways: en "last turn" /
#: ja 前の番 / zh 上回合 (上個回合 in Traditional) are the opponent's last turn; "this turn" / この番 /
#: 本回合 this turn; "Knocked Out" / きぜつ / 打昏 a Knock Out; "attack" / 攻撃 / 攻击 an attack.
TURNS: FOUR = (
    ("en", "en", "Last turn my opponent's attack Knocked Out my Active Pokémon. Can my new Active attack this turn?"),
    ("ja", "ja", "前の番に相手の攻撃で自分のバトルポケモンがきぜつした。新しく出したポケモンはこの番に攻撃できる？"),
    ("zh", "zh-Hans", "上回合对手的攻击打昏了我的战斗宝可梦。新换上的宝可梦本回合能攻击吗？"),
    ("zh", "zh-Hant", "上個回合對手的攻擊打昏了我的戰鬥寶可夢。新換上的寶可夢本回合能攻擊嗎？"),
)
#: What is in play: "in play" / 場の / 场上.
IN_PLAY: FOUR = (
    ("en", "en", "Does an Ability of a Pokémon in play count for my opponent's Pokémon too?"),
    ("ja", "ja", "場のポケモンの特性は、相手のポケモンにもはたらく？"),
    ("zh", "zh-Hans", "场上宝可梦的特性对对手的宝可梦也有效吗？"),
    ("zh", "zh-Hant", "場上寶可夢的特性對對手的寶可夢也有效嗎？"),
)


@pytest.mark.parametrize("asked,terms", [
    (TURNS, {"opponents-last-turn", "this-turn", "knock-out", "attack"}),
    (IN_PLAY, {"in-play", "ability", "opponent"}),
])
def test_the_same_terms_are_read_in_every_script(idx, asked, terms):
    read_as = read_in_each(idx, asked)
    assert {script: sorted(terms - concepts) for script, concepts in read_as.items() if terms - concepts} == {}


#: An effect that prevents all effects of attacks, as each script words it in a question: "prevents
#: all effects of attacks" / 「ワザの効果を受けません」 / 「不受到招式效果影响」 (index/terms.yaml, prevent-effects;
#: the guides' II-C-04 and II-C-05 FAQs rule on such Pokémon).
PREVENTED: FOUR = (
    ("en", "en", "My opponent's Active Pokémon is protected from all effects of attacks. Can my attack still switch it?"),
    ("ja", "ja", "相手のバトルポケモンはワザの効果を受けません。それでも自分のワザで入れ替えられますか？"),
    ("zh", "zh-Hans", "对手的战斗宝可梦不受到招式效果影响。我的招式还能把它换下去吗？"),
    ("zh", "zh-Hant", "對手的戰鬥寶可夢不受到招式效果影響。我的招式還能把牠換下去嗎？"),
)


def test_an_effect_preventing_effects_of_attacks_is_read_in_every_script(idx):
    read_as = read_in_each(idx, PREVENTED)
    assert {script for script, concepts in read_as.items() if "prevent-effects" not in concepts} == set(), read_as

#: Drawing, the deck and attaching, in the words each script's writers use: "drew" / 引いた / 抽出, and
#: Traditional's own words where Simplified's differ (牌組 for 卡组, 身上附加 for 附着: the Traditional
#: cards print 附加), which conversion to Simplified does not turn into Simplified's words.
DRAWN: FOUR = (
    ("en", "en", "After I drew 3 cards from my deck, may I still attach an Energy to my Benched Pokémon?"),
    ("ja", "ja", "山札から3枚引いたあとでも、ベンチポケモンにエネルギーをつけられる？"),
    ("zh", "zh-Hans", "从卡组抽出3张之后，还能给备战宝可梦附上能量吗？"),
    ("zh", "zh-Hant", "從牌組抽出3張之後，還能在備戰寶可夢身上附加能量嗎？"),
)


def test_drawing_the_deck_and_attaching_are_read_in_every_script(idx):
    """English reads "attach an Energy" as one term (attach-energy), the others attaching and Energy."""
    terms = {"draw", "deck", "benched-pokemon"}
    read_as = read_in_each(idx, DRAWN)
    assert {script: sorted(terms - concepts) for script, concepts in read_as.items() if terms - concepts} == {}
    assert [script for script, concepts in read_as.items() if not ({"attach", "energy"} <= concepts or "attach-energy" in concepts)] == []

#: The player's own turn as a player asks it: "my turn" (the guides write "your turn") / 自分の番 /
#: 自己的回合 (index/terms.yaml, your-turn; judge/index/terms.py reads an English form's "your" as "my" too).
MY_TURN: FOUR = (
    ("en", "en", "During my turn, may I look at my face-down Prize cards?"),
    ("ja", "ja", "自分の番に、裏向きのサイドを見てもいい？"),
    ("zh", "zh-Hans", "在自己的回合，我可以看背面朝上的奖赏卡吗？"),
    ("zh", "zh-Hant", "在自己的回合，我可以看背面朝上的獎賞卡嗎？"),
)


def test_the_players_own_turn_is_read_in_every_script(idx):
    read_as = read_in_each(idx, MY_TURN)
    assert {script for script, concepts in read_as.items() if "your-turn" not in concepts} == set(), read_as


#: Whose turn, as players write it rather than as the guides do: "their turn" / 相手のターン / 对手回合
#: (opponents-turn), "my turn" / 自分のターン / 我的回合 (your-turn), "their next turn" / 相手の次の番 /
#: 对手下回合 (opponents-next-turn); the guides write "your opponent's turn", 相手の番, 对手的回合,
#: 次の相手の番 and 下一个对手的回合 (index/terms.yaml).
WHOSE_TURN: FOUR = (
    ("en", "en", "Can my Pokémon's Ability be used during their turn too, or only on my turn?"),
    ("ja", "ja", "自分のポケモンの特性は、相手のターンにも使える？それとも自分のターンだけ？"),
    ("zh", "zh-Hans", "我的宝可梦的特性在对手回合也能用吗？还是只能在我的回合用？"),
    ("zh", "zh-Hant", "我的寶可夢的特性在對手回合也能用嗎？還是只能在我的回合用？"),
)
THEIR_NEXT_TURN: FOUR = (
    ("en", "en", "The Pokémon my attack hit can't retreat: does that hold on their next turn as well?"),
    ("ja", "ja", "自分のワザを受けたポケモンはにげられない。相手の次の番もそのまま？"),
    ("zh", "zh-Hans", "被我的招式打中的宝可梦不能撤退，对手下回合也还是这样吗？"),
    ("zh", "zh-Hant", "被我的招式打中的寶可夢不能撤退，對手下回合也還是這樣嗎？"),
)


@pytest.mark.parametrize("asked,terms", [(WHOSE_TURN, {"your-turn", "opponents-turn", "ability"}),
                                         (THEIR_NEXT_TURN, {"opponents-next-turn", "cant-retreat"})])
def test_whose_turn_is_read_in_every_script_as_players_write_it(idx, asked, terms):
    read_as = read_in_each(idx, asked)
    assert {script: sorted(terms - concepts) for script, concepts in read_as.items() if terms - concepts} == {}


#: Claydol's Kaboom Doll (ja ネンドールの「ドッカンドール」, zh 念力土偶的「轰爆土偶」, 「轟爆土偶」): "Put damage
#: counters on your opponent's Active Pokémon until its remaining HP is 10" (its printed text). Named
#: unquoted after the Pokémon printing it, as English writes "Claydol's Kaboom Doll": ネンドールの…,
#: 念力土偶的… (judge/index/analysis.py, Analyzer._owned_parts).
KABOOM_DOLL: FOUR = (
    ("en", "en", "If I use Claydol's Kaboom Doll while my opponent's Active Pokémon has only 10 HP left, are any damage counters put on it?"),
    ("ja", "ja", "相手のバトルポケモンの残りHPがもう10のときにネンドールのドッカンドールを使ったら、ダメカンはのる？"),
    ("zh", "zh-Hans", "对手的战斗宝可梦剩余HP只有10时，我使用念力土偶的轰爆土偶，还会放置伤害指示物吗？"),
    ("zh", "zh-Hant", "對手的戰鬥寶可夢剩餘HP只有10時，我使用念力土偶的轟爆土偶，還會放置傷害指示物嗎？"),
)
#: Sableye's Lost Mine (ja ヤミラミの「ロストマイン」, zh 勾魂眼的「放逐矿山」): "Put 12 damage counters on your
#: opponent's Pokémon in any way you like" (its printed text): a name in hiragana or katakana alike.
LOST_MINE: FOUR = (
    ("en", "en", "Sableye's Lost Mine spreads 12 damage counters: could every one of them go on a single Benched Pokémon of my opponent?"),
    ("ja", "ja", "ヤミラミのロストマインで、12個のダメカンを全部ベンチの1匹にのせてもいい？"),
    ("zh", "zh-Hans", "用勾魂眼的放逐矿山，可以把12个伤害指示物全部放在1只备战宝可梦身上吗？"),
    ("zh", "zh-Hant", "用勾魂眼的放逐礦山，可以把12個傷害指示物全部放在1隻備戰寶可夢身上嗎？"),
)


@pytest.mark.parametrize("asked,attack", [(KABOOM_DOLL, "atk-kaboom-doll"), (LOST_MINE, "atk-lost-mine")])
def test_an_attack_named_unquoted_after_its_pokemon_is_read_in_every_script(idx, asked, attack):
    read_as = read_in_each(idx, asked)
    assert {script for script, concepts in read_as.items() if attack not in concepts} == set(), read_as


def test_a_word_after_a_pokemons_name_that_no_card_of_it_prints_is_no_attack(idx):
    """「ピカチュウのエネルギー」, 「皮卡丘的能量」: the Pokémon's Energy, a rule term, not an attack; and
    ファントムダイブ, Dragapult ex's attack, after another Pokémon's name is not read as that one's
    (tests/test_card_evidence.py: unquoted and ownerless, it is not read at all)."""
    for lang, q in (("ja", "ピカチュウのエネルギーをトラッシュしたら、にげられる？"), ("zh", "皮卡丘的能量被丢弃后还能撤退吗？"),
                    ("ja", "ピカチュウのファントムダイブでダメカンをのせる")):
        concepts = read(idx, q, lang).concepts
        assert not [c for c in concepts if c.startswith(("atk-", "abl-", "pwr-", "body-"))], (q, concepts)


#: Bibarel's Unaware (ja ビーダルの特性「てんねん」, zh 大尾狸的特性「纯朴」, 「純樸」): "Prevent all effects of
#: attacks used by your opponent's Pokémon done to this Pokémon" (its printed text). Japanese and
#: Chinese say 特性 before its name; English names it alone, and it is an Ability all the same.
UNAWARE: FOUR = (
    ("en", "en", "Against my opponent's Bibarel with Unaware, does my attack's effect that stops retreating still work?"),
    ("ja", "ja", "相手のビーダルは特性「てんねん」を持っている。にげられなくなる自分のワザの効果はそれでもはたらく？"),
    ("zh", "zh-Hans", "对手的大尾狸有特性「纯朴」。让它不能撤退的我的招式效果还有用吗？"),
    ("zh", "zh-Hant", "對手的大尾狸有特性「純樸」。讓牠不能撤退的我的招式效果還有用嗎？"),
)


@pytest.mark.parametrize("asked,named,kind", [(UNAWARE, "abl-unaware", "ability"), (KABOOM_DOLL, "atk-kaboom-doll", "attack")])
def test_a_named_attack_or_ability_is_read_as_one_whether_the_question_says_so_or_not(idx, asked, named, kind):
    """The Kaboom Doll questions say neither "attack" nor ワザ nor 招式; the Unaware one says 特性 in
    Japanese and Chinese only (judge/search/question.py, NAMED_KINDS)."""
    read_as = read_in_each(idx, asked)
    assert {script for script, concepts in read_as.items() if not {named, kind} <= concepts} == set(), read_as


#: Nothing there, said politely in Japanese as players write it: ベンチは空です (the plain forms が空の,
#: 空っぽ were read; English "is empty", Chinese 是空的), 手札がありません beside 手札がない.
NOTHING_THERE: FOUR = (
    ("en", "en", "Their Bench is empty. May I still use an attack that hits a Benched Pokémon?"),
    ("ja", "ja", "相手のベンチは空です。それでもベンチポケモンに当てるワザを使えますか？"),
    ("zh", "zh-Hans", "对手的备战区是空的。还能使用打备战宝可梦的招式吗？"),
    ("zh", "zh-Hant", "對手的備戰區是空的。還能使用打備戰寶可夢的招式嗎？"),
)


def test_nothing_there_is_read_in_every_script(idx):
    read_as = read_in_each(idx, NOTHING_THERE)
    assert {script for script, concepts in read_as.items() if "none-there" not in concepts} == set(), read_as
    assert "none-there" in read(idx, "山札から引く前に、手札がありません。", "ja").concepts


#: A Pokémon named with its place: English "Active Snorlax", "Benched Snorlax"; Japanese
#: 「バトル場のカビゴン」, 「ベンチのカビゴン」; Chinese 「战斗场上的卡比兽」, 「备战区的卡比兽」: the Active
#: Pokémon and a Benched Pokémon, as "Active Pokémon" / バトル場のポケモン / 战斗场上的宝可梦 are, not the
#: Active Spot and the Bench (judge/index/analysis.py, PLACED).
PLACED: FOUR = (
    ("en", "en", "Can my Active Snorlax switch places with my Benched Pikachu by retreating?"),
    ("ja", "ja", "バトル場のカビゴンを、にげるでベンチのピカチュウと入れ替えられる？"),
    ("zh", "zh-Hans", "战斗场上的卡比兽可以撤退，和备战区的皮卡丘互换吗？"),
    ("zh", "zh-Hant", "戰鬥場上的卡比獸可以撤退，和備戰區的皮卡丘互換嗎？"),
)


def test_a_pokemon_named_with_its_place_is_the_pokemon_in_that_place_in_every_script(idx):
    terms = {"active-pokemon", "benched-pokemon", "pkmn-snorlax", "pkmn-pikachu"}
    read_as = read_in_each(idx, PLACED)
    assert {script: sorted(terms - concepts) for script, concepts in read_as.items() if terms - concepts} == {}
    assert [script for script, concepts in read_as.items() if {"active-spot", "bench"} & concepts] == []


def test_these_questions_restate_no_measured_question(near_copies):
    asked = OCTOLOCK + READ_THE_WIND + TURNS + IN_PLAY + PREVENTED + DRAWN + MY_TURN + WHOSE_TURN + THEIR_NEXT_TURN + KABOOM_DOLL + LOST_MINE + UNAWARE + NOTHING_THERE + PLACED
    assert near_copies([(script, q) for _, script, q in asked]) == []


#: Rare Candy asked of the first turn in each script: "You can't use this card during your first turn …"
#: (its printed text) rules the point, over the general rule that an effect may evolve a Pokémon then
#: (II-C-12). English "play a card" is using it, not playing a Pokémon from the hand to evolve (II-E-05):
#: Japanese 「使える」 and Chinese 「使用」 are read so.
RARE_CANDY_FIRST_TURN: FOUR = (
    ("en", "en", "Can I play Rare Candy on my first turn?"),
    ("ja", "ja", "ふしぎなアメは最初の番に使える？"),
    ("zh", "zh-Hans", "神奇糖果可以在自己的第一回合使用吗？"),
    ("zh", "zh-Hant", "神奇糖果可以在自己的第一回合使用嗎？"),
)


def test_playing_a_card_in_english_is_using_it_not_evolving_from_the_hand(idx):
    read_as = read_in_each(idx, RARE_CANDY_FIRST_TURN)
    assert {script for script, concepts in read_as.items() if "play-from-hand" in concepts} == set(), read_as


def test_the_card_s_own_restriction_leads_in_every_script(idx):
    for lang, script, q in RARE_CANDY_FIRST_TURN:
        top = idx.ask(q, lang, limit=3)["results"][0]
        assert top["id"] == "II-C-12" and (top.get("card_rule") or {}).get("card") == "card-rare-candy", (script, top["id"], top["short"])
