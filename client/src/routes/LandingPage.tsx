import { useEffect, useState } from 'react';
import { BILLING_TEXTS } from '../../../shared/domain/billing';
import { DIET_FILTER_NAMES } from '../../../shared/domain/dietFilters';
import { planPrice } from '../../../shared/domain/planPrices';
import { PLANS, type PlanId } from '../../../shared/domain/plans';
import { MobileMenu } from '../app/MobileMenu';
import { useSession } from '../auth/session';
import { PlanCard } from '../features/billing/PlanCard';
import { useVisitorLocation } from '../features/billing/usePlanPrices';
import '../features/billing/billing.css';
import { usePageMeta } from '../meta/usePageMeta';
import { buttonClass } from '../ui/Button';
import { PublicLayout } from './PublicLayout';
import { StatsStrip } from './StatsStrip';
import './landing.css';
import { useRevealOnScroll } from './useRevealOnScroll';

const SCROLL_HINT_HIDE_PX = 100;
const SECTIONS = [
  { id: 'features', label: 'Features' },
  { id: 'how-it-works', label: 'How It Works' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'testimonials', label: 'Testimonials' },
] as const;

const FEATURES = [
  {
    title: 'Convert any recipe',
    text: 'Paste a recipe or upload a file and get a version that fits your diet, with every substitution explained.',
  },
  { title: 'Create from a dish name', text: 'Type “tomato soup” and get a complete recipe built for your filters.' },
  { title: `${DIET_FILTER_NAMES.length} diet filters`, text: 'Vegan, gluten-free, keto, diabetic-friendly, low-sodium and many more.' },
  { title: 'Nutrition per serving', text: 'Calories, protein, carbs, fat, fibre and sodium for every recipe.' },
  { title: 'Your recipe book', text: 'Save, search and edit your recipes — they work offline on every device.' },
  { title: 'Meal planning', text: 'Plan the week, drag recipes into slots and get a shopping list by aisle.' },
];

/**
 * The spec's testimonials section, kept honest: we have no published customer reviews yet, so it says so
 * and shows who the product is built for instead of quotes from invented people.
 */
const TESTIMONIALS_NOTE = 'We are new and have no customer reviews to show yet. These are the cooks we build for:';
const AUDIENCES = [
  {
    title: 'Cooking around an allergy',
    text: 'Family favourites adapted for coeliac disease or a nut or milk allergy, with every swap explained.',
  },
  {
    title: 'Managing a health condition',
    text: 'Low-sodium, diabetic-friendly or heart-healthy versions, with estimated nutrition per serving.',
  },
  { title: 'Chefs and food bloggers', text: 'Dietary versions of your own recipes for guests and readers, kept in one recipe book.' },
];

const PAID: PlanId[] = ['free', 'chef', 'master-chef'];
/** The yearly label's percentage: the plans' own yearly discount. */
const YEARLY_SAVING = Math.max(...PAID.map((id) => PLANS[id].yearlyDiscount));

