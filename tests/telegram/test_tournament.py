"""A Swiss of five in a group through the real aiogram client: announced by an admin,
joined by buttons, started by its organizer, every round's pairings and standings posted
as pictures with the round's game cards, games ended by resignation and on time, and the
final standings crowning the winner."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

from bot.domain import GameStatus
from bot.identity import ChatRef
from bot.tournament.document import Tournament
from tests.support.fakes.telegram_api import TelegramFake
from tests.support.fakes.telegram_world import Chat, User
from tests.support.telegram_table import Table, buttons, is_png, table

GROUP = -300


async def games_of_round(t: Table) -> list[tuple[int, int, int]]:
    """The round being played: (game, Blue's user id, Red's user id) of each game."""
    (row,) = await t.service.parts.storage.chat_tournaments(
        ChatRef("telegram", str(GROUP)), 1
    )
    doc = Tournament.from_json(row.body)
    found = []
    for board in doc.round_boards(doc.round):
        if board.game_id is not None:
            found.append((board.game_id, int(doc.seat(board.blue).user_id),
                          int(doc.seat(board.red).user_id)))
    return found


async def test_a_swiss_of_five_in_a_group(fake: TelegramFake, tmp_path: Path) -> None:
    names = ("Alice", "Bob", "Carol", "Dan", "Eve")
    users = {n: fake.add_user(n, name, name.lower()) for n, name in enumerate(names, 1)}
    alice = users[1]
    group = fake.add_chat(GROUP, admins=(alice,))
    async with table(fake, tmp_path) as t:
        fake.say(users[2], group, "/tournament swiss 6x6 5+0")
        refused = await t.reply(chat_id=GROUP)
        assert "admins" in refused.params["text"]
        fake.say(alice, group, "/tournament swiss 6x6 5+0")
        announced = await t.reply(
            chat_id=GROUP, where=lambda c: "Tournament #1" in str(c.params.get("text"))
        )
        await t.settled()
        message = fake.message(GROUP, announced.result["message_id"])
        assert set(buttons(message)) == {"Join", "Leave", "Start"}
        for n in range(2, 6):
            latest = [m for m in t.bot_messages(GROUP) if "Join" in buttons(m)][-1]
            await t.tap(users[n], latest, "Join")
        joined = [m for m in t.bot_messages(GROUP) if "joined tournament #1" in (m.text or "")]
        assert len(joined) == 4 and "Players (5)" in (joined[-1].text or "")
        latest = [m for m in t.bot_messages(GROUP) if "Start" in buttons(m)][-1]
        await t.tap(users[3], latest, "Start")  # only the organizer or an admin
        alert = fake.calls_of("answerCallbackQuery")[-1]
        assert "organizer" in str(alert.params.get("text"))
        await t.tap(alice, latest, "Start")
        await t.settled()
        for number in range(1, 5):
            caption = f"round {number} of 4: the pairings"
            # pairing a round can outlast the settling (the first one past round 1 loads
            # the pairing library's matching code): wait for its post
            await fake.until(lambda caption=caption: any(
                caption in str(c.params.get("caption")) for c in fake.calls_of("sendPhoto")))
            await t.settled()
            pairings = [c for c in fake.calls_of("sendPhoto")
                        if caption in str(c.params.get("caption"))]
            assert len(pairings) == 1, f"round {number}'s pairings posted once"
            assert is_png(pairings[0].upload("photo"))
            await play_round(t, fake, users, group, timeout=number == 2)
        await t.settled()
        finals = [c for c in fake.calls_of("sendPhoto")
                  if "The final standings" in str(c.params.get("caption"))]
        assert len(finals) == 1
        caption = str(finals[0].params["caption"])
        assert "The winner: " in caption or "Shared first place: " in caption
        standings = [c for c in fake.calls_of("sendPhoto")
                     if "is over. The standings" in str(c.params.get("caption"))]
        assert len(standings) == 3
        cards = [c for c in fake.calls_of("sendPhoto")
                 if "board" in str(c.params.get("caption")).lower()
                 and "Tournament #1, round" in str(c.params.get("caption"))]
        assert len(cards) == 8, "each game's first card says its round and board"
        fake.say(users[2], group, "/tournaments")
        listing = await t.reply(chat_id=GROUP, where=lambda c: "#1 Swiss" in c.params["text"])
        assert "won by" in listing.params["text"]


async def play_round(
    t: Table, fake: TelegramFake, users: dict[int, User], group: Chat, *, timeout: bool
) -> None:
    """Red resigns every game of the round; with ``timeout``, the first game's Red runs
    out of time after a move each, and the second game, never begun by then, is lost on
    time by its Blue (a forfeit)."""
    games = await games_of_round(t)
    assert len(games) == 2
    for n, (game_id, blue, red) in enumerate(games):
        if timeout and n == 0:
            await t.said(users[blue], group, f"/move 1-1 #{game_id}")
            await t.said(users[red], group, f"/move 6-6 #{game_id}")
            await t.said(users[blue], group, f"/move 1-2 #{game_id}")
            t.clock.advance(timedelta(minutes=6))
            await t.runner.tick()
        elif timeout:
            row = await t.service.parts.storage.game(game_id)
            assert row is not None and row.status is GameStatus.ABORTED
            continue
        else:
            fake.say(users[red], group, f"/resign confirm #{game_id}")
        await t.settled()
        row = await t.service.parts.storage.game(game_id)
        assert row is not None and row.status is GameStatus.FINISHED


async def test_twenty_six_people_pressing_join_at_once_all_join(
    fake: TelegramFake, tmp_path: Path
) -> None:
    """26 presses of Join arrive in one batch of updates and are handled side by side:
    every one of them is signed up, nobody is told to try again."""
    organizer = fake.add_user(1, "Olga", "olga")
    crowd = [fake.add_user(100 + n, f"Player {n}", f"player{n}") for n in range(26)]
    group = fake.add_chat(GROUP, admins=(organizer,))
    async with table(fake, tmp_path) as t:
        await t.said(organizer, group, "/tournament swiss 6x6 5+0")
        (announced,) = [m for m in t.bot_messages(GROUP) if "Join" in buttons(m)]
        join = buttons(announced)["Join"]
        queries = [fake.press(user, announced, join) for user in crowd]
        await fake.until(lambda: all(fake.answer(query) is not None for query in queries))
        await t.settled()
        answers = [fake.answer(query) for query in queries]
        alerts = [str(answer.get("text") or "") for answer in answers if answer]
        assert [text for text in alerts if text] == [], "nobody is refused or told to retry"
        (row,) = await t.service.parts.storage.chat_tournaments(ChatRef("telegram", str(GROUP)))
        entrants = {int(e.user_id) for e in Tournament.from_json(row.body).entrants}
        assert entrants == {1, *(user.id for user in crowd)}
        joined = [m.text or "" for m in t.bot_messages(GROUP) if "joined tournament #1" in
                  (m.text or "")]
        assert len(joined) == 26
        assert sorted(int(text.split("Players (")[1].split(")")[0]) for text in joined) == (
            list(range(2, 28))
        ), "each message counts the players after its join"


async def test_three_announcements_in_one_batch_in_five_groups_make_one_each(
    fake: TelegramFake, tmp_path: Path
) -> None:
    admins = [fake.add_user(n, f"Admin {n}", f"admin{n}") for n in (1, 2, 3)]
    groups = [fake.add_chat(GROUP - n, admins=tuple(admins)) for n in range(5)]
    async with table(fake, tmp_path) as t:
        for group in groups:
            for admin, words in zip(admins, ("swiss 6x6 5+0", "roundrobin 6x6 5+0",
                                             "swiss 8x8 3+2"), strict=True):
                fake.say(admin, group, f"/tournament {words}")
        await t.settled()

        def answered(group: Chat) -> int:
            """The answers the group's admins had: the announcement, then the refusals."""
            return len([m for m in fake.visible(group) if m.sender is fake.me] + [
                m for admin in admins for m in fake.visible(group, to=admin)
                if m.receiver is admin])

        # a handler may still be answering when the updates are all confirmed (a busy machine)
        await fake.until(lambda: all(answered(group) >= 3 for group in groups), timeout=60)
        for group in groups:
            (row,) = await t.service.parts.storage.chat_tournaments(
                ChatRef("telegram", str(group.id)), 10
            )
            said = [m.text or "" for m in t.bot_messages(group.id)]
            announced = [text for text in said if text.startswith("🏆 Tournament #")]
            assert len(announced) == 1 and announced[0].startswith(f"🏆 Tournament #{row.id}:")
            refused = [  # each to its sender alone
                m.text or "" for admin in admins for m in fake.visible(group, to=admin)
                if m.receiver is admin and "is already signing up" in (m.text or "")
            ]
            assert len(refused) == 2
            assert all(text.startswith(f"Tournament #{row.id} is already") for text in refused)
