"""The archive as one static HTML page: every phase a section with an anchor (it reads without JavaScript); a small
inline script steps through them with the arrow keys; the layout fits a phone's width. Every text a player typed
(family and game names) is escaped. Images go beside the page, or inline as data URIs (`single_file`)."""

from __future__ import annotations

import base64
import html
from dataclasses import dataclass, field

from bot.text.i18n import DEFAULT_LOCALE, Locale, t

__all__ = ["Archive", "ArchivePhase", "Picture", "write_page"]


@dataclass(frozen=True)
class Picture:
    """A PNG of the archive: its file name and what it shows."""

    name: str
    caption: str
    png: bytes = field(repr=False)


@dataclass(frozen=True)
class ArchivePhase:
    seq: int
    name: str
    public: tuple[str, ...]
    orders: tuple[tuple[str, str], ...] = ()  # (family, the order as a sentence)
    private: tuple[tuple[str, str], ...] = ()  # (for whom, what he was told)
    pictures: tuple[Picture, ...] = ()


@dataclass(frozen=True)
class Archive:
    """A game's archive as the page shows it, whatever the game: each game's description collects its own
    (`bot.games.Game.archive`)."""

    game_name: str
    families: tuple[str, ...]
    phases: tuple[ArchivePhase, ...]
    ranking: tuple[str, ...]
    revealed: bool  # every order and secret is shown (the game is over)
    finished: bool
    stats: tuple[tuple[str, ...], ...] = ()  # a table: a header row, then one row per family
    cash: tuple[tuple[str, ...], ...] = ()  # a table: pocket + Swiss account per family at the start of each turn
    votes: tuple[tuple[str, ...], ...] = ()  # a table: each family's votes in each turn's budget vote
    awards: tuple[str, ...] = ()  # the end post's awards, one a line
    locale: Locale = DEFAULT_LOCALE  # the language it is written in (`--language`)


STYLE = """
body{font-family:system-ui,sans-serif;margin:0;background:#f6f1e7;color:#223}
header{background:#233;color:#fff;padding:12px 16px}header h1{margin:0;font-size:1.4em}
nav.toc{padding:8px 16px;font-size:.9em}nav.toc a{margin-right:.6em;white-space:nowrap}
section.phase{background:#fff;margin:12px;padding:12px 16px;border-radius:8px}
section.phase h2{margin-top:0;font-size:1.15em}
.steps a{margin-right:1em}img{max-width:100%;height:auto;border:1px solid #ccc}
ul{padding-left:1.2em}li{margin:.2em 0}.secret{color:#733}
body.js section.phase{display:none}body.js section.phase.current{display:block}
.table{overflow-x:auto}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 6px;text-align:right}
td:first-child,th:first-child{text-align:left}
@media (max-width:600px){section.phase{margin:6px;padding:8px}}
"""

SCRIPT = """
(function(){
  var phases=[].slice.call(document.querySelectorAll('section.phase'));
  if(!phases.length){return;}
  document.body.classList.add('js');
  var i=Math.max(0,phases.findIndex(function(p){return '#'+p.id===location.hash;}));
  function show(k){phases[i].classList.remove('current');i=Math.min(phases.length-1,Math.max(0,k));
    phases[i].classList.add('current');history.replaceState(null,'','#'+phases[i].id);}
  phases[i].classList.add('current');
  document.addEventListener('keydown',function(e){
    if(e.key==='ArrowRight'){show(i+1);}else if(e.key==='ArrowLeft'){show(i-1);}});
  window.addEventListener('hashchange',function(){
    var k=phases.findIndex(function(p){return '#'+p.id===location.hash;});if(k>=0&&k!==i){show(k);}});
})();
"""


def _src(picture: Picture, single_file: bool) -> str:
    if single_file:
        return "data:image/png;base64," + base64.b64encode(picture.png).decode("ascii")
    return html.escape(picture.name)


def _lines(text: str) -> str:
    """A text as the bot posted it, escaped, each of its lines on a line of its own (HTML joins them otherwise: the
    end post's ranking and awards would run together)."""
    return "<br>".join(html.escape(line) for line in text.split("\n"))


