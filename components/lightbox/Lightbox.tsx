'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import {
  LIGHTBOX_DEFAULTS,
  albumLabel,
  downloadFileName,
  captionText,
  sanitizeCaption,
  stepIndex,
  validateAlbum,
  type AlbumItem,
  type LightboxOptions,
} from '@/lib/lightbox';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../ui/icons';
import { DownloadIcon, RotateIcon, SpinnerIcon, ZoomInIcon, ZoomOutIcon } from '../ui/static-icons';
import { PlainImg } from '../ui/PlainImg';

export interface LightboxProps {
  album: AlbumItem[];
  /** the image shown first */
  index: number;
  options?: Partial<LightboxOptions>;
  /** called once the closing fade is over */
  onClose: () => void;
}

type Phase = 'opening' | 'shown' | 'closing';

/** Draws the image on a canvas and saves it as a JPEG named after its path (spec: lightbox download). */
export async function downloadImage(item: AlbumItem, options: Pick<LightboxOptions, 'downloadQuality' | 'fileSaveObjectUrlRevoke'>) {
  try {
    const url = item.downloadUrl ?? item.src;
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.drawImage(image, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', options.downloadQuality));
    if (!blob) throw new Error('no blob');
    const objectUrl = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = downloadFileName(url);
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(objectUrl), options.fileSaveObjectUrlRevoke);
  } catch {
    console.error('could not download file');
  }
}

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * A full-page photo viewer: previous/next, close, optional caption, 'Image X of Y' label, zoom,
 * rotation and download. Keys: Escape, x, o or c close; left arrow or p, right arrow or n move.
 * Focus stays inside while it is open and goes back where it was on close.
 */
