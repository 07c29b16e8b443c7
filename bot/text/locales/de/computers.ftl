# Was die Computer-Familien sagen (issue 25): ihre Reden im Spielkanal (in der Sprache des Spiels) und die Worte der
# Tauschangebote, die sie machen (in der Sprache des Lesers). Jede Art von Rede hat sechs Fassungen, nummeriert 0-5
# (rules.junta.computer.speech.VARIANTS): der Computer wählt eine, die das Spiel noch nicht gehört hat, damit kein
# Satz in einem Spiel zweimal fällt. Gerendert von bot.games.junta.text.computer. Begriffe nach VARIANTS.md 13.

computer-speaks = **Die Familie { $family } spricht:**
computer-somebody = jemand
computer-friend = Freund
# eine Familie, die der Staatshaushalt bezahlt, in einer Liste
computer-paid = { $name } ({ $amount } MP)

## Ein Computer-Präsident spricht, während er die Ämter vergibt
computer-inauguration-0 = Bürger! Die Republik ist in sicheren Händen: in meinen.
computer-inauguration-1 = Ordnung, Fortschritt und ein bescheidener Staatshaushalt für meine Freunde.
computer-inauguration-2 = Niemand soll sagen, diese Regierung vergesse ihre treuen Diener.
computer-inauguration-3 = Runde { $turn }: ein neuer Morgen für die Republik. Der alte war schon müde.
computer-inauguration-4 = Die Entwicklungshilfe-Gelder werden weise ausgegeben. Vertraut mir.
computer-inauguration-5 = Stabilität! Wohlstand! Bananen!

## Ein Computer-Präsident verteidigt einen Staatshaushalt, der niemanden bezahlt
computer-budget-none-0 = Dieser Staatshaushalt zahlt niemandem etwas: die Staatskasse muss genesen.
computer-budget-none-1 = Sparsamkeit, meine Freunde. Sparsamkeit für euch.
computer-budget-none-2 = Diesmal keine Geschenke. Die Republik dankt euch für euer Opfer.
computer-budget-none-3 = Leere Taschen bilden den Charakter. Stimmt mit Ja.
computer-budget-none-4 = Das Geld ist sicher. Wo, ist Staatsgeheimnis.
computer-budget-none-5 = Ein magerer Staatshaushalt für magere Zeiten.

## Ein Computer-Präsident verteidigt seinen Staatshaushalt ($who: die Familien, die er bezahlt, mit ihren MP)
computer-budget-0 = Mein Staatshaushalt bedenkt { $who }. Wer der Republik dient, wird nicht vergessen.
computer-budget-1 = { $who }: die Republik belohnt ihre Säulen. Stimmt mit Ja.
computer-budget-2 = Ein gerechter Staatshaushalt: { $who }. Wer mit Nein stimmt, will das Chaos.
computer-budget-3 = Das Geld geht dorthin, wo es den Frieden sichert: { $who }.
computer-budget-4 = Ich gebe { $who }. Vergesst nicht, wer euch bezahlt.
computer-budget-5 = { $who }. Großzügig, umsichtig, patriotisch. Stimmt mit Ja.

## Sein Staatshaushalt abgelehnt, gibt ein Computer-Präsident denen die Schuld, die mit Nein stimmten ($count: wie viele)
computer-blame-0 = Mein Staatshaushalt wurde von { $who } abgelehnt. Die Republik wird sich erinnern.
computer-blame-1 = { $who } sei Dank bekommt niemand Geld. Hoffentlich ist man stolz darauf.
computer-blame-2 = { $who } { $count ->
    [one] zieht
   *[other] ziehen
} das Chaos dem Brot vor. Notiert.
computer-blame-3 = Gescheitert ist der Staatshaushalt an { $who }. Ich vergesse keine Abstimmung.
computer-blame-4 = { $who }: { $count ->
    [one] ein Feind
   *[other] Feinde
} der Stabilität. Sprecht es mir nach.
computer-blame-5 = Ein finsterer Tag. Für { $who } zählten die eigenen Taschen mehr als die Nation.

## Von einem angenommenen Staatshaushalt übergangen, warnt eine Computer-Familie den Präsidenten
computer-threat-0 = { $president } vergisst, wer in den Kasernen befiehlt.
computer-threat-1 = Ein Staatshaushalt ohne mich ist ein Staatshaushalt ohne Zukunft, { $president }.
computer-threat-2 = Genieß den Präsidenten-Palast, solange er dir gehört, { $president }.
computer-threat-3 = Die Armee ist unruhig, { $president }. Ich auch.
computer-threat-4 = { $president }, ein Präsident, der seine Freunde vergisst, braucht bald neue.
computer-threat-5 = Panzer sind teuer, { $president }. Undank auch.

## Eine Familie wurde getötet: eine Computer-Familie spricht davon, freundlich von einem Verbündeten ...
computer-mourn-friend-0 = { $victim } war ein Freund der Republik und ein Freund von mir. Wir trauern.
computer-mourn-friend-1 = Leb wohl, { $victim }. Die Straßen sind kälter ohne dich.
computer-mourn-friend-2 = Wer { $victim } niedergestreckt hat, wird dafür büßen.
computer-mourn-friend-3 = { $victim } hat ehrenvoll gedient. Flaggen auf halbmast.
computer-mourn-friend-4 = Ein trauriger Tag: { $victim } ist gefallen. Bleibt nah bei euren Leibwächtern, Freunde.
computer-mourn-friend-5 = { $victim } ist nicht mehr. Ich merke mir, wer heute gelächelt hat.

## ... kühl von einem Rivalen
computer-mourn-rival-0 = { $victim } ist tot. Die Republik macht weiter.
computer-mourn-rival-1 = Tragisch, was { $victim } zugestoßen ist. Wirklich. Nun ja.
computer-mourn-rival-2 = { $victim } hat uns verlassen. Die Schulden nicht.
computer-mourn-rival-3 = Wie schade um { $victim }. Wer bekommt jetzt den besten Tisch im Nachtclub?
computer-mourn-rival-4 = Eine Schweigeminute für { $victim }. So. Genug.
computer-mourn-rival-5 = { $victim } hätte zu Hause bleiben sollen.

## Die Worte eines Tauschangebots einer Computer-Familie ($who: die Familie, der sie es macht), nach seinen Bedingungen
computer-offer-vote-yes = { $who }, eine kleine Aufmerksamkeit für dein Ja zu meinem Staatshaushalt.
computer-offer-loyal = { $who }, steh zu mir, wenn die Panzer rollen, und das gehört dir.
computer-offer-support = { $who }, deine Einheiten auf meiner Seite in diesem Putsch, und das gehört dir.
computer-offer-card-for-card = { $who }, ein fairer Tausch: deine Karte gegen meine.
computer-offer-sell = { $who }, eine Karte, die du brauchen kannst, zu einem freundlichen Preis.
computer-offer-goodwill = { $who }, ein Zeichen der Freundschaft.
computer-offer-vote-for = { $who }, ein Geschenk für deine Stimme bei dieser Wahl.
