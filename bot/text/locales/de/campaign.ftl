# Der Wahlkampf (RULES 3.2): Nominierungen, Unterstützungen und Absagen, im Kanal der Partie gepostet, sobald sie
# gemacht werden (bot.games.junta.text.campaign). Zuständig: TEXT (I18N.md).

campaign-someone = jemand
campaign-nominate = 🗳️ { $player } nominiert { $candidate } für die Präsidentenwahl.
campaign-nominate-self = 🗳️ { $player } nominiert sich selbst für die Präsidentenwahl.
campaign-nominate-withdrawn = 🗳️ { $player } zieht die Nominierung von { $candidate } für die Präsidentenwahl zurück.
campaign-nominate-self-withdrawn = 🗳️ { $player } zieht seine eigene Nominierung für die Präsidentenwahl zurück.
campaign-second = 🗳️ { $player } unterstützt die Nominierung von { $candidate }.
campaign-second-self = 🗳️ { $player } unterstützt seine eigene Nominierung.
campaign-second-withdrawn = 🗳️ { $player } unterstützt die Nominierung von { $candidate } nicht mehr.
campaign-second-self-withdrawn = 🗳️ { $player } unterstützt seine eigene Nominierung nicht mehr.
campaign-decline = 🗳️ { $player } lehnt seine Nominierung ab: Er kandidiert nicht für das Präsidentenamt.
campaign-decline-withdrawn = 🗳️ { $player } nimmt seine Absage zurück: Er kann doch gewählt werden.
