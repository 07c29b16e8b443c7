# Die politischen Karten (cards.toml) nach ihrem festen Schlüssel: der Name jeder Karte und ihr Text, wo cards.toml
# einen hat. Namen nach seed 001 (VARIANTS 13.6); mit *(ours)* markierte sind unsere Vorschläge.

card-title-votes = { $name } ({ $votes })
card-title-target = { $name } ({ $target })

## Namen
card-vote = Stimm-Karte
card-labor-union = Gewerkschaften
card-peasants = Bauern
card-students = Studenten
card-church = Kirche
card-landowners = Großgrundbesitzer
card-bankers = Bankiers
card-underworld = Unterwelt
card-military = Militär
card-press = Presse
card-multinationals = Multinationale Konzerne
card-small-business = Mittelstand
card-rigged-vote = Manipulierte Abstimmung
card-donation = Partei-Spenden
card-bribe-the-brigade = Bestechung der Brigade
card-bribe-the-assassin = Bestechung des Attentäters
card-amateur-assassin = Amateur-Attentäter
card-professional-assassin = Profi-Attentäter
card-monarchist-assassin = Monarchistischer Attentäter
card-character-assassin = Rufmörder
card-burglar = Einbrecher
card-bank-robber = Bankräuber
card-intelligence = Geheimdienst
card-leaflets = Studenten verteilen Flugblätter gegen Unterdrückung
card-un-condemns = Die Vereinten Nationen verurteilen die Mißhandlung politischer Gefangener
card-call-for-reforms = Ruf nach Reformen
card-alliance-breaks = Bündnis bricht
card-bank-holiday = Bank-Ferien
card-church-desecrated = Kirchen-Zerstörung
card-spy-in-switzerland = Spion in der Schweiz
card-street-festival = Das jährliche Straßenfest findet statt
card-farmers-strike = Farmer-Streik
card-defense-of-the-bank = Verteidigung der Zentral-Bank
card-peoples-militia = Volkswehr aufstellen
card-christian-militia = Miliz aufstellen
card-helicopter-attack = Hubschrauber-Angriff
card-general-strike = Generalstreik
card-dock-strike = Streik im Hafen
card-student-protest = Studenten-Protest
card-demonstrators = Demonstranten
card-riot-in-the-slums = Aufruhr im Elends-Viertel
card-peasant-revolt = Bauern-Aufstand
card-crown-prince = Kronprinz vom Lande
card-authority-disputed = Kompetenz des Präsidenten umstritten
card-new-budget = Neuer Haushalt
card-power-failure = Macht-Verfall
card-summer-recess = Sommer-Pause
card-miscount = Zählfehler
# Keine Karte: die eigenen Attentäter des Ministers.
card-secret-police = Geheimpolizei

## Die Truppen, die „Bestechung der Brigade“ besticht
bribe-force-1st-brigade = 1. Brigade
bribe-force-2nd-brigade = 2. Brigade
bribe-force-3rd-brigade = 3. Brigade
bribe-force-police = Polizei
bribe-force-palace-guard = Palastwache

## Texte
card-vote-text = Gibt ihre Stimmen einer Seite eines Wahlgangs und wird dann abgelegt.
card-bankers-text = Bezahlt die Bestechungskosten ihres Besitzers.
card-underworld-text = Bezahlt die Attentäter-Kosten ihres Besitzers.
card-multinationals-text = Bezahlt die Bestechungskosten ihres Besitzers.
card-rigged-vote-text = Nur am Ende eines Putsches auszuspielen: die Stimme ihres Besitzers zählt bei der Wahl der Junta doppelt.
card-donation-text = Nimm den obersten Geldschein des Geldstapels in dein Bargeld (nichts, wenn der Stapel leer ist).
card-bribe-the-brigade-text = Nenne ein Viertel mit Einheiten der Truppe „{ $force }“: für jede gewünschte Einheit zahlst du 1 MP und würfelst; bei 4-6 geht sie sofort unter deine Kontrolle, mit dem Zug, den sie noch hat.
card-bribe-the-assassin-text = Ein stehender Befehl der Phase „Aufenthaltsort wählen“: verhindert in dieser Runde das erste Attentat auf dich, das gelingen würde (nicht das des Monarchisten); bezahlt wird nur dann.
card-monarchist-assassin-text = Die Bestechung des Attentäters hält ihn nicht auf (der Monarchist des Brettspiels wirkt sogar gegen den Schutz seines Opfers).
card-character-assassin-text = Nur bei der Freundin: das Opfer stirbt nicht, legt aber all seinen Einfluß im Spiel ab und zahlt dir die Hälfte seines Bargelds (abgerundet, Geldscheine per Los, kein Wechselgeld).
card-burglar-text = Scheitert, wenn das Opfer zu Hause ist; sonst nimmst du die Hälfte seines Bargelds (abgerundet, Geldscheine per Los).
card-bank-robber-text = Scheitert, wenn das Opfer in der Bank ist; sonst nimmst du bis zu 2 zufällige Geldscheine von seinem Schweizer Konto.
card-intelligence-text = Erfahre geheim eines davon: die Handkarten eines Spielers, sein Bargeld, oder die Geldscheine, die der Präsident in dieser Runde gezogen hat.
card-leaflets-text = Keine Wirkung (friedliche Petitionen ändern nichts).
card-un-condemns-text = Keine Wirkung.
card-call-for-reforms-text = Keine Wirkung.
card-alliance-breaks-text = Alle Überstellungen von Einheiten werden rückgängig: die Einheiten gehen an ihre ursprünglichen Befehlshaber zurück.
card-bank-holiday-text = Die Bank ist in dieser Runde geschlossen. Kein Putsch-Vorwand.
card-church-desecrated-text = Der Einfluß der Kirche gibt bis zum Ende der Runde keine Stimmen.
card-spy-in-switzerland-text = Erfahre geheim, wie viel Geld ein Spieler auf seinem Schweizer Konto hat.
card-street-festival-text = Alle roten Einheiten verlassen den Stadtplan.
card-farmers-strike-text = Der Minister für Landwirtschaft und Arbeit zieht in dieser Runde keine Geldscheine.
card-authority-disputed-text = Die Ernennungen der letzten Runde bleiben; nur verwaiste Ämter werden besetzt.
card-new-budget-text = Der Präsident schlägt aus demselben Geld erneut vor und die Kammer stimmt erneut ab; wird er angenommen, entfallen der Putsch-Vorwand und die Schließung der Bank des abgelehnten Haushalts.
card-power-failure-text = Neue Abstimmung (je nach Ergebnis).
card-summer-recess-text = Neue Abstimmung (je nach Ergebnis).
card-miscount-text = Streicht alle Stimmen eines genannten Spielers und zählt neu.
