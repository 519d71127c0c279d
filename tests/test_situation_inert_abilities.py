"""Abilities whose text changes nothing a replay asks (the damage, a Knock Out, HP left, the Retreat Cost, the Prize cards taken),
read as such (``inert``: cards kept in the hand, deck or discard pile, Energy kept from being discarded, effects on the player, how
the card comes into play, where Prize cards or a Pokémon Knocked Out go; ``after``: acting after the damage or the Knock Out,
E-03, E-04); and Abilities on the Energy basic Energy provides (D-07), a group's damage taken (B-05), damage prevented on a coin
while Confused (C-16), attack costs (D-11, D-12), the opponent's Poisoned Pokémon (C-14, C-16), Restored Pokémon and Benched
Pokémon without a Rule Box, counters on the attacker when its player's Active Pokémon is damaged (E-03). Each text is the card table's, copied, in every language it has; the effects,
written from the text and the rule cited; those the engine runs then replayed on a board written by hand, each expected value
worked out in a comment."""

from __future__ import annotations

import json

import pytest

from judge.engine.scenario.files import load
from judge.engine.scenario.runner import replay
from judge.situation import texts

from by_hand import ability, played

#: Texts that change nothing a replay asks: each language reads them so, with no effect.
INERT = [
    # Brazen Tail
    {'en': "Energy attached to your Pokémon can't be put into your hand, deck, or discard pile by an effect of your opponent's Item or Supporter cards.", 'ja': 'このポケモンがいるかぎり、自分のポケモンについているエネルギーは、相手のグッズまたはサポートによる、トラッシュする効果と手札や山札にもどす効果を受けない。', 'zh_hant': '只要這隻寶可夢在場上，自己的寶可夢身上附加的能量，不會受到對手的物品或者支援者的效果影響而丟棄與放回手牌或牌庫。'},
    # Energy Keeper
    {'en': "Basic Energy attached to your Basic Pokémon can't be discarded by effects of your opponent's attacks, Abilities, or Trainer cards.", 'ja': 'このポケモンがいるかぎり、自分のたねポケモンについている基本エネルギーは、相手のワザ・特性・トレーナーズのトラッシュする効果を受けない。'},
    # Stand Sentry
    {'en': "Basic Energy attached to your Benched Pokémon can't be discarded by an effect of your opponent's Item or Supporter cards.", 'ja': 'このポケモンがいるかぎり、自分のベンチポケモンについている基本エネルギーは、相手のグッズまたはサポートによる、トラッシュする効果を受けない。', 'zh_hant': '只要這隻寶可夢在場上，自己的備戰寶可夢身上附加的基本能量，不會受到對手的物品或者支援者的效果影響而丟棄。'},
    # Reassuring Dam
    {'en': "As long as this Pokémon is on your Bench, cards in your deck can't be discarded by effects of your opponent's attacks, Abilities, Item cards, or Supporter cards.", 'ja': 'このポケモンがベンチにいるかぎり、自分の山札は、相手のワザ・特性・グッズ・サポートによる、山札をトラッシュするカードの効果を受けない。', 'zh_hant': '只要這隻寶可夢在備戰區，自己的牌庫不會受到對手的招式・特性・物品・支援者的卡牌效果影響而丟棄牌庫。'},
    # Sand Screen
    {'en': "Trainer cards in your opponent's discard pile can't be put into their deck by an effect of your opponent's Item or Supporter cards.", 'ja': 'このポケモンがいるかぎり、相手のトラッシュにあるトレーナーズは、相手のグッズまたはサポートの効果で、山札にもどせない。', 'zh_hant': '只要這隻寶可夢在場上，對手的棄牌區的訓練家卡，無法因對手的物品卡或者支援者卡的效果而放回牌庫。'},
    # Slime Mold Colony
    {'en': "Cards in your opponent's discard pile can't be put into their hand by an effect of your opponent's Abilities or Trainer cards.", 'ja': 'このポケモンがいるかぎり、相手のトラッシュにあるカードは、相手の特性またはトレーナーズの効果で、手札に加えられない。', 'zh_hant': '只要這隻寶可夢在場上，對手的棄牌區的卡，無法因對手的特性或者訓練家卡的效果而加入手牌。'},
    # Scoop-Up Block
    {'en': "Your opponent's Pokémon that have any damage counters on them, and any cards attached to those Pokémon, can't be put into your opponent's hand.", 'ja': 'このポケモンがいるかぎり、ダメカンがのっている相手のポケモンと、そのポケモンについているすべてのカードは、手札にもどせない。', 'zh_hant': '只要這隻寶可夢在場上，對手的身上放置有傷害指示物的寶可夢，與該寶可夢身上所附加的所有卡，無法放回手牌。'},
    # Watchful Eye
    {'en': "Damage counters on each Pokémon (both yours and your opponent's) can't be moved to other Pokémon.", 'ja': 'このポケモンがいるかぎり、おたがいのポケモン全員にのっているダメカンは、別のポケモンにのせ替えられない。'},
    # "Hero's Spirit"
    {'en': "Put this Pokémon into play only with the effect of Palafin's Zero to Hero Ability.", 'ja': 'このカードは、「イルカマン」の特性「マイティチェンジ」の効果によってしか場に出せない。', 'zh_hant': '這張卡只可依據「海豚俠」的特性「全能變身」的效果放置於場上。'},
    # Shell Survival
    {'en': "Put this Pokémon into play only with the effect of Ninjask's Cast-Off Shell Ability. (When you are setting up to play, you cannot put it face down as your Active Pokémon or on your Bench.)", 'ja': 'このカードは、テッカニンの特性「からぬけ」の効果によってしか場に出せない。（このカードは、対戦準備でも場に出せない。）', 'zh_hant': '這張卡只可依據鐵面忍者的特性「脫殼」的效果放置於場上。（這張卡在對戰準備時也不可放置於場上）'},
    # Underground Work
    {'en': "If you discard this Pokémon with the effect of Giovanni's Exile, discard the top card of your opponent's deck.", 'ja': 'このポケモンが、「サカキの追放」の効果でトラッシュされたとき、相手の山札を上から1枚トラッシュする。', 'zh_hant': '當這隻寶可夢因「坂木的驅逐」的效果而被丟到棄牌區時，從對手的牌庫上方抽出1張丟到棄牌區。'},
    # Startling Drop
    {'en': "During your opponent's turn, if this Pokémon is discarded from your deck by an effect of an attack or Ability from your opponent's Pokémon, or by an effect of your opponent's Item or Supporter cards, discard the top 8 cards of your opponent's deck.", 'ja': '相手の番に、このカードが相手のワザ・特性・グッズ・サポートの効果で山札からトラッシュされたとき、相手の山札を上から8枚トラッシュする。'},
    # Surprise Spores
    {'en': "During your opponent's turn, if this Pokémon is discarded from your hand by an effect of an attack or Ability from your opponent's Pokémon, or by an effect of your opponent's Item or Supporter cards, discard your opponent's hand.", 'ja': '相手の番に、このカードが相手のワザ・特性・グッズ・サポートの効果で手札からトラッシュされたとき、相手の手札をすべてトラッシュする。', 'zh_hant': '在對手的回合，當這張卡因對手的招式・特性・物品卡・支援者卡的效果而從手牌被丟棄時，將對手的手牌全部丟棄。'},
    # Dew Guard
    {'en': 'Whenever your opponent plays a Supporter card from their hand, prevent all effects of that card done to you or your hand.', 'ja': 'このポケモンがいるかぎり、このカードの持ち主とその手札は、相手が手札からサポートを出して使ったとき、その効果を受けない。', 'zh_hant': '只要這隻寶可夢在場上，對手從手牌使出支援者時，這張卡的持有人與其手牌不會受到其效果的影響。'},
    # Bodyguard
    {'en': "Prevent all effects of attacks done to you or your hand by your opponent's Pokémon. Remove any existing effects.", 'ja': 'このポケモンがいるかぎり、このカードの持ち主とその手札は、相手のポケモンが使うワザの効果を受けない。すでに受けている効果は、すべてなくなる。'},
    # Shifty Substitution
    {'en': "As long as this Pokémon is in the Active Spot, each Supporter card in your opponent's hand has the effect “Draw 3 cards.” (This happens instead of the card's usual effect.)", 'ja': 'このポケモンがバトル場にいるかぎり、相手の手札にあるサポートの効果は、すべて「自分の山札を3枚引く。」になる。', 'zh_hant': '只要這隻寶可夢在戰鬥場上，對手的手牌的支援者卡的效果全部改為「從自己的牌庫抽出3張卡」。'},
    # Lost Block
    {'en': 'Your opponent puts any Prize cards they would take in the Lost Zone instead of into their hand.', 'ja': 'このポケモンがいるかぎり、相手がとるサイドは、手札には加えず、ロストゾーンに置く。', 'zh_hant': '只要這隻寶可夢在場上，對手獲得的獎賞卡不加入手牌，而是放置於放逐區。'},
    # Poison Sacs
    {'en': "Your opponent's Poisoned Pokémon don't recover from that Special Condition when they evolve or devolve.", 'ja': 'このポケモンがいるかぎり、相手のどくのポケモンは、進化・退化してもどくが回復しない。', 'zh_hant': '只要這隻寶可夢在場上，對手的【中毒】的寶可夢，就算進化・退化，【中毒】也不會恢復。'},
    # Lava Zone
    {'en': "Whenever your opponent's Active Pokémon moves to the Bench during their turn, their new Active Pokémon is now Burned.", 'ja': 'このポケモンがいるかぎり、相手の番に、相手のバトルポケモンがベンチにもどるたび、新しく出てきたポケモンをやけどにする。', 'zh_hant': '只要這隻寶可夢在場上，在對手的回合，每次對手的戰鬥寶可夢回到備戰區時，將新上場的寶可夢【灼傷】。'},
    # Toxic Spikes
    {'en': "Whenever your opponent's Active Pokémon retreats, their new Active Pokémon is Poisoned.", 'ja': 'このポケモンがいるかぎり、相手のバトルポケモンがにげるたび、新しく出てきたポケモンをどくにする。', 'zh_hant': '只要這隻寶可夢在場上，每次對手的戰鬥寶可夢【撤退】，都將新上場的寶可夢【中毒】。'},
    # Hypnotic Pendulum
    {'en': "When your opponent's Active Pokémon is Knocked Out, flip a coin. If heads, choose which of your opponent's Benched Pokémon becomes their new Active Pokémon.", 'ja': 'このポケモンがいるかぎり、相手のバトルポケモンがきぜつしたとき、自分はコインを1回投げる。オモテなら、次にバトル場に出す相手のベンチポケモンは、このポケモンの持ち主が選ぶ。', 'zh_hant': '只要這隻寶可夢在場上，當對手的戰鬥寶可夢【氣絕】時，己方擲1次硬幣。若為正面，則下隻放置於戰鬥場的對手的備戰寶可夢，由這隻寶可夢的持有人選擇。'},
    # Frenzied Escape
    {'en': 'When this Doduo retreats, hold this card and throw it as hard as you can because Doduo is running away. Throw the card horizontally with a snap to get the farthest distance!'},
    # Damp
    {'en': "Pokémon in play (both yours and your opponent's) lose any Ability that requires the Pokémon using it to Knock Out itself.", 'ja': 'このポケモンがいるかぎり、おたがいのポケモン全員は、そのポケモン自身をきぜつさせる効果の特性が、すべてなくなる。', 'zh_hant': '只要這隻寶可夢在場上，雙方所有寶可夢的將自己【昏厥】的效果的特性，全部消除。'},
    # Lost Out
    {'en': "If your opponent's Pokémon is Knocked Out by damage from this Pokémon's attacks, put that Pokémon and all cards attached to it in the Lost Zone instead of the discard pile.", 'ja': 'このポケモンのワザのダメージで、相手のポケモンがきぜつしたなら、そのポケモンと、ついているすべてのカードはトラッシュせず、ロストゾーンに置く。', 'zh_hans': '若对手的宝可梦因这只宝可梦的招式的伤害而【昏厥】，则将那只宝可梦与附于其身上的全部卡放置于迷失区，而不是弃牌区。', 'zh_hant': '若對手的寶可夢因這隻寶可夢招式的傷害而【氣絕】，則該寶可夢與所附加的所有卡不會丟到棄牌區，而是放置於放逐區。'},
    # Holes
    {'en': "Whenever your opponent's Active Pokémon moves to the Bench during their turn, place 2 damage counters on that Pokémon."},
    # abl-ja-4970cc1c
    {'ja': 'このポケモンがいるかぎり、相手の番に、相手のバトルポケモンがベンチにもどるたび、そのポケモンにダメカンを2個のせる。'},
]

