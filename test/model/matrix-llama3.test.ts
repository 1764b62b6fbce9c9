// The model matrix for the llama3 stand-in (matrix-suite.ts).
import { matrixSuite } from './matrix-suite';

await matrixSuite('llama3');
