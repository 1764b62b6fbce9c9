/**
 * Views hold only what a seat may know: checked over many random games, against a definition of
 * each role's knowledge written independently of the game's code.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../../../src/core/rng';
import { naiveMove } from '../../../src/games/avalon/bots';
import { avalon, type Move, type State, type View } from '../../../src/games/avalon/game';
import { ROLES, SEATS, type Role } from '../../../src/games/avalon/rules';
import { PARAMS, evil, knowledge, lookalikes } from './helpers';

/** Every string in a JSON value. */
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(strings) : [];

/** A random legal move: unlike the naive bots, it reaches rejected teams, fifth proposals and odd speeches. */
function randomMove(view: View, rng: Rng): Move {
  const good = SEATS.filter((s) => !view.knownEvil.includes(s));
  switch (view.yourMove) {
    case 'speak':
      return { kind: 'speak', text: rng.pick(['', 'I trust Player 2.', 'Reject this team!', 'Who failed the quest?']) };
    case 'propose':
      return { kind: 'propose', team: rng.shuffle(SEATS).slice(0, view.teamSize) };
    case 'vote':
      return { kind: 'vote', approve: rng.next() < 0.5 };
    case 'quest':
      return { kind: 'quest', pass: !evil(view.role) || rng.next() < 0.5 };
    case 'assassinate':
      return { kind: 'assassinate', target: rng.pick(good) };
    default:
      return { kind: 'belief', good: SEATS.map(() => rng.next()) };
  }
}

/** Changes to a state that only touch what a seat may not know, with one of the deals it cannot tell apart. */
const indistinguishable = (state: State, deal: Role[]): State[] => [
  // Once the Assassin has named a player, whether it was Merlin is public.
  ...(state.target === null ? [{ ...state, roles: deal }] : []),
  { ...state, ballot: state.ballot.map((approve) => !approve) },
  { ...state, cards: state.cards.map((pass) => !pass) },
  { ...state, beliefs: state.beliefs.map((good) => good.map((p) => 1 - p)) },
];

/** Why `seat`'s view of `state` shows something the seat may not know, if it does. */
function leak(state: State, seat: number, deals: Role[][], rng: Rng): string | null {
  const view = avalon.view(state, String(seat));
  const known = knowledge(state.roles, seat);
  const roles = strings(view).filter((text) => (ROLES as string[]).includes(text));
  if (!roles.every((role) => known.includes(role))) return `it shows the roles ${roles.join(', ')}`;
  const evilSeats = SEATS.filter((s) => known[s] === 'evil' || evil(known[s] as Role));
  if (view.knownEvil.join() !== evilSeats.join()) return `it shows the evil seats ${view.knownEvil.join()}`;
  const text = JSON.stringify(view);
  const other = indistinguishable(state, rng.pick(deals)).find((s) => JSON.stringify(avalon.view(s, String(seat))) !== text);
  return other ? `it changes with a secret: ${JSON.stringify(other)}` : null;
}

describe('Avalon views', () => {
  it('never show a seat a role, vote, card or belief it may not know', () => {
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }), (seed, discussion, isNaive) => {
        const rng = createRng(seed);
        const params = { ...PARAMS, discussion };
        let state = avalon.init(params, avalon.setup(params, rng));
        const deals = lookalikes(state.roles);
        const leaks: string[] = [];
        for (let current = avalon.current(state); ; current = avalon.current(state)) {
          for (const seat of SEATS) {
            const why = leak(state, seat, deals[seat]!, rng);
            if (why) leaks.push(`Player ${seat} (${state.roles[seat]}), ${state.proposals.length} proposals in: ${why}`);
          }
          if (current === null) break;
          const move = (isNaive[Number(current)] ? naiveMove : randomMove)(avalon.view(state, current), rng);
          const checked = avalon.validate(state, current, move);
          if (!checked.ok) throw new Error(checked.reason);
          state = avalon.apply(state, current, checked.move).state;
        }
        expect(leaks).toEqual([]);
        expect(avalon.outcome(state)).not.toBeNull();
      }),
      { numRuns: 100 },
    );
  });
});
