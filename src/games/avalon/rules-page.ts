import type { GameRules } from '../module';

const seat = (n: number) => ({ name: `Player ${n}`, role: `Player ${n} of five: gets a secret role, votes on teams, and leads in turn.` });

/** Avalon explained for its rules page. */
export const rulesPage: GameRules = {
  seats: { 0: seat(0), 1: seat(1), 2: seat(2), 3: seat(3), 4: seat(4) },
  howToPlay: [
    'Roles. Five players get a secret role each. Good: Merlin and two Servants of Arthur. Evil: the Assassin and a Minion of Mordred. The two evil players know each other; Merlin knows who is evil but must not show it; the Servants know nothing but their own role.',
    'Quests. The game has five quests, with teams of 2, 3, 2, 3 and 3 players. For each quest a leader proposes a team; the leader’s seat passes to the next player after every proposal.',
    'Votes. Everyone votes openly to approve or reject the team; a majority (three of five) approves it. After four rejections in a row the fifth team goes on the quest whatever the vote.',
    'On a quest, each member secretly plays success or fail. Good players always play success; an evil player may play fail, and one fail card is enough to fail the quest. Only the number of fails is shown.',
    'Winning. Three failed quests win the game for evil. Three successful quests would win it for good, but then the Assassin names the player they think is Merlin: if right, evil wins after all. So Merlin must help good without being found.',
    'With discussion, every player says something before each proposal, the leader first.',
  ],
  paperMeasured: [
    'AvalonBench seated a model in one role (a Servant, or the Assassin) among rule-based “naive” bots that play by simple rules, and counted how often the model’s side won.',
    'It also asked the model, during the game, which players it believed good or evil, and scored that belief against the true roles (its deduction accuracy), and counted how often the Assassin found Merlin.',
  ],
  metrics: [
    { id: 'win', name: 'The fixed seat’s side wins', meaning: 'In the AvalonBench variants: how often the side of the seat whose role is fixed (the model’s seat) won.' },
    { id: 'goodWin', name: 'Good wins', meaning: 'The share of games good won: three successful quests and Merlin not found.' },
    { id: 'evilByQuests', name: 'Evil wins by quests', meaning: 'The share of games evil won by failing three quests.' },
    { id: 'evilByAssassination', name: 'Evil wins by assassination', meaning: 'The share of games good completed three quests but the Assassin named Merlin.' },
    { id: 'assassinationAccuracy', name: 'Assassin finds Merlin', meaning: 'Of the games that reached the assassination, how often the Assassin named Merlin.' },
    { id: 'deductionAccuracy', name: 'Deduction accuracy', meaning: 'How well a player’s stated beliefs (who is good, who is evil) match the true roles, over all five players as AvalonBench counts it, its own seat included.' },
    { id: 'deductionAccuracyOthers', name: 'Deduction accuracy over the others', meaning: 'The same over the four other players only, since every player knows its own role.' },
    { id: 'meanInvalid', name: 'Invalid attempts', meaning: 'Moves the rules refused (a team of the wrong size, a good player playing fail), per game.' },
    { id: 'meanCut', name: 'Cut replies', meaning: 'Model replies cut off at the token limit before they were complete, per game: counted apart from invalid attempts, as the reply was too long rather than wrong; each costs an attempt of the error allowance.' },
  ],
  differences: [
    {
      id: 'avalon.vote-history',
      what: 'Voting history (Servant and Assassin settings)',
      theirs: 'The paper (AvalonBench, §3.2 and §5.1) gives the model the mission outcomes but not how each player voted; the authors’ code (jonathanmli/Avalon-LLM) sends every vote to the model.',
      ours: 'The AvalonBench variants follow the paper: votes are not shown (voteHistory off). The open and discussion variants show every vote.',
      why: 'The paper states the setting its figures were measured in; the code is kept as a labelled alternative rather than silently mixed in.',
    },
    {
      id: 'avalon.fifth-proposal',
      what: 'The fifth proposal',
      theirs: 'The fifth team goes on the quest whatever the vote.',
      ours: 'The same; the vote is still taken and recorded.',
      why: 'So a run shows how the seats voted even when it decides nothing.',
    },
    {
      id: 'avalon.reading',
      what: 'Reading a move',
      theirs: 'The authors’ code sends the model its own reply back with a request to restate the move as “Answer: …”, and reads that second reply: every number in it is the team; the last “Yes” or “No” written so, anywhere (“Nobody” holds a No), the vote or the quest card; the last number in both replies the assassin’s target. A team of the wrong size, or no Yes or No, is asked for once more, then the game stops with an error.',
      ours: 'One reply, read after any thinking, ends with a labelled line read directly: Team: the numbers on it; Vote: approve, yes, reject or no; Quest: pass, success, succeed or fail; Merlin: its first number; whatever the case, the first such word. A reply without the line is asked again within the error allowance.',
      why: 'One call a move, and the move is the one the model wrote rather than its restatement; the paper does not describe the second call.',
    },
  ],
};
