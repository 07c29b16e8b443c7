# Was der Bot über Sprachen sagt. Jede Meldung steht in jedem Sprachordner, mit denselben Variablen.

language-name = Deutsch
language-set = Ab jetzt schreibe ich dir auf { $language }.
language-auto = Ab jetzt schreibe ich dir in der Sprache deiner Discord-App ({ $language }).
