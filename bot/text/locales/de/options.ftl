# Ein Slash-Befehl, dessen Optionen nicht zu seiner Erklärung passen (bot/cogs/options.py): was der Spieler liest.

option-no-such-command = Diesen Befehl habe ich nicht; es wurde nichts aufgezeichnet.
option-no-command = Ich habe keinen Befehl{ $named ->
    [no] {" "}dieser Art
   *[yes] {" "}/{ $name }
} (deine Discord-App zeigt vielleicht eine alte Liste: lade sie neu); es wurde nichts aufgezeichnet.
option-needs-subcommand = /{ $group } braucht einen seiner Befehle: { $commands }; es wurde nichts aufgezeichnet.
option-unreadable = Diesen Befehl konnte ich nicht lesen; es wurde nichts aufgezeichnet.
option-takes-none = /{ $command } hat keine Optionen; es wurde nichts aufgezeichnet.
option-unknown = /{ $command } hat { $named ->
    [no] keine solche Option
   *[yes] keine Option { $option }
}: { $count ->
    [one] seine einzige Option ist { $options }
   *[other] seine Optionen sind { $options }
}; es wurde nichts aufgezeichnet.
option-twice = Die Option { $option } ist doppelt angegeben; es wurde nichts aufgezeichnet.
option-does-not-fit = Die Option { $option } nimmt { $takes }; es wurde nichts aufgezeichnet.
option-required = Die Option { $option } ist nötig: sie nimmt { $takes }; es wurde nichts aufgezeichnet.
option-takes-one-of = eines von: { $choices }
option-takes-number = { $what ->
    [integer] eine ganze Zahl
   *[number] eine Zahl
}{ $bounds ->
    [both] {" "}von { $low } bis { $high }
    [low] {" "}von mindestens { $low }
    [high] {" "}von höchstens { $high }
   *[none] {""}
}
option-takes-text = { $form ->
    [exactly] einen Text von { $low } Zeichen
    [between] einen Text von { $low } bis { $high } Zeichen
   *[at-most] einen Text von höchstens { $high } Zeichen
}
option-takes-kind = { $kind ->
    [boolean] True oder False
    [user] einen Benutzer
    [channel] einen Kanal
    [role] eine Rolle
    [mentionable] einen Benutzer oder eine Rolle
    [attachment] eine Datei
   *[value] einen Wert
}
