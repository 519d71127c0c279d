"""The access log of ``judge serve``: one line per request (time, method, path with long query values
left out, status, milliseconds), nothing for the server's own warm-up requests, no line a path
could forge."""

import io
import re

from judge.web.access import AccessLog
from judge.web.app import create_app

LINE = re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d (GET|POST) (\S+) (\d{3}) (\d+) ms$")


def logged(*paths, **kw) -> list[str]:
    app = create_app({"TESTING": True})
    stream = io.StringIO()
    app.wsgi_app = AccessLog(app.wsgi_app, stream)
    client = app.test_client()
    for path in paths:
        client.get(path, **kw)
    return stream.getvalue().splitlines()


def test_one_line_per_request_with_method_path_status_and_milliseconds():
    lines = logged("/api/rulings/II-B-09", "/nowhere", "/c/Guzma?lang=en")
    assert len(lines) == 3 and all(LINE.match(line) for line in lines), lines
    assert [LINE.match(line).group(2, 3) for line in lines] == [("/api/rulings/II-B-09", "200"), ("/nowhere", "404"),
                                                               ("/c/Guzma?lang=en", "200")]


def test_a_long_query_value_is_left_out_and_a_long_path_cut():
    question = "does eviolite reduce the damage my own attack does to itself?"
    line = logged(f"/api/ask?q={question}&lang=en")[0]
    assert "/api/ask?q=…&lang=en 200" in line and "eviolite" not in line
    long = logged("/c/" + "x" * 1000)[0]
    assert len(long) < 300 and " /c/" + "x" * 197 + "… 404 " in long


def test_a_path_cannot_forge_a_line():
    lines = logged("/%0a2026-01-01%2000:00:00%20GET%20/admin%20200%201%20ms")
    assert len(lines) == 1 and "\\x0a" in lines[0]


def test_the_servers_warm_up_requests_are_not_logged():
    assert logged("/", environ_base={"judge.quiet": True}) == []


def test_the_command_line_turns_it_off():
    from judge.commands.serve import serve

    option = next(p for p in serve.params if p.name == "access_log")
    assert option.default is True and "--no-access-log" in option.secondary_opts
