/** The bundled cases, from `static-data/detective-cases/` (see the README there): 12 cases written for Fogplay in AR-Bench's record format. */
import cases from '../../../static-data/detective-cases/cases.json' with { type: 'json' };
import type { CaseRecord, Letter } from './types';

export const CASES: readonly CaseRecord[] = cases as CaseRecord[];

export const LETTERS: readonly Letter[] = ['A', 'B', 'C', 'D', 'E'];

