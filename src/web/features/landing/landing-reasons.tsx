import type { LucideIcon } from 'lucide-react';
import { Clock, MapPin, PiggyBank, ShieldCheck, Smartphone, Sparkles } from 'lucide-react';

const reasons: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: PiggyBank,
    title: 'Ahorra dinero',
    text: 'Detecta alzas de precio a tiempo, conoce el costo real de cada receta y evita mermas.',
  },
  {
    icon: Clock,
    title: 'Ahorra tiempo',
    text: 'Olvídate de libretas y hojas de cálculo: órdenes, recibos e inventario en minutos.',
  },
  {
    icon: Sparkles,
    title: 'Inteligencia artificial incluida',
    text: 'Escanea recibos, pregunta por tus gastos y crea recetas con ayuda de la IA.',
  },
  {
    icon: Smartphone,
    title: 'En tu celular',
    text: 'Funciona en cualquier dispositivo y puedes instalarla como una app.',
  },
  {
    icon: MapPin,
    title: 'Hecho para México',
    text: 'En español, con precios en pesos y proveedores locales verificados.',
  },
  {
    icon: ShieldCheck,
    title: 'Tus datos son tuyos',
    text: 'Tu inventario, tus precios y tus recetas solo los ves tú.',
  },
];

export function LandingReasons() {
  return (
    <section aria-labelledby="reasons-title" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <h2 id="reasons-title" className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          ¿Por qué Alacena?
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-slate-50 p-6">
              <Icon className="size-8 text-brand-700" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
