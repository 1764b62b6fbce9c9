/**
 * Reading detective cases in AR-Bench's own format (a JSON array of records like those of
 * `data/dc/test.json`), for the app's picker and the command line's `--setups`. A field that
 * AR-Bench's files hold as a string in one record and a list in another is taken either way, and
 * `evidence` may be an object; `murderer` and `explanation` may be missing; `timeline`, which neither
 * the game nor AR-Bench's evaluator reads, comes in any of the generator's shapes and is left out
 * when it has none of them. Every record is checked as a game needs it: five suspects, exactly one
 * murderer, the label on the murderer, key questions.
 */
import { readJsonRecords, type Fields } from '../situation-puzzles/json-records';
import type { CaseRecord, Facts, SuspectIntroduction, SuspectRecord, Setup, TimelineEntry, Victim } from './types';

const SUSPECTS = 5;

/** A string or a list of strings, as AR-Bench's generator leaves a fact. */
function facts(fields: Fields, name: string): Facts {
  try {
    return fields.string(name);
  } catch {
    // Not a string: then it must be a list.
  }
  try {
    return fields.strings(name, 1);
  } catch {
    return fields.reject(name, 'must be a non-empty string or a list of non-empty strings');
  }
}

/** A field kept only when the record has it. */
function optional<T>(fields: Fields, name: string, read: (fields: Fields, name: string) => T): { [key: string]: T } {
  return fields.has(name) ? { [name]: read(fields, name) } : {};
}

function readVictim(fields: Fields): Victim {
  return {
    name: fields.string('name'),
    introduction: fields.string('introduction'),
    cause_of_death: fields.string('cause_of_death'),
    murder_weapon: fields.string('murder_weapon'),
  };
}

/** The parts an `evidence` object has in AR-Bench's files. */
const EVIDENCE_PARTS = ['motive', 'opportunity', 'access_to_weapon'] as const;

/** Evidence: facts, or an object of facts by part. */
function readEvidence(fields: Fields, name: string): SuspectRecord['evidence'] {
  try {
    return facts(fields, name);
  } catch {
    // Not facts: then an object of them.
  }
  let parts: Fields;
  try {
    parts = fields.object(name);
  } catch {
    return fields.reject(name, 'must be a string, a list of strings, or an object with motive, opportunity or access_to_weapon');
  }
  const present = EVIDENCE_PARTS.filter((part) => parts.has(part));
  if (present.length === 0) fields.reject(name, 'must have motive, opportunity or access_to_weapon when it is an object');
  return Object.fromEntries(present.map((part) => [part, facts(parts, part)]));
}

const entries = (list: Fields[]): TimelineEntry[] => list.map((entry) => ({ time: entry.string('time'), activity: entry.string('activity') }));

/**
 * A suspect's timeline in the shapes AR-Bench's generator wrote it (its `data/dc/test.json`: a
 * list of `{time, activity}` in 44 suspects, `{"timeline": [...]}` in 339, 5 of them beside a
 * `suspect` or `name`, one bare `{time, activity}` in 17), as a list; nothing for any other
 * shape, since nothing reads it but a person looking at the case.
 */
function readTimeline(fields: Fields): { timeline?: TimelineEntry[] } {
  if (!fields.has('timeline')) return {};
  const shapes = [
    () => entries(fields.objects('timeline')),
    () => entries(fields.object('timeline').objects('timeline')),
    () => entries([fields.object('timeline')]),
  ];
  for (const shape of shapes) {
    try {
      return { timeline: shape() };
    } catch {
      // Not this shape: try the next.
    }
  }
  return {};
}

