"""Asking and measuring the search: ``judge ask`` (a question, or one per line from standard input)
and ``judge eval`` (search quality on question sets, and the verdicts of the ways of asking)."""

from __future__ import annotations

import sys
from pathlib import Path

import click
from rich.table import Table

from judge.commands.common import console, json_line, named
from judge.commands.index import ready_index


@click.command()
@named("question", "The question's language (detected when not given).", "The answer object as JSON.", 3, 20,
       "How many rulings to show.")
def ask(question: str, lang: str | None, as_json: bool, limit: int) -> None:
    """Ask a question in Japanese, Chinese or English; `-` reads one question per line (JSON Lines out).
    A question over 500 characters is cut there and answered, with a note (as the web does)."""
    from judge.search.ask import BadQuestion  # lazily: the search only for the commands that search

    idx = ready_index()
    if question == "-":
        for line in sys.stdin:
            line = line.rstrip("\n")
            try:
                json_line(_answer(idx, line, lang, limit))
            except BadQuestion as err:
                json_line({"query": line, "error": {"code": err.code, "message": str(err)}})
        return
    try:
        answer = _answer(idx, question, lang, limit)
    except BadQuestion as err:
        if as_json:
            json_line({"query": question, "error": {"code": err.code, "message": str(err)}})
        else:
            click.echo(f"error: {err}", err=True)
        sys.exit(2)
    if as_json:
        json_line(answer)
    else:
        from judge.terminal import answer_renderable  # lazily: the terminal rendering (corpus, engine) only to print

        console().print(answer_renderable(answer))


def _answer(idx, question: str, lang: str | None, limit: int) -> dict:
    """The answer object; a question over the cap is cut and its answer carries the note the web's does."""
    from judge.search.question import cut_note, cut_question  # lazily: the search only for the commands that search

    cut, length = cut_question(question)
    if length is None:
        return idx.ask(question, lang, limit)
    return {**idx.ask(cut, lang, limit), "note": cut_note(length)}


@click.command("eval")
@click.argument("files", nargs=-1, type=click.Path(exists=True, path_type=Path))
@click.option("--misses", is_flag=True, help="List the questions whose first result does not settle them.")
@click.option("--left-out", is_flag=True, help="Also ask every way of asking that carries a verdict, itself left out, "
              "and count the verdicts it gets against its own.")
def eval_cmd(files: tuple[Path, ...], misses: bool, left_out: bool) -> None:
    """Search quality on question sets (YAML: q, lang, ids or expect; none for an off-topic set):
    top-1, top-3 and MRR per language, ours beside a plain BM25 baseline over the guides' raw text
    (character bigrams); how often each confidence is given, and how often the first result is
    right when it is given as high."""
    if not files and not left_out:
        raise click.UsageError("name a question set (or --left-out)")
    ready_index()
    if left_out:
        _print_left_out()
    if not files:
        return
    from judge.search.evaluate import evaluate  # lazily: the search only for the commands that search

    report = evaluate(list(files))
    out = console()
    out.print(_ranking_table(report, ", ".join(str(f) for f in files)))
    out.print(_answers_table(report))
    if report["ours"]["all"].points_asked:
        out.print(_points_table(report))
    if misses:
        for lang, s in report["ours"].items():
            if lang == "all":
                continue
            for q, ids, got in s.misses:
                out.print(f"[{lang}] {q}  expected {ids}  got {got}")


def _langs(report: dict) -> list[str]:
    """The languages a report has figures for, in order, then ``all``."""
    return [l for l in ("ja", "zh", "en") if l in report] + ["all"]


def _ranking_table(report: dict, names: str) -> Table:
    """Top-1, top-3 and MRR per language, ours beside the baseline, and how often each confidence is given."""
    table = Table("lang", "questions", "top-1", "top-3", "MRR", "baseline top-1", "baseline top-3", "baseline MRR",
                  "high", "low", "none", "right when high",
                  title=f"judge eval {names} ({report['questions']} questions, {report['seconds']:.2f} s)")
    for lang in _langs(report["ours"]):
        o, b = report["ours"][lang], report["baseline"][lang]
        ranking = [f"{x:.3f}" for x in o.row() + b.row()] if o.n else ["-"] * 6
        right = o.right_when_high()
        table.add_row(lang, str(o.asked), *ranking, *(f"{o.share(c):.3f}" for c in ("high", "low", "none")),
                      "-" if right is None else f"{right:.3f}")
    return table


def _answers_table(report: dict) -> Table:
    """The answer per language: short answers on the first result, verdicts given and wrong, replays proving a FAQ."""
    answers = Table("lang", "short on first result", "yes/no questions", "verdict given", "verdict wrong",
                    "FAQ first, replay proves it", title="the answer: verdicts, short answers, replays")
    for lang in _langs(report["ours"]):
        o = report["ours"][lang]
        answers.add_row(lang, f"{o.shorts}/{o.tops}", str(o.yes_no),
                        f"{o.verdicts / o.yes_no:.3f}" if o.yes_no else "-",
                        f"{o.verdicts_wrong / o.verdicts:.3f}" if o.verdicts else "-",
                        f"{o.faq_replays_proving}/{o.faq_replays}")
    return answers


def _points_table(report: dict) -> Table:
    """The line read out, per language, on questions labelled with the points that settle them: how often
    the first result leads with one of them (of all labelled, and of those answered ``high``)."""
    table = Table("lang", "labelled", "ruling right", "point first", "card's text first", "point first when high",
                  title="the line read out: the first result's point against the labelled points")
    for lang in _langs(report["ours"]):
        o = report["ours"][lang]
        if not o.points_asked:
            continue
        table.add_row(lang, str(o.points_asked), f"{o.points_topic / o.points_asked:.3f}",
                      f"{o.points_first / o.points_asked:.3f}", str(o.points_card),
                      f"{o.points_high_first}/{o.points_high}")
    return table


def _print_left_out() -> None:
    # lazily: the search only for the commands that search
    from judge.search.ask import open_index
    from judge.search.evaluate import verdicts_left_out

    report = verdicts_left_out(open_index())
    table = Table("lang", "ways of asking with a verdict", "topic verdicts", "wrong", "FAQ verdicts", "wrong", "depends",
                  title="verdicts of the ways of asking, each asked with itself left out")
    for lang in _langs(report):
        s = report[lang]
        table.add_row(lang, str(s.asked), str(s.topic), str(s.topic_wrong), str(s.faq), str(s.faq_wrong), str(s.depends))
    out = console()
    out.print(table)
    for text, own, got in report["all"].wrong:
        out.print(f"wrong: {text!r} is {own}, got {got}")

