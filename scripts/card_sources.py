"""Read the card snapshots of ``../shared/data/cards/`` into prints: one printed card in one language.

Used by ``scripts/cards.py`` (see there and ``index/CARDS.md``). Every source's quirks are handled
here, so that a :class:`Print` is the same whatever file it came from:

- kinds are the corpus's (``supporter``, ``item``, ``tool``, ``stadium``, ``special-energy``, and
  ``pokemon`` for a Pokémon card, whose attacks and Abilities are its :class:`Part` s);
- energy symbols are written one way per language: ``[炎]`` in Japanese (PTCG-database prints the
  type's English word, ``Colorlessエネルギー``; tcgdex ``[R]``), ``{R}`` in English, ``【火】`` in Chinese;
- left out: TCG Pocket cards (already dropped from the snapshot), the Japanese text and names of
  the old series (PMCG, neo, e, PCG, VS, web: machine-translated, "コインをひっくり返します"), and
  tcgdex's Asian files that print two different cards under one number in Japanese and
  Traditional Chinese (the promos: ポケモンセンターのお姉さん beside 伽勒爾 魔牆人偶): of those only
  the Japanese card is read, the Chinese one comes from PTCG-database.
"""

from __future__ import annotations

import gzip
import json
import re
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

#: The snapshots: file, repository, commit, licence (see ../shared/data/cards/README.md).
SOURCES = {
    "tcgdex": ("tcgdex/cards-database", "d9083b73db080979123ebf5e9e97338d4e0745b2", "MIT, Copyright (c) 2021 TCGdex",
               ("tcgdex-data.jsonl.gz", "tcgdex-data-asia.jsonl.gz")),
    "ptcg-database": ("type-null/PTCG-database", "90e28f12dde837353c3f4d231edfe236cfe9ba80",
                      "MIT, Copyright (c) 2025 Weihang Ren",
                      ("ptcg-database-jp.jsonl.gz", "ptcg-database-tc.jsonl.gz", "ptcg-database-en.jsonl.gz")),
}
#: Card languages: English, Japanese, Traditional and Simplified Chinese.
LANGS = ("en", "ja", "zh_hant", "zh_hans")
#: tcgdex's Asian language keys.
ASIA = {"ja": "ja", "zh-tw": "zh_hant", "zh-cn": "zh_hans"}
#: tcgdex series whose Japanese is machine-translated.
OLD_JA_SERIES = {"PMCG", "neo", "e", "PCG", "VS", "web"}
#: Energy types, and how each language prints the symbol.
TYPES = {
    "grass": ("G", "草", "草"), "fire": ("R", "炎", "火"), "water": ("W", "水", "水"),
    "lightning": ("L", "雷", "雷"), "psychic": ("P", "超", "超"), "fighting": ("F", "闘", "鬥"),
    "darkness": ("D", "悪", "惡"), "metal": ("M", "鋼", "鋼"), "fairy": ("Y", "妖", "妖"),
    "dragon": ("N", "竜", "龍"), "colorless": ("C", "無", "無"),
}
#: PTCG-database's English words for the types inside Japanese text.
JA_TYPE_WORDS = {"Grass": "草", "Fire": "炎", "Water": "水", "Electric": "雷", "Lightning": "雷", "Psychic": "超",
                 "Fighting": "闘", "Dark": "悪", "Darkness": "悪", "Steel": "鋼", "Metal": "鋼", "Fairy": "妖",
                 "Dragon": "竜", "Colorless": "無"}