#: Texts acting after the damage or the Knock Out (E-03, E-04) that change nothing asked: Pokémon searched onto the Bench, a
#: card of the opponent's hand put under their deck, the Energy of a Pokémon Knocked Out moved, a Special Condition on the attacker.
AFTER = [
    # Smog Signals
    {'en': "If this Pokémon is in the Active Spot and is damaged by an attack from your opponent's Pokémon (even if this Pokémon is Knocked Out), search your deck for up to 2 Pokémon that have “Koffing” in their name and put them onto your Bench. Then, shuffle your deck.", 'ja': 'このポケモンが、バトル場で相手のポケモンからワザのダメージを受けたとき、自分の山札から、名前に「ドガース」とつくポケモンを2枚まで選び、ベンチに出す。そして山札を切る。', 'zh_hans': '這隻寶可夢在戰鬥場受到對手的寶可夢招式的傷害時，從自己的牌庫選擇最多2張名稱中有「瓦斯彈」的寶可夢卡，放置於備戰區。並且重洗牌庫。', 'zh_hant': '這隻寶可夢在戰鬥場受到對手的寶可夢招式的傷害時，從自己的牌庫選擇最多2張名稱中有「瓦斯彈」的寶可夢卡，放置於備戰區。並且重洗牌庫。'},
    # Teapot of Surprises
    {'en': "If this Pokémon is in the Active Spot and is damaged by an opponent's attack (even if it is Knocked Out), choose a random card from your opponent's hand. Your opponent reveals that card and puts it on the bottom of their deck.", 'ja': 'このポケモンが、バトル場で相手のポケモンからワザのダメージを受けたとき、相手の手札からオモテを見ないで1枚選び、そのカードのオモテを見てから、相手の山札の下にもどす。', 'zh_hant': '當這隻寶可夢在戰鬥場上受到對手的寶可夢招式的傷害時，在不看正面的情況下，從對手的手牌選擇1張，在看過那張卡的正面後，放回對手的牌庫下方。'},
    # Swelling Spite
    {'en': 'When this Pokémon is Knocked Out, search your deck for up to 2 Haunter and put them onto your Bench. Then, shuffle your deck.', 'ja': 'このポケモンがきぜつしたとき、自分の山札にある「ゴースト」を2枚まで、ベンチに出す。そして山札を切る。', 'zh_hant': '當這隻寶可夢【氣絕】時，從自己的牌庫抽出最多2張「鬼斯通」，放置於備戰區。並且重洗牌庫。'},
    # "Diver's Catch"
    {'en': "When 1 of your {W} Pokémon is Knocked Out by damage from an attack from your opponent's Pokémon, you may put all Basic {W} Energy attached to that Pokémon into your hand instead of the discard pile.", 'ja': '自分の[水]ポケモンが、相手のポケモンからワザのダメージを受けてきぜつするたび、1回使える。きぜつしたポケモンについている「基本[水]エネルギー」はトラッシュせず、すべて手札にもどす。', 'zh_hans': '每次當自己的【水】寶可夢受到對手的寶可夢招式的傷害而【昏厥】時，可使用1次。【昏厥】的寶可夢身上附加的「基本【水】能量」卡不丟棄，而是全部放回手牌。', 'zh_hant': '每次當自己的【水】寶可夢受到對手的寶可夢招式的傷害而【昏厥】時，可使用1次。【昏厥】的寶可夢身上附加的「基本【水】能量」卡不丟棄，而是全部放回手牌。'},
    # abl-ja-ea64013f
    {'ja': '自分のたねポケモンの「ポケモンV」が、相手のポケモンからワザのダメージを受けてきぜつするたび、1回使える。きぜつしたポケモンについている基本エネルギーを1枚選び、自分の別のポケモンにつけ替える。'},
    # abl-zh-hant-e530fe55
    {'zh_hant': '當這隻寶可夢在戰鬥場上，受到對手的寶可夢招式的傷害時，將使用招式的寶可夢【睡眠】。'},
]


