"""A rule variant is declared once (core/variants.py): every variant of the table has its
words in all eight languages, and a toy variant declared in the table alone is offered,
read, stored, shown, set as a chat's default and written to SGF (tests/bot/toy_variant_child.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.i18n import Translator, available_languages
from core.variants import VARIANTS, VariantKind
from tests.bot.test_i18n import catalog

ROOT = Path(__file__).resolve().parents[2]
TRANSLATOR = Translator()


def variant_keys() -> list[str]:
    keys = []
    for entry in VARIANTS:
        keys += [f"option-{entry.word}", f"card-variant-{entry.key}"]
        keys += [f"error-variant-clash-{clash.reason}" for clash in entry.clashes]
    return keys


@pytest.mark.parametrize("lang", available_languages())
def test_every_variant_has_its_words_in_every_language(lang: str) -> None:
    messages = catalog(lang)
    assert len(available_languages()) == 8
    for key in variant_keys():
        assert key in messages, (lang, key)
        if lang != "en":
            said = TRANSLATOR.t(lang, key, value=2, first="a", second="b")
            assert said != TRANSLATOR.t("en", key, value=2, first="a", second="b"), (lang, key)
    for entry in VARIANTS:
        assert entry.key in messages["settings-variant"], (lang, entry.key)
        if entry.kind is VariantKind.NUMBER:
            assert "value" in messages[f"card-variant-{entry.key}"], (lang, entry.key)
        for stored, word in entry.endings:  # its own end, a reason of every end's line
            for key in ("game-ended", "history-line", "picture-reason"):
                said = {reason: TRANSLATOR.t(lang, key, reason=reason, winner="none")
                        for reason in (word, stored, "no-such-end")}
                assert len(set(said.values())) == 3, (lang, key, word)


def test_a_variant_declared_in_the_table_alone_is_offered_read_stored_shown_and_exported(
    tmp_path: Path,
) -> None:
    child = subprocess.run(
        [sys.executable, "-m", "tests.bot.toy_variant_child", str(tmp_path / "dots.db")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert child.returncode == 0, child.stderr[-3000:]
    assert child.stdout.strip().endswith("TOYS OK"), child.stdout