LETTER_JA = {letter: ja for letter, ja, _ in TYPES.values()}
EN_TYPE_LETTERS = {name.capitalize(): letter for name, (letter, _, _) in TYPES.items()}
EN_TYPE_WORDS = {letter: word for word, letter in EN_TYPE_LETTERS.items()}
#: Rule reminders some prints add to a card's own text (the kind's rule, not the card's): dropped.
REMINDERS = re.compile("|".join(re.escape(s) for s in (
    "Attach a Pokémon Tool to 1 of your Pokémon that doesn't already have a Pokémon Tool attached to it.",
    "Attach a Pokémon Tool to 1 of your Pokémon that doesn't already have a Pokémon Tool attached.",
    "You may play only 1 Supporter card during your turn (before your attack).",
    "You may play only 1 Supporter card during your turn.",
    "You may play as many Item cards as you like during your turn (before your attack).",
    "You may play any number of Item cards during your turn.",
    "You can play only one Supporter card each turn.",
    "When you play this card, put it next to your Active Pokémon. When your turn ends, discard this card.",
    "This card stays in play when you play it. Discard this card if another Stadium card comes into play.",
    "寶可夢道具卡，附於自己的寶可夢使用。1隻寶可夢只可附上1張寶可夢道具卡，並且保持附加狀態。",
    "使ったら、自分のバトル場の横におき、自分の番の終わりにトラッシュ。",
    "サポートは、自分の番に1枚しか使えない。",
    "サポーターは、自分の番に1枚だけ使える。",
    "サポーターは、自分の番に1回だけ使える。",
)))
#: Trainer kinds by source label.
KINDS = {
    "Supporter": "supporter", "Item": "item", "(Item)": "item", "Tool": "tool", "Pokémon Tool": "tool",
    "Stadium": "stadium", "Special Energy": "special-energy", "Technical Machine": "tool",
    "Rocket's Secret Machine": "item",
    "サポート": "supporter", "グッズ": "item", "ポケモンのどうぐ": "tool", "スタジアム": "stadium",
    "特殊エネルギー": "special-energy", "ワザマシン": "tool",
    "支援者卡": "supporter", "物品卡": "item", "寶可夢道具": "tool", "競技場卡": "stadium", "特殊能量卡": "special-energy",
}
#: Ability-like parts of a Pokémon card, by source label: the modern Ability and the older powers.
PART_KINDS = {"Ability": "ability", "Poke-POWER": "poke-power", "Poke-BODY": "poke-body",
              "Pokemon Power": "pokemon-power", "Ancient Trait": "ancient-trait", None: "ability",
              "poke_power": "poke-power", "poke_body": "poke-body", "ancient_trait": "ancient-trait",
              "vstar_power": "ability"}


@dataclass
class Part:
    """An attack or an Ability (or an older power) printed on a Pokémon card."""

    kind: str
    """``attack``, ``ability``, ``poke-power``, ``poke-body``, ``pokemon-power`` or ``ancient-trait``."""
    name: str
    text: str = ""
    cost: tuple[str, ...] = ()
    """An attack's Energy cost, as type names (``fire``, ``colorless``)."""
    damage: str = ""
    """An attack's printed damage (``30``, ``20×``, ``10+``), empty for none."""


@dataclass(frozen=True)
class Stats:
    """What a Pokémon card prints beside its attacks and Abilities, the same way whatever the source."""

    types: tuple[str, ...] = ()
    """Its types, as type names (``water``)."""
    stage: str = ""
    """``Basic``, ``Stage 1``, ``Stage 2``, or the mark it evolves by (``VMAX``, ``BREAK``, ``Mega``…)."""
    weakness: str = ""
    """Type and value, ``lightning ×2`` (several joined by ``, ``); empty for none."""
    resistance: str = ""
    """Type and value, ``fighting -30``; empty for none."""
    retreat: int = -1
    """How many Energy its Retreat Cost is; -1 where the source does not say."""
    tera: bool = False
    """Marked as a Tera Pokémon (PTCG-database's ``Tera`` tag or its ``tera_effect``: on the Bench it takes no
    damage from attacks). Not marked says nothing: tcgdex marks no Tera card, and PTCG-database leaves some
    unmarked (SV3 066 リザードンex, whose SV3 139 is marked)."""


#: Stages by source label, as the English card prints them.
STAGES = {"Basic": "Basic", "Stage1": "Stage 1", "Stage2": "Stage 2", "Stage 1": "Stage 1", "Stage 2": "Stage 2",
          "たね": "Basic", "1 進化": "Stage 1", "2 進化": "Stage 2", "基礎": "Basic", "1階進化": "Stage 1",
          "2階進化": "Stage 2", "MEGA": "Mega", "M進化": "Mega", "V進化": "VMAX", "LEVEL-UP": "Level-Up",
          "レベルアップ": "Level-Up", "BREAK進化": "BREAK", "RESTORED": "Restored", "復元": "Restored",
          "伝説": "LEGEND", "其他": ""}


def _type_value(entries) -> str:
    """tcgdex's ``[{"type": "Fire", "value": "x2"}]`` or PTCG-database's ``{"type": ["Fire"], "value": "×2"}``
    as ``fire ×2``."""
    if isinstance(entries, dict):
        entries = [{"type": t, "value": entries.get("value")} for t in entries.get("type") or []]
    out = []
    for e in entries or []:
        value = str(e.get("value") or "").replace("x", "×").replace("－", "-").replace("＋", "+").strip()
        out.append(" ".join(x for x in (cost([e.get("type")])[0], value) if x))
    return ", ".join(out)


