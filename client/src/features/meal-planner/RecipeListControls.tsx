import { HEALTH_CONDITIONS } from '../../../../shared/domain/limits';
import { PLANNER_SORTS, type PlannerListQuery, type PlannerSort } from '../../../../shared/domain/planner/recipeList';

interface Props {
  idPrefix: string;
  query: PlannerListQuery;
  dietaryOptions: readonly string[];
  /** Health-condition options appear only with canUseHealthConditions (spec §5). */
  showHealthConditions: boolean;
  onChange(query: PlannerListQuery): void;
}

/** Search, sort and the planner's dietary (and health-condition) options over the saved recipes. */
export function RecipeListControls({ idPrefix, query, dietaryOptions, showHealthConditions, onChange }: Props) {
  return (
    <div className="recipe-controls">
      <div className="recipe-controls__field">
        <label htmlFor={`${idPrefix}-search`}>Search recipes</label>
        <input
          id={`${idPrefix}-search`}
          type="search"
          value={query.search}
          placeholder="Title, ingredient or tag"
          onChange={(e) => onChange({ ...query, search: e.target.value })}
        />
      </div>
      <div className="recipe-controls__row">
        <div className="recipe-controls__field">
          <label htmlFor={`${idPrefix}-sort`}>Sort</label>
          <select id={`${idPrefix}-sort`} value={query.sort} onChange={(e) => onChange({ ...query, sort: e.target.value as PlannerSort })}>
            {Object.entries(PLANNER_SORTS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="recipe-controls__field">
          <label htmlFor={`${idPrefix}-diet`}>Diet</label>
          <select id={`${idPrefix}-diet`} value={query.dietary} onChange={(e) => onChange({ ...query, dietary: e.target.value })}>
            <option value="">All diets</option>
            {dietaryOptions.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </div>
      </div>
      {showHealthConditions ? (
        <div className="recipe-controls__field">
          <label htmlFor={`${idPrefix}-health`}>Health condition</label>
          <select
            id={`${idPrefix}-health`}
            value={query.healthCondition}
            onChange={(e) => onChange({ ...query, healthCondition: e.target.value })}
          >
            <option value="">Any</option>
            {HEALTH_CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
