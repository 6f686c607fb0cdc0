import { PLANS } from '../../../../shared/domain/plans';
import { GOAL_TYPE_OPTIONS } from '../../../../shared/domain/profileOptions';
import { SETTINGS_TEXTS } from '../../../../shared/domain/settingsTexts';
import { goalPromptsFromSettings } from '../../../../shared/kitchen/light';
import type { HealthGoal } from '../../../../shared/schemas/settings';
import { useAccess } from '../../app/useAccess';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { BodyMetrics } from './BodyMetrics';
import { NumberSetting, SelectSetting, ToggleSetting } from './fields';
import { PlanLock } from './PlanLock';
import { SaveStatus } from './SaveStatus';
import { useDraft } from './useDraft';
import { useSettingsSave } from './useSettingsSave';

const MAX_GOALS = 20;

function GoalDescription({ goal, onSave }: { goal: HealthGoal; onSave(text: string): void }) {
  const draft = useDraft(goal.description, (text) => onSave(text.slice(0, 500)));
  return (
    <TextField
      label="Description"
      value={draft.value}
      maxLength={500}
      onChange={(e) => draft.onChange(e.target.value)}
      onBlur={draft.onBlur}
    />
  );
}

function GoalUnit({ goal, onSave }: { goal: HealthGoal; onSave(text: string): void }) {
  const draft = useDraft(goal.unit ?? '', (text) => onSave(text.slice(0, 20)));
  return (
    <TextField label="Unit" value={draft.value} maxLength={20} onChange={(e) => draft.onChange(e.target.value)} onBlur={draft.onBlur} />
  );
}

export function HealthGoalsSection({ onUpgrade }: { onUpgrade(): void }) {
  const { settings, save, state } = useSettingsSave();
  const { access } = useAccess();
  if (!access.canUseHealthGoals) return <PlanLock plan={PLANS['master-chef'].name} onUpgrade={onUpgrade} />;
  const profile = settings.personalProfile;
  const goals = profile.healthGoals;
  const setGoals = (healthGoals: HealthGoal[]) => void save((stored) => ({ personalProfile: { ...stored.personalProfile, healthGoals } }));
  const change = (id: string, patch: Partial<HealthGoal>) =>
    setGoals(
      goals.map((g) => {
        if (g.id !== id) return g;
        const next = { ...g, ...patch };
        if (next.targetValue === undefined) delete next.targetValue;
        if (!next.unit) delete next.unit;
        return next;
      }),
    );
  const add = () => setGoals([...goals, { id: crypto.randomUUID(), type: 'weight_loss', unit: 'kg', description: '', isActive: true }]);
  const prompts = goalPromptsFromSettings(settings);
  return (
    <div className="settings-form">
      <p className="muted">{SETTINGS_TEXTS.goalsIntro}</p>
      <BodyMetrics profile={profile} />
      {goals.length === 0 ? <p className="muted">{SETTINGS_TEXTS.noGoals}</p> : null}
      <ol className="goal-list">
        {goals.map((goal, index) => (
          <li key={goal.id} className="goal card">
            <fieldset className="goal__fields">
              <legend className="settings-subheading">Goal {index + 1}</legend>
              <div className="settings-grid">
                <SelectSetting
                  label="Type"
                  value={goal.type}
                  options={GOAL_TYPE_OPTIONS}
                  onSave={(type) => change(goal.id, { type: type ?? 'custom' })}
                />
                <NumberSetting
                  label="Target"
                  min={0}
                  max={100_000}
                  step={0.1}
                  value={goal.targetValue}
                  onSave={(targetValue) => change(goal.id, { targetValue })}
                />
                <GoalUnit goal={goal} onSave={(unit) => change(goal.id, { unit })} />
              </div>
              <GoalDescription goal={goal} onSave={(description) => change(goal.id, { description })} />
              <div className="goal__footer">
                <ToggleSetting label="Active" checked={goal.isActive} onSave={(isActive) => change(goal.id, { isActive })} />
                <Button variant="ghost" size="sm" onClick={() => setGoals(goals.filter((g) => g.id !== goal.id))}>
                  Remove goal {index + 1}
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div>
        <Button variant="secondary" onClick={add} disabled={goals.length >= MAX_GOALS}>
          Add a goal
        </Button>
      </div>
      {prompts.length > 0 ? (
        <div>
          <h3 className="settings-subheading">Sent with each recipe request</h3>
          <ul className="goal-prompts">
            {prompts.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <SaveStatus state={state} />
    </div>
  );
}
