"""tools/eval.py --save / --against / --record: verdicts kept per case, compared case by case, or kept as places."""

from __future__ import annotations

import json

from conftest import run_eval

NO_CUDA_BUILD = "AssertionError: Torch not compiled with CUDA enabled\n"
CASES = [
    {"id": "c-1", "source": "https://example.org/c/1", "label": "cpu-only-build", "log": NO_CUDA_BUILD},
    {"id": "c-2", "source": "https://example.org/c/2", "label": "driver-too-old", "log": NO_CUDA_BUILD},
    {"id": "c-3", "source": "https://example.org/c/3", "label": "none", "log": "compiling 12 files\ndone\n"},
]


def test_save_writes_one_verdict_per_case_and_against_lists_what_moved(tmp_path) -> None:
    corpus = tmp_path / "c.jsonl"
    corpus.write_text("".join(json.dumps(c) + "\n" for c in CASES))
    saved = tmp_path / "before.json"
    proc = run_eval(str(corpus), "--save", str(saved))
    assert proc.returncode == 0, proc.stderr
    text = saved.read_text(encoding="utf-8")
    assert len(text.splitlines()) == len(CASES) + 2  # braces and one line per case
    before = json.loads(text)
    assert before["c-1"]["top1"] is True
    assert before["c-1"]["ranked"][0][0] == "cpu-only-build"
    assert before["c-2"]["top1"] is False
    assert before["c-3"]["top3"] is True

    same = run_eval(str(corpus), "--against", str(saved)).stdout
    assert "3 compared, 0 gained top-1, 0 lost top-1, 0 gained top-3, 0 lost top-3" in same
    assert "GAINED" not in same
    assert "LOST" not in same

    # pretend the earlier run had c-1 wrong and c-2 right: c-1 gained its places, c-2 lost top-1
    before["c-1"].update(top1=False, top3=False, ranked=[["driver-too-old", "high"]])
    before["c-2"].update(top1=True)
    del before["c-3"]  # a case the earlier run did not have is not compared
    saved.write_text(json.dumps(before), encoding="utf-8")
    moved = run_eval(str(corpus), "--against", str(saved)).stdout
    assert "GAINED top-1 c-1 (cpu-only-build): was [['driver-too-old', 'high']], now [['cpu-only-build'," in moved
    assert "GAINED top-3 c-1" in moved
    assert "LOST top-1 c-2 (driver-too-old)" in moved
    assert "2 compared, 1 gained top-1, 1 lost top-1, 1 gained top-3, 0 lost top-3" in moved
    as_json = json.loads(run_eval(str(corpus), "--against", str(saved), "--json").stdout)["against"]
    assert as_json["compared"] == 2
    assert as_json["lost top-1"] == 1
    assert len(as_json["moved"]) == 3


def test_against_an_unreadable_file_is_a_clear_error(tmp_path) -> None:
    corpus = tmp_path / "c.jsonl"
    corpus.write_text(json.dumps(CASES[0]) + "\n")
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    proc = run_eval(str(corpus), "--against", str(bad))
    assert proc.returncode == 2
    assert f"--against {bad}: Expecting property name" in proc.stderr
    assert "Traceback" not in proc.stderr
    bad.write_text('{"c-1": ["cpu-only-build", []]}', encoding="utf-8")  # JSON, but not what --save writes
    proc = run_eval(str(corpus), "--against", str(bad))
    assert proc.returncode == 2
    assert "not a file written by --save" in proc.stderr
    proc = run_eval(str(corpus), "--against", str(tmp_path / "missing.json"))
    assert proc.returncode == 2
    assert "No such file or directory" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_save_refuses_corpora_whose_ids_repeat(tmp_path) -> None:
    corpus = tmp_path / "c.jsonl"
    corpus.write_text("".join(json.dumps(c) + "\n" for c in CASES))
    other = tmp_path / "d.jsonl"
    other.write_text(json.dumps(dict(CASES[1], label="cpu-only-build")) + "\n")  # c-2 again, another corpus
    proc = run_eval(str(corpus), str(other), "--save", str(tmp_path / "v.json"))
    assert proc.returncode == 2
    assert "these repeat: c-2" in proc.stderr
    assert not (tmp_path / "v.json").exists()
    assert run_eval(str(corpus), str(other)).returncode == 0  # without --save / --against ids may repeat


def test_record_writes_each_cases_place_sorted_by_id(tmp_path) -> None:
    corpus = tmp_path / "c.jsonl"
    corpus.write_text("".join(json.dumps(c) + "\n" for c in reversed(CASES)))
    record, saved = tmp_path / "places.json", tmp_path / "verdicts.json"
    proc = run_eval(str(corpus), "--record", str(record), "--save", str(saved))
    assert proc.returncode == 0, proc.stderr
    lines = record.read_text(encoding="utf-8").splitlines()
    assert lines[1:-1] == sorted(lines[1:-1])  # one case per line, by id, whatever the corpus order
    places = json.loads("\n".join(lines))
    verdicts = json.loads(saved.read_text(encoding="utf-8"))
    assert places["c-1"] == "1"
    assert places["c-3"] == "1"  # a none case with no confident reading is right
    assert places["c-2"] == ("3" if verdicts["c-2"]["top3"] else "-")


def test_record_refuses_repeated_ids(tmp_path) -> None:
    corpus = tmp_path / "c.jsonl"
    corpus.write_text("".join(json.dumps(c) + "\n" for c in [CASES[0], CASES[0]]))
    proc = run_eval(str(corpus), "--record", str(tmp_path / "places.json"))
    assert proc.returncode == 2
    assert "--save / --against / --record key cases by id, and these repeat: c-1" in proc.stderr
