# Chat-Einstellungen, Grenzen und das Zurücksetzen der Sprache.

settings-header = Einstellungen dieses Chats:
settings-size = • size: Feld { $width }×{ $height }
settings-start = • start: { $start ->
        [empty] leeres Feld
        [cross] Kreuz
        [four-crosses] vier Kreuze
       *[other] { $start }
    }
settings-variant = • variant: Extrazug nach einer Umzingelung – { $extra ->
        [yes] ja
       *[no] nein
    }, umzingelte Punkte wechseln bei erneuter Umzingelung den Besitzer – { $transfer ->
        [yes] ja
       *[no] nein
    }, sofortiger Sieg – { $instant ->
        [0] aus
       *[other] ab { $instant ->
            [one] { $instant } Punkt
           *[other] { $instant } Punkten
        } Vorsprung
    }, STOP statt Erdung – { $stop ->
        [yes] ja
       *[no] nein
    }, freie Kontur – { $free ->
        [yes] ja
       *[no] nein
    }, bemalte Häuser – { $painted ->
        [yes] ja
       *[no] nein
    }, Punkte in gegnerische Häuser – { $suicide ->
        [yes] erlaubt
       *[no] verboten
    }, der Rand als Wand – { $wall ->
        [yes] ja
       *[no] nein
    }, auf Gebiet (Einkreisungen werden angesagt) — { $territory ->
        [yes] ja
       *[no] nein
    }, szkrab-Regeln — { $szkrab ->
        [yes] ja
       *[no] nein
    }
settings-time = • time: { $time }
settings-rated = • rated: { $rated ->
        [yes] ja, Partien zählen für die Wertung
       *[no] nein, nur Freundschaftspartien
    }
settings-lang = • lang: { $language ->
        [auto] die jedes Nutzers (eigene Wahl, sonst die seiner App); Karten und Ansagen des Chats in der Sprache dessen, der zuletzt gehandelt hat, jetzt: { $cards ->
            [en] Englisch
            [ru] Russisch
            [uk] Ukrainisch
            [pl] Polnisch
            [de] Deutsch
            [be] Belarussisch
            [kk] Kasachisch
            [cs] Tschechisch
           *[other] { $cards }
        }
        [en] Englisch
        [ru] Russisch
        [uk] Ukrainisch
        [pl] Polnisch
        [de] Deutsch
        [be] Belarussisch
        [kk] Kasachisch
        [cs] Tschechisch
       *[other] { $language }
    }
settings-style = • style: { $chosen ->
        [yes] Brettbilder sind { $style } (jede Person kann mit /style ihren eigenen wählen)
       *[no] keiner gewählt: Karten werden im /style dessen gezeichnet, der zuletzt gehandelt hat, jetzt { $style }
    }
settings-board = • board: { $board ->
        [post] nach jedem Zug ein neues Brett
       *[edit] eine Partiekarte, nach jedem Zug aktualisiert
    }
settings-pings = • pings: { $pings ->
        [always] der Spieler am Zug, einmal pro Zug
        [off] niemand (die Karte zeigt, wer am Zug ist)
       *[smart] der Spieler am Zug, wenn er womöglich nicht da ist: nicht, solange beide schnell spielen, in Fernpartien bei jedem Zug
    }
settings-threads = • threads: { $threads ->
        [yes] jede Partie in einem eigenen Thread (Discord)
       *[no] Partien in dem Kanal, in dem sie beginnen
    }
settings-tournaments = • tournaments: { $who ->
        [anyone] jeder darf ein Turnier ausschreiben
       *[admins] Turniere schreiben die Admins des Chats aus
    }
settings-max-games = • max_games: { $max } (offene Partien und Herausforderungen, die ein Spieler hier haben darf)
settings-min-games = • min_games: { $min } (gewertete Partien, die ein Spieler braucht, um in /top zu erscheinen)
settings-how = { $admin ->
        [yes] Zum Ändern: /settings Name Wert, zum Beispiel /settings size 20x20, /settings time 5+5, /settings board post.
       *[no] { $where ->
            [server] Server-Admins
           *[chat] Chat-Admins
        } ändern sie mit /settings Name Wert.
    }
settings-changed = Einstellung geändert:

error-settings-admin = Nur die Admins { $where ->
        [server] des Servers
       *[chat] des Chats
    } können dessen Einstellungen ändern.
error-settings-key = Es gibt keine Einstellung „{ $setting }“. Einstellungen: { $keys }.
error-settings-value = „{ $value }“ passt nicht zu { $setting }. Schreiben Sie { $setting ->
        [size] eine Größe wie 20x20 oder 15
        [start] empty, cross oder four
        [variant] standard oder eine Auswahl aus { $variants }
        [time] 5+5, 24h, 3d oder none
        [rated] yes oder no
        [lang] en, ru, uk, pl, be, kk, cs, de oder auto
        [style] light, dark oder colorblind
        [board] post oder edit
        [pings] smart, always oder off
        [tournaments] admins oder anyone
        [max_games] eine Zahl von 1 bis 100
       *[other] eine Zahl von 0 bis 1000
    }.
error-too-many-games = Sie haben in diesem Chat bereits { $max ->
        [one] { $max } offene Partie oder Herausforderung
       *[other] { $max } offene Partien und Herausforderungen
    }, mehr sind nicht erlaubt. Beenden Sie zuerst eine oder ziehen Sie eine zurück.

lang-reset = Ihre Sprachwahl ist gelöscht: Ich richte mich nach der Sprache des Chats, sonst nach der Ihrer App (jetzt: { $language }).
