"""The cards a question names: exact names of the card table found in the question's text.

A question names a card in any of its languages ("can I use Guzma…", 「グズマを使った」, 古兹马, 古茲馬).
:func:`named` finds those names, longest first, none overlapping another:

- a Latin name is a run of whole words standing apart by spaces or hyphens ("Choice Helmet",
  "tangling hair"), never a piece of a word; one word alone is a name when the name table knows it
  as a card's, an attack's or an Ability's (the corpus quotes it: ``guzma``), or when the question
  capitalises it inside a sentence ("can I play Switch");
- a Japanese or Chinese name is a piece of a run of kana and Han characters, of at least
  :data:`SHORTEST` characters, written as the card prints it (katakana as katakana, so イリマ is
  not the いりま of いります), and never a piece of a longer katakana word (サメハダ of サメハダー);
- a name that is also an ordinary word or a rule's term is not taken for a card (:data:`ORDINARY`),
  or only when capitalised (:data:`CAPITALISED`): both found by running the finder over the corpus's
  own text (topics, FAQs, ways of asking and passages, in every language) and over the question
  sets, and reading what it met.
"""

from __future__ import annotations

from functools import lru_cache

import re
import unicodedata
from dataclasses import dataclass

from judge.cards.table import ACCENTS, KATAKANA, CardTable, key
from judge.cards.table import load as load_table
from judge.lang import names
from judge.lang.text import fold

#: The fewest characters of a Japanese or Chinese name found inside a run of text (two-character
#: names are too often pieces of ordinary words).
SHORTEST = 3
#: The most words of a Latin name, and the most characters of a Japanese or Chinese one.
MOST_WORDS = 6
LONGEST_RUN = 24
#: Latin words (letters and digits, with apostrophes, hyphens and periods inside), runs of kana and
#: Han, what may stand between the words of a Latin name, and a katakana letter.
WORD = re.compile(r"[^\W_](?:[\w'’\-.]*[^\W_])?")
CJK = re.compile(r"[\u3041-\u309f\u30a0-\u30ff\u4e00-\u9fff\u3400-\u4dbf\uff66-\uff9f◇☆]+")
SPACED = re.compile(r"[\s\-]+")
KANA_WORD = re.compile(r"[\u30a1-\u30fa\u30fc\uff66-\uff9f]")
#: What ends a sentence: a capital after it says nothing.
SENTENCE_END = ".!?。！？:;\"'「『(（"

#: Names (card-table keys) that are ordinary words or rule terms where they were met: never a card.
ORDINARY: dict[str, str] = {
    "item": "found: the Poké-Power ITEM is the card type in 'An Item card'",
    "psychic": "found: the Psychic type, and 'Psychic Shock' (no card of that name)",
    "darkness": "found: the Darkness type ('Darkness Energy', 'Metal, Darkness, Fairy')",
    "metal": "found: the Metal type",
    "sleep": "found: the Special Condition ('Poison and Sleep are already on')",
    "flare": "found: Team Flare ('Team Flare Hyper Gear')",
    "plasma": "found: Team Plasma ('Does a Team Plasma Pokémon count')",
    "ぷらずま": "found: プラズマ団 (Team Plasma), not the attack プラズマ",
    "barrier": "found: the Ancient Trait 'Omega Barrier'",
    "growth": "found: the Ancient Trait 'Alpha Growth'",
    "work": "found: a title's verb ('How Do Sleep, Confusion, Paralysis, and Poison Work?')",
    "slash": "found: 'Slash Down' (スラッシュダウン), which the table names otherwise",
    "escape": "found: the Tool 'Escape Board' ('Escape Board's effect')",
    "しょうか": "found: the attack しょうか (Firefighting) inside でしょうか",
    "がまん": "found: the attack がまん (Bide) inside HPがまんたん",
    "くわえる": "found: the attack くわえる (Add On) is the verb of 手札にくわえる",
}
#: Names that are ordinary words in lower case: a card only when capitalised inside a sentence.
CAPITALISED: dict[str, str] = {
    "block": "found: 'attack effects block the part of my attack' (Snorlax's Block is the Ability)",
    "setup": "found: 'a game set up with 3 Prize cards' (the Ability Set Up)",
    "drawup": "found: 'lets me draw up to 3' (the attack Draw Up)",
    "lockon": "found: 'an item lock on the player' (the attack Lock-on)",
    "mixup": "found: 'how do we not mix up cards' (the attack Mix-Up)",
    "addon": "found: 'does choice band +30 still add on' (the attack Add On)",
    "strikeback": "found: 'before the strike back' (the attack Strike Back)",
    "strikesback": "found: 'a card that strikes back with damage counters' (the Ability Strikes Back)",
    "typechange": "found: 'does a type change matter?' (the Poké-Power Type Change)",
    "damagechange": "found: 'a damage change calculated before' (the attack Damage Change)",
    "extrapoison": "found: 'the extra poison counters' (the attack Extra Poison)",
    "doubleko": "found: 'double KO in XY' (the attack Double KO)",
    "goodmorning": "found: 'good morning!' (the attack Good Morning)",
}


@dataclass(frozen=True)
class Named:
    """A card name found in a question."""

    start: int
    end: int
    text: str
    """The name as the question writes it (``question[start:end]``)."""
    key: str
    """The card table's key of the name."""


