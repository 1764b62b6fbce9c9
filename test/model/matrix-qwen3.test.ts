// The model matrix for the qwen3 stand-in (matrix-suite.ts).
import { matrixSuite } from './matrix-suite';

await matrixSuite('qwen3');
