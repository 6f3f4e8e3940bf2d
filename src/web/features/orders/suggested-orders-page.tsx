import { useState } from 'react';
import { useNavigate } from '@web/lib/router';
import {
  SUGGESTION_DAYS,
  SUGGESTION_MESSAGES,
  type CreateSuggestedOrdersInput,
  type SuggestedOrders,
} from '@common/suggested-orders';
import { formatQuantity } from '@common/quantity-format';
import { decimalProblem } from '@common/fields-rules';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useCreateSuggestedOrders, useSuggestedOrders } from './api/suggested-orders';
import { catalogueLineProblem, SuggestedSupplierCard, typedQuantity } from './suggested-supplier-card';

const validDays = (text: string) => {
  const days = Number(text);
  return Number.isInteger(days) && days >= SUGGESTION_DAYS.min && days <= SUGGESTION_DAYS.max ? days : null;
};

/**
 * The orders to create from what is on screen: included suppliers, lines with a quantity. Contacts'
 * orders go as orders; marketplace suppliers' lines go as marketplace lines (one order per supplier).
 */
function ordersOf(
  data: SuggestedOrders,
  quantities: Record<string, string>,
  excluded: Set<string>,
): { input: Required<CreateSuggestedOrdersInput>; count: number } {
  const included = data.suppliers.filter((supplier) => !excluded.has(supplier.supplierId));
  const quantityOf = (productId: string) => typedQuantity(quantities[productId] ?? '');
  const orders = included
    .flatMap((supplier) => (supplier.kind === 'contact' ? [supplier] : []))
    .map((supplier) => ({
      supplierId: supplier.supplierId,
      items: supplier.lines.flatMap((line) => {
        const quantity = quantityOf(line.productId);
        return quantity ? [{ productId: line.productId, quantity: Number(quantity), unit: line.unit }] : [];
      }),
    }))
    .filter((order) => order.items.length > 0);
  const marketplaceGroups = included
    .flatMap((supplier) => (supplier.kind === 'marketplace' ? [supplier] : []))
    .map((supplier) =>
      supplier.lines.flatMap((line) => {
        const quantity = quantityOf(line.productId);
        return quantity
          ? [{ productId: line.productId, marketplaceProductId: line.marketplaceProductId, quantity }]
          : [];
      }),
    )
    .filter((lines) => lines.length > 0);
  return {
    input: { orders, marketplaceLines: marketplaceGroups.flat() },
    count: orders.length + marketplaceGroups.length,
  };
}

/** /ordenes/sugerido: what to order from every supplier for the next delivery, edited and created at once (decision 046). */
export function SuggestedOrdersPage() {
  const navigate = useNavigate();
  const [daysText, setDaysText] = useState(String(SUGGESTION_DAYS.default));
  const [days, setDays] = useState<number>(SUGGESTION_DAYS.default);
  const suggestion = useSuggestedOrders(days);
  const create = useCreateSuggestedOrders();
  const [edited, setEdited] = useState<Record<string, string>>({});
  const [excluded, setExcluded] = useState<Set<string>>(new Set());
  const data = suggestion.data;
  const quantities: Record<string, string> = {};
  for (const supplier of data?.suppliers ?? [])
    for (const line of supplier.lines) quantities[line.productId] = edited[line.productId] ?? line.quantity;
  const invalid =
    Object.values(quantities).some((text) => text.trim() && decimalProblem(text, 3)) ||
    (data?.suppliers ?? []).some(
      (supplier) =>
        supplier.kind === 'marketplace' &&
        !excluded.has(supplier.supplierId) &&
        supplier.lines.some((line) => catalogueLineProblem(line, quantities[line.productId] ?? '')),
    );
  const { input, count } = data
    ? ordersOf(data, quantities, excluded)
    : { input: { orders: [], marketplaceLines: [] }, count: 0 };

  const submit = async () => {
    try {
      const result = await create.mutateAsync(input);
      toast.success(SUGGESTION_MESSAGES.created(result.orders.length));
      void navigate('/ordenes');
    } catch (error) {
      toast.error('No se pudieron crear las órdenes', { description: errorMessage(error, '') || undefined });
    }
  };

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6 lg:max-w-5xl">
      <h1 className="text-2xl font-bold">Pedido sugerido</h1>
      <p className="text-slate-700">
        Para cada producto: su mínimo más lo que usas hasta la entrega, menos lo que hay y lo que ya viene en camino,
        redondeado a presentaciones completas. Lo que recibiste del marketplace se pide al mismo proveedor, en su unidad
        y desde su mínimo.
      </p>
      <FormField
        label="Días hasta la próxima entrega"
        htmlFor="suggested-days"
        className="max-w-xs"
        error={
          validDays(daysText)
            ? undefined
            : `Escribe un número entero entre ${SUGGESTION_DAYS.min} y ${SUGGESTION_DAYS.max}`
        }
      >
        <Input
          id="suggested-days"
          inputMode="numeric"
          value={daysText}
          onChange={(event) => {
            setDaysText(event.target.value);
            const next = validDays(event.target.value);
            if (next) {
              setDays(next);
              setEdited({});
            }
          }}
        />
      </FormField>
      {suggestion.isPending ? (
        <Spinner className="mx-auto" />
      ) : suggestion.isError || !data ? (
        <p role="alert" className="text-red-700">
          No se pudo calcular el pedido sugerido.
        </p>
      ) : (
        <>
          {data.suppliers.length === 0 && (
            <p className="py-6 text-center text-slate-600">
              Nada que pedir: tu stock cubre los mínimos y el uso previsto.
            </p>
          )}
          {data.suppliers.map((supplier) => (
            <SuggestedSupplierCard
              key={supplier.supplierId}
              supplier={supplier}
              quantities={quantities}
              included={!excluded.has(supplier.supplierId)}
              onQuantity={(productId, text) => setEdited((previous) => ({ ...previous, [productId]: text }))}
              onIncluded={(included) =>
                setExcluded((previous) => {
                  const next = new Set(previous);
                  if (included) next.delete(supplier.supplierId);
                  else next.add(supplier.supplierId);
                  return next;
                })
              }
            />
          ))}
          {data.withoutSupplier.length > 0 && (
            <section aria-labelledby="sin-proveedor" className="rounded-lg bg-amber-50 p-4 text-sm">
              <h2 id="sin-proveedor" className="font-semibold">
                Sin proveedor: asígnales uno en Productos para pedirlos
              </h2>
              <ul className="mt-2 flex flex-col gap-1">
                {data.withoutSupplier.map((item) => (
                  <li key={item.productId} className="break-words">
                    {item.productName}: faltan {formatQuantity(item.short, item.baseUnit)}
                    {item.problem && <span className="block text-slate-600">{item.problem}</span>}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {data.suppliers.length > 0 && (
            <Button
              className="self-start"
              disabled={create.isPending || invalid || count === 0}
              onClick={() => void submit()}
            >
              {create.isPending ? 'Creando...' : count === 1 ? 'Crear 1 orden' : `Crear ${count} órdenes`}
            </Button>
          )}
        </>
      )}
    </main>
  );
}
