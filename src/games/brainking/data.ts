/**
 * BrainKing's entity set and question bank, from `static-data/brainking/entities.json` (see the
 * README beside it): 523 entities, each with its hint concepts, its most similar entity and its
 * answer to every question of a 48-question bank.
 */
import data from '../../../static-data/brainking/entities.json' with { type: 'json' };

/** A question of the bank. */
export interface Question {
  /** Short snake_case id, such as `alive`. */
  id: string;
  /** The question as a person asks it, such as "Is it alive?". */
  text: string;
}

/** An entity a player may have to find. */
export interface Entity {
  /** Lower case and singular; unique in the set. */
  name: string;
  /** Other names a guess may use: the plural and common synonyms. */
  aliases: string[];
  domain: string;
  /** Hint concepts, most specific first (easy and hard mode start from the first, medium from the second, broad from the third). */
  concepts: string[];
  /** The most similar other entity: hard mode's misleading answers are its answers. */
  similar: string;
  /** 1 (very common) to 3 (less common). */
  commonness: number;
  /** The answer to every question of the bank, by question id. */
  answers: Record<string, boolean>;
}

/** The bank, from general to detailed questions. */
export const QUESTIONS: readonly Question[] = data.questions;

export const ENTITIES: readonly Entity[] = data.entities as Entity[];

const BY_NAME = new Map(ENTITIES.map((e) => [e.name, e]));
const BY_ID = new Map(QUESTIONS.map((q) => [q.id, q]));

export function entityNamed(name: string): Entity | undefined {
  return BY_NAME.get(name);
}

export function questionById(id: string): Question | undefined {
  return BY_ID.get(id);
}
