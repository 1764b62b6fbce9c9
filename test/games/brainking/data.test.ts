import { describe, expect, it } from 'vitest';
import type { Entity, Question } from '../../../src/games/brainking/data';
import data from '../../../static-data/brainking/entities.json';

// The BrainKing entity set (static-data/brainking/entities.json): a fixed bank of yes/no
// questions and, for every entity, its answer to each, its hint concepts and its most similar
// entity (the source of the misleading answers in hard mode).

const SOURCE =
  'Written for Fogplay (2026) after the BrainKing protocol of Chen et al. (2024); answers are common-sense judgements for a typical instance.';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
/** Lower case, trimmed, single-spaced, non-empty. */
const isCleanLower = (s: string) => s.length > 0 && s === s.trim().toLowerCase() && !/\s{2,}/.test(s);
/** Whether `text` contains `word` as a whole word or phrase (so "ant" is not found in "plants"). */
const hasWord = (text: string, word: string) =>
  new RegExp(`(^|[^a-z0-9])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`).test(text.toLowerCase());

const raw: unknown = data;
const root = isRecord(raw) ? raw : {};
const questions = (Array.isArray(root.questions) ? root.questions : []) as Question[];
const entities = (Array.isArray(root.entities) ? root.entities : []) as Entity[];
const bank = questions.map((q) => q.id);
const byName = new Map(entities.map((e) => [e.name, e]));
const vector = (e: Entity) => bank.map((id) => (e.answers[id] ? '1' : '0')).join('');

/** The entities whose full answer vector over the bank is shared with at least one other entity. */
function indistinguishable(): Entity[][] {
  const groups = new Map<string, Entity[]>();
  for (const e of entities) groups.set(vector(e), [...(groups.get(vector(e)) ?? []), e]);
  return [...groups.values()].filter((g) => g.length > 1);
}

describe('BrainKing entity data: shape', () => {
  it('has the source line, a question list and an entity list, and nothing else', () => {
    expect(isRecord(raw)).toBe(true);
    expect(Object.keys(root).sort()).toEqual(['entities', 'questions', 'source']);
    expect(root.source).toBe(SOURCE);
    expect(Array.isArray(root.questions)).toBe(true);
    expect(Array.isArray(root.entities)).toBe(true);
  });

  it('asks at least 24 questions, each with a unique snake_case id and a question as text', () => {
    expect(questions.length).toBeGreaterThanOrEqual(24);
    for (const q of questions as unknown[]) {
      expect(isRecord(q) && Object.keys(q).sort().join()).toBe('id,text');
      const { id, text } = q as Record<string, unknown>;
      expect(typeof id === 'string' && /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(id), String(id)).toBe(true);
      expect(typeof text === 'string' && /^[A-Z].*\?$/.test(text), String(text)).toBe(true);
    }
    expect(new Set(bank).size).toBe(bank.length);
    expect(new Set(questions.map((q) => q.text.toLowerCase())).size).toBe(questions.length);
  });

  it('gives every entity exactly the fields of the format, each of the right type', () => {
    for (const e of entities as unknown[]) {
      expect(isRecord(e)).toBe(true);
      const r = e as Record<string, unknown>;
      const where = String(r.name);
      expect(Object.keys(r).sort(), where).toEqual(['aliases', 'answers', 'commonness', 'concepts', 'domain', 'name', 'similar']);
      expect(typeof r.name === 'string' && isCleanLower(r.name), where).toBe(true);
      expect(isStringList(r.aliases) && r.aliases.every(isCleanLower), where).toBe(true);
      expect(typeof r.domain === 'string' && isCleanLower(r.domain), where).toBe(true);
      expect(isStringList(r.concepts) && r.concepts.every(isCleanLower), where).toBe(true);
      expect(typeof r.similar === 'string', where).toBe(true);
      expect([1, 2, 3], where).toContain(r.commonness);
      expect(isRecord(r.answers), where).toBe(true);
    }
  });

  it('answers every question of the bank with a boolean for every entity, and no other', () => {
    for (const e of entities) {
      expect(Object.keys(e.answers).sort(), e.name).toEqual([...bank].sort());
      for (const id of bank) expect(typeof e.answers[id], `${e.name}.${id}`).toBe('boolean');
    }
  });
});

describe('BrainKing entity data: content', () => {
  it('holds at least 500 entities over at least 12 domains', () => {
    expect(entities.length).toBeGreaterThanOrEqual(500);
    expect(new Set(entities.map((e) => e.domain)).size).toBeGreaterThanOrEqual(12);
  });

  it('names every entity once, and no alias is the name of another entity or of two entities', () => {
    expect(byName.size).toBe(entities.length);
    const owner = new Map<string, string>();
    for (const e of entities) {
      expect(new Set(e.aliases).size, e.name).toBe(e.aliases.length);
      expect(e.aliases, e.name).not.toContain(e.name);
      for (const a of e.aliases) {
        expect(byName.has(a), `${e.name}: alias "${a}" is an entity`).toBe(false);
        expect(owner.get(a) ?? e.name, `alias "${a}"`).toBe(e.name);
        owner.set(a, e.name);
      }
    }
  });

  it('gives at least three distinct concept levels, none of which names the entity', () => {
    for (const e of entities) {
      expect(e.concepts.length, e.name).toBeGreaterThanOrEqual(3);
      expect(new Set(e.concepts).size, e.name).toBe(e.concepts.length);
      expect(e.concepts, e.name).not.toContain(e.name);
      for (const c of e.concepts)
        for (const n of [e.name, ...e.aliases]) expect(hasWord(c, n), `${e.name}: concept "${c}" names "${n}"`).toBe(false);
    }
  });

  it('names as similar another entity of the set, which differs on at least one question', () => {
    for (const e of entities) {
      const s = byName.get(e.similar);
      expect(s, `${e.name}: similar "${e.similar}" is missing`).toBeDefined();
      expect(e.similar, e.name).not.toBe(e.name);
      if (s) expect(bank.some((id) => e.answers[id] !== s.answers[id]), `${e.name} ~ ${e.similar}`).toBe(true);
    }
  });

  it('uses every question to split the set: none is answered the same for every entity', () => {
    for (const id of bank) {
      const yes = entities.filter((e) => e.answers[id]).length;
      expect(yes > 0 && yes < entities.length, id).toBe(true);
    }
  });

  it('tells apart all but under 15% of the entities with the bank alone', () => {
    const groups = indistinguishable();
    const count = groups.reduce((n, g) => n + g.length, 0);
    const share = count / entities.length;
    console.log(
      `BrainKing bank: ${count} of ${entities.length} entities (${(100 * share).toFixed(1)}%) share their full ` +
        `answer vector over ${bank.length} questions with another entity` +
        (groups.length ? `: ${groups.map((g) => g.map((e) => e.name).join(' = ')).join('; ')}` : ''),
    );
    expect(share).toBeLessThan(0.15);
  });
});
