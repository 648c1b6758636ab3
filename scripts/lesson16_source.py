"""Lesson 16 (the calling games) in English and Italian, written from one source.

    python scripts/lesson16_source.py        # writes notebooks/16_the_family.ipynb and notebooks/it/16_la_famiglia.ipynb
    python scripts/run_notebooks.py notebooks/16_the_family.ipynb notebooks/it/16_la_famiglia.ipynb

The two lessons compute the same examples (``tests/test_italian_lessons.py``): each code cell
is written once with its words in both languages, so the code cannot drift apart. Run it only
to rewrite the lessons from scratch (it drops their outputs); then run them.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EN = ROOT / "notebooks" / "16_the_family.ipynb"
IT = ROOT / "notebooks" / "it" / "16_la_famiglia.ipynb"

def code(source: str, words: dict[str, tuple[str, str]] | None = None) -> tuple[str, str, str]:
    """A code cell: ``{key}`` placeholders in ``source`` filled with each language's words."""
    words = words or {}
    return ("code", source.format(**{k: v[0] for k, v in words.items()}),
            source.format(**{k: v[1] for k, v in words.items()}))


def md(english: str, italian: str) -> tuple[str, str, str]:
    return ("markdown", english.strip() + "\n", italian.strip() + "\n")


PLAY_ONE = '''
{comment}
first_lead, deal = heuristic_deal("{game}", seed={seed}, dealer={dealer})
display(first_lead)  # every hand face up at the first lead; the called card is shown to all
print("\\n".join(deal.narrate()[:{lines}]))
print("…")
print("\\n".join(deal.result.lines()))
'''


def play_one(game: str, seed: int, dealer: int, lines: int, en: str, it: str) -> tuple[str, str, str]:
    return code(PLAY_ONE.replace("{game}", game).replace("{seed}", str(seed)).replace("{dealer}", str(dealer))
                .replace("{lines}", str(lines)), {"comment": (en, it)})


