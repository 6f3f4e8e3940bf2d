import { useState } from 'react';
import { useNavigate } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import { MARKETPLACE_MESSAGES } from '@common/marketplace-rules';
import {
  CART_MESSAGES,
  cartInputOf,
  cartLineProblem,
  cartTotal,
  removeCartLine,
  setCartQuantity,
  stepCartLine,
} from '@common/marketplace-cart-rules';
import { formatMoney } from '@common/money';
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
import { Textarea } from '@web/components/ui/textarea';
import { errorMessage } from '@web/lib/api-client';
import { useCreateCartOrders } from './api/create-orders';
import { CartLineItem } from './cart-line-item';
import { settleCartSaves, useCart } from './cart-store';

/** SPEC §2 'Carrito de Compras': one order per supplier on 'Crear Orden'. */
export function CartDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const { cart, isLoading, update, clearLocal } = useCart();
  const createOrders = useCreateCartOrders();
  const [notes, setNotes] = useState('');
  const suppliers = [...new Set(cart.map((line) => line.supplierCompanyId))];
  // Lines the supplier would refuse (below the minimum, a fraction of a box) block 'Crear Orden' and say why.
  const problems = cart.flatMap((line) => cartLineProblem(line) ?? []);

  const submit = async () => {
    if (cart.length === 0) {
      toast.error(MARKETPLACE_MESSAGES.emptyCart);
      return;
    }
    if (problems.length > 0) {
      toast.error(problems[0].message);
      return;
    }
    try {
      // Every change saved first, so that no save lands after the order and brings its lines back.
      await settleCartSaves();
      await createOrders.mutateAsync({
        lines: cartInputOf(cart).lines,
        notes,
      });
      toast.success(MARKETPLACE_MESSAGES.orderSuccessTitle, {
        description: MARKETPLACE_MESSAGES.orderSuccessDescription,
      });
      // The server took the ordered lines out of the saved cart with the order.
      clearLocal();
      setNotes('');
      onOpenChange(false);
      navigate('/ordenes');
    } catch (error) {
      toast.error(errorMessage(error, MARKETPLACE_MESSAGES.orderFailed));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Carrito de Compras</DialogTitle>
          <DialogDescription>
            {cart.length === 0
              ? 'Agrega productos del marketplace.'
              : 'Se creará una orden por cada proveedor, con los precios vigentes del catálogo.'}
          </DialogDescription>
        </DialogHeader>
        {isLoading ? (
          <p className="py-6 text-center text-slate-600">Cargando carrito...</p>
        ) : cart.length === 0 ? (
          <p className="py-6 text-center text-slate-600">{MARKETPLACE_MESSAGES.emptyCart}</p>
        ) : (
          <>
            {suppliers.map((supplierId) => {
              const lines = cart.filter((line) => line.supplierCompanyId === supplierId);
              return (
                <section
                  key={supplierId}
                  aria-label={lines[0].supplierName}
                  className="rounded-lg border border-slate-200 px-3"
                >
                  <ul className="divide-y divide-slate-100">
                    {lines.map((line) => (
                      <CartLineItem
                        key={line.productId}
                        line={line}
                        onQuantity={(quantity) =>
                          update((current) => setCartQuantity(current, line.productId, quantity), { typed: true })
                        }
                        onStep={(step) => update((current) => stepCartLine(current, line.productId, step))}
                        onRemove={() => update((current) => removeCartLine(current, line.productId))}
                      />
                    ))}
                  </ul>
                </section>
              );
            })}
            <FormField label="Notas (opcional)" htmlFor="cart-notes">
              <Textarea
                id="cart-notes"
                value={notes}
                maxLength={1000}
                onChange={(event) => setNotes(event.target.value)}
              />
            </FormField>
            <p className="flex justify-between text-lg font-semibold">
              <span>Total</span>
              <span data-testid="cart-total">{formatMoney(cartTotal(cart))}</span>
            </p>
            {problems.length > 0 && (
              <div role="status" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
                <p className="font-medium">{CART_MESSAGES.blocked}</p>
                <ul className="list-disc pl-5">
                  {problems.map((problem) => (
                    <li key={problem.message}>{problem.message}</li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Seguir Comprando
          </Button>
          <Button onClick={submit} disabled={cart.length === 0 || problems.length > 0 || createOrders.isPending}>
            {createOrders.isPending ? 'Procesando...' : 'Crear Orden'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
