# The move picker: tap a sector of the field, then a point.
button-pick = Move
picker-back = ⬅ Sectors
button-sector = Sector
button-move = Play here
game-picker-sectors = Game { $game }: choose the part of the field to play in.
game-picker-points = Game { $game }: choose a point in { $sector }.
error-position-changed = The position in { $game } changed: open the move picker again.
error-button-not-yours = This button is not for you (game { $game }).
