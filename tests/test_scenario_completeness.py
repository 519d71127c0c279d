"""Every FAQ has scenarios or a stated reason; every citation in every trace resolves."""

from functools import lru_cache

from judge.corpus.editions import GUIDE_EDITIONS
from judge.engine.scenario.files import index, load, scenario_files
from judge.engine.scenario.runner import run

PROCEDURES = ["I-A-01", "I-A-02", "I-A-03", "I-A-04", "I-A-05", "I-B-01", "I-B-02", "I-B-03", "I-B-04",
              "I-C", "I-D", "I-E", "I-F", "I-G", "I-H"]


@lru_cache(maxsize=1)
def results():
    return [run(p) for p in scenario_files()]


def test_at_least_100_scenarios():
    assert len(scenario_files()) >= 100


def test_every_faq_has_a_scenario_or_a_reason(corpus):
    proved = index()
    without = [f.id for f in corpus.faqs.values() if f.edition in GUIDE_EDITIONS and not proved.get(f.id) and not f.no_scenario]
    assert not without, f"FAQs with neither a scenario nor a reason: {without}"
    with_reason_and_scenario = [f.id for f in corpus.faqs.values() if f.no_scenario and proved.get(f.id)]
    assert not with_reason_and_scenario, f"FAQs with a scenario and a no-scenario reason: {with_reason_and_scenario}"


def test_three_quarters_of_the_faqs_are_replayed(corpus):
    guide_faqs = [f for f in corpus.faqs.values() if f.edition in GUIDE_EDITIONS]
    proved = index()
    share = sum(1 for f in guide_faqs if proved.get(f.id)) / len(guide_faqs)
    print(f"{share:.0%} of {len(guide_faqs)} guide FAQs have scenarios")
    assert share >= 0.75


def test_every_part_i_procedure_is_replayed():
    proved = index()
    assert not [t for t in PROCEDURES if not proved.get(t)]


def test_every_guide_topic_is_replayed(corpus):
    """Every guide section (Part I and Part II) has a scenario proving it or one of its FAQs."""
    proved = index()
    topics = [t for t in corpus if t.part in ("I", "II")]
    missing = [t.id for t in topics if not proved.get(t.id) and not any(proved.get(f.id) for f in t.faqs)]
    assert len(topics) == 103 and not missing, missing


def test_every_proves_id_resolves(corpus):
    known = set(corpus.ids())
    for ruling, ids in index().items():
        assert ruling in known, f"{ids} prove unknown ruling {ruling}"


def test_every_trace_step_cites_a_ruling_that_exists(corpus):
    known = set(corpus.ids())
    cited = {s.rule for r in results() for s in r.trace.steps}
    assert cited and not cited - known, f"unknown citations: {sorted(cited - known)}"


def test_every_scenario_names_its_source():
    for path in scenario_files():
        s = load(path)
        assert any(ed in s.source for ed in ("ja-2.2", "zh-3.1", "ja-3.1", "xy-2016")), f"{path}: source names no edition"
