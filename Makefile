PY ?= .venv/bin/python

.PHONY: test lint schema
test:
	$(PY) -m pytest
lint:
	.venv/bin/judge lint
schema:
	.venv/bin/judge schema > rulings/topic.schema.json
