# Die Statusseite (die eigene eines Spielers, in DMs) und der öffentliche Stand einer Partie (in ihrem Kanal):
# bot.games.junta.text.status. Zuständig: TEXT (I18N.md).

## Wer er ist
status-heading = **{ $game }** · { $phase }
status-you = Du bist Familie { $name }{ $status ->
    [dead] {" "}(tot bis zur nächsten Runde)
    [exiled] {" "}(im Exil)
   *[alive] {""}
}: { $offices }.
status-you-led = Du bist Familie { $name }, geführt von { $head }{ $status ->
    [dead] {" "}(tot bis zur nächsten Runde)
    [exiled] {" "}(im Exil)
   *[alive] {""}
}: { $offices }.
status-straw = Das ist { $name }, dein Strohmann ({ $faction }){ $status ->
    [dead] {" "}(tot bis zur nächsten Runde)
    [exiled] {" "}(im Exil)
   *[alive] {""}
}: { $offices }.
status-no-office = kein Amt
status-faction = { $faction ->
    [government] in der Regierungsfraktion
    [opposition] in der Oppositions-Fraktion
   *[none] noch in keiner Fraktion
}
status-straw-men = Deine Strohmänner in dieser Runde: { $names }. Befehle für einen von ihnen gibst du mit der Spieloption '{ $game } / { $first }' (auch seine Statusseite: /status mit dieser Spieloption).
status-brother-in-law-offices = Du gibst auch die Befehle für das Amt deines Schwagers: { $offices }.

## Was er hat
status-money = Bargeld: { $cash }. Schweizer Konto: { $swiss }.
bills-sum = { $bills } = { $total } MP
bills-none = keine Geldscheine
status-hand = Auf der Hand:
status-hand-empty = Auf der Hand: keine Karten.
status-hand-short = Auf der Hand: { $cards } (/card zeigt jede Karte).
status-hand-count = Karten für das Handkarten-Limit von { $limit }, ausgespielter Einfluss mitgezählt: { $held }.
status-over-limit = ⚠️ Du liegst { $over } über dem Handkarten-Limit von { $limit }: Spiel, verschenk oder wirf mit /discard { $over ->
    [one] { $over } Karte
   *[other] { $over } Karten
} ab, bevor die Phase „Ämter vergeben“ endet, sonst werden die zuletzt gezogenen abgeworfen.
status-straw-over-limit = ⚠️ { $name } liegt { $over } über dem Handkarten-Limit von { $limit }: Wähle mit /discard (und dieser Spieloption) die { $over ->
    [one] Karte
   *[other] { $over } Karten
}, die er abwirft, bevor die Phase „Ämter vergeben“ endet, sonst werden seine zuletzt gezogenen abgeworfen.
status-influence = Ausgespielter Einfluss: { $cards }.
status-location = Aufenthaltsort: { $location }.

## Was sein Amt ihm erlaubt
status-note-minister = Als Minister für Innere Sicherheit befehligst du die Geheimpolizei: Einmal pro Runde, in der Phase „Aufenthaltsort wählen“, trifft /assassinate mit dem Attentäter „Secret Police“ am richtigen Ort ohne Würfeln, und deine Anschläge werden zuerst ausgeführt. Sie darf nicht zwei Runden hintereinander in die Bank.
status-note-minister-barred = { status-note-minister } Sie war letzte Runde in der Bank, diese Runde also nicht.
status-note-minister-of-war = Als Kriegsminister hast du den Leibwächter (2 Würfel pro Salve im Putsch); er beginnt im Viertel deines Aufenthaltsorts, im Putsch ist dein Aufenthaltsort also öffentlich. Beim Ziehen der Entwicklungshilfe-Gelder teilst du die Neuen Waffen zu.

## Seine Seite im Putsch
status-rebel = Du bist ein **Aufständischer**.
status-loyalist-president = Du bist Regierungstreuer: der Präsident.
status-voted = Du bist kein Aufständischer; beim Wechsel der Fronten { $side ->
    [junta] hast du dich für die Aufständischen erklärt: Deine Einheiten zählten für sie
    [president] hast du dich für den Präsidenten erklärt
   *[other] hast du dich enthalten
}.
status-declare-later = Du bist kein Aufständischer (bisher regierungstreu): Wenn Putsch-Phase 6 vorbei ist, erklärst du dich in den Putsch-Folgen für die Aufständischen oder für den Präsidenten, und deine Einheiten zählen für diese Seite; erklärst du nichts, zählst du für den Präsidenten.
status-vote-later = Du bist kein Aufständischer (bisher regierungstreu): In Putsch-Phase 6 zählen deine Einheiten für die Seite, für die du dich erklärst (Pro-Junta oder Pro-Präsident); ohne Erklärung zählen sie gegen die Aufständischen.
status-neutral = Du bist neutral: kein Aufständischer, und du befehligst keine Einheiten.

