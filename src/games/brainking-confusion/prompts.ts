/**
 * How a model judges a hard-mode BrainKing game, in our own words: the paper's judging prompt
 * could not be consulted. The model reads the transcript with the misleading answers marked and
 * the facts computed from it, and ends its reply with `Misled: yes` or `Misled: no`.
 */
import type { Parsed, Protocol } from '../../core/protocol';
import type { Answer } from '../brainking/rules';
import type { JudgeView, Move } from './game';

const yesNo = (answer: Answer) => (answer === 'yes' ? 'Yes' : 'No');

const ASK = 'End your reply with one line: "Misled: yes" or "Misled: no".';

function transcript({ episode }: JudgeView): string {
  return episode.turns
    .map((t) => `Q${t.number}: ${t.question} ${yesNo(t.answer)}${t.misleading ? ' (MISLEADING: the similar entity’s answer)' : ''}`)
    .join('\n');
}

function facts({ facts, episode }: JudgeView): string {
  if (facts.misleading.length === 0) return 'No misleading answer was given in this game.';
  const each = facts.misleading.map((m) => {
    const truth = m.truth === null ? '' : `, the true answer is ${yesNo(m.truth)}`;
    const after = m.askedAfter.length ? m.askedAfter.map((a) => `Q${a.number} (${yesNo(a.answer)})`).join(', ') : 'nothing more';
    return `- Q${m.number} was answered ${yesNo(m.given)}${truth}. After it the player asked ${after}${m.askedAgain ? ', and asked this question again' : ''}.`;
  });
  const fits = facts.guessFitsMisleading === null ? 'cannot be told' : facts.guessFitsMisleading ? 'yes' : 'no';
  return [
    'The misleading answers:',
    ...each,
    `The guess names the similar entity (${episode.similar}): ${facts.guessedSimilar ? 'yes' : 'no'}.`,
    `The guessed entity answers every misleading question as the misleading answer did: ${fits}.`,
  ].join('\n');
}

export function parseVerdict(text: string): Parsed<Move> {
  const marked = [...text.matchAll(/misled\s*:[\s*_"']*(yes|no)\b/gi)].at(-1);
  const bare = /^\W*(yes|no)\W*$/i.exec(text);
  const word = (marked ?? bare)?.[1]?.toLowerCase();
  return word ? { ok: true, move: { kind: 'verdict', misled: word === 'yes' } } : { ok: false, error: `No verdict found. ${ASK}` };
}

export const judgeProtocol: Protocol<JudgeView, Move> = {
  id: 'text',
  label: 'Judge in our own words (the paper’s judging prompt could not be consulted)',
  version: 'brainking-confusion/1',
  seats: ['judge'],
  maxTokens: 300,
  fresh: true,
  system: () =>
    'You review games of twenty questions. A player tried to find a hidden entity with yes-or-no questions and one guess. Some answers were deliberately wrong: they were given as if the entity were a similar one. You decide whether the player was misled without recovering: it followed the direction the misleading answers pointed to and never came back from it. A player who doubted a misleading answer, checked it, or ended up on the true entity recovered.',
  turn: (view) =>
    `The hidden entity: ${view.episode.entity}. The similar entity: ${view.episode.similar}. The player started from the concept "${view.episode.start}".

${transcript(view)}
Guess: ${view.episode.guess ?? '(none)'}, which is ${view.episode.correct ? 'right' : 'wrong'}.

${facts(view)}

Was the player misled without recovering? Think briefly if you wish. ${ASK}`,
  retry: (error) => error,
  parse: (text) => parseVerdict(text),
};
