// The model matrix for the chatml stand-in (matrix-suite.ts).
import { matrixSuite } from './matrix-suite';

await matrixSuite('chatml');
