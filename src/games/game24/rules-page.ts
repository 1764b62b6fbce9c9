import type { GameRules } from '../module';

/** Game of 24 explained for its rules page. */
export const rulesPage: GameRules = {
  seats: { player: { name: 'Player', role: 'Writes an expression that makes 24; the rules check it exactly.' } },
  howToPlay: [
    'You get four numbers. Combine all four with +, −, × and ÷ (brackets allowed) to make exactly 24, using each number once.',
    'Fractions along the way are fine: 8 ÷ (3 − 8 ÷ 3) is 24.',
    'One answer per puzzle in the benchmark variants; the classroom variant gives three tries.',
  ],
  paperMeasured: [
    'Tree of Thoughts used the game to compare ways of prompting a model: answering at once, a chain of thought, many chains of thought and a vote, and its own search, which proposes steps, judges the numbers left, and keeps the most promising states.',
    'It counted the share of its 100 test puzzles solved, and the cost of each method in model calls and tokens.',
  ],
  metrics: [
    { id: 'successRate', name: 'Success rate (the benchmark’s)', meaning: 'The share of puzzles solved, with its 95% interval, as Tree of Thoughts’ own code reads a reply: only its last line, without "Answer: ", up to the first "=", read as Python arithmetic. Markdown, ×, ÷, a remark after the answer or a missing space after "Answer:" fail there. This is the figure to compare with the papers.' },
    { id: 'successRateFogplay', name: 'Success rate, Fogplay’s reading', meaning: 'The same share as Fogplay’s friendlier reader counts it: the last "Answer:" line anywhere in the reply, Markdown, LaTeX, ×, ÷ and − read, only + − × ÷ and brackets allowed. Not the benchmark’s figure.' },
    { id: 'successRateWithUnaryMinus', name: 'Success rate, Fogplay’s reading with a unary minus', meaning: 'Fogplay’s reading, also accepting an answer that puts a minus sign in front of a number, as Python arithmetic does.' },
    { id: 'unaryMinusAnswers', name: 'Answers right only with a unary minus', meaning: 'How many answers Fogplay’s reading refuses only for a unary minus.' },
    { id: 'firstCandidateRate', name: 'Best final candidate right', meaning: 'For a search: how often the candidate it ranked first was right.' },
    { id: 'anyCandidateRate', name: 'Any final candidate right', meaning: 'For a search: how often any of its last candidates was right, as the paper counts its success.' },
    { id: 'meanAttempts', name: 'Mean answers', meaning: 'Answers given per puzzle.' },
    { id: 'meanInvalid', name: 'Invalid attempts', meaning: 'Replies the rules could not read as an answer, per puzzle.' },
    { id: 'meanCut', name: 'Cut replies', meaning: 'Model replies cut off at the token limit before they were complete, per puzzle: counted apart from invalid attempts, as the reply was too long rather than wrong; each costs an attempt of the error allowance.' },
    { id: 'meanModelQueries', name: 'Model queries per puzzle', meaning: 'How many times the model was asked, the cost the paper weighs against success.' },
    { id: 'meanPromptTokens', name: 'Prompt tokens per puzzle', meaning: 'Text sent to the model per puzzle, in tokens.' },
    { id: 'meanCompletionTokens', name: 'Completion tokens per puzzle', meaning: 'Text the model wrote per puzzle, in tokens.' },
    { id: 'error:*', name: 'Kinds of wrong answer', meaning: 'How many puzzles ended with each kind of mistake: wrong numbers, not 24, no answer, out of tokens, not an allowed expression, a unary minus, or a division by zero.' },
  ],
  differences: [
    {
      id: 'game24.reading',
      what: 'Reading a reply',
      theirs: 'Tree of Thoughts’ test_output reads only the reply’s last line, drops “answer: ” (with its space), keeps the text before the first “=”, and hands it to sympy.',
      ours: 'The Success rate is read the same way (a port, checked against ToT’s own code on 27 reply forms × 100 puzzles). Fogplay’s friendlier reading (Markdown, ×, ÷, −, a remark after the answer, a full-width colon) is a second, labelled rate.',
      why: 'The benchmark’s figure must be comparable with the paper’s; the friendlier one shows what a small model meant.',
    },
    {
      id: 'game24.arithmetic',
      what: 'Allowed arithmetic',
      theirs: 'sympy takes Python arithmetic: a unary sign, **, ^, //, %, 4! are all accepted if the digits match.',
      ours: 'The rules (Fogplay’s reading) allow only + − × ÷ and brackets, as the task states; ToT’s success counts the rest.',
      why: 'The task’s rules are “basic arithmetic operations”; the looser reading is the benchmark’s, so it is the headline.',
    },
    {
      id: 'game24.search',
      what: 'The search (--protocol tot)',
      theirs: 'bfs.solve makes a path of every line of a proposal, reads the numbers left as the model wrote them after “left: ”, values a judgement only when its last line is exactly sure, likely or impossible, a repeated path and a fourth line without “answer” 0, and counts the puzzle solved when any of the b final paths is right by test_output (“= 23” after a left side that makes 24 passes, a bold answer fails).',
      ours: 'The search “as its authors’ code reads it” (tot) does all of this. The friendlier search (tot-friendly) keeps only steps on numbers left, takes the last verdict word, and plays one answer; its figures are labelled as Fogplay’s reading.',
      why: 'The benchmark’s figure must be ToT’s own: run beside ToT’s own bfs.solve on the same scripted replies, the search makes the same final paths and verdicts on all 100 test puzzles. The friendlier search shows what a small model that misformats a line could do.',
    },
    {
      id: 'game24.value-cache',
      what: 'Values cached across puzzles',
      theirs: 'ToT keeps one cache of judgements per run, so a state judged in one puzzle is not judged again in the next.',
      ours: 'The cache lasts one puzzle.',
      why: 'Every episode replays from its own record, whatever ran before it.',
    },
    {
      id: 'game24.thinking',
      what: 'A model’s thinking, between <think> and </think>',
      theirs: 'Tree of Thoughts’ models did not think aloud, and its code reads the whole reply: in the search every line of a proposal’s thinking is a path; test_output reads the last line with any thinking on it, so thinking and its answer on one line score 0, and a reply whose thinking never closes is scored by its last line.',
      ours: 'Every prompt and both searches read only the reply after the thinking; a reply whose thinking never closes is read as none. The thinking is recorded and shown apart on the run page.',
      why: 'Thinking is the model’s scratch work, not its move; the paper’s models did not think aloud.',
    },
    {
      id: 'game24.cut-reply',
      what: 'A reply cut off at the token limit',
      theirs: 'Scored as whatever its last line reads.',
      ours: 'A cut reply with no answer in it is asked again within the error allowance, then counted out of tokens (Algorithm of Thoughts’ error class); one that holds an answer is read as any other.',
      why: 'A cut reply is an engine limit, not an answer.',
    },
  ],
};
