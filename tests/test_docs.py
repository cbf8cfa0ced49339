"""The README and the pages of docs/ hold together: every relative link and picture points
to a file that exists, every ``#anchor`` to a heading of the page it names, the README
links every page, and it stays a front door (at most 250 lines)."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
README_LINES = 250
FENCE = re.compile(r"^(```+|~~~+)")
CODE_SPAN = re.compile(r"`[^`\n]*`")
LINK = re.compile(r"!?\[[^\]]*\]\((?P<target>[^)\s]+)(?:\s+\"[^\"]*\")?\)")
HEADING = re.compile(r"^#{1,6}\s+(?P<text>.+?)\s*#*\s*$")
SCHEME = re.compile(r"^[a-z][a-z0-9+.-]*:", re.IGNORECASE)


def prose(page: Path) -> list[tuple[int, str]]:
    """The lines of ``page`` outside fenced code blocks, with their numbers."""
    found: list[tuple[int, str]] = []
    fence: str | None = None
    for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
        opened = FENCE.match(line)
        if fence is None and opened:
            fence = opened[1]
        elif fence is not None and line.startswith(fence):
            fence = None
        elif fence is None:
            found.append((number, line))
    return found


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading: code marks and link targets dropped, lower case,
    punctuation removed, spaces as hyphens."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading).replace("`", "")
    text = re.sub(r"[^\w\- ]", "", text.strip().lower())
    return text.replace(" ", "-")


def anchors(page: Path) -> set[str]:
    """Every heading's anchor; a repeated heading gets ``-1``, ``-2``… as on GitHub."""
    seen: Counter[str] = Counter()
    found: set[str] = set()
    for _, line in prose(page):
        if (m := HEADING.match(line)) is not None:
            base = slug(m["text"])
            found.add(f"{base}-{seen[base]}" if seen[base] else base)
            seen[base] += 1
    return found


def links(page: Path) -> list[tuple[int, str]]:
    return [
        (number, m["target"])
        for number, line in prose(page)
        for m in LINK.finditer(CODE_SPAN.sub("", line))
    ]


def relative_links() -> list[tuple[Path, int, str]]:
    return [
        (page, number, target)
        for page in PAGES
        for number, target in links(page)
        if not SCHEME.match(target)
    ]


def test_slugs_are_githubs() -> None:
    assert slug("The computer's processes") == "the-computers-processes"
    assert slug("Installing: servers and users") == "installing-servers-and-users"
    assert slug("Many workers, and chaos") == "many-workers-and-chaos"
    assert slug("The rules and the pictures, in Python") == "the-rules-and-the-pictures-in-python"
    assert slug("`bench_ai.py` and 39×32") == "bench_aipy-and-3932"


def test_there_are_links_to_check() -> None:
    found = relative_links()
    assert any("#" in target for _, _, target in found)
    assert any(target.startswith("docs/img/") for _, _, target in found)


@pytest.mark.parametrize(
    ("page", "number", "target"),
    relative_links(),
    ids=lambda value: value.name if isinstance(value, Path) else str(value),
)
def test_a_relative_link_resolves(page: Path, number: int, target: str) -> None:
    where = f"{page.relative_to(ROOT)}:{number}: {target}"
    path, _, anchor = target.partition("#")
    file = (page.parent / path).resolve() if path else page
    assert file.exists(), f"{where}: no such file"
    if anchor:
        assert file.suffix == ".md", f"{where}: an anchor into a file that is not a page"
        assert anchor in anchors(file), f"{where}: no such heading in {file.name}"


def test_the_readme_links_every_page() -> None:
    linked = {
        (ROOT / target.partition("#")[0]).resolve()
        for _, target in links(ROOT / "README.md")
        if not SCHEME.match(target)
    }
    missing = [page.name for page in PAGES[1:] if page.resolve() not in linked]
    assert not missing, missing


def test_the_readme_stays_short() -> None:
    lines = len((ROOT / "README.md").read_text(encoding="utf-8").splitlines())
    assert lines <= README_LINES, f"README.md has {lines} lines: move detail into docs/"


TOP_FOLDERS = ("bot", "core", "renderers", "kernel", "tests", "bench", "docs", "deploy", ".ci")
NAMED_PATH = re.compile(
    r"`(?P<path>(?:" + "|".join(re.escape(f) for f in TOP_FOLDERS) + r")/[\w./-]*[\w/])"
    r"(?:[:#][^`]*)?`"
)
"""A path of the repository in code marks (``tests/test_docs.py``,
``bot/web/app.py:206``); a glob or a placeholder (``*``, ``<``) is not a path."""


def named_paths() -> list[tuple[Path, int, str]]:
    found = []
    for page in [*PAGES, ROOT / ".env.example"]:
        lines = prose(page) if page.suffix == ".md" else enumerate(
            page.read_text(encoding="utf-8").splitlines(), 1)
        for number, line in lines:
            found += [(page, number, m["path"]) for m in NAMED_PATH.finditer(line)]
    return found


def test_there_are_named_paths_to_check() -> None:
    assert len(named_paths()) > 20


@pytest.mark.parametrize(
    ("page", "number", "path"),
    named_paths(),
    ids=[f"{p.name}:{n}:{t}" for p, n, t in named_paths()],
)
def test_a_named_path_exists(page: Path, number: int, path: str) -> None:
    assert (ROOT / path).exists(), f"{page.name}:{number} names {path}, which does not exist"


