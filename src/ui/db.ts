/** The page's one connection to the run store. */
import { openDatabase } from '../store/db';
import { announceUpgrading } from './upgrading';

export const db = await openDatabase('fogplay', announceUpgrading);
