/** The page's one connection to the run store. */
import { openDatabase } from '../store/db';

export const db = openDatabase();
