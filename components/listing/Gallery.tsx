'use client';

import { fillText } from '@/lib/i18n/fill';
import dynamic from 'next/dynamic';
import { useCallback, useState } from 'react';
import type { LightboxOptions } from '@/lib/lightbox';
import { escapeHtml } from '@/lib/markup';
import { photoUrl } from '@/lib/routes';
import { responsivePhoto, widePhoto } from '@/lib/images';
import { PlainImg } from '../ui/PlainImg';
import { useTexts } from '../texts/TextsProvider';

// Loaded only when someone opens a photo.
const loadLightbox = () => import('../lightbox/Lightbox');
const Lightbox = dynamic(loadLightbox, { ssr: false });

const LIGHTBOX_OPTIONS: Partial<LightboxOptions> = {
  showImageNumberLabel: true,
  showZoom: true,
  showRotate: true,
  showDownload: true,
  wrapAround: true,
};

/**
 * The photos of a listing: a large one and thumbnails; any of them opens the lightbox. Sized by
 * lib/images rather than next/image, whose code would ship with this client component.
 */
/** Its texts are the catalogue's gallery; {n}, {total} and {titre} are filled in here. */
export function Gallery({ photos, titre }: { photos: string[]; titre: string }) {
  const texts = useTexts('gallery');
  const urls = photos.map((p) => photoUrl(p)).filter((u): u is string => Boolean(u));
  const [current, setCurrent] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const closeLightbox = useCallback(() => setOpen(null), []);

  if (urls.length === 0) {
    return <div className="card flex aspect-[4/3] items-center justify-center text-muted">{texts.noPhotos}</div>;
  }
  // A caption is HTML (spec): the title is the seller's text, so it goes in escaped.
  const album = urls.map((src, i) => ({ src, caption: escapeHtml(fillText(texts.photoAlt, { titre, n: i + 1 })) }));
  const { album: albumLabel, ...labels } = texts.lightbox;
  return (
    <div>
      <a
        href={urls[current]}
        className="relative block aspect-[4/3] overflow-hidden rounded-xl bg-black/5 focus-visible:outline-2 focus-visible:outline-brand"
        onClick={(event) => {
          event.preventDefault();
          setOpen(current);
        }}
        onPointerEnter={() => void loadLightbox()}
        onFocus={() => void loadLightbox()}
        aria-label={fillText(texts.enlarge, { n: current + 1, total: urls.length, titre })}
      >
        <PlainImg
          {...widePhoto(urls[current]!, '(max-width: 1024px) 100vw, 720px')}
          alt={fillText(texts.photoAlt, { titre, n: current + 1 })}
          loading={current === 0 ? 'eager' : 'lazy'}
          fetchPriority={current === 0 ? 'high' : undefined}
          decoding="async"
          className="absolute inset-0 h-full w-full object-cover"
        />
        {urls.length > 1 ? (
          <span className="absolute bottom-2 end-2 rounded-full bg-black/70 px-2.5 py-1 text-xs font-semibold text-white">
            {/* As the link's name says it, so that a spoken "1 sur 6" finds it. */}
            {fillText(texts.photoCount, { n: current + 1, total: urls.length })}
          </span>
        ) : null}
      </a>
      {urls.length > 1 ? (
        <ul className="mt-2 flex gap-2 overflow-x-auto pb-1" aria-label={texts.otherPhotos}>
          {urls.map((url, i) => (
            <li key={url + i} className="shrink-0">
              <button
                type="button"
                onClick={() => setCurrent(i)}
                onDoubleClick={() => setOpen(i)}
                aria-label={fillText(texts.showPhoto, { n: i + 1 })}
                aria-pressed={i === current}
                className={`relative block h-16 w-20 overflow-hidden rounded-lg ring-2 sm:h-20 sm:w-28 ${i === current ? 'ring-brand' : 'ring-transparent hover:ring-line'}`}
              >
                <PlainImg {...responsivePhoto(url, 160)} alt="" loading="lazy" decoding="async" className="absolute inset-0 h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {open !== null ? <Lightbox album={album} index={open} options={{ ...LIGHTBOX_OPTIONS, albumLabel, labels }} onClose={closeLightbox} /> : null}
    </div>
  );
}
