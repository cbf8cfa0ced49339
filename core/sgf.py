"""SGF for Dots (``GM[40]``) as zagram.org and playdots exchange games (docs/rules.md §10).

* ``SZ[39:32]`` is width:height (``SZ[20]`` a square); ``AB``/``AW`` are start dots;
  ``B``/``W`` are moves, B being the first player (Blue) and W Red.
* A point is two letters, x then y, 0-based, ``a``–``z`` then ``A``–``Z``, y growing
  downwards: SGF y = H − our y.
* zagram writes the closed chain after a capturing dot (``W[Aw.zvywzxAwzv]``): it is
  read and ignored, the board works the chain out itself.
* ``RU`` carries zagram's ten rule tags (docs/rules.md §8.7.1), always, with each variant of
  :data:`core.variants.VARIANTS` whose tag is one of them; a variant with a tag of its own
  (our ``Transfer``) only when it is played. Reading takes each variant's tag where it is
  given. Other root properties (``PB``, ``PW``, ``DT``, ``RE``, ``TM``, ``OT``, …) and
  per-move ones (``BL``, ``WL``) are kept as text.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from core import variants
from core.color import Color
from core.errors import DotsError, SgfError
from core.game import EndReason, Game, Outcome
from core.rules import Rules, SetupDot, Start, start_dots

_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_MAX_SIZE = len(_LETTERS)
_ROOT_OWN = {"FF", "GM", "CA", "SZ", "AB", "AW", "RU", "RE"}
_COLOR_OF = {"B": Color.BLUE, "W": Color.RED}
_LETTER_OF = {Color.BLUE: "B", Color.RED: "W"}
_REASON_CODE = {
    EndReason.RESIGNATION: "R",
    EndReason.TIME: "T",
    EndReason.GROUNDING: "G",
}

Node = list[tuple[str, list[str]]]
ZAGRAM_RULES = (
    ("Punish", "0"), ("Holes", "1"), ("AddTurn", "0"), ("MustSurr", "1"), ("MinArea", "1"),
    ("Pass", "0"), ("Stop", "1"), ("LastSafe", "0"), ("ScoreTerr", "0"), ("InstantWin", "0"),
)
"""The sport rules in zagram's ten ``RU`` tags, in zagram's order (docs/rules.md §8.7.1)."""


@dataclass
class Record:
    """A game read from SGF, with the properties the game itself does not hold."""

    game: Game
    properties: dict[str, str] = field(default_factory=dict)
    move_properties: list[dict[str, str]] = field(default_factory=list)
    result: Outcome | None = None


# ------------------------------------------------------------------- writing
def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace("]", "\\]")


def _point(x: int, y: int, height: int) -> str:
    return _LETTERS[x - 1] + _LETTERS[height - y]


def _rule_flags(rules: Rules) -> str:
    tags = dict(ZAGRAM_RULES)
    for entry in variants.VARIANTS:
        value = rules.variant(entry.name)
        if entry.sgf in tags or value != entry.default:
            tags[entry.sgf] = entry.sgf_text(value)
    return ",".join(f"{tag}={value}" for tag, value in tags.items())


def _result_text(outcome: Outcome) -> str:
    if outcome.winner is None:
        return "0"
    code = _REASON_CODE.get(outcome.reason)
    if code is None:
        code = str(abs(outcome.blue - outcome.red))
    return f"{_LETTER_OF[outcome.winner]}+{code}"


def dumps(
    game: Game,
    properties: Mapping[str, str] | None = None,
    move_properties: Sequence[Mapping[str, str]] | None = None,
) -> str:
    """Write ``game`` as SGF; ``properties`` add root properties (``PB``, ``DT``, …)."""
    rules = game.rules
    if rules.width > _MAX_SIZE or rules.height > _MAX_SIZE:
        raise DotsError(f"SGF holds fields up to {_MAX_SIZE} points a side, not {rules.width}")
    h = rules.height
    parts = [f"(;FF[4]GM[40]CA[UTF-8]SZ[{rules.width}:{h}]RU[{_rule_flags(rules)}]"]
    extra = dict(properties or {})
    extra.setdefault("AP", "dots-bot")
    for key, value in extra.items():
        if key not in _ROOT_OWN:
            parts.append(f"{key}[{_escape(value)}]")
    if game.outcome is not None:
        parts.append(f"RE[{_result_text(game.outcome)}]")
    for color, key in ((Color.BLUE, "AB"), (Color.RED, "AW")):
        points = [_point(x, y, h) for x, y, c in game.setup if c is color]
        if points:
            parts.append(key + "".join(f"[{p}]" for p in points))
    per_move = list(move_properties or [])
    for i, move in enumerate(game.moves):
        node = f";{_LETTER_OF[move.color]}[{_point(move.x, move.y, h)}]"
        if i < len(per_move):
            node += "".join(f"{k}[{_escape(v)}]" for k, v in per_move[i].items())
        parts.append(node)
    parts.append(")")
    return "".join(parts)


# ------------------------------------------------------------------- reading
def _parse_nodes(text: str) -> list[Node]:
    """The main line of an SGF game tree as nodes of (property, values)."""
    nodes: list[Node] = []
    i, n = 0, len(text)
    depth = 0
    started = False
    while i < n:
        ch = text[i]
        if ch == "(":
            if started and depth >= 1 and nodes:
                break  # a variation: the main line ends here
            depth += 1
            started = True
            i += 1
        elif ch == ")":
            depth -= 1
            i += 1
            if depth <= 0:
                break
        elif ch == ";":
            if not started:
                raise SgfError(f"SGF: ';' before '(' at character {i}")
            nodes.append([])
            i += 1
        elif ch.isspace():
            i += 1
        elif ch.isalpha() and ch.isupper():
            if not nodes:
                raise SgfError(f"SGF: property outside a node at character {i}")
            j = i
            while j < n and text[j].isalpha():
                j += 1
            key = "".join(c for c in text[i:j] if c.isupper())
            values: list[str] = []
            while True:
                while j < n and text[j].isspace():
                    j += 1
                if j >= n or text[j] != "[":
                    break
                value, j = _read_value(text, j + 1)
                values.append(value)
            if not values:
                raise SgfError(f"SGF: property {key} without a value at character {i}")
            nodes[-1].append((key, values))
            i = j
        else:
            raise SgfError(f"SGF: unexpected {ch!r} at character {i}")
    if not started or not nodes:
        raise SgfError("SGF: no game tree")
    if depth > 0 and i >= n:
        raise SgfError("SGF: the record ends before its closing ')'")
    return nodes


def _read_value(text: str, i: int) -> tuple[str, int]:
    out: list[str] = []
    n = len(text)
    while i < n:
        ch = text[i]
        if ch == "\\":
            if i + 1 < n and text[i + 1] != "\n":
                out.append(text[i + 1])
            i += 2
        elif ch == "]":
            return "".join(out), i + 1
        else:
            out.append(ch)
            i += 1
    raise SgfError("SGF: a value is not closed by ']'")


def _size(value: str) -> tuple[int, int]:
    try:
        if ":" in value:
            w, h = value.split(":", 1)
            return int(w), int(h)
        return int(value), int(value)
    except ValueError:
        raise SgfError(f"SGF: bad size SZ[{value}]") from None


def _read_point(value: str, width: int, height: int, where: str) -> tuple[int, int]:
    coords = value.split(".", 1)[0]
    if len(coords) != 2 or any(c not in _LETTERS for c in coords):
        raise SgfError(f"SGF: bad point {value!r} in {where}")
    x = _LETTERS.index(coords[0]) + 1
    y = height - _LETTERS.index(coords[1])
    if not (1 <= x <= width and 1 <= y <= height):
        raise SgfError(f"SGF: point {value!r} off the {width}x{height} field in {where}")
    return x, y


def _rules(width: int, height: int, flags: str) -> Rules:
    values: dict[str, str] = {}
    for item in flags.split(","):
        if "=" in item:
            k, v = item.split("=", 1)
            values[k.strip()] = v.strip()
    try:
        played = {
            entry.name: entry.from_sgf(values[entry.sgf])
            for entry in variants.VARIANTS
            if entry.sgf in values
        }
        return Rules(width, height, Start.CUSTOM, **played)
    except (ValueError, DotsError) as exc:
        raise SgfError(f"SGF: bad rules SZ[{width}:{height}] RU[{flags}]: {exc}") from None


def _start(rules: Rules, setup: list[SetupDot]) -> tuple[Rules, list[SetupDot] | None]:
    """Name a standard start position when the setup dots are one."""
    given = set(setup)
    for start in (Start.CROSS, Start.FOUR_CROSSES, Start.EMPTY):
        candidate = Rules(**{**rules.to_dict(), "start": start})
        try:
            if set(start_dots(candidate)) == given:
                return candidate, None
        except DotsError:
            continue
    return rules, setup


def loads(text: str) -> Record:
    """Read a Dots SGF record; a malformed one raises ``SgfError`` naming where it broke."""
    nodes = _parse_nodes(text)
    root = dict((k, v) for k, v in nodes[0])
    gm = root.get("GM", ["40"])[0]
    if gm.strip() != "40":
        raise SgfError(f"SGF: not a Dots record: GM[{gm}]")
    width, height = _size(root.get("SZ", ["39:32"])[0])
    if not (3 <= width <= _MAX_SIZE and 3 <= height <= _MAX_SIZE):
        raise SgfError(f"SGF: field size SZ[{width}:{height}] out of range")
    rules = _rules(width, height, root.get("RU", [""])[0])
    setup: list[SetupDot] = []
    for key, color in (("AB", Color.BLUE), ("AW", Color.RED)):
        for value in root.get(key, []):
            x, y = _read_point(value, width, height, f"root {key}")
            setup.append((x, y, color))
    rules, custom = _start(rules, setup)
    try:
        game = Game.from_rules(rules, custom)
    except DotsError as exc:
        raise SgfError(f"SGF: bad start position: {exc}") from None
    properties = {k: v[0] for k, v in nodes[0] if k not in _ROOT_OWN or k in ("RU", "RE")}
    move_properties: list[dict[str, str]] = []
    for number, node in enumerate(nodes[1:], start=1):
        moves = [(k, v) for k, v in node if k in _COLOR_OF]
        if not moves:
            continue
        if len(moves) > 1:
            raise SgfError(f"SGF: node {number} holds more than one move")
        key, values = moves[0]
        where = f"node {number} ({key}[{values[0]}])"
        x, y = _read_point(values[0], width, height, where)
        try:
            game.play(x, y, _COLOR_OF[key])
        except DotsError as exc:
            raise SgfError(f"SGF: illegal move in {where}: {exc}") from None
        move_properties.append({k: v[0] for k, v in node if k not in _COLOR_OF})
    result = _apply_result(game, root.get("RE", [""])[0])
    return Record(game, properties, move_properties, result)


def _apply_result(game: Game, text: str) -> Outcome | None:
    """End the game as ``RE`` says where the game itself can (resign, time, draw)."""
    text = text.strip()
    if not text or text == "?":
        return game.outcome
    if game.is_over:
        return game.outcome
    if text in ("0", "Draw", "D"):
        return game.agree_draw()
    side, _, how = text.partition("+")
    if side not in _COLOR_OF:
        raise SgfError(f"SGF: bad result RE[{text}]")
    winner = _COLOR_OF[side]
    how = how.upper()
    if how in ("R", "RESIGN"):
        return game.resign(winner.opponent)
    if how in ("T", "TIME"):
        return game.lose_on_time(winner.opponent)
    if how in ("G", "GROUND"):
        for declarer in (winner, winner.opponent):
            trial = game.copy()
            if trial.declare_grounding(declarer).winner == winner:
                return game.declare_grounding(declarer)
        return game.declare_grounding(winner)
    blue, red = game.score(Color.BLUE), game.score(Color.RED)
    return Outcome(winner, EndReason.FIELD_FULL, blue, red)
