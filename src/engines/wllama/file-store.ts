/**
 * GGUF files opened from this computer (a USB stick, a download folder), kept in the browser so
 * that they load again after a reload, with no file dialog. Runs in the wllama worker.
 *
 * They live in the origin private file system (OPFS), where wllama keeps the models it downloads,
 * written through a sync access handle: only a dedicated worker has one, every browser with OPFS
 * offers it, and it needs no `blob:` worker. A file is copied from the picked file 16 MB at a time,
 * so it is never in memory whole, and it is read back with `getFile()`, a file on disk that
 * wllama reads in slices too. Each model is two entries: its bytes, then a record of its name
 * and size, written last and removed first, so a copy cut short (a full disk, a closed tab) is
 * never listed as whole. The record keeps the file's SHA-256 too, computed from the slices as they
 * are copied, so that a stored model is hashed once, not at every load.
 *
 * A model wllama downloaded by URL lives in wllama's own cache; its hash is remembered here, in a
 * folder of its own, by URL and size.
 */

/// <reference lib="dom.asynciterable" />
import type { StoredFile } from './protocol';
import { Sha256 } from '../../core/sha256';

const DIRECTORY = 'gguf-files';
const HASHES = 'gguf-hashes';
/** Bytes copied at a time: all a copy holds in memory, and the step of its progress. */
const SLICE = 1 << 24;

interface FileRecord {
  name: string;
  bytes: number;
  /** Absent in records written before it was kept. */
  sha256?: string;
}

const directory = async (name = DIRECTORY) => (await navigator.storage.getDirectory()).getDirectoryHandle(name, { create: true });

