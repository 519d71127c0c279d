"""Link one card's names across languages, from its prints (``scripts/cards.py``; ``index/CARDS.md``).

No source maps an English card name to its Japanese one, so names are linked per print and then
voted on per name:

- **Trainers and Special Energy**: two prints of the same kind are compared by their texts'
  features (:func:`features`: the numbers, the energy types, the marks such as GX or V, and about
  sixty rule words each language prints its own way: deck/山札/牌庫, discard/トラッシュ/棄牌區 …)
  and by their illustrator; tcgdex's Asian files give a Japanese and a Chinese print of one card
  together (:attr:`Print.twin`). A name's score against another is its best pair of prints;
  two names are linked when each is the other's best (:func:`mutual_best`) and the score clears
  :data:`MIN_SCORE`.
- **Attacks and Abilities**: two Pokémon prints are the same card when their species, HP,
  attacks' damage and costs agree (and the illustrator counts); their attacks and Abilities are then
  paired in order, and each pair of names gets a vote. Names are linked by mutual best vote.
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from card_sources import Print

#: Rule words: concept, then English, Japanese and Chinese (Traditional and Simplified) patterns.
LEXICON = (
    ("deck", r"\bdeck", "山札", "牌庫|牌库"),
    ("bench", r"\bbench", "ベンチ", "備戰|备战|後備|后备"),
    ("active", r"\bactive|defending", "バトル", "戰鬥寶|战斗宝|戰鬥場|战斗场|戰鬥區|战斗区"),
    ("discard", r"\bdiscard", "トラッシュ", "棄牌|弃牌|丟棄|丢弃"),
    ("hand", r"\bhand\b", "手札", "手牌"),
    ("switch", r"\bswitch", "入れ替え", "互換|互换|替換|替换"),
    ("heal", r"\bheal|recover", "回復", "回復|回复|恢復|恢复"),
    ("counter", r"damage counter", "ダメカン", "傷害指示物|伤害指示物"),
    ("energy", r"\benergy", "エネルギー", "能量"),
    ("every-type", r"every type", "すべてのタイプ", "所有屬性|所有属性"),
    ("supporter", r"\bsupporter", "サポート", "支援者"),
    ("item", r"\bitem", "グッズ", "物品"),
    ("tool", r"pokémon tool|\btool", "どうぐ", "道具"),
    ("stadium", r"\bstadium", "スタジアム", "競技場|竞技场"),
    ("coin", r"\bcoin", "コイン", "硬幣|硬币"),
    ("heads", r"\bheads", "オモテ", "正面"),
    ("tails", r"\btails", "ウラ(?!向き|にして)", "反面"),
    ("prize", r"\bprize", "サイド", "獎賞|奖赏"),
    ("draw", r"\bdraw", "引く|引き", "抽"),
    ("shuffle", r"\bshuffle", "切る|切り", "洗"),
    ("opponent", r"\bopponent", "相手", "對手|对手"),
    ("each-player", r"each player|both players", "おたがい", "雙方|双方"),
    ("self", r"\byour\b(?! opponent)|\byou\b", "自分", "自己"),
    ("basic", r"\bbasic", "たね|基本", "基礎|基础|基本"),
    ("evolution", r"\bevol", "進化", "進化|进化"),
    ("stage1", r"stage 1", "1進化", "1階進化|1阶进化"),
    ("stage2", r"stage 2", "2進化", "2階進化|2阶进化"),
    ("attach", r"\battach", "つけ", "附"),
    ("look", r"\blook", "見る|見て", "查看|看"),
    ("reveal", r"\breveal|show", "見せ", "給對手看|给对手看|展示"),
    ("poison", r"\bpoison", "どく", "中毒"),
    ("burn", r"\bburn", "やけど", "灼傷|灼伤"),
    ("sleep", r"\basleep", "ねむり", "睡眠"),
    ("paralyze", r"\bparaly", "マヒ", "麻痺|麻痹"),
    ("confuse", r"\bconfus", "こんらん", "混亂|混乱"),
    ("condition", r"special condition", "特殊状態", "特殊狀態|特殊状态"),
    ("knock-out", r"knocked out|knock out", "きぜつ", "昏厥|氣絕|气绝"),
    ("ability", r"\babilit", "特性", "特性"),
    ("attack", r"\battack", "ワザ", "招式"),
    ("retreat", r"\bretreat", "にげる", "撤退"),
    ("weakness", r"\bweakness", "弱点", "弱點|弱点"),
    ("resistance", r"\bresistance", "抵抗力", "抗性|抵抗力"),
    ("hp", r"\bhp\b", "HP", "HP"),
    ("damage", r"\bdamage\b(?! counter)", "ダメージ", "傷害|伤害"),
    ("top", r"\btop\b", "上から", "上方|上面"),
    ("bottom", r"\bbottom", "下に", "下方|下面"),
    ("lost-zone", r"lost zone", "ロストゾーン", "放逐"),
    ("turn", r"\bturn\b", "番", "回合"),
    ("end-of-turn", r"end of (your|the|his|their)", "終わり", "結束|结束"),
    ("next-turn", r"\bnext turn", "次の", "下一個|下一个|下個|下个"),
    ("first-turn", r"first turn", "最初の", "最初"),
    ("search", r"\bsearch", "選び|選ぶ", "選擇|选择"),
    ("up-to", r"\bup to\b", "まで", "最多"),
    ("any-number", r"as many|any number|any amount", "好きなだけ", "任意"),
    ("put-into-hand", r"into your hand|to your hand", "手札に加え", "加入手牌"),
    ("return", r"\breturn|\bput .* back", "もどす|もどし|戻", "放回"),
    ("remaining-hp", r"remaining hp", "残りHP", "剩餘HP|剩余HP"),
    ("more", r"\bmore\b", r"追加|多く|「[+＋]\d+」", r"增加|「[+＋]\d+」"),
    ("less", r"\bless\b|fewer", r"少なく|小さく|「[-－]\d+」", r"減少|减少|「[-－]\d+」"),
    ("rule-box", r"rule box", "ルール", "規則|规则"),
    ("water", r"{W}|water", r"\[水\]", "【水】"),
    ("fire", r"{R}|fire", r"\[炎\]", "【火】"),
    ("grass", r"{G}|grass", r"\[草\]", "【草】"),
    ("lightning", r"{L}|lightning", r"\[雷\]", "【雷】"),
    ("psychic", r"{P}|psychic", r"\[超\]", "【超】"),
    ("fighting", r"{F}|fighting", r"\[闘\]", "【鬥】|【斗】"),
    ("darkness", r"{D}|darkness", r"\[悪\]", "【惡】|【恶】"),
    ("metal", r"{M}|metal", r"\[鋼\]", "【鋼】|【钢】"),
    ("colorless", r"{C}|colorless", r"\[無\]", "【無色】|【无色】"),
    ("dragon", r"{N}|dragon", r"\[竜\]", "【龍】|【龙】"),
    ("fairy", r"{Y}|fairy", r"\[妖\]", "【妖精】"),
)
#: Marks printed the same in every language.
MARKS = re.compile(r"VMAX|VSTAR|V-UNION|GX|EX|ex|BREAK|(?<![A-Za-z])V(?![A-Za-z])|ACE SPEC|TAG TEAM|LV\.X|◇|☆")
NUMBER = re.compile(r"\d+")
SYMBOL_RUN = re.compile(r"(?<=provides )(?:\{[A-Z]\})+")
#: The lowest score (text features' Jaccard, plus the illustrator's bonus) that links two names.
MIN_SCORE = 0.55
#: What a shared illustrator adds to two prints' text similarity.
ILLUSTRATOR_BONUS = 0.35
#: A feature holding how many rule words a text prints, and what the same number adds.
LENGTH = "len:"
LENGTH_BONUS = 0.1
#: What each further artist who drew both names adds.
MORE_ARTISTS_BONUS = 0.15
#: What a tcgdex file printing both names adds.
TWIN_BONUS = 1.0
#: The lowest number of agreeing pairs of Pokémon prints that links two attack or Ability names.
MIN_VOTES = 1

_COMPILED = {
    "en": [(c, re.compile(en, re.I)) for c, en, _, _ in LEXICON],
    "ja": [(c, re.compile(ja)) for c, _, ja, _ in LEXICON],
    "zh": [(c, re.compile(zh)) for c, _, _, zh in LEXICON],
}


def features(text: str, lang: str) -> frozenset[str]:
    """What a card text says, the same way in every language: rule words, numbers, marks."""
    if not text:
        return frozenset()
    key = "zh" if lang.startswith("zh") else lang
    if key == "en":  # a reminder English prints and the others leave out
        text = re.sub(r"\((before|after) applying Weakness and Resistance\)", "", text)
    counts = {c: len(pattern.findall(text)) for c, pattern in _COMPILED[key]}
    found = {c for c, n in counts.items() if n}
    found.add(f"{LENGTH}{sum(counts.values())}")  # how many rule words: Guzma's switches twice, Lysandre's once
    # every number but 1, which English prints where Japanese and Chinese often do not ("1 of your")
    found.update(f"#{n}" for n in NUMBER.findall(text.replace(",", "")) if n != "1")
    found.update(f"#{len(run) // 3}" for run in SYMBOL_RUN.findall(text))  # "provides {C}{C}": 2
    found.update(f"mark:{m}" for m in MARKS.findall(text))
    return frozenset(found)


def weighted_jaccard(a: frozenset, b: frozenset, weights: dict[str, float]) -> float:
    """Jaccard with each feature weighed by how rare it is (:func:`idf`): two texts sharing
    "Lost Zone" and "7" are closer than two sharing "deck"; plus up to :data:`LENGTH_BONUS` for
    as many rule words printed (a word printed twice counts twice)."""
    words_a = {f for f in a if not f.startswith(LENGTH)}
    words_b = {f for f in b if not f.startswith(LENGTH)}
    union = sum(weights.get(f, 1.0) for f in sorted(words_a | words_b))
    if not union:
        return 0.0
    na, nb = _length(a), _length(b)
    return sum(weights.get(f, 1.0) for f in sorted(words_a & words_b)) / union + LENGTH_BONUS * min(na, nb) / max(na, nb, 1)


def _length(features: frozenset) -> int:
    return next((int(f[len(LENGTH):]) for f in features if f.startswith(LENGTH)), 0)


def idf(texts: list[frozenset]) -> dict[str, float]:
    """log(N / df) of each feature over the texts."""
    df = Counter(f for t in texts for f in t)
    n = len(texts) or 1
    return {f: math.log(n / c) + 0.5 for f, c in df.items() if not f.startswith(LENGTH)}


def illustrator_key(name: str) -> str:
    return re.sub(r"[^a-z0-9]", "", name.lower())


#: Series, in order; a print's series comes from its set code (Japanese, Chinese) or its release
#: date (English, where each series began: Diamond & Pearl in May 2007 …).
ERAS = ("old", "dp", "hgss", "bw", "xy", "sm", "s", "sv", "m")
EN_ERA_STARTS = (("2007-05-01", "dp"), ("2010-02-01", "hgss"), ("2011-04-01", "bw"), ("2014-02-01", "xy"),
                 ("2017-02-01", "sm"), ("2020-02-01", "s"), ("2023-03-01", "sv"), ("2025-09-01", "m"))
#: Japanese set codes by prefix, longest first; a code none fits has no series (it fits any).
JA_ERA_PREFIXES = (("SNP", "xy"), ("MMB", "xy"), ("WCS23", "sv"), ("BWP", "bw"), ("20th", "xy"), ("HXY", "xy"),
                   ("X30", "xy"), ("Y30", "xy"), ("SV", "sv"), ("SM", "sm"), ("DP", "dp"), ("XY", "xy"),
                   ("CP", "xy"), ("BW1", "bw"), ("BW2", "bw"), ("BW3", "bw"), ("BW4", "bw"), ("BW5", "bw"),
                   ("BW6", "bw"), ("BW7", "bw"), ("BW8", "bw"), ("BW9", "bw"), ("HS", "hgss"), ("L1", "hgss"),
                   ("L2", "hgss"), ("L3", "hgss"), ("LL", "hgss"), ("LP", "hgss"), ("M-P", "m"), ("M1", "m"),
                   ("M2", "m"), ("M3", "m"), ("M4", "m"), ("M5", "m"), ("M6", "m"), ("MC", "m"), ("S", "s"))


def era(p: Print) -> str | None:
    """The series a print belongs to, or None when its set does not say."""
    if p.lang == "en":
        if not p.date:
            return None
        found = "old"
        for start, name in EN_ERA_STARTS:
            if p.date >= start:
                found = name
        return found
    if p.lang != "ja":
        return None
    code = p.set.upper()
    return next((e for prefix, e in JA_ERA_PREFIXES if code.startswith(prefix.upper())), None)


@dataclass
class Name:
    """One name in one language, of one kind, with every print of it."""

    lang: str
    kind: str
    name: str
    """The name without a trailing note in brackets (ボスの指令 for ボスの指令（アカギ）)."""
    prints: list[Print] = field(default_factory=list)

    @property
    def forms(self) -> list[str]:
        """Every name printed, the most printed first (the plain name before the noted ones)."""
        counts = Counter(p.name for p in self.prints)
        return sorted(counts, key=lambda n: (n != self.name, -counts[n], n)) or [self.name]

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.lang, self.kind, self.name)

    def profiles(self) -> set[tuple[frozenset, str, str | None]]:
        """The distinct (text features, illustrator, series) of its prints."""
        return {(features(p.text, p.lang), illustrator_key(p.illustrator), era(p)) for p in self.prints if p.text}

    def twins(self) -> set[str]:
        return {p.twin for p in self.prints if p.twin}


NOTE = re.compile(r"\s*[（(][^（()）]*[)）]$")


def base(name: str) -> str:
    """A name without a trailing note in brackets: the cards named ``Boss's Orders (Giovanni)``,
    ボスの指令（アカギ） or 博士的研究(木蘭博士) are one card each, whoever is drawn on it."""
    return NOTE.sub("", name) or name


def group(prints: list[Print]) -> dict[tuple[str, str, str], Name]:
    """Prints by (language, kind, name without its note)."""
    names: dict[tuple[str, str, str], Name] = {}
    for p in prints:
        key = (p.lang, p.kind, base(p.name))
        names.setdefault(key, Name(*key)).prints.append(p)
    return names


def score(pa, pb, twin: bool, weights: dict[str, float]) -> float:
    """Two names' score from their profiles: the best pair of prints of one series (text
    similarity, plus :data:`ILLUSTRATOR_BONUS` when one artist drew both), plus
    :data:`MORE_ARTISTS_BONUS` for each further artist who drew both, plus :data:`TWIN_BONUS`."""
    best, artists = 0.0, set()
    for fa, ia, ea in pa:
        for fb, ib, eb in pb:
            if ea and eb and ea != eb:
                continue
            same = bool(ia) and ia == ib
            if same:
                artists.add(ia)
            best = max(best, weighted_jaccard(fa, fb, weights) + (ILLUSTRATOR_BONUS if same else 0.0))
    if best and len(artists) > 1:
        best += MORE_ARTISTS_BONUS * (len(artists) - 1)
    return best + (TWIN_BONUS if twin else 0.0)


def link_names(left: list[Name], right: list[Name]) -> dict[tuple, tuple[tuple, float]]:
    """Mutual best links between two languages' names of one kind: left key → (right key, score)."""
    profiles = {n.key: n.profiles() for n in left + right}
    weights = idf([f for prof in profiles.values() for f, _, _ in prof])
    twins = {n.key: n.twins() for n in left + right}
    scores: dict[tuple, dict[tuple, float]] = defaultdict(dict)
    for a in left:
        if not profiles[a.key] and not twins[a.key]:
            continue
        for b in right:
            s = score(profiles[a.key], profiles[b.key], bool(twins[a.key] & twins[b.key]), weights)
            if s >= MIN_SCORE:
                scores[a.key][b.key] = s
    return mutual_best(scores)


