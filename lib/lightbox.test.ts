// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { LIGHTBOX_DEFAULTS, LIGHTBOX_ERRORS, albumLabel, downloadFileName, sanitizeCaption, stepIndex, validateAlbum } from './lightbox';

describe('the lightbox rules', () => {
  it('has the spec defaults', () => {
    expect(LIGHTBOX_DEFAULTS).toMatchObject({
      fadeDuration: 0.7,
      resizeDuration: 0.5,
      fitImageInViewPort: true,
      positionFromTop: 20,
      showImageNumberLabel: false,
      albumLabel: 'Image %1 of %2',
      wrapAround: false,
      showZoom: false,
      showRotate: false,
      enableTransition: true,
      enableKeyboardNav: true,
      zoomFactor: 1.5,
      fileSaveObjectUrlRevoke: 40_000,
      downloadQuality: 0.75,
    });
  });

  it('refuses an album it cannot show, with the spec texts', () => {
    expect(() => validateAlbum([], 0)).toThrow(LIGHTBOX_ERRORS.album);
    expect(() => validateAlbum('photos', 0)).toThrow('No album data or album data is not correct in type');
    expect(() => validateAlbum([{ src: 'a.jpg' }, { caption: 'x' }], 0)).toThrow('One of the album data does not have source data');
    expect(() => validateAlbum([{ src: 'a.jpg' }], '1')).toThrow('Current image index is not a number');
    expect(() => validateAlbum([{ src: 'a.jpg' }], Number.NaN)).toThrow(LIGHTBOX_ERRORS.index);
    expect(() => validateAlbum([{ src: 'a.jpg' }], 0)).not.toThrow();
  });

  it('fills the label template', () => {
    expect(albumLabel('Image %1 of %2', 1, 5)).toBe('Image 2 of 5');
    expect(albumLabel('Photo %1 sur %2', 0, 3)).toBe('Photo 1 sur 3');
  });

  it('moves between images, wrapping only when asked', () => {
    expect(stepIndex(0, 1, 3, false)).toBe(1);
    expect(stepIndex(2, 1, 3, false)).toBeNull();
    expect(stepIndex(0, -1, 3, false)).toBeNull();
    expect(stepIndex(2, 1, 3, true)).toBe(0);
    expect(stepIndex(0, -1, 3, true)).toBe(2);
    expect(stepIndex(0, 1, 1, true)).toBeNull();
  });

  it('names the downloaded file after the last segment of the image path', () => {
    expect(downloadFileName('/uploads/demo/motos/trail-bleu-rue-1.jpg')).toBe('trail-bleu-rue-1.jpg');
    expect(downloadFileName('https://cdn.example.com/a/b/photo%20moto.jpg?v=2#x')).toBe('photo moto.jpg');
  });

  it('keeps only harmless inline markup in captions', () => {
    expect(sanitizeCaption('<b>Yamaha</b> <i>MT-07</i><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:x">lien</a>')).toBe(
      '<b>Yamaha</b> <i>MT-07</i>lien',
    );
    expect(sanitizeCaption('<span style="color:red" onclick="x()">rouge</span><br>ligne')).toBe('<span>rouge</span><br>ligne');
  });
});
