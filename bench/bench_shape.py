"""Figures of the house's shape: how adapter code reaches the service, and where the card
logic lives. Read from the source (``--root``: another checkout, to compare).

* **Calls into the service while delivering**: references to the service object
  (``service.…``, ``self.service.…``) in the code that shows answers: the output path, each
  platform's port, and the adapters' own delivery steps. The receipts the output path
  reports are counted apart.
* **Parts of the service adapter code touches**: the distinct ``service.<a>[.<b>]`` it reads
  and the distinct ``bot.service.*`` modules it imports, in ``bot/telegram``,
  ``bot/discord``, ``bot/console`` and ``bot/web``; and, apart, the distinct names it
  imports from them (commands, answers and their views, buttons, the command table: the
  plain data that crosses the doors).
* **Homes of the card logic**: where each card decision is written (the newest card wins,
  edit or post, a ping after an edit, a late card dropped), outside storage: the packages
  of ``bot`` (a module of its own counts as one) and the modules.
* **Floors**: the folders of ``bot`` with the most modules, and the modules of ``bot``
  imported by the most others (its hubs), with how many modules of ``bot`` import each.

    python bench/bench_shape.py [--root PATH]
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.support import import_circles

ADAPTERS = ("bot/telegram", "bot/discord", "bot/console", "bot/web")
DELIVERY = (
    "bot/output", "bot/plan.py", "bot/present.py", "bot/console/screen.py",
    "bot/discord/outlet.py", "bot/discord/layouts.py", "bot/telegram/cards.py",
    "bot/telegram/sender.py", "bot/telegram/inline_output.py", "bot/telegram/pictures.py",
)
"""The code that shows answers (as it was before the output path, and as it is)."""
SINKS = {
    "bot/telegram/adapter.py": {"post_notice"},
    "bot/discord/adapter.py": {"deliver"},
    "bot/console/adapter.py": {"show", "show_notice", "show_plan", "_print", "show_card",
                               "try_picture", "write_picture", "write_file"},
}
"""The adapters' own delivery steps, as they were named before and after."""
DECISIONS = {
    "newest card wins": r"\b(ShownCards|superseded|outdated|_shown\[|_shown\.get)\b",
    "edit or post": r"(placement is|Placement\.EDIT|def place_game_card)",
    "ping after an edit": r"(def _ping\b|self\._pings\b|edited and ping)",
    "late card dropped": r"\b(card_late|is_late)\(",
}


def service_chain(node: ast.Attribute) -> str | None:
    """``a.b`` of ``….service.a.b``, or ``a``; ``None`` for anything else."""
    parts: list[str] = []
    current: ast.expr = node
    while isinstance(current, ast.Attribute):
        parts.append(current.attr)
        current = current.value
        if isinstance(current, ast.Attribute) and current.attr == "service":
            break
        if isinstance(current, ast.Name) and current.id == "service":
            break
    else:
        return None
    parts.reverse()
    if not parts or parts[0] == "service":
        return None
    return ".".join(parts[:2])


def chains(tree: ast.AST) -> list[str]:
    """Every outermost reference to the service in ``tree``."""
    found: list[str] = []
    inner: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and id(node) not in inner:
            chain = service_chain(node)
            if chain is not None:
                found.append(chain)
                value = node.value
                while isinstance(value, ast.Attribute):
                    inner.add(id(value))
                    value = value.value
    return found


def files(root: Path, *places: str) -> list[Path]:
    out: list[Path] = []
    for place in places:
        path = root / place
        out += sorted(path.rglob("*.py")) if path.is_dir() else [path] if path.exists() else []
    return out


