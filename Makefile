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

check:
	.venv/bin/judge check
