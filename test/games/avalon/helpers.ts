/** Scripted Avalon games for the tests: every move is validated as the runner would. */
import { avalon, type Move, type Params, type Result, type Setup, type State } from '../../../src/games/avalon/game';
import { ROLES, SEATS, type Role } from '../../../src/games/avalon/rules';

/** Every role dealt at random, no discussion, and every vote in a model's prompts. */
export const PARAMS: Params = { discussion: false, beliefs: true, voteHistory: true, fixedSeat: null, fixedRole: null, fifthProposalVote: true };
/** Merlin at 0, Servants at 1 and 2, the Assassin at 3, the Minion at 4; seat 0 leads first. */
export const SETUP: Setup = { roles: ['merlin', 'servant', 'servant', 'assassin', 'minion'], firstLeader: 0 };

export type Step = [seat: number, move: Move];

export const propose = (leader: number, ...team: number[]): Step => [leader, { kind: 'propose', team }];
/** The five votes in seat order, `y` approving, `n` rejecting. */
export const votes = (pattern: string): Step[] => [...pattern].map((c, seat) => [seat, { kind: 'vote', approve: c === 'y' }]);
/** A proposal the five votes decide. */
export const round = (leader: number, team: number[], pattern: string): Step[] => [propose(leader, ...team), ...votes(pattern)];
/** The team's quest cards in team order, the `failing` seats playing fail. */
export const cards = (team: number[], ...failing: number[]): Step[] =>
  team.map((seat) => [seat, { kind: 'quest', pass: !failing.includes(seat) }]);
/** An approved team's whole quest. */
export const quest = (leader: number, team: number[], ...failing: number[]): Step[] => [
  ...round(leader, team, 'yyyyy'),
  ...cards(team, ...failing),
];

/** Plays the steps from the start, checking that each seat is the one to act and each move is valid. */
export function play(steps: Step[], setup: Setup = SETUP, params: Params = PARAMS): { state: State; results: Result[] } {
  let state = avalon.init(params, setup);
  const results: Result[] = [];
  for (const [seat, move] of steps) {
    const current = avalon.current(state);
    if (current !== String(seat)) throw new Error(`Player ${seat} moved (${move.kind}) while ${current} was to act.`);
    const checked = avalon.validate(state, String(seat), move);
    if (!checked.ok) throw new Error(`Player ${seat}'s ${move.kind} refused: ${checked.reason}`);
    const applied = avalon.apply(state, String(seat), checked.move);
    state = applied.state;
    results.push(applied.result);
  }
  return { state, results };
}

/** Three successful quests: the Assassin (seat 3) is to name Merlin. */
export const THREE_SUCCESSES: Step[] = [...quest(0, [0, 1]), ...quest(1, [0, 1, 2]), ...quest(2, [1, 2])];
/** Three failed quests: the Assassin fails them. */
export const THREE_FAILS: Step[] = [...quest(0, [0, 3], 3), ...quest(1, [1, 2, 3], 3), ...quest(2, [2, 3], 3)];

export const evil = (role: Role) => role === 'assassin' || role === 'minion';

/** What `seat` knows of each seat: its own role; Merlin, who is evil; an evil player, the evil roles. '?' elsewhere. */
export function knowledge(roles: readonly Role[], seat: number): string[] {
  const own = roles[seat]!;
  return roles.map((role, s) => {
    if (s === seat) return role;
    if (own === 'merlin' && evil(role)) return 'evil';
    if (evil(own) && evil(role)) return role;
    return '?';
  });
}

/** Every distinct deal of the five roles (60). */
export const DEALS: Role[][] = (() => {
  const deals = new Map<string, Role[]>();
  const permute = (rest: Role[], dealt: Role[]): void => {
    if (rest.length === 0) deals.set(dealt.join(), dealt);
    rest.forEach((role, i) => permute([...rest.slice(0, i), ...rest.slice(i + 1)], [...dealt, role]));
  };
  permute([...ROLES], []);
  return [...deals.values()];
})();

/** For each seat, the deals of the roles it cannot tell from `roles`. */
export const lookalikes = (roles: readonly Role[]) =>
  SEATS.map((seat) => DEALS.filter((deal) => knowledge(deal, seat).join() === knowledge(roles, seat).join()));
