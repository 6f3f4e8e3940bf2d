import { useEffect, useState } from 'react';
import { Camera, ScanLine } from 'lucide-react';
import { MAX_RECEIPT_IMAGE_BYTES, RECEIPT_MESSAGES } from '@common/receipts';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { FileButton } from '@web/components/ui/file-button';

const EXTRACTED = [
  'El proveedor y la fecha del recibo',
  'Cada producto con su cantidad y unidad (kg, pza, caja, lt…)',
  'El precio unitario y el importe de cada línea',
  'El total, para comprobar que las cuentas cuadran',
];

/** Seconds since `active` became true; drives the progress text while the receipt is read. */
function useElapsedSeconds(active: boolean) {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!active) return;
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 250);
    return () => {
      clearInterval(timer);
      setSeconds(0);
    };
  }, [active]);
  return seconds;
}

/** Answers the file to scan, or the §5 message when it is not an image within 10 MB. */
export function checkReceiptFile(file: File): string | null {
  if (!file.type.startsWith('image/')) return RECEIPT_MESSAGES.invalidImage;
  if (file.size > MAX_RECEIPT_IMAGE_BYTES) return RECEIPT_MESSAGES.fileTooLarge;
  return null;
}

/** SPEC §2 /escanear: the explanation card, the file picker and the progress while scanning. */
export function ReceiptPicker({ scanning, onPick }: { scanning: boolean; onPick: (file: File) => void }) {
  const seconds = useElapsedSeconds(scanning);
  const step = seconds < 1 ? 'Subiendo imagen…' : 'Leyendo el recibo…';
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <ScanLine className="size-5 text-brand-700" aria-hidden="true" /> ¿Qué extrae la IA del recibo?
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {EXTRACTED.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        <p className="text-sm text-slate-600">Antes de aplicar nada podrás revisar, corregir o quitar cada línea.</p>
        <div className="flex flex-col gap-2">
          <Label htmlFor="receipt-image">Imagen del recibo</Label>
          <FileButton
            id="receipt-image"
            variant="default"
            accept="image/*"
            disabled={scanning}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onPick(file);
            }}
          >
            <Camera aria-hidden="true" /> Tomar o elegir foto
          </FileButton>
        </div>
        {scanning && (
          <div className="flex flex-col gap-2" aria-live="polite">
            <div
              role="progressbar"
              aria-label="Procesando recibo"
              aria-valuetext={`${step} ${seconds} s`}
              className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full w-1/3 animate-pulse rounded-full bg-brand-700 motion-reduce:animate-none" />
            </div>
            <p className="text-sm text-slate-700">
              {step} ({seconds} s)
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
