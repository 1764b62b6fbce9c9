/**
 * The Resistance: Avalon for five players, as AvalonBench (Light et al., 2023) plays it:
 * Merlin and two Servants (good) against the Assassin and a Minion (evil), five quests.
 */

export const PLAYERS = 5;

/**
 * Seats 0–4. The code of a move counts seats and indexes arrays rather than looping with `for…of`:
 * V8's optimising compiler builds the iterator's protocol into every such loop, and a run pays for it in compiling.
 */
export const SEATS: readonly number[] = [0, 1, 2, 3, 4];

export type Role = 'merlin' | 'servant' | 'assassin' | 'minion';
export type EvilRole = 'assassin' | 'minion';
export type Side = 'good' | 'evil';

/** The roles' names as the game's text writes them. */
export const ROLE_NAMES: Record<Role, string> = {
  merlin: 'Merlin',
  servant: 'Servant of Arthur',
  assassin: 'Assassin',
  minion: 'Minion of Mordred',
};

/** The five roles dealt. */
export const ROLES: readonly Role[] = ['merlin', 'servant', 'servant', 'assassin', 'minion'];

/** Players on the team of quests 1–5. */
export const TEAM_SIZES: readonly number[] = [2, 3, 2, 3, 3];

/** Successful (or failed) quests that decide the game. */
export const QUESTS_TO_WIN = 3;

/** A quest's fifth proposal is voted on, then goes on the quest whatever the vote (AvalonBench's engine): four rejections in a row are the most there can be. */
export const MAX_PROPOSALS = 5;

export function isEvil(role: Role): role is EvilRole {
  return role === 'assassin' || role === 'minion';
}

export function sideOf(role: Role): Side {
  return isEvil(role) ? 'evil' : 'good';
}

/** The team size of quest `quest` (1–5). */
export function teamSize(quest: number): number {
  return TEAM_SIZES[quest - 1]!;
}

/** The leader passes to the next seat after every proposal, approved or not. */
export function nextSeat(seat: number): number {
  return (seat + 1) % PLAYERS;
}

/** A strict majority of the five votes (three) approves a team; the fifth proposal is approved whatever the vote. */
export function isApproved(votes: readonly boolean[], attempt: number): boolean {
  let approvals = 0;
  for (let i = 0; i < votes.length; i++) if (votes[i]) approvals++;
  return attempt === MAX_PROPOSALS || 2 * approvals > PLAYERS;
}

/** One fail card fails any quest of the five-player game. */
export function questSucceeds(fails: number): boolean {
  return fails === 0;
}

/** The evil seats a seat knows: both for Merlin and for an evil player (itself included), none for a Servant. */
export function knownEvil(roles: readonly Role[], seat: number): readonly number[] {
  if (roles[seat] === 'servant') return NONE;
  let evil = evilSeats.get(roles);
  if (!evil) evilSeats.set(roles, (evil = SEATS.filter((s) => isEvil(roles[s]!))));
  return evil;
}

const NONE: readonly number[] = [];
// A game's roles never change: its evil seats are found once, not at every view of every turn.
const evilSeats = new WeakMap<readonly Role[], readonly number[]>();

export function isSeat(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < PLAYERS;
}

/** Whether `team` is `size` different seats. */
export function isTeam(team: unknown, size: number): team is number[] {
  if (!Array.isArray(team) || team.length !== size) return false;
  let seen = 0;
  for (let i = 0; i < team.length; i++) {
    const seat: unknown = team[i];
    if (!isSeat(seat) || seen & (1 << seat)) return false;
    seen |= 1 << seat;
  }
  return true;
}

/** A team's seats in ascending order, as a new array. */
export function ascending(team: readonly number[]): number[] {
  let seats = 0;
  for (let i = 0; i < team.length; i++) seats |= 1 << team[i]!;
  const sorted: number[] = [];
  for (let seat = 0; seat < PLAYERS; seat++) if (seats & (1 << seat)) sorted.push(seat);
  return sorted;
}