function readSuspect(fields: Fields): SuspectRecord {
  return {
    name: fields.string('name'),
    introduction: fields.string('introduction'),
    task: fields.string('task'),
    story: fields.string('story'),
    ...optional(fields, 'relationship', facts),
    ...optional(fields, 'reason_at_scene', facts),
    ...optional(fields, 'suspicion', facts),
    ...optional(fields, 'motive', facts),
    ...optional(fields, 'opportunity', facts),
    ...optional(fields, 'access_to_weapon', facts),
    ...optional(fields, 'is_murderer', (f, n) => f.boolean(n)),
    ...optional(fields, 'evidence', readEvidence),
    ...optional(fields, 'testimony', facts),
    ...readTimeline(fields),
    ...optional(fields, 'key_question', (f, n) => f.strings(n)),
  };
}

/** One case record with AR-Bench's fields, each checked, and the checks that make it playable; a wrong one throws for `readJsonRecords` to name. */
export function readCase(fields: Fields): CaseRecord {
  const suspectFields = fields.objects('suspects');
  if (suspectFields.length !== SUSPECTS) fields.reject('suspects', `must list ${SUSPECTS} suspects, but it lists ${suspectFields.length}`);
  const suspects = suspectFields.map(readSuspect);
  const initial = fields.object('initial_information');
  const introductions: SuspectIntroduction[] = initial.objects('suspect').map((s) => ({ name: s.string('name'), introduction: s.string('introduction') }));
  const record: CaseRecord = {
    time: fields.string('time'),
    location: fields.string('location'),
    victim: readVictim(fields.object('victim')),
    suspects,
    initial_information: { time: initial.string('time'), location: initial.string('location'), victim: readVictim(initial.object('victim')), suspect: introductions },
    ...optional(fields, 'murderer', (f, n) => f.string(n)),
    ...optional(fields, 'explanation', (f, n) => f.string(n)),
    key_question: fields.strings('key_question', 1),
    label: fields.integer('label'),
    index: fields.integer('index'),
  };
  const problem = caseProblem(record);
  if (problem) fields.reject(problem.field, problem.text);
  return record;
}

/** What makes a well-typed case unplayable, naming the field; null when it is playable. */
export function caseProblem(record: CaseRecord): { field: string; text: string } | null {
  const { suspects, initial_information: initial, label } = record;
  if (initial.suspect.length !== SUSPECTS) return { field: 'initial_information.suspect', text: `must list ${SUSPECTS} suspects, but it lists ${initial.suspect.length}` };
  const names = initial.suspect.map((s) => s.name);
  if (new Set(names).size !== SUSPECTS) return { field: 'initial_information.suspect', text: 'must name five different suspects' };
  const missing = names.find((name) => !suspects.some((s) => s.name === name));
  if (missing) return { field: 'initial_information.suspect', text: `names "${missing}", who is not in "suspects"` };
  const murderers = suspects.filter((s) => s.is_murderer === true);
  if (murderers.length !== 1) return { field: 'suspects', text: `must have exactly one suspect with "is_murderer" true, but it has ${murderers.length}` };
  if (!Number.isInteger(label) || label < 0 || label >= SUSPECTS) return { field: 'label', text: `must be 0 to ${SUSPECTS - 1}, but it is ${label}` };
  if (names[label] !== murderers[0]!.name) return { field: 'label', text: `points at ${names[label]}, but the murderer is ${murderers[0]!.name}` };
  if (record.murderer !== undefined && record.murderer !== murderers[0]!.name) return { field: 'murderer', text: `is ${record.murderer}, but the suspect with "is_murderer" true is ${murderers[0]!.name}` };
  if (!suspects.some((s) => s.key_question?.length)) return { field: 'suspects', text: 'must give key questions ("key_question") to at least one suspect' };
  return null;
}

/**
 * The setups of a file of AR-Bench cases, one per record in the file's order, or the first
 * problem naming the record and field. Never throws.
 */
export function readCaseFile(text: string): { ok: true; setups: Setup[] } | { ok: false; error: string } {
  const read = readJsonRecords(text, readCase, { idField: 'index' });
  return read.ok ? { ok: true, setups: read.records.map((record) => ({ record })) } : read;
}
