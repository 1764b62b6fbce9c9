/** Avalon in the conformance suite: AvalonBench's naive bots, and the roles each seat may not know. */
import { naive } from '../../../src/games/avalon/bots';
import { avalon, type Setup } from '../../../src/games/avalon/game';
import { parseAnswer, parseJson } from '../../../src/games/avalon/parse';
import { ROLES, isEvil, type Role } from '../../../src/games/avalon/rules';
import type { ConformanceOptions } from '../../conformance';
import { PARAMS, SETUP } from './helpers';

const options: ConformanceOptions = {
  agents: () => Object.fromEntries(avalon.seats(PARAMS).map((seat) => [seat, naive])),
  // Role names are whole JSON strings in a view: each seat may see its own and, if evil, its partner's.
  secrets: (setup, seat) => {
    const { roles } = setup as Setup;
    const own = roles[Number(seat)]!;
    const known: Role[] = isEvil(own) ? roles.filter(isEvil) : [own];
    return ROLES.filter((role) => !known.includes(role)).map((role) => JSON.stringify(role));
  },
  // Every kind of move, from free text and from JSON, as a Servant (seat 1) would be asked.
  parsers: (['speak', 'propose', 'vote', 'quest', 'assassinate', 'belief'] as const).flatMap((kind) => {
    const view = { ...avalon.view(avalon.init(PARAMS, SETUP), '1'), yourMove: kind };
    return [(text: string) => parseAnswer(text, view), (text: string) => parseJson(text, view)];
  }),
};

export default options;
