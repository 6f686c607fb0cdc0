import type { ReactNode } from 'react';
import { CARD_TEXTS } from '../../../../shared/domain/converterTexts';
import type { StructuredRecipe } from '../../../../shared/schemas/structuredRecipe';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="recipe-section recipe-section--soft">
      <h3>{title}</h3>
      {children}
    </section>
  );
}

function Pair({ label, value }: { label: string; value: string | undefined }) {
  if (!value?.trim()) return null;
  return (
    <p>
      <strong>{label}:</strong> {value}
    </p>
  );
}

function List({ label, items }: { label: string; items: readonly string[] | undefined }) {
  if (!items || items.length === 0) return null;
  return (
    <>
      <p>
        <strong>{label}:</strong>
      </p>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

/** The optional personalised sections of signed-in-features §2, each shown only when the recipe has it. */
export function ProfileSections({ recipe }: { recipe: StructuredRecipe }) {
  const goals = recipe.healthGoalsAlignment;
  const personal = recipe.personalizedFeatures;
  const insights = recipe.healthInsights;
  return (
    <>
      {recipe.profileMatchExplanation?.trim() ? (
        <Section title={CARD_TEXTS.profileFit}>
          <p>{recipe.profileMatchExplanation}</p>
        </Section>
      ) : null}
      {goals && (goals.matchingGoals.length > 0 || goals.nutritionalTargets || goals.progressSupport) ? (
        <Section title={CARD_TEXTS.goalsAlignment}>
          <List label={CARD_TEXTS.supportingGoals} items={goals.matchingGoals} />
          <Pair label={CARD_TEXTS.nutritionalTargets} value={goals.nutritionalTargets} />
          <Pair label={CARD_TEXTS.progressSupport} value={goals.progressSupport} />
        </Section>
      ) : null}
      {personal && (personal.skillLevelAdaptation || personal.timeOptimization || personal.budgetConsiderations) ? (
        <Section title={CARD_TEXTS.personalized}>
          <Pair label={CARD_TEXTS.skillLevel} value={personal.skillLevelAdaptation} />
          <Pair label={CARD_TEXTS.timeOptimization} value={personal.timeOptimization} />
          <Pair label={CARD_TEXTS.budget} value={personal.budgetConsiderations} />
        </Section>
      ) : null}
      {insights &&
      (insights.bmiConsiderations || insights.medicalConditionSupport.length > 0 || insights.allergyAlternatives.length > 0) ? (
        <Section title={CARD_TEXTS.healthInsights}>
          <Pair label={CARD_TEXTS.bmi} value={insights.bmiConsiderations} />
          <List label={CARD_TEXTS.medicalSupport} items={insights.medicalConditionSupport} />
          <List label={CARD_TEXTS.allergyAlternatives} items={insights.allergyAlternatives} />
        </Section>
      ) : null}
    </>
  );
}