## Diese Phase und seine Befehle
status-this-phase = **Diese Phase:** { $asks }
status-orders-heading = **Deine Befehle:**
status-orders-none = **Deine Befehle:** noch keine.
status-missing-heading = **Noch nicht gegeben:**
status-more-orders = - und { $count ->
    [one] { $count } weiterer Befehl
   *[other] { $count } weitere Befehle
}
status-marked-done = Du hast diese Phase als fertig markiert.
status-press-done = Wenn du fertig bist, drück Fertig (oder nimm /done).
status-deadline = Frist: { $deadline }.

## Die Fakten, auf die es in dieser Phase ankommt
status-ballot-1 = Wahlgang 1 von 2: Jede Stimmquelle wird einmal abgegeben, jetzt oder im 2. Wahlgang; was du jetzt abgibst, wird veröffentlicht und bleibt abgegeben.
status-ballot-2 = Wahlgang 2 von 2. Im 1. Wahlgang abgegeben: { $cast }.
status-ballot-2-nothing = keine Stimmen
status-ballot-cast = { $votes ->
    [one] { $votes } Stimme
   *[other] { $votes } Stimmen
} { $side }
status-ballot-for = für { $candidate }
status-ballot-mine = Du hast im 1. Wahlgang abgegeben: { $cast }; das bleibt so, deine übrigen Stimmen kannst du jetzt abgeben.
status-ballot-mine-source = { $source } { $votes } { $side }
status-drawn = Für den Staatshaushalt gezogene Geldscheine: { $bills }.
status-pool = Das Haushaltsgeld: { $bills }.
status-proposed-budget = Der vorgeschlagene Staatshaushalt: { $shares }.
status-your-votes = Deine { $total ->
    [one] { $total } Stimme
   *[other] { $total } Stimmen
}: { $parts } (Stimm-Karten zählen nur, wenn du sie nennst).
status-vote-part = { $source } { $votes }
status-vote-cards = Stimm-Karten, die du in /vote budget nennen kannst: { $cards }.
status-your-votes-president = Deine { $total ->
    [one] { $total } Stimme
   *[other] { $total } Stimmen
} bei der Präsidentenwahl: { $parts }.
status-if-elected = Wirst du gewählt, ernennst du sofort: { $appointments } (früher in dieser Wahl gegeben; /ifelected ändert es).
status-units = Deine Einheiten: { $units }.
status-units-zone = { $zone }: { $units }
status-zone = Viertel { $zone } ({ $name })
status-zone-bare = Viertel { $zone }
status-off-map = Noch nicht auf dem Stadtplan: { $units }.
status-stack-moves = Züge in dieser Phase: { $moves }; nach deinen Befehlen bleiben { $left }.
status-airstrikes = Luftangriffe in diesem Putsch noch: { $count } (höchstens einer pro Phase).
status-gunboat = Das Kanonenboot feuert einmal pro Phase mit { $dice } Würfeln (/bombard) auf die Einheiten eines Spielers in einem beliebigen Viertel außer einer Botschaft: Es fährt auf dem Fluss, und seine Geschütze reichen über die ganze Stadt.
status-intervention-airstrikes = Luftangriffe der ausländischen Intervention noch: { $count } (/bombard).

## Die Bank (nie der interne Name des Zustands)
status-bank-open = Die Bank ist offen.
status-bank-closed = Die Bank ist für den Rest der Runde geschlossen.
status-bank-lunch = Die Bank ist „wegen Mittagsruhe geschlossen“.

## Der öffentliche Stand im Kanal der Partie
public-heading = **{ $game }** ({ $status ->
    [forming] in Vorbereitung
    [running] läuft
    [paused] angehalten
   *[finished] beendet
}): { $count ->
    [one] { $count } Familie
   *[other] { $count } Familien
}: { $families }.
public-no-families = noch keine
public-led-by = { $name } (geführt von { $head })
public-now = Jetzt: { $phase }.
public-president = Präsident: { $name }.
public-cabinet = Regierungsämter: { $rows }.
public-cabinet-row = { $office }: { $holder }
public-cabinet-status = { $status ->
    [brother-in-law] Schwager des Präsidenten
    [frozen] eingefroren
   *[vacant] verwaist
}
public-straw-men = Strohmänner: { $men }.
public-straw-man = { $name } ({ $faction })
public-dead = Tot: { $names }.
public-exiled = Im Exil: { $names }.
public-money-deck = { $bank } Geldstapel: { $drawn } von { $total } gezogen.
public-budget = Staatshaushalt: { $shares }.
public-progress = Diese Phase: { $players }.
public-progress-player = { $name }: { $how ->
    [done] fertig
    [saved] Befehle gespeichert
   *[none] keine Befehle
}
