import type { GameModule } from '../module';
import { keyPointDetective, standInSuspect } from './bots';
import { speakingSuspect } from './speaking-suspect';
import { readCaseFile } from './case-file';
import { LETTERS } from './data';
import { shippedSetup } from '../shipped';
import { detectiveCases } from './game';
import type { Setup } from './types';
import { protocols } from './prompts';
import { rulesPage } from './rules-page';
import { detectiveReported } from '../ar-bench-reported';

const detectiveCasesModule: GameModule = {
  game: detectiveCases,
  bots: [
    {
      id: 'key-points',
      label: 'Key-point detective (a reference line)',
      description:
        'Asks every suspect AR-Bench’s three key points (motive, opportunity, access to the weapon) and what they saw, then accuses the suspect whose answers denied least, most named by the others.',
      seats: ['detective'],
      create: () => keyPointDetective,
    },
    {
      id: 'rules',
      label: 'Rule-based suspect (a stand-in, not a model)',
      description:
        'Answers from its own record’s written facts by keyword (motive, opportunity, access to the weapon, alibi and timeline, what it saw, evidence): an innocent tells the fact, the murderer gives bland facts and points at others, the suspect who knows nothing sounds suspicious.',
      seats: [...LETTERS],
      create: () => standInSuspect,
    },
    {
      id: 'speaking',
      label: 'Answering suspect (for people)',
      description:
        'Reads what a question asks (where, when, whom, why, the weapon, or whether they did it) and answers in the first person from its own record’s facts of that kind, or says it has nothing to tell: an innocent tells the facts, the murderer keeps the incriminating ones back and denies, the suspect who knows nothing sounds suspicious.',
      forPeople:
        'The suspects are rules, not role-players: ask each one plainly where they were, when, whom they saw, why, or about the weapon, and they answer from their own record.',
      seats: [...LETTERS],
      create: () => speakingSuspect,
    },
  ],
  // A person detective questions suspects who answer the question asked; the benchmark's stand-in stays for its variant.
  defaultSeats: { classroom: Object.fromEntries(LETTERS.map((letter) => [letter, 'bot:speaking'])) },
  protocols,
  oracleSeats: [...LETTERS],
  // A case is known by its victim, time and place; a file's own case names none of the shipped ones.
  setupProblem: shippedSetup(detectiveCases, (s: Setup) => `the case of ${s.record.victim.name} (${s.record.time}, ${s.record.location})`),
  setupsFile: { label: 'AR-Bench detective cases (JSON)', accept: '.json', read: readCaseFile },
  references: [detectiveReported],
  rules: rulesPage,
};

export default detectiveCasesModule;
