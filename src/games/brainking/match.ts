/**
 * Matching a player's words to the data: a guess to an entity's name or aliases, a typed question
 * to the bank. Case, punctuation and articles do not matter, and in a guess neither does a plural
 * ending: "The Wolves!" names the wolf, and "is it alive" is the bank's "Is it alive?".
 */
import { ENTITIES, QUESTIONS, type Entity, type Question } from './data';

const ARTICLES = new Set(['a', 'an', 'the']);

/** Lower-case words without punctuation or articles. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !ARTICLES.has(w));
}

/** The forms a word may have without a plural ending: "berries" → berry, "boxes" → box, "shoes" → shoe. */
function singulars(word: string): string[] {
  const forms = [word];
  if (word.length > 3 && word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.length > 3 && word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.length > 2 && word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  return forms;
}

/** Whether two words are the same up to a plural ending, whichever of them has it. */
const sameWord = (a: string, b: string) => a === b || singulars(a).includes(b) || singulars(b).includes(a);

/** Whether two names are the same after normalising both. */
export function sameName(a: string, b: string): boolean {
  const [x, y] = [words(a), words(b)];
  return x.length > 0 && x.length === y.length && x.every((w, i) => sameWord(w, y[i]!));
}

/** A text as the words that matter, for comparing questions. */
export const normalise = (text: string) => words(text).join(' ');
const EXACT = new Map(ENTITIES.flatMap((e) => [e.name, ...e.aliases].map((name) => [normalise(name), e] as const)));

/**
 * The entity of the set that `text` names, if any. A name written exactly wins over one that
 * differs by a plural ending ("trainers" are sneakers, though a coach is a "trainer").
 */
export function findEntity(text: string): Entity | undefined {
  return EXACT.get(normalise(text)) ?? ENTITIES.find((e) => [e.name, ...e.aliases].some((name) => sameName(text, name)));
}

const BANK = new Map(QUESTIONS.map((q) => [normalise(q.text), q]));

/** The bank question `text` is, word for word after normalising, if any. */
export function findQuestion(text: string): Question | undefined {
  return BANK.get(normalise(text));
}

/** Words every question shares, which say nothing of what it asks. */
const FILLER = new Set(['is', 'it', 'does', 'do', 'can', 'you', 'has', 'have', 'and', 'or', 'of', 'in', 'on', 'usually', 'mostly', 'made', 'people']);

/**
 * The bank's questions nearest a free one, by the words they share (a plural ending aside), best
 * first and in the bank's order among equals: what the rule-based oracle offers instead ("Does it
 * bark?" has none in common, so the bank's first questions).
 */
export function nearestQuestions(text: string, count = 3): Question[] {
  const asked = words(text).filter((w) => !FILLER.has(w));
  const shared = (q: Question) => words(q.text).filter((w) => !FILLER.has(w) && asked.some((a) => sameWord(a, w))).length;
  return QUESTIONS.map((q, i) => ({ q, i, score: shared(q) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, count)
    .map(({ q }) => q);
}
