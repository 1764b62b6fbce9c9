// The model matrix for the qwen2_5 stand-in (matrix-suite.ts).
import { matrixSuite } from './matrix-suite';

await matrixSuite('qwen2_5');
