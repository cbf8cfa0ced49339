"""Which modules of a package import each other in a loop: every import counts, those
inside a function (a module loaded late still depends on it) and those only for the type
checker (a type named is a thing known). Read by ``tests/test_import_circles.py`` and
``bench/bench_shape.py``."""

from __future__ import annotations

import ast
from pathlib import Path


def modules(root: Path, package: str) -> dict[str, Path]:
    """Every Python module of ``package`` under ``root``, by its dotted name."""
    found: dict[str, Path] = {}
    for path in sorted((root / package).rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _imported(node: ast.Import | ast.ImportFrom, module: str, path: Path) -> list[str]:
    """The dotted names an import statement names: each module, or for a name imported
    from a package, that module if there is one, else the package."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    if node.level:
        package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
        stem = package[: len(package) - node.level + 1]
        base = ".".join([*stem, base] if base else stem)
    return [f"{base}.{alias.name}" for alias in node.names]


def imports(found: dict[str, Path], root: Path) -> dict[str, set[str]]:
    """Which of ``found`` each module imports. A name imported from a package is its module
    where there is one, else the package where its ``__init__`` defines the name, else
    nothing here (a compiled module, ``core.ai._kernel``, built or not)."""
    arrows: dict[str, set[str]] = {name: set() for name in found}
    defined: dict[str, set[str]] = {}
    for module, path in found.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Import | ast.ImportFrom):
                continue
            for name in _imported(node, module, path):
                package, _, last = name.rpartition(".")
                if (isinstance(node, ast.ImportFrom) and name not in found and package in found
                        and found[package].name == "__init__.py"):
                    if package not in defined:
                        defined[package] = _defines(found[package])
                    name = package if last in defined[package] else ""
                while name and name not in found:
                    name = name.rpartition(".")[0]
                if name and name != module:
                    arrows[module].add(name)
    return arrows


def _defines(path: Path) -> set[str]:
    """The names a module binds at its top: assigned, defined or imported."""
    names: set[str] = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Import | ast.ImportFrom):
            names.update((a.asname or a.name).split(".")[0] for a in node.names)
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names.update(t.id for t in targets if isinstance(t, ast.Name))
    return names


def circles(arrows: dict[str, set[str]]) -> list[list[str]]:
    """The groups of two or more modules that import each other in a loop (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(arrows[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = [stack.pop()]
            while group[-1] != v:
                group.append(stack.pop())
            if len(group) > 1:
                found.append(sorted(group))

    for name in sorted(arrows):
        if name not in index:
            visit(name)
    return found
