/**
 * AsymPuzl in the conformance suite: the careless bots (long games, misreads and rewrites). What a
 * seat must never see is written as the view would hold it: Alice never Bob's clue list nor an
 * entry of the truth (a position with its colour); Bob never Alice's clue list nor a position
 * paired with its shape. Both only learn the other half through messages, which are free text.
 */
import { careless } from '../../../src/games/asympuzl/bots';
import type { Setup } from '../../../src/games/asympuzl/game';
import { parseJsonReply, parseReply } from '../../../src/games/asympuzl/parse';
import type { ConformanceOptions } from '../../conformance';

export function secrets(setup: Setup, seat: string): string[] {
  const entries = setup.truth.map((entry) => JSON.stringify(entry));
  if (seat === 'alice') return [`"clues":${JSON.stringify(setup.bobClues)}`, JSON.stringify(setup.truth.map(({ position, color }) => ({ position, color }))), ...entries];
  if (seat === 'bob') return [`"clues":${JSON.stringify(setup.aliceClues)}`, ...setup.truth.map(({ position, shape }) => `{"position":${position},"shape":${JSON.stringify(shape)}`), ...entries];
  return [];
}

const options: ConformanceOptions = {
  agents: () => ({ alice: careless, bob: careless, solo: careless }),
  secrets: (setup, seat) => secrets(setup as Setup, seat),
  parsers: [parseReply, parseJsonReply],
};

export default options;