def capitalised(question: str, start: int) -> bool:
    """Whether the word at ``start`` begins with a capital inside a sentence (not its first word)."""
    before = question[:start].rstrip()
    return question[start:start + 1].isupper() and bool(before) and before[-1] not in SENTENCE_END


def a_name(question: str, start: int, end: int) -> bool:
    """Whether one Latin word is written as a name: one the name table knows as a card's, an
    attack's or an Ability's, or one capitalised inside a sentence."""
    word = question[start:end]
    if len(key(word)) < 2:
        return False
    table = names.load()
    entity = table.form_ids.get(fold(word))
    return (entity is not None and table.entity(entity).kind != "species") or capitalised(question, start)


def _tight(text: str) -> str:
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", text))


def _words(text: str) -> list[str]:
    return [k for k in (key(w) for w in SPACED.split(text)) if k]


def printed_so(table: CardTable, k: str, text: str) -> bool:
    """Whether a card of key ``k`` prints its name as ``text`` writes it: a Latin name in the same
    words ("be at" is not Beat), a Japanese or Chinese one in the same characters (katakana kept)."""
    latin = not CJK.search(text)
    want = _words(text) if latin else _tight(text)
    for row in table.by_key[k]:
        for forms in table.card(row).names.values():
            if any(key(f) == k and (_words(f) if latin else _tight(f)) == want for f in forms):
                return True
    return False


def _latin(question: str, table: CardTable) -> list[Named]:
    words = [(m.start(), m.end()) for m in WORD.finditer(question) if not CJK.search(m.group(0))]
    found = []
    for i in range(len(words)):
        for j in range(min(len(words), i + MOST_WORDS), i, -1):
            if any(not SPACED.fullmatch(question[a[1]:b[0]]) for a, b in zip(words[i:j - 1], words[i + 1:j])):
                continue  # the words of a name stand apart by spaces or hyphens only ("down; draw" is none)
            start, end = words[i][0], words[j - 1][1]
            text = question[start:end]
            k = key(text)
            if k not in table.by_key or k in ORDINARY or (k in CAPITALISED and not capitalised(question, start)):
                continue
            if (j - i > 1 or a_name(question, start, end)) and printed_so(table, k, text):
                found.append(Named(start, end, text, k))
    return found


def folded_run(run: str) -> str | None:
    """A run of kana and Han folded as the table's keys are, character for character; None where
    folding changes the run's length (its pieces are then folded one by one)."""
    text = unicodedata.normalize("NFKC", run).lower().translate(KATAKANA)
    text = unicodedata.normalize("NFC", ACCENTS.sub("", unicodedata.normalize("NFD", text)))
    return text if len(text) == len(run) else None


#: What a Japanese or Chinese Pokémon name may end with in Latin letters, right after its run
#: (「リザードンex」, 「铁臂膀ex」, 「ザシアンV」): a rule box, read as part of the name.
RULE_BOX_END = re.compile(r"[ 　]?(?:VMAX|VSTAR|V-UNION|V|GX|EX|ex|BREAK)(?![A-Za-z])")


def _cjk(question: str, table: CardTable) -> list[Named]:
    found = []
    for m in CJK.finditer(question):
        run = m.group(0)
        folded = folded_run(run)
        box = RULE_BOX_END.match(question, m.end())
        for i in range(len(run)):
            if i and KANA_WORD.match(run[i - 1]) and KANA_WORD.match(run[i]):
                continue  # never the end of a longer katakana word (サメハダ of サメハダー)
            if box:  # the name with its rule box ("リザードンex" is not "リザードン")
                whole = run[i:] + box.group(0)
                k = key(whole)
                if k in table.by_key and k not in ORDINARY and printed_so(table, k, whole):
                    found.append(Named(m.start() + i, box.end(), question[m.start() + i:box.end()], k))
            for j in range(min(len(run), i + LONGEST_RUN), i + SHORTEST - 1, -1):
                if j < len(run) and KANA_WORD.match(run[j - 1]) and KANA_WORD.match(run[j]):
                    continue  # nor its beginning
                k = folded[i:j] if folded is not None else key(run[i:j])
                if k in table.by_key and k not in ORDINARY and printed_so(table, k, run[i:j]):
                    found.append(Named(m.start() + i, m.start() + j, run[i:j], k))
    return found


def named(question: str, table: CardTable | None = None) -> list[Named]:
    """The card names a question holds, in the order it first writes each: the longest at each
    place, none overlapping another. Found once per question text and card table (NAMED_KEPT: the
    search, the cards shown and the situation each ask it of one question)."""
    question = question or ""
    return list(_named_in_table(question, table or load_table()))


#: How many questions' card names are kept, by question and card table (a table does not change once read).
NAMED_KEPT = 1024


@lru_cache(maxsize=NAMED_KEPT)
def _named_in_table(question: str, table: CardTable) -> tuple[Named, ...]:
    return tuple(_named(question, table))


def _named(question: str, table: CardTable) -> list[Named]:
    found = sorted(_latin(question, table) + _cjk(question, table), key=lambda n: (-(n.end - n.start), n.start))
    taken: list[Named] = []
    for n in found:
        if all(n.end <= t.start or n.start >= t.end for t in taken):
            taken.append(n)
    first: dict[str, Named] = {}
    for n in sorted(taken, key=lambda n: n.start):
        first.setdefault(n.key, n)
    return list(first.values())
