"""Inline mode through the real aiogram client: ``@bot words`` in a chat the bot is no
member of offers challenges (pictures of their empty fields, uploaded once to the media
chat), the chosen one is posted there, and that one message becomes the game: accepted by
a press, played by two taps a move in its own keyboard, edited in place by file id after
every move, resigned with a confirmation, its record sent to the player's private chat."""

from __future__ import annotations

from contextlib import AsyncExitStack
from datetime import timedelta
from pathlib import Path

from bot.telegram.pacing import ChatPacer
from tests.support.fakes.telegram_api import TelegramFake
from tests.support.fakes.telegram_harness import webhook_settings
from tests.support.telegram_inline_game import (
    MEDIA,
    ask,
    begun,
    inline_friends,
    inline_game,
    inline_table,
    media_uploads,
    place_of,
    play,
    post,
    press,
)
from tests.support.telegram_table import Table, buttons, table


async def test_no_words_offer_the_common_fields_each_a_picture_uploaded_once(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with inline_table(fake, tmp_path) as (t, f):
        _, results = await ask(t, f.alice, "")
        titles = [r["title"] for r in results]
        assert titles == ["Challenge: 10×10", "Challenge: 15×15", "Challenge: 20×20",
                          "Challenge: 39×32"]
        assert all(r["type"] == "photo" and r["photo_file_id"] for r in results)
        assert "cross" in str(results[3]["description"])
        assert "Alice (Blue) challenges anyone" in str(results[0]["caption"])
        answered = fake.calls_of("answerInlineQuery")[-1].params
        assert answered["is_personal"] is True  # the posted challenge names its challenger
        assert media_uploads(fake) == 4
        await ask(t, f.bob, "")
        assert media_uploads(fake) == 4  # each empty field is uploaded once

        _, (one,) = await ask(t, f.alice, "15x15 5+5 red")
        assert one["title"] == "Challenge: 15×15"
        assert "Alice (Red)" in str(one["caption"])
        _, (nearest,) = await ask(t, f.alice, "15x15 banana")
        assert "banana" in str(nearest["description"])
        assert "15×15" in str(nearest["description"])
        _, offered = await ask(t, f.alice, "")
        assert offered[0]["title"] == "Challenge: 10×10"  # nothing made yet: no "last" first


async def test_a_whole_inline_game_accepted_played_by_taps_and_resigned(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with inline_table(fake, tmp_path) as (t, f):
        inline = await post(t, f.alice, "@bob 5x5 empty", f.chat)
        shown = inline.message
        assert "Challenge 1" in (shown.caption or "")  # the offer became its challenge
        assert fake.visible(f.chat) == [shown]  # one message in the friends' chat

        own = await press(t, f.alice, inline, "Accept")
        assert fake.answer(own)["show_alert"]  # type: ignore[index]
        theirs = await press(t, f.carol, inline, "Accept")  # for Bob only
        assert "meant for someone else" in str(fake.answer(theirs)["text"])  # type: ignore[index]
        await press(t, f.bob, inline, "Accept")
        assert "Game #1: Alice (Blue)" in (shown.caption or "")
        assert shown.media is not None and shown.media.file_id
        edits = fake.calls_of("editMessageMedia", ok=True)
        assert edits and all(str(c.params["media"]["media"]).startswith("AgAC") or
                             "attach" not in str(c.params["media"]["media"]) for c in edits)

        out_of_turn = await press(t, f.bob, inline, "1-1…5-5")
        assert fake.answer(out_of_turn)["show_alert"]  # type: ignore[index]
        moves = [(f.alice, "3-2"), (f.bob, "3-3"), (f.alice, "2-3"), (f.bob, "1-1"),
                 (f.alice, "4-3"), (f.bob, "5-5"), (f.alice, "3-4")]
        for player, point in moves:
            await play(t, player, inline, point)
        caption = shown.caption or ""
        assert "Score: Blue 1, Red 0" in caption and "Move 7: Blue 3-4" in caption
        assert "◉ 1-1…5-5" in buttons(shown)  # the card's keyboard is back after a move
        assert fake.visible(f.chat) == [shown]  # still one message: every move an edit

        await press(t, f.bob, inline, "Resign")
        assert "Yes, resign" in buttons(shown)  # the confirmation takes the card's keyboard
        stolen = await press(t, f.alice, inline, "Yes, resign")
        assert fake.answer(stolen)["show_alert"]  # type: ignore[index]
        await press(t, f.bob, inline, "Yes, resign")
        assert "Alice wins by resignation" in (shown.caption or "")

        await press(t, f.alice, inline, "Record (SGF)")
        (record,) = [m for m in fake.visible(fake.private_chat(f.alice)) if m.media]
        assert record.media is not None and record.media.kind == "document"
        assert b"SZ[5:5]" in record.media.data and b"RE[B+R]" in record.media.data


async def test_a_player_who_never_started_the_bot_plays_by_buttons_and_is_told_to_start(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with inline_game(fake, tmp_path, "5x5 empty", bob_started=False) as (t, f, inline):
        await play(t, f.alice, inline, "3-3")
        await press(t, f.bob, inline, "Resign")
        await press(t, f.bob, inline, "Yes, resign")
        asked = await press(t, f.bob, inline, "Record (SGF)")
        answer = fake.answer(asked)
        assert answer is not None and answer["show_alert"]
        assert "Start" in str(answer["text"])
        assert str(answer["url"]).endswith("?start=inline")
        await t.said(f.bob, fake.private_chat(f.bob), "/start")
        await press(t, f.bob, inline, "Record (SGF)")
        assert [m for m in fake.visible(fake.private_chat(f.bob)) if m.media]


async def test_without_inline_feedback_the_first_press_makes_the_challenge(
    fake: TelegramFake, tmp_path: Path
) -> None:
    fake.inline.feedback = False
    async with inline_table(fake, tmp_path) as (t, f):
        inline = await post(t, f.alice, "5x5 empty casual", f.chat)
        assert "Press “Accept” to play" in (inline.message.caption or "")  # as posted
        assert await t.service.parts.storage.challenges_in(place_of(inline)) == []
        await press(t, f.bob, inline, "Accept")
        assert "Game #1" in (inline.message.caption or "")


async def test_the_challenger_cancels_and_a_point_pressed_twice_plays_once(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with inline_table(fake, tmp_path) as (t, f):
        inline = await post(t, f.alice, "5x5 empty", f.chat)
        stolen = await press(t, f.bob, inline, "Cancel")
        assert fake.answer(stolen)["show_alert"]  # type: ignore[index]
        await press(t, f.alice, inline, "Cancel")
        assert "Cancelled" in (inline.message.caption or "")
        assert "Accept" not in buttons(inline.message)

        again = await begun(t, f, "5x5 empty")
        await press(t, f.alice, again, "1-1…5-5")
        point = buttons(again.message)["3-3"]
        for _ in range(2):  # the same press delivered twice
            fake.press_inline(f.alice, again, point)
        await t.settled()
        assert "Move 1: Blue 3-3" in (again.message.caption or "")
        assert "Move 2" not in (again.message.caption or "")


async def test_without_a_media_chat_the_game_is_drawn_in_text(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with inline_table(fake, tmp_path, media=False) as (t, f):
        _, results = await ask(t, f.alice, "")
        assert {r["type"] for r in results} == {"article"}
        inline = await begun(t, f, "5x5 empty")
        await play(t, f.alice, inline, "3-3")
        text = inline.message.text or ""
        assert "Move 1: Blue 3-3" in text and "Game #1" in text
        assert not fake.calls_of("editMessageMedia")


async def test_a_time_out_edits_the_inline_card_and_counts_in_the_ratings(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with inline_game(fake, tmp_path, "@bob 5x5 empty 1+0 rated") as (t, f, inline):
        await play(t, f.alice, inline, "3-3")
        await play(t, f.bob, inline, "2-2")
        assert "Blue to move: Alice" in (inline.message.caption or "")
        t.clock.advance(timedelta(minutes=5))
        await t.runner.tick()  # Alice's minute ran out
        await t.settled()
        caption = inline.message.caption or ""
        assert "ran out of time" in caption and "Bob wins" in caption
        assert "1-1…5-5" not in str(buttons(inline.message))  # no moves on a finished game
        await t.said(f.alice, fake.private_chat(f.alice), "/rating")
        said = [m.text or "" for m in fake.visible(fake.private_chat(f.alice))]
        assert any("Overall, blitz: Alice" in text and "1 rated game: 0 wins, 1 loss" in text
                   for text in said), said


async def test_after_a_restart_the_inline_cards_buttons_keep_working(
    fake: TelegramFake, tmp_path: Path
) -> None:
    database = tmp_path / "kept.db"
    async with inline_game(fake, tmp_path, "@bob 5x5 empty", database=database) as (t, f, inline):
        await fake.until(lambda: "1-1…5-5" in buttons(inline.message))
        await press(t, f.alice, inline, "1-1…5-5")  # a sector open when the bot stops
        await fake.until(lambda: "3-3" in buttons(inline.message))
    async with inline_table(fake, tmp_path, database=database) as (t, f):
        await press(t, f.alice, inline, "3-3")  # a button drawn before the restart
        await fake.until(lambda: "Move 1: Blue 3-3" in (inline.message.caption or ""))
        await press(t, f.bob, inline, "1-1…5-5")
        await fake.until(lambda: "2-2" in buttons(inline.message))
        await press(t, f.bob, inline, "2-2")
        await fake.until(lambda: "Move 2: Red 2-2" in (inline.message.caption or ""))


async def test_a_move_by_command_in_the_private_chat_edits_the_inline_card(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with inline_game(fake, tmp_path, "@bob 5x5 empty") as (t, f, inline):
        mine = fake.private_chat(f.alice)
        await t.said(f.alice, mine, "/move 3-3 #1")
        assert "Move 1: Blue 3-3" in (inline.message.caption or "")
        said = [m.text or "" for m in fake.visible(mine)]
        assert "Played in game #1: its card is in the chat where it was posted." in said
        assert not [m for m in fake.visible(mine) if m.media]  # no second card there

        await t.said(f.carol, fake.private_chat(f.carol), "/move 2-2 #1")  # not her game
        assert "Move 2" not in (inline.message.caption or "")
        group = fake.add_chat(-500)
        await t.said(f.bob, group, "/move 2-2 #1")  # his game, but not from a group
        assert "Move 2" not in (inline.message.caption or "")
        await t.said(f.bob, fake.private_chat(f.bob), "/move 2-2 #1")
        assert "Move 2: Red 2-2" in (inline.message.caption or "")


async def test_a_rematch_is_a_new_inline_card_the_finished_one_kept(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with inline_game(fake, tmp_path, "@bob 5x5 empty casual") as (t, f, first):
        await play(t, f.alice, first, "3-3")
        await press(t, f.bob, first, "Resign")
        await press(t, f.bob, first, "Yes, resign")
        rows = (first.message.reply_markup or {})["inline_keyboard"]
        (again,) = [b for row in rows for b in row if b["text"] == "Rematch"]
        assert again == {"text": "Rematch", "switch_inline_query_current_chat": "rematch #1"}

        _, theirs = await ask(t, f.carol, "rematch #1")  # not her game: the usual offers
        assert len(theirs) == 4 and "@" not in str(theirs[0]["caption"])
        second = await post(t, f.bob, "rematch #1", f.chat)  # Bob takes Blue now
        assert "Challenge 2: Bob (Blue) vs Alice" in (second.message.caption or "")
        stolen = await press(t, f.carol, second, "Accept")
        assert fake.answer(stolen)["show_alert"]  # type: ignore[index]
        await press(t, f.alice, second, "Accept")
        assert "Game #2: Bob (Blue) vs Alice (Red)" in (second.message.caption or "")
        assert "5×5, empty field" in (second.message.caption or "")
        assert "Alice wins by resignation" in (first.message.caption or "")  # kept
        assert fake.visible(f.chat) == [first.message, second.message]


async def test_a_draw_offered_and_taken_on_the_inline_card(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with inline_game(fake, tmp_path, "@bob 5x5 empty") as (t, f, inline):
        await play(t, f.alice, inline, "3-3")
        await play(t, f.bob, inline, "2-2")
        await press(t, f.alice, inline, "Draw")
        caption = inline.message.caption or ""
        assert caption.startswith("Alice (Blue) offers a draw"), caption  # said on the card
        assert "Decline draw" in buttons(inline.message)
        await press(t, f.bob, inline, "Draw")
        caption = inline.message.caption or ""
        assert "draw" in caption.lower() and "1-1…5-5" not in str(buttons(inline.message))


async def test_a_quick_inline_game_in_a_private_chat_keeps_telegrams_pace(
    fake: TelegramFake, tmp_path: Path
) -> None:
    """The bot's own pace and the fake's limits: a card posted from a private chat is
    paced as a private chat's message, and a quick game there never earns a 429."""
    async with inline_game(fake, tmp_path, "@bob 5x5 empty", pacer=ChatPacer()) as (t, f, inline):
        await fake.until(lambda: "Game #1" in (inline.message.caption or ""))
        moves = [(f.alice, "3-3"), (f.bob, "2-2"), (f.alice, "4-4"), (f.bob, "1-1"),
                 (f.alice, "5-5"), (f.bob, "1-5")]
        for n, (player, point) in enumerate(moves, 1):
            await press(t, player, inline, "1-1…5-5")
            await fake.until(lambda p=point: p in buttons(inline.message))
            await press(t, player, inline, point)
            await fake.until(lambda n=n: f"Move {n}:" in (inline.message.caption or ""))
        assert "Move 6: Red 1-5" in (inline.message.caption or "")
        assert fake.limits.refused == {}  # neither the friends' chat nor the media chat
        edits = fake.limits.seen(f.chat.id)
        assert len(edits) >= 2 * len(moves)  # each move: its sector's points, its card


async def test_two_webhook_workers_play_an_inline_game_and_a_press_delivered_twice_plays_once(
    fake: TelegramFake, tmp_path: Path
) -> None:
    f = inline_friends(fake)
    alice, bob, friends = f.alice, f.bob, f.chat
    database = tmp_path / "shared.db"
    async with AsyncExitStack() as stack:
        workers: list[Table] = []
        for _ in range(2):
            settings, url = webhook_settings(fake, "inline-webhook-secret")
            settings = settings.model_copy(update={"telegram_media_chat": MEDIA})
            workers.append(await stack.enter_async_context(
                table(fake, tmp_path, settings=settings, database=database)))
            fake.webhook_targets.append(url)

        async def settled() -> None:
            for worker in workers:
                await worker.settled()

        query = fake.inline_query(alice, "@bob 5x5 empty")
        await settled()
        (offer,) = fake.inline_results(query)
        inline = fake.choose(alice, query, str(offer["id"]), friends)
        await settled()
        fake.press_inline(bob, inline, buttons(inline.message)["Accept"])
        await settled()
        fake.press_inline(alice, inline, buttons(inline.message)["1-1…5-5"])
        await settled()
        press = {"id": "twice", "from": alice.json(), "inline_message_id": inline.id,
                 "chat_instance": "friends", "data": buttons(inline.message)["3-3"]}
        update = {"update_id": 20_000, "callback_query": press}
        for url in fake.webhook_targets:  # Telegram delivers it again, to the other worker
            assert await fake.post_update(url, update, secret="inline-webhook-secret") == 200
        await settled()
        assert "Move 1: Blue 3-3" in (inline.message.caption or "")
        moves = await workers[0].service.parts.storage.moves(1)
        assert len(moves) == 1  # stored once
        served = {d.url for d in fake.deliveries if d.status == 200}
        assert served == set(fake.webhook_targets)  # both workers took updates


async def test_a_media_chat_that_refuses_pictures_leaves_the_game_in_words(
    fake: TelegramFake, tmp_path: Path
) -> None:
    """The operator never opened the media chat (or the bot lost it): offers come as words
    and the game is drawn in text, logged, never stuck."""
    async with inline_table(fake, tmp_path, media_open=False) as (t, f):
        _, results = await ask(t, f.alice, "")
        assert results and {r["type"] for r in results} == {"article"}
        inline = await begun(t, f, "@bob 5x5 empty")
        await play(t, f.alice, inline, "3-3")
        text = inline.message.text or ""
        assert "Move 1: Blue 3-3" in text and "<pre>" not in text  # the board, as text
        assert "3 . . X . . 3" in text.replace("(X)", " X ")
