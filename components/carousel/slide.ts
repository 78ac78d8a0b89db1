/** The slide layout shared by the static and the embla-driven carousel: 4 wide, 2 at 768 px and below. */
export const SLIDE_CLASS = 'min-w-0 shrink-0 grow-0 basis-1/2 pl-3 sm:pl-4 desk:basis-1/4';
