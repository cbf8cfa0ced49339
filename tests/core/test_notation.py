"""Move notation (§2.10) as people type it in chat."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core import InvalidMoveError, OffFieldError, format_point, parse_point


@pytest.mark.parametrize(
    "text",
    ["20-17", "20 17", "20,17", "(20, 17)", " 20 - 17 ", "20–17", "20—17", "20−17", "20:17",
     "(20,17)", "20.17", "20  17", "20x17", "20х17"],
)
def test_accepted_forms(text: str) -> None:
    assert parse_point(text, 39, 32) == (20, 17)


@pytest.mark.parametrize("text", ["20x", "", "-", "20-", "a-b", "20-17-3", "1e3-2", "20--17",
                                  "٢٠-١٧", "20-17)", "((20,17))", "20_17"])
def test_bad_syntax(text: str) -> None:
    with pytest.raises(InvalidMoveError) as error:
        parse_point(text, 39, 32)
    assert error.value.code == "syntax"
    assert repr(text) in str(error.value)


@pytest.mark.parametrize("text", ["99-1", "0-5", "40-1", "1-33", "1-0"])
def test_off_the_field(text: str) -> None:
    with pytest.raises(OffFieldError) as error:
        parse_point(text, 39, 32)
    assert error.value.code == "off_field"
    assert text in str(error.value)


@given(st.integers(1, 64), st.integers(1, 64))
def test_format_then_parse(x: int, y: int) -> None:
    assert parse_point(format_point((x, y)), 64, 64) == (x, y)


@given(st.text(max_size=20))
def test_any_text_is_a_point_or_an_invalid_move(text: str) -> None:
    try:
        x, y = parse_point(text, 39, 32)
    except InvalidMoveError:
        return
    assert 1 <= x <= 39 and 1 <= y <= 32
