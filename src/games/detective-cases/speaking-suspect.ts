/**
 * The suspect for people: a rule-based suspect that speaks to the question. It reads the question's
 * kind (where, when, whom, why, the weapon, or whether they did it), answers in the first person
 * from its own record's facts of that kind, and says so when its record holds nothing of the kind.
 * As the benchmark's stand-in does, an innocent tells its facts, the murderer keeps the incriminating
 * ones back and denies, and the suspect who knows nothing sounds suspicious. Not the benchmark's
 * suspect: its answers differ, so a run with it is not AR-Bench's.
 */
import { CONFUSER_LINES, isConfuser, suspectBot, suspectMove } from './bots';
import type { Facts, Move, SuspectRecord, SuspectView } from './types';

/** What a question asks a suspect. */
export type Kind = 'guilt' | 'weapon' | 'where' | 'when' | 'whom' | 'relationship' | 'why-there' | 'why';

/** Each kind's cue, in order of precedence: "Why were you in the tower at 8 pm?" asks why, "Where were you at 8 pm?" where. */
const CUES: [Kind, RegExp][] = [
  ['guilt', /\b(kill(ed)?|murder(ed)?|did (it|that)|guilty|responsible)\b/],
  ['weapon', /\b(weapon|poison|hammer|knife|gun|rope|key|keys|access|touch(ed)?|handle(d)?)\b/],
  ['why-there', /\bwhy\b.*\b(there|here|come|came|visit(ing)?|stay(ed)?|go|went|at the|in the)\b/],
  ['why', /\b(why|motive|reason|gain|lose|money|debt|owe|inherit|benefit|angry|quarrel(led)?|argue(d)?|hate(d)?|grudge)\b/],
  ['where', /\b(where|alibi|whereabouts)\b/],
  ['whom', /\b(who|whom|see|saw|seen|notice(d)?|hear(d)?|anyone|someone|somebody|witness(es)?|others?)\b/],
  ['when', /\b(when|what time|time|o'?clock|\d{1,2}(:\d\d)?\s*(am|pm)|timeline|hour|minutes?|leave|left|arrive(d)?)\b/],
  ['relationship', /\b(know|knew|relationship|related|friend|family|work(ed)? (for|with)|how long)\b/],
];

/**
 * The kind of a question, or null when it names none. Without a cue word, a question that shares a
 * longer word with what the record says of the weapon ("Could you get to the foxglove?") asks of it.
 */
export function kindOf(question: string, self?: SuspectRecord): Kind | null {
  const text = question.toLowerCase().replace(/[’']/g, "'");
  const cued = CUES.find(([, cue]) => cue.test(text))?.[0];
  if (cued) return cued;
  const weaponWords = new Set(factList(self?.access_to_weapon).join(' ').toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 4));
  return text.split(/[^a-z]+/).some((w) => weaponWords.has(w)) ? 'weapon' : null;
}

/** What a suspect says to a question whose kind it cannot tell. */
export const NOT_UNDERSTOOD = 'I am not sure what you are asking. Ask me where I was, when, whom I saw, why, or about the weapon.';

/** The record's fields that answer each kind, innocent and murderer apart: the murderer tells only what does not give it away. */
const FIELDS: Record<Kind, { innocent: (keyof SuspectRecord)[]; murderer: (keyof SuspectRecord)[] }> = {
  guilt: { innocent: ['opportunity'], murderer: ['reason_at_scene'] },
  weapon: { innocent: ['access_to_weapon'], murderer: [] },
  where: { innocent: ['opportunity', 'reason_at_scene'], murderer: ['reason_at_scene'] },
  when: { innocent: ['timeline'], murderer: [] },
  whom: { innocent: ['testimony'], murderer: ['testimony'] },
  relationship: { innocent: ['relationship'], murderer: ['relationship'] },
  'why-there': { innocent: ['reason_at_scene'], murderer: ['reason_at_scene'] },
  why: { innocent: ['motive'], murderer: ['relationship'] },
};

/** What a suspect says when its record holds nothing of a kind. */
const NOTHING: Record<Kind, string> = {
  guilt: 'No, I did not do it.',
  weapon: 'I know nothing about the weapon: I never had anything to do with it.',
  where: 'I cannot tell you more about where I was than I have.',
  when: 'I did not watch the clock, and I cannot give you times.',
  whom: 'I did not see anyone else that I could tell you about.',
  relationship: 'There is nothing to tell about how I knew the victim.',
  'why-there': 'I had no particular reason to be there that I can tell you.',
  why: 'I had no reason to want anyone dead.',
};

/** What the suspect who knows nothing says: nothing about the crime, all of it suspicious, and no denial. */
const CONFUSER: Record<Kind, string> = {
  guilt: 'Would I tell you if I had? You will have to work that out yourself.',
  weapon: CONFUSER_LINES.weapon,
  where: CONFUSER_LINES.opportunity,
  when: 'Times? I was about, here and there, all evening.',
  whom: CONFUSER_LINES.testimony,
  relationship: CONFUSER_LINES.relationship,
  'why-there': CONFUSER_LINES.reason,
  why: CONFUSER_LINES.motive,
};

const THIRD_PERSON_FORMS: Record<string, string> = { is: 'am', has: 'have', does: 'do', was: 'was', says: 'say', goes: 'go' };

/** A verb as "I" says it: "owes" is "owe", "watches" is "watch", "carries" is "carry". */
function firstPersonVerb(verb: string): string {
  const lower = verb.toLowerCase();
  if (THIRD_PERSON_FORMS[lower]) return THIRD_PERSON_FORMS[lower];
  if (/ies$/.test(lower) && lower.length > 4) return `${lower.slice(0, -3)}y`;
  if (/(ch|sh|x|ss|o)es$/.test(lower)) return lower.slice(0, -2);
  if (/[^su]s$/.test(lower)) return lower.slice(0, -1);
  return lower;
}

/** Words after "her" that show it is the object ("saw her climbing", "lent her his key"), not the possessive ("her key"). */
const AFTER_OBJECT = /^(climbing|leaving|going|walking|coming|at|on|in|to|from|with|and|or|but|before|after|that|the|a|an|about|near|by|for|again|twice|once|up|down|out|off|his|their|its|my|your)$/i;

/** Whether a record speaks of its suspect as "she" or "he": the subject that opens more of its facts. */
function pronounOf(self: SuspectRecord): 'she' | 'he' {
  const openings = FACT_FIELDS.flatMap((field) => factList(self[field] as Facts | undefined)).map((fact) => fact.trim().split(/\s+/)[0]!.toLowerCase());
  return openings.filter((w) => w === 'she').length > openings.filter((w) => w === 'he').length ? 'she' : 'he';
}

/**
 * A fact about the suspect as the suspect says it: its name and its own pronoun ("she", "her",
 * "herself", for a suspect the record calls she) become "I", "me", "my" and "myself", and a verb
 * after "I" agrees ("She says she took" is "I took"). The other pronoun is someone else's.
 */
export function inFirstPerson(fact: string, name: string, pronoun: 'she' | 'he'): string {
  const first = name.split(/\s+/)[0]!;
  const names = [name, first].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  let text = fact
    .replace(new RegExp(`\\b(${names})['’]s\\b`, 'g'), 'my')
    .replace(new RegExp(`\\b(${names})\\b`, 'g'), 'I')
    .replace(new RegExp(`\\b${pronoun} says ${pronoun}\\b`, 'gi'), 'I')
    .replace(new RegExp(`\\b${pronoun}\\b`, 'gi'), 'I')
    .replace(new RegExp(`\\b${pronoun === 'she' ? 'herself' : 'himself'}\\b`, 'gi'), 'myself');
  text =
    pronoun === 'he'
      ? text.replace(/\bhis\b/gi, 'my').replace(/\bhim\b/gi, 'me')
      : text.replace(/\bher\b(\s+)(\S+)/gi, (_, space: string, next: string) => `${AFTER_OBJECT.test(next.replace(/\W+$/, '')) ? 'me' : 'my'}${space}${next}`).replace(/\bher\b/gi, 'me');
  // A verb after "I" agrees with it ("I owes" is "I owe"); a sentence's first word keeps its capital.
  text = text.replace(/\bI (had |would |could |will |did )?([a-z]+)\b/g, (whole, helper: string | undefined, verb: string) => (helper ? whole : `I ${firstPersonVerb(verb)}`));
  return text.replace(/(^|[.!?]\s+)([a-z])/g, (_, start: string, letter: string) => `${start}${letter.toUpperCase()}`);
}

/**
 * A timeline's entries as the suspect tells them: "Arrives on the ferry." is "At 03:00 PM, I arrive
 * on the ferry.", "From the window, sees Callum" is "… from the window, I see Callum".
 */
function timelineText(timeline: SuspectRecord['timeline'], name: string, pronoun: 'she' | 'he'): string[] {
  return (timeline ?? []).map(({ time, activity }) => {
    const said = activity
      .trim()
      .replace(/^([A-Za-z]+s)\b/, (verb) => (NOT_VERBS.test(verb) ? verb : `I ${firstPersonVerb(verb)}`))
      .replace(/^([A-Z][^,;]*), ([a-z]+s)\b/, (_, before: string, verb: string) => `${before}, I ${firstPersonVerb(verb)}`)
      .replace(/\b(I [a-z]+ [^;]*?\band) ([a-z]+s)\b/, (_, before: string, verb: string) => `${before} ${firstPersonVerb(verb)}`);
    const told = inFirstPerson(said, name, pronoun);
    return `At ${time}, ${told.startsWith('I ') ? told : told.charAt(0).toLowerCase() + told.slice(1)}`;
  });
}

/** Words ending in s that open a timeline entry without being its verb ("His ferry ticket is scanned"). */
const NOT_VERBS = /^(his|hers|its|this|was|is|as|us|always|perhaps)$/i;

/** The record's fields that hold facts about the suspect. */
const FACT_FIELDS: (keyof SuspectRecord)[] = ['relationship', 'reason_at_scene', 'suspicion', 'motive', 'opportunity', 'access_to_weapon', 'testimony'];

function factList(facts: Facts | Record<string, Facts> | undefined): string[] {
  if (facts === undefined) return [];
  if (typeof facts === 'string') return [facts];
  if (Array.isArray(facts)) return facts;
  return Object.values(facts).flatMap(factList);
}

const stems = (text: string) => new Set(text.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 3).map((w) => w.replace(/(ing|ed|es|s)$/, '')));

/** The record's facts of a kind, in the first person, at most three: those that share a word with the question first. */
function factsOfKind(self: SuspectRecord, kind: Kind, question: string): string[] {
  const fields = self.is_murderer ? FIELDS[kind].murderer : FIELDS[kind].innocent;
  const pronoun = pronounOf(self);
  const facts = fields.flatMap((field) =>
    field === 'timeline' ? timelineText(self.timeline, self.name, pronoun) : factList(self[field] as Facts | undefined).map((fact) => inFirstPerson(fact.trim(), self.name, pronoun)),
  );
  const asked = stems(question);
  const shares = (fact: string) => [...stems(fact)].some((w) => asked.has(w));
  return [...facts.filter(shares), ...facts.filter((f) => !shares(f))].slice(0, 3);
}

/** The suspect's answer, in the first person, to a question of the detective's. */
export function speakingAnswer(self: SuspectRecord, question: string): string {
  const kind = kindOf(question, self);
  if (kind === null) return NOT_UNDERSTOOD;
  if (isConfuser(self)) return CONFUSER[kind];
  const facts = factsOfKind(self, kind, question);
  // Asked whether they did it, every suspect says no; an innocent adds where they were, the murderer why they were there.
  if (kind === 'guilt') return [NOTHING.guilt, ...facts.slice(0, 1)].join(' ');
  return facts.length ? facts.join(' ') : NOTHING[kind];
}

export const speakingMove = (view: SuspectView): Move => suspectMove(view, speakingAnswer);

export const speakingSuspect = suspectBot('speaking', speakingMove);
