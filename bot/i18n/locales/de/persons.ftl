# Eine Person auf mehreren Plattformen (/link, /unlink) und Datenschutz (/privacy, /forget).

command-link = Konten in Telegram und Discord verknüpfen: eine Wertung und ein Verlauf
command-unlink = Verknüpfung lösen: dieses Konto steht wieder für sich
command-privacy = Was der Bot über Sie speichert und wie lange
command-forget = Löschen, was der Bot über Sie speichert, auf allen verknüpften Plattformen
option-code = Der Code, den /link Ihnen auf der anderen Plattform gab

persons-link-code = Ihr Verknüpfungscode: { $code }
    Schreiben Sie dem Bot /link { $code } auf Ihrer anderen Plattform (Telegram oder Discord). Der Code gilt: { $wait }, und nur einmal; geben Sie ihn niemandem.
persons-linked = Verknüpft: Dieses Konto und Ihr Konto auf { $platforms } sind jetzt ein Spieler, { $name }: eine Wertung je Bedenkzeit und ein Verlauf. /unlink löst die Verknüpfung.
persons-unlinked = Verknüpfung gelöst: Dieses Konto steht wieder für sich. Es behält eine Kopie der gemeinsamen Wertungen, ebenso Ihr Konto auf { $platforms }.
persons-privacy = Was ich über Sie speichere, { $name }:
    • Ihren Namen und Benutzernamen, wie { $platforms } sie zeigt, Ihre Sprache und Ihren Bildstil — bis Sie /forget schreiben;
    • { $linked ->
        [yes] die Verknüpfung Ihrer Konten auf { $platforms } — bis Sie /unlink oder /forget schreiben;
       *[no] keine Verknüpfungen mit anderen Plattformen (/link legt eine an);
    }
    • Ihre Partien (Züge, Ergebnis, die Namen beider Spieler) und Wertungen — solange der Bot läuft, als Verlauf der Chats;
    • einen /link-Code — Gültigkeit: { $wait }, und nur seinen Fingerabdruck, nie den Code selbst.
    /forget löscht Ihren Namen, Ihre Einstellungen, Verknüpfungen und Wertungen auf allen verknüpften Plattformen; beendete Partien bleiben für die anderen Spieler, unter einem Platzhalternamen.
persons-forget-ask = Das löscht Ihren Namen, Ihre Sprache, Ihren Bildstil, Ihre Verknüpfungen und Wertungen auf { $platforms }; beendete Partien bleiben unter einem Platzhalternamen. Das lässt sich nicht rückgängig machen. Um fortzufahren, schreiben Sie /forget confirm
persons-forgotten = Erledigt: Ich habe Sie auf { $platforms } vergessen. { $games ->
        [0] Sie hatten keine beendeten Partien.
        [one] { $games } beendete Partie zeigt jetzt einen Platzhalternamen.
       *[other] { $games } beendete Partien zeigen jetzt einen Platzhalternamen.
    } Wenn Sie mir wieder schreiben, kenne ich ab dann Ihren Namen.

error-link-private = Fragen Sie im privaten Chat mit dem Bot nach einem Verknüpfungscode, wo ihn niemand sonst lesen kann.
error-link-unknown = Diesen Verknüpfungscode habe ich nicht vergeben. Prüfen Sie ihn oder holen Sie mit /link auf der anderen Plattform einen neuen.
error-link-expired = Dieser Verknüpfungscode ist abgelaufen (ein Code gilt: { $wait }). Holen Sie mit /link auf der anderen Plattform einen neuen.
error-link-used = Dieser Verknüpfungscode wurde schon benutzt: Ein Code gilt einmal. Holen Sie mit /link auf der anderen Plattform einen neuen.
error-link-same-platform = Ein Verknüpfungscode verbindet Konten auf zwei Plattformen: Geben Sie ihn auf der anderen ein, nicht dort, wo Sie ihn bekamen.
error-link-already = Diese Konten sind schon verknüpft.
error-link-taken = Dieses Konto ist schon mit einem anderen verknüpft: Lösen Sie das zuerst mit /unlink.
error-link-platform-taken = Dieser Spieler hat schon ein Konto auf { $platform } verknüpft: Lösen Sie es dort zuerst mit /unlink.
error-link-tries = Zu viele falsche Codes. Bitte warten, noch: { $wait }.
error-unlink-none = Dieses Konto ist mit keinem anderen verknüpft.
error-forget-playing = Beenden oder geben Sie zuerst Ihre Partien auf (laufend: { $games }), dann /forget.
