/**
 * How many times longer the caps on waits are: 3 under `npm run test:stress`, where busy loops
 * share every core with the suite, else 1. Caps bound waits for events; no test waits on the clock.
 */
export const SLOWER = process.env.FOGPLAY_STRESS ? 3 : 1;
