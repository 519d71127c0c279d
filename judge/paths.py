"""Where the project's data lives (each overridable by an environment variable)."""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def rulings_dir() -> Path:
    """The corpus: ``$JUDGE_RULINGS`` or ``rulings/``."""
    return Path(os.environ.get("JUDGE_RULINGS", ROOT / "rulings"))


def index_dir() -> Path:
    """Term dictionaries and built indexes: ``$JUDGE_INDEX`` or ``index/``."""
    return Path(os.environ.get("JUDGE_INDEX", ROOT / "index"))


def terms_file() -> Path:
    """The trilingual term dictionary (committed)."""
    return Path(os.environ.get("JUDGE_TERMS", ROOT / "index" / "terms.yaml"))


def off_topic_file() -> Path:
    """Words that say a question is not about the game's rules (committed)."""
    return Path(os.environ.get("JUDGE_OFF_TOPIC", ROOT / "index" / "off-topic.yaml"))


def bank_dir() -> Path:
    """The question bank (committed): ``index/bank/``, one file per batch."""
    return ROOT / "index" / "bank"


def batch_files(folder: Path | None = None) -> list[Path]:
    """The bank's batch files, in order (``bNNN.yaml``)."""
    return sorted((folder or bank_dir()).glob("b[0-9][0-9][0-9].yaml"))
