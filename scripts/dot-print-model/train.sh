#!/usr/bin/env bash
# Teaches tesseract's Spanish model dot-matrix print (decision 110) and writes the result to
# src/server/features/receipts/ocr/ocr-models/dots.traineddata.gz, which is committed: nothing here
# runs at install or at run time. Needs Debian's tesseract-ocr, libtesseract-dev and g++, and the
# fonts of dot-line.ts (fonts-freefont-ttf, fonts-noto-mono, fonts-roboto-unhinted, fonts-terminus-otb).
#   bash scripts/dot-print-model/train.sh [work dir] [lines per seed] [iterations]
set -euo pipefail
cd "$(dirname "$0")/../.."
work=${1:-/tmp/dot-print-model}
per_seed=${2:-2200}
iterations=${3:-4000}
lines="$work/lines"
mkdir -p "$work"

# 1. The Spanish model from npm is an integer model, which lstmtraining cannot continue from; its
#    weights are turned back into floats with tesseract's own classes (the sources of the installed
#    library, from Debian's archive, for its headers).
version=$(dpkg-query -W -f='${Version}' libtesseract-dev | sed 's/-[^-]*$//')
source="$work/tesseract-$version"
if [ ! -d "$source" ]; then
  curl -fsSL "http://deb.debian.org/debian/pool/main/t/tesseract/tesseract_$version.orig.tar.gz" | tar xz -C "$work"
fi
includes=$(for dir in include src/lstm src/ccutil src/ccstruct src/arch src/viewer src/dict src/ccmain src/classify src/cutil src/textord src/wordrec; do printf -- '-I%s/%s ' "$source" "$dir"; done)
# shellcheck disable=SC2086
g++ -std=c++17 -O1 -DFAST_FLOAT $includes -I/usr/include/leptonica scripts/dot-print-model/int2float.cpp -o "$work/int2float" -ltesseract
zcat node_modules/@tesseract.js-data/spa/4.0.0_best_int/spa.traineddata.gz > "$work/spa.traineddata"
"$work/int2float" "$work/spa.traineddata" "$work/spa.lstm"

# 2. The training lines, and tesseract's training sample (.lstmf) for each.
if [ ! -f "$work/rendered" ]; then
  npx tsx scripts/dot-print-model/render-lines.ts "$lines" "$per_seed" 11 &
  npx tsx scripts/dot-print-model/render-lines.ts "$lines" "$per_seed" 12 &
  wait
  touch "$work/rendered"
fi
find "$lines" -name '*.png' | sort | while read -r png; do
  [ -f "${png%.png}.lstmf" ] || echo "$png"
done | xargs -r -P 2 -I{} sh -c 'tesseract "$1" "${1%.png}" --psm 13 --dpi 300 lstm.train >/dev/null 2>&1' _ {}
find "$lines" -name '*.lstmf' | sort > "$work/all.txt"
# Seed 12's last 200 lines are kept out of training to measure the error rate, whatever the lines per seed.
awk -v kept="$((per_seed - 200))" -v train="$work/train.txt" -v test="$work/eval.txt" \
  'match($0, /line-12-[0-9]+/) && substr($0, RSTART + 8, RLENGTH - 8) + 0 >= kept { print > test; next } { print > train }' \
  "$work/all.txt"

# 3. Fine-tuning, at tesseract's usual rate for it.
mkdir -p "$work/checkpoints"
lstmtraining --continue_from "$work/spa.lstm" --traineddata "$work/spa.traineddata" \
  --model_output "$work/checkpoints/dots" --learning_rate 0.0001 \
  --train_listfile "$work/train.txt" --eval_listfile "$work/eval.txt" --max_iterations "$iterations"
lstmtraining --stop_training --convert_to_int --continue_from "$work/checkpoints/dots_checkpoint" \
  --traineddata "$work/spa.traineddata" --model_output "$work/dots.traineddata"
mkdir -p src/server/features/receipts/ocr/ocr-models
gzip -9 -n -c "$work/dots.traineddata" > src/server/features/receipts/ocr/ocr-models/dots.traineddata.gz
echo "Modelo: src/server/features/receipts/ocr/ocr-models/dots.traineddata.gz"
