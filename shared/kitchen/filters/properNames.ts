/** Cuisines and places keep their capital ("Italian sausage", "Thai curry paste") in a name rebuilt from lowercase words. */
export function properNames(name: string): string {
  return name.replace(
    /\b(?:italian|french|greek|thai|mexican|spanish|japanese|chinese|korean|indian|cajun|creole|moroccan|turkish|lebanese|vietnamese|swiss|english|dijon|worcestershire|polish|german|cumberland|toulouse)\b/g,
    (word) => word.charAt(0).toUpperCase() + word.slice(1),
  );
}