def _phase(archive: Archive, i: int, phase: ArchivePhase, single_file: bool) -> str:
    e = html.escape
    loc = archive.locale
    steps = []
    if i > 0:
        steps.append(f'<a href="#phase-{archive.phases[i - 1].seq}">{e(t(loc, "archive-previous"))}</a>')
    if i + 1 < len(archive.phases):
        steps.append(f'<a href="#phase-{archive.phases[i + 1].seq}">{e(t(loc, "archive-next"))}</a>')
    out = [f'<section class="phase" id="phase-{phase.seq}">', f"<h2>{e(phase.name)}</h2>"]
    out.append(f'<p class="steps">{" ".join(steps)}</p>')
    out.append(f"<h3>{e(t(loc, 'archive-public'))}</h3><ul>")
    out.extend(f"<li>{_lines(text)}</li>" for text in phase.public or (t(loc, "archive-nothing"),))
    out.append("</ul>")
    if phase.orders:
        out.append(f"<h3>{e(t(loc, 'archive-orders'))}</h3><ul>")
        out.extend(f"<li><b>{e(who)}</b>: {_lines(what)}</li>" for who, what in phase.orders)
        out.append("</ul>")
    if phase.private:
        out.append(f'<h3>{e(t(loc, "archive-secrets"))}</h3><ul class="secret">')
        out.extend(f"<li><b>{e(who)}</b>: {_lines(what)}</li>" for who, what in phase.private)
        out.append("</ul>")
    for picture in phase.pictures:
        out.append(f'<figure><img src="{_src(picture, single_file)}" alt="{e(picture.caption)}">')
        out.append(f"<figcaption>{e(picture.caption)}</figcaption></figure>")
    out.append("</section>")
    return "\n".join(out)


def _table(rows: tuple[tuple[str, ...], ...]) -> str:
    e = html.escape
    head = "".join(f"<th>{e(c)}</th>" for c in rows[0])
    body = "".join("<tr>" + "".join(f"<td>{e(c)}</td>" for c in row) + "</tr>" for row in rows[1:])
    return f'<div class="table"><table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table></div>'


def write_page(archive: Archive, *, single_file: bool = False) -> tuple[str, tuple[Picture, ...]]:
    """The page's HTML in the archive's language, and the pictures to write beside it (none when `single_file`)."""
    e = html.escape
    loc = archive.locale
    revealed = "yes" if archive.revealed else "no"
    header = t(loc, "archive-header", families=", ".join(archive.families), revealed=revealed)
    toc = " ".join(f'<a href="#phase-{p.seq}">{e(p.name)}</a>' for p in archive.phases)
    parts = [
        "<!doctype html>",
        f'<html lang="{e(loc)}"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{e(t(loc, 'archive-title', game=archive.game_name))}</title><style>{STYLE}</style></head><body>",
        f"<header><h1>{e(archive.game_name)}</h1><p>{e(header)}</p></header>",
        f'<nav class="toc">{toc}</nav>',
    ]
    parts.extend(_phase(archive, i, p, single_file) for i, p in enumerate(archive.phases))
    if archive.ranking:
        heading = e(t(loc, "archive-ranking-heading"))
        parts.append(f'<section class="phase" id="phase-end"><h2>{heading}</h2><ol>')
        parts.extend(f"<li>{e(line.split('. ', 1)[-1])}</li>" for line in archive.ranking)
        parts.append("</ol>")
        if archive.awards:
            parts.append(f"<h3>{e(t(loc, 'archive-awards'))}</h3><ul>")
            parts.extend(f"<li>{e(line)}</li>" for line in archive.awards)
            parts.append("</ul>")
        tables = (
            (t(loc, "archive-stats"), archive.stats),
            (t(loc, "archive-votes"), archive.votes),
            (t(loc, "archive-cash"), archive.cash),
        )
        for title, table in tables:
            if table:
                parts.append(f"<h3>{e(title)}</h3>{_table(table)}")
        parts.append("</section>")
    parts.append(f"<script>{SCRIPT}</script></body></html>")
    pictures = () if single_file else tuple(pic for p in archive.phases for pic in p.pictures)
    return "\n".join(parts), pictures