@pytest.mark.parametrize("printed", INERT, ids=[next(iter(p.values()))[:40] for p in INERT])
def test_a_text_changing_nothing_asked_is_read_as_such(printed):
    for column, text in printed.items():
        reading = texts.ability({column: text})
        assert reading is not None and reading.kind == "inert" and reading.effects == [] and reading.runs, f"{column}: {text}"


@pytest.mark.parametrize("printed", AFTER, ids=[next(iter(p.values()))[:40] for p in AFTER])
def test_a_text_acting_after_the_damage_is_read_as_changing_nothing_asked(printed):
    for column, text in printed.items():
        reading = texts.ability({column: text})
        assert reading is not None and reading.kind == "after" and reading.effects == [], f"{column}: {text}"


def test_an_inert_text_with_a_part_that_changes_the_outcome_is_not_read():
    # Slimy Sliding: the retreat itself undone on a coin's tails: not a text that changes nothing asked
    assert texts.ability({"en": "When your opponent's Active Pokémon retreats, your opponent flips a coin. If tails, Energy for its Retreat Cost is "
                                "not discarded, and they don't switch Pokémon. The effect of Slimy Sliding doesn't stack."}) is None
    # Heal Block: while Solrock is in play, which no condition of the engine says
    assert texts.ability({"en": "If you have Solrock in play, Pokémon (both yours and your opponent's) can't be healed."}) is None


