import { EmptyState } from '../../ui/EmptyState';

/** Converter placeholder until the converter issue lands. */
export function ConvertView() {
  return (
    <section className="view" aria-labelledby="convert-heading">
      <h1 id="convert-heading">Convert a recipe</h1>
      <EmptyState title="Your recipe will appear here">
        Paste a recipe or type a dish name, pick your dietary filters and convert.
      </EmptyState>
    </section>
  );
}
