export type AdPosition = 'dashboard' | 'products' | 'orders' | 'suppliers';

/**
 * An advertising slot. With no active ad for its position it shows the placeholder of SPEC §8
 * ('Publicidad' / 'Espacio publicitario disponible').
 */
export function AdSlot({ position }: { position: AdPosition }) {
  return (
    <aside aria-label="Publicidad" data-ad-position={position} className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-center">
      <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Publicidad</p>
      <p className="mt-1 text-sm text-slate-600">Espacio publicitario disponible</p>
    </aside>
  );
}
