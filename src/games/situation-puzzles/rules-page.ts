import { AR_BENCH_SAMPLING_DIFFERENCE, LONG_REPLY_DIFFERENCE, thinkingDifference } from '../ar-bench';
import type { GameRules } from '../module';
import { reviewFigures } from '../ar-bench-reported';

/** The situation puzzles explained for their rules page. */
export const rulesPage: GameRules = {
  seats: {
    player: { name: 'Player (asks)', role: 'Reads the puzzling story, asks yes-or-no questions, then explains what happened.' },
    judge: { name: 'Judge (answers)', role: 'Knows the hidden story and replies Yes, No or Unknown to each question.' },
  },
  howToPlay: [
    'You read a short, puzzling story: what happened is strange until you know the hidden part.',
    'Ask questions that can be answered Yes or No. The judge, who knows the whole story, replies Yes, No or Unknown (when the story does not say), or “not a question”.',
    'When you think you know, explain the whole story. In the AR-Bench variant you ask 25 questions first; in the classroom variant you explain whenever you are ready, and the judge says whether you are right.',
  ],
  paperMeasured: [
    'AR-Bench tests active reasoning: finding missing information by asking. It scored the final explanation against the hidden story by word and character overlap (F1), and also looked at the process: how many of the puzzle’s key questions the player’s questions reached.',
    'Fogplay’s process score follows that description; the authors’ released code computes none for this task.',
  ],
  metrics: [
    { id: 'f1Char', name: 'F1, characters', meaning: 'How much the explanation and the hidden story overlap, counted in characters, as AR-Bench scores it (0 to 100%).' },
    { id: 'f1Word', name: 'F1, words', meaning: 'The same overlap counted in words.' },
    { id: 'process', name: 'Process score', meaning: 'The share of the puzzle’s key questions the conversation resolved, by the end of the game.' },
    { id: 'processCurve', name: 'Key questions resolved after each question', meaning: 'The same share after each question, averaged over games: how fast the questions found what matters.' },
    { id: 'processCurveLow', name: 'Key questions resolved (low end)', meaning: 'The lower end of the curve’s 95% interval.' },
    { id: 'processCurveHigh', name: 'Key questions resolved (high end)', meaning: 'The higher end of the curve’s 95% interval.' },
    { id: 'verdict.*', name: 'Judge’s verdict', meaning: 'In the classroom variant: the share of explanations the judge called correct, partly correct or wrong.' },
    { id: 'meanQuestions', name: 'Questions asked', meaning: 'Questions per game.' },
    { id: 'meanNotAQuestion', name: 'Replies “not a question”', meaning: 'How often per game the judge found no yes-or-no question to answer.' },
    { id: 'meanInvalid', name: 'Invalid attempts', meaning: 'Moves the rules refused, per game.' },
    { id: 'meanCut', name: 'Cut replies', meaning: 'Model replies cut off at the token limit before they were complete, per game: counted apart from invalid attempts, as the reply was too long rather than wrong; each costs an attempt of the error allowance.' },
    { id: 'forfeits', name: 'Forfeited games', meaning: 'Games a bot or model lost by failing too many times in a row.' },
  ],
  differences: [
    {
      id: 'situation-puzzles.edge-replies',
      what: 'Edge replies in the AR-Bench loop',
      theirs: 'AR-Bench plays 25 turns and sends the judge each whole reply as the question, empty or not; the whole final reply is scored, an empty one 0.',
      ours: 'The AR-Bench variant does the same. The classroom variant reads the last “Q:” line as the question, and asks again, without using a turn, after an empty reply, a bare “Q:”, a question over 500 characters, or an empty final answer.',
      why: 'The benchmark’s figure is comparable only if a reply that is no question costs a turn, as in AR-Bench; in class, a slip should not cost a student a question.',
    },
    {
      id: 'situation-puzzles.judge-reply',
      what: 'A model judge’s reply',
      theirs: 'AR-Bench passes the judge’s reply to the player as written, stripped of spaces and then of full stops (“No, never.” reaches the player as “No, never”), and never asks again.',
      ours: 'The AR-Bench variant does the same with the free-text judge, leaving out only the key-point line Fogplay asks for (AR-Bench’s judge writes none); a reply with none of Yes, No or Unknown is recorded as another reply. The classroom variant, and the structured (JSON) judge, read Yes, No or Unknown from the reply and ask again when it holds none.',
      why: 'The player of the benchmark must read what AR-Bench’s player reads; in class, a judge’s slip should not mislead a student.',
    },
    {
      id: 'situation-puzzles.key-points',
      what: 'The judge’s key points',
      theirs: 'AR-Bench’s loop asks the judge only for Yes, No or Unknown; its key-point prompt is defined but never called.',
      ours: 'The judge is also asked which key points a question hits, for the process score.',
      why: 'The paper reports a process score; the released code computes none.',
    },
    AR_BENCH_SAMPLING_DIFFERENCE,
    LONG_REPLY_DIFFERENCE,
    thinkingDifference('the judge is sent the player’s thinking with its question, and the final answer is scored by F1 with the thinking in it, which changes both F1 scores.'),
  ],
  reported: reviewFigures('sp'),
};
