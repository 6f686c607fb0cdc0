/**
 * What a health condition means for every recipe generated for the user: the diet filters it imposes.
 * Read from the settings' health conditions (the five of the spec) and from the profile's medical
 * conditions (free text, any language the words below cover). A condition here is a filter of every
 * generation, engine or AI, checked like one the user chose and shown on the card.
 */
export interface HealthConditionRule {
  /** The condition as the card names it. */
  condition: string;
  /** Lower-case words or phrases that name it (matched at word starts, so "coeliac" also finds "coeliac disease"). */
  names: readonly string[];
  /** The filters every recipe for this cook must meet. */
  filters: readonly string[];
}

export const HEALTH_CONDITION_RULES: readonly HealthConditionRule[] = [
  {
    condition: 'Celiac Disease',
    names: [
      'celiac',
      'coeliac',
      'cœliaque',
      'coeliaque',
      'zöliakie',
      'zoeliakie',
      'celiaquía',
      'celiaquia',
      'celiachia',
      'coeliakie',
      'gluten intolerance',
      'gluten sensitivity',
      'gluten allergy',
      'dermatitis herpetiformis',
    ],
    filters: ['Gluten-Free'],
  },
  {
    condition: 'Diabetes',
    names: ['diabetes', 'diabetic', 'diabète', 'diabete', 'diabetes mellitus', 'prediabetes', 'pre-diabetes', 'insulin resistance'],
    filters: ['Diabetic-Friendly'],
  },
  {
    condition: 'Hypertension',
    names: ['hypertension', 'high blood pressure', 'hypertonie', 'hipertensión', 'hipertension', 'ipertensione'],
    filters: ['Low-Sodium'],
  },
  {
    condition: 'Heart Disease',
    names: [
      'heart disease',
      'heart failure',
      'cardiovascular',
      'coronary',
      'high cholesterol',
      'hypercholesterolemia',
      'cardiopathie',
      'herzkrankheit',
    ],
    filters: ['Heart-Healthy'],
  },
  {
    condition: 'Kidney Disease',
    names: [
      'kidney disease',
      'chronic kidney',
      'renal',
      'ckd',
      'nephropathy',
      'insuffisance rénale',
      'niereninsuffizienz',
      'nierenkrankheit',
    ],
    filters: ['Low-Sodium'],
  },
  {
    condition: 'Lactose intolerance',
    names: ['lactose intolerance', 'lactose intolerant', 'intolérance au lactose', 'laktoseintoleranz', 'intolerancia a la lactosa'],
    filters: ['Dairy-Free'],
  },
  {
    condition: 'Irritable bowel syndrome',
    names: ['irritable bowel', 'ibs', 'reizdarm', 'côlon irritable', 'colon irritable', 'low fodmap'],
    filters: ['FODMAP-Friendly'],
  },
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const MATCHERS = HEALTH_CONDITION_RULES.map((rule) => ({
  rule,
  pattern: new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${rule.names.map(escapeRegExp).join('|')})`, 'iu'),
}));

/** The rules a condition as the user wrote it names ("Celiac Disease", "coeliac", "Zöliakie"); none for others. */
export function healthConditionRules(condition: string): HealthConditionRule[] {
  const text = condition.normalize('NFC');
  return MATCHERS.filter((m) => m.pattern.test(text)).map((m) => m.rule);
}