#: The stage a name's mark gives, whatever the source's label says: PTCG-database's Japanese prints
#: label a VMAX and a VSTAR alike 「V進化」, its Chinese ones label both 「其他」 (one VMAX 「基礎」), and
#: tcgdex's Asian files label some VSTAR prints VMAX (S12 ルギアVSTAR).
MARKED_STAGES = ((re.compile(r"VSTAR$"), "VSTAR"), (re.compile(r"VMAX$"), "VMAX"))


def stage(label: str, names: list[str]) -> str:
    """A print's stage: its name's mark (MARKED_STAGES, in any of its languages), else its source's label."""
    marked = (s for name in names for pat, s in MARKED_STAGES if pat.search(name.strip()))
    return next(marked, STAGES.get(label, label))


def stats(row: dict) -> Stats:
    """A Pokémon card's :class:`Stats` from a row of either source."""
    label = str(row.get("stage") or "").strip()
    retreat = row.get("retreat")
    name = row.get("name") or ""
    names = list(name.values()) if isinstance(name, dict) else [str(name)]  # tcgdex: a name per language
    return Stats(cost(row.get("types")), stage(label, names),
                 _type_value(row.get("weaknesses") if "weaknesses" in row else row.get("weakness")),
                 _type_value(row.get("resistances") if "resistances" in row else row.get("resistance")),
                 retreat if isinstance(retreat, int) else _int(retreat) if retreat not in (None, "") else -1,
                 "Tera" in (row.get("tags") or ()) or bool(row.get("tera_effect")))


@dataclass
class Print:
    """One printed card, in one language, from one source."""

    lang: str
    """``en``, ``ja``, ``zh_hant`` or ``zh_hans``."""
    kind: str
    """``supporter``, ``item``, ``tool``, ``stadium``, ``special-energy`` or ``pokemon``."""
    name: str
    text: str
    source: str
    """``tcgdex`` or ``ptcg-database``."""
    file: str
    """The file in the source repository (its ``_file``)."""
    set: str = ""
    """The set's code as the source writes it (``sm3``, ``SM3N``, ``AC1a``)."""
    set_name: str = ""
    number: str = ""
    date: str = ""
    """Release date, ``YYYY-MM-DD``, where the source gives one."""
    illustrator: str = ""
    dex: tuple[int, ...] = ()
    hp: int = 0
    parts: list[Part] = field(default_factory=list)
    serial: int = 0
    """The card's number in the official card database it was read from (PTCG-database's
    Japanese and Chinese prints): higher is newer, where no date is given."""
    twin: str = ""
    """The same card in another language, from the same file: tcgdex's Asian files give one card's
    Japanese and Chinese together (outside the promo sets, where they disagree)."""
    stats: Stats | None = None
    """A Pokémon card's types, stage, Weakness, Resistance and Retreat Cost."""

    @property
    def where(self) -> str:
        """The set and number, as a citation (``sm3 115``)."""
        return " ".join(x for x in (self.set, self.number) if x)


def rows(data: Path, name: str):
    with gzip.open(data / name, "rt", encoding="utf-8") as f:
        for line in f:
            yield json.loads(line)


def clean(text: str | None, lang: str) -> str:
    """One way of writing a text per language: energy symbols, full-width brackets, spaces."""
    if not text:
        return ""
    text = text.replace("\u3000", " ").replace("’", "'").strip()
    if "&copy;" in text:  # a web page's footer scraped instead of the card text
        return ""
    text = REMINDERS.sub("", text).strip()
    if lang == "ja":
        text = re.sub(r"\[([GRWLPFDMYNC])\]", lambda m: f"[{LETTER_JA[m.group(1)]}]", text)
        text = re.sub("|".join(sorted(JA_TYPE_WORDS, key=len, reverse=True)), lambda m: f"[{JA_TYPE_WORDS[m.group(0)]}]", text)
        text = text.replace("［", "[").replace("］", "]")
    if lang == "en":
        text = re.sub(r"\[([GRWLPFDMYNC])\]", r"{\1}", text)
        # tcgdex writes "provides ColorlessColorless Energy" where the card prints two symbols
        text = re.sub(r"(?<=provides )((?:%s)+)(?= Energy)" % "|".join(EN_TYPE_LETTERS),
                      lambda m: re.sub("|".join(EN_TYPE_LETTERS), lambda t: "{%s}" % EN_TYPE_LETTERS[t.group(0)], m.group(1)),
                      text)
    return re.sub(r"[ \t]+", " ", re.sub(r"\s*\n\s*", "\n", text))


