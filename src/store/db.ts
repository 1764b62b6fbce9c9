/**
 * The browser's run store (IndexedDB through Dexie), one import for its users: its tables and
 * versions (schema.ts), a run's episodes in blocks (blocks.ts) and read back for pages and exports
 * (episodes.ts), a run written as it plays and deleted (runs.ts), and a run's counts and headline
 * (counts.ts). The parts' own helpers, which they share among themselves, stay theirs.
 */
export { openDatabase, ReadOnlyStore, READ_ONLY, STORES_V1, VERSION, type EpisodeHeader, type EpisodeKey, type FogplayDB, type HeaderBlock, type StoredSuite } from './schema';
export { BLOCK, blockEvents, blockOf, eventParts, header, headerBlocksOf, putHeaders, readableRun, removeHeaders } from './blocks';
export * from './episodes';
export * from './runs';
export * from './counts';
