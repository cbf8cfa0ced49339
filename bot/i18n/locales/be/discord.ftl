# Discord: група слэш-каманд.
discord-group = Гульня ў кропкі: выклікі, хады, партыі і налады
# Выбар ходу: увесці пункт замест таго, каб выбіраць яго.
discord-type-point = Увесці пункт
discord-card-menu = Ход у { $game }: { $first } … { $last }
discord-point-label = Пункт, напрыклад 20-17
