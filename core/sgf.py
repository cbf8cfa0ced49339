"""SGF for Dots (``GM[40]``) as zagram.org and playdots exchange games (docs/rules.md §10).

* ``SZ[39:32]`` is width:height (``SZ[20]`` a square); ``AB``/``AW`` are start dots;
  ``B``/``W`` are moves, B being the first player (Blue) and W Red.
* A point is two letters, x then y, 0-based, ``a``–``z`` then ``A``–``Z``, y growing
  downwards: SGF y = H − our y.
* zagram writes the closed chain after a capturing dot (``W[Aw.zvywzxAwzv]``): it is
  read and ignored, the board works the chain out itself, except under free contour,
  where the chains are the player's choice (docs/rules.md §8.3, §8.7.2) and are written.
* zagram's STOP (docs/rules.md §8.2, §8.7.2) is the comment ``C[W pressed STOP]`` on the node before
  the stopper's turn; a record with it is a STOP game, and later nodes hold only the other
  side's moves.
* ``RU`` carries zagram's ten rule tags (docs/rules.md §8.7.1), always, with each variant of
  :data:`core.variants.VARIANTS` whose tag is one of them; a variant with a tag of its own
  (our ``Transfer``) only when it is played. Reading takes each variant's tag where it is
  given. Other root properties (``PB``, ``PW``, ``DT``, ``RE``, ``TM``, ``OT``, …) and
  per-move ones (``BL``, ``WL``) are kept as text.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial

from core import variants
from core.color import Color
from core.errors import DotsError, SgfError
from core.game import EndReason, Game, Outcome
from core.geometry import Point
from core.realms import Border
from core.rules import Rules, SetupDot, Start, start_dots
from core.sgf_realms import FINAL_KEYS, agree_end, final_realms, move_text, play_move, read_move
from core.sgf_stop import rules_with_stop, stop_at, stop_said, without_stop
from core.territory import TerritoryMove

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
SZKRAB_RULES = "MustSurr=0,MinArea=0,Stop=0,Holes=0,LastSafe=1"  # territory and szkrab
"""The rules of a record from szkrab, which writes no ``RU`` (its ``AP`` names it): Territory
with no holes and the last dot safe (docs/rules.md §8.1.1)."""


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


def _letters(point: Point, height: int) -> str:
    return _point(point[0], point[1], height)


def _rule_flags(rules: Rules) -> str:
    tags = dict(ZAGRAM_RULES)
    for entry in variants.VARIANTS:
        tags.update(entry.written_tags(rules.variant(entry.name), tags))
    return ",".join(f"{tag}={value}" for tag, value in tags.items())


def _result_text(outcome: Outcome, stopped: bool) -> str:
    if outcome.winner is None:
        return "0"
    code = None if stopped else _REASON_CODE.get(outcome.reason)
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
        parts.append(f"RE[{_result_text(game.outcome, game.stopped is not None)}]")
    for color, key in ((Color.BLUE, "AB"), (Color.RED, "AW")):
        points = [_point(x, y, h) for x, y, c in game.setup if c is color]
        if points:
            parts.append(key + "".join(f"[{p}]" for p in points))
    per_move = [dict(given) for given in move_properties or []]
    per_move += [{} for _ in range(len(game.moves) - len(per_move))]
    if game.stopped is not None:
        said = f"{_LETTER_OF[game.stopped]} pressed STOP"
        at = per_move[game.stopped_after - 1] if game.stopped_after else None
        if at is None:
            parts.append(f"C[{said}]")
        else:
            at["C"] = f"{at['C']}\n{said}" if "C" in at else said
    letter = partial(_letters, height=h)
    for move, given in zip(game.moves, per_move, strict=False):
        text = move_text(move.point, move.realms or move.borders, letter)
        node = f";{_LETTER_OF[move.color]}[{text}]"
        node += "".join(f"{k}[{_escape(v)}]" for k, v in given.items())
        parts.append(node)
    if game.territory is not None:
        for color, borders in game.territory.closing:
            if borders:
                parts.append(f";{_LETTER_OF[color]}[{move_text(None, borders, letter)}]")
        if game.outcome is not None and game.outcome.reason is EndReason.AGREED_END:
            final = game.territory.final
            parts.append(";" + "".join(
                f"{key}[{move_text(None, final.get(color, ()), letter)}]"
                for key, color in FINAL_KEYS.items()
            ))
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
            depth += 1  # the game tree, or the first variation: the main line goes on
            started = True
            i += 1
        elif ch == ")":
            depth -= 1
            i += 1
            break  # the main line ends with its first variation; later ones are others
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


_KATAGO = {"dotsCaptureEmptyBase": "BaseMode", "sui": "Suicide"}
"""KataGoDots' rule keys (``RU[dotsCaptureEmptyBase1sui0]``, docs/rules.md §8.7.1) and the
tags that say the same (KvanTTT's)."""


def _rules(width: int, height: int, flags: str) -> Rules:
    values: dict[str, str] = {}
    for item in flags.split(","):
        if "=" in item:
            k, v = item.split("=", 1)
            values[k.strip()] = v.strip()
    if not values:  # KataGoDots writes its keys one after another, each with its digit
        for key, digit in re.findall(r"([A-Za-z]+?)(\d+)", flags):
            if key in _KATAGO:
                values[_KATAGO[key]] = digit
    try:
        read = {entry.name: entry.read_tags(values) for entry in variants.VARIANTS}
        played = {name: value for name, value in read.items() if value is not None}
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
    flags = root.get("RU", [SZKRAB_RULES if "szkrab" in root.get("AP", [""])[0] else ""])[0]
    rules = _rules(width, height, flags)
    if not rules.stop and any(stop_said(node) for node in nodes):
        rules = rules_with_stop(rules)
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
    root_node = without_stop(nodes[0])
    properties = {k: v[0] for k, v in root_node if k not in _ROOT_OWN or k in ("RU", "RE")}
    stop_at(game, nodes[0], "the root")
    move_properties = _play_nodes(game, nodes[1:], width, height)
    result = _apply_result(game, root.get("RE", [""])[0])
    return Record(game, properties, move_properties, result)


def _play_nodes(game: Game, nodes: Sequence[Node], width: int, height: int) -> list[dict[str, str]]:
    """Play the record's move nodes on ``game`` (with STOPs, and in Territory the realms and
    an agreed end); each move's other properties."""
    move_properties: list[dict[str, str]] = []

    def read(value: str, where: str) -> Point:
        return _read_point(value, width, height, where)

    final: tuple[dict[Color, tuple[Border, ...]], str] | None = None
    for number, node in enumerate(nodes, start=1):
        moves = [(k, v) for k, v in node if k in _COLOR_OF]
        if len(moves) > 1:
            raise SgfError(f"SGF: node {number} holds more than one move")
        where = f"node {number}"
        if not moves and game.territory is not None and any(k in FINAL_KEYS for k, _ in node):
            final = final_realms(node, read, where), where
        if moves:
            key, values = moves[0]
            where = f"node {number} ({key}[{values[0]}])"
            kept = {k: v[0] for k, v in without_stop(node) if k not in _COLOR_OF}
            if game.territory is not None:
                move = read_move(values[0], read, where)
                play_move(game, _COLOR_OF[key], move, where)
                if move.dot is not None:  # realms drawn without a dot are no move of the list
                    move_properties.append(kept)
            else:
                x, y = _read_point(values[0], width, height, where)
                chains = (_read_chains(values[0], width, height, where)
                          if game.rules.free_contour else [])
                try:
                    game.play(x, y, _COLOR_OF[key], borders=chains)
                except DotsError as exc:
                    raise SgfError(f"SGF: illegal move in {where}: {exc}") from None
                move_properties.append(kept)
        stop_at(game, node, where)
    if final is not None and not game.is_over:
        agree_end(game, *final)
    return move_properties


def _read_chains(value: str, width: int, height: int, where: str) -> list[list[Point]]:
    """The chains written after a dot (``xy.chain.chain``), each a list of points; a
    "chain" of one point is skipped (docs/rules.md §8.7.2)."""
    chains = []
    for text in value.split(".")[1:]:
        if len(text) % 2:
            raise SgfError(f"SGF: bad chain {text!r} in {where}")
        points = [_read_point(text[i : i + 2], width, height, where)
                  for i in range(0, len(text), 2)]
        if len(points) > 1:
            chains.append(points)
    return chains


def _apply_result(game: Game, text: str) -> Outcome | None:
    """End the game as ``RE`` says where the game itself can (resign, time, draw, and
    after a STOP the end the other side chose)."""
    text = text.strip()
    if not text or text == "?" or game.is_over:
        return game.outcome
    if game.closing_due:  # a full field: the record draws no more realms
        game.play_territory(TerritoryMove(None))
    if game.is_over:
        return game.outcome
    side, _, how = text.partition("+")
    how = how.upper()
    try:
        if game.stopped is not None and how not in ("R", "RESIGN", "T", "TIME"):
            ender = game.stopped.opponent
            if how in ("G", "GROUND"):
                return game.ground_stopper(ender)
            return game.end_after_stop(ender)  # the score decides (a draw included)
        if text in ("0", "Draw", "D"):
            return game.agree_draw()
        if side not in _COLOR_OF:
            raise SgfError(f"SGF: bad result RE[{text}]")
        winner = _COLOR_OF[side]
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
    except SgfError:
        raise
    except DotsError as exc:
        raise SgfError(f"SGF: the result RE[{text}] cannot end this game: {exc}") from None
    blue, red = game.score(Color.BLUE), game.score(Color.RED)
    return Outcome(winner, EndReason.FIELD_FULL, blue, red)
