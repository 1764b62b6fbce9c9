/**
 * How a model plays Avalon, after AvalonBench's protocol (Light et al., 2023) in our own words:
 * a system message with the rules, the player's number, role and side and what the role knows;
 * for each decision, what happened since the player's last turn and a request to think step by
 * step and then act. At the start of each round the model rewrites its running summary of the
 * game, and the conversation restarts from it. `paper` reads the move from a closing answer line
 * (`Team: 0, 2`), `json` from a JSON object that a per-decision schema describes.
 */
import { freeText, type Protocol } from '../../core/protocol';
import type { TemplateSlots } from '../../core/template';
import { avalon, type Move, type MoveKind, type View } from './game';
import { FIELDS, LABELS, parseAnswer, parseJson } from './parse';
import { quoted } from './transcript';
import { MAX_PROPOSALS, PLAYERS, ROLE_NAMES, SEATS, TEAM_SIZES, isEvil, sideOf, type Role } from './rules';

/** A role as a sentence names it: "Merlin", "a Servant of Arthur", "the Assassin". */
const ROLE_IN_TEXT: Record<Role, string> = {
  merlin: ROLE_NAMES.merlin,
  servant: `a ${ROLE_NAMES.servant}`,
  assassin: `the ${ROLE_NAMES.assassin}`,
  minion: `the ${ROLE_NAMES.minion}`,
};

