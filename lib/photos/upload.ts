/**
 * Sends one listing photo through the BFF with upload progress (fetch cannot report it; XHR can).
 * Answers like bff(): the stored path, or what to show beside the photo (v1's text in the page's
 * language, or the error code of a failure here: lib/errors.ts's errorText shows either).
 */
import { bffHeaders, bffUrl } from '../api/browser';
import { CONNECTION_ERRORS } from '../api/refusal';
import type { V1Output } from '../api/endpoints';

export type PhotoUploadResult = { ok: true; path: string } | { ok: false; error: string; signin?: string };

export function uploadPhoto(photo: Blob, onProgress: (fraction: number) => void): Promise<PhotoUploadResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', bffUrl('/upload/photo'));
    xhr.responseType = 'json';
    for (const [name, value] of Object.entries(bffHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      // XHR's JSON is the route's answer (201) or an error: { error, signin? }.
      const body = (xhr.response ?? {}) as Partial<V1Output<'/upload/photo', 'POST'>> & { error?: string; signin?: string };
      if (xhr.status === 201 && body.path) return resolve({ ok: true, path: body.path });
      resolve({ ok: false, error: body.error ?? CONNECTION_ERRORS.unavailable, signin: body.signin });
    };
    // Aborted by the browser (the page left, the connection dropped): the network's failure.
    const unreached = () => resolve({ ok: false, error: CONNECTION_ERRORS.network });
    xhr.onerror = unreached;
    xhr.onabort = unreached;
    const form = new FormData();
    form.set('photo', photo, 'photo.jpg');
    xhr.send(form);
  });
}
