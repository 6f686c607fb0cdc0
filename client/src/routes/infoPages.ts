import { ACCOUNT_TTL, SESSION_MARKER_COOKIE } from '../../../shared/domain/accountRules';
import { TRIAL_DAYS } from '../../../shared/domain/billing';
import {
  ANALYTICS_EVENT_RETENTION_DAYS,
  ANALYTICS_USER_RETENTION_DAYS,
  CONSENT_STORAGE_KEY,
  CONSENT_VALID_DAYS,
} from '../../../shared/domain/consent';
import { DIET_FILTER_NAMES } from '../../../shared/domain/dietFilters';
import { PLANS } from '../../../shared/domain/plans';
import type { PageKey } from '../meta/pageMeta';

/** A block of a company or legal page: an optional heading, paragraphs and an optional list. */
export interface InfoSection {
  heading?: string;
  paragraphs?: string[];
  list?: string[];
}

export interface InfoPageContent {
  meta: PageKey;
  heading: string;
  /** Legal pages say when they last changed. */
  updated?: string;
  sections: InfoSection[];
}

const LEGAL_UPDATED = '2026-11-24';
/** The cookie policy changed after the others: signed_in now also says whether the book was large at sign-in. */
const COOKIES_UPDATED = '2026-12-01';

export const INFO_PAGES = {
  about: {
    meta: 'about',
    heading: 'About us',
    sections: [
      {
        paragraphs: [
          'Dietary Recipe Kitchen is a recipe converter for people who cook around dietary needs: allergies, intolerances, health conditions and food choices. Paste a recipe, upload a file or name a dish, pick your filters, and get a version you can cook tonight, with every substitution explained.',
          'We started it because adapting a family recipe by hand means reading every label, looking up every swap and hoping the result still tastes like home. That work should take seconds, and it should show its reasons so you can trust it or change it.',
        ],
      },
      {
        heading: 'What it does',
        list: [
          `${DIET_FILTER_NAMES.length} diet filters, from vegan and gluten-free to low-sodium, diabetic-friendly, halal and kosher.`,
          'Convert a recipe, create one from a dish name, or let it surprise you.',
          'Estimated nutrition per serving, a recipe book, a weekly meal planner and a shopping list.',
          'It works offline: your recipe book and planner live on your device and sync when you are back online.',
        ],
      },
      {
        heading: 'What it is not',
        paragraphs: [
          'Nutrition figures are estimates and converted recipes are suggestions. They are not medical advice. If you manage a medical condition or a serious allergy, check with your healthcare provider or a registered dietitian, and always read the labels of what you buy.',
        ],
      },
      {
        heading: 'Food data',
        paragraphs: [
          'The kitchen engine knows foods by their names in many languages, what they are made of and which allergens they carry thanks to the ingredient and allergen taxonomies of Open Food Facts (openfoodfacts.org), © Open Food Facts contributors, available under the Open Database License (ODbL 1.0). The food lexicon we compiled from them is shared under the same licence.',
        ],
      },
      {
        heading: 'How we work',
        paragraphs: [
          'Your recipes are yours: you can export them or delete your account at any time from Settings. We do not sell personal data, we do not show advertising, and we measure use only on our own server and only with your consent.',
        ],
      },
    ],
  },
  careers: {
    meta: 'careers',
    heading: 'Careers',
    sections: [
      {
        paragraphs: [
          'We are a small team and we have no open positions right now.',
          'We are always glad to hear from cooks, dietitians, nutrition scientists and engineers who care about food that fits everyone. Tell us about yourself through the contact form, with the subject "Careers", and we will keep your note for when we hire.',
        ],
      },
      {
        heading: 'What we value',
        list: [
          'Honesty about what software can and cannot know about food and health.',
          'Accessibility: the app must work with a keyboard, a screen reader and a slow phone.',
          'Respect for people’s data: collect little, keep it briefly, explain it plainly.',
        ],
      },
    ],
  },
  partnerships: {
    meta: 'partnerships',
    heading: 'Partnerships',
    sections: [
      {
        paragraphs: [
          'We would like to work with people who help others eat well within their needs. If one of these fits you, write to us through the contact form with the subject "Partnerships".',
        ],
      },
      {
        heading: 'Who we would like to hear from',
        list: [
          'Registered dietitians and nutritionists who want to check conversions for their clients or suggest better substitutions.',
          'Allergy and patient organisations who could help us make our filters and warnings more accurate.',
          'Recipe publishers and food bloggers who want to offer dietary versions of their recipes.',
          'Teams who need recipe conversion for many people: our Enterprise plan is arranged through the contact form.',
        ],
      },
      {
        heading: 'What we will not do',
        paragraphs: [
          'We do not sell or share our users’ data with partners, and we do not take payment to recommend products in conversions.',
        ],
      },
    ],
  },
  terms: {
    meta: 'terms',
    heading: 'Terms of Service',
    updated: LEGAL_UPDATED,
    sections: [
      {
        paragraphs: [
          'These terms apply when you use Dietary Recipe Kitchen, its website and its app. By creating an account or using the service you agree to them.',
        ],
      },
      {
        heading: 'The service',
        paragraphs: [
          'The service converts and creates recipes with automated tools, estimates nutrition, and lets you keep a recipe book and plan meals. Results can be wrong. You are responsible for checking ingredients against your own allergies, intolerances and needs before cooking or eating.',
          'Nutrition values are estimates and nothing in the service is medical advice. If you have a medical condition, ask your healthcare provider or a registered dietitian before changing your diet.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'Keep your password to yourself and tell us if you think someone else has used your account. You may export your data and delete your account at any time from Settings.',
        ],
      },
      {
        heading: 'Plans and payment',
        paragraphs: [
          `The Free plan costs nothing. Paid plans (Chef from $${PLANS.chef.basePrice} per month) are billed monthly or yearly through our payment provider, Stripe, in the currency shown at checkout, with VAT where it applies. New paid plans start with a ${TRIAL_DAYS}-day free trial.`,
          'Paid plans renew until you cancel. You can cancel at any time from the billing portal in Settings; the plan stays active until the end of the period you paid for.',
        ],
      },
      {
        heading: 'Your content',
        paragraphs: [
          'Recipes you paste, upload or save stay yours. You give us only the permission needed to store, sync and convert them for you. Do not upload content you have no right to use.',
        ],
      },
      {
        heading: 'Fair use',
        paragraphs: [
          'Do not misuse the service: no attempts to break its security, to overload it, or to use it to harm others. We may suspend accounts that do.',
        ],
      },
      {
        heading: 'Changes and contact',
        paragraphs: [
          'If these terms change in a way that matters, we will tell signed-in users in the app before the change applies. Questions are welcome through the contact page.',
        ],
      },
    ],
  },
  privacy: {
    meta: 'privacy',
    heading: 'Privacy Policy',
    updated: LEGAL_UPDATED,
    sections: [
      {
        paragraphs: [
          'This policy says which personal data Dietary Recipe Kitchen handles, why, for how long, and what you can do about it. We do not sell personal data and we show no advertising.',
        ],
      },
      {
        heading: 'What we store and why',
        list: [
          'Your account: e-mail address, a hash of your password (never the password itself) or your Google sign-in, your plan and your settings. Needed to provide the service.',
          'Your recipes, recipe book, meal plans, shopping lists and default filters, so they sync between your devices. Needed to provide the service.',
          'Billing: your plan and subscription status. Card details go directly to Stripe and never reach our servers.',
          'Messages you send through the contact form, so we can answer them.',
          'Usage statistics (page views and the number of filters in a conversion), only if you accept analytics cookies.',
        ],
      },
      {
        heading: 'AI generation',
        paragraphs: [
          'Conversions run on our built-in engine. If the operator has connected an external AI service, recipe text is sent to it only after you agree to AI data sharing in Settings, and only for the conversions you ask for.',
        ],
      },
      {
        heading: 'How long we keep it',
        list: [
          'Account data and your recipes: until you delete them or your account.',
          `Analytics events: ${Math.round(ANALYTICS_EVENT_RETENTION_DAYS / 30.5)} months; analytics data tied to a user: ${Math.round(ANALYTICS_USER_RETENTION_DAYS / 30.5)} months.`,
          'Deleted items are kept about two months so that your other devices can learn of the deletion, then removed.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You can see, correct, export and delete your data at any time: Settings offers a full export and account deletion. You can withdraw cookie consent in Cookie Settings (linked in every page’s footer) and unsubscribe from non-essential e-mail with the link in each such mail. For anything else, or to complain, contact us; you may also complain to your data protection authority.',
        ],
      },
    ],
  },
  cookies: {
    meta: 'cookies',
    heading: 'Cookie Policy',
    updated: COOKIES_UPDATED,
    sections: [
      {
        paragraphs: [
          'We use cookies and similar browser storage. Essential ones are needed for the service to work. Everything else is used only after you agree, and you can change your choice at any time in Cookie Settings, linked in the footer of every page.',
          `Your choice is stored on your device under "${CONSENT_STORAGE_KEY}" for ${CONSENT_VALID_DAYS} days; after that we ask again.`,
        ],
      },
      {
        heading: 'Essential (always on)',
        list: [
          `refresh_token: keeps you signed in; expires after ${ACCOUNT_TTL.refreshTokenDays} days without use.`,
          `${SESSION_MARKER_COOKIE}: says only that you may be signed in on this browser (no identity, no secret), so the site does not ask the server about a session you do not have, and whether your recipe book was large when you signed in, so a new device starts fetching it at once; goes with refresh_token.`,
          'known_device: a signed note that this browser has signed in before, so failed sign-in attempts from elsewhere cannot lock you out; one year.',
          `google_login: only while you sign in with Google; ${ACCOUNT_TTL.oidcStateMinutes} minutes.`,
          'Browser storage for the offline copy of your own recipes and plans, and the name of the last signed-in user; removed when you sign out or delete your account.',
        ],
      },
      {
        heading: 'Analytics (off until you accept)',
        paragraphs: [
          `First-party only: page views and conversion events go to our own server, which keeps events for ${Math.round(ANALYTICS_EVENT_RETENTION_DAYS / 30.5)} months and user-level data for ${Math.round(ANALYTICS_USER_RETENTION_DAYS / 30.5)} months. If the operator has configured an external analytics tag, it loads only after you accept analytics and is removed when you withdraw.`,
        ],
      },
      {
        heading: 'Preferences',
        paragraphs: [
          'Remembers display choices on this device, such as the recipe book view, collapsed sections and theme. Withdrawing this consent deletes them from the device.',
        ],
      },
      {
        heading: 'Marketing',
        paragraphs: ['We run no marketing cookies today. The switch stays off unless you turn it on.'],
      },
      {
        heading: 'Services involved',
        list: [
          'Authentication and storage: our own servers; Google, only if you choose Sign in with Google.',
          'Analytics: our own server (first-party), and the external analytics service the operator configured, if any (only with your consent).',
          'AI generation: our built-in engine, or the AI service the operator configured, only with your AI data-sharing consent.',
          'Hosting and payments: the operator of this server; Stripe when you buy a plan.',
        ],
      },
    ],
  },
} satisfies Record<string, InfoPageContent>;
