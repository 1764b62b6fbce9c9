// The model matrix for the gemma3 stand-in (matrix-suite.ts).
import { matrixSuite } from './matrix-suite';

await matrixSuite('gemma3');
