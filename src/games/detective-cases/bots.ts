/**
 * The rule-based seats: a stand-in suspect that answers from its own record's fields by keyword
 * (not a model, and no role-play beyond these rules), and a reference detective that asks every
 * suspect AR-Bench's three key points (motive, opportunity, access to the weapon) and what they
 * saw, and accuses by the answers.
 */
import type { Agent, AgentFactory } from '../../core/agent';
import type { DetectiveView, Facts, Letter, Move, SuspectRecord, SuspectView } from './types';

/** What a question is about; the first three are AR-Bench's key points. */
export type Topic = 'motive' | 'opportunity' | 'weapon' | 'testimony' | 'evidence' | 'relationship' | 'reason';

/** Word beginnings that mark each topic, in order of precedence on a tie. */
const CUES: [Topic, string[]][] = [
  ['opportunity', ['where', 'when', 'alibi', 'between', 'time', 'pm', 'am', 'clock', 'evening', 'night', 'midnight', 'morning', 'dawn', 'afternoon', 'doing', 'during', 'confirm', 'vouch', 'movement', 'opportunit', 'leave', 'left', 'arriv']],
  ['motive', ['motive', 'why', 'gain', 'lose', 'lost', 'money', 'debt', 'owe', 'inherit', 'grudge', 'hate', 'angry', 'quarrel', 'argu', 'benefit', 'dead', 'sell', 'sale', 'lease', 'saving', 'jealous', 'revenge', 'profit', 'stand']],
  ['weapon', ['weapon', 'key', 'access', 'handl', 'touch', 'hold', 'held', 'reach', 'kept', 'lock', 'get to']],
  ['testimony', ['see', 'saw', 'seen', 'notic', 'witness', 'hear', 'heard', 'anyone', 'else', 'other', 'someone']],
  ['evidence', ['evidence', 'proof', 'prove', 'fingerprint', 'print', 'clue']],
  ['relationship', ['know', 'relationship', 'relation', 'friend', 'work', 'family', 'related']],
  ['reason', ['there', 'here', 'come', 'came', 'visit', 'purpose']],
];

/** The AR-Bench key points, in the murderer's key-question order. */
export const KEY_POINTS: readonly Topic[] = ['motive', 'opportunity', 'weapon'];

const wordsOf = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

const textOf = (facts: SuspectRecord[keyof SuspectRecord] | undefined): string => {
  if (facts === undefined || typeof facts === 'boolean') return '';
  if (typeof facts === 'string') return facts;
  if (Array.isArray(facts)) return facts.map((f) => (typeof f === 'string' ? f : `${f.time} ${f.activity}`)).join(' ');
  return Object.values(facts).map(textOf).join(' ');
};

/** The fields of a record that answer each topic. */
const FIELDS: Record<Topic, (keyof SuspectRecord)[]> = {
  motive: ['motive'],
  opportunity: ['opportunity', 'timeline'],
  weapon: ['access_to_weapon'],
  testimony: ['testimony'],
  evidence: ['evidence'],
  relationship: ['relationship'],
  reason: ['reason_at_scene'],
};

/** The topic of a question: its cue words, and its longer words shared with the suspect's own fields for each topic. */
export function topicOf(question: string, self: SuspectRecord): Topic | null {
  const asked = wordsOf(question);
  const text = ` ${asked.join(' ')} `;
  let best: Topic | null = null;
  let bestScore = 0;
  for (const [topic, cues] of CUES) {
    const cueHits = cues.filter((cue) => (cue.includes(' ') ? text.includes(` ${cue} `) : asked.some((w) => w.startsWith(cue)))).length;
    const fieldWords = new Set(wordsOf(FIELDS[topic].map((f) => textOf(self[f])).join(' ')).filter((w) => w.length > 4));
    const shared = asked.filter((w) => w.length > 4 && fieldWords.has(w)).length;
    const score = 2 * cueHits + shared;
    if (score > bestScore) [best, bestScore] = [topic, score];
  }
  return best;
}

/** At most two sentences of a text. */
const twoSentences = (text: string) => text.trim().split(/(?<=[.!?])\s+/).slice(0, 2).join(' ');

/** A field's answer: a string as it is, the first two facts of a list. */
function factsAnswer(facts: Facts | SuspectRecord['evidence'] | undefined): string {
  if (facts === undefined) return '';
  if (typeof facts === 'string') return twoSentences(facts);
  if (Array.isArray(facts)) return facts.slice(0, 2).join(' ');
  return twoSentences(textOf(facts));
}

/** What the confuser says to each topic: nothing about the crime, all of it suspicious, and no denial. */
export const CONFUSER_LINES: Record<Topic, string> = {
  motive: 'The victim and I had words once, and I will not pretend I liked them.',
  opportunity: 'I was out walking near the scene on my own around then, as I often am.',
  weapon: 'I know where that sort of thing is kept; everybody here does.',
  testimony: 'I saw plenty that evening, but I keep my own counsel.',
  evidence: 'Whatever you have found, I would look very carefully before you decide.',
  relationship: 'I knew of the victim; this is a small place.',
  reason: 'I had my reasons for being there, and they are my own business.',
};

/**
 * The murderer's rules: a bland fact for motive and opportunity, and for the weapon and the evidence
 * what they saw of others, to cast doubt elsewhere; the incriminating fields are never told.
 */
const MURDERER_FIELDS: Record<Topic, keyof SuspectRecord> = {
  motive: 'relationship',
  opportunity: 'reason_at_scene',
  weapon: 'testimony',
  evidence: 'testimony',
  testimony: 'testimony',
  relationship: 'relationship',
  reason: 'reason_at_scene',
};

