PY ?= .venv/bin/python

.PHONY: test lint schema check
test:
	$(PY) -m pytest
lint:
	.venv/bin/judge lint
schema:
	.venv/bin/judge schema > rulings/topic.schema.json

.PHONY: bench
bench:
	$(PY) -m judge.bench

check:
	.venv/bin/judge check
