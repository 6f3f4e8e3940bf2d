import { useId, useMemo, useState } from 'react';
import { BranchSelect } from '@web/components/branch-select';
import { useRestaurant } from '@web/features/restaurant/api/get-restaurant';
import { CircleCheck } from 'lucide-react';
import { DUPLICATE_INVOICE_CODE, type ApplyInvoiceResult, type InvoicePreview } from '@common/invoices';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { formatLongDate } from '@web/lib/format-date';
import { toast } from '@web/lib/toast';
import { useApplyInvoice } from './api/apply-invoice';
import { exchangeRateText, folioText, invoiceMoney, issueDateText } from './invoice-format';
import { InvoiceLineRow } from './invoice-line-row';
import {
  applyInputOf,
  draftOf,
  isProductTarget,
  lineFigures,
  type DraftLine,
  type ProductChoice,
} from './review-draft';

interface Props {
  invoice: InvoicePreview;
  products: ProductChoice[];
  /** Called once the server registered it (the page shows the invoice's month). */
  onRegistered?: (invoice: InvoicePreview, result: ApplyInvoiceResult) => void;
}

const HEADERS = ['Concepto', 'Facturado', 'Impuestos', 'Registrar en', 'Suma al inventario'];
const APPLY_FAILED = 'No se pudo registrar la factura. Intenta de nuevo.';

/** One read invoice: its header, a review of its lines and "Registrar factura"; nothing changes until then. */
export function InvoiceReview({ invoice, products, onRegistered }: Props) {
  const headingId = useId();
  const [lines, setLines] = useState<DraftLine[]>(() => draftOf(invoice));
  /** The server's or the check's words, shown in place (a 409 names the date it was registered). */
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ApplyInvoiceResult | null>(null);
  const apply = useApplyInvoice();
  const branches = useRestaurant().data?.locations ?? [];
  const [locationId, setLocationId] = useState('');
  const byId = useMemo(() => new Map(products.map((product) => [product.id, product])), [products]);

  const figuresAt = (index: number, unit = lines[index].unit) => {
    const { target } = lines[index];
    if (!isProductTarget(target)) return null;
    return lineFigures(invoice, invoice.lines[index], target, unit, byId.get(target));
  };

  const register = async () => {
    const checked = applyInputOf(invoice, lines, (index) => figuresAt(index));
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    try {
      const applied = await apply.mutateAsync({ ...checked.input, locationId: locationId || undefined });
      setResult(applied);
      toast.success(applied.message, { description: applied.detail });
      onRegistered?.(invoice, applied);
    } catch (error) {
      const duplicate = error instanceof ApiError && error.code === DUPLICATE_INVOICE_CODE;
      setProblem(duplicate ? error.message : errorMessage(error, APPLY_FAILED));
    }
  };

  const supplier = invoice.issuer.name ?? invoice.issuer.rfc;
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle as="h3" id={headingId}>
            {supplier}
          </CardTitle>
          <CardDescription>
            {[
              `RFC ${invoice.issuer.rfc}`,
              `Folio ${folioText(invoice)}`,
              issueDateText(invoice.date),
              `Total ${invoiceMoney(invoice.total, invoice.currency)}`,
            ].join(' · ')}
          </CardDescription>
          <div className="flex flex-wrap gap-2">
            {invoice.type === 'E' && <Badge variant="secondary">Nota de crédito</Badge>}
            {invoice.currency !== 'MXN' && (
              <Badge variant="outline">
                {invoice.currency} · {exchangeRateText(invoice)}
              </Badge>
            )}
            {invoice.registeredAt && !result && (
              <Badge variant="warning">Ya registrada el {formatLongDate(invoice.registeredAt)}</Badge>
            )}
          </div>
        </CardHeader>
        {result ? (
          <CardContent>
            <p role="status" className="flex items-start gap-2 text-brand-800">
              <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
              <span>
                {result.message}. {result.detail}
              </span>
            </p>
          </CardContent>
        ) : (
          <>
            <CardContent>
              <table className="w-full text-sm max-lg:block">
                <caption className="sr-only">Líneas de la factura {folioText(invoice)}</caption>
                <thead className="max-lg:hidden">
                  <tr className="text-left text-slate-700">
                    {HEADERS.map((header) => (
                      <th key={header} scope="col" className="px-2 py-2 font-medium last:text-right">
                        {header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="max-lg:flex max-lg:flex-col max-lg:gap-3">
                  {invoice.lines.map((line, index) => {
                    const invoiced = figuresAt(index, line.unit);
                    return (
                      <InvoiceLineRow
                        key={index}
                        invoice={invoice}
                        line={line}
                        index={index}
                        draft={lines[index]}
                        products={products}
                        figures={figuresAt(index)}
                        needsUnit={invoiced !== null && !invoiced.ok}
                        disabled={apply.isPending}
                        onChange={(patch) => {
                          setLines(lines.map((draft, at) => (at === index ? { ...draft, ...patch } : draft)));
                          setProblem(null);
                        }}
                      />
                    );
                  })}
                </tbody>
              </table>
            </CardContent>
            <CardFooter className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
              <BranchSelect
                id={`${headingId}-branch`}
                branches={branches}
                label="Sucursal que recibe"
                value={locationId}
                onChange={(event) => setLocationId(event.target.value)}
              />
              {problem && (
                <p role="alert" className="text-sm text-red-700 sm:mr-auto">
                  {problem}
                </p>
              )}
              <Button onClick={() => void register()} disabled={apply.isPending}>
                {apply.isPending ? 'Registrando…' : 'Registrar factura'}
              </Button>
            </CardFooter>
          </>
        )}
      </Card>
    </section>
  );
}
