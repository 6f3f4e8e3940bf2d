import type { InvoicePreview, InvoicePreviewLine } from '@common/invoices';
import { formatMoney } from '@common/money';
import { unitLabel } from '@common/quantity';
import { formatAmount, formatQuantity } from '@common/quantity-format';
import { compareRatios, ratio, ratioOf } from '@common/ratio';
import { Badge } from '@web/components/ui/badge';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { cn } from '@web/lib/cn';
import { invoiceMoney, taxText } from './invoice-format';
import {
  isProductTarget,
  NEW_PRODUCT,
  SKIP_LINE,
  unitChoices,
  type DraftLine,
  type LineFigures,
  type ProductChoice,
} from './review-draft';

interface Props {
  invoice: InvoicePreview;
  line: InvoicePreviewLine;
  index: number;
  draft: DraftLine;
  products: ProductChoice[];
  /** The figures in the chosen unit, and whether the invoice's own unit converts to the chosen product. */
  figures: LineFigures | null;
  needsUnit: boolean;
  disabled: boolean;
  onChange: (patch: Partial<DraftLine>) => void;
}

const cell = 'px-2 py-2 align-top max-lg:block max-lg:p-0';

/** One invoice line: as invoiced, its taxes, where it goes (a product, a new one, or skipped) and what it adds. */
export function InvoiceLineRow({
  invoice,
  line,
  index,
  draft,
  products,
  figures,
  needsUnit,
  disabled,
  onChange,
}: Props) {
  const product = products.find((item) => item.id === draft.target);
  const learned = line.learned && draft.target === line.productId;
  const errorId = `invoice-${invoice.uuid}-line-${index}-unit`;
  // The matched product stays choosable while the list loads (or when it is beyond the list's first page).
  const matchedMissing = line.productId && !products.some((item) => item.id === line.productId);
  return (
    <tr
      className={cn(
        'border-t border-slate-200 max-lg:grid max-lg:grid-cols-2 max-lg:gap-x-3 max-lg:gap-y-3 max-lg:rounded-lg max-lg:border max-lg:p-3',
        draft.target === SKIP_LINE && 'opacity-60',
      )}
    >
      <td className={cn(cell, 'max-lg:col-span-2 lg:w-1/4')}>
        <span className="block font-medium">{line.description}</span>
        <span className="block text-xs text-slate-600">
          Clave SAT {line.productCode}
          {line.supplierCode ? ` · Código ${line.supplierCode}` : ''}
        </span>
        {learned && (
          <Badge variant="success" className="mt-1" title="Así registraste esta línea de este proveedor la última vez">
            recordado
          </Badge>
        )}
      </td>
      <td className={cn(cell, 'tabular-nums lg:whitespace-nowrap')}>
        <CardLabel>Facturado</CardLabel>
        <span className="block">
          {formatAmount(ratioOf(line.quantity))} {line.unit}
        </span>
        <span className="block text-xs text-slate-600">{invoiceMoney(line.amount, invoice.currency)}</span>
        {ratioOf(line.discount).num !== 0n && (
          <span className="block text-xs text-slate-600">
            Descuento {invoiceMoney(line.discount, invoice.currency)}
          </span>
        )}
      </td>
      <td className={cell}>
        <CardLabel>Impuestos</CardLabel>
        {line.taxes.length === 0 ? (
          <span className="text-slate-600">Sin impuestos</span>
        ) : (
          <ul className="text-xs text-slate-700">
            {line.taxes.map((tax, position) => (
              <li key={position}>{taxText(tax, invoice.currency)}</li>
            ))}
          </ul>
        )}
      </td>
      <td className={cn(cell, 'max-lg:col-span-2 lg:w-[34%]')}>
        <CardLabel>Registrar en</CardLabel>
        <div className="flex flex-col gap-2">
          <NativeSelect
            aria-label={`Producto para ${line.description}`}
            value={draft.target}
            disabled={disabled}
            aria-invalid={draft.target === '' || undefined}
            onChange={(event) => onChange({ target: event.target.value, unit: line.unit })}
          >
            {draft.target === '' && <option value="">Elige un producto…</option>}
            {/* A credit note cannot create products (decision 041). */}
            {invoice.type !== 'E' && <option value={NEW_PRODUCT}>Nuevo producto</option>}
            <option value={SKIP_LINE}>Omitir</option>
            <optgroup label="Tus productos">
              {matchedMissing && <option value={line.productId!}>{line.productName}</option>}
              {products.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name} ({unitLabel(item.unit)})
                </option>
              ))}
            </optgroup>
          </NativeSelect>
          {draft.target === NEW_PRODUCT && (
            <Input
              aria-label={`Nombre del producto nuevo para ${line.description}`}
              value={draft.name}
              maxLength={200}
              disabled={disabled}
              onChange={(event) => onChange({ name: event.target.value })}
            />
          )}
          {isProductTarget(draft.target) && needsUnit && (
            <NativeSelect
              aria-label={`Unidad de ${line.description}`}
              aria-describedby={figures && !figures.ok ? errorId : undefined}
              value={draft.unit}
              disabled={disabled}
              onChange={(event) => onChange({ unit: event.target.value })}
            >
              {unitChoices(line, product).map((unit) => (
                <option key={unit} value={unit}>
                  {unitText(unit, line, product)}
                </option>
              ))}
            </NativeSelect>
          )}
          {figures && !figures.ok && (
            <p id={errorId} className="text-sm text-red-700">
              {figures.message}
            </p>
          )}
        </div>
      </td>
      <td className={cn(cell, 'tabular-nums max-lg:col-span-2 lg:text-right')}>
        <CardLabel>Suma al inventario</CardLabel>
        <FiguresText invoice={invoice} line={line} target={draft.target} figures={figures} />
      </td>
    </tr>
  );
}

