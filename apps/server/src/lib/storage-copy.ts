import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { mapWithLimit } from './map-with-limit.ts';
import { contentTypeOf, type FileStorage } from './storage.ts';

/** Every file under a disk folder as a storage key (forward slashes) with its size; unfinished `.part` writes left out. */
async function listFolder(rootDir: string) {
  const entries = await fs.readdir(rootDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && !entry.name.endsWith('.part'));
  return Promise.all(
    files.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const key = path.relative(rootDir, file).split(path.sep).join('/');
      return { key, file, size: (await fs.stat(file)).size };
    }),
  );
}

/**
 * Copies a disk upload folder into another store (`npm run storage:copy`), streaming each file.
 * A file already stored under its key with the same size is skipped, so a second run (or one after
 * an interruption) copies only what is missing; nothing is removed from either side.
 */
export async function copyFolderToStorage(
  rootDir: string,
  target: FileStorage,
  onFile: (key: string, copied: boolean) => void = () => undefined,
) {
  const files = await listFolder(rootDir);
  const totals = { files: files.length, copied: 0, skipped: 0, bytes: 0 };
  await mapWithLimit(files, 8, async ({ key, file, size }) => {
    if ((await target.size(key)) === size) {
      totals.skipped++;
      onFile(key, false);
      return;
    }
    await target.put(key, createReadStream(file), { contentType: contentTypeOf(key), size });
    totals.copied++;
    totals.bytes += size;
    onFile(key, true);
  });
  return totals;
}
