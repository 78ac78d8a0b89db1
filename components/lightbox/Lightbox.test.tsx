// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AlbumItem, LightboxOptions } from '@/lib/lightbox';
import Lightbox, { downloadImage } from './Lightbox';

const album: AlbumItem[] = [{ src: '/uploads/demo/a.jpg', caption: 'Première <b>photo</b>' }, { src: '/uploads/demo/b.jpg' }, { src: '/uploads/demo/c.jpg' }];

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function open(options: Partial<LightboxOptions> = {}, index = 0, onClose = vi.fn()) {
  render(<Lightbox album={album} index={index} options={options} onClose={onClose} />);
  return onClose;
}
const shown = () => screen.getByRole('dialog').querySelector('img')!.getAttribute('src');
const key = (k: string) => fireEvent.keyDown(document, { key: k });

describe('Lightbox', () => {
  it('shows the image with a spinner until it has loaded', () => {
    open();
    expect(shown()).toBe('/uploads/demo/a.jpg');
    expect(screen.getByRole('status', { name: 'Chargement de l’image' })).toBeInTheDocument();
    fireEvent.load(screen.getByRole('dialog').querySelector('img')!);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([['ArrowRight'], ['n'], ['N']])('%s goes to the next image', (k) => {
    open();
    key(k);
    expect(shown()).toBe('/uploads/demo/b.jpg');
  });

  it.each([['ArrowLeft'], ['p']])('%s goes to the previous image', (k) => {
    open({}, 2);
    key(k);
    expect(shown()).toBe('/uploads/demo/b.jpg');
  });

  it.each([['Escape'], ['x'], ['o'], ['c'], ['C']])('%s closes, after the fade-out', (k) => {
    vi.useFakeTimers();
    const onClose = open();
    key(k);
    expect(screen.getByRole('dialog')).toHaveAttribute('data-phase', 'closing');
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(699));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('without wrap-around, stops at the ends and hides the arrow there', () => {
    open();
    expect(screen.queryByRole('button', { name: 'Image précédente' })).not.toBeInTheDocument();
    key('ArrowLeft');
    expect(shown()).toBe('/uploads/demo/a.jpg');
    key('n');
    key('n');
    expect(shown()).toBe('/uploads/demo/c.jpg');
    expect(screen.queryByRole('button', { name: 'Image suivante' })).not.toBeInTheDocument();
    key('n');
    expect(shown()).toBe('/uploads/demo/c.jpg');
  });

  it('with wrap-around, goes round', () => {
    open({ wrapAround: true }, 2);
    fireEvent.click(screen.getByRole('button', { name: 'Image suivante' }));
    expect(shown()).toBe('/uploads/demo/a.jpg');
    key('p');
    expect(shown()).toBe('/uploads/demo/c.jpg');
  });

  it('shows the "Image X of Y" label when asked, from the template', () => {
    open({ showImageNumberLabel: true }, 1);
    expect(screen.getByText('Image 2 of 3')).toBeInTheDocument();
    key('n');
    expect(screen.getByText('Image 3 of 3')).toBeInTheDocument();
  });

  it('shows the sanitized caption', () => {
    open();
    const caption = screen.getByRole('dialog').querySelector('figcaption')!;
    expect(caption.innerHTML).toContain('Première <b>photo</b>');
  });

  it('zooms by 1.5 per step and rotates by 90°', () => {
    open({ showZoom: true, showRotate: true });
    const image = () => screen.getByRole('dialog').querySelector('img')!;
    fireEvent.click(screen.getByRole('button', { name: 'Agrandir' }));
    expect(image().style.transform).toBe('scale(1.5) rotate(0deg)');
    fireEvent.click(screen.getByRole('button', { name: 'Agrandir' }));
    expect(image().style.transform).toBe('scale(2.25) rotate(0deg)');
    fireEvent.click(screen.getByRole('button', { name: 'Réduire' }));
    expect(image().style.transform).toBe('scale(1.5) rotate(0deg)');
    fireEvent.click(screen.getByRole('button', { name: 'Pivoter' }));
    expect(image().style.transform).toBe('scale(1.5) rotate(90deg)');
  });

  it('hides zoom, rotate and download by default', () => {
    open();
    for (const name of ['Agrandir', 'Réduire', 'Pivoter', 'Télécharger']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('keeps the focus inside while open and gives it back on close', () => {
    vi.useFakeTimers();
    function Page() {
      const [isOpen, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Ouvrir
          </button>
          {isOpen ? <Lightbox album={album} index={1} onClose={() => setOpen(false)} /> : null}
        </>
      );
    }
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Ouvrir' });
    opener.focus();
    fireEvent.click(opener);
    const close = screen.getByRole('button', { name: 'Fermer' });
    expect(close).toHaveFocus();
    const last = screen.getByRole('button', { name: 'Image suivante' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
    fireEvent.click(close);
    act(() => vi.advanceTimersByTime(700));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it.each([
    [[], 0, 'No album data or album data is not correct in type'],
    [[{ src: 'a.jpg' }, { caption: 'sans source' }], 0, 'One of the album data does not have source data'],
    [[{ src: 'a.jpg' }], 'premier', 'Current image index is not a number'],
  ])('refuses a bad album: %j', (badAlbum, index, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Lightbox album={badAlbum as AlbumItem[]} index={index as number} onClose={() => undefined} />)).toThrow(message);
  });

  it('logs "could not download file" when the image cannot be saved', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await downloadImage({ src: '/uploads/demo/a.jpg' }, { downloadQuality: 0.75, fileSaveObjectUrlRevoke: 40_000 });
    expect(error).toHaveBeenCalledWith('could not download file');
  });

  it('saves the image as a JPEG at quality 0.75 named after its path, and frees it after 40 s', async () => {
    vi.useFakeTimers();
    class FakeImage {
      crossOrigin = '';
      src = '';
      naturalWidth = 800;
      naturalHeight = 600;
      decode() {
        return Promise.resolve();
      }
    }
    vi.stubGlobal('Image', FakeImage);
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage } as unknown as CanvasRenderingContext2D);
    const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) => callback(new Blob(['jpeg'])));
    const createObjectURL = vi.fn(() => 'blob:photo');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });

    await downloadImage({ src: '/uploads/demo/motos/trail-bleu-1.jpg' }, { downloadQuality: 0.75, fileSaveObjectUrlRevoke: 40_000 });
    expect(drawImage).toHaveBeenCalled();
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.75);
    expect(clicks[0]?.download).toBe('trail-bleu-1.jpg');
    expect(clicks[0]?.href).toBe('blob:photo');
    vi.advanceTimersByTime(39_999);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:photo');
    vi.unstubAllGlobals();
  });
});
