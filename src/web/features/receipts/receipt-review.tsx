import { formatMoney } from '@common/money';
import { RECEIPT_UNITS } from '@common/receipts';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { formatDate } from '@web/lib/format-date';
import { NativeSelect } from '@web/components/ui/native-select';
import type { Draft, DraftLine, ReviewProduct } from './review-draft';
import { ReviewLine } from './review-line';
import { RECEIPT_UNITS_LIST } from './review-unit';

interface Props {
  draft: Draft;
  products: readonly ReviewProduct[];
  contacts: Array<{ id: string; name: string }>;
  applying: boolean;
  onChange: (draft: Draft) => void;
  onApply: () => void;
  onDiscard: () => void;
}

const HEADERS = ['Incluir', 'Producto en el recibo', 'Cantidad', 'Unidad', 'Precio unitario', 'Importe', 'Agregar a'];

/** The scanned receipt as an editable table (one card per line on phones); nothing changes in the inventory until "Aplicar". */
export function ReceiptReview({ draft, products, contacts, applying, onChange, onApply, onDiscard }: Props) {
  const ticked = draft.lines.filter((line) => line.included).length;
  const patchLine = (key: number, patch: Partial<DraftLine>) =>
    onChange({ ...draft, lines: draft.lines.map((line) => (line.key === key ? { ...line, ...patch } : line)) });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Revisa el recibo</CardTitle>
        <CardDescription>
          {[
            draft.supplierName ?? 'Proveedor no detectado',
            draft.date ? formatDate(`${draft.date}T12:00:00`) : null,
            draft.total ? `Total ${formatMoney(draft.total)}` : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex max-w-sm flex-col gap-2">
          <Label htmlFor="receipt-supplier">Proveedor de los productos nuevos</Label>
          <NativeSelect
            id="receipt-supplier"
            value={draft.supplierId}
            onChange={(event) => onChange({ ...draft, supplierId: event.target.value })}
          >
            <option value="">Sin proveedor</option>
            {contacts.map((contact) => (
              <option key={contact.id} value={contact.id}>
                {contact.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        {draft.lines.length === 0 ? (
          <p className="py-4 text-center text-slate-600">
            No se encontraron productos en el recibo. Prueba con una foto más nítida y bien iluminada.
          </p>
        ) : (
          <div className="md:overflow-x-auto">
            <datalist id={RECEIPT_UNITS_LIST}>
              {RECEIPT_UNITS.map((unit) => (
                <option key={unit} value={unit} />
              ))}
            </datalist>
            <table className="w-full text-sm max-md:block">
              <thead className="max-md:hidden">
                <tr className="text-left text-slate-700">
                  {HEADERS.map((header) => (
                    <th key={header} scope="col" className="px-2 py-2 font-medium">
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="max-md:flex max-md:flex-col max-md:gap-3">
                {draft.lines.map((line) => (
                  <ReviewLine
                    key={line.key}
                    line={line}
                    products={products}
                    onChange={(patch) => patchLine(line.key, patch)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
      <CardFooter className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDiscard} disabled={applying}>
          Descartar
        </Button>
        <Button onClick={onApply} disabled={applying || ticked === 0}>
          {applying ? 'Aplicando...' : 'Aplicar'}
        </Button>
      </CardFooter>
    </Card>
  );
}
