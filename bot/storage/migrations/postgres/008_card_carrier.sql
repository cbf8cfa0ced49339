-- The update whose webhook answer carries a game's card (a card sent that way has no
-- message id): that update delivered again means Telegram never took the answer, so the
-- card was never shown and is sent again.
ALTER TABLE games ADD COLUMN card_carrier TEXT;
