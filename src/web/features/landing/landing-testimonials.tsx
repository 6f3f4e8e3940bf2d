import { Star } from 'lucide-react';

// Invented people and places (SPEC §1: the testimonial names are invented).
const testimonials = [
  {
    quote:
      'Antes llevaba el inventario en una libreta. Ahora sé exactamente qué me falta y cuánto me cuesta cada platillo.',
    name: 'Mariana Robles',
    place: 'Fonda La Güera, Ciudad de México',
  },
  {
    quote:
      'Las alertas de precio me ahorraron varios miles de pesos el primer mes. Ya no me llevo sorpresas con mis proveedores.',
    name: 'Jorge Villaseñor',
    place: 'Tacos El Tapatío, Guadalajara',
  },
  {
    quote:
      'Escaneo mis tickets y el inventario queda al día. Con Mi Chef IA aprovecho lo que tengo antes de que se eche a perder.',
    name: 'Daniela Garza',
    place: 'Cocina Norteña Garza, Monterrey',
  },
];

function FiveStars() {
  return (
    <div role="img" aria-label="5 de 5 estrellas" className="flex gap-0.5 text-amber-500">
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} className="size-5 fill-current" aria-hidden="true" />
      ))}
    </div>
  );
}

export function LandingTestimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <h2 id="testimonials-title" className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Lo que dicen los restaurantes
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {testimonials.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <FiveStars />
              <blockquote className="flex-1 text-slate-800">“{t.quote}”</blockquote>
              <figcaption>
                <span className="block font-semibold text-slate-900">{t.name}</span>
                <span className="text-sm text-slate-600">{t.place}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
