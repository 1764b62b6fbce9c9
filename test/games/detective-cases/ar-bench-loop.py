"""
AR-Bench's own detective loop (`_run_traditional_evaluation` in arbench/reasoner/dc/dc_evaluator.py)
run on a case file with a scripted detective in place of the model, to compare the turns it loses
and the letter it reads with Fogplay's loop on the same replies (`ar-bench-loop.test.ts`).

    python3 ar-bench-loop.py AR_BENCH_CHECKOUT CASE_FILE > verdicts.json

The script is a seeded choice among reply forms a model writes: the suspect's name as asked, and
with punctuation, spaces, a line break, other case, a title or a remark; an empty or a long
question; final answers in and out of AR-Bench's format. The suspects answer with one fixed line:
what they say does not change which turns are lost. Only the standard library is needed: the
authors' imports of tqdm, fire, dotenv and their API client are stood in for.
"""
import json
import random
import sys
import tempfile
import types

checkout, case_file = sys.argv[1], sys.argv[2]
sys.path.insert(0, checkout)

CHOICE_FORMS = [
    lambda n, o: n,
    lambda n, o: n + ".",
    lambda n, o: "." + n + ".",
    lambda n, o: '"' + n + '"',
    lambda n, o: "'" + n + "'",
    lambda n, o: "(" + n + ")",
    lambda n, o: n + "!?",
    lambda n, o: n + "\n",
    lambda n, o: n + "\r\n",
    lambda n, o: " " + n,
    lambda n, o: "\t" + n,
    lambda n, o: n + " ",
    lambda n, o: n + "\u00a0",
    lambda n, o: "\u201c" + n + "\u201d",
    lambda n, o: "**" + n + "**",
    lambda n, o: n.lower(),
    lambda n, o: n.upper(),
    lambda n, o: n.split(" ")[-1],
    lambda n, o: "I choose " + n,
    lambda n, o: "Suspect: " + n,
    lambda n, o: n + ", because of the motive",
    lambda n, o: o,
    lambda n, o: "",
    lambda n, o: "A",
]
QUESTION_FORMS = [
    lambda t: f"Where were you at {t} o'clock?",
    lambda t: "",
    lambda t: f"  Who saw you at {t}?\n",
    lambda t: "Why? " * 150,
    lambda t: "What did you do?\nAnd then?",
]
FINAL_FORMS = [
    lambda l, o: f"Reason: the timeline.\nAnswer: {l}",
    lambda l, o: f"Answer: {o}\r{l}",
    lambda l, o: f"Answer:\n{l}",
    lambda l, o: f"answer: {l}",
    lambda l, o: f"Answer: {l}. Dr. Evans",
    lambda l, o: f"**Answer:** {l}",
    lambda l, o: "",
    lambda l, o: "x" * 9000 + f"\nAnswer: {l}",
    lambda l, o: f"Answer: ({l})",
    lambda l, o: f"Reason: none.\nAnswer: F",
]


class Reply:
    def __init__(self, text):
        self.choices = [types.SimpleNamespace(message=types.SimpleNamespace(content=text))]
        self.usage = types.SimpleNamespace(prompt_tokens=0, completion_tokens=0)


class ScriptedDetective:
    """Answers AR-Bench's three requests from a seeded choice of forms, and keeps what it said."""

    def __init__(self):
        self.case = None

    def start(self, index, record):
        self.rng = random.Random(index)
        self.names = [s["name"] for s in record["initial_information"]["suspect"]]
        self.said = {"choices": [], "questions": [], "final": None}

    def __call__(self, messages, model=None, **_):
        last = messages[-1]["content"]
        if model == "suspect":
            return Reply("I was at home all evening.")
        if "choose a suspect to interrogate" in last:
            name, other = self.rng.choice(self.names), "Inspector Nobody"
            form = CHOICE_FORMS[0] if self.rng.random() < 0.5 else self.rng.choice(CHOICE_FORMS)
            text = form(name, other)
            self.said["choices"].append(text)
        elif "Now give your question" in last:
            text = self.rng.choice(QUESTION_FORMS)(len(self.said["choices"]))
            self.said["questions"].append(text)
        else:
            letter, other = self.rng.choice("ABCDE"), self.rng.choice("ABCDE")
            text = self.rng.choice(FINAL_FORMS)(letter, other)
            self.said["final"] = text
        return Reply(text)


detective = ScriptedDetective()
inference_module = types.ModuleType("arbench.utils.inference")
inference_module.inference = detective
sys.modules["arbench.utils.inference"] = inference_module
sys.modules["tqdm"] = types.SimpleNamespace(tqdm=lambda items: items)
sys.modules["fire"] = types.SimpleNamespace(Fire=None)
sys.modules["dotenv"] = types.SimpleNamespace(load_dotenv=lambda: None)

from arbench.reasoner.dc import dc_evaluator  # noqa: E402

with open(case_file, encoding="utf-8") as f:
    dataset = json.load(f)

cases = []
with tempfile.NamedTemporaryFile(suffix=".json") as out:
    for i, record in enumerate(dataset):
        detective.start(i, record)
        logs = [None] * i
        dc_evaluator._run_traditional_evaluation(
            method="zero_shot", dataset=dataset[: i + 1], logs=logs, output_path=out.name,
            policy_model="detective", policy_temperature=0, policy_top_p=1,
            response_model="suspect", response_temperature=0, response_top_p=1, max_turn=25,
        )
        log = logs[i]
        asked = [
            {"suspect": entry["name"], "question": message["content"]}
            for entry in log["respond_conversation"]
            for message in entry["conversation"]
            if message["role"] == "user"
        ]
        refusals = sum(1 for m in log["record"] if m["role"] == "user" and m["content"] == dc_evaluator.refine_select_suspect_prompt)
        cases.append({**detective.said, "lostTurns": refusals, "asked": asked, "pred": log["pred"], "correct": log["correctness"]})

json.dump({"$comment": __doc__.strip().splitlines()[0], "cases": cases}, sys.stdout, indent=1, ensure_ascii=False)
print()
