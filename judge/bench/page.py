"""The page in a browser (``page``, of ``make bench``): Debian's Chromium driven through Playwright
(the test extra: ``pip install -e ".[test]"``), the app served by waitress as ``judge serve`` serves
it: the weight of the home page, a results page and ruling pages, requests to other hosts, and the
time to answer. Playwright is imported only when the page is measured (the runner skips this part
where it is not installed)."""

from __future__ import annotations

import threading
from pathlib import Path
from urllib.parse import quote

from rich.console import Console
from rich.table import Table

from judge.bench.load import QUESTIONS, percentile

#: Where the browser is.
CHROMIUM = Path("/usr/bin/chromium")


def bench_pages(questions: int = 20) -> dict:
    """The page as a browser sees it (Debian's Chromium through Playwright, served by waitress as
    ``judge serve`` serves it): bytes transferred for the home page, a results page and ruling
    pages (the page, its stylesheet and script), requests to other hosts, and the time from asking
    to the answer shown (DOMContentLoaded of a results page), p50 over ``questions`` questions."""
    # lazily: a browser, a server and the web app only for the page measures
    from playwright.sync_api import sync_playwright
    from waitress.server import create_server

    from judge.search.evaluate import load_questions
    from judge.web.app import create_app

    server = create_server(create_app(), host="127.0.0.1", port=0, threads=4)
    threading.Thread(target=server.run, daemon=True).start()
    base = f"http://127.0.0.1:{server.effective_port}"
    asked = load_questions([QUESTIONS])
    asked = asked[:: max(len(asked) // questions, 1)][:questions]
    pages = {"home page": "/?lang=en", "results page": "/?lang=en&q=" + quote("does the damage reduction apply to self-damage?"),
             "ruling page (II-B-09, 3 replays)": "/r/II-B-09?lang=en", "largest ruling page (I-A-01, 16 replays)": "/r/I-A-01?lang=en"}
    out: dict = {"pages": {}, "external": []}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=str(CHROMIUM), args=["--headless", "--no-sandbox", "--disable-gpu"])
            browser.new_page().goto(base + "/?lang=en&q=retreat")  # warm the server (the index, the corpus)
            for name, path in pages.items():
                context = browser.new_context(viewport={"width": 390, "height": 844})  # an empty cache
                page = context.new_page()
                sent: list = []
                page.on("requestfinished", lambda r: sent.append(r))
                page.goto(base + path, wait_until="networkidle")
                out["external"] += [r.url for r in sent if not r.url.startswith(base)]
                encoded = sum(r.sizes()["responseBodySize"] for r in sent)
                raw = sum(len(r.response().body()) for r in sent if r.response())
                out["pages"][name] = {"transferred_kb": encoded / 1024, "raw_kb": raw / 1024, "requests": len(sent)}
                context.close()
            page = browser.new_page()
            times = []
            for q in asked:
                page.goto(f"{base}/?q={quote(q.q)}", wait_until="domcontentloaded")
                times.append(page.evaluate("performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd"))
            out["answer_p50_ms"], out["answer_max_ms"], out["n"] = percentile(times, 50), max(times), len(times)
            browser.close()
    finally:
        server.close()
    return out


def page_rows() -> list[tuple[str, str, str, str]]:
    """:func:`bench_pages` as table rows (measure, value, target, baseline)."""
    if not CHROMIUM.exists():
        return [("page weight and time to answer in a browser", "not measured: no /usr/bin/chromium", "", "")]
    pg = bench_pages()
    rows = [(f"{name}: transferred (page + CSS + JS, {m['requests']} requests)", f"{m['transferred_kb']:.1f} KB", "≤ 60 KB",
             f"{m['raw_kb']:.1f} KB uncompressed") for name, m in pg["pages"].items()]
    rows.append(("requests to other hosts", str(len(pg["external"])), "0", ""))
    rows.append((f"time to answer in the browser, p50 ({pg['n']} questions)", f"{pg['answer_p50_ms']:.0f} ms", "",
                 f"max {pg['answer_max_ms']:.0f} ms"))
    return rows


def bench_page(console: Console) -> None:
    """The page's measures, as a table."""
    table = Table("measure", "value", "target", "baseline", title="judge bench: the page in a browser")
    for row in page_rows():
        table.add_row(*row)
    console.print(table)
