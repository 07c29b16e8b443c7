# The bot's own words about languages. Every message here exists in every locale's folder with the same variables.

language-name = English
language-set = From now on I write to you in { $language }.
language-auto = From now on I write to you in the language of your Discord app ({ $language }).
