/** The page's one connection to the run store. */
import { openDatabase } from '../store/db';

let announce = () => {};
/** Resolves if the store of an earlier version is being brought up to date as it opens. */
export const upgrading = new Promise<void>((resolve) => (announce = resolve));

export const db = await openDatabase('fogplay', () => announce());
