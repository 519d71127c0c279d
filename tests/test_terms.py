"""The term dictionary's matcher: longest forms, whole English words, and the reading that covers
the most of the text."""

from judge.lang.text import fold
from judge.index.terms import TermDictionary

WORDS = TermDictionary([
    {"id": "bench", "en": ["Bench", "the Bench"]},
    {"id": "bench-limit", "en": ["Bench limit"]},
    {"id": "retreat", "en": ["retreat"], "ja": ["にげる"]},
    {"id": "retreat-cost", "en": ["Retreat Cost"], "ja": ["にげるためのエネルギー"]},
])


def concepts(text: str) -> list[str]:
    return [m.concept for m in WORDS.find(fold(text))]


def test_a_form_swallowing_the_start_of_a_longer_one_gives_way():
    """"the Bench" would take "Bench" from "Bench limit": the reading covering more text wins."""
    assert concepts("what's the Bench limit?") == ["bench-limit"]
    assert concepts("put it on the Bench") == ["bench"]


def test_the_longest_form_at_a_place_wins():
    assert concepts("what is the Retreat Cost?") == ["retreat-cost"]
    assert concepts("にげるためのエネルギーは？") == ["retreat-cost"]
    assert concepts("にげるときは？") == ["retreat"]


def test_english_forms_match_whole_words_only():
    assert concepts("retreated") == []
    assert concepts("retreat, then retreat again") == ["retreat", "retreat"]


def test_a_misspelt_chinese_term_is_found_but_a_count_one_character_off_is_another_count():
    """"竟技场" is 竞技场 typed wrong; "放几张" (how many to put) is not "放4张" (put 4) nor "贴几张"
    (how many to attach) typed wrong."""
    words = TermDictionary([
        {"id": "stadium", "zh": ["竞技场"]},
        {"id": "four-copy-rule", "zh": ["放4张"]},
        {"id": "energy-attachment-limit", "zh": ["贴几张"]},
    ])
    assert words.near("竟技场能换吗") == ["stadium"]
    assert words.near("要放几张") == []


def test_a_character_saying_can_again_or_not_is_never_read_as_a_typo():
    """可以使用 ("may use") is not 再使用 ("use again") typed wrong; a real
    typo elsewhere in the same run is still found."""
    words = TermDictionary([
        {"id": "use-again", "zh": ["再使用"]},
        {"id": "stadium", "zh": ["竞技场"]},
    ])
    assert words.near("可以使用特性吗") == []
    assert words.near("可以使用竟技场吗") == ["stadium"]


def test_an_english_compound_is_read_with_a_space_for_its_hyphen_unless_another_term_has_it():
    """"self damage" is self-damage; "Pokémon ex" stays its own term, not Pokémon-EX spaced."""
    words = TermDictionary([
        {"id": "pokemon-ex", "en": ["Pokémon ex"]},
        {"id": "self-damage", "en": ["self-damage"]},
        {"id": "pokemon-ex-old", "en": ["Pokémon-EX"]},
    ])
    assert [m.concept for m in words.find(fold("is self damage reduced?"))] == ["self-damage"]
    assert [m.concept for m in words.find(fold("is self-damage reduced?"))] == ["self-damage"]
    assert [m.concept for m in words.find(fold("a pokémon ex"))] == ["pokemon-ex"]
    assert [m.concept for m in words.find(fold("a pokémon-ex"))] == ["pokemon-ex-old"]
    assert words.find(fold("myself damaged")) == []


def test_a_way_of_asking_one_character_off_is_another_question_not_a_typo():
    """怎么让 ("how to make") is a way of asking; 怎么处理 ("how is it handled") is no misspelling of it.
    A term's real typo is still read."""
    words = TermDictionary([
        {"id": "how-to", "zh": ["怎么让"]},
        {"id": "stadium", "zh": ["竞技场"]},
    ])
    assert words.near("道具怎么处理") == []
    assert words.near("道具怎么处理竟技场") == ["stadium"]
