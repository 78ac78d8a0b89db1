'use client';

import { useState } from 'react';
import { reducePhoto } from '@/lib/photos/reduce';
import { uploadPhoto } from '@/lib/photos/upload';
import { PlainImg } from '../ui/PlainImg';
import { errorText } from '@/lib/errors';

export interface UploadedPhoto {
  path: string;
  preview: string;
}

/**
 * One picture of the back office (an ad's image, a campaign's or a shop's logo): reduced in the
 * browser, then checked and re-encoded by POST upload/photo like listing photos. Errors go to the
 * form's own message.
 */
export function useUploadedPhoto(setError: (error: string | null) => void) {
  const [photo, setPhoto] = useState<UploadedPhoto | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  async function pick(file: File | undefined) {
    if (!file) return;
    setError(null);
    setProgress(0);
    const reduced = await reducePhoto(file);
    const blob = reduced instanceof Blob ? reduced : reduced.blob;
    const result = await uploadPhoto(blob, setProgress);
    setProgress(null);
    if (!result.ok) return setError(errorText({}, result.error));
    setPhoto({ path: result.path, preview: URL.createObjectURL(blob) });
  }

  return { photo, uploading: progress !== null, progress, pick, clear: () => setPhoto(null) };
}

export type PhotoUpload = ReturnType<typeof useUploadedPhoto>;

/** The file field of one picture, its upload progress and a thumbnail once it is stored. */
export function PhotoInput({ label, upload, className = '' }: { label: string; upload: PhotoUpload; className?: string }) {
  return (
    <label className={`block ${className}`}>
      <span className="label">{label}</span>
      <span className="flex items-center gap-3">
        {upload.photo ? <PlainImg src={upload.photo.preview} alt="" className="h-10 w-10 shrink-0 rounded object-cover ring-1 ring-line" /> : null}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="block min-w-0 text-sm"
          onChange={(event) => void upload.pick(event.target.files?.[0])}
        />
      </span>
      {upload.progress !== null ? <span className="text-xs text-muted">Envoi… {Math.round(upload.progress * 100)} %</span> : null}
    </label>
  );
}
