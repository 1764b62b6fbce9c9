/**
 * The browser's run store (IndexedDB through Dexie), one import for its users: its tables and
 * versions (schema.ts), a run's episodes in blocks (blocks.ts) and read back for pages and exports
 * (episodes.ts), a run written as it plays and deleted (runs.ts), and a run's counts and headline
 * (counts.ts).
 */
export * from './schema';
export * from './blocks';
export * from './episodes';
export * from './runs';
export * from './counts';
