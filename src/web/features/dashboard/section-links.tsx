import {
  BookOpen,
  Building2,
  ChefHat,
  ClipboardList,
  FileText,
  Flame,
  Package,
  ScanLine,
  Store,
  Tags,
  Truck,
} from 'lucide-react';
import { Link } from '@web/lib/router';

const SECTIONS = [
  { to: '/productos', label: 'Productos', icon: Package },
  { to: '/proveedores', label: 'Proveedores', icon: Truck },
  { to: '/ordenes', label: 'Órdenes', icon: ClipboardList },
  { to: '/marketplace', label: 'Marketplace', icon: Store },
  { to: '/escanear', label: 'Escanear recibo', icon: ScanLine },
  { to: '/facturas', label: 'Facturas CFDI', icon: FileText },
  { to: '/recetario', label: 'Recetario', icon: BookOpen },
  { to: '/categorias-recetas', label: 'Categorías de recetas', icon: Tags },
  { to: '/preparaciones', label: 'Preparaciones', icon: Flame },
  { to: '/escuela-culinaria', label: 'Mi Chef IA', icon: ChefHat },
  { to: '/restaurant/setup', label: 'Mi restaurante', icon: Building2 },
] as const;

/** Every restaurant section, one tap from Inicio. */
export function SectionLinks() {
  return (
    <section aria-labelledby="secciones" className="flex flex-col gap-2">
      <h2 id="secciones" className="text-lg font-semibold">
        Tu restaurante
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {SECTIONS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex min-h-12 items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm font-medium shadow-sm hover:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            >
              <Icon aria-hidden className="size-4 shrink-0 text-brand-700" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
