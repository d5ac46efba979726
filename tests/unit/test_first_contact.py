"""tools/first_contact.py keeps each blind log's first measurement, once, and reports the honest aggregate."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

from conftest import ROOT

TOOL = ROOT / "tools" / "first_contact.py"
RECORD = ROOT / "tests" / "data" / "eval" / "first_contact.json"
# Relabelled after their first measurement (to causes beyond the taxonomy); the record keeps the label they had then.
RELABELLED = {"g213-003", "g214-003"}


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(TOOL), *args], capture_output=True, text=True, timeout=60)


def corpus_labels(first: int) -> dict[str, str]:
    labels = {}
    for path in (ROOT / "tests" / "data" / "eval").glob("holdout-G*.jsonl"):
        number = int(re.search(r"holdout-G(\d+)\.jsonl$", path.name).group(1))
        if number >= first:
            for line in path.read_text(encoding="utf-8").splitlines():
                case = json.loads(line)
                labels[case["id"]] = case["label"]
    return labels


def test_the_record_holds_every_log_of_the_corpora_it_covers_with_the_label_it_had() -> None:
    logs = json.loads(RECORD.read_text(encoding="utf-8"))["logs"]
    labels = corpus_labels(175)
    assert set(logs) == set(labels)
    changed = {cid for cid, v in logs.items() if v["label"] != labels[cid]}
    assert changed == RELABELLED
    assert all(v["place"] in ("1", "3", "-") and re.fullmatch(r"[0-9a-f]{7,40}", v["commit"]) for v in logs.values())


def _verdicts(tmp_path: Path, name: str, cases: dict) -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(cases), encoding="utf-8")
    return path


def test_add_records_a_first_contact_once_and_the_totals_add_the_earlier_counts(tmp_path) -> None:
    record = tmp_path / "fc.json"
    record.write_text(json.dumps({"earlier": [{"corpora": "G1-G2", "cases": 10, "top1": 7, "top3": 9}], "logs": {}}))
    first = _verdicts(tmp_path, "a.json", {
        "g9-001": {"label": "cuda-oom", "top1": True, "top3": True, "ranked": [["cuda-oom", "high"]]},
        "g9-002": {"label": "driver-too-old", "top1": False, "top3": True,
                   "ranked": [["driver-not-loaded", "medium"], ["driver-too-old", "low"]]},
        "g9-003": {"label": "none", "top1": True, "top3": True, "ranked": []},
    })
    proc = run("--record", str(record), "--add", str(first), "--commit", "abc1234")
    assert proc.returncode == 0, proc.stderr
    again = run("--record", str(record), "--add", str(first), "--commit", "def5678")
    assert again.returncode == 2
    assert "already recorded" in again.stderr
    assert "g9-001" in again.stderr
    assert json.loads(record.read_text())["logs"]["g9-002"] == {
        "label": "driver-too-old", "place": "3", "first": ["driver-not-loaded", "medium"], "commit": "abc1234"}
    out = json.loads(run("--record", str(record), "--json").stdout)
    assert (out["cases"], out["top1"], out["top3"]) == (13, 9, 12)
    assert out["by_confidence"]["high"] == {"n": 1, "right": 1}
    assert out["by_confidence"]["medium"] == {"n": 1, "right": 0}
    assert out["none"] == {"n": 1, "low_or_below": 1}
    assert out["by_corpus"] == {"G9": {"cases": 3, "top1": 2, "top3": 3}}
    text = run("--record", str(record), "--by-corpus").stdout
    assert re.search(r"every blind log\s+13\s+9\s+69\.2%\s+12\s+92\.3%", text), text
    assert out["by_label"] == {"driver-too-old": {"cases": 1, "top1": 0, "top3": 1},
                               "cuda-oom": {"cases": 1, "top1": 1, "top3": 1},
                               "none": {"cases": 1, "top1": 1, "top3": 1}}
    assert list(out["by_label"]) == ["driver-too-old", "cuda-oom", "none"]
    by_label = run("--record", str(record), "--by-label").stdout
    assert re.search(r"^driver-too-old\s+1\s+0\s+0\.0%\s+1\s+100\.0%$", by_label, re.M), by_label
    # three labels of one log each: (0 + 1 + 1) / 3 first, every one in the top three
    assert re.search(r"^mean over the labels \(each label alike\)\s+3\s+66\.7%\s+100\.0%$", by_label, re.M), by_label
    assert "per label" not in text


def test_add_needs_the_commit_and_a_real_verdicts_file(tmp_path) -> None:
    record = tmp_path / "fc.json"
    record.write_text(json.dumps({"earlier": [], "logs": {}}))
    verdicts = _verdicts(tmp_path, "v.json", {"g9-001": {"label": "cuda-oom"}})
    assert run("--record", str(record), "--add", str(verdicts)).returncode == 2
    bad = run("--record", str(record), "--add", str(verdicts), "--commit", "abc1234")
    assert bad.returncode == 2
    assert "not an `eval.py --save` verdict" in bad.stderr
    assert json.loads(record.read_text())["logs"] == {}
