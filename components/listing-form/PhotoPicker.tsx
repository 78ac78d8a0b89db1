'use client';

import { useEffect, useEffectEvent, useRef, useState, type InputHTMLAttributes, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { reducePhoto } from '@/lib/photos/reduce';
import { uploadPhoto } from '@/lib/photos/upload';
import { photoUrl } from '@/lib/routes';
import { LISTING_LIMITS } from '@/lib/schemas/listing-write';
import { ACCEPTED_PICTURE_TYPES, MAX_UPLOAD_BYTES, PICTURE_ERRORS } from '@/lib/uploads';
import { PlainImg } from '../ui/PlainImg';
import { loadPage } from '@/lib/navigation';
import { fillText } from '@/lib/i18n/fill';
import { useTexts } from '../texts/TextsProvider';
import { useErrorText } from '../texts/useErrorText';

type Status = 'reducing' | 'uploading' | 'done' | 'error';

interface PhotoItem {
  key: string;
  preview: string;
  status: Status;
  progress: number;
  path?: string;
  error?: string;
  /** kept until the upload succeeds, for a retry */
  file?: Blob;
}

let counter = 0;
const nextKey = () => `photo-${++counter}`;

/** Uploaded paths in order, and whether some photos are still on their way (or failed). */
export interface PhotoState {
  paths: string[];
  pending: number;
  failed: number;
}

/**
 * The photos of a listing, 1 to 10: picked from the gallery or taken with the camera, reduced in
 * the browser, sent one by one with a progress bar, retried one by one, reordered (drag on touch
 * screens and mice, buttons for the keyboard), removed. The first is the cover (photo1).
 */
export function PhotoPicker({ initial, onChange, error }: { initial: string[]; onChange: (state: PhotoState) => void; error?: string | null }) {
  const texts = useTexts('sell');
  const [items, setItems] = useState<PhotoItem[]>(() =>
    initial.map((path) => ({ key: nextKey(), preview: photoUrl(path) ?? '', status: 'done' as const, progress: 1, path })),
  );
  const [notice, setNotice] = useState<string | null>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const report = useEffectEvent(onChange);

  useEffect(() => {
    report({
      paths: items.filter((item) => item.status === 'done' && item.path).map((item) => item.path!),
      pending: items.filter((item) => item.status === 'reducing' || item.status === 'uploading').length,
      failed: items.filter((item) => item.status === 'error').length,
    });
  }, [items]);

  const update = (key: string, change: Partial<PhotoItem>) => setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function send(key: string, file: Blob) {
    update(key, { status: 'reducing', progress: 0, error: undefined });
    const reduced = await reducePhoto(file);
    const blob = reduced instanceof Blob ? reduced : reduced.blob;
    if (blob.size > MAX_UPLOAD_BYTES) return update(key, { status: 'error', error: PICTURE_ERRORS.tooLarge });
    update(key, { status: 'uploading' });
    const result = await uploadPhoto(blob, (progress) => update(key, { progress }));
    if (result.ok) return update(key, { status: 'done', progress: 1, path: result.path, file: undefined });
    if (result.signin) loadPage(`${result.signin}?next=${encodeURIComponent(window.location.pathname + window.location.search)}`);
    update(key, { status: 'error', error: result.error });
  }

  function add(files: FileList | null) {
    if (!files || files.length === 0) return;
    const room = LISTING_LIMITS.photos.max - items.length;
    const chosen = Array.from(files).slice(0, Math.max(0, room));
    setNotice(files.length > room ? fillText(texts.tooManyPhotos, { max: LISTING_LIMITS.photos.max, n: files.length - chosen.length }) : null);
    const added = chosen.map((file) => ({ key: nextKey(), preview: URL.createObjectURL(file), status: 'reducing' as const, progress: 0, file }));
    setItems((list) => [...list, ...added]);
    // One after the other: on a mobile connection parallel uploads only slow each other down.
    void added.reduce<Promise<void>>((previous, item) => previous.then(() => send(item.key, item.file)), Promise.resolve());
    if (gallery.current) gallery.current.value = '';
    if (camera.current) camera.current.value = '';
  }

  function remove(key: string) {
    setItems((list) => {
      const item = list.find((i) => i.key === key);
      if (item?.preview.startsWith('blob:')) URL.revokeObjectURL(item.preview);
      return list.filter((i) => i.key !== key);
    });
  }

  function move(from: number, to: number) {
    setItems((list) => {
      if (to < 0 || to >= list.length || from === to) return list;
      const copy = [...list];
      const [item] = copy.splice(from, 1);
      copy.splice(to, 0, item!);
      return copy;
    });
  }

  // Drag to reorder, with pointer events so that it works with a finger as with a mouse.
  const grid = useRef<HTMLOListElement>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  function onPointerDown(event: ReactPointerEvent<HTMLElement>, key: string) {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(key);
  }
  function onPointerMove(event: ReactPointerEvent<HTMLElement>) {
    if (!dragging || !grid.current) return;
    const tiles = Array.from(grid.current.querySelectorAll<HTMLElement>('[data-photo-tile]'));
    const over = tiles.findIndex((tile) => {
      const box = tile.getBoundingClientRect();
      return event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    });
    const from = items.findIndex((item) => item.key === dragging);
    if (over >= 0 && from >= 0 && over !== from) move(from, over);
  }
  const endDrag = () => setDragging(null);

  const full = items.length >= LISTING_LIMITS.photos.max;
  return (
    <fieldset className="space-y-3" aria-describedby={error ? 'photos-error' : 'photos-hint'}>
      <legend className="label">{fillText(texts.photosLegend, { count: items.length, max: LISTING_LIMITS.photos.max })}</legend>
      <p id="photos-hint" className="text-sm text-muted">
        {fillText(texts.photosHint, { max: LISTING_LIMITS.photos.max })}
      </p>
      {items.length > 0 ? (
        <ol ref={grid} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={texts.photosList}>
          {items.map((item, index) => (
            <li
              key={item.key}
              data-photo-tile
              className={`relative overflow-hidden rounded-xl border bg-white ${dragging === item.key ? 'border-brand opacity-80 ring-2 ring-brand' : 'border-line'}`}
            >
              <div
                className="relative aspect-[4/3] cursor-grab touch-none select-none bg-line/40 active:cursor-grabbing"
                onPointerDown={(event) => onPointerDown(event, item.key)}
                onPointerMove={onPointerMove}
                onPointerUp={endDrag}
                onPointerCancel={endDrag}
                aria-hidden="true"
              >
                <PlainImg src={item.preview} alt="" className="h-full w-full object-cover" draggable={false} />
                {index === 0 ? <span className="absolute start-2 top-2 rounded-md bg-brand px-2 py-0.5 text-xs font-bold text-white">{texts.main}</span> : null}
              </div>
              <div className="space-y-2 p-2">
                <PhotoStatus item={item} index={index} />
                {item.status === 'error' && item.file ? (
                  <button type="button" className="btn-secondary w-full py-1 text-sm" onClick={() => void send(item.key, item.file!)}>
                    {texts.retry}
                  </button>
                ) : null}
                <div className="flex items-center justify-between gap-1">
                  <button
                    type="button"
                    className="icon-btn"
                    onClick={() => move(index, index - 1)}
                    disabled={index === 0}
                    aria-label={fillText(texts.moveBefore, { n: index + 1 })}
                  >
                    <span className="inline-block rtl:rotate-180">←</span>
                  </button>
                  <button
                    type="button"
                    className="icon-btn"
                    onClick={() => move(index, index + 1)}
                    disabled={index === items.length - 1}
                    aria-label={fillText(texts.moveAfter, { n: index + 1 })}
                  >
                    <span className="inline-block rtl:rotate-180">→</span>
                  </button>
                  <button
                    type="button"
                    className="icon-btn text-brand-dark"
                    onClick={() => remove(item.key)}
                    aria-label={fillText(texts.remove, { n: index + 1 })}
                  >
                    ✕
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <PickButton label={texts.choosePhotos} input={gallery} disabled={full} onPick={add} accept={ACCEPTED_PICTURE_TYPES} multiple />
        <PickButton label={texts.camera} input={camera} disabled={full} onPick={add} accept="image/*" capture="environment" />
      </div>
      {notice ? <p className="text-sm text-muted">{notice}</p> : null}
      {error ? (
        <p id="photos-error" className="text-sm font-medium text-brand-dark">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function PhotoStatus({ item, index }: { item: PhotoItem; index: number }) {
  const texts = useTexts('sell');
  const say = useErrorText();
  const n = index + 1;
  if (item.status === 'error') {
    return (
      <p className="text-xs font-medium text-brand-dark" role="alert">
        {fillText(texts.photoError, { n, error: say(item.error) ?? '' })}
      </p>
    );
  }
  if (item.status === 'done') return <p className="text-xs text-accent">{fillText(texts.photoSent, { n })}</p>;
  const percent = Math.round(item.progress * 100);
  return (
    <div>
      <p className="text-xs text-muted">{item.status === 'reducing' ? texts.preparing : fillText(texts.uploading, { percent })}</p>
      <progress
        className="h-1.5 w-full accent-brand"
        max={100}
        value={item.status === 'reducing' ? undefined : percent}
        aria-label={fillText(texts.uploadingLabel, { n })}
      />
    </div>
  );
}

/** A button that opens the gallery or the camera: a label over its hidden file input. */
function PickButton({
  label,
  input,
  disabled,
  onPick,
  ...picking
}: { label: string; input: RefObject<HTMLInputElement | null>; disabled: boolean; onPick: (files: FileList | null) => void } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'accept' | 'multiple' | 'capture'
>) {
  return (
    <label className={`btn-secondary cursor-pointer ${disabled ? 'pointer-events-none opacity-50' : ''}`}>
      {label}
      <input ref={input} type="file" className="sr-only" disabled={disabled} onChange={(event) => onPick(event.target.files)} {...picking} />
    </label>
  );
}
