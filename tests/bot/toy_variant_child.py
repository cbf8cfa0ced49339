"""A bot process with two toy rule variants declared in the table and nothing else: the
proof that a variant is declared in one place (tests/bot/test_variants_everywhere.py).

Before anything else of the bot is imported, the toys join :data:`core.variants.VARIANTS`
(as an entry added to that file would) and their words join the catalog (as a ``.ftl`` file
in each language would). No other module is touched. Then, through the service on a SQLite
file, the toys are offered by ``/challenge``'s words, read, stored and read back, shown on
the card, set as a chat's default with ``/settings``, refused together with ``extra``,
offered inline, listed by ``/rules`` and ``/help``, and written to and read from SGF.
Prints ``TOYS OK`` at the end.

    python -m tests.bot.toy_variant_child DB_PATH
"""

from __future__ import annotations

import asyncio
import sys

from core import variants
from core.variants import Clash, RuleVariant, VariantKind

TOY = RuleVariant(
    "toy_flag", VariantKind.FLAG, False, ("toy", "toy-flag"), "toy", "Toy",
    clashes=(Clash("extra_move", "toy-and-extra"),),
)
TOYS = RuleVariant("toy_count", VariantKind.NUMBER, 0, ("toys",), "toys", "Toys", high=9)
variants.VARIANTS = (*variants.VARIANTS, TOY, TOYS)

TOY_WORDS = {
    "en": (
        "Play with the toy", "Play with this many toys", "with the toy", "{ $value } toys",
        "“{ $first }” and “{ $second }” cannot be played together: the toy takes no extra move.",
    ),
    "ru": (
        "Играть с игрушкой", "Играть с этим числом игрушек", "с игрушкой",
        "игрушек: { $value }",
        "«{ $first }» и «{ $second }» несовместимы: игрушке не дают лишнего хода.",
    ),
}


def toy_catalog(lang: str) -> str:
    option, count, card, cards, clash = TOY_WORDS.get(lang, TOY_WORDS["en"])
    return (
        f"option-toy = {option}\noption-toys = {count}\ncard-variant-toy = {card}\n"
        f"card-variant-toys = {cards}\nerror-variant-clash-toy-and-extra = {clash}\n"
    )


def with_toy_words() -> None:
    """The toys' words as one more ``.ftl`` file per language."""
    import bot.i18n

    sources = bot.i18n.catalog_sources

    def more(lang: str) -> dict[str, str]:
        return {**sources(lang), "toys.ftl": toy_catalog(lang)}

    bot.i18n.catalog_sources = more


with_toy_words()

from bot.i18n import Translator  # noqa: E402  (after the toys are declared)
from bot.identity import Actor, ChatRef, inline_place  # noqa: E402
from bot.output.present import Presenter  # noqa: E402
from bot.service import ServiceConfig, build_service  # noqa: E402
from bot.service.commands import Accept, ExportSgf  # noqa: E402
from bot.service.grammar.command_table import named, usage  # noqa: E402
from bot.service.places.inline_offers import inline_offers  # noqa: E402
from bot.storage import SqliteStorage  # noqa: E402
from core import Rules, sgf  # noqa: E402

CHAT = ChatRef("test", "100")
ALICE = Actor("test", "1", "Alice", "alice")
BOB = Actor("test", "2", "Bob", "bob")
ADMIN = Actor("test", "50", "Ada", "ada", is_admin=True)
_events = iter(range(1, 1000))


def ev() -> str:
    return f"toy:{next(_events)}"


async def main(path: str) -> None:
    storage = SqliteStorage(path)
    await storage.open()
    try:
        await play_with_toys(storage)
    finally:
        await storage.close()  # its thread would keep a failed run from exiting
    print("TOYS OK", flush=True)


async def play_with_toys(storage: SqliteStorage) -> None:
    service = build_service(storage, ServiceConfig())
    await service.start()
    words = Presenter(Translator())

    # offered by /challenge's words (and so by /help's line, menus and slash commands)
    challenge = named("challenge")
    assert {"toy", "toys"} <= {option.name for option in challenge.options}
    assert "[toy] [toys=N]" in usage(challenge), usage(challenge)

    # read, stored and read back; shown on the challenge's and the game's card
    made = await service.say(ev(), CHAT, ALICE, "/challenge @bob 9x9 toy toys=3")
    assert made.ok and made.challenge is not None, made
    assert "9×9, cross, with the toy, 3 toys" in words.challenge_card("en", made.challenge)
    row = (await storage.challenges_in(CHAT))[-1]
    assert (row.rules["toy_flag"], row.rules["toy_count"]) == (True, 3), row.rules
    accepted = await service.dispatch(ev(), CHAT, BOB, Accept())
    assert accepted.ok and accepted.game is not None, accepted
    game_row = await storage.game(accepted.game.id)
    assert game_row is not None and Rules.from_dict(game_row.rules).variant("toy_count") == 3
    card = words.card("en", accepted.game)
    assert "9×9, cross, with the toy, 3 toys" in card, card
    assert "с игрушкой, игрушек: 3" in words.card("ru", accepted.game)

    # written to SGF and read from it
    exported = await service.dispatch(ev(), CHAT, ALICE, ExportSgf(accepted.game.id))
    assert exported.attachment is not None, exported
    text = exported.attachment.data.decode()
    assert ",InstantWin=0,Toy=1,Toys=3]" in text, text
    again = sgf.loads(text).game.rules
    assert (again.variant("toy_flag"), again.variant("toy_count")) == (True, 3)

    # a chat's default, set with /settings, taken by the next challenge
    refused = await service.say(ev(), CHAT, ADMIN, "/settings variant toys=10")
    assert refused.keys == ("error-settings-value",), refused
    changed = await service.say(ev(), CHAT, ADMIN, "/settings variant toy toys=2")
    assert changed.ok and changed.replies[1].args["toy"] == "yes", changed
    assert changed.replies[1].args["toys"] == 2
    plain = await service.say(ev(), CHAT, BOB, "/challenge")
    assert plain.ok and plain.challenge is not None
    assert plain.challenge.rules.variants == (("toy_flag", True), ("toy_count", 2))

    # refused with another variant it clashes with, saying why
    clash = await service.say(ev(), CHAT, ALICE, "/challenge 9x9 extra")
    assert clash.keys == ("error-variant-clash-toy-and-extra",), clash
    said = words.text(clash)
    assert said == "“toy” and “extra” cannot be played together: the toy takes no extra move."

    # inline offers: read, stored with the offer, posted as a challenge
    (offer,) = inline_offers("toys=4 toy-flag").offers
    assert offer.challenge.options.variants == (("toy_flag", True), ("toy_count", 4))
    (shown,) = (await service.inline.offers(BOB, "toys=4 toy-flag")).offers
    assert (shown.rules.variant("toy_flag"), shown.rules.variant("toy_count")) == (True, 4)
    place = inline_place(CHAT.platform, "message-1")
    assert (await service.inline.post(place, shown.id)).ok
    posted = (await storage.challenges_in(place))[-1]
    assert (posted.rules["toy_flag"], posted.rules["toy_count"]) == (True, 4), posted.rules

    # /rules and /help
    rules = words.text(await service.say(ev(), CHAT, ALICE, "/rules"))
    assert "toy — Play with the toy; toys=N — Play with this many toys." in rules, rules
    listed = f"{variants.VARIANTS[-3].written}, toy, toys=N"  # after the table's own
    assert listed in words.text(await service.say(ev(), CHAT, ALICE, "/help"))


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
