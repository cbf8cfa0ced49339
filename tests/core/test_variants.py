"""The rule variants, declared once (core.variants, docs/rules.md §8): the rules keep them by name,
store them as before, refuse what the table refuses, and SGF writes them as zagram does
(docs/rules.md §8.7.1)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from core import DotsError, Game, Rules, sgf, variants
from core.variants import VARIANTS, Clash, RuleVariant, VariantClashError, VariantKind

ZAGRAM = Path(__file__).resolve().parent.parent / "fixtures" / "zagram352562.sgf"
RU = re.compile(r"RU\[([^\]]*)\]")


def rule_tags(text: str) -> str:
    found = RU.search(text)
    assert found is not None, text
    return found[1]


def test_the_sport_rules_are_written_as_zagram_writes_them() -> None:
    zagram = rule_tags(ZAGRAM.read_text(encoding="utf-8"))
    assert rule_tags(sgf.dumps(Game())) == zagram
    extra = rule_tags(sgf.dumps(Game(extra_move=True, instant_win=15)))
    assert extra == zagram.replace("AddTurn=0", "AddTurn=1").replace(
        "InstantWin=0", "InstantWin=15"
    )


def test_a_variant_with_a_tag_of_its_own_is_written_only_when_played() -> None:
    assert "Transfer" not in rule_tags(sgf.dumps(Game()))
    assert rule_tags(sgf.dumps(Game(score_transfer=False))).endswith(",InstantWin=0,Transfer=0")


def test_records_written_before_read_the_same() -> None:
    before = "(;FF[4]GM[40]SZ[9:9]RU[AddTurn=1,InstantWin=12,Transfer=0])"
    rules = sgf.loads(before).game.rules
    assert (rules.extra_move, rules.instant_win, rules.score_transfer) == (True, 12, False)
    plain = sgf.loads("(;FF[4]GM[40]SZ[9:9]RU[AddTurn=0,InstantWin=0,Transfer=1])")
    assert plain.game.rules.variants == ()
    assert sgf.loads("(;FF[4]GM[40]SZ[9:9]RU[russian])").game.rules.variants == ()


def test_rules_are_stored_as_before_and_stored_rules_read() -> None:
    rules = Rules(20, 20, "empty", extra_move=True, instant_win=10)
    assert rules.to_dict() == {
        "width": 20, "height": 20, "start": "empty",
        **{entry.name: entry.default for entry in VARIANTS},
        "extra_move": True, "score_transfer": True, "instant_win": 10,
    }
    assert Rules.from_dict(rules.to_dict()) == rules
    stored_long_ago = {"width": 20, "height": 20, "start": "empty", "retired_variant": 3}
    assert Rules.from_dict(stored_long_ago) == Rules(20, 20, "empty")
    assert Rules(score_transfer=True, extra_move=False) == Rules()  # defaults are not kept
    assert Rules(instant_win=99999).instant_win == 99999  # stored beyond what is offered


@pytest.mark.parametrize(
    "given", [{"extra_move": 2}, {"instant_win": -1}, {"instant_win": True}, {"no_such_rule": 1}]
)
def test_a_value_a_variant_does_not_take_is_refused(given: dict[str, int]) -> None:
    with pytest.raises(DotsError):
        Rules(**given)


def test_two_variants_the_table_says_clash_are_refused_with_the_reason(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    wall = RuleVariant(
        "wall", VariantKind.FLAG, False, ("wall",), "wall", "Border",
        clashes=(Clash("extra_move", "no-extra-at-the-wall"),),
    )
    monkeypatch.setattr(variants, "VARIANTS", (*VARIANTS, wall))
    assert Rules(wall=True).variant("wall") is True
    with pytest.raises(VariantClashError) as refused:
        Rules(wall=True, extra_move=True)
    assert (refused.value.first, refused.value.second) == ("wall", "extra_move")
    assert refused.value.reason == "no-extra-at-the-wall"
    written = sgf.dumps(Game(width=9, height=9, wall=True))
    assert rule_tags(written).endswith(",Border=1")
    assert sgf.loads(written).game.rules.variant("wall") is True


def test_every_variant_is_declared_whole() -> None:
    names = [entry.name for entry in VARIANTS]
    words = [word for entry in VARIANTS for word in entry.words]
    assert len(set(names)) == len(names) and len(set(words)) == len(words)
    assert len({entry.key for entry in VARIANTS}) == len(VARIANTS)
    for entry in VARIANTS:
        assert Rules().variant(entry.name) == entry.default
        assert all(word.isascii() and word.islower() for word in entry.words)
        assert entry.low <= entry.default <= entry.high
        assert all(variants.variant(clash.other) for clash in entry.clashes)


values = st.fixed_dictionaries(
    {
        entry.name: st.booleans() if entry.kind is VariantKind.FLAG
        else st.integers(entry.low, entry.high)
        for entry in VARIANTS
    }
)


@settings(max_examples=80, deadline=None)
@given(values)
def test_every_variant_round_trips_through_storage_and_sgf(chosen: dict[str, int]) -> None:
    try:
        variants.chosen(chosen)
    except VariantClashError:
        assume(False)  # the table refuses them together (another test)
    game = Game(width=7, height=7, **chosen)
    assert Rules.from_dict(game.rules.to_dict()) == game.rules
    again = sgf.loads(sgf.dumps(game)).game.rules
    assert all(again.variant(name) == value for name, value in chosen.items())


@pytest.mark.parametrize(
    ("flags", "painted", "suicide"),
    [
        ("dotsCaptureEmptyBase1sui1", True, True),
        ("sui1dotsCaptureEmptyBase1", True, True),
        ("dotsCaptureEmptyBase0sui0", False, False),
        ("dotsCaptureEmptyBase1", True, True),
        ("sui0", False, False),
    ],
)
def test_kataGoRules_are_read_as_the_variants_they_name(
    flags: str, painted: bool, suicide: bool
) -> None:
    """KvanTTT SgfConverterTests ``kataGoRules`` (docs/rules.md §8.7.1): KataGoDots' keys
    ``dotsCaptureEmptyBase`` (painted houses) and ``sui`` (suicide), in either order."""
    rules = sgf.loads(f"(;GM[40]FF[4]AP[katago]SZ[39:32]RU[{flags}])").game.rules
    assert (rules.painted_houses, rules.suicide) == (painted, suicide)
    again = sgf.loads(sgf.dumps(Game.from_rules(rules))).game.rules
    assert again == rules  # written back as KvanTTT's BaseMode and Suicide
