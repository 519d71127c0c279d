"""The board as a picture: an inline SVG of a :mod:`judge.web.board` snapshot, laid out as a table seen
from the player's seat (the opponent's Bench at the top, the player's at the bottom), with a text
alternative for screen readers.

Shapes carry class names only; colours and fonts are in the page's stylesheet, so the picture
follows the page (and prints in black and white).
"""

from __future__ import annotations

from markupsafe import Markup, escape

from judge.engine.messages import CONDITIONS
from judge.present.reading import PLACES, PLAYERS, display_name, type_name

WIDTH = 300
#: The width of the Active Pokémon's box and of a Benched Pokémon's.
ACTIVE = 150
BENCH = 56
GAP = 4
STADIUM = 22

WORDS = {
    "hp": {"en": "HP", "ja": "HP", "zh": "HP"},
    "stadium": {"en": "Stadium", "ja": "スタジアム", "zh": "竞技场"},
    "tool": {"en": "Tool", "ja": "どうぐ", "zh": "道具"},
    "prizes": {"en": "Prizes {n}", "ja": "サイド{n}", "zh": "奖赏卡{n}"},
    "empty": {"en": "no Active Pokémon", "ja": "バトルポケモンなし", "zh": "没有战斗宝可梦"},
    "no_bench": {"en": "no Benched Pokémon", "ja": "ベンチポケモンなし", "zh": "没有备战宝可梦"},
    "energy": {"en": "Energy", "ja": "エネルギー", "zh": "能量"},
    "damage": {"en": "damage {n}", "ja": "ダメージ{n}", "zh": "伤害{n}"},
    "knocked_out": {"en": "Knocked Out", "ja": "きぜつ", "zh": "昏厥"},
    "no_stadium": {"en": "no Stadium", "ja": "スタジアムなし", "zh": "没有竞技场"},
}
SEP = {"en": "; ", "ja": "。", "zh": "。"}
COLON = {"en": ": ", "ja": "：", "zh": "："}
COMMA = {"en": ", ", "ja": "、", "zh": "，"}


def _fit(text: str, width: float, size: float) -> str:
    """The text cut to what fits ``width`` at font ``size`` (CJK characters count double)."""
    room, out = width, ""
    for ch in text:
        w = size * (1.0 if ord(ch) > 0x2e80 else 0.58)
        if room - w < 0:
            return out[:-1] + "…" if out else ""
        room -= w
        out += ch
    return out


def _energy_types(e: dict) -> str:
    types = e.get("types") or ["colorless"]
    return "rainbow" if len(types) > 1 else types[0]


def _marks(p: dict, lang: str) -> list[str]:
    marks = [CONDITIONS[c][lang] for c in p["conditions"] if c in CONDITIONS]
    if p["hp"] - p["damage"] <= 0:
        marks.insert(0, WORDS["knocked_out"][lang])
    return marks


def _height(p: dict | None, big: bool, lang: str) -> int:
    """How tall a Pokémon's box is: its name, HP, and a line each for Energy, Special Conditions and Tool."""
    if p is None:
        return 0
    fs = 11 if big else 9
    lines = [bool(p["energy"]), bool(_marks(p, lang)), bool(p.get("tool"))]
    return 2 * fs + 18 + sum(lines) * (fs + 2)


def _pokemon(p: dict, x: int, y: int, size: tuple[int, int], lang: str, changed: bool, big: bool) -> list[str]:
    """One Pokémon: its box, name, HP bar and numbers, damage, Special Conditions, Energy, Tool."""
    w, h = size
    hp, damage = p["hp"], p["damage"]
    left = max(hp - damage, 0)
    fs = 11 if big else 9
    cls = "p chg" if changed else "p"
    if left == 0:
        cls += " ko"
    out = [f'<rect class="{cls}" x="{x}" y="{y}" width="{w}" height="{h}" rx="5"/>']
    r = 9 if big else 7  # the damage mark, in the top right corner
    name = _fit(display_name(p["card"], lang), w - 8 - (2 * r if damage else 0), fs)
    small = "" if big else " s"
    out.append(f'<text class="n{small}" x="{x + 4}" y="{y + fs + 3}">{escape(name)}</text>')
    if damage:
        cx, cy = x + w - r - 2, y + r + 2
        out.append(f'<circle class="dm" cx="{cx}" cy="{cy}" r="{r}"/><text class="dmt{small}" x="{cx}" y="{cy + 3}">{damage}</text>')
    bar_y, bar_w = y + fs + 7, w - 8
    out.append(f'<rect class="hpb" x="{x + 4}" y="{bar_y}" width="{bar_w}" height="4"/>')
    if hp:
        out.append(f'<rect class="hpl" x="{x + 4}" y="{bar_y}" width="{round(bar_w * left / hp)}" height="4"/>')
    line = bar_y + fs + 5
    out.append(f'<text class="v{small}" x="{x + 4}" y="{line}">{WORDS["hp"][lang]} {left}/{hp}</text>')
    if p["energy"]:
        line += fs + 2
        for i, e in enumerate(p["energy"][:12 if big else 5]):
            out.append(f'<circle class="e-{_energy_types(e)}" cx="{x + 8 + i * 10}" cy="{line - 4}" r="4"/>')
    marks = _marks(p, lang)
    if marks:
        line += fs + 2
        out.append(f'<text class="sc{small}" x="{x + 4}" y="{line}">{escape(_fit(" ".join(marks), w - 8, fs - 1))}</text>')
    if p.get("tool"):
        line += fs + 2
        text = _fit(f'{WORDS["tool"][lang]}: {display_name(p["tool"], lang)}', w - 8, fs - 1)
        out.append(f'<text class="tl{small}" x="{x + 4}" y="{line}">{escape(text)}</text>')
    return out