function unitText(unit: string, line: Pick<InvoicePreviewLine, 'unit'>, product: ProductChoice | undefined) {
  if (unit === line.unit) return `${unit} (como viene en la factura)`;
  const pack = product?.packs?.find((item) => item.name === unit);
  if (pack) return `${pack.name} de ${formatQuantity(pack.quantity, pack.unit)}`;
  return unitLabel(unit);
}

interface FiguresProps {
  invoice: Pick<InvoicePreview, 'type' | 'relation' | 'creditsIva'>;
  line: Pick<InvoicePreviewLine, 'quantity' | 'unit'>;
  target: string;
  figures: LineFigures | null;
}

/** What registering the line does to stock (decision 041: a credit note moves stock only for returned goods). */
function FiguresText({ invoice, line, target, figures }: FiguresProps) {
  if (target === SKIP_LINE) return <span className="text-slate-600">No se registra</span>;
  if (target === NEW_PRODUCT)
    return (
      <span className="flex flex-col">
        <span className="font-medium">
          +{formatAmount(ratioOf(line.quantity))} {line.unit}
        </span>
        <span className="text-xs text-slate-600">Producto nuevo</span>
      </span>
    );
  if (!figures?.ok) return <span className="text-slate-600">—</span>;
  if (invoice.type === 'E' && invoice.relation !== '03')
    return <span className="text-slate-600">Nota de crédito: no cambia el stock</span>;
  if (invoice.type === 'E')
    return (
      <span className="flex flex-col">
        <span className="font-medium">−{inProductUnit(figures.stockQuantity, figures.productUnit)}</span>
        <span className="text-xs text-slate-600">Devolución</span>
      </span>
    );
  return (
    <span className="flex flex-col">
      <span className="font-medium">+{inProductUnit(figures.stockQuantity, figures.productUnit)}</span>
      <span className="text-xs text-slate-600">
        {formatMoney(figures.unitCost)} por {unitLabel(figures.productUnit)}{' '}
        {invoice.creditsIva ? 'sin IVA' : 'con IVA'}
      </span>
    </span>
  );
}

/** '55.116 lb', '2,000 pzas': in the product's own unit, as its cost is (formatQuantity would show 25 kg). */
function inProductUnit(quantity: string, unit: string) {
  const value = ratioOf(quantity);
  return `${formatAmount(value)} ${unitLabel(unit, compareRatios(value, ratio(1n)) !== 0)}`;
}

/** A field's name, shown only when the row is laid out as a card (the table's header is hidden then). */
function CardLabel({ children }: { children: string }) {
  return (
    <span aria-hidden className="mb-1 block text-left text-xs font-medium text-slate-600 lg:hidden">
      {children}
    </span>
  );
}