/** The suspect who knows nothing of the crime: neither murderer nor innocent, with no motive of their own. */
export const isConfuser = (self: SuspectRecord) => self.is_murderer === undefined && self.motive === undefined;

/** The stand-in suspect's answer: innocents tell their field truthfully, the murderer hides, the confuser looks suspicious. */
export function standInAnswer(self: SuspectRecord, question: string): string {
  const topic = topicOf(question, self);
  if (isConfuser(self)) return CONFUSER_LINES[topic ?? 'reason'];
  const field = self.is_murderer ? MURDERER_FIELDS[topic ?? 'reason'] : (FIELDS[topic ?? 'reason'][0] ?? 'reason_at_scene');
  return factsAnswer(self[field] as Facts | undefined) || factsAnswer(self.reason_at_scene) || 'I have told you what I know.';
}

/** The suspect's key questions (numbers from 1) that a question hits: those on the same key point. */
export function standInHits(self: SuspectRecord, question: string): number[] {
  const topic = topicOf(question, self);
  if (!topic || !KEY_POINTS.includes(topic)) return [];
  return (self.key_question ?? []).flatMap((key, i) => (topicOf(key, self) === topic ? [i + 1] : []));
}

/** A rule-based suspect's move: `answer` to the question put to it, the key questions it touches marked as the stand-in reads them. */
export function suspectMove(view: SuspectView, answer: (self: SuspectRecord, question: string) => string): Move {
  const question = view.pending?.question ?? '';
  return { kind: 'answer', text: answer(view.self, question), hits: standInHits(view.self, question) };
}

/** A suspect seat played by a rule: its move is `move`'s. */
export const suspectBot = (name: string, move: (view: SuspectView) => Move): AgentFactory => () =>
  ({ info: { kind: 'bot', name }, act: async (view: SuspectView) => move(view) }) satisfies Agent<SuspectView>;

export const standInMove = (view: SuspectView): Move => suspectMove(view, standInAnswer);

export const standInSuspect = suspectBot('rules', standInMove);

/** The reference detective's questions, by topic. */
export function keyPointQuestion(topic: 'motive' | 'opportunity' | 'weapon' | 'testimony', view: DetectiveView): string {
  switch (topic) {
    case 'motive':
      return `What did you stand to gain or lose from the death of ${view.victim.name}?`;
    case 'opportunity':
      return `Where were you at the time ${view.victim.name} was killed?`;
    case 'weapon':
      return `Could you get to the murder weapon, ${view.victim.murder_weapon.charAt(0).toLowerCase()}${view.victim.murder_weapon.slice(1)}?`;
    case 'testimony':
      return 'What did you see of the others that day?';
  }
}

/** What the reference detective asks when its plan is done and turns are left. */
export const FILLER_QUESTION = 'Is there anything else you can tell me about that day?';

/** An answer that clears a suspect of a key point: it denies something. */
const DENIAL = /\b(no|not|never|nobody|without|cannot)\b|n['’]t\b/i;

/** A name's distinctive word (the surname), for counting mentions. */
const surname = (name: string) => name.split(/\s+/).at(-1) ?? name;

/**
 * The reference detective's accusation: the suspect cleared least often by a denial when asked a
 * key point, then the one most named in the other suspects' answers, then the first letter.
 */
export function accuseByAnswers(view: DetectiveView): { suspect: Letter; reasoning: string } {
  const asked = view.turns.filter((t) => t.suspect !== null && t.answer !== null);
  const keyPoint = new Set<string>(KEY_POINTS.map((topic) => keyPointQuestion(topic as 'motive', view)));
  const scores = view.suspects.map(({ letter, name }) => ({
    letter,
    name,
    cleared: asked.filter((t) => t.suspect === letter && keyPoint.has(t.question!) && DENIAL.test(t.answer!)).length,
    named: asked.filter((t) => t.suspect !== letter && t.answer!.includes(surname(name))).length,
  }));
  const ranked = [...scores].sort((a, b) => a.cleared - b.cleared || b.named - a.named);
  const lines = scores.map((s) => `${s.letter}. ${s.name}: cleared on ${s.cleared} key point${s.cleared === 1 ? '' : 's'}, named ${s.named} time${s.named === 1 ? '' : 's'} by the others`);
  return { suspect: ranked[0]!.letter, reasoning: [...lines, `The least cleared and most named is ${ranked[0]!.name}.`].join('\n') };
}

/** The reference detective's plan: each suspect's three key points, then what each saw. */
function plan(view: DetectiveView): { suspect: Letter; question: string }[] {
  const keyPoints = view.suspects.flatMap(({ letter }) => KEY_POINTS.map((topic) => ({ suspect: letter, question: keyPointQuestion(topic as 'motive', view) })));
  return [...keyPoints, ...view.suspects.map(({ letter }) => ({ suspect: letter, question: keyPointQuestion('testimony', view) }))];
}

export function keyPointMove(view: DetectiveView): Move {
  const played = view.turns.length;
  const steps = plan(view);
  const done = played >= view.maxTurns || (view.earlyAccusation && played >= steps.length);
  if (done) return { kind: 'accuse', ...accuseByAnswers(view) };
  const step = steps[played] ?? { suspect: view.suspects[played % view.suspects.length]!.letter, question: FILLER_QUESTION };
  return { kind: 'ask', suspect: view.chosen ?? step.suspect, question: step.question };
}

export const keyPointDetective: AgentFactory = () =>
  ({
    info: { kind: 'bot', name: 'key-points' },
    act: async (view: DetectiveView) => keyPointMove(view),
  }) satisfies Agent<DetectiveView>;
