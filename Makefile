PY ?= .venv/bin/python

.PHONY: test lint schema check
test:
	$(PY) -m pytest
lint:
	.venv/bin/judge lint
schema:
	.venv/bin/judge schema > rulings/topic.schema.json

.PHONY: bench eval fit
bench:
	$(PY) -m judge.bench
eval:
	.venv/bin/judge eval tests/questions
	.venv/bin/judge eval tests/holdout
	.venv/bin/judge eval tests/real
	.venv/bin/judge eval tests/forum
	.venv/bin/judge eval tests/forum-holdout
	.venv/bin/judge eval tests/beginner
	.venv/bin/judge eval tests/offtopic/offtopic-dev.yaml
	.venv/bin/judge eval tests/offtopic/offtopic-holdout.yaml
	.venv/bin/judge eval tests/offtopic/game-talk-dev.yaml
	.venv/bin/judge eval tests/offtopic/game-talk-holdout.yaml
	.venv/bin/judge eval tests/offtopic/procedure-dev.yaml
	.venv/bin/judge eval tests/offtopic/procedure-holdout.yaml
	.venv/bin/judge eval tests/offtopic/rules-at-events-dev.yaml
	.venv/bin/judge eval tests/offtopic/rules-at-events.yaml
	.venv/bin/judge eval --left-out
	@echo "The figures above for tests/questions, tests/beginner, tests/real and tests/forum are in-sample (the ranking was fitted on them);"
	@echo "their cross-validated figures (each question scored by weights fitted without its source):"
	.venv/bin/python scripts/fit_ranking.py --report

fit:
	.venv/bin/python scripts/fit_ranking.py --write

check:
	.venv/bin/judge check