LANGUAGES = sorted(p.name for p in (ROOT / "bot" / "i18n" / "locales").iterdir() if p.is_dir())
_CODE = r"`?(?:" + "|".join(LANGUAGES) + r")`?"
LANGUAGE_LIST = re.compile(
    rf"(?<![\w-]){_CODE}(?:(?:\s*\\?\|\s*|,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+){_CODE}){{2,}}"
    r"(?![\w-])"
)
"""Three or more language codes in a row (``en|ru|uk``, ```en`, `ru`, `uk` ``, ``en, ru
or uk``): a list of the languages, which must then name them all."""


def language_lists() -> list[tuple[Path, int, str]]:
    found = []
    for page in [*PAGES, ROOT / ".env.example"]:
        for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
            found += [(page, number, m[0]) for m in LANGUAGE_LIST.finditer(line)]
    return found


def test_there_are_lists_of_languages() -> None:
    assert len(LANGUAGES) == 8
    assert len(language_lists()) >= 3


@pytest.mark.parametrize(
    ("page", "number", "listed"),
    language_lists(),
    ids=[f"{p.name}:{n}" for p, n, _ in language_lists()],
)
def test_a_list_of_languages_names_every_one(page: Path, number: int, listed: str) -> None:
    named = set(re.findall(r"\b(?:" + "|".join(LANGUAGES) + r")\b", listed))
    assert named == set(LANGUAGES), f"{page.name}:{number} lists {sorted(named)}"


RULES = ROOT / "docs" / "rules.md"
RULES_CITED = re.compile(
    r"docs/rules\.md\s+(?P<numbers>§\d+(?:\.\d+)*(?:\s*(?:–|,|/|and)\s*§\d+(?:\.\d+)*)*)"
)
"""A citation of a section of docs/rules.md: ``docs/rules.md §7``, ``… §4–§6``, ``… §3, §8``."""
ARTICLE_CITED = re.compile(r"(?<![\w/.])§(?P<number>\d+(?:\.\d+)*)(?P<item>[a-e])?")
"""An article of the sport rules cited by its number alone: ``§5.14``, ``§8.1d``."""
TEXT_FILES = {".py", ".md", ".ftl", ".c", ".h", ".txt", ".toml", ".yml", ".yaml", ".sql", ".js",
              ".html", ".css", ".sh", ".example"}
NOT_THE_PROJECTS = {".git", ".venv", "venv", "__pycache__", "node_modules", "build", "dist"}


def rules_sections() -> set[str]:
    """The numbers of docs/rules.md's sections (1–10, 8.0–8.8, 8.1.1 …)."""
    numbered = re.compile(r"^#{2,6}\s+(?P<number>\d+(?:\.\d+)*)\.?\s")
    return {m["number"] for _, line in prose(RULES) if (m := numbered.match(line))}


def sport_articles() -> set[str]:
    """The articles of the sport rules docs/rules.md lists (5.7.1 …), and their chapters."""
    row = re.compile(r"^\|\s*(?P<number>\d+(?:\.\d+)+)\s*\|")
    articles = {m["number"] for _, line in prose(RULES) if (m := row.match(line))}
    return articles | {number.split(".")[0] for number in articles}


def repository_texts() -> list[Path]:
    """The project's own text files: code, catalogs, pages, settings."""
    return sorted(
        path for path in ROOT.rglob("*")
        if path.is_file() and not NOT_THE_PROJECTS & set(path.relative_to(ROOT).parts)
        and not any(part.endswith(".egg-info") for part in path.relative_to(ROOT).parts)
        and (path.suffix in TEXT_FILES or path.name in ("Dockerfile", "run"))
        and path != Path(__file__).resolve()
    )


def citations(text: str) -> tuple[list[str], list[str]]:
    """The sections of docs/rules.md ``text`` cites, and the articles of the sport rules."""
    sections = [n for m in RULES_CITED.finditer(text) for n in re.findall(r"§([\d.]+)", m[0])]
    rest = RULES_CITED.sub("", text)
    articles = [m["number"] + (m["item"] or "") for m in ARTICLE_CITED.finditer(rest)]
    return sections, articles


def test_citations_are_read_as_written() -> None:
    text = ("(docs/rules.md §4–§6, sport rules §5) docs/rules.md §3, §8 and §8.1.2;"
            " docs/rules.md §7: loss on time, §8.1b; (§8.2–§8.4); x§1 a/§2")
    assert citations(text) == (["4", "6", "3", "8", "8.1.2", "7"], ["5", "8.1b", "8.2", "8.4"])
    assert {"1", "8", "8.1", "8.1.2", "8.7.2", "10"} <= rules_sections()
    assert {"1", "1.1", "2.10", "5.7.2", "6.2.3", "8", "8.6"} <= sport_articles()
    assert "8.7" not in sport_articles() and "5.17" not in sport_articles()


def test_every_citation_of_the_rules_names_a_section_or_an_article_that_exists() -> None:
    sections, articles = rules_sections(), sport_articles()
    wrong = []
    files = repository_texts()
    assert len(files) > 300 and RULES in files
    for path in files:
        text = path.read_text(encoding="utf-8", errors="replace")
        where = path.relative_to(ROOT)
        cited_sections, cited_articles = citations(text)
        wrong += [f"{where}: docs/rules.md §{n}" for n in cited_sections if n not in sections]
        wrong += [f"{where}: §{n}" for n in cited_articles
                  if n.rstrip("abcde") not in articles or (n[-1].isalpha() and n[:-1] != "8.1")]
        if "RULES.md" in text:
            wrong.append(f"{where}: cites RULES.md (the rules are docs/rules.md)")
        if re.search(r"\.\./shared\b|/shared/(?:RULES|seeds)", text):
            wrong.append(f"{where}: names a file outside the repository (../shared)")
    assert not wrong, wrong
