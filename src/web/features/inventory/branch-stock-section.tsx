import { useState, type FormEvent } from 'react';
import { BRANCH_MESSAGES } from '@common/branch-stock-rules';
import type { ProductListItem } from '@common/inventory';
import { formatQuantity } from '@common/quantity-format';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { UnitOptions } from '@web/components/unit-options';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useProductBranches } from './api/get-product-branches';
import { useTransferStock } from './api/transfer-stock';

/**
 * "Stock por sucursal" in the product detail, for a restaurant with two or more branches (decision
 * 056): what each branch holds and "Traspasar", which moves some of it from one branch to another.
 */
export function BranchStockSection({ product }: { product: ProductListItem }) {
  const stock = useProductBranches(product.id);
  const branches = stock.data?.branches ?? [];
  if (stock.isPending) return <Spinner />;
  if (branches.length < 2) return null;
  return (
    <section aria-labelledby="branch-stock-title" className="flex flex-col gap-3">
      <h3 id="branch-stock-title" className="font-semibold">
        Stock por sucursal
      </h3>
      <ul aria-label="Stock por sucursal" className="divide-y divide-slate-100 text-sm">
        {branches.map((branch) => (
          <li key={branch.locationId} className="flex justify-between gap-3 py-1.5">
            <span className="min-w-0 truncate">
              {branch.locationName}
              {branch.isMainLocation && <span className="text-slate-600"> (principal)</span>}
            </span>
            <span className="font-medium whitespace-nowrap">
              {formatQuantity(branch.quantity, product.unit, { packs: product.packs })}
            </span>
          </li>
        ))}
      </ul>
      <TransferForm product={product} branches={branches} />
    </section>
  );
}

type BranchStock = NonNullable<ReturnType<typeof useProductBranches>['data']>['branches'][number];

function TransferForm({ product, branches }: { product: ProductListItem; branches: BranchStock[] }) {
  const transfer = useTransferStock();
  const [from, setFrom] = useState(branches[0].locationId);
  const [to, setTo] = useState(branches[1].locationId);
  const [quantity, setQuantity] = useState('');
  const [unit, setUnit] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const done = await transfer.mutateAsync({
        fromLocationId: from,
        toLocationId: to,
        lines: [{ productId: product.id, quantity, unit }],
      });
      const name = (id: string) => branches.find((branch) => branch.locationId === id)?.locationName ?? '';
      const [line] = done.lines;
      toast.success(BRANCH_MESSAGES.transferred, {
        description: `${formatQuantity(line.quantity, line.unit)} de ${name(done.fromLocationId)} a ${name(done.toLocationId)}`,
      });
      setQuantity('');
    } catch (error) {
      toast.error(BRANCH_MESSAGES.transferFailed, { description: errorMessage(error, '') || undefined });
    }
  };

  const branchOptions = branches.map((branch) => (
    <option key={branch.locationId} value={branch.locationId}>
      {branch.locationName}
    </option>
  ));
  return (
    <form onSubmit={submit} aria-label="Traspaso entre sucursales" className="flex flex-col gap-3" noValidate>
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Desde" htmlFor="transfer-from">
          <NativeSelect id="transfer-from" value={from} onChange={(event) => setFrom(event.target.value)}>
            {branchOptions}
          </NativeSelect>
        </FormField>
        <FormField label="Hacia" htmlFor="transfer-to">
          <NativeSelect id="transfer-to" value={to} onChange={(event) => setTo(event.target.value)}>
            {branchOptions}
          </NativeSelect>
        </FormField>
        <FormField label="Cantidad a traspasar" htmlFor="transfer-quantity">
          <Input
            id="transfer-quantity"
            inputMode="decimal"
            autoComplete="off"
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
          />
        </FormField>
        <FormField label="Unidad" htmlFor="transfer-unit">
          <NativeSelect id="transfer-unit" value={unit} onChange={(event) => setUnit(event.target.value)}>
            <UnitOptions product={product} />
          </NativeSelect>
        </FormField>
      </div>
      <Button type="submit" variant="outline" className="self-start" disabled={transfer.isPending}>
        {transfer.isPending ? 'Traspasando...' : 'Traspasar'}
      </Button>
    </form>
  );
}
