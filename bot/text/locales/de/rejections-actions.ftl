# Ablehnungen von Geschenken, Tauschgeschäften und Kartentausch mit Strohmännern (rules/junta/actions.py; Issue 23).

reject-action-no-such-player = Es gibt keinen Spieler #{ $number }.
reject-action-dead = { $form ->
    [they] Er ist
    [offerer] Der Anbietende ist
   *[you] Du bist
} tot: keine Geschenke oder Tauschgeschäfte bis zur nächsten Runde.
reject-action-exiled = { $form ->
    [they] Er ist
    [offerer] Der Anbietende ist
   *[you] Du bist
} im Exil: Verbannte dürfen nicht tauschen und keine Geschenke erhalten.
reject-action-bad-amount = Gib einen positiven Betrag in MP an.
reject-no-exact-change = Dein Geld{ $locked ->
        [yes] {" "}(das deinem Haushaltsvorschlag zugefügte Geld ist gesperrt)
       *[no] {""}
    } ({ $paid }) ergibt nicht genau { $amount } MP: es wird kein Wechselgeld gegeben.{ $could ->
        [0] {""}
        [one] {" "}Du könntest { $could_low } MP geben.
       *[other] {" "}Du könntest { $could_low } oder { $could_high } MP geben.
    }
reject-action-game-over = Das Spiel ist vorbei.
reject-not-yours = Nur der Spieler, dem der Tausch angeboten wurde, kann ihn annehmen.
reject-action-self = Du kannst dir selbst nichts geben.
reject-action-straw-man = Ein Strohmann gibt nichts her: sein Geld geht nach der Bank an seinen Anführer.
reject-aftermath = Während der Nachwirkungen des Putsches darf niemand Geld oder Karten verschenken: wer vor das Erschießungskommando kommt, steht erst fest, wenn sie ausgewertet sind.
reject-resigning = Ein zurücktretender Präsident darf während der Wahl sein Bargeld nicht weitergeben.
reject-action-not-in-hand = { $form ->
    [card] Du kannst nur eine Karte aus deiner Hand geben.
    [straw] { $player } hat keine solche verdeckte Karte (Einfluss im Spiel bleibt, wo er ist).
   *[cards] Du kannst nur Karten aus deiner Hand geben.
}
reject-hand-limit = { $form ->
    [trade] Nach dem Tausch hätte jemand mehr als { $limit } Karten.
   *[gift] { $player } hätte mehr als { $limit } Karten: niemand darf einem Spieler am Limit eine Karte geben.
}
reject-cards-gone = Die Karten dieses Tauschs sind nicht mehr auf der Hand.
reject-bad-trade = Eine Karte kommt im Tausch zweimal vor.
reject-offerer-cannot-pay = { $player } kann nicht mehr genau { $amount } MP aus seinem Geld zahlen: der Tausch kann nicht stattfinden.
reject-empty-trade = Der Tausch bewegt nichts.
reject-not-a-straw-man = { $player } ist kein Strohmann: biete stattdessen einen /trade an.
reject-not-your-faction = Nur ein echter Spieler aus der Fraktion von { $player } tauscht Karten mit ihm.
reject-swapped = { $player } hat in dieser Runde schon eine Karte getauscht: ein Tausch je Strohmann und Runde.
