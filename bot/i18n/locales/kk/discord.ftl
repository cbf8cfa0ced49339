# Discord: слэш-командалар тобы.
discord-group = Нүктелер ойыны: шақырулар, жүрістер, ойындар және баптаулар
# Жүріс таңдағыш: нүктені таңдаудың орнына теру.
discord-type-point = Нүктені теру
discord-card-menu = { $game } ойындағы жүріс: { $first } … { $last }
discord-point-label = Нүкте, мысалы 20-17
