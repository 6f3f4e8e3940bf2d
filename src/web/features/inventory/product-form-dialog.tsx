import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import {
  DEFAULT_MIN_STOCK,
  DEFAULT_UNIT,
  INVENTORY_TOASTS,
  productInputSchema,
  type ProductInput,
  type ProductListItem,
  type ProductPayload,
} from '@common/inventory';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { errorMessage } from '@web/lib/api-client';
import { useContacts } from './api/get-contacts';
import { useSaveProduct } from './api/save-product';
import { plainQuantity } from '@common/quantity-format';
import { ProductTaxFields } from './product-tax-fields';
import { ProductUnitFields, UNIT_OPTIONS_ID } from './product-unit-fields';

const EMPTY: ProductInput = {
  name: '',
  currentPrice: '',
  stockQuantity: '',
  minStockQuantity: String(DEFAULT_MIN_STOCK),
  unit: DEFAULT_UNIT,
  supplierId: 'none',
  category: '',
  densityKgPerL: '',
  pieceWeightG: '',
  yieldPercent: '100',
  packs: [],
  iva: null,
  iepsKind: null,
  iepsValue: '',
};

function valuesOf(product: ProductListItem | null): ProductInput {
  if (!product) return EMPTY;
  return {
    name: product.name,
    currentPrice: plainQuantity(product.currentPrice),
    stockQuantity: plainQuantity(product.stockQuantity),
    minStockQuantity: plainQuantity(product.minStockQuantity),
    unit: product.unit,
    supplierId: product.supplierId ?? 'none',
    category: product.category ?? '',
    densityKgPerL: product.densityKgPerL ? plainQuantity(product.densityKgPerL) : '',
    pieceWeightG: product.pieceWeightG ? plainQuantity(product.pieceWeightG) : '',
    yieldPercent: plainQuantity(product.yieldPercent),
    packs: product.packs.map((pack) => ({ ...pack, quantity: plainQuantity(pack.quantity) })),
    iva: product.iva,
    iepsKind: product.iepsKind,
    iepsValue: product.iepsValue ? plainQuantity(product.iepsValue) : '',
  };
}

interface Props {
  /** null: a new product. */
  product: ProductListItem | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC §5 product form; "Sin proveedor" ('none') is stored as no supplier. */
export function ProductFormDialog({ product, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{product ? 'Editar producto' : 'Nuevo producto'}</DialogTitle>
          <DialogDescription>Los cambios de stock y de precio quedan registrados.</DialogDescription>
        </DialogHeader>
        {open && <ProductForm key={product?.id ?? 'new'} product={product} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ProductForm({ product, onDone }: { product: ProductListItem | null; onDone: () => void }) {
  const contacts = useContacts();
  const save = useSaveProduct();
  const form = useForm<ProductInput, unknown, ProductPayload>({
    resolver: zodResolver(productInputSchema),
    defaultValues: valuesOf(product),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: product?.id, input });
      toast.success(product ? INVENTORY_TOASTS.productUpdated : INVENTORY_TOASTS.productCreated);
      onDone();
    } catch (error) {
      toast.error(product ? INVENTORY_TOASTS.productUpdateFailed : INVENTORY_TOASTS.productCreateFailed, {
        description: errorMessage(error, '') || undefined,
      });
    }
  });

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <FormField label="Nombre" htmlFor="product-name" error={errors.name?.message}>
        <Input id="product-name" maxLength={200} {...form.register('name')} />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Precio" htmlFor="product-price" error={errors.currentPrice?.message}>
          <Input
            id="product-price"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            {...form.register('currentPrice')}
          />
        </FormField>
        <FormField label="Unidad" htmlFor="product-unit" error={errors.unit?.message}>
          <Input id="product-unit" maxLength={50} list={UNIT_OPTIONS_ID} {...form.register('unit')} />
        </FormField>
        <FormField label="Stock" htmlFor="product-stock" error={errors.stockQuantity?.message}>
          <Input
            id="product-stock"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            {...form.register('stockQuantity')}
          />
        </FormField>
        <FormField label="Stock mínimo" htmlFor="product-min-stock" error={errors.minStockQuantity?.message}>
          <Input
            id="product-min-stock"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            {...form.register('minStockQuantity')}
          />
        </FormField>
      </div>
      <FormField label="Proveedor" htmlFor="product-supplier" error={errors.supplierId?.message}>
        <Controller
          control={form.control}
          name="supplierId"
          render={({ field }) => (
            <Select value={field.value ?? 'none'} onValueChange={field.onChange}>
              <SelectTrigger id="product-supplier" onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="none">{INVENTORY_TOASTS.noSupplier}</SelectItem>
                {contacts.data?.map((contact) => (
                  <SelectItem key={contact.id} value={contact.id}>
                    {contact.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      <FormField label="Categoría (opcional)" htmlFor="product-category" error={errors.category?.message}>
        <Input id="product-category" maxLength={100} {...form.register('category')} />
      </FormField>
      <ProductUnitFields form={form} />
      <ProductTaxFields form={form} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Guardando...' : product ? 'Guardar cambios' : 'Crear producto'}
        </Button>
      </DialogFooter>
    </form>
  );
}
