import { AR_BENCH_SAMPLING_DIFFERENCE, LONG_REPLY_DIFFERENCE, thinkingDifference } from '../ar-bench';
import type { GameRules } from '../module';
import { reviewFigures } from '../ar-bench-reported';

const suspect = (letter: string) => ({
  name: `Suspect ${letter}`,
  role: 'Knows only their own story and answers the questions put to them; the murderer may lie.',
});

/** The detective cases explained for their rules page. */
export const rulesPage: GameRules = {
  seats: {
    detective: { name: 'Detective', role: 'Reads the case, questions one suspect per turn, then names the murderer.' },
    A: suspect('A'), B: suspect('B'), C: suspect('C'), D: suspect('D'), E: suspect('E'),
  },
  howToPlay: [
    'A murder: you learn the time, the place, the victim and a short introduction of five suspects.',
    'Each turn, put one question to one suspect. Each suspect knows only their own story; the murderer hides the truth.',
    'Compare the answers, look for what does not fit (a motive, an opportunity, a lie), then name the murderer. In the AR-Bench variant you have 25 turns first; in the classroom variant you may name the murderer whenever you are ready.',
  ],
  paperMeasured: [
    'AR-Bench tests active reasoning: finding missing information by asking. It counted how often the detective named the murderer, and looked at the process: how many of the case’s key points the questions reached.',
    'Fogplay’s process score follows that description; the authors’ released code computes none for this task.',
  ],
  metrics: [
    { id: 'accuracy', name: 'Accuracy', meaning: 'The share of cases whose murderer was named, with its 95% interval.' },
    { id: 'process', name: 'Process score', meaning: 'The share of the case’s key points the questions reached, by the end of the game.' },
    { id: 'processCurve', name: 'Key points reached after each question', meaning: 'The same share after each question, averaged over games.' },
    { id: 'processCurveLow', name: 'Key points reached (low end)', meaning: 'The lower end of the curve’s 95% interval.' },
    { id: 'processCurveHigh', name: 'Key points reached (high end)', meaning: 'The higher end of the curve’s 95% interval.' },
    { id: 'meanTurns', name: 'Turns', meaning: 'Turns per game.' },
    { id: 'meanLostTurns', name: 'Turns lost', meaning: 'Turns per game whose question named no suspect, so nobody answered.' },
    { id: 'meanInvalid', name: 'Invalid attempts', meaning: 'Moves the rules refused, per game.' },
    { id: 'meanCut', name: 'Cut replies', meaning: 'Model replies cut off at the token limit before they were complete, per game: counted apart from invalid attempts, as the reply was too long rather than wrong; each costs an attempt of the error allowance.' },
    { id: 'forfeits', name: 'Forfeited games', meaning: 'Games a bot or model lost by failing too many times in a row.' },
  ],
  differences: [
    {
      id: 'detective-cases.suspect-name',
      what: 'Reading the chosen suspect',
      theirs: 'AR-Bench strips one punctuation mark at each end, does not trim, and needs the whole name: “Name\\n” loses the turn.',
      ours: 'The AR-Bench variant reads it the same way, and its conversation keeps the name as read, end punctuation stripped, as AR-Bench appends it; the classroom variant trims the reply first and keeps the reply.',
      why: 'The benchmark variant must lose the same turns AR-Bench loses.',
    },
    {
      id: 'detective-cases.question',
      what: 'Reading the question',
      theirs: 'The whole reply is the question, as written: an empty reply is put to the suspect, and the turn is used.',
      ours: 'The AR-Bench variant does the same; the classroom variant trims the question and asks again, without using a turn, after an empty one.',
      why: 'Run side by side with AR-Bench’s loop on the same scripted replies, the AR-Bench variant loses the same turns and puts the same questions to the same suspects in all 100 of its test cases.',
    },
    {
      id: 'detective-cases.final-answer',
      what: 'Reading the final answer',
      theirs: 'extract_answer_choice: the rest of the line after the first “Answer:”, Python’s line (so “A\\rB” reads B), the last capital A to E in it.',
      ours: 'The same, with Python’s line and spaces; a final answer of any length is read, its reasoning kept up to 8,000 characters.',
      why: 'So the accuracy is AR-Bench’s pred == label.',
    },
    {
      id: 'detective-cases.case-file',
      what: 'The case file',
      theirs: 'Fields vary in type from record to record; timeline is a list, an object holding one, or one entry.',
      ours: 'Every shape is read; a timeline in no known shape is left out, since nothing reads it.',
      why: 'AR-Bench’s own file must load as it is.',
    },
    {
      id: 'detective-cases.key-questions',
      what: 'Key-question judge',
      theirs: 'A separate judge model marks the key questions a question hit, and only in the tree search.',
      ours: 'The suspect’s seat marks them on a line the detective never sees.',
      why: 'The suspect is the seat that knows the story; one model call fewer per turn.',
    },
    {
      id: 'detective-cases.prompts',
      what: 'The detective’s prompts',
      theirs: 'AR-Bench’s own wording: its rules (propose_template), then a request per step (select_suspect_template, question_propose_prompt, select_murderer_template).',
      ours: 'Fogplay’s own words. A person may bring AR-Bench’s text as a template: its values ({turn}, {background}, {suspect_names}, {choice}) are slots, and each step’s request (choose, ask, accuse) its own message after a line “--- step: NAME”, so the whole of AR-Bench’s wording can be played.',
      why: 'Prompts are written in our own words; the template lets a run use the authors’ exact rules.',
    },
    AR_BENCH_SAMPLING_DIFFERENCE,
    LONG_REPLY_DIFFERENCE,
    thinkingDifference('a reply that thinks before naming a suspect names no one and loses its turn, an “Answer:” line inside the thinking is read as the final answer, and the suspect is sent the thinking with the question.'),
  ],
  reported: reviewFigures('dc'),
};