def _slot_changed(before: dict | None, after: dict | None) -> bool:
    if before is None or after is None:
        return before is not after
    keys = ("card", "damage", "conditions", "tool", "hp")
    return any(before.get(k) != after.get(k) for k in keys) or len(before["energy"]) != len(after["energy"])


def describe(board: dict, lang: str) -> str:
    """The board in words: the picture's text alternative."""
    parts = []
    for side in ("opponent", "me"):
        s = board[side]
        items = []
        if s["active"]:
            items.append(f'{PLACES["active"][lang]}{COLON[lang]}{_pokemon_words(s["active"], lang)}')
        else:
            items.append(WORDS["empty"][lang])
        for i, b in enumerate(s["bench"]):
            items.append(f'{PLACES["bench"][lang].format(n=i + 1)}{COLON[lang]}{_pokemon_words(b, lang)}')
        if not s["bench"]:
            items.append(WORDS["no_bench"][lang])
        items.append(WORDS["prizes"][lang].format(n=s["prizes_left"]))
        parts.append(f"{PLAYERS[side][lang]}{COLON[lang]}{COMMA[lang].join(items)}")
    st = board.get("stadium")
    parts.append(f'{WORDS["stadium"][lang]}{COLON[lang]}{display_name(st["card"], lang)}' if st else WORDS["no_stadium"][lang])
    return SEP[lang].join(parts)


def _pokemon_words(p: dict, lang: str) -> str:
    bits = [display_name(p["card"], lang), f'{WORDS["hp"][lang]} {max(p["hp"] - p["damage"], 0)}/{p["hp"]}']
    if p["damage"]:
        bits.append(WORDS["damage"][lang].format(n=p["damage"]))
    bits += [CONDITIONS[c][lang] for c in p["conditions"] if c in CONDITIONS]
    if p["energy"]:
        kinds = [type_name(_energy_types(e), lang) if _energy_types(e) != "rainbow" else display_name(e["card"], lang)
                 for e in p["energy"]]
        bits.append(f'{WORDS["energy"][lang]} {"/".join(kinds)}')
    if p.get("tool"):
        bits.append(f'{WORDS["tool"][lang]} {display_name(p["tool"], lang)}')
    return " ".join(bits)


def board_svg(board: dict, lang: str, title: str, uid: str, compare: dict | None = None) -> Markup:
    """The board as an inline SVG with ``title`` and a description for screen readers; where
    ``compare`` (the board before) is given, what changed is outlined."""
    rows: list[str] = []
    y = 0

    def side_label(side: str, y: int) -> str:
        who = PLAYERS[side][lang]
        prizes = WORDS["prizes"][lang].format(n=board[side]["prizes_left"])
        return (f'<text class="sd" x="2" y="{y + 10}">{escape(who)}</text>'
                f'<text class="sd r" x="{WIDTH - 2}" y="{y + 10}">{escape(prizes)}</text>')

    def bench(side: str, y: int) -> int:
        pokemon = board[side]["bench"]
        if not pokemon:
            return y
        total = len(pokemon) * BENCH + (len(pokemon) - 1) * GAP
        x = (WIDTH - total) // 2
        h = max(_height(p, False, lang) for p in pokemon)
        for i, p in enumerate(pokemon):
            before = (compare or {}).get(side, {}).get("bench", [])
            changed = compare is not None and _slot_changed(before[i] if i < len(before) else None, p)
            rows.extend(_pokemon(p, x + i * (BENCH + GAP), y, (BENCH, h), lang, changed, False))
        return y + h + GAP

    def active(side: str, y: int) -> int:
        p = board[side]["active"]
        x = (WIDTH - ACTIVE) // 2
        if p is None:
            gone = " chg" if compare is not None and (compare.get(side) or {}).get("active") else ""
            rows.append(f'<rect class="p none{gone}" x="{x}" y="{y}" width="{ACTIVE}" height="28" rx="5"/>'
                        f'<text class="v m" x="{WIDTH // 2}" y="{y + 18}">{escape(WORDS["empty"][lang])}</text>')
            return y + 28 + GAP
        changed = compare is not None and _slot_changed((compare.get(side) or {}).get("active"), p)
        h = _height(p, True, lang)
        rows.extend(_pokemon(p, x, y, (ACTIVE, h), lang, changed, True))
        return y + h + GAP

    rows.append(side_label("opponent", y))
    y = bench("opponent", y + 14)
    y = active("opponent", y)
    st = board.get("stadium")
    rows.append(f'<rect class="st" x="0" y="{y}" width="{WIDTH}" height="{STADIUM}" rx="3"/>')
    label = f'{WORDS["stadium"][lang]}: {display_name(st["card"], lang)}' if st else WORDS["no_stadium"][lang]
    rows.append(f'<text class="stt" x="{WIDTH // 2}" y="{y + 15}">{escape(_fit(label, WIDTH - 10, 10))}</text>')
    y = active("me", y + STADIUM + GAP)
    y = bench("me", y)
    rows.append(side_label("me", y))
    height = y + 14
    text = describe(board, lang)
    return Markup(
        f'<svg class="bd" viewBox="0 0 {WIDTH} {height}" role="img" aria-labelledby="{uid}-t {uid}-d">'
        f'<title id="{uid}-t">{escape(title)}</title><desc id="{uid}-d">{escape(text)}</desc>{"".join(rows)}</svg>')

