/** The image lightbox's rules (spec: image lightbox, its states, defaults and error texts). */

export interface AlbumItem {
  src: string;
  /** HTML, sanitized before display */
  caption?: string;
  downloadUrl?: string;
}

/** What the viewer's controls are called, in the page's language. */
export interface LightboxLabels {
  viewer: string;
  zoomIn: string;
  zoomOut: string;
  rotate: string;
  download: string;
  close: string;
  loading: string;
  previous: string;
  next: string;
}

export interface LightboxOptions {
  /** seconds */
  fadeDuration: number;
  /** seconds */
  resizeDuration: number;
  fitImageInViewPort: boolean;
  /** px */
  positionFromTop: number;
  showImageNumberLabel: boolean;
  /** %1 is the image number, %2 the album size */
  albumLabel: string;
  wrapAround: boolean;
  showZoom: boolean;
  showRotate: boolean;
  showDownload: boolean;
  enableTransition: boolean;
  enableKeyboardNav: boolean;
  zoomFactor: number;
  /** ms before the saved file's object URL is revoked */
  fileSaveObjectUrlRevoke: number;
  downloadQuality: number;
  labels: LightboxLabels;
}

export const LIGHTBOX_DEFAULTS: LightboxOptions = {
  fadeDuration: 0.7,
  resizeDuration: 0.5,
  fitImageInViewPort: true,
  positionFromTop: 20,
  showImageNumberLabel: false,
  albumLabel: 'Image %1 of %2',
  wrapAround: false,
  showZoom: false,
  showRotate: false,
  showDownload: false,
  enableTransition: true,
  enableKeyboardNav: true,
  zoomFactor: 1.5,
  fileSaveObjectUrlRevoke: 40_000,
  downloadQuality: 0.75,
  labels: {
    viewer: 'Visionneuse de photos',
    zoomIn: 'Agrandir',
    zoomOut: 'Réduire',
    rotate: 'Pivoter',
    download: 'Télécharger',
    close: 'Fermer',
    loading: 'Chargement de l’image',
    previous: 'Image précédente',
    next: 'Image suivante',
  },
};

export const LIGHTBOX_ERRORS = {
  album: 'No album data or album data is not correct in type',
  source: 'One of the album data does not have source data',
  index: 'Current image index is not a number',
} as const;

/** Throws the spec's error when the album or the index cannot be shown. */
export function validateAlbum(album: unknown, index: unknown): asserts album is AlbumItem[] {
  if (!Array.isArray(album) || album.length === 0) throw new Error(LIGHTBOX_ERRORS.album);
  if (album.some((item) => !item || typeof (item as AlbumItem).src !== 'string' || (item as AlbumItem).src === '')) {
    throw new Error(LIGHTBOX_ERRORS.source);
  }
  if (typeof index !== 'number' || Number.isNaN(index)) throw new Error(LIGHTBOX_ERRORS.index);
}

/** 'Image %1 of %2' → 'Image 2 of 5' */
export function albumLabel(template: string, index: number, size: number): string {
  return template.replace('%1', String(index + 1)).replace('%2', String(size));
}

/** The image after (step 1) or before (step -1) `index`; null at an end without wrap-around. */
export function stepIndex(index: number, step: 1 | -1, size: number, wrapAround: boolean): number | null {
  const next = index + step;
  if (next >= 0 && next < size) return next;
  if (!wrapAround || size < 2) return null;
  return (next + size) % size;
}

/** The last segment of the image path, the name of the downloaded file. */
export function downloadFileName(src: string): string {
  const path = src.split(/[?#]/)[0] ?? src;
  const last = path.split('/').filter(Boolean).pop() ?? 'image';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

const ALLOWED_TAGS = new Set(['B', 'STRONG', 'I', 'EM', 'BR', 'SMALL', 'SPAN']);

/** Keeps text and a few inline tags (without attributes) of caption HTML; drops everything else. */
export function sanitizeCaption(html: string, parser: DOMParser = new DOMParser()): string {
  const doc = parser.parseFromString(`<div>${html}</div>`, 'text/html');
  const out = doc.createElement('div');
  const copy = (from: Node, to: Node) => {
    for (const node of Array.from(from.childNodes)) {
      if (node.nodeType === 3) {
        to.appendChild(doc.createTextNode(node.textContent ?? ''));
      } else if (node.nodeType === 1) {
        const element = node as Element;
        if (['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'TEMPLATE'].includes(element.tagName)) continue;
        if (ALLOWED_TAGS.has(element.tagName)) {
          const clean = doc.createElement(element.tagName.toLowerCase());
          copy(element, clean);
          to.appendChild(clean);
        } else {
          copy(element, to);
        }
      }
    }
  };
  copy(doc.body.firstChild ?? doc.body, out);
  return out.innerHTML;
}

/** The text a caption's HTML shows (for the image's alternative text). */
export function captionText(html: string, parser: DOMParser = new DOMParser()): string {
  return (parser.parseFromString(`<div>${html}</div>`, 'text/html').body.textContent ?? '').trim();
}