export function LandingPage() {
  usePageMeta('home');
  useRevealOnScroll();
  const { status } = useSession();
  const [yearly, setYearly] = useState(false);
  const location = useVisitorLocation();
  const [showHint, setShowHint] = useState(true);
  useEffect(() => {
    const onScroll = () => setShowHint(window.scrollY < SCROLL_HINT_HIDE_PX);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const cta =
    status === 'signed-in' ? (
      <a href="/app" className={buttonClass('primary', 'lg')}>
        Go to App
      </a>
    ) : (
      <a href="/signin" className={buttonClass('primary', 'lg')}>
        Get Started Free
      </a>
    );
  const scrollTo = (id: string) => {
    const section = document.getElementById(id);
    if (section) window.scrollTo({ top: sectionScrollTop(section), behavior: reducedMotion() ? 'auto' : 'smooth' });
  };
  const sectionButtons = (after?: () => void) =>
    SECTIONS.map((s) => (
      <button
        key={s.id}
        type="button"
        className="btn btn--ghost btn--sm"
        onClick={() => {
          after?.();
          scrollTo(s.id);
        }}
      >
        {s.label}
      </button>
    ));
  const nav = (
    <>
      <MobileMenu label="Sections (mobile)">{(close) => sectionButtons(close)}</MobileMenu>
      <nav className="site-nav" aria-label="Sections">
        {sectionButtons()}
      </nav>
    </>
  );
  return (
    <PublicLayout nav={nav}>
      <section className="hero">
        <div className="container hero__grid">
          <div>
            <h1 className="hero__title">Any recipe, made to fit your diet.</h1>
            <p className="hero__lead">
              Convert recipes for allergies, health conditions and food choices, create new ones from a dish name, and plan your week — even
              with no internet in the kitchen.
            </p>
            <div className="hero__actions">{cta}</div>
          </div>
          <figure className="card hero__sample" aria-label="Example conversion">
            <p className="hero__before">
              <span className="badge badge--neutral">Before</span> <s>Classic beef lasagna</s>
            </p>
            <p className="hero__after">
              <span className="badge badge--primary">After</span> Plant-based lasagna with lentil ragù and cashew béchamel
            </p>
            <figcaption className="muted">Vegan · Dairy-Free · 6 servings · 410 kcal</figcaption>
          </figure>
        </div>
        {/* Hidden, not removed, once scrolled: removing it moved every section up 61 px mid-scroll (a section button then left its heading under the header). */}
        <p className={`hero__hint muted${showHint ? '' : ' hero__hint--hidden'}`} aria-hidden="true">
          Scroll to see more ↓
        </p>
      </section>

      <StatsStrip />

      <section id="features" className="container section" data-reveal>
        <h2>Features</h2>
        <div className="card-grid">
          {FEATURES.map((f) => (
            <article key={f.title} className="card">
              <h3>{f.title}</h3>
              <p className="muted">{f.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section id="how-it-works" className="container section" data-reveal>
        <h2>How It Works</h2>
        <ol className="steps">
          <li>
            <strong>Paste or describe.</strong> A full recipe, a file, or just a dish name.
          </li>
          <li>
            <strong>Pick your filters.</strong> Diets, allergies and ingredients to use or avoid.
          </li>
          <li>
            <strong>Cook.</strong> Get the converted recipe with substitutions and nutrition, and save it.
          </li>
        </ol>
        <p className="notice">
          Nutrition figures are estimates. If you have a medical condition, check with your healthcare provider or a registered dietitian
          before changing your diet.
        </p>
      </section>

      <section id="pricing" className="container section" data-reveal>
        <h2>Pricing</h2>
        <fieldset className="billing-toggle">
          <legend className="visually-hidden">Billing period</legend>
          <button
            type="button"
            className={buttonClass(yearly ? 'secondary' : 'primary', 'sm')}
            aria-pressed={!yearly}
            onClick={() => setYearly(false)}
          >
            Monthly
          </button>
          <button
            type="button"
            className={buttonClass(yearly ? 'primary' : 'secondary', 'sm')}
            aria-pressed={yearly}
            onClick={() => setYearly(true)}
          >
            Yearly <span className="badge badge--accent">Save {YEARLY_SAVING}%</span>
          </button>
        </fieldset>
        <div className="plan-grid">
          {PAID.map((id) => (
            <PlanCard
              key={id}
              plan={id}
              price={planPrice(id, yearly ? 'yearly' : 'monthly', location)}
              badges={id === 'chef' ? [BILLING_TEXTS.mostPopular] : []}
              action={
                id === 'free' ? (
                  <a href={status === 'signed-in' ? '/app' : '/signup'} className={buttonClass('secondary')}>
                    {status === 'signed-in' ? 'Go to App' : 'Get Started Free'}
                  </a>
                ) : (
                  <a
                    href={status === 'signed-in' ? `/app?plan=${id}` : `/signup?plan=${id}`}
                    className={buttonClass(id === 'chef' ? 'primary' : 'secondary')}
                  >
                    {BILLING_TEXTS.startPlan(PLANS[id].name)}
                  </a>
                )
              }
            />
          ))}
        </div>
        <p className="muted">{BILLING_TEXTS.trialFooter}</p>
      </section>

      <section id="testimonials" className="container section" data-reveal>
        <h2>Testimonials</h2>
        <p className="muted">{TESTIMONIALS_NOTE}</p>
        <div className="card-grid">
          {AUDIENCES.map((a) => (
            <article key={a.title} className="card">
              <h3>{a.title}</h3>
              <p className="muted">{a.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="container section final-cta card" data-reveal>
        <h2>Cook for every diet at your table</h2>
        <p className="muted">Free to start. No card needed.</p>
        {cta}
      </section>
    </PublicLayout>
  );
}

/** Space kept between the sticky header and the heading a section button scrolls to. */
const HEADING_GAP_PX = 16;

/**
 * Where the page scrolls for a section: its heading just below the sticky header. Measured without
 * the fade-in's offset (a section not yet shown sits lower until it is, which scrollIntoView would
 * count).
 */
function sectionScrollTop(section: HTMLElement): number {
  const heading = section.querySelector('h2') ?? section;
  const transform = getComputedStyle(section).transform;
  const fadeOffset = transform === 'none' ? 0 : new DOMMatrixReadOnly(transform).m42;
  const headerBottom = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
  return Math.max(0, heading.getBoundingClientRect().top - fadeOffset + window.scrollY - headerBottom - HEADING_GAP_PX);
}

function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