export default function Lightbox({ album, index: startIndex, options, onClose }: LightboxProps) {
  validateAlbum(album, startIndex);
  const opts = useMemo(() => ({ ...LIGHTBOX_DEFAULTS, ...options }), [options]);
  const [index, setIndex] = useState(Math.min(Math.max(Math.trunc(startIndex), 0), album.length - 1));
  const [loading, setLoading] = useState(true);
  const [phase, setPhase] = useState<Phase>('opening');
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  const item = album[index]!;
  const previous = stepIndex(index, -1, album.length, opts.wrapAround);
  const next = stepIndex(index, 1, album.length, opts.wrapAround);
  const caption = useMemo(() => (item.caption ? sanitizeCaption(item.caption) : ''), [item.caption]);

  // Open: fade in, lock the page's scroll, take the focus; give it back on close.
  useEffect(() => {
    const returnTo = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    const frame = requestAnimationFrame(() => setPhase((p) => (p === 'opening' ? 'shown' : p)));
    return () => {
      cancelAnimationFrame(frame);
      document.body.style.overflow = overflow;
      returnTo?.focus?.();
    };
  }, []);

  const close = useCallback(() => setPhase('closing'), []);
  useEffect(() => {
    if (phase !== 'closing') return;
    const timer = setTimeout(onClose, opts.enableTransition ? opts.fadeDuration * 1000 : 0);
    return () => clearTimeout(timer);
  }, [phase, onClose, opts.enableTransition, opts.fadeDuration]);

  const show = useCallback((target: number | null) => {
    if (target === null) return;
    setIndex(target);
    setLoading(true);
    setZoom(1);
    setRotation(0);
  }, []);

  useEffect(() => {
    if (!opts.enableKeyboardNav) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const key = event.key;
      const letter = key.length === 1 ? key.toLowerCase() : '';
      if (key === 'Escape' || letter === 'x' || letter === 'o' || letter === 'c') {
        event.preventDefault();
        close();
        return;
      }
      // Right to left (Arabic), the arrow keys follow the buttons: left is the next photo.
      const rtl = document.documentElement.dir === 'rtl';
      if (key === (rtl ? 'ArrowRight' : 'ArrowLeft') || letter === 'p') {
        event.preventDefault();
        show(previous);
      } else if (key === (rtl ? 'ArrowLeft' : 'ArrowRight') || letter === 'n') {
        event.preventDefault();
        show(next);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [opts.enableKeyboardNav, close, show, previous, next]);

  /** Tab and Shift+Tab cycle through the lightbox's own controls. */
  const trapFocus = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && (document.activeElement === first || !dialogRef.current.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const fade = opts.enableTransition ? `opacity ${opts.fadeDuration}s ease` : 'none';
  const resize = opts.enableTransition ? `transform ${opts.resizeDuration}s ease` : 'none';
  const control =
    'inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-2xl text-white hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white';

  return createPortal(
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={opts.labels.viewer}
      data-phase={phase}
      className="fixed inset-0 z-[100] flex flex-col bg-black/90"
      style={{ opacity: phase === 'shown' ? 1 : 0, transition: fade }}
      onKeyDown={trapFocus}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="flex items-center justify-end gap-2 p-3">
        {opts.showZoom ? (
          <>
            <button type="button" className={control} aria-label={opts.labels.zoomIn} onClick={() => setZoom((z) => z * opts.zoomFactor)}>
              <ZoomInIcon />
            </button>
            <button type="button" className={control} aria-label={opts.labels.zoomOut} onClick={() => setZoom((z) => z / opts.zoomFactor)}>
              <ZoomOutIcon />
            </button>
          </>
        ) : null}
        {opts.showRotate ? (
          <button type="button" className={control} aria-label={opts.labels.rotate} onClick={() => setRotation((r) => r + 90)}>
            <RotateIcon />
          </button>
        ) : null}
        {opts.showDownload ? (
          <button type="button" className={control} aria-label={opts.labels.download} onClick={() => void downloadImage(item, opts)}>
            <DownloadIcon />
          </button>
        ) : null}
        <button ref={closeRef} type="button" className={control} aria-label={opts.labels.close} onClick={close}>
          <CloseIcon />
        </button>
      </div>
      <div
        className="relative flex min-h-0 flex-1 items-start justify-center overflow-hidden px-14"
        style={{ paddingTop: opts.positionFromTop }}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        <figure className="flex max-h-full flex-col items-center">
          <PlainImg
            key={item.src}
            src={item.src}
            alt={caption ? captionText(caption) : `Image ${index + 1}`}
            onLoad={() => setLoading(false)}
            onError={() => setLoading(false)}
            className="select-none object-contain"
            style={{
              transform: `scale(${zoom}) rotate(${rotation}deg)`,
              transition: resize,
              opacity: loading ? 0 : 1,
              maxWidth: opts.fitImageInViewPort ? 'calc(100vw - 7rem)' : undefined,
              maxHeight: opts.fitImageInViewPort ? `calc(100vh - ${opts.positionFromTop + 150}px)` : undefined,
            }}
          />
          {caption || opts.showImageNumberLabel ? (
            <figcaption className="mt-3 text-center text-sm text-white/90">
              {caption ? <span dangerouslySetInnerHTML={{ __html: caption }} /> : null}
              {opts.showImageNumberLabel ? (
                <span className="block text-white/70" aria-live="polite">
                  {albumLabel(opts.albumLabel, index, album.length)}
                </span>
              ) : null}
            </figcaption>
          ) : null}
        </figure>
        {loading ? (
          <span role="status" aria-label={opts.labels.loading} className="absolute left-1/2 top-1/3 -translate-x-1/2 text-4xl text-white">
            <SpinnerIcon className="animate-spin" />
          </span>
        ) : null}
        {previous !== null ? (
          <button
            type="button"
            className={`${control} absolute start-2 top-1/2 -translate-y-1/2`}
            aria-label={opts.labels.previous}
            onClick={() => show(previous)}
          >
            <ChevronLeftIcon className="rtl:rotate-180" />
          </button>
        ) : null}
        {next !== null ? (
          <button type="button" className={`${control} absolute end-2 top-1/2 -translate-y-1/2`} aria-label={opts.labels.next} onClick={() => show(next)}>
            <ChevronRightIcon className="rtl:rotate-180" />
          </button>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
