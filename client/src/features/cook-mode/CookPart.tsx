import { type ReactNode, useId } from 'react';

/** One part of cook mode's ingredient list under its heading ("For the sauce"); a part without one is a plain list. */
export function CookPart({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  if (!heading) return <ul>{children}</ul>;
  return (
    <div className="cook__part">
      <h4 id={id} className="cook__part-heading">
        {heading}
      </h4>
      <ul aria-labelledby={id}>{children}</ul>
    </div>
  );
}
