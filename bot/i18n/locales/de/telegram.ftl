# Nur Telegram: die Erwähnung des Spielers am Zug und was der Privacy-Modus für Züge bedeutet.
telegram-your-move = { $name }, Sie sind in { $game } am Zug.
telegram-privacy = In Gruppen sehe ich nur Befehle und Antworten auf meine Nachrichten: Schreiben Sie /move 20-17, antworten Sie auf das Brett mit 20-17 oder tippen Sie unter dem Brett auf einen Bereich des Feldes. Damit auch bloße Züge wie 20-17 ankommen, machen Sie mich zum Admin oder schalten Sie meinen Privacy-Modus bei @BotFather aus.