BURN_BRIGHTLY = {'en': "Each basic {R} Energy attached to your Pokémon provides {R}{R} Energy. You can't apply more than 1 Burn Brightly Ability at a time.", 'ja': 'このポケモンがいるかぎり、自分の場のポケモンについている基本[炎]エネルギーは、それぞれ[炎]エネルギー2個ぶんとしてはたらく。この効果は、この特性を持つポケモンが何匹いても、重ならない。', 'zh_hant': '只要這隻寶可夢在場上，自己的場上寶可夢身上附加的基本【火】能量，各視為提供2個【火】能量。無論有多少隻擁有這個特性的寶可夢，這個效果也不會重複。'}
WILD_GROWTH = {'en': "Each Basic {G} Energy attached to all of your Pokémon provides {G}{G} Energy. The effect of Wild Growth doesn't stack.", 'ja': 'このポケモンがいるかぎり、自分のポケモン全員についている「基本[草]エネルギー」は、それぞれ[草]エネルギー2個ぶんとしてはたらく。この特性の効果は重ならない。'}
PSYCHIC_MIRAGE = {'en': "Each basic {P} Energy attached to your {P} Pokémon provides {P}{P} Energy. You can't apply more than 1 Psychic Mirage Ability at a time.", 'ja': 'このポケモンがいるかぎり、自分の[超]ポケモンについている「基本[超]エネルギー」は、それぞれ[超]エネルギー2個ぶんとしてはたらく。この効果は、この特性を持つポケモンが何匹いても、重ならない。'}
ENERGY_FACTORY = {'en': "Each basic {D} Energy attached to your Pokémon that have “Weezing” in their name provides {D}{D} Energy. You can't apply more than 1 Energy Factory Ability at a time.", 'ja': 'このポケモンがいるかぎり、自分の場の、名前に「マタドガス」とつくポケモンについている基本[悪]エネルギーは、それぞれ[悪]エネルギー2個ぶんとしてはたらく。この効果は、この特性を持つポケモンが何匹いても、重ならない。'}
TAG_COACH = {'en': "Your TAG TEAM Pokémon take 20 less damage from your opponent's attacks (after applying Weakness and Resistance).", 'ja': 'このポケモンがいるかぎり、自分のTAG TEAMのポケモン全員が、相手のポケモンから受けるワザのダメージは「-20」される。', 'zh_hant': '只要這隻寶可夢在場上，自己的所有「TAG TEAM」寶可夢，受到對手的寶可夢招式的傷害「-20」點。'}
TANGLED_FEET = {'en': 'If this Pokémon is Confused and is damaged by an attack, flip a coin. If heads, prevent that damage.', 'ja': 'このポケモンがこんらんなら、このポケモンがワザのダメージを受けるとき、自分はコインを1回投げる。オモテなら、このポケモンはそのダメージを受けない。', 'zh_hant': '若這隻寶可夢【混亂】，則這隻寶可夢受到招式的傷害時，自己擲1次硬幣。若為正面，則這隻寶可夢不會受到那個傷害。'}
HIDDEN_THREADS = {'en': "Your opponent's Pokémon VSTAR's attacks cost {C} more. You can't apply more than 1 Hidden Threads Ability at a time.", 'ja': 'このポケモンがいるかぎり、相手の「ポケモンVSTAR」は、ワザを使うためのエネルギーが、[無]エネルギー1個ぶん多くなる。この効果は、この特性を持つポケモンが何匹いても、重ならない。', 'zh_hant': '只要這隻寶可夢在場上，對手的「寶可夢【VSTAR】」使用招式所需的能量增加1個【無】能量。無論有多少隻擁有這個特性的寶可夢，這個效果也不會重複。'}
EXCITED_HEART = {'en': "This Pokémon's attacks cost {C} less for each Prize card your opponent has taken.", 'ja': '相手がすでにとったサイドの枚数ぶん、このポケモンがワザを使うための[無]エネルギーは少なくなる。', 'zh_hant': '這隻寶可夢使用招式所需的【無】能量，減少對手已經獲得的獎賞卡的張數數量。'}


@pytest.mark.parametrize("printed, effects, names", [
    # Burn Brightly: each basic {R} Energy on its player's Pokémon provides {R}{R} (D-07), not stacking (E-15); Wild Growth: {G}
    (BURN_BRIGHTLY, [{"kind": "energy_provides", "amount": 2, "what": ["fire"], "applies_to": "your_pokemon", "stacks": False}], {}),
    (WILD_GROWTH, [{"kind": "energy_provides", "amount": 2, "what": ["grass"], "applies_to": "your_pokemon", "stacks": False}], {}),
    # Psychic Mirage: on its player's {P} Pokémon; Energy Factory: on those with "Weezing" in their name
    (PSYCHIC_MIRAGE, [{"kind": "energy_provides", "amount": 2, "what": ["psychic"], "when": {"holder_types": ["psychic"]},
                        "applies_to": "your_pokemon", "stacks": False}], {}),
    (ENERGY_FACTORY, [{"kind": "energy_provides", "amount": 2, "what": ["darkness"], "when": {"holder_name_has": None},
                        "applies_to": "your_pokemon", "stacks": False}], {"en": ["Weezing"], "ja": ["マタドガス"]}),
    # TAG Coach: its player's TAG TEAM Pokémon −20 from the opponent's attacks (B-05)
    (TAG_COACH, [{"kind": "damage_taken", "amount": -20, "when": {"holder_rule_box": ["tag-team"], "from_opponent": True}, "applies_to": "your_pokemon"}],
     {}),
    # Tangled Feet: while Confused, damage prevented on a coin's heads (C-16 at step 6)
    (TANGLED_FEET, [{"kind": "prevent_damage", "coin": True, "when": {"holder_conditions": ["confused"]}}], {}),
    # Hidden Threads: the opponent's Pokémon VSTAR's attacks cost {C} more (D-11), not stacking; Excited Heart: this Pokémon's {C} less
    # for each Prize card the opponent has taken (D-12)
    (HIDDEN_THREADS, [{"kind": "attack_cost", "amount": 1, "what": ["colorless"], "when": {"holder_rule_box": ["VSTAR"]},
                        "applies_to": "opponents_pokemon", "stacks": False}], {}),
    (EXCITED_HEART, [{"kind": "attack_cost", "amount": -1, "what": ["colorless"], "when": {"per": "opponents.prizes_taken"}}], {}),
], ids=["burn-brightly", "wild-growth", "psychic-mirage", "energy-factory", "tag-coach", "tangled-feet", "hidden-threads", "excited-heart"])
def test_each_language_reads_the_printed_effects(printed, effects, names):
    for column, text in printed.items():
        said = [{**e, "when": {k: (names[column] if v is None else v) for k, v in e["when"].items()}} if "when" in e else e for e in effects]
        reading = texts.ability({column: text})
        assert reading is not None and reading.effects == said, f"{column}: {text}"


