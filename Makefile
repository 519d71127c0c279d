PY ?= .venv/bin/python

.PHONY: test lint schema check
test:
	$(PY) -m pytest
lint:
	.venv/bin/judge lint
schema:
	.venv/bin/judge schema > rulings/topic.schema.json

.PHONY: bench eval
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
	.venv/bin/judge eval --left-out

check:
	.venv/bin/judge check
