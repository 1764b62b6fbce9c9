/**
 * How a class plays each game across devices (the teacher's page, #/teach): who sits where, what
 * the projector shows, and how long a game takes in a lesson. Every game a person plays has one.
 */
export interface Lesson {
  id: string;
  /** Who sits where: on the phones, at the teacher's computer. */
  seats: string;
  /** What the projector shows. */
  project: string;
  /** Minutes a game takes in class. */
  minutes: string;
}

export const LESSONS: Lesson[] = [
  { id: 'guess-number', seats: 'One student (or a pair) guesses; the rules answer. Every other student can play their own game from the puzzle link.', project: 'The public board: each guess and its feedback, so the class can reason about the next guess together.', minutes: '5 per game' },
  { id: 'situation-puzzles', seats: 'A student asks; you take the judge on your computer (you see the hidden story there, so do not project your own screen). Students take turns with the asker’s phone, or play a puzzle each.', project: 'The public board, from a second screen that joined as the projector: the questions and your answers, never the story.', minutes: '10–15 per puzzle' },
  { id: 'detective-cases', seats: 'A student is the detective on a phone; you (or five students, one per phone) take the suspects. A suspect sees their own story and no one else’s.', project: 'The public board: the questions and the answers, so the class follows the case.', minutes: '15–20 per case' },
  { id: 'game24', seats: 'One student on a phone, or every student with their own puzzle link.', project: 'The four numbers and the answer once given.', minutes: '2–5 per puzzle' },
  { id: 'avalon', seats: 'Five students, each on a phone: each sees only their own role (and what it lets them know), and votes in secret. Bots can fill seats when fewer play.', project: 'The public board: the teams, the votes and the quests. Roles stay on the phones.', minutes: '20–30 per game' },
  { id: 'brainking', seats: 'A student asks yes-or-no questions from a phone; you take the oracle on your computer, or leave it to the rule-based oracle.', project: 'The public board: the questions and answers, never the hidden entity.', minutes: '10 per game' },
  { id: 'asympuzl', seats: 'Two students, Alice and Bob, each on a phone: each sees only their half of the clues and must describe it in messages.', project: 'The public board: the messages and the feedback, while the class guesses how the pair will solve it.', minutes: '10 per puzzle' },
];
