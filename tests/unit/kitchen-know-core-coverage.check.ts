/** How one probe row of kitchen-know-core-coverage.data.ts is judged: each filter (or avoid entry) reports the line exactly when its food holds what the filter forbids. */
import { flaggedFor } from '../support/kitchenLineChecks';
import type { CoreRow } from './kitchen-know-core-coverage.data';

interface Probe {
  readonly filters: string[];
  readonly avoid: string[];
  /** The facts that make this probe report the line. */
  readonly tags: readonly string[];
  /** Whether a product of unknown make-up must be reported by it (closed world). */
  readonly unknownReported: boolean;
}

const ANIMAL_FLESH = ['meat', 'pork', 'fish', 'shellfish', 'gelatin'];
const PROBES: Record<string, Probe> = {
  Vegan: { filters: ['Vegan'], avoid: [], tags: [...ANIMAL_FLESH, 'dairy', 'egg', 'honey'], unknownReported: true },
  Vegetarian: { filters: ['Vegetarian'], avoid: [], tags: [...ANIMAL_FLESH, 'rennet'], unknownReported: true },
  Pescatarian: { filters: ['Pescatarian'], avoid: [], tags: ['meat', 'pork', 'gelatin'], unknownReported: false },
  'Dairy-Free': { filters: ['Dairy-Free'], avoid: [], tags: ['dairy'], unknownReported: true },
  'Gluten-Free': { filters: ['Gluten-Free'], avoid: [], tags: ['gluten'], unknownReported: true },
  'Nut-Free': { filters: ['Nut-Free'], avoid: [], tags: ['nut'], unknownReported: true },
  Halal: { filters: ['Halal'], avoid: [], tags: ['pork', 'alcohol', 'gelatin'], unknownReported: false },
  'avoid egg': { filters: [], avoid: ['egg'], tags: ['egg'], unknownReported: true },
  'avoid soy': { filters: [], avoid: ['soy'], tags: ['soy'], unknownReported: true },
  'avoid sesame': { filters: [], avoid: ['sesame'], tags: ['sesame'], unknownReported: true },
  'avoid celery': { filters: [], avoid: ['celery'], tags: ['celery'], unknownReported: true },
  'avoid mustard': { filters: [], avoid: ['mustard'], tags: ['mustard'], unknownReported: true },
};

/** The probes that judge a row wrongly ("Dairy-Free: kept", "Vegan: reported"); empty when the row is read right. */
export function coreRowMisses(row: CoreRow): string[] {
  const words = row[3].split(/\s+/).filter(Boolean);
  const unknown = words.includes('?');
  const must = new Set(words.filter((word) => !word.startsWith('~') && word !== '?'));
  const may = new Set(words.filter((word) => word.startsWith('~')).map((word) => word.slice(1)));
  const misses: string[] = [];
  for (const [name, probe] of Object.entries(PROBES)) {
    const required = probe.tags.some((tag) => must.has(tag)) || (unknown && probe.unknownReported);
    const allowed = required || unknown || probe.tags.some((tag) => may.has(tag));
    const reported = flaggedFor(row[2], probe.filters, probe.avoid).length > 0;
    if (required && !reported) misses.push(`${name}: kept`);
    if (reported && !allowed) misses.push(`${name}: reported`);
  }
  return misses;
}