def board(tmp_path, me: dict, opponent: dict, do: list, prizes: tuple[int, int] = (6, 6)):
    """The game at the end of a scenario written by hand (``me`` attacks, on turn 3), with the Prize cards each has left."""
    return played(tmp_path, me, opponent, do, prizes)


@pytest.mark.parametrize("abilities, damage", [
    # 2 basic {R} Energy attached, the attack's damage 30 for each {R} Energy it has (D-07: the Energy it provides): 2 × 30 = 60;
    # with Burn Brightly on its Bench partner each provides {R}{R}: 4 × 30 = 120
    ([], 60),
    (ability(BURN_BRIGHTLY), 120),
])
def test_basic_energy_providing_two(tmp_path, abilities, damage):
    attacker = {"card": "Attacker", "hp": 200, "types": ["fire"], "energy": ["fire", "fire"],
                "attacks": [{"name": "Hit", "damage": 0, "modifier": {"times": 30, "count": "self.energy_of:fire"}}]}
    game, _ = board(tmp_path, {"active": attacker, "bench": [{"card": "Partner", "hp": 100, "abilities": abilities}]},
                    {"active": {"card": "Defender", "hp": 300}}, [{"attack": "Hit"}])
    assert game.players["opponent"].active.damage == damage


@pytest.mark.parametrize("prizes, refused", [
    # Excited Heart: the attack costs {C}{C}{C}, 2 Energy attached; the opponent has taken 1 Prize card (5 left): {C} less, {C}{C}
    # is paid (D-12); none taken: {C}{C}{C} is not, the attack can't be used
    ((6, 5), False),
    ((6, 6), True),
])
def test_an_attack_costing_less_for_each_prize_card_taken(tmp_path, prizes, refused):
    attacker = {"card": "Holder", "hp": 200, "energy": ["colorless", "colorless"], "abilities": ability(EXCITED_HEART),
                "attacks": [{"name": "Hit", "cost": ["colorless"] * 3, "damage": 50}]}
    do = [{"attack": "Hit", **({"expect_refused": "I-A-01"} if refused else {})}]  # I-A-01: an attack needs its Energy attached
    game, result = board(tmp_path, {"active": attacker}, {"active": {"card": "Defender", "hp": 300}}, do, prizes=prizes)
    assert not result.failed, result
    assert game.players["opponent"].active.damage == (0 if refused else 50)


# --- the opponent's Poisoned Pokémon, a type with an Energy of a type, Restored Pokémon, Benched Pokémon without a Rule Box, and
# counters on the attacker when its player's Active Pokémon of a name or type is damaged

POISON_BARRIER = {'en': "Your opponent's Poisoned Pokémon can't retreat.", 'ja': 'このポケモンがいるかぎり、相手のどくのポケモンは、にげられない。'}
POISON_ENZYME = {'en': "Prevent all damage done to this Pokémon by attacks from your opponent's Poisoned Pokémon.", 'ja': 'このポケモンは、相手のどくのポケモンから、ワザのダメージを受けない。'}
FALINKS_ZH = {'zh_hant': '只要這隻寶可夢在場上，自己的場上的，所有名稱中有「列陣兵」的寶可夢，受到對手的寶可夢招式的傷害「-20」點。'}
ICE_SHIELD = {'en': "Any damage done by an opponent's attack to each of your {W} Pokémon that has any {W} Energy attached to it is reduced by 20 (after applying Weakness and Resistance).", 'ja': 'このポケモンがいるかぎり、[水]エネルギーがついている自分の[水]ポケモン全員が、相手のポケモンから受けるワザのダメージは「-20」される。'}
RESTORED_BARRIER = {'en': 'Each of your Restored Pokémon has no Weakness.', 'ja': 'このポケモンがいるかぎり、自分の復元ポケモン全員の弱点は、すべてなくなる。'}
FLOWER_CURTAIN = {'en': "Prevent all damage done to your Benched Pokémon that don't have a Rule Box by attacks from your opponent's Pokémon. (Pokémon ex, Pokémon V, etc. have Rule Boxes.)", 'ja': 'このポケモンがいるかぎり、自分のベンチポケモン（「ルールを持つポケモン」をのぞく）全員は、相手のワザのダメージを受けない。', 'zh_hans': '只要這隻寶可夢在場上，自己的所有備戰寶可夢（「擁有規則的寶可夢」除外）不會受到對手的招式的傷害。', 'zh_hant': '只要這隻寶可夢在場上，自己的所有備戰寶可夢（「擁有規則的寶可夢」除外）不會受到對手的招式的傷害。'}
NEEDLE_LINE = {'en': "If your Active Chesnaught V is damaged by an attack from your opponent's Pokémon (even if it is Knocked Out), put 3 damage counters on the Attacking Pokémon."}
NEEDLE_LINE_JA = {'ja': 'このポケモンがいるかぎり、自分のバトル場の「ブリガロンV」が、相手のポケモンからワザのダメージを受けたとき、ワザを使ったポケモンにダメカンを3個のせる。'}
NEEDLE_LINE_ZH = {'zh_hant': '只要這隻寶可夢在場上，當自己的戰鬥場的「布里卡隆【V】」受到對手的寶可夢招式的傷害時，在使用招式的寶可夢身上放置3個傷害指示物。'}
SPITEFUL_SWIRL = {'en': "If your Active {D} Pokémon is damaged by an attack from your opponent's Pokémon (even if your Active {D} Pokémon is Knocked Out), place 1 damage counter on the Attacking Pokémon.", 'ja': 'このポケモンがいるかぎり、自分のバトル場の[悪]ポケモンが、相手のポケモンからワザのダメージを受けたとき、ワザを使ったポケモンにダメカンを1個のせる。'}

