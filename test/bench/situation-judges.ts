/**
 * Situation puzzles: how often each rule-based judge answers a natural question as a person reading
 * the story would, on the questions the tests read and on the held-out ones, which only this suite
 * reads (no test imports them, so no test was tuned to them).
 */
import { readFile } from 'node:fs/promises';
import { paramsOf } from '../../src/core/game';
import { rulesReply, storyReply } from '../../src/games/situation-puzzles/bots';
import { PUZZLES, setupOf } from '../../src/games/situation-puzzles/data';
import { situationPuzzles as game, type JudgeView, type Move } from '../../src/games/situation-puzzles/game';
import type { Row } from './main';

interface Asked {
  puzzle: number;
  question: string;
  answer: string;
}

/** The share of `questions` a judge answers as the set does. */
export function agreement(judge: (view: JudgeView) => Move, questions: readonly Asked[]): number {
  const params = paramsOf(game, 'classroom');
  const right = questions.filter(({ puzzle, question, answer }) => {
    const start = game.init(params, setupOf(PUZZLES.find((p) => p.index === puzzle)!));
    const view = game.view({ ...start, turns: [{ number: 1, question, reply: null, resolved: [] }] }, 'judge') as JudgeView;
    const move = judge(view);
    return move.kind === 'answer' && move.reply === answer;
  });
  return right.length / questions.length;
}

const read = async (file: string): Promise<Asked[]> => JSON.parse(await readFile(`static-data/situation-puzzles/${file}.json`, 'utf8'));

export async function benchSituationJudges(): Promise<Row[]> {
  const sets = [
    { id: 'tested', label: 'the 165 questions the tests read', questions: await read('natural-questions') },
    { id: 'held-out', label: 'the 66 held-out questions', questions: await read('natural-questions-held-out') },
  ];
  return sets.flatMap(({ id, label, questions }) => {
    const rules = 100 * agreement(rulesReply, questions);
    const story = 100 * agreement(storyReply, questions);
    return [{
      name: `Situation puzzles, natural questions answered as a reader would, ${label}`,
      value: `${story.toFixed(1)}% (story-reading judge)`,
      note: `${rules.toFixed(1)}% by the benchmark's rule-based judge`,
      figures: { [`situation-judges.${id}-story`]: story, [`situation-judges.${id}-rules`]: rules },
    }];
  });
}
