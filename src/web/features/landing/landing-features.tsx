import { Link } from '@web/lib/router';
import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import {
  Bell,
  BookOpen,
  Boxes,
  Building,
  ChefHat,
  ClipboardList,
  MessagesSquare,
  Package,
  ScanLine,
  ShoppingCart,
  Store,
  Truck,
} from 'lucide-react';
import { buttonVariants } from '@web/components/ui/button';
import { restaurantSignupPath, supplierSignupPath } from './role-links';

type Feature = { icon: LucideIcon; title: string; text: string };

const pill = 'rounded-full border px-3 py-1 text-sm font-semibold';

const restaurantFeatures: Feature[] = [
  {
    icon: Boxes,
    title: 'Inventario',
    text: 'Stock, stock mínimo, precios y unidades de cada producto, con avisos de stock bajo.',
  },
  {
    icon: ClipboardList,
    title: 'Proveedores y órdenes de compra',
    text: 'Guarda a tus proveedores y crea órdenes de compra en segundos.',
  },
  { icon: Bell, title: 'Alertas de precio', text: 'Entérate en cuanto un producto sube o baja de precio.' },
  {
    icon: ScanLine,
    title: 'Escaneo de recibos con IA',
    text: 'Toma una foto de tu ticket y la IA extrae los productos por ti.',
  },
  {
    icon: BookOpen,
    title: 'Recetas y preparaciones',
    text: 'Conoce el costo de cada platillo y descuenta el inventario al preparar.',
  },
  {
    icon: ChefHat,
    title: 'Mi Chef IA',
    text: 'Tu coach culinario: crea recetas nuevas con lo que ya tienes en tu alacena.',
  },
  {
    icon: ShoppingCart,
    title: 'Marketplace con chat',
    text: 'Compra a proveedores verificados y platica con ellos en tiempo real.',
  },
];

const supplierFeatures: Feature[] = [
  { icon: Building, title: 'Perfil de empresa', text: 'Presenta tu negocio a restaurantes de todo México.' },
  {
    icon: Package,
    title: 'Catálogo en el marketplace',
    text: 'Publica tus productos con precio, unidad y pedido mínimo.',
  },
  { icon: Truck, title: 'Pedidos', text: 'Recibe las órdenes de los restaurantes directo en tu panel.' },
  {
    icon: MessagesSquare,
    title: 'Chat con restaurantes',
    text: 'Resuelve dudas y cierra ventas por mensaje, con archivos adjuntos.',
  },
];

function FeatureList({ features }: { features: Feature[] }) {
  return (
    <ul className="grid gap-4">
      {features.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h4 className="font-semibold text-slate-900">{title}</h4>
            <p className="text-sm text-slate-700">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function LandingFeatures() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <div className="mx-auto mb-10 max-w-2xl text-center">
        <h2 id="features-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Todo lo que necesitas, para cada lado de la cocina
        </h2>
        <p className="mt-3 text-lg text-slate-700">
          Los restaurantes organizan su operación sin pagar nada. Los proveedores llegan a nuevos clientes.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <article className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <header className="flex flex-wrap items-center justify-between gap-3">
            <h3 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
              <Store className="size-6 text-brand-700" aria-hidden="true" />
              Para restaurantes
            </h3>
            <p className={clsx(pill, 'border-brand-100 bg-brand-50 text-brand-800')}>100% gratis</p>
          </header>
          <FeatureList features={restaurantFeatures} />
          <Link to={restaurantSignupPath} className={clsx(buttonVariants({ size: 'lg' }), 'mt-auto')}>
            Crear mi cuenta gratis
          </Link>
        </article>
        <article className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <header className="flex flex-wrap items-center justify-between gap-3">
            <h3 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
              <Truck className="size-6 text-brand-700" aria-hidden="true" />
              Para proveedores
            </h3>
            <p className={clsx(pill, 'border-brand-700 bg-brand-700 text-white')}>Desde $49/mes</p>
          </header>
          <FeatureList features={supplierFeatures} />
          <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
            <strong className="text-slate-900">Plan Mensual</strong> de $49 o{' '}
            <strong className="text-slate-900">Plan Anual</strong> de $490: ahorra 15% al año.
          </p>
          <Link to={supplierSignupPath} className={clsx(buttonVariants({ size: 'lg', variant: 'outline' }), 'mt-auto')}>
            Vender en Alacena
          </Link>
        </article>
      </div>
    </section>
  );
}
