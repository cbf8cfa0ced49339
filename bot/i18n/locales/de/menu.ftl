# Befehlsmenüs (Telegram, Discord) und /help: eine Zeile je Befehl und Option, jeweils höchstens
# 100 Zeichen.

command-help = Die Befehle und wie man spielt
command-rules = Die Regeln des Punktespiels in Kürze
command-challenge = Eine Partie anbieten: einem Mitglied, allen oder dem Computer
command-play = Gegen den Computer spielen
command-accept = Eine Herausforderung annehmen
command-decline = Eine Herausforderung ablehnen
command-cancel = Ihre Herausforderung zurückziehen
command-move = Einen Zug machen, zum Beispiel 20-17
command-resign = Die Partie aufgeben
command-draw = Remis anbieten oder ein angebotenes annehmen
command-end = Auf Gebiet: Ende durch Auszählung vorschlagen oder zustimmen
command-decline_draw = Das Ihnen angebotene Remis ablehnen
command-ground = Erdung erklären: Die Partie endet und wird ausgezählt
command-stop = STOP: keine Punkte mehr setzen; der Gegner spielt allein weiter
command-auto = Nach dem STOP des Gegners: die Partie wie bei einer Erdung ausgezählt beenden
command-abort = Die Partie abbrechen, bevor beide Spieler gezogen haben
command-board = Das Brett zeigen
command-games = Partien und Herausforderungen in diesem Chat
command-history = Beendete Partien
command-sgf = Die Partie als SGF-Datei
command-replay = Die Partie als animierte Wiedergabe
command-rematch = Dieselbe Partie noch einmal, mit getauschten Farben
command-top = Die Bestenliste
command-rating = Wertungen, Bilanz und direkter Vergleich
command-settings = Die Einstellungen dieses Chats (Admins ändern sie)
command-lang = Ihre Sprache wählen
command-style = Wählen, wie Brettbilder für Sie aussehen
command-time = Wo die Bedenkzeit eingestellt wird

option-opponent = Gegen wen: ein Mitglied, open (jeder) oder computer
option-computer = Gegen den Computer spielen
option-level = Die Spielstärke des Computers
option-size = Das Feld, zum Beispiel 20x20 (Breite x Höhe)
option-start = Die Startstellung
option-color = Ihre Farbe: Blau zieht zuerst
option-extra = Ein Extrazug nach jeder Umzingelung
option-notransfer = Umzingelte Punkte bleiben gezählt, auch wenn sie zurückerobert werden
option-instant = Sofortiger Sieg mit so vielen Punkten Vorsprung
option-stop = STOP statt Erdung: wer stoppt, setzt keine Punkte mehr, der Gegner spielt weiter
option-free = Freie Kontur: beim Umzingeln darf eine längere Kette durch den neuen Punkt laufen
option-painted = Bemalte Häuser: jede geschlossene Kette wird ein Gebiet, auch ohne gegnerischen Punkt
option-nosuicide = Kein Selbstmord: kein Punkt ins gegnerische Haus, außer er umzingelt
option-wall = Der Rand als Wand: Ketten dürfen sich am Feldrand schließen
option-territory = Auf Gebiet: Einkreisungen sagt der Spieler an, bei vereinbartem Ende zählt das Gebiet
option-szkrab = Mit Gebiet: szkrab-Regeln (keine Löcher zwischen Gebieten, letzter Punkt sicher)
option-time = Die Bedenkzeit: 5+5 (Minuten + Sekunden pro Zug), 24h pro Zug oder notime
option-rated = Ob die Partie für die Wertung zählt
option-challenge = Die Nummer der Herausforderung
option-game = Die Nummer der Partie
option-point = Der Punkt, x-y: x von links, y von unten
option-x = x: die Spalte, von links
option-y = y: die Zeile, von unten
option-confirm = Sofort, ohne Rückfrage
option-who = Wessen Partien: ein Mitglied, chat (alle hier) oder me (meine)
option-after = Nach dieser Partie fortsetzen
option-where = Dieser Chat oder alle Chats
option-speed = Die Zeitklasse: Blitz, Schnellpartie, Klassisch oder Fernpartie
option-player = Ein Spieler
option-other = Ein zweiter Spieler, für den direkten Vergleich
option-setting = Die zu ändernde Einstellung
option-value = Der neue Wert
option-language = Die Sprache: en, ru, uk, pl, be, kk, cs, de oder auto
option-style = Der Stil: light, dark, colorblind oder auto

rules-summary =
    Das Punktespiel in Kürze. Zwei Spieler setzen abwechselnd einen Punkt auf eine freie Stelle des Feldes; Blau zieht zuerst.
    Schließen Sie eine Kette Ihrer Punkte um Punkte des Gegners, und diese sind umzingelt: Jeder davon zählt für Sie einen Punkt.
    Eine Kette verbindet benachbarte Punkte, auch diagonal; umzingelt wird das kleinste Gebiet. Stellen innerhalb eines Gebiets sind aus dem Spiel.
    Ein leeres Gebiet, das Sie schließen, ist ein Haus: Ein gegnerischer Punkt, der hineingesetzt wird, ist sofort umzingelt.
    Die Partie endet, wenn das Feld voll ist, durch Erdung (/ground), Aufgabe, Vereinbarung oder Zeitablauf. Wer mehr Punkte hat, gewinnt.
    Regelvarianten (Wörter für /challenge und /settings variant): { $variants }.
rules-variant = { $words } — { $text }
rules-variants = { $first }; { $rest }
error-contradiction = „{ $first }“ und „{ $second }“ widersprechen sich in { $command }: Behalten Sie nur eines davon.
error-number-range = „{ $token }“: Die Zahl muss zwischen { $min } und { $max } liegen.
