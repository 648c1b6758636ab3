# Two commands do all the set-up: `make lab` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: lab test fuzz lint typecheck playthroughs messages notebooks play gioca slides html clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

# JupyterLab refuses to start as root (a container, a classroom server) unless told it may.
ROOT_FLAG := $(if $(filter 0,$(shell id -u 2>/dev/null)),--allow-root)

lab: $(STAMP)
	$(BIN)/jupyter lab notebooks/00_index.ipynb $(ROOT_FLAG)

lint: $(STAMP)
	$(BIN)/ruff check calabresella tests fuzz benchmarks notebooks

typecheck: $(STAMP)
	$(BIN)/mypy --strict calabresella

# Both cores: --dist loadscope keeps each notebook's cells (and each test module) on one worker.
JOBS ?= 2

test: $(STAMP) lint typecheck
	$(BIN)/python -m pytest -n $(JOBS) --dist loadscope
	$(MAKE) fuzz

# The bounded fuzz step (a few minutes): mutated records and sessions, random command
# lines, hostile API calls. FUZZ_EXAMPLES=3000 make fuzz for a longer local run.
fuzz: $(STAMP)
	$(BIN)/python -m pytest fuzz -q -n $(JOBS) --dist loadscope

# Regenerate tests/playthroughs/*.txt after an intended change of behaviour.
playthroughs: $(STAMP)
	$(BIN)/python -m calabresella.show.playthrough tests/playthroughs

# Regenerate the message catalogue (calabresella/words/locale) after changing any message:
# Babel extracts the msgids, writes the pseudo-locale en_XA and compiles every .po to .mo.
messages: $(STAMP)
	$(BIN)/python scripts/messages.py

clean:
	rm -rf $(VENV) build *.egg-info

# Re-run every notebook in place, refreshing the outputs nbval compares.
notebooks: $(STAMP)
	$(BIN)/python scripts/run_notebooks.py

# The play-against-the-computer page, served without code by Voila.
# Served with the package's Voila template, which loads nothing from outside (no icon font from a CDN).
VOILA_TEMPLATES := calabresella/show/static/jupyter

play: $(STAMP)
	JUPYTER_PATH=$(VOILA_TEMPLATES)$${JUPYTER_PATH:+:$$JUPYTER_PATH} $(BIN)/voila --template=calabresella notebooks/11_play.ipynb --theme=light

# The play page in Italian (la pagina per giocare, in italiano).
gioca: $(STAMP)
	JUPYTER_PATH=$(VOILA_TEMPLATES)$${JUPYTER_PATH:+:$$JUPYTER_PATH} $(BIN)/voila --template=calabresella notebooks/it/11_gioca.ipynb --theme=light

# reveal.js slides of every lesson, offline: slides/index.html (code and outputs) and
# slides/teacher/index.html (for a projector: outputs only, large cards, fits 1024×768).
slides: $(STAMP)
	$(BIN)/python scripts/build_slides.py
	$(BIN)/python scripts/build_slides.py --lang it

# Every lesson as an HTML page into html/ (html/index.html), offline: the widgets are drawn
# from their saved state by the vendored renderer; each says that using it needs a kernel.
html: $(STAMP)
	$(BIN)/python scripts/export_html.py