OPPONENTS = {"from_opponent": True}
ON_ACTIVE = {"holder_active": True, "from_opponent": True}
ATTACKER = lambda n: [{"place_counters": {"target": "attacker", "count": n}}]  # noqa: E731


@pytest.mark.parametrize("printed, effects, names", [
    # Poison Barrier: the opponent's Poisoned Pokémon can't retreat (C-14); Poison Enzyme: no damage from them (C-16)
    (POISON_BARRIER, [{"kind": "cant_retreat", "when": {"holder_conditions": ["poisoned"]}, "applies_to": "opponents_pokemon"}], {}),
    (POISON_ENZYME, [{"kind": "prevent_damage", "when": {"attacker_conditions": ["poisoned"], **OPPONENTS}}], {}),
    # Iron Defense Formation's Chinese print: "Falinks" in the name, −20 (B-05)
    (FALINKS_ZH, [{"kind": "damage_taken", "amount": -20, "when": {"holder_name_has": ["列阵兵"], **OPPONENTS}, "applies_to": "your_pokemon"}], {}),
    # Ice Shield: its player's {W} Pokémon with {W} Energy attached −20
    (ICE_SHIELD, [{"kind": "damage_taken", "amount": -20, "when": {"holder_types": ["water"], "holder_energy_types": ["water"], **OPPONENTS},
                   "applies_to": "your_pokemon"}], {}),
    # Restored Barrier: its player's Restored Pokémon have no Weakness (D-13)
    (RESTORED_BARRIER, [{"kind": "no_weakness", "when": {"holder_stage": "restored"}, "applies_to": "your_pokemon"}], {}),
    # Flower Curtain: no damage to its player's Benched Pokémon without a Rule Box (C-16)
    (FLOWER_CURTAIN, [{"kind": "prevent_damage", "when": {"holder_no_rule_box": True, **OPPONENTS}, "applies_to": "your_bench"}], {}),
    # Needle Line: 3 counters on the Attacking Pokémon when its player's Active Chesnaught V is damaged (E-03); each print a row of its own
    (NEEDLE_LINE, [{"kind": "on_damaged", "actions": ATTACKER(3), "when": {**ON_ACTIVE, "holder_named": ["Chesnaught V"]}, "applies_to": "your_pokemon"}], {}),
    (NEEDLE_LINE_JA, [{"kind": "on_damaged", "actions": ATTACKER(3), "when": {**ON_ACTIVE, "holder_named": ["ブリガロンV"]}, "applies_to": "your_pokemon"}], {}),
    (NEEDLE_LINE_ZH, [{"kind": "on_damaged", "actions": ATTACKER(3), "when": {**ON_ACTIVE, "holder_named": ["布里卡隆【V】"]}, "applies_to": "your_pokemon"}], {}),
    # Spiteful Swirl: 1 counter when its player's Active {D} Pokémon is damaged
    (SPITEFUL_SWIRL, [{"kind": "on_damaged", "actions": ATTACKER(1), "when": {**ON_ACTIVE, "holder_types": ["darkness"]}, "applies_to": "your_pokemon"}], {}),
], ids=[n.lower() for n in ['POISON_BARRIER', 'POISON_ENZYME', 'FALINKS_ZH', 'ICE_SHIELD', 'RESTORED_BARRIER', 'FLOWER_CURTAIN', 'NEEDLE_LINE', 'NEEDLE_LINE_JA', 'NEEDLE_LINE_ZH', 'SPITEFUL_SWIRL']])
def test_each_language_reads_a_groups_effects(printed, effects, names):
    for column, text in printed.items():
        reading = texts.ability({column: text})
        assert reading is not None and reading.effects == effects, f"{column}: {text}"


@pytest.mark.parametrize("conditions, damage", [
    # Poison Enzyme: the attacker Poisoned, no damage (step 6, C-16); not Poisoned, the 50 done
    (["poisoned"], 0),
    ([], 50),
])
def test_no_damage_from_a_poisoned_attacker(tmp_path, conditions, damage):
    attacker = {"card": "Attacker", "hp": 200, "conditions": conditions, "attacks": [{"name": "Hit", "damage": 50}]}
    game, _ = board(tmp_path, {"active": attacker}, {"active": {"card": "Holder", "hp": 200, "abilities": ability(POISON_ENZYME)}}, [{"attack": "Hit"}])
    assert game.players["opponent"].active.damage == damage


def test_counters_on_the_attacker_when_its_players_active_pokemon_of_a_type_is_damaged(tmp_path):
    # Spiteful Swirl on the Bench: the Active {D} Pokémon is hit for 50, then 1 counter on the Attacking Pokémon (E-03): 10
    attacker = {"card": "Attacker", "hp": 200, "attacks": [{"name": "Hit", "damage": 50}]}
    opponent = {"active": {"card": "Dark One", "hp": 200, "types": ["darkness"]}, "bench": [{"card": "Swirl", "hp": 100, "abilities": ability(SPITEFUL_SWIRL)}]}
    game, _ = board(tmp_path, {"active": attacker}, opponent, [{"attack": "Hit"}])
    assert game.players["opponent"].active.damage == 50 and game.players["me"].active.damage == 10


# --- basic Energy attached, counters on its player's Bench when damaged, the Checkup while Asleep, the Bench counted, effects
# prevented unless Asleep, Confused or Paralyzed, the Supporters the opponent plays on the Bench, a Stadium (another print's words)

