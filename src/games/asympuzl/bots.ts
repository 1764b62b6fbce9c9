/**
 * AsymPuzl's rule-based agents. Each tells its partner some of its clues in plain sentences
 * ("Position 2: the circle." from Alice, "The circle is red." from Bob), reads the same sentences
 * in its partner's latest message, and writes every pair it then knows into its hypothesis. They
 * differ in how much they tell and how well they read: the share-all pair solves any puzzle in two
 * turns (the ceiling), the never-share pair never does (the floor), and the careless pair is between.
 * They ignore feedback, so a mode changes nothing for them.
 */
import type { Agent, AgentFactory } from '../../core/agent';
import { createRng, type Rng } from '../../core/rng';
import { COLORS, SHAPES } from './data';
import type { Action, Move, View } from './types';

const SHAPE_NAMES = SHAPES.join('|');
const COLOR_NAMES = COLORS.join('|');

/** The positions a message gives: "position 2 … circle", the first shape named after the number in the same sentence. */
export function readPositions(text: string, size: number): Map<number, string> {
  const found = new Map<number, string>();
  for (const [, number, shape] of text.matchAll(new RegExp(`\\bposition\\s*#?\\s*(\\d+)\\b[^.;\\n]*?\\b(${SHAPE_NAMES})\\b`, 'gi'))) {
    const position = Number(number);
    if (position >= 1 && position <= size) found.set(position, shape!.toLowerCase());
  }
  return found;
}

/** The colours a message gives: "circle … red", the first colour named after a shape in the same sentence. */
export function readColors(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, shape, color] of text.matchAll(new RegExp(`\\b(${SHAPE_NAMES})\\b[^.;\\n]*?\\b(${COLOR_NAMES})\\b`, 'gi'))) {
    found.set(shape!.toLowerCase(), color!.toLowerCase());
  }
  return found;
}

/** A seat's clues as the sentences the bots tell and read. */
export function clueSentences(view: View): string[] {
  if (view.seat === 'alice') return view.clues.map(({ position, shape }) => `Position ${position}: the ${shape}.`);
  if (view.seat === 'bob') return view.clues.map(({ shape, color }) => `The ${shape} is ${color}.`);
  return [];
}

/** How a bot plays: which of its clue sentences it tells this turn, and the chance that it misreads a fact it is told. */
interface Manner {
  tell(sentences: string[], rng: Rng): string[];
  misread: number;
}

/**
 * The move a bot makes: its message, and a replace at every position where what it knows (its
 * clues and, read with its manner's care, its partner's latest message) differs from its hypothesis.
 */
function botMove(view: View, manner: Manner, rng: Rng): Move {
  const heard = view.history.partner ?? '';
  const misread = <T>(value: T, others: readonly T[]) => (rng.next() < manner.misread ? rng.pick(others.filter((o) => o !== value)) : value);
  const positions = Array.from({ length: view.size }, (_, i) => i + 1);
  let shapeAt: Map<number, string>;
  let colorOf: Map<string, string>;
  if (view.seat === 'alice') {
    shapeAt = new Map(view.clues.map((c) => [c.position, c.shape]));
    colorOf = new Map([...readColors(heard)].map(([shape, color]) => [shape, misread(color, COLORS)]));
  } else if (view.seat === 'bob') {
    shapeAt = new Map([...readPositions(heard, view.size)].map(([position, shape]) => [misread(position, positions), shape]));
    colorOf = new Map(view.clues.map((c) => [c.shape, c.color]));
  } else {
    shapeAt = new Map(view.positions.map((c) => [c.position, c.shape]));
    colorOf = new Map(view.pairs.map((c) => [c.shape, c.color]));
  }
  const actions: Action[] = [];
  for (const [position, shape] of [...shapeAt].sort(([a], [b]) => a - b)) {
    const color = colorOf.get(shape);
    const current = view.hypothesis[position - 1];
    if (color && (current?.shape !== shape || current.color !== color)) actions.push({ replace: position, by: { shape, color } });
  }
  return { message: manner.tell(clueSentences(view), rng).join(' '), actions };
}

function bot(name: string, manner: Manner): AgentFactory {
  return (_seat, seed) => {
    const rng = createRng(seed);
    return { info: { kind: 'bot', name }, act: async (view: View) => botMove(view, manner, rng) } satisfies Agent<View>;
  };
}

/** Tells every clue every turn and reads without error: two turns solve any puzzle. */
export const shareAll = bot('share-all', { tell: (sentences) => sentences, misread: 0 });

/** Tells nothing, and applies only what it knows (its own clues and what it is told). */
export const neverShare = bot('never-share', { tell: () => [], misread: 0 });

/** The careless bot's chance of misreading a fact it is told: a wrong colour for Alice, a wrong position for Bob. */
const CARELESS_MISREAD = 0.1;

/** Tells a random half of its clues each turn, and misreads a fact it is told one time in ten. */
export const careless = bot('careless', {
  tell: (sentences, rng) => rng.shuffle(sentences).slice(0, Math.ceil(sentences.length / 2)),
  misread: CARELESS_MISREAD,
});