def mutual_best(scores: dict[tuple, dict[tuple, float]]) -> dict[tuple, tuple[tuple, float]]:
    """Pairs where each side is the other's single best (a tie is no link)."""
    best_right: dict[tuple, tuple[float, list]] = {}
    for a, row in scores.items():
        for b, s in row.items():
            top = best_right.get(b)
            if top is None or s > top[0]:
                best_right[b] = (s, [a])
            elif s == top[0]:
                top[1].append(a)
    out = {}
    for a, row in scores.items():
        if not row:
            continue
        ranked = sorted(row.items(), key=lambda kv: -kv[1])
        b, s = ranked[0]
        if len(ranked) > 1 and ranked[1][1] == s:
            continue
        top = best_right[b]
        if top[1] == [a]:
            out[a] = (b, s)
    return out


# -- Pokémon prints: attacks and Abilities -------------------------------------------------------


def shape(p: Print) -> tuple:
    """What two prints of one Pokémon card share in every language: species, HP, and each part's
    kind, cost and damage in order."""
    return (p.dex, p.hp, tuple((x.kind == "attack", x.cost, re.sub(r"\D", "", x.damage)) for x in p.parts))


def part_votes(left: list[Print], right: list[Print]) -> dict[tuple, Counter]:
    """For each (kind, name) of a left part, the right names it was printed opposite, counted over
    pairs of prints of the same shape (the illustrator, when both give one, must agree)."""
    by_shape = defaultdict(list)
    for p in right:
        if p.dex and p.parts:
            by_shape[shape(p)].append(p)
    votes: dict[tuple, Counter] = defaultdict(Counter)
    for p in left:
        if not (p.dex and p.parts):
            continue
        ill = illustrator_key(p.illustrator)
        seen = set()
        for q in by_shape.get(shape(p), ()):
            qill = illustrator_key(q.illustrator)
            if ill and qill and ill != qill:
                continue
            pair = tuple((x.kind, x.name, y.kind, y.name) for x, y in zip(p.parts, q.parts))
            if pair in seen:
                continue
            seen.add(pair)
            for kind, a, kind_b, b in pair:
                votes[(kind, a)][(kind_b, b)] += 1
    return votes


def link_parts(left: list[Print], right: list[Print]) -> dict[tuple, tuple[tuple, float]]:
    """Mutual best links of attack and Ability names: left (kind, name) → right (kind, name)."""
    votes = part_votes(left, right)
    scores = {a: {b: float(n) for b, n in row.items() if n >= MIN_VOTES} for a, row in votes.items()}
    return mutual_best(scores)