CELLS = [
    md("""
# 16 — The family: four and five at the table

Calabresella is played by three. Its cousins of the Tressette family seat four or five, and the sides change
every deal: a player **calls** a card, and whoever holds it is his partner, often without saying so; or he
plays alone against all the others. This lesson follows lesson 12 (variants) and needs nothing from 13–15.

The four games are **Tressette a chiamare** (V7), **Mediatore** (V8), **Quadrigliati** (V9) and **Quintiglio**
(V10). What they share is written once, as rules C1–C9; each game's own rules are lettered (V8c…). The sources
and the places where they are silent are in the rules document (`docs/rules.md`, "The calling games"): where
no source says enough, the project's reading is said to be one. Quintiglio is mostly such a reading.
""", """
# 16 — La famiglia: in quattro e in cinque al tavolo

La Calabresella si gioca in tre. I suoi cugini della famiglia del Tressette si giocano in quattro o in cinque, e le
parti cambiano a ogni smazzata: un giocatore **chiama** una carta, e chi la tiene è il suo compagno, spesso senza
dirlo; oppure gioca da solo contro tutti gli altri. Questa lezione segue la lezione 12 (le varianti) e non richiede
nulla delle lezioni 13–15.

I quattro giochi sono il **Tressette a chiamare** (V7), il **Mediatore** (V8), i **Quadrigliati** (V9) e il
**Quintiglio** (V10). Ciò che hanno in comune è scritto una volta sola, nelle regole C1–C9; le regole proprie di
ogni gioco hanno una lettera (V8c…). Le fonti, e i punti su cui tacciono, sono nel documento delle regole
(`docs/it/regole.md`, «I giochi a chiamata»): dove nessuna fonte dice abbastanza, la lettura del progetto è detta
tale. Il Quintiglio è in gran parte una lettura di questo tipo.
"""),
    md("""
## What they keep, and what they change

Everything about the cards is Calabresella's: the pack of 40, the order 3 2 A K Q J 7 6 5 4, the thirds, follow
suit with no trumps (C7), whole points with the fraction dropped and a point for the last trick: 11 points a
deal, and the bidder's side needs 6 (C8). What changes is the table: four or five players, a monte only in
Mediatore, and above all the **call**. In Calabresella the called card is handed over to the soloist (R11); here
its holder becomes the caller's **partner**, and in most games nobody else knows who he is until he plays it (C4).
Quadrigliati's *Chiedo* keeps Calabresella's way: the card is handed over and the bidder plays alone (C5).

The table below is read from the games' rule profiles (every number is the profile's own):
""", """
## Che cosa tengono, e che cosa cambiano

Tutto ciò che riguarda le carte è della Calabresella: il mazzo da 40, l'ordine 3 2 A R C F 7 6 5 4, i terzi,
l'obbligo di rispondere al seme senza briscola (C7), i punti interi con la frazione scartata e un punto per l'ultima
presa: 11 punti per smazzata, e alla parte del dichiarante ne servono 6 (C8). Cambia il tavolo: quattro o cinque
giocatori, un monte solo nel Mediatore, e soprattutto la **chiamata**. Nella Calabresella la carta chiamata viene
consegnata al solista (R11); qui chi la tiene diventa il **compagno** di chi chiama, e nella maggior parte dei giochi
nessun altro sa chi è finché non la gioca (C4). Il *Chiedo* dei Quadrigliati tiene il modo della Calabresella: la
carta viene consegnata e il dichiarante gioca da solo (C5).

La tabella qui sotto è letta dai profili delle regole dei giochi (ogni numero è quello del profilo):
"""),
    code('''
import pandas as pd
from IPython.display import display

from calabresella.analysis.family import FAMILY, family_rates, family_table, simulate_family
from calabresella.engine.cards import parse_cards
from calabresella.games.calling import callable_cards, side_points, stakes
from calabresella.games.registry import load_game
from calabresella.show.exercises import Exercise, check
{setup}
pd.set_option("display.max_colwidth", None)
family_table()  # C1-C9, V7-V10: Calabresella first, then the four calling games
''', {"setup": ("", 'from calabresella.words import set_language\n\nset_language("it")  # every sentence of the package in Italian\n')}),
    md("""
## One deal of each, narrated

Each deal below is seeded and played to its end by the game's computer players (the heuristic ones). The picture
is the table at the first lead, every hand face up, as a teacher would lay it out; the narration tells the
auction, the call and the first tricks, then the score. The function `heuristic_deal` only plays the deal: the
rules are the engine's.
""", """
## Una smazzata per gioco, raccontata

Ogni smazzata qui sotto è mescolata con un seed fisso ed è giocata fino in fondo dai giocatori del computer (quelli euristici). La
figura è il tavolo al primo attacco, tutte le mani scoperte, come le disporrebbe un insegnante; il racconto dice
l'asta, la chiamata e le prime prese, poi il punteggio. La funzione `heuristic_deal` si limita a giocare la
smazzata: le regole sono quelle del motore.
"""),
    code('''
def heuristic_deal(name, seed, dealer):
    """A seeded deal of game `name` played to its end by its heuristic players; and the deal at the first lead."""
    game = load_game(name)
    deal = game.new_deal(seed=seed, dealer=dealer)
    players = [game.player("heuristic", seed * 10 + seat) for seat in range(game.seats())]
    first_lead = None
    while not deal.is_over:
        if first_lead is None and deal.phase.name == "PLAY":
            first_lead = deal
        deal = deal.apply(players[deal.to_move].choose(deal.view(deal.to_move)))
    return first_lead, deal
'''),
    md("""
### Tressette a chiamare (V7)

Four players, ten cards each, no monte and no auction: the player on the dealer's right must call a three (a two
if he holds all four threes), and its holder is his hidden partner, two against two (V7a, V7b). Each player scores
his side's whole points, and the first to 21 wins (V7c).
""", """
### Tressette a chiamare (V7)

Quattro giocatori, dieci carte a testa, niente monte e niente asta: chi sta alla destra del mazziere deve chiamare
un tre (un due se ha tutti e quattro i tre), e chi lo tiene è il suo compagno nascosto, due contro due (V7a, V7b).
Ciascuno segna i punti interi della sua parte, e vince chi arriva per primo a 21 (V7c).
"""),
    play_one("chiamata", 5, 3, 9, "# V7: the dealer's right calls a three; its holder plays with him, unseen",
             "# V7: chi sta alla destra del mazziere chiama un tre; chi lo tiene gioca con lui, senza dirlo"),
    md("""
What the others know is less. Here is the same deal as a seat of the other side heard it and sees it at the first
lead: its own hand, the called card, and no partner named or marked, because it cannot know who holds the card
until it is played (C4).
""", """
Gli altri sanno meno. Ecco la stessa smazzata come l'ha sentita e la vede al primo attacco un giocatore dell'altra
parte: la sua mano, la carta chiamata, e nessun compagno nominato o segnato, perché non può sapere chi tiene la carta
finché non viene giocata (C4).
"""),
    code('''
# C4: a seat of the other side hears the call, but not who holds the card, and sees no partner marked
opponent = first_lead.sides[1][0]
print("\\n".join(load_game("chiamata").narrator().narrate_deal(first_lead, viewer=opponent)))
first_lead.view(opponent)
'''),
    md("""
### Mediatore (V8)

Four players, nine cards each, a monte of four. An auction of Chiamo, Solo and Solissimo (V8a): Chiamo calls a
three for a hidden partner and takes the monte, laying away as many cards (V8b); Solo takes the monte and plays
alone against three (V8c); Solissimo plays alone and leaves the monte for the last trick (V8d). The stakes are
1, 2 and 4 from each opponent: the contracts, their order and the stakes are the project's reading, since the
source we could read stops at the start of the bidding.
""", """
### Mediatore (V8)

Quattro giocatori, nove carte a testa, un monte di quattro. Un'asta di Chiamo, Solo e Solissimo (V8a): Chiamo chiama
un tre per un compagno nascosto e prende il monte, scartando altrettante carte (V8b); Solo prende il monte e gioca da
solo contro tre (V8c); Solissimo gioca da solo e lascia il monte all'ultima presa (V8d). Le poste sono 1, 2 e 4 da
ogni avversario: i contratti, il loro ordine e le poste sono la lettura del progetto, perché la fonte che abbiamo
potuto leggere si ferma all'inizio dell'asta.
"""),
    play_one("mediatore", 4, 0, 10, "# V8: an auction, a hidden partner, the monte taken and laid away again",
             "# V8: un'asta, un compagno nascosto, il monte preso e scartato di nuovo"),
    code('''
load_game("mediatore").pictures().score_svg(deal.result)  # C8: the two sides out of 11, and who pays whom
'''),
    md("""
### Quadrigliati (V9)

Four players, ten cards each, no monte. An auction of Chiamo, Chiedo and Solo (V9a). In Chiamo the bidder names
a three or a two he lacks and its holder **says so at once**: two against two, and everyone knows it (V9b). In
Chiedo he lays a card face down and asks for the card: its holder hands it over, takes the face-down card, and
the bidder plays alone (V9c). Solo is alone with no call (V9d). Stakes 1, 2 and 3.
""", """
### Quadrigliati (V9)

Quattro giocatori, dieci carte a testa, niente monte. Un'asta di Chiamo, Chiedo e Solo (V9a). Nel Chiamo il
dichiarante nomina un tre o un due che non ha e chi lo tiene **lo dice subito**: due contro due, e tutti lo sanno
(V9b). Nel Chiedo posa una carta coperta e chiede la carta: chi la tiene gliela consegna, prende la carta coperta, e
il dichiarante gioca da solo (V9c). Il Solo è da solo, senza chiamata (V9d). Poste 1, 2 e 3.
"""),
    play_one("quadrigliati", 3, 1, 8, "# V9: the called partner says so at once",
             "# V9: il compagno chiamato si dichiara subito"),
    md("""
### Quintiglio (V10)

Five players, eight cards each, no monte: the auction of Chiamo, Chiedo and Solo, as the family's sources name
them (V10a). A Chiamo makes two against three, the partner hidden (V10b); Chiedo and Solo are alone against four.
Only the five players, the eight cards and the names of the declarations come from the sources; the rest is the
project's reading, and the rules document says which parts.
""", """
### Quintiglio (V10)

Cinque giocatori, otto carte a testa, niente monte: l'asta di Chiamo, Chiedo e Solo, come le chiamano le fonti della
famiglia (V10a). Un Chiamo fa due contro tre, con il compagno nascosto (V10b); Chiedo e Solo sono da soli contro
quattro. Dalle fonti vengono solo i cinque giocatori, le otto carte e i nomi delle dichiarazioni; il resto è la
lettura del progetto, e il documento delle regole dice quali parti.
"""),
    play_one("quintiglio", 2, 4, 9, "# V10: five at the table, two against three",
             "# V10: cinque al tavolo, due contro tre"),
    md("""
## Statistics from simulated deals

Two questions a learner asks at once. *How often is my partner the player opposite me?* At four, the called card
lies in one of three other hands, so by chance one time in three; but the caller chooses which three to call, so
it need not be exactly that. *How often does a lone bidder win?* The file below holds 20,000 deals of each game,
played by the heuristic players (`python scripts/family_statistics.py` made it); each share comes with its 95 %
interval. At five there is no seat opposite.
""", """
## Statistiche da smazzate simulate

Due domande che un principiante si fa subito. *Quante volte il mio compagno è il giocatore di fronte?* In quattro, la
carta chiamata sta in una delle altre tre mani, quindi per caso una volta su tre; ma chi chiama sceglie quale tre
chiamare, e non è detto che sia proprio così. *Quante volte vince chi gioca da solo?* Il file qui sotto contiene
20.000 smazzate per gioco, giocate dai giocatori euristici (le ha prodotte `python scripts/family_statistics.py`);
ogni quota ha il suo intervallo al 95 %. In cinque non c'è un posto di fronte.
"""),
    code('''
counts = pd.read_csv({path})  # C2-C8: 20,000 simulated deals of each game
family_rates(counts)
''', {"path": ('"data/family_statistics.csv"', '"../data/family_statistics.csv"')}),
    md("""
The same questions on 150 deals of each game, played here and now: the shares wander more, and their intervals
are wider, but they agree with the big file.
""", """
Le stesse domande su 150 smazzate per gioco, giocate qui e ora: le quote oscillano di più, e gli intervalli sono più
larghi, ma concordano con il file grande.
"""),
    code('''
family_rates(simulate_family(FAMILY, deals=150, seed=7, progress=False))
'''),
    md("""
## Exercises

Answer in the last cell, then run it. The answer key for teachers is in `answers/16_the_family.md`.
""", """
## Esercizi

Rispondete nell'ultima cella, poi eseguitela. Le soluzioni per gli insegnanti sono in `risposte/16_la_famiglia.md`.
"""),
    code('''
exercise_1 = Exercise(
    {q1},
    load_game("quintiglio").default_rules.hand_size,  # V10
    kind="number",
    hint={h1},
    explain={e1},
)
exercise_1
''', {"q1": ('"In Quintiglio, how many cards does each player hold?"', '"Nel Quintiglio, quante carte ha ogni giocatore?"'),
      "h1": ('"Forty cards, five players, no monte (V10)."', '"Quaranta carte, cinque giocatori, niente monte (V10)."'),
      "e1": ('"40 cards shared by five players with no monte: eight each (V10)."',
             '"40 carte divise fra cinque giocatori senza monte: otto a testa (V10)."')}),
    code('''
hand = parse_cards("3♥ 3♦ 3♣ 3♠ 2♠ A♠ K♠ Q♠ J♠ 7♠")
exercise_2 = Exercise(
    {q2},
    {choices}[0 if callable_cards(hand, load_game("chiamata").default_rules)[0].rank.value == "2" else 1],  # V7b, C3
    kind="choice",
    choices={choices},
    hint={h2},
    explain={e2},
)
exercise_2
''', {"q2": ('"Tressette a chiamare: the caller holds 3♥ 3♦ 3♣ 3♠ 2♠ A♠ K♠ Q♠ J♠ 7♠. What may he call?"',
             '"Tressette a chiamare: chi chiama ha 3♥ 3♦ 3♣ 3♠ 2♠ A♠ R♠ C♠ F♠ 7♠. Che cosa può chiamare?"'),
      "choices": ('["a two he lacks", "a three"]', '["un due che non ha", "un tre"]'),
      "h2": ('"Which threes can he name if he holds all four (V7b)?"', '"Quali tre può nominare se li ha tutti e quattro (V7b)?"'),
      "e2": ('"He holds every three, so he calls a two he lacks: 2♥, 2♦ or 2♣ (V7b, C3)."',
             '"Ha tutti i tre, quindi chiama un due che non ha: 2♥, 2♦ o 2♣ (V7b, C3)."')}),
    code('''
bidder_points, others_points = side_points((17, 15), last_side=0)  # C8: 17 thirds and the last trick
exercise_3 = Exercise(
    {q3},
    {yesno}[0 if bidder_points >= load_game("mediatore").default_rules.win_points else 1],
    kind="choice",
    choices={yesno},
    hint={h3},
    explain={e3},
)
exercise_3
''', {"q3": ('"Mediatore, Chiamo: the bidder\'s side took 17 thirds in tricks and the last trick. Is the contract made?"',
             '"Mediatore, Chiamo: la parte del dichiarante ha preso 17 terzi nelle prese e l\'ultima presa. Il contratto è fatto?"'),
      "yesno": ('["yes", "no"]', '["sì", "no"]'),
      "h3": ('"Whole points: the thirds divided by 3, the fraction dropped, plus 1 for the last trick (C8). How many are needed?"',
             '"Punti interi: i terzi divisi per 3, senza la frazione, più 1 per l\'ultima presa (C8). Quanti ne servono?"'),
      "e3": ('"17 thirds are 5 whole points, and the last trick makes 6: exactly the 6 of 11 needed (C8)."',
             '"17 terzi fanno 5 punti interi, e l\'ultima presa li porta a 6: proprio i 6 su 11 che servono (C8)."')}),
    code('''
quadrigliati = load_game("quadrigliati").default_rules
chiedo = quadrigliati.contract("chiedo")
exercise_4 = Exercise(
    {q4},
    stakes(0, None, quadrigliati.players, chiedo.stake, made=True)[0],  # C8, V9c
    kind="number",
    hint={h4},
    explain={e4},
)
exercise_4
''', {"q4": ('"Quadrigliati: Anna makes a Chiedo. How much does she receive in all?"',
             '"Quadrigliati: Anna fa un Chiedo. Quanto riceve in tutto?"'),
      "h4": ('"Chiedo\'s stake is 2 (V9c), and she plays alone: how many opponents pay her (C8)?"',
             '"La posta del Chiedo è 2 (V9c), e lei gioca da sola: quanti avversari la pagano (C8)?"'),
      "e4": ('"Each of the three opponents pays the stake of 2: 6 in all (C8, V9c)."',
             '"Ciascuno dei tre avversari paga la posta di 2: 6 in tutto (C8, V9c)."')}),
    code('''
answers = [None, None, None, None]  # {kinds}
for number, (exercise, answer) in enumerate(zip([exercise_1, exercise_2, exercise_3, exercise_4], answers, strict=True), 1):
    print(f"{{number}}.", check(answer, exercise.expected, exercise.hint))
''', {"kinds": ("a whole number, a choice, a choice, a whole number", "un numero intero, una scelta, una scelta, un numero intero")}),
    md("""
## What we learned

- The calling games keep Calabresella's cards, thirds, follow suit and 6 points of 11 (C1, C7, C8), and change
  the table: four or five players, a monte only in Mediatore.
- The call makes a partner: hidden until the called card is played (C4), said at once in Quadrigliati's Chiamo,
  or, with Chiedo, no partner at all: the card is handed over and the bidder plays alone (C5).
- Stakes are shared: each opponent pays the stake, the partner gets one, the bidder the rest (C8); Tressette a
  chiamare counts each side's points to 21 instead (V7c).
- With the computer's heuristic players, the called partner sits opposite about one time in three, as chance
  says; how often a lone bidder wins is in the table above, with its interval.
- Where the sources are silent, the rules document says so and names the project's reading.
""", """
## Che cosa abbiamo imparato

- I giochi a chiamata tengono le carte, i terzi, l'obbligo di rispondere al seme e i 6 punti su 11 della
  Calabresella (C1, C7, C8), e cambiano il tavolo: quattro o cinque giocatori, un monte solo nel Mediatore.
- La chiamata fa un compagno: nascosto finché la carta chiamata non viene giocata (C4), dichiarato subito nel Chiamo
  dei Quadrigliati, oppure, con il Chiedo, nessun compagno: la carta viene consegnata e il dichiarante gioca da solo
  (C5).
- Le poste si dividono: ogni avversario paga la posta, il compagno ne riceve una, il dichiarante il resto (C8); il
  Tressette a chiamare conta invece i punti di ciascuna parte fino a 21 (V7c).
- Con i giocatori euristici del computer, il compagno chiamato siede di fronte circa una volta su tre, come vuole il
  caso; quante volte vince chi gioca da solo è nella tabella qui sopra, con il suo intervallo.
- Dove le fonti tacciono, il documento delle regole lo dice e nomina la lettura del progetto.
"""),
]


def notebook(language: int) -> dict[str, object]:
    cells = []
    for kind, *texts in CELLS:
        source = texts[language]
        cell: dict[str, object] = {"cell_type": kind, "metadata": {"slideshow": {"slide_type": "-"}},
                                   "source": source.strip("\n").splitlines(keepends=True)}
        if kind == "code":
            cell.update(execution_count=None, outputs=[])
        cells.append(cell)
    return {"cells": cells, "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
                                         "language_info": {"name": "python"}},
            "nbformat": 4, "nbformat_minor": 4}


def main() -> int:
    for language, path in enumerate((EN, IT)):
        path.write_text(json.dumps(notebook(language), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print("wrote", path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
