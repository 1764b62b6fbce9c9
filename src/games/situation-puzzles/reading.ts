/**
 * The friendly rule-based judge's reading of a story: a yes-or-no question is matched by meaning,
 * as far as a rule can, to one fact of the story (a sentence or clause of the bottom, or a fact of
 * its tree) that holds the question's words or words of the same sense, and answered Yes when the
 * fact says it and No when the fact denies it ("He had never once forgotten to light the lamp"
 * answers "Did he forget to light the lamp?" with No). A question about a death or the supernatural
 * alone is answered from the puzzle's own flags. What no fact holds, it cannot tell.
 */
import { NEGATIONS as QUESTION_NEGATIONS, SMALL_WORDS as QUESTION_SMALL_WORDS } from './match';
import type { KeyAnswer } from './types';

/**
 * Words that carry no content of their own in a question or a fact: the key-question matcher's, and
 * the general words (someone, a thing, got, went) a story and a question share without sharing a meaning.
 */
const SMALL_WORDS = new Set([
  ...QUESTION_SMALL_WORDS,
  ...('really ever actually still all himself herself themselves itself get got become became make made go went gone ' +
    'thing something anything everything someone somebody anyone anybody everyone person people man woman men women guy lady').split(' '),
]);

/** The key-question matcher's negations, and words that deny what follows as surely in a story. */
const NEGATIONS = new Set([...QUESTION_NEGATIONS, 'neither', 'without', 'unable', 'cannot', 'refused', 'refuse', 'refuses', 'barely', 'hardly']);

/** Irregular forms, to their base, so that "saw" is "see". */
const IRREGULAR: Record<string, string> = Object.fromEntries(
  ('saw:see seen:see bought:buy threw:throw thrown:throw left:leave took:take taken:take ran:run found:find told:tell ' +
    'knew:know known:know fell:fall fallen:fall broke:break broken:break caught:catch gave:give given:give came:come ' +
    'thought:think wrote:write written:write held:hold sent:send paid:pay kept:keep stood:stand lost:lose met:meet ' +
    'led:lead brought:bring sat:sit won:win hid:hide hidden:hide sank:sink sunk:sink rose:rise spoke:speak spoken:speak ' +
    'felt:feel said:say heard:hear began:begin grew:grow grown:grow ate:eat eaten:eat drove:drive flew:fly flown:fly ' +
    'burnt:burn stole:steal stolen:steal fought:fight taught:teach slept:sleep woke:wake swam:swim built:build ' +
    'children:child men:man women:woman wives:wife lives:life feet:foot teeth:tooth mice:mouse').split(' ').map((pair) => pair.split(':')),
);

/**
 * Words of one sense, each group under its first word: a question's word and a story's word agree
 * when they fall in the same group. Kept to senses a story's plain words share with a player's.
 */
const SENSES: readonly string[] = [
  'die died dies dying dead death fatal drown perish',
  'kill killer murder murderer stab',
  'sick ill illness disease sickness unwell',
  'ghost spirit supernatural magic haunt',
  'hurt injure injury harm wound',
  'doctor physician surgeon',
  'afraid scare fear frighten',
  'boat ship yacht vessel',
  'purpose deliberately intentionally',
  'police officer',
  'child kid',
  'money cash',
  'letter mail post',
  'crash wreck',
  'cheat affair',
  'steal thief theft rob pickpocket',
  'plane aircraft',
  'fog foggy',
  'joke prank',
  'poison poisonous toxic deadly',
  'save rescue rescuer safety safe',
  'speak talk voice',
  'mistake wrong error',
  'circle loop',
  'love like',
  'real exist genuine',
];

/** Words that say the opposite of their group's first word: "hate" is "not love", "fake" is "not real". */
const OPPOSITES: Record<string, string> = {
  hate: 'love', dislike: 'love', fake: 'real', staged: 'real', imaginary: 'real', alive: 'die', survive: 'die', survived: 'die', survives: 'die',
};

const SENSE_OF = new Map<string, string>();
for (const line of SENSES) {
  const [head, ...rest] = line.split(' ');
  for (const word of [head!, ...rest]) SENSE_OF.set(word, head!);
}

/** A word without its common endings or a final e, so that "flashing", "flashes" and "flash", or "divorced" and "divorce", agree. */
function stem(word: string): string {
  let base = word;
  for (const [ending, keep] of [['ing', 5], ['ied', 4], ['ed', 4], ['es', 4], ['s', 3], ['ly', 5]] as const) {
    if (base.length > keep && base.endsWith(ending) && !base.endsWith('ss')) {
      base = ending === 'ied' ? `${base.slice(0, -3)}y` : base.slice(0, -ending.length);
      break;
    }
  }
  return base.length > 3 && base.endsWith('e') ? base.slice(0, -1) : base;
}

/** A word's sense (its group's first word, else the word stemmed) and whether it says the opposite. */
function senseOf(word: string): { sense: string; opposite: boolean } {
  const base = IRREGULAR[word] ?? word;
  const opposite = OPPOSITES[base];
  if (opposite) return { sense: opposite, opposite: true };
  for (const form of [base, stem(base), `${stem(base)}e`]) {
    const sense = SENSE_OF.get(form);
    if (sense) return { sense, opposite: false };
  }
  return { sense: stem(base), opposite: false };
}