ENERGY_GUARD = {'en': 'If this Pokémon has any basic Energy attached to it, it takes 20 less damage from attacks (after applying Weakness and Resistance).', 'ja': 'このポケモンに基本エネルギーがついているなら、このポケモンが受けるワザのダメージは「-20」される。'}
COMMOTION = {'en': "If this Pokémon is your Active Pokémon and is damaged by an opponent's attack (even if this Pokémon is Knocked Out), put 2 damage counters on each of your Benched Pokémon.", 'ja': 'このポケモンが、バトル場で相手のポケモンからワザのダメージを受けたとき、自分のベンチポケモン全員に、それぞれダメカンを2個のせる。'}
DROWSING = {'en': "If this Pokémon remains Asleep between turns, put 6 damage counters on your opponent's Active Pokémon.", 'ja': 'このポケモンがねむりのとき、ポケモンチェックで、このポケモンがねむりから回復しなかったなら、相手のバトルポケモンに、ダメカンを6個のせる。', 'zh_hant': '在這隻寶可夢【睡眠】時，寶可夢檢查中，若這隻寶可夢沒有從【睡眠】恢復，則在對手的戰鬥寶可夢身上放置6個傷害指示物。'}
BENEVOLENT_BOSS = {'en': 'If this Pokémon is your Active Pokémon, it gets +20 HP for each of your Benched Pokémon.', 'ja': 'このポケモンがバトル場にいるかぎり、このポケモンの最大HPは、自分のベンチポケモン1匹につき「20」大きくなる。'}
CRYSTAL_BODY = {'en': "Prevent all effects of your opponent's attacks, other than damage, done to Suicune. This power stops working while Suicune is Asleep, Confused, or Paralyzed."}
BLIZZARD_VEIL = {'en': 'As long as this Pokémon is your Active Pokémon, whenever your opponent plays a Supporter card from their hand, prevent all effects of that card done to your Benched {W} Pokémon.', 'ja': 'このポケモンがバトル場にいるかぎり、自分のベンチの[水]ポケモン全員は、相手が手札からサポートを出して使ったとき、その効果を受けない。', 'zh_hant': '只要這隻寶可夢在戰鬥場上，當對手從手牌使出支援者卡時，自己的備戰區的所有【水】寶可夢不會受到其效果的影響。'}
PRINCESSS_CURTAIN = {'en': 'As long as this Pokémon is in the Active Spot, whenever your opponent plays a Supporter card from their hand, prevent all effects of that card done to your Benched Basic Pokémon.', 'ja': 'このポケモンがバトル場にいるかぎり、自分のベンチのたねポケモン全員は、相手が手札からサポートを出して使ったとき、その効果を受けない。', 'zh_hant': '只要這隻寶可夢在戰鬥場上，對手從手牌使出支援者時，自己的備戰區的所有【基礎】寶可夢不會受到其效果的影響。'}
BAFFLING = {'en': 'If your opponent has 2 or fewer Prize cards remaining, whenever your opponent plays a Supporter card from their hand, prevent all effects of that card done to your Benched Pokémon V.', 'ja': '相手のサイドの残り枚数が2枚以下なら、はたらく。このポケモンがいるかぎり、自分のベンチの「ポケモンV」全員は、相手が手札からサポートを出して使ったとき、その効果を受けない。', 'zh_hant': '若對手剩餘獎賞卡的張數為2張以下則生效。只要這隻寶可夢在場上，對手從手牌使出支援者時，自己的備戰區的所有「寶可夢【V】」不會受到其效果的影響。'}
MYSTERIOUS_BUZZ = {'en': 'As long as this Pokémon is on your Bench, whenever your opponent plays a Supporter card from their hand, prevent all effects of that card done to your {Y} Pokémon in play.', 'ja': 'このポケモンがベンチにいるかぎり、自分の場の[妖]ポケモン全員は、相手が手札からサポートを出して使ったとき、その効果を受けない。', 'zh_hant': '只要這隻寶可夢在備戰區，當對手從手牌使出支援者卡時，自己的場上的所有【妖】寶可夢不會受到其效果的影響。'}
MY_WAY = {'en': 'If there is any Stadium card is in play, this Pokémon has no Retreat Cost.', 'ja': 'この特性は、場にスタジアムが出ているなら、はたらく。このポケモンのにげるために必要なエネルギーは、すべてなくなる。'}
EEVEE_EVOLVING_ZH = {'zh_hant': '這隻寶可夢在自己的回合，可從手牌使出從「伊布」進化而來的卡，放置於這隻寶可夢身上完成進化（在自己的最初回合與這隻寶可夢上場的回合除外）。在進化前，將這隻寶可夢的HP全部恢復。'}
STRENGTH_CHARM = {'en': 'Whenever an attack from the Pokémon that Strength Charm is attached to does damage to the Active Pokémon, this attack does 10 more damage (before applying Weakness and Resistance). Discard Strength Charm at the end of the turn in which this Pokémon attacks.'}
GX_TOOL_JA = {'ja': 'このカードをつけている「ポケモンGX」は、最大HPが「20」大きくなり、ベンチにいるかぎり、相手のワザのダメージを受けない。'}

SUPPORTER = ["supporter"]