def clean_name(name: str | None, lang: str) -> str:
    """A card's name as printed: PTCG-database's ``megaフシギバナEX`` is ``MフシギバナEX``."""
    name = (name or "").replace("\u3000", " ").replace("’", "'").strip()
    if lang == "ja":
        name = re.sub(r"^mega", "M", name).replace("prismstar", "◇")
    if lang != "en":
        name = name.replace("(", "（").replace(")", "）")
    else:  # pkmncards prints "Heat {R} Energy" and "Lysandre Prism Star", tcgdex "Heat Fire Energy", "Lysandre ◇"
        name = re.sub(r"\{([GRWLPFDMYNC])\}", lambda m: EN_TYPE_WORDS[m.group(1)], name).replace(" Prism Star", " ◇")
    return re.sub(r"\s+", " ", name)


def iso(date: str | None) -> str:
    """``Aug 4, 2017`` or ``2017-08-04`` → ``2017-08-04``; empty when unknown."""
    if not date:
        return ""
    for fmt in ("%Y-%m-%d", "%b %d, %Y", "%B %d, %Y"):
        try:
            return datetime.strptime(date.strip(), fmt).strftime("%Y-%m-%d")
        except ValueError:
            continue
    return ""


def cost(types) -> tuple[str, ...]:
    names = {"Lightning": "lightning", "Electric": "lightning", "Darkness": "darkness", "Dark": "darkness",
             "Metal": "metal", "Steel": "metal"}
    return tuple(names.get(t, str(t).lower()) for t in types or ())


def damage(value) -> str:
    if isinstance(value, dict):
        return f"{value.get('amount') or ''}{value.get('suffix') or ''}".replace("＋", "+").replace("×", "×")
    return str(value or "").replace("＋", "+").replace("x", "×")


def _int(value) -> int:
    try:
        return int(str(value).strip())
    except (TypeError, ValueError):
        return 0


# -- tcgdex ------------------------------------------------------------------------------------


def tcgdex_kind(row: dict) -> str | None:
    if row.get("category") == "Pokemon":
        return "pokemon"
    if row.get("category") == "Trainer":
        return KINDS.get(row.get("trainerType"))
    if row.get("category") == "Energy" and row.get("energyType") == "Special":
        return "special-energy"
    return None


def tcgdex_parts(row: dict, key: str, lang: str) -> list[Part]:
    parts = []
    for a in row.get("abilities") or []:
        parts.append(Part(PART_KINDS.get(a.get("type"), "ability"), clean_name((a.get("name") or {}).get(key), lang),
                          clean((a.get("effect") or {}).get(key), lang)))
    for a in row.get("attacks") or []:
        parts.append(Part("attack", clean_name((a.get("name") or {}).get(key), lang), clean((a.get("effect") or {}).get(key), lang),
                          cost(a.get("cost")), damage(a.get("damage"))))
    return [p for p in parts if p.name]


def tcgdex_prints(data: Path) -> list[Print]:
    out = []
    for row in rows(data, "tcgdex-data.jsonl.gz"):
        kind, name = tcgdex_kind(row), (row.get("name") or {}).get("en")
        if not kind or not name:
            continue
        s = row.get("set") or {}
        date = s.get("releaseDate")
        out.append(Print("en", kind, clean_name(name, "en"), clean((row.get("effect") or {}).get("en"), "en"), "tcgdex",
                         row["_file"], s.get("id", ""), (s.get("name") or {}).get("en", ""), row["_file"].rsplit("/", 1)[-1][:-3],
                         iso(date if isinstance(date, str) else None), row.get("illustrator") or "",
                         tuple(row.get("dexId") or ()), _int(row.get("hp")), tcgdex_parts(row, "en", "en"),
                         stats=stats(row) if kind == "pokemon" else None))
    for row in rows(data, "tcgdex-data-asia.jsonl.gz"):
        kind, names = tcgdex_kind(row), row.get("name") or {}
        series = row["_file"].split("/")[0]
        s = row.get("set") or {}
        dates = s.get("releaseDate")
        for key, lang in ASIA.items():
            if not kind or not names.get(key) or (lang == "ja" and series in OLD_JA_SERIES):
                continue
            promo = s.get("id", "").endswith("-P")
            if lang != "ja" and names.get("ja") and promo:
                continue  # one number, two cards in the promo files: the Chinese card comes from elsewhere
            date = dates.get(key) if isinstance(dates, dict) else dates
            out.append(Print(lang, kind, clean_name(names[key], lang), clean((row.get("effect") or {}).get(key), lang),
                             "tcgdex", row["_file"], s.get("id", ""), (s.get("name") or {}).get(key, ""),
                             row["_file"].rsplit("/", 1)[-1][:-3], iso(date), row.get("illustrator") or "",
                             tuple(row.get("dexId") or ()), _int(row.get("hp")), tcgdex_parts(row, key, lang),
                             twin="" if promo else row["_file"], stats=stats(row) if kind == "pokemon" else None))
    return out


