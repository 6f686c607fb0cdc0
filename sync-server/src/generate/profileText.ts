import type { ProfileContext } from '../../../shared/schemas/generate';

/** A short plain-text description of the cook for an AI prompt; only what a recipe needs, no identifiers. */
export function profileText(profile: ProfileContext | undefined): string | null {
  if (!profile) return null;
  const lines: string[] = [];
  const { demographics: d, physicalMetrics: p, healthInformation: h, lifestylePreferences: l } = profile;
  if (d.age !== undefined || d.gender) lines.push(`Age ${d.age ?? 'unknown'}, ${d.gender ?? 'gender not given'}.`);
  if (p.bmi !== undefined) lines.push(`BMI ${p.bmi.toFixed(1)}${p.activityLevel ? `, ${p.activityLevel.replace('_', ' ')}` : ''}.`);
  if (h.allergies.length) lines.push(`Allergies (never include): ${h.allergies.join(', ')}.`);
  if (h.medicalConditions.length) lines.push(`Medical conditions: ${h.medicalConditions.join(', ')}.`);
  if (h.medications.length) lines.push(`Medications (mind food interactions): ${h.medications.join(', ')}.`);
  if (l.cookingSkillLevel) lines.push(`Cooking skill: ${l.cookingSkillLevel}.`);
  if (l.timeAvailableForCooking) lines.push(`Time for cooking: ${l.timeAvailableForCooking}.`);
  if (l.budgetPreference) lines.push(`Budget: ${l.budgetPreference}.`);
  const goals = profile.activeHealthGoals.filter((g) => g.isActive);
  if (goals.length) lines.push(`Goals: ${goals.map((g) => g.description || g.type).join('; ')}.`);
  if (profile.nutritionalTargets) {
    const t = profile.nutritionalTargets;
    lines.push(`Daily targets: ${t.calories} kcal, ${t.protein} g protein, ${t.carbohydrates} g carbs, ${t.fat} g fat.`);
  }
  return lines.length ? lines.join('\n') : null;
}
