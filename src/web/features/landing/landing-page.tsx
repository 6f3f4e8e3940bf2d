import { Link } from '@web/lib/router';
import { LogIn } from 'lucide-react';
import { buttonVariants } from '@web/components/ui/button';
import { AlacenaLogo } from './alacena-logo';
import { LandingFeatures } from './landing-features';
import { LandingHero } from './landing-hero';
import { LandingReasons } from './landing-reasons';
import { LandingTestimonials } from './landing-testimonials';
import { RoleLinks } from './role-links';

/** The public marketing page at "/" (SPEC §2) for visitors without a session. */
export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2">
          <Link
            to="/"
            className="inline-flex min-h-11 items-center rounded-lg focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            <AlacenaLogo />
          </Link>
          <Link to="/auth" className={buttonVariants({ variant: 'outline' })}>
            <LogIn aria-hidden="true" />
            Iniciar sesión
          </Link>
        </div>
      </header>

      <main className="flex-1">
        <LandingHero />
        <LandingFeatures />
        <LandingReasons />
        <LandingTestimonials />
        <section aria-labelledby="cta-title" className="px-4 pb-16 sm:pb-20">
          <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 rounded-3xl border border-brand-100 bg-gradient-to-br from-brand-50 to-brand-100 px-6 py-12 text-center sm:py-16">
            <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              Empieza hoy a ordenar tu alacena
            </h2>
            <p className="max-w-2xl text-lg text-slate-700">
              Crea tu cuenta en minutos. Gratis para restaurantes; para proveedores, desde $49/mes.
            </p>
            <RoleLinks className="w-full justify-center sm:w-auto" />
          </div>
        </section>
      </main>

      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-6 text-sm text-slate-700 sm:flex-row">
          <p>© {new Date().getFullYear()} Alacena. Todos los derechos reservados.</p>
          <p>Hecho en México</p>
        </div>
      </footer>
    </div>
  );
}
