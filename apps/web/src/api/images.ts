import type { ImageDto, One } from '@steelyard/contracts';
import { api } from './client.ts';

/** `POST /api/images` (multipart `image`), reporting the sent fraction as it goes. */
export async function uploadImage(
  file: Blob,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ImageDto> {
  const { data } = await api.upload<One<ImageDto>>('/api/images', { image: file }, { onProgress, signal });
  return data;
}
