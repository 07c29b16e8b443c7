"""The tests' language check (`tests.language`, used by the German e2e of issue 23) against the catalogues: it never
calls a sentence of ours foreign to its own language (no false alarm, family names in every variable), and it tells
a sentence of the other language even without the marker words ('the', 'und')."""

from __future__ import annotations

from bot.text.i18n import LOCALES, messages, t
from tests.language import foreign


def test_no_message_of_a_catalogue_reads_as_the_other_language() -> None:
    """Every message of each catalogue, its variables filled with a family's name, reads as its own language."""
    wrong = []
    for locale in LOCALES:
        for message, variables in messages(locale).items():
            text = t(locale, message, **{v: "Fam1" for v in variables})
            if found := foreign(text, locale):
                wrong.append(f"{locale} {message}: {found}: {text!r}")
    assert not wrong, "\n".join(wrong[:20])


def test_most_sentences_read_as_their_language_to_the_other_reader() -> None:
    """Nearly every sentence of four words or more is caught in the other language's reader's text (those that are
    not are made of names, numbers and words both languages share: 'Fam1 = 5 MP')."""
    for locale, other in (("en", "de"), ("de", "en")):
        texts = [t(locale, m, **{v: "Fam1" for v in vs}) for m, vs in messages(locale).items()]
        long = [x for x in texts if len(x.split()) >= 4]
        caught = [x for x in long if foreign(x, other)]
        assert len(caught) >= 0.98 * len(long), (locale, [x for x in long if x not in caught][:20])


def test_words_without_markers_and_names_that_are_words() -> None:
    """A German line that says an English office or location is caught; a name that is a word is not."""
    assert foreign("Fam2 verbringt die Runde im Headquarters.", "de") == ["headquarters"]
    assert foreign("Für Fam1 vermerkt (Einblick in: cash).", "de") == ["cash"]
    assert foreign("Fam2 verbringt die Runde in der Bank.", "de") == []
    assert foreign("Pocket-watch verbringt die Runde in der Bank.", "de", names=["Pocket-watch"]) == []
    assert foreign("Fam1 spends the turn at the Bank.", "en") == []
    assert foreign("Fam1 spends the turn in der Bank.", "en") == ["der bank", "in der"]