/**
 * Content words a negation reaches after it, within its clause: "never once forgotten to light the
 * lamp" denies the lighting, "nobody was killed in the fire" denies the killing but not the fire,
 * "never wanted to wreck a ship" denies the wish, not the wreck, and "no boat on the island" denies the boat.
 */
const NEGATION_REACH = 3;
/** Negations that deny only the word after them: "no boat on the island" has an island. */
const NARROW_NEGATIONS = new Set(['no', 'nobody', 'nothing', 'none']);
const INTENTS = new Set(['want', 'mean', 'try', 'plan', 'intend', 'wish']);

/** The senses of a text's content words, each with whether the text denies it (a negation shortly before it, or an opposite word). */
function read(text: string): Map<string, boolean> {
  const tokens = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/’/g, "'")
    .replace(/n't\b/g, ' not')
    .replace(/'s\b/g, '')
    .match(/[a-z0-9]+|[,;:]/g) ?? [];
  const senses = new Map<string, boolean>();
  /** Content words the last negation still reaches. */
  let reach = 0;
  for (const token of tokens) {
    if (/^[,;:]$/.test(token)) reach = 0;
    else if (NEGATIONS.has(token)) reach = NARROW_NEGATIONS.has(token) ? 1 : NEGATION_REACH;
    else if (!SMALL_WORDS.has(token)) {
      const { sense, opposite } = senseOf(token);
      if (!senses.has(sense)) senses.set(sense, reach > 0 !== opposite);
      reach = INTENTS.has(sense) ? 0 : Math.max(0, reach - 1);
    }
  }
  return senses;
}

/** One fact of a story, and whether the story denies it (a key question answered No). */
export interface Fact {
  text: string;
  denied: boolean;
}

/** The story's facts: its sentences and clauses, and its key questions with their answers. */
export function factsOf(bottom: string, keyQuestions: readonly { text: string; answer: KeyAnswer | null }[], treeFacts: readonly string[] = []): Fact[] {
  const clauses = bottom.split(/(?<=[.!?])\s+|;\s*|,?\s+but\s+|:\s+|,\s+(?:and|so|then)\s+/);
  return [
    ...[...clauses, ...treeFacts].map((text) => ({ text: text.trim(), denied: false })).filter((f) => f.text),
    ...keyQuestions.flatMap((k) => (k.answer === null ? [] : [{ text: k.text, denied: k.answer === 'No' }])),
  ];
}

/** What the judge knows of a story. */
export interface Story {
  /** What the player was shown: its words name the story's people and things, which a fact may call by a pronoun. */
  surface: string;
  facts: readonly Fact[];
  /** Whether someone dies in it, and whether it is supernatural; null where the puzzle does not say. */
  someoneDies: boolean | null;
  supernatural: boolean | null;
}

const yes = (says: boolean): KeyAnswer => (says ? 'Yes' : 'No');

/** Words that ask about anyone at all: "Did someone die?" asks the story as a whole. */
const ANYONE = /\b(someone|somebody|anyone|anybody|nobody|people)\b/i;

/** Share of a question's own senses (those not in the surface) a fact must hold to answer it. */
const COVERAGE = 0.75;

/**
 * The answer a reading of the story gives to a yes-or-no question, or null when the story holds
 * nothing that answers it. A fact answers when it holds most of the question's senses that the
 * surface does not (the surface's name the story's people, whom a fact calls "he"); of several, the
 * one holding most of them, then one that affirms (a story that says "the storm hit" and "the
 * forecast said nothing about a storm" had a storm), then the shortest.
 */
export function answerFromStory(question: string, story: Story): KeyAnswer | null {
  const asked = read(question);
  if (asked.size === 0) return null;
  const askedDenied = [...asked.values()].some(Boolean);
  const only = asked.size === 1 ? [...asked.keys()][0] : undefined;
  // Whether anyone died is the puzzle's to say; where nobody dies, nobody named did either.
  if ((only === 'die' || only === 'kill') && story.someoneDies !== null && (ANYONE.test(question) || !story.someoneDies)) return yes(story.someoneDies !== askedDenied);
  if (only === 'ghost' && story.supernatural !== null) return yes(story.supernatural !== askedDenied);
  const shown = read(story.surface);
  const own = [...asked.keys()].filter((s) => !shown.has(s));
  const required = own.length ? own : [...asked.keys()];
  let best: { held: number; all: number; affirms: boolean; extra: number; says: boolean } | null = null;
  for (const fact of story.facts) {
    const said = read(fact.text);
    const held = required.filter((s) => said.has(s)).length / required.length;
    if (held === 0 || held < COVERAGE) continue;
    const common = [...asked.keys()].filter((s) => said.has(s));
    const denied = common.some((s) => said.get(s) !== asked.get(s));
    const says = denied === fact.denied;
    const candidate = { held, all: common.length, affirms: !denied && !fact.denied, extra: said.size - common.length, says };
    if (!best || better(candidate, best)) best = candidate;
  }
  return best ? yes(best.says) : null;
}

function better(a: { held: number; all: number; affirms: boolean; extra: number }, b: typeof a): boolean {
  if (a.held !== b.held) return a.held > b.held;
  if (a.all !== b.all) return a.all > b.all;
  if (a.extra !== b.extra) return a.extra < b.extra;
  return a.affirms && !b.affirms;
}
