/** Shared helpers of the detective-case tests: the variants' parameters, a case's setup, its secrets per seat. */
import { CASES, LETTERS } from '../../../src/games/detective-cases/data';
import { detectiveCases, suspectOf, type Letter, type Params, type Setup } from '../../../src/games/detective-cases/game';

export const AR_BENCH: Params = detectiveCases.variants[0]!.params;
export const CLASSROOM: Params = detectiveCases.variants[1]!.params;

/** The bundled case with this `index`. */
export const caseSetup = (index: number): Setup => ({ record: structuredClone(CASES.find((c) => c.index === index)!) });

/** The seat of the suspect with this record position (0 is the murderer, 4 the confuser). */
export function seatOf(setup: Setup, position: number): Letter {
  const name = setup.record.suspects[position]!.name;
  return LETTERS[setup.record.initial_information.suspect.findIndex((s) => s.name === name)]!;
}

/** Whether a suspect's task names the murderer (AR-Bench's accomplice task). */
const knowsMurderer = (setup: Setup, letter: Letter) => {
  const self = suspectOf({ setup }, letter);
  return self.is_murderer === true || self.task.includes(setup.record.murderer ?? '\u0000');
};

/**
 * What a seat must never see. The detective: every story, task and key question, `is_murderer`, the
 * explanation. A suspect: the other suspects' stories and key questions, the explanation; and,
 * unless it is the murderer or the accomplice whose task names them, every sign of who the
 * murderer is (`is_murderer` true, the murderer's task, the accomplice's task).
 */
export function secretsOf(setup: Setup, seat: string): string[] {
  const { suspects, explanation } = setup.record;
  const murderer = suspects.find((s) => s.is_murderer)!;
  const always = [...(explanation ? [explanation] : [])];
  if (seat === 'detective') {
    return [...always, '"is_murderer"', ...suspects.flatMap((s) => [s.story, s.task, ...(s.key_question ?? [])])];
  }
  const self = suspectOf({ setup }, seat as Letter);
  const others = suspects.filter((s) => s.name !== self.name);
  const secrets = [...always, ...others.flatMap((s) => [s.story, ...(s.key_question ?? [])])];
  if (!knowsMurderer(setup, seat as Letter)) {
    const accomplice = suspects.find((s) => s.task.includes(murderer.name))!;
    secrets.push('"is_murderer":true', murderer.task, accomplice.task);
  }
  return secrets;
}