def delivery_calls(root: Path) -> tuple[int, int, dict[str, int]]:
    per_file: dict[str, int] = {}
    receipts = 0
    for path in files(root, *DELIVERY):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found = chains(tree)
        receipts += sum(
            1 for node in ast.walk(tree)
            if isinstance(node, ast.Attribute) and node.attr == "shown"
            and isinstance(node.value, ast.Attribute) and node.value.attr == "receipts"
        )
        if found:
            per_file[str(path.relative_to(root))] = len(found)
    for place, names in SINKS.items():
        path = root / place
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.AsyncFunctionDef | ast.FunctionDef) and node.name in names:
                found = chains(node)
                if found:
                    key = f"{place}:{node.name}"
                    per_file[key] = per_file.get(key, 0) + len(found)
    return sum(per_file.values()), receipts, per_file


def service_parts(root: Path) -> tuple[set[str], set[str], set[str]]:
    reached: set[str] = set()
    modules: set[str] = set()
    names: set[str] = set()
    for path in files(root, *ADAPTERS):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        reached.update(chains(tree))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("bot.service"):
                modules.add(node.module or "")
                names.update(alias.name for alias in node.names)
    return reached, modules, names


def card_homes(root: Path) -> dict[str, set[str]]:
    homes: dict[str, set[str]] = {name: set() for name in DECISIONS}
    for path in files(root, "bot"):
        place = path.relative_to(root)
        if place.parts[1] == "storage":
            continue
        text = path.read_text(encoding="utf-8")
        package = f"bot/{place.parts[1]}/" if len(place.parts) > 2 else str(place)
        for name, pattern in DECISIONS.items():
            if re.search(pattern, text):
                homes[name].add(str(place))
                homes[name].add(package)
    return homes


def module_name(root: Path, path: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def floors(root: Path) -> tuple[Counter[str], dict[str, set[str]]]:
    """Modules per folder of ``bot``, and the importers within ``bot`` of each module."""
    paths = files(root, "bot")
    names = {module_name(root, path): path for path in paths}
    per_folder = Counter(str(path.parent.relative_to(root)) for path in paths)
    importers: dict[str, set[str]] = {}
    for name, path in names.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                found = [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]
            else:
                continue
            for target in found:
                if target in names and target != name:
                    importers.setdefault(target, set()).add(name)
    return per_folder, importers


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parent.parent)
    root = parser.parse_args().root.resolve()
    total, receipts, per_file = delivery_calls(root)
    print(f"calls into the service while delivering: {total} (receipts reported: {receipts})")
    for place, count in sorted(per_file.items()):
        print(f"  {place}: {count}")
    reached, modules, names = service_parts(root)
    print(f"parts of the service adapter code touches: {len(reached) + len(modules)}"
          f" ({len(reached)} attributes, {len(modules)} modules)")
    print(f"  attributes: {', '.join(sorted(reached))}")
    print(f"  modules: {', '.join(sorted(m.removeprefix('bot.service.') for m in modules))}")
    print(f"names adapter code imports from the service: {len(names)}")
    homes = card_homes(root)
    every = set().union(*homes.values())
    packages = {home for home in every if home.endswith("/") or home.count("/") == 1}
    modules = {home for home in every if not home.endswith("/")}
    print(f"homes of the card logic: {len(packages)} ({len(modules)} modules)")
    for name, found in homes.items():
        print(f"  {name}: {', '.join(sorted(home for home in found if home in modules))}")
    per_folder, importers = floors(root)
    crowded = [folder for folder, count in per_folder.items() if count > 25]
    print(f"folders of bot with more than 25 modules: {len(crowded)}")
    for folder, count in per_folder.most_common(4):
        print(f"  {folder}: {count}")
    hubs = sorted(importers.items(), key=lambda item: (-len(item[1]), item[0]))
    found_circles = import_circles.circles(
        import_circles.imports(import_circles.modules(root, "bot"), root))
    print(f"circles of modules of bot importing each other: {len(found_circles)}"
          f" ({sum(len(c) for c in found_circles)} modules)")
    for circle in found_circles:
        print(f"  {len(circle)}: {', '.join(circle[:4])}{', ...' if len(circle) > 4 else ''}")
    print("most imported modules of bot (modules of bot importing each):")
    for name, found in hubs[:12]:
        print(f"  {name}: {len(found)}")


if __name__ == "__main__":
    main()
