/**
 * Matching a player's question to a puzzle's key questions by their words, for the rule-based
 * judge: case, punctuation, small words and word endings do not matter, but a negation does ("Did
 * he not…" is not "Did he…", whose answer it would flip). Also whether a text is a yes-or-no
 * question at all.
 */

/** Words that carry no content of their own in a question. */
export const SMALL_WORDS = new Set(
  ('a an the and or but of to in on at by for with from into onto about as than then so too very just also if because ' +
    'is are was were be been being am do does did done has have had having can could will would shall should may might must ' +
    'it its this that these those there here he him his she her hers they them their theirs i me my we us our you your ' +
    'who whom whose which what when where why how any some one ones s t out up').split(' '),
);

export const NEGATIONS = new Set(['not', 'never', 'no', 'nobody', 'nothing', 'none', 'nor']);

/** A word without its common endings, so that "flashing", "flashes" and "flash" agree. */
function stem(word: string): string {
  for (const [ending, keep] of [['ing', 5], ['ed', 4], ['es', 4], ['s', 3]] as const) {
    if (word.length > keep && word.endsWith(ending) && !word.endsWith('ss')) return word.slice(0, -ending.length);
  }
  return word;
}

interface Words {
  /** The content words, stemmed. */
  content: Set<string>;
  /** Whether the text is negated (an odd number of negations). */
  negated: boolean;
}

function wordsOf(text: string): Words {
  const all = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/n['’]t\b/g, ' not')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return {
    content: new Set(all.filter((w) => !SMALL_WORDS.has(w) && !NEGATIONS.has(w)).map(stem)),
    negated: all.filter((w) => NEGATIONS.has(w)).length % 2 === 1,
  };
}

/** Share of a key question's content words a question must have, and share of the question's words the key question must have. */
const COVERAGE = 0.8;
const PRECISION = 0.6;

/**
 * The key questions (by number, from 1) that `question` asks, best match first: those whose
 * content words it mostly has, without many words of its own, and negated alike.
 */
export function matchKeyQuestions(question: string, keyQuestions: readonly string[]): number[] {
  const asked = wordsOf(question);
  if (asked.content.size === 0) return [];
  const scored: { number: number; score: number }[] = [];
  keyQuestions.forEach((key, i) => {
    const wanted = wordsOf(key);
    if (wanted.negated !== asked.negated || wanted.content.size === 0) return;
    const common = [...wanted.content].filter((w) => asked.content.has(w)).length;
    const coverage = common / wanted.content.size;
    const precision = common / asked.content.size;
    if (coverage >= COVERAGE && precision >= PRECISION) scored.push({ number: i + 1, score: coverage + precision });
  });
  return scored.sort((a, b) => b.score - a.score || a.number - b.number).map((s) => s.number);
}

const AUXILIARIES = new Set(
  ('is are was were am do does did has have had can could will would shall should may might must ' +
    "isn't aren't wasn't weren't don't doesn't didn't hasn't haven't hadn't can't couldn't won't wouldn't shouldn't mustn't").split(' '),
);
const WH_WORDS = new Set('what why how who whom whose where when which'.split(' '));

/**
 * Whether a text asks a yes-or-no question: it opens with an auxiliary verb ("Did…", "Wasn't…"),
 * or ends with a question mark without opening with a wh-word ("The man died?"). "What happened?"
 * and statements are not: the judge answers them with its fixed sentence.
 */
export function isYesNoQuestion(text: string): boolean {
  const body = text.trim().replace(/^q\d*\s*[:.]\s*/i, '').replace(/’/g, "'");
  const first = /^[^a-z]*([a-z']+)/i.exec(body)?.[1]?.toLowerCase();
  if (!first) return false;
  return AUXILIARIES.has(first) || (body.endsWith('?') && !WH_WORDS.has(first));
}
