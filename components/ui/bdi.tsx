import type { ReactNode } from 'react';

/** The <bdi> tag of a catalogue text (t.rich): a person's words, isolated from ours around them. */
export const bdi = (chunks: ReactNode) => <bdi>{chunks}</bdi>;
