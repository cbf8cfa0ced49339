# Plansza na żywo w przeglądarce (PUBLIC_URL): linki do niej, jej odmowy i słowa samej strony.

command-web = Otwórz planszę na żywo: naciśnij punkt, aby zagrać
button-web-board = Plansza na żywo
web-link-player = Twoja plansza na żywo partii { $game }: { $url }
    Zachowaj ten link dla siebie: wykonuje on twoje ruchy.
web-link-spectator = Plansza na żywo partii { $game } do oglądania: { $url }
error-web-off = Plansza na żywo nie jest włączona na tym bocie.
error-web-private = Poproś o planszę na żywo partii { $game } na czacie prywatnym z botem.
error-web-spectator = Oglądasz partię { $game }: ruchy wykonują tylko jej gracze.
error-web-forged = Ten link do planszy jest nieważny. Poproś o nowy poleceniem /web.
error-web-expired = Ten link do planszy wygasł. Poproś o nowy poleceniem /web.
error-web-signin = Telegram nie zalogował cię na tej stronie. Otwórz planszę ponownie z czatu.
error-web-other-game = Ten link otwiera inną partię.
error-web-hidden = Partia { $game } nie jest dla ciebie dostępna: oglądają ją jej gracze, członkowie jej czatu i ci, którzy dostali link.
error-web-busy = Zbyt wiele żądań: poczekaj chwilę.
error-web-too-many-boards = Masz otwartych zbyt wiele plansz na żywo: zamknij jedną i spróbuj ponownie.
error-web-too-big = To żądanie jest za duże.

web-title = Kropki: partia { $game }
web-board = Plansza
web-confirm = Potwierdź
web-cancel = Anuluj
web-your-turn = Twój ruch
web-their-turn = Rusza się { $name }
web-spectating = Oglądasz partię
web-game-over = Partia zakończona
web-position-changed = Pozycja się zmieniła: plansza pokazuje nową.
web-offline = Ponowne łączenie…
web-tap-to-play = Ruch już po pierwszym naciśnięciu
web-zoom-in = Powiększ
web-zoom-out = Pomniejsz
web-fit = Cała plansza
web-blue = Niebieskie
web-red = Czerwone
web-no-clock = Bez limitu czasu
web-error = Coś poszło nie tak: spróbuj ponownie.