/** "0, 2 and 4". */
const list = (items: readonly unknown[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : String(items[0] ?? 'none'));

/** "Players 0, 2 and 4", "Player 3". */
const players = (seats: readonly number[]) => `Player${seats.length === 1 ? '' : 's'} ${list(seats)}`;

const rules = ({ discussion, voteHistory }: View) => `You are playing The Resistance: Avalon, a game of hidden roles, with five players: Players 0, 1, 2, 3 and 4.

Sides and roles. Three players are good: Merlin and two Servants of Arthur. Two are evil: the Assassin and the Minion of Mordred. The roles were dealt in secret. The two evil players know each other. Merlin knows who the evil players are, but not which of them is which. A Servant knows nobody's role.

Quests. There are five quests; the good side wins when three succeed, the evil side when three fail. Quests 1 to 5 need teams of ${list(TEAM_SIZES)} players. For each quest a leader proposes a team${discussion ? ', after a discussion in which every player speaks once, the leader first' : ''}. Then all five players vote${voteHistory ? ', openly,' : ''} to approve or reject it: three approvals send the team on the quest; otherwise the next player becomes leader and proposes again. The fifth proposal for a quest is voted on too, but its team goes on the quest whatever the vote. The leader changes after every proposal.
Each member of an approved team secretly plays a quest card, pass or fail. Good players always pass; evil players may pass or fail. One fail card fails the quest. Everyone learns how many fail cards were played, never who played them.
If three quests succeed, the Assassin names the player it believes is Merlin: if right, evil wins after all. Once the game is decided, players may be asked how likely they think each player, themselves included, is to be good.

Anyone may claim anything at any time: players deceive, accuse, persuade and deduce. Evil players hide who they are; Merlin guides the good side without revealing what Merlin knows.`;

/** The player's number, role and side, and exactly what the role knows. */
function identity(view: View): string {
  const you = `You are Player ${view.seat}. You are ${ROLE_IN_TEXT[view.role]}, on the ${sideOf(view.role)} side.`;
  const good = players(SEATS.filter((s) => !view.knownEvil.includes(s) && s !== view.seat));
  switch (view.role) {
    case 'merlin':
      return `${you} You know that ${players(view.knownEvil)} are evil, though not which is the Assassin; so ${good} are good. Help three quests succeed, but never let the evil players work out that you are Merlin: if the Assassin names you at the end, evil wins.`;
    case 'servant':
      return `${you} You do not know anyone else's role. Work out who is evil from the proposals${view.voteHistory ? ', the votes' : ''}${view.discussion ? ', what is said' : ''} and the quest results; help three quests succeed, and keep Merlin hidden from the Assassin.`;
    case 'assassin':
    case 'minion': {
      const partner = view.partner!;
      const task = view.role === 'assassin' ? 'if three quests succeed, you will name Merlin, so watch for the player who seems to know too much' : 'help the Assassin find Merlin';
      return `${you} Player ${partner.seat} is ${ROLE_IN_TEXT[partner.role]}, your evil partner. ${good} are good, and one of them is Merlin. Make three quests fail without being found out; ${task}.`;
    }
  }
}

const name = (view: View, seat: number) => `Player ${seat}${seat === view.seat ? ' (you)' : ''}`;

/** The public record as lines, in the order things happened: lines only ever get added. */
function record(view: View): string[] {
  const lines: string[] = [];
  for (const p of view.proposals) {
    for (const speech of p.speeches) lines.push(`${name(view, speech.seat)} said: ${quoted(speech.text)}`);
    if (p.team) {
      const free = p.attempt === MAX_PROPOSALS ? ' (the fifth proposal: its team goes on the quest whatever the vote)' : '';
      lines.push(`${name(view, p.leader)}, the leader, proposed ${players(p.team)} for quest ${p.quest}${free}.`);
    }
    if (p.votes) {
      const by = (approve: boolean) => players(SEATS.filter((s) => p.votes![s] === approve));
      // AvalonBench's model is never told how the others voted, only what became of the team.
      const votes = view.voteHistory ? `Approve: ${by(true)}. Reject: ${by(false)}. ` : '';
      lines.push(`${votes}The team was ${p.approved ? 'approved' : 'rejected'}.`);
    }
    const quest = p.approved ? view.quests.find((q) => q.quest === p.quest) : undefined;
    if (quest) lines.push(`Quest ${quest.quest} ${quest.succeeded ? 'succeeded' : 'failed'}, with ${quest.fails} fail card${quest.fails === 1 ? '' : 's'}.`);
  }
  if (view.assassinated !== null) lines.push(`The Assassin named ${name(view, view.assassinated)} as Merlin.`);
  return lines;
}

/** What happened since the previous view, or since the start. */
function news(view: View, previous: View | null): string {
  const lines = record(view).slice(previous ? record(previous).length : 0);
  if (lines.length === 0) return '';
  return `${previous ? 'Since your last turn' : 'So far'}:\n${lines.map((line) => `- ${line}`).join('\n')}\n\n`;
}

function score(view: View): string {
  const won = view.quests.filter((q) => q.succeeded).length;
  return `Quests: ${won} succeeded, ${view.quests.length - won} failed.`;
}

/** The decision asked for, in words. */
function ask(view: View): string {
  const current = view.proposals.at(-1)!;
  const team = current.team ?? [];
  switch (view.yourMove) {
    case 'speak':
      return `${score(view)} Discussion before ${name(view, view.leader)} proposes a team of ${view.teamSize} for quest ${view.quest}: it is your turn to speak.${view.leader === view.seat ? ' As the leader, say which team you have in mind.' : ''} Everyone will read it, so say only what helps your side, in one or two sentences.`;
    case 'propose':
      return `${score(view)} You lead proposal ${view.attempt} of at most ${MAX_PROPOSALS} for quest ${view.quest}. Propose a team of exactly ${view.teamSize} players from players 0 to ${PLAYERS - 1}; you may include yourself.`;
    case 'vote': {
      const decides =
        view.attempt === MAX_PROPOSALS
          ? 'As this is the fifth proposal, the team goes on the quest whatever the vote.'
          : `${view.voteHistory ? 'Every vote is seen by all; three' : 'Three'} approvals send the team on the quest.`;
      return `${score(view)} ${name(view, view.leader)} proposes ${players(team)} for quest ${view.quest} (proposal ${view.attempt} of at most ${MAX_PROPOSALS}). Do you approve this team? ${decides}`;
    }
    case 'quest':
      return `${score(view)} You are on the team for quest ${view.quest}, ${players(team)}. Play your quest card in secret: pass or fail.${isEvil(view.role) ? '' : ' As a good player you must play pass.'}`;
    case 'assassinate':
      return `${score(view)} Evil's last chance is yours: name the player you believe is Merlin, one of ${players(SEATS.filter((s) => !view.knownEvil.includes(s)))}. If you are right, evil wins.`;
    case 'belief':
      return `The game is over, and ${avalon.describeOutcome(view.ending!)}. For each player, ${players(SEATS)}, yourself included, how likely do you think it is that they are good? Give a probability from 0 to 1 for each, 0.5 if you cannot tell.`;
    case null:
      throw new Error(`Player ${view.seat} was asked to act out of turn.`);
  }
}

/** The line a free-text reply ends with, as a template. */
function answerLine(view: View): string {
  const kind = view.yourMove!;
  const line = (text: string) => `${LABELS[kind]}: ${text}`;
  switch (kind) {
    case 'speak':
      return line('<one or two sentences>');
    case 'propose':
      return line(`<${view.teamSize} player numbers, separated by commas>`);
    case 'vote':
      return `${line('approve')}\nor\n${line('reject')}`;
    case 'quest':
      return isEvil(view.role) ? `${line('pass')}\nor\n${line('fail')}` : line('pass');
    case 'assassinate':
      return line('<player number>');
    case 'belief':
      return line(SEATS.map((s) => `${s}: <probability>`).join(', '));
  }
}

/** The longest reasoning and speech a JSON reply may write, so that the whole reply fits in the budget. */
const REASONING_CHARS = 250;
const SPEECH_CHARS = 300;

/** One JSON reply's template: the reasoning first, then the move's field. */
function jsonTemplate(view: View): string {
  const kind = view.yourMove!;
  const value: Record<MoveKind, string> = {
    speak: `"<one or two sentences, at most ${SPEECH_CHARS} characters>"`,
    propose: `[<${view.teamSize} different player numbers, in increasing order>]`,
    vote: 'true to approve or false to reject',
    quest: isEvil(view.role) ? 'true to pass or false to fail' : 'true',
    assassinate: '<player number>',
    belief: `{${SEATS.map((s) => `"${s}": <probability>`).join(', ')}}`,
  };
  return `{"reasoning": "<your thinking, step by step, at most ${REASONING_CHARS} characters>", "${FIELDS[kind]}": ${value[kind]}}`;
}

const probability = { type: 'number', minimum: 0, maximum: 1 };

/** Every team of `size` different players, each in increasing order. */
function teams(size: number, from = 0): number[][] {
  if (size === 0) return [[]];
  return SEATS.filter((s) => s >= from && s <= PLAYERS - size).flatMap((s) => teams(size - 1, s + 1).map((rest) => [s, ...rest]));
}

/** The JSON Schema of a reply to the decision `view` asks for. */
function schema(view: View): object {
  const kind = view.yourMove!;
  const field: Record<MoveKind, object> = {
    speak: freeText(SPEECH_CHARS, 'One or two sentences that every player will read.'),
    // The legal teams are few (ten at most), so each is one choice: a reply cannot name a player twice.
    propose: { enum: teams(view.teamSize), description: `${view.teamSize} different players, in increasing order.` },
    vote: { type: 'boolean', description: 'true to approve the team, false to reject it.' },
    // A good player can only pass, so its schema allows nothing else.
    quest: isEvil(view.role) ? { type: 'boolean', description: 'true to pass the quest, false to fail it.' } : { const: true, description: 'true: a good player passes.' },
    assassinate: { enum: SEATS.filter((s) => !view.knownEvil.includes(s)), description: 'The good player you name as Merlin.' },
    belief: {
      type: 'object',
      properties: Object.fromEntries(SEATS.map((s) => [String(s), probability])),
      required: SEATS.map(String),
      additionalProperties: false,
    },
  };
  return {
    type: 'object',
    properties: { reasoning: { type: 'string', maxLength: REASONING_CHARS, description: 'Your thinking, step by step.' }, [FIELDS[kind]]: field[kind] },
    required: ['reasoning', FIELDS[kind]],
    additionalProperties: false,
  };
}

const THINK = 'Think it through step by step, as a player in this game, then';
const paperFormat = (view: View) => `${THINK} end your reply with this line:\n${answerLine(view)}`;
const jsonFormat = (view: View) => `${THINK} reply with one JSON object:\n${jsonTemplate(view)}`;

/** What a person's template may use (`core/template.ts`), from the seat's own view and summary alone. */
const templateSlots = (format: (view: View) => string): TemplateSlots<View> => ({
  names: [
    { name: 'rules', meaning: "the game's rules in Fogplay's words, for this variant" },
    { name: 'identity', meaning: "the player's number, role and side, and what the role knows" },
    { name: 'summary', meaning: "the player's own summary of the game so far, once it has written one; otherwise empty" },
    { name: 'news', meaning: 'what happened since the player last acted (speeches, proposals, votes as the variant shows them, quest results)' },
    { name: 'request', meaning: "what the player is asked now (a team, a vote, a quest card, a speech, the assassination, beliefs), in Fogplay's words" },
    { name: 'format', meaning: 'how to write the answer so that it can be read, for these prompts' },
  ],
  required: ['news', 'request'],
  values: (view, previous, summary) => ({
    rules: rules(view),
    identity: identity(view),
    summary: summary?.trim() ?? '',
    news: news(view, previous).trimEnd(),
    request: ask(view),
    format: format(view),
  }),
});

/** A protocol's parts that depend on how the move is written. */
function protocol(
  id: string,
  label: string,
  version: number,
  maxTokens: number,
  format: (view: View) => string,
  parse: Protocol<View, Move>['parse'],
  summary: { maxTokens: number; length: string; maxLength?: number },
  jsonSchema?: Protocol<View, Move>['jsonSchema'],
): Protocol<View, Move> {
  return {
    id,
    label,
    version: `avalon/${id}/${version}`,
    maxTokens,
    jsonSchema,
    talk: (view) => view.yourMove === 'speak',
    system: (view) => `${rules(view)}\n\n${identity(view)}`,
    turn: (view, previous, summary) =>
      `${summary === undefined ? '' : `Your summary of the game so far:\n${summary.trim()}\n\n`}${news(view, previous)}${ask(view)}\n${format(view)}`,
    retry: (error, view) => `${error}\n${format(view)}`,
    parse,
    templateSlots: templateSlots(format),
    summary: {
      due: (view, previous) => view.proposals.length > previous.proposals.length,
      maxTokens: summary.maxTokens,
      maxLength: summary.maxLength,
      request: (view, previous) =>
        `${news(view, previous)}A new round begins. Rewrite your summary of the game: start from your previous summary, if you have one, and add what happened since: ${view.discussion ? 'what was said, ' : ''}the proposals, ${view.voteHistory ? 'the votes ' : 'what became of them '}and the quest results. Keep everything useful for the rest of the game: your role and what you know, what each player did and said, and whom you suspect. Write only the summary, ${summary.length}.`,
    },
  };
}

/** The most characters of a JSON protocol's summary: its grammar's longest reply (3 bytes a character) fits the summary's budget, and that the turns'. */
const SUMMARY_CHARS = 500;

// 200 words are about 270 tokens: the budget holds the summary, and a turn's reply too.
export const paperProtocol = protocol('paper', 'AvalonBench (free text)', 2, 512, paperFormat, parseAnswer, { maxTokens: 400, length: 'in at most 200 words' });
export const jsonProtocol = protocol('json', 'Structured (JSON)', 4, 1700, jsonFormat, parseJson,
  { maxTokens: 1600, maxLength: SUMMARY_CHARS, length: `in at most ${SUMMARY_CHARS} characters, as one JSON object: {"summary": "<your summary>"}` }, schema);

export const protocols = [paperProtocol, jsonProtocol];
