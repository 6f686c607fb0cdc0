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
      <label className="recipe-controls__field" htmlFor={`${idPrefix}-search`}>
        <span>Search recipes</span>
        <input
          id={`${idPrefix}-search`}
          type="search"
          value={query.search}
          placeholder="Title, ingredient or tag"
          onChange={(e) => onChange({ ...query, search: e.target.value })}
        />
      </label>
      <div className="recipe-controls__row">
        <label className="recipe-controls__field" htmlFor={`${idPrefix}-sort`}>
          <span>Sort</span>
          <select id={`${idPrefix}-sort`} value={query.sort} onChange={(e) => onChange({ ...query, sort: e.target.value as PlannerSort })}>
            {Object.entries(PLANNER_SORTS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="recipe-controls__field" htmlFor={`${idPrefix}-diet`}>
          <span>Diet</span>
          <select id={`${idPrefix}-diet`} value={query.dietary} onChange={(e) => onChange({ ...query, dietary: e.target.value })}>
            <option value="">All diets</option>
            {dietaryOptions.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </label>
      </div>
      {showHealthConditions ? (
        <label className="recipe-controls__field" htmlFor={`${idPrefix}-health`}>
          <span>Health condition</span>
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
        </label>
      ) : null}
    </div>
  );
}
