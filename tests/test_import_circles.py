"""The house is read in one direction: no module of ``bot``, ``core`` or ``renderers``
imports, through any chain, a module that imports it back, counting every import
(:mod:`tests.support.import_circles`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.import_circles import circles, imports, modules

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("package", ["bot", "core", "renderers"])
def test_no_modules_import_each_other_in_a_loop(package: str) -> None:
    assert circles(imports(modules(ROOT, package), ROOT)) == []


def test_a_loop_is_found_through_a_type_only_and_a_late_import(tmp_path: Path) -> None:
    (tmp_path / "town").mkdir()
    (tmp_path / "town/__init__.py").write_text("from town.mill import grind\n")
    (tmp_path / "town/hall.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from town.square import Fountain\n"
    )
    (tmp_path / "town/square.py").write_text("def well():\n    from town import market\n")
    (tmp_path / "town/market.py").write_text("from .hall import Mayor\n")
    (tmp_path / "town/road.py").write_text("import town.hall\n")
    (tmp_path / "town/mill.py").write_text("from town import _wheel\n")  # compiled, not here
    found = circles(imports(modules(tmp_path, "town"), tmp_path))
    assert found == [["town.hall", "town.market", "town.square"]]
