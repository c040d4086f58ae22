import { isPrivateKey, PRIVATE_PREFIX, type FileStorage } from '../../lib/storage.ts';

type ImageFiles = { id: number; path: string; thumb_path: string };

/** The private key an inquiry's photo moves to: `images/2026/…` → `private/qna-images/2026/…`. */
const privateKeyOf = (key: string) =>
  isPrivateKey(key) ? key : `${PRIVATE_PREFIX}qna-images/${key.replace(/^images\//, '')}`;

async function copyFile(storage: FileStorage, from: string, to: string) {
  const file = await storage.read(from);
  if (!file) throw new Error(`No stored file ${from}`);
  await storage.put(to, file.body, { contentType: file.contentType, size: file.size });
}

/**
 * Copies an inquiry's photos (uploaded as public images) to private keys, which only the checked
 * route reads. Returns each image's new keys and the keys to drop: the public copies once the
 * rows point at the private ones (`dropAfterCommit`), or the private ones if the inquiry is not
 * saved (`dropOnFailure`).
 */
export async function copyPhotosToPrivate(storage: FileStorage, images: ImageFiles[]) {
  const moves = images
    .filter((image) => !isPrivateKey(image.path))
    .map((image) => ({
      id: image.id,
      from: [image.path, image.thumb_path],
      to: [image.path, image.thumb_path].map(privateKeyOf),
    }));
  const dropOnFailure = moves.flatMap((move) => move.to);
  try {
    await Promise.all(
      moves.flatMap((move) => move.from.map((from, i) => copyFile(storage, from, move.to[i]!))),
    );
  } catch (error) {
    await removeFiles(storage, dropOnFailure);
    throw error;
  }
  return {
    rows: moves.map((move) => ({ id: move.id, path: move.to[0]!, thumbPath: move.to[1]! })),
    dropAfterCommit: moves.flatMap((move) => move.from),
    dropOnFailure,
  };
}

/** Removes files; one already gone (or a store that fails) leaves an orphan at worst, never an error. */
export async function removeFiles(storage: FileStorage, keys: string[]) {
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
}

/** A photo's URL in an inquiry's answer: the checked route, never `/uploads`. */
export const qnaPhotoUrl = (qnaId: number, imageId: number, size: 'display' | 'thumb') =>
  `/api/qnas/${qnaId}/images/${imageId}/${size}`;