# -- PTCG-database --------------------------------------------------------------------------------


def ptcg_parts(row: dict, lang: str) -> list[Part]:
    parts = []
    for key in ("poke_power", "poke_body", "ancient_trait", "vstar_power"):
        if row.get(key):
            parts.append(Part(PART_KINDS[key], clean_name(row[key].get("name"), lang), clean(row[key].get("effect"), lang)))
    for a in row.get("abilities") or []:
        parts.append(Part("ability", clean_name(a.get("name"), lang), clean(a.get("effect"), lang)))
    for a in row.get("attacks") or []:
        parts.append(Part("attack", clean_name(a.get("name"), lang), clean(a.get("effect"), lang), cost(a.get("cost")),
                          damage(a.get("damage"))))
    return [p for p in parts if p.name]


def ptcg_prints(data: Path) -> list[Print]:
    out = []
    for file, lang in (("ptcg-database-jp.jsonl.gz", "ja"), ("ptcg-database-tc.jsonl.gz", "zh_hant"),
                       ("ptcg-database-en.jsonl.gz", "en")):
        for row in rows(data, file):
            kind = "pokemon" if row.get("card_type") == "Pokémon" else KINDS.get(row.get("card_type"))
            if not kind:
                continue
            dex = row.get("pokedex_number")
            text = clean(row.get("effect"), lang)
            if kind != "pokemon" and row.get("vstar_power"):  # the Seal Stones: a Tool giving a VSTAR Power
                power = row["vstar_power"]
                text = "\n".join(t for t in (text, clean_name(power.get("name"), lang), clean(power.get("effect"), lang)) if t)
            out.append(Print(lang, kind, clean_name(row.get("name"), lang), text, "ptcg-database",
                             row["_file"], set_code(row.get("set_name"), lang), row.get("set_full_name") or "",
                             row.get("number") or "", iso(row.get("date")), ", ".join(row.get("author") or []),
                             (_int(dex),) if _int(dex) else (), _int(row.get("hp")), ptcg_parts(row, lang),
                             serial(row), stats=stats(row) if kind == "pokemon" else None))
    return out


def set_code(raw: str | None, lang: str) -> str:
    """A set's code. PTCG-database's Chinese codes come from image file names
    (``SVMFエキスパンションマーク.png``, ``S10bF @4x.png``, ``SV2a F``): the code without the file's
    decorations and the trailing F; a few are no code at all (``EXpansion``, ``-1``)."""
    code = (raw or "").strip()
    if lang != "zh_hant":
        return code
    code = re.sub(r"エキスパンションマーク|@4x|\.png|\s+", "", code)
    code = re.sub(r"(?<=[0-9a-zA-Z])-?F$", "", code) if re.match(r"^(S|SV|SM|AS|AC)", code) else code
    junk = code.lower() in ("expansion", "exp") or len(code) < 2 or code.startswith("-")
    return "" if junk or not re.fullmatch(r"[A-Za-z0-9-]{2,10}", code) else code


def serial(row: dict) -> int:
    """The card's id in the official database's address (``…/details.php/card/33963``, ``…/detail/4114/``)."""
    found = re.search(r"/(?:card|detail)/(\d+)/?$", row.get("url") or "")
    return int(found.group(1)) if found and "pkmncards" not in row.get("url", "") else 0


#: A basic Energy's name: tcgdex's Asian files mark some as Special Energy (S10b's 基本水能量).
BASIC_ENERGY = re.compile(r"^(基本.{1,3}(エネルギー|能量)|Basic \w+ Energy)$")


def read(data: Path) -> list[Print]:
    """Every print of every source, in file order. A Japanese card both sources print is named as
    the official database names it (tcgdex drops marks: its フラダリ is フラダリ◇), and takes
    tcgdex's release date. A basic Energy marked special is left out."""
    tcgdex, ptcg = tcgdex_prints(data), ptcg_prints(data)
    tcgdex = [p for p in tcgdex if not (p.kind == "special-energy" and BASIC_ENERGY.match(p.name))]
    official = {(p.set.upper(), p.number.lstrip("0")): p for p in ptcg if p.lang == "ja" and p.number}
    for p in tcgdex:
        twin = official.get((p.set.upper(), p.number.lstrip("0"))) if p.lang == "ja" else None
        if twin and twin.kind == p.kind:
            p.name = twin.name
            twin.date = twin.date or p.date
    return tcgdex + ptcg
