#!/usr/bin/env bash
# Makes the Arabic pages' font (public/fonts) from Fontsource's Arabic subset of Noto Sans Arabic
# 400 (@fontsource/noto-sans-arabic 5.3.0, files/noto-sans-arabic-arabic-400-normal.woff2), given
# as $1. Kept: Arabic (U+0600–06FF) and Arabic Supplement (U+0750–077F: Darija's ݣ), the joiners
# and direction marks, with every layout feature (what joins letters and places their marks).
# Left to the fallback font: the presentation forms (U+FB50–FDFF, U+FE70–FEFC), which text keyboards
# do not type, and the extended blocks of other languages. 49 kB → 22 kB.
# Needs fontTools with Brotli (pip install fonttools brotli); run once, the result is committed.
set -euo pipefail
pyftsubset "$1" \
  --unicodes='U+0020,U+00A0,U+0600-06FF,U+0750-077F,U+200C-200F,U+2010-2011,U+204F,U+2E41,U+FEFF' \
  --layout-features='*' \
  --flavor=woff2 \
  --output-file="$(dirname "$0")/../public/fonts/noto-sans-arabic-core-400-v5.woff2"
