/**
 * A phone photo reduced in the browser before it is sent: at most 2,048 px on its long side, as a
 * JPEG, so that a 12 MP photo costs a few hundred kB of mobile data instead of 5 MB. The server
 * re-encodes whatever arrives anyway (and removes metadata); this only saves the upload.
 */
export const BROWSER_MAX_SIDE = 2048;
const QUALITY = 0.85;
/** Already small enough: sent as it is. */
const SMALL_BYTES = 700 * 1024;

export interface ReducedPhoto {
  blob: Blob;
  width: number;
  height: number;
}

/** The reduced photo, or the file itself when it is already small or the browser cannot decode it (v1 decides). */
export async function reducePhoto(file: Blob, maxSide = BROWSER_MAX_SIDE): Promise<ReducedPhoto | Blob> {
  let bitmap: ImageBitmap;
  try {
    // Upright from the EXIF orientation, as the photo looked on the phone.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const { width, height } = bitmap;
    const scale = Math.min(1, maxSide / Math.max(width, height));
    if (scale === 1 && file.size <= SMALL_BYTES) return file;
    const w = Math.max(1, Math.round(width * scale));
    const h = Math.max(1, Math.round(height * scale));
    const blob = await drawJpeg(bitmap, w, h);
    return blob && blob.size < file.size ? { blob, width: w, height: h } : file;
  } finally {
    bitmap.close();
  }
}

async function drawJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
}