@pytest.mark.parametrize("printed, read, effects, where", [
    # Energy Guard: basic Energy attached (D-07), −20 (B-05)
    (ENERGY_GUARD, texts.ability, [{"kind": "damage_taken", "amount": -20, "when": {"holder_count": {"count": "self.basic_energy", "at_least": 1}}}], "anywhere"),
    # Commotion: damaged in the Active Spot (E-03), 2 counters on each of its player's Benched Pokémon (C-07)
    (COMMOTION, texts.ability, [{"kind": "on_damaged", "actions": [{"place_counters": {"target": "your_bench.all", "count": 2}}],
                                 "when": {"holder_active": True, "from_opponent": True}}], "anywhere"),
    # Drowsing: still Asleep at the Checkup's step 2 (E-08), 6 counters on the opponent's Active Pokémon
    (DROWSING, texts.ability, [{"kind": "on_checkup", "actions": [{"place_counters": {"target": "opponents_active", "count": 6}}],
                                "when": {"holder_conditions": ["asleep"]}}], "anywhere"),
    # Benevolent Boss: in the Active Spot (E-13), +20 HP for each of its player's Benched Pokémon (D-15)
    (BENEVOLENT_BOSS, texts.ability, [{"kind": "max_hp", "amount": 20, "when": {"per": "your_bench.all"}}], "active"),
    # Crystal Body: the effects of the opponent's attacks, damage excluded (C-17), unless it is Asleep, Confused or Paralyzed
    (CRYSTAL_BODY, texts.ability, [{"kind": "prevent_effects", "when": {"holder_not_conditions": ["asleep", "confused", "paralyzed"], "from_opponent": True}}],
     "anywhere"),
    # Blizzard Veil: from the Active Spot, its player's Benched {W} Pokémon unaffected by the opponent's Supporters (E-29); Princess's
    # Curtain: the Benched Basic Pokémon; Baffling: the Benched Pokémon V while the opponent has 2 or fewer Prize cards left; Mysterious
    # Buzz: from the Bench, its player's {Y} Pokémon in play
    (BLIZZARD_VEIL, texts.ability, [{"kind": "unaffected_by_played", "what": SUPPORTER, "when": {"holder_types": ["water"], "holder_active": False},
                                     "applies_to": "your_pokemon"}], "active"),
    (PRINCESSS_CURTAIN, texts.ability, [{"kind": "unaffected_by_played", "what": SUPPORTER, "when": {"holder_stage": "basic", "holder_active": False},
                                         "applies_to": "your_pokemon"}], "active"),
    (BAFFLING, texts.ability, [{"kind": "unaffected_by_played", "what": SUPPORTER, "when": {"holder_active": False, "holder_count": {"count":
                                "opponents.prizes_left", "at_most": 2}, "holder_rule_box": ["V", "VMAX", "VSTAR"]}, "applies_to": "your_pokemon"}], "anywhere"),
    (MYSTERIOUS_BUZZ, texts.ability, [{"kind": "unaffected_by_played", "what": SUPPORTER, "when": {"holder_types": ["fairy"]}, "applies_to": "your_pokemon"}],
     "bench"),
    # My Way: "If there is any Stadium card is in play" as the English print words it, 「この特性は、場にスタジアムが出ているなら、はたらく。」: no Retreat Cost
    (MY_WAY, texts.ability, [{"kind": "retreat_cost", "none": True, "when": {"stadium_in_play": True}}], "anywhere"),
    # Strength Charm: +10 to the Active Pokémon (B-04), the card discarded after the attack
    (STRENGTH_CHARM, texts.tool, [{"kind": "damage_dealt", "amount": 10, "when": {"target_active": True}}], "anywhere"),
    # a Pokémon-GX's Tool: +20 HP (D-15) and no damage from the opponent's attacks on the Bench (C-16)
    (GX_TOOL_JA, texts.tool, [{"kind": "max_hp", "amount": 20, "when": {"holder_rule_box": ["GX", "tag-team"]}},
                             {"kind": "prevent_damage", "when": {"holder_active": False, "from_opponent": True, "holder_rule_box": ["GX", "tag-team"]}}], "anywhere"),
], ids=[n.lower() for n in ['ENERGY_GUARD', 'COMMOTION', 'DROWSING', 'BENEVOLENT_BOSS', 'CRYSTAL_BODY', 'BLIZZARD_VEIL', 'PRINCESSS_CURTAIN', 'BAFFLING', 'MYSTERIOUS_BUZZ', 'MY_WAY', 'STRENGTH_CHARM', 'GX_TOOL_JA']])
def test_each_language_reads_these_effects(printed, read, effects, where):
    for column, text in printed.items():
        reading = read({column: text})
        assert reading is not None and reading.effects == effects and reading.where == where, f"{column}: {text}"


def test_evolving_by_its_own_permission_changes_nothing_asked():
    # a replay evolves nothing: the text is read as changing nothing it asks
    reading = texts.ability(EEVEE_EVOLVING_ZH)
    assert reading is not None and reading.kind == "inert"


@pytest.mark.parametrize("energy, damage", [
    # Energy Guard: a basic {F} Energy attached, 50 − 20 = 30 (step 5); a Special Energy only, the 50
    (["fighting"], 30),
    ([{"card": "Some Special Energy", "provides": ["colorless"]}], 50),
])
def test_less_damage_with_basic_energy_attached(tmp_path, energy, damage):
    game, _ = board(tmp_path, {"active": {"card": "Attacker", "hp": 200, "attacks": [{"name": "Hit", "damage": 50}]}},
                    {"active": {"card": "Holder", "hp": 200, "energy": energy, "abilities": ability(ENERGY_GUARD)}}, [{"attack": "Hit"}])
    assert game.players["opponent"].active.damage == damage


def test_counters_on_the_bench_when_damaged_and_hp_for_each_benched_pokemon(tmp_path):
    # Commotion: the Active Holder is hit for 50, then 2 counters on each of its Benched Pokémon (E-03): 20 each; Benevolent Boss on
    # my Active: 2 Benched Pokémon, 100 + 2 × 20 = 140 HP (D-15)
    me = {"active": {"card": "Boss", "hp": 100, "attacks": [{"name": "Hit", "damage": 50}], "abilities": ability(BENEVOLENT_BOSS)},
          "bench": [{"card": "One", "hp": 60}, {"card": "Two", "hp": 60}]}
    opponent = {"active": {"card": "Holder", "hp": 200, "abilities": ability(COMMOTION)}, "bench": [{"card": "A", "hp": 60}, {"card": "B", "hp": 60}]}
    game, _ = board(tmp_path, me, opponent, [{"attack": "Hit"}])
    assert game.players["opponent"].active.damage == 50
    assert [p.damage for p in game.players["opponent"].bench] == [20, 20]
    from judge.engine.quantities import max_hp
    assert max_hp(game, game.players["me"].active) == 140


@pytest.mark.parametrize("coin, counters", [
    # Drowsing: my Active Holder is Asleep; the Checkup's Sleep flip (step 1) tails, it stays Asleep: 6 counters on the opponent's Active
    # Pokémon at step 2 (E-08) → 60; heads, it wakes up: none
    ("tails", 60),
    ("heads", 0),
])
def test_counters_at_the_checkup_while_still_asleep(tmp_path, coin, counters):
    doc = {"title": "by hand", "ruleset": "v3.1", "turn": 3, "first_player": "me", "current": "me", "coins": [coin], "do": [{"checkup": True}],
           "board": {"me": {"active": {"card": "Holder", "hp": 100, "conditions": ["asleep"], "abilities": ability(DROWSING)}},
                     "opponent": {"active": {"card": "Other", "hp": 100}}}}
    path = tmp_path / "by-hand.yaml"
    path.write_text(json.dumps(doc), encoding="utf-8")
    ended = {}
    replay(load(path), "by-hand", str(path), observe=lambda i, game: ended.update(game=game))
    assert ended["game"].players["opponent"].active.damage == counters
