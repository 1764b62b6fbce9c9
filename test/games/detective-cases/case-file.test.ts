import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { caseProblem, readCaseFile } from '../../../src/games/detective-cases/case-file';
import { CASES } from '../../../src/games/detective-cases/data';
import type { CaseRecord } from '../../../src/games/detective-cases/types';

const FILE = readFileSync('static-data/detective-cases/cases.json', 'utf8');
const one = (edit: (record: Record<string, any>) => void) => {
  const record = structuredClone(CASES[0]!) as Record<string, any>;
  edit(record);
  return JSON.stringify([structuredClone(CASES[1]), record]);
};
const errorOf = (text: string) => {
  const read = readCaseFile(text);
  return read.ok ? 'read' : read.error;
};

describe('the bundled cases', () => {
  it.each(CASES.map((c) => [c.index, c] as const))('case %i has five suspects, one murderer at its label, and key questions', (_, record: CaseRecord) => {
    expect(record.suspects).toHaveLength(5);
    expect(record.suspects.filter((s) => s.is_murderer)).toHaveLength(1);
    expect(record.initial_information.suspect[record.label]!.name).toBe(record.suspects.find((s) => s.is_murderer)!.name);
    expect(record.key_question).toEqual(record.suspects.flatMap((s) => s.key_question ?? []));
    expect(record.suspects.map((s) => s.key_question?.length ?? 0)).toEqual([3, 1, 1, 1, 0]);
    expect(caseProblem(record)).toBeNull();
  });

  it('reads the bundled file into one setup per case, each holding the record itself', () => {
    const read = readCaseFile(FILE);
    expect(read.ok && read.setups).toEqual(CASES.map((record) => ({ record })));
  });
});

describe('reading a file of AR-Bench cases', () => {
  it('accepts the field types that vary in AR-Bench’s files', () => {
    const text = one((r) => {
      r.suspects[0].motive = 'A single string.';
      r.suspects[1].access_to_weapon = ['Now a list.'];
      r.suspects[2].evidence = { motive: 'None.', opportunity: ['Some.'] };
      delete r.murderer;
      delete r.explanation;
    });
    const read = readCaseFile(text);
    expect(read.ok).toBe(true);
    const record = read.ok ? (read.setups[1] as { record: CaseRecord }).record : null;
    expect(record?.suspects[2]!.evidence).toEqual({ motive: 'None.', opportunity: ['Some.'] });
    expect(record && 'murderer' in record).toBe(false);
  });

  it('parses a generated file of 100 cases', () => {
    const many = Array.from({ length: 100 }, (_, i) => ({ ...structuredClone(CASES[i % CASES.length]!), index: i + 1 }));
    const read = readCaseFile(JSON.stringify(many));
    expect(read.ok && read.setups.length).toBe(100);
  });

  it.each([
    ['not JSON', '[{', /^The file is not JSON/],
    ['not an array', '{}', /must hold a JSON array/],
    ['empty', '[]', /holds no records/],
    ['a record that is not an object', '[1]', /^Record 1 must be an object/],
    ['four suspects', one((r) => r.suspects.pop()), /^Record 2 \(index 1\): the field "suspects" must list 5 suspects, but it lists 4/],
    ['a suspect without a story', one((r) => delete r.suspects[3].story), /"suspects\[3\]\.story" must be a non-empty string, but it is missing/],
    ['a fact that is a number', one((r) => (r.suspects[1].motive = 7)), /"suspects\[1\]\.motive" must be a non-empty string or a list/],
    ['an evidence object with no known part', one((r) => (r.suspects[1].evidence = { other: 'x' })), /"suspects\[1\]\.evidence" must have motive, opportunity or access_to_weapon/],
    ['is_murderer not a boolean', one((r) => (r.suspects[1].is_murderer = 'no')), /"suspects\[1\]\.is_murderer" must be true or false/],
    ['two murderers', one((r) => (r.suspects[1].is_murderer = true)), /"suspects" must have exactly one suspect with "is_murderer" true, but it has 2/],
    ['no murderer', one((r) => (r.suspects[0].is_murderer = false)), /but it has 0/],
    ['a label on an innocent', one((r) => (r.label = (r.label + 1) % 5)), /the field "label" points at .*, but the murderer is Marta Kovac/],
    ['a label out of range', one((r) => (r.label = 7)), /"label" must be 0 to 4, but it is 7/],
    ['a label that is not a number', one((r) => (r.label = '2')), /"label" must be a whole number/],
    ['a murderer field naming an innocent', one((r) => (r.murderer = 'Tobias Reinholt')), /"murderer" is Tobias Reinholt, but the suspect with "is_murderer" true is Marta Kovac/],
    ['an introduced suspect not among the suspects', one((r) => (r.initial_information.suspect[0].name = 'Nobody')), /"initial_information\.suspect" names "Nobody"/],
    ['the same suspect introduced twice', one((r) => (r.initial_information.suspect[1] = r.initial_information.suspect[0])), /must name five different suspects/],
    ['no key questions', one((r) => (r.key_question = [])), /"key_question" must be a list of at least 1 non-empty strings/],
    ['no suspect with key questions', one((r) => r.suspects.forEach((s: Record<string, unknown>) => delete s.key_question)), /must give key questions/],
    ['a victim without a weapon', one((r) => delete r.victim.murder_weapon), /"victim\.murder_weapon" must be a non-empty string, but it is missing/],
  ])('refuses %s, naming the record and field', (_, text, error) => {
    expect(errorOf(text)).toMatch(error);
  });
});
