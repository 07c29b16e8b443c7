# Was ein Spieler liest, wenn er Fertig drückt (bot.games.junta.text.done). Zuständig: TEXT (I18N.md).

done-orders-heading = **Deine Befehle in { $game }:**
done-no-orders = Du hast in **{ $game }** in dieser Phase keine Befehle gegeben.
done-lapses-heading = **Wird nach jetzigem Stand nicht ausgeführt:**
done-missing-heading = **Noch nicht gegeben:**
done-unconfirmed = Noch ist nichts vermerkt: Drück **Trotzdem fertig**, um diese Vorgaben anzunehmen, oder gib zuerst die Befehle.
done-marked = Deine Befehle sind als fertig vermerkt; bis die Phase schließt, kannst du sie noch ändern.
done-resolves = Alle Spieler sind fertig: Die Phase wird jetzt ausgewertet.
done-waiting = Die Phase schließt vorzeitig, sobald auch { $players } Fertig { $count ->
    [one] gedrückt hat
   *[other] gedrückt haben
}.
