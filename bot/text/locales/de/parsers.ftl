# Was Spieler tippen (bot/games/junta/parsers.py): was eine Ablehnung sagt, das der Spieler stattdessen tippen soll.

parse-condition-help = eine Bedingung lautet etwa „wenn Garcia tot ist“, „wenn Garcia am Leben ist“, „wenn Garcia in der Bank ist“, „wenn Bank-Ferien gespielt wurde“, „wenn der Haushalt angenommen wurde“, „wenn der Haushalt mit 3 Stimmen oder weniger abgelehnt wurde“, „wenn Garcia eingezahlt hat“ oder „wenn es einen Putsch-Vorwand gibt“.
parse-condition-unreadable = die Bedingung { $condition } lässt sich nicht lesen: { $why }

# Was eine getippte Liste oder Zahl ist, wie eine Ablehnung sie nennt ($what: der Schlüssel des Parsers).
parse-what = { $what ->
    [families] Familien
    [cards] Karten
    [offices] Ämter
    [zones] Zonen
    [unit-kinds] Einheitenarten
    [forces] Eingreiftruppen
    [amounts] Beträge
    [vote-sources] Stimmenquellen
    [card-number] eine Kartennummer
    [zone] eine Zone
    [unit-count] eine Zahl von Einheiten
    [amount] einen Betrag in MP
    [margin] einen Stimmenabstand
   *[other] Einträge
}
parse-what-start = { $what ->
    [card-number] Eine Kartennummer
    [zone] Eine Zone
    [unit-count] Eine Zahl von Einheiten
    [amount] Ein Betrag in MP
    [margin] Ein Stimmenabstand
   *[other] Der Wert
}
parse-list-too-long = Das ist eine Liste von { $count } { $things }: nenne höchstens { $most }.
parse-not-a-number = { $typed } ist keine Zahl: schreibe { $thing } mit den Ziffern 0 bis 9.
parse-too-large = { $typed } ist zu groß für { $thing }: höchstens { $most }.
parse-too-small = { $thing } ist mindestens { $least }, nicht { $value }.
parse-no-family = In diesem Spiel gibt es keine Familie { $typed }: die Familien sind { $families }.
parse-no-card-in-hand = Du hast keine Karte { $typed } auf der Hand: wähle eine aus der Liste.
parse-no-office = Es gibt kein Amt { $typed }: wähle eines aus der Liste.
parse-not-a-unit-kind = { $typed } ist keine Einheitenart: z. B. Soldat, Panzer, Marineinfanterie, Polizei.
parse-not-units = { $typed } ist keine Einheitenart mit Anzahl, z. B. „Soldat 2, Panzer 1“.
parse-not-a-force = { $typed } ist keine Eingreiftruppe: wähle unter { $forces }.
parse-not-a-choice = { $typed } ist keine der Möglichkeiten: { $choices }.
parse-not-an-amount = { $typed } sollte eine Familie und ein Betrag sein, z. B. „Garcia 4“.{ $commas ->
    [yes] {" "}Trenne die Familien mit Kommas: „Garcia 4, Lopez 2“.
   *[no] {""}
}
parse-use-commas = { $why } Trenne die Familien mit Kommas: „Garcia 4, Lopez 2“.
parse-not-a-source-and-side = { $typed } sollte eine Stimmenquelle und ja, nein oder Enthaltung sein, z. B. „Minister nein“.
parse-no-source = du hast keine Stimmenquelle { $typed }; deine sind: { $count ->
    [0] keine
   *[other] { $sources }
}.
parse-budget-side = { $typed }: eine Quelle stimmt mit ja oder nein über den Haushalt (lass sie ungenutzt, um dich zu enthalten).
parse-no-such-game = Du hast keinen Platz in diesem Spiel: wähle eines deiner Spiele aus der Liste.
parse-condition-no-family = in diesem Spiel gibt es keine Familie { $typed } (die Familien sind { $families }).
parse-condition-no-card = es gibt keine Karte { $typed }.
parse-condition-too-long = sie ist länger als jede Bedingung: { $help }
parse-condition-location = ein Aufenthaltsort ist Zuhause, Hauptquartier, die Bank, der Club oder die Geliebte.
