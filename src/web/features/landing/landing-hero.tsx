import { BellRing, Sparkles, TrendingUp } from 'lucide-react';
import { badgeVariants } from '@web/components/ui/badge';
import { RoleLinks } from './role-links';

const claims = [
  { value: '500+', label: 'restaurantes' },
  { value: '200+', label: 'proveedores' },
  { value: '10k+', label: 'órdenes' },
];

export function LandingHero() {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-2 lg:py-24">
        <div className="flex flex-col gap-6">
          <p className="inline-flex w-fit items-center gap-2 rounded-full border border-brand-100 bg-white px-3 py-1 text-sm font-semibold text-brand-800">
            <Sparkles className="size-4" aria-hidden="true" />
            100% gratis para restaurantes
          </p>
          <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Inventario, recetas y compras para tu restaurante, <span className="text-brand-700">en un solo lugar</span>
          </h1>
          <p className="max-w-xl text-lg text-slate-700">
            Alacena ayuda a los restaurantes de México a controlar su inventario, costear sus recetas y comprar a
            proveedores verificados. Es gratis para restaurantes; los proveedores venden en nuestro marketplace.
          </p>
          <RoleLinks />
          <ul className="grid grid-cols-3 gap-3 border-t border-brand-100 pt-6">
            {claims.map((claim) => (
              <li key={claim.label} className="flex flex-col text-sm text-slate-700 sm:text-base">
                <strong className="text-2xl font-extrabold text-brand-800 sm:text-3xl">{claim.value}</strong>{' '}
                {claim.label}
              </li>
            ))}
          </ul>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}

const previewRows = [
  { name: 'Tortilla de maíz', stock: '8 kg', low: true },
  { name: 'Aguacate Hass', stock: '24 kg', low: false },
  { name: 'Queso Oaxaca', stock: '15 kg', low: false },
];

/** A drawn glimpse of the app (no image request); decorative, so hidden from assistive tech. */
function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 pb-12 shadow-xl">
        <div className="mb-4 flex items-center justify-between">
          <p className="font-semibold text-slate-900">Inventario</p>
          <p className="text-sm text-slate-600">Valor total: $18,430.50</p>
        </div>
        <ul className="divide-y divide-slate-100">
          {previewRows.map((row) => (
            <li key={row.name} className="flex items-center justify-between py-3">
              <span className="text-slate-800">{row.name}</span>
              <span className="flex items-center gap-2 text-sm text-slate-700">
                {row.stock}
                <span className={badgeVariants({ variant: row.low ? 'warning' : 'success' })}>
                  {row.low ? 'Bajo' : 'OK'}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="absolute -bottom-6 -left-2 flex items-center gap-3 rounded-xl border border-amber-200 bg-white p-3 shadow-lg sm:-left-8">
        <span className="flex size-9 items-center justify-center rounded-full bg-amber-100 text-amber-800">
          <BellRing className="size-5" />
        </span>
        <span className="text-sm">
          <span className="block font-semibold text-slate-900">Alerta de precio</span>
          <span className="flex items-center gap-1 text-slate-700">
            Jitomate <TrendingUp className="size-4 text-red-700" /> +8.5%
          </span>
        </span>
      </div>
    </div>
  );
}
