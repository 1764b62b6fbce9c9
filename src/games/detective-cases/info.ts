import type { GameInfo } from '../../core/game';

/** How the home page presents the game; apart from the rules, so the page loads without them. */
export const info: GameInfo = {
  title: 'Detective cases',
  order: 14,
  tagline: 'A murder, five suspects, one question per turn: find out who lies, then name the murderer.',
  paper: {
    title: 'From Passive to Active Reasoning: Can Large Language Models Ask the Right Questions under Incomplete Information? (AR-Bench, detective cases)',
    authors: 'Zhou et al.',
    year: 2025,
    url: 'https://arxiv.org/abs/2506.08295',
  },
  tests: 'Active reasoning: questioning suspects who each know only their own story, some of them lying, and naming the murderer; scored by accuracy, and by the key questions the questions reached.',
  seats: 'A detective (a person, a reference bot or a model) and five suspects, each a model, a person, or a rule-based stand-in that answers from the case’s written facts.',
  lesson: {
    seats: 'A student is the detective on a phone; you (or five students, one per phone) take the suspects. A suspect sees their own story and no one else’s.',
    project: 'The public board: the questions and the answers, so the class follows the case.',
    minutes: '15–20 per case',
  },
};