async function keyOf(name: string, bytes: number): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${bytes}\n${name}`));
  return Array.from(new Uint8Array(digest).subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function remove(folder: FileSystemDirectoryHandle, entry: string): Promise<void> {
  try {
    await folder.removeEntry(entry);
  } catch (error) {
    if ((error as Error).name !== 'NotFoundError') throw error;
  }
}

/**
 * The error of a full disk, as the browser's own. Chromium (in a private window at least) throws it
 * from neither truncate() nor write(): the size stays short, and write() answers an error code as a
 * byte count (4294967288, that is -8, "no space").
 */
const full = () => new DOMException('The browser has no room left to store the model.', 'QuotaExceededError');

function write(handle: FileSystemSyncAccessHandle, bytes: Uint8Array, at: number): void {
  if (handle.write(bytes, { at }) !== bytes.byteLength) throw full();
}

/**
 * Copies `file` into the store under its name and size, replacing an earlier copy of the same,
 * with its SHA-256: the one given (the load's), else the one of the slices copied.
 */
export async function storeFile(file: Blob, name: string, sha256: string | undefined, onProgress?: (written: number) => void): Promise<StoredFile> {
  const folder = await directory();
  await removeLeftovers(folder);
  const key = await keyOf(name, file.size);
  await remove(folder, `${key}.json`);
  const handle = await (await folder.getFileHandle(`${key}.gguf`, { create: true })).createSyncAccessHandle();
  try {
    // Claiming the whole size first fails at once on a full disk, not after a gigabyte.
    handle.truncate(file.size);
    if (handle.getSize() !== file.size) throw full();
    const hash = sha256 === undefined ? new Sha256() : undefined;
    for (let at = 0; at < file.size; at += SLICE) {
      const slice = new Uint8Array(await file.slice(at, at + SLICE).arrayBuffer());
      write(handle, slice, at);
      hash?.update(slice);
      onProgress?.(Math.min(at + SLICE, file.size));
    }
    handle.flush();
    sha256 ??= hash!.hex();
    // The record is written while the bytes are still locked, so no one takes them for a leftover.
    await writeRecord(folder, key, { name, bytes: file.size, sha256 });
  } catch (error) {
    handle.close();
    await remove(folder, `${key}.json`);
    await remove(folder, `${key}.gguf`);
    throw error;
  }
  handle.close();
  return { key, name, bytes: file.size, complete: true, sha256 };
}

async function writeRecord(folder: FileSystemDirectoryHandle, key: string, record: FileRecord): Promise<void> {
  const handle = await (await folder.getFileHandle(`${key}.json`, { create: true })).createSyncAccessHandle();
  try {
    handle.truncate(0);
    write(handle, new TextEncoder().encode(JSON.stringify(record)), 0);
    handle.flush();
  } finally {
    handle.close();
  }
}

async function readRecord(folder: FileSystemDirectoryHandle, key: string): Promise<FileRecord | null> {
  try {
    const record = JSON.parse(await (await (await folder.getFileHandle(`${key}.json`)).getFile()).text()) as Partial<FileRecord>;
    if (typeof record.name !== 'string' || typeof record.bytes !== 'number') return null;
    return { name: record.name, bytes: record.bytes, ...(typeof record.sha256 === 'string' && /^[0-9a-f]{64}$/.test(record.sha256) && { sha256: record.sha256 }) };
  } catch {
    return null;
  }
}

async function entries(folder: FileSystemDirectoryHandle): Promise<string[]> {
  const names: string[] = [];
  for await (const name of folder.keys()) names.push(name);
  return names;
}

/** Bytes without a record are a copy that was cut short by a closed tab: they only take room. */
async function removeLeftovers(folder: FileSystemDirectoryHandle): Promise<void> {
  const names = await entries(folder);
  for (const name of names.filter((entry) => entry.endsWith('.gguf') && !names.includes(entry.replace(/\.gguf$/, '.json')))) {
    // A copy still being written is locked, and stays.
    await folder.removeEntry(name).catch(() => undefined);
  }
}

/** The stored files, by name. */
export async function storedFiles(): Promise<StoredFile[]> {
  const folder = await directory();
  const files: StoredFile[] = [];
  for (const entry of await entries(folder)) {
    if (!entry.endsWith('.json')) continue;
    const key = entry.slice(0, -'.json'.length);
    const record = await readRecord(folder, key);
    const stored = await folder
      .getFileHandle(`${key}.gguf`)
      .then((handle) => handle.getFile())
      .then((file) => file.size, () => 0);
    files.push({ key, name: record?.name ?? 'A model whose record is damaged', bytes: record?.bytes ?? stored, complete: record !== null && stored === record.bytes, sha256: record?.sha256 });
  }
  return files.sort((a, b) => a.name.localeCompare(b.name));
}

/** A stored file, to load, with its hash when its record keeps one. */
export async function openStoredFile(key: string): Promise<{ file: File; name: string; sha256?: string }> {
  const folder = await directory();
  const record = await readRecord(folder, key);
  const file = await folder
    .getFileHandle(`${key}.gguf`)
    .then((handle) => handle.getFile())
    .catch(() => null);
  if (!record || !file) throw new Error('This model is no longer in the browser’s storage.');
  if (file.size !== record.bytes) throw new Error(`${record.name} is incomplete in the browser’s storage: ${file.size} of its ${record.bytes} bytes are kept.`);
  return { file, name: record.name, sha256: record.sha256 };
}

export async function deleteStoredFile(key: string): Promise<void> {
  const folder = await directory();
  await remove(folder, `${key}.json`);
  await remove(folder, `${key}.gguf`);
}

/** The remembered SHA-256 of the model wllama downloaded from `url`, when it has this size. */
export async function rememberedHash(url: string, bytes: number): Promise<string | undefined> {
  const record = await readRecord(await directory(HASHES), await keyOf(url, 0));
  return record?.bytes === bytes ? record.sha256 : undefined;
}

/** Remembers the SHA-256 of the model wllama downloaded from `url`. */
export async function rememberHash(url: string, bytes: number, sha256: string): Promise<void> {
  await writeRecord(await directory(HASHES), await keyOf(url, 0), { name: url, bytes, sha256 });
}

/** Forgets the hash of the model downloaded from `url`, deleted or downloaded anew. */
export async function forgetHash(url: string): Promise<void> {
  await remove(await directory(HASHES), `${await keyOf(url, 0)}.json`);
}
