/**
 * Cuisines, places and cheeses named for them keep their capital ("Italian sausage", "Thai curry paste",
 * "dairy-free Gruyère") in a name rebuilt from lowercase words.
 */
export function properNames(name: string): string {
  return name.replace(
    /(?<![\p{L}])(?:italian|french|greek|thai|mexican|spanish|japanese|chinese|korean|indian|cajun|creole|moroccan|turkish|lebanese|vietnamese|swiss|english|dijon|worcestershire|polish|german|cumberland|toulouse|gruy[eè]re|emmental(?:er)?|comt[eé]|roquefort|camembert|parmigiano|reggiano|grana padano|romano|manchego|wensleydale|red leicester|monterey jack)(?![\p{L}])/gu,
    (word) => word.replace(/(?:^|\s)\p{L}/gu, (c) => c.toUpperCase()),
  );
}
